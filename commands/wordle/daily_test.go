package wordle

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage/memory"
)

// openDaily runs /wordle daily in guild "g" and returns the reply and the game as stored.
func openDaily(t *testing.T, h *commandtest.Harness, u *discordgo.User, day string) (*router.Response, *game) {
	t.Helper()
	resp := h.Serve(commandtest.CommandIn(u, discordgo.EnglishUS, "wordle", "daily"))
	return resp, gameIn(t, h, dailyKey("g", u.ID, day))
}

// finishDaily plays the daily of today in guild "g" through its form: misses, then the answer when win,
// and returns the last reply.
func finishDaily(t *testing.T, h *commandtest.Harness, u *discordgo.User, day string, guesses int, win bool) *router.Response {
	t.Helper()
	resp, g := openDaily(t, h, u, day)
	misses := guesses
	if win {
		misses--
	}
	words := missWords(t, g.Game.Answer, misses)
	if win {
		words = append(words, g.Game.Answer.String())
	}
	for _, w := range words {
		resp = submitGuess(t, h, u, resp, w)
	}
	return resp
}

func TestDailyOncePerDayAndShare(t *testing.T) {
	h, clock, _ := newHarness(t)
	resp, g := openDaily(t, h, alice, "2026-11-22")
	if !resp.Private || !strings.Contains(resp.Content, "kibitz Wordle 2026-11-22") || g.ID != "2026-11-22" {
		t.Fatalf("daily: %+v, game %+v", resp, g)
	}
	if b := commandtest.ButtonWithLabel(t, resp, "Guess"); b.CustomID != "wdl1/d/2026-11-22/guess" {
		t.Errorf("daily Guess button %q", b.CustomID)
	}
	_, gb := openDaily(t, h, bob, "2026-11-22")
	if gb.Game.Answer != g.Game.Answer {
		t.Errorf("alice's word %s, bob's %s: everyone in a server gets the same", g.Game.Answer, gb.Game.Answer)
	}

	misses := missWords(t, g.Game.Answer, 2)
	resp = submitGuess(t, h, alice, resp, misses[0])
	if !resp.Update || len(resp.Followups) != 0 {
		t.Fatalf("daily miss: update %v, %d followups", resp.Update, len(resp.Followups))
	}
	resp = submitGuess(t, h, alice, resp, misses[1])
	resp = submitGuess(t, h, alice, resp, g.Game.Answer.String())
	if !resp.Update || !resp.Private || len(commandtest.Buttons(resp)) != 0 || !strings.Contains(resp.Content, "in 3 guesses!") {
		t.Fatalf("daily win: update %v, buttons %v, %q", resp.Update, commandtest.Buttons(resp), resp.Content)
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
	if !strings.Contains(resp.Content, "played the daily word of 2026-11-22 already") || len(commandtest.Buttons(resp)) != 0 || len(resp.Followups) != 0 {
		t.Errorf("daily again: %+v", resp)
	}
	boardImage(t, resp)
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", "crane"}, opt{"game", "daily"}), router.Conflict, "already")
	h.WantCode(t, submit(alice, discordgo.EnglishUS, "g", "wdl1/d/2026-11-22/word", "crane"), router.Conflict, "one try a day")
	h.WantCode(t, commandtest.PressIn(alice, discordgo.Korean, "wdl1/d/2026-11-22/guess"), router.Conflict, "하루에 한 번")

	// The next UTC day brings a new game.
	clock.Advance(14 * time.Hour)
	resp, g2 := openDaily(t, h, alice, "2026-11-23")
	if len(g2.Game.Guesses) != 0 || commandtest.ButtonWithLabel(t, resp, "Guess").CustomID != "wdl1/d/2026-11-23/guess" {
		t.Errorf("next day: %+v", g2)
	}
}

func TestDailyLossSharesX(t *testing.T) {
	h, _, _ := newHarness(t)
	resp := finishDaily(t, h, alice, "2026-11-22", 6, false)
	if !strings.Contains(resp.Content, "Out of guesses") || len(resp.Followups) != 1 ||
		!strings.Contains(resp.Followups[0].Content, "kibitz Wordle 2026-11-22 X/6") {
		t.Fatalf("daily loss: %q, followups %d", resp.Content, len(resp.Followups))
	}
}

func TestDailyGuessByCommand(t *testing.T) {
	h, clock, _ := newHarness(t)
	_, g := openDaily(t, h, alice, "2026-11-22")
	// Without game:, /wordle guess plays the unfinished one.
	resp := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", g.Game.Answer.String()}))
	if len(resp.Followups) != 1 || !strings.Contains(resp.Followups[0].Content, "1/6") || resp.Update {
		t.Fatalf("daily by command: %+v", resp)
	}
	if !strings.Contains(resp.Content, "kibitz Wordle 2026-11-22") {
		t.Errorf("daily by command shows another game:\n%s", resp.Content)
	}
	// With a play game also open, the one guessed in last wins.
	_, p := startPlay(t, h, bob)
	clock.Advance(time.Minute)
	openDaily(t, h, bob, "2026-11-22")
	var neither []string // words that miss both answers
	for _, w := range allMissWords(g.Game.Answer) {
		if x, _ := wordle.ParseWord(w); wordle.Score(x, p.Game.Answer) == 0 {
			neither = append(neither, w)
		}
	}
	if len(neither) < 4 {
		t.Skipf("too few words miss both %s and %s", g.Game.Answer, p.Game.Answer)
	}
	guesses := func() (play, daily int) {
		return len(gameIn(t, h, "wdlp:"+bob.ID).Game.Guesses),
			len(gameIn(t, h, dailyKey("g", bob.ID, "2026-11-22")).Game.Guesses)
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
		clock.Advance(time.Minute)
		opts := []opt{{"word", neither[i]}}
		if step.game != "" {
			opts = append(opts, opt{"game", step.game})
		}
		h.Serve(commandtest.CommandIn(bob, discordgo.EnglishUS, "wordle", "guess", opts...))
		if play, daily := guesses(); play != step.play || daily != step.daily {
			t.Errorf("step %d (game:%q): play %d and daily %d guesses, want %d and %d", i+1, step.game, play, daily, step.play, step.daily)
		}
	}
}

// TestDailyCountsPerPlace: what /leaderboard and /help say counts on the daily word's ranking names whom
// the word is shared with in each place, as dailyAnswer keys it (router.Request.Scope, TestDailyEverywhere):
// the server, the channel, the user alone, the chat; and never a server where kibitz keeps nothing for one.
func TestDailyCountsPerPlace(t *testing.T) {
	_, _, c := newHarness(t)
	counts := c.Scoring().Rankings[0].Counts
	for _, tc := range []struct {
		place  router.Place
		en, ko string
	}{
		{router.PlaceServer, "(`/wordle daily`, the same for everyone in this server)", "(`/워들 오늘의단어`, 이 서버의 모두에게 같은 단어)"},
		{router.PlaceServerUserInstall, "(`/wordle daily`, the same for everyone in this channel)", "(`/워들 오늘의단어`, 이 채널의 모두에게 같은 단어)"},
		{router.PlaceBotDM, "(`/wordle daily`; here, in your direct messages with kibitz, a word of your own)", "(`/워들 오늘의단어`, kibitz와의 DM인 여기서는 나만의 단어)"},
		{router.PlaceGroupDM, "(`/wordle daily`, the same for everyone in this chat)", "(`/워들 오늘의단어`, 이 대화방의 모두에게 같은 단어)"},
	} {
		en, ko := counts.In(tc.place, i18n.English), counts.In(tc.place, i18n.Korean)
		elsewhere := tc.place != router.PlaceServer && (strings.Contains(en, "server") || strings.Contains(ko, "서버"))
		if !strings.Contains(en, tc.en) || !strings.Contains(ko, tc.ko) || elsewhere {
			t.Errorf("the daily word's Counts in %v = %q, %q; want %q, %q", tc.place, en, ko, tc.en, tc.ko)
		}
	}
}

// TestDailyEverywhere: the daily word is played wherever kibitz is used, keyed by the place
// (docs/contract.md §5): per user in a DM with kibitz, per channel in a group DM and in a server where only
// the user installed kibitz; its words never speak of a server where there is none.
func TestDailyEverywhere(t *testing.T) {
	for _, tc := range []struct {
		name, scope    string
		in             func(*discordgo.Interaction) *discordgo.Interaction
		title, titleKo string
		ranked         bool
		shared         string // where the winner is told the share line went
	}{
		{"a DM with kibitz", "u", commandtest.InBotDM, "your word of the day", "나의 오늘의 단어", false, "shared in this chat"},
		{"a group DM", "cgdm", func(in *discordgo.Interaction) *discordgo.Interaction { return commandtest.InGroupDM(in, "gdm") },
			"this chat's word of the day", "이 대화방의 오늘의 단어", true, "shared in this chat"},
		{"a server that did not add kibitz", "cch", func(in *discordgo.Interaction) *discordgo.Interaction {
			return commandtest.InUserInstallServer(in, "other", "ch")
		}, "this channel's word of the day", "이 채널의 오늘의 단어", true, "shared in the channel"},
		// Where the server does not let kibitz post, the share is the player's alone, and said so.
		{"a server that hides kibitz's replies", "cch", func(in *discordgo.Interaction) *discordgo.Interaction {
			return commandtest.InHiddenServer(in, "other", "ch")
		}, "this channel's word of the day", "이 채널의 오늘의 단어", true, "is below as squares only, no letters, for you to copy: this server shows kibitz's messages to you alone"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, _, c := newHarness(t)
			scope := func(u *discordgo.User) string {
				if tc.scope == "u" {
					return "u" + u.ID
				}
				return tc.scope
			}
			resp := h.Serve(tc.in(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily")))
			if !strings.Contains(resp.Content, tc.title) || strings.Contains(resp.Content, "server") {
				t.Errorf("daily's title:\n%s", resp.Content)
			}
			if ko := h.Serve(tc.in(commandtest.CommandIn(bob, discordgo.Korean, "wordle", "daily"))); !strings.Contains(ko.Content, tc.titleKo) || strings.Contains(ko.Content, "서버") {
				t.Errorf("daily's title in Korean:\n%s", ko.Content)
			}
			a, b := gameIn(t, h, dailyKey(scope(alice), alice.ID, "2026-11-22")), gameIn(t, h, dailyKey(scope(bob), bob.ID, "2026-11-22"))
			want, err := c.dailyAnswer(context.Background(), scope(alice), c.today())
			if err != nil || a.Game.Answer != want {
				t.Errorf("alice's word %s, want the place's %s (%v)", a.Game.Answer, want, err)
			}
			if shared := a.Game.Answer == b.Game.Answer; shared != (tc.scope != "u") {
				t.Errorf("alice's word %s, bob's %s: shared %v", a.Game.Answer, b.Game.Answer, shared)
			}
			// The Guess button's form and a guess by command find the game of the place.
			resp = h.Serve(tc.in(commandtest.PressIn(alice, discordgo.EnglishUS, "wdl1/d/2026-11-22/guess")))
			if resp.Modal == nil {
				t.Fatalf("Guess in %s: %+v", tc.name, resp)
			}
			done := h.Serve(tc.in(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", a.Game.Answer.String()})))
			if len(done.Followups) != 1 || !strings.Contains(done.Followups[0].Content, "kibitz Wordle 2026-11-22 1/6") {
				t.Fatalf("the winning guess: %+v", done)
			}
			if !strings.Contains(done.Content, tc.shared) {
				t.Errorf("the winning guess's reply does not say %q:\n%s", tc.shared, done.Content)
			}
			top, err := c.Leaderboard(context.Background(), resultsName, scope(alice), commands.AllTime, 10)
			if err != nil || (len(top) == 1) != tc.ranked {
				t.Errorf("the place's all-time ranking %v (%v), want ranked %v", top, err, tc.ranked)
			}
			stats := h.Serve(tc.in(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "stats")))
			if !strings.Contains(stats.Content, "Played 1") || strings.Contains(stats.Content, "this server") ||
				strings.Contains(stats.Content, "belongs to") {
				t.Errorf("stats:\n%s", stats.Content)
			}
			if allTime := strings.Contains(stats.Content, "1. <@101> 1 win"); allTime != tc.ranked {
				t.Errorf("stats show the all-time ranking %v, want %v:\n%s", allTime, tc.ranked, stats.Content)
			}
			if !tc.ranked && !strings.Contains(stats.Content, "not in your direct messages with kibitz") {
				t.Errorf("stats in a DM do not say why there is no ranking:\n%s", stats.Content)
			}
			// The place's game is not the server's: in the server that added kibitz, alice has a new one.
			if g := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily")); !strings.Contains(g.Content, "this server's word") || len(commandtest.Buttons(g)) == 0 {
				t.Errorf("the server's daily after the place's:\n%s", g.Content)
			}
		})
	}
	h, _, _ := newHarness(t)
	resp := h.Serve(commandtest.InGuild(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "play"), ""))
	commandtest.ButtonWithLabel(t, resp, "Guess") // play works in a direct message
}

func TestDailyForgedButtons(t *testing.T) {
	h, _, _ := newHarness(t)
	openDaily(t, h, alice, "2026-11-22")
	for _, tc := range []struct {
		name string
		in   *discordgo.Interaction
	}{
		{"impossible day", commandtest.PressIn(alice, discordgo.EnglishUS, "wdl1/d/2026-13-45/guess")},
		{"not a day", submit(alice, discordgo.EnglishUS, "g", "wdl1/d/tomorrow/word", "crane")},
		{"unpadded day", commandtest.PressIn(alice, discordgo.EnglishUS, "wdl1/d/2026-11-2/guess")},
		{"a day not started", commandtest.PressIn(alice, discordgo.EnglishUS, "wdl1/d/2026-11-21/guess")},
		{"another server", commandtest.InGuild(commandtest.PressIn(alice, discordgo.EnglishUS, "wdl1/d/2026-11-22/guess"), "h")},
		{"another user", submit(bob, discordgo.EnglishUS, "g", "wdl1/d/2026-11-22/word", "crane")},
	} {
		t.Run(tc.name, func(t *testing.T) { h.WantCode(t, tc.in, router.NotFound, "/wordle daily") })
	}
	if n := len(gameIn(t, h, dailyKey("g", alice.ID, "2026-11-22")).Game.Guesses); n != 0 {
		t.Errorf("forged presses made %d guesses", n)
	}
}

func TestDailyFinishYesterdayAfterMidnight(t *testing.T) {
	h, clock, _ := newHarness(t)
	clock.Advance(13*time.Hour + 50*time.Minute) // 23:50 UTC
	resp, g := openDaily(t, h, alice, "2026-11-22")
	clock.Advance(20 * time.Minute)
	resp = submitGuess(t, h, alice, resp, g.Game.Answer.String())
	if len(resp.Followups) != 1 || !strings.Contains(resp.Followups[0].Content, "kibitz Wordle 2026-11-22 1/6") {
		t.Fatalf("finishing yesterday's daily: %+v", resp)
	}
	// It counts for its own day; today's is still to play.
	resp, g2 := openDaily(t, h, alice, "2026-11-23")
	if g2.ID != "2026-11-23" || len(commandtest.Buttons(resp)) != 1 {
		t.Errorf("today's daily after finishing yesterday's: %+v", g2)
	}
}

func TestDailyWordPerServerAndSecret(t *testing.T) {
	h, _, w := newHarness(t, func(env *commands.Env, _ *Config) { env.DailySecret = "configured" })
	day := time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)
	ctx := context.Background()
	a, _ := w.dailyAnswer(ctx, "g", day)
	b, _ := w.dailyAnswer(ctx, "h", day)
	if a == b {
		t.Errorf("servers g and h share the word %s on %s; each server has its own", a, formatDay(day))
	}
	if want := wordle.Daily(w.dictionary(), day, []byte("configured\x00g")); a != want {
		t.Errorf("daily word %s, want %s from the configured secret", a, want)
	}
	if _, err := h.Store.Get(ctx, "wdl:secret"); err == nil {
		t.Error("a configured secret was also stored")
	}
}

// TestDailyWordUnchanged pins the daily words of the original lists for fixed secrets, places and days,
// as kibitz drew them before the secret became every game's (commands.Env.Secret): a running deployment
// keeps its words, whether its secret is configured or was generated and stored under wdl:secret (in the
// layout stored then).
func TestDailyWordUnchanged(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		secret, scope, day, want string
	}{
		{"pinned secret", "g", "2026-11-22", "power"},
		{"pinned secret", "g", "2027-03-01", "waste"},
		{"pinned secret", "123456789012345678", "2026-11-22", "homer"},
		{"another", "123456789012345678", "2027-03-01", "tonal"},
	} {
		day, _ := time.Parse(time.DateOnly, tc.day)
		w := New(commands.Env{DailySecret: tc.secret}, Config{})
		if got, err := w.dailyAnswer(ctx, tc.scope, day); err != nil || got.String() != tc.want {
			t.Errorf("configured secret %q, place %s, %s: word %s (%v), want %s", tc.secret, tc.scope, tc.day, got, err, tc.want)
		}
	}
	store := memory.New()
	if _, err := store.Update(ctx, "wdl:secret", 0, func([]byte) ([]byte, error) {
		return []byte(`[1,{"secret":"stored secret"}]`), nil
	}); err != nil {
		t.Fatal(err)
	}
	w := New(commands.Env{Store: store}, Config{})
	if got, err := w.dailyAnswer(ctx, "g", time.Date(2026, 11, 22, 0, 0, 0, 0, time.UTC)); err != nil || got.String() != "motel" {
		t.Errorf("stored secret: word %s (%v), want motel", got, err)
	}
}

func TestDailySimultaneousLastGuessSharesOnce(t *testing.T) {
	h, _, _ := newHarness(t)
	_, g := openDaily(t, h, alice, "2026-11-22")
	var wg sync.WaitGroup
	resps := make([]*router.Response, 4)
	for i := range resps {
		wg.Go(func() {
			resps[i] = h.Serve(submit(alice, discordgo.EnglishUS, "g", "wdl1/d/2026-11-22/word", g.Game.Answer.String()))
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

func TestDailyKorean(t *testing.T) {
	h, _, _ := newHarness(t)
	resp := h.Serve(commandtest.CommandIn(alice, discordgo.Korean, "wordle", "daily"))
	if !strings.Contains(resp.Content, "kibitz 워들 2026-11-22") || !strings.Contains(resp.Content, "6번 중 1번째") {
		t.Errorf("Korean daily:\n%s", resp.Content)
	}
	g := gameIn(t, h, dailyKey("g", alice.ID, "2026-11-22"))
	form := h.Serve(commandtest.PressIn(alice, discordgo.Korean, commandtest.ButtonWithLabel(t, resp, "추측").CustomID))
	if form.Modal == nil {
		t.Fatalf("no form: %q", form.Content)
	}
	resp = h.Serve(submit(alice, discordgo.Korean, "g", form.Modal.CustomID, g.Game.Answer.String()))
	if !strings.Contains(resp.Content, "첫 번째 추측에") || !strings.Contains(resp.Content, "글자 없이 네모로만") || len(resp.Followups) != 1 {
		t.Fatalf("Korean daily win:\n%s", resp.Content)
	}
	if share := resp.Followups[0].Content; !strings.HasPrefix(share, "<@101> 님이 오늘의 단어를 마쳤습니다:\nkibitz Wordle 2026-11-22 1/6\n\n🟩🟩🟩🟩🟩") {
		t.Errorf("Korean share:\n%s", share)
	}
}
