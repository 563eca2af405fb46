package main

import "io"

// solveWordle is `kibitz solve wordle`; its solver has not landed yet.
func solveWordle(args []string, in io.Reader, out io.Writer) error {
	return usagef("kibitz solve wordle: unknown kind for now (%v)", errNotBuilt)
}
