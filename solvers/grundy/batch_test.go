package grundy

import (
	"context"
	"errors"
	"strings"
	"testing"
)

func TestBatchSubtraction(t *testing.T) {
	tests := []struct {
		name  string
		moves MoveSet
		in    string
		want  string
	}{
		{"pebble game", MoveSet{1, 2, 5}, "0\n1\n3\n1000000000000000000\n999999999999999999\n10^18\n",
			"loss\nwin\nloss\nwin\nloss\nwin\n"},
		{"errors go on", MoveSet{1, 2, 5}, "x\n1000000000000000001\n4\n",
			"error: grundy: not_number (pile, \"x\")\nerror: grundy: too_large (pile, \"1000000000000000001\", limit 1000000000000000000)\nwin\n"},
		{"bad move set: every case says so", MoveSet{0}, "1\n2\n", "error: grundy: too_small (moves 1, \"0\", limit 1)\nerror: grundy: too_small (moves 1, \"0\", limit 1)\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out strings.Builder
			if err := BatchSubtraction(context.Background(), strings.NewReader(tc.in), &out, SubtractionBatchOptions{Moves: tc.moves}); err != nil {
				t.Fatal(err)
			}
			if out.String() != tc.want {
				t.Errorf("BatchSubtraction(%q) = %q, want %q", tc.in, out.String(), tc.want)
			}
		})
	}
}

func TestBatchDivisor(t *testing.T) {
	tests := []struct {
		name   string
		misere bool
		in     string
		want   string
	}{
		{"normal", false, "1\n7\n12\n10000000000000\n", "loss\nloss\nwin\nwin\n"},
		{"misère", true, "1\n7\n4\n6\n8\n", "win\nwin\nloss\nloss\nwin\n"},
		{"errors", false, "0\nabc\n", "error: grundy: too_small (n, \"0\", limit 1)\nerror: grundy: not_number (n, \"abc\")\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out strings.Builder
			if err := BatchDivisor(context.Background(), strings.NewReader(tc.in), &out, DivisorBatchOptions{Misere: tc.misere}); err != nil {
				t.Fatal(err)
			}
			if out.String() != tc.want {
				t.Errorf("BatchDivisor(%q) = %q, want %q", tc.in, out.String(), tc.want)
			}
		})
	}
}

func TestBatchDAGame(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"young", "2 1\n1 2\n1\n1 1\n", "Young\n"},
		{"cheol", "1 0\n1\n1 1\n", "Cheol\n"},
		{"error", "2 1\n1 3\n0\n", "error: grundy: node_range (edge, line 2, value 3, limit 2)\n"},
		{"cycle", "2 2\n1 2\n2 1\n0\n", "error: grundy: cycle (value 1, cycle 1 2 1)\n"},
		{"empty input prints nothing", "\n \n", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out strings.Builder
			if err := BatchDAGame(context.Background(), strings.NewReader(tc.in), &out, DAGameBatchOptions{}); err != nil {
				t.Fatal(err)
			}
			if out.String() != tc.want {
				t.Errorf("BatchDAGame(%q) = %q, want %q", tc.in, out.String(), tc.want)
			}
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
			return BatchSubtraction(ctx, strings.NewReader("x\n1\n"), out, SubtractionBatchOptions{Moves: MoveSet{1}, Describe: code})
		}, "error: not_number\nwin\n"},
		{"subtraction, bad move set", func(out *strings.Builder) error {
			return BatchSubtraction(ctx, strings.NewReader("1\n"), out, SubtractionBatchOptions{Moves: MoveSet{0}, Describe: code})
		}, "error: too_small\n"},
		{"divisor", func(out *strings.Builder) error {
			return BatchDivisor(ctx, strings.NewReader("0\n7\n"), out, DivisorBatchOptions{Describe: code})
		}, "error: too_small\nloss\n"},
		{"dagame", func(out *strings.Builder) error {
			return BatchDAGame(ctx, strings.NewReader("2 2\n1 2\n2 1\n0\n"), out, DAGameBatchOptions{Describe: code})
		}, "error: cycle\n"},
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

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestBatchReportsWriteErrors(t *testing.T) {
	if err := BatchDAGame(context.Background(), strings.NewReader("1 0\n0\n"), failingWriter{}, DAGameBatchOptions{}); err == nil {
		t.Error("BatchDAGame to a failing writer gave no error")
	}
}
