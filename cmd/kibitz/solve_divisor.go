package main

import (
	"flag"
	"io"

	"kibitz/solvers/nim"
)

// solveDivisor is `kibitz solve divisor [--misere]`: numbers N in, "win" or "loss" out.
func solveDivisor(args []string, in io.Reader, out io.Writer) error {
	fs := flag.NewFlagSet("kibitz solve divisor", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	misere := fs.Bool("misere", false, "whoever cannot move wins (otherwise whoever cannot move loses)")
	if err := fs.Parse(args); err != nil {
		return usagef("kibitz solve divisor: %v", err)
	}
	if fs.NArg() > 0 {
		return usagef("kibitz solve divisor: unexpected argument %q (numbers are read from stdin)", fs.Arg(0))
	}
	return nim.BatchDivisor(in, out, nim.DivisorBatchOptions{Misere: *misere})
}
