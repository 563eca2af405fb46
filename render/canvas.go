package render

import (
	"bytes"
	"image"
	"image/color"
	"image/draw"
	"image/png"
	"math"

	"golang.org/x/image/vector"
)

// The palette.
var (
	Paper     = color.RGBA{0xfa, 0xf7, 0xf0, 0xff} // board background
	Ink       = color.RGBA{0x22, 0x22, 0x2a, 0xff} // lines, givens, text
	Faint     = color.RGBA{0xb8, 0xb4, 0xaa, 0xff} // thin grid lines
	Accent    = color.RGBA{0x2f, 0x6f, 0xd6, 0xff} // kibitz's own marks and answers
	Rival     = color.RGBA{0xd6, 0x4a, 0x3a, 0xff} // the other side
	Highlight = color.RGBA{0xf5, 0xd7, 0x6e, 0xff} // last move, winning line background
	Good      = color.RGBA{0x53, 0x8d, 0x4e, 0xff} // green (Wordle's green)
	Present   = color.RGBA{0xc9, 0xb4, 0x58, 0xff} // yellow (Wordle's yellow)
	Absent    = color.RGBA{0x78, 0x7c, 0x7e, 0xff} // grey (Wordle's grey)
	LightSq   = color.RGBA{0xf0, 0xd9, 0xb5, 0xff} // chessboard light squares
	DarkSq    = color.RGBA{0xb5, 0x88, 0x63, 0xff} // chessboard dark squares
	White     = color.RGBA{0xff, 0xff, 0xff, 0xff}
	Black     = color.RGBA{0x00, 0x00, 0x00, 0xff}
)

// Canvas is an RGBA image with the drawing operations kibitz's renderers share.
type Canvas struct {
	*image.RGBA
}

// NewCanvas returns a w x h canvas filled with bg.
func NewCanvas(w, h int, bg color.Color) *Canvas {
	c := &Canvas{image.NewRGBA(image.Rect(0, 0, w, h))}
	draw.Draw(c.RGBA, c.Bounds(), image.NewUniform(bg), image.Point{}, draw.Src)
	return c
}

// FillRect fills the rectangle [x0,x1) x [y0,y1) with col.
func (c *Canvas) FillRect(x0, y0, x1, y1 int, col color.Color) {
	draw.Draw(c.RGBA, image.Rect(x0, y0, x1, y1), image.NewUniform(col), image.Point{}, draw.Over)
}

// fill rasterizes a path built by build and paints it with col, anti-aliased.
func (c *Canvas) fill(col color.Color, build func(z *vector.Rasterizer)) {
	b := c.Bounds()
	z := vector.NewRasterizer(b.Dx(), b.Dy())
	build(z)
	z.Draw(c.RGBA, b, image.NewUniform(col), image.Point{})
}

// Line draws a straight line of the given width with square-ish ends.
func (c *Canvas) Line(x0, y0, x1, y1, width float64, col color.Color) {
	dx, dy := x1-x0, y1-y0
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	// The unit normal, scaled to half the width.
	nx, ny := -dy/l*width/2, dx/l*width/2
	c.fill(col, func(z *vector.Rasterizer) {
		z.MoveTo(float32(x0+nx), float32(y0+ny))
		z.LineTo(float32(x1+nx), float32(y1+ny))
		z.LineTo(float32(x1-nx), float32(y1-ny))
		z.LineTo(float32(x0-nx), float32(y0-ny))
		z.ClosePath()
	})
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
	c.fill(col, func(z *vector.Rasterizer) { circle(z, cx, cy, r) })
}

// Ring draws a circle outline of radius r and the given width.
func (c *Canvas) Ring(cx, cy, r, width float64, col color.Color) {
	c.fill(col, func(z *vector.Rasterizer) {
		circle(z, cx, cy, r+width/2)
		circleReverse(z, cx, cy, r-width/2)
	})
}

// circle adds a circle to the path as 32 line segments: plenty at board sizes, and exact enough that the
// golden images do not depend on curve flattening.
func circle(z *vector.Rasterizer, cx, cy, r float64) {
	const n = 32
	for i := 0; i <= n; i++ {
		a := 2 * math.Pi * float64(i) / n
		x, y := float32(cx+r*math.Cos(a)), float32(cy+r*math.Sin(a))
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
}

// circleReverse is circle traced the other way, to cut a hole with the non-zero winding rule.
func circleReverse(z *vector.Rasterizer, cx, cy, r float64) {
	const n = 32
	for i := 0; i <= n; i++ {
		a := -2 * math.Pi * float64(i) / n
		x, y := float32(cx+r*math.Cos(a)), float32(cy+r*math.Sin(a))
		if i == 0 {
			z.MoveTo(x, y)
		} else {
			z.LineTo(x, y)
		}
	}
	z.ClosePath()
}

// PNG encodes an image as PNG, compressed for upload size.
func PNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
