package sudoku

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"kibitz/render"
	"kibitz/render/rendertest"
	"kibitz/solvers/sudoku"
)

// markBits is a pencil-mark list for playView: cell index, then the digits noted in it.
func markBits(size int, notes map[int][]int) []uint32 {
	out := make([]uint32, size*size)
	for cell, ds := range notes {
		for _, d := range ds {
			out[cell] |= 1 << d
		}
	}
	return out
}

func TestPlayGolden(t *testing.T) {
	g := func(s string) sudoku.Grid { return sudokuGrid(t, s) }
	none := sudoku.Cell{Row: -1, Col: -1}
	for _, tc := range []struct {
		name string
		game playView
	}{
		// A 4x4 game just begun: marks in two cells, the first row chosen and no column yet.
		{"sudoku_play_4x4", playView{Givens: g(sudoku4), Grid: g(sudoku4),
			Marks: markBits(4, map[int][]int{1: {2, 3}, 2: {1, 2, 3, 4}}), Hint: none, Row: 0, Col: -1}},
		// The Wikipedia puzzle with three digits written in, one of them wrong (r1c3), the last hint's
		// cell (r1c4), notes in r1c7 and r2c2, and r1c7 chosen.
		{"sudoku_play_9x9", playView{Givens: g(sudokuWikipedia),
			Grid:  g("531678...6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"),
			Marks: markBits(9, map[int][]int{6: {1, 2, 9}, 10: {2, 4, 7}}),
			Wrong: []sudoku.Cell{{Row: 0, Col: 2}}, Hint: sudoku.Cell{Row: 0, Col: 3}, Row: 0, Col: 6}},
		// A 16x16 puzzle with notes in its first blank cell (r1c1), chosen.
		{"sudoku_play_16x16", playView{Givens: g(sudoku16), Grid: g(sudoku16),
			Marks: markBits(16, map[int][]int{0: {4, 13, 16}, 1: {1, 2, 3, 5, 7, 8, 10, 11, 14, 15}}), Hint: none, Row: 0, Col: 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rendertest.Golden(t, tc.name, playPicture(tc.game))
			rendertest.GoldenText(t, tc.name+"_text", playText(tc.game))
			if e := playEmoji(tc.game); e != "" {
				rendertest.GoldenText(t, tc.name+"_emoji", e)
			}
		})
	}
}

// TestPlayViews: in the emoji view the givens and the digits written in differ (keycaps and
// clocks), a wrong digit is ❌ and a blank chosen cell 🟦, every row still n emoji; in the text view the
// wrong cells are marked ! and the chosen row and column pointed at, and nothing else moves.
func TestPlayViews(t *testing.T) {
	givens, grid := sudokuGrid(t, sudoku4), sudokuGrid(t, sudoku4Solved)
	row := func(s string, r int) string { return strings.Split(s, "\n")[r] }
	plain := playView{Givens: givens, Grid: givens, Hint: sudoku.Cell{Row: -1, Col: -1}, Row: -1, Col: -1}
	if got, want := playEmoji(plain), gridEmoji(givens); got != want {
		t.Errorf("a game with nothing written: emoji %q, the puzzle's %q", got, want)
	}
	if got, want := playText(plain), gridText(givens); got != want {
		t.Errorf("a game with nothing written or chosen: text %q, the puzzle's %q", got, want)
	}
	var blanks []sudoku.Cell
	for r := range 4 {
		for c := range 4 {
			if givens.At(r, c) == 0 {
				blanks = append(blanks, sudoku.Cell{Row: r, Col: c})
			}
		}
	}
	blank, written := blanks[0], blanks[len(blanks)-1] // one chosen blank, one written wrong
	played := plain
	played.Grid = grid
	emoji := playEmoji(played)
	for r := range 4 {
		line := row(emoji, r+r/2)
		for c := range 4 {
			d := grid.At(r, c)
			want := playClocks[d]
			if givens.At(r, c) != 0 {
				want = keycapDigits[d]
			}
			if !strings.Contains(line, want) {
				t.Errorf("row %d: %q lacks %q for r%dc%d", r+1, line, want, r+1, c+1)
			}
		}
	}
	played.Grid, played.Wrong, played.Row, played.Col = givens, nil, blank.Row, blank.Col
	if e := playEmoji(played); !strings.Contains(e, playChosen) {
		t.Errorf("a blank chosen cell is not %s:\n%s", playChosen, e)
	}
	played.Grid = grid
	played.Wrong = []sudoku.Cell{written}
	e := playEmoji(played)
	if strings.Count(e, playWrong) != 1 || strings.Contains(e, playChosen) {
		t.Errorf("one wrong digit, and a chosen cell that holds a digit:\n%s", e)
	}
	for _, line := range strings.Split(e, "\n") {
		if line == "" {
			continue
		}
		if cells := strings.Count(line, "\u20e3") + strings.Count(line, playWrong) + strings.Count(line, playChosen) +
			strings.Count(line, blankEmoji) + countClocks(line); cells != 4 {
			t.Errorf("emoji row %q has %d cells", line, cells)
		}
	}
	text := playText(played)
	lines := strings.Split(text, "\n")
	if want := strings.Repeat(" ", 2+1+2*blank.Col+2*(blank.Col/2)+1) + "v"; lines[2] != want {
		t.Errorf("the column pointer %q, want %q:\n%s", lines[2], want, text)
	}
	rowLine := lines[4+blank.Row+blank.Row/2]
	if !strings.HasSuffix(rowLine, "| <") || strings.Count(text, "<") != 1 {
		t.Errorf("the row pointer: %q:\n%s", rowLine, text)
	}
	if !strings.Contains(text, string(textWrong)+string(sudoku.Symbol(4, grid.At(written.Row, written.Col)))) {
		t.Errorf("the wrong cell is not marked %c:\n%s", textWrong, text)
	}
}

// TestPlayTextTellsGivensFromWritten: in the text view every digit written in has textWritten before it,
// a wrong one textWrong, and a given or a blank a space, in every size a game is played in; no cell moves,
// so each row is as long as the puzzle's own.
func TestPlayTextTellsGivensFromWritten(t *testing.T) {
	for _, tc := range []struct {
		givens string
		wrong  int // how many of the digits written in are wrong
	}{
		{sudoku4, 1},
		{sudokuWikipedia, 2},
		{sudoku16, 3},
	} {
		givens := sudokuGrid(t, tc.givens)
		n, box := givens.Size(), givens.Box()
		t.Run(strconv.Itoa(n), func(t *testing.T) {
			// Every other blank written in, the first ones wrong, and two written side by side in a box.
			grid, k := givens, 0
			var wrong []sudoku.Cell
			for r := range n {
				for c := range n {
					if givens.At(r, c) != 0 || (r*n+c)%2 == 1 && !(r == 0 && c == 1) {
						continue
					}
					grid.Set(r, c, (r+c)%n+1)
					if k < tc.wrong {
						wrong = append(wrong, sudoku.Cell{Row: r, Col: c})
					}
					k++
				}
			}
			g := playView{Givens: givens, Grid: grid, Wrong: wrong, Hint: sudoku.Cell{Row: -1, Col: -1}, Row: -1, Col: -1}
			text := playText(g)
			plain := strings.Split(gridText(givens), "\n")
			lines := strings.Split(text, "\n")
			label := len(strconv.Itoa(n))
			top := 3 // the fence, the column numbers and the border before the first row
			if n >= 10 {
				top = 4 // the columns' tens too
			}
			for r := range n {
				i := top + r + r/box // a border between bands of boxes
				line := lines[i]
				if len(line) != len(plain[i]) {
					t.Errorf("row %d moved: %q against the puzzle's %q", r+1, line, plain[i])
				}
				for c := range n {
					at := label + 2 + 2*c + 2*(c/box) // the character before the cell
					want := byte(' ')
					switch {
					case givens.At(r, c) != 0 || grid.At(r, c) == 0:
					case slices.Contains(wrong, sudoku.Cell{Row: r, Col: c}):
						want = textWrong
					default:
						want = textWritten
					}
					if line[at] != want || line[at+1] != sudoku.Symbol(n, grid.At(r, c)) {
						t.Errorf("r%dc%d is %q in %q, want %q", r+1, c+1, line[at:at+2], line, string(want)+string(sudoku.Symbol(n, grid.At(r, c))))
					}
				}
			}
			if t.Failed() {
				t.Logf("the text:\n%s", text)
			}
		})
	}
}

// countClocks counts the clock faces of playClocks in s.
func countClocks(s string) int {
	n := 0
	for _, c := range playClocks[1:] {
		n += strings.Count(s, c)
	}
	return n
}

// TestPlayPlainIsGrid checks that a game with nothing marked, chosen or wrong is drawn as gridPicture
// draws its grid, so that the two kinds of picture read alike.
func TestPlayPlainIsGrid(t *testing.T) {
	givens := sudokuGrid(t, sudokuWikipedia)
	grid := sudokuGrid(t, sudokuWikiHinted)
	got := rendertest.RGBA(playPicture(playView{Givens: givens, Grid: grid, Hint: sudoku.Cell{Row: 2, Col: 6}, Row: -1, Col: -1}))
	want := rendertest.RGBA(gridPicture(givens, grid, []sudoku.Cell{{Row: 2, Col: 6}}))
	if string(got.Pix) != string(want.Pix) {
		t.Error("a plain game differs from Sudoku's picture of the same grid")
	}
}

// BenchmarkPlayPicturePNG is the picture a button press of a 9x9 game redraws (TestPlayGolden's
// sudoku_play_9x9), drawn and encoded as serve sends it.
func BenchmarkPlayPicturePNG(b *testing.B) {
	givens, err := sudoku.Parse(sudokuWikipedia)
	if err != nil {
		b.Fatal(err)
	}
	grid, err := sudoku.Parse("531678...6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79")
	if err != nil {
		b.Fatal(err)
	}
	v := playView{Givens: givens, Grid: grid, Marks: markBits(9, map[int][]int{6: {1, 2, 9}, 10: {2, 4, 7}}),
		Wrong: []sudoku.Cell{{Row: 0, Col: 2}}, Hint: sudoku.Cell{Row: 0, Col: 3}, Row: 0, Col: 6}
	for b.Loop() {
		if _, err := render.EncodeAndRecycle(playPicture(v)); err != nil {
			b.Fatal(err)
		}
	}
}
