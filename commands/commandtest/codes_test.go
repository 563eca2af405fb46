package commandtest

import (
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sync"
	"testing"
)

// fatalRecorder is a testing.TB whose Fatalf ends only the goroutine it runs in, and says so.
type fatalRecorder struct {
	testing.TB
	failed bool
}

func (r *fatalRecorder) Helper() {}

func (r *fatalRecorder) Fatalf(string, ...any) {
	r.failed = true
	runtime.Goexit()
}

// solverCodesIn runs SolverCodes on dir with a recorder, and reports whether it failed the test.
func solverCodesIn(t *testing.T, dir string) (codes []string, failed bool) {
	r := &fatalRecorder{TB: t}
	var wg sync.WaitGroup
	wg.Go(func() { codes = SolverCodes(r, dir) })
	wg.Wait()
	return codes, r.failed
}

func TestSolverCodes(t *testing.T) {
	solvers := filepath.Join("..", "..", "solvers")
	// Literals, in the order they are declared.
	if got, want := SolverCodes(t, filepath.Join(solvers, "tictactoe")),
		[]string{"length", "bad_character", "counts", "two_winners", "after_win"}; !slices.Equal(got, want) {
		t.Errorf("tictactoe: %q, want %q", got, want)
	}
	// Conversions of another package's constants (nim's take grundy's, which take numtext's).
	nim := SolverCodes(t, filepath.Join(solvers, "nim"))
	if want := []string{"empty", "empty_item", "not_number", "negative", "too_small", "too_large", "too_many",
		"bad_range", "beyond_values", "misere_too_large"}; !slices.Equal(nim, want) {
		t.Errorf("nim: %q, want %q", nim, want)
	}
	// A folder without codes, or without sources, fails instead of walking nothing.
	empty := t.TempDir()
	if _, failed := solverCodesIn(t, empty); !failed {
		t.Error("a folder without sources passed")
	}
	if err := os.WriteFile(filepath.Join(empty, "x.go"), []byte("package x\n\nconst A = \"a\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, failed := solverCodesIn(t, empty); !failed {
		t.Error("a package without Code constants passed")
	}
}

func TestUnworded(t *testing.T) {
	for _, tc := range []struct {
		text, code string
		not        []string
		bad        bool
	}{
		{"The puzzle is empty.", "empty", nil, false},
		{"The 4 x 4 board has no knight's tour.", "no_tour", nil, false},
		{"", "empty", nil, true},
		{"  \n", "empty", nil, true},
		{"Row %!d(string=x) is wrong.", "bad_row", nil, true},
		{"empty", "empty", nil, true},
		{"The input is not valid (empty).", "empty", nil, true},
		{`The knight's tour problem is not valid ("mystery").`, "mystery", nil, true},
		{"Bad: no_tour", "no_tour", nil, true},
		{"The puzzle cannot be read.", "length", []string{"", "The puzzle cannot be read."}, true},
		{"sudoku: length (80)", "length", []string{"sudoku:"}, true},
	} {
		if got := Unworded(tc.text, tc.code, tc.not...); (got != "") != tc.bad {
			t.Errorf("Unworded(%q, %q, %q) = %q, want a problem: %v", tc.text, tc.code, tc.not, got, tc.bad)
		}
	}
}
