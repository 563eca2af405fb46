package main

import (
	"context"
	"strings"
	"testing"
)

// TestSolveNimErrors: `kibitz solve nim` words its error lines, and a bad --moves, in the sentences of the
// catalogue of /nim (commands/nim.SolveError), which the solver's errors used to carry.
func TestSolveNimErrors(t *testing.T) {
	for _, tc := range []struct {
		name      string
		args      []string
		in, want  string
		code      int
		errSubstr string
	}{
		{name: "bad lines go on", in: "3 x\n3,,4\n99999999999999999999\n1\n",
			want: "error: Heap 2 (\"x\") is not a whole number.\n" +
				"error: Heap 2 is empty; separate the numbers with single commas or spaces.\n" +
				"error: Heap 1 (99999999999999999999) is larger than 9,223,372,036,854,775,807.\nwin 1:1\n"},
		{name: "bad moves", args: []string{"--moves", "1,y"}, code: 2, errSubstr: `kibitz solve nim: --moves: Move 2 ("y") is not a whole number.`},
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
	for _, want := range []string{"separated by spaces or commas", "win H:K", "loss -", "win - when the position is won with no move to make (misère play", "whoever makes the last move loses"} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("kibitz solve nim -h = %d, lacks %q:\n%s", code, want, out)
		}
	}
}
