package main

import (
	"context"
	"io"

	grundycmd "kibitz/commands/grundy"
	"kibitz/solvers/dagame"
)

// solveDAGame is `kibitz solve dagame`: one game, all of stdin, in; "Young" or "Cheol" out.
func solveDAGame(ctx context.Context, args []string, in io.Reader, out io.Writer) error {
	fs := newFlagSet("kibitz solve dagame")
	if err := parseSolveFlags(fs, args, "usage: kibitz solve dagame < game\n"+
		"All of stdin is one game: N M, then M lines p q (an edge p to q), then K, then K lines v c (a token of\n"+
		"colour c on node v). Answer: Young if the first player wins, else Cheol."); err != nil {
		return err
	}
	return dagame.Batch(ctx, in, out, dagame.BatchOptions{Describe: grundycmd.SolveError})
}
