package knight

import (
	"iter"
	"strconv"
)

// Tour is a knight's tour: the start and the moves from it, one byte a square, so a 5000 x 5000 tour
// takes 25 MB. A tour of a 1 x 1 board has no moves.
type Tour struct {
	Board Board
	Start Square
	Moves []Move // Board.Squares()-1 moves
}

// Len is the number of squares the tour visits (one more than its moves; 0 for the zero Tour).
func (t Tour) Len() int {
	if t.Board.Squares() == 0 {
		return 0
	}
	return len(t.Moves) + 1
}

// All yields the squares in tour order with their index, the start first.
func (t Tour) All() iter.Seq2[int, Square] {
	return func(yield func(int, Square) bool) {
		if t.Len() == 0 || !yield(0, t.Start) {
			return
		}
		s := t.Start
		for i, m := range t.Moves {
			d := moveDelta[m&7]
			s.Row += d[0]
			s.Col += d[1]
			if !yield(i+1, s) {
				return
			}
		}
	}
}

// Squares returns the squares in tour order (16 bytes a square: for large boards prefer All).
func (t Tour) Squares() []Square {
	out := make([]Square, 0, t.Len())
	for _, s := range t.All() {
		out = append(out, s)
	}
	return out
}

// End is the last square of the tour.
func (t Tour) End() Square {
	s := t.Start
	for _, m := range t.Moves {
		d := moveDelta[m&7]
		s.Row += d[0]
		s.Col += d[1]
	}
	return s
}

// Closed reports whether the last square is a knight's move from the first, so the tour can go round
// again. A tour of one square is not closed.
func (t Tour) Closed() bool {
	if t.Len() < 2 {
		return false
	}
	_, ok := moveOf(t.End(), t.Start)
	return ok
}

// Order returns, for every square row by row, its place in the tour (1 for the start): the numbered
// board a renderer draws. It takes 4 bytes a square.
func (t Tour) Order() []int32 {
	order := make([]int32, t.Board.Squares())
	for i, s := range t.All() {
		order[s.Row*t.Board.Cols+s.Col] = int32(i + 1)
	}
	return order
}

// AppendText appends the tour in the format of `kibitz solve knight`: every square as 1-based "r,c",
// separated by single spaces, the start first.
func (t Tour) AppendText(dst []byte) []byte {
	for i, s := range t.All() {
		if i > 0 {
			dst = append(dst, ' ')
		}
		dst = strconv.AppendInt(dst, int64(s.Row+1), 10)
		dst = append(dst, ',')
		dst = strconv.AppendInt(dst, int64(s.Col+1), 10)
	}
	return dst
}

// Verify checks the tour with Verify: it visits every square of its board once, by knight's moves,
// and if closed is set, ends a knight's move from its start.
func (t Tour) Verify(closed bool) error {
	return Verify(t.Board, t.Start, t.Squares(), closed)
}
