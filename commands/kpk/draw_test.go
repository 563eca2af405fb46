package kpk

import (
	"bytes"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"testing"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/render/rendertest"
	"kibitz/router"
	"kibitz/solvers/kpk"
)

func mustPosition(t *testing.T, s string) kpk.Position {
	t.Helper()
	p, err := kpk.Parse(s)
	if err != nil {
		t.Fatalf("kpk.Parse(%q): %v", s, err)
	}
	return p
}

func mustMove(t *testing.T, p kpk.Position, s string) *kpk.Move {
	t.Helper()
	m, err := p.ParseMove(s)
	if err != nil {
		t.Fatalf("ParseMove(%q) in %v: %v", s, p, err)
	}
	return &m
}

func TestPictureGolden(t *testing.T) {
	for _, tc := range []struct {
		name, position string
		before, last   string // the position before the last move, and that move; empty for none
		opt            boardOptions
	}{
		{name: "chess_kpk", position: "Ke1 Pe2 ke8 w"},
		{name: "chess_last_move", position: "Kd6 Pe5 kd8 b", before: "Ke6 Pe5 kd8 w", last: "Kd6"},
		{name: "chess_black_to_move_flipped", position: "Kc3 kf6 pf4 b", opt: boardOptions{Flip: true}},
		{name: "chess_promoted_queen_mate", position: "Kb6 Qc8 ka8 b", before: "Kb6 Pc7 ka8 w", last: "c8=Q#"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := mustPosition(t, tc.position)
			if tc.last != "" {
				tc.opt.Last = mustMove(t, mustPosition(t, tc.before), tc.last)
			}
			img := boardPicture(p, tc.opt)
			if got, want := img.Bounds(), image.Rect(0, 0, 432, 432); got != want {
				t.Errorf("bounds %v, want %v", got, want)
			}
			rendertest.Golden(t, tc.name, img)
		})
	}
}

// TestLastMoveStandsOut: the last move's squares are framed in a colour that stands out at 3:1 or more
// (WCAG's contrast for what a reader must see) from every colour of square it is drawn on or beside, the
// plain ones too: the tint alone was 1.02:1 on a light square, invisible to many. The frame runs along
// the square's edge, inside it, on the board drawn for a message and on a GIF's smaller squares.
func TestLastMoveStandsOut(t *testing.T) {
	for _, c := range []color.RGBA{render.LightSq(), render.DarkSq(), lastLight, lastDark} {
		if r := render.Contrast(lastFrame, c); r < 3 {
			t.Errorf("the frame %v against %v: %.2f:1, want 3:1", lastFrame, c, r)
		}
	}
	before := mustPosition(t, "Ke6 Pe5 kd8 w")
	last := mustMove(t, before, "Kd6") // e6, a light square, to d6, a dark one
	for _, sq := range []int{boardSquare, gifSquare} {
		img := boardPicture(mustPosition(t, "Kd6 Pe5 kd8 b"), boardOptions{Square: sq, Last: last})
		g := boardGeometry{sq: float64(sq), margin: float64(sq / 2)}
		for _, s := range []kpk.Square{last.From, last.To} {
			x, y := g.corner(s)
			// The middle of the left and right edges, beside the piece (a glyph is 0.8 of a square wide).
			left, right := img.RGBAAt(int(x)+1, int(y)+sq/2), img.RGBAAt(int(x)+sq-2, int(y)+sq/2)
			if left != lastFrame || right != lastFrame {
				t.Errorf("%d-pixel squares: %v's edges are %v and %v, want the frame %v", sq, s, left, right, lastFrame)
			}
		}
	}
}

// TestPieceGlyphs: the embedded font has every chess glyph the boards use (a missing one would draw as an
// empty box).
func TestPieceGlyphs(t *testing.T) {
	for pt, glyphs := range pieceGlyphs {
		for _, g := range glyphs {
			if drawn, _ := render.Drawable(g); drawn != g {
				t.Errorf("%v: DejaVu Sans has no glyph for %U %s", pt, []rune(g)[0], g)
			}
		}
	}
}

func TestLineGIF(t *testing.T) {
	start := mustPosition(t, "Kc2 Pg7 ka1 w") // g8=R Ka2 Ra8#: the queen would stalemate
	line := kpk.BestLine(start, 0)
	if len(line) != 3 {
		t.Fatalf("BestLine: %d plies, want 3", len(line))
	}
	data, err := lineGIF(start, line, boardOptions{})
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
	want := []int{gifFirstDelay, gifMoveDelay, gifMoveDelay, gifLastDelay}
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
	rendertest.Golden(t, "chess_line_first_frame", g.Image[0])

	// The frames put together show the final position exactly as boardPicture draws it, up to the palette.
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
	last := boardPicture(line[2].Position, boardOptions{Square: gifSquare, Last: &line[2].Move})
	if d := maxDiff(canvas, last); d > 24 {
		t.Errorf("the composed last frame differs from ChessBoard by up to %d per channel", d)
	}
}

func TestLineGIFEmptyLine(t *testing.T) {
	p := mustPosition(t, "Kb6 Qb7 ka8 b") // already mate
	data, err := lineGIF(p, nil, boardOptions{})
	if err != nil {
		t.Fatal(err)
	}
	g, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) != 1 || g.Delay[0] != gifFirstDelay {
		t.Errorf("%d frames with delays %v, want one still frame", len(g.Image), g.Delay)
	}
}

// TestPaletteCoversBoards: every pixel of a board with each colour of square and piece maps to a
// palette colour close to it, so the GIF needs no dithering.
func TestPaletteCoversBoards(t *testing.T) {
	pal := boardPalette()
	if len(pal) > 256 {
		t.Fatalf("palette has %d colours, a GIF allows 256", len(pal))
	}
	before := mustPosition(t, "Kb6 Pa7 kc4 w")
	img := boardPicture(mustPosition(t, "Kb6 Qa8 kc4 b"), boardOptions{Square: gifSquare, Last: mustMove(t, before, "a8=Q")})
	p := render.Paletted(img, pal)
	if d := maxDiff(p, img); d > 24 {
		t.Errorf("quantised board differs by up to %d per channel", d)
	}
}

// TestPicturePNG: the board uploaded is the board drawn, pixel for pixel, in a few KB, kept by what
// determines it: the same position, side and last move give the same bytes without drawing again.
func TestPicturePNG(t *testing.T) {
	before := mustPosition(t, "Kb6 Pa7 kc4 w")
	p := mustPosition(t, "Kb6 Qa8 kc4 b")
	opt := boardOptions{Last: mustMove(t, before, "a8=Q"), Flip: true}
	c := New(commands.Env{}, Config{})
	upload := func(p kpk.Position, opt boardOptions) []byte {
		t.Helper()
		f, err := c.board(p, opt, msgAltResigned, i18n.English).Image()
		if err != nil {
			t.Fatal(err)
		}
		return router.FileBytes(f)
	}
	data := upload(p, opt)
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	if d := maxDiff(img, boardPicture(p, opt)); d != 0 {
		t.Errorf("the uploaded board differs from the board drawn by up to %d per channel", d)
	}
	if len(data) > 16<<10 {
		t.Errorf("the board is %d bytes, want a few KB", len(data))
	}
	again, err := c.pictures.PNG(boardKey(p, opt), func() image.Image {
		t.Errorf("the same board was drawn again")
		return boardPicture(p, opt)
	})
	if err != nil || !bytes.Equal(again, data) {
		t.Errorf("the board kept: %v", err)
	}
	if other := upload(p, boardOptions{Flip: true}); bytes.Equal(other, data) {
		t.Errorf("the board without its last move is the same picture")
	}
	if other := upload(p, boardOptions{Last: opt.Last}); bytes.Equal(other, data) {
		t.Errorf("the board from White's side is the same picture")
	}
}

func maxDiff(a, b image.Image) int {
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

// BenchmarkPicturePNG is the board /kpk uploads (Command.board); BenchmarkPicturePalettedPNG the same
// board mapped to lineGIF's palette, smaller but slower to encode, as it was uploaded before.
func BenchmarkPicturePNG(b *testing.B) {
	p, _ := kpk.Parse("Ke1 Pe2 ke8 w")
	size := 0
	for b.Loop() {
		data, err := render.PNG(boardPicture(p, boardOptions{}))
		if err != nil {
			b.Fatal(err)
		}
		size = len(data)
	}
	b.ReportMetric(float64(size), "bytes")
}

func BenchmarkPicturePalettedPNG(b *testing.B) {
	p, _ := kpk.Parse("Ke1 Pe2 ke8 w")
	size := 0
	for b.Loop() {
		data, err := render.PNG(render.Paletted(boardPicture(p, boardOptions{}), boardPalette()))
		if err != nil {
			b.Fatal(err)
		}
		size = len(data)
	}
	b.ReportMetric(float64(size), "bytes")
}

func BenchmarkLineGIF(b *testing.B) {
	p, _ := kpk.Parse("Ka2 Pg2 kb5 w") // the longest win: 55 plies
	line := kpk.BestLine(p, 0)
	size := 0
	for b.Loop() {
		data, err := lineGIF(p, line, boardOptions{})
		if err != nil {
			b.Fatal(err)
		}
		size = len(data)
	}
	b.ReportMetric(float64(size), "bytes")
}
