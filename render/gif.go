package render

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/gif"
)

// GIF is an animation being built, frame by frame: palette images over one global palette (the game's
// colours, as for Paletted, and a transparent entry), looping. After the first frame only the rectangle
// that changed is stored, its unchanged pixels transparent so that they compress to almost nothing: the
// longest line of /kpk (56 frames, 32-pixel squares) takes about 90 KB, where whole frames took 180 KB.
// Only the last frame added is kept, not the whole film.
type GIF struct {
	pal  color.Palette // the game's colours and, last, the transparent entry
	q    quantizer
	anim gif.GIF
	prev *Canvas
}

// NewGIF starts an animation whose frames are mapped to pal (at most 255 colours: the transparent entry
// takes the 256th).
func NewGIF(pal color.Palette) *GIF {
	return &GIF{
		pal: append(pal[:len(pal):len(pal)], color.RGBA{}),
		q:   quantizer{pal: pal, cache: map[color.RGBA]uint8{}},
	}
}

// Add appends c as the next frame, shown for delay hundredths of a second. Every frame has the first
// one's size.
func (g *GIF) Add(c *Canvas, delay int) {
	r := c.Bounds()
	if g.prev != nil {
		r = changed(g.prev, c)
	}
	g.anim.Image = append(g.anim.Image, g.q.paletted(c, r, g.prev, g.pal))
	g.anim.Delay = append(g.anim.Delay, delay)
	g.anim.Disposal = append(g.anim.Disposal, gif.DisposalNone)
	g.prev = c
}

// Encode is the animation as a GIF file. It needs a frame.
func (g *GIF) Encode() ([]byte, error) {
	if g.prev == nil {
		return nil, fmt.Errorf("render: gif: no frame")
	}
	b := g.prev.Bounds()
	g.anim.Config = image.Config{ColorModel: g.pal, Width: b.Dx(), Height: b.Dy()}
	var buf bytes.Buffer
	if err := gif.EncodeAll(&buf, &g.anim); err != nil {
		return nil, fmt.Errorf("render: gif: %w", err)
	}
	return buf.Bytes(), nil
}

// changed is the smallest rectangle holding every pixel that differs between two frames of the same
// size (one pixel when none does: a GIF frame cannot be empty).
func changed(a, b *Canvas) image.Rectangle {
	r := image.Rectangle{}
	bounds := b.Bounds()
	for y := bounds.Min.Y; y < bounds.Max.Y; y++ {
		ra := a.Pix[a.PixOffset(bounds.Min.X, y) : a.PixOffset(bounds.Max.X-1, y)+4]
		rb := b.Pix[b.PixOffset(bounds.Min.X, y) : b.PixOffset(bounds.Max.X-1, y)+4]
		if bytes.Equal(ra, rb) {
			continue
		}
		x0, x1 := 0, len(ra)/4-1
		for ra[4*x0] == rb[4*x0] && ra[4*x0+1] == rb[4*x0+1] && ra[4*x0+2] == rb[4*x0+2] && ra[4*x0+3] == rb[4*x0+3] {
			x0++
		}
		for ra[4*x1] == rb[4*x1] && ra[4*x1+1] == rb[4*x1+1] && ra[4*x1+2] == rb[4*x1+2] && ra[4*x1+3] == rb[4*x1+3] {
			x1--
		}
		r = r.Union(image.Rect(bounds.Min.X+x0, y, bounds.Min.X+x1+1, y+1))
	}
	if r.Empty() {
		return image.Rect(0, 0, 1, 1)
	}
	return r
}
