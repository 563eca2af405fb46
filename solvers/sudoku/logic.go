package sudoku

import (
	"fmt"
	"math/bits"
	"sync"
)

// This file holds the state of the logical solver: the grid with pencil marks (candidates), the units
// and the primitive moves. The techniques are in techniques.go; hints and grading in hint.go.

// UnitKind is the kind of a unit: row, column or box.
type UnitKind int8

// The unit kinds.
const (
	// Row is a row of the grid.
	Row UnitKind = iota
	// Column is a column of the grid.
	Column
	// Box is a box of the grid.
	Box
)

// String returns "row", "column" or "box".
func (k UnitKind) String() string {
	switch k {
	case Row:
		return "row"
	case Column:
		return "column"
	}
	return "box"
}

// Unit is a row, a column or a box, numbered from 0 (boxes row by row); its String is 1-based,
// "row 4", "box 7".
type Unit struct {
	Kind  UnitKind
	Index int
}

// String returns the 1-based form, "row 4".
func (u Unit) String() string { return fmt.Sprintf("%v %d", u.Kind, u.Index+1) }

// Candidate is a digit that may still go in a cell.
type Candidate struct {
	Cell  Cell
	Digit int
}

// String returns the cell and the digit, "r4c7#5".
func (c Candidate) String() string { return fmt.Sprintf("%v#%d", c.Cell, c.Digit) }

// geometry lists the units of one size: unit u (rows 0..n-1, columns n..2n-1, boxes 2n..3n-1) has
// cells cells[u]; unitsOf[cell] are the cell's row, column and box.
type geometry struct {
	n, box  int
	cells   [][]int16
	unitsOf [][3]int16
}

var geometries [6]struct {
	once sync.Once
	g    *geometry
}

func geometryOf(box int) *geometry {
	e := &geometries[box]
	e.once.Do(func() {
		n := box * box
		g := &geometry{n: n, box: box, cells: make([][]int16, 3*n), unitsOf: make([][3]int16, n*n)}
		for i := 0; i < n*n; i++ {
			r, c := i/n, i%n
			b := r/box*box + c/box
			us := [3]int{r, n + c, 2*n + b}
			for k, u := range us {
				g.cells[u] = append(g.cells[u], int16(i))
				g.unitsOf[i][k] = int16(u)
			}
		}
		e.g = g
	})
	return e.g
}

// unit returns the Unit value of unit number u.
func (geo *geometry) unit(u int) Unit {
	return Unit{Kind: UnitKind(u / geo.n), Index: u % geo.n}
}

// marks is a grid with candidates: the state of the logical solver. Digit d is bit d of a mask.
type marks struct {
	geo   *geometry
	value [MaxSize * MaxSize]uint8
	cand  [MaxSize * MaxSize]uint32
	empty int // cells without a value
}

// newMarks fills in the candidates of g: every digit not yet in the cell's row, column or box. It
// returns false when a blank cell has no candidate or a digit repeats.
func newMarks(g *Grid) (*marks, bool) {
	geo := geometryOf(g.Box())
	m := &marks{geo: geo}
	n := geo.n
	all := uint32(1)<<(n+1) - 2
	for i := 0; i < n*n; i++ {
		m.cand[i] = all
	}
	m.empty = n * n
	for i, v := range g.Cells() {
		if v != 0 {
			if m.cand[i]&(1<<v) == 0 {
				return m, false
			}
			m.place(i, int(v))
		}
	}
	for i := 0; i < n*n; i++ {
		if m.value[i] == 0 && m.cand[i] == 0 {
			return m, false
		}
	}
	return m, true
}

// place sets cell i to d and removes d from the cell's peers.
func (m *marks) place(i, d int) {
	m.value[i] = uint8(d)
	m.cand[i] = 0
	m.empty--
	bit := ^uint32(1 << d)
	for _, u := range m.geo.unitsOf[i] {
		for _, j := range m.geo.cells[u] {
			m.cand[j] &= bit
		}
	}
}

// cell converts a cell index to a Cell.
func (m *marks) cell(i int) Cell { return Cell{i / m.geo.n, i % m.geo.n} }

// sees reports whether cells i and j share a unit (a cell does not see itself).
func (m *marks) sees(i, j int) bool {
	if i == j {
		return false
	}
	a, b := m.geo.unitsOf[i], m.geo.unitsOf[j]
	return a[0] == b[0] || a[1] == b[1] || a[2] == b[2]
}

// where returns the cells of unit u that may take digit d, as a bit mask over the unit's positions.
func (m *marks) where(u, d int) uint32 {
	var w uint32
	for k, j := range m.geo.cells[u] {
		if m.cand[j]&(1<<d) != 0 {
			w |= 1 << k
		}
	}
	return w
}

// digits lists the digits of a mask, ascending.
func digits(mask uint32) []int {
	out := make([]int, 0, bits.OnesCount32(mask))
	for mask != 0 {
		out = append(out, bits.TrailingZeros32(mask))
		mask &= mask - 1
	}
	return out
}

// eliminate removes the candidates.
func (m *marks) eliminate(cs []Candidate) {
	for _, c := range cs {
		m.cand[c.Cell.Row*m.geo.n+c.Cell.Col] &^= 1 << c.Digit
	}
}
