package sudoku

import (
	"context"
	"path/filepath"
	"testing"
	"time"

	"kibitz/internal/testenv"
)

// TestSparse25 solves the sparse 25x25 puzzles of testdata/sparse25.txt, which dancing links gave up
// on, within a few seconds each, with the right count (up to 2). The answers are checked apart from
// the search: each solution is a full valid grid that keeps the givens (checkSolution), two solutions
// differ, and a unique one is confirmed by searches that exclude it (assertNoOther, a heavy test).
func TestSparse25(t *testing.T) {
	for _, fx := range readFixtures(t, filepath.Join("testdata", "sparse25.txt")) {
		g, err := Parse(fx.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
		start := time.Now()
		r, err := Solve(ctx, g, Options{Limit: 2})
		cancel()
		if err != nil || r.Count() != fx.count {
			t.Fatalf("Solve(%d givens) = %d solutions, %v after %v; want %d", g.Givens(), r.Count(), err, time.Since(start), fx.count)
		}
		t.Logf("%d givens: %d solutions, %d nodes, %v", g.Givens(), r.Count(), r.Stats.Nodes, time.Since(start))
		for _, s := range r.Solutions {
			if msg := checkSolution(&g, &s); msg != "" {
				t.Fatalf("Solve(%d givens): %s", g.Givens(), msg)
			}
		}
		if fx.count == 2 && r.Solutions[0] == r.Solutions[1] {
			t.Fatalf("Solve(%d givens) returned the same solution twice", g.Givens())
		}
		if fx.count == 1 {
			t.Run("no other", func(t *testing.T) {
				testenv.Heavy(t) // 8,000 searches, several seconds
				assertNoOther(t, &g, &r.Solutions[0])
			})
		}
	}
}

// checkSolution checks sol against the rules and the givens of g by itself: every cell filled, each
// digit once in each row, column and box. It returns what is wrong, or "".
func checkSolution(g, sol *Grid) string {
	n, box := g.Size(), g.Box()
	if sol.Size() != n {
		return "a solution of another size"
	}
	for i, v := range g.Cells() {
		if v != 0 && sol.Cells()[i] != v {
			return "a solution that changes a given"
		}
	}
	for u := 0; u < n; u++ {
		var row, col, bx uint64
		for k := 0; k < n; k++ {
			br, bc := u/box*box+k/box, u%box*box+k%box
			for _, v := range []int{sol.At(u, k), sol.At(k, u), sol.At(br, bc)} {
				if v < 1 || v > n {
					return "a solution with a blank or a bad digit"
				}
			}
			row |= 1 << sol.At(u, k)
			col |= 1 << sol.At(k, u)
			bx |= 1 << sol.At(br, bc)
		}
		if all := uint64(1)<<(n+1) - 2; row != all || col != all || bx != all {
			return "a solution that repeats a digit in a row, column or box"
		}
	}
	return ""
}

// assertNoOther proves sol the only solution of g: any other differs from it in some blank cell, so it
// is enough that the grid has no solution once that cell is given any other digit.
func assertNoOther(t *testing.T, g, sol *Grid) {
	t.Helper()
	n := g.Size()
	var s Solver
	for i, v := range g.Cells() {
		if v != 0 {
			continue
		}
		r, c := i/n, i%n
		for d := 1; d <= n; d++ {
			if d == sol.At(r, c) {
				continue
			}
			h := *g
			h.Set(r, c, d)
			ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
			found, err := s.Count(ctx, &h, 1)
			cancel()
			if err != nil || found != 0 {
				t.Fatalf("with r%dc%d = %d the grid has %d solutions (%v); want none", r+1, c+1, d, found, err)
			}
		}
	}
}

// BenchmarkSolve25 counts the solutions (up to 2) of the sparse 25x25 puzzles of testdata/sparse25.txt.
func BenchmarkSolve25(b *testing.B) {
	var grids []Grid
	for _, fx := range readFixtures(b, filepath.Join("testdata", "sparse25.txt")) {
		g, err := Parse(fx.puzzle)
		if err != nil {
			b.Fatal(err)
		}
		grids = append(grids, g)
	}
	var s Solver
	var nodes int64
	for b.Loop() {
		for i := range grids {
			n, st, err := s.solve(b.Context(), &grids[i], Options{}, 2, nil)
			if err != nil || n == 0 {
				b.Fatalf("Solve = %d, %v", n, err)
			}
			nodes += st.Nodes
		}
	}
	b.ReportMetric(float64(nodes)/float64(b.N*len(grids)), "nodes/puzzle")
	b.ReportMetric(b.Elapsed().Seconds()*1e3/float64(b.N*len(grids)), "ms/puzzle")
}
