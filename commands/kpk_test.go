package commands

import (
	"bytes"
	"context"
	"image/gif"
	"image/png"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/kpk"
	"kibitz/storage"
)

// kpkMenuFor is the custom_id of the menu offering the move with UCI value uci.
func kpkMenuFor(t *testing.T, resp *router.Response, uci string) string {
	t.Helper()
	for _, s := range selects(resp) {
		for _, o := range s.Options {
			if o.Value == uci {
				return s.CustomID
			}
		}
	}
	t.Fatalf("no menu offers %s: %q", uci, resp.Content)
	return ""
}

// kpkSelect builds the interaction of choosing values in the select menu customID, as u in locale.
func kpkSelect(u *discordgo.User, locale discordgo.Locale, customID string, values ...string) *discordgo.Interaction {
	return &discordgo.Interaction{ID: "3", Type: discordgo.InteractionMessageComponent, Locale: locale,
		GuildID: "g", ChannelID: "c", Member: &discordgo.Member{User: u},
		Data: discordgo.MessageComponentInteractionData{CustomID: customID, Values: values,
			ComponentType: discordgo.SelectMenuComponent}}
}

// kpkChoose chooses uci from whichever menu of resp offers it, in English.
func kpkChoose(t *testing.T, h *harness, u *discordgo.User, resp *router.Response, uci string) *router.Response {
	t.Helper()
	return h.press(u, kpkMenuFor(t, resp, uci), uci)
}

// kpkGameOf reads a game from the store.
func kpkGameOf(t *testing.T, h *harness, id string) kpkGame {
	t.Helper()
	var g kpkGame
	if err := storage.GetJSON(context.Background(), h.store, "kpk:"+id, &g); err != nil {
		t.Fatalf("game %s: %v", id, err)
	}
	return g
}

func kpkDecodePNG(t *testing.T, resp *router.Response) {
	t.Helper()
	if len(resp.Files) != 1 {
		t.Fatalf("%d files, want 1 PNG: %q", len(resp.Files), resp.Content)
	}
	img, err := png.Decode(bytes.NewReader(router.FileBytes(resp.Files[0])))
	if err != nil {
		t.Fatalf("board is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 432 || b.Dy() != 432 {
		t.Errorf("board is %v, want 432x432", b)
	}
}

func TestKPKAnalyze(t *testing.T) {
	for _, tc := range []struct {
		name, position string
		want           []string // all in the reply
		button         bool     // the line button is offered
	}{
		{"longest win", "Ka2 Pg2 kb5 w", []string{"**White mates in 28.**", "28 moves = 55 plies", "Best move: **Kb3**", "`Ka2 Pg2 kb5 w`"}, true},
		{"FEN input", "8/8/8/1k6/8/8/K5P1/8 w - - 0 1", []string{"White mates in 28", "Best move: **Kb3**"}, true},
		{"the basic position", "Ke1 Pe2 ke8 w", []string{"White mates in 22", "Best move: **Kd2**"}, true},
		{"opposition draw", "Ke5 Pe4 ke7 w", []string{"**Draw.**", "Neither side can force mate", "Kd5 (draw)"}, true},
		{"black pawn, black to move", "Ka8 pa7 kc7 b", []string{"Black mates in 12", "Black to move. Best move: **a5**"}, true},
		{"lost side to move", "Kb3 Pg2 kb5 b", []string{"**White mates in 27.**", "27 moves = 54 plies", "Black to move. Best move: **"}, true},
		{"only the rook promotion wins", "Kc2 Pg7 ka1 w", []string{"White mates in 2", "Best move: **g8=R**", "g8=Q (draw)"}, true},
		{"queen against king", "Kh1 Qd4 ka8 w", []string{"White mates in 7", "Best move: **Qb2**"}, true},
		{"checkmate", "Kb6 Qb7 ka8 b", []string{"**Checkmate:** Black is mated, so White has won."}, false},
		{"stalemate", "Kb6 Pa7 ka8 b", []string{"**Stalemate:** Black has no legal move"}, false},
		{"bare kings", "Ke1 ke8 w", []string{"only the kings are left"}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			resp := h.command(alice, discordgo.EnglishUS, "kpk", "analyze", opt{"position", tc.position})
			if resp.Private {
				t.Fatalf("analyze %q: private reply %q", tc.position, resp.Content)
			}
			for _, w := range tc.want {
				if !strings.Contains(resp.Content, w) {
					t.Errorf("analyze %q = %q, want it to contain %q", tc.position, resp.Content, w)
				}
			}
			kpkDecodePNG(t, resp)
			if got := len(buttons(resp)) == 1; got != tc.button {
				t.Errorf("analyze %q: %d buttons, want the line button %v", tc.position, len(buttons(resp)), tc.button)
			}
		})
	}
}

func TestKPKLineButtonShowsTheWholeLineAsGIF(t *testing.T) {
	for _, tc := range []struct {
		position string
		frames   int
		want     []string
	}{
		{"Ka2 Pg2 kb5 w", 56, []string{"White mates in 28 (55 plies)", "1. Kb3 ", "28. "}},
		{"Kc2 Pg7 ka1 w", 4, []string{"1. g8=R Ka2 2. Ra8#", "**Checkmate:** Black is mated"}},
		{"Ke5 Pe4 ke7 w", 12, []string{"a draw; here are the first 11 plies"}}, // ends early in a dead draw
	} {
		t.Run(tc.position, func(t *testing.T) {
			h := newHarness(t)
			resp := h.command(alice, discordgo.EnglishUS, "kpk", "analyze", opt{"position", tc.position})
			line := h.press(bob, buttonWithLabel(t, resp, "Show the whole line").CustomID)
			if !line.Private || line.Update {
				t.Errorf("line: private %v update %v, want a new private reply", line.Private, line.Update)
			}
			for _, w := range tc.want {
				if !strings.Contains(line.Content, w) {
					t.Errorf("line of %q = %q, want it to contain %q", tc.position, line.Content, w)
				}
			}
			if len(line.Files) != 1 || !strings.HasSuffix(line.Files[0].Name, ".gif") {
				t.Fatalf("line of %q: files %v, want one GIF", tc.position, line.Files)
			}
			data := router.FileBytes(line.Files[0])
			g, err := gif.DecodeAll(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("line of %q: not a GIF: %v", tc.position, err)
			}
			if len(g.Image) != tc.frames {
				t.Errorf("line of %q: %d frames, want %d (the start and one per ply)", tc.position, len(g.Image), tc.frames)
			}
			if len(data) > 1<<20 {
				t.Errorf("line of %q: GIF of %d bytes, want under 1 MiB", tc.position, len(data))
			}
		})
	}
}

func TestKPKInvalidPositions(t *testing.T) {
	h := newHarness(t)
	for _, tc := range []struct {
		name, sub, position string
		want                string
	}{
		{"kings adjacent", "analyze", "Kd4 Pe2 ke5 w", "The kings stand next to each other (d4 and e5)."},
		{"opponent in check", "analyze", "Ke1 Re8 ke7 w", "The black king on e7 is in check from the white rook on e8, but it is White to move"},
		{"pawn on the last rank", "analyze", "Ke1 Pe8 kc6 w", "The white pawn on e8 stands on the first or last rank"},
		{"two pieces on a square", "analyze", "Ke1 Pe2 ke2 w", "Two pieces stand on e2."},
		{"too many pieces", "analyze", "Ke1 Pe2 Pd2 ke8 w", "has 2 pieces besides the kings"},
		{"no black king", "analyze", "Ke1 Pe2 w", "Black has no king."},
		{"two white kings", "play", "Ke1 Kh1 ke8 w", "White has 2 kings"},
		{"bad word", "analyze", "Ke1 Pe2 ke9 w", `"ke9" is not a piece on a square`},
		{"bad side to move", "analyze", "4k3/8/8/8/8/8/4P3/4K3 x - - 0 1", `The side to move must be w or b, not "x".`},
		{"FEN with 7 ranks", "analyze", "4k3/8/8/8/8/4P3/4K3 w - - 0 1", "has 7"},
		{"FEN rank too long", "analyze", "4k3/8/8/8/8/8/4P4/4K3 w - - 0 1", "Rank 2 of the FEN board should cover 8 squares, and it covers 9."},
		{"nothing to play", "play", "Kb6 Qb7 ka8 b", "There is nothing to play in this position. **Checkmate:**"},
		{"nothing to play, dead draw", "play", "Ke1 Ne4 ke8 w", "a king and a knight cannot mate"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := h.handle(commandIn(alice, discordgo.EnglishUS, "kpk", tc.sub, opt{"position", tc.position}))
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != router.Invalid {
				t.Fatalf("/kpk %s %q: %v, want an Invalid user error", tc.sub, tc.position, err)
			}
			if msg := ue.Text(i18n.English); !strings.Contains(msg, tc.want) {
				t.Errorf("/kpk %s %q: %q, want it to contain %q", tc.sub, tc.position, msg, tc.want)
			}
			// Through the router the same sentence comes back privately.
			resp := h.command(alice, discordgo.EnglishUS, "kpk", tc.sub, opt{"position", tc.position})
			if !resp.Private || !strings.Contains(resp.Content, tc.want) {
				t.Errorf("reply: private %v %q", resp.Private, resp.Content)
			}
		})
	}
}

// kpkPlayOut plays Black's moves chosen by pick in game g1 until it ends, checking that every move updates
// the board in place and that the tablebase always answers at once; it returns the last response.
func kpkPlayOut(t *testing.T, h *harness, resp *router.Response, pick func(p kpk.Position) kpk.Move, check func(*router.Response)) *router.Response {
	t.Helper()
	for i := 0; ; i++ {
		g := kpkGameOf(t, h, "g1")
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
		resp = kpkChoose(t, h, alice, resp, m.UCI())
		if !resp.Update {
			t.Fatalf("move %s: not an update: %q", m.UCI(), resp.Content)
		}
		kpkDecodePNG(t, resp)
		if check != nil {
			check(resp)
		}
	}
}

// TestKPKPlayBlackAgainstWin: the user defends the longest win with Black as well as it can be done; the
// tablebase mates in exactly the 55 plies it promised.
func TestKPKPlayBlackAgainstWin(t *testing.T) {
	h := newHarness(t)
	resp := h.command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ka2 Pg2 kb5 w"}, opt{"side", "black"})
	if resp.Private || resp.Update {
		t.Fatalf("start: private %v update %v: %q", resp.Private, resp.Update, resp.Content)
	}
	for _, w := range []string{"<@101> plays **Black**", "With best play White mates in 28: hold out as long as you can.",
		"1. Kb3\nThe tablebase played **Kb3**.", "Your move"} {
		if !strings.Contains(resp.Content, w) {
			t.Errorf("start = %q, want %q", resp.Content, w)
		}
	}
	kpkDecodePNG(t, resp)
	best := func(p kpk.Position) kpk.Move { m, _, _ := kpk.BestMove(p); return m }
	resp = kpkPlayOut(t, h, resp, best, func(r *router.Response) {
		if strings.Contains(r.Content, "That move") {
			t.Errorf("a best move was criticised: %q", r.Content)
		}
	})
	g := kpkGameOf(t, h, "g1")
	if g.Pos.Status() != kpk.Checkmate || g.Pos.Turn() != kpk.Black || g.Ply != 55 {
		t.Fatalf("game ended in %v with %v to move after %d plies, want Black mated after 55: %q",
			g.Pos.Status(), g.Pos.Turn(), g.Ply, resp.Content)
	}
	for _, w := range []string{"**Checkmate.** The tablebase wins.", "… "} {
		if !strings.Contains(resp.Content, w) {
			t.Errorf("final message %q, want %q", resp.Content, w)
		}
	}
	if len(selects(resp)) != 0 {
		t.Errorf("menus still offered after the end")
	}
	buttonWithLabel(t, resp, "Show the whole line")
	again := h.press(bob, buttonWithLabel(t, resp, "Again").CustomID)
	if again.Update || !strings.Contains(again.Content, "<@102> plays **Black**") || len(selects(again)) == 0 {
		t.Errorf("Again: update %v %q", again.Update, again.Content)
	}
}

// TestKPKPlayPunishesMistakes: Black holds a drawn position but plays the worst move each time; the first
// one is called out, and the tablebase, not content with the draw, mates.
func TestKPKPlayPunishesMistakes(t *testing.T) {
	h := newHarness(t)
	resp := h.command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke5 Pe4 ke7 w"}, opt{"side", "defender"})
	if !strings.Contains(resp.Content, "<@101> plays **Black**") || !strings.Contains(resp.Content, "With best play this is a draw.") {
		t.Fatalf("start: %q", resp.Content)
	}
	first := true
	worst := func(p kpk.Position) kpk.Move { e := kpk.RankMoves(p); return e[len(e)-1].Move }
	resp = kpkPlayOut(t, h, resp, worst, func(r *router.Response) {
		// 1. Kd5 and Black's worst reply: Kd8 walks out of the opposition.
		if want := "<@101> played **Kd8**. That move loses: Kd7 held the draw."; first && !strings.Contains(r.Content, want) {
			t.Errorf("first losing move: %q, want %q", r.Content, want)
		}
		first = false
	})
	if g := kpkGameOf(t, h, "g1"); g.Pos.Status() != kpk.Checkmate || g.Pos.Turn() != kpk.Black {
		t.Fatalf("game ended in %v with %v to move, want Black mated: %q", g.Pos.Status(), g.Pos.Turn(), resp.Content)
	}
}

// TestKPKPlayWhiteMates: the user plays the winning side perfectly and mates; the game's menus offer
// every legal move, at most 25 in a menu, also for a queen with 27.
func TestKPKPlayWhiteMates(t *testing.T) {
	h := newHarness(t)
	resp := h.command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Kc2 Pg7 ka1 w"}, opt{"side", "pawn"})
	if !strings.Contains(resp.Content, "With best play White mates in 2: your goal is to mate.") {
		t.Fatalf("start: %q", resp.Content)
	}
	for i, uci := range []string{"g7g8r", "g8a8"} {
		resp = kpkChoose(t, h, alice, resp, uci)
		if i == 0 && (!strings.Contains(resp.Content, "<@101> played **g8=R**.\nThe tablebase played **Ka2**.") || strings.Contains(resp.Content, "That move") || strings.Contains(resp.Content, "Still winning") || strings.Contains(resp.Content, "Only move")) {
			t.Errorf("after g8=R (the best move: no note): %q", resp.Content)
		}
	}
	if !strings.Contains(resp.Content, "**Checkmate.** <@101> wins!") {
		t.Errorf("end: %q", resp.Content)
	}

	resp = h.command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Kh1 Qd4 ka8 w"})
	p, _ := kpk.Parse("Kh1 Qd4 ka8 w")
	offered := map[string]bool{}
	menus := selects(resp)
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
	if r := h.press(alice, menus[1].CustomID, last); !r.Update || !strings.Contains(r.Content, "played") {
		t.Errorf("move %s from the second queen menu: %q", last, r.Content)
	}
}

func TestKPKPlayThrowsAwayWin(t *testing.T) {
	h := newHarness(t)
	resp := h.command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ka1 Pa2 kc2 w"})
	// a4 wins in 14 (27 plies); a3 lets the black king reach the corner.
	resp = kpkChoose(t, h, alice, resp, "a2a3")
	if want := "<@101> played **a3**. That move draws: a4 won in 14."; !strings.Contains(resp.Content, want) {
		t.Errorf("after a3: %q, want %q", resp.Content, want)
	}
	if !strings.Contains(resp.Content, "The tablebase played") {
		t.Errorf("the tablebase did not answer: %q", resp.Content)
	}

	// The one winning move among four is praised.
	h = newHarness(t)
	resp = h.command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ka1 Pa2 kg3 w"})
	resp = kpkChoose(t, h, alice, resp, "a2a4")
	if want := "<@101> played **a4**. Only move! a4 is the one move that wins."; !strings.Contains(resp.Content, want) {
		t.Errorf("after a4: %q, want %q", resp.Content, want)
	}

	// A loss hastened: Ka5 is mated in 13 where Kc5 held out for 27.
	h = newHarness(t)
	resp = h.command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Kb3 Pg2 kb5 b"})
	resp = kpkChoose(t, h, alice, resp, "b5a5")
	if want := "That move hastens the loss: mate in 13 now, where Kc5 held out for 27."; !strings.Contains(resp.Content, want) {
		t.Errorf("after Ka5: %q, want %q", resp.Content, want)
	}

	// A win kept, but slowly: the note says how much sooner the best move mated.
	h = newHarness(t)
	resp = h.command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
	resp = kpkChoose(t, h, alice, resp, "e2e3")
	p, _ := kpk.Parse("Ke1 Pe2 ke8 w")
	for _, e := range kpk.RankMoves(p) {
		if e.SAN == "e3" && e.Eval.Outcome == kpk.Win && e.Eval.DTM > 43 {
			if !strings.Contains(resp.Content, "Still winning, though Kd2 mated sooner") {
				t.Errorf("after e3: %q", resp.Content)
			}
		}
	}
}

func TestKPKBadPresses(t *testing.T) {
	h := newHarness(t)
	resp := h.command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
	menu := kpkMenuFor(t, resp, "e1d2")
	moved := h.press(alice, menu, "e1d2")
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
		{"someone else's game", bob, kpkMenuFor(t, moved, "e2e4"), []string{"e2e4"}, router.Forbidden, "This is <@101>'s game"},
		{"expired game", alice, "kpk1/move/nosuchgame/0/1", []string{"e2e4"}, router.NotFound, "ended or expired"},
		{"illegal move", alice, kpkMenuFor(t, moved, "e2e4"), []string{"e2e5"}, router.Invalid, "e2e5 is not a legal move"},
		{"SAN instead of UCI", alice, kpkMenuFor(t, moved, "e2e4"), []string{"e4"}, router.Invalid, "not a legal move"},
		{"two values", alice, kpkMenuFor(t, moved, "e2e4"), []string{"e2e4", "e2e3"}, router.Invalid, "does not name a move"},
		{"forged ply", alice, "kpk1/move/g1/x/1", []string{"e2e4"}, router.Invalid, "does not name a move"},
		{"forged menu", alice, "kpk1/move/g1/2/9", []string{"e2e4"}, router.Invalid, "does not name a move"},
		{"forged line", alice, "kpk1/line/Ke1Pe2ke9w", nil, router.Invalid, "does not carry a valid position"},
		{"line of an illegal position", alice, "kpk1/line/Kd4Pe2ke5w", nil, router.Invalid, "does not carry a valid position"},
		{"line not in canonical form", alice, "kpk1/line/Pe2Ke1ke8w", nil, router.Invalid, "does not carry a valid position"},
		{"forged again", alice, "kpk1/again/Ke1Pe2ke8w/x", nil, router.Invalid, "does not carry a valid position"},
		{"resign someone else's game", bob, "kpk1/resign/g1", nil, router.Forbidden, "This is <@101>'s game"},
		{"resign an expired game", alice, "kpk1/resign/nosuchgame", nil, router.NotFound, "ended or expired"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := h.handle(kpkSelect(tc.u, discordgo.EnglishUS, tc.id, tc.values...))
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != tc.code {
				t.Fatalf("press %s %v: %v, want code %s", tc.id, tc.values, err, tc.code)
			}
			if msg := ue.Text(i18n.English); !strings.Contains(msg, tc.want) {
				t.Errorf("press %s %v: %q, want %q", tc.id, tc.values, msg, tc.want)
			}
		})
	}
	if g := kpkGameOf(t, h, "g1"); g.Ply != 2 {
		t.Errorf("after the bad presses the game is at ply %d, want 2", g.Ply)
	}

	// Resigning ends the game; the menus go and nothing more can be played.
	resigned := h.press(alice, buttonWithLabel(t, moved, "Resign").CustomID)
	if !resigned.Update || !strings.Contains(resigned.Content, "<@101> resigned") || len(selects(resigned)) != 0 {
		t.Errorf("resign: %q", resigned.Content)
	}
	_, err := h.handle(kpkSelect(alice, discordgo.EnglishUS, kpkMenuFor(t, moved, "e2e4"), "e2e4"))
	if ue, ok := router.AsUserError(err); !ok || ue.Code != router.Conflict {
		t.Errorf("move after resigning: %v, want Conflict", err)
	}
}

// TestKPKPlayExpires checks the 24-hour life of a game after its last move, on a fake clock: a move renews
// it, and a choice made after it has gone is told so.
func TestKPKPlayExpires(t *testing.T) {
	kpk.Prepare() // the tables are built outside the bubble
	synctest.Test(t, func(t *testing.T) {
		h := newHarness(t)
		resp := h.command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
		time.Sleep(23 * time.Hour)
		resp = kpkChoose(t, h, alice, resp, "e1d2") // renews the 24 hours
		if !resp.Update || resp.Private {
			t.Fatalf("a game 23 hours after its start is gone: %q", resp.Content)
		}
		time.Sleep(23 * time.Hour)
		if g := kpkGameOf(t, h, "g1"); g.Ply != 2 {
			t.Fatalf("23 hours after the last move: game at ply %d, want 2", g.Ply)
		}
		time.Sleep(time.Hour + time.Second)
		for _, in := range []*discordgo.Interaction{
			kpkSelect(alice, discordgo.EnglishUS, kpkMenuFor(t, resp, "e2e4"), "e2e4"),
			kpkSelect(alice, discordgo.EnglishUS, buttonWithLabel(t, resp, "Resign").CustomID),
		} {
			_, err := h.handle(in)
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != router.NotFound || !strings.Contains(ue.Text(i18n.English), "24 hours") {
				t.Errorf("%s after 24 hours: %v, want NotFound saying games last 24 hours", in.MessageComponentData().CustomID, err)
			}
		}
	})
}

// TestKPKSimultaneousChoicesCountOnce: several choices from the same board at the same instant (two menus,
// a double click); one is played, every other is refused as coming from an earlier board.
func TestKPKSimultaneousChoicesCountOnce(t *testing.T) {
	moves := []string{"e1d2", "e2e4", "e1f2", "e2e3", "e1d1", "e2e4", "e1f1", "e1d2"}
	for round := 0; round < 3; round++ {
		h := newHarness(t)
		resp := h.command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
		var wg sync.WaitGroup
		errs := make([]error, len(moves))
		start := make(chan struct{})
		for i, uci := range moves {
			in := kpkSelect(alice, discordgo.EnglishUS, kpkMenuFor(t, resp, uci), uci)
			wg.Go(func() {
				<-start
				_, errs[i] = h.handle(in)
			})
		}
		close(start)
		wg.Wait()
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
		if g := kpkGameOf(t, h, "g1"); g.Ply != 2 || len(g.Moves) != 2 {
			t.Fatalf("round %d: game at ply %d with moves %v, want one move and its answer", round, g.Ply, g.Moves)
		}
	}
}

func TestKPKKorean(t *testing.T) {
	h := newHarness(t)
	resp := h.command(alice, discordgo.Korean, "kpk", "analyze", opt{"position", "Ka2 Pg2 kb5 w"})
	for _, w := range []string{"**백이 28수 만에 메이트합니다.**", "28수 = 55플라이", "백 차례. 최선의 수: **Kb3**."} {
		if !strings.Contains(resp.Content, w) {
			t.Errorf("Korean analysis = %q, want %q", resp.Content, w)
		}
	}
	buttonWithLabel(t, resp, "최선 수순 전체 보기")

	_, err := h.handle(commandIn(alice, discordgo.Korean, "kpk", "analyze", opt{"position", "Kd4 Pe2 ke5 w"}))
	ue, ok := router.AsUserError(err)
	if !ok || !strings.Contains(ue.Text(i18n.Korean), "두 킹이 서로 붙어 있습니다 (d4, e5).") {
		t.Errorf("Korean error: %v", err)
	}

	resp = h.command(alice, discordgo.Korean, "kpk", "play", opt{"position", "Ka1 Pa2 kc2 w"})
	if !strings.Contains(resp.Content, "최선을 다하면 백이 14수 만에 메이트합니다. 목표는 메이트입니다.") {
		t.Errorf("Korean start: %q", resp.Content)
	}
	r, err := h.handle(kpkSelect(alice, discordgo.Korean, kpkMenuFor(t, resp, "a2a3"), "a2a3"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(r.Content, "그 수로 무승부가 됩니다. a4(이)면 14수 만에 이겼습니다.") {
		t.Errorf("Korean note: %q", r.Content)
	}
	for _, s := range selects(r) {
		if !strings.Contains(s.Placeholder, "움직이기") {
			t.Errorf("menu placeholder %q not in Korean", s.Placeholder)
		}
	}
}

func TestKPKMoveListNumbering(t *testing.T) {
	for _, tc := range []struct {
		first kpk.Color
		sans  []string
		skip  int
		want  string
	}{
		{kpk.White, []string{"e4", "Kd7", "Kd2"}, 0, "1. e4 Kd7 2. Kd2"},
		{kpk.Black, []string{"Kd7", "Kd2", "Ke6"}, 0, "1... Kd7 2. Kd2 Ke6"},
		{kpk.White, []string{"e4", "Kd7", "Kd2", "Ke6"}, 1, "… 1... Kd7 2. Kd2 Ke6"},
		{kpk.White, nil, 0, ""},
	} {
		if got := kpkMoveList(tc.first, tc.sans, tc.skip); got != tc.want {
			t.Errorf("kpkMoveList(%v, %q, %d) = %q, want %q", tc.first, tc.sans, tc.skip, got, tc.want)
		}
	}
}

func TestKPKPositionIDRoundTrip(t *testing.T) {
	for _, s := range []string{"Ke1 Pe2 ke8 w", "Ka8 pa7 kc7 b", "Ke1 ke8 w", "Kh1 Qd4 ka8 w"} {
		p, err := kpk.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		id := kpkPositionID(p)
		q, ok := kpkParsePositionID(id)
		if !ok || q != p {
			t.Errorf("kpkParsePositionID(%q) = %v, %v, want %v", id, q, ok, p)
		}
	}
}

func FuzzKPKParsePositionID(f *testing.F) {
	for _, s := range []string{"Ke1Pe2ke8w", "Ke1ke8w", "", "Kd4Pe2ke5w", "Ke1Pe2ke8x", "ke8Ke1Pe2w"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, ok := kpkParsePositionID(s)
		if ok && kpkPositionID(p) != s {
			t.Errorf("kpkParsePositionID(%q) accepted a non-canonical id (canonical %q)", s, kpkPositionID(p))
		}
	})
}

// TestKPKFiftyMoveRule: a game without a capture or a pawn move ends in a draw after 100 plies, and a pawn
// move starts the count again.
func TestKPKFiftyMoveRule(t *testing.T) {
	start, err := kpk.Parse("Ka1 Qh2 kd5 w")
	if err != nil {
		t.Fatal(err)
	}
	g := &kpkGame{Side: kpk.White, Start: start, Pos: start}
	for !g.over() {
		if g.Ply > kpkFiftyPlies {
			t.Fatalf("no end after %d quiet plies", g.Ply)
		}
		// The quietest move: one that neither mates nor stalemates, preferring a king move.
		var pick *kpk.Move
		for _, m := range g.Pos.LegalMoves() {
			if next, _ := g.Pos.Play(m); next.Status() == kpk.Ongoing {
				pick = &m
				if m.From == g.Pos.King(g.Pos.Turn()) {
					break
				}
			}
		}
		if pick == nil {
			t.Fatalf("no quiet move at ply %d in %v", g.Ply, g.Pos)
		}
		g.apply(*pick)
	}
	if g.End != kpkFiftyMoves || g.Ply != kpkFiftyPlies || g.Quiet != kpkFiftyPlies {
		t.Fatalf("game ended with %q after %d plies (%d quiet), want the fifty-move rule after 100", g.End, g.Ply, g.Quiet)
	}
	resp, err := (&kpkCommand{}).view(g, i18n.English, true)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(resp.Content, "**Draw** by the fifty-move rule") || len(selects(resp)) != 0 {
		t.Errorf("view after fifty moves: %q", resp.Content)
	}

	p, _ := kpk.Parse("Ke1 Pe2 ke8 w")
	g = &kpkGame{Side: kpk.White, Start: p, Pos: p, Quiet: 99}
	m, _ := p.ParseMove("e4")
	if g.apply(m); g.Quiet != 0 || g.End != "" {
		t.Errorf("after a pawn move: quiet %d, end %q, want 0 and no end", g.Quiet, g.End)
	}
}
