package bolt

import (
	"context"
	"math"
	"path/filepath"
	"slices"
	"testing"
	"testing/synctest"
	"time"

	bbolt "go.etcd.io/bbolt"

	"kibitz/storage"
)

// TestFormatOneIsConverted opens a file written in format 1, before sorted sets: its values read as they
// were, the file is format 2 from then on, and it takes sorted sets.
func TestFormatOneIsConverted(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "kibitz.db")
	db, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	err = db.Update(func(tx *bbolt.Tx) error { // the layout format 1 wrote: meta, data, expiry
		meta, err := tx.CreateBucket(bucketMeta)
		if err != nil {
			return err
		}
		if err := meta.Put(keyFormat, []byte("1")); err != nil {
			return err
		}
		data, err := tx.CreateBucket(bucketData)
		if err != nil {
			return err
		}
		if _, err := tx.CreateBucket(bucketExpiry); err != nil {
			return err
		}
		return data.Put([]byte("ttt:old"), encode(record{version: 1, value: []byte("a game")}))
	})
	db.Close()
	if err != nil {
		t.Fatal(err)
	}

	s, err := Open(path, Options{})
	if err != nil {
		t.Fatalf("Open(format 1): %v", err)
	}
	defer s.Close()
	if v, err := s.Get(ctx, "ttt:old"); string(v) != "a game" || err != nil {
		t.Errorf("a format 1 value reads as %q, %v", v, err)
	}
	if err := s.ZAdd(ctx, "lb", "alice", 1); err != nil {
		t.Errorf("ZAdd in a converted file: %v", err)
	}
	var got string
	s.db.View(func(tx *bbolt.Tx) error { got = string(tx.Bucket(bucketMeta).Get(keyFormat)); return nil })
	if got != format {
		t.Errorf("the converted file says format %q, want %q", got, format)
	}
}

// TestSortedSetsSurviveRestart writes sorted sets, one with a time to live, closes the file and opens it
// again: the members, their order and the deadline are as they were.
func TestSortedSetsSurviveRestart(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "kibitz.db")
	s, err := Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range []storage.Scored{{Member: "alice", Score: 3}, {Member: "bob", Score: -2.5}, {Member: "carol", Score: 3}} {
		if err := s.ZAdd(ctx, "lb:all", e.Member, e.Score); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.ZIncrBy(ctx, "lb:week", "alice", 1); err != nil {
		t.Fatal(err)
	}
	if err := s.Expire(ctx, "lb:week", time.Hour); err != nil {
		t.Fatal(err)
	}
	s.Close()

	s, err = Open(path, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	want := []storage.Scored{{Member: "carol", Score: 3}, {Member: "alice", Score: 3}, {Member: "bob", Score: -2.5}}
	if got, err := s.ZRevRange(ctx, "lb:all", 0, -1); !slices.Equal(got, want) || err != nil {
		t.Errorf("after a restart, ZRevRange = %v, %v; want %v", got, err, want)
	}
	if f, ok, err := s.ZScore(ctx, "lb:week", "alice"); f != 1 || !ok || err != nil {
		t.Errorf("after a restart, ZScore(lb:week) = %v, %v, %v; want 1", f, ok, err)
	}
	var expires int64
	s.db.View(func(tx *bbolt.Tx) error {
		expires = zsetExpires(liveZset(tx, "lb:week", time.Now().UnixNano()))
		return nil
	})
	if left := time.Until(time.Unix(0, expires)); left <= 50*time.Minute || left > time.Hour {
		t.Errorf("after a restart, lb:week expires in %v, want just under an hour", left)
	}
}

// TestSweepSortedSets checks that the sweep deletes expired sorted sets from the file, following the
// expiry index like the values', and that the index never keeps an entry for a deadline a set no longer
// has (moved by Expire, dropped with the set's last member).
func TestSweepSortedSets(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		ctx := context.Background()
		s, err := Open(filepath.Join(t.TempDir(), "kibitz.db"), Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		must := func(err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
		}
		must(s.ZAdd(ctx, "week", "a", 1))
		must(s.Expire(ctx, "week", time.Hour))
		must(s.ZAdd(ctx, "moved", "a", 1))
		must(s.Expire(ctx, "moved", time.Hour))
		must(s.Expire(ctx, "moved", 3*time.Hour)) // its first deadline leaves the index
		must(s.ZAdd(ctx, "emptied", "a", 1))
		must(s.Expire(ctx, "emptied", time.Hour))
		must(s.ZRem(ctx, "emptied", "a"))
		must(s.ZAdd(ctx, "forever", "a", math.Inf(1)))
		if sets, index := s.countZsets(t); sets != 3 || index != 2 {
			t.Fatalf("before expiry: %d sets, %d index entries; want 3, 2", sets, index)
		}
		time.Sleep(time.Hour + DefaultSweepEvery)
		synctest.Wait()
		if sets, index := s.countZsets(t); sets != 2 || index != 1 {
			t.Errorf("after the sweep: %d sets, %d index entries; want 2 (moved, forever), 1", sets, index)
		}
		for _, key := range []string{"moved", "forever"} {
			if _, ok, err := s.ZScore(ctx, key, "a"); !ok || err != nil {
				t.Errorf("ZScore(%s) after the sweep: %v, %v", key, ok, err)
			}
		}
	})
}

// countZsets is the number of sorted sets in the file, expired ones included, and of expiry index
// entries.
func (s *Store) countZsets(t *testing.T) (sets, index int) {
	t.Helper()
	err := s.db.View(func(tx *bbolt.Tx) error {
		tx.Bucket(bucketZsets).ForEachBucket(func([]byte) error { sets++; return nil })
		index = tx.Bucket(bucketExpiry).Stats().KeyN
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return sets, index
}
