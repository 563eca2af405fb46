package knight

import "sync"

// A tour under construction is an array of links, one byte a square: the moves to its two neighbours
// on the tour in the low and high nibble, noLink where there is none (the two ends of an open tour).
// Pieces from the table are copied into it row by row, then joined by rewriting a few links.
const noLink = 8

// pieceCode is a piece as pieces_gen.go stores it (see internal/gen): its size, the start of an open
// path (row*cols+col, else -1), the indices in pumpCodes of its pumps (strip bases, else -1), and one
// symbol a square, row by row, for the square's two links.
type pieceCode struct {
	rows, cols  int
	start       int
	left, right int
	links       string
}

// piece is a decoded pieceCode.
type piece struct {
	rows, cols  int
	links       []byte
	left, right *piece
}

// linkSymbols decodes the symbols of pieceCode.links: the symbol at index i stands for the i-th
// unordered pair of links in the order (0,1), (0,2), ..., (0,8), (1,2), ..., (7,8), then (8,8).
const linkSymbols = "0123456789abcdefghijklmnopqrstuvwxyzA"

// transposeMove maps a move to its mirror image in the main diagonal, mirrorMove in a vertical line.
var (
	transposeMove = [8]Move{5, 4, 3, 2, 1, 0, 7, 6}
	mirrorMove    = [8]Move{7, 6, 5, 4, 3, 2, 1, 0}
)

// pieceKey finds a piece by size and start square (row*cols+col; 0 for pieces without a start).
type pieceKey struct{ rows, cols, start int }

// pieceTable holds every decoded piece. It is built once, on first use, and only read afterwards.
type pieceTable struct {
	gridCycle  [12][12]*piece // by rows, cols: both orientations
	gridPath   map[pieceKey]*piece
	stripWhole map[pieceKey]*piece
	stripBase  map[pieceKey]*piece
	stripCycle map[int]*piece // by length
}

var pieces = sync.OnceValue(func() *pieceTable {
	var sym [256]byte
	i := 0
	for a := byte(0); a <= noLink; a++ {
		for b := a + 1; b <= noLink; b++ {
			sym[linkSymbols[i]] = a | b<<4
			i++
		}
	}
	sym[linkSymbols[i]] = noLink | noLink<<4
	pumps := make([]*piece, len(pumpCodes))
	decode := func(pc pieceCode) *piece {
		p := &piece{rows: pc.rows, cols: pc.cols, links: make([]byte, len(pc.links))}
		for i := range len(pc.links) {
			p.links[i] = sym[pc.links[i]]
		}
		if pc.left >= 0 {
			p.left = pumps[pc.left]
		}
		if pc.right >= 0 {
			p.right = pumps[pc.right]
		}
		return p
	}
	for i, pc := range pumpCodes {
		pumps[i] = decode(pc)
	}
	t := &pieceTable{
		gridPath:   map[pieceKey]*piece{},
		stripWhole: map[pieceKey]*piece{},
		stripBase:  map[pieceKey]*piece{},
		stripCycle: map[int]*piece{},
	}
	for _, pc := range gridCycleCodes {
		p := decode(pc)
		t.gridCycle[p.rows][p.cols] = p
		t.gridCycle[p.cols][p.rows] = p.transpose()
	}
	for _, pc := range gridPathCodes {
		p := decode(pc)
		t.gridPath[pieceKey{p.rows, p.cols, pc.start}] = p
		if p.rows != p.cols {
			r, c := pc.start/pc.cols, pc.start%pc.cols
			t.gridPath[pieceKey{p.cols, p.rows, c*p.rows + r}] = p.transpose()
		}
	}
	for _, pc := range stripWholeCodes {
		t.stripWhole[pieceKey{pc.rows, pc.cols, pc.start}] = decode(pc)
	}
	for _, pc := range stripBaseCodes {
		t.stripBase[pieceKey{pc.rows, pc.cols, pc.start}] = decode(pc)
	}
	for _, pc := range stripCycleCodes {
		t.stripCycle[pc.cols] = decode(pc)
	}
	return t
})

// transpose returns the piece mirrored in its main diagonal.
func (p *piece) transpose() *piece {
	q := &piece{rows: p.cols, cols: p.rows, links: make([]byte, len(p.links))}
	for r := range p.rows {
		for c := range p.cols {
			q.links[c*q.cols+r] = mapLinks(p.links[r*p.cols+c], &transposeMove)
		}
	}
	return q
}

// mapLinks applies a map of moves to both links of a square.
func mapLinks(l byte, m *[8]Move) byte {
	a, b := l&15, l>>4
	if a != noLink {
		a = byte(m[a])
	}
	if b != noLink {
		b = byte(m[b])
	}
	return a | b<<4
}

// place copies piece p into links (a board cols wide) with its top left corner at row r0, column c0.
func place(links []byte, cols, r0, c0 int, p *piece) {
	for r := range p.rows {
		copy(links[(r0+r)*cols+c0:], p.links[r*p.cols:(r+1)*p.cols])
	}
}

// relink replaces the link of square v that points along move old by one along move new.
func relink(links []byte, v int, old, new Move) {
	l := links[v]
	if Move(l&15) == old {
		links[v] = l&0xf0 | byte(new)
	} else {
		links[v] = l&0x0f | byte(new)<<4
	}
}

// swap exchanges the tour edges a1-a2 and b1-b2 for a1-b1 and a2-b2: two cycles (or a cycle and a
// path) through those edges become one. Squares are given as (row, column) on a board cols wide.
func swap(links []byte, cols int, a1, a2, b1, b2 Square) {
	id := func(s Square) int { return s.Row*cols + s.Col }
	mv := func(from, to Square) Move { m, _ := moveOf(from, to); return m }
	relink(links, id(a1), mv(a1, a2), mv(a1, b1))
	relink(links, id(a2), mv(a2, a1), mv(a2, b2))
	relink(links, id(b1), mv(b1, b2), mv(b1, a1))
	relink(links, id(b2), mv(b2, b1), mv(b2, a2))
}
