package main

import (
	"flag"
	"io"

	"kibitz/solvers/nim"
)

// solveNim is `kibitz solve nim [--misere] [--moves SET]`: heap sizes in, "win H:K" or "loss -" out.
func solveNim(args []string, in io.Reader, out io.Writer) error {
	fs := flag.NewFlagSet("kibitz solve nim", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	misere := fs.Bool("misere", false, "misère play: whoever takes the last object loses")
	moves := fs.String("moves", "", "how many a move may take: a move set like 1,2,5, or 1-k for at most k")
	if err := fs.Parse(args); err != nil {
		return usagef("kibitz solve nim: %v", err)
	}
	if fs.NArg() > 0 {
		return usagef("kibitz solve nim: unexpected argument %q (heaps are read from stdin)", fs.Arg(0))
	}
	rule, err := nim.ParseRule(*moves)
	if err != nil {
		return usagef("kibitz solve nim: --moves: %v", err)
	}
	return nim.BatchNim(in, out, nim.NimBatchOptions{Misere: *misere, Rule: rule})
}
