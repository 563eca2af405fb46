package subtraction

import (
	"context"
	"errors"
	"strings"
	"testing"

	"kibitz/solvers/internal/batch/batchtest"
)

func TestBatch(t *testing.T) {
	tests := []struct {
		name  string
		moves MoveSet
		in    string
		want  string
	}{
		{"pebble game", MoveSet{1, 2, 5}, "0\n1\n3\n1000000000000000000\n999999999999999999\n10^18\n",
			"loss\nwin\nloss\nwin\nloss\nwin\n"},
		{"errors go on", MoveSet{1, 2, 5}, "x\n1000000000000000001\n4\n",
			"error: subtraction: not_number (pile, \"x\")\nerror: subtraction: too_large (pile, \"1000000000000000001\", limit 1000000000000000000)\nwin\n"},
		{"bad move set: every case says so", MoveSet{0}, "1\n2\n", "error: subtraction: too_small (moves 1, \"0\", limit 1)\nerror: subtraction: too_small (moves 1, \"0\", limit 1)\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			batchtest.Want(t, Batch, BatchOptions{Moves: tc.moves}, tc.in, tc.want)
		})
	}
}

// TestBatchDescribe: each kind words its error lines with its options' Describe (the sentences are the
// catalogue's, tested in commands/grundy).
func TestBatchDescribe(t *testing.T) {
	code := func(err error) string {
		var ie *InputError
		if !errors.As(err, &ie) {
			return "not an InputError: " + err.Error()
		}
		return string(ie.Code)
	}
	ctx := context.Background()
	for _, tc := range []struct {
		name string
		run  func(out *strings.Builder) error
		want string
	}{
		{"subtraction", func(out *strings.Builder) error {
			return Batch(ctx, strings.NewReader("x\n1\n"), out, BatchOptions{Moves: MoveSet{1}, Describe: code})
		}, "error: not_number\nwin\n"},
		{"subtraction, bad move set", func(out *strings.Builder) error {
			return Batch(ctx, strings.NewReader("1\n"), out, BatchOptions{Moves: MoveSet{0}, Describe: code})
		}, "error: too_small\n"},
	} {
		var out strings.Builder
		if err := tc.run(&out); err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		if out.String() != tc.want {
			t.Errorf("%s: %q, want %q", tc.name, out.String(), tc.want)
		}
	}
}

func TestBatchReportsWriteErrors(t *testing.T) {
	batchtest.WriteErrors(t, Batch, BatchOptions{Moves: MoveSet{1}}, "1\n")
}
