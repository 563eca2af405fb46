package render

import (
	"bytes"
	"image"
	"image/color"
	"image/gif"
	"testing"
)

// TestGIFAddChanged: a frame drawn over the canvas of the one before stores, within the rectangles named,
// the smallest rectangle of pixels whose palette colour changed, the rest of it transparent; with none
// named, any pixel is compared; with nothing changed, one transparent pixel.
func TestGIFAddChanged(t *testing.T) {
	pal := color.Palette{Paper(), Ink(), Accent()}
	c := NewCanvas(10, 8, Paper())
	g := NewGIF(pal)
	g.Add(c, 10)
	c.Set(2, 3, Ink())
	c.Set(5, 6, Ink())
	c.Set(9, 0, Accent()) // outside the rectangles named: taken as unchanged
	g.Add(c, 20, image.Rect(0, 0, 4, 4), image.Rect(4, 4, 8, 8))
	c.Set(2, 3, color.RGBA{0x23, 0x22, 0x2a, 0xff}) // nearest to Ink, as it was: no change once mapped
	g.Add(c, 30, image.Rect(2, 3, 3, 4))
	g.Add(c, 40) // the whole canvas compared: the accent pixel
	data, err := g.Encode()
	if err != nil {
		t.Fatal(err)
	}
	a, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	want := []image.Rectangle{image.Rect(0, 0, 10, 8), image.Rect(2, 3, 6, 7), image.Rect(0, 0, 1, 1), image.Rect(9, 0, 10, 1)}
	if len(a.Image) != len(want) {
		t.Fatalf("%d frames, want %d", len(a.Image), len(want))
	}
	for i, fr := range a.Image {
		if fr.Bounds() != want[i] {
			t.Errorf("frame %d covers %v, want %v", i, fr.Bounds(), want[i])
		}
		if a.Delay[i] != 10*(i+1) {
			t.Errorf("frame %d: delay %d, want %d", i, a.Delay[i], 10*(i+1))
		}
	}
	transparent := uint8(len(pal))
	second := a.Image[1]
	for y := 3; y < 7; y++ {
		for x := 2; x < 6; x++ {
			want := transparent
			if x == 2 && y == 3 || x == 5 && y == 6 {
				want = 1
			}
			if got := second.ColorIndexAt(x, y); got != want {
				t.Errorf("second frame (%d, %d): index %d, want %d", x, y, got, want)
			}
		}
	}
	if got := a.Image[2].ColorIndexAt(0, 0); got != transparent {
		t.Errorf("a frame with nothing changed holds index %d, want transparent %d", got, transparent)
	}
	if got := a.Image[3].ColorIndexAt(9, 0); got != 2 {
		t.Errorf("the last frame holds index %d, want the accent", got)
	}
}

// TestQuantizersSharePalettes: quantizers of palettes with the same colours share what they found, and
// those of another palette do not.
func TestQuantizersSharePalettes(t *testing.T) {
	pal := color.Palette{color.RGBA{1, 2, 3, 255}, color.RGBA{200, 100, 50, 255}}
	q := newQuantizer(pal)
	if got := q.indexKey(pixelKey([]byte{190, 90, 60, 255})); got != 1 {
		t.Fatalf("index %d, want 1", got)
	}
	again := newQuantizer(append(color.Palette(nil), pal...))
	if again.shared != q.shared {
		t.Errorf("a palette of the same colours has a cache of its own")
	}
	if _, ok := again.shared.m[pixelKey([]byte{190, 90, 60, 255})]; !ok {
		t.Errorf("the colour found is not shared")
	}
	if other := newQuantizer(pal[:1]); other.shared == q.shared {
		t.Errorf("another palette shares the cache")
	}
}
