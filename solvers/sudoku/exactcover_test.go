package sudoku

import (
	"context"
	"path/filepath"
	"testing"

	"kibitz/solvers/dlx"
)

// TestExactCoverSanity searches the exact cover encoding of every fixture (4x4 to 25x25) with dlx's
// sanity checker on at every node: the encoding's givens, the search and the reset must keep the links
// whole, and each solution read back from the options must solve the puzzle.
func TestExactCoverSanity(t *testing.T) {
	fixtures := readFixtures(t, filepath.Join("testdata", "sizes.txt"))
	fixtures = append(fixtures, readFixtures(t, datasetPath(t, "test_puzzles.txt"))[:8]...)
	for _, fx := range fixtures {
		g, err := Parse(fx.puzzle)
		if err != nil {
			t.Fatalf("Parse(%q): %v", fx.puzzle, err)
		}
		box, n := g.Box(), g.Size()
		tmpl, err := coverTemplate(box)
		if err != nil {
			t.Fatal(err)
		}
		m := tmpl.Clone()
		for i, v := range g.Cells() {
			if v != 0 {
				if err := m.Select(i*n + int(v) - 1); err != nil {
					// Parse lets no repeated given through, so no two givens can conflict.
					t.Fatalf("%s: Select(given %d at %d): %v", g, v, i, err)
				}
			}
		}
		found := 0
		st, err := m.Search(context.Background(), dlx.Options{Limit: 2, Check: true, MaxNodes: 200000}, func(sol []int) bool {
			found++
			s, _ := NewGrid(n)
			for _, o := range sol {
				s.cells[o/n] = uint8(o%n + 1)
			}
			if !s.IsSolutionOf(&g) {
				t.Errorf("%s: the options %v read back as %s, not a solution", g, sol, s)
			}
			return true
		})
		if err != nil {
			t.Fatalf("%s: Search with the sanity checker: %v (after %d nodes)", g, err, st.Nodes)
		}
		if want := min(fx.count, 2); found != want {
			t.Errorf("%s: %d solutions, want %d", g, found, want)
		}
		m.Reset()
		if got := m.Selected(); len(got) != 0 {
			t.Errorf("%s: after Reset, %d options still selected", g, len(got))
		}
		if err := m.Select(0); err != nil { // the matrix is as built: any option can be chosen again
			t.Errorf("%s: Select after Reset: %v", g, err)
		}
	}
}
