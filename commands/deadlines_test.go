package commands

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"kibitz/storage"
	"kibitz/storage/memory"
)

func TestDeadlines(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	env := Env{Store: memory.New(), Now: func() time.Time { return now }}.WithDefaults()
	ctx := context.Background()
	env.SetDeadline(ctx, "d", "late", now.Add(time.Minute))
	env.SetDeadline(ctx, "d", "due", now.Add(-time.Second))
	env.SetDeadline(ctx, "d", "first", now.Add(-time.Minute))
	env.SetDeadline(ctx, "d", "gone", now.Add(-time.Hour))
	env.SetDeadline(ctx, "d", "gone", time.Time{}) // out of the set
	env.SetDeadline(ctx, "d", "edge", now.Add(time.Nanosecond))
	var got []string
	env.SweepDeadlines(ctx, "d", func(_ context.Context, id string, at time.Time) {
		if !at.Equal(now) {
			t.Errorf("expire(%s) at %v, want the sweep's time %v", id, at, now)
		}
		got = append(got, id)
	})
	if want := []string{"first", "due"}; !slices.Equal(got, want) {
		t.Errorf("due: %v, want %v (earliest first; a deadline a nanosecond ahead is not due)", got, want)
	}
}

// failingRange is a store whose sorted-set reads fail.
type failingRange struct{ storage.Store }

func (failingRange) ZRangeByScore(context.Context, string, float64, float64, int) ([]storage.Scored, error) {
	return nil, errors.New("down")
}

// TestUntilSweep: a sweep waits for the earliest deadline of its set, within sweepGap and SweepEvery, so
// that a timeout shows when it falls, not at the next tick of a clock of its own.
func TestUntilSweep(t *testing.T) {
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	before := now.Add(-time.Second) // a sweep that began a second ago
	tests := []struct {
		name     string
		store    storage.Store
		earliest time.Duration // the earliest deadline, from now; none when zero
		sweptAt  time.Time
		want     time.Duration
	}{
		{"an empty set is looked at again after SweepEvery", memory.New(), 0, before, SweepEvery},
		{"a set that cannot be read too", failingRange{memory.New()}, 2 * time.Second, before, SweepEvery},
		{"a deadline in 2 s is swept when it passes", memory.New(), 2 * time.Second, before, 2 * time.Second},
		{"one in a minute waits for the next look", memory.New(), time.Minute, before, SweepEvery},
		{"one due at the start is swept at once", memory.New(), -time.Minute, time.Time{}, 0},
		{"one that passed while a sweep ran is swept after sweepGap", memory.New(), -time.Millisecond, now.Add(-time.Second), sweepGap},
		{"one just ahead, no sooner than sweepGap after the last sweep", memory.New(), 10 * time.Millisecond, before, sweepGap},
		{"before the first sweep, no gap is kept", memory.New(), 10 * time.Millisecond, time.Time{}, 10 * time.Millisecond},
		{"one due when the last sweep began failed there: tried again after SweepEvery", memory.New(), -2 * time.Second, before, SweepEvery},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := Env{Store: tt.store, Now: func() time.Time { return now }}.WithDefaults()
			ctx := context.Background()
			if tt.earliest != 0 {
				env.SetDeadline(ctx, "d", "later", now.Add(tt.earliest+time.Hour))
				env.SetDeadline(ctx, "d", "first", now.Add(tt.earliest))
			}
			if got := env.untilSweep(ctx, "d", tt.sweptAt); got != tt.want {
				t.Errorf("untilSweep = %v, want %v", got, tt.want)
			}
		})
	}
}
