package sudoku

import (
	"bytes"
	"context"
	"io"
	"testing"

	"kibitz/internal/testenv"
)

var benchSets = []struct{ name, file string }{
	{"17_clue", "17_clue.txt"},
	{"forum_hardest", "forum_hardest_1905.txt"},
	{"serg", "serg_benchmark.txt"},
	{"top1465", "magictour_top1465.txt"},
}

// benchSolve solves every puzzle of each set once per loop, finding the first solution, and reports
// puzzles/s and the search effort per puzzle (guesses for the bitboard solver, nodes for DLX).
func benchSolve(b *testing.B, m Method) {
	for _, set := range benchSets {
		b.Run(set.name, func(b *testing.B) {
			grids := parseDataset(b, set.file)
			var s Solver
			var work int64
			var sol Grid
			keep := []Grid{sol}
			solved := 0
			cpu0, _ := testenv.CPUTime()
			for b.Loop() {
				work = 0
				for i := range grids {
					n, st, err := s.solve(b.Context(), &grids[i], Options{Method: m}, 1, keep)
					if err != nil || n != 1 {
						b.Fatalf("Solve(%v) = %d, %v; want 1 solution", grids[i], n, err)
					}
					work += st.Guesses + st.Nodes
					solved++
				}
			}
			sec := b.Elapsed().Seconds()
			b.ReportMetric(float64(solved)/sec, "puzzles/s")
			if cpu1, ok := testenv.CPUTime(); ok && cpu1 > cpu0 {
				b.ReportMetric(float64(solved)/(cpu1-cpu0).Seconds(), "puzzles/cpu-s")
			}
			unit := "guesses/puzzle"
			if m == DancingLinks {
				unit = "nodes/puzzle"
			}
			b.ReportMetric(float64(work)/float64(len(grids)), unit)
			b.ReportMetric(sec*1e6/float64(solved), "µs/puzzle")
		})
	}
}

func BenchmarkBitboard(b *testing.B) { benchSolve(b, Bitboard) }

func BenchmarkDLX(b *testing.B) { benchSolve(b, DancingLinks) }

// BenchmarkBatch runs Batch over the 17-clue set in memory: parse, solve and format, as
// `kibitz solve sudoku` does, to compare with BenchmarkBitboard/17_clue.
func BenchmarkBatch(b *testing.B) {
	lines := readDataset(b, "17_clue.txt")
	var in bytes.Buffer
	for _, l := range lines {
		in.WriteString(l)
		in.WriteByte('\n')
	}
	data := in.Bytes()
	cpu0, _ := testenv.CPUTime()
	for b.Loop() {
		if err := Batch(context.Background(), bytes.NewReader(data), io.Discard, BatchOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(lines))*float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
	if cpu1, ok := testenv.CPUTime(); ok && cpu1 > cpu0 {
		b.ReportMetric(float64(len(lines))*float64(b.N)/(cpu1-cpu0).Seconds(), "puzzles/cpu-s")
	}
}

// BenchmarkCount counts solutions up to 2 (the uniqueness test of the generator) on the 17-clue set.
func BenchmarkCount(b *testing.B) {
	grids := parseDataset(b, "17_clue.txt")
	var s Solver
	n := 0
	for b.Loop() {
		for i := range grids {
			if c, _ := s.Count(context.Background(), &grids[i], 2); c != 1 {
				b.Fatalf("Count = %d, want 1", c)
			}
			n++
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "puzzles/s")
}
