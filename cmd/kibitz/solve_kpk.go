package main

import (
	"context"
	"io"

	kpkcmd "kibitz/commands/kpk"
	"kibitz/solvers/kpk"
)

// solveKPK is `kibitz solve kpk`: one position per line (FEN or the short form `Ke1 Pe2 ke8 w`), answered
// with `RESULT DTM MOVE` for the side to move. -any also accepts K+Q v K, K+R v K, K+B v K, K+N v K and K v K.
// The error lines are worded by the game's message catalogue (commands/kpk).
func solveKPK(ctx context.Context, args []string, in io.Reader, out io.Writer) error {
	fs := newFlagSet("kibitz solve kpk")
	anyMaterial := fs.Bool("any", false, "accept every material from K v K to K+Q v K (a queen, rook, bishop, knight or pawn beside a king), not only K+P v K")
	allMoves := fs.Bool("all-moves", false, "MOVE lists every best move, separated by commas (e1d2,e1f2), rather than one")
	if err := parseSolveFlags(fs, args, kindHelp{
		synopsis: "usage: kibitz solve kpk [--any] [--all-moves] < positions > answers",
		sections: []helpSection{
			{title: "Input", text: "One position a line: a FEN (only the board is required; white to move unless it says b),\n" +
				"or pieces as a letter and a square, upper case for white, then the side to move: Ke1 Pe2 ke8 w.",
				flags: []string{"any"}},
			{title: "Output", text: "One line a position: RESULT DTM MOVE for the side to move. RESULT is win, draw or loss;\n" +
				"DTM the plies to mate with best play, - for a draw; MOVE a best move in UCI (e2e4, a7a8q), - when\n" +
				"there is no legal move. When several moves are as good, MOVE is one of them: --all-moves lists all.\n" +
				"A position that cannot be read or is not legal gets error: REASON, and the run goes on.",
				flags: []string{"all-moves"}},
		}}); err != nil {
		return err
	}
	return kpk.Batch(ctx, in, out, kpk.BatchOptions{AnyMaterial: *anyMaterial, AllMoves: *allMoves, Describe: kpkcmd.SolveError})
}
