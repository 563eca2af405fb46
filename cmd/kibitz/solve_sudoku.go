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
	count := fs.Bool("count", false, "print the number of solutions (0, 1, or 2 for two or more) instead of a solution")
	maxNodes := fs.Int64("max-nodes", sudoku.DefaultBatchNodes, "give up on a 4x4, 16x16 or 25x25 grid after this many search nodes, with an error line (0: never)")
	if err := parseSolveFlags(fs, args, "usage: kibitz solve sudoku [--count] [--max-nodes N] < grids\n"+
		"One grid per line: 81 cells (9x9, 1-9), 16 (4x4, 1-4), 256 (16x16, 1-9 and A-G) or 625 (25x25, A-Y); blanks . or 0.\n"+
		"Each output line: the solved grid, none, or error: reason; with --count, 0, 1 or 2 (two or more)."); err != nil {
		return err
	}
	if *maxNodes < 0 {
		return usagef("kibitz solve sudoku: --max-nodes %d is negative (0 means no limit)", *maxNodes)
	}
	return sudoku.Batch(ctx, in, out, sudoku.BatchOptions{Count: *count, MaxNodes: *maxNodes,
		Describe: sudokucmd.SolveError})
}
