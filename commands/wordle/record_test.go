package wordle

import (
	"context"
	"errors"
	"math"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/storage"
)

// sharedStats are a user's figures in the results every game shares (commands.Env.Stats), for wordle.
func sharedStats(t *testing.T, h *commandtest.Harness, userID string) commands.GameStats {
	t.Helper()
	s, err := commands.Env{Store: h.Store}.Stats(context.Background(), userID)
	if err != nil {
		t.Fatal(err)
	}
	return s.Ranked["wordle"]
}

// allTime is the server's all-time leaderboard of wordle, as "user:wins" best first.
func allTime(t *testing.T, h *commandtest.Harness, guild string) string {
	t.Helper()
	top, err := commands.Env{Store: h.Store}.WithDefaults().Leaderboard(context.Background(), "wordle", guild, commands.AllTime, 20)
	if err != nil {
		t.Fatal(err)
	}
	var s []string
	for _, r := range top {
		s = append(s, r.Member+":"+strconv.FormatFloat(r.Score, 'f', -1, 64))
	}
	return strings.Join(s, " ")
}

func TestDailyResultsRecorded(t *testing.T) {
	h, clock, _ := newHarness(t)
	playDaily(t, h, clock, alice, 3, true, time.Minute)
	playDaily(t, h, clock, bob, 6, false, time.Minute)
	if a, b := sharedStats(t, h, alice.ID), sharedStats(t, h, bob.ID); a.Wins != 1 || a.Losses != 0 || b.Wins != 0 || b.Losses != 1 {
		t.Fatalf("shared results: alice %+v, bob %+v; want a win and a loss", a, b)
	}
	if got := allTime(t, h, "g"); got != "101:1" {
		t.Errorf("all-time leaderboard %q, want alice's one win", got)
	}
	// Showing a finished daily again records nothing more.
	h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily"))
	h.Serve(commandtest.CommandIn(bob, discordgo.EnglishUS, "wordle", "daily"))
	if a, b := sharedStats(t, h, alice.ID), sharedStats(t, h, bob.ID); a.Wins != 1 || b.Losses != 1 {
		t.Errorf("after showing the results again: alice %+v, bob %+v", a, b)
	}
	if got := allTime(t, h, "g"); got != "101:1" {
		t.Errorf("all-time leaderboard %q after showing again", got)
	}
}

func TestStatsAllTimeRanking(t *testing.T) {
	h, clock, _ := newHarness(t)
	u := commandtest.User
	text := statsText(t, h, alice, discordgo.EnglishUS)
	if !strings.Contains(text, "**All time** (daily words found in this server):\nnobody has found a daily word yet.\n") {
		t.Errorf("empty ranking:\n%s", text)
	}
	// The 22nd: alice and 201 to 205 win, 206 loses; the 23rd: 201 to 205 win again, alice loses.
	for _, p := range []*discordgo.User{alice, u("201"), u("202"), u("203"), u("204"), u("205")} {
		playDaily(t, h, clock, p, 4, true, time.Minute)
	}
	playDaily(t, h, clock, u("206"), 6, false, time.Minute)
	text = statsText(t, h, alice, discordgo.EnglishUS)
	if !strings.Contains(text, "**All time** (daily words found in this server):\n1. <@205> 1 win\n1. <@204> 1 win\n") ||
		!strings.Contains(text, "1. <@201> 1 win\n…and 1 more player with the same result, sharing #1.\nYou: 1 win.\n") {
		t.Errorf("ranking of the 22nd:\n%s", text)
	}
	clock.Advance(24 * time.Hour)
	playDaily(t, h, clock, alice, 6, false, time.Minute)
	for _, p := range []string{"203", "201", "205", "202"} {
		playDaily(t, h, clock, u(p), 2, true, time.Minute)
	}
	playDaily(t, h, clock, u("204"), 6, false, time.Minute)
	playDaily(t, h, clock, u("206"), 5, true, time.Minute)
	// Most wins first; equal wins share a place, the later user id first (the sorted set's order).
	want := "**All time** (daily words found in this server):\n" +
		"1. <@205> 2 wins\n" +
		"1. <@203> 2 wins\n" +
		"1. <@202> 2 wins\n" +
		"1. <@201> 2 wins\n" +
		"5. <@206> 1 win\n" +
		"…and 2 more players with the same result, sharing #5.\n" + // alice and 204
		"You: 1 win.\n"
	if text = statsText(t, h, alice, discordgo.EnglishUS); !strings.Contains(text, want) {
		t.Errorf("all-time ranking, want\n%s\ngot\n%s", want, text)
	}
	if text = statsText(t, h, u("204"), discordgo.EnglishUS); !strings.Contains(text, "5. <@206> 1 win\n…and 2 more players with the same result, sharing #5.\nYou: 1 win.\n") {
		t.Errorf("204's ranking:\n%s", text)
	}
	if text = statsText(t, h, u("206"), discordgo.EnglishUS); strings.Contains(text, "You: 1 win") {
		t.Errorf("a player on the ranking is told their wins again:\n%s", text)
	}
	text = statsText(t, h, alice, discordgo.Korean)
	if !strings.Contains(text, "**역대 순위** (이 서버에서 찾은 오늘의 단어 수):\n1. <@205> 2승\n") || !strings.Contains(text, "나: 1승.") {
		t.Errorf("Korean ranking:\n%s", text)
	}
	// Another server ranks its own.
	if resp := h.Serve(commandtest.InGuild(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "stats"), "h")); !strings.Contains(resp.Content, "nobody has found a daily word yet.") {
		t.Errorf("another server's ranking:\n%s", resp.Content)
	}
}

// failingStats is a store whose writes of the shared statistics fail while fail is set.
type failingStats struct {
	storage.Store
	fail atomic.Bool
}

func (s *failingStats) Update(ctx context.Context, key string, ttl time.Duration, fn storage.UpdateFunc) ([]byte, error) {
	if s.fail.Load() && strings.HasPrefix(key, "stats:") {
		return nil, errors.New("the store is down")
	}
	return s.Store.Update(ctx, key, ttl, fn)
}

func TestDailyRecordRetriedAfterFailure(t *testing.T) {
	var fs *failingStats
	h, _, _ := newHarness(t, func(env *commands.Env, _ *Config) {
		fs = &failingStats{Store: env.Store}
		env.Store = fs
	})
	_, g := openDaily(t, h, alice, "2026-11-22")
	fs.fail.Store(true)
	if _, err := h.Handle(submit(alice, discordgo.EnglishUS, "g", "wdl1/d/2026-11-22/word", g.Game.Answer.String())); err == nil {
		t.Fatal("the winning guess reported no error while the results could not be written")
	}
	if s := sharedStats(t, h, alice.ID); s.Played() != 0 {
		t.Fatalf("results written while failing: %+v", s)
	}
	// The next /wordle daily records the result, once.
	fs.fail.Store(false)
	h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily"))
	h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily"))
	if s := sharedStats(t, h, alice.ID); s.Wins != 1 || s.Played() != 1 {
		t.Errorf("after the repair: %+v, want one win", s)
	}
	if got := allTime(t, h, "g"); got != "101:1" {
		t.Errorf("all-time leaderboard %q, want alice's one win", got)
	}
}

// TestFairResults: which finished games count on the leaderboard and which are practice (docs/contract.md
// §5). Only the daily word is the same for everyone; a game of /wordle play, which a player can start
// again until an easy word comes, and a challenge, whose setter may tell a friend the word, are practice:
// in /stats, on no leaderboard.
func TestFairResults(t *testing.T) {
	h, clock, _ := newHarness(t)
	practice := func(u *discordgo.User) commands.GameStats {
		t.Helper()
		s, err := commands.Env{Store: h.Store}.Stats(context.Background(), u.ID)
		if err != nil {
			t.Fatal(err)
		}
		return s.Practice["wordle"]
	}

	// A game of /wordle play won: practice.
	resp, g := startPlay(t, h, alice)
	submitGuess(t, h, alice, resp, g.Game.Answer.String())
	if p, r := practice(alice), sharedStats(t, h, alice.ID); p.Wins != 1 || r.Played() != 0 {
		t.Errorf("after /wordle play: practice %+v, ranked %+v", p, r)
	}
	// Lost by command: practice too, once.
	_, g = startPlay(t, h, alice)
	for _, w := range missWords(t, g.Game.Answer, 6) {
		h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", w}))
	}
	h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", "crane"})) // over: refused
	if p := practice(alice); p.Wins != 1 || p.Losses != 1 {
		t.Errorf("after a lost /wordle play: practice %+v", p)
	}

	// Given up after a guess: a practice loss; given up before any: nothing.
	_, g = startPlay(t, h, alice)
	h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", missWords(t, g.Game.Answer, 1)[0]}))
	kept := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "play")) // the game in progress, with Give up
	h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, kept, "Give up, new game").CustomID))
	kept = h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "play"))
	h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, kept, "Give up, new game").CustomID))
	if p := practice(alice); p.Wins != 1 || p.Losses != 2 {
		t.Errorf("after giving up: practice %+v, want the one game with a guess lost", p)
	}

	// A challenge found: practice for the player, nothing for the setter.
	_, id := setChallenge(t, h, bob, discordgo.EnglishUS, "crane")
	h.Serve(commandtest.PressIn(carol, discordgo.EnglishUS, "wdl1/c/"+id+"/play"))
	chalGuess(h, carol, id, "crane")
	if p, s := practice(carol), practice(bob); p.Wins != 1 || s.Played() != 0 {
		t.Errorf("after a challenge: carol's practice %+v, the setter's %+v", p, s)
	}
	if got := allTime(t, h, "g"); got != "" {
		t.Errorf("the leaderboard %q after practice alone", got)
	}

	// The daily ranks.
	playDaily(t, h, clock, carol, 2, true, time.Minute)
	if r := sharedStats(t, h, carol.ID); r.Wins != 1 {
		t.Errorf("carol's daily: %+v", r)
	}
	if got := allTime(t, h, "g"); got != "103:1" {
		t.Errorf("the leaderboard %q, want carol's daily", got)
	}
}

// TestDailyRecordRetriedAfterBoardFailure: a daily's result whose recording failed after its win went on
// the all-time leaderboard (the week's Expire failed) is recorded again by the next /wordle daily, and
// is then on each leaderboard once, as /stats counts it once.
func TestDailyRecordRetriedAfterBoardFailure(t *testing.T) {
	var fs *commandtest.FailingWrites
	h, clock, _ := newHarness(t, func(env *commands.Env, _ *Config) {
		fs = &commandtest.FailingWrites{Store: env.Store}
		env.Store = fs
	})
	_, g := openDaily(t, h, alice, "2026-11-22")
	fs.FailNext("Expire", "rank:wordle:g:w")
	if _, err := h.Handle(submit(alice, discordgo.EnglishUS, "g", "wdl1/d/2026-11-22/word", g.Game.Answer.String())); err == nil {
		t.Fatal("the winning guess reported no error while the week's leaderboard could not be kept")
	}
	if fs.Armed() {
		t.Fatal("no write failed")
	}
	h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily"))
	h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily"))
	if s := sharedStats(t, h, alice.ID); s.Wins != 1 || s.Played() != 1 {
		t.Errorf("after the repair: %+v, want one win", s)
	}
	if got := allTime(t, h, "g"); got != "101:1" {
		t.Errorf("all-time leaderboard %q, want alice's one win", got)
	}
	week, err := commands.Env{Store: h.Store, Now: clock.Now}.WithDefaults().Leaderboard(context.Background(), "wordle", "g", commands.Week, 20)
	if err != nil || len(week) != 1 || week[0].Member != alice.ID || week[0].Score != 1 {
		t.Errorf("the week's leaderboard %+v, %v; want alice's one win", week, err)
	}
}

// TestPracticeResultsRepaired: a practice result whose recording failed (the store's write of the
// player's figures) is recorded by the repair (commands.Env.RecordAll), once however many times it runs:
// a game of /wordle play and a challenge found.
func TestPracticeResultsRepaired(t *testing.T) {
	h, clock, w := newHarness(t)
	ctx := context.Background()
	failing := &commandtest.FailingWrites{Store: w.Store}
	w.Store = failing
	practice := func(u *discordgo.User) commands.GameStats {
		t.Helper()
		s, err := commands.Env{Store: h.Store}.Stats(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		return s.Practice["wordle"]
	}
	resp, g := startPlay(t, h, alice)
	failing.FailNext("Update", "stats:"+alice.ID)
	submitGuess(t, h, alice, resp, g.Game.Answer.String())
	_, id := setChallenge(t, h, bob, discordgo.EnglishUS, "crane")
	h.Serve(commandtest.PressIn(carol, discordgo.EnglishUS, "wdl1/c/"+id+"/play"))
	failing.FailNext("Update", "stats:"+carol.ID)
	chalGuess(h, carol, id, "crane")
	if failing.Armed() {
		t.Fatal("a write did not fail")
	}
	// The challenge's own list of results failing to take dave's: his game has ended all the same, and
	// is recorded (a store error there answered the guess with an error, and recorded nothing).
	dave := commandtest.User("104")
	h.Serve(commandtest.PressIn(dave, discordgo.EnglishUS, "wdl1/c/"+id+"/play"))
	failing.FailNext("Update", chalKey(id))
	if resp := chalGuess(h, dave, id, "crane"); !strings.Contains(resp.Content, "CRANE") {
		t.Errorf("dave's winning guess, the challenge's results failing: %q", resp.Content)
	}
	if failing.Armed() {
		t.Fatal("the challenge's write did not fail")
	}
	clock.Advance(time.Minute)
	w.RepairResults(ctx)
	w.RepairResults(ctx)
	if a, c, d := practice(alice), practice(carol), practice(dave); a.Wins != 1 || a.Played() != 1 || c.Wins != 1 || c.Played() != 1 || d.Wins != 1 || d.Played() != 1 {
		t.Errorf("after the repair: alice %+v, carol %+v, dave %+v; want one practice win each", a, c, d)
	}
}

// TestDailyRecordRepairedAtTheClosing: a daily whose recording failed when it ended, and whose player does
// not ask for /wordle daily again that day, is recorded by the sweep at the daily's closing: won at
// 23:59:50 after an earlier guess, or at the first guess (which left no closing to sweep before). The
// finishing guess took the game's closing out of the sweep's set before recording, so nothing recorded it.
func TestDailyRecordRepairedAtTheClosing(t *testing.T) {
	for _, tc := range []struct {
		name   string
		misses int // wrong guesses before the win: 0 or 1
	}{
		{"won at the second guess, just before midnight", 1},
		{"won at the first guess", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var fs *failingStats
			h, clock, w := newHarness(t, func(env *commands.Env, _ *Config) {
				fs = &failingStats{Store: env.Store}
				env.Store = fs
			})
			clock.Advance(13*time.Hour + 59*time.Minute) // 23:59 on 2026-11-22
			resp, g := openDaily(t, h, alice, "2026-11-22")
			if tc.misses > 0 {
				submitGuess(t, h, alice, resp, missWords(t, g.Game.Answer, tc.misses)[0])
			}
			clock.Advance(50 * time.Second)
			fs.fail.Store(true)
			if _, err := h.Handle(submit(alice, discordgo.EnglishUS, "g", "wdl1/d/2026-11-22/word", g.Game.Answer.String())); err == nil {
				t.Fatal("the winning guess reported no error while the results could not be written")
			}
			fs.fail.Store(false)
			clock.Advance(2 * time.Hour) // past the closing, 01:00 on the 23rd, and its grace
			w.sweepDailies(context.Background())
			if s := sharedStats(t, h, alice.ID); s.Wins != 1 || s.Played() != 1 {
				t.Errorf("figures after the closing's sweep: %+v, want one win", s)
			}
			if got := allTime(t, h, "g"); got != "101:1" {
				t.Errorf("all-time leaderboard %q, want alice's one win", got)
			}
			var b board
			if err := storage.GetJSON(context.Background(), h.Store, boardKey("g", "2026-11-22"), &b); err != nil || len(b.Entries) != 1 {
				t.Errorf("the day's board: %+v, %v; want alice's result", b.Entries, err)
			}
			if due, err := h.Store.ZRangeByScore(context.Background(), dailyDeadlines, math.Inf(-1), math.Inf(1), 0); err != nil || len(due) != 0 {
				t.Errorf("closings left after the sweep: %v, %v; want none", due, err)
			}
		})
	}
}
