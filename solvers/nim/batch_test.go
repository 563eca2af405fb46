package nim

import (
	"context"
	"errors"
	"strings"
	"testing"

	"kibitz/solvers/internal/batch/batchtest"
)

func TestBatch(t *testing.T) {
	only2, err := ParseRule(context.Background(), "2")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name string
		opt  BatchOptions
		in   string
		want string
	}{
		{"normal", BatchOptions{}, "3 4 5\n1 2 3\n\n0\n4611686018427387904 4611686018427387903 3\n",
			"win 1:2\nloss -\nloss -\nwin 1:4\n"},
		{"commas and errors", BatchOptions{}, "3,4,5\n3 x\n  7  \n", "win 1:2\nerror: nim: not_number (heaps 2, \"x\")\nwin 1:7\n"},
		{"errors worded by Describe", BatchOptions{Describe: code}, "3 x\n-1\n1\n", "error: not_number\nerror: negative\nwin 1:1\n"},
		{"misère", BatchOptions{Misere: true}, "1\n0 1\n1 1\n0\n2 1 1\n", "loss -\nloss -\nwin 1:1\nwin -\nwin 1:1\n"},
		{"take-limit", BatchOptions{Rule: AtMost(3)}, "4 8\n5\n", "loss -\nwin 1:1\n"},
		// win - also when stones remain but no heap holds an amount the rule allows.
		{"misère, no amount allowed", BatchOptions{Misere: true, Rule: only2}, "1\n0 1\n1 1\n0\n", "win -\nwin -\nwin -\nwin -\n"},
		{"no final newline", BatchOptions{}, "1", "win 1:1\n"},
		// A line's commas all separate heaps, as they always have: "1,000" is heaps 1 and 0 (unlike /nim's
		// heaps, where it is one heap, as kibitz writes it).
		{"commas never group", BatchOptions{}, "1,000\n720,720\n", "win 1:1\nloss -\n"},
		// Full-width digits and marks, as a Japanese or Chinese keyboard types them, read as ASCII, as /nim
		// reads its heaps; a mistake is quoted as read.
		{"full-width", BatchOptions{}, "３ ４ ５\n１，２，３\n３　４　５\n１．０００ １０００\n３ ｘ\n",
			"win 1:2\nloss -\nwin 1:2\nloss -\nerror: nim: not_number (heaps 2, \"x\")\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			batchtest.Want(t, Batch, tc.opt, tc.in, tc.want)
		})
	}
}

// code words an error by its code alone, for the tests that check that Describe words the error lines
// (the sentences are the catalogue's, tested in commands/nim).
func code(err error) string {
	var ie *InputError
	if !errors.As(err, &ie) {
		return "not an InputError: " + err.Error()
	}
	return string(ie.Code)
}

func TestBatchReportsWriteErrors(t *testing.T) {
	batchtest.WriteErrors(t, Batch, BatchOptions{}, strings.Repeat("3 4 5\n", 10000))
}

func BenchmarkBatch(b *testing.B) {
	in := strings.Repeat("3 4 5 1000000007 123456789012345\n", 1000)
	var out strings.Builder
	for b.Loop() {
		out.Reset()
		if err := Batch(context.Background(), strings.NewReader(in), &out, BatchOptions{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(1000*b.N)/b.Elapsed().Seconds(), "lines/s")
}
