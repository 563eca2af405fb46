package knight

import (
	"math"
	"strconv"
	"strings"

	"kibitz/solvers/knight"
)

// The other two views of a knight's tour, beside the pictures (draw.go): monospace text and an emoji
// grid.
//
// The text view is the numbered picture in characters: every square's move number, ranks up the left
// side and files along the bottom, as on a chessboard. It is exact, and it is the natural text of a small
// tour; a large board's grid does not fit in a message, and the command shows the picture instead.
//
// The emoji view cannot be exact: emoji have no numbers past 10 (the keycaps stop at 🔟), and a board of
// 64 keycap-and-number pairs would not read on a phone either. So it shows what the preview picture shows,
// coarsely and honestly: the start 🟢, the end 🏁, and every other square numbered by the quarter of the
// tour in which the knight visits it, 1️⃣ 2️⃣ 3️⃣ 4️⃣ from first to last. Coloured squares (🟦 🟪 🟥 🟧, the
// picture's blue-to-orange scale in four steps) were read by a screen reader as colours' names, and red
// and orange, blue and purple blur for a colour-blind reader; a number is read as the quarter it is and
// seen as one without telling colours apart. At most 12 emoji a row (wider lines wrap on a phone and the
// grid falls apart) and 24 rows: a larger board shares its squares out as the preview does, each emoji
// showing the average visiting time of the squares it covers (emojiCells says how many). The reply says
// what the numbers mean and that the text view has the move numbers.

// emojiMaxCols and emojiMaxRows bound the emoji grid of a tour.
const (
	emojiMaxCols = 12
	emojiMaxRows = 24
)

// The emoji of a tour: the start, the end (and the four quarters of the tour, emojiQuarters).
const (
	emojiStart = "🟢"
	emojiEnd   = "🏁"
)

// emojiQuarters are the squares' emoji by the quarter of the tour in which the knight visits them.
var emojiQuarters = [4]string{"1\uFE0F\u20E3", "2\uFE0F\u20E3", "3\uFE0F\u20E3", "4\uFE0F\u20E3"}

// emojiCells is the size of the emoji grid of a tour of b: b itself when it fits in
// emojiMaxCols x emojiMaxRows, else b scaled down to fit, keeping its shape as far as whole
// emoji allow, but at least 3 emoji a side (or the board's side, when shorter), so that a strip keeps its
// rows: 3 x 30 is 3 x 12, not one line.
func emojiCells(b knight.Board) (cols, rows int) {
	s := min(1, float64(emojiMaxCols)/float64(b.Cols), float64(emojiMaxRows)/float64(b.Rows))
	side := func(n, most int) int { return min(n, most, max(int(math.Round(float64(n)*s)), 3)) }
	return side(b.Cols, emojiMaxCols), side(b.Rows, emojiMaxRows)
}

// tourEmoji is the tour as an emoji grid, one line a row of emojiCells: the start 🟢, the end 🏁 (where both
// share an emoji, as a closed tour's may on a scaled grid, the start shows), and every other emoji the
// number of the quarter of the tour in which the knight visits its squares, on average.
func tourEmoji(t knight.Tour) string {
	b := t.Board
	gw, gh := emojiCells(b)
	sum := make([]float64, gw*gh)
	count := make([]int, gw*gh)
	cell := func(s knight.Square) int { return (s.Row*gh/b.Rows)*gw + s.Col*gw/b.Cols }
	for i, s := range t.All() {
		g := cell(s)
		sum[g] += float64(i)
		count[g]++
	}
	span := float64(max(t.Len()-1, 1))
	marks := map[int]string{cell(t.End()): emojiEnd}
	marks[cell(t.Start)] = emojiStart
	var sb strings.Builder
	for g := range sum {
		if g > 0 && g%gw == 0 {
			sb.WriteByte('\n')
		}
		if m, ok := marks[g]; ok {
			sb.WriteString(m)
			continue
		}
		q := min(int(sum[g]/float64(count[g])/span*4), 3)
		sb.WriteString(emojiQuarters[q])
	}
	return sb.String()
}

// tourText is the tour in a code block: every square's move number (1 is the start), right-aligned in
// columns as wide as the largest number, the ranks (1 at the bottom) up the left side and the files (a, b,
// ...) along the bottom, as the numbered picture shows them. It takes about 4 characters a square on a
// board of up to 999 squares.
func tourText(t knight.Tour) string {
	b := t.Board
	order := t.Order()
	w := max(len(strconv.Itoa(t.Len())), len(knight.FileName(b.Cols-1))) // files past z take two letters
	rw := len(strconv.Itoa(b.Rows))
	pad := func(sb *strings.Builder, s string, width int) {
		sb.WriteString(strings.Repeat(" ", max(width-len(s), 0)))
		sb.WriteString(s)
	}
	var sb strings.Builder
	sb.WriteString("```\n")
	for r := range b.Rows {
		pad(&sb, strconv.Itoa(b.Rows-r), rw)
		for c := range b.Cols {
			sb.WriteByte(' ')
			pad(&sb, strconv.Itoa(int(order[r*b.Cols+c])), w)
		}
		sb.WriteByte('\n')
	}
	sb.WriteString(strings.Repeat(" ", rw))
	for c := range b.Cols {
		sb.WriteByte(' ')
		pad(&sb, knight.FileName(c), w)
	}
	sb.WriteString("\n```")
	return sb.String()
}
