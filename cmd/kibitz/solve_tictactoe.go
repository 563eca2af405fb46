package main

import (
	"context"
	"io"

	tictactoecmd "kibitz/commands/tictactoe"
	"kibitz/solvers/tictactoe"
)

// solveTicTacToe is `kibitz solve tictactoe`: it takes no flags.
func solveTicTacToe(ctx context.Context, args []string, in io.Reader, out io.Writer) error {
	fs := newFlagSet("kibitz solve tictactoe")
	if err := parseSolveFlags(fs, args, "usage: kibitz solve tictactoe < boards\n"+
		"One board per line, 9 cells row by row (X, O, .); answers RESULT PLIES CELL, or over x/o/draw."); err != nil {
		return err
	}
	return tictactoe.Batch(ctx, in, out, tictactoe.BatchOptions{Describe: tictactoecmd.SolveError})
}
