package render

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"math/rand/v2"
	"testing"
)

// TestPalettedPNG: PNG's own encoding of paletted images (encodePaletted) decodes, by image/png, to the
// same palette indices and the same colours, translucent entries too, for an image whose rectangle does
// not start at the origin and one whose stream takes several IDAT chunks; a palette of 16 colours or
// fewer goes to image/png, which packs its pixels, and decodes the same too.
func TestPalettedPNG(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	palette := func(n int, translucent bool) color.Palette {
		pal := make(color.Palette, n)
		for i := range pal {
			c := color.RGBA{uint8(r.IntN(256)), uint8(r.IntN(256)), uint8(r.IntN(256)), 0xff}
			if translucent && i%5 == 3 {
				a := uint8(r.IntN(255))
				c = color.RGBA{min(c.R, a), min(c.G, a), min(c.B, a), a}
			}
			pal[i] = c
		}
		return pal
	}
	for _, tc := range []struct {
		name        string
		rect        image.Rectangle
		colours     int
		translucent bool
		noise       bool // random pixels: a stream over idatMax
	}{
		{"small", image.Rect(0, 0, 7, 5), 40, false, false},
		{"offset", image.Rect(3, 9, 120, 64), 197, false, false},
		{"translucent", image.Rect(0, 0, 90, 70), 256, true, false},
		{"long stream", image.Rect(0, 0, 700, 400), 256, false, true},
		{"16 colours", image.Rect(0, 0, 33, 20), 16, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			img := image.NewPaletted(tc.rect, palette(tc.colours, tc.translucent))
			for i := range img.Pix {
				if tc.noise || r.IntN(8) == 0 {
					img.Pix[i] = uint8(r.IntN(tc.colours))
				} else if i > 0 {
					img.Pix[i] = img.Pix[i-1]
				}
			}
			data, err := PNG(img)
			if err != nil {
				t.Fatal(err)
			}
			if tc.noise && bytes.Count(data, []byte("IDAT")) < 2 {
				t.Errorf("%d bytes in one IDAT chunk, want several", len(data))
			}
			back, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			got, ok := back.(*image.Paletted)
			if !ok {
				t.Fatalf("decodes to %T, want a paletted image", back)
			}
			if got.Rect.Size() != tc.rect.Size() {
				t.Fatalf("size %v, want %v", got.Rect.Size(), tc.rect.Size())
			}
			for i, c := range img.Palette {
				if a, b := color.NRGBAModel.Convert(c), color.NRGBAModel.Convert(got.Palette[i]); a != b {
					t.Fatalf("palette entry %d is %v, want %v", i, b, a)
				}
			}
			for y := range tc.rect.Dy() {
				for x := range tc.rect.Dx() {
					if a, b := img.ColorIndexAt(tc.rect.Min.X+x, tc.rect.Min.Y+y), got.ColorIndexAt(x, y); a != b {
						t.Fatalf("pixel (%d, %d) is %d, want %d", x, y, b, a)
					}
				}
			}
		})
	}
}
