package sudoku

import (
	"strconv"

	"kibitz/render"
	"kibitz/solvers/sudoku"
)

// pictureLayout is the geometry of a Sudoku image for one grid side: the cell, the digits and the row and
// column numbers along the edges, chosen so that every size reads on a phone and stays well under
// Discord's upload limits (a 25x25 grid is about 760 pixels across).
type pictureLayout struct {
	cell   int     // side of a cell in pixels
	digit  float64 // font size of the digits
	label  float64 // font size of the row and column numbers
	margin int     // room for the row and column numbers (top and left)
	pad    int     // plain border on the other sides
}

func layoutFor(size int) pictureLayout {
	switch size {
	case 4:
		return pictureLayout{cell: 72, digit: 40, label: 15, margin: 26, pad: 12}
	case 16:
		return pictureLayout{cell: 36, digit: 21, label: 12, margin: 24, pad: 10}
	case 25:
		return pictureLayout{cell: 29, digit: 17, label: 11, margin: 24, pad: 10}
	}
	return pictureLayout{cell: 48, digit: 28, label: 13, margin: 24, pad: 10}
}

// gridPicture draws a Sudoku grid. The digits of givens are the puzzle, in bold ink; the other digits of
// grid (a solution, or the givens with the digits of hints) are drawn in the accent colour, so a reader
// tells what was given from what was found. highlight puts cells on a yellow ground (the cells where two
// solutions differ, the cell a hint fills). Thick lines mark the boxes, and the rows and columns are
// numbered along the top and left edges from 1, as "r4c7" counts them. grid may be the givens
// themselves; a grid of another size than givens is ignored. Sizes 4, 9, 16 and 25 are laid out for
// legibility; digits above 9 are letters, as sudoku.Symbol writes them.
func gridPicture(givens, grid sudoku.Grid, highlight []sudoku.Cell) *render.Canvas {
	n, box := givens.Size(), givens.Box()
	if grid.Size() != n {
		grid = givens
	}
	l := layoutFor(n)
	w := l.margin + n*l.cell + l.pad
	c := render.NewCanvas(w, w, render.Paper())
	x0, y0 := l.margin, l.margin
	at := func(r, col int) (x, y int) { return x0 + col*l.cell, y0 + r*l.cell }

	for _, h := range highlight {
		if h.Row < 0 || h.Row >= n || h.Col < 0 || h.Col >= n {
			continue
		}
		x, y := at(h.Row, h.Col)
		c.FillRect(x, y, x+l.cell, y+l.cell, render.Highlight())
	}

	drawFrame(c, l, n, box)

	for r := range n {
		for col := range n {
			d, bold, ink := grid.At(r, col), false, render.Accent()
			if g := givens.At(r, col); g != 0 {
				d, bold, ink = g, true, render.Ink()
			}
			if d == 0 {
				continue
			}
			x, y := at(r, col)
			c.Text(string(sudoku.Symbol(n, d)), float64(x)+float64(l.cell)/2, float64(y)+float64(l.cell)/2,
				l.digit, bold, ink, render.Center)
		}
	}
	return c
}

// drawFrame draws the lines of an n x n grid with boxes of box x box cells on c, laid out by l (thin
// lines between cells, then thick ones between boxes and around the grid, on top of the thin ones that
// cross them), and the row and column numbers along the top and left edges.
func drawFrame(c *render.Canvas, l pictureLayout, n, box int) {
	x0, y0 := l.margin, l.margin
	side := n * l.cell
	// Drawn as rectangles on whole pixels, so they stay crisp at every size.
	for i := 1; i < n; i++ {
		if i%box == 0 {
			continue
		}
		p := i * l.cell
		c.FillRect(x0+p, y0-2, x0+p+1, y0+side+2, render.Faint())
		c.FillRect(x0-2, y0+p, x0+side+2, y0+p+1, render.Faint())
	}
	for i := 0; i <= n; i += box {
		p := i * l.cell
		width := 3
		if i == 0 || i == n {
			width = 4
		}
		lo := p - width/2
		c.FillRect(x0+lo, y0-2, x0+lo+width, y0+side+2, render.Ink())
		c.FillRect(x0-2, y0+lo, x0+side+2, y0+lo+width, render.Ink())
	}

	for i := 1; i <= n; i++ {
		mid := float64((i-1)*l.cell) + float64(l.cell)/2
		c.Text(strconv.Itoa(i), float64(x0)+mid, float64(y0)/2, l.label, false, render.Absent(), render.Center)
		c.Text(strconv.Itoa(i), float64(x0)/2, float64(y0)+mid, l.label, false, render.Absent(), render.Center)
	}
}
