package wordle

import (
	"bytes"
	"context"
	"image/color"
	"image/png"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
)

// setPrefs stores a user's settings as /settings does.
func setPrefs(t *testing.T, h *commandtest.Harness, u *discordgo.User, view commands.View, highContrast bool) {
	t.Helper()
	if _, err := commands.ChangePrefs(context.Background(), h.Store, u.ID, func(p *commands.Prefs) {
		p.Display, p.HighContrast = view, highContrast
	}); err != nil {
		t.Fatal(err)
	}
}

// viewOf tells which view a reply shows its board in: the picture when it carries a file, text when it
// has a code block, else emoji.
func viewOf(resp *router.Response) commands.View {
	switch {
	case len(resp.Files) > 0:
		return commands.ViewImage
	case strings.Contains(resp.Content, "```"):
		return commands.ViewText
	}
	return commands.ViewEmoji
}

// wantView checks that resp shows its board in view, within Discord's 2,000 characters, with row (the
// first row's line in that view: an emoji line, a text line, or the picture's alt text of that row), in
// the colours asked for.
func wantView(t *testing.T, resp *router.Response, view commands.View, highContrast bool, lang i18n.Lang, file, row string) {
	t.Helper()
	commandtest.CheckFits(t, resp)
	if got := viewOf(resp); got != view {
		t.Fatalf("shown as %s, want %s: %q", got, view, resp.Content)
	}
	hasOrange := strings.ContainsAny(resp.Content, "🟧🟦")
	hasGreen := strings.ContainsAny(resp.Content, "🟩🟨")
	if highContrast && hasGreen || !highContrast && hasOrange {
		t.Errorf("high contrast %v, squares of the other colours: %q", highContrast, resp.Content)
	}
	green := msgGreen
	if highContrast {
		green = msgOrange
	}
	switch view {
	case commands.ViewImage:
		if resp.Files[0].Name != file || len(resp.Files) != 1 {
			t.Errorf("files %v, want %s alone", resp.Files, file)
		}
		if hasOrange || hasGreen {
			t.Errorf("the picture view has emoji rows too: %q", resp.Content)
		}
		alt := resp.Alt[file]
		if !strings.Contains(alt, row) {
			t.Errorf("alt text %q lacks %q", alt, row)
		}
		foreign := []i18n.Text{msgOrange, msgBlue}
		if highContrast {
			foreign = []i18n.Text{msgGreen, msgYellow}
		}
		for _, w := range foreign {
			if strings.Contains(alt, w.In(lang)) {
				t.Errorf("high contrast %v, but the alt text says %s: %q", highContrast, w.In(lang), alt)
			}
		}
	case commands.ViewEmoji:
		if !strings.Contains(resp.Content, row) {
			t.Errorf("emoji rows lack %q: %q", row, resp.Content)
		}
	case commands.ViewText:
		if !strings.Contains(resp.Content, "```\n"+row) || !strings.Contains(resp.Content, "`[A]` "+green.In(lang)) {
			t.Errorf("text board lacks %q or its legend: %q", row, resp.Content)
		}
	}
}

// rowIn is the line of a board's row in a view, or for the picture the words of its alt text.
func rowIn(view commands.View, lang i18n.Lang, r wordle.Row, n int, highContrast bool) string {
	switch view {
	case commands.ViewEmoji:
		return "`" + upper(r.Guess) + "` " + r.Feedback.Squares(false, highContrast)
	case commands.ViewText:
		var sb strings.Builder
		marks := map[wordle.Colour]string{wordle.Green: "[]", wordle.Yellow: "()", wordle.Grey: "  "}
		for i, c := range upper(r.Guess) {
			m := marks[r.Feedback.Colour(i)]
			sb.WriteString(m[:1] + string(c) + m[1:])
		}
		return strings.TrimRight(sb.String(), " ")
	}
	return strings.TrimSuffix(msgAltRow.F(lang, n, upper(r.Guess), ""), ".")
}

// TestViews runs every board of /wordle in each view, both languages and both colour sets: the assist,
// a game through its form and by command, and the daily with its share grid.
func TestViews(t *testing.T) {
	for _, view := range []commands.View{commands.ViewImage, commands.ViewEmoji, commands.ViewText} {
		for _, hc := range []bool{false, true} {
			for _, locale := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean} {
				lang := i18n.FromLocale(string(locale))
				name := string(view) + "/" + lang.String()
				if hc {
					name += "/high-contrast"
				}
				t.Run(name, func(t *testing.T) {
					h, _, _ := newHarness(t)
					h.Unfitted = true // measure the handler's own replies
					setPrefs(t, h, alice, "", hc)
					display := opt{"display", string(view)}

					crane, _ := wordle.ParseRow("crane", "bybbb")
					resp := h.Serve(commandtest.CommandIn(alice, locale, "wordle", "assist", opt{"guess", "crane"}, opt{"feedback", "bybbb"}, display))
					wantView(t, resp, view, hc, lang, "wordle-assist.png", rowIn(view, lang, crane, 1, hc))
					if view == commands.ViewImage {
						// the R, yellow or blue
						img, err := png.Decode(bytes.NewReader(router.FileBytes(resp.Files[0])))
						if err != nil {
							t.Fatal(err)
						}
						want := color.RGBA{0xc9, 0xb4, 0x58, 0xff}
						if hc {
							want = color.RGBA{0x85, 0xc0, 0xf9, 0xff}
						}
						if got := color.RGBAModel.Convert(img.At(16+64+4, 16+4)); got != want {
							t.Errorf("the R's tile is %v, want %v", got, want)
						}
					}

					// a game: its view is kept for the form, which has no display option
					resp = h.Serve(commandtest.CommandIn(alice, locale, "wordle", "play", display))
					if got := viewOf(resp); got != view {
						t.Errorf("play: shown as %s, want %s", got, view)
					}
					g := gameIn(t, h, "wdlp:"+alice.ID)
					word := missWords(t, g.Game.Answer, 1)[0]
					form := h.Serve(commandtest.PressIn(alice, locale, commandtest.Buttons(resp)[0].CustomID))
					resp = h.Serve(submit(alice, locale, "g", form.Modal.CustomID, word))
					first := gameIn(t, h, "wdlp:"+alice.ID).Game.Rows()[0]
					wantView(t, resp, view, hc, lang, "wordle.png", rowIn(view, lang, first, 1, hc))
					resp = h.Serve(commandtest.CommandIn(alice, locale, "wordle", "guess", opt{"word", g.Game.Answer.String()}))
					wantView(t, resp, view, hc, lang, "wordle.png", rowIn(view, lang, first, 1, hc))

					// the daily, and its share grid in the player's colours
					resp = h.Serve(commandtest.CommandIn(alice, locale, "wordle", "daily", display))
					d := gameIn(t, h, dailyKey("g", alice.ID, "2026-11-22"))
					form = h.Serve(commandtest.PressIn(alice, locale, commandtest.Buttons(resp)[0].CustomID))
					resp = h.Serve(submit(alice, locale, "g", form.Modal.CustomID, d.Game.Answer.String()))
					win := wordle.Row{Guess: d.Game.Answer, Feedback: wordle.AllGreen}
					wantView(t, resp, view, hc, lang, "wordle.png", rowIn(view, lang, win, 1, hc))
					if len(resp.Followups) != 1 || !strings.HasSuffix(resp.Followups[0].Content, "\n\n"+squares(wordle.AllGreen, hc)) {
						t.Errorf("share grid: %+v", resp.Followups)
					}
				})
			}
		}
	}
}

// TestViewChoice: the display option wins, then the view a game keeps, then the user's default, then the
// picture.
func TestViewChoice(t *testing.T) {
	h, _, _ := newHarness(t)
	if got := viewOf(h.Serve(commandtest.CommandIn(bob, discordgo.EnglishUS, "wordle", "play"))); got != commands.ViewImage {
		t.Errorf("no option, no default: %s, want the picture", got)
	}
	setPrefs(t, h, alice, commands.ViewEmoji, false)
	resp := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "play"))
	if got := viewOf(resp); got != commands.ViewEmoji {
		t.Errorf("default emoji: %s", got)
	}
	// the game in progress, shown again with an option, takes it
	resp = h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "play", opt{"display", "text"}))
	if got := viewOf(resp); got != commands.ViewText {
		t.Errorf("display:text over a default of emoji: %s", got)
	}
	// and keeps it over the default when shown again without one
	if got := viewOf(h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "play"))); got != commands.ViewText {
		t.Errorf("the game in progress shown again: %s, want its text", got)
	}
	// a change of default does not change the view of the game being played: its form updates the
	// message in the view it has
	setPrefs(t, h, alice, commands.ViewImage, false)
	g := gameIn(t, h, "wdlp:"+alice.ID)
	miss := missWords(t, g.Game.Answer, 3)
	if got := viewOf(submitGuess(t, h, alice, resp, miss[0])); got != commands.ViewText {
		t.Errorf("the form after a change of default: %s, want the game's text", got)
	}
	// /wordle guess with an option makes it the game's
	resp = h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", miss[1]}, opt{"display", "emoji"}))
	if got := viewOf(resp); got != commands.ViewEmoji {
		t.Errorf("guess display:emoji: %s", got)
	}
	if got := viewOf(submitGuess(t, h, alice, resp, miss[2])); got != commands.ViewEmoji {
		t.Errorf("the form after guess display:emoji: %s", got)
	}
	// the daily: asked again with an option, the game keeps it
	h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily"))
	resp = h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily", opt{"display", "text"}))
	if got := viewOf(resp); got != commands.ViewText {
		t.Errorf("daily display:text: %s", got)
	}
	if d := gameIn(t, h, dailyKey("g", alice.ID, "2026-11-22")); d.View != commands.ViewText {
		t.Errorf("the daily keeps %q, want text", d.View)
	}
}

// TestBoardTooLarge: a board that does not fit in the message with its text falls back to the picture,
// saying so. No Wordle board is that large (six rows and a keyboard are under 400 characters); a reply
// whose text is nearly full shows the fallback.
func TestBoardTooLarge(t *testing.T) {
	c := New(commands.Env{}, Config{Dictionary: testDictionary()})
	g := wordle.Game{Answer: mustWord(t, "crane"), Guesses: []wordle.Word{mustWord(t, "salet")}}
	keys := g.Keyboard()
	for _, tc := range []struct {
		lang i18n.Lang
		want string
	}{
		{i18n.English, "(The board is too large for emoji in one message, so it is shown as a picture.)"},
		{i18n.Korean, "(판이 한 메시지에 이모지로 보이기에는 너무 커서 그림으로 보여 드립니다.)"},
	} {
		resp := &router.Response{Content: strings.Repeat("x", 1950)}
		if err := c.show(resp, tc.lang, look{view: commands.ViewEmoji}, g.Rows(), &keys, "wordle.png"); err != nil {
			t.Fatal(err)
		}
		if viewOf(resp) != commands.ViewImage || !strings.HasSuffix(resp.Content, tc.want) || resp.Alt["wordle.png"] == "" {
			t.Errorf("%s: %d files, alt %q, text ending %q", tc.lang, len(resp.Files), resp.Alt["wordle.png"], resp.Content[1950:])
		}
	}
}

// TestAltText pins the alt text of the pictures, in both languages and both colour sets.
func TestAltText(t *testing.T) {
	game := func(answer string, guesses ...string) wordle.Game {
		g := wordle.Game{Answer: mustWord(t, answer)}
		for _, w := range guesses {
			g.Guesses = append(g.Guesses, mustWord(t, w))
		}
		return g
	}
	tiles := game("abide", "speed", "crane")
	mid := game("abide", "speed", "crane", "guide")
	empty := game("crane")
	won := game("three", "three")
	midKeys, emptyKeys := mid.Keyboard(), empty.Keyboard()
	for _, tc := range []struct {
		name   string
		rows   wordle.History
		keys   *wordle.Keyboard
		hc     bool
		en, ko string
	}{
		{"assist", tiles.Rows(), nil, false,
			"Wordle board, 2 of 6 rows filled. Row 1, SPEED: E at 3, D elsewhere in the word (yellow); S, P not in the word; no other E. " +
				"Row 2, CRANE: E in the right place (green); A elsewhere in the word (yellow); C, R, N not in the word.",
			"워들 판, 6줄 중 2줄을 채움. 1번째 줄 SPEED: 3번째 글자 E, D 다른 자리(노랑); S, P 없음; E 더 없음. " +
				"2번째 줄 CRANE: E 자리까지 맞음(초록); A 다른 자리(노랑); C, R, N 없음."},
		// with high contrast, blue is said to mean elsewhere in the word, never left to mean it alone
		{"assist, high contrast", tiles.Rows(), nil, true,
			"Wordle board, 2 of 6 rows filled. Row 1, SPEED: E at 3, D elsewhere in the word (blue); S, P not in the word; no other E. " +
				"Row 2, CRANE: E in the right place (orange); A elsewhere in the word (blue); C, R, N not in the word.",
			"워들 판, 6줄 중 2줄을 채움. 1번째 줄 SPEED: 3번째 글자 E, D 다른 자리(파랑); S, P 없음; E 더 없음. " +
				"2번째 줄 CRANE: E 자리까지 맞음(주황); A 다른 자리(파랑); C, R, N 없음."},
		{"game", mid.Rows(), &midKeys, false,
			"Wordle board, 3 of 6 rows filled. Row 1, SPEED: E at 3, D elsewhere in the word (yellow); S, P not in the word; no other E. " +
				"Row 2, CRANE: E in the right place (green); A elsewhere in the word (yellow); C, R, N not in the word. " +
				"Row 3, GUIDE: I, D, E in the right place (green); G, U not in the word. " +
				"Keyboard: placed (green): D E I; in the word, not placed (yellow): A; not in the word: C G N P R S U; not tried yet: B F H J K L M O Q T V W X Y Z.",
			"워들 판, 6줄 중 3줄을 채움. 1번째 줄 SPEED: 3번째 글자 E, D 다른 자리(노랑); S, P 없음; E 더 없음. " +
				"2번째 줄 CRANE: E 자리까지 맞음(초록); A 다른 자리(노랑); C, R, N 없음. " +
				"3번째 줄 GUIDE: I, D, E 자리까지 맞음(초록); G, U 없음. " +
				"키보드: 자리 찾음(초록): D E I; 있지만 자리 모름(노랑): A; 단어에 없음: C G N P R S U; 아직 안 쓴 글자: B F H J K L M O Q T V W X Y Z."},
		{"game, high contrast", mid.Rows()[2:], &midKeys, true,
			"Wordle board, 1 of 6 rows filled. Row 1, GUIDE: I, D, E in the right place (orange); G, U not in the word. " +
				"Keyboard: placed (orange): D E I; in the word, not placed (blue): A; not in the word: C G N P R S U; not tried yet: B F H J K L M O Q T V W X Y Z.",
			"워들 판, 6줄 중 1줄을 채움. 1번째 줄 GUIDE: I, D, E 자리까지 맞음(주황); G, U 없음. " +
				"키보드: 자리 찾음(주황): D E I; 있지만 자리 모름(파랑): A; 단어에 없음: C G N P R S U; 아직 안 쓴 글자: B F H J K L M O Q T V W X Y Z."},
		{"won", won.Rows(), nil, false,
			"Wordle board, 1 of 6 rows filled. Row 1, THREE: all five in the right place (green).",
			"워들 판, 6줄 중 1줄을 채움. 1번째 줄 THREE: 다섯 글자 모두 자리까지 맞음(초록)."},
		{"new game", empty.Rows(), &emptyKeys, false,
			"An empty Wordle board of 6 rows. Keyboard: not tried yet: A B C D E F G H I J K L M N O P Q R S T U V W X Y Z.",
			"빈 워들 판(6줄). 키보드: 아직 안 쓴 글자: A B C D E F G H I J K L M N O P Q R S T U V W X Y Z."},
	} {
		got := altText(tc.rows, tc.keys, tc.hc)
		if got.En != tc.en {
			t.Errorf("%s, English:\n got %s\nwant %s", tc.name, got.En, tc.en)
		}
		if got.Ko != tc.ko {
			t.Errorf("%s, Korean:\n got %s\nwant %s", tc.name, got.Ko, tc.ko)
		}
	}
	// the meanings and their colours in every language, as their translators put them
	for l, want := range map[i18n.Lang]string{
		i18n.Spanish:    "Fila 2, CRANE: E en su lugar (verde); A en otro lugar (amarillo); C, R, N fuera de la palabra.",
		i18n.Portuguese: "Linha 2, CRANE: E no lugar certo (verde); A em outro lugar (amarelo); C, R, N fora da palavra.",
		i18n.Japanese:   "2行目 CRANE：Eは位置も正解（緑）／Aは単語の別の位置にある（黄色）／C、R、Nは単語にない。",
	} {
		if got := altText(tiles.Rows(), nil, false).In(l); !strings.Contains(got, want) {
			t.Errorf("in %v: %q\nwant it to contain %q", l, got, want)
		}
	}
}

// TestAltTextFits: the longest alt text a board can have stays within Discord's 1,024 characters in
// every language and both colour sets, so Fit never cuts it: six of the longest rows and a keyboard with
// letters in each of its four groups. The longest rows, found by scoring every guess of the original
// lists against every answer, are 126 characters in English (ABBAS against ABACK) and 134 in Spanish
// and Portuguese: letters in three colours, some named by their place.
func TestAltTextFits(t *testing.T) {
	row := func(guess, answer string) wordle.Row {
		return wordle.Row{Guess: mustWord(t, guess), Feedback: wordle.Score(mustWord(t, guess), mustWord(t, answer))}
	}
	var keys wordle.Keyboard
	for i := range keys {
		keys[i] = []wordle.LetterState{wordle.Correct, wordle.Present, wordle.Absent, wordle.Unused}[i%4]
	}
	for _, worst := range []wordle.Row{row("abbas", "aback"), row("kayak", "aback"), row("emmer", "femme")} {
		rows := wordle.History{worst, worst, worst, worst, worst, worst}
		for _, hc := range []bool{false, true} {
			for _, l := range i18n.Langs() {
				alt := altText(rows, &keys, hc).In(l)
				if n := utf8.RuneCountInString(alt); n > router.MaxAltText {
					t.Errorf("%s, high contrast %v: %d characters, over %d:\n%s", l, hc, n, router.MaxAltText, alt)
				} else if n > 900 {
					t.Logf("%s, high contrast %v: %d characters", l, hc, n)
				}
			}
		}
	}
}

// TestRepliesFit measures the longest replies with a board: the assist and the games put text under the
// board, after Show has measured the message (assist.go, game.go), so with it they must stay well within
// Discord's 2,000 characters in every view and language, the text view's lines in words and the line
// pointing to /settings contrast included.
func TestRepliesFit(t *testing.T) {
	longest := 0
	for _, view := range []string{"image", "emoji", "text"} {
		for _, locale := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean, discordgo.Japanese, discordgo.SpanishES, discordgo.PortugueseBR} {
			h, _, _ := newHarness(t)
			// a list of answers and five suggestions with their figures, in hard mode
			h.Serve(commandtest.CommandIn(alice, locale, "wordle", "assist", opt{"guess", "crane"}, opt{"feedback", "bybbb"}, opt{"hard", true}))
			resp := h.Serve(commandtest.CommandIn(alice, locale, "wordle", "assist", opt{"guess", "shout"}, opt{"feedback", "bbybb"}, opt{"display", view}))
			replies := []*router.Response{resp}
			// six rows
			for _, w := range missWords(t, mustWord(t, "hatch"), 6) {
				resp = h.Serve(commandtest.CommandIn(bob, locale, "wordle", "assist", opt{"guess", w}, opt{"feedback", "bbbbb"}, opt{"display", view}))
			}
			replies = append(replies, resp)
			// a hard game lost in six, and a daily lost in six
			h.Serve(commandtest.CommandIn(alice, locale, "wordle", "play", opt{"hard", true}, opt{"display", view}))
			g := gameIn(t, h, "wdlp:"+alice.ID)
			for _, w := range missWords(t, g.Game.Answer, 6) {
				resp = h.Serve(commandtest.CommandIn(alice, locale, "wordle", "guess", opt{"word", w}, opt{"game", "play"}))
			}
			replies = append(replies, resp)
			h.Serve(commandtest.CommandIn(bob, locale, "wordle", "daily", opt{"display", view}))
			d := gameIn(t, h, dailyKey("g", bob.ID, "2026-11-22"))
			for _, w := range missWords(t, d.Game.Answer, 6) {
				resp = h.Serve(commandtest.CommandIn(bob, locale, "wordle", "guess", opt{"word", w}, opt{"game", "daily"}))
			}
			replies = append(replies, resp)
			for i, r := range replies {
				if n := utf8.RuneCountInString(r.Content); n > 1500 {
					t.Errorf("%s, %s, reply %d: %d characters, want 1,500 at most:\n%s", view, locale, i, n, r.Content)
				} else {
					longest = max(longest, n)
				}
			}
		}
	}
	t.Logf("the longest reply: %d characters", longest)
}
