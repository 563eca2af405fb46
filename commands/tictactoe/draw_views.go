package tictactoe

import (
	"fmt"
	"strings"

	"kibitz/solvers/tictactoe"
)

// The other two views of a tic-tac-toe board, beside the picture (draw.go): an emoji grid and
// monospace text. Both name the empty cells by number, 1 to 9 row by row, as the buttons, the picture and
// `/tictactoe analyze` do, so that a reader can say "cell 5" whatever the view.

// markEmoji are the marks as emoji: ❌ and ⭕, standard Unicode emoji that every Discord client and phone
// draws in colour, three to a row (narrow enough for any phone).
var markEmoji = map[tictactoe.Mark]string{tictactoe.X: "❌", tictactoe.O: "⭕"}

// boardEmoji is the board as three lines of emoji: ❌ for X, ⭕ for O, and an empty cell as its number
// in a keycap (1️⃣ to 9️⃣). A move's value does not fit an emoji, so the analysis writes the values in
// words under this grid.
func boardEmoji(b tictactoe.Board) string {
	var sb strings.Builder
	for i, m := range b {
		if i > 0 && i%3 == 0 {
			sb.WriteByte('\n')
		}
		if e, ok := markEmoji[m]; ok {
			sb.WriteString(e)
		} else {
			// The digit, the emoji presentation selector and the combining enclosing keycap.
			sb.WriteString(fmt.Sprintf("%d\uFE0F\u20E3", i+1))
		}
	}
	return sb.String()
}

// boardText is the board in a code block, three characters a cell: X, O, an empty cell's number, or,
// when moves are given, the value of each move in its cell (W5, D7, L4: valueCode). The marks of the
// winning lines (Board.WinningLines) are in brackets, [X], as the picture draws the line through them.
func boardText(b tictactoe.Board, moves []tictactoe.MoveValue, lines [][3]int) string {
	cells := make([]string, 9)
	for i, m := range b {
		if m == tictactoe.Empty {
			cells[i] = fmt.Sprintf(" %d ", i+1)
		} else {
			cells[i] = " " + m.String() + " "
		}
	}
	for _, l := range lines {
		for _, i := range l {
			cells[i] = "[" + b[i].String() + "]"
		}
	}
	for _, mv := range moves {
		cells[mv.Cell] = fmt.Sprintf("%-3s", valueCode(mv.Value))
	}
	var sb strings.Builder
	sb.WriteString("```\n")
	for r := range 3 {
		sb.WriteString(strings.Join(cells[r*3:r*3+3], "|"))
		sb.WriteString("\n")
		if r < 2 {
			sb.WriteString("---+---+---\n")
		}
	}
	sb.WriteString("```")
	return sb.String()
}
