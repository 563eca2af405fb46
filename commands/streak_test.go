package commands

import (
	"context"
	"slices"
	"testing"
	"time"

	"kibitz/commands/commandtest"
	"kibitz/storage/memory"
)

// TestDailyStreakOfDays: a daily's streak in a player's figures is of days in a row won, ordered by the
// days the results name (Result.Day), not by when they were recorded: a missed day breaks it, and a day
// recorded late slots into its place.
func TestDailyStreakOfDays(t *testing.T) {
	at := func(day string, hm string) time.Time {
		tm, err := time.Parse(time.DateOnly+" 15:04", day+" "+hm)
		if err != nil {
			t.Fatal(err)
		}
		return tm
	}
	type rec struct {
		at    time.Time
		place string // "" for the DM with kibitz
		day   string
		o     Outcome
	}
	for _, tc := range []struct {
		name                string
		results             []rec
		today               string
		streak, best, alive int // stored (as of the latest day counted), best, and alive on today
	}{
		{"days apart are no streak", []rec{
			{at("2026-11-02", "12:00"), "g", "2026-11-02", Win},
			{at("2026-11-09", "12:00"), "g", "2026-11-09", Win},
			{at("2026-11-20", "12:00"), "g", "2026-11-20", Win},
		}, "2026-11-25", 1, 1, 0},
		{"yesterday's loss in the grace hour after today's win", []rec{
			{at("2026-11-21", "12:00"), "g", "2026-11-21", Win},
			{at("2026-11-23", "00:10"), "g", "2026-11-23", Win},
			{at("2026-11-23", "00:20"), "", "2026-11-22", Loss},
		}, "2026-11-23", 1, 1, 1},
		{"a miss swept after the next day's win", []rec{
			{at("2026-11-01", "12:00"), "g", "2026-11-01", Win},
			{at("2026-11-03", "12:00"), "g", "2026-11-03", Win},
			{at("2026-11-03", "12:05"), "g", "2026-11-02", Loss},
		}, "2026-11-03", 1, 1, 1},
		{"a day won late joins the days around it", []rec{
			{at("2026-11-01", "12:00"), "g", "2026-11-01", Win},
			{at("2026-11-03", "00:10"), "g", "2026-11-03", Win},
			{at("2026-11-03", "00:20"), "g", "2026-11-02", Win},
		}, "2026-11-04", 3, 3, 3},
		{"a late day before a loss leaves the streak broken", []rec{
			{at("2026-11-02", "12:00"), "g", "2026-11-02", Loss},
			{at("2026-11-03", "00:10"), "g", "2026-11-03", Loss},
			{at("2026-11-03", "00:20"), "g", "2026-11-01", Win},
		}, "2026-11-03", 0, 1, 0},
		{"a streak not played today is alive until tomorrow's end", []rec{
			{at("2026-11-01", "12:00"), "g", "2026-11-01", Win},
			{at("2026-11-02", "12:00"), "g", "2026-11-02", Win},
		}, "2026-11-03", 2, 2, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var now time.Time
			env := Env{Store: memory.New(), Now: func() time.Time { return now }}.WithDefaults()
			ctx := context.Background()
			for _, r := range tc.results {
				now = r.at
				if err := env.Record(ctx, Result{Game: "wordle", Ranked: true, GuildID: r.place, UserID: "a", Outcome: r.o, Day: r.day}); err != nil {
					t.Fatal(err)
				}
			}
			s, err := env.Stats(ctx, "a")
			if err != nil {
				t.Fatal(err)
			}
			g := s.Ranked["wordle"]
			if g.Streak != tc.streak || g.BestStreak != tc.best {
				t.Errorf("streak %d, best %d; want %d, %d", g.Streak, g.BestStreak, tc.streak, tc.best)
			}
			if got := g.StreakOn(tc.today); got != tc.alive {
				t.Errorf("streak on %s: %d, want %d", tc.today, got, tc.alive)
			}
		})
	}
}

// TestDailyStreakFromOldFigures: figures stored before runs of days were kept read as they were, and
// their streak goes on with the next day won.
func TestDailyStreakFromOldFigures(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	env := Env{Store: memory.New(), Now: func() time.Time { return now }}.WithDefaults()
	ctx := context.Background()
	commandtest.SetRaw(t, env.Store, "stats:a", `[2,{"ranked":{"wordle":{"wins":5,"losses":1,"streak":3,"best_streak":4,"days":["2026-11-21","2026-11-22","2026-11-23"]}}}]`)
	s, err := env.Stats(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	if g := s.Ranked["wordle"]; g.Streak != 3 || g.BestStreak != 4 || g.StreakOn("2026-11-24") != 3 {
		t.Errorf("old figures: %+v, streak on 11-24 %d; want streak 3, best 4", g, g.StreakOn("2026-11-24"))
	}
	if err := env.Record(ctx, Result{Game: "wordle", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, Day: "2026-11-24"}); err != nil {
		t.Fatal(err)
	}
	s, _ = env.Stats(ctx, "a")
	if g := s.Ranked["wordle"]; g.Wins != 6 || g.Streak != 4 || g.BestStreak != 4 {
		t.Errorf("after the next day won: %+v; want 6 wins, streak 4, best 4", g)
	}
}

// TestDayRunsAdd: days won join the runs they touch, whatever the order they come in; a day already won
// or unreadable changes nothing, and only the last runs are kept.
func TestDayRunsAdd(t *testing.T) {
	for _, tc := range []struct {
		name string
		days []string
		want DayRuns
	}{
		{"in order", []string{"2026-11-01", "2026-11-02", "2026-11-03"}, DayRuns{{"2026-11-01", "2026-11-03"}}},
		{"a gap filled late", []string{"2026-11-01", "2026-11-03", "2026-11-02"}, DayRuns{{"2026-11-01", "2026-11-03"}}},
		{"before the first", []string{"2026-11-03", "2026-11-02", "2026-11-05"}, DayRuns{{"2026-11-02", "2026-11-03"}, {"2026-11-05", "2026-11-05"}}},
		{"across a month", []string{"2026-11-30", "2026-12-01"}, DayRuns{{"2026-11-30", "2026-12-01"}}},
		{"again, and unreadable", []string{"2026-11-01", "2026-11-01", "someday"}, DayRuns{{"2026-11-01", "2026-11-01"}}},
		{"the last runs kept", []string{"2026-11-01", "2026-11-03", "2026-11-05", "2026-11-07", "2026-11-09"},
			DayRuns{{"2026-11-03", "2026-11-03"}, {"2026-11-05", "2026-11-05"}, {"2026-11-07", "2026-11-07"}, {"2026-11-09", "2026-11-09"}}},
	} {
		var rs DayRuns
		for _, d := range tc.days {
			before := slices.Clone(rs)
			next := rs.Add(d)
			if !slices.Equal(rs, before) {
				t.Errorf("%s: Add changed the runs it was given", tc.name)
			}
			rs = next
		}
		if !slices.Equal(rs, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, rs, tc.want)
		}
	}
}
