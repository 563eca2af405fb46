package main

import (
	"context"
	"strings"
	"testing"
)

// TestSolveSudokuUsage: -h shows the usage with the flags, and a bad flag or an argument is a usage error
// (status 2). The answers are tested beside the kind, in commands/sudoku.
func TestSolveSudokuUsage(t *testing.T) {
	const wiki = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	setenv(t)
	code, out, errOut := runKibitz(t, context.Background(), "", "solve", "sudoku", "-h")
	if code != 0 || errOut != "" || !strings.Contains(out, "usage: kibitz solve sudoku") || !strings.Contains(out, "-max-nodes") {
		t.Errorf("kibitz solve sudoku -h = %d, stdout %q, stderr %q; want 0 and the usage with the flags", code, out, errOut)
	}
	for _, args := range [][]string{{"--max-nodes", "-1"}, {"--fast"}, {"extra"}} {
		setenv(t)
		code, _, errOut := runKibitz(t, context.Background(), wiki+"\n", append([]string{"solve", "sudoku"}, args...)...)
		if code != 2 || !strings.Contains(errOut, "kibitz solve sudoku") {
			t.Errorf("kibitz solve sudoku %v = %d, stderr %q; want 2 and a usage message", args, code, errOut)
		}
	}
}
