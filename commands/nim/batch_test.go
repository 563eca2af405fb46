package nim

import (
	"errors"
	"testing"

	"kibitz/commands"
	"kibitz/commands/commandtest"
)

// TestBatch: `kibitz solve nim` answers a line a position under the rules its flags set, words its error
// lines, and a bad --moves, in the sentences of /nim's catalogue (SolveError).
func TestBatch(t *testing.T) {
	for _, tc := range []struct {
		name     string
		args     []string
		in, want string
		usage    string // the *commands.UsageError's message, for a bad flag
	}{
		{name: "positions", in: "3 4 5\n\n1 2 3\n", want: "win 1:2\nloss -\n"},
		{name: "misère, at most 3", args: []string{"--misere", "--moves", "1-3"}, in: "1\n0 0\n", want: "loss -\nwin -\n"},
		{name: "bad lines go on", in: "3 x\n3,,4\n99999999999999999999\n1\n",
			want: "error: Heap 2 (\"x\") is not a whole number.\n" +
				"error: Heap 2 is empty; separate the numbers with single commas or spaces.\n" +
				"error: Heap 1 (99999999999999999999) is larger than 9,223,372,036,854,775,807.\nwin 1:1\n"},
		{name: "bad moves", args: []string{"--moves", "1,y"}, in: "1\n", usage: `--moves: Move 2 ("y") is not a whole number.`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := commandtest.RunBatch(commands.Kind(New(commands.Env{}, Config{}), "nim").Run, tc.args, tc.in)
			var ue *commands.UsageError
			switch {
			case tc.usage != "":
				if out != "" || !errors.As(err, &ue) || ue.Msg != tc.usage {
					t.Errorf("kibitz solve nim %v = %q, %v; want no output and the usage error %q", tc.args, out, err, tc.usage)
				}
			case err != nil || out != tc.want:
				t.Errorf("kibitz solve nim %v = %q, %v; want %q", tc.args, out, err, tc.want)
			}
		})
	}
}
