package main

import (
	"context"
	"io"

	grundycmd "kibitz/commands/grundy"
	"kibitz/solvers/subtraction"
)

// solveSubtraction is `kibitz solve subtraction --moves 1,2,5`: pile sizes in, "win" or "loss" out.
func solveSubtraction(ctx context.Context, args []string, in io.Reader, out io.Writer) error {
	fs := newFlagSet("kibitz solve subtraction")
	moves := fs.String("moves", "", "required: how many tokens a move may take, a `SET` like 1,2,5 (at most 255 moves, each at most 1,000,000)")
	if err := parseSolveFlags(fs, args, kindHelp{
		synopsis: "usage: kibitz solve subtraction --moves SET < piles > answers",
		sections: []helpSection{
			{title: "Input", text: "One pile a line: its size, from 0 to 10^18."},
			{title: "Output", text: "One line a pile: win or loss for the player to move; or error: REASON, and the run goes on."},
			{title: "Rules", flags: []string{"moves"}},
		}}); err != nil {
		return err
	}
	if *moves == "" {
		return usagef("kibitz solve subtraction: --moves is required, e.g. --moves 1,2,5")
	}
	set, err := subtraction.Parse(*moves)
	if err != nil {
		return usagef("kibitz solve subtraction: --moves: %s", grundycmd.SolveError(err))
	}
	return subtraction.Batch(ctx, in, out, subtraction.BatchOptions{Moves: set, Describe: grundycmd.SolveError})
}
