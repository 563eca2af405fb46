package sudoku

import (
	"unicode/utf8"

	"kibitz/solvers/internal/typed"
)

// decode[b][ch] is the digit that character ch stands for in a grid with boxes of side b (2..5): 1..n,
// 0 for a blank ('.', '0', '_'), -1 for anything else. Built once at package init, read-only after.
var decode = func() (t [6][256]int8) {
	for b := 2; b <= 5; b++ {
		n := b * b
		for ch := range t[b] {
			t[b][ch] = -1
		}
		t[b]['.'], t[b]['0'], t[b]['_'] = 0, 0, 0
		for d := 1; d <= n; d++ {
			s := Symbol(n, d)
			t[b][s] = int8(d)
			if s >= 'A' && s <= 'Z' {
				t[b][s+'a'-'A'] = int8(d)
			}
		}
	}
	return t
}()

// isSymbol reports whether ch is a digit of some size (1-9, A-Y, a-y): a character that is wrong only
// for the size at hand.
func isSymbol(ch byte) bool {
	return ch >= '1' && ch <= '9' || ch >= 'A' && ch <= 'Y' || ch >= 'a' && ch <= 'y'
}

// isSeparator reports whether the ASCII character ch may stand between cells of a pasted grid:
// whitespace, box lines drawn with | - + =, commas and the backquotes of a Discord code block.
func isSeparator(ch byte) bool {
	switch ch {
	case ' ', '\t', '\n', '\r', '\v', '\f', '|', '-', '+', '=', ',', ';', '`':
		return true
	}
	return false
}

// isWideSeparator reports whether a non-ASCII rune may stand between cells: box-drawing characters
// (U+2500-U+257F), the no-break space and the ideographic space that East Asian keyboards type.
func isWideSeparator(r rune) bool {
	return r >= 0x2500 && r <= 0x257F || r == 0xA0 || r == 0x3000
}

// nearestSize returns the size whose cell count is nearest to n cells (ties to the smaller).
func nearestSize(n int) int {
	sizes := Sizes()
	best := sizes[0]
	for _, s := range sizes[1:] {
		if abs(s*s-n) < abs(best*best-n) {
			best = s
		}
	}
	return best
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// sizeOfCells returns the size with n cells, or 0.
func sizeOfCells(n int) int {
	switch n {
	case 16:
		return 4
	case 81:
		return 9
	case 256:
		return 16
	case 625:
		return 25
	}
	return 0
}

// Parse reads a grid. It accepts the one-line form (16, 81, 256 or 625 characters: digits as Symbol
// writes them, letters in either case, blanks '.', '0' or '_') and a pasted grid: rows on lines, with
// spaces, pipes, dashes, plus signs and box-drawing characters between cells and box lines of their own,
// rows split by line breaks or by '/' (53..7..../6..195.../...). Full-width characters (５３．．７, as an
// East Asian keyboard types them) read as their ASCII forms, in either form, so that /sudoku solve and
// `kibitz solve sudoku` read the same grids by this one parser.
// Errors are *InputError, checked in this order: the shape (length, rows), the characters, then
// repeated digits in rows, columns and boxes.
func Parse(s string) (Grid, error) {
	var g Grid
	err := parseInto(&g, s, true)
	return g, err
}

// ParseBytes is Parse for a byte slice, filling *g; it allocates nothing unless it returns an error.
func ParseBytes(g *Grid, line []byte) error { return parseInto(g, line, true) }

// parseInto parses s into g; with validate false it skips the check for repeated digits (Batch runs
// it only for grids the solver finds no solution for: a grid with a solution repeats nothing).
func parseInto[S ~string | ~[]byte](g *Grid, s S, validate bool) error {
	lo, hi := 0, len(s)
	for lo < hi && (s[lo] == ' ' || s[lo] == '\t' || s[lo] == '\n' || s[lo] == '\r') {
		lo++
	}
	for hi > lo && (s[hi-1] == ' ' || s[hi-1] == '\t' || s[hi-1] == '\n' || s[hi-1] == '\r') {
		hi--
	}
	s = s[lo:hi]
	if len(s) == 0 {
		return &InputError{Code: CodeEmpty}
	}
	if size := sizeOfCells(len(s)); size != 0 {
		// The hot path: one line of exactly the right length.
		b := boxOf(size)
		table := &decode[b]
		g.box = int8(b - 3)
		cells := g.cells[:len(s)]
		for i := range cells {
			d := table[s[i]]
			if d < 0 {
				return parsePasted(g, s)
			}
			cells[i] = uint8(d)
		}
		g.clearFrom(len(s))
		if !validate {
			return nil
		}
		if e := g.firstConflict(); e != nil {
			return e
		}
		return nil
	}
	return parsePasted(g, s)
}

// clearFrom blanks the cells from index i on, so that grids compare equal with ==.
func (g *Grid) clearFrom(i int) {
	clear(g.cells[i:])
}

// parsePasted reads the general form: every character that is not a separator is a cell, rows are
// the lines that hold any cell.
func parsePasted[S ~string | ~[]byte](g *Grid, s S) error {
	var raw [MaxSize * MaxSize]byte
	var rowLen [MaxSize + 1]int
	cells, rows, cur := 0, 0, 0 // cur: cells in the current line
	separated := false          // any separator or line break between cells
	var wide rune               // the first non-ASCII character taken as a cell
	endRow := func() {
		if cur > 0 {
			if rows < len(rowLen) {
				rowLen[rows] = cur
			}
			rows++
			cur = 0
		}
	}
	addCell := func(ch byte) {
		if cells < len(raw) {
			raw[cells] = ch
		}
		cells++
		cur++
	}
	for i := 0; i < len(s); {
		ch := s[i]
		if ch >= utf8.RuneSelf {
			r, w := typed.RuneAt(s, i)
			i += w
			if isWideSeparator(r) {
				separated = true
				continue
			}
			// A full-width form of ASCII (５, ．, Ａ, ｜, ／), which a Japanese or Chinese keyboard types, is
			// that character (typed.ASCII: only this block, where width.Narrow would also turn the
			// box-drawing │ of a pasted grid into the half-width ￨, which is no separator).
			if a := typed.ASCII(r); a != r {
				ch = byte(a) // and on as ASCII, below
			} else {
				if wide == 0 {
					wide = r
				}
				addCell(0xFF)
				continue
			}
		} else {
			i++
		}
		switch {
		case ch == '\n' || ch == '/':
			endRow()
			separated = true
		case isSeparator(ch):
			separated = true
		default:
			addCell(ch)
		}
	}
	endRow()
	if cells == 0 {
		return &InputError{Code: CodeEmpty}
	}
	size := sizeOfCells(cells)
	if size == 0 {
		n := nearestSize(cells)
		if !separated {
			return &InputError{Code: CodeLength, Length: cells, Want: n * n, Size: n}
		}
		if rows == 1 && (cells == 4 || cells == 9 || cells == 25) {
			// One row of a grid, pasted alone: say so rather than compare 9 cells with a 4x4 grid.
			return &InputError{Code: CodeRowCount, Rows: 1, Size: cells}
		}
		if rows > 1 && sizeOfCells(rows*rows) != 0 {
			for r := 0; r < rows; r++ {
				if rowLen[r] != rows {
					return &InputError{Code: CodeRowLength, Row: r + 1, Length: rowLen[r], Size: rows}
				}
			}
		}
		if l := commonRowLength(rowLen[:min(rows, len(rowLen))]); rows > 1 && sizeOfCells(l*l) != 0 {
			return &InputError{Code: CodeRowCount, Rows: rows, Size: l}
		}
		return &InputError{Code: CodeCellCount, Length: cells, Want: n * n, Size: n}
	}
	// Rows marked by line breaks or / are the user's rows: each must be a row, or whole rows (two rows
	// pasted on one line). A row a cell short and the next a cell long hold the right number of cells
	// in all, but joined, they would be another grid, solved in silence (or a repeated digit reported
	// where the user's grid has none).
	if rows > 1 {
		for r := range min(rows, len(rowLen)) {
			if rowLen[r]%size != 0 { // with as many lines as rows, each one row: they hold size*size cells
				return &InputError{Code: CodeRowLength, Row: r + 1, Length: rowLen[r], Size: size}
			}
		}
	}
	b := boxOf(size)
	table := &decode[b]
	g.box = int8(b - 3)
	for i, ch := range raw[:cells] {
		d := table[ch]
		if d < 0 {
			e := &InputError{Code: CodeBadCharacter, Row: i/size + 1, Col: i%size + 1, Char: rune(ch)}
			if ch == 0xFF {
				e.Char = wide
			} else if isSymbol(ch) || ch == 'Z' || ch == 'z' {
				// A letter is a digit of some grid, or Z just past the largest's (A-Y): either way the
				// grid's own digits are what to say.
				e.Code, e.Size = CodeDigitRange, size
			}
			return e
		}
		g.cells[i] = uint8(d)
	}
	g.clearFrom(cells)
	if e := g.firstConflict(); e != nil {
		return e
	}
	return nil
}

// commonRowLength returns the most frequent row length (ties to the longer).
func commonRowLength(lens []int) int {
	best, bestN := 0, 0
	for _, l := range lens {
		n := 0
		for _, m := range lens {
			if m == l {
				n++
			}
		}
		if n > bestN || n == bestN && l > best {
			best, bestN = l, n
		}
	}
	return best
}
