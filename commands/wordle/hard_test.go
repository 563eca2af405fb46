package wordle

import (
	"regexp"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
)

// hardWords finds, against answer, a word whose only hint is a green first letter, and a word without
// that letter and sharing none with answer: in hard mode the second may not follow the first.
func hardWords(t *testing.T, answer wordle.Word) (green, ignores string) {
	t.Helper()
	for _, w := range testDictionary().Words() {
		f := wordle.Score(w, answer)
		if green == "" && w != answer && f == wordle.Feedback(wordle.Green) {
			green = w.String()
		}
		if ignores == "" && w[0] != answer[0] && f == 0 {
			ignores = w.String()
		}
	}
	if green == "" || ignores == "" {
		t.Skipf("no words to test hard mode against %s", answer)
	}
	return green, ignores
}

func TestDailyHardMode(t *testing.T) {
	h, _, _ := newHarness(t)
	resp := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily", opt{"hard", true}))
	g := gameIn(t, h, dailyKey("g", alice.ID, "2026-11-22"))
	if !g.Game.Hard || !strings.Contains(resp.Content, "(hard mode)") || strings.Contains(resp.Content, "Hard mode?") {
		t.Fatalf("hard daily: hard %v\n%s", g.Game.Hard, resp.Content)
	}
	green, ignores := hardWords(t, g.Game.Answer)
	resp = submitGuess(t, h, alice, resp, green)

	// A guess that ignores the revealed green is refused, in both languages, and costs no turn.
	h.WantCode(t, submit(alice, discordgo.EnglishUS, "g", "wdl1/d/2026-11-22/word", ignores), router.Invalid,
		"Hard mode: letter 1 of "+strings.ToUpper(ignores)+" must be the green "+strings.ToUpper(g.Game.Answer.String()[:1]), "cost you no turn")
	h.WantCode(t, submit(alice, discordgo.Korean, "g", "wdl1/d/2026-11-22/word", ignores), router.Invalid, "하드 모드", "기회는 줄지 않았습니다")
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", ignores}, opt{"game", "daily"}), router.Invalid, "Hard mode")
	if n := len(gameIn(t, h, dailyKey("g", alice.ID, "2026-11-22")).Game.Guesses); n != 1 {
		t.Fatalf("after refused guesses: %d guesses, want 1", n)
	}
	// The mode was chosen before the first guess: it cannot be dropped now.
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily", opt{"hard", false}), router.Conflict, "before the first guess")
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.Korean, "wordle", "daily", opt{"hard", false}), router.Conflict, "첫 추측 전에만")

	// The share marks hard mode with an asterisk after the score, as the original game does.
	resp = submitGuess(t, h, alice, resp, g.Game.Answer.String())
	if len(resp.Followups) != 1 {
		t.Fatalf("hard daily win: no share: %q", resp.Content)
	}
	lines := strings.Split(resp.Followups[0].Content, "\n")
	if len(lines) != 5 || lines[1] != "kibitz Wordle 2026-11-22 2/6*" || lines[4] != "🟩🟩🟩🟩🟩" {
		t.Errorf("hard share:\n%s", resp.Followups[0].Content)
	}
	if !strings.Contains(resp.Content, "Your result (2/6*)") {
		t.Errorf("hard result:\n%s", resp.Content)
	}
	// A finished game shows its result, whatever mode is asked.
	again := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily", opt{"hard", false}))
	if !strings.Contains(again.Content, "already") || !gameIn(t, h, dailyKey("g", alice.ID, "2026-11-22")).Game.Hard {
		t.Errorf("a finished hard daily asked in normal mode:\n%s", again.Content)
	}
	if text := statsText(t, h, alice, discordgo.EnglishUS); !strings.Contains(text, "1. <@101> 2/6* in ") {
		t.Errorf("the day's board does not mark hard mode:\n%s", text)
	}
}

func TestDailyModeBeforeFirstGuess(t *testing.T) {
	h, _, _ := newHarness(t)
	key := dailyKey("g", bob.ID, "2026-11-22")
	resp := h.Serve(commandtest.CommandIn(bob, discordgo.EnglishUS, "wordle", "daily"))
	if gameIn(t, h, key).Game.Hard || !strings.Contains(resp.Content, "Hard mode? /wordle daily hard:true, before your first guess") {
		t.Fatalf("normal daily:\n%s", resp.Content)
	}
	if ko := h.Serve(commandtest.CommandIn(bob, discordgo.Korean, "wordle", "daily")); !strings.Contains(ko.Content, "/워들 오늘의단어 하드모드:true") {
		t.Errorf("Korean tip:\n%s", ko.Content)
	}
	// Until the first guess, the mode can change either way.
	for _, hard := range []bool{true, false, true, false} {
		resp = h.Serve(commandtest.CommandIn(bob, discordgo.EnglishUS, "wordle", "daily", opt{"hard", hard}))
		if g := gameIn(t, h, key); g.Game.Hard != hard || strings.Contains(resp.Content, "(hard mode)") != hard {
			t.Fatalf("hard:%v before the first guess: game hard %v\n%s", hard, g.Game.Hard, resp.Content)
		}
	}
	g := gameIn(t, h, key)
	misses := missWords(t, g.Game.Answer, 6)
	resp = submitGuess(t, h, bob, resp, misses[0])
	h.WantCode(t, commandtest.CommandIn(bob, discordgo.EnglishUS, "wordle", "daily", opt{"hard", true}), router.Conflict,
		"hard mode is chosen before the first guess", "/wordle guess")
	// Asking for the mode the game has is no change.
	h.Serve(commandtest.CommandIn(bob, discordgo.EnglishUS, "wordle", "daily", opt{"hard", false}))
	for _, w := range misses[1:] {
		resp = submitGuess(t, h, bob, resp, w)
	}
	if len(resp.Followups) != 1 || !strings.Contains(resp.Followups[0].Content, "kibitz Wordle 2026-11-22 X/6\n") {
		t.Errorf("normal loss share:\n%+v", resp.Followups)
	}
}

// TestHardRefusalSuggestsOnlyAcceptedWords: a guess that a hard-mode game refuses is answered with
// suggestions the game accepts now, or none: never the refused word, nor another that hard mode refuses.
// The example of the hint, the closest words of a word not in the list and the form's placeholder all
// pass the game's own check.
func TestHardRefusalSuggestsOnlyAcceptedWords(t *testing.T) {
	h, _, w := newHarness(t)
	_, id := setChallenge(t, h, alice, discordgo.EnglishUS, "roast")
	h.Serve(commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/hard"))
	chalGuess(h, bob, id, "cargo") // reveals A, R and O, none in place
	g := gameIn(t, h, chalGameKey(id, bob.ID)).Game
	accepted := func(word string) bool {
		_, err := g.Check(w.dictionary(), word)
		return err == nil
	}
	suggested := regexp.MustCompile(`(?:word:|단어:|words: |단어: )([A-Za-z, ]+)`)
	for _, tc := range []struct {
		name, word, want string
	}{
		{"a revealed letter left out", "crane", "must contain the revealed O"},
		{"another", "slate", "must contain the revealed"},
		{"not in the list", "cxrgo", "Closest words: CARGO"},
	} {
		for _, locale := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean} {
			t.Run(tc.name+"/"+string(locale), func(t *testing.T) {
				in := submit(bob, locale, "g", "wdl1/c/"+id+"/word", tc.word)
				if locale == discordgo.EnglishUS {
					h.WantCode(t, in, router.Invalid, tc.want)
				}
				_, err := h.Handle(in)
				ue, _ := router.AsUserError(err)
				if ue == nil {
					t.Fatalf("%s was not refused: %v", tc.word, err)
				}
				text := ue.Text(i18n.FromLocale(string(locale)))
				for _, m := range suggested.FindAllStringSubmatch(text, -1) {
					for _, s := range strings.Split(m[1], ",") {
						if s = strings.ToLower(strings.TrimSpace(s)); len(s) == 5 && !accepted(s) {
							t.Errorf("the refusal suggests %s, which hard mode refuses now:\n%s", s, text)
						}
					}
				}
			})
		}
	}
	form := h.Serve(commandtest.PressIn(bob, discordgo.EnglishUS, "wdl1/c/"+id+"/guess"))
	if p := form.Modal.Components[0].(discordgo.ActionsRow).Components[0].(discordgo.TextInput).Placeholder; p != "" && !accepted(p) {
		t.Errorf("the guess form's placeholder is %q, which hard mode refuses now", p)
	}
	if n := len(gameIn(t, h, chalGameKey(id, bob.ID)).Game.Guesses); n != 1 {
		t.Errorf("after the refusals the game has %d guesses, want 1", n)
	}
}

// TestDailyModeLateAdvice: asking for the other mode after the first guess is refused with advice that
// fits the game: it says that today's game keeps its own mode, and how to have the other tomorrow (a
// hard game is not told to choose hard:true).
func TestDailyModeLateAdvice(t *testing.T) {
	for _, tc := range []struct {
		name   string
		hard   bool
		en, ko []string
		notEn  []string
		notKo  []string
	}{
		{name: "hard game asked normal", hard: true,
			en: []string{"in hard mode", "stays in hard mode", "without hard:true plays in normal mode"},
			ko: []string{"하드 모드로 계속됩니다", "하드모드:true 없이"}, notEn: []string{"choose", "hard:true first"},
			notKo: []string{"하드 모드를 고르세요", "먼저 /워들 오늘의단어 하드모드:true"}},
		{name: "normal game asked hard", hard: false,
			en: []string{"in normal mode", "stays in normal mode", "choose hard mode with /wordle daily hard:true before your first guess"},
			ko: []string{"일반 모드로 계속됩니다", "하드모드:true 명령으로 하드 모드를 고르세요"}, notEn: []string{"without hard:true"},
			notKo: []string{"없이"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, _, _ := newHarness(t)
			resp := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily", opt{"hard", tc.hard}))
			g := gameIn(t, h, dailyKey("g", alice.ID, "2026-11-22"))
			submitGuess(t, h, alice, resp, missWords(t, g.Game.Answer, 1)[0])
			for _, lang := range []struct {
				locale    discordgo.Locale
				want, not []string
			}{{discordgo.EnglishUS, tc.en, tc.notEn}, {discordgo.Korean, tc.ko, tc.notKo}} {
				in := commandtest.CommandIn(alice, lang.locale, "wordle", "daily", opt{"hard", !tc.hard})
				h.WantCode(t, in, router.Conflict, lang.want...)
				_, err := h.Handle(in)
				ue, _ := router.AsUserError(err)
				text := ue.Text(i18n.FromLocale(string(lang.locale)))
				for _, n := range lang.not {
					if strings.Contains(text, n) {
						t.Errorf("the refusal says %q, which does not fit a game in %s mode:\n%s", n, map[bool]string{true: "hard", false: "normal"}[tc.hard], text)
					}
				}
			}
			if gameIn(t, h, dailyKey("g", alice.ID, "2026-11-22")).Game.Hard != tc.hard {
				t.Errorf("the game's mode changed")
			}
		})
	}
}
