package render

import (
	"encoding/binary"
	"image"
	"image/color"
	"math"
	"math/bits"
	"sync"
)

// fillSparse is fill for long thin shapes, a knight's tour above all (Strokes, Segments, Dashes): the
// same anti-aliased coverage, the area of each pixel inside the shapes under the non-zero rule, found by
// a rasterizer of kibitz's own (sparseRaster) that works only where the shapes are. vector's Rasterizer,
// which fill uses, makes passes over its whole box: clearing its samples, summing them along every row,
// then paintThrough reading every byte of the mask. A tour's moves cover a tenth to a sixth of their
// bounding box, so those passes were most of a fill: a numbered tour is one fill over the whole board, and
// a line drawing's runs of segments add up to 3.7 to 10 canvases of boxes (Strokes).
//
// The coverage is each pixel's area inside the shapes: vector's in floating point within a level of 255
// (TestSparseIsVectorsWithinALevel), found in float64 for positions and float32 for sums, scaled to 8 bits as
// vector scales it (255.99998 times, truncated); the blend is paintThrough's, pixel for pixel
// (TestSparseBlendsAsPaintThrough). fill's rasterizer works in fixed point on boxes up to 512 pixels a side,
// and there it misses the area by up to 45 levels along some of a knight's tour's lines, and can leave
// coverage where no line is (a 12 x 12 numbered tour's fill blended 171,000 pixels, 140,000 of them, at up to
// 7 levels, in no line, for lines that cover 31,000), so the knight's pictures moved by that much where they
// changed.
//
// BenchmarkSegments, a knight's numbered tour's line in one fill, CPU time a fill, medians of 5
// interleaved with fill: 8 x 8, 327 µs, then 263 (0.80); 12 x 12, 1098, then 415 (0.38). On line
// drawings, runs of 8 segments a fill (Strokes), the fills of a 30 x 30 drawing took about 5.1 ms, then
// 4.1 (0.8), of a 100 x 100 one 13.2, then 7.4 (0.56) (shares of CPU profiles of commands/knight's
// BenchmarkPicture, whose draw.go has the whole pictures' figures).
func (c *Canvas) fillSparse(col color.Color, build func(p *path)) {
	p := paths.Get().(*path)
	defer paths.Put(p)
	ops := p.ops[:0]
	*p = newPath()
	p.ops = ops
	build(p)
	r := p.box(c.Bounds())
	if r.Empty() {
		return
	}
	z := sparseRasters.Get().(*sparseRaster)
	defer sparseRasters.Put(z)
	z.reset(r.Dx(), r.Dy())
	ox, oy := float64(r.Min.X), float64(r.Min.Y)
	var fx, fy, px, py float64 // the contour's first point and the pen, in the box
	for _, o := range p.ops {
		x, y := float64(o.x)-ox, float64(o.y)-oy
		switch o.op {
		case pathMove:
			fx, fy, px, py = x, y, x, y
		case pathLine:
			z.line(px, py, x, y)
			px, py = x, y
		case pathClose:
			z.line(px, py, fx, fy)
			px, py = fx, fy
		}
	}
	z.paint(c.RGBA, r.Min, newPaint(col))
}

// paths keeps the paths fillSparse has built, for their slices of operations: a line drawing of a tour
// is a thousand fills.
var paths = sync.Pool{New: func() any { return new(path) }}

// sparseRasters keeps the rasterizers fillSparse has used, with their buffers (all zero between fills).
var sparseRasters = sync.Pool{New: func() any { return new(sparseRaster) }}

// sparseRaster accumulates the signed areas of closed polygons' edges cell by cell, as a scanline
// rasterizer does: an edge crossing a pixel adds, in that pixel's cell, the part of its height times the
// part of the pixel to the right of it, and the rest of its height in the next cell, so that the running
// sum along a row is the winding-weighted area of each pixel. What makes it sparse is that it marks the
// cells of each row that an edge touched, a bit a cell, and sums and paints only those (and the runs
// between them that lie inside a shape, of one coverage): the cells it never touched hold zero, and sums
// over them change nothing.
type sparseRaster struct {
	w, h   int
	stride int       // cells a row: w+2 (an edge at the right side adds to cells w and w+1)
	acc    []float32 // stride per row; zero wherever not touched since the last paint
	marks  []uint64  // words per row: bit c set when cell c was touched
	words  int
	top    int // the rows touched: top to bottom-1
	bottom int //
	// tablesFor's tables, for the colour tablesOf when tables is set
	keep     [256]uint32
	add      [256][4]uint32
	tablesOf paintColour
	tables   bool
}

// reset prepares z for a box of w x h pixels. Its buffers are zero: paint cleared what line touched.
func (z *sparseRaster) reset(w, h int) {
	z.w, z.h, z.stride = w, h, w+2
	z.words = (z.stride + 63) / 64
	if need := z.stride * h; cap(z.acc) < need {
		z.acc = make([]float32, need)
	}
	z.acc = z.acc[:z.stride*h]
	if need := z.words * h; cap(z.marks) < need {
		z.marks = make([]uint64, need)
	}
	z.marks = z.marks[:z.words*h]
	z.top, z.bottom = h, 0
}

// line adds the edge from (x0, y0) to (x1, y1), in the box's coordinates; it may leave the box.
func (z *sparseRaster) line(x0, y0, x1, y1 float64) {
	if y0 == y1 {
		return // a level edge bounds no height
	}
	dir := 1.0
	if y0 > y1 {
		x0, y0, x1, y1, dir = x1, y1, x0, y0, -1
	}
	ya, yb := max(y0, 0), min(y1, float64(z.h))
	if ya >= yb {
		return
	}
	dxdy := (x1 - x0) / (y1 - y0)
	r0, r1 := int(ya), int(math.Ceil(yb))
	z.top, z.bottom = min(z.top, r0), max(z.bottom, r1)
	for r := r0; r < r1; r++ {
		sy0, sy1 := max(ya, float64(r)), min(yb, float64(r+1))
		if sy1 <= sy0 {
			continue
		}
		z.piece(r, x0+(sy0-y0)*dxdy, x0+(sy1-y0)*dxdy, dir*(sy1-sy0))
	}
}

// piece adds the part of an edge within row r, from x = xs to x = xe, of signed height dy. What lies left
// of the box adds its height to the box's first cell (all that matters to a pixel is what lies left of
// it); what lies right of it changes no pixel of the box and is left out.
func (z *sparseRaster) piece(r int, xs, xe, dy float64) {
	if xs > xe {
		xs, xe = xe, xs
	}
	w := float64(z.w)
	if xs >= w {
		return
	}
	row := z.acc[r*z.stride : (r+1)*z.stride]
	marks := z.marks[r*z.words : (r+1)*z.words]
	if xe <= 0 {
		row[0] += float32(dy)
		marks[0] |= 1
		return
	}
	per := 0.0 // height per unit of x
	if xe > xs {
		per = dy / (xe - xs)
	}
	if xs < 0 {
		row[0] += float32(per * -xs)
		dy -= per * -xs
		xs = 0
	}
	if xe > w {
		dy -= per * (xe - w)
		xe = w
	}
	c0, c1 := int(xs), int(xe)
	if c1 > c0 && float64(c1) == xe {
		c1-- // ends on the left side of cell c1: within c1-1
	}
	mark(marks, c0, c1+1)
	if c0 == c1 {
		m := (xs+xe)/2 - float64(c0) // the piece's mean position across the cell
		row[c0] += float32(dy * (1 - m))
		row[c0+1] += float32(dy * m)
		return
	}
	for c := c0; c <= c1; c++ {
		lo, hi := max(xs, float64(c)), min(xe, float64(c+1))
		h := per * (hi - lo)
		m := (lo+hi)/2 - float64(c)
		row[c] += float32(h * (1 - m))
		row[c+1] += float32(h * m)
	}
}

// mark sets the bits of cells lo to hi in a row's marks.
func mark(marks []uint64, lo, hi int) {
	for lo <= hi {
		n := min(hi-lo+1, 64-lo%64)
		marks[lo/64] |= (1<<uint(n) - 1) << uint(lo%64) // n = 64 sets the word: 1<<64 is 0
		lo += n
	}
}

// paint blends col into dst through the coverage summed so far, the box's corner at at, and clears what it
// read. It goes along each row's runs of touched cells, and paints the untouched cells between them only
// when they lie inside a shape (a thick line's middle), with the coverage of the cell before them.
func (z *sparseRaster) paint(dst *image.RGBA, at image.Point, col paintColour) {
	z.tablesFor(col)
	for r := z.top; r < z.bottom; r++ {
		row := z.acc[r*z.stride : (r+1)*z.stride]
		marks := z.marks[r*z.words : (r+1)*z.words]
		off := dst.PixOffset(at.X, at.Y+r)
		pix := dst.Pix[off : off+4*z.w]
		sum := float32(0)
		x := 0 // the cells before x are painted
		for wi, word := range marks {
			for word != 0 {
				b := bits.TrailingZeros64(word)
				n := bits.TrailingZeros64(^(word >> b)) // the run of touched cells from b
				if b+n >= 64 {
					word = 0
				} else {
					word &^= (1<<n - 1) << b
				}
				c0, c1 := wi*64+b, min(wi*64+b+n, z.w)
				if c0 >= c1 {
					break // past the box's right side
				}
				if a := coverage(sum); a != 0 && x < c0 {
					z.constant(pix, x, c0, a, col)
				}
				sum = z.sums(pix[4*c0:4*c1], row[c0:c1], sum)
				x = c1
			}
		}
		if a := coverage(sum); a != 0 && x < z.w { // a shape runs on past the box's right side
			z.constant(pix, x, z.w, a, col)
		}
		row[z.w], row[z.w+1] = 0, 0
		clear(marks)
	}
	z.top, z.bottom = z.h, 0
}

// sums paints the cells of row (a run of touched cells, whose pixels are pix) by their running sums from
// sum, clears them, and returns the sum after them. The coverage of a cell goes straight into
// paintThrough's blend, (dst * 0x101 * (0xffff - a*m/0xffff) + src*m) / 0xffff >> 8 for each channel, m
// the coverage times 0x101, with what depends on the coverage alone from the tables of tablesFor, and the
// division and the shift as one division by 0xffff00 (floor(floor(v/p)/q) is floor(v/(p*q))), in the
// same 32-bit arithmetic: the same pixels (TestSparseBlendsAsPaintThrough). The tables took a tenth off a
// knight's numbered tour's fill (BenchmarkSegments); blending two channels at a time in 64-bit words,
// tried too, was a tenth slower than this.
func (z *sparseRaster) sums(pix []byte, row []float32, sum float32) float32 {
	pix = pix[:4*len(row)]
	for i, v := range row {
		sum += v
		c := coverage(sum)
		keep, add := z.keep[c], &z.add[c]
		p := pix[4*i : 4*i+4 : 4*i+4]
		p[0] = uint8((uint32(p[0])*keep + add[0]) / 0xffff00)
		p[1] = uint8((uint32(p[1])*keep + add[1]) / 0xffff00)
		p[2] = uint8((uint32(p[2])*keep + add[2]) / 0xffff00)
		p[3] = uint8((uint32(p[3])*keep + add[3]) / 0xffff00)
	}
	clear(row)
	return sum
}

// tablesFor fills z.keep and z.add for col: for each coverage c, how much of the pixel under the colour
// stays, and how much of each channel of the colour goes in, as paintThrough computes them. They are
// kept for the colour they were filled for: a line drawing's thousand fills come in 48 colours, one
// after the other.
func (z *sparseRaster) tablesFor(col paintColour) {
	if z.tables && z.tablesOf == col {
		return
	}
	for c := range z.keep {
		m := uint32(c) * 0x101
		z.keep[c] = (0xffff - col.a*m/0xffff) * 0x101
		z.add[c] = [4]uint32{col.r * m, col.g * m, col.b * m, col.a * m}
	}
	z.tables, z.tablesOf = true, col
}

// constant paints cells x0 to x1 of a row, all of coverage a: the middle of a line more than a pixel or
// two wide, most often wholly covered.
func (z *sparseRaster) constant(pix []byte, x0, x1 int, a uint8, col paintColour) {
	if a == 0xff && col.a == 0xffff {
		for x := x0; x < x1; x++ {
			binary.LittleEndian.PutUint32(pix[4*x:], col.solid)
		}
		return
	}
	keep, add := z.keep[a], &z.add[a]
	for x := x0; x < x1; x++ {
		p := pix[4*x : 4*x+4 : 4*x+4]
		p[0] = uint8((uint32(p[0])*keep + add[0]) / 0xffff00)
		p[1] = uint8((uint32(p[1])*keep + add[1]) / 0xffff00)
		p[2] = uint8((uint32(p[2])*keep + add[2]) / 0xffff00)
		p[3] = uint8((uint32(p[3])*keep + add[3]) / 0xffff00)
	}
}

// paintColour is a colour as fillSparse paints it: its premultiplied channels in 16 bits, as image/draw
// and paintThrough blend them, and its pixel when opaque.
type paintColour struct {
	r, g, b, a uint32
	solid      uint32 // the bytes of an opaque pixel of the colour, little-endian
}

func newPaint(col color.Color) paintColour {
	r, g, b, a := col.RGBA()
	return paintColour{r, g, b, a, r>>8 | g>>8<<8 | b>>8<<16 | 0xff<<24}
}

// coverage is a running sum of signed areas as 8-bit coverage: its size, at most a whole pixel, times
// 255.99998 (so that a whole pixel, summed with a rounding error, is still 0xff), as vector scales it.
func coverage(sum float32) uint8 {
	const justUnder256 = 255.99998
	a := sum
	if a < 0 {
		a = -a
	}
	if a >= 1 {
		return 0xff
	}
	return uint8(a * justUnder256)
}
