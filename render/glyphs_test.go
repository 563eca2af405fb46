package render

import (
	"bytes"
	"image"
	"math/rand/v2"
	"sync"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// TestCachedFaceSame: text drawn through the glyph cache has the pixels, the widths and the bounds that a
// face of its own gives, at every size the games use and more, regular and bold, at dots anywhere within
// a pixel (whole and fractional positions, negative ones too), drawn once to fill the cache and again to
// read it.
func TestCachedFaceSame(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	texts := []string{"0123456789", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "kibitz Wg,j", "Zoë Ünïcødé Фёдор", "AVAWAY To", "x\U0001F600y 김"}
	sizes := []float64{8, 11, 12.5, 13, 15, 17, 21, 28, 32, 40, 26.6}
	for _, size := range sizes {
		for _, bold := range []bool{false, true} {
			plain := Face(size, bold)
			for range 2 { // a cold cache, then a warm one
				cached := newCachedFace(size, bold)
				for _, s := range texts {
					if got, want := font.MeasureString(cached, s), font.MeasureString(plain, s); got != want {
						t.Fatalf("size %v bold %v: width of %q %v through the cache, %v", size, bold, s, got, want)
					}
					for _, r := range s {
						b0, a0, ok0 := cached.GlyphBounds(r)
						b1, a1, ok1 := plain.GlyphBounds(r)
						if b0 != b1 || a0 != a1 || ok0 != ok1 {
							t.Fatalf("size %v bold %v: bounds of %q %v %v %v through the cache, %v %v %v", size, bold, r, b0, a0, ok0, b1, a1, ok1)
						}
					}
					for range 12 {
						dot := fixed.Point26_6{X: fixed.Int26_6(rng.IntN(200*64) - 20*64), Y: fixed.Int26_6(rng.IntN(80*64) + 10*64)}
						got, want := NewCanvas(240, 100, Paper()), NewCanvas(240, 100, Paper())
						src := image.NewUniform(Accent())
						(&font.Drawer{Dst: got.RGBA, Src: src, Face: cached, Dot: dot}).DrawString(s)
						(&font.Drawer{Dst: want.RGBA, Src: src, Face: plain, Dot: dot}).DrawString(s)
						if !bytes.Equal(got.Pix, want.Pix) {
							t.Fatalf("size %v bold %v: %q at %v drawn through the cache differs", size, bold, s, dot)
						}
					}
				}
				cached.Close()
			}
			plain.Close()
		}
	}
}

// TestTextAtOnce: pictures drawn with text and recycled on several goroutines at once, sharing the glyph
// cache and the spent canvases, come out as one drawn alone (run with -race too).
func TestTextAtOnce(t *testing.T) {
	draw := func(i int) []byte {
		c := NewCanvas(160, 60, Paper())
		c.Text(GroupDigits(int64(i*7919)), 80.3, 30.6, float64(12+i%5*4), i%2 == 0, Ink(), Center)
		data, err := EncodeAndRecycle(c)
		if err != nil {
			t.Error(err)
		}
		return data
	}
	want := make([][]byte, 16)
	for i := range want {
		want[i] = draw(i)
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for k := range 64 {
				if i := (g + k) % 16; !bytes.Equal(draw(i), want[i]) {
					t.Errorf("picture %d drawn beside others differs from the one drawn alone", i)
				}
			}
		})
	}
	wg.Wait()
}
