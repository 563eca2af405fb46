package main

import (
	"testing"
)

// TestSolveGrundyErrors: a bad or missing --moves of `kibitz solve subtraction` is a usage error worded by
// the catalogue of /grundy (commands/grundy.SolveError). The answers and error lines of subtraction,
// divisor and dagame are tested beside them, in commands/grundy.
func TestSolveGrundyErrors(t *testing.T) {
	checkSolveCalls(t, []solveCall{
		{name: "subtraction, bad moves", args: []string{"subtraction", "--moves", "5-2"}, code: 2,
			errSubstr: "kibitz solve subtraction: --moves: Entry 1 (`5-2`) is a range that runs backwards; write the smaller amount first."},
		{name: "subtraction, no moves", args: []string{"subtraction"}, in: "3\n", code: 2,
			errSubstr: "kibitz solve subtraction: --moves is required, e.g. --moves 1,2,5"},
	})
}
