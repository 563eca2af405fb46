package render

import (
	"bytes"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"strings"
	"testing"

	"golang.org/x/image/font/sfnt"

	"kibitz/solvers/kpk"
)

func chessPosition(t *testing.T, s string) kpk.Position {
	t.Helper()
	p, err := kpk.Parse(s)
	if err != nil {
		t.Fatalf("kpk.Parse(%q): %v", s, err)
	}
	return p
}

func chessMove(t *testing.T, p kpk.Position, s string) *kpk.Move {
	t.Helper()
	m, err := p.ParseMove(s)
	if err != nil {
		t.Fatalf("ParseMove(%q) in %v: %v", s, p, err)
	}
	return &m
}

func TestChessBoardGolden(t *testing.T) {
	for _, tc := range []struct {
		name, position string
		before, last   string // the position before the last move, and that move; empty for none
		opt            ChessOptions
	}{
		{name: "chess_kpk", position: "Ke1 Pe2 ke8 w"},
		{name: "chess_last_move", position: "Kd6 Pe5 kd8 b", before: "Ke6 Pe5 kd8 w", last: "Kd6"},
		{name: "chess_black_to_move_flipped", position: "Kc3 kf6 pf4 b", opt: ChessOptions{Flip: true}},
		{name: "chess_promoted_queen_mate", position: "Kb6 Qc8 ka8 b", before: "Kb6 Pc7 ka8 w", last: "c8=Q#"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := chessPosition(t, tc.position)
			if tc.last != "" {
				tc.opt.Last = chessMove(t, chessPosition(t, tc.before), tc.last)
			}
			img := ChessBoard(p, tc.opt)
			if got, want := img.Bounds(), image.Rect(0, 0, 432, 432); got != want {
				t.Errorf("bounds %v, want %v", got, want)
			}
			checkGolden(t, tc.name, img)
		})
	}
}

// TestChessGlyphs: the embedded font has every chess glyph the boards use (a missing one would draw as an
// empty box), and the binary carries the font's licence notice.
func TestChessGlyphs(t *testing.T) {
	regular, _ := parsedFonts()
	var buf sfnt.Buffer
	for pt, glyphs := range chessGlyphs {
		for _, g := range glyphs {
			r := []rune(g)[0]
			if i, err := regular.GlyphIndex(&buf, r); err != nil || i == 0 {
				t.Errorf("%v: DejaVu Sans has no glyph for %U %s (index %d, %v)", pt, r, g, i, err)
			}
		}
	}
	for _, want := range []string{"DejaVu", "Copyright (c) 2003 by Bitstream, Inc.", "Permission is hereby granted"} {
		if !strings.Contains(FontLicense, want) {
			t.Errorf("FontLicense does not contain %q", want)
		}
	}
}

func TestChessLineGIF(t *testing.T) {
	start := chessPosition(t, "Kc2 Pg7 ka1 w") // g8=R Ka2 Ra8#: the queen would stalemate
	line := kpk.BestLine(start, 0)
	if len(line) != 3 {
		t.Fatalf("BestLine: %d plies, want 3", len(line))
	}
	data, err := ChessLineGIF(start, line, ChessOptions{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	if len(g.Image) != 4 {
		t.Fatalf("%d frames, want 4 (the start and one per ply)", len(g.Image))
	}
	want := []int{ChessGIFFirstDelay, ChessGIFMoveDelay, ChessGIFMoveDelay, ChessGIFLastDelay}
	for i, d := range g.Delay {
		if d != want[i] {
			t.Errorf("frame %d: delay %d, want %d", i, d, want[i])
		}
	}
	if g.Config.Width != 288 || g.Config.Height != 288 {
		t.Errorf("size %dx%d, want 288x288", g.Config.Width, g.Config.Height)
	}
	if b := g.Image[0].Bounds(); b != image.Rect(0, 0, 288, 288) {
		t.Errorf("first frame covers %v, want the whole image", b)
	}
	for i, fr := range g.Image[1:] {
		if fr.Bounds().Dx()*fr.Bounds().Dy() >= 288*288 {
			t.Errorf("frame %d stores the whole image (%v), want only what changed", i+1, fr.Bounds())
		}
	}
	checkGolden(t, "chess_line_first_frame", g.Image[0])

	// The frames put together show the final position exactly as ChessBoard draws it, up to the palette.
	canvas := image.NewRGBA(image.Rect(0, 0, 288, 288))
	for _, fr := range g.Image {
		for y := fr.Bounds().Min.Y; y < fr.Bounds().Max.Y; y++ {
			for x := fr.Bounds().Min.X; x < fr.Bounds().Max.X; x++ {
				if _, _, _, a := fr.At(x, y).RGBA(); a != 0 { // transparent: unchanged
					canvas.Set(x, y, fr.At(x, y))
				}
			}
		}
	}
	last := ChessBoard(line[2].Position, ChessOptions{Square: ChessGIFSquare, Last: &line[2].Move})
	if d := chessMaxDiff(canvas, last); d > 24 {
		t.Errorf("the composed last frame differs from ChessBoard by up to %d per channel", d)
	}
}

func TestChessLineGIFEmptyLine(t *testing.T) {
	p := chessPosition(t, "Kb6 Qb7 ka8 b") // already mate
	data, err := ChessLineGIF(p, nil, ChessOptions{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) != 1 || g.Delay[0] != ChessGIFFirstDelay {
		t.Errorf("%d frames with delays %v, want one still frame", len(g.Image), g.Delay)
	}
}

// TestChessPaletteCoversBoards: every pixel of a board with each colour of square and piece maps to a
// palette colour close to it, so the GIF needs no dithering.
func TestChessPaletteCoversBoards(t *testing.T) {
	pal := chessPalette()
	if len(pal) > 256 {
		t.Fatalf("palette has %d colours, a GIF allows 256", len(pal))
	}
	before := chessPosition(t, "Kb6 Pa7 kc4 w")
	img := ChessBoard(chessPosition(t, "Kb6 Qa8 kc4 b"), ChessOptions{Square: ChessGIFSquare, Last: chessMove(t, before, "a8=Q")})
	q := quantizer{pal: pal, cache: map[color.RGBA]uint8{}}
	p := q.paletted(img, img.Bounds(), nil, pal)
	if d := chessMaxDiff(p, img); d > 24 {
		t.Errorf("quantised board differs by up to %d per channel", d)
	}
}

func TestChessPNG(t *testing.T) {
	before := chessPosition(t, "Kb6 Pa7 kc4 w")
	p := chessPosition(t, "Kb6 Qa8 kc4 b")
	opt := ChessOptions{Last: chessMove(t, before, "a8=Q"), Flip: true}
	data, err := PNG(ChessBoardPaletted(p, opt))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	if _, ok := img.(*image.Paletted); !ok {
		t.Errorf("decoded as %T, want a paletted image", img)
	}
	if d := chessMaxDiff(img, ChessBoard(p, opt)); d > 24 {
		t.Errorf("PNG(ChessBoardPaletted) differs from ChessBoard by up to %d per channel", d)
	}
	if len(data) > 16<<10 {
		t.Errorf("PNG(ChessBoardPaletted) is %d bytes, want a few KB", len(data))
	}
}

func chessMaxDiff(a, b image.Image) int {
	worst := 0
	r := a.Bounds()
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, _ := a.At(x, y).RGBA()
			r2, g2, b2, _ := b.At(x, y).RGBA()
			for _, d := range []int{int(r1>>8) - int(r2>>8), int(g1>>8) - int(g2>>8), int(b1>>8) - int(b2>>8)} {
				worst = max(worst, d, -d)
			}
		}
	}
	return worst
}

func BenchmarkChessBoardPNG(b *testing.B) {
	p, _ := kpk.Parse("Ke1 Pe2 ke8 w")
	for b.Loop() {
		if _, err := PNG(ChessBoard(p, ChessOptions{})); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkChessPNG(b *testing.B) {
	p, _ := kpk.Parse("Ke1 Pe2 ke8 w")
	size := 0
	for b.Loop() {
		data, err := PNG(ChessBoardPaletted(p, ChessOptions{}))
		if err != nil {
			b.Fatal(err)
		}
		size = len(data)
	}
	b.ReportMetric(float64(size), "bytes")
}

func BenchmarkChessLineGIF(b *testing.B) {
	p, _ := kpk.Parse("Ka2 Pg2 kb5 w") // the longest win: 55 plies
	line := kpk.BestLine(p, 0)
	size := 0
	for b.Loop() {
		data, err := ChessLineGIF(p, line, ChessOptions{})
		if err != nil {
			b.Fatal(err)
		}
		size = len(data)
	}
	b.ReportMetric(float64(size), "bytes")
}
