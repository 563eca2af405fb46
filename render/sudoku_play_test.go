package render

import (
	"strings"
	"testing"

	"kibitz/solvers/sudoku"
)

// marks is a pencil-mark list for SudokuGame: cell index, then the digits noted in it.
func marks(size int, notes map[int][]int) []uint32 {
	out := make([]uint32, size*size)
	for cell, ds := range notes {
		for _, d := range ds {
			out[cell] |= 1 << d
		}
	}
	return out
}

func TestSudokuPlayGolden(t *testing.T) {
	g := func(s string) sudoku.Grid { return sudokuGrid(t, s) }
	none := sudoku.Cell{Row: -1, Col: -1}
	for _, tc := range []struct {
		name string
		game SudokuGame
	}{
		// A 4x4 game just begun: marks in two cells, the first row chosen and no column yet.
		{"sudoku_play_4x4", SudokuGame{Givens: g(sudoku4), Grid: g(sudoku4),
			Marks: marks(4, map[int][]int{1: {2, 3}, 2: {1, 2, 3, 4}}), Hint: none, Row: 0, Col: -1}},
		// The Wikipedia puzzle with three digits written in, one of them wrong (r1c3), the last hint's
		// cell (r1c4), notes in r1c7 and r2c2, and r1c7 chosen.
		{"sudoku_play_9x9", SudokuGame{Givens: g(sudokuWikipedia),
			Grid:  g("531678...6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"),
			Marks: marks(9, map[int][]int{6: {1, 2, 9}, 10: {2, 4, 7}}),
			Wrong: []sudoku.Cell{{Row: 0, Col: 2}}, Hint: sudoku.Cell{Row: 0, Col: 3}, Row: 0, Col: 6}},
		// A 16x16 puzzle with notes in its first blank cell (r1c1), chosen.
		{"sudoku_play_16x16", SudokuGame{Givens: g(sudoku16), Grid: g(sudoku16),
			Marks: marks(16, map[int][]int{0: {4, 13, 16}, 1: {1, 2, 3, 5, 7, 8, 10, 11, 14, 15}}), Hint: none, Row: 0, Col: 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			checkGolden(t, tc.name, SudokuPlay(tc.game))
			checkGoldenText(t, tc.name+"_text", SudokuPlayText(tc.game))
			if e := SudokuPlayEmoji(tc.game); e != "" {
				checkGoldenText(t, tc.name+"_emoji", e)
			}
		})
	}
}

// TestSudokuPlayViews: in the emoji view the givens and the digits written in differ (keycaps and
// clocks), a wrong digit is ❌ and a blank chosen cell 🟦, every row still n emoji; in the text view the
// wrong cells are bracketed and the chosen row and column pointed at, and nothing else moves.
func TestSudokuPlayViews(t *testing.T) {
	givens, grid := sudokuGrid(t, sudoku4), sudokuGrid(t, sudoku4Solved)
	row := func(s string, r int) string { return strings.Split(s, "\n")[r] }
	plain := SudokuGame{Givens: givens, Grid: givens, Hint: sudoku.Cell{Row: -1, Col: -1}, Row: -1, Col: -1}
	if got, want := SudokuPlayEmoji(plain), SudokuEmoji(givens); got != want {
		t.Errorf("a game with nothing written: emoji %q, the puzzle's %q", got, want)
	}
	if got, want := SudokuPlayText(plain), SudokuText(givens, nil); got != want {
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
	emoji := SudokuPlayEmoji(played)
	for r := range 4 {
		line := row(emoji, r+r/2)
		for c := range 4 {
			d := grid.At(r, c)
			want := SudokuPlayClocks[d]
			if givens.At(r, c) != 0 {
				want = sudokuKeycaps[d]
			}
			if !strings.Contains(line, want) {
				t.Errorf("row %d: %q lacks %q for r%dc%d", r+1, line, want, r+1, c+1)
			}
		}
	}
	played.Grid, played.Wrong, played.Row, played.Col = givens, nil, blank.Row, blank.Col
	if e := SudokuPlayEmoji(played); !strings.Contains(e, SudokuPlayChosen) {
		t.Errorf("a blank chosen cell is not %s:\n%s", SudokuPlayChosen, e)
	}
	played.Grid = grid
	played.Wrong = []sudoku.Cell{written}
	e := SudokuPlayEmoji(played)
	if strings.Count(e, SudokuPlayWrong) != 1 || strings.Contains(e, SudokuPlayChosen) {
		t.Errorf("one wrong digit, and a chosen cell that holds a digit:\n%s", e)
	}
	for _, line := range strings.Split(e, "\n") {
		if line == "" {
			continue
		}
		if cells := strings.Count(line, "\u20e3") + strings.Count(line, SudokuPlayWrong) + strings.Count(line, SudokuPlayChosen) +
			strings.Count(line, sudokuBlankEmoji) + countClocks(line); cells != 4 {
			t.Errorf("emoji row %q has %d cells", line, cells)
		}
	}
	text := SudokuPlayText(played)
	lines := strings.Split(text, "\n")
	if want := strings.Repeat(" ", 2+1+2*blank.Col+2*(blank.Col/2)+1) + "v"; lines[2] != want {
		t.Errorf("the column pointer %q, want %q:\n%s", lines[2], want, text)
	}
	rowLine := lines[4+blank.Row+blank.Row/2]
	if !strings.HasSuffix(rowLine, "| <") || strings.Count(text, "<") != 1 {
		t.Errorf("the row pointer: %q:\n%s", rowLine, text)
	}
	if !strings.Contains(text, "["+string(sudoku.Symbol(4, grid.At(written.Row, written.Col)))+"]") {
		t.Errorf("the wrong cell is not bracketed:\n%s", text)
	}
}

// countClocks counts the clock faces of SudokuPlayClocks in s.
func countClocks(s string) int {
	n := 0
	for _, c := range SudokuPlayClocks[1:] {
		n += strings.Count(s, c)
	}
	return n
}

// TestSudokuPlayPlainIsSudoku checks that a game with nothing marked, chosen or wrong is drawn as Sudoku
// draws its grid, so that the two kinds of picture read alike.
func TestSudokuPlayPlainIsSudoku(t *testing.T) {
	givens := sudokuGrid(t, sudokuWikipedia)
	grid := sudokuGrid(t, sudokuWikiHinted)
	got := toRGBA(SudokuPlay(SudokuGame{Givens: givens, Grid: grid, Hint: sudoku.Cell{Row: 2, Col: 6}, Row: -1, Col: -1}))
	want := toRGBA(Sudoku(givens, grid, []sudoku.Cell{{Row: 2, Col: 6}}))
	if string(got.Pix) != string(want.Pix) {
		t.Error("a plain game differs from Sudoku's picture of the same grid")
	}
}
