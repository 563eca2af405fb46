package wordle

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
)

// inServer leaves an interaction in server "g", where commandtest builds it.
func inServer(in *discordgo.Interaction) *discordgo.Interaction { return in }

// dailyIn opens /wordle daily as u in a place (where moves the interaction there) and returns the game.
func dailyIn(t *testing.T, h *commandtest.Harness, u *discordgo.User, where func(*discordgo.Interaction) *discordgo.Interaction, scope, day string) *game {
	t.Helper()
	h.Serve(where(commandtest.CommandIn(u, discordgo.EnglishUS, "wordle", "daily")))
	return gameIn(t, h, dailyKey(scope, u.ID, day))
}

// guessIn plays words in u's daily of today in a place, with /wordle guess.
func guessIn(t *testing.T, h *commandtest.Harness, u *discordgo.User, where func(*discordgo.Interaction) *discordgo.Interaction, words ...string) {
	t.Helper()
	for _, w := range words {
		resp := h.Serve(where(commandtest.CommandIn(u, discordgo.EnglishUS, "wordle", "guess", opt{"word", w}, opt{"game", "daily"})))
		if resp.Content == "" && len(resp.Files) == 0 {
			t.Fatalf("guess %s: no reply", w)
		}
	}
}

// TestStatsCountTheDailyGuessedFirst: /stats counts the daily whose first guess came first, wherever,
// and not the day's others. The audit's sequence: a guess in the DM's daily, left; a win in the
// server's; then the DM's lost, or left to close (a loss at its close). The figures are the DM's loss,
// not the server's win, which still counts on the server's own leaderboard and daily stats. A single
// daily the next day counts again.
func TestStatsCountTheDailyGuessedFirst(t *testing.T) {
	for _, left := range []bool{false, true} {
		h, clock, w := newHarness(t)
		inDM := commandtest.InBotDM
		mine := dailyIn(t, h, alice, inDM, "u"+alice.ID, "2026-11-22")
		misses := missWords(t, mine.Game.Answer, 6)
		guess := func(where func(*discordgo.Interaction) *discordgo.Interaction, word string) string {
			return h.Serve(where(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", word}, opt{"game", "daily"}))).Content
		}
		const elsewhere = "Your /stats count one daily a day, the first you start: today's was in another place, so this one counts on this place's rankings only."
		if got := guess(inDM, misses[0]); strings.Contains(got, "Your /stats count one daily a day") {
			t.Errorf("left %v: the first daily's first guess says it is not counted:\n%s", left, got)
		}
		server := dailyIn(t, h, alice, inServer, "g", "2026-11-22")
		// The second place's daily says at its first guess that /stats will not count it, and only then.
		if got := guess(inServer, missWords(t, server.Game.Answer, 1)[0]); !strings.Contains(got, elsewhere) {
			t.Errorf("left %v: the second daily's first guess does not say /stats will not count it:\n%s", left, got)
		}
		if got := guess(inServer, server.Game.Answer.String()); strings.Contains(got, elsewhere) {
			t.Errorf("left %v: the second daily says it again after its first guess:\n%s", left, got)
		}
		if s := sharedStats(t, h, alice.ID); s.Played() != 0 {
			t.Fatalf("left %v: after the server's win: %+v; want nothing yet (the DM's daily, guessed first, counts)", left, s)
		}
		if left {
			closed := time.Date(2026, 11, 23, 1, 0, 0, 0, time.UTC).Add(commands.PressGrace) // the closing has settled
			clock.Advance(closed.Sub(clock.Now()))
			w.sweepDailies(context.Background())
		} else {
			guessIn(t, h, alice, inDM, misses[1:]...)
		}
		if s := sharedStats(t, h, alice.ID); s.Wins != 0 || s.Losses != 1 || s.Streak != 0 {
			t.Errorf("left %v: /stats figures %+v; want the DM's loss alone", left, s)
		}
		if got := allTime(t, h, "g"); got != "101:1" {
			t.Errorf("left %v: the server's leaderboard %q; want its own daily's win", left, got)
		}
		if s := statsOf(t, h, "g", alice.ID); s.Played != 1 || s.Won != 1 {
			t.Errorf("left %v: the server's daily stats %+v; want its win", left, s)
		}

		// The next day, one daily: it counts.
		clock.Advance(time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC).Sub(clock.Now()))
		next := dailyIn(t, h, alice, inServer, "g", "2026-11-23")
		guessIn(t, h, alice, inServer, next.Game.Answer.String())
		if s := sharedStats(t, h, alice.ID); s.Wins != 1 || s.Losses != 1 || s.Streak != 1 {
			t.Errorf("left %v: the next day's win: %+v", left, s)
		}
	}
}

// TestStatsDailyOpenedWithoutAGuessClaimsNothing: a daily opened and not guessed in is not started: the
// daily guessed in first counts, though opened second.
func TestStatsDailyOpenedWithoutAGuessClaimsNothing(t *testing.T) {
	h, _, _ := newHarness(t)
	inDM := commandtest.InBotDM
	mine := dailyIn(t, h, alice, inDM, "u"+alice.ID, "2026-11-22")
	server := dailyIn(t, h, alice, inServer, "g", "2026-11-22")
	guessIn(t, h, alice, inServer, server.Game.Answer.String())
	guessIn(t, h, alice, inDM, missWords(t, mine.Game.Answer, 6)...)
	if s := sharedStats(t, h, alice.ID); s.Wins != 1 || s.Losses != 0 {
		t.Errorf("/stats figures %+v; want the server's win, guessed in first", s)
	}
}
