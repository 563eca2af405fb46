package main

import (
	"flag"
	"io"

	"kibitz/solvers/nim"
)

// solveSubtraction is `kibitz solve subtraction --moves 1,2,5`: pile sizes in, "win" or "loss" out.
func solveSubtraction(args []string, in io.Reader, out io.Writer) error {
	fs := flag.NewFlagSet("kibitz solve subtraction", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	moves := fs.String("moves", "", "the move set, like 1,2,5 (required)")
	if err := fs.Parse(args); err != nil {
		return usagef("kibitz solve subtraction: %v", err)
	}
	if fs.NArg() > 0 {
		return usagef("kibitz solve subtraction: unexpected argument %q (piles are read from stdin)", fs.Arg(0))
	}
	if *moves == "" {
		return usagef("kibitz solve subtraction: --moves is required, e.g. --moves 1,2,5")
	}
	set, err := nim.ParseMoveSet(*moves)
	if err != nil {
		return usagef("kibitz solve subtraction: --moves: %v", err)
	}
	return nim.BatchSubtraction(in, out, nim.SubtractionBatchOptions{Moves: set})
}
