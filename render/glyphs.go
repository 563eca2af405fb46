package render

import (
	"image"
	"image/draw"
	"math"
	"sync/atomic"

	lru "github.com/hashicorp/golang-lru/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// sharedGlyphs is the glyph cache behind Text and TextWidth: what a face of DejaVu Sans answers (a glyph's
// coverage mask, its advance, its bounds, a pair's kerning), by the face's size and weight and the
// question. Like sharedBands it is a memo of a pure function (a face's answers depend on its size, its
// weight and the question alone), so it changes no pixel; at most glyphCacheSize answers, a few megabytes
// at most (a digit's mask at the pictures' sizes is under a kilobyte, an advance a few words).
var sharedGlyphs = newGlyphCache(glyphCacheSize)

// glyphCacheSize is how many answers sharedGlyphs keeps. A board uses a few sizes, a few dozen runes, and
// a few positions of the dot within a pixel for each (the cells of a row are whole pixels apart).
const glyphCacheSize = 8192

func newGlyphCache(size int) *lru.Cache[glyphKey, glyphAnswer] {
	c, err := lru.New[glyphKey, glyphAnswer](size)
	if err != nil {
		panic(err) // only for a size below 1
	}
	return c
}

// A faceKey names a face of the embedded fonts, as Face makes it.
type faceKey struct {
	size float64
	bold bool
}

// A glyphKey is one question to a face: the mask of rune r drawn with the dot at the fraction (fx, fy)
// of a pixel, or r's bounds, or r's advance, or the kerning of the pair r, r2.
type glyphKey struct {
	face   faceKey
	kind   uint8 // askGlyph, askBounds, askAdvance or askKern
	r, r2  rune
	fx, fy fixed.Int26_6
}

const (
	askGlyph = iota
	askBounds
	askAdvance
	askKern
)

// A glyphAnswer is a face's answer to a glyphKey: for a glyph, its rectangle relative to the dot's whole
// pixel and its coverage (a copy: a face reuses its mask); for bounds, bounds; the advance, or the
// kerning; and ok as the face gave it.
type glyphAnswer struct {
	dr      image.Rectangle
	mask    *image.Alpha
	bounds  fixed.Rectangle26_6
	advance fixed.Int26_6
	ok      bool
}

// cachedFace is a font.Face of the embedded fonts that asks sharedGlyphs first, and a face made by Face
// only on a miss (once per cachedFace). Like a face it serves one goroutine; the cache is shared.
//
// An opentype face rasterizes a glyph anew at every Glyph, and Text made a face for every call, so a
// picture redrawn for a button press rasterized every digit and label again: a 9x9 Sudoku being played
// draws about sixty texts, a Wordle board with its keyboard fifty-six. A glyph's mask depends only on the
// dot's fraction of a pixel (opentype computes its rectangle and its bias from the dot in 26.6 fixed
// point), so the mask drawn at dot (0, 0) + that fraction, moved by the dot's whole pixels, is the one a
// face would draw: TestCachedFaceSame compares them pixel by pixel, and no golden changed. Measured as
// CPU time (user and system, the collector's included) a picture drawn and encoded, medians of 5 runs of
// 1,000 interleaved with the code before, on the shared 2-core machine (load average 9 to 11):
//
//	                                                           before   glyph cache
//	Sudoku 9x9 being played (sudoku BenchmarkPlayPicturePNG)   1901 µs   1443 µs (0.76)
//	Wordle with keyboard (wordle BenchmarkPicturePNG)          1617 µs   1131 µs (0.70)
//
// What remained was mostly the canvas's memory: see EncodeAndRecycle.
type cachedFace struct {
	key   faceKey
	cache *lru.Cache[glyphKey, glyphAnswer]
	face  font.Face // made on the first miss
}

func newCachedFace(size float64, bold bool) *cachedFace {
	return &cachedFace{key: faceKey{size, bold}, cache: sharedGlyphs}
}

// real is the face the answers come from, made on first use.
func (f *cachedFace) real() font.Face {
	if f.face == nil {
		f.face = Face(f.key.size, f.key.bold)
	}
	return f.face
}

// Close closes the face made on a miss, if any.
func (f *cachedFace) Close() error {
	if f.face == nil {
		return nil
	}
	return f.face.Close()
}

// ask returns the answer to k from the cache, or from answer, which it then keeps.
func (f *cachedFace) ask(k glyphKey, answer func(font.Face) glyphAnswer) glyphAnswer {
	slot := &recentGlyphs[k.slot()]
	if e := slot.Load(); e != nil && e.key == k {
		return e.answer
	}
	a, ok := f.cache.Get(k)
	if !ok {
		a = answer(f.real())
		f.cache.Add(k, a)
	}
	slot.Store(&glyphEntry{k, a})
	return a
}

// recentGlyphs is a table in front of sharedGlyphs: each answer asked lately in the slot its key's hash
// names, read and written without a lock (a slot holds a pointer to an entry that never changes). The
// cache's Get takes its lock, hashes the key in the map and moves the entry to the front of its list, and
// a number drawn asks five to ten questions (advances, kernings, the H's bounds, glyphs): a knight's
// numbered 12 x 12 board asks about 1,800, a third of the time it took to draw its texts (the rest is
// painting the glyphs); with the table, its texts took 235 µs where they took 265 (CPU profiles of
// commands/knight's BenchmarkPicture). Like the cache it changes no pixel: an entry is the cache's answer
// to its key (TestCachedFaceSame asks every question twice).
var recentGlyphs [recentGlyphSlots]atomic.Pointer[glyphEntry]

const recentGlyphSlots = 1 << 12

type glyphEntry struct {
	key    glyphKey
	answer glyphAnswer
}

// slot is the slot of recentGlyphs for k.
func (k glyphKey) slot() uint32 {
	h := math.Float64bits(k.face.size)*0x9e3779b97f4a7c15 ^ uint64(k.kind)<<1 ^
		uint64(k.r)<<8 ^ uint64(k.r2)<<29 ^ uint64(uint32(k.fx))<<50 ^ uint64(uint32(k.fy))<<56
	if k.face.bold {
		h ^= 1
	}
	return uint32(h*0x9e3779b97f4a7c15>>(64-12)) & (recentGlyphSlots - 1)
}

func (f *cachedFace) Glyph(dot fixed.Point26_6, r rune) (image.Rectangle, image.Image, image.Point, fixed.Int26_6, bool) {
	whole := image.Pt(dot.X.Floor(), dot.Y.Floor())
	k := glyphKey{face: f.key, kind: askGlyph, r: r, fx: dot.X & 63, fy: dot.Y & 63}
	a := f.ask(k, func(face font.Face) glyphAnswer {
		dr, mask, maskp, advance, ok := face.Glyph(fixed.Point26_6{X: k.fx, Y: k.fy}, r)
		return glyphAnswer{dr: dr, mask: copyMask(dr.Size(), mask, maskp), advance: advance, ok: ok}
	})
	if a.mask == nil { // nothing to draw: a space, or no glyph
		return a.dr.Add(whole), nil, image.Point{}, a.advance, a.ok
	}
	return a.dr.Add(whole), a.mask, image.Point{}, a.advance, a.ok
}

func (f *cachedFace) GlyphBounds(r rune) (fixed.Rectangle26_6, fixed.Int26_6, bool) {
	a := f.ask(glyphKey{face: f.key, kind: askBounds, r: r}, func(face font.Face) glyphAnswer {
		bounds, advance, ok := face.GlyphBounds(r)
		return glyphAnswer{bounds: bounds, advance: advance, ok: ok}
	})
	return a.bounds, a.advance, a.ok
}

func (f *cachedFace) GlyphAdvance(r rune) (fixed.Int26_6, bool) {
	a := f.ask(glyphKey{face: f.key, kind: askAdvance, r: r}, func(face font.Face) glyphAnswer {
		advance, ok := face.GlyphAdvance(r)
		return glyphAnswer{advance: advance, ok: ok}
	})
	return a.advance, a.ok
}

func (f *cachedFace) Kern(r0, r1 rune) fixed.Int26_6 {
	return f.ask(glyphKey{face: f.key, kind: askKern, r: r0, r2: r1}, func(face font.Face) glyphAnswer {
		return glyphAnswer{advance: face.Kern(r0, r1)}
	}).advance
}

// Metrics is the face's, not cached: Text and TextWidth do not ask it.
func (f *cachedFace) Metrics() font.Metrics { return f.real().Metrics() }

// copyMask copies the size of mask from maskp into an Alpha of its own at the origin; nil for an empty
// size.
func copyMask(size image.Point, mask image.Image, maskp image.Point) *image.Alpha {
	if size.X <= 0 || size.Y <= 0 || mask == nil {
		return nil
	}
	out := image.NewAlpha(image.Rectangle{Max: size})
	if a, ok := mask.(*image.Alpha); ok {
		for y := range size.Y {
			i := a.PixOffset(maskp.X, maskp.Y+y)
			copy(out.Pix[y*out.Stride:(y+1)*out.Stride], a.Pix[i:i+size.X])
		}
		return out
	}
	draw.Draw(out, out.Bounds(), mask, maskp, draw.Src)
	return out
}
