package render

import (
	"bytes"
	"image"
	"image/png"
	"os"
	"testing"
)

// BenchmarkPNG encodes pictures of several games at the three compression levels PNG could use, for the
// table in PNG's comment: time per picture and, as a metric, its size. The pictures are the games' own
// goldens, decoded (full-colour ones as *image.RGBA, a Canvas's pixels; paletted ones, the chessboard and
// the knight's line drawing, as *image.Paletted), since render draws no game's board.
func BenchmarkPNG(b *testing.B) {
	pictures := []struct {
		name string
		img  image.Image
	}{
		{"nim", goldenPicture(b, "../commands/nim/testdata/nim_large_heaps.png")},
		{"sudoku9", goldenPicture(b, "../commands/sudoku/testdata/sudoku_9x9_solved.png")},
		{"chess", goldenPicture(b, "../commands/kpk/testdata/chess_line_first_frame.png")}, // paletted, 32-pixel squares
		{"knight30", goldenPicture(b, "../commands/knight/testdata/knight_30x30_path_closed.png")},
	}
	levels := []struct {
		name  string
		level png.CompressionLevel
	}{{"default", png.DefaultCompression}, {"bestspeed", png.BestSpeed}, {"best", png.BestCompression}}
	for _, pic := range pictures {
		img := pic.img
		if c, ok := img.(*Canvas); ok {
			img = c.RGBA
		}
		for _, l := range levels {
			b.Run(pic.name+"/"+l.name, func(b *testing.B) {
				size := 0
				for b.Loop() {
					var buf bytes.Buffer
					if err := (&png.Encoder{CompressionLevel: l.level}).Encode(&buf, img); err != nil {
						b.Fatal(err)
					}
					size = buf.Len()
				}
				b.ReportMetric(float64(size), "bytes")
			})
		}
	}
}

// goldenPicture decodes the PNG file at path.
func goldenPicture(b *testing.B, path string) image.Image {
	b.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		b.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		b.Fatalf("%s: %v", path, err)
	}
	return img
}

// TestEncodeAndRecycle: a canvas encoded for the last time gives the bytes PNG gives and is spent; a
// canvas of its size made next, on its pixels or on new ones, is the background colour throughout, not
// what was drawn before; and a canvas NewCanvas did not make is encoded and left as it was.
func TestEncodeAndRecycle(t *testing.T) {
	draw := func() *Canvas {
		c := NewCanvas(120, 80, Paper())
		c.FillRect(10, 10, 110, 70, Rival())
		c.Text("42", 60, 40, 28, true, White(), Center)
		return c
	}
	want, err := PNG(draw())
	if err != nil {
		t.Fatal(err)
	}
	for range 20 {
		c := draw()
		got, err := EncodeAndRecycle(c)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got, want) {
			t.Fatal("EncodeAndRecycle encoded other bytes than PNG")
		}
		if c.RGBA != nil {
			t.Fatal("a recycled canvas still has its pixels")
		}
		fresh := NewCanvas(120, 80, Highlight())
		for i := 0; i < len(fresh.Pix); i += 4 {
			if got := fresh.RGBAAt(i/4%120, i/4/120); got != Highlight() {
				t.Fatalf("a new canvas has %v at pixel %d, want its background %v", got, i/4, Highlight())
			}
		}
	}
	img := image.NewRGBA(image.Rect(0, 0, 4, 4))
	c := &Canvas{RGBA: img}
	c.FillRect(0, 0, 4, 4, Ink())
	if _, err := EncodeAndRecycle(c); err != nil {
		t.Fatal(err)
	}
	if c.RGBA != img {
		t.Error("a canvas NewCanvas did not make was recycled")
	}
}
