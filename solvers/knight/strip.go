package knight

// Boards 3 or 4 squares across have no room for the grid's joins, so they are built lengthwise (as 3 x n
// or 4 x n; n x 3 and n x 4 are transposed, and starts in the right half mirrored). Short boards come
// whole from the table. Longer ones come from a base tour of 18 to 21 columns from the start (12 or 14
// for closed 3 x n tours), cut open at a boundary between two columns and lengthened there by pumps:
// blocks of pumpWidth columns whose lanes continue each tour edge over that boundary. A pump's lanes
// enter where the base's edges landed and leave a knight's move before where those edges began, one
// pump further on, so every link byte keeps its meaning and the tour keeps its shape: copying columns
// of the base and of pumps side by side is the whole construction. Pumps go in at one boundary right of
// the start, and for starts further in (column stripBothFrom on) also at one left of it, which is how
// the start lands on any column of a long board.

// Strip layout; internal/gen builds the table for the same numbers.
const (
	pumpWidth          = 4  // columns a pump adds
	stripBaseMin       = 18 // strips this long or longer are built from a base and pumps
	stripLeftBoundary  = 4  // left pumps go in before this column of the base
	stripRightBoundary = 14 // right pumps go in before this column of the base
	stripBothFrom      = 7  // bases have left pumps for starts from this column on
	stripStartLimit    = 11 // bases start left of this column
	stripCycleBoundary = 4  // pumps of closed 3-row bases go in before this column
)

// strip builds the links of a tour of an h x n board, h = 3 or 4, n >= h, in links (h*n bytes): a closed
// tour when closed is set (3 rows, n even and at least 10), else an open tour from start; start must be
// in the left half (column at most (n-1)/2). It returns the number of pieces laid, pumps included.
func strip(links []byte, h, n int, start Square, closed bool) (int, error) {
	t := pieces()
	if closed {
		if n == 10 {
			place(links, n, 0, 0, t.stripCycle[10])
			return 1, nil
		}
		base := t.stripCycle[12+n%4]
		if base == nil {
			return 0, errInternal("no closed base for 3x%d", n)
		}
		k := (n - base.cols) / pumpWidth
		assemble(links, n, base, 0, stripCycleBoundary, k, stripCycleBoundary)
		return 1 + k, nil
	}
	if n < stripBaseMin {
		p := t.stripWhole[pieceKey{h, n, start.Row*n + start.Col}]
		if p == nil {
			return 0, errInternal("no %dx%d tour from %v", h, n, start)
		}
		place(links, n, 0, 0, p)
		return 1, nil
	}
	// the base: as long as the board modulo pumpWidth, 18..21 columns (19 or 21 for 3 rows, n odd)
	n0 := stripBaseMin + (n-stripBaseMin)%pumpWidth
	if h == 3 {
		n0 = 19 + (n-19)%pumpWidth
	}
	c0, left := start.Col, 0
	if c0 >= stripBothFrom {
		c0 = stripBothFrom + (start.Col-stripBothFrom)%pumpWidth
		left = (start.Col - c0) / pumpWidth
	}
	right := (n - n0 - left*pumpWidth) / pumpWidth
	base := t.stripBase[pieceKey{h, n0, start.Row*n0 + c0}]
	if base == nil || right < 0 || left > 0 && base.left == nil {
		return 0, errInternal("no %dx%d base for %dx%d from %v", h, n0, h, n, start)
	}
	assemble(links, n, base, left, stripLeftBoundary, right, stripRightBoundary)
	return 1 + left + right, nil
}

// assemble lays out, row by row, the columns of base before bl, left copies of base.left, the columns
// from bl to br, right copies of base.right, and the rest of base.
func assemble(links []byte, n int, base *piece, left, bl, right, br int) {
	for r := range base.rows {
		row := links[r*n : (r+1)*n]
		src := base.links[r*base.cols : (r+1)*base.cols]
		at := copy(row, src[:bl])
		for range left {
			at += copy(row[at:], base.left.links[r*pumpWidth:(r+1)*pumpWidth])
		}
		at += copy(row[at:], src[bl:br])
		for range right {
			at += copy(row[at:], base.right.links[r*pumpWidth:(r+1)*pumpWidth])
		}
		copy(row[at:], src[br:])
	}
}
