package main

import (
	"flag"
	"io"

	"kibitz/solvers/sudoku"
)

// solveSudoku is `kibitz solve sudoku [--count]`: one grid per line on stdin, its solution (or the
// number of solutions, 0, 1 or 2 for two or more) per line on stdout.
func solveSudoku(args []string, in io.Reader, out io.Writer) error {
	fs := flag.NewFlagSet("kibitz solve sudoku", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	count := fs.Bool("count", false, "print the number of solutions (0, 1, or 2 for two or more) instead of a solution")
	if err := fs.Parse(args); err != nil {
		return usagef("kibitz solve sudoku: %v", err)
	}
	if fs.NArg() > 0 {
		return usagef("kibitz solve sudoku: unexpected argument %q (the grids come on standard input)", fs.Arg(0))
	}
	return sudoku.Batch(in, out, sudoku.BatchOptions{Count: *count})
}
