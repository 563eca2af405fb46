//go:build unix

package wordle

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time the process has used, user and system. Run with -cpu 1, the time one
// suggestion takes by this clock is its time on one core, whatever else the machine is running; the wall
// clock also counts the time spent waiting for the core.
func processCPU() (time.Duration, bool) {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0, false
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()), true
}
