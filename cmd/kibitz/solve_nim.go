package main

import "io"

// solveNim is `kibitz solve nim`; its solver has not landed yet.
func solveNim(args []string, in io.Reader, out io.Writer) error {
	return usagef("kibitz solve nim: unknown kind for now (%v)", errNotBuilt)
}
