//go:build !unix

package wordle

import "time"

// processCPU is not available here: the benchmarks report wall-clock times only.
func processCPU() (time.Duration, bool) { return 0, false }
