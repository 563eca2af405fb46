package render

import (
	"image"
	"image/color"
	"math"
	"sync"
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
	q := newQuantizer(pal)
	return q.paletted(c, pal)
}

// quantizer maps canvas pixels to a palette, nearest colour first found, remembering every colour
// seen: a chessboard has a few thousand distinct colours among its 190,000 pixels, a knight's tour line
// drawing about 10,000 among a million. What it does not know it asks shared, the colours that the
// quantizers of the same palette found before it, and then the palette itself (Palette.Index, a pass over
// every colour).
type quantizer struct {
	pal    color.Palette
	cache  map[color.RGBA]uint8
	shared *sharedIndexes
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
		idx = q.shared.index(q.pal, px)
		q.cache[px] = idx
	}
	q.lastPx, q.lastIdx, q.haveLast = px, idx, true
	return idx
}

func newQuantizer(pal color.Palette) quantizer {
	return quantizer{pal: pal, cache: map[color.RGBA]uint8{}, shared: paletteIndexes(pal)}
}

// sharedIndexes are the nearest colours in one palette found so far, by every quantizer of that palette:
// a line of /kpk is a few thousand colours, the same from one line to the next, and a line's GIF spent a
// fifth of its CPU time finding them again (Palette.Index). Like sharedBands it is a memo of a pure
// function, so it changes no pixel; it keeps at most maxSharedIndexes colours a palette, and palettes by
// their colours, the few that games use (boardPalette of /kpk, the knight's colour scales).
type sharedIndexes struct {
	mu sync.RWMutex
	m  map[color.RGBA]uint8
}

const maxSharedIndexes = 1 << 16

var palettes sync.Map // string of the palette's colours → *sharedIndexes

// paletteIndexes is the sharedIndexes of pal.
func paletteIndexes(pal color.Palette) *sharedIndexes {
	key := make([]byte, 0, 4*len(pal))
	for _, c := range pal {
		r, g, b, a := c.RGBA()
		key = append(key, byte(r>>8), byte(g>>8), byte(b>>8), byte(a>>8))
	}
	s, _ := palettes.LoadOrStore(string(key), &sharedIndexes{m: map[color.RGBA]uint8{}})
	return s.(*sharedIndexes)
}

// index is the index of the colour of pal nearest px.
func (s *sharedIndexes) index(pal color.Palette, px color.RGBA) uint8 {
	s.mu.RLock()
	idx, ok := s.m[px]
	s.mu.RUnlock()
	if ok {
		return idx
	}
	idx = uint8(pal.Index(px))
	s.mu.Lock()
	if len(s.m) < maxSharedIndexes {
		s.m[px] = idx
	}
	s.mu.Unlock()
	return idx
}
