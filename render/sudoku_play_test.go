package render

import (
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
		})
	}
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
