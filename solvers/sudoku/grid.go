package sudoku

import (
	"encoding/binary"
	"fmt"
	"strings"
)

// MaxSize is the side of the largest grid kibitz handles (25x25).
const MaxSize = 25

// Sizes lists the grid sides kibitz handles: 4x4, 9x9, 16x16 and 25x25. It returns an array, a copy
// that its caller may change.
func Sizes() [4]int { return [...]int{4, 9, 16, 25} }

// Grid is a Sudoku grid of side 4, 9, 16 or 25: each cell holds 0 (blank) or a digit 1..Size. It is a
// value (about 630 bytes) that copies freely; the zero Grid is an empty 9x9 grid.
type Grid struct {
	// box is the side of a box minus 3, so that the zero value is a 9x9 grid.
	box   int8
	cells [MaxSize * MaxSize]uint8
}

// NewGrid returns an empty grid of the given side (4, 9, 16 or 25).
func NewGrid(size int) (Grid, error) {
	for _, s := range Sizes() {
		if s == size {
			return Grid{box: int8(boxOf(size) - 3)}, nil
		}
	}
	return Grid{}, fmt.Errorf("sudoku: no grid of size %d (want 4, 9, 16 or 25)", size)
}

func boxOf(size int) int {
	switch size {
	case 4:
		return 2
	case 16:
		return 4
	case 25:
		return 5
	}
	return 3
}

// Box returns the side of a box: 2, 3, 4 or 5.
func (g *Grid) Box() int { return int(g.box) + 3 }

// Size returns the side of the grid: 4, 9, 16 or 25.
func (g *Grid) Size() int { b := g.Box(); return b * b }

// Len returns the number of cells, Size squared.
func (g *Grid) Len() int { n := g.Size(); return n * n }

// At returns the digit in row r, column c (0-based), or 0 for a blank.
func (g *Grid) At(r, c int) int { return int(g.cells[r*g.Size()+c]) }

// Set puts digit d (0 for a blank) in row r, column c (0-based). It panics when r, c or d is out of
// range: that is a programming mistake, not a user's.
func (g *Grid) Set(r, c, d int) {
	n := g.Size()
	if r < 0 || r >= n || c < 0 || c >= n || d < 0 || d > n {
		panic(fmt.Sprintf("sudoku: Set(%d, %d, %d) out of range for a %dx%d grid", r, c, d, n, n))
	}
	g.cells[r*n+c] = uint8(d)
}

// Cells returns the grid's cells, row by row, 0 for blanks; the slice aliases the grid.
func (g *Grid) Cells() []uint8 { return g.cells[:g.Len()] }

// Givens returns the number of filled cells.
func (g *Grid) Givens() int {
	n := 0
	for _, v := range g.Cells() {
		if v != 0 {
			n++
		}
	}
	return n
}

// Complete reports whether every cell is filled.
func (g *Grid) Complete() bool { return g.Givens() == g.Len() }

// Symbol returns the character that stands for digit d (1..size) in a grid of the given side:
// 1-4, 1-9, 1-9A-G or A-Y; '.' for 0.
func Symbol(size, d int) byte {
	switch {
	case d == 0:
		return '.'
	case size == 25:
		return byte('A' + d - 1)
	case d <= 9:
		return byte('0' + d)
	default:
		return byte('A' + d - 10)
	}
}

// String returns the canonical form: the cells row by row on one line, '.' for blanks, digits as
// Symbol writes them. Parse reads it back.
func (g Grid) String() string {
	var b strings.Builder
	b.Grow(g.Len())
	n := g.Size()
	for _, v := range g.Cells() {
		b.WriteByte(Symbol(n, int(v)))
	}
	return b.String()
}

// symbols[b][d] is Symbol(b*b, d), built at init, read-only after.
var symbols = func() (t [6][MaxSize + 1]byte) {
	for b := 2; b <= 5; b++ {
		for d := 0; d <= b*b; d++ {
			t[b][d] = Symbol(b*b, d)
		}
	}
	return t
}()

// appendTo appends the canonical form to buf, without allocating when buf has room.
func (g *Grid) appendTo(buf []byte) []byte {
	if g.box == 0 {
		if out, ok := g.appendDigits9(buf); ok {
			return out
		}
	}
	sym := &symbols[g.Box()]
	cells := g.Cells()
	start := len(buf)
	buf = append(buf, cells...)
	out := buf[start:]
	for i, v := range out {
		out[i] = sym[v%(MaxSize+1)]
	}
	return buf
}

// appendDigits9 appends a 9x9 grid without blanks eight cells at a time, each digit plus '0'; false
// (and buf as it was) when a cell is blank, which needs the '.' of the general path. A byte b of a
// word x is 1 to 9 just when b+0x7f sets its high bit and b+0x76 does not (no byte carries into the
// next, since b is at most 9). That takes about 1% off `kibitz solve sudoku` on serg (CPU time).
func (g *Grid) appendDigits9(buf []byte) ([]byte, bool) {
	const ones = 0x0101010101010101
	c := g.cells[:88]
	var bad uint64
	for i := 0; i < 88; i += 8 {
		x := binary.LittleEndian.Uint64(c[i:])
		if i == 80 {
			x = x&0xff | ones&^0xff // cell 80, and a 1 for each byte past the grid
		}
		bad |= ^(x+0x7f*ones)&(0x80*ones) | (x+0x76*ones)&(0x80*ones)
	}
	if bad != 0 {
		return buf, false
	}
	start := len(buf)
	buf = append(buf, c[:81]...)
	out := buf[start : start+81]
	for i := 0; i < 80; i += 8 {
		binary.LittleEndian.PutUint64(out[i:], binary.LittleEndian.Uint64(out[i:])+0x30*ones)
	}
	out[80] += '0'
	return buf, true
}

// Pretty returns the grid on Size lines with spaces between cells and box lines, the way people write
// it; Parse reads it back.
func (g Grid) Pretty() string {
	var b strings.Builder
	n, box := g.Size(), g.Box()
	row := make([]byte, 0, 4*n)
	for r := 0; r < n; r++ {
		row = row[:0]
		for c := 0; c < n; c++ {
			if c > 0 && c%box == 0 {
				row = append(row, " |"...)
			}
			if c > 0 {
				row = append(row, ' ')
			}
			row = append(row, Symbol(n, g.At(r, c)))
		}
		if r > 0 && r%box == 0 {
			// The box line follows the row's shape: '+' under each '|', '-' elsewhere.
			for _, ch := range row {
				if ch == '|' {
					b.WriteByte('+')
				} else {
					b.WriteByte('-')
				}
			}
			b.WriteByte('\n')
		}
		b.Write(row)
		b.WriteByte('\n')
	}
	return b.String()
}

// Cell names a cell by row and column, both 0-based; its String is the 1-based "r4c7".
type Cell struct {
	Row, Col int
}

// String returns the 1-based form, "r4c7".
func (c Cell) String() string { return fmt.Sprintf("r%dc%d", c.Row+1, c.Col+1) }

// Diff returns the cells where a and b hold different digits, row by row. Grids of different sizes
// differ everywhere that matters; Diff then returns nil.
func Diff(a, b Grid) []Cell {
	if a.Size() != b.Size() {
		return nil
	}
	var out []Cell
	n := a.Size()
	for i, v := range a.Cells() {
		if v != b.cells[i] {
			out = append(out, Cell{i / n, i % n})
		}
	}
	return out
}

// IsSolutionOf reports whether g is a complete, valid grid that keeps every given of puzzle.
func (g *Grid) IsSolutionOf(puzzle *Grid) bool {
	if g.Size() != puzzle.Size() || !g.Complete() || g.firstConflict() != nil {
		return false
	}
	for i, v := range puzzle.Cells() {
		if v != 0 && g.cells[i] != v {
			return false
		}
	}
	return true
}

// Validate reports the first duplicate digit in a row, a column or a box, scanning rows, then columns,
// then boxes, as an *InputError; nil when there is none.
func (g *Grid) Validate() error {
	if e := g.firstConflict(); e != nil {
		return e
	}
	return nil
}

// firstConflict finds the first repeated digit, rows first, then columns, then boxes.
func (g *Grid) firstConflict() *InputError {
	n, box := g.Size(), g.Box()
	for r := range n {
		row := func(k int) int { return r*n + k }
		if d := g.repeated(row); d != 0 {
			return &InputError{Code: CodeDuplicateInRow, Size: n, Row: r + 1, Digit: int(d), Count: g.count(d, row)}
		}
	}
	for c := range n {
		column := func(k int) int { return k*n + c }
		if d := g.repeated(column); d != 0 {
			return &InputError{Code: CodeDuplicateInColumn, Size: n, Col: c + 1, Digit: int(d), Count: g.count(d, column)}
		}
	}
	for b := range n {
		r0, c0 := b/box*box, b%box*box
		inBox := func(k int) int { return (r0+k/box)*n + c0 + k%box }
		if d := g.repeated(inBox); d != 0 {
			return &InputError{Code: CodeDuplicateInBox, Size: n, Box: b + 1, Digit: int(d), Count: g.count(d, inBox)}
		}
	}
	return nil
}

// repeated is the first digit met a second time among the Size cells of a unit, cell(k) giving the
// index of its k-th cell; 0 when the unit repeats none. Rows, columns and boxes differ only in cell, so
// the one scan serves the three, as count does.
func (g *Grid) repeated(cell func(k int) int) uint8 {
	var seen uint32
	for k := range g.Size() {
		if d := g.cells[cell(k)]; d != 0 {
			if seen&(1<<d) != 0 {
				return d
			}
			seen |= 1 << d
		}
	}
	return 0
}

// count is how many of the Size cells of a unit hold d, cell(k) giving the index of its k-th cell.
// Only an error pays for it: valid grids never call it.
func (g *Grid) count(d uint8, cell func(k int) int) int {
	n := 0
	for k := range g.Size() {
		if g.cells[cell(k)] == d {
			n++
		}
	}
	return n
}
