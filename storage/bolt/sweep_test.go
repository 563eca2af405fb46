package bolt

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"testing"
	"testing/synctest"
	"time"

	bbolt "go.etcd.io/bbolt"

	"kibitz/storage"
)

// TestSweep checks expiry as Redis does it: an expired key reads as missing at once (lazily, before any
// sweep), and the periodic sweep deletes the expired keys nobody reads again, from the data and from the
// expiry index, in several transactions when there are many, leaving the live ones.
func TestSweep(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		ctx := context.Background()
		s, err := Open(filepath.Join(t.TempDir(), "kibitz.db"), Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		// Many keys, more than one sweep transaction deletes, written in one transaction: a write each
		// would take a sync each.
		const games = 2*sweepBatch + 10
		err = s.db.Update(func(tx *bbolt.Tx) error {
			now := time.Now().UnixNano()
			for i := range games {
				if err := write(tx, fmt.Sprint("game-", i), []byte("v"), time.Hour, now); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		set := func(key string, ttl time.Duration) {
			t.Helper()
			if _, err := s.Update(ctx, key, ttl, func([]byte) ([]byte, error) { return []byte("v"), nil }); err != nil {
				t.Fatal(err)
			}
		}
		set("forever", 0)
		set("rewritten", time.Hour)
		set("rewritten", 3*time.Hour) // its first deadline leaves the index with the first value
		set("deleted", time.Hour)
		if err := s.Delete(ctx, "deleted"); err != nil {
			t.Fatal(err)
		}
		if data, index := s.count(t); data != games+2 || index != games+1 {
			t.Fatalf("before expiry: %d records, %d index entries; want %d, %d", data, index, games+2, games+1)
		}

		time.Sleep(time.Hour) // every game's deadline is now: expired (a key lives while now < deadline)
		if _, err := s.Get(ctx, "game-7"); !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("Get(game-7) at its deadline: %v, want ErrNotFound before any sweep has run", err)
		}
		if ok, err := s.Claim(ctx, "game-8", time.Hour); !ok || err != nil {
			t.Errorf("Claim(game-8) at its deadline = %v, %v; want true: an expired key is absent", ok, err)
		}

		time.Sleep(DefaultSweepEvery) // the sweeper's next round
		synctest.Wait()
		if data, index := s.count(t); data != 3 || index != 2 {
			t.Errorf("after the sweep: %d records, %d index entries; want 3 (forever, rewritten, game-8), 2", data, index)
		}
		for _, key := range []string{"forever", "rewritten", "game-8"} {
			if _, err := s.Get(ctx, key); err != nil {
				t.Errorf("Get(%s) after the sweep: %v", key, err)
			}
		}
	})
}

// count is the number of records and of expiry index entries in the file, expired ones included.
func (s *Store) count(t *testing.T) (data, index int) {
	t.Helper()
	err := s.db.View(func(tx *bbolt.Tx) error {
		data = tx.Bucket(bucketData).Stats().KeyN
		index = tx.Bucket(bucketExpiry).Stats().KeyN
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return data, index
}
