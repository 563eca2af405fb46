package main

import "io"

// solveKPK is `kibitz solve kpk`; its solver has not landed yet.
func solveKPK(args []string, in io.Reader, out io.Writer) error {
	return usagef("kibitz solve kpk: unknown kind for now (%v)", errNotBuilt)
}
