// Package solvetest runs, in a game's tests, the kinds of `kibitz solve` the game declares
// (commands.BatchGame): a kind on a string of cases, and a table of runs with the output or the usage
// error each must give. It imports package commands, which commandtest does not, so that the tests of
// package commands itself can use commandtest; the kinds' command line (the "kibitz solve KIND: "
// prefix, the exit status, the help) is cmd/kibitz's, and its tests check it.
package solvetest

import (
	"context"
	"errors"
	"strings"
	"testing"

	"kibitz/commands"
)

// Run runs kind with args on in (commands.Batch.Run) and returns what it wrote and its error: the flag
// package's for a flag it cannot parse, a *commands.UsageError for a mistake the kind finds in its flags.
func Run(kind commands.Batch, args []string, in string) (string, error) {
	var out strings.Builder
	err := kind.Run(context.Background(), args, strings.NewReader(in), &out)
	return out.String(), err
}

// Case is a run of a kind and what it gives: its output, or, for flags the kind refuses, no output
// and a usage error.
type Case struct {
	Name string
	// Kind is the kind run, by its name; "" for the game's only one.
	Kind     string
	Args     []string
	In, Want string
	// Usage is the *commands.UsageError's message, for a run that must refuse its flags.
	Usage string
}

// Check runs each case, as a subtest, on the kinds g declares.
func Check(t *testing.T, g commands.BatchGame, cases []Case) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.Name, func(t *testing.T) {
			kind := g.Batches()[0]
			if tc.Kind != "" {
				kind = commands.Kind(g, tc.Kind)
			}
			out, err := Run(kind, tc.Args, tc.In)
			var ue *commands.UsageError
			switch {
			case tc.Usage != "":
				if out != "" || !errors.As(err, &ue) || ue.Msg != tc.Usage {
					t.Errorf("kibitz solve %s %v = %q, %v; want no output and the usage error %q", kind.Name, tc.Args, out, err, tc.Usage)
				}
			case err != nil || out != tc.Want:
				t.Errorf("kibitz solve %s %v = %q, %v; want %q", kind.Name, tc.Args, out, err, tc.Want)
			}
		})
	}
}
