package grundy

import (
	"errors"
	"testing"

	"kibitz/commands"
	"kibitz/commands/commandtest"
)

// TestBatches: `kibitz solve subtraction | divisor | dagame` answer their cases, word their error lines,
// and a bad --moves, in the sentences of /grundy's catalogue (SolveError).
func TestBatches(t *testing.T) {
	for _, tc := range []struct {
		name     string
		kind     string
		args     []string
		in, want string
		usage    string // the *commands.UsageError's message, for a bad flag
	}{
		{name: "subtraction", kind: "subtraction", args: []string{"--moves", "1,2,5"}, in: "x\n10^19\n4\n3\n",
			want: "error: Pile size (\"x\") is not a whole number.\n" +
				"error: Pile size (10^19) is larger than 1,000,000,000,000,000,000.\nwin\nloss\n"},
		{name: "subtraction, bad moves", kind: "subtraction", args: []string{"--moves", "5-2"},
			usage: "--moves: Move 1 (5-2) is a range that runs backwards; write the smaller number first."},
		{name: "subtraction, no moves", kind: "subtraction", usage: "--moves is required, e.g. --moves 1,2,5"},
		{name: "divisor", kind: "divisor", in: "0\n7\n12\n", want: "error: N (0) is less than 1.\nloss\nwin\n"},
		{name: "divisor, misère", kind: "divisor", args: []string{"--misere"}, in: "7\n", want: "win\n"},
		// The bound its help and the README give: 10^18 is answered, the next number refused.
		{name: "divisor, bound", kind: "divisor", in: "1000000000000000000\n1000000000000000001\n",
			want: "win\nerror: N (1000000000000000001) is larger than 1,000,000,000,000,000,000.\n"},
		{name: "dagame", kind: "dagame", in: "2 1\n1 2\n1\n1 1\n", want: "Young\n"},
		{name: "dagame, missing lines", kind: "dagame", in: "3 5\n1 2\n2 3\n",
			want: "error: The input ends at line 3 after 2 of the 5 edge lines it promised.\n"},
		{name: "dagame, cycle", kind: "dagame", in: "2 2\n1 2\n2 1\n0\n",
			want: "error: The graph has a cycle through node 1 (1 -> 2 -> 1), so the game could go on forever.\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := commandtest.RunBatch(commands.Kind(New(commands.Env{}, Config{}), tc.kind).Run, tc.args, tc.in)
			var ue *commands.UsageError
			switch {
			case tc.usage != "":
				if out != "" || !errors.As(err, &ue) || ue.Msg != tc.usage {
					t.Errorf("kibitz solve %s %v = %q, %v; want no output and the usage error %q", tc.kind, tc.args, out, err, tc.usage)
				}
			case err != nil || out != tc.want:
				t.Errorf("kibitz solve %s %v = %q, %v; want %q", tc.kind, tc.args, out, err, tc.want)
			}
		})
	}
}
