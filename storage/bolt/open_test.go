package bolt_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	bbolt "go.etcd.io/bbolt"

	"kibitz/storage"
	"kibitz/storage/bolt"
)

// TestOpenFailsClearly checks that every way Open can fail says so naming the file.
func TestOpenFailsClearly(t *testing.T) {
	for _, tc := range []struct {
		name    string
		prepare func(t *testing.T, path string) // makes path what the case needs
		want    string
	}{
		{"locked by another process", func(t *testing.T, path string) {
			// bbolt locks with flock, which two opens conflict on even within one process.
			s, err := bolt.Open(path, bolt.Options{})
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { s.Close() })
		}, "is locked by another process (waited 100ms): only one process can use a data file at a time"},
		{"not a database", func(t *testing.T, path string) {
			write(t, path, strings.Repeat("not a database\n", 1000))
		}, "is not a kibitz data file, or it is damaged: invalid database"},
		{"empty file", func(t *testing.T, path string) {
			write(t, path, "")
		}, ""}, // bbolt initializes an empty file: not an error
		{"another program's bbolt file", writeForeignBolt, "a bbolt file of another program (it has no kibitz meta bucket)"},
		{"a later format", writeLaterFormat, `data format "3", and this build of kibitz reads format "2"`},
		{"a folder", func(t *testing.T, path string) {
			if err := os.Mkdir(path, 0o700); err != nil {
				t.Fatal(err)
			}
		}, "is a directory"},
		{"under a file", func(t *testing.T, path string) {
			write(t, filepath.Dir(path), "a file where the folder should be")
		}, "bolt: create the folder of"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "kibitz.db")
			if tc.name == "under a file" {
				path = filepath.Join(t.TempDir(), "data", "kibitz.db")
			}
			tc.prepare(t, path)
			s, err := bolt.Open(path, bolt.Options{LockTimeout: 100 * time.Millisecond})
			if tc.want == "" {
				if err != nil {
					t.Fatalf("Open: %v", err)
				}
				s.Close()
				return
			}
			if err == nil {
				s.Close()
				t.Fatalf("Open succeeded, want an error saying %q", tc.want)
			}
			if !strings.Contains(err.Error(), path) || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("Open error %q, want it to name %s and say %q", err, path, tc.want)
			}
		})
	}
	if _, err := bolt.Open("", bolt.Options{}); err == nil || err.Error() != "bolt: no data file given" {
		t.Errorf("Open(\"\") = %v, want bolt: no data file given", err)
	}
}

func write(t *testing.T, path, content string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
}

// TestReopen checks that values and their expiry times live in the file: a store opened again finds them,
// and a key keeps the deadline it was given (an absolute time, not a duration restarted at each Open).
func TestReopen(t *testing.T) {
	// In a synctest bubble: the brief key's TTL runs out by the fake clock, not by a real wait.
	synctest.Test(t, func(t *testing.T) {
		ctx := context.Background()
		path := filepath.Join(t.TempDir(), "kibitz.db")
		s, err := bolt.Open(path, bolt.Options{})
		if err != nil {
			t.Fatal(err)
		}
		set := func(key string, ttl time.Duration) {
			t.Helper()
			if _, err := s.Update(ctx, key, ttl, func([]byte) ([]byte, error) { return []byte("v-" + key), nil }); err != nil {
				t.Fatal(err)
			}
		}
		set("forever", 0)
		set("hour", time.Hour)
		set("brief", 300*time.Millisecond)
		if ok, err := s.Claim(ctx, "ix:1", time.Hour); !ok || err != nil {
			t.Fatalf("Claim = %v, %v", ok, err)
		}
		if err := s.Close(); err != nil {
			t.Fatal(err)
		}
		if err := s.Close(); err != nil {
			t.Errorf("a second Close: %v", err)
		}
		if err := s.Ping(ctx); err == nil {
			t.Error("Ping after Close succeeded")
		}
		if _, err := s.Update(ctx, "k", 0, func([]byte) ([]byte, error) { return []byte("v"), nil }); err == nil || !strings.Contains(err.Error(), "closed") {
			t.Errorf("Update after Close = %v, want an error saying the store is closed", err)
		}
		time.Sleep(400 * time.Millisecond) // instant in the bubble

		s, err = bolt.Open(path, bolt.Options{})
		if err != nil {
			t.Fatalf("Open again: %v", err)
		}
		defer s.Close()
		for _, key := range []string{"forever", "hour"} {
			if v, err := s.Get(ctx, key); err != nil || string(v) != "v-"+key {
				t.Errorf("after reopening, Get(%s) = %q, %v", key, v, err)
			}
		}
		if _, err := s.Get(ctx, "brief"); !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("Get(brief) after its TTL ran out while the file was closed: %v, want ErrNotFound", err)
		}
		if ok, err := s.Claim(ctx, "ix:1", time.Hour); ok || err != nil {
			t.Errorf("Claim of a key claimed before reopening = %v, %v; want false", ok, err)
		}
		for _, key := range []string{"", strings.Repeat("k", bbolt.MaxKeySize)} {
			if _, err := s.Get(ctx, key); err == nil || !strings.HasPrefix(err.Error(), "bolt: ") || strings.Contains(err.Error(), "not found") {
				t.Errorf("Get of a %d-byte key = %v, want an error saying what is wrong with it", len(key), err)
			}
		}
	})
}

// writeForeignBolt makes path a bbolt file of another program: one bucket, none of kibitz's.
func writeForeignBolt(t *testing.T, path string) {
	db, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Update(func(tx *bbolt.Tx) error { _, err := tx.CreateBucket([]byte("theirs")); return err }); err != nil {
		t.Fatal(err)
	}
}

// writeLaterFormat writes a kibitz data file that names format 3, a layout this build does not read.
func writeLaterFormat(t *testing.T, path string) {
	s, err := bolt.Open(path, bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	db, err := bbolt.Open(path, 0o600, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	if err := db.Update(func(tx *bbolt.Tx) error { return tx.Bucket([]byte("meta")).Put([]byte("format"), []byte("3")) }); err != nil {
		t.Fatal(err)
	}
}
