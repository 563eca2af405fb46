package dagame

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

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

// TestBatchStopsAtTheFirstMistake: a mistake is told as soon as its line is read, not once all of the
// input is: a token count far above MaxTokens, 100,002 lines into an input whose tokens would fill
// MaxInput, is answered while the rest of the input has not come (a generator still writing it, here a
// pipe that never ends), and so is any mistake before it. A later line that is not text, or more input
// than MaxInput, is not looked for then: the first mistake in the order of the lines is the one told.
func TestBatchStopsAtTheFirstMistake(t *testing.T) {
	var edges strings.Builder
	edges.WriteString("500 100000\n")
	for i := range 100000 {
		fmt.Fprintf(&edges, "%d %d\n", i%499+1, i%499+2)
	}
	code := batchtest.CodeOf(func(e *InputError) string { return fmt.Sprintf("%s line %d", e.Code, e.Line) })
	for _, tc := range []struct {
		name, head, want string
	}{
		{"a token count far above the limit", edges.String() + "5000000\n", "error: bad_count line 100002\n"},
		{"a token count of 2^64", edges.String() + "18446744073709551616\n", "error: bad_count line 100002\n"},
		{"too many nodes", "501 0\n", "error: bad_count line 1\n"},
		{"too many edges", "\n\n2 100001\n", "error: bad_count line 3\n"},
		{"an edge out of range", "2 3\n1 2\n1 3\n", "error: node_range line 3\n"},
		{"an edge that M does not count", "2 1\n1 2\n1 2\n", "error: bad_line line 3\n"},
		{"a third token", "2 1\n1 2\n3\n1 7\r\n2 7\r1 7\n", "error: third_token line 6\n"},
		{"a line not text", "2 1\n1 \xff2\n", "error: not_utf8 line 2\n"},
		{"a NUL byte", "2 1\n1 2\n\x00\n", "error: nul line 3\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, w := io.Pipe()
			defer w.Close()
			go w.Write([]byte(tc.head)) // and then nothing, without an end
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			var out strings.Builder
			err := Batch(ctx, r, &out, BatchOptions{Describe: code})
			if err != nil || out.String() != tc.want {
				t.Errorf("Batch = %q, %v; want %q as soon as the line came", out.String(), err, tc.want)
			}
		})
	}
	// The first mistake in the order of the lines, whatever follows it.
	for _, tc := range []struct{ name, in, want string }{
		{"then a NUL byte", "2 1\n1 2\n5000000\n\x00\n", "error: bad_count line 3\n"},
		{"then more than MaxInput", "2 1\n1 2\n5000000\n" + strings.Repeat("1 1\n", MaxInput/4+1), "error: bad_count line 3\n"},
		{"a NUL byte first", "2 1\n\x001 2\n5000000\n", "error: nul line 2\n"},
	} {
		var out strings.Builder
		if err := Batch(context.Background(), strings.NewReader(tc.in), &out, BatchOptions{Describe: code}); err != nil || out.String() != tc.want {
			t.Errorf("%s: Batch = %q, %v; want %q", tc.name, out.String(), err, tc.want)
		}
	}
}
