package wordle

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/storage"
)

// TestDailyGraceBySlashCommand: a daily guessed in before midnight can be finished in the hour after it
// with the slash commands, as with its Guess button (docs/contract.md §5). At 23:50 alice opens the daily
// and misses once; at 00:10 /wordle guess, with game:daily or without a game, plays into that game, and
// /wordle daily shows it again, saying when it closes, instead of opening the new day's. Today's opens
// once yesterday's is done, and the day counts as the win it was, not as a miss at 01:00.
func TestDailyGraceBySlashCommand(t *testing.T) {
	const yesterday, today = "2026-11-22", "2026-11-23"
	closes := fmt.Sprintf("<t:%d:t>", time.Date(2026, 11, 23, 1, 0, 0, 0, time.UTC).Unix())
	guess := func(word string, game string) *discordgo.Interaction {
		opts := []opt{{"word", word}}
		if game != "" {
			opts = append(opts, opt{"game", game})
		}
		return commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opts...)
	}
	for _, tc := range []struct {
		name  string
		daily bool   // /wordle daily first, at 00:10
		game  string // the game option of the winning /wordle guess
	}{
		{"guess without game", false, ""},
		{"guess game:daily", false, "daily"},
		{"daily then guess", true, ""},
		{"daily then guess game:daily", true, "daily"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h, clock, w := newHarness(t)
			clock.Advance(13*time.Hour + 50*time.Minute) // 23:50 UTC
			_, g := openDaily(t, h, alice, yesterday)
			answer := g.Game.Answer.String()
			h.Serve(guess(missWords(t, g.Game.Answer, 1)[0], "daily"))
			clock.Advance(20 * time.Minute) // 00:10, within the hour's grace

			if tc.daily {
				resp := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily"))
				for _, want := range []string{"**kibitz Wordle " + yesterday + "**", "Guess 2 of 6", "Yesterday's daily word (" + yesterday + ")", closes} {
					if !strings.Contains(resp.Content, want) {
						t.Errorf("/wordle daily at 00:10 lacks %q:\n%s", want, resp.Content)
					}
				}
				if b := commandtest.ButtonWithLabel(t, resp, "Guess"); b.CustomID != "wdl1/d/"+yesterday+"/guess" {
					t.Errorf("/wordle daily at 00:10: Guess button %q, want yesterday's", b.CustomID)
				}
				if !noGame(t, h, dailyKey("g", alice.ID, today)) {
					t.Errorf("/wordle daily at 00:10 opened today's daily while yesterday's was open")
				}
			}

			resp := h.Serve(guess(answer, tc.game))
			if !strings.Contains(resp.Content, "**kibitz Wordle "+yesterday+"**") || !strings.Contains(resp.Content, "You found") {
				t.Fatalf("/wordle guess at 00:10 did not finish yesterday's daily:\n%s", resp.Content)
			}
			if len(resp.Followups) != 1 || !strings.Contains(resp.Followups[0].Content, "kibitz Wordle "+yesterday+" 2/6") {
				t.Errorf("finishing yesterday's daily shares %+v", resp.Followups)
			}
			if !noGame(t, h, dailyKey("g", alice.ID, today)) {
				t.Errorf("today's daily was opened by finishing yesterday's")
			}

			// Yesterday's done, /wordle daily opens today's, and its guesses go there.
			resp = h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily"))
			if !strings.Contains(resp.Content, "**kibitz Wordle "+today+"**") || strings.Contains(resp.Content, "Yesterday's") {
				t.Errorf("/wordle daily after finishing yesterday's:\n%s", resp.Content)
			}
			td := gameIn(t, h, dailyKey("g", alice.ID, today))
			h.Serve(guess(missWords(t, td.Game.Answer, 1)[0], tc.game))
			if n := len(gameIn(t, h, dailyKey("g", alice.ID, today)).Game.Guesses); n != 1 {
				t.Errorf("today's daily has %d guesses after a /wordle guess, want 1", n)
			}

			clock.Advance(time.Hour) // 01:10: yesterday's closing has passed
			w.sweepDailies(context.Background())
			if s := sharedStats(t, h, alice.ID); s.Wins != 1 || s.Losses != 0 {
				t.Errorf("/stats after yesterday's daily won in its grace: %+v, want one win", s)
			}
		})
	}
}

// TestDailyGraceTargets: in the grace hour, which game /wordle guess and /wordle daily take. A play game
// guessed in after yesterday's daily is the one an unnamed guess plays, as ever; yesterday's daily opened
// without a guess was never begun, and today's opens; after 01:00, yesterday's is closed and today's is
// the daily.
func TestDailyGraceTargets(t *testing.T) {
	const yesterday, today = "2026-11-22", "2026-11-23"
	t.Run("a play game guessed in later", func(t *testing.T) {
		h, clock, _ := newHarness(t)
		clock.Advance(13*time.Hour + 50*time.Minute)
		_, g := openDaily(t, h, alice, yesterday)
		h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", missWords(t, g.Game.Answer, 1)[0]}, opt{"game", "daily"}))
		clock.Advance(5 * time.Minute)
		_, p := startPlay(t, h, alice)
		h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", missWords(t, p.Game.Answer, 1)[0]}))
		clock.Advance(15 * time.Minute) // 00:10
		resp := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", missWords(t, p.Game.Answer, 2)[1]}))
		if !strings.Contains(resp.Content, "your private game") {
			t.Errorf("an unnamed guess after a play game's:\n%s", resp.Content)
		}
		if n := len(gameIn(t, h, dailyKey("g", alice.ID, yesterday)).Game.Guesses); n != 1 {
			t.Errorf("yesterday's daily has %d guesses, want 1", n)
		}
	})
	t.Run("yesterday's opened without a guess", func(t *testing.T) {
		h, clock, _ := newHarness(t)
		clock.Advance(13*time.Hour + 50*time.Minute)
		openDaily(t, h, alice, yesterday)
		clock.Advance(20 * time.Minute)
		resp, _ := openDaily(t, h, alice, today)
		if strings.Contains(resp.Content, "Yesterday's") {
			t.Errorf("/wordle daily speaks of a daily never begun:\n%s", resp.Content)
		}
	})
	t.Run("after the closing", func(t *testing.T) {
		h, clock, _ := newHarness(t)
		clock.Advance(13*time.Hour + 50*time.Minute)
		_, g := openDaily(t, h, alice, yesterday)
		h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", missWords(t, g.Game.Answer, 1)[0]}))
		clock.Advance(70 * time.Minute) // 01:00: closed, though not swept yet
		h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "guess", opt{"word", g.Game.Answer.String()}, opt{"game", "daily"}),
			router.NotFound, "There is no daily game of "+today)
		resp, _ := openDaily(t, h, alice, today)
		if strings.Contains(resp.Content, "Yesterday's") {
			t.Errorf("/wordle daily after the closing speaks of yesterday's:\n%s", resp.Content)
		}
	})
}

// noGame reports whether nothing is stored at key.
func noGame(t *testing.T, h *commandtest.Harness, key string) bool {
	t.Helper()
	var g game
	err := storage.GetJSON(context.Background(), h.Store, key, &g)
	if err != nil && !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("read %s: %v", key, err)
	}
	return errors.Is(err, storage.ErrNotFound)
}
