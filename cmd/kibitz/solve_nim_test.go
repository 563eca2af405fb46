package main

import (
	"context"
	"strings"
	"testing"
)

// TestSolveNimErrors: a bad --moves of `kibitz solve nim` is a usage error worded by the catalogue of /nim
// (commands/nim.SolveError). The answers and error lines are tested beside the kind, in commands/nim.
func TestSolveNimErrors(t *testing.T) {
	checkSolveCalls(t, []solveCall{
		{name: "bad moves", args: []string{"nim", "--moves", "1,y"}, code: 2, errSubstr: "kibitz solve nim: --moves: Entry 2 (`y`) is neither a whole number nor a range such as 1-3."},
	})
}

// TestSolveNimHelp: -h says what a line may hold and every answer a line may get.
func TestSolveNimHelp(t *testing.T) {
	setenv(t)
	code, out, _ := runKibitz(t, context.Background(), "", "solve", "nim", "-h")
	for _, want := range []string{"separated by spaces or commas", "win H:K", "loss -", "win - in misère play when the player to move cannot move", "whoever makes the last move loses"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("kibitz solve nim -h = %d, lacks %q:\n%s", code, want, out)
		}
	}
}
