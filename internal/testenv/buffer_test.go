package testenv

import (
	"strings"
	"sync"
	"testing"
)

// TestBufferConcurrentWrites: writes from several goroutines all land, whole, and reading while they
// write is safe (run with -race to see the point of the lock).
func TestBufferConcurrentWrites(t *testing.T) {
	var b Buffer
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			for range 100 {
				b.Write([]byte("line\n"))
				_ = b.String()
			}
		})
	}
	wg.Wait()
	if got, want := strings.Count(b.String(), "line\n"), 800; got != want || len(b.String()) != 5*want {
		t.Errorf("after 800 writes of %q: %d of them in %d bytes, want %d in %d", "line\n", got, len(b.String()), want, 5*want)
	}
}
