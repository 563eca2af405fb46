package sudoku

import (
	"strconv"
	"strings"

	"kibitz/solvers/sudoku"
)

// The Sudoku grid in the two views beside the picture (docs/architecture.md §3): emoji, for reading on a
// phone, and monospace text in a code block. Both are pure functions of the grid, tested by goldens
// (testdata/sudoku_*.txt); commands.Show picks the one a reader asked for and falls back when it does not
// fit in a message.

// keycapDigits are the keycap emoji of the digits 1 to 9. Each is three code points (the digit, U+FE0F,
// U+20E3) and seven bytes, so a full 9x9 grid costs 243 characters of Discord's 2,000 in its digits.
var keycapDigits = [10]string{"", "1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"}

// blankEmoji is a blank cell: a dark square, which recedes on Discord's dark theme so that the
// digits stand out, and is as wide as a keycap.
const blankEmoji = "⬛"

// gridEmoji writes grid in emoji, a row a line: keycap digits, a dark square for a blank, a space between
// boxes and an empty line between bands of boxes. Every row has the same emoji and spaces in the same
// places, so the columns line up in any font. A 9x9 grid is 11 emoji-widths across, narrow enough for a
// phone; it costs at most 271 characters (all digits). Grids above 9x9 have no emoji view: Unicode has
// no emoji for their letters A to Y, and 16 emoji a row would wrap on a phone. For them it is "", and
// Show goes on to the text.
func gridEmoji(grid sudoku.Grid) string {
	if grid.Size() > 9 {
		return ""
	}
	return emojiLayout(grid.Size(), grid.Box(), func(r, c int) string {
		if d := grid.At(r, c); d != 0 {
			return keycapDigits[d]
		}
		return blankEmoji
	})
}

// emojiLayout lays out an n x n grid of boxes box wide, one emoji a cell (cell(r, c)), as gridEmoji
// describes: a row a line, a space between boxes, an empty line between bands of boxes.
func emojiLayout(n, box int, cell func(r, c int) string) string {
	var b strings.Builder
	for r := range n {
		if r > 0 {
			b.WriteByte('\n')
			if r%box == 0 {
				b.WriteByte('\n')
			}
		}
		for c := range n {
			if c > 0 && c%box == 0 {
				b.WriteByte(' ')
			}
			b.WriteString(cell(r, c))
		}
	}
	return b.String()
}

// gridText writes grid as monospace text in a code block: the cells as the solver writes them ('.' for a
// blank, letters above 9), a space between cells, ASCII lines around the boxes, and the rows and columns
// numbered from 1 as "r4c7" counts them (the columns of grids wider than 9 on two lines, tens above
// units, so that every cell stays one character wide). Sizes in characters, code fences included: 4x4
// 133, 9x9 397, 16x16 1,038, 25x25 2,148 (over Discord's 2,000 on its own, so a 25x25 grid asked for as
// text is shown as the picture). Widths: 15, 27, 44 and 64 columns.
func gridText(grid sudoku.Grid) string {
	return pointedText(grid, nil, -1, -1)
}

// The marks of a grid with digits filled in (answerText), in the place before a cell, as a game's text
// view marks the digits written in (playText): a digit kibitz found or a hint gave, and a cell the
// picture highlights (this hint's, one where two solutions differ). Both are said by screen readers at
// their usual punctuation level (NVDA's "some": "star", "at"), where brackets, which marked the
// highlighted cells before, are silent; and a closing bracket took the place of the next cell's mark.
const (
	textFound     = textWritten
	textHighlight = '@'
)

// answerText is grid as gridText writes it, a digit filled in beyond givens marked textFound before it
// and a highlighted cell textHighlight (a highlighted cell is always filled in: this hint's, or one where
// two solutions differ), in the place of the space before the cell, so that no cell moves. grid may be
// givens itself (a new puzzle, one with no solution): nothing is marked.
func answerText(givens, grid sudoku.Grid, highlight []sudoku.Cell) string {
	n := grid.Size()
	if givens.Size() != n {
		givens = grid
	}
	lit := cellMask(n, highlight)
	return pointedText(grid, func(r, c int) byte {
		switch {
		case lit[r*n+c]:
			return textHighlight
		case givens.At(r, c) == 0 && grid.At(r, c) != 0:
			return textFound
		}
		return ' '
	}, -1, -1)
}

// pointedText is gridText with the cells marked and the row and the column (from 0; -1 for none) pointed
// at: a "v" over the column, between its number and the grid, and a "<" after the row's last box line, so
// that the cells keep their places whatever is chosen. mark, when not nil, is the character that goes
// before cell (r, c) in place of its space, as a game marks the digits written in (playText) and an
// answer the digits found (answerText).
func pointedText(grid sudoku.Grid, mark func(r, c int) byte, pointRow, pointCol int) string {
	n, box := grid.Size(), grid.Box()
	label := len(strconv.Itoa(n)) // the width of the row numbers
	indent := strings.Repeat(" ", label+1)
	var b strings.Builder
	b.WriteString("```\n")

	// The column numbers sit over the cells: two characters per cell, two more per box line.
	header := func(digit func(col int) byte) {
		line := []byte(indent + " ")
		for c := range n {
			if c > 0 && c%box == 0 {
				line = append(line, ' ', ' ')
			}
			line = append(line, ' ', digit(c+1))
		}
		b.WriteString(strings.TrimRight(string(line), " "))
		b.WriteByte('\n')
	}
	if n >= 10 {
		header(func(col int) byte {
			if col < 10 {
				return ' '
			}
			return byte('0' + col/10)
		})
	}
	header(func(col int) byte { return byte('0' + col%10) })
	if pointCol >= 0 && pointCol < n {
		header(func(col int) byte {
			if col == pointCol+1 {
				return 'v'
			}
			return ' '
		})
	}

	border := indent + "+" + strings.Repeat(strings.Repeat("-", 2*box+1)+"+", box) + "\n"
	for r := range n {
		if r%box == 0 {
			b.WriteString(border)
		}
		num := strconv.Itoa(r + 1)
		b.WriteString(strings.Repeat(" ", label-len(num)) + num + " |")
		for c := range n {
			before := byte(' ')
			if mark != nil {
				before = mark(r, c)
			}
			b.WriteByte(before)
			b.WriteByte(sudoku.Symbol(n, grid.At(r, c)))
			if c%box == box-1 {
				b.WriteString(" |")
			}
		}
		if r == pointRow {
			b.WriteString(" <")
		}
		b.WriteByte('\n')
	}
	b.WriteString(border)
	b.WriteString("```")
	return b.String()
}

// cellMask is cells as a mask of an n x n grid, row by row; cells outside it are left out.
func cellMask(n int, cells []sudoku.Cell) []bool {
	mask := make([]bool, n*n)
	for _, c := range cells {
		if c.Row >= 0 && c.Row < n && c.Col >= 0 && c.Col < n {
			mask[c.Row*n+c.Col] = true
		}
	}
	return mask
}
