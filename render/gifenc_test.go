package render

import (
	"bytes"
	"compress/lzw"
	"image"
	"image/color"
	"image/gif"
	"math/rand/v2"
	"testing"
)

// frameOf is a w x h paletted image of litWidth-bit indices, as kind says: runs of one index with a few
// others among them (a frame's transparent background and what changed), noise, or one index throughout;
// sub, when set, makes it part of a wider image, its rows apart.
func frameOf(r *rand.Rand, w, h, litWidth int, kind string, sub bool) *image.Paletted {
	pal := make(color.Palette, 1<<litWidth)
	for i := range pal {
		pal[i] = color.RGBA{uint8(i), uint8(i * 3), uint8(i * 7), 0xff}
	}
	full := image.Rect(0, 0, w, h)
	if sub {
		full = image.Rect(0, 0, w+5, h+3)
	}
	img := image.NewPaletted(full, pal)
	n := uint8(1<<litWidth - 1)
	for i := range img.Pix {
		switch kind {
		case "runs":
			img.Pix[i] = n
			if r.IntN(40) == 0 {
				img.Pix[i] = uint8(r.IntN(int(n) + 1))
			} else if i > 0 && r.IntN(3) == 0 {
				img.Pix[i] = img.Pix[i-1]
			}
		case "noise":
			img.Pix[i] = uint8(r.IntN(int(n) + 1))
		case "flat":
			img.Pix[i] = n / 2
		}
	}
	if sub {
		return img.SubImage(image.Rect(2, 1, 2+w, 1+h)).(*image.Paletted)
	}
	return img
}

// unblock is the data of GIF sub-blocks, the terminator dropped.
func unblock(t *testing.T, b []byte) []byte {
	var out []byte
	for len(b) > 0 && b[0] != 0 {
		n := int(b[0])
		if len(b) < 1+n {
			t.Fatalf("a sub-block of %d bytes with %d left", n, len(b)-1)
		}
		out, b = append(out, b[1:1+n]...), b[1+n:]
	}
	if len(b) != 1 {
		t.Fatalf("%d bytes after the sub-blocks' terminator, want it last", len(b)-1)
	}
	return out
}

// TestLZWAsCompressLZW: lzwEncoder's codes are compress/lzw's, byte for byte, for frames of every code
// width GIF uses, of runs (which it matches without the table), noise (which fills the dictionary and
// clears it), one index throughout and no pixel at all, whole images and parts of wider ones.
func TestLZWAsCompressLZW(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 20))
	z := new(lzwEncoder) // one for all, as for a GIF's frames
	for i := range 400 {
		litWidth := 2 + i%7
		kind := []string{"runs", "noise", "flat"}[i%3]
		w, h := r.IntN(300), r.IntN(120)
		if i%50 == 0 {
			w, h = 1000, 300 // a run longer than any code holds, over and over
		}
		if i%37 == 0 {
			w, h = 0, 0
		}
		fr := frameOf(r, w, h, litWidth, kind, i%2 == 0)
		var want bytes.Buffer
		lw := lzw.NewWriter(&want, lzw.LSB, litWidth)
		for y := range h {
			o := fr.PixOffset(fr.Rect.Min.X, fr.Rect.Min.Y+y)
			if _, err := lw.Write(fr.Pix[o : o+w]); err != nil {
				t.Fatal(err)
			}
		}
		if err := lw.Close(); err != nil {
			t.Fatal(err)
		}
		if got := unblock(t, z.encode(nil, fr, litWidth)); !bytes.Equal(got, want.Bytes()) {
			t.Fatalf("case %d (%s, %dx%d, %d bits): %d bytes of codes, compress/lzw's %d, first differing at %d",
				i, kind, w, h, litWidth, len(got), want.Len(), firstDiff(got, want.Bytes()))
		}
	}
}

func firstDiff(a, b []byte) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	return min(len(a), len(b))
}

// TestGIFAsImageGIF: GIF.Encode writes the bytes image/gif's EncodeAll writes for the frames image/gif
// reads in them (their rectangles and pixels, delays, disposal, transparency, palette and loop), for
// animations of many sizes, palettes of 2 to 255 colours and frames of what changed, one, or nothing;
// one frame alone does not loop.
func TestGIFAsImageGIF(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	for i := range 60 {
		colours := []int{2, 3, 5, 16, 40, 218, 255}[i%7]
		pal := make(color.Palette, colours)
		for j := range pal {
			pal[j] = color.RGBA{uint8(r.IntN(256)), uint8(r.IntN(256)), uint8(r.IntN(256)), 0xff}
		}
		w, h := 1+r.IntN(120), 1+r.IntN(90)
		c := NewCanvas(w, h, pal[0])
		g := NewGIF(pal)
		g.Add(c, 150)
		adds := r.IntN(8)
		for range adds {
			for range r.IntN(4) {
				x, y := r.IntN(w), r.IntN(h)
				c.FillRect(x, y, x+1+r.IntN(20), y+1+r.IntN(20), pal[r.IntN(colours)])
			}
			g.Add(c, 90)
		}
		got, err := g.Encode()
		if err != nil {
			t.Fatal(err)
		}
		// image/gif's bytes for the frames, delays and palette that image/gif reads in these.
		a, err := gif.DecodeAll(bytes.NewReader(got))
		if err != nil {
			t.Fatalf("case %d: %v", i, err)
		}
		var want bytes.Buffer
		if err := gif.EncodeAll(&want, a); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want.Bytes()) {
			t.Fatalf("case %d (%dx%d, %d colours, %d frames): %d bytes, image/gif writes %d, first differing at %d",
				i, w, h, colours, len(a.Image), len(got), want.Len(), firstDiff(got, want.Bytes()))
		}
		// The frames put together are what the animation shows last.
		shown := image.NewPaletted(g.shown.Rect, g.pal)
		for _, fr := range a.Image {
			for y := fr.Rect.Min.Y; y < fr.Rect.Max.Y; y++ {
				for x := fr.Rect.Min.X; x < fr.Rect.Max.X; x++ {
					if idx := fr.ColorIndexAt(x, y); int(idx) != len(g.pal)-1 {
						shown.SetColorIndex(x, y, idx)
					}
				}
			}
		}
		if !bytes.Equal(shown.Pix, g.shown.Pix) {
			t.Fatalf("case %d: the frames put together are not what was added", i)
		}
		if frames := 1 + adds; len(a.Image) != frames || a.LoopCount != map[bool]int{true: 0, false: -1}[frames > 1] {
			t.Fatalf("case %d: %d frames looping %d, want %d", i, len(a.Image), a.LoopCount, frames)
		}
	}
}
