package sudoku

// A Sudoku being played (playView) in the two views beside its picture. Each shows what the picture
// shows that a player acts on, in its own means, and the command's legend says which:
//
//   - emoji: the givens as keycaps (5️⃣) and the digits written in as clock faces, the hour for the digit
//     (🕔 for 5), since Unicode has no other emoji digits and a keycap cannot be coloured; a wrong digit
//     as ❌ in place of its clock; the chosen cell, when blank, as 🟦;
//   - text: the digits written in with a "*" before them (*5), a wrong one with a "!" (!5), in the place
//     of the space before the cell, so that no cell moves and a grid is as long as the puzzle's; and the
//     chosen row and column pointed at by a "<" after the row and a "v" over the column. A star is read
//     out by screen readers at their usual punctuation level (NVDA's "some", where brackets are not), and
//     the wrong cells are named in words under the grid as well.
//
// The pencil marks do not fit a cell of either view: the command lists them under the grid. The last
// hint's cell is not marked: the hint's own words name it.

// playClocks are the digits written in, in the emoji view: the clock faces of one to nine o'clock.
var playClocks = [10]string{"", "🕐", "🕑", "🕒", "🕓", "🕔", "🕕", "🕖", "🕗", "🕘"}

// keycapOf is the keycap emoji of digit d, 1 to 9, as the emoji views write a given; "" for others.
func keycapOf(d int) string {
	if d < 1 || d > 9 {
		return ""
	}
	return keycapDigits[d]
}

// The marks of the text view, in the place before a cell: a digit written in, and one found wrong.
const (
	textWritten = '*'
	textWrong   = '!'
)

// The emoji of a wrong digit and of the chosen cell when blank.
const (
	playWrong  = "❌"
	playChosen = "🟦"
)

// playEmoji is g as emoji, laid out as gridEmoji lays out a grid (every cell one emoji, so the
// columns line up), with the givens as keycaps, the digits written in as clocks, wrong digits as ❌ and
// the chosen cell, when blank, as 🟦. Like gridEmoji it is "" above 9x9.
func playEmoji(g playView) string {
	n, box := g.Givens.Size(), g.Givens.Box()
	if n > 9 {
		return ""
	}
	grid := g.Grid
	if grid.Size() != n {
		grid = g.Givens
	}
	wrong := cellMask(n, g.Wrong)
	return emojiLayout(n, box, func(r, c int) string {
		given, d := g.Givens.At(r, c), grid.At(r, c)
		switch {
		case given != 0:
			return keycapDigits[given]
		case d != 0 && wrong[r*n+c]:
			return playWrong
		case d != 0:
			return playClocks[d]
		case r == g.Row && c == g.Col:
			return playChosen
		}
		return blankEmoji
	})
}

// playText is g as gridText writes a grid, the digits written in marked textWritten before them and the
// wrong ones textWrong, and the chosen row and column pointed at ("<" and "v"; a row or a column alone
// when only one is chosen).
func playText(g playView) string {
	grid := g.Grid
	n := g.Givens.Size()
	if grid.Size() != n {
		grid = g.Givens
	}
	wrong := cellMask(n, g.Wrong)
	return pointedText(grid, func(r, c int) byte {
		switch {
		case g.Givens.At(r, c) != 0 || grid.At(r, c) == 0:
			return ' '
		case wrong[r*n+c]:
			return textWrong
		}
		return textWritten
	}, g.Row, g.Col)
}
