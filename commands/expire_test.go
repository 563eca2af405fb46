package commands

import (
	"context"
	"errors"
	"testing"
	"testing/synctest"
	"time"
)

// TestOutlast: an expiry under way when its sweep's context ends goes on, until ShowGrace after the end,
// and no longer; one that ends first leaves nothing behind.
func TestOutlast(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		ctx, signal := context.WithCancel(t.Context())
		out, cancel := outlast(ctx, ShowGrace)
		defer cancel()
		signal()
		synctest.Wait()
		if out.Err() != nil {
			t.Fatal("the expiry ended with the signal")
		}
		time.Sleep(ShowGrace - time.Nanosecond) // in the bubble: the fake clock moves on, no real time passes
		if out.Err() != nil {
			t.Fatalf("the expiry ended %v after the signal, before its grace of %v", ShowGrace-time.Nanosecond, ShowGrace)
		}
		time.Sleep(time.Nanosecond)
		synctest.Wait()
		if cause := context.Cause(out); !errors.Is(cause, errShowGrace) {
			t.Errorf("at the end of the grace the expiry's context says %v, want errShowGrace", cause)
		}

		// Done before the signal: its cancel stops the watch, and no timer is left to fire.
		ctx, signal = context.WithCancel(t.Context())
		out, cancel = outlast(ctx, ShowGrace)
		cancel()
		signal()
		if !errors.Is(out.Err(), context.Canceled) || context.Cause(out) != context.Canceled {
			t.Errorf("an expiry cancelled by itself: %v (%v)", out.Err(), context.Cause(out))
		}
	})
}
