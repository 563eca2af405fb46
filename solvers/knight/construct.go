package knight

import "fmt"

func errInternal(format string, args ...any) error {
	return fmt.Errorf("knight: internal error: "+format, args...)
}

// construct builds a tour of p's board from p.Start, closed when closed is set, in time and memory
// linear in the squares: a link array (one byte a square) laid out from the table of pieces by grid or
// strip, then walked from the start into moves (one more byte a square). Whenever the board has a
// closed tour it builds one, also for an open request, which then simply starts at p.Start. The caller
// has checked that a tour exists (Exists). It returns the tour and the number of pieces laid.
func construct(p Problem, closed bool) (Tour, int, error) {
	b, s := p.Board, p.Start
	if b.Squares() == 1 {
		return Tour{Board: b, Start: s, Moves: []Move{}}, 0, nil
	}
	links := make([]byte, b.Squares())
	perm := [8]Move{0, 1, 2, 3, 4, 5, 6, 7}
	frameCols, at := b.Cols, s
	cycle := closed || b.Rows%2 == 0 || b.Cols%2 == 0
	var laid int
	var err error
	if min(b.Rows, b.Cols) >= 5 {
		laid, err = grid(links, b, s)
	} else {
		// a strip, laid out as h rows by n columns: transposed when the board is taller than wide,
		// mirrored when the start is in the right half (open tours only: a cycle can start anywhere)
		h, n := b.Rows, b.Cols
		if b.Rows > b.Cols {
			h, n = n, h
			at = Square{s.Col, s.Row}
			for d := range perm {
				perm[d] = transposeMove[d]
			}
		}
		cycle = closed || h == 3 && n%2 == 0 && n >= 10
		if !cycle && at.Col > (n-1)/2 {
			at.Col = n - 1 - at.Col
			unmirrored := perm
			for d := range perm {
				perm[d] = unmirrored[mirrorMove[d]]
			}
		}
		frameCols = n
		laid, err = strip(links, h, n, at, cycle)
	}
	if err != nil {
		return Tour{}, 0, err
	}
	moves := make([]Move, b.Squares()-1)
	if err := walk(links, frameCols, at, cycle, &perm, moves); err != nil {
		return Tour{}, 0, fmt.Errorf("%w (%s board from %v)", err, b, s)
	}
	return Tour{Board: b, Start: s, Moves: moves}, laid, nil
}

// walk follows the links from start and writes the moves, mapped by perm, into moves. It checks that
// the walk ends where it should: back next to start for a cycle, at a square with no further link for a
// path.
func walk(links []byte, cols int, start Square, cycle bool, perm *[8]Move, moves []Move) error {
	var off [8]int
	for d, m := range moveDelta {
		off[d] = m[0]*cols + m[1]
	}
	first := start.Row*cols + start.Col
	cur := first
	back := byte(noLink)
	for i := range moves {
		l := links[cur]
		d := l & 15
		if d == back || d == noLink {
			d = l >> 4
		}
		if d >= noLink {
			return errInternal("the tour breaks off after %d moves", i)
		}
		moves[i] = perm[d]
		cur += off[d]
		if uint(cur) >= uint(len(links)) {
			return errInternal("the tour leaves the board after %d moves", i+1)
		}
		back = d ^ 4
	}
	l := links[cur]
	rest := l & 15
	if rest == back {
		rest = l >> 4
	}
	if cycle && (rest >= noLink || cur+off[rest] != first) || !cycle && rest != noLink {
		return errInternal("the tour does not end as built")
	}
	return nil
}
