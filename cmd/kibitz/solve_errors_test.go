package main

import (
	"context"
	"strings"
	"testing"
)

// TestSolveErrorLines pins the words of a failed case in every kind: the solvers give a code, and each
// game's catalogue (commands/<game>, SolveError) words it for `kibitz solve` in English.
func TestSolveErrorLines(t *testing.T) {
	for _, tc := range []struct {
		kind string
		args []string
		in   string
		want string
	}{
		{"sudoku", nil, "12x4", "error: The line is 4 characters; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)."},
		{"knight", nil, "0 1 1", "error: The 0 x 0 board is impossible: each side must be at least 1."},
		{"kpk", nil, "8/8/8/8/8/8/8/8 w - - 0 1", "error: White has no king."},
		{"kpk", nil, "4k3/8/8/8/8/8/4P3/4K3 b - e3 0 1", "error: The en passant field of the FEN, `e3`, says White has just moved a pawn from e2 to e4, which this position cannot follow: that move leaves a white pawn on e4, e3 and e2 empty, and Black to move. Write - in the en passant field."},
		{"tictactoe", nil, "XXXOOO...", "error: Both X and O have three in a row; that cannot happen in a game."},
		{"tictactoe", nil, "X.O.Z....", "error: Cell 5 is `Z`; use X, O or . for an empty cell."},
		{"nim", nil, "1 x 3", "error: Heap 2 (`x`) is not a whole number."},
		{"divisor", nil, "0", "error: N (0) is less than 1."},
		{"dagame", nil, "x", "error: Line 1 (`x`) should be two whole numbers \"N M\" (nodes, edges)."},
		{"wordle", nil, "crane=gggg", "error: The feedback of row 1 (`gggg`) should have five marks (g green, y yellow, b grey)."},
		{"wordle", nil, "crane=ggggg slate=ggggg", "error: no word fits (row 2, slate=ggggg, with the rows before it): no answer in the list fits all of them"},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			setenv(t)
			code, out, errOut := runKibitz(t, context.Background(), tc.in+"\n", append([]string{"solve", tc.kind}, tc.args...)...)
			if code != 0 || errOut != "" || strings.TrimSuffix(out, "\n") != tc.want {
				t.Errorf("kibitz solve %s < %q = %d, stdout %q, stderr %q; want 0 and %q", tc.kind, tc.in, code, out, errOut, tc.want)
			}
		})
	}
}
