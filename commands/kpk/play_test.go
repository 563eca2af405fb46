package kpk

import (
	"context"
	"slices"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/kpk"
	"kibitz/storage"
)

// playOut plays Black's moves chosen by pick in game g1 until it ends, checking that every move updates
// the board in place and that the tablebase always answers at once; it returns the last response.
func playOut(t *testing.T, h *commandtest.Harness, resp *router.Response, pick func(p kpk.Position) kpk.Move, check func(*router.Response)) *router.Response {
	t.Helper()
	for i := 0; ; i++ {
		g := gameOf(t, h, "g1")
		if g.over() {
			return resp
		}
		if i > 40 {
			t.Fatalf("still playing after %d moves of Black", i)
		}
		if g.Pos.Turn() != kpk.Black {
			t.Fatalf("ply %d: the tablebase has not answered", g.Ply)
		}
		m := pick(g.Pos)
		resp = choose(t, h, alice, resp, m.UCI())
		if !resp.Update {
			t.Fatalf("move %s: not an update: %q", m.UCI(), resp.Content)
		}
		decodePNG(t, resp)
		if check != nil {
			check(resp)
		}
	}
}

// TestPlayBlackAgainstWin: the user defends the longest win with Black as well as it can be done; the
// tablebase mates in exactly the 55 plies of its start. The line over the first board counts from that
// board, after the tablebase's first move: 27 moves to mate, not the start's 28.
func TestPlayBlackAgainstWin(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ka2 Pg2 kb5 w"}, opt{"side", "black"})
	if resp.Private || resp.Update {
		t.Fatalf("start: private %v update %v: %q", resp.Private, resp.Update, resp.Content)
	}
	for _, w := range []string{"<@101> plays **Black**", "With best play White mates in 27: hold out as long as you can.",
		"1. Kb3\nThe tablebase played **Kb3**.", "Your move"} {
		if !strings.Contains(resp.Content, w) {
			t.Errorf("start = %q, want %q", resp.Content, w)
		}
	}
	decodePNG(t, resp)
	best := func(p kpk.Position) kpk.Move { m, _, _ := kpk.BestMove(p); return m }
	resp = playOut(t, h, resp, best, func(r *router.Response) {
		if strings.Contains(r.Content, "That move") {
			t.Errorf("a best move was criticised: %q", r.Content)
		}
	})
	g := gameOf(t, h, "g1")
	if g.Pos.Status() != kpk.Checkmate || g.Pos.Turn() != kpk.Black || g.Ply != 55 {
		t.Fatalf("game ended in %v with %v to move after %d plies, want Black mated after 55: %q",
			g.Pos.Status(), g.Pos.Turn(), g.Ply, resp.Content)
	}
	for _, w := range []string{"**Checkmate.** The tablebase wins.", "… "} {
		if !strings.Contains(resp.Content, w) {
			t.Errorf("final message %q, want %q", resp.Content, w)
		}
	}
	if len(commandtest.Selects(resp)) != 0 {
		t.Errorf("menus still offered after the end")
	}
	commandtest.ButtonWithLabel(t, resp, "Show the whole line")
	again := h.Press(bob, commandtest.ButtonWithLabel(t, resp, "Again").CustomID)
	if again.Update || !strings.Contains(again.Content, "<@102> plays **Black**") || len(commandtest.Selects(again)) == 0 {
		t.Errorf("Again: update %v %q", again.Update, again.Content)
	}
}

// TestPlayPunishesMistakes: Black holds a drawn position but plays the worst move each time; the first
// one is called out, and the tablebase, not content with the draw, mates.
func TestPlayPunishesMistakes(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke5 Pe4 ke7 w"}, opt{"side", "defender"})
	if !strings.Contains(resp.Content, "<@101> plays **Black**") || !strings.Contains(resp.Content, "With best play this is a draw.") {
		t.Fatalf("start: %q", resp.Content)
	}
	first := true
	worst := func(p kpk.Position) kpk.Move { e := kpk.RankMoves(p); return e[len(e)-1].Move }
	resp = playOut(t, h, resp, worst, func(r *router.Response) {
		// 1. Kd5 and Black's worst reply: Kd8 walks out of the opposition.
		if want := "<@101> played **Kd8**. That move loses: Kd7 held the draw."; first && !strings.Contains(r.Content, want) {
			t.Errorf("first losing move: %q, want %q", r.Content, want)
		}
		first = false
	})
	if g := gameOf(t, h, "g1"); g.Pos.Status() != kpk.Checkmate || g.Pos.Turn() != kpk.Black {
		t.Fatalf("game ended in %v with %v to move, want Black mated: %q", g.Pos.Status(), g.Pos.Turn(), resp.Content)
	}
}

// TestPlayWhiteMates: the user plays the winning side perfectly and mates; the game's menus offer
// every legal move, at most 25 in a menu, also for a queen with 27.
func TestPlayWhiteMates(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Kc2 Pg7 ka1 w"}, opt{"side", "pawn"})
	if !strings.Contains(resp.Content, "With best play White mates in 2: your goal is to mate.") {
		t.Fatalf("start: %q", resp.Content)
	}
	for i, uci := range []string{"g7g8r", "g8a8"} {
		resp = choose(t, h, alice, resp, uci)
		if i == 0 && (!strings.Contains(resp.Content, "<@101> played **g8=R**.\nThe tablebase played **Ka2**.") || strings.Contains(resp.Content, "That move") || strings.Contains(resp.Content, "Still winning") || strings.Contains(resp.Content, "Only move")) {
			t.Errorf("after g8=R (the best move: no note): %q", resp.Content)
		}
	}
	if !strings.Contains(resp.Content, "**Checkmate.** <@101> wins!") {
		t.Errorf("end: %q", resp.Content)
	}

	resp = h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Kh1 Qd4 ka8 w"})
	p, _ := kpk.Parse("Kh1 Qd4 ka8 w")
	offered := map[string]bool{}
	menus := commandtest.Selects(resp)
	if len(menus) != 3 {
		t.Errorf("%d menus, want 3 (queen, queen continued, king)", len(menus))
	}
	for _, s := range menus {
		if len(s.Options) > 25 || len(s.Options) == 0 {
			t.Errorf("menu %q has %d options", s.Placeholder, len(s.Options))
		}
		if len(s.CustomID) > 100 {
			t.Errorf("custom_id %q longer than 100", s.CustomID)
		}
		for _, o := range s.Options {
			if offered[o.Value] {
				t.Errorf("%s offered twice", o.Value)
			}
			offered[o.Value] = true
		}
	}
	for _, m := range p.LegalMoves() {
		if !offered[m.UCI()] {
			t.Errorf("legal move %s (%s) not offered", m.UCI(), p.SAN(m))
		}
	}
	if len(offered) != len(p.LegalMoves()) {
		t.Errorf("%d moves offered, want the %d legal ones", len(offered), len(p.LegalMoves()))
	}
	if len(resp.Components) > 5 {
		t.Errorf("%d rows, Discord allows 5", len(resp.Components))
	}
	// The menu on the second page plays as well as the first.
	last := menus[1].Options[len(menus[1].Options)-1].Value
	if r := h.Press(alice, menus[1].CustomID, last); !r.Update || !strings.Contains(r.Content, "played") {
		t.Errorf("move %s from the second queen menu: %q", last, r.Content)
	}
}

func TestPlayThrowsAwayWin(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ka1 Pa2 kc2 w"})
	// a4 wins in 14 (27 plies); a3 lets the black king reach the corner.
	resp = choose(t, h, alice, resp, "a2a3")
	if want := "<@101> played **a3**. That move draws: a4 won in 14."; !strings.Contains(resp.Content, want) {
		t.Errorf("after a3: %q, want %q", resp.Content, want)
	}
	if !strings.Contains(resp.Content, "The tablebase played") {
		t.Errorf("the tablebase did not answer: %q", resp.Content)
	}

	// The one winning move among four is praised.
	h = newHarness(t)
	resp = h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ka1 Pa2 kg3 w"})
	resp = choose(t, h, alice, resp, "a2a4")
	if want := "<@101> played **a4**. Only move! a4 is the one move that wins."; !strings.Contains(resp.Content, want) {
		t.Errorf("after a4: %q, want %q", resp.Content, want)
	}

	// A loss hastened: Ka5 is mated in 13 where Kc5 held out for 27 moves.
	h = newHarness(t)
	resp = h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Kb3 Pg2 kb5 b"})
	resp = choose(t, h, alice, resp, "b5a5")
	if want := "That move hastens the loss: mate in 13 now, where Kc5 held out for 27 moves."; !strings.Contains(resp.Content, want) {
		t.Errorf("after Ka5: %q, want %q", resp.Content, want)
	}

	// A win kept, but slowly: the note says how much sooner the best move mated.
	h = newHarness(t)
	resp = h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
	resp = choose(t, h, alice, resp, "e2e3")
	p, _ := kpk.Parse("Ke1 Pe2 ke8 w")
	for _, e := range kpk.RankMoves(p) {
		if e.SAN == "e3" && e.Eval.Outcome == kpk.Win && e.Eval.DTM > 43 {
			if !strings.Contains(resp.Content, "Still winning, though Kd2 mated sooner") {
				t.Errorf("after e3: %q", resp.Content)
			}
		}
	}
}

func TestBadPresses(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
	menu := menuFor(t, resp, "e1d2")
	moved := h.Press(alice, menu, "e1d2")
	if !moved.Update {
		t.Fatalf("first move: %q", moved.Content)
	}
	for _, tc := range []struct {
		name   string
		u      *discordgo.User
		id     string
		values []string
		code   router.Code
		want   string
	}{
		{"stale menu", alice, menu, []string{"e1f2"}, router.Conflict, "earlier board (after 0 plies)"},
		{"someone else's game", bob, menuFor(t, moved, "e2e4"), []string{"e2e4"}, router.Forbidden, "This is <@101>'s game"},
		{"expired game", alice, "kpk1/move/nosuchgame/0/1", []string{"e2e4"}, router.NotFound, "ended or expired"},
		{"illegal move", alice, menuFor(t, moved, "e2e4"), []string{"e2e5"}, router.Invalid, "e2e5 is not a legal move"},
		{"SAN instead of UCI", alice, menuFor(t, moved, "e2e4"), []string{"e4"}, router.Invalid, "not a legal move"},
		{"two values", alice, menuFor(t, moved, "e2e4"), []string{"e2e4", "e2e3"}, router.Invalid, "does not name a move"},
		{"forged ply", alice, "kpk1/move/g1/x/1", []string{"e2e4"}, router.Invalid, "does not name a move"},
		{"forged menu", alice, "kpk1/move/g1/2/9", []string{"e2e4"}, router.Invalid, "does not name a move"},
		{"forged line", alice, "kpk1/line/Ke1Pe2ke9w", nil, router.Invalid, "does not carry a valid position"},
		{"line of an illegal position", alice, "kpk1/line/Kd4Pe2ke5w", nil, router.Invalid, "does not carry a valid position"},
		{"line not in canonical form", alice, "kpk1/line/Pe2Ke1ke8w", nil, router.Invalid, "does not carry a valid position"},
		{"forged again", alice, "kpk1/again/Ke1Pe2ke8w/x", nil, router.Invalid, "does not carry a valid position"},
		{"resign someone else's game", bob, "kpk1/resign/g1", nil, router.Forbidden, "This is <@101>'s game"},
		{"resign an expired game", alice, "kpk1/resign/nosuchgame", nil, router.NotFound, "ended or expired"},
		{"resign for sure someone else's game", bob, "kpk1/resign/g1/sure", nil, router.Forbidden, "This is <@101>'s game"},
		{"resign for sure an expired game", alice, "kpk1/resign/nosuchgame/sure", nil, router.NotFound, "ended or expired"},
		{"keep playing someone else's game", bob, "kpk1/keep/g1", nil, router.Forbidden, "This is <@101>'s game"},
		{"keep playing an expired game", alice, "kpk1/keep/nosuchgame", nil, router.NotFound, "ended or expired"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := h.Handle(selectIn(tc.u, discordgo.EnglishUS, tc.id, tc.values...))
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != tc.code {
				t.Fatalf("press %s %v: %v, want code %s", tc.id, tc.values, err, tc.code)
			}
			if msg := ue.Text(i18n.English); !strings.Contains(msg, tc.want) {
				t.Errorf("press %s %v: %q, want %q", tc.id, tc.values, msg, tc.want)
			}
		})
	}
	if g := gameOf(t, h, "g1"); g.Ply != 2 {
		t.Errorf("after the bad presses the game is at ply %d, want 2", g.Ply)
	}

	// Resigning ends the game; the menus go and nothing more can be played.
	resigned := resign(t, h, alice, moved)
	if !resigned.Update || !strings.Contains(resigned.Content, "<@101> resigned") || len(commandtest.Selects(resigned)) != 0 {
		t.Errorf("resign: %q", resigned.Content)
	}
	_, err := h.Handle(selectIn(alice, discordgo.EnglishUS, menuFor(t, moved, "e2e4"), "e2e4"))
	if ue, ok := router.AsUserError(err); !ok || ue.Code != router.Conflict {
		t.Errorf("move after resigning: %v, want Conflict", err)
	}
}

// TestResignAsksFirst: Resign asks, changing nothing; Keep playing draws the message as it was, a move
// from the asking message is played, and only Yes, resign ends the game.
func TestResignAsksFirst(t *testing.T) {
	h := newHarness(t)
	start := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
	moved := choose(t, h, alice, start, "e1d2")
	asked := h.Press(alice, commandtest.ButtonWithLabel(t, moved, "Resign").CustomID)
	if !asked.Update || !strings.Contains(asked.Content, "**Resign?** The tablebase wins the game") {
		t.Errorf("Resign did not ask: %q", asked.Content)
	}
	var labels []string
	for _, b := range commandtest.Buttons(asked) {
		labels = append(labels, b.Label)
	}
	if want := []string{"Take back", "Yes, resign", "Keep playing"}; !slices.Equal(labels, want) {
		t.Errorf("asking buttons %q, want %q", labels, want)
	}
	if len(commandtest.Selects(asked)) != len(commandtest.Selects(moved)) {
		t.Errorf("asking: %d menus, want the %d of the board", len(commandtest.Selects(asked)), len(commandtest.Selects(moved)))
	}
	if g := gameOf(t, h, "g1"); g.End != "" || g.Ply != 2 {
		t.Fatalf("asking changed the game: end %q, ply %d", g.End, g.Ply)
	}

	kept := h.Press(alice, commandtest.ButtonWithLabel(t, asked, "Keep playing").CustomID)
	if kept.Content != moved.Content || !slices.Equal(commandtest.Buttons(kept), commandtest.Buttons(moved)) {
		t.Errorf("Keep playing\n got %q %v\nwant %q %v", kept.Content, commandtest.Buttons(kept), moved.Content, commandtest.Buttons(moved))
	}

	asked = h.Press(alice, commandtest.ButtonWithLabel(t, kept, "Resign").CustomID)
	played := choose(t, h, alice, asked, "e2e4")
	if g := gameOf(t, h, "g1"); g.End != "" || g.Ply != 4 || strings.Contains(played.Content, "Resign?") {
		t.Errorf("a move from the asking message: end %q, ply %d, %q", g.End, g.Ply, played.Content)
	}
	// A question left behind still resigns when answered: it names the game, not a board.
	h.Press(alice, commandtest.ButtonWithLabel(t, asked, "Yes, resign").CustomID)
	if g := gameOf(t, h, "g1"); g.End != resigned {
		t.Errorf("Yes, resign: end %q", g.End)
	}
	h.WantCode(t, selectIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, asked, "Keep playing").CustomID), router.Conflict, "This game is over")
}

// TestPlayExpires checks the 24-hour life of a game after its last move, on a fake clock: a move renews
// it, and a choice made after it has gone is told so.
func TestPlayExpires(t *testing.T) {
	kpk.Prepare() // the tables are built outside the bubble
	synctest.Test(t, func(t *testing.T) {
		h := newHarness(t)
		resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
		time.Sleep(23 * time.Hour)
		resp = choose(t, h, alice, resp, "e1d2") // renews the 24 hours
		if !resp.Update || resp.Private {
			t.Fatalf("a game 23 hours after its start is gone: %q", resp.Content)
		}
		time.Sleep(23 * time.Hour)
		if g := gameOf(t, h, "g1"); g.Ply != 2 {
			t.Fatalf("23 hours after the last move: game at ply %d, want 2", g.Ply)
		}
		time.Sleep(time.Hour + time.Second)
		for _, in := range []*discordgo.Interaction{
			selectIn(alice, discordgo.EnglishUS, menuFor(t, resp, "e2e4"), "e2e4"),
			selectIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, resp, "Resign").CustomID),
		} {
			_, err := h.Handle(in)
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != router.NotFound || !strings.Contains(ue.Text(i18n.English), "24 hours") {
				t.Errorf("%s after 24 hours: %v, want NotFound saying games last 24 hours", in.MessageComponentData().CustomID, err)
			}
		}
	})
}

// TestSimultaneousChoicesCountOnce: several choices from the same board at the same instant (two menus,
// a double click); one is played, every other is refused as coming from an earlier board.
func TestSimultaneousChoicesCountOnce(t *testing.T) {
	moves := []string{"e1d2", "e2e4", "e1f2", "e2e3", "e1d1", "e2e4", "e1f1", "e1d2"}
	for round := 0; round < 3; round++ {
		h := newHarness(t)
		resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
		var ins []*discordgo.Interaction
		for _, uci := range moves {
			ins = append(ins, selectIn(alice, discordgo.EnglishUS, menuFor(t, resp, uci), uci))
		}
		errs := h.HandleAtOnce(ins...)
		applied := 0
		for _, err := range errs {
			if err == nil {
				applied++
			} else if ue, ok := router.AsUserError(err); !ok || ue.Code != router.Conflict {
				t.Fatalf("round %d: a losing choice got %v, want Conflict", round, err)
			}
		}
		if applied != 1 {
			t.Fatalf("round %d: %d choices applied, want exactly 1", round, applied)
		}
		if g := gameOf(t, h, "g1"); g.Ply != 2 || len(g.Moves) != 2 {
			t.Fatalf("round %d: game at ply %d with moves %v, want one move and its answer", round, g.Ply, g.Moves)
		}
	}
}

// TestFiftyMoveRule: a game without a capture or a pawn move, and without a fivefold repetition, ends in
// a draw after 100 plies, and a pawn move starts the count again.
func TestFiftyMoveRule(t *testing.T) {
	start, err := kpk.Parse("Ka1 Qh2 kd5 w")
	if err != nil {
		t.Fatal(err)
	}
	g := &Game{ID: "g1", Side: kpk.White, Start: start, Pos: start}
	for !g.over() {
		if g.Ply > kpk.FiftyPlies {
			t.Fatalf("no end after %d quiet plies", g.Ply)
		}
		// The quietest move: one that neither mates nor stalemates, into the position seen least often (a
		// fivefold repetition would end the game first), preferring a king move.
		var pick *kpk.Move
		least := 0
		for _, m := range g.Pos.LegalMoves() {
			next, _ := g.Pos.Play(m)
			if next.Status() != kpk.Ongoing {
				continue
			}
			seen := 2*g.occurrences(positionID(next)) + 1
			if m.From == g.Pos.King(g.Pos.Turn()) {
				seen--
			}
			if pick == nil || seen < least {
				pick, least = &m, seen
			}
		}
		if pick == nil {
			t.Fatalf("no quiet move at ply %d in %v", g.Ply, g.Pos)
		}
		g.apply(*pick)
	}
	if g.End != fiftyMoves || g.Ply != kpk.FiftyPlies || g.Quiet != kpk.FiftyPlies {
		t.Fatalf("game ended with %q after %d plies (%d quiet), want the fifty-move rule after 100", g.End, g.Ply, g.Quiet)
	}
	resp, err := (&Command{}).view(g, i18n.English, true)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(resp.Content, "**Draw** by the fifty-move rule") || len(commandtest.Selects(resp)) != 0 {
		t.Errorf("view after fifty moves: %q", resp.Content)
	}

	p, _ := kpk.Parse("Ke1 Pe2 ke8 w")
	g = &Game{Side: kpk.White, Start: p, Pos: p, Quiet: 99}
	m, _ := p.ParseMove("e4")
	if g.apply(m); g.Quiet != 0 || g.End != "" {
		t.Errorf("after a pawn move: quiet %d, end %q, want 0 and no end", g.Quiet, g.End)
	}
}

// TestFiftyMoveCountInPlay: near the fifty-move limit a move that lets the count reach 100 draws, and the
// game says so and plays so. The tablebase, winning with the count at 99, keeps the win with a pawn move
// (its best move by the board alone, Kb3, would draw); a player's king move at 99 is told it draws, in
// the reply that ends the game by the rule (it was called "still winning"); and a FEN whose clock is at
// 100 or more is already drawn, so there is no game to play.
func TestFiftyMoveCountInPlay(t *testing.T) {
	p, err := kpk.Parse("8/8/8/8/8/8/4P3/4K2k w - - 99 60")
	if err != nil {
		t.Fatal(err)
	}
	evals := kpk.RankMovesAt(p, 99)
	if first := evals[0]; first.Eval.Outcome != kpk.Win || p.PieceAt(first.Move.From).Type() != kpk.Pawn {
		t.Errorf("at 99 the best move is %s (%v), want a pawn move that wins", first.SAN, first.Eval)
	}
	for _, e := range evals {
		if p.PieceAt(e.Move.From).Type() == kpk.King && e.Eval.Outcome != kpk.Draw {
			t.Errorf("at 99, %s is %v, want a draw by the count", e.SAN, e.Eval)
		}
	}
	if got, want := kpk.RankMovesAt(p, 80), kpk.RankMoves(p); !slices.Equal(got, want) {
		t.Errorf("at 80 the ranking is not the tablebase's: %v, want %v", got, want)
	}

	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "8/8/8/8/8/2P3k1/2K5/8 w - - 99 1"}, opt{"side", "black"})
	if g := gameOf(t, h, "g1"); g.over() || len(g.Moves) != 1 || g.Moves[0] != "c4" {
		t.Errorf("the tablebase at 99 played %v (over %v), want c4 and the game going on:\n%s", g.Moves, g.over(), resp.Content)
	}

	resp = h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "8/8/8/8/8/8/4P3/4K2k w - - 99 60"})
	resp = choose(t, h, alice, resp, "e1d2")
	if !strings.Contains(resp.Content, "fifty-move rule") || !strings.Contains(resp.Content, "That move draws") || strings.Contains(resp.Content, "Still winning") {
		t.Errorf("a king move at 99:\n%s", resp.Content)
	}

	for _, clock := range []string{"100", "120"} {
		h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "8/8/8/8/8/8/4P3/4K2k w - - " + clock + " 60"}),
			router.Invalid, "nothing to play", "fifty-move rule")
	}
}

// TestFivefoldRepetition: the fifth time the same position stands on the board with the same side to
// move, the game ends in a draw (FIDE 9.6.1), with its line and PGN result; the positions it counts
// survive the store, start again after a pawn move, and a take-back lets the game go on. In play the
// tablebase, drawing here, would claim the third time (TestThreefoldClaim), so both sides' moves are the
// test's: White shuffles Kf4 and Kg4, Black Kg7 and Kh8.
func TestFivefoldRepetition(t *testing.T) {
	for _, tc := range []struct {
		locale discordgo.Locale
		want   string
	}{
		{discordgo.EnglishUS, "**Draw** by fivefold repetition: the same position has stood on the board five times"},
		{discordgo.Korean, "**무승부:** 5회 동형 반복."},
	} {
		t.Run(string(tc.locale), func(t *testing.T) {
			h := newHarness(t)
			start, _ := kpk.Parse("Kg4 Ph5 kh8 w")
			g := &Game{ID: "g1", Player: alice.ID, Side: kpk.White, Start: start, Pos: start,
				View: commands.ViewText, Seen: []string{positionID(start)}}
			shuffle := []string{"Kf4", "Kg7", "Kg4", "Kh8"}
			for i := 0; !g.over() && i < 40; i++ {
				m, err := g.Pos.ParseMove(shuffle[i%4])
				if err != nil {
					t.Fatal(err)
				}
				if g.apply(m); g.over() != (i == 15) {
					t.Fatalf("ply %d: over %v (end %q), want the draw at ply 16 alone", g.Ply, g.over(), g.End)
				}
			}
			if g.End != fivefold || g.occurrences(positionID(g.Pos)) != 5 || len(g.Seen) != g.Ply+1 {
				t.Fatalf("after %v: end %q, %d occurrences, %d seen, want a fivefold draw", g.Moves, g.End, g.occurrences(positionID(g.Pos)), len(g.Seen))
			}
			if err := storage.PutJSON(context.Background(), h.Store, gameKey(g.ID), idle, g); err != nil {
				t.Fatal(err)
			}
			resp, err := (&Command{}).view(g, i18n.FromLocale(string(tc.locale)), true)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(resp.Content, tc.want) || !strings.Contains(pgnBlock(resp.Content), "[Result \"1/2-1/2\"]") {
				t.Errorf("the end: %q, want %q and a drawn PGN", resp.Content, tc.want)
			}
			if back, err := kpk.ParsePGN(pgnBlock(resp.Content)); err != nil || back.Final != g.Pos || back.Result != kpk.PGNDraw {
				t.Errorf("the PGN does not read back: %v %+v", err, back)
			}
			// A take-back goes on from the board before, its positions counted again from the start.
			resp = h.Serve(commandtest.PressIn(alice, tc.locale, takeBackOf(t, resp).CustomID))
			if tb := gameOf(t, h, "g1"); tb.over() || tb.Ply != g.Ply-2 || len(tb.Seen) != tb.Ply+1 || tb.occurrences(positionID(tb.Pos)) != 4 {
				t.Errorf("after Take back: end %q, ply %d, seen %v", tb.End, tb.Ply, tb.Seen)
			}
			// A pawn move (here taken at once) makes every earlier position unrepeatable: the count starts again.
			h.Serve(selectIn(alice, tc.locale, menuFor(t, resp, "h5h6"), "h5h6"))
			if pushed := gameOf(t, h, "g1"); len(pushed.Seen) != pushed.Quiet+1 || len(pushed.Seen) > 2 || pushed.Seen[len(pushed.Seen)-1] != positionID(pushed.Pos) {
				t.Errorf("after h6: seen %v, want the positions since the pawn move", pushed.Seen)
			}
		})
	}
}

// TestTablebaseEndsItAtOnce: a start where the tablebase, moving first, mates at once says how the game
// ended and no goal: the line over the first board would promise "mates in 0: hold out as long as you
// can" under a finished game.
func TestTablebaseEndsItAtOnce(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ka6 Pc7 ka8 w"}, opt{"side", "black"}, opt{"display", "text"})
	if !strings.Contains(resp.Content, "**Checkmate.** The tablebase wins.") || strings.Contains(resp.Content, "hold out") || strings.Contains(resp.Content, "mates in 0") {
		t.Errorf("a game the tablebase ends with its first move:\n%s", resp.Content)
	}
}
