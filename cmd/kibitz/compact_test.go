package main

import (
	"context"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"kibitz/storage/bolt"
)

// TestCompact: kibitz compact rewrites the data file --data or KIBITZ_DATA names at the size of what it
// holds, and says so; it refuses a file a kibitz holds (status 1, the file named) and the in-memory
// store (a usage error).
func TestCompact(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "kibitz.db")
	s, err := bolt.Open(path, bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	value := []byte(strings.Repeat("x", 16<<10))
	for i := range 200 {
		key := "game:" + strconv.Itoa(i)
		if _, err := s.Update(ctx, key, 0, func([]byte) ([]byte, error) { return value, nil }); err != nil {
			t.Fatal(err)
		}
		if err := s.Delete(ctx, key); err != nil {
			t.Fatal(err)
		}
	}
	setenv(t, "KIBITZ_DATA", path)
	code, out, errOut := runKibitz(t, ctx, "", "compact")
	want := "kibitz compact: KIBITZ_DATA: bolt: " + path + " is locked by another process"
	if code != 1 || out != "" || !strings.HasPrefix(errOut, want) {
		t.Errorf("kibitz compact of a file a kibitz holds = %d, %q, %q; want 1 and %q", code, out, errOut, want)
	}
	s.Close()
	before, _ := os.Stat(path)
	code, out, errOut = runKibitz(t, ctx, "", "compact", "--data", path)
	after, _ := os.Stat(path)
	if code != 0 || !strings.HasPrefix(out, path+": ") || errOut != "" || after.Size() >= before.Size() {
		t.Errorf("kibitz compact --data = %d, %q, %q, %d bytes to %d; want 0, the file's sizes, and a smaller file", code, out, errOut, before.Size(), after.Size())
	}
	t.Logf("%s", out)
	code, _, errOut = runKibitz(t, ctx, "", "compact", "--data", "memory")
	if want := "kibitz compact: --data memory: the in-memory store keeps no file to compact"; code != 2 || !strings.HasPrefix(errOut, want) {
		t.Errorf("kibitz compact --data memory = %d, %q; want 2 and %q", code, errOut, want)
	}
}
