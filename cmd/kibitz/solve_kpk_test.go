package main

import (
	"context"
	"strings"
	"testing"
)

// TestSolveKPK runs `kibitz solve kpk` as docs/contract.md §4 has it: one answer line per non-blank input
// line, in order, `error: ` lines for bad cases with the run going on and exit status 0.
func TestSolveKPK(t *testing.T) {
	for _, tc := range []struct {
		name      string
		args      []string
		in, want  string
		code      int
		errSubstr string // in stderr, for usage errors
	}{
		{name: "FEN lines", in: "8/8/8/1k6/8/8/K5P1/8 w - - 0 1\n\n8/k5p1/8/8/1K6/8/8/8 b - - 0 1\n" +
			"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\nk7/P7/1K6/8/8/8/8/8 b - - 0 1\n",
			want: "win 55 a2b3\nwin 55 a7b6\ndraw - e8d7\ndraw - -\n"},
		{name: "bad lines go on", in: "Ke1 Pa2 kd2\nKa1 Qb2 ke6 w\nKe1 Pe2 ke8 w\n",
			want: "error: The kings stand next to each other (e1 and d2).\n" +
				"error: The position needs one pawn besides the two kings, not a white queen. kibitz solve kpk --any takes every material from K v K to K+Q v K.\nwin 43 e1d2\n"},
		{name: "-any takes what a game turns into", args: []string{"-any"}, in: "Ka1 Qb2 ke6 w\nKc6 Ra8 kc8 b\n",
			want: "win 19 b2b1\nloss 0 -\n"},
		{name: "unknown flag", args: []string{"-fast"}, code: 2, errSubstr: "kibitz solve kpk: flag provided but not defined: -fast"},
		{name: "extra argument", args: []string{"positions.txt"}, code: 2, errSubstr: `kibitz solve kpk: unexpected argument "positions.txt"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			setenv(t)
			code, out, errOut := runKibitz(t, context.Background(), tc.in, append([]string{"solve", "kpk"}, tc.args...)...)
			if code != tc.code || out != tc.want || !strings.Contains(errOut, tc.errSubstr) || tc.errSubstr == "" && errOut != "" {
				t.Errorf("kibitz solve kpk %v = %d\n%s\nstderr %q; want %d\n%s\nstderr with %q", tc.args, code, out, errOut,
					tc.code, tc.want, tc.errSubstr)
			}
		})
	}
}
