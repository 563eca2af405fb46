package render

import (
	"encoding/binary"
	"image"
	"image/color"
	"math"
	"sync"
	"sync/atomic"
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

// quantizer maps canvas pixels to a palette, nearest colour first found: a chessboard has a few
// thousand distinct colours among its 190,000 pixels, a knight's tour line drawing ten to twenty
// thousand among 850,000. It looks first at the colour mapped last (most pixels repeat the one before
// them: a square is one flat colour), then in recent, its own table of the colours it mapped, then asks
// shared, the colours that the quantizers of the same palette found before it, and then the palette
// itself (Palette.Index, a pass over every colour).
type quantizer struct {
	pal    color.Palette
	recent *[recentSize]uint64 // as sharedIndexes.recent, one slot a colour: this quantizer's alone
	shared *sharedIndexes
	// the colour mapped last (as pixelKey) and its index
	lastKey uint32
	lastIdx uint8
	hasLast bool
}

// pixelKey is the colour of an RGBA pixel's bytes as one number.
func pixelKey(p []byte) uint32 { return binary.LittleEndian.Uint32(p) }

// paletted is c as an image over pal, whose first colours are q.pal.
func (q *quantizer) paletted(c *Canvas, pal color.Palette) *image.Paletted {
	r := c.Bounds()
	out := image.NewPaletted(r, pal)
	w := r.Dx()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		o, i := out.PixOffset(r.Min.X, y), c.PixOffset(r.Min.X, y)
		row, pix := out.Pix[o:o+w], c.Pix[i:i+4*w]
		for x := range row {
			if k := pixelKey(pix[4*x:]); k != q.lastKey || !q.hasLast {
				q.indexKey(k)
			}
			row[x] = q.lastIdx
		}
	}
	return out
}

// indexKey is the index in q.pal of the colour nearest the one whose pixelKey is k.
func (q *quantizer) indexKey(k uint32) uint8 {
	if q.hasLast && k == q.lastKey {
		return q.lastIdx
	}
	want := 1<<40 | uint64(k)<<8
	e := &q.recent[k*0x9e3779b1>>(32-12)] // Fibonacci hashing into recentSize slots
	if *e&^0xff != want {
		*e = want | uint64(q.shared.index(q.pal, k))
	}
	q.lastKey, q.lastIdx, q.hasLast = k, uint8(*e), true
	return q.lastIdx
}

// recentSize is how many colours a quantizer keeps in front of the shared ones: 32 KB, near at hand.
const recentSize = 4096

func newQuantizer(pal color.Palette) quantizer {
	return quantizer{pal: pal, recent: new([recentSize]uint64), shared: paletteIndexes(pal)}
}

// sharedIndexes are the nearest colours in one palette found so far, by every quantizer of that palette:
// a line of /kpk is a few thousand colours, the same from one line to the next, and a line's GIF spent a
// fifth of its CPU time finding them again (Palette.Index). Like sharedBands it is a memo of a pure
// function, so it changes no pixel; it keeps at most maxSharedIndexes colours a palette in its map, and
// palettes by their colours, the few that games use (boardPalette of /kpk, the knight's colour scale).
//
// Before the map comes recent, a table of sharedSlots colours each in one of the two slots its hash names,
// read and written without a lock (an entry holds its colour and its index in one word, so a reader sees
// either a whole entry or another colour's). A quantizer kept its colours in a map of color.RGBA and
// began empty, so a knight's line drawing, whose anti-aliased edges change colour every pixel or two,
// looked its ten to twenty thousand colours up in its own map and then in the shared one under its lock:
// mapping a 30 x 30 drawing took 11 ms of its /knight answer's 36. With the colours as one number, the
// quantizer's table of 4096 (recentSize) before this one and this one before the map, 2.3 ms (CPU
// profiles of commands/knight's BenchmarkPicture).
type sharedIndexes struct {
	recent [sharedSlots]atomic.Uint64 // 1<<40 | key<<8 | index; 0 for none
	mu     sync.RWMutex
	m      map[uint32]uint8 // by pixelKey
}

const (
	maxSharedIndexes = 1 << 16
	sharedSlots      = 1 << 16 // 512 KB a palette
)

var palettes sync.Map // string of the palette's colours → *sharedIndexes

// paletteIndexes is the sharedIndexes of pal.
func paletteIndexes(pal color.Palette) *sharedIndexes {
	key := make([]byte, 0, 4*len(pal))
	for _, c := range pal {
		r, g, b, a := c.RGBA()
		key = append(key, byte(r>>8), byte(g>>8), byte(b>>8), byte(a>>8))
	}
	if s, ok := palettes.Load(string(key)); ok { // before LoadOrStore, which would make 512 KB to drop
		return s.(*sharedIndexes)
	}
	s, _ := palettes.LoadOrStore(string(key), &sharedIndexes{m: map[uint32]uint8{}})
	return s.(*sharedIndexes)
}

// index is the index of the colour of pal nearest the colour whose pixelKey is k.
func (s *sharedIndexes) index(pal color.Palette, k uint32) uint8 {
	want := 1<<40 | uint64(k)<<8
	h := k * 0x9e3779b1 >> (32 - 16) // Fibonacci hashing into sharedSlots
	if e := s.recent[h].Load(); e&^0xff == want {
		return uint8(e)
	}
	if e := s.recent[h^1].Load(); e&^0xff == want {
		return uint8(e)
	}
	s.mu.RLock()
	idx, ok := s.m[k]
	s.mu.RUnlock()
	if !ok {
		idx = uint8(pal.Index(color.RGBA{uint8(k), uint8(k >> 8), uint8(k >> 16), uint8(k >> 24)}))
		s.mu.Lock()
		if len(s.m) < maxSharedIndexes {
			s.m[k] = idx
		}
		s.mu.Unlock()
	}
	if s.recent[h].Load() != 0 && s.recent[h^1].Load() == 0 {
		h ^= 1
	}
	s.recent[h].Store(want | uint64(idx))
	return idx
}
