package wordle

import (
	"bytes"
	"image/png"
	"testing"

	"kibitz/render"
	"kibitz/render/rendertest"
	"kibitz/solvers/wordle"
)

// playedGame plays the guesses against answer in a game of the embedded lists.
func playedGame(t *testing.T, answer string, guesses ...string) *wordle.Game {
	t.Helper()
	d := wordle.Default()
	a, err := wordle.ParseWord(answer)
	if err != nil {
		t.Fatal(err)
	}
	g, err := wordle.NewGame(d, a, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range guesses {
		if _, err := g.Guess(d, w); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// pictureCase is a board of the golden tests, drawn as a picture and in both other views.
type pictureCase struct {
	name         string
	answer       string
	guesses      []string
	keyboard     bool
	highContrast bool
}

// board is the case's game played out: its rows, and its keyboard when the case shows one (nil when not).
func (tc pictureCase) board(t *testing.T) (wordle.History, *wordle.Keyboard) {
	t.Helper()
	g := playedGame(t, tc.answer, tc.guesses...)
	if !tc.keyboard {
		return g.Rows(), nil
	}
	k := g.Keyboard()
	return g.Rows(), &k
}

// pictureCases are the boards of the golden tests.
var pictureCases = []pictureCase{
	// the assist's image: tiles only, the rows typed so far and the empty rows left
	{"wordle_tiles", "abide", []string{"speed", "crane"}, false, false},
	{"wordle_empty_keyboard", "crane", nil, true, false},
	// a repeated letter coloured once (speed against abide), and every key state
	{"wordle_midgame", "abide", []string{"speed", "crane", "guide"}, true, false},
	{"wordle_won", "crane", []string{"salet", "brink", "crane"}, true, false},
	{"wordle_lost", "hatch", []string{"catch", "match", "batch", "latch", "patch", "watch"}, true, false},
	// orange and blue for green and yellow, on the tiles and the keys
	{"wordle_midgame_high_contrast", "abide", []string{"speed", "crane", "guide"}, true, true},
	{"wordle_won_high_contrast", "crane", []string{"salet", "brink", "crane"}, true, true},
}

func TestPictureGolden(t *testing.T) {
	for _, tc := range pictureCases {
		t.Run(tc.name, func(t *testing.T) {
			rows, keys := tc.board(t)
			img := boardPicture(rows, keys, tc.highContrast)
			want := 410
			if tc.keyboard {
				want = 564
			}
			if b := img.Bounds(); b.Dx() != 346 || b.Dy() != want {
				t.Errorf("Wordle size %v, want 346x%d", b.Size(), want)
			}
			rendertest.Golden(t, tc.name, img)
		})
	}
}

// TestPicturePNG checks that the encoded board decodes to the very pixels drawn, and stays small.
func TestPicturePNG(t *testing.T) {
	g := playedGame(t, "abide", "speed", "crane", "guide")
	k := g.Keyboard()
	img := boardPicture(g.Rows(), &k, false)
	data, err := render.PNG(img)
	if err != nil {
		t.Fatal(err)
	}
	if len(data) > 40<<10 {
		t.Errorf("board PNG is %d bytes, want under 40 KB", len(data))
	}
	got, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if got.Bounds() != img.Bounds() {
		t.Fatalf("decoded %v, drew %v", got.Bounds(), img.Bounds())
	}
	for y := range img.Bounds().Dy() {
		for x := range img.Bounds().Dx() {
			r0, g0, b0, a0 := img.At(x, y).RGBA()
			r1, g1, b1, a1 := got.At(x, y).RGBA()
			if r0 != r1 || g0 != g1 || b0 != b1 || a0 != a1 {
				t.Fatalf("pixel (%d, %d): drew %v, decoded %v", x, y, img.At(x, y), got.At(x, y))
			}
		}
	}
}

func TestPictureMoreRowsThanAGame(t *testing.T) {
	h, err := wordle.Parse("crane=bbbbb crane=bbbbb crane=bbbbb crane=bbbbb crane=bbbbb crane=bbbbb crane=bbbbb")
	if err != nil {
		t.Fatal(err)
	}
	if got := boardPicture(h, nil, false).Bounds().Dy(); got != 474 {
		t.Errorf("seven rows: height %d, want 474 (every row drawn)", got)
	}
}

func BenchmarkPicturePNG(b *testing.B) {
	d := wordle.Default()
	a, _ := wordle.ParseWord("crane")
	g, _ := wordle.NewGame(d, a, false)
	for _, w := range []string{"salet", "brink", "crane"} {
		g.Guess(d, w)
	}
	k := g.Keyboard()
	for b.Loop() {
		if _, err := render.EncodeAndRecycle(boardPicture(g.Rows(), &k, false)); err != nil {
			b.Fatal(err)
		}
	}
}
