package render

import (
	"bytes"
	"image"
	"image/png"
	"testing"

	"kibitz/solvers/knight"
	"kibitz/solvers/kpk"
)

// BenchmarkPNG encodes pictures of several games at the three compression levels PNG could use, for the
// table in PNG's comment: time per picture and, as a metric, its size.
func BenchmarkPNG(b *testing.B) {
	p, _ := kpk.Parse("Ke1 Pe2 ke8 w")
	pictures := []struct {
		name string
		img  image.Image
	}{
		{"nim", Nim(NimBoard{Heaps: []int64{3, 4, 5, 12, 300}, Last: &NimMove{Heap: 1, Take: 1}})},
		{"sudoku9", Sudoku(sudokuGrid(b, sudokuWikipedia), sudokuGrid(b, sudokuWikiSolved), nil)},
		{"chess", ChessBoardPaletted(p, ChessOptions{})},
		{"knight60", KnightPath(knightTestTour(b, 60, 60, knight.Square{Row: 59}, false, knight.MethodAuto))},
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
