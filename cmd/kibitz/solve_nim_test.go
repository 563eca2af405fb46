package main

import (
	"context"
	"strings"
	"testing"
)

// TestSolveNimErrors: a bad --moves of `kibitz solve nim` is a usage error worded by the catalogue of /nim
// (commands/nim.SolveError). The answers and error lines are tested beside the kind, in commands/nim.
func TestSolveNimErrors(t *testing.T) {
	for _, tc := range []struct {
		name      string
		args      []string
		in, want  string
		code      int
		errSubstr string
	}{
		{name: "bad moves", args: []string{"--moves", "1,y"}, code: 2, errSubstr: "kibitz solve nim: --moves: Move 2 (`y`) is not a whole number."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			setenv(t)
			code, out, errOut := runKibitz(t, context.Background(), tc.in, append([]string{"solve", "nim"}, tc.args...)...)
			if code != tc.code || out != tc.want || !strings.Contains(errOut, tc.errSubstr) || tc.errSubstr == "" && errOut != "" {
				t.Errorf("kibitz solve nim %v = %d\n%s\nstderr %q; want %d\n%s\nstderr with %q", tc.args, code, out, errOut,
					tc.code, tc.want, tc.errSubstr)
			}
		})
	}
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
