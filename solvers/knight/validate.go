package knight

import "fmt"

// Verify is the independent check of a tour given as its squares in order: squares must start with
// start, visit every square of b exactly once, each a knight's move from the one before, and if closed
// is set, end a knight's move from start. It shares nothing with the solvers but the Board and Square
// types, so a bug in how tours are built or stored cannot hide in it.
func Verify(b Board, start Square, squares []Square, closed bool) error {
	n := b.Rows * b.Cols
	if len(squares) != n {
		return fmt.Errorf("knight: tour has %d squares, the %s board %d", len(squares), b, n)
	}
	if n == 0 {
		return nil
	}
	if squares[0] != start {
		return fmt.Errorf("knight: tour starts at %v, not %v", squares[0], start)
	}
	seen := make([]bool, n)
	for i, s := range squares {
		if s.Row < 0 || s.Row >= b.Rows || s.Col < 0 || s.Col >= b.Cols {
			return fmt.Errorf("knight: square %d of the tour, %v, is off the board", i+1, s)
		}
		if seen[s.Row*b.Cols+s.Col] {
			return fmt.Errorf("knight: the tour visits %v twice", s)
		}
		seen[s.Row*b.Cols+s.Col] = true
		if i > 0 && !knightsMove(squares[i-1], s) {
			return fmt.Errorf("knight: step %d, %v to %v, is not a knight's move", i, squares[i-1], s)
		}
	}
	if closed && (n < 2 || !knightsMove(squares[n-1], start)) {
		return fmt.Errorf("knight: the tour ends at %v, not a knight's move from its start %v", squares[n-1], start)
	}
	return nil
}

func knightsMove(a, b Square) bool {
	dr, dc := a.Row-b.Row, a.Col-b.Col
	return dr*dr+dc*dc == 5
}
