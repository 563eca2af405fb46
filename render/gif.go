package render

import (
	"fmt"
	"image"
	"image/color"
)

// GIF is an animation being built, frame by frame: palette images over one global palette (the game's
// colours, as for Paletted, and a transparent entry), looping. After the first frame only the rectangle
// that changed is stored, its unchanged pixels transparent so that they compress to almost nothing: the
// longest line of /kpk (56 frames, 32-pixel squares) takes about 90 KB, where whole frames took 180 KB.
//
// It keeps what a player shows after the last frame added (the frames so far put together, as palette
// indices), not the film's canvases: a caller may draw every frame over the canvas of the one before and
// name the rectangles it drew (Add's changed), and then only those are mapped to the palette and compared.
//
// Each frame is encoded as it is added (gifenc.go: the bytes image/gif writes, found in a third of the
// time), and only its bytes are kept: a line of /kpk allocated 2.5 MB of frames, kept to the end to be
// encoded.
type GIF struct {
	pal    color.Palette // the game's colours and, last, the transparent entry
	size   int           // log2Colours of pal: the colour table holds 2^(size+1) entries
	clear  uint8         // the index every frame names transparent: pal's first entry of alpha 0
	q      quantizer
	shown  *image.Paletted // the frames so far put together
	diffs  []pixelChange   // scratch for Add
	frame  []byte          // scratch for Add: a frame's pixels
	frames int
	blocks []byte // the frames so far, encoded
	lzw    lzwEncoder
}

// A pixelChange is a pixel of a frame that differs from what is shown: its place and its index.
type pixelChange struct {
	x, y int
	idx  uint8
}

// NewGIF starts an animation whose frames are mapped to pal (at most 255 colours: the transparent entry
// takes the 256th).
func NewGIF(pal color.Palette) *GIF {
	g := &GIF{
		pal: append(pal[:len(pal):len(pal)], color.RGBA{}),
		q:   newQuantizer(pal),
	}
	// Found once, not at every frame: the palette does not change. The entry appended above is the one
	// found unless the game's colours hold one of alpha 0 themselves (none do).
	for i, c := range g.pal {
		if _, _, _, a := c.RGBA(); a == 0 {
			g.clear = uint8(i)
			break
		}
	}
	g.size = log2Colours(len(g.pal))
	return g
}

// Add appends c as the next frame, shown for delay hundredths of a second. Every frame has the first
// one's size. changed, when given, are the rectangles outside which c is the frame added before (c being,
// say, that frame's canvas drawn over); none means that any pixel may differ. A pixel is stored when its
// palette colour differs from the one shown, within the smallest rectangle that holds all such (one
// transparent pixel when none does: a GIF frame cannot be empty). c is read only during Add.
func (g *GIF) Add(c *Canvas, delay int, changed ...image.Rectangle) {
	g.frames++
	if g.shown == nil {
		g.shown = g.q.paletted(c, g.pal)
		g.blocks = g.appendFrame(g.blocks, g.shown, delay)
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
				idx := g.q.lastIdx
				if k := pixelKey(c.Pix[i:]); k != g.q.lastKey || !g.q.hasLast {
					idx = g.q.indexKey(k) // not inlined: most pixels repeat the one before
				}
				if idx != g.shown.Pix[o] {
					g.diffs = append(g.diffs, pixelChange{x, y, idx})
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
	if n := box.Dx() * box.Dy(); cap(g.frame) < n {
		g.frame = make([]byte, n)
	}
	frame := &image.Paletted{Pix: g.frame[:box.Dx()*box.Dy()], Stride: box.Dx(), Rect: box, Palette: g.pal}
	// Every pixel transparent, by copies of what is filled so far: a loop a byte took a tenth of a line's
	// CPU time (a frame's rectangle is most of the board).
	frame.Pix[0] = uint8(len(g.pal) - 1)
	for n := 1; n < len(frame.Pix); n *= 2 {
		copy(frame.Pix[n:], frame.Pix[:n])
	}
	for _, d := range g.diffs {
		frame.Pix[frame.PixOffset(d.x, d.y)] = d.idx
		g.shown.Pix[g.shown.PixOffset(d.x, d.y)] = d.idx
	}
	g.blocks = g.appendFrame(g.blocks, frame, delay)
}

// Encode is the animation as a GIF file. It needs a frame.
func (g *GIF) Encode() ([]byte, error) {
	if g.shown == nil {
		return nil, fmt.Errorf("render: gif: no frame")
	}
	return g.file()
}
