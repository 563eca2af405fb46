package render

import (
	"bytes"
	"image"
	"image/draw"
	"image/png"
	"os"
	"path/filepath"
	"testing"
)

// goldenPictures returns the games' golden images (commands/<game>/testdata), decoded, as RGBA.
func goldenPictures(t testing.TB) map[string]*image.RGBA {
	t.Helper()
	files, err := filepath.Glob("../commands/*/testdata/*.png")
	if err != nil || len(files) == 0 {
		t.Fatalf("no golden images: %v", err)
	}
	out := map[string]*image.RGBA{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		img, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[filepath.Base(f)] = toRGBA(img)
	}
	return out
}

// toRGBA copies img into an RGBA image whose bounds start at the origin.
func toRGBA(img image.Image) *image.RGBA {
	r := image.NewRGBA(image.Rect(0, 0, img.Bounds().Dx(), img.Bounds().Dy()))
	draw.Draw(r, r.Bounds(), img, img.Bounds().Min, draw.Src)
	return r
}

// TestPNGPixels encodes every golden picture with PNG and decodes it again: the pixels must be the
// same, whichever encoder PNG chose.
func TestPNGPixels(t *testing.T) {
	for name, img := range goldenPictures(t) {
		data, err := PNG(img)
		if err != nil {
			t.Fatalf("PNG(%s): %v", name, err)
		}
		back, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("decode PNG(%s): %v", name, err)
		}
		if got := toRGBA(back); got.Bounds() != img.Bounds() || !bytes.Equal(got.Pix, img.Pix) {
			t.Errorf("PNG(%s) decodes to other pixels", name)
		}
	}
	// A part of a larger picture, whose rows start at an offset.
	c := NewCanvas(40, 30, Paper())
	c.Disc(20, 15, 10, Accent())
	sub := c.SubImage(image.Rect(5, 7, 33, 29)).(*image.RGBA)
	for name, img := range map[string]*image.RGBA{"sub-image": sub} {
		data, err := PNG(img)
		if err != nil {
			t.Fatal(err)
		}
		back, err := png.Decode(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		want := toRGBA(img)
		if got := toRGBA(back); !bytes.Equal(got.Pix, want.Pix) {
			t.Errorf("%s: PNG decodes to other pixels", name)
		}
	}
}

// BenchmarkEncode encodes board pictures (golden images) with image/png at best speed, as PNG did
// before, and with encodeOpaque, as it does now; it reports the file's size.
func BenchmarkEncode(b *testing.B) {
	pics := goldenPictures(b)
	for _, name := range []string{"tictactoe_midgame.png", "nim_last_move.png", "wordle_midgame.png",
		"sudoku_9x9_solved.png", "knight_8x8_numbered.png"} {
		img := pics[name]
		for _, enc := range []struct {
			name   string
			encode func(*image.RGBA) ([]byte, error)
		}{
			{"image-png", func(img *image.RGBA) ([]byte, error) {
				var buf bytes.Buffer
				err := fastEncoder.Encode(&buf, img)
				return buf.Bytes(), err
			}},
			{"up", encodeOpaque},
		} {
			b.Run(name[:len(name)-4]+"/"+enc.name, func(b *testing.B) {
				var size int
				for b.Loop() {
					data, err := enc.encode(img)
					if err != nil {
						b.Fatal(err)
					}
					size = len(data)
				}
				b.ReportMetric(float64(size), "bytes")
			})
		}
	}
}
