package kpk

import (
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/kpk"
)

// takeBackOf is the Take back button of resp; the test fails without one.
func takeBackOf(t *testing.T, resp *router.Response) discordgo.Button {
	t.Helper()
	for _, b := range commandtest.Buttons(resp) {
		if strings.HasPrefix(b.CustomID, "kpk1/back/") {
			return b
		}
	}
	t.Fatalf("no Take back button in %v: %q", commandtest.Buttons(resp), resp.Content)
	return discordgo.Button{}
}

func hasTakeBack(resp *router.Response) bool {
	for _, b := range commandtest.Buttons(resp) {
		if strings.HasPrefix(b.CustomID, "kpk1/back/") {
			return true
		}
	}
	return false
}

// TestTakeBack: Take back undoes the player's move and the tablebase's answer, updating the board in
// place; the button is greyed out before the first move and answers politely if pressed anyway; the
// verdict on the player's move before comes back; menus and buttons of the board before are refused.
func TestTakeBack(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ka1 Pa2 kc2 w"})
	back := takeBackOf(t, resp)
	if !back.Disabled || back.Label != "Take back" || back.CustomID != "kpk1/back/g1/0" {
		t.Errorf("Take back before any move: %+v, want it greyed out", back)
	}
	h.WantCode(t, selectIn(alice, discordgo.EnglishUS, back.CustomID), router.Conflict, "nothing to take back yet")

	start := resp
	resp = choose(t, h, alice, resp, "a2a3") // throws the win away: noted
	first := gameOf(t, h, "g1")
	if !strings.Contains(resp.Content, "That move draws: a4 won in 14.") || first.Ply != 2 {
		t.Fatalf("after a3: ply %d, %q", first.Ply, resp.Content)
	}
	afterA3 := resp
	resp = choose(t, h, alice, resp, first.Pos.LegalMoves()[len(first.Pos.LegalMoves())-1].UCI())
	second := gameOf(t, h, "g1")
	if second.Ply != 4 {
		t.Fatalf("after the second move: ply %d", second.Ply)
	}

	// Back to the board after a3, its verdict and the tablebase's answer included.
	back = takeBackOf(t, resp)
	if back.Disabled || back.CustomID != "kpk1/back/g1/4" {
		t.Fatalf("Take back after two moves: %+v", back)
	}
	resp = h.Press(alice, back.CustomID)
	g := gameOf(t, h, "g1")
	if !resp.Update || g.Ply != 2 || g.Pos != first.Pos || g.Undone != 2 || len(g.Moves) != 2 || g.Quiet != first.Quiet ||
		*g.Last != *first.Last || g.Note == nil || g.Note.Kind != noteDraws {
		t.Fatalf("after Take back: update %v, game %+v, want the game after a3 %+v", resp.Update, g, first)
	}
	tookBack := "<@101> took back 2. " + second.Moves[2] + " " + second.Moves[3] + "."
	for _, w := range []string{"1. a3 ", "<@101> played **a3**. That move draws: a4 won in 14.", "The tablebase played **" + first.Moves[1] + "**.",
		tookBack, "Your move"} {
		if !strings.Contains(resp.Content, w) {
			t.Errorf("after Take back: %q, want %q", resp.Content, w)
		}
	}
	decodePNG(t, resp)
	if b := takeBackOf(t, resp); b.Disabled || b.CustomID != "kpk1/back/g1/6" {
		t.Errorf("Take back once more: %+v", b)
	}
	if id := menuFor(t, resp, "a3a4"); id != "kpk1/move/g1/6/1" {
		t.Errorf("menu after Take back: %s, want the board's number 6 (2 plies + 2 x 2 taken back)", id)
	}

	// What was pressed on the boards before is refused: it belongs to another board.
	for _, in := range []*discordgo.Interaction{
		selectIn(alice, discordgo.EnglishUS, back.CustomID),
		selectIn(alice, discordgo.EnglishUS, menuFor(t, afterA3, "a3a4"), "a3a4"),
		selectIn(alice, discordgo.EnglishUS, menuFor(t, start, "a2a4"), "a2a4"),
	} {
		h.WantCode(t, in, router.Conflict, "earlier board", "taken back")
	}
	if g := gameOf(t, h, "g1"); g.Ply != 2 {
		t.Fatalf("a refused press changed the game: ply %d", g.Ply)
	}

	// Back to the start: nothing to take back any more, and the goal is said again.
	resp = h.Press(alice, takeBackOf(t, resp).CustomID)
	if g := gameOf(t, h, "g1"); g.Ply != 0 || g.Pos != first.Start || g.Note != nil || g.Last != nil || g.Undone != 4 {
		t.Fatalf("second Take back: %+v", g)
	}
	if !takeBackOf(t, resp).Disabled || !strings.Contains(resp.Content, "With best play White mates in 14: your goal is to mate.") ||
		!strings.Contains(resp.Content, "<@101> took back 1. a3 "+first.Moves[1]+".") || strings.Contains(resp.Content, "played") {
		t.Errorf("at the start again: %q", resp.Content)
	}
	// The next move clears what was taken back, and the game goes on.
	resp = choose(t, h, alice, resp, "a2a4")
	if g := gameOf(t, h, "g1"); g.Ply != 2 || g.Back != nil || strings.Contains(resp.Content, "took back") {
		t.Errorf("a move after Take back: ply %d, back %v, %q", g.Ply, g.Back, resp.Content)
	}

	// Not one's own game, a forged button, a game gone.
	for _, tc := range []struct {
		u    *discordgo.User
		id   string
		code router.Code
		want string
	}{
		{bob, takeBackOf(t, resp).CustomID, router.Forbidden, "This is <@101>'s game"},
		{alice, "kpk1/back/g1/x", router.Invalid, "does not name a board"},
		{alice, "kpk1/back/g1/-2", router.Invalid, "does not name a board"},
		{alice, "kpk1/back/nosuchgame/2", router.NotFound, "ended or expired"},
	} {
		h.WantCode(t, selectIn(tc.u, discordgo.EnglishUS, tc.id), tc.code, tc.want)
	}
}

// TestTakeBackTablebaseFirst: when the tablebase has the first move, its opening move is never taken
// back alone; the player's first move and the answer go back to the board after it.
func TestTakeBackTablebaseFirst(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ka2 Pg2 kb5 w"}, opt{"side", "black"})
	opening := gameOf(t, h, "g1")
	if opening.Ply != 1 || !takeBackOf(t, resp).Disabled {
		t.Fatalf("start: ply %d, Take back %+v", opening.Ply, takeBackOf(t, resp))
	}
	h.WantCode(t, selectIn(alice, discordgo.EnglishUS, takeBackOf(t, resp).CustomID), router.Conflict, "nothing to take back")
	m, _, _ := kpk.BestMove(opening.Pos)
	resp = choose(t, h, alice, resp, m.UCI())
	resp = h.Press(alice, takeBackOf(t, resp).CustomID)
	if g := gameOf(t, h, "g1"); g.Ply != 1 || g.Pos != opening.Pos || !takeBackOf(t, resp).Disabled ||
		!strings.Contains(resp.Content, "The tablebase played **Kb3**.") {
		t.Errorf("after Take back: ply %d %v, %q", g.Ply, g.Pos, resp.Content)
	}
}

// TestTakeBackAfterTheEnd: a game the board ended can be taken back, by the player's last move alone when
// it ended the game, or with the tablebase's mate; it then goes on, and its PGN comes again at its new
// end. A resigned game cannot.
func TestTakeBackAfterTheEnd(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Kc2 Pg7 ka1 w"})
	resp = choose(t, h, alice, resp, "g7g8r")
	resp = choose(t, h, alice, resp, "g8a8")
	if !strings.Contains(resp.Content, "**Checkmate.** <@101> wins!") || !strings.Contains(resp.Content, "1. g8=R Ka2 2. Ra8# 1-0") {
		t.Fatalf("mate: %q", resp.Content)
	}
	commandtest.ButtonWithLabel(t, resp, "Again")
	resp = h.Press(alice, commandtest.ButtonWithLabel(t, resp, "Take back").CustomID)
	g := gameOf(t, h, "g1")
	if g.Ply != 2 || g.over() || len(commandtest.Selects(resp)) == 0 || strings.Contains(resp.Content, "PGN") ||
		!strings.Contains(resp.Content, "<@101> took back 2. Ra8#.") {
		t.Fatalf("mate taken back: ply %d over %v, %q", g.Ply, g.over(), resp.Content)
	}
	resp = choose(t, h, alice, resp, "g8a8")
	if !strings.Contains(resp.Content, "1. g8=R Ka2 2. Ra8# 1-0") {
		t.Errorf("the PGN at the new end: %q", resp.Content)
	}

	// Mated by the tablebase: the player's move and the mate go back.
	h = newHarness(t)
	resp = h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Kb6 Qh1 ka8 b"})
	resp = choose(t, h, alice, resp, "a8b8")
	if g := gameOf(t, h, "g1"); g.Pos.Status() != kpk.Checkmate || !strings.Contains(resp.Content, "The tablebase wins.") {
		t.Fatalf("not mated: %q", resp.Content)
	}
	resp = h.Press(alice, takeBackOf(t, resp).CustomID)
	if g := gameOf(t, h, "g1"); g.Ply != 0 || g.over() || !takeBackOf(t, resp).Disabled {
		t.Errorf("the mate taken back: ply %d, %q", g.Ply, resp.Content)
	}

	// Resigned: no Take back, and an old button is refused.
	h = newHarness(t)
	resp = h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
	resp = choose(t, h, alice, resp, "e1d2")
	old := takeBackOf(t, resp).CustomID
	resp = resign(t, h, alice, resp)
	if hasTakeBack(resp) {
		t.Errorf("Take back offered after resigning: %v", commandtest.Buttons(resp))
	}
	h.WantCode(t, selectIn(alice, discordgo.EnglishUS, old), router.Conflict, "You resigned this game")
}

// TestSimultaneousTakeBackAndMove: Take back and a move pressed on the same board at the same instant,
// with a second Take back (a double click): exactly one of them applies, and the game is whole.
func TestSimultaneousTakeBackAndMove(t *testing.T) {
	for round := 0; round < 6; round++ {
		h := newHarness(t)
		resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
		resp = choose(t, h, alice, resp, "e1d2")
		before := gameOf(t, h, "g1")
		back := takeBackOf(t, resp).CustomID
		ins := []*discordgo.Interaction{
			selectIn(alice, discordgo.EnglishUS, back),
			selectIn(alice, discordgo.EnglishUS, menuFor(t, resp, "e2e4"), "e2e4"),
			selectIn(alice, discordgo.EnglishUS, back),
		}
		if round%2 == 1 {
			ins[0], ins[1] = ins[1], ins[0]
		}
		errs := h.HandleAtOnce(ins...)
		applied := 0
		for _, err := range errs {
			if err == nil {
				applied++
			} else if ue, ok := router.AsUserError(err); !ok || ue.Code != router.Conflict {
				t.Fatalf("round %d: a losing press got %v, want Conflict", round, err)
			}
		}
		g := gameOf(t, h, "g1")
		switch {
		case applied != 1:
			t.Fatalf("round %d: %d presses applied, want exactly 1", round, applied)
		case g.Ply == 0 && g.Undone == 2 && g.Pos == before.Start && len(g.Moves) == 0:
		case g.Ply == 4 && g.Undone == 0 && len(g.Moves) == 4 && g.Moves[2] == "e4":
		default:
			t.Fatalf("round %d: game at ply %d, undone %d, moves %v: neither taken back nor moved", round, g.Ply, g.Undone, g.Moves)
		}
	}
}

// TestTakeBackExpires: a game gone after its 24 hours cannot be taken back; a take-back renews them.
func TestTakeBackExpires(t *testing.T) {
	kpk.Prepare()
	synctest.Test(t, func(t *testing.T) {
		h := newHarness(t)
		resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "Ke1 Pe2 ke8 w"})
		resp = choose(t, h, alice, resp, "e1d2")
		resp = choose(t, h, alice, resp, "e2e4")
		time.Sleep(23 * time.Hour)
		resp = h.Press(alice, takeBackOf(t, resp).CustomID) // renews the 24 hours
		if !resp.Update {
			t.Fatalf("Take back 23 hours on: %q", resp.Content)
		}
		time.Sleep(24*time.Hour + time.Second)
		h.WantCode(t, selectIn(alice, discordgo.EnglishUS, takeBackOf(t, resp).CustomID), router.NotFound, "24 hours")
	})
}

// TestTakeBackKorean: the button, the line saying what was taken back and the refusals, in Korean.
func TestTakeBackKorean(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.Korean, "kpk", "play", opt{"position", "Ka1 Pa2 kc2 w"})
	back := takeBackOf(t, resp)
	if back.Label != "무르기" {
		t.Errorf("label %q", back.Label)
	}
	h.WantCode(t, pressKo(alice, back.CustomID), router.Conflict, "아직 무를 수가 없습니다")
	resp = h.Serve(selectIn(alice, discordgo.Korean, menuFor(t, resp, "a2a4"), "a2a4"))
	g := gameOf(t, h, "g1")
	resp = h.Serve(pressKo(alice, takeBackOf(t, resp).CustomID))
	if want := "<@101> 님이 1. a4 " + g.Moves[1] + "을 물렀습니다."; !strings.Contains(resp.Content, want) &&
		!strings.Contains(resp.Content, "<@101> 님이 1. a4 "+g.Moves[1]+"를 물렀습니다.") {
		t.Errorf("Korean take-back: %q, want %q", resp.Content, want)
	}
	h.WantCode(t, pressKo(alice, back.CustomID), router.Conflict, "이전 판의 것입니다")
	_, err := h.Handle(pressKo(bob, takeBackOf(t, resp).CustomID))
	if ue, ok := router.AsUserError(err); !ok || !strings.Contains(ue.Text(i18n.Korean), "<@101> 님의 게임입니다. 그분만 둘 수 있습니다.") {
		t.Errorf("bob's Take back in Korean: %v", err)
	}
}

// pressKo is a press on customID as u in Korean.
func pressKo(u *discordgo.User, customID string) *discordgo.Interaction {
	return selectIn(u, discordgo.Korean, customID)
}
