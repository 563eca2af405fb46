package tictactoe

// The picture of a board, drawn with render's kit (docs/architecture.md §3): the game's package is the one
// place where everything of tic-tac-toe lives, its look included; render keeps only what every game shares.

import (
	"image"
	"image/color"
	"image/draw"
	"strconv"
	"sync"

	"kibitz/render"
	"kibitz/solvers/tictactoe"
)

// The tic-tac-toe picture's layout: 300 pixels square, an 18-pixel margin, three cells of 88 pixels.
const (
	pictureSize   = 300.0
	pictureMargin = 18.0
	pictureCell   = (pictureSize - 2*pictureMargin) / 3
)

// cellCentre is the middle of cell i (0-8, row by row).
func cellCentre(i int) (float64, float64) {
	return pictureMargin + (float64(i%3)+0.5)*pictureCell, pictureMargin + (float64(i/3)+0.5)*pictureCell
}

// boardPicture draws a tic-tac-toe board, 300 pixels square: X in the accent colour, O in the rival colour,
// empty cells showing their number (1-9, as the buttons and `/tictactoe analyze` name them), and a line
// through each three in a row.
func boardPicture(b tictactoe.Board) image.Image {
	return drawPicture(b, nil)
}

// The colours of the move values in analysisPicture: green for a win, a dark amber for a draw
// (render.Present, Wordle's yellow, is too light to read as text on render.Paper) and the rival's red for
// a loss. The letters W, D and L say the same, so the colours are a help, never the only sign.
var (
	winColor  = render.Good()
	drawColor = color.RGBA{0x9a, 0x7b, 0x12, 0xff}
	lossColor = render.Rival()
)

// analysisPicture draws a position with the value of every move in its empty cell, as the text view and
// `/tictactoe analyze` write it: W (win), D (draw) or L (loss) for the side to move, with the plies until
// the game ends (W5), coloured green, amber and red. The cell number stays small in the cell's corner, and
// the best moves (every move with the best value) are framed in the accent colour, kibitz's answer.
func analysisPicture(b tictactoe.Board, moves []tictactoe.MoveValue) image.Image {
	return drawPicture(b, moves)
}

func drawPicture(b tictactoe.Board, moves []tictactoe.MoveValue) image.Image {
	c := render.NewCanvasOf(emptyGrid())
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
			x0, y0 := pictureMargin+float64(cell%3)*pictureCell+6, pictureMargin+float64(cell/3)*pictureCell+6
			x1, y1 := x0+pictureCell-12, y0+pictureCell-12
			for _, l := range [][4]float64{{x0, y0, x1, y0}, {x1, y0, x1, y1}, {x1, y1, x0, y1}, {x0, y1, x0, y0}} {
				c.Line(l[0], l[1], l[2], l[3], 3, render.Accent())
			}
		}
	}
	marks := markSprites()
	for i, m := range b {
		cx, cy := cellCentre(i)
		v, valued := values[i]
		switch {
		case m == tictactoe.X:
			draw.Draw(c.RGBA, marks[0][i].Rect, marks[0][i], marks[0][i].Rect.Min, draw.Src)
		case m == tictactoe.O:
			draw.Draw(c.RGBA, marks[1][i].Rect, marks[1][i], marks[1][i].Rect.Min, draw.Src)
		case valued:
			col := map[tictactoe.Outcome]color.Color{tictactoe.Win: winColor, tictactoe.Draw: drawColor, tictactoe.Loss: lossColor}[v.Outcome]
			c.Text(valueCode(v), cx, cy+4, 28, true, col, render.Center)
			c.Text(strconv.Itoa(i+1), cx-pictureCell/2+16, cy-pictureCell/2+17, 14, false, render.Ink(), render.Center)
		default:
			c.Text(strconv.Itoa(i+1), cx, cy, 22, false, render.Faint(), render.Center)
		}
	}
	for _, line := range b.WinningLines() { // a last move can complete two lines: both are struck
		x0, y0 := cellCentre(line[0])
		x1, y1 := cellCentre(line[2])
		// Extend a little past the end marks.
		dx, dy := (x1-x0)*0.15, (y1-y0)*0.15
		c.Line(x0-dx, y0-dy, x1+dx, y1+dy, 9, render.Ink())
	}
	return c
}

// valueCode is a move's value as the analysis writes it: W, D or L for the player making the move,
// then the plies until the game ends (W5, D9, L2).
func valueCode(v tictactoe.Value) string {
	return string("LDW"[v.Outcome+1]) + strconv.Itoa(v.Plies)
}

// The parts of the picture that are the same in every board, drawn once for the process and copied:
// the empty grid, and an X and an O in each cell. An answer drew them again each time, its grid lines and
// its marks rasterized over their boxes, about a third of the CPU time of /tictactoe analyze's picture:
// its answer with a picture (commands/all BenchmarkAnswers/tictactoe-analyze/picture, CPU time, medians of 5
// runs of 1,000 interleaved with the code before, the shared 2-core machine) took 484 µs where it took 934
// (0.52). What is left is mostly the PNG encoding and the texts.
//
// Each mark is drawn on paper at its cell's own coordinates (the rasterizer's coverage depends on the
// float32 coordinates, so a mark moved by whole pixels can differ in its edges), over a canvas that is
// paper wherever the picture is paper around it: the square of markReach about the centre, which no grid
// line, frame or text reaches, so copying it is the mark drawn there. The grid is the first thing drawn
// after the frames of the best moves, which touch no pixel of it (a frame begins 4.5 pixels inside its
// cell, a grid line ends 2.5 pixels into it), so the grid first is the same picture. The goldens did not
// change.
var (
	emptyGrid = sync.OnceValue(func() *image.RGBA {
		c := render.NewCanvas(pictureSize, pictureSize, render.Paper())
		for i := 1; i < 3; i++ {
			p := pictureMargin + float64(i)*pictureCell
			c.Line(p, pictureMargin, p, pictureSize-pictureMargin, 5, render.Ink())
			c.Line(pictureMargin, p, pictureSize-pictureMargin, p, 5, render.Ink())
		}
		return c.RGBA
	})
	// markSprites are the X (0) and the O (1) of each cell, each an image whose bounds are the square it
	// covers in the picture.
	markSprites = sync.OnceValue(func() (marks [2][9]*image.RGBA) {
		for k := range marks {
			c := render.NewCanvas(pictureSize, pictureSize, render.Paper())
			for i := range 9 {
				drawMark(c, k, i)
				cx, cy := cellCentre(i)
				box := image.Rect(int(cx)-markReach, int(cy)-markReach, int(cx)+markReach, int(cy)+markReach)
				marks[k][i] = image.NewRGBA(box)
				draw.Draw(marks[k][i], box, c.RGBA, box.Min, draw.Src)
			}
		}
		return marks
	})
)

// drawMark draws an X (k 0) or an O (k 1) in cell i.
func drawMark(c *render.Canvas, k, i int) {
	cx, cy := cellCentre(i)
	r := pictureCell * 0.3
	if k == 0 {
		c.Line(cx-r, cy-r, cx+r, cy+r, 11, render.Accent())
		c.Line(cx-r, cy+r, cx+r, cy-r, 11, render.Accent())
		return
	}
	c.Ring(cx, cy, r, 10, render.Rival())
}

// markReach is how far from its cell's centre a mark's square reaches: an X's strokes reach 31 pixels, an
// O's ring 32 (26.4 and 5 for half its width), the rasterizer's box one more; the cell's grid lines begin
// 41.5 pixels away.
const markReach = 36
