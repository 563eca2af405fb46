package knight

// Boards with both sides at least 5 are cut into a grid of blocks whose sides are 6, 8 or 10, except for
// at most one band of rows and one band of columns of odd height or width (5, 7, 9 or 11). Every block
// with an even number of squares gets a closed tour from the table; on a board with both sides odd, the
// one odd x odd block, placed over the start, gets an open tour from the start. Every tabulated piece
// runs through four fixed edges near its sides, its ports, and neighbouring blocks are joined by
// exchanging a port edge of each for two edges between them: two cycles, or a cycle and the open path,
// become one. Joining along a spanning tree of the grid (each band of blocks left to right, then the
// first column top to bottom) leaves one closed tour, or one open tour from the start.

// Ports of an h x w block, as edges between (row, column) squares of the block; internal/gen finds every
// grid piece through them. A right port and the left port of the block to its right are swapped for
// two edges between the blocks, and likewise bottom and top; the top and bottom ports are the left and
// right ones mirrored in the diagonal, so transposed pieces keep them.
//
//	left   (1,0)-(3,1)        right  (0,w-2)-(2,w-1)
//	top    (0,1)-(1,3)        bottom (h-2,0)-(h-1,2)

// gridParts cuts a side of the given length (at least 5) into blocks: 6, 8 and 10 when it is even,
// else one block of 5, 7, 9 or 11 and the rest even. With at >= 0 the odd block covers position at.
func gridParts(length, at int) []int {
	if length%2 == 0 {
		return evenParts(nil, length)
	}
	evenOK := func(x int) bool { return x == 0 || x >= 6 && x%2 == 0 }
	for _, odd := range [...]int{5, 7, 9, 11} {
		lo, hi := 0, length-odd
		if at >= 0 {
			lo, hi = max(lo, at-odd+1), min(hi, at)
		}
		for a := lo; a <= hi; a++ {
			if evenOK(a) && evenOK(length-a-odd) {
				return evenParts(append(evenParts(nil, a), odd), length-a-odd)
			}
		}
	}
	return nil // not reached: the tests try every length up to 1000 and every position
}

// evenParts appends blocks of 6, 8 and 10 (mostly 8) that add up to length (0 or even and at least 6).
func evenParts(parts []int, length int) []int {
	switch length % 8 {
	case 2:
		parts, length = append(parts, 10), length-10
	case 4:
		parts, length = append(parts, 6, 6), length-12
	case 6:
		parts, length = append(parts, 6), length-6
	}
	for ; length > 0; length -= 8 {
		parts = append(parts, 8)
	}
	return parts
}

// grid builds the links of a tour of b, both sides at least 5: a closed tour, unless both sides are odd,
// then an open tour from start. It returns the number of pieces laid.
func grid(links []byte, b Board, start Square) (int, error) {
	t := pieces()
	odd := b.Rows%2 == 1 && b.Cols%2 == 1
	atRow, atCol := -1, -1
	if odd {
		atRow, atCol = start.Row, start.Col
	}
	hs, ws := gridParts(b.Rows, atRow), gridParts(b.Cols, atCol)
	if hs == nil || ws == nil {
		return 0, errInternal("no grid for %s", b)
	}
	cols := b.Cols
	r0 := 0
	for i, h := range hs {
		c0 := 0
		for j, w := range ws {
			p := t.gridCycle[h][w]
			if odd && start.Row >= r0 && start.Row < r0+h && start.Col >= c0 && start.Col < c0+w {
				p = t.gridPath[pieceKey{h, w, (start.Row-r0)*w + start.Col - c0}]
			}
			if p == nil {
				return 0, errInternal("no %dx%d piece for %s from %v", h, w, b, start)
			}
			place(links, cols, r0, c0, p)
			if j > 0 { // right port of the block on the left, left port of this one
				swap(links, cols, Square{r0, c0 - 2}, Square{r0 + 2, c0 - 1}, Square{r0 + 1, c0}, Square{r0 + 3, c0 + 1})
			}
			c0 += w
		}
		if i > 0 { // bottom port of the first block above, top port of the first block of this band
			swap(links, cols, Square{r0 - 2, 0}, Square{r0 - 1, 2}, Square{r0, 1}, Square{r0 + 1, 3})
		}
		r0 += h
	}
	return len(hs) * len(ws), nil
}
