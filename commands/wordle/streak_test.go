package wordle

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/solvers/wordle"
	"kibitz/storage"
	"kibitz/storage/memory"
)

// dayGame is a daily game of the word "crane", won in 3 guesses or missed.
func dayGame(t *testing.T, won bool) *wordle.Game {
	t.Helper()
	g := &wordle.Game{Answer: mustWord(t, "crane")}
	n := wordle.MaxGuesses
	if won {
		n = 2
	}
	for range n {
		g.Guesses = append(g.Guesses, mustWord(t, "pilot"))
	}
	if won {
		g.Guesses = append(g.Guesses, g.Answer)
	}
	return g
}

// TestStreakAgreesWithStats: /wordle stats and /stats (commands.GameStats) say the same streak of days,
// now and at best, for the same dailies recorded in the same order, days finished late among them.
func TestStreakAgreesWithStats(t *testing.T) {
	for _, tc := range []struct {
		name      string
		days      []string // "+" won, "-" lost or missed, in the order they are recorded
		today     string
		now, best int
	}{
		{"days apart", []string{"+2026-11-02", "+2026-11-09", "+2026-11-20"}, "2026-11-25", 0, 1},
		{"a loss in the grace hour after the next day's win", []string{"+2026-11-21", "+2026-11-23", "-2026-11-22"}, "2026-11-23", 1, 1},
		{"a miss swept after the next day's win", []string{"+2026-11-01", "+2026-11-03", "-2026-11-02"}, "2026-11-03", 1, 1},
		{"a day won late", []string{"+2026-11-01", "+2026-11-03", "+2026-11-02"}, "2026-11-04", 3, 3},
		{"a late win before two losses", []string{"-2026-11-02", "-2026-11-03", "+2026-11-01"}, "2026-11-03", 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env := commands.Env{Store: memory.New(), Now: func() time.Time { return time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC) }}.WithDefaults()
			ctx := context.Background()
			var s userStats
			for _, d := range tc.days {
				won, day := d[0] == '+', d[1:]
				s.add(day, dayGame(t, won))
				o := commands.Loss
				if won {
					o = commands.Win
				}
				if err := env.Record(ctx, commands.Result{Game: resultsName, Ranked: true, GuildID: "g", UserID: "a", Outcome: o, Day: day}); err != nil {
					t.Fatal(err)
				}
			}
			shared, err := env.Stats(ctx, "a")
			if err != nil {
				t.Fatal(err)
			}
			g := shared.Ranked[resultsName]
			if s.current(tc.today) != tc.now || s.Best != tc.best {
				t.Errorf("/wordle stats: %d now, %d at best; want %d, %d", s.current(tc.today), s.Best, tc.now, tc.best)
			}
			if g.StreakOn(tc.today) != tc.now || g.BestStreak != tc.best {
				t.Errorf("/stats: %d now, %d at best; want %d, %d", g.StreakOn(tc.today), g.BestStreak, tc.now, tc.best)
			}
		})
	}
}

// TestStatsOldStreak: stats stored before runs of days were kept go on from their streak.
func TestStatsOldStreak(t *testing.T) {
	s := userStats{Played: 4, Won: 3, Streak: 3, Best: 3, LastWon: "2026-11-21", Recent: []string{"2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"}}
	s.add("2026-11-22", dayGame(t, true))
	if s.Streak != 4 || s.Best != 4 || s.current("2026-11-22") != 4 {
		t.Errorf("streak %d, best %d, now %d; want 4, 4, 4", s.Streak, s.Best, s.current("2026-11-22"))
	}
	broken := userStats{Played: 3, Won: 2, Streak: 0, Best: 2, LastWon: "2026-11-20", Recent: []string{"2026-11-19", "2026-11-20", "2026-11-21"}}
	broken.add("2026-11-22", dayGame(t, true))
	if broken.Streak != 1 || broken.Best != 2 {
		t.Errorf("after a broken streak: streak %d, best %d; want 1, 2", broken.Streak, broken.Best)
	}
}

// TestStatsWinRate: /wordle stats writes the win rate as /stats does (commands.WinRate): rounded to the
// nearest, never 0% with a day won nor 100% with one lost.
func TestStatsWinRate(t *testing.T) {
	for _, tc := range []struct {
		played, won int
		want        string
	}{
		{3, 2, "won 67%"},
		{201, 1, "won 1%"},
		{200, 199, "won 99%"},
	} {
		h, _, _ := newHarness(t)
		s := userStats{Played: tc.played, Won: tc.won}
		if err := storage.PutJSON(context.Background(), h.Store, statsKey("g", alice.ID), 0, &s); err != nil {
			t.Fatal(err)
		}
		if got := statsText(t, h, alice, discordgo.EnglishUS); !strings.Contains(got, tc.want) {
			t.Errorf("%d won of %d:\n%s\nwant %q", tc.won, tc.played, got, tc.want)
		}
	}
}
