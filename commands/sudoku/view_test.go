package sudoku

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/render/rendertest"
	"kibitz/router"
	"kibitz/solvers/sudoku"
	"kibitz/storage/memory"
)

// viewOf tells which view a reply shows its grid in: the picture when it carries files, emoji when it
// has keycaps, text when it has the text grid's box lines.
func viewOf(resp *router.Response) commands.View {
	switch {
	case len(resp.Files) > 0:
		return commands.ViewImage
	case strings.Contains(resp.Content, "\u20e3") || strings.Contains(resp.Content, "⬛"):
		return commands.ViewEmoji
	case strings.Contains(resp.Content, "+---"):
		return commands.ViewText
	}
	return ""
}

// shownAs is the view a grid of size is shown in when view is asked for: a 16x16 grid has no emoji, a
// 25x25 grid's text does not fit in a message; both fall back, the 25x25 to the picture.
func shownAs(view commands.View, size int) commands.View {
	switch {
	case view == commands.ViewEmoji && size > 9 && size < 25:
		return commands.ViewText
	case view != commands.ViewImage && size == 25:
		return commands.ViewImage
	}
	return view
}

// checkView checks a reply that shows a grid of size in view: the view it falls back to, the line that
// says so, the picture's legend and alt text only with the picture, and Discord's limits.
func checkView(t *testing.T, resp *router.Response, locale discordgo.Locale, view commands.View, size int, legend string) {
	t.Helper()
	want := shownAs(view, size)
	if got := viewOf(resp); got != want {
		t.Fatalf("shown as %q, want %q: %q", got, want, resp.Content)
	}
	commandtest.CheckFits(t, resp)
	// The notice says why: a grid above 9x9 has no emoji at all; a 25x25 grid's text is too long.
	tooLarge := map[discordgo.Locale]string{discordgo.EnglishUS: "is too large for", discordgo.Korean: "너무 커서"}[locale]
	noEmoji := map[discordgo.Locale]string{discordgo.EnglishUS: "(This board cannot be shown as emoji, so it is shown as ",
		discordgo.Korean: "(이 판은 이모지로 보여 드릴 수 없어 "}[locale]
	notice, other := tooLarge, noEmoji
	if view == commands.ViewEmoji && size > 9 {
		notice, other = noEmoji, tooLarge
	}
	if fell := strings.Contains(resp.Content, notice); fell != (want != view) || strings.Contains(resp.Content, other) {
		t.Errorf("fell back from %s to %s, but the notice %q is there: %v (or %q is): %q", view, want, notice, fell, other, resp.Content)
	}
	if has := strings.Contains(resp.Content, legend); legend != "" && has != (want == commands.ViewImage) {
		t.Errorf("the picture's legend %q there: %v, shown as %s", legend, has, want)
	}
	if strings.Contains(resp.Content, "%!") {
		t.Errorf("formatting error: %q", resp.Content)
	}
	if want != commands.ViewImage {
		if lines := commandtest.PictureLines(resp); len(lines) > 0 {
			t.Errorf("shown as %s, it speaks of a picture: %q", want, lines)
		}
		if w := colourWords.FindString(resp.Content); w != "" {
			t.Errorf("shown as %s, it speaks of the picture's colours (%q): %q", want, w, resp.Content)
		}
	}
	for _, f := range resp.Files {
		checkImage(t, f, size)
		alt := resp.Alt[f.Name]
		if alt == "" || utf8.RuneCountInString(alt) > router.MaxAltText {
			t.Errorf("%s: alt text of %d characters: %q", f.Name, utf8.RuneCountInString(alt), alt)
		}
		if hangul := strings.ContainsFunc(alt, func(r rune) bool { return r >= '가' && r <= '힣' }); hangul != (locale == discordgo.Korean) {
			t.Errorf("%s: alt text not in the reader's language: %q", f.Name, alt)
		}
	}
	if want == commands.ViewText && size >= 10 && !strings.Contains(resp.Content, "     1 2 3 4") {
		t.Errorf("no column numbers in the text grid: %q", resp.Content)
	}
}

// colourWords are the words of the picture's colours and marks, which no reply in emoji or text may use
// of itself.
var colourWords = regexp.MustCompile(`(?i)\b(red|blue|yellow|green|grey|gray|dark|framed)\b|빨간|파란|노란|초록|회색|검은|테두리`)

var locales = []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean}

var views = []commands.View{commands.ViewImage, commands.ViewEmoji, commands.ViewText}

// legendOf is the picture's legend of /sudoku solve and of Reveal.
var legendOf = map[discordgo.Locale]string{discordgo.EnglishUS: msgLegend.En, discordgo.Korean: msgLegend.Ko}

func TestSolveViews(t *testing.T) {
	h := newHarness(t, memory.New(), nil)
	h.Unfitted = true // measure the handler's own replies
	for _, tc := range []struct {
		name, puzzle string
		size         int
		legend       bool
	}{
		{"4x4", "1...2..3..4....2", 4, true},
		{"9x9", testWiki, 9, true},
		{"16x16", test16, 16, true},
		{"25x25", test25, 25, true},
		{"no solution", testNoSolution, 9, false},
	} {
		for _, locale := range locales {
			for _, view := range views {
				t.Run(fmt.Sprintf("%s %s %s", tc.name, locale, view), func(t *testing.T) {
					resp := solveAsNewcomer(h, locale, opt{"puzzle", tc.puzzle}, opt{"display", string(view)})
					legend := ""
					if tc.legend {
						legend = legendOf[locale]
					}
					checkView(t, resp, locale, view, tc.size, legend)
					if got := firstCode(t, resp.Content); len(got) != tc.size*tc.size {
						t.Errorf("the line to copy is %q", got)
					}
				})
			}
		}
	}
}

// newcomers counts the users (and their servers) of solveAsNewcomer.
var newcomers atomic.Int64

// solveAsNewcomer is /sudoku solve with opts from a user never seen before, in a server of their own: a
// 16x16 or 25x25 puzzle is heavy work, of which the router allows each user and each server only a few
// at once, and the tests of views solve dozens.
func solveAsNewcomer(h *commandtest.Harness, locale discordgo.Locale, opts ...opt) *router.Response {
	n := strconv.FormatInt(410000000000000000+newcomers.Add(1), 10)
	return h.Serve(commandtest.InGuild(commandtest.CommandIn(commandtest.User(n), locale, "sudoku", "solve", opts...), "g"+n))
}

// TestSeveralViews: the two solutions side by side, marked where they differ in the text; a 16x16
// pair does not fit in a message as text and comes as the two pictures.
func TestSeveralViews(t *testing.T) {
	h := newHarness(t, memory.New(), nil)
	h.Unfitted = true // measure the handler's own replies
	puzzle16 := "." + test16Solved[1:len(test16Solved)-60] + strings.Repeat(".", 60)
	for _, locale := range locales {
		for _, view := range views {
			t.Run(fmt.Sprintf("9x9 %s %s", locale, view), func(t *testing.T) {
				resp := solveAsNewcomer(h, locale, opt{"puzzle", testTwoWays}, opt{"display", string(view)})
				legend := map[discordgo.Locale]string{discordgo.EnglishUS: msgSeveralPictures.En, discordgo.Korean: msgSeveralPictures.Ko}[locale]
				checkView(t, resp, locale, view, 9, legend)
				solution := map[discordgo.Locale]string{discordgo.EnglishUS: "Solution 2:", discordgo.Korean: "답 2:"}[locale]
				if (view != commands.ViewImage) != strings.Contains(resp.Content, solution) {
					t.Errorf("second solution %q in the %s view: %q", solution, view, resp.Content)
				}
				if view == commands.ViewImage && (len(resp.Files) != 2 || resp.Alt[resp.Files[1].Name] == resp.Alt[resp.Files[0].Name]) {
					t.Errorf("%d files, alt texts %q", len(resp.Files), resp.Alt)
				}
				if view == commands.ViewText {
					checkMarked(t, resp.Content)
				}
			})
			t.Run(fmt.Sprintf("16x16 %s %s", locale, view), func(t *testing.T) {
				resp := solveAsNewcomer(h, locale, opt{"puzzle", puzzle16}, opt{"display", string(view)})
				if len(resp.Files) != 2 || utf8.RuneCountInString(resp.Content) > router.MaxContent {
					t.Fatalf("%d files, %d characters: %q", len(resp.Files), utf8.RuneCountInString(resp.Content), resp.Content)
				}
				for _, f := range resp.Files {
					checkImage(t, f, 16)
					if resp.Alt[f.Name] == "" {
						t.Errorf("%s has no alt text", f.Name)
					}
				}
			})
		}
	}
}

// TestGeneratedViews: a generated puzzle, its hints and its solution in every view, the buttons' replies
// in the presser's /settings view.
func TestGeneratedViews(t *testing.T) {
	h := newHarness(t, memory.New(), nil)
	h.Unfitted = true // measure the handler's own replies
	for _, size := range []int{4, 9, 16} {
		for _, locale := range locales {
			for _, view := range views {
				t.Run(fmt.Sprintf("%dx%d %s %s", size, size, locale, view), func(t *testing.T) {
					u := commandtest.User(fmt.Sprintf("%d-%s-%s", size, locale, view))
					if _, err := commands.ChangePrefs(context.Background(), h.Store, u.ID, func(p *commands.Prefs) { p.Display = view }); err != nil {
						t.Fatal(err)
					}
					resp := h.Command(u, locale, "sudoku", "generate", opt{"size", size}, opt{"display", string(view)})
					checkView(t, resp, locale, view, size, "")
					if len(commandtest.Buttons(resp)) != 2 {
						t.Fatalf("the buttons are gone: %+v", resp.Components)
					}
					hintLegend := map[discordgo.Locale]string{discordgo.EnglishUS: msgHintLegend.En, discordgo.Korean: msgHintLegend.Ko}[locale]
					for range 2 {
						hint := h.Serve(commandtest.PressIn(u, locale, commandtest.Buttons(resp)[0].CustomID))
						checkView(t, hint, locale, view, size, hintLegend)
						marked := msgHintMarked.F(i18n.FromLocale(string(locale)), codeSpan(string(textHighlight)), "")
						marked = marked[:strings.Index(marked, "`@`")+3]
						if got := strings.Contains(hint.Content, marked); got != (shownAs(view, size) == commands.ViewText) {
							t.Errorf("the line naming this hint's cell there: %v: %q", got, hint.Content)
						}
					}
					reveal := h.Serve(commandtest.PressIn(u, locale, commandtest.Buttons(resp)[1].CustomID))
					checkView(t, reveal, locale, view, size, legendOf[locale])
				})
			}
		}
	}
}

// TestHintStepsMakeRoom: a hint whose steps are long still fits in a message with its grid as emoji or
// text: the steps are cut to the room the grid leaves, rather than the grid dropped for the picture; and
// a grid too large to fit beside any steps leaves them the room of the picture.
func TestHintStepsMakeRoom(t *testing.T) {
	var steps []sudoku.Step
	for i := range 60 {
		steps = append(steps, sudoku.Step{Technique: sudoku.Pointing, Digit: i%9 + 1,
			Units:        []sudoku.Unit{{Kind: sudoku.Box, Index: i % 9}, {Kind: sudoku.Row, Index: i % 9}},
			Eliminations: []sudoku.Candidate{{Cell: sudoku.Cell{Row: i % 9, Col: 8}, Digit: i%9 + 1}}})
	}
	steps = append(steps, sudoku.Step{Technique: sudoku.NakedSingle, Cell: sudoku.Cell{Row: 3, Col: 6}, Digit: 5})
	for _, tc := range []struct {
		grid    string
		view    commands.View
		shownAs commands.View
	}{
		{testWikiSolved, commands.ViewEmoji, commands.ViewEmoji},
		{testWikiSolved, commands.ViewText, commands.ViewText},
		{test16Solved, commands.ViewText, commands.ViewText},
		{test16Solved, commands.ViewEmoji, commands.ViewText},
		{test25Solved, commands.ViewText, commands.ViewImage},
		{testWikiSolved, commands.ViewImage, commands.ViewImage},
	} {
		for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
			g := mustParse(t, tc.grid)
			b := New(commands.Env{}, Config{}).board(lang, "sudoku-hint.png", g, g, []sudoku.Cell{{Row: 3, Col: 6}}, i18n.Plain("alt"), msgHintMarked.Format(codeSpan("@"), msgRowColumn.Format(4, 7)), msgFilledHints)
			header := msgHintHeader.F(lang, 12, nEarlierHints.N(11))
			text, _ := stepsText(steps, g.Size(), lang, stepsRoom(tc.view, b, header, msgHintLegend.In(lang)), stepsFile)
			resp := &router.Response{Content: header + "\n" + text}
			used, err := show(resp, lang, tc.view, b, msgHintLegend)
			if err != nil || used != tc.shownAs {
				t.Errorf("%dx%d %s in %v: shown as %s (%v), want %s", g.Size(), g.Size(), tc.view, lang, used, err, tc.shownAs)
			}
			if n := utf8.RuneCountInString(resp.Content); n > router.MaxContent || n < 600 {
				t.Errorf("%dx%d %s in %v: %d characters, want the steps to fill a message up to 2,000", g.Size(), g.Size(), tc.view, lang, n)
			}
			if !strings.Contains(resp.Content, "…") || !strings.Contains(resp.Content, "61. ") {
				t.Errorf("%dx%d %s in %v: the steps are not cut, or the placement is missing: %q", g.Size(), g.Size(), tc.view, lang, resp.Content)
			}
		}
	}
}

// TestEmojiTellsGivensFromFilled: every reply that shows a grid with digits filled in as emoji (a
// solution, Reveal, a hint, two solutions) shows the givens as keycaps and the digits filled in as clock
// faces, as a game's board does, with the line that says so and who filled them in; a grid with nothing
// filled in (a new puzzle) is keycaps alone, without the line.
func TestEmojiTellsGivensFromFilled(t *testing.T) {
	h := newHarness(t, memory.New(), nil)
	count := func(s string, set []string) int {
		n := 0
		for _, e := range set[1:] {
			n += strings.Count(s, e)
		}
		return n
	}
	keycaps := []string{""}
	for d := 1; d <= 9; d++ {
		keycaps = append(keycaps, keycapOf(d))
	}
	clocks := playClocks[:]
	for _, locale := range locales {
		lang := i18n.FromLocale(string(locale))
		legend := func(filled i18n.Text) string {
			return msgEmojiLegend.F(lang, keycapOf(3), filled.In(lang), playClocks[3])
		}
		check := func(name string, resp *router.Response, givens, filled int, filledBy i18n.Text) {
			t.Helper()
			grids := strings.ReplaceAll(resp.Content, legend(filledBy), "") // its example keycap and clock
			if k, c := count(grids, keycaps), count(grids, clocks); k != givens || c != filled {
				t.Errorf("%s in %s: %d keycaps and %d clocks, want %d givens and %d digits filled in: %s", name, locale, k, c, givens, filled, resp.Content)
			}
			if has := strings.Contains(resp.Content, legend(filledBy)); has != (filled > 0) {
				t.Errorf("%s in %s: the legend %q there: %v, want %v: %s", name, locale, legend(filledBy), has, filled > 0, resp.Content)
			}
		}
		solve := h.Command(alice, locale, "sudoku", "solve", opt{"puzzle", testWiki}, opt{"display", "emoji"})
		check("solve 9x9", solve, 30, 51, msgFilledFound)
		solve4 := h.Command(alice, locale, "sudoku", "solve", opt{"puzzle", "1...2..3..4....2"}, opt{"display", "emoji"})
		check("solve 4x4", solve4, 5, 11, msgFilledFound)
		several := h.Command(alice, locale, "sudoku", "solve", opt{"puzzle", testTwoWays}, opt{"display", "emoji"})
		check("two solutions", several, 2*29, 2*52, msgFilledFound)

		u := commandtest.User("emoji-" + string(locale))
		if _, err := commands.ChangePrefs(context.Background(), h.Store, u.ID, func(p *commands.Prefs) { p.Display = commands.ViewEmoji }); err != nil {
			t.Fatal(err)
		}
		gen := h.Command(u, locale, "sudoku", "generate", opt{"display", "emoji"})
		puzzle := mustParse(t, firstCode(t, gen.Content))
		given := puzzle.Givens()
		check("new puzzle", gen, given, 0, msgFilledFound)
		for i := 1; i <= 2; i++ {
			hint := h.Serve(commandtest.PressIn(u, locale, commandtest.Buttons(gen)[0].CustomID))
			check(fmt.Sprintf("hint %d", i), hint, given, i, msgFilledHints)
		}
		reveal := h.Serve(commandtest.PressIn(u, locale, commandtest.Buttons(gen)[1].CustomID))
		check("reveal", reveal, given, 81-given, msgFilledFound)
	}
}

// checkMarked checks that every cell the text names as differing ("r2c9: 8 or 7") is marked
// textHighlight in the first grid drawn. Which two solutions a puzzle with several shows is the solver's
// business (the order of its search), so the cells are read from the message rather than written into
// the test.
func checkMarked(t *testing.T, content string) {
	t.Helper()
	cells := regexp.MustCompile(`r(\d)c(\d): \d`).FindAllStringSubmatch(content, -1)
	if len(cells) == 0 {
		t.Fatalf("no differing cells named: %q", content)
	}
	rows := map[byte]string{}
	for _, line := range strings.Split(content, "\n") {
		if len(line) > 3 && line[0] >= '1' && line[0] <= '9' && line[1:3] == " |" {
			if _, seen := rows[line[0]]; !seen { // the first grid
				rows[line[0]] = line
			}
		}
	}
	for _, c := range cells {
		line, col := rows[c[1][0]], int(c[2][0]-'1')
		i := 3 + 2*col + 2*(col/3) // "2 | 6@7*2 |": the place before the cell's digit
		if i >= len(line) || line[i] != textHighlight {
			t.Errorf("r%sc%s differs but is not marked %c in %q", c[1], c[2], textHighlight, line)
		}
	}
}

// TestAltText pins the alt text of each kind of picture /sudoku sends, in both languages, against
// testdata/alt_NAME.txt (English, an empty line, Korean; go test ./commands/sudoku -run TestAltText
// -update rewrites them, to be read before committing): the headline, then the grid row by row in the
// plainest form that fits Discord's 1,024 characters, the last rows cut with a sentence when none does;
// then, for a grid with digits filled in, as many of them as fit, cell and digit.
func TestAltText(t *testing.T) {
	g := func(s string) sudoku.Grid { return mustParse(t, s) }
	cell := sudoku.Cell{Row: 2, Col: 6}
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
		{"9x9_hint", msgAltHint.Format(9, nGivens.N(30), nDigits.N(1), cell),
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
			// The pictures of grids with digits filled in list them after the rows (foundAlt).
			switch tc.name {
			case "9x9_solution":
				alt = foundAlt(tc.headline, g(testWiki), tc.grid, msgAltFound)
			case "9x9_hint":
				alt = foundAlt(tc.headline, g(testWiki), tc.grid, msgAltFromHints)
			case "16x16_solution":
				alt = foundAlt(tc.headline, puzzle16, tc.grid, msgAltFound)
			case "25x25_solution", "25x25_two_solutions":
				alt = foundAlt(tc.headline, puzzle25, tc.grid, msgAltFound)
			}
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
				if cut := !strings.Contains(text, last+" ") && !strings.HasSuffix(text, last); cut != tc.cut[i] {
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
