package tictactoe_test

import (
	"testing"

	"kibitz/solvers/tictactoe"
)

// An independent brute force, sharing no code with the package: boards are strings, and the rules (whose
// turn, three in a row, a full board) and the order of values are written again here, so a mistake in
// the package's own rules cannot hide in both sides of the comparison. It walks every game from the empty
// board, and at each unfinished position compares its minimax value with tictactoe.ValueOf, and checks
// that tictactoe.Best picks a move of that value.

var lines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

// won reports whether mark has three in a row on b.
func won(b string, mark byte) bool {
	for _, l := range lines {
		if b[l[0]] == mark && b[l[1]] == mark && b[l[2]] == mark {
			return true
		}
	}
	return false
}

// turn is the mark to move: X when the marks are even.
func turn(b string) byte {
	n := 0
	for i := range 9 {
		if b[i] != '.' {
			n++
		}
	}
	if n%2 == 0 {
		return 'X'
	}
	return 'O'
}

// score orders values for the side to move as one number: a win in p plies is 100-p (sooner is better),
// a draw 0, a loss in p plies p-100 (later is better).
type score struct {
	outcome int // 1 win, 0 draw, -1 loss
	plies   int
}

func (s score) rank() int {
	switch s.outcome {
	case 1:
		return 100 - s.plies
	case -1:
		return s.plies - 100
	}
	return 0
}

// brute is the value of b for the side to move, b unfinished, by trying every move to the end.
func brute(b string, memo map[string]score) score {
	if s, ok := memo[b]; ok {
		return s
	}
	me := turn(b)
	best := score{plies: -1}
	for i := range 9 {
		if b[i] != '.' {
			continue
		}
		nb := b[:i] + string(me) + b[i+1:]
		var s score
		switch {
		case won(nb, me):
			s = score{1, 1}
		case !contains(nb, '.'):
			s = score{0, 1}
		default:
			r := brute(nb, memo)
			s = score{-r.outcome, r.plies + 1}
		}
		if best.plies < 0 || s.rank() > best.rank() {
			best = s
		}
	}
	memo[b] = best
	return best
}

func contains(b string, c byte) bool {
	for i := range len(b) {
		if b[i] == c {
			return true
		}
	}
	return false
}

func TestAgreesWithIndependentBruteForce(t *testing.T) {
	memo := map[string]score{}
	seen := map[string]bool{}
	var walk func(b string)
	walk = func(b string) {
		if seen[b] {
			return
		}
		seen[b] = true
		if won(b, 'X') || won(b, 'O') || !contains(b, '.') {
			return
		}
		want := brute(b, memo)
		board, err := tictactoe.Parse(b)
		if err != nil {
			t.Fatalf("Parse(%s) = %v for a position reached in play", b, err)
		}
		got, ok := tictactoe.ValueOf(board)
		if !ok || got.Plies != want.plies || int(got.Outcome) != want.outcome {
			t.Errorf("ValueOf(%s) = %v (ok %v), brute force says outcome %d in %d plies", b, got, ok, want.outcome, want.plies)
		}
		if m, ok := tictactoe.Best(board); !ok || m.Value != got || b[m.Cell] != '.' {
			t.Errorf("Best(%s) = cell %d with %v, want an empty cell worth %v", b, m.Cell+1, m.Value, got)
		}
		for i := range 9 {
			if b[i] == '.' {
				walk(b[:i] + string(turn(b)) + b[i+1:])
			}
		}
	}
	walk(".........")
	if len(seen) != 5478 {
		t.Errorf("the walk reached %d positions, want 5478 (the positions reachable in tic-tac-toe)", len(seen))
	}
}
