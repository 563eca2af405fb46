package wordle

import (
	"context"
	"errors"
	"math"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/storage"
)

// due is the members of the set of the dailies' closings, in order.
func due(t *testing.T, h *commandtest.Harness) []string {
	t.Helper()
	got, err := h.Store.ZRangeByScore(context.Background(), dailyDeadlines, math.Inf(-1), math.Inf(1), 0)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, s := range got {
		out = append(out, s.Member)
	}
	return out
}

// TestDailyMissedWhenLeft: a daily left unfinished after a guess is missed when it closes, an hour after
// its day: the sweep records the day's loss once (the shared results, the player's daily figures and
// streak, the day's board), however often it runs and on however many replicas, and the game takes no
// guess from then on. A daily opened without a guess records nothing; one finished leaves the set.
func TestDailyMissedWhenLeft(t *testing.T) {
	h, clock, w := newHarness(t)
	ctx := context.Background()
	playDaily(t, h, clock, alice, 3, true, time.Minute) // the 22nd, won: a streak of one
	clock.Advance(24 * time.Hour)                       // the 23rd, 10:01
	resp, g := openDaily(t, h, alice, "2026-11-23")
	for _, word := range missWords(t, g.Game.Answer, 5) {
		resp = submitGuess(t, h, alice, resp, word)
	}
	openDaily(t, h, bob, "2026-11-23") // opened, never guessed in
	playDaily(t, h, clock, commandtest.User("103"), 1, true, time.Minute)
	if got, want := due(t, h), []string{dailyKey("g", alice.ID, "2026-11-23")}; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Fatalf("dailies waiting for their closing: %q, want %q", got, want)
	}

	// Before the closing, a sweep changes nothing: midnight, then the last second of the hour after it.
	for _, at := range []time.Time{
		time.Date(2026, 11, 24, 0, 0, 0, 0, time.UTC),
		time.Date(2026, 11, 24, 0, 59, 59, 0, time.UTC),
	} {
		clock.Advance(at.Sub(clock.Now()))
		w.sweepDailies(ctx)
		if s := sharedStats(t, h, alice.ID); s.Losses != 0 || s.Wins != 1 {
			t.Fatalf("at %v: alice's figures %+v, want only the 22nd's win", at, s)
		}
	}
	clock.Advance(time.Second + commands.PressGrace) // 01:00 UTC: the daily of the 23rd closes; and it has settled
	w.sweepDailies(ctx)
	w.sweepDailies(ctx)
	New(commands.Env{Store: h.Store, Log: h.Log, Now: clock.Now}, Config{Dictionary: testDictionary()}).sweepDailies(ctx) // another replica
	if s := sharedStats(t, h, alice.ID); s.Wins != 1 || s.Losses != 1 || s.Streak != 0 || s.BestStreak != 1 {
		t.Errorf("alice's figures after the closing: %+v, want a win, a loss and no streak", s)
	}
	if got := allTime(t, h, "g"); got != "103:1 101:1" {
		t.Errorf("all-time leaderboard %q", got)
	}
	daily := statsOf(t, h, "g", alice.ID)
	if daily.Played != 2 || daily.Won != 1 || daily.Streak != 0 {
		t.Errorf("alice's daily figures %+v, want 2 played, 1 won, no streak", daily)
	}
	if s := sharedStats(t, h, bob.ID); s.Played() != 0 {
		t.Errorf("bob opened the daily without a guess, and has %+v", s)
	}
	if got := due(t, h); len(got) != 0 {
		t.Errorf("dailies still waiting after the sweep: %q", got)
	}
	if g := gameIn(t, h, dailyKey("g", alice.ID, "2026-11-23")); !g.Missed || !g.over() {
		t.Errorf("alice's game after the closing: missed %v", g.Missed)
	}
	var b board
	if err := storage.GetJSON(ctx, h.Store, boardKey("g", "2026-11-23"), &b); err != nil {
		t.Fatal(err)
	}
	if len(b.Entries) != 2 || b.Entries[1].User != alice.ID || b.Entries[1].Guesses != 7 {
		t.Errorf("the board of the 23rd: %+v, want 103's win, then alice's miss", b.Entries)
	}
	h.WantCode(t, commandtest.PressIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, resp, "Guess").CustomID),
		router.Conflict, "The daily word of 2026-11-23 closed at 01:00 UTC", "it was **"+upper(g.Game.Answer)+"**, and the day counts as missed")
}

// TestDailyClosedBeforeTheSweep: a guess after the closing is refused though no sweep has marked the game
// yet, and the next sweep records the miss; a guess in the hour after midnight still counts.
func TestDailyClosedBeforeTheSweep(t *testing.T) {
	h, clock, w := newHarness(t)
	resp, g := openDaily(t, h, alice, "2026-11-22")
	words := missWords(t, g.Game.Answer, 3)
	resp = submitGuess(t, h, alice, resp, words[0])
	clock.Advance(14*time.Hour + 30*time.Minute) // 00:30 on the 23rd
	resp = submitGuess(t, h, alice, resp, words[1])
	if n := len(gameIn(t, h, dailyKey("g", alice.ID, "2026-11-22")).Game.Guesses); n != 2 {
		t.Fatalf("a guess half an hour after midnight: %d guesses, want 2", n)
	}
	clock.Advance(30 * time.Minute)
	form := h.Serve(commandtest.PressIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, resp, "Guess").CustomID))
	if form.Modal != nil || !strings.Contains(form.Content, "closed at 01:00 UTC") {
		t.Errorf("the Guess button after the closing: %+v", form)
	}
	h.WantCode(t, submit(alice, discordgo.EnglishUS, "g", "wdl1/d/2026-11-22/word", words[2]), router.Conflict, "closed at 01:00 UTC")
	if s := sharedStats(t, h, alice.ID); s.Played() != 0 {
		t.Fatalf("recorded before the sweep: %+v", s)
	}
	clock.Advance(commands.PressGrace) // the closing has settled
	w.sweepDailies(context.Background())
	if s := sharedStats(t, h, alice.ID); s.Losses != 1 || s.Played() != 1 {
		t.Errorf("after the sweep: %+v, want one loss", s)
	}
}

func TestParseDailyKey(t *testing.T) {
	for _, tc := range []struct {
		key              string
		scope, user, day string
		ok               bool
	}{
		{dailyKey("123", "456", "2026-11-22"), "123", "456", "2026-11-22", true},
		{dailyKey("c789", "456", "2026-11-22"), "c789", "456", "2026-11-22", true},
		{dailyKey("u456", "456", "2026-02-28"), "u456", "456", "2026-02-28", true},
		{"wdld:123:456:2026-13-01", "", "", "", false},
		{"wdld:123:2026-11-22", "", "", "", false},
		{"wdlp:456", "", "", "", false},
		{"wdld::456:2026-11-22", "", "", "", false},
	} {
		scope, user, day, ok := parseDailyKey(tc.key)
		if scope != tc.scope || user != tc.user || day != tc.day || ok != tc.ok {
			t.Errorf("parseDailyKey(%q) = %q, %q, %q, %v; want %q, %q, %q, %v", tc.key, scope, user, day, ok, tc.scope, tc.user, tc.day, tc.ok)
		}
	}
}

// TestBackgroundClosesAtTheClosing: the background sweep marks a daily left unfinished missed when its
// closing has settled (commands.PressGrace after 01:00 UTC), not on a fixed tick after it, as
// docs/contract.md §5 says. The daily of the bubble's first day closes at 01:00 the next day; a tick of
// 5 s from the start swept it only at 01:00:05.
func TestBackgroundClosesAtTheClosing(t *testing.T) {
	testDictionary() // prepared outside the bubble
	synctest.Test(t, func(t *testing.T) {
		h, _, w := newHarness(t, noClock)
		day := formatDay(time.Now().UTC())
		resp, g := openDaily(t, h, alice, day)
		submitGuess(t, h, alice, resp, missWords(t, g.Game.Answer, 1)[0])
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { w.Background(ctx); close(done) }()
		settles := commands.SettlesAt(closing(day))
		time.Sleep(time.Until(settles) - time.Millisecond)
		synctest.Wait()
		if gameIn(t, h, dailyKey("g", alice.ID, day)).Missed {
			t.Fatal("the daily was missed before its closing settled")
		}
		time.Sleep(time.Millisecond)
		synctest.Wait()
		if !gameIn(t, h, dailyKey("g", alice.ID, day)).Missed {
			t.Errorf("the daily was not missed when its closing settled, at %v", settles)
		}
		cancel()
		<-done
	})
}

// TestMissedAfterForget: a daily begun, then the player's data deleted (/settings forget), then the daily
// swept as missed at its closing, writes nothing back: their figures, their daily figures and the day's
// board stay without them. Twice: the daily noted in the player's index (deleted with the rest), and one
// begun before the index existed (found by no one, and kept from writing by the tombstone alone).
func TestMissedAfterForget(t *testing.T) {
	for _, noted := range []bool{true, false} {
		h, clock, w := newHarness(t)
		ctx := context.Background()
		resp, g := openDaily(t, h, alice, "2026-11-22")
		submitGuess(t, h, alice, resp, missWords(t, g.Game.Answer, 1)[0])
		if !noted {
			if err := h.Store.Delete(ctx, commands.MineKey(alice.ID)); err != nil {
				t.Fatal(err)
			}
		}
		clock.Advance(time.Hour)
		if _, err := w.Env.Forget(ctx, alice.ID, []commands.Game{w}); err != nil {
			t.Fatal(err)
		}
		clock.Advance(24*time.Hour + commands.PressGrace)
		w.sweepDailies(ctx)
		if s := sharedStats(t, h, alice.ID); s.Played() != 0 {
			t.Errorf("noted %v: figures after the sweep: %+v", noted, s)
		}
		if _, err := h.Store.Get(ctx, statsKey("g", alice.ID)); !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("noted %v: daily figures after the sweep: %v", noted, err)
		}
		if _, err := h.Store.Get(ctx, boardKey("g", "2026-11-22")); !errors.Is(err, storage.ErrNotFound) {
			t.Errorf("noted %v: the day's board after the sweep: %v", noted, err)
		}
		if got := due(t, h); len(got) != 0 {
			t.Errorf("noted %v: dailies still waiting after the sweep: %q", noted, got)
		}
	}
}
