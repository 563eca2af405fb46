package main

import (
	"context"
	"io"

	sudokucmd "kibitz/commands/sudoku"
	"kibitz/solvers/sudoku"
)

// solveSudoku is `kibitz solve sudoku [--count] [--max-nodes N]`: one grid per line on stdin, its
// solution (or the number of solutions, 0, 1 or 2 for two or more) per line on stdout.
func solveSudoku(ctx context.Context, args []string, in io.Reader, out io.Writer) error {
	fs := newFlagSet("kibitz solve sudoku")
	count := fs.Bool("count", false, "print how many solutions the grid has instead: 0, 1, or 2 for two or more")
	maxNodes := fs.Int64("max-nodes", sudoku.DefaultBatchNodes, "give up on a 4x4, 16x16 or 25x25 grid after `N` search nodes, with an error line, or never with 0 (a 9x9 grid is always solved in full)")
	if err := parseSolveFlags(fs, args, kindHelp{
		synopsis: "usage: kibitz solve sudoku [--count] [--max-nodes N] < grids > answers",
		sections: []helpSection{
			{title: "Input", text: "One grid a line, its cells row by row on one line; a blank cell is . 0 or _.\n" +
				"4x4: 16 cells, 1-4. 9x9: 81 cells, 1-9. 16x16: 256 cells, 1-9 and A-G. 25x25: 625 cells, A-Y."},
			{title: "Output", text: "One line a grid: the solved grid in the same form (one solution, when it has several;\n" +
				"--count tells), none when it has no solution, or error: REASON. The run goes on after an error.",
				flags: []string{"count"}},
			{title: "Limits", flags: []string{"max-nodes"}},
		}}); err != nil {
		return err
	}
	if *maxNodes < 0 {
		return usagef("kibitz solve sudoku: --max-nodes %d is negative (0 means no limit)", *maxNodes)
	}
	return sudoku.Batch(ctx, in, out, sudoku.BatchOptions{Count: *count, MaxNodes: *maxNodes,
		Describe: sudokucmd.SolveError})
}
