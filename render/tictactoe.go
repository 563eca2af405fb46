package render

import (
	"image"
	"image/color"
	"strconv"

	"kibitz/solvers/tictactoe"
)

// The tic-tac-toe picture's layout: 300 pixels square, an 18-pixel margin, three cells of 88 pixels.
const (
	tttSize   = 300.0
	tttMargin = 18.0
	tttCell   = (tttSize - 2*tttMargin) / 3
)

// tttCentre is the middle of cell i (0-8, row by row).
func tttCentre(i int) (float64, float64) {
	return tttMargin + (float64(i%3)+0.5)*tttCell, tttMargin + (float64(i/3)+0.5)*tttCell
}

// TicTacToe draws a tic-tac-toe board, 300 pixels square: X in the accent colour, O in the rival colour,
// empty cells showing their number (1-9, as the buttons and `/tictactoe analyze` name them), and a line
// through three in a row.
func TicTacToe(b tictactoe.Board) image.Image {
	return tttDraw(b, nil)
}

// The colours of the move values in TicTacToeAnalysis: green for a win, a dark amber for a draw (Present,
// Wordle's yellow, is too light to read as text on Paper) and the rival's red for a loss. The letters W, D
// and L say the same, so the colours are a help, never the only sign.
var (
	tttWinColor  = Good
	tttDrawColor = color.RGBA{0x9a, 0x7b, 0x12, 0xff}
	tttLossColor = Rival
)

// TicTacToeAnalysis draws a position with the value of every move in its empty cell, as the text view and
// `/tictactoe analyze` write it: W (win), D (draw) or L (loss) for the side to move, with the plies until
// the game ends (W5), coloured green, amber and red. The cell number stays small in the cell's corner, and
// the best moves (every move with the best value) are framed in the accent colour, kibitz's answer.
func TicTacToeAnalysis(b tictactoe.Board, moves []tictactoe.MoveValue) image.Image {
	return tttDraw(b, moves)
}

func tttDraw(b tictactoe.Board, moves []tictactoe.MoveValue) image.Image {
	c := NewCanvas(tttSize, tttSize, Paper)
	values := map[int]tictactoe.Value{}
	var best tictactoe.Value
	for i, mv := range moves {
		values[mv.Cell] = mv.Value
		if i == 0 || mv.Value.Better(best) {
			best = mv.Value
		}
	}
	for cell, v := range values {
		if v == best {
			// A frame in kibitz's answer colour, not a fill: amber on yellow would not read.
			x0, y0 := tttMargin+float64(cell%3)*tttCell+6, tttMargin+float64(cell/3)*tttCell+6
			x1, y1 := x0+tttCell-12, y0+tttCell-12
			for _, l := range [][4]float64{{x0, y0, x1, y0}, {x1, y0, x1, y1}, {x1, y1, x0, y1}, {x0, y1, x0, y0}} {
				c.Line(l[0], l[1], l[2], l[3], 3, Accent)
			}
		}
	}
	for i := 1; i < 3; i++ {
		p := tttMargin + float64(i)*tttCell
		c.Line(p, tttMargin, p, tttSize-tttMargin, 5, Ink)
		c.Line(tttMargin, p, tttSize-tttMargin, p, 5, Ink)
	}
	for i, m := range b {
		cx, cy := tttCentre(i)
		r := tttCell * 0.3
		v, valued := values[i]
		switch {
		case m == tictactoe.X:
			c.Line(cx-r, cy-r, cx+r, cy+r, 11, Accent)
			c.Line(cx-r, cy+r, cx+r, cy-r, 11, Accent)
		case m == tictactoe.O:
			c.Ring(cx, cy, r, 10, Rival)
		case valued:
			col := map[tictactoe.Outcome]color.Color{tictactoe.Win: tttWinColor, tictactoe.Draw: tttDrawColor, tictactoe.Loss: tttLossColor}[v.Outcome]
			c.Text(TicTacToeValue(v), cx, cy+4, 28, true, col, Center)
			c.Text(strconv.Itoa(i+1), cx-tttCell/2+16, cy-tttCell/2+17, 14, false, Ink, Center)
		default:
			c.Text(strconv.Itoa(i+1), cx, cy, 22, false, Faint, Center)
		}
	}
	if line := b.WinningLine(); line != nil {
		x0, y0 := tttCentre(line[0])
		x1, y1 := tttCentre(line[2])
		// Extend a little past the end marks.
		dx, dy := (x1-x0)*0.15, (y1-y0)*0.15
		c.Line(x0-dx, y0-dy, x1+dx, y1+dy, 9, Ink)
	}
	return c
}

// TicTacToeValue is a move's value as the analysis writes it: W, D or L for the player making the move,
// then the plies until the game ends (W5, D9, L2).
func TicTacToeValue(v tictactoe.Value) string {
	return string("LDW"[v.Outcome+1]) + strconv.Itoa(v.Plies)
}
