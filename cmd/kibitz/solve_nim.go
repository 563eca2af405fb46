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
	moves := fs.String("moves", "", "how many stones a move may take: a `SET` like 1,2,5, or 1-k for at most k (default: any number)")
	if err := parseSolveFlags(fs, args, kindHelp{
		synopsis: "usage: kibitz solve nim [--misere] [--moves SET] < heaps > answers",
		sections: []helpSection{
			{title: "Input", text: "One position a line: the heap sizes, separated by spaces or commas (3 4 5); at most 100,000 heaps."},
			{title: "Output", text: "One line a position, for the player to move: win H:K (take K from heap H, counted from 1),\n" +
				"loss -, or win - when the position is won with no move to make (misère play, every heap empty);\n" +
				"or error: REASON, and the run goes on."},
			{title: "Rules", flags: []string{"misere", "moves"}},
		}}); err != nil {
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
