package knight

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"kibitz/commands"
	"kibitz/commands/commandtest/solvetest"
	"kibitz/solvers/knight"
)

// lineTour reads an output line of `kibitz solve knight` back into squares (0-based) and checks it with
// knight.Verify, which shares no code with the solvers.
func lineTour(t *testing.T, problem, line string, closed bool) {
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

// TestBatch runs `kibitz solve knight` with each flag: one output line per non-blank input line, tours
// that validate, "none" where no tour exists, "error: ..." for a bad line, and no error for the run.
func TestBatch(t *testing.T) {
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
		{"too large, in sides", nil, "5001 1 1\n3 9000000 1 1\n99999999999999999999 1 1\n5001 5000 1 1\n",
			[]string{"error: The 5,001 x 5,001 board is too large: the most allowed is 25,000,000 squares (5,000 x 5,000 for a square board).",
				"error: The 3 x 9,000,000 board is too large: the most allowed is 25,000,000 squares, so with 3 rows, at most 8,333,333 columns.",
				"error: The board `99999999999999999999 1 1` is too large",
				"error: The 5,001 x 5,000 board is too large: the most allowed is 25,000,000 squares, so with 5,000 columns, at most 5,000 rows."}},
		{"auto", []string{"--method=auto"}, "7 2 2\n4 10 1 5\n", []string{"tour", "tour"}},
		{"max squares, grouped", []string{"--max-squares", "1,000"}, "31 1 1\n32 1 1\n", []string{"tour", "error: The 32 x 32 board is too large: the most allowed is 1,000 squares (31 x 31 for a square board). --max-squares set that limit; it can go up to 25,000,000."}},
		{"max squares", []string{"--max-squares", "100"}, "10 1 1\n11 1 1\n", []string{"tour", "error: The 11 x 11 board is too large: the most allowed is 100 squares (10 x 10 for a square board). --max-squares set that limit; it can go up to 25,000,000."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := solvetest.Run(commands.Kind(New(commands.Env{}, Config{}), "knight"), tt.args, tt.in)
			if err != nil {
				t.Fatalf("kibitz solve knight %v: %v", tt.args, err)
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
					lineTour(t, problems[i], got[i], closed)
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

// TestBatchFlags: a flag value the kind cannot use is a *commands.UsageError that says what is wrong,
// before any input is read; a limit that is not a whole number is commands.ErrNotWhole, which the command
// line words as it words the flag package's numbers.
func TestBatchFlags(t *testing.T) {
	solvetest.Check(t, New(commands.Env{}, Config{}), []solvetest.Case{
		{Name: "unknown method", Args: []string{"--method", "dfs"}, In: "8 1 1\n", Usage: `unknown --method "dfs" (want construct, warnsdorff or auto)`},
		{Name: "no squares", Args: []string{"--max-squares", "0"}, In: "8 1 1\n", Usage: "--max-squares must be from 1 to 25,000,000 (5,000 x 5,000); it was 0"},
		{Name: "negative limit", Args: []string{"--max-squares", "-1"}, In: "8 1 1\n", Usage: "--max-squares must be from 1 to 25,000,000 (5,000 x 5,000); it was -1"},
		{Name: "limit beyond the solver's", Args: []string{"--max-squares", "25000001"}, In: "8 1 1\n", Usage: "--max-squares must be from 1 to 25,000,000 (5,000 x 5,000); it was 25,000,001"},
	})
	_, err := solvetest.Run(commands.Kind(New(commands.Env{}, Config{}), "knight"), []string{"--max-squares", "many"}, "8 1 1\n")
	if err == nil || !strings.HasSuffix(err.Error(), commands.ErrNotWhole.Error()) {
		t.Errorf("kibitz solve knight --max-squares many: %v; want the flag package's error ending in %q", err, commands.ErrNotWhole)
	}
}

// BenchmarkBatch2000 is `kibitz solve knight` streaming a 2000 x 2000 tour (35.6 MB of text) from the
// centre, as the command runs it (flags, Batch, the construction, the text), to a discarding writer.
func BenchmarkBatch2000(b *testing.B) {
	const n = 2000
	line := strconv.Itoa(n) + " " + strconv.Itoa(n/2) + " " + strconv.Itoa(n/2) + "\n"
	kind := commands.Kind(New(commands.Env{}, Config{}), "knight")
	var size int64
	for b.Loop() {
		cw := &countingWriter{}
		if err := kind.Run(context.Background(), nil, strings.NewReader(line), cw); err != nil {
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
