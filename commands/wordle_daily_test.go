package commands

import (
	"context"
	"errors"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
	"kibitz/storage/memory"
)

// openDaily runs /wordle daily in guild "g" and returns the reply and the game as stored.
func openDaily(t *testing.T, h *harness, u *discordgo.User, day string) (*router.Response, *wordleGame) {
	t.Helper()
	resp := h.serve(commandIn(u, discordgo.EnglishUS, "wordle", "daily"))
	return resp, wordleGameIn(t, h, wordleDailyKey("g", u.ID, day))
}

// finishDaily plays the daily of today in guild "g" through its form: misses, then the answer when win,
// and returns the last reply.
func finishDaily(t *testing.T, h *harness, u *discordgo.User, day string, guesses int, win bool) *router.Response {
	t.Helper()
	resp, g := openDaily(t, h, u, day)
	misses := guesses
	if win {
		misses--
	}
	words := wordleMisses(t, g.Game.Answer, misses)
	if win {
		words = append(words, g.Game.Answer.String())
	}
	for _, w := range words {
		resp = submitGuess(t, h, u, resp, w)
	}
	return resp
}

func TestWordleDailyOncePerDayAndShare(t *testing.T) {
	h, clock, _ := newWordleHarness(t)
	resp, g := openDaily(t, h, alice, "2026-11-22")
	if !resp.Private || !strings.Contains(resp.Content, "kibitz Wordle 2026-11-22") || g.ID != "2026-11-22" {
		t.Fatalf("daily: %+v, game %+v", resp, g)
	}
	if b := buttonWithLabel(t, resp, "Guess"); b.CustomID != "wdl1/d/2026-11-22/guess" {
		t.Errorf("daily Guess button %q", b.CustomID)
	}
	_, gb := openDaily(t, h, bob, "2026-11-22")
	if gb.Game.Answer != g.Game.Answer {
		t.Errorf("alice's word %s, bob's %s: everyone in a server gets the same", g.Game.Answer, gb.Game.Answer)
	}

	misses := wordleMisses(t, g.Game.Answer, 2)
	resp = submitGuess(t, h, alice, resp, misses[0])
	if !resp.Update || len(resp.Followups) != 0 {
		t.Fatalf("daily miss: update %v, %d followups", resp.Update, len(resp.Followups))
	}
	resp = submitGuess(t, h, alice, resp, misses[1])
	resp = submitGuess(t, h, alice, resp, g.Game.Answer.String())
	if !resp.Update || !resp.Private || len(buttons(resp)) != 0 || !strings.Contains(resp.Content, "in 3!") {
		t.Fatalf("daily win: update %v, buttons %v, %q", resp.Update, buttons(resp), resp.Content)
	}
	if len(resp.Followups) != 1 {
		t.Fatalf("daily win: %d followups, want the public share grid", len(resp.Followups))
	}
	share := resp.Followups[0]
	if share.Private || len(share.Files) != 0 || len(share.Components) != 0 {
		t.Errorf("share: private %v, %d files, %d component rows; want a public text", share.Private, len(share.Files), len(share.Components))
	}
	lines := strings.Split(share.Content, "\n")
	if len(lines) != 6 || lines[0] != "<@101> finished the daily word:" || lines[1] != "kibitz Wordle 2026-11-22 3/6" || lines[2] != "" {
		t.Fatalf("share:\n%s", share.Content)
	}
	wantSquares := []string{"⬛⬛⬛⬛⬛", "⬛⬛⬛⬛⬛", "🟩🟩🟩🟩🟩"}
	for i, l := range lines[3:] {
		if l != wantSquares[i] {
			t.Errorf("share row %d = %q, want %q", i+1, l, wantSquares[i])
		}
	}
	low := strings.ToLower(share.Content)
	for _, w := range append(misses, g.Game.Answer.String()) {
		if strings.Contains(low, w) {
			t.Errorf("the public share spoils %q:\n%s", w, share.Content)
		}
	}

	// Once a day: the daily shows the result again, without a new share; guesses are refused.
	resp, _ = openDaily(t, h, alice, "2026-11-22")
	if !strings.Contains(resp.Content, "played the daily word of 2026-11-22 already") || len(buttons(resp)) != 0 || len(resp.Followups) != 0 {
		t.Errorf("daily again: %+v", resp)
	}
	wordleImage(t, resp)
	wantCode(t, h, commandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", "crane"}, opt{"game", "daily"}), router.Conflict, "already")
	wantCode(t, h, wordleSubmit(alice, discordgo.EnglishUS, "g", "wdl1/d/2026-11-22/word", "crane"), router.Conflict, "one try a day")
	wantCode(t, h, pressIn(alice, discordgo.Korean, "wdl1/d/2026-11-22/guess"), router.Conflict, "하루에 한 번")

	// The next UTC day brings a new game.
	clock.advance(14 * time.Hour)
	resp, g2 := openDaily(t, h, alice, "2026-11-23")
	if len(g2.Game.Guesses) != 0 || buttonWithLabel(t, resp, "Guess").CustomID != "wdl1/d/2026-11-23/guess" {
		t.Errorf("next day: %+v", g2)
	}
}

func TestWordleDailyLossSharesX(t *testing.T) {
	h, _, _ := newWordleHarness(t)
	resp := finishDaily(t, h, alice, "2026-11-22", 6, false)
	if !strings.Contains(resp.Content, "Out of guesses") || len(resp.Followups) != 1 ||
		!strings.Contains(resp.Followups[0].Content, "kibitz Wordle 2026-11-22 X/6") {
		t.Fatalf("daily loss: %q, followups %d", resp.Content, len(resp.Followups))
	}
}

func TestWordleDailyGuessByCommand(t *testing.T) {
	h, clock, _ := newWordleHarness(t)
	_, g := openDaily(t, h, alice, "2026-11-22")
	// Without game:, /wordle guess plays the unfinished one.
	resp := h.serve(commandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", g.Game.Answer.String()}))
	if len(resp.Followups) != 1 || !strings.Contains(resp.Followups[0].Content, "1/6") || resp.Update {
		t.Fatalf("daily by command: %+v", resp)
	}
	if !strings.Contains(resp.Content, "kibitz Wordle 2026-11-22") {
		t.Errorf("daily by command shows another game:\n%s", resp.Content)
	}
	// With a play game also open, the one guessed in last wins.
	_, p := startPlay(t, h, bob)
	clock.advance(time.Minute)
	openDaily(t, h, bob, "2026-11-22")
	var neither []string // words that miss both answers
	for _, w := range wordleMisses(t, g.Game.Answer, 200) {
		if x, _ := wordle.ParseWord(w); wordle.Score(x, p.Game.Answer) == 0 {
			neither = append(neither, w)
		}
	}
	if len(neither) < 4 {
		t.Skipf("too few words miss both %s and %s", g.Game.Answer, p.Game.Answer)
	}
	guesses := func() (play, daily int) {
		return len(wordleGameIn(t, h, "wdlp:"+bob.ID).Game.Guesses),
			len(wordleGameIn(t, h, wordleDailyKey("g", bob.ID, "2026-11-22")).Game.Guesses)
	}
	for i, step := range []struct {
		game        string
		play, daily int
	}{
		{"daily", 0, 1}, // named
		{"", 0, 2},      // the daily was guessed in last
		{"play", 1, 2},  // named
		{"", 2, 2},      // now the play game was
	} {
		clock.advance(time.Minute)
		opts := []opt{{"word", neither[i]}}
		if step.game != "" {
			opts = append(opts, opt{"game", step.game})
		}
		h.serve(commandIn(bob, discordgo.EnglishUS, "wordle", "guess", opts...))
		if play, daily := guesses(); play != step.play || daily != step.daily {
			t.Errorf("step %d (game:%q): play %d and daily %d guesses, want %d and %d", i+1, step.game, play, daily, step.play, step.daily)
		}
	}
}

func TestWordleDailyNeedsAServer(t *testing.T) {
	h, _, _ := newWordleHarness(t)
	for _, sub := range []string{"daily", "stats"} {
		wantCode(t, h, inGuild(commandIn(alice, discordgo.EnglishUS, "wordle", sub), ""), router.Invalid, "belongs to a server", "/wordle play")
		wantCode(t, h, inGuild(commandIn(alice, discordgo.Korean, "wordle", sub), ""), router.Invalid, "서버 채널에서")
	}
	wantCode(t, h, inGuild(commandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", "crane"}, opt{"game", "daily"}), ""), router.Invalid, "belongs to a server")
	resp := h.serve(inGuild(commandIn(alice, discordgo.EnglishUS, "wordle", "play"), ""))
	buttonWithLabel(t, resp, "Guess") // play works in a direct message
}

func TestWordleDailyForgedButtons(t *testing.T) {
	h, _, _ := newWordleHarness(t)
	openDaily(t, h, alice, "2026-11-22")
	for _, tc := range []struct {
		name string
		in   *discordgo.Interaction
	}{
		{"impossible day", pressIn(alice, discordgo.EnglishUS, "wdl1/d/2026-13-45/guess")},
		{"not a day", wordleSubmit(alice, discordgo.EnglishUS, "g", "wdl1/d/tomorrow/word", "crane")},
		{"unpadded day", pressIn(alice, discordgo.EnglishUS, "wdl1/d/2026-11-2/guess")},
		{"a day not started", pressIn(alice, discordgo.EnglishUS, "wdl1/d/2026-11-21/guess")},
		{"another server", inGuild(pressIn(alice, discordgo.EnglishUS, "wdl1/d/2026-11-22/guess"), "h")},
		{"another user", wordleSubmit(bob, discordgo.EnglishUS, "g", "wdl1/d/2026-11-22/word", "crane")},
	} {
		t.Run(tc.name, func(t *testing.T) { wantCode(t, h, tc.in, router.NotFound, "/wordle daily") })
	}
	if n := len(wordleGameIn(t, h, wordleDailyKey("g", alice.ID, "2026-11-22")).Game.Guesses); n != 0 {
		t.Errorf("forged presses made %d guesses", n)
	}
}

func TestWordleDailyFinishYesterdayAfterMidnight(t *testing.T) {
	h, clock, _ := newWordleHarness(t)
	clock.advance(13*time.Hour + 50*time.Minute) // 23:50 UTC
	resp, g := openDaily(t, h, alice, "2026-11-22")
	clock.advance(20 * time.Minute)
	resp = submitGuess(t, h, alice, resp, g.Game.Answer.String())
	if len(resp.Followups) != 1 || !strings.Contains(resp.Followups[0].Content, "kibitz Wordle 2026-11-22 1/6") {
		t.Fatalf("finishing yesterday's daily: %+v", resp)
	}
	// It counts for its own day; today's is still to play.
	resp, g2 := openDaily(t, h, alice, "2026-11-23")
	if g2.ID != "2026-11-23" || len(buttons(resp)) != 1 {
		t.Errorf("today's daily after finishing yesterday's: %+v", g2)
	}
}

func TestWordleDailyWordPerServerAndSecret(t *testing.T) {
	h, _, w := newWordleHarness(t, func(d *Deps) { d.DailySecret = "configured" })
	day := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	ctx := context.Background()
	a, _ := w.dailyAnswer(ctx, "g", day)
	b, _ := w.dailyAnswer(ctx, "h", day)
	if a == b {
		t.Errorf("servers g and h share the word %s on %s; each server has its own", a, wordleDay(day))
	}
	if want := wordle.Daily(w.Wordle, day, []byte("configured\x00g")); a != want {
		t.Errorf("daily word %s, want %s from the configured secret", a, want)
	}
	if _, err := h.store.Get(ctx, wordleSecretKey); err == nil {
		t.Error("a configured secret was also stored")
	}
}

func TestWordleDailySecretCreatedOnce(t *testing.T) {
	store := memory.New()
	d := Deps{Store: store, Log: slog.New(slog.DiscardHandler), Wordle: wordleTestDictionary()}
	d.defaults()
	// Eight replicas asking at the same instant agree on one secret.
	secrets := make([]string, 8)
	var wg sync.WaitGroup
	for i := range secrets {
		wg.Go(func() {
			s, err := newWordle(d).dailySecret(context.Background())
			if err != nil {
				t.Error(err)
			}
			secrets[i] = s
		})
	}
	wg.Wait()
	for _, s := range secrets[1:] {
		if s != secrets[0] || len(s) < 40 {
			t.Fatalf("secrets differ or are short: %q", secrets)
		}
	}
	data, err := store.Get(context.Background(), wordleSecretKey)
	if err != nil || !strings.Contains(string(data), secrets[0]) {
		t.Errorf("stored secret %s (%v), want %s", data, err, secrets[0])
	}
	// A replica started later reads it.
	if s, _ := newWordle(d).dailySecret(context.Background()); s != secrets[0] {
		t.Errorf("a later replica got %q, want %q", s, secrets[0])
	}
}

func TestWordleDailySimultaneousLastGuessSharesOnce(t *testing.T) {
	h, _, _ := newWordleHarness(t)
	_, g := openDaily(t, h, alice, "2026-11-22")
	var wg sync.WaitGroup
	resps := make([]*router.Response, 4)
	for i := range resps {
		wg.Go(func() {
			resps[i] = h.serve(wordleSubmit(alice, discordgo.EnglishUS, "g", "wdl1/d/2026-11-22/word", g.Game.Answer.String()))
		})
	}
	wg.Wait()
	shares := 0
	for _, r := range resps {
		shares += len(r.Followups)
	}
	if shares != 1 {
		t.Errorf("%d share grids for one finished daily, want 1", shares)
	}
	s := statsOf(t, h, "g", alice.ID)
	if s.Played != 1 || s.Won != 1 {
		t.Errorf("stats after simultaneous wins: %+v, want one played and won", s)
	}
}

// statsOf reads a user's daily stats in a server from the store; the zero stats when there are none.
func statsOf(t *testing.T, h *harness, guild, userID string) wordleStats {
	t.Helper()
	var s wordleStats
	err := storage.GetJSON(context.Background(), h.store, "wdls:"+guild+":"+userID, &s)
	if errors.Is(err, storage.ErrNotFound) {
		return s
	}
	if err != nil {
		t.Fatalf("read stats of %s in %s: %v", userID, guild, err)
	}
	return s
}

// playDaily plays u's daily of the clock's day in guild "g": it opens the game, lets took pass, then
// makes guesses guesses, the last one the answer when win. It returns the last reply.
func playDaily(t *testing.T, h *harness, clock *testClock, u *discordgo.User, guesses int, win bool, took time.Duration) *router.Response {
	t.Helper()
	day := wordleDay(clock.Now())
	resp, g := openDaily(t, h, u, day)
	clock.advance(took)
	misses := guesses
	if win {
		misses--
	}
	var words []string
	if misses > 0 {
		words = wordleMisses(t, g.Game.Answer, misses)
	}
	if win {
		words = append(words, g.Game.Answer.String())
	}
	for _, w := range words {
		resp = submitGuess(t, h, u, resp, w)
	}
	if len(resp.Followups) != 1 {
		t.Fatalf("%s's daily of %s did not end with a share: %q", u.ID, day, resp.Content)
	}
	return resp
}

// wordleStatsText runs /wordle stats as u in guild "g" and returns the reply's text.
func wordleStatsText(t *testing.T, h *harness, u *discordgo.User, locale discordgo.Locale) string {
	t.Helper()
	resp := h.serve(commandIn(u, locale, "wordle", "stats"))
	if !resp.Private || len(resp.Files) != 0 {
		t.Errorf("stats: private %v, %d files; want a private text", resp.Private, len(resp.Files))
	}
	return resp.Content
}

func TestWordleStatsAdd(t *testing.T) {
	type result struct {
		day     string
		guesses int // 0 for a word missed
	}
	for _, tc := range []struct {
		name                  string
		results               []result
		today                 string
		played, won           int
		streak, current, best int
	}{
		{"none", nil, "2026-11-22", 0, 0, 0, 0, 0},
		{"one win", []result{{"2026-11-22", 3}}, "2026-11-22", 1, 1, 1, 1, 1},
		{"alive the next day", []result{{"2026-11-22", 3}}, "2026-11-23", 1, 1, 1, 1, 1},
		{"dead the day after", []result{{"2026-11-22", 3}}, "2026-11-24", 1, 1, 1, 0, 1},
		{"three in a row", []result{{"2026-11-22", 3}, {"2026-11-23", 1}, {"2026-11-24", 6}}, "2026-11-24", 3, 3, 3, 3, 3},
		{"across a month", []result{{"2026-11-30", 3}, {"2026-12-01", 2}}, "2026-12-01", 2, 2, 2, 2, 2},
		{"a loss breaks it", []result{{"2026-11-22", 3}, {"2026-11-23", 2}, {"2026-11-24", 0}}, "2026-11-24", 3, 2, 0, 0, 2},
		{"a gap breaks it", []result{{"2026-11-22", 3}, {"2026-11-23", 2}, {"2026-11-25", 4}}, "2026-11-25", 3, 3, 1, 1, 2},
		{"counted once", []result{{"2026-11-22", 3}, {"2026-11-22", 3}, {"2026-11-22", 0}}, "2026-11-22", 1, 1, 1, 1, 1},
		{"a late loss keeps a later streak", []result{{"2026-11-23", 2}, {"2026-11-22", 0}}, "2026-11-23", 2, 1, 1, 1, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var s wordleStats
			dist := map[int]int{}
			for _, r := range tc.results {
				g := wordle.Game{Answer: mustWordleWord(t, "crane")}
				for range max(r.guesses-1, 0) {
					g.Guesses = append(g.Guesses, mustWordleWord(t, "pilot"))
				}
				if r.guesses > 0 {
					g.Guesses = append(g.Guesses, g.Answer)
				} else {
					for range wordle.MaxGuesses {
						g.Guesses = append(g.Guesses, mustWordleWord(t, "pilot"))
					}
				}
				if s.add(r.day, &g) && r.guesses > 0 {
					dist[r.guesses]++
				}
			}
			if s.Played != tc.played || s.Won != tc.won || s.Streak != tc.streak || s.current(tc.today) != tc.current || s.Best != tc.best {
				t.Errorf("played %d won %d streak %d current %d best %d; want %d %d %d %d %d",
					s.Played, s.Won, s.Streak, s.current(tc.today), s.Best, tc.played, tc.won, tc.streak, tc.current, tc.best)
			}
			for k := 1; k <= wordle.MaxGuesses; k++ {
				if s.Dist[k] != dist[k] {
					t.Errorf("distribution %v, want %v", s.Dist, dist)
					break
				}
			}
		})
	}
}

func mustWordleWord(t *testing.T, s string) wordle.Word {
	t.Helper()
	w, err := wordle.ParseWord(s)
	if err != nil {
		t.Fatal(err)
	}
	return w
}

func TestWordleStatsStreaksAndDistribution(t *testing.T) {
	h, clock, _ := newWordleHarness(t)
	text := wordleStatsText(t, h, alice, discordgo.EnglishUS)
	for _, want := range []string{"not finished a daily word in this server yet", "**Today, 2026-11-22**", "nobody has finished yet", "Days change at 00:00 UTC"} {
		if !strings.Contains(text, want) {
			t.Errorf("stats before any daily lacks %q:\n%s", want, text)
		}
	}
	// 22 won in 3, 23 in 1, 24 in 2, 25 missed, 26 won in 2.
	for _, r := range []struct {
		guesses int
		win     bool
	}{{3, true}, {1, true}, {2, true}, {6, false}, {2, true}} {
		playDaily(t, h, clock, alice, r.guesses, r.win, time.Minute)
		clock.advance(24*time.Hour - time.Minute)
	}
	clock.advance(-24 * time.Hour) // back to the 26th
	// Opening a finished daily again repairs its recording, and must not count it twice.
	openDaily(t, h, alice, "2026-11-26")
	if s := statsOf(t, h, "g", alice.ID); s.Played != 5 || s.Won != 4 || s.Best != 3 || s.Streak != 1 {
		t.Errorf("stats as stored: %+v", s)
	}
	text = wordleStatsText(t, h, alice, discordgo.EnglishUS)
	for _, want := range []string{
		"Played 5 · won 80% · current streak 1 · best streak 3",
		"Guess distribution:\n```\n" +
			"1 │██████████ 1\n" +
			"2 │████████████████████ 2\n" +
			"3 │██████████ 1\n" +
			"4 │ 0\n" +
			"5 │ 0\n" +
			"6 │ 0\n" +
			"X │██████████ 1\n```",
		"**Today, 2026-11-26**",
		"1. <@101> 2/6 in 1m0s",
		"1. <@101> 4 found of 5 played, 15 guesses", // 3+1+2+7+2
	} {
		if !strings.Contains(text, want) {
			t.Errorf("stats lack %q:\n%s", want, text)
		}
	}
	// The streak stays alive through the next day, unplayed, and dies the day after.
	clock.advance(24 * time.Hour)
	if text := wordleStatsText(t, h, alice, discordgo.EnglishUS); !strings.Contains(text, "current streak 1 · best streak 3") {
		t.Errorf("on the 27th:\n%s", text)
	}
	clock.advance(24 * time.Hour)
	if text := wordleStatsText(t, h, alice, discordgo.EnglishUS); !strings.Contains(text, "current streak 0 · best streak 3") {
		t.Errorf("on the 28th:\n%s", text)
	}
	// Stats belong to a server: in another one, alice has none.
	resp := h.serve(inGuild(commandIn(alice, discordgo.EnglishUS, "wordle", "stats"), "h"))
	if !strings.Contains(resp.Content, "not finished a daily word in this server yet") {
		t.Errorf("stats in another server:\n%s", resp.Content)
	}
	text = wordleStatsText(t, h, alice, discordgo.Korean)
	for _, want := range []string{"나의 오늘의 단어 기록", "플레이 5 · 승률 80% · 현재 연승 0 · 최고 연승 3", "추측 횟수 분포", "최근 7일", "UTC 0시"} {
		if !strings.Contains(text, want) {
			t.Errorf("Korean stats lack %q:\n%s", want, text)
		}
	}
}

func TestWordleStatsBoards(t *testing.T) {
	h, clock, _ := newWordleHarness(t)
	u := func(id string) *discordgo.User { return user(id) }
	// The 22nd: six players, alice last.
	for _, r := range []struct {
		who     *discordgo.User
		guesses int
		win     bool
		took    time.Duration
	}{
		{u("201"), 3, true, 2 * time.Minute},
		{u("202"), 2, true, 5 * time.Minute},
		{u("203"), 3, true, time.Minute},
		{u("204"), 6, false, time.Minute},
		{u("205"), 4, true, time.Minute},
		{alice, 6, false, 9 * time.Minute},
	} {
		playDaily(t, h, clock, r.who, r.guesses, r.win, r.took)
	}
	text := wordleStatsText(t, h, alice, discordgo.EnglishUS)
	wantToday := "**Today, 2026-11-22** (fewest guesses, then fastest):\n" +
		"1. <@202> 2/6 in 5m0s\n" +
		"2. <@203> 3/6 in 1m0s\n" +
		"3. <@201> 3/6 in 2m0s\n" +
		"4. <@205> 4/6 in 1m0s\n" +
		"5. <@204> X/6 in 1m0s\n" +
		"You: #6 of 6.\n"
	if !strings.Contains(text, wantToday) {
		t.Errorf("today's board, want\n%s\ngot\n%s", wantToday, text)
	}
	if text := wordleStatsText(t, h, u("203"), discordgo.EnglishUS); strings.Contains(text, "You: #") {
		t.Errorf("a player on the shown board is told their place again:\n%s", text)
	}

	// The 23rd: 203 wins again, in 2; alice in 4.
	clock.advance(24 * time.Hour)
	playDaily(t, h, clock, u("203"), 2, true, time.Minute)
	playDaily(t, h, clock, alice, 4, true, time.Minute)
	text = wordleStatsText(t, h, alice, discordgo.EnglishUS)
	wantWeek := "**Last 7 days** (most words found, then fewest guesses; a miss counts 7):\n" +
		"1. <@203> 2 found of 2 played, 5 guesses\n" +
		"2. <@202> 1 found of 1 played, 2 guesses\n" +
		"3. <@201> 1 found of 1 played, 3 guesses\n" +
		"4. <@205> 1 found of 1 played, 4 guesses\n" +
		"5. <@101> 1 found of 2 played, 11 guesses\n"
	if !strings.Contains(text, wantWeek) || strings.Contains(text, "You: #") {
		t.Errorf("the week's board, want\n%s\ngot\n%s", wantWeek, text)
	}
	if !strings.Contains(text, "**Today, 2026-11-23** (fewest guesses, then fastest):\n1. <@203> 2/6 in 1m0s\n2. <@101> 4/6 in 1m0s\n") {
		t.Errorf("the 23rd's board:\n%s", text)
	}
	// Other servers keep their own boards.
	if resp := h.serve(inGuild(commandIn(alice, discordgo.EnglishUS, "wordle", "stats"), "h")); strings.Count(resp.Content, "nobody has finished yet") != 2 {
		t.Errorf("another server's boards:\n%s", resp.Content)
	}

	// Six days on, the 22nd has left the week: 204 is gone, the others count the 23rd only.
	clock.advance(6 * 24 * time.Hour)
	text = wordleStatsText(t, h, alice, discordgo.EnglishUS)
	if !strings.Contains(text, "nobody has finished yet.\n\n**Last 7 days**") ||
		!strings.Contains(text, "1. <@203> 1 found of 1 played, 2 guesses\n2. <@101> 1 found of 1 played, 4 guesses\n") ||
		strings.Contains(text, "<@204>") {
		t.Errorf("on the 29th:\n%s", text)
	}
	text = wordleStatsText(t, h, alice, discordgo.Korean)
	if !strings.Contains(text, "1. <@203> 1번 중 1번 성공, 추측 2회") {
		t.Errorf("Korean week board:\n%s", text)
	}
}

func TestWordleDailyKorean(t *testing.T) {
	h, _, _ := newWordleHarness(t)
	resp := h.serve(commandIn(alice, discordgo.Korean, "wordle", "daily"))
	if !strings.Contains(resp.Content, "kibitz 워들 2026-11-22") || !strings.Contains(resp.Content, "6번 중 1번째") {
		t.Errorf("Korean daily:\n%s", resp.Content)
	}
	g := wordleGameIn(t, h, wordleDailyKey("g", alice.ID, "2026-11-22"))
	form := h.serve(pressIn(alice, discordgo.Korean, buttonWithLabel(t, resp, "추측").CustomID))
	if form.Modal == nil {
		t.Fatalf("no form: %q", form.Content)
	}
	resp = h.serve(wordleSubmit(alice, discordgo.Korean, "g", form.Modal.CustomID, g.Game.Answer.String()))
	if !strings.Contains(resp.Content, "첫 번째 추측에") || !strings.Contains(resp.Content, "글자 없이 네모로만") || len(resp.Followups) != 1 {
		t.Fatalf("Korean daily win:\n%s", resp.Content)
	}
	if share := resp.Followups[0].Content; !strings.HasPrefix(share, "<@101> 님이 오늘의 단어를 마쳤습니다:\nkibitz Wordle 2026-11-22 1/6\n\n🟩🟩🟩🟩🟩") {
		t.Errorf("Korean share:\n%s", share)
	}
}
