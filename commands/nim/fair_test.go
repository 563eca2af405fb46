package nim

import (
	"context"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
)

// The rules that keep a ranked Nim result from being had cheaply (docs/contract.md, "Results, rankings
// and practice"): how a game ranks is fixed by its seats at Start.

// practiceOf is u's practice wins and losses in Nim.
func (h *harness) practiceOf(u *discordgo.User) [2]int {
	h.T.Helper()
	st, err := h.nim.Stats(context.Background(), u.ID)
	if err != nil {
		h.T.Fatal(err)
	}
	return [2]int{st.Practice["nim"].Wins, st.Practice["nim"].Losses}
}

// TestMisereStartedWithThreeNeverRanksAWin: a misère game that started with three players or more
// gives no ranked win however many leave; the losses of those who left and of the last mover rank.
func TestMisereStartedWithThreeNeverRanksAWin(t *testing.T) {
	t.Run("two leave, the last one wins alone", func(t *testing.T) {
		n := newHarness(t)
		resp, id := n.start("3 4 5", []opt{{"misere", true}}, bob, carol)
		resp = n.move(alice, resp, 1, 1)
		resp = n.move(bob, resp, 1, 1)
		resp = n.move(carol, resp, 1, 1)
		leave := commandtest.ButtonWithLabel(t, resp, "Leave").CustomID
		n.press(bob, leave)
		resp = n.press(carol, leave)
		if g := n.game(id); g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != alice.ID {
			t.Fatalf("after two left: %+v", g)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 1}, carol: {0, 1}})
		if p := n.practiceOf(alice); p != [2]int{1, 0} {
			t.Errorf("alice's practice %v, want the win", p)
		}
		if !strings.Contains(desc(resp), "started in misère play with three players or more") {
			t.Errorf("the end does not say why the win is practice:\n%s", desc(resp))
		}
	})
	t.Run("one leaves, two finish", func(t *testing.T) {
		// heaps 1 1 1: alice and bob take one each, bob leaves, carol takes the last stone and loses:
		// alice's win is practice, and the game gives two ranked results (bob's and carol's losses).
		n := newHarness(t)
		resp, id := n.start("1 1 1", []opt{{"misere", true}}, bob, carol)
		resp = n.move(alice, resp, 1, 1)
		resp = n.move(bob, resp, 2, 1)
		resp = n.press(bob, commandtest.ButtonWithLabel(t, resp, "Leave").CustomID)
		n.move(carol, resp, 3, 1)
		if g := n.game(id); g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != alice.ID || g.Loser == nil || g.Loser.ID != carol.ID {
			t.Fatalf("end: %+v", g)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 1}, carol: {0, 1}})
		if p := n.practiceOf(alice); p != [2]int{1, 0} {
			t.Errorf("alice's practice %v, want the win", p)
		}
	})
}
