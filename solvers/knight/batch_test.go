package knight

import (
	"bytes"
	"context"
	"strconv"
	"strings"
	"testing"

	"kibitz/solvers/internal/batch/batchtest"
)

// parseTourLine reads a line of Batch output back into squares (0-based).
func parseTourLine(t *testing.T, line string) []Square {
	t.Helper()
	var out []Square
	for _, f := range strings.Fields(line) {
		r, c, ok := strings.Cut(f, ",")
		rr, err1 := strconv.Atoi(r)
		cc, err2 := strconv.Atoi(c)
		if !ok || err1 != nil || err2 != nil {
			t.Fatalf("bad square %q in output", f)
		}
		out = append(out, Square{rr - 1, cc - 1})
	}
	return out
}

// codeOf words an error by its code alone, so that the tests of Batch check codes, not sentences (the
// sentences are commands/knight's).
var codeOf = batchtest.CodeOf(func(e *InputError) string { return string(e.Code) })

func TestBatch(t *testing.T) {
	tests := []struct {
		name string
		in   string
		opt  BatchOptions // Describe is codeOf unless set
		want []string     // "tour" for a line that must be a valid tour of that line's problem; "error: " any error
	}{
		{"tours and none", "8 1 1\n2 1 1\n5 1 2\n5 1 1\n", BatchOptions{Method: MethodConstruct}, []string{"tour", "none", "none", "tour"}},
		{"one square", "1 1 1\n", BatchOptions{}, []string{"1,1"}},
		{"blank lines skipped", "\n  \n3 4 1 1\r\n\n", BatchOptions{}, []string{"tour"}},
		{"rectangles", "3 7 1 1\n3 7 2 4\n4 9 2 3\n4 9 4 9\n", BatchOptions{Method: MethodConstruct}, []string{"tour", "none", "none", "tour"}},
		{"bad lines go on", "hello\n8 9 9\n8 1 1\n", BatchOptions{}, []string{"error: bad_format", "error: start_off_board", "tour"}},
		{"closed", "8 1 1\n5 1 1\n3 10 2 2\n3 8 1 1\n", BatchOptions{Closed: true}, []string{"tour", "none", "tour", "none"}},
		{"warnsdorff only", "7 2 2\n8 1 1\n", BatchOptions{Method: MethodWarnsdorff}, []string{"error: dead_end", "tour"}},
		{"limit", "100 1 1\n", BatchOptions{MaxSquares: 100}, []string{"error: board_too_large"}},
		{"no final newline", "6 1 1", BatchOptions{}, []string{"tour"}},
		{"overlong lines go on", strings.Repeat("1", 2<<20) + "\n8 1 1\n5 " + strings.Repeat(" ", MaxLine) + "1 1",
			BatchOptions{}, []string{"error: ", "tour", "error: "}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.opt.Describe == nil {
				tt.opt.Describe = codeOf
			}
			var out bytes.Buffer
			if err := Batch(context.Background(), strings.NewReader(tt.in), &out, tt.opt); err != nil {
				t.Fatalf("Batch: %v", err)
			}
			got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			if len(got) != len(tt.want) {
				t.Fatalf("Batch(%q) gave %d lines, want %d:\n%s", tt.in, len(got), len(tt.want), out.String())
			}
			var lines []string
			for l := range strings.Lines(tt.in) {
				if strings.TrimSpace(l) != "" {
					lines = append(lines, l)
				}
			}
			for i, w := range tt.want {
				switch {
				case w == "tour":
					p, err := Parse(lines[i])
					if err != nil {
						t.Fatal(err)
					}
					if err := Verify(p.Board, p.Start, parseTourLine(t, got[i]), tt.opt.Closed); err != nil {
						t.Errorf("line %d (%q): %v", i+1, lines[i], err)
					}
				case w == "error: ":
					if !strings.HasPrefix(got[i], w) {
						t.Errorf("line %d = %q, want an error", i+1, got[i])
					}
				case got[i] != w:
					t.Errorf("line %d = %q, want %q", i+1, got[i], w)
				}
			}
		})
	}
}

// TestBatchDescribeNil: without Describe, an error line is the error's own text.
func TestBatchDescribeNil(t *testing.T) {
	var out bytes.Buffer
	if err := Batch(context.Background(), strings.NewReader("7 2 2\n"), &out, BatchOptions{Method: MethodWarnsdorff}); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), "error: knight: dead_end (7 x 7 from 2,2, 43 of 49 squares)\n"; got != want {
		t.Errorf("Batch = %q, want %q", got, want)
	}
}

func TestBatchWriteError(t *testing.T) {
	batchtest.WriteErrors(t, Batch, BatchOptions{}, "300 1 1\n")
}

func TestBatchLargeBoard(t *testing.T) {
	var out bytes.Buffer
	if err := Batch(context.Background(), strings.NewReader("4 1000 1 500\n1000 999 500 500\n"), &out, BatchOptions{Method: MethodConstruct}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	for i, p := range []Problem{{Board{4, 1000}, Square{0, 499}}, {Board{1000, 999}, Square{499, 499}}} {
		if err := Verify(p.Board, p.Start, parseTourLine(t, lines[i]), false); err != nil {
			t.Errorf("line %d: %v", i+1, err)
		}
	}
}
