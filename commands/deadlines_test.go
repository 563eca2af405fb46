package commands

import (
	"context"
	"errors"
	"maps"
	"slices"
	"strconv"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"kibitz/storage"
	"kibitz/storage/memory"
)

func TestDeadlines(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	env := Env{Store: memory.New(), Now: func() time.Time { return now }}.WithDefaults()
	ctx := context.Background()
	settled := SettledBy(now) // the deadlines up to it are due
	env.SetDeadline(ctx, "d", "late", now.Add(time.Minute))
	env.SetDeadline(ctx, "d", "due", settled.Add(-time.Second))
	env.SetDeadline(ctx, "d", "first", settled.Add(-time.Minute))
	env.SetDeadline(ctx, "d", "gone", settled.Add(-time.Hour))
	env.SetDeadline(ctx, "d", "gone", time.Time{}) // out of the set
	env.SetDeadline(ctx, "d", "edge", settled.Add(time.Nanosecond))
	env.SetDeadline(ctx, "d", "in grace", now.Add(-time.Second)) // a press that arrived in time may be in flight
	var mu sync.Mutex
	var got []string
	env.SweepDeadlines(ctx, "d", func(_ context.Context, id string, at time.Time) {
		if !at.Equal(now) {
			t.Errorf("expire(%s) at %v, want the sweep's time %v", id, at, now)
		}
		mu.Lock()
		defer mu.Unlock()
		got = append(got, id)
	})
	slices.Sort(got)
	if want := []string{"due", "first"}; !slices.Equal(got, want) {
		t.Errorf("due: %v, want %v (a deadline a nanosecond short of settling is not due, nor one in its grace)", got, want)
	}
}

// TestSweepDeadlinesSlowGame: a game whose expiry is slow (its message's edit waits for Discord) holds up
// no other game of the sweep, and the sweep returns once every game it handed over has returned.
func TestSweepDeadlinesSlowGame(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		start := time.Now()
		env := Env{Store: memory.New()}.WithDefaults()
		ctx := context.Background()
		env.SetDeadline(ctx, "d", "slow", start.Add(-time.Minute)) // the earliest: handed over first
		for _, id := range []string{"b", "c", "d"} {
			env.SetDeadline(ctx, "d", id, SettledBy(start).Add(-time.Second))
		}
		var mu sync.Mutex
		took := map[string]time.Duration{}
		env.SweepDeadlines(ctx, "d", func(_ context.Context, id string, _ time.Time) {
			if id == "slow" {
				time.Sleep(10 * time.Second)
			}
			mu.Lock()
			defer mu.Unlock()
			took[id] = time.Since(start)
		})
		want := map[string]time.Duration{"slow": 10 * time.Second, "b": 0, "c": 0, "d": 0}
		if !maps.Equal(took, want) {
			t.Errorf("each game expired after %v, want %v", took, want)
		}
	})
}

// TestSweepDeadlinesBound: a sweep of many due games applies sweepParallel at once at most, starts none
// once its context has ended, and leaves nothing running when it returns.
func TestSweepDeadlinesBound(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		env := Env{Store: memory.New()}.WithDefaults()
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		for i := range 3 * sweepParallel {
			env.SetDeadline(ctx, "d", strconv.Itoa(i), SettledBy(time.Now()).Add(-time.Second))
		}
		var running, most, done atomic.Int64
		env.SweepDeadlines(ctx, "d", func(context.Context, string, time.Time) {
			n := running.Add(1)
			for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
			}
			time.Sleep(time.Second)
			running.Add(-1)
			done.Add(1)
		})
		if most.Load() != sweepParallel || done.Load() != 3*sweepParallel || running.Load() != 0 {
			t.Errorf("%d at once at most (want %d), %d done of %d, %d still running", most.Load(), sweepParallel,
				done.Load(), 3*sweepParallel, running.Load())
		}

		done.Store(0)
		env.SweepDeadlines(ctx, "d", func(ctx context.Context, _ string, _ time.Time) {
			done.Add(1)
			cancel() // the replica shuts down
			<-ctx.Done()
		})
		if n := done.Load(); n == 0 || n > sweepParallel {
			t.Errorf("after the context ended %d games were expired, want the %d at most that had begun", n, sweepParallel)
		}
	})
}

// failingRange is a store whose sorted-set reads fail.
type failingRange struct{ storage.Store }

func (failingRange) ZRangeByScore(context.Context, string, float64, float64, int) ([]storage.Scored, error) {
	return nil, errors.New("down")
}

// TestUntilSweep: a sweep waits for the earliest deadline of its set to settle (SettlesAt), within
// sweepGap and SweepEvery, so that a timeout shows when it settles, not at the next tick of a clock of its
// own. The table says when the entries settle, from now; their deadlines are PressGrace before.
func TestUntilSweep(t *testing.T) {
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	before := now.Add(-time.Second) // a sweep that began a second ago
	tests := []struct {
		name     string
		store    storage.Store
		earliest time.Duration // when the earliest deadline settles, from now; none when zero
		then     time.Duration // the next one, from now; an hour after the earliest when zero
		sweptAt  time.Time
		want     time.Duration
	}{
		{"an empty set is looked at again after SweepEvery", memory.New(), 0, 0, before, SweepEvery},
		{"a set that cannot be read too", failingRange{memory.New()}, 2 * time.Second, 0, before, SweepEvery},
		{"a deadline that settles in 2 s is swept when it settles", memory.New(), 2 * time.Second, 0, before, 2 * time.Second},
		{"one in a minute waits for the next look", memory.New(), time.Minute, 0, before, SweepEvery},
		{"one due at the start is swept at once", memory.New(), -time.Minute, 0, time.Time{}, 0},
		{"one that passed while a sweep ran is swept after sweepGap", memory.New(), -time.Millisecond, 0, now.Add(-time.Second), sweepGap},
		{"one just ahead, no sooner than sweepGap after the last sweep", memory.New(), 10 * time.Millisecond, 0, before, sweepGap},
		{"before the first sweep, no gap is kept", memory.New(), 10 * time.Millisecond, 0, time.Time{}, 10 * time.Millisecond},
		{"one due when the last sweep began failed there: tried again after SweepEvery", memory.New(), -2 * time.Second, 0, before, SweepEvery},
		{"an entry that failed holds back no later one", memory.New(), -2 * time.Second, 2 * time.Second, before, 2 * time.Second},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			env := Env{Store: tt.store, Now: func() time.Time { return now }}.WithDefaults()
			ctx := context.Background()
			if tt.earliest != 0 {
				then := tt.then
				if then == 0 {
					then = tt.earliest + time.Hour
				}
				env.SetDeadline(ctx, "d", "later", SettledBy(now.Add(then)))
				env.SetDeadline(ctx, "d", "first", SettledBy(now.Add(tt.earliest)))
			}
			if got := env.untilSweep(ctx, "d", tt.sweptAt); got != tt.want {
				t.Errorf("untilSweep = %v, want %v", got, tt.want)
			}
		})
	}
}

// TestUntilSweepWaitsOutTheGrace: a deadline that has just passed is not swept at once: a press that
// arrived before it may still be on its way to its compare-and-set, and the sweep waits until PressGrace
// after the deadline, when it has committed.
func TestUntilSweepWaitsOutTheGrace(t *testing.T) {
	now := time.Date(2026, 11, 28, 12, 0, 0, 0, time.UTC)
	env := Env{Store: memory.New(), Now: func() time.Time { return now }}.WithDefaults()
	ctx := context.Background()
	env.SetDeadline(ctx, "d", "passed", now.Add(-time.Second))
	if got, want := env.untilSweep(ctx, "d", time.Time{}), PressGrace-time.Second; got != want {
		t.Errorf("a deadline passed a second ago: untilSweep = %v, want %v (PressGrace after it)", got, want)
	}
	swept := false
	env.SweepDeadlines(ctx, "d", func(context.Context, string, time.Time) { swept = true })
	if swept {
		t.Errorf("a sweep a second after the deadline applied it, within PressGrace")
	}
}

// TestSweepingDeadlinesSlowSweep: a deadline that settles while a sweep waits for a slow edit is swept
// when it settles, not when that edit returns. Game "slow" is due at +1s, settles PressGrace later, and
// its edit takes 10 s; game "b" is due at +3s, settling after that sweep began: it used to wait for the
// next sweep, after the edit, and show 10 s late, which in Nim the next player lost from their turn. The
// expiry takes its game's entry out first, as Expire settles a game before it edits its message.
func TestSweepingDeadlinesSlowSweep(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		start := time.Now()
		env := Env{Store: memory.New()}.WithDefaults()
		ctx, cancel := context.WithCancel(context.Background())
		env.SetDeadline(ctx, "d", "slow", start.Add(time.Second))
		env.SetDeadline(ctx, "d", "b", start.Add(3*time.Second))
		var mu sync.Mutex
		swept := map[string]time.Duration{}
		expire := func(ctx context.Context, id string, _ time.Time) {
			env.SetDeadline(ctx, "d", id, time.Time{})
			mu.Lock()
			swept[id] = time.Since(start)
			mu.Unlock()
			if id == "slow" {
				time.Sleep(10 * time.Second) // the edit
			}
		}
		done := make(chan struct{})
		go func() {
			env.SweepingDeadlines(ctx, "d", func(ctx context.Context) { env.SweepDeadlines(ctx, "d", expire) })
			close(done)
		}()
		time.Sleep(20 * time.Second)
		cancel()
		<-done
		want := map[string]time.Duration{"slow": time.Second + PressGrace, "b": 3*time.Second + PressGrace}
		if !maps.Equal(swept, want) {
			t.Errorf("swept at %v, want %v", swept, want)
		}
	})
}

// TestSweepingDeadlinesStops: when its context ends, the background sweep returns only after the sweeps it
// started have returned, and starts no more than sweepsAtOnce while earlier ones still run.
func TestSweepingDeadlinesStops(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		env := Env{Store: memory.New()}.WithDefaults()
		ctx, cancel := context.WithCancel(context.Background())
		for i := range 10 {
			env.SetDeadline(ctx, "d", strconv.Itoa(i), time.Now().Add(time.Duration(i+1)*time.Second))
		}
		var running, most atomic.Int64
		done := make(chan struct{})
		go func() {
			env.SweepingDeadlines(ctx, "d", func(ctx context.Context) {
				env.SweepDeadlines(ctx, "d", func(ctx context.Context, id string, _ time.Time) {
					env.SetDeadline(ctx, "d", id, time.Time{})
					n := running.Add(1)
					for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
					}
					time.Sleep(time.Minute) // an edit that hangs
					running.Add(-1)
				})
			})
			close(done)
		}()
		time.Sleep(30 * time.Second)
		cancel()
		<-done
		if most.Load() != sweepsAtOnce || running.Load() != 0 {
			t.Errorf("%d sweeps at once at most (want %d), %d still running after the return", most.Load(), sweepsAtOnce, running.Load())
		}
	})
}
