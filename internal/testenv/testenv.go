// Package testenv holds small helpers that tests across kibitz share: which tests are heavy, whether the
// race detector is on, the process's CPU time for benchmarks, where the datasets are, a wait for what
// another goroutine does (Eventually), and a buffer read while another goroutine writes it (Buffer).
package testenv

import "testing"

// Heavy marks a test that takes more than a few seconds (whole datasets, exhaustive sweeps). It is skipped
// under -short, and under -race, where pure single-goroutine computation gains nothing from the detector
// but runs five to ten times slower; CI runs the package once more without -race to cover these tests.
func Heavy(t testing.TB) {
	t.Helper()
	if testing.Short() {
		t.Skip("heavy test: skipped with -short")
	}
	if RaceEnabled {
		t.Skip("heavy test: skipped under -race (run without -race to include it)")
	}
}
