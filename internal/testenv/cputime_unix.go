//go:build unix

package testenv

import (
	"syscall"
	"time"
)

// CPUTime returns the CPU time this process has used, user and system, and whether the platform reports
// it. On the shared development machine other work takes turns on the two cores, so benchmarks report
// rates per CPU second beside wall-clock ones; run with -cpu 1, the CPU time of one call is its time on
// one core, whatever else the machine is running, where the wall clock also counts the wait for the core.
func CPUTime() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
