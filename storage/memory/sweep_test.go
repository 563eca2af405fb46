package memory

import (
	"context"
	"fmt"
	"testing"
	"testing/synctest"
	"time"
)

// TestSweepDropsAbandonedEntries checks that entries nobody reads again do not pile up: a write after
// sweepEvery drops every expired entry, read or not.
func TestSweepDropsAbandonedEntries(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		ctx := context.Background()
		s := New()
		set := func(key string, ttl time.Duration) {
			t.Helper()
			if _, err := s.Update(ctx, key, ttl, func([]byte) ([]byte, error) { return []byte("v"), nil }); err != nil {
				t.Fatal(err)
			}
		}
		for i := range 100 {
			set(fmt.Sprint("game-", i), time.Hour)
		}
		set("forever", 0)
		time.Sleep(2 * time.Hour) // every game has expired; nobody reads them
		set("fresh", time.Hour)
		if n := held(s); n != 2 {
			t.Errorf("after the games expired and a write, the store holds %d entries, want 2 (forever, fresh)", n)
		}
		for _, k := range []string{"forever", "fresh"} {
			if _, err := s.Get(ctx, k); err != nil {
				t.Errorf("Get(%s): %v", k, err)
			}
		}
	})
}

// held is the number of entries s holds, expired ones not yet dropped included.
func held(s *Store) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.data)
}
