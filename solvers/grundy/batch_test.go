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
			"error: Pile size (\"x\") is not a whole number.\nerror: Pile size (1000000000000000001) is larger than 1000000000000000000.\nwin\n"},
		{"bad move set: every case says so", MoveSet{0}, "1\n2\n", "error: Move 1 (0) is less than 1.\nerror: Move 1 (0) is less than 1.\n"},
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
		{"errors", false, "0\nabc\n", "error: N (0) is less than 1.\nerror: N (\"abc\") is not a whole number.\n"},
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
		{"error", "2 1\n1 3\n0\n", "error: Line 2 names node 3, but the nodes are 1 to 2.\n"},
		{"cycle", "2 2\n1 2\n2 1\n0\n", "error: The graph has a cycle through node 1 (1 -> 2 -> 1), so the game could go on forever.\n"},
		{"empty input prints nothing", "\n \n", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var out strings.Builder
			if err := BatchDAGame(context.Background(), strings.NewReader(tc.in), &out); err != nil {
				t.Fatal(err)
			}
			if out.String() != tc.want {
				t.Errorf("BatchDAGame(%q) = %q, want %q", tc.in, out.String(), tc.want)
			}
		})
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestBatchReportsWriteErrors(t *testing.T) {
	if err := BatchDAGame(context.Background(), strings.NewReader("1 0\n0\n"), failingWriter{}); err == nil {
		t.Error("BatchDAGame to a failing writer gave no error")
	}
}
