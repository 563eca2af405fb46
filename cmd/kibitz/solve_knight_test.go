package main

import (
	"context"
	"io"
	"strconv"
	"strings"
	"testing"

	"kibitz/solvers/knight"
)

// knightLineTour reads an output line of `kibitz solve knight` back into squares (0-based) and checks it
// with knight.Verify, which shares no code with the solvers.
func knightLineTour(t *testing.T, problem, line string, closed bool) {
	t.Helper()
	p, err := knight.Parse(problem)
	if err != nil {
		t.Fatalf("Parse(%q): %v", problem, err)
	}
	var squares []knight.Square
	for _, f := range strings.Fields(line) {
		r, c, ok := strings.Cut(f, ",")
		row, err1 := strconv.Atoi(r)
		col, err2 := strconv.Atoi(c)
		if !ok || err1 != nil || err2 != nil {
			t.Fatalf("%q: %q is not r,c", problem, f)
		}
		squares = append(squares, knight.Square{Row: row - 1, Col: col - 1})
	}
	if err := knight.Verify(p.Board, p.Start, squares, closed); err != nil {
		t.Errorf("%q (closed %v): %v", problem, closed, err)
	}
}

// TestSolveKnight runs `kibitz solve knight` with each flag: one output line per non-blank input line,
// tours that validate, "none" where no tour exists, "error: ..." for a bad line, and exit status 0.
func TestSolveKnight(t *testing.T) {
	tests := []struct {
		name string
		args []string
		in   string
		want []string // "tour" for a tour of that line's problem
	}{
		{"default", nil, "8 1 1\n5 1 2\n\n3 4 1 1\nbad\n4 9 2 5\n1000 999 500 1\n",
			[]string{"tour", "none", "tour", "error: ", "none", "tour"}},
		{"closed", []string{"--closed"}, "8 1 1\n5 1 1\n3 10 2 2\n4 10 1 1\n10 3 4 2\n",
			[]string{"tour", "none", "tour", "none", "tour"}},
		{"warnsdorff alone", []string{"--method", "warnsdorff"}, "7 2 2\n8 1 1\n",
			[]string{"error: Warnsdorff's rule ran into a dead end after 43 of 49 squares.", "tour"}},
		{"warnsdorff closed", []string{"--method", "warnsdorff", "--closed"}, "8 1 1\n",
			[]string{"error: Warnsdorff's rule visited all 64 squares, but its last square is not a knight's move from the first, so it found no closed tour."}},
		{"too large, in sides", nil, "5001 1 1\n3 9000000 1 1\n99999999999999999999 1 1\n",
			[]string{"error: The 5,001 x 5,001 board is too large: the most allowed is 25,000,000 squares (5,000 x 5,000 for a square board).",
				"error: The 3 x 9,000,000 board is too large: the most allowed is 25,000,000 squares, so with 3 rows, at most 8,333,333 columns.",
				`error: The board "99999999999999999999 1 1" is too large`}},
		{"auto", []string{"--method=auto"}, "7 2 2\n4 10 1 5\n", []string{"tour", "tour"}},
		{"max squares, grouped", []string{"--max-squares", "1,000"}, "31 1 1\n32 1 1\n", []string{"tour", "error: The 32 x 32 board is too large: the most allowed is 1,000 squares (31 x 31 for a square board). --max-squares set that limit; it can go up to 25,000,000."}},
		{"max squares", []string{"--max-squares", "100"}, "10 1 1\n11 1 1\n", []string{"tour", "error: The 11 x 11 board is too large: the most allowed is 100 squares (10 x 10 for a square board). --max-squares set that limit; it can go up to 25,000,000."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			setenv(t)
			code, out, errOut := runKibitz(t, context.Background(), tt.in, append([]string{"solve", "knight"}, tt.args...)...)
			if code != 0 || errOut != "" {
				t.Fatalf("kibitz solve knight %v = %d, stderr %q", tt.args, code, errOut)
			}
			got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			var problems []string
			for l := range strings.Lines(tt.in) {
				if strings.TrimSpace(l) != "" {
					problems = append(problems, l)
				}
			}
			if len(got) != len(tt.want) {
				t.Fatalf("kibitz solve knight %v gave %d lines, want %d:\n%.500s", tt.args, len(got), len(tt.want), out)
			}
			closed := len(tt.args) > 0 && tt.args[0] == "--closed"
			for i, w := range tt.want {
				switch {
				case w == "tour":
					knightLineTour(t, problems[i], got[i], closed)
				case strings.HasPrefix(w, "error: "):
					if !strings.HasPrefix(got[i], w) {
						t.Errorf("line %d (%q) = %.200q, want %q...", i+1, problems[i], got[i], w)
					}
				case got[i] != w:
					t.Errorf("line %d (%q) = %.200q, want %q", i+1, problems[i], got[i], w)
				}
			}
		})
	}
}

// TestSolveKnightUsage: mistakes in how the command is called exit with status 2 and say what is wrong.
func TestSolveKnightUsage(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string // in stderr
	}{
		{"unknown method", []string{"--method", "dfs"}, `unknown --method "dfs"`},
		{"argument instead of stdin", []string{"8", "1", "1"}, `unexpected argument "8"`},
		{"unknown flag", []string{"--open"}, "flag provided but not defined: -open"},
		{"bad limit", []string{"--max-squares", "many"}, `--max-squares takes a whole number, not "many"`},
		{"no squares", []string{"--max-squares", "0"}, "--max-squares must be from 1 to 25,000,000 (5,000 x 5,000); it was 0"},
		{"negative limit", []string{"--max-squares", "-1"}, "--max-squares must be from 1 to 25,000,000 (5,000 x 5,000); it was -1"},
		{"limit beyond the solver's", []string{"--max-squares", "25000001"}, "--max-squares must be from 1 to 25,000,000 (5,000 x 5,000); it was 25,000,001"},
		{"limit beyond an int", []string{"--max-squares", "99999999999999999999"}, "--max-squares 99999999999999999999 is out of range"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			setenv(t)
			code, out, errOut := runKibitz(t, context.Background(), "8 1 1\n", append([]string{"solve", "knight"}, tt.args...)...)
			if code != 2 || out != "" || !strings.Contains(errOut, tt.want) {
				t.Errorf("kibitz solve knight %v = %d, stdout %.100q, stderr %q; want 2 and %q", tt.args, code, out, errOut, tt.want)
			}
		})
	}
}

// TestSolveKnightHelp: -h names the limit's range and its default grouped, as every number a user reads.
func TestSolveKnightHelp(t *testing.T) {
	setenv(t)
	code, out, _ := runKibitz(t, context.Background(), "", "solve", "knight", "-h")
	if code != 0 || !strings.Contains(out, "-max-squares N") || !strings.Contains(out, "from 1 to 25,000,000") || !strings.Contains(out, "(default 25,000,000)") {
		t.Errorf("kibitz solve knight -h = %d:\n%s", code, out)
	}
}

// BenchmarkSolveKnight2000 is `kibitz solve knight` streaming a 2000 x 2000 tour (35.6 MB of text) from
// the centre, as the command runs it (flags, Batch, the construction, the text), to a discarding writer.
func BenchmarkSolveKnight2000(b *testing.B) {
	const n = 2000
	line := strconv.Itoa(n) + " " + strconv.Itoa(n/2) + " " + strconv.Itoa(n/2) + "\n"
	var size int64
	for b.Loop() {
		cw := &countingWriter{}
		if err := solveKnight(context.Background(), nil, strings.NewReader(line), cw); err != nil {
			b.Fatal(err)
		}
		size = cw.n
	}
	b.SetBytes(size)
	b.ReportMetric(float64(n*n)*float64(b.N)/b.Elapsed().Seconds(), "squares/s")
}

// countingWriter counts what is written to it and keeps nothing.
type countingWriter struct{ n int64 }

func (w *countingWriter) Write(p []byte) (int, error) { w.n += int64(len(p)); return len(p), nil }

var _ io.Writer = (*countingWriter)(nil)
