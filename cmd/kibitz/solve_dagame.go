package main

import (
	"flag"
	"io"

	"kibitz/solvers/nim"
)

// solveDAGame is `kibitz solve dagame`: one game, all of stdin, in; "Young" or "Cheol" out.
func solveDAGame(args []string, in io.Reader, out io.Writer) error {
	fs := flag.NewFlagSet("kibitz solve dagame", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	if err := fs.Parse(args); err != nil {
		return usagef("kibitz solve dagame: %v", err)
	}
	if fs.NArg() > 0 {
		return usagef("kibitz solve dagame: unexpected argument %q (the game is read from stdin)", fs.Arg(0))
	}
	return nim.BatchDAGame(in, out)
}
