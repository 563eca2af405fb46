package knight

// The pictures of a knight's tour, drawn with render's kit; its emoji and text views are in draw_views.go.

import (
	"image"
	"image/color"
	"math"
	"strconv"
	"sync"

	"kibitz/render"
	"kibitz/solvers/knight"
)

// Knight's tours come in three pictures, by the size of the board:
//
//   - numberedPicture, up to numberedMax squares a side: every square shows its move number, the
//     start on green, the end on black, and a faint line follows the knight.
//   - pathPicture, up to pathMax squares a side: the path as a line whose colour runs from blue at the
//     start to orange at the end, the start a green disc and the end a black square.
//   - previewPicture, larger boards: every square (or, past 800 squares a side, every group of squares
//     sharing a pixel) coloured by when the knight visits it on the same blue-to-orange scale, with the
//     start and end marked. It shows how the tour sweeps the board, which a line drawing of a few hundred
//     thousand moves cannot.
//
// The limits were measured on tours from kibitz's own solver. Numbers stay readable down to 44-pixel
// squares (12 x 12 in 540 pixels; a 3-digit number in bold 15 px is 27 px wide). A line drawing of 100 x 100
// has 9-pixel squares and 10,000 segments: still a path where one can follow the colours; at 150 x 150
// (6-pixel squares) the lines fill the board to a uniform texture, so larger boards get the preview, at
// most 828 pixels a side. The largest pictures, encoded by PNG from Warnsdorff's tours from a1
// (TestPictureSizes): 12 x 12 numbered, 580 x 578 px, 92 KB; 100 x 100 line drawing, 920 x 920 px,
// 214 KB; 800 x 800 preview, 828 x 828 px, 285 KB; long strips under 10 KB.
//
// What a picture costs, in CPU time of the process (BenchmarkPicture: Warnsdorff's tours from four
// starts, each picture drawn and then encoded as an answer encodes it, the canvas taken back for the
// next; the full-colour pictures find their bands in render's band cache after the first four, as a
// picture drawn again does; medians of 5 runs interleaved with the code before, µs, on the shared 2-core
// machine):
//
//	                       drawn                 drawn and encoded
//	8 x 8 numbered        608 →   508 (0.84)       804 →   694 (0.86)
//	12 x 12 numbered     1327 →   760 (0.57)      1546 →   971 (0.63)
//	30 x 30 line        17621 →  7324 (0.42)     37148 → 11777 (0.32)
//	100 x 100 line      30395 → 11858 (0.39)     62353 → 18042 (0.29)
//	200 x 200 preview    3272 →   949 (0.29)      4159 →  1849 (0.44)
//	800 x 800 preview   44123 →  8678 (0.20)     45883 → 10446 (0.23)
//
// and whole /knight tour answers with their pictures (commands/all BenchmarkAnswers, the first run of
// 200 in a process, medians of 5, interleaved): 8 x 8 1392 → 1223 cpu-µs (0.88), 12 x 12 3149 → 2506
// (0.80), 30 x 30 35635 → 10306 (0.29). (Its 100 x 100 answers are mostly the router's "busy": a tour
// that large is heavy work, a few at a time a server.) What went: fill's rasterizer, which passes over a
// shape's whole bounding box, for the tour's lines (render's fillSparse, which works only in the cells
// the lines touch: the numbered board's one fill and the line drawing's thousand, whose boxes added up to
// 4 to 10 canvases); image/png's compressor for the line drawing's paletted PNG (half of a 30 x 30
// answer; render's encodePaletted); the palette mapping's maps (render's quantizer: 11 ms of the 30 x 30
// answer, now 2.3); the line drawing's canvas allocated anew for every picture (pathPaletted recycles
// it); the glyph cache's lock for every question a number asks (render's recentGlyphs); and the
// preview's FillRect and rampAt for each of up to 640,000 cells (written into the pixels, the colour
// looked up: rampFast). The pictures are the same but for anti-aliasing: fillSparse's coverage is each
// pixel's exact area, which vector's fixed-point arithmetic missed by up to 45 levels of 255 along some
// of the numbered boards' lines (by up to 20 in the pixels of the half-transparent line); a line
// drawing's pixels moved by at most one of its palette's four anti-aliasing steps. What is left of a
// numbered board: the line, about 260 µs of the 8 x 8 drawing's 510 (30,000 pixels blended), the numbers
// about 100, and the encoding: its bands hashed for the band cache (about 150 µs), and deflated when new
// (about 800).
const (
	numberedMax = 12
	pathMax     = 100
	// previewMax is the most cells a preview has a side: a longer side shares them out, each cell
	// averaging the squares it covers.
	previewMax = 800
)

// The colours of the tour pictures: the start and end markers, and the scale from the first move to the
// last. The scale stays dark enough to read on Paper at its light end, and holds no green, which marks the
// start.
var (
	startColor = render.Good()
	endColor   = render.Ink()
	ramp       = []color.RGBA{
		{0x1f, 0x3a, 0x93, 0xff}, // deep blue: the first moves
		{0x7b, 0x2f, 0xb0, 0xff}, // purple
		{0xd0, 0x3f, 0x6a, 0xff}, // raspberry
		{0xe8, 0x86, 0x1c, 0xff}, // orange: the last moves
	}
	darkSquare = color.RGBA{0xee, 0xe6, 0xd6, 0xff} // the board's checkering, lighter than LightSq
)

// rampAt is the scale's colour at f in [0, 1].
func rampAt(f float64) color.RGBA {
	f = min(max(f, 0), 1) * float64(len(ramp)-1)
	i := min(int(f), len(ramp)-2)
	t := f - float64(i)
	return render.Mix(ramp[i], ramp[i+1], t)
}

// darkSquareAt reports whether the square at row r (from the top) and column col of a board of rows rows
// is shaded: as on a chessboard, a1 (the bottom left, as the pictures' labels name it) is dark, however
// many rows the board has.
func darkSquareAt(rows, r, col int) bool { return (rows-1-r+col)%2 == 0 }

// numberedPicture draws a tour with every square numbered by its place in the tour (1 is the start, on
// green; the last is on black), a faint line from square to square, and, when the tour is closed, a dashed
// line from the end back to the start. Files (a, b, ...) run along the bottom and ranks (1 at the bottom)
// up the left side, as on a chessboard. Meant for boards up to numberedMax a side.
func numberedPicture(t knight.Tour) image.Image {
	rows, cols := t.Board.Rows, t.Board.Cols
	g := numberedGrid(t.Board)
	cell := g.cell
	const left, bottom, pad = numberedLeft, 26, numberedPad
	w, h := left+cols*cell+pad, pad+rows*cell+bottom
	c := render.NewCanvas(w, h, render.Paper())
	x0, y0 := float64(left), float64(pad)
	centre := g.centre
	order := t.Order()
	last := int32(t.Len())
	for r := range rows {
		for col := range cols {
			bg := color.Color(render.Paper())
			switch order[r*cols+col] {
			case 1:
				bg = startColor
			case last:
				bg = endColor
			default:
				if darkSquareAt(rows, r, col) {
					bg = darkSquare
				}
			}
			px, py := left+col*cell, pad+r*cell
			c.FillRect(px, py, px+cell, py+cell, bg)
		}
	}
	// The frame, then the path under the numbers.
	fw := float64(cols * cell)
	fh := float64(rows * cell)
	frame := color.RGBA{0x8a, 0x84, 0x78, 0xff}
	c.Line(x0, y0, x0+fw, y0, 1.5, frame)
	c.Line(x0, y0+fh, x0+fw, y0+fh, 1.5, frame)
	c.Line(x0, y0, x0, y0+fh, 1.5, frame)
	c.Line(x0+fw, y0, x0+fw, y0+fh, 1.5, frame)
	path := color.RGBA{0x2f / 2, 0x6f / 2, 0xd6 / 2, 0x80} // Accent at half strength (premultiplied)
	pts := make([]float64, 0, 2*t.Len())
	for _, s := range t.All() {
		x, y := centre(s)
		pts = append(pts, x, y)
	}
	// The segments stop short of the centres, so the line never runs through a number; in one fill, so
	// that every crossing of two moves looks the same.
	width, gap := float64(cell)*0.05, float64(cell)*0.3
	c.Segments(pts, width, path, gap)
	if t.Closed() {
		sx, sy := centre(t.Start)
		ex, ey := centre(t.End())
		l := math.Hypot(sx-ex, sy-ey)
		ux, uy := (sx-ex)/l*gap, (sy-ey)/l*gap
		c.Dashes(ex+ux, ey+uy, sx-ux, sy-uy, width, float64(cell)*0.12, path)
	}
	size := float64(cell) * 0.36
	if last >= 100 {
		size = float64(cell) * 0.33
	}
	for i, s := range t.All() {
		x, y := centre(s)
		col := color.Color(render.Ink())
		if i == 0 || int32(i+1) == last {
			col = render.White()
		}
		c.Text(strconv.Itoa(i+1), x, y, size, true, col, render.Center)
	}
	for col := range cols {
		c.Text(knight.FileName(col), x0+(float64(col)+0.5)*float64(cell), y0+fh+bottom/2, 14, false, render.Ink(), render.Center)
	}
	for r := range rows {
		c.Text(strconv.Itoa(rows-r), float64(left)/2, y0+(float64(r)+0.5)*float64(cell), 14, false, render.Ink(), render.Center)
	}
	return c
}

// pathPicture draws a tour as a line from square to square on a lightly checkered board, its colour running
// from blue at the start to orange at the end, the start a green disc and the end a black square; a closed
// tour's last step back to the start is dashed. The board is drawn about 900 pixels across its longer side
// (9-pixel squares at 100 x 100, at most 48-pixel squares). Meant for boards up to pathMax a side.
func pathPicture(t knight.Tour) image.Image {
	rows, cols := t.Board.Rows, t.Board.Cols
	g := pathGrid(t.Board)
	cell, pad := g.cell, int(g.x0)
	w, h := cols*cell+2*pad, rows*cell+2*pad
	c := render.NewCanvas(w, h, render.Paper())
	for r := range rows {
		for col := range cols {
			if darkSquareAt(rows, r, col) {
				px, py := pad+col*cell, pad+r*cell
				c.FillRect(px, py, px+cell, py+cell, darkSquare)
			}
		}
	}
	centre := g.centre
	width := max(float64(cell)*0.08, 1.1)
	// The path in bands of the colour scale, each band stroked in runs of segments (see
	// render.Canvas.Strokes).
	n := t.Len()
	bands := min(48, max(n-1, 1))
	pts := make([]float64, 0, 2*n)
	band := 0
	flush := func() {
		if len(pts) >= 4 {
			c.Strokes(pts, width, rampAt(float64(band)/float64(max(bands-1, 1))), width >= 2, 0)
		}
	}
	for i, s := range t.All() {
		x, y := centre(s)
		pts = append(pts, x, y)
		if b := min(i*bands/max(n-1, 1), bands-1); b != band && i > 0 {
			flush()
			band = b
			pts = append(pts[:0], x, y)
		}
	}
	flush()
	if t.Closed() {
		sx, sy := centre(t.Start)
		ex, ey := centre(t.End())
		c.Dashes(ex, ey, sx, sy, width, max(float64(cell)*0.25, 3), rampAt(1))
	}
	mark := max(float64(cell)*0.42, 5)
	drawMarkers(c, t, centre, mark)
	return pathPaletted(c, bands)
}

// pathPaletted maps a line drawing to 8-bit colour: the board's colours, the markers' and, for each of
// the bands of the colour scale, the band's colour over Paper at a quarter, half, three quarters and full
// strength, which is as much anti-aliasing as a thin line shows. The PNG shrinks almost three times and
// encodes faster (100 x 100 from Warnsdorff's rule, by PNG: 576 KB in 143 ms as RGBA, 212 KB in
// 105 ms mapped, before render wrote paletted PNGs itself). The canvas goes back to render for the next
// picture of its size once mapped (Recycle), as an encoded canvas does.
func pathPaletted(c *render.Canvas, bands int) *image.Paletted {
	pal := color.Palette{render.Paper(), darkSquare, render.White(), render.Ink(), startColor}
	for b := range bands {
		col := rampAt(float64(b) / float64(max(bands-1, 1)))
		for _, a := range []float64{0.25, 0.5, 0.75, 1} {
			pal = append(pal, render.Mix(render.Paper(), col, a))
		}
	}
	p := render.Paletted(c, pal)
	c.Recycle() // its 3.4 MB (100 x 100) for the next drawing: a new one each time cost page faults and collections
	return p
}

// drawMarkers draws the start (a green disc) and the end (a black square), each ringed in white so they
// stand out on the path.
func drawMarkers(c *render.Canvas, t knight.Tour, centre func(knight.Square) (float64, float64), r float64) {
	ex, ey := centre(t.End())
	c.FillRect(int(math.Round(ex-r-1.5)), int(math.Round(ey-r-1.5)), int(math.Round(ex+r+1.5)), int(math.Round(ey+r+1.5)), render.White())
	c.FillRect(int(math.Round(ex-r)), int(math.Round(ey-r)), int(math.Round(ex+r)), int(math.Round(ey+r)), endColor)
	sx, sy := centre(t.Start)
	c.Disc(sx, sy, r+1.8, render.White())
	c.Disc(sx, sy, r, startColor)
}

// previewPicture draws a tour too large for a line drawing: each square coloured by when the knight visits
// it, from blue (first) to orange (last), with the start (green disc) and end (black square) marked. A board
// up to 800 squares a side gets at least one pixel a square (as many whole pixels as fit in 800); a longer
// side is shrunk to 800 pixels, each pixel showing the average visiting time of its squares, and a side
// under 32 pixels is stretched to 32 so that a long strip stays visible.
func previewPicture(t knight.Tour) image.Image {
	rows, cols := t.Board.Rows, t.Board.Cols
	g := previewGrid(t.Board)
	gw, gh, kx, ky := g.gw, g.gh, int(g.cw), int(g.ch)
	// Sum the visiting times of the squares in each grid cell. A board of up to previewMax a side has a
	// cell a square, its count 1, found without the two divisions a square that sharing takes.
	sum := make([]float64, gw*gh)
	var count []int32
	n := t.Len()
	if gw == cols && gh == rows {
		for i, s := range t.All() {
			sum[s.Row*gw+s.Col] = float64(i)
		}
	} else {
		count = make([]int32, gw*gh)
		for i, s := range t.All() {
			g := (s.Row*gh/rows)*gw + s.Col*gw/cols
			sum[g] += float64(i)
			count[g]++
		}
	}
	const pad = previewPad
	c := render.NewCanvas(gw*kx+2*pad, gh*ky+2*pad, render.Paper())
	span := float64(max(n-1, 1))
	// The cells are written straight into the canvas's pixels, a row of cells at a time and its first
	// row of pixels copied to the others: an 800 x 800 preview is 640,000 cells, and a FillRect each
	// (image/draw's generic fill, and an image.Uniform allocated for every call) with rampAt's arithmetic
	// took 45 ms of its 50. The pixels are those FillRect wrote (every colour of the scale is opaque).
	for gy := range gh {
		y0 := pad + gy*ky
		row := c.Pix[c.PixOffset(pad, y0):c.PixOffset(pad+gw*kx, y0)]
		for gx := range gw {
			g := gy*gw + gx
			f := sum[g] / span
			if count != nil {
				f = sum[g] / float64(count[g]) / span
			}
			col := rampFast(f)
			px := [4]byte{col.R, col.G, col.B, col.A}
			for i := gx * kx; i < (gx+1)*kx; i++ {
				copy(row[4*i:], px[:])
			}
		}
		for y := y0 + 1; y < y0+ky; y++ {
			copy(c.Pix[c.PixOffset(pad, y):], row)
		}
	}
	drawMarkers(c, t, g.centre, 6)
	return c
}

// rampFast is rampAt(f), looked up: rampSteps holds the scale at rampN+1 evenly spaced points, rampN a
// multiple of the scale's three stretches so that no interval between two points spans the end of one;
// each channel of rampAt is monotonic within a stretch, so where the points either side of f have one
// colour, f has it too (f taken as inside an interval only when clear of its ends by far more than
// float64's rounding of f*rampN), and only near a change of colour, 2% of the scale, does rampFast
// compute it. The same colours as rampAt (TestRampFast), at a lookup a cell.
func rampFast(f float64) color.RGBA {
	f = min(max(f, 0), 1)
	t := rampSteps()
	x := f * rampN
	k := int(x)
	if d := x - float64(k); d > 1e-6 && d < 1-1e-6 && t[k] == t[k+1] {
		return t[k]
	}
	return rampAt(f)
}

const rampN = 3 * 8192 // 98 KB of colours

var rampSteps = sync.OnceValue(func() *[rampN + 1]color.RGBA {
	var t [rampN + 1]color.RGBA
	for k := range t {
		t[k] = rampAt(float64(k) / rampN)
	}
	return &t
})

// pictureGrid places the squares of a board in a picture: gw x gh cells of cw x ch pixels from (x0, y0),
// square (r, c) in cell (r*gh/Rows, c*gw/Cols), so that a preview can give several squares one cell.
type pictureGrid struct {
	board  knight.Board
	x0, y0 float64
	cw, ch float64
	gw, gh int
	cell   int // cw and ch when they are equal
}

// centre is the middle of the cell of s.
func (g pictureGrid) centre(s knight.Square) (float64, float64) {
	return g.x0 + (float64(s.Col*g.gw/g.board.Cols)+0.5)*g.cw, g.y0 + (float64(s.Row*g.gh/g.board.Rows)+0.5)*g.ch
}

// The margins of the pictures: the numbered board's left (ranks) and top, and the preview's.
const (
	numberedLeft = 28
	numberedPad  = 12
	previewPad   = 14
)

func squareGrid(b knight.Board, cell, x0, y0 int) pictureGrid {
	return pictureGrid{board: b, x0: float64(x0), y0: float64(y0), cw: float64(cell), ch: float64(cell), gw: b.Cols, gh: b.Rows, cell: cell}
}

// numberedGrid is numberedPicture's layout: squares of 44 to 64 pixels, 540 pixels across if they can.
func numberedGrid(b knight.Board) pictureGrid {
	cell := min(max(540/max(b.Rows, b.Cols), 44), 64)
	return squareGrid(b, cell, numberedLeft, numberedPad)
}

// pathGrid is pathPicture's layout: about 900 pixels across, squares of 2 to 48 pixels, a margin of
// half a square but at least 10 pixels.
func pathGrid(b knight.Board) pictureGrid {
	cell := min(max(900/max(b.Rows, b.Cols), 2), 48)
	pad := max(cell/2, 10)
	return squareGrid(b, cell, pad, pad)
}

// previewGrid is previewPicture's layout: at most 800 cells a side, as many whole pixels a cell as
// fit in 800, and at least 32 pixels a side.
func previewGrid(b knight.Board) pictureGrid {
	gw, gh := min(b.Cols, previewMax), min(b.Rows, previewMax)
	k := max(1, previewMax/max(gw, gh))
	kx, ky := k, k
	if gh*ky < 32 {
		ky = (32 + gh - 1) / gh
	}
	if gw*kx < 32 {
		kx = (32 + gw - 1) / gw
	}
	return pictureGrid{board: b, x0: previewPad, y0: previewPad, cw: float64(kx), ch: float64(ky), gw: gw, gh: gh}
}
