package tictactoe

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
)

// TestStatusNamesTheLastMove: the status line says which cell was taken last and where it lies, kibitz's
// move and a person's alike, in the reader's language, since an edited message is not announced and a
// reader of the buttons alone would walk all nine to find what changed. A forfeit is no move: its line
// names none.
func TestStatusNamesTheLastMove(t *testing.T) {
	t.Run("kibitz opens", func(t *testing.T) {
		h := newHarness(t)
		resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"first", "opponent"})
		cell := h.game("g1").Moves[0] + 1
		want := "kibitz took " + map[int]string{1: "1 (top left)", 3: "3 (top right)", 5: "5 (centre)", 7: "7 (bottom left)", 9: "9 (bottom right)"}[cell] + ". <@101>'s turn (O)."
		if !strings.Contains(resp.Content, want) {
			t.Errorf("kibitz opened on %d: %q, want %q", cell, resp.Content, want)
		}
	})
	t.Run("kibitz answers, in Korean", func(t *testing.T) {
		h := newHarness(t)
		resp := h.Command(alice, discordgo.Korean, "tictactoe", "play")
		resp = h.Serve(commandtest.PressIn(alice, discordgo.Korean, cellID(t, resp, 5)))
		g := h.game("g1")
		if len(g.Moves) != 2 {
			t.Fatalf("moves %v, want alice's and kibitz's", g.Moves)
		}
		cell := g.Moves[1] + 1
		want := "kibitz가 " + koCell(cell) + "에 두었습니다. <@101> 님 차례 (X)."
		if !strings.Contains(resp.Content, want) {
			t.Errorf("kibitz answered on %d: %q, want %q", cell, resp.Content, want)
		}
	})
	t.Run("between people", func(t *testing.T) {
		h := newHarness(t)
		resp := h.pair()
		if strings.Contains(resp.Content, "took") {
			t.Errorf("a board without a move names one: %q", resp.Content)
		}
		resp = h.Press(alice, cellID(t, resp, 5))
		if want := "<@101> took 5 (centre). <@102>'s turn (O)."; !strings.Contains(resp.Content, want) {
			t.Errorf("after alice's move: %q, want %q", resp.Content, want)
		}
		resp = h.Serve(commandtest.PressIn(bob, discordgo.Korean, cellID(t, resp, 6)))
		if want := "<@102> 님이 6번(오른쪽 가운데)에 두었습니다. <@101> 님 차례 (X)."; !strings.Contains(resp.Content, want) {
			t.Errorf("after bob's move, in Korean: %q, want %q", resp.Content, want)
		}
		// X: 5, 1, 9 wins on the diagonal; the winning move is named before the result.
		for _, step := range []struct {
			u    *discordgo.User
			cell int
		}{{alice, 1}, {bob, 2}, {alice, 9}} {
			resp = h.Press(step.u, cellID(t, resp, step.cell))
		}
		if want := "<@101> took 9 (bottom right). <@101> wins!"; !strings.Contains(resp.Content, want) {
			t.Errorf("the winning move: %q, want %q", resp.Content, want)
		}
	})
	t.Run("a forfeit names no move", func(t *testing.T) {
		h := newHarness(t)
		resp := h.pair()
		resp = h.Press(alice, cellID(t, resp, 5))
		resp = h.Press(bob, cellID(t, resp, 3))
		h.clock.Advance(h.ttt.TurnTimeout + 1)
		resp = h.Press(bob, cellID(t, resp, 1))
		if !strings.Contains(resp.Content, "ran out of time") || strings.Contains(resp.Content, "took") {
			t.Errorf("after a forfeit: %q", resp.Content)
		}
	})
}

func koCell(cell int) string {
	return map[int]string{1: "1번(왼쪽 위)", 2: "2번(가운데 위)", 3: "3번(오른쪽 위)", 4: "4번(왼쪽 가운데)", 5: "5번(한가운데)",
		6: "6번(오른쪽 가운데)", 7: "7번(왼쪽 아래)", 8: "8번(가운데 아래)", 9: "9번(오른쪽 아래)"}[cell]
}

// TestCellLabelsDiffer: a taken cell's button says where it is as well as its mark ("3: O"), so that no
// two buttons of the board read the same to a screen reader, and every label stays within Discord's
// limit.
func TestCellLabelsDiffer(t *testing.T) {
	h := newHarness(t)
	resp := h.pair()
	for _, step := range []struct {
		u    *discordgo.User
		cell int
	}{{alice, 5}, {bob, 3}, {alice, 1}, {bob, 9}, {alice, 7}, {bob, 4}} {
		resp = h.Press(step.u, cellID(t, resp, step.cell))
		seen := map[string]bool{}
		for i, b := range commandtest.Buttons(resp)[:9] {
			if seen[b.Label] {
				t.Errorf("after %d: two cells labelled %q", step.cell, b.Label)
			}
			seen[b.Label] = true
			if n := utf8.RuneCountInString(b.Label); n == 0 || n > router.MaxButtonLabel {
				t.Errorf("cell %d: label %q of %d characters", i+1, b.Label, n)
			}
		}
	}
	labels := []string{}
	for _, b := range commandtest.Buttons(resp)[:9] {
		labels = append(labels, b.Label)
	}
	if got, want := strings.Join(labels, " "), "1: X 2 3: O 4: O 5: X 6 7: X 8 9: O"; got != want {
		t.Errorf("labels %q, want %q", got, want)
	}
}
