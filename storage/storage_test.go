package storage

import (
	"context"
	"errors"
	"testing"
	"testing/synctest"
	"time"
)

// TestBackoff checks the waits between retries: random, never more than 1 ms doubled per attempt up to
// 128 ms, and cut short by the context.
func TestBackoff(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		ctx := context.Background()
		for _, tc := range []struct {
			attempt int
			limit   time.Duration
		}{{0, time.Millisecond}, {3, 8 * time.Millisecond}, {7, 128 * time.Millisecond}, {50, 128 * time.Millisecond}} {
			var longest time.Duration
			for range 200 {
				start := time.Now()
				if err := Backoff(ctx, tc.attempt); err != nil {
					t.Fatal(err)
				}
				longest = max(longest, time.Since(start))
			}
			if longest > tc.limit || longest < tc.limit/2 {
				t.Errorf("Backoff(%d): longest of 200 waits %v, want up to %v and, by chance, near it", tc.attempt, longest, tc.limit)
			}
		}
		cancelled, cancel := context.WithCancel(ctx)
		cancel()
		start := time.Now()
		if err := Backoff(cancelled, 7); !errors.Is(err, context.Canceled) || time.Since(start) != 0 {
			t.Errorf("Backoff with a cancelled context = %v after %v, want context.Canceled at once", err, time.Since(start))
		}
	})
}
