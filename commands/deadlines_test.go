package commands

import (
	"context"
	"slices"
	"testing"
	"time"

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
