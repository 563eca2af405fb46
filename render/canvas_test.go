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
