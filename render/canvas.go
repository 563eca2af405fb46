package render

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"
	"sync"

	"golang.org/x/image/vector"
)

// The palette. Each colour is a function, so that nothing can repaint the colours every game draws with.

// Paper is the board background.
func Paper() color.RGBA { return color.RGBA{0xfa, 0xf7, 0xf0, 0xff} }

// Ink draws lines, givens and text.
func Ink() color.RGBA { return color.RGBA{0x22, 0x22, 0x2a, 0xff} }

// Faint draws thin grid lines.
func Faint() color.RGBA { return color.RGBA{0xb8, 0xb4, 0xaa, 0xff} }

// Accent draws kibitz's own marks and answers.
func Accent() color.RGBA { return color.RGBA{0x2f, 0x6f, 0xd6, 0xff} }

// Rival draws the other side.
func Rival() color.RGBA { return color.RGBA{0xd6, 0x4a, 0x3a, 0xff} }

// Highlight is the background of the last move and the winning line.
func Highlight() color.RGBA { return color.RGBA{0xf5, 0xd7, 0x6e, 0xff} }

// Good is green (Wordle's green).
func Good() color.RGBA { return color.RGBA{0x53, 0x8d, 0x4e, 0xff} }

// Present is yellow (Wordle's yellow).
func Present() color.RGBA { return color.RGBA{0xc9, 0xb4, 0x58, 0xff} }

// Absent is grey (Wordle's grey).
func Absent() color.RGBA { return color.RGBA{0x78, 0x7c, 0x7e, 0xff} }

// LightSq is the chessboard's light squares.
func LightSq() color.RGBA { return color.RGBA{0xf0, 0xd9, 0xb5, 0xff} }

// DarkSq is the chessboard's dark squares.
func DarkSq() color.RGBA { return color.RGBA{0xb5, 0x88, 0x63, 0xff} }

// White is white.
func White() color.RGBA { return color.RGBA{0xff, 0xff, 0xff, 0xff} }

// Black is black.
func Black() color.RGBA { return color.RGBA{0x00, 0x00, 0x00, 0xff} }

// Canvas is an RGBA image with the drawing operations kibitz's renderers share.
type Canvas struct {
	*image.RGBA
	own bool // made by NewCanvas: its pixels are its own, and EncodeAndRecycle may keep them
}

// NewCanvas returns a w x h canvas filled with bg. Its pixels are those of a canvas of the same size that
// EncodeAndRecycle took back, when there is one, or new.
func NewCanvas(w, h int, bg color.Color) *Canvas {
	c := ownCanvas(image.Rect(0, 0, w, h))
	draw.Draw(c.RGBA, c.Bounds(), image.NewUniform(bg), image.Point{}, draw.Src) // every byte, whatever was there
	return c
}

// NewCanvasOf returns a canvas with img's size and a copy of its pixels (those of a spent canvas of that
// size, as NewCanvas, when there is one): a picture whose fixed parts are drawn once and copied.
func NewCanvasOf(img *image.RGBA) *Canvas {
	c := ownCanvas(img.Rect)
	draw.Draw(c.RGBA, c.Rect, img, img.Rect.Min, draw.Src)
	return c
}

// ownCanvas is a canvas over r whose pixels are its own: a spent canvas's of that size (spent.go), or
// new. Its caller paints every one of them.
func ownCanvas(r image.Rectangle) *Canvas {
	img := &image.RGBA{Stride: 4 * r.Dx(), Rect: r}
	if img.Pix = spent.get(4 * r.Dx() * r.Dy()); img.Pix == nil {
		img = image.NewRGBA(r)
	}
	return &Canvas{RGBA: img, own: true}
}

// EncodeAndRecycle is PNG for a picture drawn for this one encoding: when img is a Canvas that NewCanvas
// made, its pixels go back for a later NewCanvas of the same size, and the canvas is spent (a use after
// panics on its nil image). A board picture is 0.5 to 1 MB of pixels, and once text was cached
// (cachedFace) they were most of a redrawn board's cost: allocating and clearing them, page faults in
// fresh memory, then the collections and the returns to the OS of so much garbage (a CPU profile of
// sudoku's BenchmarkPlayPicturePNG: NewCanvas 32%, of which 23 points filling fresh pages, madvise 13%,
// the collector about 10%). Measured as cachedFace's figures were (CPU time a picture, medians of 5 runs
// of 1,000, interleaved):
//
//	                                                           glyph cache   and recycled
//	Sudoku 9x9 being played (sudoku BenchmarkPlayPicturePNG)   1788 µs        318 µs (0.18)
//	Wordle with keyboard (wordle BenchmarkPicturePNG)          1456 µs        340 µs (0.23)
//
// A benchmark draws one size again and again, its best case; in serve a spent canvas waits in its pool
// for the next picture of its size, through at most two collections (sync.Pool), and the pictures
// PNGCache draws on a miss are recycled too. The glyph cache and this together, wall time (go test
// -bench -count 6, interleaved with the code before both, load average 2 to 5): a 9x9 game's picture
// 2465 to 279 µs (0.11) and 1.6 MB to 37 KB allocated, a Wordle board 1779 to 238 µs (0.13). Of what is
// left of the 9x9 game's, a third is hashing its bands for the band cache (bandEncoder.key), a fifth
// drawing glyphs, a sixth filling rectangles and the background.
func EncodeAndRecycle(img image.Image) ([]byte, error) {
	data, err := PNG(img)
	if c, ok := img.(*Canvas); ok {
		c.Recycle()
	}
	return data, err
}

// Recycle gives a canvas that NewCanvas made back, as EncodeAndRecycle does, when what was drawn on it
// has been copied elsewhere (mapped to a palette: see Paletted): its pixels go to a later NewCanvas of the
// same size (spent), and the canvas is spent. A canvas made otherwise is left alone.
func (c *Canvas) Recycle() {
	if !c.own || c.RGBA == nil {
		return
	}
	pix := c.Pix
	c.RGBA = nil
	spent.put(pix)
}

// FillRect fills the rectangle [x0,x1) x [y0,y1) with col.
func (c *Canvas) FillRect(x0, y0, x1, y1 int, col color.Color) {
	draw.Draw(c.RGBA, image.Rect(x0, y0, x1, y1), image.NewUniform(col), image.Point{}, draw.Over)
}

// fill rasterizes the path that build makes and paints it with col, anti-aliased, over the path's
// bounding box and a pixel around it. A rasterizer costs its whole area, in memory and in the pass that
// paints it, and fill used to take the whole canvas for every shape: KnightNumbered at 12 x 12 took 45 ms,
// now 22, its four frame lines each having been a pass over 580 x 578 pixels; KnightPath, which had kept
// its own box-limited copy of fill, took 86 and 142 ms at 30 x 30 and 100 x 100, now 78 and 130
// (BenchmarkKnightPath, medians of 5 runs interleaved with the old code).
//
// The box's corner is a whole number, subtracted from the float32 coordinates exactly, so the coverage is
// the same as over the whole canvas wherever the rasterizer uses its fixed-point arithmetic (at most 512
// pixels a side): no golden image of chess, tic-tac-toe or a Nim board changed by a bit (the Grundy
// table, 524 pixels wide, by one level in two pixels). The rasterizer's edges move by up to 19 levels of
// 255 when a coordinate moves by a float32 rounding (measured on one knight's-tour segment), so the
// knight's copy, which subtracted in float64 first, drew edges a little differently, as did the
// whole-canvas fill in floating point on canvases over 512 pixels.
//
// The rasterizer writes its coverage into an 8-bit mask (vector's fast path, as for glyphs), and
// paintThrough blends the colour only where the mask covers: vector's own blend into RGBA did its 16-bit
// arithmetic, four divisions, on every pixel of the box, covered or not, and a knight's numbered tour is
// one fill over the whole board, a sixth of it covered (that blend was 44% of /knight tour's answer).
// BenchmarkFill (a tour's 64 moves over 480 x 480, medians of 5, old and new interleaved): 2.34 ms, then
// 0.80 (0.34); /knight tour 8x8 with its picture (commands/all BenchmarkAnswers, first run of 200,
// medians of 3): 2948 cpu-µs, then 1892 (0.64). The 8-bit coverage moves edge pixels by at most one level
// of 255 from vector's blend (TestFillIsVectorsWithinALevel); the goldens were redrawn for it, and looked
// at: the same to the eye, the paletted pictures (knight's long tours, KPK's line) moving more where a
// pixel's nearest palette colour changed. The knight's lines (Strokes, Segments, Dashes) have since gone
// to fillSparse, which costs the cells a shape touches rather than its box.
func (c *Canvas) fill(col color.Color, build func(p *path)) {
	p := newPath()
	build(&p)
	r := p.box(c.Bounds())
	if r.Empty() {
		return
	}
	z := rasterizers.Get().(*vector.Rasterizer)
	defer rasterizers.Put(z)
	w, h := r.Dx(), r.Dy()
	z.Reset(w, h) // as NewRasterizer does: its samples cleared, over the box alone
	p.trace(z, r.Min)
	m := masks.Get().(*image.Alpha)
	defer masks.Put(m)
	if cap(m.Pix) < w*h {
		m.Pix = make([]uint8, w*h)
	}
	m.Pix, m.Stride, m.Rect = m.Pix[:w*h], w, image.Rect(0, 0, w, h)
	z.DrawOp = draw.Src // every byte of the mask written: nothing to clear from its last use
	z.Draw(m, m.Rect, image.Opaque, image.Point{})
	paintThrough(c.RGBA, r.Min, m, col)
}

// masks keeps the coverage masks fill has used, for the next fill.
var masks = sync.Pool{New: func() any { return new(image.Alpha) }}

// paintThrough paints col over dst through the coverage mask m, its corner at at, skipping the pixels of
// no coverage eight at a time: a fill's box is mostly uncovered (a knight's tour, a circle's corners).
// The blend is image/draw's over operator, in 16 bits, with the mask's 8-bit coverage widened.
func paintThrough(dst *image.RGBA, at image.Point, m *image.Alpha, col color.Color) {
	sr, sg, sb, sa := col.RGBA()
	w, h := m.Rect.Dx(), m.Rect.Dy()
	for y := range h {
		row := m.Pix[y*m.Stride : y*m.Stride+w]
		pix := dst.Pix[dst.PixOffset(at.X, at.Y+y):]
		for x := 0; x < w; x++ {
			if x+8 <= w && binary.LittleEndian.Uint64(row[x:]) == 0 {
				x += 7
				continue
			}
			cov := uint32(row[x])
			if cov == 0 {
				continue
			}
			p := pix[4*x : 4*x+4 : 4*x+4]
			if cov == 0xff && sa == 0xffff {
				p[0], p[1], p[2], p[3] = uint8(sr>>8), uint8(sg>>8), uint8(sb>>8), 0xff
				continue
			}
			ma := cov * 0x101
			a := 0xffff - sa*ma/0xffff
			p[0] = uint8((uint32(p[0])*0x101*a + sr*ma) / 0xffff >> 8)
			p[1] = uint8((uint32(p[1])*0x101*a + sg*ma) / 0xffff >> 8)
			p[2] = uint8((uint32(p[2])*0x101*a + sb*ma) / 0xffff >> 8)
			p[3] = uint8((uint32(p[3])*0x101*a + sa*ma) / 0xffff >> 8)
		}
	}
}

// rasterizers keeps the rasterizers fill has used, with their buffers of samples, for the next fill: a
// knight's tour drawn as a line (commands/knight pathPicture) fills boxes of 3.7 (30 x 30, closed) to
// 10.1 (100 x 100) times its canvas's area, 4 bytes a pixel, so a rasterizer made for every fill
// allocated 13 to 34 MB a picture (a knight's lines have since gone to fillSparse). Reset clears what a
// box uses and picks fixed or floating point by its size, as NewRasterizer does, so the pixels are the
// same (no golden changed). Like sharedBands it only saves work.
var rasterizers = sync.Pool{New: func() any { return new(vector.Rasterizer) }}

// path is a shape in canvas coordinates, kept until fill knows its bounding box. Coordinates are kept as
// the float32 the rasterizer takes.
type path struct {
	ops                    []pathOp
	minX, minY, maxX, maxY float32
}

type pathOp struct {
	op   uint8 // pathMove, pathLine or pathClose
	x, y float32
}

const (
	pathMove = iota
	pathLine
	pathClose
)

// newPath is an empty path, its bounding box empty.
func newPath() path {
	return path{minX: math.MaxFloat32, minY: math.MaxFloat32, maxX: -math.MaxFloat32, maxY: -math.MaxFloat32}
}

// box is the rectangle of bounds that the path's shapes may paint: their bounding box and a pixel around
// it; empty for a path of no points.
func (p *path) box(bounds image.Rectangle) image.Rectangle {
	if p.minX > p.maxX {
		return image.Rectangle{}
	}
	return image.Rect(
		int(math.Floor(float64(p.minX)))-1, int(math.Floor(float64(p.minY)))-1,
		int(math.Ceil(float64(p.maxX)))+1, int(math.Ceil(float64(p.maxY)))+1,
	).Intersect(bounds)
}

// trace gives the path to z, in the coordinates of a box whose corner is at: whole numbers, subtracted
// from the float32 coordinates exactly.
func (p *path) trace(z *vector.Rasterizer, at image.Point) {
	ox, oy := float32(at.X), float32(at.Y)
	for _, o := range p.ops {
		switch o.op {
		case pathMove:
			z.MoveTo(o.x-ox, o.y-oy)
		case pathLine:
			z.LineTo(o.x-ox, o.y-oy)
		case pathClose:
			z.ClosePath()
		}
	}
}

func (p *path) add(op uint8, x, y float64) {
	fx, fy := float32(x), float32(y)
	p.minX, p.maxX = min(p.minX, fx), max(p.maxX, fx)
	p.minY, p.maxY = min(p.minY, fy), max(p.maxY, fy)
	p.ops = append(p.ops, pathOp{op, fx, fy})
}

// moveTo starts a contour at (x, y).
func (p *path) moveTo(x, y float64) { p.add(pathMove, x, y) }

// lineTo adds a straight edge to (x, y).
func (p *path) lineTo(x, y float64) { p.add(pathLine, x, y) }

// closePath closes the contour with an edge back to its start.
func (p *path) closePath() { p.ops = append(p.ops, pathOp{op: pathClose}) }

// Line draws a straight line of the given width with square-ish ends.
func (c *Canvas) Line(x0, y0, x1, y1, width float64, col color.Color) {
	c.fill(col, func(p *path) { segment(p, x0, y0, x1, y1, width) })
}

// segment adds the rectangle of a line of the given width from (x0, y0) to (x1, y1), with square ends at
// the two points, to the path; it winds like circleReverse. A zero-length segment adds nothing.
func segment(p *path, x0, y0, x1, y1, width float64) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	// The unit normal, scaled to half the width.
	nx, ny := -dy/l*width/2, dx/l*width/2
	p.moveTo(x0+nx, y0+ny)
	p.lineTo(x1+nx, y1+ny)
	p.lineTo(x1-nx, y1-ny)
	p.lineTo(x0-nx, y0-ny)
	p.closePath()
}

// Polyline draws connected segments through the points (x0, y0, x1, y1, ...), with round joins.
func (c *Canvas) Polyline(points []float64, width float64, col color.Color) {
	for i := 0; i+3 < len(points); i += 2 {
		c.Line(points[i], points[i+1], points[i+2], points[i+3], width, col)
		if i > 0 {
			c.Disc(points[i], points[i+1], width/2, col)
		}
	}
}

// Disc fills a circle of radius r centred on (cx, cy).
func (c *Canvas) Disc(cx, cy, r float64, col color.Color) {
	c.fill(col, func(p *path) { circle(p, cx, cy, r) })
}

// Ring draws a circle outline of radius r and the given width.
func (c *Canvas) Ring(cx, cy, r, width float64, col color.Color) {
	c.fill(col, func(p *path) {
		circle(p, cx, cy, r+width/2)
		circleReverse(p, cx, cy, r-width/2)
	})
}

// circle adds a circle to the path as 32 line segments: plenty at board sizes, and exact enough that the
// golden images do not depend on curve flattening.
func circle(p *path, cx, cy, r float64) {
	const n = 32
	for i := 0; i <= n; i++ {
		a := 2 * math.Pi * float64(i) / n
		x, y := cx+r*math.Cos(a), cy+r*math.Sin(a)
		if i == 0 {
			p.moveTo(x, y)
		} else {
			p.lineTo(x, y)
		}
	}
	p.closePath()
}

// circleReverse is circle traced the other way, to cut a hole with the non-zero winding rule.
func circleReverse(p *path, cx, cy, r float64) {
	const n = 32
	for i := 0; i <= n; i++ {
		a := -2 * math.Pi * float64(i) / n
		x, y := cx+r*math.Cos(a), cy+r*math.Sin(a)
		if i == 0 {
			p.moveTo(x, y)
		} else {
			p.lineTo(x, y)
		}
	}
	p.closePath()
}

// PNG encodes an image as PNG for upload: every game's picture goes through it. A Canvas is handed to the
// encoder as its *image.RGBA, whose pixels the encoder reads directly, not through At: a Wordle board with
// its keyboard took 4.5 ms against 7.2 to 9.5, a solved 9x9 Sudoku 7.4 against 10.1 to 10.6 (medians of 5,
// two runs).
//
// A full-colour canvas is compressed at zlib's best speed, a paletted image (the chessboard, knight's
// tours) at its default level: since by encodePaletted, the same level in a compressor 5 to 8 times as
// fast, which the table below predates. Every move of a game draws a picture, and under load the pictures are
// what kibitz spends its processors on: in a load test of kibitz serve (128 users, the default game mix,
// in process) PNG encoding was 40% of all CPU time. Measured on each game's pictures (medians of 5 on a
// loaded 2-core machine, ms and KB; BenchmarkPNG measures some of them):
//
//	                          default       best speed    best compression
//	Nim, five heaps            6.5   11.1    3.7   12.6    24.0   10.6
//	Nim, Grundy table          4.1   11.8    1.8   12.4    31.0   11.1
//	Wordle with keyboard       5.3   15.8    2.6   16.4    38.4   14.8
//	Sudoku 9x9, solved         8.8   43.5    4.6   45.7    76.4   42.2
//	Sudoku 25x25, solved      23.2  158.5   14.4  165.7   254.2  154.3
//	tic-tac-toe                2.6    7.6    1.6    8.0    28.2    7.0
//	chess (paletted)           1.3    5.0    0.5   11.2     8.4    4.2
//	knight 8x8 numbered       13.6   63.7    8.4   70.2   144.9   60.6
//	knight 60x60 (paletted)   40.9  177.4    7.2  231.7   440.4  168.8
//	knight 800x800 preview    84.5  186.5   26.6  297.8   849.2  172.7
//
// Best compression takes 4 to 11 times as long for files 3 to 8% smaller. Best speed takes half the time
// or less on the full-colour boards for files 4 to 14% larger, which is the trade kept; on paletted
// pictures its files are 30 to 125% larger (the chessboard's 5 KB become 11), so they stay at the
// default. The encoder's compressor state (about 1 MB) is reused between pictures rather than allocated
// for each.
//
// An opaque full-colour picture, which every board drawn on a Canvas is, goes to encodeOpaque instead,
// which filters every row the same way rather than trying five filters on each, and deflates the picture
// in bands of rows that it keeps by their pixels, so that a picture much like an earlier one (the same
// board a move later, another game's board of the same kind) deflates only the bands that differ: see
// bandEncoder.
func PNG(img image.Image) ([]byte, error) {
	enc := &defaultEncoder
	if c, ok := img.(*Canvas); ok {
		img = c.RGBA
	}
	if rgba, ok := img.(*image.RGBA); ok {
		if data, ok, err := encodeOpaque(rgba); ok || err != nil {
			return data, err
		}
		enc = &fastEncoder
	}
	if p, ok := img.(*image.Paletted); ok && len(p.Palette) > 16 && len(p.Palette) <= 256 {
		return encodePaletted(p)
	}
	var buf bytes.Buffer
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// The two encoders PNG uses, each with a pool of compressor state: an encoder's state is tied to its
// compression level, so the levels do not share a pool.
var (
	fastEncoder    = png.Encoder{CompressionLevel: png.BestSpeed, BufferPool: &encoderPool{}}
	defaultEncoder = png.Encoder{CompressionLevel: png.DefaultCompression, BufferPool: &encoderPool{}}
)

// encoderPool is a png.EncoderBufferPool on a sync.Pool, safe for concurrent encodes.
type encoderPool struct{ pool sync.Pool }

func (p *encoderPool) Get() *png.EncoderBuffer {
	b, _ := p.pool.Get().(*png.EncoderBuffer)
	return b
}

func (p *encoderPool) Put(b *png.EncoderBuffer) { p.pool.Put(b) }
