package bolt_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	bbolt "go.etcd.io/bbolt"

	"kibitz/storage"
	"kibitz/storage/bolt"
)

// TestCompact: a file that held many keys, most of them deleted since, is rewritten at the size of what
// it holds; the keys left, a sorted set, a key's time to live and the data bucket's sequence (the
// versions of compare-and-set) come through, and the keys past their time to live are dropped.
func TestCompact(t *testing.T) {
	// In a synctest bubble: the brief key's time to live runs out by the fake clock, not by a real wait.
	synctest.Test(t, func(t *testing.T) {
		ctx := context.Background()
		path := filepath.Join(t.TempDir(), "kibitz.db")
		s, err := bolt.Open(path, bolt.Options{SweepEvery: -1}) // the expired key stays for Compact
		if err != nil {
			t.Fatal(err)
		}
		// 400 games of 16 KB, written and deleted from 8 writers at once, whose commits the store groups.
		value := []byte(strings.Repeat("x", 16<<10))
		var wg sync.WaitGroup
		for w := range 8 {
			wg.Go(func() {
				for i := w; i < 400; i += 8 {
					if err := put(s, "game:"+strconv.Itoa(i), 0, value); err != nil {
						t.Error(err)
					}
				}
				for i := w; i < 400; i += 8 {
					if err := s.Delete(ctx, "game:"+strconv.Itoa(i)); i >= 10 && err != nil {
						t.Error(err)
					}
				}
			})
		}
		wg.Wait()
		for i := range 10 {
			if err := put(s, "game:"+strconv.Itoa(i), 0, value); err != nil {
				t.Fatal(err)
			}
		}
		for i, m := range []string{"ann", "bob"} {
			if err := s.ZAdd(ctx, "rank:nim:g:all", m, float64(i+1)); err != nil {
				t.Fatal(err)
			}
		}
		if err := s.Expire(ctx, "rank:nim:g:all", time.Hour); err != nil {
			t.Fatal(err)
		}
		if err := put(s, "brief", time.Millisecond, []byte("gone")); err != nil {
			t.Fatal(err)
		}
		time.Sleep(5 * time.Millisecond) // instant in the bubble
		s.Close()
		seq, expires := rawFacts(t, path)

		res, err := bolt.Compact(path, bolt.Options{})
		if err != nil {
			t.Fatal(err)
		}
		st, err := os.Stat(path)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%d bytes to %d, %d expired keys dropped", res.Before, res.After, res.Expired)
		if res.After != st.Size() || res.After*4 > res.Before || res.Expired != 1 {
			t.Errorf("compacted %d bytes to %d (the file has %d), %d expired keys dropped; want a quarter at most, and 1",
				res.Before, res.After, st.Size(), res.Expired)
		}
		if _, err := os.Stat(path + ".compact"); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("the copy is left beside the file: %v", err)
		}
		if got, exp := rawFacts(t, path); got != seq || exp != expires || exp == "" {
			t.Errorf("the data bucket's sequence is %d after, %d before; the set's expiry %x after, %x before", got, seq, exp, expires)
		}
		s, err = bolt.Open(path, bolt.Options{})
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		for i := range 10 {
			if got, err := s.Get(ctx, "game:"+strconv.Itoa(i)); err != nil || string(got) != string(value) {
				t.Errorf("game:%d after compaction: %.20q, %v", i, got, err)
			}
		}
		if _, err := s.Get(ctx, "game:10"); !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("a deleted key after compaction: %v", err)
		}
		if _, err := s.Get(ctx, "brief"); !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("an expired key after compaction: %v", err)
		}
		top, err := s.ZRevRange(ctx, "rank:nim:g:all", 0, -1)
		if err != nil || len(top) != 2 || top[0] != (storage.Scored{Member: "bob", Score: 2}) {
			t.Errorf("the sorted set after compaction: %+v, %v", top, err)
		}
	})
}

// rawFacts are, in the kibitz file at path, the sequence of the data bucket and the expiry time of the
// sorted set rank:nim:g:all, as stored (zset.go).
func rawFacts(t *testing.T, path string) (seq uint64, expires string) {
	t.Helper()
	db, err := bbolt.Open(path, 0o600, &bbolt.Options{ReadOnly: true, Timeout: time.Second})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	db.View(func(tx *bbolt.Tx) error {
		seq = tx.Bucket([]byte("data")).Sequence()
		if z := tx.Bucket([]byte("zsets")).Bucket([]byte("rank:nim:g:all")); z != nil {
			expires = string(z.Get([]byte("expires")))
		}
		return nil
	})
	return seq, expires
}

// TestCompactRefuses: a file another process holds, a path that is no kibitz data file, and one of a
// format this build does not read (in Open's words) are refused, saying why, and left as they were, with
// no copy beside them.
func TestCompactRefuses(t *testing.T) {
	for _, tc := range []struct {
		name    string
		prepare func(t *testing.T, path string)
		want    string
	}{
		{"held by a kibitz", func(t *testing.T, path string) {
			s, err := bolt.Open(path, bolt.Options{SweepEvery: -1}) // which writes nothing meanwhile
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
		}, "is locked by another process (waited 100ms)"},
		{"missing", func(*testing.T, string) {}, "no such file or directory"},
		{"a folder", func(t *testing.T, path string) {
			if err := os.Mkdir(path, 0o700); err != nil {
				t.Fatal(err)
			}
		}, "is a folder, not a data file"},
		{"empty", func(t *testing.T, path string) { write(t, path, "") }, "is empty: there is nothing to compact"},
		{"not a database", func(t *testing.T, path string) {
			write(t, path, strings.Repeat("not a database\n", 1000))
		}, "is not a kibitz data file, or it is damaged"},
		{"another program's bbolt file", writeForeignBolt, "is not a kibitz data file: it has no kibitz meta bucket"},
		{"a later format", writeLaterFormat, `data format "3", and this build of kibitz reads format "2"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "kibitz.db")
			tc.prepare(t, path)
			before, _ := os.ReadFile(path)
			_, err := bolt.Compact(path, bolt.Options{LockTimeout: 100 * time.Millisecond})
			if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.Contains(err.Error(), path) {
				t.Errorf("Compact: %v; want an error naming the file and saying %q", err, tc.want)
			}
			if after, _ := os.ReadFile(path); string(after) != string(before) {
				t.Error("the file was changed")
			}
			if _, err := os.Stat(path + ".compact"); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("a copy is left beside the file: %v", err)
			}
		})
	}
}

// TestOpenFindsTheFileInPlace: a kibitz that waits for the lock of a file that is replaced meanwhile, as
// Compact replaces the file whose lock it holds, opens the file now at the path, not the one it waited
// for, which nobody would open again.
func TestOpenFindsTheFileInPlace(t *testing.T) {
	// In a synctest bubble: the wait for Open to be waiting on the lock is on the fake clock.
	synctest.Test(t, func(t *testing.T) {
		ctx := context.Background()
		dir := t.TempDir()
		path, next := filepath.Join(dir, "kibitz.db"), filepath.Join(dir, "next.db")
		for _, p := range []string{path, next} {
			s, err := bolt.Open(p, bolt.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := put(s, "which", 0, []byte(filepath.Base(p))); err != nil {
				t.Fatal(err)
			}
			s.Close()
		}
		holder, err := bbolt.Open(path, 0o600, &bbolt.Options{Timeout: time.Second})
		if err != nil {
			t.Fatal(err)
		}
		opened := make(chan *bolt.Store, 1)
		go func() {
			s, err := bolt.Open(path, bolt.Options{LockTimeout: 10 * time.Second})
			if err != nil {
				t.Error(err)
			}
			opened <- s
		}()
		time.Sleep(300 * time.Millisecond) // Open waits for the lock (it tries every 50 ms); instant in the bubble
		if err := os.Rename(next, path); err != nil {
			t.Fatal(err)
		}
		holder.Close()
		s := <-opened
		if s == nil {
			return
		}
		defer s.Close()
		if got, err := s.Get(ctx, "which"); err != nil || string(got) != "next.db" {
			t.Errorf("Open after the file was replaced reads %q, %v; want the new file's, next.db", got, err)
		}
	})
}

// put writes value under key in s, to live ttl (0: for good).
func put(s storage.Store, key string, ttl time.Duration, value []byte) error {
	_, err := s.Update(context.Background(), key, ttl, func([]byte) ([]byte, error) { return value, nil })
	return err
}
