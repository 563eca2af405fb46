package bolt_test

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"kibitz/storage"
	"kibitz/storage/bolt"
)

// crashChild, set in a child's environment, makes TestKill9KeepsCommittedWrites the writer that the
// parent kills: it names the data file and the round.
const crashChild = "KIBITZ_BOLT_CRASH_CHILD"

// TestKill9KeepsCommittedWrites runs a child process (this test binary again) that writes to a data file
// from several goroutines at once, printing each write once Update has returned it, and kills it with
// SIGKILL while it writes. Every write the child reported must then be in the file, opened again; three
// rounds on one file, so that a file recovered from one crash goes through the next. The writes are
// values, a counter kept with compare-and-set, and a sorted set's member incremented with ZIncrBy.
func TestKill9KeepsCommittedWrites(t *testing.T) {
	if arg := os.Getenv(crashChild); arg != "" {
		crashWriter(t, arg)
		return
	}
	path := filepath.Join(t.TempDir(), "kibitz.db")
	acked := map[string]string{} // key -> value, every write a child reported
	counter := 0                 // the highest value of the shared counter a child reported
	hits := 0                    // the highest score of the sorted set's member a child reported
	for round := range 3 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestKill9KeepsCommittedWrites$")
		cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%d:%s", crashChild, round, path))
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		var stderr strings.Builder
		cmd.Stderr = &stderr
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		lines := bufio.NewScanner(out)
		seen, killed := 0, false
		for lines.Scan() {
			key, value, ok := strings.Cut(lines.Text(), "=")
			if !ok {
				continue // the testing package's own lines
			}
			switch n, _ := strconv.Atoi(value); key {
			case "counter":
				counter = max(counter, n)
			case "hits":
				hits = max(hits, n)
			default:
				acked[key] = value
			}
			// Killed in the middle of its writes: after a few hundred, while the others are in flight.
			if seen++; seen == 300 && !killed {
				killed = true
				if err := cmd.Process.Kill(); err != nil { // SIGKILL
					t.Fatal(err)
				}
			}
		}
		err = cmd.Wait()
		if !killed {
			t.Fatalf("round %d: the writer stopped before it was killed (%v) after %d writes:\n%s", round, err, seen, stderr.String())
		}
		t.Logf("round %d: killed after %d reported writes", round, seen)

		s, err := bolt.Open(path, bolt.Options{})
		if err != nil {
			t.Fatalf("round %d: open after kill -9: %v", round, err)
		}
		ctx := context.Background()
		lost := 0
		for key, want := range acked {
			if v, err := s.Get(ctx, key); err != nil || string(v) != want {
				if lost++; lost <= 5 {
					t.Errorf("round %d: %s = %q, %v; the child reported it written as %q", round, key, v, err, want)
				}
			}
		}
		v, err := s.Get(ctx, "counter")
		if n, _ := strconv.Atoi(string(v)); err != nil || n < counter {
			t.Errorf("round %d: counter = %q, %v; the child reported it at %d", round, v, err, counter)
		}
		if f, _, err := s.ZScore(ctx, "board", "hits"); err != nil || int(f) < hits {
			t.Errorf("round %d: hits = %v, %v; the child reported it at %d", round, f, err, hits)
		}
		s.Close()
		if lost > 0 {
			t.Fatalf("round %d: %d of %d reported writes lost", round, lost, len(acked))
		}
	}
}

// crashWriter is the child: four goroutines each write keys of their own, increment a shared counter and
// a sorted set's member, printing key=value once the write has returned, until the parent kills the
// process (or 30 s pass, so that a child whose parent died does not write for ever).
func crashWriter(t *testing.T, arg string) {
	round, path, _ := strings.Cut(arg, ":")
	s, err := bolt.Open(path, bolt.Options{})
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	var mu sync.Mutex // one whole line at a time on stdout
	report := func(key, value string) {
		mu.Lock()
		fmt.Fprintf(os.Stdout, "%s=%s\n", key, value)
		mu.Unlock()
	}
	deadline := time.Now().Add(30 * time.Second)
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for i := 0; time.Now().Before(deadline); i++ {
				key, value := fmt.Sprintf("r%s:g%d:%d", round, g, i), strconv.Itoa(i)
				_, err := s.Update(ctx, key, time.Hour, func([]byte) ([]byte, error) { return []byte(value), nil })
				if err != nil {
					t.Error(err)
					return
				}
				report(key, value)
				var got []byte
				for err = storage.ErrContention; errors.Is(err, storage.ErrContention); {
					// Four writers on one key lose a race now and then, rarely all ten times.
					got, err = s.Update(ctx, "counter", 0, func(cur []byte) ([]byte, error) {
						n, _ := strconv.Atoi(string(cur))
						return []byte(strconv.Itoa(n + 1)), nil
					})
				}
				if err != nil {
					t.Error(err)
					return
				}
				report("counter", string(got))
				f, err := s.ZIncrBy(ctx, "board", "hits", 1)
				if err != nil {
					t.Error(err)
					return
				}
				report("hits", strconv.Itoa(int(f)))
			}
		})
	}
	wg.Wait()
}
