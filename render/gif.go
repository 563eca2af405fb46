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
//
// It keeps what a player shows after the last frame added (the frames so far put together, as palette
// indices), not the film's canvases: a caller may draw every frame over the canvas of the one before and
// name the rectangles it drew (Add's changed), and then only those are mapped to the palette and compared.
type GIF struct {
	pal   color.Palette // the game's colours and, last, the transparent entry
	q     quantizer
	anim  gif.GIF
	shown *image.Paletted // the frames so far put together
	diffs []pixelChange   // scratch for Add
}

// A pixelChange is a pixel of a frame that differs from what is shown: its offset in shown and its index.
type pixelChange struct {
	o   int
	idx uint8
}

// NewGIF starts an animation whose frames are mapped to pal (at most 255 colours: the transparent entry
// takes the 256th).
func NewGIF(pal color.Palette) *GIF {
	return &GIF{
		pal: append(pal[:len(pal):len(pal)], color.RGBA{}),
		q:   newQuantizer(pal),
	}
}

// Add appends c as the next frame, shown for delay hundredths of a second. Every frame has the first
// one's size. changed, when given, are the rectangles outside which c is the frame added before (c being,
// say, that frame's canvas drawn over); none means that any pixel may differ. A pixel is stored when its
// palette colour differs from the one shown, within the smallest rectangle that holds all such (one
// transparent pixel when none does: a GIF frame cannot be empty). c is read only during Add.
func (g *GIF) Add(c *Canvas, delay int, changed ...image.Rectangle) {
	g.anim.Delay = append(g.anim.Delay, delay)
	g.anim.Disposal = append(g.anim.Disposal, gif.DisposalNone)
	if g.shown == nil {
		first := g.q.paletted(c, g.pal)
		g.anim.Image = append(g.anim.Image, first)
		g.shown = image.NewPaletted(first.Rect, g.pal)
		copy(g.shown.Pix, first.Pix)
		return
	}
	if len(changed) == 0 {
		changed = []image.Rectangle{c.Bounds()}
	}
	g.diffs = g.diffs[:0]
	box := image.Rectangle{}
	for _, r := range changed {
		r = r.Intersect(c.Bounds())
		for y := r.Min.Y; y < r.Max.Y; y++ {
			i, o := c.PixOffset(r.Min.X, y), g.shown.PixOffset(r.Min.X, y)
			x0, x1 := -1, 0
			for x := r.Min.X; x < r.Max.X; x, i, o = x+1, i+4, o+1 {
				idx := g.q.indexKey(pixelKey(c.Pix[i:]))
				if idx != g.shown.Pix[o] {
					g.diffs = append(g.diffs, pixelChange{o, idx})
					if x0 < 0 {
						x0 = x
					}
					x1 = x + 1
				}
			}
			if x0 >= 0 {
				box = box.Union(image.Rect(x0, y, x1, y+1))
			}
		}
	}
	if box.Empty() {
		box = image.Rect(0, 0, 1, 1)
	}
	frame := image.NewPaletted(box, g.pal)
	transparent := uint8(len(g.pal) - 1)
	for i := range frame.Pix {
		frame.Pix[i] = transparent
	}
	w := g.shown.Stride
	for _, d := range g.diffs {
		x, y := d.o%w, d.o/w
		frame.Pix[frame.PixOffset(x, y)] = d.idx
		g.shown.Pix[d.o] = d.idx
	}
	g.anim.Image = append(g.anim.Image, frame)
}

// Encode is the animation as a GIF file. It needs a frame.
func (g *GIF) Encode() ([]byte, error) {
	if g.shown == nil {
		return nil, fmt.Errorf("render: gif: no frame")
	}
	b := g.shown.Bounds()
	g.anim.Config = image.Config{ColorModel: g.pal, Width: b.Dx(), Height: b.Dy()}
	var buf bytes.Buffer
	if err := gif.EncodeAll(&buf, &g.anim); err != nil {
		return nil, fmt.Errorf("render: gif: %w", err)
	}
	return buf.Bytes(), nil
}
