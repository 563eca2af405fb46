package main

import "io"

// solveTicTacToe is `kibitz solve tictactoe`; its solver has not landed yet.
func solveTicTacToe(args []string, in io.Reader, out io.Writer) error {
	return usagef("kibitz solve tictactoe: unknown kind for now (%v)", errNotBuilt)
}
