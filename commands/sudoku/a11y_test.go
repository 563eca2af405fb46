package sudoku

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
	"kibitz/storage/memory"
)

// TestPlayAltListsWrittenDigits: the alt text of a game's picture says which digits the player wrote in,
// cell and digit ("Written in: r1c3 4, r2c2 7."), since its rows give the givens and those digits alike;
// after the grid, as many as fit in Discord's 1,024 characters and how many more, at every size.
func TestPlayAltListsWrittenDigits(t *testing.T) {
	for _, tc := range []struct {
		size, written int
		all           bool // every written digit listed
	}{
		{4, 0, true},
		{4, 2, true},
		{9, 3, true},
		{9, 1000, true}, // every blank filled in: a compacter grid leaves room for them all
		{16, 5, true},
		{16, 1000, false},
	} {
		h, _, _ := playHarness(t)
		resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", tc.size}, opt{"display", "image"})
		p := stored(t, h, gameID(t, resp))
		var items []string
		for k, i := range blanks(p) {
			if k == tc.written {
				break
			}
			p.set(i, p.answer(i))
			items = append(items, cellOf(tc.size, i).String()+" "+sym(tc.size, p.answer(i)))
		}
		for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
			alt := playAlt(p, p.grid(), nil, firstChoice(p)).In(lang)
			if n := utf8.RuneCountInString(alt); n > router.MaxAltText {
				t.Errorf("%dx%d, %d written, in %v: %d characters", tc.size, tc.size, len(items), lang, n)
			}
			label := map[i18n.Lang]string{i18n.English: "Written in: ", i18n.Korean: "써 넣은 숫자: "}[lang]
			if len(items) == 0 {
				if strings.Contains(alt, label) {
					t.Errorf("%dx%d in %v: a list of written digits without any: %s", tc.size, tc.size, lang, alt)
				}
				continue
			}
			first := label + strings.Join(items[:min(2, len(items))], ", ")
			if tc.all {
				first = label + strings.Join(items, ", ") + "."
			}
			more := moreCells.MatchString(alt)
			if !strings.Contains(alt, first) || more == tc.all {
				t.Errorf("%dx%d, %d written, in %v: want %q, more listed elsewhere %v:\n%s", tc.size, tc.size, len(items), lang, first, more, alt)
			}
		}
	}
}

// moreCells is the end of a list cut short: "and 12 more.", "외 12칸.".
var moreCells = regexp.MustCompile(`and [0-9,]+ more\.|외 [0-9,]+칸\.`)

// TestAltSaysMeaningsBeforeColours: the pictures' alt text says what a cell is (a given, a digit written
// in, the last hint's cell), the colour that shows it only in brackets, for a reader who cannot see the
// colours: "30 givens (dark), 5 digits written in (blue)", not "30 givens in dark ink".
func TestAltSaysMeaningsBeforeColours(t *testing.T) {
	colours := regexp.MustCompile(`(?i)\b(dark|ink|blue|yellow|red|grey|framed)\b|검은색|파란색|노란색|빨간색|회색|테두리`)
	brackets := regexp.MustCompile(`\([^()]*\)`)
	for name, msg := range map[string]i18n.Text{
		"msgAltPlay": msgAltPlay, "msgAltPlayed": msgAltPlayed, "msgAltHintCell": msgAltHintCell, "msgAltNotes": msgAltNotes,
		"msgAltWrong": msgAltWrong, "msgAltChosen": msgAltChosen, "msgAltSolution": msgAltSolution,
		"msgAltASolution": msgAltASolution, "msgAltHint": msgAltHint, "msgAltSeveral": msgAltSeveral,
	} {
		for _, text := range []string{msg.En, msg.Ko} {
			if w := colours.FindString(brackets.ReplaceAllString(text, "")); w != "" {
				t.Errorf("%s: %q names %q outside brackets", name, text, w)
			}
		}
	}
}

// TestLineMenusReadBlanks: the row and column menus write a blank as 0, as the 16x16 alt text does, which
// every screen reader reads ("5 3 0 0 7"); a middle dot is silent at NVDA's default punctuation level, and
// "5 3 · · 7" was read "5 3 7". Every description fits Discord's 100 characters at 16x16.
func TestLineMenusReadBlanks(t *testing.T) {
	for _, size := range []int{9, 16} {
		h, _, _ := playHarness(t)
		resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", size}, opt{"display", "text"})
		p := stored(t, h, gameID(t, resp))
		menus := commandtest.Selects(resp)
		if len(menus) < 2 {
			t.Fatalf("%dx%d: %d menus, want the rows' and the columns'", size, size, len(menus))
		}
		var want []string
		for c := range size {
			want = append(want, "0")
			if d := p.at(c); d != 0 {
				want[c] = sym(size, d)
			}
		}
		if got := menus[0].Options[0].Description; got != strings.Join(want, " ") {
			t.Errorf("%dx%d: row 1 reads %q, want %q", size, size, got, strings.Join(want, " "))
		}
		for _, m := range menus[:2] {
			for _, o := range m.Options {
				if strings.Contains(o.Description, "·") || utf8.RuneCountInString(o.Description) > router.MaxSelectText {
					t.Errorf("%dx%d: %s %q", size, size, o.Label, o.Description)
				}
			}
		}
	}
}

// TestChoiceLineSaysRowAndColumn: the line that says which cell is chosen names its row and column in
// words ("row 1, column 2", "1행 2열"), which read aloud better than "r1c2".
func TestChoiceLineSaysRowAndColumn(t *testing.T) {
	h, _, _ := playHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4})
	p := stored(t, h, gameID(t, resp))
	free := blanks(p)[0]
	r, c := free/4+1, free%4+1
	for lang, want := range map[i18n.Lang]string{
		i18n.English: "Chosen: **row " + itoa(int64(r)) + ", column " + itoa(int64(c)) + "**, empty: choose a digit.",
		i18n.Korean:  "고른 칸: **" + itoa(int64(r)) + "행 " + itoa(int64(c)) + "열**, 빈칸입니다. 숫자를 고르세요.",
	} {
		if got := choiceLine(p, choice{row: free / 4, col: free % 4}, lang); got != want {
			t.Errorf("%v: %q, want %q", lang, got, want)
		}
	}
}

// TestTextTellsGivensFromFound: a grid with digits filled in (a solution, Reveal, a hint, two solutions)
// as text marks each digit filled in with a star before it, in the place of its space, as a game's text
// view marks the digits written in, with the line that says so and who filled them in; and the cells the
// picture highlights (this hint's, those where two solutions differ) with an at sign, which a screen
// reader says where it is silent on brackets, named under the grid. A new puzzle, all givens, has neither.
func TestTextTellsGivensFromFound(t *testing.T) {
	h := newHarness(t, memory.New(), nil)
	stars := func(content string) int {
		n := 0
		for _, m := range codeBlock.FindAllStringSubmatch(content, -1) {
			if strings.Contains(m[1], "+--") { // a grid, not the line to copy
				n += strings.Count(m[1], string(textWritten))
			}
		}
		return n
	}
	for _, locale := range locales {
		lang := i18n.FromLocale(string(locale))
		legend := func(filled i18n.Text) string {
			return msgTextLegend.F(lang, codeSpan("3"), filled.In(lang), codeSpan(string(textWritten)), codeSpan(string(textWritten)+"3"))
		}
		check := func(name string, resp *router.Response, found int, filledBy i18n.Text) {
			t.Helper()
			if got := stars(resp.Content); got != found {
				t.Errorf("%s in %s: %d stars in the grids, want %d:\n%s", name, locale, got, found, resp.Content)
			}
			if has := strings.Contains(resp.Content, legend(filledBy)); has != (found > 0) {
				t.Errorf("%s in %s: the legend %q there: %v, want %v:\n%s", name, locale, legend(filledBy), has, found > 0, resp.Content)
			}
		}
		solve := h.Command(alice, locale, "sudoku", "solve", opt{"puzzle", testWiki}, opt{"display", "text"})
		check("solve", solve, 51, msgFilledFound)
		several := h.Command(alice, locale, "sudoku", "solve", opt{"puzzle", testTwoWays}, opt{"display", "text"})
		// The six cells where the two differ are marked as such, in both grids, rather than starred.
		check("two solutions", several, 2*(52-6), msgFilledFound)
		if got := strings.Count(several.Content, string(textHighlight)); got != 2*6+1 {
			t.Errorf("two solutions in %s: %d at signs, want the 6 cells that differ in each grid and the line under them:\n%s", locale, got, several.Content)
		}

		u := commandtest.User("text-" + string(locale))
		if _, err := commands.ChangePrefs(context.Background(), h.Store, u.ID, func(p *commands.Prefs) { p.Display = commands.ViewText }); err != nil {
			t.Fatal(err)
		}
		gen := h.Command(u, locale, "sudoku", "generate", opt{"display", "text"})
		puzzle := mustParse(t, firstCode(t, gen.Content))
		check("new puzzle", gen, 0, msgFilledFound)
		id := strings.Split(commandtest.Buttons(gen)[0].CustomID, "/")[1]
		before := puzzle
		for i := 1; i <= 2; i++ {
			hint := h.Serve(commandtest.PressIn(u, locale, commandtest.Buttons(gen)[0].CustomID))
			// This hint's digit is marked as this hint's cell; the earlier hints' are starred.
			check(fmt.Sprintf("hint %d", i), hint, i-1, msgFilledHints)
			_, after, _ := progressOf(t, h, id, u)
			cells := sudoku.Diff(before, after)
			before = after
			if len(cells) != 1 {
				t.Fatalf("hint %d: %d cells filled in", i, len(cells))
			}
			cell := cells[0]
			grid := codeBlock.FindAllStringSubmatch(hint.Content, -1)
			if len(grid) == 0 || strings.Count(grid[len(grid)-1][1], string(textHighlight)) != 1 {
				t.Errorf("hint %d in %s: this hint's cell is not the one marked %c:\n%s", i, locale, textHighlight, hint.Content)
			} else if row := strings.Split(grid[len(grid)-1][1], "\n")[2+cell.Row+cell.Row/3]; strings.IndexByte(row, textHighlight) != 3+2*cell.Col+2*(cell.Col/3) {
				t.Errorf("hint %d in %s: row %q, want %v marked %c", i, locale, row, cell, textHighlight)
			}
			if want := msgHintMarked.F(lang, codeSpan(string(textHighlight)), msgRowColumn.Format(cell.Row+1, cell.Col+1).In(lang)); !strings.Contains(hint.Content, want) {
				t.Errorf("hint %d in %s: want %q in\n%s", i, locale, want, hint.Content)
			}
		}
		reveal := h.Serve(commandtest.PressIn(u, locale, commandtest.Buttons(gen)[1].CustomID))
		check("reveal", reveal, 81-puzzle.Givens(), msgFilledFound)
	}
}

// TestCellsNamedInWords: the 4x4 cell menu and the text view's pointer line name a cell by its row and
// column in words, as the 9x9 menus and the "Chosen:" line do, which read aloud better than "r1c2".
func TestCellsNamedInWords(t *testing.T) {
	rc := regexp.MustCompile(`\br\d+c\d+\b`)
	for _, tc := range []struct {
		locale discordgo.Locale
		label  string // of the cell menu's second option: row 1, column 2
	}{
		{discordgo.EnglishUS, "Row 1, column 2"},
		{discordgo.Korean, "1행 2열"},
	} {
		h, _, _ := playHarness(t)
		resp := h.Serve(commandtest.CommandIn(alice, tc.locale, "sudoku", "play", opt{"size", 4}, opt{"display", "text"}))
		menus := commandtest.Selects(resp)
		if len(menus) == 0 || len(menus[0].Options) != 16 {
			t.Fatalf("%s: no cell menu: %+v", tc.locale, resp.Components)
		}
		if got := menus[0].Options[1].Label; got != tc.label {
			t.Errorf("%s: the cell menu's second option is %q, want %q", tc.locale, got, tc.label)
		}
		for _, o := range menus[0].Options {
			if rc.MatchString(o.Label) || rc.MatchString(o.Description) {
				t.Errorf("%s: the cell menu names a cell %q (%q)", tc.locale, o.Label, o.Description)
			}
		}
		p := stored(t, h, gameID(t, resp))
		lang := i18n.FromLocale(string(tc.locale))
		at := firstChoice(p)
		if want := msgTextChosenCell.F(lang, msgRowColumn.Format(at.row+1, at.col+1)); !strings.Contains(resp.Content, want) {
			t.Errorf("%s: want the pointer line %q in\n%s", tc.locale, want, resp.Content)
		}
	}
}

// TestAnswerAltListsFound: the alt text of a solution's, Reveal's and a hint's picture says which digits
// kibitz found, or the hints gave, cell and digit, after the grid, whose rows give them and the givens
// alike, as a game's says which digits were written in.
func TestAnswerAltListsFound(t *testing.T) {
	g := mustParse(t, testWiki)
	sol := mustParse(t, testWikiSolved)
	for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
		alt := foundAlt(i18n.Plain("A solution."), g, sol, msgAltFound).In(lang)
		want := strings.TrimSuffix(msgAltFound.F(lang, "r1c3 4, r1c4 6, r1c6 8"), ".")
		if !strings.Contains(alt, want) || utf8.RuneCountInString(alt) > router.MaxAltText {
			t.Errorf("%v: want %q in the alt text (%d characters):\n%s", lang, want, utf8.RuneCountInString(alt), alt)
		}
		if !strings.HasSuffix(alt, ", r9c7 1.") {
			t.Errorf("%v: not every digit found is listed:\n%s", lang, alt)
		}
	}
}
