package render

import (
	"image"
	"strconv"

	"kibitz/solvers/tictactoe"
)

// TicTacToe draws a tic-tac-toe board, 300 pixels square: X in the accent colour, O in the rival colour,
// empty cells showing their number (1-9, as the buttons and `/tictactoe analyze` name them), and a line
// through three in a row.
func TicTacToe(b tictactoe.Board) image.Image {
	const size, margin = 300.0, 18.0
	const cell = (size - 2*margin) / 3
	c := NewCanvas(size, size, Paper)
	for i := 1; i < 3; i++ {
		p := margin + float64(i)*cell
		c.Line(p, margin, p, size-margin, 5, Ink)
		c.Line(margin, p, size-margin, p, 5, Ink)
	}
	for i, m := range b {
		cx := margin + (float64(i%3)+0.5)*cell
		cy := margin + (float64(i/3)+0.5)*cell
		r := cell * 0.3
		switch m {
		case tictactoe.X:
			c.Line(cx-r, cy-r, cx+r, cy+r, 11, Accent)
			c.Line(cx-r, cy+r, cx+r, cy-r, 11, Accent)
		case tictactoe.O:
			c.Ring(cx, cy, r, 10, Rival)
		default:
			c.Text(strconv.Itoa(i+1), cx, cy, 22, false, Faint, Center)
		}
	}
	if line := b.WinningLine(); line != nil {
		at := func(i int) (float64, float64) {
			return margin + (float64(i%3)+0.5)*cell, margin + (float64(i/3)+0.5)*cell
		}
		x0, y0 := at(line[0])
		x1, y1 := at(line[2])
		// Extend a little past the end marks.
		dx, dy := (x1-x0)*0.15, (y1-y0)*0.15
		c.Line(x0-dx, y0-dy, x1+dx, y1+dy, 9, Ink)
	}
	return c
}
