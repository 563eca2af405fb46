package render

import (
	"image"
	"image/color"
	"math/rand/v2"
	"testing"

	"golang.org/x/image/vector"
)

// randomPath is a few segments, discs and rings at random over a w x h canvas, some leaving it.
func randomPath(r *rand.Rand, w, h int) func(p *path) {
	type seg struct{ x0, y0, x1, y1, width float64 }
	var segs []seg
	for range 1 + r.IntN(40) {
		segs = append(segs, seg{r.Float64()*float64(w+40) - 20, r.Float64()*float64(h+40) - 20,
			r.Float64()*float64(w+40) - 20, r.Float64()*float64(h+40) - 20, 0.5 + r.Float64()*8})
	}
	return func(p *path) {
		for _, s := range segs {
			segment(p, s.x0, s.y0, s.x1, s.y1, s.width)
			circleReverse(p, s.x1, s.y1, s.width)
		}
	}
}

// vectorFill is fill as it was: vector's own blend over the whole of fill's box.
func vectorFill(c *Canvas, col color.Color, build func(p *path)) {
	p := newPath()
	build(&p)
	r := p.box(c.Bounds())
	z := vector.NewRasterizer(r.Dx(), r.Dy())
	p.trace(z, r.Min)
	z.Draw(c.RGBA, r, image.NewUniform(col), image.Point{})
}

// TestFillIsVectorsWithinALevel: fill, which paints through an 8-bit mask and only where it covers, gives
// every pixel within one level of 255 of vector's own 16-bit blend over the whole box, on canvases where
// vector works in fixed point (up to 512 pixels a side) and in floating point, in opaque and translucent
// colours over a background of many colours.
func TestFillIsVectorsWithinALevel(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 200 {
		c := newFillCase(r, i, 200)
		build := randomPath(r, c.w, c.h)
		c.got.fill(c.col, build)
		vectorFill(c.want, c.col, build)
		c.withinALevel(t, i, nil)
	}
}

// fillCase is a random case of a fill test: a canvas of w x h pixels of many colours, twice (got for the
// fill tested, want for its reference), and a colour, opaque or (one case in three) translucent.
type fillCase struct {
	w, h      int
	col       color.RGBA
	got, want *Canvas
}

// newFillCase is case i: up to 320 pixels a side, or, one case in ten, wider than vector's fixed-point
// limit of 512, by up to wider pixels more.
func newFillCase(r *rand.Rand, i, wider int) fillCase {
	w, h := 20+r.IntN(300), 20+r.IntN(300)
	if i%10 == 0 {
		w, h = 520+r.IntN(wider), 20+r.IntN(100)
	}
	col := color.RGBA{uint8(r.IntN(256)), uint8(r.IntN(256)), uint8(r.IntN(256)), 255}
	if i%3 == 0 { // translucent, premultiplied
		a := uint8(r.IntN(255))
		col = color.RGBA{min(col.R, a), min(col.G, a), min(col.B, a), a}
	}
	got, want := NewCanvas(w, h, White()), NewCanvas(w, h, White())
	for j := range got.Pix {
		v := uint8(r.IntN(256))
		if j%4 == 3 {
			v = 255
		}
		got.Pix[j], want.Pix[j] = v, v
	}
	return fillCase{w, h, col, got, want}
}

// withinALevel fails the test at the first byte of got more than a level from want's, counting the
// differences in hist when it is not nil.
func (c fillCase) withinALevel(t *testing.T, i int, hist map[int]int) {
	t.Helper()
	for j := range c.got.Pix {
		d := int(c.got.Pix[j]) - int(c.want.Pix[j])
		if hist != nil {
			hist[d]++
		}
		if d > 1 || d < -1 {
			t.Fatalf("case %d (%dx%d, %v): byte %d (pixel %d, %d) is %d, vector gives %d", i, c.w, c.h, c.col,
				j, j/4%c.w, j/4/c.w, c.got.Pix[j], c.want.Pix[j])
		}
	}
}

// BenchmarkFill fills the moves of a tour-like path over a 480 x 480 canvas in one fill, as
// Canvas.Segments drew a knight's numbered tour before it went to fillSparse: a mostly uncovered box.
func BenchmarkFill(b *testing.B) {
	r := rand.New(rand.NewPCG(3, 4))
	pts := make([]float64, 0, 128)
	for range 64 {
		pts = append(pts, 30+float64(r.IntN(8))*60, 30+float64(r.IntN(8))*60)
	}
	c := NewCanvas(480, 480, White())
	col := color.RGBA{40, 60, 160, 255}
	for b.Loop() {
		c.fill(col, func(p *path) { strokes(p, pts, 3, false, 8) })
	}
}
