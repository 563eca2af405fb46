package knight

import (
	"fmt"
	"io"
	"runtime"
	"strings"
	"testing"
)

// benchSolve runs Solve on p and reports squares per second, nanoseconds and bytes allocated per square.
func benchSolve(b *testing.B, p Problem, opt Options) {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	for b.Loop() {
		if _, err := Solve(b.Context(), p, opt); err != nil {
			b.Fatal(err)
		}
	}
	runtime.ReadMemStats(&after)
	squares := float64(p.Squares()) * float64(b.N)
	b.ReportMetric(squares/b.Elapsed().Seconds(), "squares/s")
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/squares, "ns/square")
	b.ReportMetric(float64(after.TotalAlloc-before.TotalAlloc)/squares, "bytes/square")
}

// BenchmarkConstruct: the constructive method on n x n boards from the centre (n even: closed tours cut
// open; the odd n adds the open block over the start).
func BenchmarkConstruct(b *testing.B) {
	for _, n := range []int{100, 666, 1001, 2000, 5000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			benchSolve(b, Problem{Board{n, n}, Square{n / 2, n / 2}}, Options{Method: MethodConstruct})
		})
	}
}

// BenchmarkConstructStrip: 4 x 1,000,000 and 3 x 1,000,001, made of a base and 250,000 pumps.
func BenchmarkConstructStrip(b *testing.B) {
	for _, p := range []Problem{{Board{4, 1_000_000}, Square{0, 400_000}}, {Board{3, 1_000_001}, Square{1, 1}}} {
		b.Run(fmt.Sprintf("%dx%d", p.Rows, p.Cols), func(b *testing.B) {
			benchSolve(b, p, Options{Method: MethodConstruct})
		})
	}
}

// BenchmarkWarnsdorff reports the share of starts from which Warnsdorff's rule with Roth's tie-break
// goes all the way round (every start up to 20 x 20, else a spread of starts), and its speed.
func BenchmarkWarnsdorff(b *testing.B) {
	for _, n := range []int{8, 20, 50, 100, 200, 666} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var starts []Square
			step := max(1, n*n/[]int{64, 16}[min(n/300, 1)])
			for i := 0; i < n*n; i += step {
				starts = append(starts, Square{i / n, (i*7 + i/n) % n})
			}
			ok, steps := 0, 0
			for b.Loop() {
				ok, steps = 0, 0
				for _, s := range starts {
					moves, reached, err := warnsdorff(b.Context(), Problem{Board{n, n}, s})
					if err != nil {
						b.Fatal(err)
					}
					steps += reached
					if moves != nil {
						ok++
					}
				}
			}
			b.ReportMetric(100*float64(ok)/float64(len(starts)), "success%")
			b.ReportMetric(float64(steps)*float64(b.N)/b.Elapsed().Seconds(), "squares/s")
		})
	}
}

// BenchmarkBatch2000: a 2000 x 2000 tour as `kibitz solve knight` text (36 MB).
func BenchmarkBatch2000(b *testing.B) {
	var size int64
	for b.Loop() {
		cw := &countWriter{}
		if err := Batch(strings.NewReader("2000 1000 1000\n"), cw, BatchOptions{Method: MethodConstruct}); err != nil {
			b.Fatal(err)
		}
		size = cw.n
	}
	b.SetBytes(size)
}

type countWriter struct{ n int64 }

func (w *countWriter) Write(p []byte) (int, error) { w.n += int64(len(p)); return len(p), nil }

var _ io.Writer = (*countWriter)(nil)
