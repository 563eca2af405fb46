package main

import (
	"errors"
	"flag"
	"io"

	"kibitz/solvers/tictactoe"
)

// solveTicTacToe is `kibitz solve tictactoe`: it takes no flags.
func solveTicTacToe(args []string, in io.Reader, out io.Writer) error {
	fs := flag.NewFlagSet("kibitz solve tictactoe", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return &helpText{"usage: kibitz solve tictactoe < boards\n" +
				"One board per line, 9 cells row by row (X, O, .); answers RESULT PLIES CELL, or over x/o/draw."}
		}
		return usagef("kibitz solve tictactoe: %v (it takes no flags)", err)
	}
	if fs.NArg() > 0 {
		return usagef("kibitz solve tictactoe: unexpected argument %q; boards come on stdin", fs.Arg(0))
	}
	return tictactoe.Batch(in, out)
}
