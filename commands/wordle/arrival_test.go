package wordle

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
)

// A press is judged by when it arrived (commands.Env.Arrived), not by when its handler ran: near midnight
// and near a daily's closing, a press that waited for a worker would otherwise be judged against the
// wrong day, or refused as closed though it was made in time.

// servedAt serves in as an interaction that arrived at arrived, handled on the clock's time now.
func servedAt(h *commandtest.Harness, clock *commandtest.Clock, arrived time.Time, in *discordgo.Interaction) *router.Response {
	h.T.Helper()
	h.Now = func() time.Time { return arrived }
	defer func() { h.Now = clock.Now }()
	return h.Serve(in)
}

// TestPressJudgedByArrival: a daily's Guess button and its form, both arrived before the closing (01:00
// UTC after its day) and handled after it, are taken: the form opens and the guess counts, and the finish
// is timed when the guess arrived.
func TestPressJudgedByArrival(t *testing.T) {
	const day = "2026-11-22"
	h, clock, _ := newHarness(t)
	resp, g := openDaily(t, h, alice, day)
	resp = submitGuess(t, h, alice, resp, missWords(t, g.Game.Answer, 1)[0])
	end := closing(day)
	clock.Advance(end.Add(time.Second).Sub(clock.Now())) // handled a second after the closing
	pressed, submitted := end.Add(-2*time.Second), end.Add(-time.Second)

	form := servedAt(h, clock, pressed, commandtest.PressIn(alice, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, resp, "Guess").CustomID))
	if form.Modal == nil {
		t.Fatalf("the Guess button pressed before the closing: %q, want the form", form.Content)
	}
	won := servedAt(h, clock, submitted, submit(alice, discordgo.EnglishUS, "g", form.Modal.CustomID, g.Game.Answer.String()))
	if !strings.Contains(won.Content, "You found **"+upper(g.Game.Answer)+"**") {
		t.Errorf("the guess sent before the closing: %q, want it found", won.Content)
	}
	g = gameIn(t, h, dailyKey("g", alice.ID, day))
	if !g.Game.Won() || g.Missed || !g.At.Equal(submitted) {
		t.Errorf("the daily: won %v, missed %v, at %v; want won at %v, when the guess arrived", g.Game.Won(), g.Missed, g.At, submitted)
	}
	if s := sharedStats(t, h, alice.ID); s.Wins != 1 || s.Losses != 0 {
		t.Errorf("alice's figures %+v, want the win", s)
	}
}

// TestDailyEntryAtTheClosing: a daily whose entry in the set of closings is due at the closing itself (as
// an earlier build scored it) is not marked missed by a sweep within commands.PressGrace of the closing: a
// guess that arrived before the closing may still be on its way, and counts. A sweep once the closing has
// settled marks the daily missed.
func TestDailyEntryAtTheClosing(t *testing.T) {
	const day = "2026-11-22"
	ctx := context.Background()
	h, clock, w := newHarness(t)
	resp, g := openDaily(t, h, alice, day)
	words := missWords(t, g.Game.Answer, 2)
	submitGuess(t, h, alice, resp, words[0])
	key := dailyKey("g", alice.ID, day)
	end := closing(day)
	if err := h.Store.ZAdd(ctx, dailyDeadlines, key, commands.DeadlineScore(end)); err != nil {
		t.Fatal(err)
	}
	clock.Advance(end.Add(time.Second).Sub(clock.Now()))
	w.sweepDailies(ctx)
	if g := gameIn(t, h, key); g.Missed {
		t.Fatalf("a sweep a second after the closing marked the daily missed")
	}
	clock.Advance(time.Second) // the guess, sent a second before the closing, is handled now
	in := commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", words[1]}, opt{"game", "daily"})
	if r := servedAt(h, clock, end.Add(-time.Second), in); !strings.Contains(r.Content, "Guess 3 of 6") {
		t.Errorf("the guess sent before the closing: %q", r.Content)
	}
	if n := len(gameIn(t, h, key).Game.Guesses); n != 2 {
		t.Fatalf("%d guesses, want the one in flight counted too", n)
	}
	clock.Advance(end.Add(commands.PressGrace).Sub(clock.Now())) // the closing has settled
	w.sweepDailies(ctx)
	if g := gameIn(t, h, key); !g.Missed || !g.At.Equal(end) {
		t.Errorf("after the closing settled: missed %v at %v, want missed at the closing", g.Missed, g.At)
	}
	if s := sharedStats(t, h, alice.ID); s.Losses != 1 || s.Played() != 1 {
		t.Errorf("alice's figures %+v, want one loss", s)
	}
}

// TestGuessBeforeMidnightPlaysThatDay: a /wordle guess sent at 23:59:59 and handled just after midnight
// plays that day's daily, opened and not yet guessed in, not the new day's; with game:daily and without
// a game alike. /wordle daily sent then shows that day's too.
func TestGuessBeforeMidnightPlaysThatDay(t *testing.T) {
	const day = "2026-11-22"
	midnight := time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)
	for _, game := range []string{"daily", ""} {
		t.Run("game:"+game, func(t *testing.T) {
			h, clock, _ := newHarness(t)
			clock.Advance(midnight.Add(-time.Minute).Sub(clock.Now()))
			_, g := openDaily(t, h, alice, day) // opened, no guess
			clock.Advance(time.Minute + 200*time.Millisecond)
			opts := []opt{{"word", missWords(t, g.Game.Answer, 1)[0]}}
			if game != "" {
				opts = append(opts, opt{"game", game})
			}
			sent := midnight.Add(-100 * time.Millisecond)
			resp := servedAt(h, clock, sent, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opts...))
			if !strings.Contains(resp.Content, "kibitz Wordle "+day) || !strings.Contains(resp.Content, "Guess 2 of 6") {
				t.Fatalf("a guess sent before midnight: %q, want it in the daily of %s", resp.Content, day)
			}
			if g := gameIn(t, h, dailyKey("g", alice.ID, day)); len(g.Game.Guesses) != 1 || !g.At.Equal(sent) {
				t.Errorf("the daily of %s: %d guesses at %v, want one, at %v", day, len(g.Game.Guesses), g.At, sent)
			}
			daily := servedAt(h, clock, sent, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily"))
			if !strings.Contains(daily.Content, "kibitz Wordle "+day) {
				t.Errorf("/wordle daily sent before midnight: %q, want the daily of %s", daily.Content, day)
			}
		})
	}
}

// TestAssistJudgedByArrival: a row of yesterday's daily in progress, sent to the assist before that daily
// closes (01:00 UTC) and handled after, is declined, as the daily was still open when it arrived.
func TestAssistJudgedByArrival(t *testing.T) {
	const day = "2026-11-22"
	h, clock, _ := newHarness(t)
	_, g := openDaily(t, h, alice, day)
	w := chooseRankedWords(t, g.Game.Answer)
	guessDailyCmd(t, h, alice, w.guess1)
	end := closing(day)
	clock.Advance(end.Add(time.Second).Sub(clock.Now())) // handled a second after the closing
	r := scored(w.guess1, w.answer)
	assist := commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "assist", opt{"guess", r.Guess.String()}, opt{"feedback", r.Feedback.String()})
	if resp := servedAt(h, clock, end.Add(-time.Second), assist); !strings.Contains(resp.Content, "your ranked Wordle game in progress") {
		t.Errorf("a row of the daily sent before its closing: %q, want it declined", resp.Content)
	}
}
