package dagame

import (
	"context"
	"strings"
	"testing"

	"kibitz/solvers/internal/batch/batchtest"
)

func TestBatch(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"young", "2 1\n1 2\n1\n1 1\n", "Young\n"},
		{"cheol", "1 0\n1\n1 1\n", "Cheol\n"},
		{"error", "2 1\n1 3\n0\n", "error: dagame: node_range (edge, line 2, value 3, limit 2)\n"},
		{"cycle", "2 2\n1 2\n2 1\n0\n", "error: dagame: cycle (value 1, cycle 1 2 1)\n"},
		{"empty input prints nothing", "\n \n", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			batchtest.Want(t, Batch, BatchOptions{}, tc.in, tc.want)
		})
	}
}

// TestBatchDescribe: the error line is worded by the options' Describe (the sentences are the
// catalogue's, tested in commands/grundy).
func TestBatchDescribe(t *testing.T) {
	code := batchtest.CodeOf(func(e *InputError) string { return string(e.Code) })
	batchtest.Want(t, Batch, BatchOptions{Describe: code}, "2 2\n1 2\n2 1\n0\n", "error: cycle\n")
}

// TestBatchMaxInput: the input is read up to MaxInput bytes of text. A game of that many is answered
// (blank lines fill it); a byte more is refused by an error line that names the limit, in the words every
// kind of kibitz solve uses for an input too long (not its game's catalogue, Describe), and is not read
// whole.
func TestBatchMaxInput(t *testing.T) {
	const game = "2 1\n1 2\n1\n1 1\n"
	const tooLong = "error: The input is longer than 33,554,432 bytes, the most one case may take; it was not solved.\n"
	code := batchtest.CodeOf(func(e *InputError) string { return string(e.Code) })
	for _, tc := range []struct {
		name, in string
		opt      BatchOptions
		want     string
	}{
		{"the limit", game + strings.Repeat("\n", MaxInput-len(game)), BatchOptions{}, "Young\n"},
		{"a byte over", game + strings.Repeat("\n", MaxInput-len(game)+1), BatchOptions{}, tooLong},
		{"a byte over, worded", game + strings.Repeat("\n", MaxInput-len(game)+1), BatchOptions{Describe: code}, tooLong},
		{"twice the limit in spaces", strings.Repeat(" ", 2*MaxInput), BatchOptions{}, tooLong},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out strings.Builder
			if err := Batch(context.Background(), strings.NewReader(tc.in), &out, tc.opt); err != nil || out.String() != tc.want {
				t.Errorf("Batch of %d bytes = %q, %v; want %q", len(tc.in), out.String(), err, tc.want)
			}
		})
	}
}

func TestBatchReportsWriteErrors(t *testing.T) {
	batchtest.WriteErrors(t, Batch, BatchOptions{}, "1 0\n0\n")
}

// TestInputErrorText: Error() is a short text for developers, the code and the fields that are set; the
// sentences users read are the catalogue's (commands/grundy/messages.go).
func TestInputErrorText(t *testing.T) {
	for _, tc := range []struct {
		err  *InputError
		want string
	}{
		{&InputError{Code: CodeCycle, Value: 2, Cycle: []int{2, 3, 2}}, "dagame: cycle (value 2, cycle 2 3 2)"},
		{&InputError{Code: CodeNodeRange, Field: FieldEdge, Line: 4, Value: 9, Limit: 5}, "dagame: node_range (edge, line 4, value 9, limit 5)"},
		{&InputError{Code: CodeThirdToken, Field: FieldToken, Index: 3, Value: 7}, "dagame: third_token (token 3, value 7)"},
		{&InputError{Code: CodeEmpty, Field: FieldHeader}, "dagame: empty (header)"},
	} {
		if got := tc.err.Error(); got != tc.want {
			t.Errorf("Error() = %q, want %q", got, tc.want)
		}
	}
}
