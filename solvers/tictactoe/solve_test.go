package tictactoe

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
)

// reachable lists every position reachable from the empty board with X first.
func reachable() []Board {
	seen := map[Board]bool{}
	var walk func(Board)
	walk = func(b Board) {
		if seen[b] {
			return
		}
		seen[b] = true
		for c := range 9 {
			if nb, ok := b.Play(c); ok {
				walk(nb)
			}
		}
	}
	walk(Board{})
	out := make([]Board, 0, len(seen))
	for b := range seen {
		out = append(out, b)
	}
	return out
}

func TestReachableCount(t *testing.T) {
	if n := len(reachable()); n != 5478 {
		t.Fatalf("%d reachable positions, want 5478", n)
	}
}

func TestKnownPositions(t *testing.T) {
	for _, tc := range []struct {
		board string
		want  string // value and best cell (1-9)
	}{
		{".........", "draw in 9 at 1"},
		{"X.O......", "win in 5 at 4"},
		{"XX.OO....", "win in 1 at 3"},
		{"XX.OO...X", "win in 1 at 6"}, // O to move: O completes the middle row
		{"X...O...X", "draw in 6 at 2"},
		// Quickest win: cell 3 wins in 3 plies (a fork); cells 2 and 8 also win, but in 5.
		{"X..O.XO..", "win in 3 at 3"},
		// Slowest loss: O must block the diagonal at cell 1 and then loses in 4; any other cell loses in 2.
		{".O..X...X", "loss in 4 at 1"},
	} {
		b, err := Parse(tc.board)
		if err != nil {
			t.Fatal(err)
		}
		m, _ := Best(b)
		if got := fmt.Sprintf("%v at %d", m.Value, m.Cell+1); got != tc.want {
			t.Errorf("Best(%s) = %s, want %s", tc.board, got, tc.want)
		}
	}
}

// TestNeverLoses plays kibitz's best move against every possible opponent from every reachable position
// where kibitz is to move. The opponent is the worst there is: it picks, at every turn, the reply that is
// worst for kibitz (kibitz's worst outcome, then its longest win or its quickest loss). Against it kibitz
// must reach exactly the value ValueOf promised: it never loses a position it did not start lost,
// always wins a position it starts won, wins no later and loses no sooner than promised.
func TestNeverLoses(t *testing.T) {
	// play returns the result for kibitz, from kibitz's side: outcome and plies to the end.
	var play func(b Board, kibitz Mark) Value
	play = func(b Board, kibitz Mark) Value {
		switch w := b.Winner(); {
		case w == kibitz:
			return Value{Win, 0}
		case w != Empty:
			return Value{Loss, 0}
		case b.Full():
			return Value{Draw, 0}
		}
		if b.ToMove() == kibitz {
			m, _ := Best(b)
			nb, _ := b.Play(m.Cell)
			v := play(nb, kibitz)
			return Value{v.Outcome, v.Plies + 1}
		}
		var worst Value
		first := true
		for c := range 9 {
			nb, ok := b.Play(c)
			if !ok {
				continue
			}
			v := play(nb, kibitz)
			v.Plies++
			if first || worst.Better(v) {
				worst, first = v, false
			}
		}
		return worst
	}
	positions := 0
	for _, b := range reachable() {
		v, ok := ValueOf(b)
		if !ok {
			continue
		}
		positions++
		if got := play(b, b.ToMove()); got != v {
			t.Errorf("from %v (value %v) kibitz ends with %v against the worst opponent", b, v, got)
		}
	}
	if positions != 4520 {
		t.Errorf("checked %d unfinished positions, want 4520 (5478 reachable, 958 of them finished)", positions)
	}
}

func TestBatch(t *testing.T) {
	in := "X.O......\n\nXXXOO....\nXOXXOOOXX\nOOO\n.........\n"
	var out strings.Builder
	// A failed case's line is worded by Describe (the catalogue of commands/tictactoe in kibitz solve).
	describe := func(err error) string {
		var ie *InputError
		if !errors.As(err, &ie) {
			return "not an InputError: " + err.Error()
		}
		return fmt.Sprintf("code %s, %d cells", ie.Code, ie.Length)
	}
	if err := Batch(context.Background(), strings.NewReader(in), &out, BatchOptions{Describe: describe}); err != nil {
		t.Fatal(err)
	}
	want := "win 5 4\nover x\nover draw\nerror: code length, 3 cells\ndraw 9 1\n"
	if out.String() != want {
		t.Errorf("Batch output:\n%s\nwant:\n%s", out.String(), want)
	}
}

func ExampleBest() {
	b, _ := Parse("XX.OO....")
	m, _ := Best(b)
	fmt.Printf("%s to move: cell %d, %v\n", b.ToMove(), m.Cell+1, m.Value)
	// Output: X to move: cell 3, win in 1
}

func BenchmarkBest(b *testing.B) {
	boards := reachable()
	solved()
	n := 0
	for b.Loop() {
		for _, bd := range boards {
			Best(bd)
		}
		n += len(boards)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "positions/s")
}

func TestSolve(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		board string
		want  string
	}{
		{".........", "draw in 9, best 1, 9 moves"},
		{"X.O......", "win in 5, best 4, 7 moves"},
		{".O..X...X", "loss in 4, best 1, 6 moves"},
		{"XXXOO....", "over X"},
		{"XOXXOOOXX", "over ."},
		{"OOOXX.XX.", ""},
	} {
		b, _ := Parse(tc.board)
		if tc.want == "" {
			b = Board{O, O, O, X, X, Empty, X, X, Empty} // a board Parse refuses, given directly
		}
		r, err := Solve(ctx, b, Options{})
		var got string
		switch {
		case err != nil:
			var ie *InputError
			if !errors.As(err, &ie) || ie.Code != CodeAfterWin {
				t.Errorf("Solve(%s) error = %v, want an InputError with code %s", tc.board, err, CodeAfterWin)
			}
		case r.Over:
			got = "over " + r.Winner.String()
		default:
			got = fmt.Sprintf("%v, best %d, %d moves", r.Value, r.Best.Cell+1, len(r.Moves))
		}
		if got != tc.want {
			t.Errorf("Solve(%s) = %q, want %q", tc.board, got, tc.want)
		}
		if err == nil && r.Stats.Positions != 5478 {
			t.Errorf("Solve(%s): the table covers %d positions, want 5478", tc.board, r.Stats.Positions)
		}
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := Solve(cancelled, Board{}, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Solve with a cancelled context: %v", err)
	}
}

// BenchmarkSolveTable solves the whole game from scratch: what the first question costs.
func BenchmarkSolveTable(b *testing.B) {
	for b.Loop() {
		var t table
		solveInto(&t, Board{}, new([19683]bool))
	}
}
