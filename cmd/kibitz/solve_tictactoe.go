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
	if err := parseSolveFlags(fs, args, kindHelp{
		synopsis: "usage: kibitz solve tictactoe < boards > answers",
		sections: []helpSection{
			{title: "Input", text: "One board a line: its 9 cells row by row, X, O, or . for an empty cell (X.O......)."},
			{title: "Output", text: "One line a board: RESULT PLIES CELL for the side to move: win, draw or loss, the plies until\n" +
				"the game ends with perfect play, and a best cell, 1 to 9 row by row; over x, over o or over draw\n" +
				"for a finished game; or error: REASON, and the run goes on."},
		}}); err != nil {
		return err
	}
	return tictactoe.Batch(ctx, in, out, tictactoe.BatchOptions{Describe: tictactoecmd.SolveError})
}
