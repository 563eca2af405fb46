package sudoku

import (
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
)

// TestFinishTimedByArrival: a solve is timed to when its last press arrived, not to when a busy kibitz
// got round to it: the wait for a worker is no part of the player's time.
func TestFinishTimedByArrival(t *testing.T) {
	h, clock, _ := playHarness(t)
	const queued = 5 * time.Second // every press waits this long for a worker
	h.Now = func() time.Time { return clock.Now().Add(-queued) }
	resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4}, opt{"display", "text"})
	id := gameID(t, resp)
	solveAll(t, h, clock, alice, resp)
	p := stored(t, h, id)
	if !p.over() {
		t.Fatal("the game did not end")
	}
	if want := clock.Now().Add(-queued); !p.Finished.Equal(want) {
		t.Errorf("finished at %v, want %v, when the last press arrived", p.Finished, want)
	}
}

// TestDailyTimedFromArrival: /sudoku daily starts the day's board, and its clock, when the command arrived:
// the wait for a worker is no part of the player's time, as it is none of a solve's.
func TestDailyTimedFromArrival(t *testing.T) {
	h, clock, _ := playHarness(t)
	const queued = 5 * time.Second // the command waits this long for a worker
	h.Now = func() time.Time { return clock.Now().Add(-queued) }
	_, p := dailyIn(t, h, alice, "g")
	if want := clock.Now().Add(-queued); !p.Started.Equal(want) {
		t.Errorf("started at %v, want %v, when the command arrived", p.Started, want)
	}
}
