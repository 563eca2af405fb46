package main

import "io"

// solveDAGame is `kibitz solve dagame`; its solver has not landed yet.
func solveDAGame(args []string, in io.Reader, out io.Writer) error {
	return usagef("kibitz solve dagame: unknown kind for now (%v)", errNotBuilt)
}
