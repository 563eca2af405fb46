package main

import "io"

// solveSubtraction is `kibitz solve subtraction`; its solver has not landed yet.
func solveSubtraction(args []string, in io.Reader, out io.Writer) error {
	return usagef("kibitz solve subtraction: unknown kind for now (%v)", errNotBuilt)
}
