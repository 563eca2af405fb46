package knight

import (
	"context"
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
// goes all the way round (success%, over the starts from which a tour exists), how many starts that
// share is taken over (starts), and the rule's speed. Every start is tried where that costs at most
// warnsdorffBenchSquares squares of walking (n <= 66); larger boards try an even spread of starts
// (start number i is square i * 1,000,003 mod n*n, row by row) of about that cost: 2,000 at n = 100,
// 45 at n = 666. The exact rates are in the package documentation and TestWarnsdorffSuccessRate.
func BenchmarkWarnsdorff(b *testing.B) {
	for _, n := range []int{8, 20, 21, 50, 100, 200, 666} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			squares := n * n
			want := min(squares, max(warnsdorffBenchSquares/squares, 1))
			var starts []Square
			for i := 0; len(starts) < want && i < squares; i++ {
				k := i
				if want < squares {
					k = i * 1_000_003 % squares
				}
				s := Square{k / n, k % n}
				if Exists(Problem{Board{n, n}, s}, false) == nil { // odd n: the corners' colour only
					starts = append(starts, s)
				}
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
			b.ReportMetric(float64(len(starts)), "starts")
			b.ReportMetric(float64(steps)*float64(b.N)/b.Elapsed().Seconds(), "squares/s")
		})
	}
}

// warnsdorffBenchSquares is about how many squares one round of BenchmarkWarnsdorff walks on a board:
// 20 million, a second or so.
const warnsdorffBenchSquares = 20_000_000

// BenchmarkBatch2000: a 2000 x 2000 tour as `kibitz solve knight` text (36 MB).
func BenchmarkBatch2000(b *testing.B) {
	var size int64
	for b.Loop() {
		cw := &countWriter{}
		if err := Batch(context.Background(), strings.NewReader("2000 1000 1000\n"), cw, BatchOptions{Method: MethodConstruct}); err != nil {
			b.Fatal(err)
		}
		size = cw.n
	}
	b.SetBytes(size)
}

type countWriter struct{ n int64 }

func (w *countWriter) Write(p []byte) (int, error) { w.n += int64(len(p)); return len(p), nil }

var _ io.Writer = (*countWriter)(nil)
