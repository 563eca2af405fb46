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
	anyMaterial := fs.Bool("any", false, "accept every material from K v K to K+Q v K, not only K+P v K")
	if err := parseSolveFlags(fs, args, "usage: kibitz solve kpk [-any] < positions > answers\n"+
		"Each line: a FEN or pieces like 'Ke1 Pe2 ke8 w'; answer: RESULT DTM MOVE for the side to move."); err != nil {
		return err
	}
	return kpk.Batch(ctx, in, out, kpk.BatchOptions{AnyMaterial: *anyMaterial, Describe: kpkcmd.SolveError})
}
