package sudoku

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"kibitz/solvers/internal/batch"
)

func TestBatch(t *testing.T) {
	tests := []struct {
		name  string
		in    string
		count bool
		want  string
	}{
		{"solve", easy81 + "\n", false, easySol + "\n"},
		{"zeros and CRLF", zeros81 + "\r\n\r\n" + easy81, false, easySol + "\n" + easySol + "\n"},
		{"count", easy81 + "\n" + strings.Repeat(".", 81) + "\n1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.\n", true, "1\n2\n0\n"},
		{"none", "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.\n", false, "none\n"},
		{"errors go on", "123\n11" + strings.Repeat(".", 79) + "\n" + easy81 + "\n", false,
			"error: length\nerror: duplicate_in_row\n" + easySol + "\n"},
		{"4x4", "4.2112.33.12....\n", false, "4321124334122134\n"},
		{"4x4 count", "4.2112.33.12....\n12.....3........\n", true, "1\n0\n"},
		{"no final newline", easy81, false, easySol + "\n"},
		{"blank lines only", "\n  \n\n", false, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			opt := BatchOptions{Count: tt.count, Describe: codeOf}
			if err := Batch(context.Background(), strings.NewReader(tt.in), &out, opt); err != nil {
				t.Fatal(err)
			}
			if out.String() != tt.want {
				t.Errorf("Batch(%q) = %q, want %q", tt.in, out.String(), tt.want)
			}
		})
	}
}

// codeOf is a BatchOptions.Describe that words an error by its code alone: the tests of the solver
// check codes, and the sentences are the catalogue's (commands/sudoku/messages.go).
func codeOf(err error) string {
	var ie *InputError
	if !errors.As(err, &ie) {
		return "not an InputError: " + err.Error()
	}
	return string(ie.Code)
}

func TestBatchLarge(t *testing.T) {
	fixtures := readFixtures(t, "testdata/sizes.txt")
	var in strings.Builder
	for _, fx := range fixtures {
		in.WriteString(fx.puzzle + "\n")
	}
	var out bytes.Buffer
	if err := Batch(context.Background(), strings.NewReader(in.String()), &out, BatchOptions{}); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	if len(lines) != len(fixtures) {
		t.Fatalf("Batch: %d lines for %d grids", len(lines), len(fixtures))
	}
	for i, fx := range fixtures {
		g, _ := Parse(fx.puzzle)
		sol, err := Parse(lines[i])
		switch {
		case fx.count == 0 && lines[i] != "none":
			t.Errorf("Batch(%s) = %q, want none", fx.puzzle, lines[i])
		case fx.count > 0 && (err != nil || !sol.IsSolutionOf(&g)):
			t.Errorf("Batch(%s) = %q, not a solution", fx.puzzle, lines[i])
		}
	}
}

// TestBatchNodeBudget: a large grid that needs more search than MaxNodes gets an error line and the
// run goes on; 9x9 grids, which the bitboard solver takes, are never cut short.
func TestBatchNodeBudget(t *testing.T) {
	empty16 := strings.Repeat(".", 256)
	var s Solver
	g, _ := Parse(empty16)
	_, st, err := s.solve(t.Context(), &g, Options{Method: DancingLinks}, 2, nil)
	if err != nil || st.Nodes <= 50 {
		t.Fatalf("counting an empty 16x16 grid: %d nodes, %v; the test needs more than 50", st.Nodes, err)
	}
	in := empty16 + "\n" + strings.Repeat(".", 81) + "\n" + "4.2112.33.12....\n"
	tests := []struct {
		name string
		opt  BatchOptions
		want []string
	}{
		{"solutions", BatchOptions{MaxNodes: 50, Describe: codeOf}, []string{"error: search_limit", "", "4321124334122134"}},
		{"count", BatchOptions{MaxNodes: 50, Count: true, Describe: codeOf}, []string{"error: search_limit", "2", "1"}},
		{"no limit", BatchOptions{Count: true, Describe: codeOf}, []string{"2", "2", "1"}},
		{"a search limit is ErrBudget", BatchOptions{MaxNodes: 50, Count: true, Describe: func(err error) string {
			if errors.Is(err, ErrBudget) {
				return "ErrBudget"
			}
			return codeOf(err)
		}}, []string{"error: ErrBudget", "2", "1"}},
		{"developer's text without Describe", BatchOptions{MaxNodes: 50, Count: true},
			[]string{"error: sudoku: search_limit (size 16, nodes 50)", "2", "1"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			if err := Batch(context.Background(), strings.NewReader(in), &out, tt.opt); err != nil {
				t.Fatal(err)
			}
			lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
			if len(lines) != 3 {
				t.Fatalf("Batch(%+v): %d lines for 3 grids: %q", tt.opt, len(lines), out.String())
			}
			for i, want := range tt.want {
				switch {
				case want == "": // the empty 9x9 grid: any solution, checked below
					sol, err := Parse(lines[i])
					if empty, _ := Parse(strings.Repeat(".", 81)); err != nil || !sol.IsSolutionOf(&empty) {
						t.Errorf("Batch(%+v) line %d = %q, want a full 9x9 grid", tt.opt, i+1, lines[i])
					}
				case !strings.HasPrefix(lines[i], want):
					t.Errorf("Batch(%+v) line %d = %q, want %q", tt.opt, i+1, lines[i], want)
				}
			}
		})
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestBatchWriteError(t *testing.T) {
	in := strings.Repeat(easy81+"\n", 5000)
	if err := Batch(context.Background(), strings.NewReader(in), failWriter{}, BatchOptions{}); err == nil {
		t.Error("Batch to a failing writer = nil error")
	}
}

func TestBatchAllocations(t *testing.T) {
	in := strings.Repeat(easy81+"\n", 200)
	var out bytes.Buffer
	out.Grow(200 * 90)
	allocs := testing.AllocsPerRun(5, func() {
		out.Reset()
		if err := Batch(context.Background(), strings.NewReader(in), &out, BatchOptions{}); err != nil {
			t.Fatal(err)
		}
	})
	// The reader, the writer and their buffers are allocated once per call, never per line.
	if allocs > 10 {
		t.Errorf("Batch allocates %v times for 200 lines, want a fixed handful", allocs)
	}
}

// TestBatchCancelled: a search that ctx ends stops within a poll of the dancing links, and the run with
// it: the grids answered before are written out, the grid cut short gets no line, and Batch returns
// ctx's error. The 25x25 grid of testdata/hard25.txt searches for more than 10 s; three of them, with
// no node budget, for many more.
func TestBatchCancelled(t *testing.T) {
	line := hardLine25(t)
	in := easy81 + "\n" + easy81 + "\n" + strings.Repeat(line+"\n", 3) + easy81 + "\n"
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	var out bytes.Buffer
	err := Batch(ctx, strings.NewReader(in), &out, BatchOptions{MaxNodes: 0})
	<-ctx.Done()
	late := time.Since(deadlineOf(ctx))
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Batch = %v, want context.DeadlineExceeded", err)
	}
	if want := easySol + "\n" + easySol + "\n"; out.String() != want {
		t.Errorf("Batch wrote %q, want the two grids answered before the hard one", out.String())
	}
	// How late is logged, not asserted (a loaded machine stretches any bound): the run stopped, since
	// the three hard grids would otherwise have been answered.
	t.Logf("Batch returned %v after its context ended", late.Round(time.Millisecond))
}

func deadlineOf(ctx context.Context) time.Time {
	dl, _ := ctx.Deadline()
	return dl
}

// TestBatchParallel: the workers of runParallel answer, line for line, what one solver answers
// (batch.Run): solutions, counts, error lines, a line too long, blank lines, over many jobs, whether
// the input comes in large reads or small ones (each read ends a job), a too-long line's reason
// naming its line.
func TestBatchParallel(t *testing.T) {
	var in strings.Builder
	in.WriteString("\ufeff") // a byte-order mark, which the scanner drops
	for i, l := range readDataset(t, "magictour_top1465.txt") {
		in.WriteString(l + "\n")
		switch i % 300 {
		case 7:
			in.WriteString("\n  \n123\n")
		case 8:
			in.WriteString("11" + strings.Repeat(".", 79) + "\r\n" + strings.Repeat(".", 81) + "\n4.2112.33.12....\n")
		case 9:
			in.WriteString(strings.Repeat(".", MaxLine+1) + "\n")
		}
	}
	in.WriteString(easy81) // no final newline
	for _, count := range []bool{false, true} {
		opt := BatchOptions{Count: count, Describe: codeOf}
		var want bytes.Buffer
		if err := batch.Run(context.Background(), strings.NewReader(in.String()), &want, MaxLine, batchAnswer(opt)); err != nil {
			t.Fatal(err)
		}
		for _, tc := range []struct {
			name    string
			in      io.Reader
			workers int
		}{
			{"2 workers", strings.NewReader(in.String()), 2},
			{"3 workers, small reads", iotest.HalfReader(strings.NewReader(in.String())), 3},
		} {
			var out bytes.Buffer
			err := runParallel(context.Background(), tc.in, &out, MaxLine, tc.workers, func() batch.Answer { return batchAnswer(opt) })
			if err != nil || out.String() != want.String() {
				t.Errorf("runParallel, %s, count %v = %v, and %d bytes differing from batch.Run's %d", tc.name, count, err, out.Len(), want.Len())
			}
		}
	}
}

// TestBatchAnswersEachLineAtOnce: a grid is answered as soon as its line has come, by one solver and by
// the workers, before the next line is read, as a person at a terminal or a program that writes a grid
// and waits for its answer needs. A run that kept the answers until the end of the input never answers,
// and the test times out.
func TestBatchAnswersEachLineAtOnce(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	opt := BatchOptions{Describe: codeOf}
	for _, workers := range []int{1, 2} {
		for _, c := range []context.Context{context.Background(), ctx} {
			inR, inW := io.Pipe()
			outR, outW := io.Pipe()
			done := make(chan error, 1)
			go func() {
				if workers == 1 {
					done <- batch.Run(c, inR, outW, MaxLine, batchAnswer(opt))
				} else {
					done <- runParallel(c, inR, outW, MaxLine, workers, func() batch.Answer { return batchAnswer(opt) })
				}
				outW.Close()
			}()
			answers := bufio.NewReader(outR)
			for _, tc := range []struct{ line, want string }{{easy81, easySol}, {"123", "error: length"}, {zeros81, easySol}} {
				if _, err := io.WriteString(inW, tc.line+"\n"); err != nil {
					t.Fatal(err)
				}
				if got, err := answers.ReadString('\n'); got != tc.want+"\n" || err != nil {
					t.Fatalf("%d workers: after %.20q: read %q, %v; want %q", workers, tc.line, got, err, tc.want)
				}
			}
			inW.Close()
			if rest, err := io.ReadAll(answers); len(rest) != 0 || err != nil {
				t.Errorf("%d workers: after the end of the input: %q, %v; want nothing more", workers, rest, err)
			}
			if err := <-done; err != nil {
				t.Errorf("%d workers: %v", workers, err)
			}
		}
	}
}

// TestAppendTo checks the 9x9 fast path of appendTo against the general one, on solved grids and on
// grids with blanks.
func TestAppendTo(t *testing.T) {
	solved, err := Parse("534678912672195348198342567859761423426853791713924856961537284287419635345286179")
	if err != nil {
		t.Fatal(err)
	}
	blank := solved
	blank.cells[0] = 0
	last := solved
	last.cells[80] = 0
	for _, tt := range []struct {
		name string
		g    Grid
		want string
	}{
		{"solved", solved, "534678912672195348198342567859761423426853791713924856961537284287419635345286179"},
		{"first blank", blank, ".34678912672195348198342567859761423426853791713924856961537284287419635345286179"},
		{"last blank", last, "53467891267219534819834256785976142342685379171392485696153728428741963534528617."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := string(tt.g.appendTo([]byte("x"))); got != "x"+tt.want {
				t.Errorf("appendTo = %q, want %q", got, "x"+tt.want)
			}
		})
	}
}

// hardLine25 returns the puzzle of testdata/hard25.txt, which takes every solver here long.
func hardLine25(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "hard25.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, l := range strings.Split(string(data), "\n") {
		if l != "" && !strings.HasPrefix(l, "#") {
			return l
		}
	}
	t.Fatal("testdata/hard25.txt holds no puzzle")
	return ""
}
