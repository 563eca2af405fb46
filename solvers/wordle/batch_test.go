package wordle

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	"kibitz/solvers/internal/batch/batchtest"
)

// code words a case's error by its code and row, so that the cases check codes rather than sentences
// (commands/wordle words them for kibitz solve).
func code(err error) string {
	var ie *InputError
	if !errors.As(err, &ie) {
		return "not an InputError: " + err.Error()
	}
	if ie.Row > 0 {
		return fmt.Sprintf("%s row %d", ie.Code, ie.Row)
	}
	return string(ie.Code)
}

func TestBatch(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   string
		opt  BatchOptions
		want string
	}{
		{"start", "-\n", BatchOptions{}, "salet 2315\n"},
		{"blank lines skipped", "\n  \n-\n\r\n", BatchOptions{}, "salet 2315\n"},
		{"on the tree", "salet=bbbbb\nsalet=bbbbb courd=bbbbb\n", BatchOptions{}, "courd 221\nnymph 14\n"},
		{"found", "crane=ggggg\n", BatchOptions{}, "crane 1\n"},
		{"contradiction", "crane=ggggg salet=ggggg\ncrane=ggggg crane=bbbbb\n", BatchOptions{Describe: code},
			"error: no_answer row 2\nerror: conflict row 2\n"},
		{"bad lines go on", "crane\n-\ncrane=ggggy\n", BatchOptions{Describe: code},
			"error: bad_row row 1\nsalet 2315\nerror: impossible_feedback row 1\n"},
		{"no Describe keeps Error()", "crane\n", BatchOptions{}, "error: wordle: bad_row (row 1, text \"crane\")\n"},
		{"play", "", BatchOptions{Play: "eerie"}, "salet=bbbyb drone=bybbg reive=ygybg eerie=ggggg\n"},
		{"play hard", "", BatchOptions{Play: "vivid", Options: Options{Hard: true}}, ""},
		{"play not an answer", "", BatchOptions{Play: "salet", Describe: code}, "error: not_answer\n"},
		{"play not a word", "", BatchOptions{Play: "sal", Describe: code}, "error: not_five_letters\n"},
		{"eval", "", BatchOptions{Eval: true},
			"average 3.4212\nworst 5\nhistogram 1:0 2:79 3:1225 4:968 5:43 6:0\n"},
		{"eval hard", "", BatchOptions{Eval: true, Options: Options{Hard: true}},
			"average 3.5084\nworst 6\nhistogram 1:0 2:126 3:1053 4:983 5:139 6:14\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			if err := Batch(context.Background(), strings.NewReader(tc.in), &out, tc.opt); err != nil {
				t.Fatalf("Batch: %v", err)
			}
			got := out.String()
			if tc.want == "" {
				if !strings.HasSuffix(got, tc.opt.Play+"=ggggg\n") {
					t.Fatalf("Batch(%q) = %q, want a game ending in %s=ggggg", tc.in, got, tc.opt.Play)
				}
				return
			}
			if got != tc.want {
				t.Fatalf("Batch(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

// TestBatchLinesMatchInput checks one output line per non-blank input line, whatever the lines hold.
func TestBatchLinesMatchInput(t *testing.T) {
	in := "-\nfoo\n\ncrane=bbbbb\ncrane=gg\nsalet=bbbbb courd=bbbbb nymph=ggggg\n=\n"
	var out bytes.Buffer
	if err := Batch(context.Background(), strings.NewReader(in), &out, BatchOptions{Options: Options{Hard: true}}); err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(out.String(), "\n"); got != 6 {
		t.Errorf("Batch gave %d lines for 6 cases:\n%s", got, out.String())
	}
}

func TestBatchWriteError(t *testing.T) {
	batchtest.WriteErrors(t, Batch, BatchOptions{}, "-\n")
}
