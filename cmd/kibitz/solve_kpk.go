package main

import (
	"errors"
	"flag"
	"io"
	"strings"

	"kibitz/solvers/kpk"
)

// solveKPK is `kibitz solve kpk`: one position per line (FEN or the short form `Ke1 Pe2 ke8 w`), answered
// with `RESULT DTM MOVE` for the side to move. -any also accepts K+Q v K, K+R v K, K+B v K, K+N v K and K v K.
func solveKPK(args []string, in io.Reader, out io.Writer) error {
	fs := flag.NewFlagSet("kibitz solve kpk", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	anyMaterial := fs.Bool("any", false, "accept every material from K v K to K+Q v K, not only K+P v K")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			var b strings.Builder
			fs.SetOutput(&b)
			fs.PrintDefaults()
			return usagef("usage: kibitz solve kpk [-any] < positions > answers\n"+
				"Each line: a FEN or pieces like 'Ke1 Pe2 ke8 w'; answer: RESULT DTM MOVE for the side to move.\n%s",
				strings.TrimRight(b.String(), "\n"))
		}
		return usagef("kibitz solve kpk: %v", err)
	}
	if fs.NArg() > 0 {
		return usagef("kibitz solve kpk: unexpected argument %q", fs.Arg(0))
	}
	return kpk.Batch(in, out, kpk.BatchOptions{AnyMaterial: *anyMaterial})
}
