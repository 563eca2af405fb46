package main

import (
	"context"
	"io"

	grundycmd "kibitz/commands/grundy"
	"kibitz/solvers/divisor"
)

// solveDivisor is `kibitz solve divisor [--misere]`: numbers N in, "win" or "loss" out.
func solveDivisor(ctx context.Context, args []string, in io.Reader, out io.Writer) error {
	fs := newFlagSet("kibitz solve divisor")
	misere := fs.Bool("misere", false, "whoever cannot move wins (otherwise whoever cannot move loses)")
	if err := parseSolveFlags(fs, args, kindHelp{
		synopsis: "usage: kibitz solve divisor [--misere] < numbers > answers",
		sections: []helpSection{
			{title: "Input", text: "One number a line: N from 1 to 10^18. A move replaces N by a divisor d, 1 < d < N."},
			{title: "Output", text: "One line a number: win or loss for the player to move; or error: REASON, and the run goes on."},
			{title: "Rules", flags: []string{"misere"}},
		}}); err != nil {
		return err
	}
	return divisor.Batch(ctx, in, out, divisor.BatchOptions{Misere: *misere, Describe: grundycmd.SolveError})
}
