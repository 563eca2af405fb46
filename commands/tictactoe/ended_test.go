package tictactoe

import (
	"context"
	"testing"
	"time"

	"kibitz/commands"
)

// TestResultsDatedByTheEnd: a game's results count in the week the game ended in, whenever kibitz gets to
// them: a winning move that arrived in the last second of ISO week 2026-53 (Sunday 2027-01-03) and was
// handled after midnight, and a turn that ran out at 23:59:57 that Sunday, whose forfeit the sweep
// applies on Monday. Both were counted in week 2027-01, by when they were handled.
func TestResultsDatedByTheEnd(t *testing.T) {
	weekWins := func(h *harness, user string, at time.Time) float64 {
		s, _, _ := h.Store.ZScore(context.Background(), commands.LeaderboardKey(resultGame, "g", commands.Week, at), user)
		return s
	}
	sunday := time.Date(2027, 1, 3, 23, 59, 59, 500e6, time.UTC)
	monday := time.Date(2027, 1, 4, 0, 0, 0, 500e6, time.UTC)

	t.Run("a move that arrived on Sunday", func(t *testing.T) {
		h := newHarness(t)
		h.clock.Advance(time.Date(2027, 1, 3, 23, 58, 0, 0, time.UTC).Sub(start))
		resp := h.play(h.pair(opt{"first", "me"}), alice, bob, 5, 2, 1, 3)
		h.clock.Advance(monday.Sub(h.clock.Now())) // handled after midnight: it waited for a worker
		h.Now = func() time.Time { return sunday }
		h.play(resp, alice, bob, 9)
		if w := weekWins(h, alice.ID, sunday); w != 1 {
			t.Errorf("the win on week 2026-53's board: %v, want 1 (week 2027-01's: %v)", w, weekWins(h, alice.ID, monday))
		}
	})
	t.Run("a forfeit at a deadline on Sunday", func(t *testing.T) {
		h := newHarness(t)
		deadline := time.Date(2027, 1, 3, 23, 59, 57, 0, time.UTC)
		h.clock.Advance(deadline.Add(-DefaultTurnTimeout - time.Minute).Sub(start))
		resp := h.play(h.pair(opt{"first", "me"}), alice, bob, 5)
		h.clock.Advance(time.Minute)
		h.play(resp, bob, alice, 1) // alice's turn runs out at the deadline
		if g := h.game("g1"); !g.Deadline.Equal(deadline) {
			t.Fatalf("alice's deadline %v, want %v", g.Deadline, deadline)
		}
		h.clock.Advance(deadline.Add(commands.PressGrace).Sub(h.clock.Now())) // Monday 00:00:00
		h.ttt.sweep(context.Background())
		if w := weekWins(h, bob.ID, deadline); w != 1 {
			t.Errorf("bob's forfeit win on week 2026-53's board: %v, want 1 (week 2027-01's: %v)", w, weekWins(h, bob.ID, h.clock.Now()))
		}
	})
}
