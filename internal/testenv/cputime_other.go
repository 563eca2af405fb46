//go:build !unix

package testenv

import "time"

// CPUTime is not measured on this platform: it reports false, and benchmarks report wall-clock times only.
func CPUTime() (time.Duration, bool) { return 0, false }
