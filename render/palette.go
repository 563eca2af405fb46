package render

import (
	"image"
	"image/color"
	"math"
)

// Mix is a + (b - a) * t, channel by channel: the chessboard's tints, the knight's colour scale, and the
// blends of a palette between two colours that meet at an anti-aliased edge.
func Mix(a, b color.RGBA, t float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 0xff}
}

// Paletted maps c to pal, every pixel to the nearest colour: a picture whose colours the game knows (its
// flat colours and the blends of its edges) encodes smaller and faster as a paletted PNG (see PNG). The
// chessboard and the knight's line drawings are drawn so.
func Paletted(c *Canvas, pal color.Palette) *image.Paletted {
	q := quantizer{pal: pal, cache: map[color.RGBA]uint8{}}
	return q.paletted(c, pal)
}

// quantizer maps canvas pixels to a palette, nearest colour first found, remembering every colour
// seen: a chessboard has a few thousand distinct colours among its 190,000 pixels, a knight's tour line
// drawing about 10,000 among a million.
type quantizer struct {
	pal   color.Palette
	cache map[color.RGBA]uint8
	// the colour mapped last and its index
	lastPx   color.RGBA
	lastIdx  uint8
	haveLast bool
}

// paletted is c as an image over pal, whose first colours are q.pal.
func (q *quantizer) paletted(c *Canvas, pal color.Palette) *image.Paletted {
	r := c.Bounds()
	out := image.NewPaletted(r, pal)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		o := out.PixOffset(r.Min.X, y)
		for x := r.Min.X; x < r.Max.X; x, o = x+1, o+1 {
			i := c.PixOffset(x, y)
			out.Pix[o] = q.index(color.RGBA{c.Pix[i], c.Pix[i+1], c.Pix[i+2], c.Pix[i+3]})
		}
	}
	return out
}

// index is the index in q.pal of the colour nearest px. Most pixels repeat the one before them (a square
// is one flat colour), so the last colour is checked before the map: that took quantising a whole board
// from 9.4 ms to about 1 ms.
func (q *quantizer) index(px color.RGBA) uint8 {
	if q.haveLast && px == q.lastPx {
		return q.lastIdx
	}
	idx, ok := q.cache[px]
	if !ok {
		idx = uint8(q.pal.Index(px))
		q.cache[px] = idx
	}
	q.lastPx, q.lastIdx, q.haveLast = px, idx, true
	return idx
}
