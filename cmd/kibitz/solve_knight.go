package main

import "io"

// solveKnight is `kibitz solve knight`; its solver has not landed yet.
func solveKnight(args []string, in io.Reader, out io.Writer) error {
	return usagef("kibitz solve knight: unknown kind for now (%v)", errNotBuilt)
}
