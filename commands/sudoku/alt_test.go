package sudoku

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"kibitz/i18n"
	"kibitz/render/rendertest"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

// TestAltText pins the alt text of each kind of picture /sudoku sends, in both languages, against
// testdata/alt_NAME.txt (English, an empty line, Korean; go test ./commands/sudoku -run TestAltText
// -update rewrites them, to be read before committing): the headline, then the grid row by row in the
// plainest form that fits Discord's 1,024 characters, the last rows cut with a sentence when none does.
func TestAltText(t *testing.T) {
	g := func(s string) sudoku.Grid { return mustParse(t, s) }
	cell := sudoku.Cell{Row: 2, Col: 6}
	cellKo := i18n.WithParticle(i18n.Plain(cell.String()), "은/는")
	puzzle25, puzzle16 := g(test25), g(test16)
	for _, tc := range []struct {
		name     string
		headline i18n.Text
		grid     sudoku.Grid
		// form is the form of the rows in English and Korean.
		form [2]altForm
		cut  [2]bool
	}{
		{"4x4_puzzle", msgAltPuzzle.Format(4, difficultyName(sudoku.Easy), nGivens.N(6)), g("1...2..3..4....2"), [2]altForm{altWords, altWords}, [2]bool{}},
		{"9x9_solution", msgAltSolution.Format(9, nGivens.N(30), nDigits.N(51)), g(testWikiSolved), [2]altForm{altWords, altWords}, [2]bool{}},
		{"9x9_hint", msgAltHint.Format(9, nGivens.N(30), nDigits.N(1), cell, cellKo),
			g(testWiki[:24] + "5" + testWiki[25:]), [2]altForm{altWords, altWords}, [2]bool{}},
		{"9x9_no_solution", msgAltUnsolvable.Format(9, nGivens.N(31)), g(testNoSolution), [2]altForm{altWords, altWords}, [2]bool{}},
		{"9x9_full", msgAltFull.Format(9), g(testWikiSolved), [2]altForm{altWords, altWords}, [2]bool{}},
		{"16x16_puzzle", msgAltPuzzle.Format(16, difficultyName(sudoku.Expert), nGivens.N(int64(puzzle16.Givens()))), puzzle16, [2]altForm{altSpaced, altWords}, [2]bool{}},
		{"16x16_solution", msgAltSolution.Format(16, nGivens.N(104), nDigits.N(152)), g(test16Solved), [2]altForm{altWords, altWords}, [2]bool{}},
		{"25x25_puzzle", msgAltPuzzle.Format(25, difficultyName(sudoku.Expert), nGivens.N(int64(puzzle25.Givens()))), puzzle25, [2]altForm{altNumbered, altBoxes}, [2]bool{}},
		{"25x25_solution", msgAltSolution.Format(25, nGivens.N(int64(puzzle25.Givens())), nDigits.N(int64(625-puzzle25.Givens()))), g(test25Solved), [2]altForm{altNumbered, altBoxes}, [2]bool{}},
		{"25x25_two_solutions", msgAltSeveral.Format(25, 2, nGivens.N(int64(puzzle25.Givens())), nCells.N(4)), g(test25Solved), [2]altForm{altNumbered, altBoxes}, [2]bool{true, false}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			alt := gridAlt(tc.headline, tc.grid)
			for i, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
				text := alt.In(lang)
				if n := utf8.RuneCountInString(text); n > router.MaxAltText {
					t.Errorf("%v: %d characters, over %d", lang, n, router.MaxAltText)
				}
				if !strings.HasPrefix(text, tc.headline.In(lang)+" ") {
					t.Errorf("%v: does not start with the headline: %q", lang, text)
				}
				first := altRows(lang, tc.grid, tc.form[i])[0]
				if !strings.Contains(text, first) {
					t.Errorf("%v: the first row is not %q: %q", lang, first, text)
				}
				last := altRows(lang, tc.grid, tc.form[i])[tc.grid.Size()-1]
				if cut := !strings.HasSuffix(text, last); cut != tc.cut[i] {
					t.Errorf("%v: rows cut %v, want %v (the last row %q): %q", lang, cut, tc.cut[i], last, text)
				}
			}
			got := alt.En + "\n\n" + alt.Ko + "\n"
			path := filepath.Join("testdata", "alt_"+tc.name+".txt")
			if rendertest.Updating() {
				if err := os.MkdirAll("testdata", 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (go test ./commands/sudoku -run TestAltText -update writes it)", err)
			}
			if got != string(want) {
				t.Errorf("alt text:\n%s\nwant (%s):\n%s", got, path, want)
			}
		})
	}
}

// TestAltTextInline: the smallest picture's alt text in full, in both languages, beside the goldens.
func TestAltTextInline(t *testing.T) {
	alt := gridAlt(msgAltPuzzle.Format(4, difficultyName(sudoku.Easy), nGivens.N(1)), mustParse(t, "1..............."))
	for _, tc := range []struct{ got, want string }{
		{alt.En, "A new 4x4 Sudoku puzzle, easy, with 1 given. Row 1: 1 blank blank blank. Row 2: blank blank blank blank. " +
			"Row 3: blank blank blank blank. Row 4: blank blank blank blank."},
		{alt.Ko, "새 4x4 스도쿠 퍼즐, 쉬움, 주어진 숫자 1개. 1행: 1 빈칸 빈칸 빈칸. 2행: 빈칸 빈칸 빈칸 빈칸. 3행: 빈칸 빈칸 빈칸 빈칸. " +
			"4행: 빈칸 빈칸 빈칸 빈칸."},
	} {
		if tc.got != tc.want {
			t.Errorf("alt text\n%q, want\n%q", tc.got, tc.want)
		}
	}
}

// TestAltTextCutsRows: a headline that leaves room for a few rows only keeps those, and says which are
// left out, one row or several, within the limit.
func TestAltTextCutsRows(t *testing.T) {
	grid := mustParse(t, test25Solved)
	long := i18n.Plain(strings.Repeat("x", router.MaxAltText-200))
	alt := gridAlt(long, grid)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
		text := alt.In(lang)
		want := map[i18n.Lang]string{i18n.English: "2: XFCQB OSMRG VKDHY AJENP LUWIT. Rows 3 to 25 are left out: the description has no room for them.",
			i18n.Korean: "4: YWOAP FVCDH BGJMS UTIXL KQENR. 5~25행은 설명에 자리가 모자라 뺐습니다."}[lang]
		if !strings.HasSuffix(text, want) || utf8.RuneCountInString(text) > router.MaxAltText {
			t.Errorf("%v: %d characters, want %q at the end: %q", lang, utf8.RuneCountInString(text), want, text)
		}
	}
	// A headline a little too long for the last row: the sentence names it alone (in Korean, where that
	// sentence is shorter than the row).
	rows := strings.Join(altRows(i18n.Korean, grid, altNumbered), " ")
	head := i18n.Plain(strings.Repeat("y", router.MaxAltText-2-utf8.RuneCountInString(msgAltBoxes.Ko+rows)+5))
	text := gridAlt(head, grid).Ko
	if !strings.HasSuffix(text, "24: COBKI UGEXT LDQJM SYFHW NVRPA. 25행은 설명에 자리가 모자라 뺐습니다.") || utf8.RuneCountInString(text) > router.MaxAltText {
		t.Errorf("%d characters: %q", utf8.RuneCountInString(text), text)
	}
}
