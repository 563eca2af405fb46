package wordle

import (
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/solvers/wordle"
)

// startPlay runs /wordle play and returns the reply and the game as stored.
func startPlay(t *testing.T, h *commandtest.Harness, u *discordgo.User, extra ...opt) (*router.Response, *game) {
	t.Helper()
	resp := h.Serve(commandtest.CommandIn(u, discordgo.EnglishUS, "wordle", "play", extra...))
	return resp, gameIn(t, h, "wdlp:"+u.ID)
}

// submitGuess presses the Guess button of resp, checks the form it opens, and submits word in it.
func submitGuess(t *testing.T, h *commandtest.Harness, u *discordgo.User, resp *router.Response, word string) *router.Response {
	t.Helper()
	form := h.Serve(commandtest.PressIn(u, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, resp, "Guess").CustomID))
	if form.Modal == nil {
		t.Fatalf("Guess opened no form: %q", form.Content)
	}
	return h.Serve(submit(u, discordgo.EnglishUS, "g", form.Modal.CustomID, word))
}

func TestPlayWin(t *testing.T) {
	h, _, _ := newHarness(t)
	resp, g := startPlay(t, h, alice)
	if !resp.Private || resp.Update || len(g.Game.Guesses) != 0 {
		t.Fatalf("start: private %v update %v, %d guesses", resp.Private, resp.Update, len(g.Game.Guesses))
	}
	if !strings.Contains(resp.Content, "Guess 1 of 6") {
		t.Errorf("start: %q", resp.Content)
	}
	if w, hgt := boardImage(t, resp); w != 346 || hgt != 564 {
		t.Errorf("board image %dx%d, want 346x564 (tiles and keyboard)", w, hgt)
	}

	form := h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, resp, "Guess").CustomID))
	m := form.Modal
	if m == nil || m.Title != "Wordle: guess 1 of 6" || len(m.Components) != 1 || m.CustomID != "wdl1/p/"+g.ID+"/word" {
		t.Fatalf("form: %+v", form)
	}
	input := m.Components[0].(discordgo.ActionsRow).Components[0].(discordgo.TextInput)
	if input.CustomID != formField || input.MinLength != 5 || input.MaxLength != 5 || !input.Required {
		t.Errorf("text input %+v", input)
	}

	miss := missWords(t, g.Game.Answer, 2)
	resp = h.Serve(submit(alice, discordgo.EnglishUS, "g", m.CustomID, miss[0]))
	if !resp.Update || !strings.Contains(resp.Content, "Guess 2 of 6") {
		t.Fatalf("after a miss: update %v, %q", resp.Update, resp.Content)
	}
	resp = submitGuess(t, h, alice, resp, strings.ToUpper(g.Game.Answer.String())) // capitals are fine
	answer := strings.ToUpper(g.Game.Answer.String())
	if !resp.Update || !strings.Contains(resp.Content, "You found **"+answer+"** in 2 guesses!") {
		t.Fatalf("win: update %v, %q", resp.Update, resp.Content)
	}
	// the picture alone, described in words: no rows as text beside it
	if strings.Contains(resp.Content, "🟩") {
		t.Errorf("win: the picture view has emoji rows too: %q", resp.Content)
	}
	if alt := resp.Alt["wordle.png"]; !strings.Contains(alt, "Row 2, "+answer+": all five in the right place (green).") {
		t.Errorf("win: alt text %q does not describe row 2", alt)
	}
	if len(commandtest.Buttons(resp)) != 1 {
		t.Errorf("after the end: buttons %v, want Play again alone", commandtest.Buttons(resp))
	}
	again := commandtest.ButtonWithLabel(t, resp, "Play again")

	// The finished game's form is gone; Play again starts a new game in place.
	h.WantCode(t, commandtest.PressIn(alice, discordgo.EnglishUS, "wdl1/p/"+g.ID+"/guess"), router.NotFound, "or has expired")
	resp = h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, again.CustomID))
	if !resp.Update || !strings.Contains(resp.Content, "Guess 1 of 6") {
		t.Fatalf("play again: %+v", resp)
	}
	if g2 := gameIn(t, h, "wdlp:"+alice.ID); g2.ID == g.ID || len(g2.Game.Guesses) != 0 {
		t.Errorf("play again kept the old game %s: %+v", g.ID, g2)
	}
}

func TestPlayLossAndCommandGuesses(t *testing.T) {
	h, _, _ := newHarness(t)
	_, g := startPlay(t, h, alice)
	var resp *router.Response
	for i, w := range missWords(t, g.Game.Answer, 6) {
		// by command: a new private message each time, not an update
		resp = h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", w}))
		if !resp.Private || resp.Update {
			t.Fatalf("guess %d by command: private %v update %v", i+1, resp.Private, resp.Update)
		}
	}
	if want := "Out of guesses: the word was **" + strings.ToUpper(g.Game.Answer.String()) + "**."; !strings.Contains(resp.Content, want) {
		t.Errorf("loss: %q lacks %q", resp.Content, want)
	}
	commandtest.ButtonWithLabel(t, resp, "Play again")
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", "crane"}), router.Conflict, "Your game is over")
	h.WantCode(t, submit(alice, discordgo.EnglishUS, "g", "wdl1/p/"+g.ID+"/word", "crane"), router.Conflict, "Your game is over")
	h.WantCode(t, commandtest.CommandIn(bob, discordgo.Korean, "wordle", "guess", opt{"word", "crane"}), router.NotFound, "진행 중인 게임이 없습니다")
}

func TestPlayInvalidWordsCostNoTurn(t *testing.T) {
	h, _, _ := newHarness(t)
	_, g := startPlay(t, h, alice)
	form := "wdl1/p/" + g.ID + "/word"
	for _, tc := range []struct {
		word, en, ko string
	}{
		{"zzzzz", "ZZZZZ is not in the word list, so it cannot be guessed; this cost you no turn. Closest words: DIZZY, FIZZY, FUZZY, JAZZY, PIZZA.",
			"단어 목록에 없는 단어라 추측할 수 없습니다: ZZZZZ. 기회는 줄지 않았습니다. 가장 가까운 단어: DIZZY"},
		{"cat", "`cat` is not a five-letter word", "다섯 글자"},
		{"cr4ne", "`cr4ne` has `4`, which is not a letter a to z", "`cr4ne`에는 영어 알파벳 a~z가 아닌 `4` 글자가 있습니다"},
		{"Crème", "`Crème` has `è`, which is not a letter a to z: Wordle words are five plain letters, without accents", "`Crème`에는 영어 알파벳 a~z가 아닌 `è` 글자가 있습니다"},
		{"crane!", "`crane!` is not a five-letter word", "다섯 글자 단어가 아닙니다"},
		// Full-width letters are read as ASCII; what is wrong is still told as typed.
		{"ｃｒ４ｎｅ", "`ｃｒ４ｎｅ` has `４`, which is not a letter a to z", "`ｃｒ４ｎｅ`에는 영어 알파벳 a~z가 아닌 `４` 글자가 있습니다"},
	} {
		h.WantCode(t, submit(alice, discordgo.EnglishUS, "g", form, tc.word), router.Invalid, tc.en)
		h.WantCode(t, submit(alice, discordgo.Korean, "g", form, tc.word), router.Invalid, tc.ko)
		h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", tc.word}), router.Invalid, tc.en)
	}
	if n := len(gameIn(t, h, "wdlp:"+alice.ID).Game.Guesses); n != 0 {
		t.Errorf("refused words cost %d turns", n)
	}
}

func TestPlayHardMode(t *testing.T) {
	h, _, _ := newHarness(t)
	resp, g := startPlay(t, h, alice, opt{"hard", true})
	if !g.Game.Hard || !strings.Contains(resp.Content, "(hard mode)") {
		t.Fatalf("hard game: %v %q", g.Game.Hard, resp.Content)
	}
	// A first guess that shares exactly its first letter with the answer, in place: a green.
	a := g.Game.Answer
	var first, drop string
	for _, w := range testDictionary().Words() {
		f := wordle.Score(w, a)
		if first == "" && w != a && f == wordle.Feedback(wordle.Green) {
			first = w.String()
		}
		if drop == "" && w[0] != a[0] && f == 0 {
			drop = w.String()
		}
	}
	if first == "" || drop == "" {
		t.Skipf("no words to test hard mode against %s", a)
	}
	submitGuess(t, h, alice, resp, first)
	h.WantCode(t, submit(alice, discordgo.EnglishUS, "g", "wdl1/p/"+g.ID+"/word", drop),
		router.Invalid, "Hard mode: letter 1 of "+strings.ToUpper(drop)+" must be the green "+strings.ToUpper(a.String()[:1]), "cost you no turn")
	h.WantCode(t, submit(alice, discordgo.Korean, "g", "wdl1/p/"+g.ID+"/word", drop), router.Invalid, "하드 모드")
	if n := len(gameIn(t, h, "wdlp:"+alice.ID).Game.Guesses); n != 1 {
		t.Errorf("after a hard-mode violation: %d guesses, want 1", n)
	}
	// Give up and Play again keep the mode.
	shown := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "play"))
	resp = h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, shown, "Give up, new game in hard mode").CustomID))
	g = gameIn(t, h, "wdlp:"+alice.ID)
	for _, w := range missWords(t, g.Game.Answer, 6) {
		resp = submitGuess(t, h, alice, resp, w)
	}
	resp = h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, resp, "Play again").CustomID))
	if !strings.Contains(resp.Content, "(hard mode)") {
		t.Errorf("play again lost hard mode: %q", resp.Content)
	}
}

func TestPlayStaleAndForgedButtons(t *testing.T) {
	h, _, _ := newHarness(t)
	old, g1 := startPlay(t, h, alice)
	again := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "play"))
	h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, again, "Give up, new game").CustomID)) // replaces the first game
	g2 := gameIn(t, h, "wdlp:"+alice.ID)
	oldGuess := commandtest.ButtonWithLabel(t, old, "Guess").CustomID
	for _, tc := range []struct {
		name string
		in   *discordgo.Interaction
		code router.Code
	}{
		{"old game's button", commandtest.PressIn(alice, discordgo.EnglishUS, oldGuess), router.NotFound},
		{"old game's form", submit(alice, discordgo.EnglishUS, "g", "wdl1/p/"+g1.ID+"/word", "crane"), router.NotFound},
		{"forged game id", commandtest.PressIn(alice, discordgo.EnglishUS, "wdl1/p/nosuchgame/guess"), router.NotFound},
		{"someone else's game", commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/p/"+g2.ID+"/guess"), router.NotFound},
		{"someone else's form", submit(bob, discordgo.EnglishUS, "g", "wdl1/p/"+g2.ID+"/word", "crane"), router.NotFound},
		{"play again on an old message", commandtest.PressIn(alice, discordgo.EnglishUS, "wdl1/p/"+g1.ID+"/again"), router.Conflict},
		{"unknown route", commandtest.PressIn(alice, discordgo.EnglishUS, "wdl1/p/"+g2.ID+"/cheat"), router.NotFound},
	} {
		t.Run(tc.name, func(t *testing.T) { h.WantCode(t, tc.in, tc.code) })
	}
	resp := h.Serve(commandtest.PressIn(bob, discordgo.Korean, "wdl1/p/"+g2.ID+"/guess"))
	if !resp.Private || !strings.Contains(resp.Content, "만료되었습니다") {
		t.Errorf("stale button in Korean: %+v", resp)
	}
	if g := gameIn(t, h, "wdlp:"+alice.ID); g.ID != g2.ID || len(g.Game.Guesses) != 0 {
		t.Errorf("stale presses changed the game: %+v", g)
	}
}

func TestPlaySimultaneousLastGuesses(t *testing.T) {
	h, _, _ := newHarness(t)
	_, g := startPlay(t, h, alice)
	miss := missWords(t, g.Game.Answer, 12)
	form := "wdl1/p/" + g.ID + "/word"
	for _, w := range miss[:5] {
		h.Serve(submit(alice, discordgo.EnglishUS, "g", form, w))
	}
	// Six forms for the last guess at once: one is played, the others find the game over.
	var wg sync.WaitGroup
	errs := make([]error, 6)
	for i := range errs {
		wg.Go(func() { _, errs[i] = h.Handle(submit(alice, discordgo.EnglishUS, "g", form, miss[6+i])) })
	}
	wg.Wait()
	ok := 0
	for _, err := range errs {
		if err == nil {
			ok++
		} else if ue, isUser := router.AsUserError(err); !isUser || ue.Code != router.Conflict {
			t.Errorf("a late last guess failed with %v, want a conflict", err)
		}
	}
	if g := gameIn(t, h, "wdlp:"+alice.ID); ok != 1 || len(g.Game.Guesses) != 6 {
		t.Errorf("%d last guesses applied, game has %d guesses; want 1 and 6", ok, len(g.Game.Guesses))
	}
}

func TestPlayKorean(t *testing.T) {
	h, _, _ := newHarness(t)
	resp := h.Serve(commandtest.CommandIn(alice, discordgo.Korean, "wordle", "play"))
	if !strings.Contains(resp.Content, "나만의 게임") || !strings.Contains(resp.Content, "6번 중 1번째") {
		t.Errorf("Korean start: %q", resp.Content)
	}
	form := h.Serve(commandtest.PressIn(alice, discordgo.Korean, commandtest.ButtonWithLabel(t, resp, "추측").CustomID))
	if form.Modal == nil || form.Modal.Title != "워들: 6번 중 1번째 추측" {
		t.Errorf("Korean form: %+v", form.Modal)
	}
}

// TestPlayExpires checks the 24-hour life of a game after its last guess, on a fake clock.
func TestPlayExpires(t *testing.T) {
	testDictionary() // prepared outside the bubble
	synctest.Test(t, func(t *testing.T) {
		h, _, _ := newHarness(t, noClock)
		resp, g := startPlay(t, h, alice)
		time.Sleep(23 * time.Hour)
		resp = submitGuess(t, h, alice, resp, missWords(t, g.Game.Answer, 1)[0]) // renews the 24 hours
		time.Sleep(23 * time.Hour)
		form := h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, resp, "Guess").CustomID))
		if form.Modal == nil {
			t.Fatalf("a game 23 hours after its last guess is gone: %q", form.Content)
		}
		time.Sleep(time.Hour + time.Second)
		h.WantCode(t, commandtest.PressIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, resp, "Guess").CustomID),
			router.NotFound, "24 hours")
	})
}

func TestPlayAgainPressedTwice(t *testing.T) {
	h, _, _ := newHarness(t)
	resp, g := startPlay(t, h, alice)
	for _, w := range missWords(t, g.Game.Answer, 6) {
		resp = submitGuess(t, h, alice, resp, w)
	}
	again := commandtest.ButtonWithLabel(t, resp, "Play again").CustomID
	// Two presses at once: one new game; the other finds it and leaves it alone.
	var wg sync.WaitGroup
	errs := make([]error, 2)
	for i := range errs {
		wg.Go(func() { _, errs[i] = h.Handle(commandtest.PressIn(alice, discordgo.EnglishUS, again)) })
	}
	wg.Wait()
	ok := 0
	for _, err := range errs {
		if err == nil {
			ok++
		} else if ue, isUser := router.AsUserError(err); !isUser || ue.Code != router.Conflict || !strings.Contains(ue.Message.En, "newer game") {
			t.Errorf("the second press failed with %v, want a conflict naming the newer game", err)
		}
	}
	if g2 := gameIn(t, h, "wdlp:"+alice.ID); ok != 1 || g2.ID == g.ID || len(g2.Game.Guesses) != 0 {
		t.Errorf("%d presses applied; game %s with %d guesses", ok, g2.ID, len(g2.Game.Guesses))
	}
}

// TestPlayKeepsTheGameInProgress: /wordle play never ends a game in progress, whatever view or mode it
// asks for: it shows the game, in the view asked, says so, and offers Give up for a new game. A game
// without a guess takes the mode asked; one with guesses keeps its own, and the reply says so. Give up
// tells the word of the game it ends.
func TestPlayKeepsTheGameInProgress(t *testing.T) {
	h, _, _ := newHarness(t)
	_, g := startPlay(t, h, alice)
	resp, same := startPlay(t, h, alice, opt{"hard", true})
	if same.ID != g.ID || !same.Game.Hard || !strings.Contains(resp.Content, "You have a game in progress (no guess yet)") {
		t.Fatalf("/wordle play hard:true before any guess: game %s (was %s), hard %v\n%s", same.ID, g.ID, same.Game.Hard, resp.Content)
	}
	miss := missWords(t, g.Game.Answer, 1)[0]
	h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", miss}))

	for _, tc := range []struct {
		name   string
		opts   []opt
		locale discordgo.Locale
		want   []string
		button string
		view   commands.View
	}{
		{"another view and mode", []opt{{"hard", false}, {"display", "emoji"}}, discordgo.EnglishUS,
			[]string{"You have a game in progress (1 guess made), so here it is: /wordle play never ends a game.",
				"It stays in hard mode", "(hard mode)", "Guess 2 of 6"}, "Give up, new game", commands.ViewEmoji},
		{"the same mode", []opt{{"display", "text"}}, discordgo.EnglishUS,
			[]string{"You have a game in progress (1 guess made)", "Guess 2 of 6"}, "Give up, new game in hard mode", commands.ViewText},
		{"in Korean", nil, discordgo.Korean,
			[]string{"진행 중인 게임이 있어(1번 추측함) 그 게임을 보여 드립니다", "6번 중 2번째"}, "포기하고 하드 모드로 새 게임", commands.ViewText},
	} {
		t.Run(tc.name, func(t *testing.T) {
			resp := h.Serve(commandtest.CommandIn(alice, tc.locale, "wordle", "play", tc.opts...))
			for _, w := range tc.want {
				if !strings.Contains(resp.Content, w) {
					t.Errorf("reply lacks %q:\n%s", w, resp.Content)
				}
			}
			commandtest.ButtonWithLabel(t, resp, tc.button)
			kept := gameIn(t, h, "wdlp:"+alice.ID)
			if kept.ID != g.ID || len(kept.Game.Guesses) != 1 || !kept.Game.Hard || kept.View != tc.view {
				t.Errorf("the game in progress became %+v, view %q; want %s kept, in view %q", kept.Game, kept.View, g.ID, tc.view)
			}
		})
	}

	// Give up ends it, saying its word, and starts a new game in its place, in the message.
	shown := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "play", opt{"hard", false}))
	resp = h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, shown, "Give up, new game").CustomID))
	answer := strings.ToUpper(g.Game.Answer.String())
	if !resp.Update || !strings.Contains(resp.Content, "You gave up your game: the word was **"+answer+"**.") ||
		!strings.Contains(resp.Content, "Guess 1 of 6") || strings.Contains(resp.Content, "(hard mode)") {
		t.Fatalf("give up: update %v\n%s", resp.Update, resp.Content)
	}
	fresh := gameIn(t, h, "wdlp:"+alice.ID)
	if fresh.ID == g.ID || fresh.Game.Hard || len(fresh.Game.Guesses) != 0 {
		t.Errorf("after give up: %+v", fresh)
	}
	// The old message's buttons no longer act.
	h.WantCode(t, commandtest.PressIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, shown, "Give up, new game").CustomID), router.NotFound, "given up")
	h.WantCode(t, commandtest.PressIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, shown, "Guess").CustomID), router.NotFound, "given up")
	if again := gameIn(t, h, "wdlp:"+alice.ID); again.ID != fresh.ID {
		t.Errorf("a stale Give up replaced the new game")
	}
}

// TestGuessWithoutAPlayGame: /wordle guess game:play without a play game says there is none, rather than
// that a game which never was is over.
func TestGuessWithoutAPlayGame(t *testing.T) {
	h, _, _ := newHarness(t)
	in := commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", "crane"}, opt{"game", "play"})
	h.WantCode(t, in, router.NotFound, "You have no /wordle play game", "/wordle play")
	if _, err := h.Handle(in); err != nil && strings.Contains(err.Error(), "over") {
		t.Errorf("the refusal speaks of a game over: %v", err)
	}
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.Korean, "wordle", "guess", opt{"word", "crane"}, opt{"game", "play"}),
		router.NotFound, "/워들 게임으로 시작한 게임이 없습니다")
}

// TestRefusalExampleIsNotAGuessMade: the example word under a refused guess is one the game has not had
// yet: after CRANE, the hint suggests another.
func TestRefusalExampleIsNotAGuessMade(t *testing.T) {
	h, _, _ := newHarness(t)
	_, g := startPlay(t, h, alice)
	if g.Game.Answer.String() == "crane" {
		t.Skip("the answer is CRANE")
	}
	h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", "crane"}))
	in := commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", "zzzzz"})
	h.WantCode(t, in, router.Invalid, "e.g. /wordle guess word:slate")
}

// TestGuessWithoutAnyGameInADirectMessage: with no game at all, /wordle guess points at /wordle play and
// the daily word, which a direct message has too.
func TestGuessWithoutAnyGameInADirectMessage(t *testing.T) {
	h, _, _ := newHarness(t)
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", "crane"}), router.NotFound,
		"You have no game in progress", "/wordle daily")
	dm := commandtest.InBotDM(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", "crane"}))
	h.WantCode(t, dm, router.NotFound, "You have no game in progress", "/wordle play", "/wordle daily")
}

// TestReopen: what a command asked again changes in a game already open, for play and the daily alike.
func TestReopen(t *testing.T) {
	word := func(s string) wordle.Word {
		w, err := wordle.ParseWord(s)
		if err != nil {
			t.Fatal(err)
		}
		return w
	}
	guessed := wordle.Game{Answer: word("crane"), Guesses: []wordle.Word{word("slate")}}
	won := wordle.Game{Answer: word("crane"), Guesses: []wordle.Word{word("crane")}}
	for _, tc := range []struct {
		name          string
		g             game
		modeAsked     bool
		hard          bool
		view          commands.View
		changed, late bool
		wantHard      bool
		wantView      commands.View
	}{
		{name: "nothing asked", g: game{View: commands.ViewText}, wantView: commands.ViewText},
		{name: "hard before a guess", g: game{}, modeAsked: true, hard: true, changed: true, wantHard: true},
		{name: "hard after a guess", g: game{Game: guessed}, modeAsked: true, hard: true, late: true},
		{name: "hard on a finished game", g: game{Game: won}, modeAsked: true, hard: true},
		{name: "the mode it has", g: game{Game: guessed}, modeAsked: true},
		{name: "another view", g: game{Game: guessed, View: commands.ViewText}, view: commands.ViewEmoji, changed: true, wantView: commands.ViewEmoji},
		{name: "late mode, new view", g: game{Game: guessed}, modeAsked: true, hard: true, view: commands.ViewEmoji, changed: true, late: true, wantView: commands.ViewEmoji},
	} {
		g := tc.g
		changed, late := g.reopen(tc.modeAsked, tc.hard, tc.view)
		if changed != tc.changed || late != tc.late || g.Game.Hard != tc.wantHard || g.View != tc.wantView {
			t.Errorf("%s: changed %v late %v, hard %v view %q; want %v %v, %v %q", tc.name, changed, late, g.Game.Hard, g.View,
				tc.changed, tc.late, tc.wantHard, tc.wantView)
		}
	}
}

// TestPlayGuessFullWidth: a guess typed on a Japanese keyboard (ｃｒａｎｅ) is the word meant, by the
// form and by command, as /wordle assist reads it.
func TestPlayGuessFullWidth(t *testing.T) {
	h, _, _ := newHarness(t)
	_, g := startPlay(t, h, alice)
	h.Serve(submit(alice, discordgo.EnglishUS, "g", "wdl1/p/"+g.ID+"/word", "ｃｒａｎｅ"))
	h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", "　ＳＬＡＴＥ　"}))
	var got []string
	for _, w := range gameIn(t, h, "wdlp:"+alice.ID).Game.Guesses {
		got = append(got, w.String())
	}
	if strings.Join(got, " ") != "crane slate" {
		t.Errorf("guesses %v, want crane slate", got)
	}
}
