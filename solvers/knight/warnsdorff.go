package knight

import "context"

// warnsdorff walks Warnsdorff's rule from p.Start: move to the free square with the fewest free onward
// squares; among equals, Arnd Roth's tie-break takes the one farthest from the centre, by
// (2r-(M+1))^2 + (2c-(N+1))^2 on 1-based row r and column c of an M x N board; remaining ties go to
// the lower row, then the lower column. A square with no onward square counts as fewest, as in the
// rule's plain reading, so a walk can step into a dead end before the last square. It returns the
// moves, or nil after a dead end, and the number of squares reached; an error only when ctx ends.
//
// Memory: one byte a square for the board (with a border of two squares) and one for the moves.
func warnsdorff(ctx context.Context, p Problem) ([]Move, int, error) {
	b := p.Board
	rows, cols := b.Rows, b.Cols
	w := cols + 4
	// state holds, for each free square, its number of free knight's neighbours; blocked marks the
	// border and visited squares.
	const blocked = 0xff
	state := make([]uint8, (rows+4)*w)
	for i := range state {
		state[i] = blocked
	}
	var off [8]int
	for d, m := range moveDelta {
		off[d] = m[0]*w + m[1]
	}
	for r := range rows {
		for c := range cols {
			var n uint8
			for _, m := range moveDelta {
				if r+m[0] >= 0 && r+m[0] < rows && c+m[1] >= 0 && c+m[1] < cols {
					n++
				}
			}
			state[(r+2)*w+c+2] = n
		}
	}
	visit := func(v int) {
		state[v] = blocked
		for _, o := range off {
			if state[v+o] != blocked {
				state[v+o]--
			}
		}
	}
	total := b.Squares()
	moves := make([]Move, total-1)
	r, c := p.Start.Row, p.Start.Col
	cur := (r+2)*w + c + 2
	visit(cur)
	mr, nc := int64(rows), int64(cols)
	for i := range moves {
		if i&(1<<20-1) == 0 && ctx.Err() != nil {
			return nil, i + 1, ctx.Err()
		}
		fewest := uint8(blocked)
		for _, o := range off {
			fewest = min(fewest, state[cur+o])
		}
		if fewest == blocked {
			return nil, i + 1, nil
		}
		// Roth's tie-break, then row, then column; moves are tried in an order that does not matter,
		// since the comparison is total
		best, bestKey, bestR, bestC := -1, int64(-1), 0, 0
		for d, o := range off {
			if state[cur+o] != fewest {
				continue
			}
			nr, nc2 := r+moveDelta[d][0], c+moveDelta[d][1]
			x, y := 2*int64(nr)+1-mr, 2*int64(nc2)+1-nc
			key := x*x + y*y
			if key > bestKey || key == bestKey && (nr < bestR || nr == bestR && nc2 < bestC) {
				best, bestKey, bestR, bestC = d, key, nr, nc2
			}
		}
		moves[i] = Move(best)
		r, c = bestR, bestC
		cur += off[best]
		visit(cur)
	}
	return moves, total, nil
}
