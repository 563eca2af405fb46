package testenv

import (
	"testing"
	"time"
)

func TestEventually(t *testing.T) {
	n := 0
	if !Eventually(10*time.Second, func() bool { n++; return n == 3 }) || n != 3 {
		t.Errorf("a condition that holds at the third look: held %v after %d looks", n == 3, n)
	}
	looks := 0
	if Eventually(30*time.Millisecond, func() bool { looks++; return false }) {
		t.Error("a condition that never holds held")
	}
	if looks < 2 {
		t.Errorf("looked %d times in 30 ms, want more than once", looks)
	}
}
