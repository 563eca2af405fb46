package sudoku

import (
	"image/color"

	"kibitz/render"
	"kibitz/solvers/sudoku"
)

// A Sudoku being played (/sudoku play, /sudoku daily): the grid of gridPicture, with what a player needs to
// see besides the digits: the pencil marks, the cells a check found wrong, the cell the last hint
// filled, and the row, column and cell chosen for the next move.

// playView is a game in progress as playPicture draws it.
type playView struct {
	// Givens are the puzzle (bold ink); Grid is the givens with the digits written in (the accent
	// colour). A Grid of another size than Givens is ignored.
	Givens, Grid sudoku.Grid
	// Marks are the pencil marks, by cell (row * size + column): bit d set for a note of digit d. They
	// are drawn small and grey in the cell's corner positions (digit 1 top left, as on a keypad read
	// row by row), in blank cells only. Nil for none.
	Marks []uint32
	// Wrong are the cells found wrong: a pale red ground and the digit in red.
	Wrong []sudoku.Cell
	// Hint is the cell the last hint filled, on the yellow ground of gridPicture's highlights; Row -1 for
	// none.
	Hint sudoku.Cell
	// Row and Col are the row and column chosen for the next move, from 0, or -1 when none is chosen: a
	// pale blue band, and a frame around their cell when both are chosen.
	Row, Col int
}

// The colours of a game besides the palette's.
var (
	wrongGround  = color.RGBA{0xf6, 0xc9, 0xc2, 0xff} // a cell found wrong
	chosenGround = color.RGBA{0xdc, 0xe8, 0xf8, 0xff} // the chosen row and column
)

// playPicture draws a game: the grounds (the chosen row and column, the hint's cell, the wrong cells, in
// that order, so a wrong cell shows red whatever else it is), gridPicture's lines and numbers, the digits,
// the pencil marks, and last the frame of the chosen cell. The image has gridPicture's size for the grid's.
func playPicture(g playView) *render.Canvas {
	n, box := g.Givens.Size(), g.Givens.Box()
	grid := g.Grid
	if grid.Size() != n {
		grid = g.Givens
	}
	l := layoutFor(n)
	side := n * l.cell
	w := l.margin + side + l.pad
	c := render.NewCanvas(w, w, render.Paper())
	x0, y0 := l.margin, l.margin
	at := func(r, col int) (x, y int) { return x0 + col*l.cell, y0 + r*l.cell }
	inside := func(r, col int) bool { return r >= 0 && r < n && col >= 0 && col < n }
	ground := func(r, col int, ink color.Color) {
		if inside(r, col) {
			x, y := at(r, col)
			c.FillRect(x, y, x+l.cell, y+l.cell, ink)
		}
	}

	if g.Row >= 0 && g.Row < n {
		c.FillRect(x0, y0+g.Row*l.cell, x0+side, y0+(g.Row+1)*l.cell, chosenGround)
	}
	if g.Col >= 0 && g.Col < n {
		c.FillRect(x0+g.Col*l.cell, y0, x0+(g.Col+1)*l.cell, y0+side, chosenGround)
	}
	ground(g.Hint.Row, g.Hint.Col, render.Highlight())
	wrong := make([]bool, n*n)
	for _, cell := range g.Wrong {
		if inside(cell.Row, cell.Col) {
			wrong[cell.Row*n+cell.Col] = true
			ground(cell.Row, cell.Col, wrongGround)
		}
	}

	drawFrame(c, l, n, box)

	half := float64(l.cell) / 2
	small := float64(l.cell) / float64(box) // the side of a pencil mark's place
	markSize := min(small*0.72, l.digit*0.45)
	for r := range n {
		for col := range n {
			x, y := at(r, col)
			d, bold, ink := grid.At(r, col), false, color.Color(render.Accent())
			if gv := g.Givens.At(r, col); gv != 0 {
				d, bold, ink = gv, true, render.Ink()
			} else if wrong[r*n+col] {
				ink = render.Rival()
			}
			if d != 0 {
				c.Text(string(sudoku.Symbol(n, d)), float64(x)+half, float64(y)+half, l.digit, bold, ink, render.Center)
				continue
			}
			if i := r*n + col; i < len(g.Marks) && g.Marks[i] != 0 {
				for m := 1; m <= n; m++ {
					if g.Marks[i]&(1<<m) == 0 {
						continue
					}
					mr, mc := (m-1)/box, (m-1)%box
					c.Text(string(sudoku.Symbol(n, m)), float64(x)+(float64(mc)+0.5)*small, float64(y)+(float64(mr)+0.5)*small,
						markSize, false, render.Absent(), render.Center)
				}
			}
		}
	}

	if inside(g.Row, g.Col) {
		x, y := at(g.Row, g.Col)
		const t = 3 // the frame's width, inside the cell
		c.FillRect(x+1, y+1, x+l.cell, y+1+t, render.Accent())
		c.FillRect(x+1, y+l.cell-t, x+l.cell, y+l.cell, render.Accent())
		c.FillRect(x+1, y+1, x+1+t, y+l.cell, render.Accent())
		c.FillRect(x+l.cell-t, y+1, x+l.cell, y+l.cell, render.Accent())
	}
	return c
}
