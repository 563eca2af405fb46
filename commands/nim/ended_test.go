package nim

import (
	"context"
	"testing"
	"time"

	"kibitz/commands"
)

// TestResultsDatedByTheEnd: a game that a timeout ended counts in the week of its deadline, though the
// sweep applies it after midnight: alice runs out of time at 23:59:59 on Sunday 2027-01-03 (ISO week
// 2026-53), and bob's win was counted in week 2027-01, when the sweep got to it.
func TestResultsDatedByTheEnd(t *testing.T) {
	n := newHarness(t)
	ctx := context.Background()
	deadline := time.Date(2027, 1, 3, 23, 59, 59, 0, time.UTC)
	n.clock.Advance(deadline.Add(-90 * time.Second).Sub(n.clock.Now()))
	resp, id := n.start("5 6 7", nil, bob)
	resp = n.move(alice, resp, 1, 1)
	n.clock.Advance(deadline.Add(-time.Minute).Sub(n.clock.Now())) // bob moves at 23:58:59
	n.move(bob, resp, 2, 1)
	if g := n.game(id); g.Players[g.Turn].ID != alice.ID || !g.Deadline.Equal(deadline) {
		t.Fatalf("after bob's move: %s to move until %v, want alice until %v", g.Players[g.Turn].ID, g.Deadline, deadline)
	}
	n.clock.Advance(deadline.Add(commands.PressGrace).Sub(n.clock.Now())) // Monday 00:00:02
	n.nim.sweep(ctx)
	if g := n.game(id); g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != bob.ID {
		t.Fatalf("after the sweep: phase %s, winner %+v; want bob's win", g.Phase, g.Winner)
	}
	week := func(at time.Time) float64 {
		s, _, _ := n.Store.ZScore(ctx, commands.LeaderboardKey(resultsName, "g", commands.Week, at), bob.ID)
		return s
	}
	if w := week(deadline); w != 1 {
		t.Errorf("bob's win on week 2026-53's board: %v, want 1 (week 2027-01's: %v)", w, week(n.clock.Now()))
	}
}
