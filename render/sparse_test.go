package render

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"math/rand/v2"
	"testing"

	"kibitz/internal/testenv"

	"golang.org/x/image/vector"
)

// floatFill is fill with vector's Rasterizer in floating point, whatever the size of the box (fill's
// rasterizer works in fixed point on boxes up to 512 pixels a side): the exact coverage, within float32's
// rounding.
func floatFill(c *Canvas, col color.Color, build func(p *path)) {
	p := newPath()
	build(&p)
	r := p.box(c.Bounds())
	if r.Empty() {
		return
	}
	w, h := r.Dx(), r.Dy()
	z := vector.NewRasterizer(max(w, 513), h) // wider than 512: floating point
	p.trace(z, r.Min)
	m := image.NewAlpha(image.Rect(0, 0, max(w, 513), h))
	z.DrawOp = draw.Src
	z.Draw(m, m.Rect, image.Opaque, image.Point{})
	paintThrough(c.RGBA, r.Min, m.SubImage(image.Rect(0, 0, w, h)).(*image.Alpha), col)
}

// TestSparseIsVectorsWithinALevel: fillSparse paints what vector's rasterizer in floating point gives,
// every byte within a level of 255, for random segments, discs and rings, and tour-like strokes with
// joins, on canvases narrower and wider than 512 pixels, in opaque and translucent colours, shapes
// leaving the canvas on every side. (vector in fixed point, fill's on boxes up to 512 pixels a side,
// differs from its own floating point by up to 150 levels on these shapes where they overlap; the
// knight's goldens moved by as much where two moves cross: see fillSparse.)
func TestSparseIsVectorsWithinALevel(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	hist := map[int]int{}
	for i := range 300 {
		c := newFillCase(r, i, 500)
		build := randomPath(r, c.w, c.h)
		if i%2 == 0 {
			build = randomStrokes(r, c.w, c.h)
		}
		c.got.fillSparse(c.col, build)
		floatFill(c.want, c.col, build)
		c.withinALevel(t, i, hist)
	}
	t.Logf("differences: %v", fmt.Sprint(hist))
}

// randomStrokes is a knight's-tour-like path: segments between random points, with round joins.
func randomStrokes(r *rand.Rand, w, h int) func(p *path) {
	var pts []float64
	for range 2 + r.IntN(30) {
		pts = append(pts, r.Float64()*float64(w+40)-20, r.Float64()*float64(h+40)-20)
	}
	width := 0.8 + r.Float64()*4
	return func(p *path) { strokes(p, pts, width, true, 0) }
}

// tourPoints are the centres of the squares of a knight's tour of n x n squares of cell pixels, found by
// Warnsdorff's rule from a corner, as a numbered board places them (28 pixels in, 12 down).
func tourPoints(n int, cell float64) []float64 {
	moves := [8][2]int{{2, 1}, {1, 2}, {-1, 2}, {-2, 1}, {-2, -1}, {-1, -2}, {1, -2}, {2, -1}}
	seen := make([]bool, n*n)
	free := func(r, c int) bool { return r >= 0 && c >= 0 && r < n && c < n && !seen[r*n+c] }
	r, c := n-1, 0
	seen[r*n+c] = true
	pts := []float64{28 + (float64(c)+0.5)*cell, 12 + (float64(r)+0.5)*cell}
	for {
		best, fewest := -1, 9
		for k, m := range moves {
			if !free(r+m[0], c+m[1]) {
				continue
			}
			d := 0
			for _, m2 := range moves {
				if free(r+m[0]+m2[0], c+m[1]+m2[1]) {
					d++
				}
			}
			if d < fewest {
				best, fewest = k, d
			}
		}
		if best < 0 {
			return pts
		}
		r, c = r+moves[best][0], c+moves[best][1]
		seen[r*n+c] = true
		pts = append(pts, 28+(float64(c)+0.5)*cell, 12+(float64(r)+0.5)*cell)
	}
}

// BenchmarkSegments draws the line of a knight's numbered tour as commands/knight does, in one fill of
// Segments: 8 x 8 squares of 64 pixels, and 12 x 12 of 45, its translucent colour over paper.
func BenchmarkSegments(b *testing.B) {
	for _, tc := range []struct {
		n    int
		cell float64
	}{{8, 64}, {12, 45}} {
		pts := tourPoints(tc.n, tc.cell)
		side := 40 + tc.n*int(tc.cell)
		b.Run(fmt.Sprintf("%dx%d", tc.n, tc.n), func(b *testing.B) {
			c := NewCanvas(side, side, Paper())
			col := color.RGBA{0x2f / 2, 0x6f / 2, 0xd6 / 2, 0x80}
			c0, _ := testenv.CPUTime()
			for b.Loop() {
				c.Segments(pts, tc.cell*0.05, col, tc.cell*0.3)
			}
			if c1, ok := testenv.CPUTime(); ok {
				b.ReportMetric(float64((c1-c0).Nanoseconds())/1e3/float64(b.N), "cpu-µs/op")
			}
		})
	}
}

// TestSparseBlendsAsPaintThrough: fillSparse blends its colour with the coverage it finds exactly as
// fill's paintThrough does, its tables and its runs of one coverage included: its coverage read back
// (white painted on black gives the coverage in every channel) and painted by paintThrough gives the same
// pixels, for opaque and translucent colours, thin lines and thick ones, and a colour that is not
// premultiplied (whose sums overflow 32 bits, as image/draw's do).
func TestSparseBlendsAsPaintThrough(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	for i := range 100 {
		w, h := 20+r.IntN(200), 20+r.IntN(200)
		col := color.RGBA{uint8(r.IntN(256)), uint8(r.IntN(256)), uint8(r.IntN(256)), 255}
		switch {
		case i == 0:
			col = color.RGBA{200, 10, 250, 40}
		case i%2 == 0:
			a := uint8(r.IntN(255))
			col = color.RGBA{min(col.R, a), min(col.G, a), min(col.B, a), a}
		}
		build := randomStrokes(r, w, h)
		if i%3 == 0 {
			build = randomPath(r, w, h)
		}
		got, want, mask := NewCanvas(w, h, White()), NewCanvas(w, h, White()), NewCanvas(w, h, Black())
		for j := range got.Pix {
			v := uint8(r.IntN(256))
			if j%4 == 3 {
				v = 255
			}
			got.Pix[j], want.Pix[j] = v, v
		}
		got.fillSparse(col, build)
		mask.fillSparse(White(), build)
		cov := image.NewAlpha(image.Rect(0, 0, w, h))
		for j := range cov.Pix {
			cov.Pix[j] = mask.Pix[4*j]
		}
		paintThrough(want.RGBA, image.Point{}, cov, col)
		if !bytes.Equal(got.Pix, want.Pix) {
			t.Fatalf("case %d (%dx%d, %v): fillSparse's pixels differ from paintThrough's through its coverage", i, w, h, col)
		}
	}
}
