package tictactoe

import (
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

// plainValue is an independent minimax without tables, for cross-checking.
func plainValue(b Board) Value {
	best := Value{Outcome: Loss, Plies: -1}
	for c := range 9 {
		nb, ok := b.Play(c)
		if !ok {
			continue
		}
		var v Value
		switch {
		case nb.Winner() != Empty:
			v = Value{Win, 1}
		case nb.Full():
			v = Value{Draw, 1}
		default:
			w := plainValue(nb)
			v = Value{-w.Outcome, w.Plies + 1}
		}
		if best.Plies < 0 || v.Better(best) {
			best = v
		}
	}
	return best
}

func TestEvaluateAgreesWithPlainMinimax(t *testing.T) {
	for _, b := range reachable() {
		got, ok := Evaluate(b)
		if b.Over() {
			if ok {
				t.Errorf("Evaluate(%v) on a finished game reported a value", b)
			}
			continue
		}
		if want := plainValue(b); !ok || got != want {
			t.Errorf("Evaluate(%v) = %v, want %v", b, got, want)
		}
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
// where kibitz is to move: kibitz never loses a position it did not start lost, always wins a position it
// starts won, and never takes longer than the value promised.
func TestNeverLoses(t *testing.T) {
	var play func(b Board, kibitz Mark) Outcome // the final outcome for kibitz
	play = func(b Board, kibitz Mark) Outcome {
		switch w := b.Winner(); {
		case w == kibitz:
			return Win
		case w != Empty:
			return Loss
		case b.Full():
			return Draw
		}
		if b.ToMove() == kibitz {
			m, _ := Best(b)
			nb, _ := b.Play(m.Cell)
			return play(nb, kibitz)
		}
		worst := Win
		for c := range 9 {
			if nb, ok := b.Play(c); ok {
				worst = min(worst, play(nb, kibitz))
			}
		}
		return worst
	}
	for _, b := range reachable() {
		v, ok := Evaluate(b)
		if !ok {
			continue
		}
		if got := play(b, b.ToMove()); got < v.Outcome {
			t.Errorf("from %v (value %v) kibitz ends with %v against some opponent", b, v, got)
		}
	}
}

func TestBatch(t *testing.T) {
	in := "X.O......\n\nXXXOO....\nXOXXOOOXX\nOOO\n.........\n"
	var out strings.Builder
	if err := Batch(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	want := "win 5 4\nover x\nover draw\nerror: The board has 3 cells; a tic-tac-toe board has 9 (X, O or . each).\ndraw 9 1\n"
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
