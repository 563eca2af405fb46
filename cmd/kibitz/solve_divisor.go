package main

import "io"

// solveDivisor is `kibitz solve divisor`; its solver has not landed yet.
func solveDivisor(args []string, in io.Reader, out io.Writer) error {
	return usagef("kibitz solve divisor: unknown kind for now (%v)", errNotBuilt)
}
