package sudoku

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

// TestPlayControlsFitDiscord draws the controls of every size, in every state that changes them (nothing
// chosen, a cell, notes mode, a daily game), in both languages, with the longest game id there can be,
// and checks them against Discord's limits: 5 rows; 5 buttons or one menu of at most 25 options a row;
// custom_ids of at most 100 characters, each once in the message; labels, values and descriptions
// within theirs.
func TestPlayControlsFitDiscord(t *testing.T) {
	longID := strings.Repeat("Z", 32)
	for _, size := range []int{4, 9, 16} {
		p, err := sudoku.Generate(context.Background(), sudoku.GenerateOptions{Size: size, Seed: 1})
		if err != nil {
			t.Fatal(err)
		}
		for _, daily := range []bool{false, true} {
			g := newPlay(longID, p, "1234567890123456789", playStart)
			g.Seq = 99999
			if daily {
				g.Day = "2026-05-01"
			}
			for _, ch := range []choice{{row: -1, col: -1}, {row: size - 1, col: size - 1}, {row: 0, col: -1, pencil: true}, firstChoice(g)} {
				for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
					checkComponents(t, size, playControls(g, ch, lang, false))
					checkComponents(t, size, playControls(g, ch, lang, daily)) // an earlier day's board
				}
			}
		}
	}
}

func checkComponents(t *testing.T, size int, rows []discordgo.MessageComponent) {
	t.Helper()
	if len(rows) > 5 {
		t.Errorf("%dx%d: %d rows", size, size, len(rows))
	}
	seen := map[string]bool{}
	id := func(s string) {
		if utf8.RuneCountInString(s) > router.MaxCustomID || seen[s] {
			t.Errorf("%dx%d: custom_id %q too long or twice", size, size, s)
		}
		seen[s] = true
	}
	for _, row := range rows {
		cs := row.(discordgo.ActionsRow).Components
		if len(cs) > 5 {
			t.Errorf("%dx%d: a row of %d", size, size, len(cs))
		}
		for _, c := range cs {
			switch c := c.(type) {
			case discordgo.Button:
				id(c.CustomID)
				if n := utf8.RuneCountInString(c.Label); n == 0 || n > router.MaxButtonLabel {
					t.Errorf("%dx%d: label %q", size, size, c.Label)
				}
			case discordgo.SelectMenu:
				id(c.CustomID)
				if len(cs) != 1 || len(c.Options) > router.MaxSelectOptions || len(c.Options) == 0 {
					t.Errorf("%dx%d: a menu of %d options beside %d components", size, size, len(c.Options), len(cs)-1)
				}
				for _, o := range c.Options {
					for _, s := range []string{o.Label, o.Value, o.Description} {
						if utf8.RuneCountInString(s) > 100 {
							t.Errorf("%dx%d: menu text %q", size, size, s)
						}
					}
				}
			}
		}
	}
}

// TestPlay16x16Menus plays on a 16x16 grid, whose digits are in a menu: a note, then a digit, chosen by
// the row and column menus.
func TestPlay16x16Menus(t *testing.T) {
	h, _, _ := playHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 16}, opt{"display", "text"})
	if len(resp.Components) != 4 {
		t.Errorf("a 16x16 game has %d rows of controls, want the row, column and digit menus and the tools", len(resp.Components))
	}
	p := stored(t, h, gameID(t, resp))
	cell := blanks(p)[len(blanks(p))-1]
	resp = goTo(t, h, alice, resp, 16, cell/16, cell%16)
	resp = use(t, h, alice, resp, "pen")
	resp = use(t, h, alice, resp, "dig", "16")
	if !strings.Contains(resp.Content, "notes: G.") {
		t.Errorf("a note of 16 (G):\n%s", resp.Content)
	}
	resp = use(t, h, alice, resp, "pen")
	resp = use(t, h, alice, resp, "dig", strconv.Itoa(p.answer(cell)))
	if q := stored(t, h, p.ID); q.at(cell) != p.answer(cell) || q.marks(cell) != 0 {
		t.Errorf("%s holds %d with notes %b", cellOf(16, cell), q.at(cell), q.marks(cell))
	}
	if r := h.Press(alice, controlOf(t, resp, "dig"), "17"); !r.Private {
		t.Errorf("a digit 17 on a 16x16 grid: %q", r.Content)
	}
}

// english finds English words left in a Korean text, outside code blocks, mentions, timestamps and cell
// names: three letters or more.
var (
	markup  = regexp.MustCompile("(?s)```.*?```|<[@t][^>]*>|r\\d+c\\d+|\\d+x\\d+")
	english = regexp.MustCompile(`[A-Za-z]{3,}`)
)

// TestPlayKorean plays a 4x4 game in Korean to its end: every text of every reply, its controls' labels
// and its picture's description is Korean.
func TestPlayKorean(t *testing.T) {
	h, _, _ := playHarness(t)
	press := func(resp *router.Response, what string, values ...string) *router.Response {
		t.Helper()
		r := h.Serve(commandtest.PressIn(alice, discordgo.Korean, controlOf(t, resp, what), values...))
		checkKorean(t, r)
		return r
	}
	resp := h.Command(alice, discordgo.Korean, "sudoku", "play", opt{"size", 4})
	checkKorean(t, resp)
	p := stored(t, h, gameID(t, resp))
	free := blanks(p)
	resp = press(resp, "pen")
	resp = press(resp, "d1")
	resp = press(resp, "pen")
	resp = press(resp, "d"+strconv.Itoa(p.answer(free[0])%4+1))
	resp = press(resp, "check")
	resp = press(resp, "hint")
	resp = press(resp, "undo")
	resp = press(resp, "erase")
	for _, i := range free {
		if q := stored(t, h, p.ID); q.at(i) == 0 {
			resp = press(resp, "cell", strconv.Itoa(i))
			resp = press(resp, "d"+strconv.Itoa(p.answer(i)))
		}
	}
	if !strings.Contains(resp.Content, "**완성!**") {
		t.Errorf("the end in Korean:\n%s", resp.Content)
	}
}

func checkKorean(t *testing.T, r *router.Response) {
	t.Helper()
	texts := []string{r.Content}
	for _, b := range commandtest.Buttons(r) {
		texts = append(texts, b.Label)
	}
	for _, m := range commandtest.Selects(r) {
		texts = append(texts, m.Placeholder)
		for _, o := range m.Options {
			texts = append(texts, o.Description)
		}
	}
	for _, a := range r.Alt {
		texts = append(texts, a)
	}
	for _, f := range r.Followups {
		texts = append(texts, f.Content)
	}
	for _, s := range texts {
		if w := english.FindString(markup.ReplaceAllString(s, " ")); w != "" {
			t.Errorf("English %q in a Korean reply:\n%s", w, s)
		}
	}
}

// TestPlayManyWrongCells: a 16x16 grid with 40 wrong digits checked names the first 30 and counts the
// rest, so that the message stays within Discord's 2,000 characters in every view.
func TestPlayManyWrongCells(t *testing.T) {
	for _, view := range []string{"text", "image"} {
		h, _, _ := playHarness(t)
		resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 16}, opt{"display", view})
		p := stored(t, h, gameID(t, resp))
		for k, i := range blanks(p)[:40] {
			at := choice{row: i / 16, col: i % 16}.String()
			h.Press(alice, router.ID(pressRoute, p.ID, strconv.Itoa(k), at, "dig"), strconv.Itoa(p.answer(i)%16+1))
		}
		resp = h.Press(alice, router.ID(pressRoute, p.ID, "40", "r0c0", "check"))
		if n := utf8.RuneCountInString(resp.Content); n > router.MaxContent || !strings.Contains(resp.Content, "Check: all 40 digits written in are wrong.") ||
			!strings.Contains(resp.Content, ", and 10 more.") {
			t.Errorf("%s: %d characters:\n%s", view, n, resp.Content)
		}
		for name, alt := range resp.Alt {
			if utf8.RuneCountInString(alt) > router.MaxAltText {
				t.Errorf("%s: the alt text of %s is %d characters", view, name, utf8.RuneCountInString(alt))
			}
		}
	}
}
