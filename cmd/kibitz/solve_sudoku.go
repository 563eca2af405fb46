package main

import "io"

// solveSudoku is `kibitz solve sudoku`; its solver has not landed yet.
func solveSudoku(args []string, in io.Reader, out io.Writer) error {
	return usagef("kibitz solve sudoku: unknown kind for now (%v)", errNotBuilt)
}
