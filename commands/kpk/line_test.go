package kpk

import (
	"bytes"
	"fmt"
	"image"
	"image/gif"
	"testing"

	"kibitz/render"
	"kibitz/solvers/kpk"
)

// TestLineGIFFramesAreTheBoards: every frame of a line's GIF, put together with the frames before it as a
// player shows them, is the board of that ply drawn whole and mapped to the palette, pixel for pixel:
// lines that promote, give check, lose the piece, from either side and after a last move.
func TestLineGIFFramesAreTheBoards(t *testing.T) {
	type lineCase struct {
		position string
		opt      boardOptions
	}
	cases := []lineCase{
		{"Ka2 Pg2 kb5 w", boardOptions{}},            // the longest win, a promotion
		{"Kc2 Pg7 ka1 w", boardOptions{Flip: true}},  // an underpromotion to a rook, mate
		{"Kb6 Pa7 kc4 w", boardOptions{Square: 48}},  // promotion at the picture's size
		{"Ke1 Pe2 ke8 b", boardOptions{Flip: true}},  // Black to move
		{"Ka1 Ph5 kg6 b", boardOptions{}},            // the pawn is taken
		{"Kd1 Pe2 kd8 w", boardOptions{Square: 20}},  // small squares
		{"Kb6 Qb7 ka8 b", boardOptions{}},            // already mate: one frame
		{"Kh1 Pa6 kf3 w", boardOptions{Square: 33}},  // odd squares
		{"Kf6 Pf7 kh7 b", boardOptions{Flip: false}}, // check on the first move
	}
	before := mustPosition(t, "Kb6 Pa7 kc4 w")
	cases = append(cases, lineCase{"Kb6 Qa8 kc4 b", boardOptions{Last: mustMove(t, before, "a8=Q")}})
	for _, tc := range cases {
		t.Run(tc.position, func(t *testing.T) {
			start := mustPosition(t, tc.position)
			line := kpk.BestLine(start, 0)
			data, err := lineGIF(start, line, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			g, err := gif.DecodeAll(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if len(g.Image) != len(line)+1 {
				t.Fatalf("%d frames for %d plies", len(g.Image), len(line))
			}
			opt := tc.opt
			if opt.Square <= 0 {
				opt.Square = gifSquare
			}
			shown := image.NewRGBA(image.Rect(0, 0, g.Config.Width, g.Config.Height))
			for i, fr := range g.Image {
				compose(shown, fr)
				p, o := start, opt
				if i > 0 {
					p, o.Last = line[i-1].Position, &line[i-1].Move
				}
				want := render.Paletted(boardPicture(p, o), boardPalette())
				if x, y, ok := firstDiff(shown, want); !ok {
					t.Fatalf("frame %d (%v): pixel (%d, %d) is %v, the board's is %v", i, fr.Bounds(), x, y, shown.At(x, y), want.At(x, y))
				}
			}
		})
	}
}

// compose draws a GIF frame over what is shown, its transparent pixels leaving what was there.
func compose(shown *image.RGBA, fr *image.Paletted) {
	b := fr.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if _, _, _, a := fr.At(x, y).RGBA(); a != 0 {
				shown.Set(x, y, fr.At(x, y))
			}
		}
	}
}

// firstDiff is the first pixel where a and b differ, and ok when none does.
func firstDiff(a, b image.Image) (x, y int, ok bool) {
	r := a.Bounds()
	if r != b.Bounds() {
		panic(fmt.Sprintf("bounds %v and %v", r, b.Bounds()))
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			r1, g1, b1, a1 := a.At(x, y).RGBA()
			r2, g2, b2, a2 := b.At(x, y).RGBA()
			if r1 != r2 || g1 != g2 || b1 != b2 || a1 != a2 {
				return x, y, false
			}
		}
	}
	return 0, 0, true
}
