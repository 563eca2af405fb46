package tictactoe

import (
	"kibitz/commands"
	"kibitz/solvers/tictactoe"
)

// Batches is tic-tac-toe's form of `kibitz solve` (docs/contract.md §4): boards in, the result with
// perfect play and a best cell out. It takes no flags.
func (*Command) Batches() []commands.Batch {
	return []commands.Batch{{
		Name:    "tictactoe",
		Does:    "a board: the result with perfect play and a best cell",
		Usage:   "< boards > answers",
		MaxLine: tictactoe.MaxLine,
		Help: []commands.HelpSection{
			{Title: "Input", Text: "One board a line: its 9 cells row by row, X, O, or . for an empty cell (X.O......);\n" +
				"full-width characters (Ｘ．Ｏ) read as ASCII."},
			{Title: "Output", Text: "One line a board: RESULT PLIES CELL for the side to move: win, draw or loss, the plies until\n" +
				"the game ends with perfect play, and a best cell, 1 to 9 row by row; over x, over o or over draw\n" +
				"for a finished game; or error: REASON, and the run goes on."},
		},
		Example: commands.BatchExample{In: "XXX.OO...", Out: "over x"},
		Flags:   commands.NoFlags(tictactoe.Batch, tictactoe.BatchOptions{Describe: SolveError}),
	}}
}
