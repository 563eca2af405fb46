package sudoku

import (
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
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
