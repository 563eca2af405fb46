package sudoku

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
)

// What each view of a game being played marks, and that its words describe that view and no other:
// the wrong cells red in the picture, ❌ in emoji, marked ! in text; the givens apart from the digits
// written in; the notes and the chosen cell in text; the picture's alt text at the end.

// pressAs presses the control of resp that does what as alice in locale and returns the updated message.
func pressAs(t *testing.T, h *commandtest.Harness, locale discordgo.Locale, resp *router.Response, what string, values ...string) *router.Response {
	t.Helper()
	id, enabled := control(t, resp, what)
	if !enabled {
		t.Fatalf("%s is disabled in %q", what, resp.Content)
	}
	r := h.Serve(commandtest.PressIn(alice, locale, id, values...))
	if !r.Update {
		t.Fatalf("%s: a reply that does not update the game: %q", what, r.Content)
	}
	return r
}

// chooseAs chooses cell i of an n x n game's message as alice in locale.
func chooseAs(t *testing.T, h *commandtest.Harness, locale discordgo.Locale, resp *router.Response, n, i int) *router.Response {
	t.Helper()
	if n == 4 {
		return pressAs(t, h, locale, resp, "cell", strconv.Itoa(i))
	}
	resp = pressAs(t, h, locale, resp, "row", strconv.Itoa(i/n+1))
	return pressAs(t, h, locale, resp, "col", strconv.Itoa(i%n+1))
}

// writeAs writes digit d in the chosen cell as alice in locale.
func writeAs(t *testing.T, h *commandtest.Harness, locale discordgo.Locale, resp *router.Response, n, d int) *router.Response {
	t.Helper()
	if n > 9 {
		return pressAs(t, h, locale, resp, "dig", strconv.Itoa(d))
	}
	return pressAs(t, h, locale, resp, "d"+strconv.Itoa(d))
}

// TestPlayWrongCellsInEachView writes a wrong digit and checks it, in every view and both languages:
// the view marks the cell, one line says how and where, and no line speaks of another view's marks (red,
// !, ❌) or of a picture that is not there. A 16x16 game asked for in emoji is shown as text, and
// speaks as the text.
func TestPlayWrongCellsInEachView(t *testing.T) {
	for _, tc := range []struct {
		size   int
		view   string
		locale discordgo.Locale
		files  int
		want   string   // the line that names the wrong cell, before the cell
		not    []string // words of the other views
	}{
		{9, "image", discordgo.EnglishUS, 1, "Wrong, in red: ", []string{"`!`", "`*`", "❌"}},
		{9, "emoji", discordgo.EnglishUS, 0, "Wrong, shown as ❌: ", []string{"red", "`!`", "`*`"}},
		{9, "text", discordgo.EnglishUS, 0, "Wrong, marked `!`: ", []string{"red", "bracket", "❌"}},
		{4, "emoji", discordgo.EnglishUS, 0, "Wrong, shown as ❌: ", []string{"red", "`!`", "`*`"}},
		{16, "emoji", discordgo.EnglishUS, 0, "Wrong, marked `!`: ", []string{"red", "bracket", "❌"}},
		{9, "image", discordgo.Korean, 1, "틀린 칸 (빨간색): ", []string{"`!`", "`*`", "❌"}},
		{9, "emoji", discordgo.Korean, 0, "틀린 칸 (❌ 표시): ", []string{"빨간", "`!`", "`*`"}},
		{9, "text", discordgo.Korean, 0, "틀린 칸 (`!` 표시): ", []string{"빨간", "괄호", "❌"}},
	} {
		t.Run(strconv.Itoa(tc.size)+" "+tc.view+" "+string(tc.locale), func(t *testing.T) {
			h, _, _ := playHarness(t)
			resp := h.Serve(commandtest.CommandIn(alice, tc.locale, "sudoku", "play", opt{"size", tc.size}, opt{"display", tc.view}))
			p := stored(t, h, gameID(t, resp))
			cell := blanks(p)[0]
			resp = chooseAs(t, h, tc.locale, resp, tc.size, cell)
			resp = writeAs(t, h, tc.locale, resp, tc.size, p.answer(cell)%tc.size+1)
			resp = pressAs(t, h, tc.locale, resp, "check")
			if len(resp.Files) != tc.files {
				t.Fatalf("%d files, want %d:\n%s", len(resp.Files), tc.files, resp.Content)
			}
			name := cellOf(tc.size, cell).String()
			if !strings.Contains(resp.Content, tc.want+name+".") {
				t.Errorf("no %q%s. in:\n%s", tc.want, name, resp.Content)
			}
			for _, w := range tc.not {
				if strings.Contains(strings.ToLower(resp.Content), w) {
					t.Errorf("the %s view says %q:\n%s", tc.view, w, resp.Content)
				}
			}
			if fellBack := strings.Contains(resp.Content, "(This board cannot be shown as emoji, so it is shown as text.)"); fellBack != (tc.size > 9 && tc.view == "emoji") {
				t.Errorf("the line about the fallback from emoji there: %v:\n%s", fellBack, resp.Content)
			}
			if lines := commandtest.PictureLines(resp); len(lines) > 0 {
				t.Errorf("lines about a picture not attached: %q", lines)
			}
			switch {
			case tc.files == 1:
				if alt := resp.Alt["sudoku-game.png"]; !strings.Contains(alt, name) {
					t.Errorf("the alt text does not name the wrong cell %s: %q", name, alt)
				}
			case strings.Contains(tc.want, "❌"):
				if strings.Count(resp.Content, playWrong) != 2 {
					t.Errorf("the grid does not show one %s:\n%s", playWrong, resp.Content)
				}
			default:
				if !strings.Contains(resp.Content, string(textWrong)+string(symbolOf(tc.size, p.answer(cell)%tc.size+1))) {
					t.Errorf("the wrong digit is not marked %c:\n%s", textWrong, resp.Content)
				}
			}
		})
	}
}

func symbolOf(n, d int) byte { return sym(n, d)[0] }

// writeOneDigit starts a 9x9 game in view for alice in locale and writes the right digit d in its first
// blank cell; it returns the reply, the stored game before the digit, and d.
func writeOneDigit(t *testing.T, locale discordgo.Locale, view string) (*router.Response, *Play, int) {
	t.Helper()
	h, _, _ := playHarness(t)
	resp := h.Serve(commandtest.CommandIn(alice, locale, "sudoku", "play", opt{"display", view}))
	p := stored(t, h, gameID(t, resp))
	cell := blanks(p)[0]
	resp = chooseAs(t, h, locale, resp, 9, cell)
	d := p.answer(cell)
	return writeAs(t, h, locale, resp, 9, d), p, d
}

// TestPlayEmojiTellsGivensApart: in the emoji view a digit written in is a clock face, never a keycap
// like the givens, and the legend says so.
func TestPlayEmojiTellsGivensApart(t *testing.T) {
	for _, tc := range []struct {
		locale discordgo.Locale
		legend string
	}{
		{discordgo.EnglishUS, "Givens are keycaps (3️⃣); digits written in are clock faces, the hour for the digit (🕒 is 3)."},
		{discordgo.Korean, "주어진 숫자는 키캡(3️⃣), 써 넣은 숫자는 시계 이모지로 나타내며, 시계가 가리키는 시가 그 숫자입니다 (🕒 = 3)."},
	} {
		resp, p, d := writeOneDigit(t, tc.locale, "emoji")
		if !strings.Contains(resp.Content, tc.legend) {
			t.Errorf("%s: the legend %q is missing:\n%s", tc.locale, tc.legend, resp.Content)
		}
		if keycaps := strings.Count(resp.Content, "\u20e3") - 1; keycaps != p.puzzle.Givens.Givens() { // one in the legend
			t.Errorf("%s: %d keycaps for %d givens:\n%s", tc.locale, keycaps, p.puzzle.Givens.Givens(), resp.Content)
		}
		row := strings.Split(resp.Content[strings.Index(resp.Content, playClocks[d]):], "\n")[0]
		if !strings.Contains(resp.Content, playClocks[d]) || strings.Contains(row, "Givens") {
			t.Errorf("%s: the digit %d written in is not a clock face in the grid:\n%s", tc.locale, d, resp.Content)
		}
	}
}

// TestPlayTextTellsGivensApart: in the text view a digit written in has a star before it, which the
// givens do not, and the legend under the grid says so, in every language.
func TestPlayTextTellsGivensApart(t *testing.T) {
	for _, tc := range []struct {
		locale discordgo.Locale
		legend string
	}{
		{discordgo.EnglishUS, "Givens are plain (`3`); digits written in have `*` before them (`*3`)."},
		{discordgo.Korean, "주어진 숫자는 그대로(`3`), 써 넣은 숫자는 앞에 `*`를 붙여 나타냅니다 (`*3`)."},
		{discordgo.Japanese, "問題の数字はそのまま（`3`）、書き込んだ数字は前に`*`が付きます（`*3`）。"},
		{discordgo.SpanishES, "Los números iniciales van solos (`3`); los números escritos llevan `*` delante (`*3`)."},
		{discordgo.PortugueseBR, "Os números iniciais aparecem sozinhos (`3`); os números escritos têm `*` na frente (`*3`)."},
	} {
		resp, _, d := writeOneDigit(t, tc.locale, "text")
		m := codeBlock.FindStringSubmatch(resp.Content)
		if m == nil {
			t.Fatalf("%s: no grid in %q", tc.locale, resp.Content)
		}
		if under := strings.SplitN(resp.Content, m[0], 2)[1]; !strings.Contains(under, tc.legend) {
			t.Errorf("%s: the legend %q is not under the grid:\n%s", tc.locale, tc.legend, resp.Content)
		}
		if stars := strings.Count(m[1], string(textWritten)); stars != 1 || !strings.Contains(m[1], string(textWritten)+strconv.Itoa(d)) {
			t.Errorf("%s: %d stars in the grid, want one, before the %d written in:\n%s", tc.locale, stars, d, resp.Content)
		}
	}
}

// TestPlayTextShowsNotesAndChoice: the text view points at the chosen row and column, says so, and lists
// the notes of every cell, in both languages.
func TestPlayTextShowsNotesAndChoice(t *testing.T) {
	for _, tc := range []struct {
		locale       discordgo.Locale
		chosen, note string // before the cell's name, and the line of its notes
	}{
		{discordgo.EnglishUS, "v and < point at the chosen cell, ", "Notes: %s: 1, 2."},
		{discordgo.Korean, "v와 < 표시가 가리키는 칸이 고른 칸 ", "메모: %s: 1, 2."},
	} {
		h, _, _ := playHarness(t)
		resp := h.Serve(commandtest.CommandIn(alice, tc.locale, "sudoku", "play", opt{"display", "text"}))
		p := stored(t, h, gameID(t, resp))
		cell := blanks(p)[len(blanks(p))-1]
		name := cellOf(9, cell).String()
		words := msgRowColumn.Format(cell/9+1, cell%9+1).In(i18n.FromLocale(string(tc.locale)))
		resp = chooseAs(t, h, tc.locale, resp, 9, cell)
		resp = pressAs(t, h, tc.locale, resp, "pen")
		resp = pressAs(t, h, tc.locale, resp, "d1")
		resp = pressAs(t, h, tc.locale, resp, "d2")
		m := codeBlock.FindStringSubmatch(resp.Content)
		if m == nil {
			t.Fatalf("%s: no grid in %q", tc.locale, resp.Content)
		}
		lines := strings.Split(m[1], "\n")
		if want := strings.Repeat(" ", 3+2*(cell%9)+2*(cell%9/3)+1) + "v"; lines[1] != want {
			t.Errorf("%s: the column pointer %q, want %q:\n%s", tc.locale, lines[1], want, resp.Content)
		}
		if row := lines[3+cell/9+cell/27]; !strings.HasPrefix(row, strconv.Itoa(cell/9+1)+" |") || !strings.HasSuffix(row, "| <") {
			t.Errorf("%s: the row pointer: %q:\n%s", tc.locale, row, resp.Content)
		}
		for _, want := range []string{tc.chosen + words, strings.Replace(tc.note, "%s", name, 1)} {
			if !strings.Contains(resp.Content, want) {
				t.Errorf("%s: no %q in:\n%s", tc.locale, want, resp.Content)
			}
		}
	}
}

// TestPlayAltAtTheEnd: the picture's alt text says that the game is being played, and once solved that it
// is solved, never "being played".
func TestPlayAltAtTheEnd(t *testing.T) {
	h, clock, _ := playHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4}, opt{"display", "image"})
	if alt := resp.Alt["sudoku-game.png"]; !strings.HasPrefix(alt, "A 4x4 Sudoku being played:") {
		t.Errorf("the alt text in play: %q", alt)
	}
	id := gameID(t, resp)
	resp = solveAll(t, h, clock, alice, resp)
	alt := resp.Alt["sudoku-game.png"]
	if !strings.HasPrefix(alt, "A 4x4 Sudoku, solved:") || strings.Contains(alt, "being played") || strings.Contains(alt, "chosen") {
		t.Errorf("the alt text at the end: %q", alt)
	}
	ko, err := (&Command{}).playReply(stored(t, h, id), choice{row: -1, col: -1}, i18n.Korean, "", "")
	if err != nil {
		t.Fatal(err)
	}
	if alt := ko.Alt["sudoku-game.png"]; !strings.HasPrefix(alt, "다 푼 4x4 스도쿠:") || strings.Contains(alt, "풀고 있는") {
		t.Errorf("the alt text at the end in Korean: %q", alt)
	}
}

// TestPlayViewsFromStartToEnd plays a 4x4 game to its end in emoji and in text, in both languages: no
// reply speaks of a picture or of its colours, at the start, after a note and a hint, or at the end.
func TestPlayViewsFromStartToEnd(t *testing.T) {
	for _, view := range []string{"emoji", "text"} {
		for _, locale := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean} {
			h, _, _ := playHarness(t)
			check := func(what string, resp *router.Response) {
				t.Helper()
				if lines := commandtest.PictureLines(resp); len(lines) > 0 || len(resp.Files) > 0 {
					t.Errorf("%s %s, %s: %d files, lines about a picture: %q", view, locale, what, len(resp.Files), lines)
				}
				if w := colourWords.FindString(resp.Content); w != "" {
					t.Errorf("%s %s, %s: the picture's colours (%q):\n%s", view, locale, what, w, resp.Content)
				}
			}
			resp := h.Serve(commandtest.CommandIn(alice, locale, "sudoku", "play", opt{"size", 4}, opt{"display", view}))
			check("the start", resp)
			p := stored(t, h, gameID(t, resp))
			free := blanks(p)
			resp = chooseAs(t, h, locale, resp, 4, free[0])
			resp = pressAs(t, h, locale, resp, "pen")
			resp = pressAs(t, h, locale, resp, "d1")
			resp = pressAs(t, h, locale, resp, "pen")
			check("a note", resp)
			resp = pressAs(t, h, locale, resp, "hint")
			check("a hint", resp)
			for _, i := range free {
				if q := stored(t, h, p.ID); q.at(i) == 0 {
					resp = chooseAs(t, h, locale, resp, 4, i)
					resp = writeAs(t, h, locale, resp, 4, p.answer(i))
				}
			}
			if !stored(t, h, p.ID).over() {
				t.Fatalf("%s %s: not over:\n%s", view, locale, resp.Content)
			}
			check("the end", resp)
		}
	}
}

// TestPlayManyNotesFit: a 16x16 game with notes in every blank cell, in text (and in emoji, which it
// falls back from), lists as many notes as fit beside the grid and counts the rest, rather than leaving
// the text for the picture; a 9x9 game lists all of its notes in emoji.
func TestPlayManyNotesFit(t *testing.T) {
	for _, tc := range []struct {
		size int
		view string
		all  bool // every cell's notes listed
	}{
		{16, "text", false},
		{16, "emoji", false},
		{9, "emoji", true},
		{4, "text", true},
	} {
		h, _, _ := playHarness(t)
		resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", tc.size}, opt{"display", tc.view})
		p := stored(t, h, gameID(t, resp))
		for _, i := range blanks(p) {
			if len(p.Marks) == 0 {
				p.Marks = make([]uint32, len(p.Cells))
			}
			p.Marks[i] = 1<<1 | 1<<2 | 1<<3 | 1<<4
		}
		reply, err := (&Command{}).playReply(p, firstChoice(p), i18n.English, "", "")
		if err != nil {
			t.Fatal(err)
		}
		n := utf8.RuneCountInString(reply.Content)
		more := strings.Contains(reply.Content, " more.")
		if len(reply.Files) != 0 || n > router.MaxContent || !strings.Contains(reply.Content, "Notes: ") || more == tc.all {
			t.Errorf("%dx%d %s: %d files, %d characters, more listed elsewhere %v:\n%s", tc.size, tc.size, tc.view, len(reply.Files), n, more, reply.Content)
		}
	}
}

// TestPlayAltListsNotes: the picture's alt text lists the notes of the blank cells as the text and emoji
// views do (a reader of the alt text learnt only how many cells had notes), after the grid, as many as
// fit in Discord's 1,024 characters and how many more, the grid itself never cut for them.
func TestPlayAltListsNotes(t *testing.T) {
	for _, tc := range []struct {
		size int
		all  bool // every cell's notes listed
	}{
		{4, true},
		{9, false}, // four notes in every blank cell of a 9x9 do not all fit beside its grid
		{16, false},
	} {
		h, _, _ := playHarness(t)
		resp := h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", tc.size}, opt{"display", "image"})
		p := stored(t, h, gameID(t, resp))
		without := playAlt(p, p.grid(), nil, firstChoice(p)).In(i18n.English)
		p.Marks = make([]uint32, len(p.Cells))
		for _, i := range blanks(p) {
			p.Marks[i] = 1<<1 | 1<<2 | 1<<3 | 1<<4
		}
		for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
			alt := playAlt(p, p.grid(), nil, firstChoice(p)).In(lang)
			first := cellOf(p.size(), blanks(p)[0]).String()
			note := map[i18n.Lang]string{i18n.English: "Notes: " + first + ": 1, 2, 3, 4", i18n.Korean: "메모: " + first + ": 1, 2, 3, 4"}[lang]
			more := strings.Contains(alt, " more.") || strings.Contains(alt, "; 외 ")
			if n := utf8.RuneCountInString(alt); n > router.MaxAltText || !strings.Contains(alt, note) || more == tc.all {
				t.Errorf("%dx%d in %v: %d characters, more listed elsewhere %v, want the notes:\n%s", tc.size, tc.size, lang, n, more, alt)
			}
		}
		// The grid's words come first, whole, as they were without notes.
		if alt := playAlt(p, p.grid(), nil, firstChoice(p)).In(i18n.English); tc.size <= 9 && !strings.Contains(alt, without[strings.Index(without, "Row 1"):]) {
			t.Errorf("%dx%d: the grid's words changed with the notes:\n%s\nwithout notes:\n%s", tc.size, tc.size, alt, without)
		}
	}
}
