package testenv

import "time"

// Eventually polls cond every 10 ms until it holds, for up to within, and reports whether it held: the
// one wait of the tests for what happens in another goroutine or process with nothing to wait on (a
// handler of discordgo's own, a metric counted after the answer, a server starting). The caller says
// what failed, with what it saw; cond runs in the caller's goroutine, so it may fail the test itself.
// A hang guard, not a timing assertion: within is long (seconds), and a passing test never waits it out.
func Eventually(within time.Duration, cond func() bool) bool {
	for deadline := time.Now().Add(within); !cond(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			return cond()
		}
	}
	return true
}
