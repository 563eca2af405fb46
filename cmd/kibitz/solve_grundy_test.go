package main

import (
	"context"
	"strings"
	"testing"
)

// TestSolveGrundyErrors: `kibitz solve subtraction | divisor | dagame` word their error lines, and a bad
// --moves, in the sentences of the catalogue of /grundy (commands/grundy.SolveError), which the solver's
// errors used to carry.
func TestSolveGrundyErrors(t *testing.T) {
	for _, tc := range []struct {
		name      string
		args      []string
		in, want  string
		code      int
		errSubstr string
	}{
		{name: "subtraction", args: []string{"subtraction", "--moves", "1,2,5"}, in: "x\n10^19\n4\n",
			want: "error: Pile size (\"x\") is not a whole number.\n" +
				"error: Pile size (10^19) is larger than 1,000,000,000,000,000,000.\nwin\n"},
		{name: "subtraction, bad moves", args: []string{"subtraction", "--moves", "5-2"}, code: 2,
			errSubstr: "kibitz solve subtraction: --moves: Move 1 (5-2) is a range that runs backwards; write the smaller number first."},
		{name: "divisor", args: []string{"divisor"}, in: "0\n7\n", want: "error: N (0) is less than 1.\nloss\n"},
		// The bound its help and the README give: 10^18 is answered, the next number refused.
		{name: "divisor, bound", args: []string{"divisor"}, in: "1000000000000000000\n1000000000000000001\n",
			want: "win\nerror: N (1000000000000000001) is larger than 1,000,000,000,000,000,000.\n"},
		{name: "dagame, missing lines", args: []string{"dagame"}, in: "3 5\n1 2\n2 3\n",
			want: "error: The input ends at line 3 after 2 of the 5 edge lines it promised.\n"},
		{name: "dagame, cycle", args: []string{"dagame"}, in: "2 2\n1 2\n2 1\n0\n",
			want: "error: The graph has a cycle through node 1 (1 -> 2 -> 1), so the game could go on forever.\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			setenv(t)
			code, out, errOut := runKibitz(t, context.Background(), tc.in, append([]string{"solve"}, tc.args...)...)
			if code != tc.code || out != tc.want || !strings.Contains(errOut, tc.errSubstr) || tc.errSubstr == "" && errOut != "" {
				t.Errorf("kibitz solve %v = %d\n%s\nstderr %q; want %d\n%s\nstderr with %q", tc.args, code, out, errOut,
					tc.code, tc.want, tc.errSubstr)
			}
		})
	}
}
