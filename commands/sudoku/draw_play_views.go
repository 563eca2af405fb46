package sudoku

// A Sudoku being played (playView) in the two views beside its picture. Each shows what the picture
// shows that a player acts on, in its own means, and the command's legend says which:
//
//   - emoji: the givens as keycaps (5️⃣) and the digits written in as clock faces, the hour for the digit
//     (🕔 for 5), since Unicode has no other emoji digits and a keycap cannot be coloured; a wrong digit
//     as ❌ in place of its clock; the chosen cell, when blank, as 🟦;
//   - text: the wrong cells in brackets, as gridText highlights, and the chosen row and column pointed
//     at by a "<" after the row and a "v" over the column.
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
	wrong := make([]bool, n*n)
	for _, c := range g.Wrong {
		if c.Row >= 0 && c.Row < n && c.Col >= 0 && c.Col < n {
			wrong[c.Row*n+c.Col] = true
		}
	}
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

// playText is g as gridText writes a grid, the wrong cells in brackets and the chosen row and
// column pointed at ("<" and "v"; a row or a column alone when only one is chosen).
func playText(g playView) string {
	grid := g.Grid
	if grid.Size() != g.Givens.Size() {
		grid = g.Givens
	}
	return pointedText(grid, g.Wrong, g.Row, g.Col)
}
