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
	moves := fs.String("moves", "", "the move set, like 1,2,5 (required)")
	if err := parseSolveFlags(fs, args, "usage: kibitz solve subtraction --moves SET < piles\n"+
		"Each line: a pile size up to 10^18; answer: win or loss for the player to move."); err != nil {
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
