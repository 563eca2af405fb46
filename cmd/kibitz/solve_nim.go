package main

import (
	"context"
	"io"

	nimcmd "kibitz/commands/nim"
	"kibitz/solvers/nim"
)

// solveNim is `kibitz solve nim [--misere] [--moves SET]`: heap sizes in, "win H:K" or "loss -" out.
func solveNim(ctx context.Context, args []string, in io.Reader, out io.Writer) error {
	fs := newFlagSet("kibitz solve nim")
	misere := fs.Bool("misere", false, "misère play: whoever makes the last move loses")
	moves := fs.String("moves", "", "how many a move may take: a move set like 1,2,5, or 1-k for at most k")
	if err := parseSolveFlags(fs, args, "usage: kibitz solve nim [--misere] [--moves SET] < heaps\n"+
		"Each line: heap sizes separated by spaces or commas; answer: win H:K (take K from heap H, 1-based),\n"+
		"loss -, or win - (misère play, no move left)."); err != nil {
		return err
	}
	rule, err := nim.ParseRule(ctx, *moves)
	if cerr := ctx.Err(); cerr != nil {
		return cerr // interrupted while it analysed the move set: not a mistake in it
	}
	if err != nil {
		return usagef("kibitz solve nim: --moves: %s", nimcmd.SolveError(err))
	}
	return nim.Batch(ctx, in, out, nim.BatchOptions{Misere: *misere, Rule: rule, Describe: nimcmd.SolveError})
}
