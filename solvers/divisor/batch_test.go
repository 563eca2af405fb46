package divisor

import (
	"testing"

	"kibitz/solvers/internal/batch/batchtest"
)

func TestBatch(t *testing.T) {
	tests := []struct {
		name   string
		misere bool
		in     string
		want   string
	}{
		{"normal", false, "1\n7\n12\n10000000000000\n", "loss\nloss\nwin\nwin\n"},
		// N grouped by commas in threes is one number, as kibitz writes it (it used to be an error).
		{"grouped", false, "720720\n720,720\n1,000,000,000,000,000,000\n1,2\n", "win\nwin\nwin\nerror: divisor: not_number (n, \"1,2\")\n"},
		{"misère", true, "1\n7\n4\n6\n8\n", "win\nwin\nloss\nloss\nwin\n"},
		// Full-width digits and marks read as ASCII, as /grundy divisor reads its N.
		{"full-width", false, "７\n１２\n７２０，７２０\n２＾４０\n１ｘ\n", "loss\nwin\nwin\nwin\nerror: divisor: not_number (n, \"1x\")\n"},
		{"errors", false, "0\nabc\n", "error: divisor: too_small (n, \"0\", limit 1)\nerror: divisor: not_number (n, \"abc\")\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			batchtest.Want(t, Batch, BatchOptions{Misere: tc.misere}, tc.in, tc.want)
		})
	}
}

// TestBatchDescribe: the error lines are worded by the options' Describe (the sentences are the
// catalogue's, tested in commands/grundy).
func TestBatchDescribe(t *testing.T) {
	code := batchtest.CodeOf(func(e *InputError) string { return string(e.Code) })
	batchtest.Want(t, Batch, BatchOptions{Describe: code}, "0\n7\n", "error: too_small\nloss\n")
}

func TestBatchReportsWriteErrors(t *testing.T) {
	batchtest.WriteErrors(t, Batch, BatchOptions{}, "12\n")
}
