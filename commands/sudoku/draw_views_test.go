package sudoku

import (
	"strings"
	"testing"
	"unicode/utf8"

	"kibitz/render/rendertest"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

func TestViewsGolden(t *testing.T) {
	for _, tc := range goldenGrids(t) {
		t.Run(tc.name, func(t *testing.T) {
			rendertest.GoldenText(t, tc.name+"_text", answerText(tc.givens, tc.grid, tc.highlight))
			if e := gridEmoji(tc.grid); e != "" {
				rendertest.GoldenText(t, tc.name+"_emoji", e+"\n")
			}
		})
	}
}

// TestViewSizes measures what each view costs in characters (as Discord counts a message's 2,000)
// and how wide it is: the emoji grid stays narrow enough for a phone, the text fits a message up to 16x16.
func TestViewSizes(t *testing.T) {
	full := map[int]string{4: sudoku4Solved, 9: sudokuWikiSolved, 16: sudoku16Solved, 25: sudoku25Solved}
	for _, size := range []int{4, 9, 16, 25} {
		grid := sudokuGrid(t, full[size])
		empty, err := sudoku.NewGrid(size)
		if err != nil {
			t.Fatal(err)
		}
		emoji, text := gridEmoji(grid), gridText(grid)
		t.Logf("%[1]dx%[1]d: emoji %[2]d characters (%[3]d bytes), text %[4]d characters", size,
			utf8.RuneCountInString(emoji), len(emoji), utf8.RuneCountInString(text))
		switch {
		case size > 9 && emoji != "":
			t.Errorf("%dx%d has an emoji view", size, size)
		case size <= 9:
			if emoji == "" || gridEmoji(empty) == "" {
				t.Fatalf("%dx%d has no emoji view", size, size)
			}
			// A cell is one emoji, a box line one space: at most 11 emoji-widths across.
			for _, line := range strings.Split(emoji, "\n") {
				if cells := strings.Count(line, "\u20e3") + strings.Count(line, blankEmoji); line != "" && cells != size {
					t.Errorf("%dx%d emoji row %q has %d cells", size, size, line, cells)
				}
			}
			if n := utf8.RuneCountInString(emoji); n > 300 {
				t.Errorf("%dx%d emoji grid is %d characters, want at most 300", size, size, n)
			}
		}
		if n := utf8.RuneCountInString(text); size <= 16 && n > 1100 || size == 25 && n <= router.MaxContent {
			t.Errorf("%dx%d text is %d characters: want a 16x16 to fit with room for a reply, a 25x25 to be the picture's", size, size, n)
		}
		lines := strings.Split(strings.TrimSuffix(strings.TrimPrefix(text, "```\n"), "\n```"), "\n")
		width := 0
		for _, l := range lines {
			width = max(width, len(l))
		}
		if want := map[int]int{4: 15, 9: 27, 16: 44, 25: 64}[size]; width != want {
			t.Errorf("%dx%d text is %d columns wide, want %d", size, size, width, want)
		}
		if strings.TrimSpace(gridText(empty)) == "" {
			t.Errorf("%dx%d empty grid: no text", size, size)
		}
	}
}

// TestTextMarks: in a grid with digits filled in, each digit filled in has a star before it and each
// highlighted cell an at sign, in the place of the space before it, so that no column moves; givens and
// blanks keep their space, and cells off the grid are ignored.
func TestTextMarks(t *testing.T) {
	givens, grid := sudokuGrid(t, sudokuWikipedia), sudokuGrid(t, sudokuWikiSolved)
	plain := gridText(grid)
	row := func(text string, r int) string { return strings.Split(text, "\n")[3+r+r/3] }
	for _, tc := range []struct {
		name  string
		cells []sudoku.Cell
		row   int
		want  string
	}{
		{"found digits", nil, 0, "1 | 5 3*4 |*6 7*8 |*9*1*2 |"},
		{"one cell", []sudoku.Cell{{Row: 0, Col: 2}}, 0, "1 | 5 3@4 |*6 7*8 |*9*1*2 |"},
		{"side by side", []sudoku.Cell{{Row: 0, Col: 7}, {Row: 0, Col: 8}}, 0, "1 | 5 3*4 |*6 7*8 |*9@1@2 |"},
		{"across a box line", []sudoku.Cell{{Row: 1, Col: 2}, {Row: 1, Col: 3}}, 1, "2 | 6*7@2 |@1 9 5 |*3*4*8 |"},
		{"last cell", []sudoku.Cell{{Row: 8, Col: 8}}, 8, "9 |*3*4*5 |*2 8*6 |*1 7@9 |"},
	} {
		got := answerText(givens, grid, tc.cells)
		if r := row(got, tc.row); r != tc.want {
			t.Errorf("%s: row %q, want %q", tc.name, r, tc.want)
		}
		if len(got) != len(plain) {
			t.Errorf("%s: %d bytes, the plain grid %d: a mark moved something", tc.name, len(got), len(plain))
		}
	}
	if got := answerText(givens, grid, []sudoku.Cell{{Row: -1, Col: 0}, {Row: 9, Col: 9}, {Row: 0, Col: 9}}); got != answerText(givens, grid, nil) {
		t.Errorf("cells off the grid changed the text:\n%s", got)
	}
	if got := answerText(givens, givens, nil); got != gridText(givens) {
		t.Errorf("a puzzle alone is marked:\n%s", got)
	}
}
