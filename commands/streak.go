package commands

import (
	"slices"
	"time"
)

// Streaks of days, for daily puzzles (Result.Day). A daily's streak is of days in a row won, in the order
// of the days, not of the recording: a daily can be finished, or swept as missed, after the next day's
// is won (the grace hour after midnight), and that day then slots into its place. /stats (GameStats)
// and /wordle stats keep the same runs, so that both say the same streak.

// DayRun is a run of consecutive days won, From to To included (UTC, "2026-05-01").
type DayRun struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// runsKept is how many runs DayRuns remembers: a day recorded late is a day or two before the latest, so
// only the last runs can grow; the longest ever is kept apart (GameStats.BestStreak).
const runsKept = 4

// DayRuns are the last runs of days won, oldest first, neither overlapping nor touching.
type DayRuns []DayRun

// Add is rs with day won, joined to the runs it touches; rs itself is left as it is (a compare-and-set
// that runs again starts from the value it read).
func (rs DayRuns) Add(day string) DayRuns {
	if _, ok := parseDay(day); !ok {
		return rs
	}
	out := slices.Clone(rs)
	i, _ := slices.BinarySearchFunc(out, day, func(r DayRun, d string) int {
		switch {
		case r.To < d:
			return -1
		case r.From > d:
			return 1
		}
		return 0
	})
	if i < len(out) && out[i].From <= day && day <= out[i].To {
		return out // already won
	}
	out = slices.Insert(out, i, DayRun{From: day, To: day})
	if i+1 < len(out) && NextDay(day) == out[i+1].From { // the day before the next run
		out[i].To = out[i+1].To
		out = slices.Delete(out, i+1, i+2)
	}
	if i > 0 && NextDay(out[i-1].To) == day { // the day after the previous run
		out[i-1].To = out[i].To
		out = slices.Delete(out, i, i+1)
	}
	return out[max(len(out)-runsKept, 0):]
}

// Streak is the days in a row won up to latest, the latest day counted: 0 when latest was not won.
func (rs DayRuns) Streak(latest string) int {
	if len(rs) == 0 || rs[len(rs)-1].To != latest {
		return 0
	}
	return rs[len(rs)-1].Len()
}

// Longest is the length of the longest run kept.
func (rs DayRuns) Longest() int {
	n := 0
	for _, r := range rs {
		n = max(n, r.Len())
	}
	return n
}

// Len is the number of days of r.
func (r DayRun) Len() int {
	from, ok1 := parseDay(r.From)
	to, ok2 := parseDay(r.To)
	if !ok1 || !ok2 || to.Before(from) {
		return 0
	}
	return int(to.Sub(from)/(24*time.Hour)) + 1
}

// SeedDayRuns is the run of streak days won ending at lastWon: the runs of a streak stored before runs
// were kept, as /wordle stats kept it (its last day won and the days in a row to it); none without one.
func SeedDayRuns(lastWon string, streak int) DayRuns {
	to, ok := parseDay(lastWon)
	if !ok || streak <= 0 {
		return DayRuns{}
	}
	return DayRuns{{From: to.AddDate(0, 0, 1-streak).Format(time.DateOnly), To: lastWon}}
}

// seedDayRuns starts a daily's runs in figures stored before they were kept: their streak counted wins
// in a row as recorded, which for a player finishing each day's daily on its day are the days in a row
// to the latest counted; a streak of 0 starts none. Never nil, so that it is seeded once.
func seedDayRuns(days []string, streak int) DayRuns {
	if len(days) == 0 {
		return DayRuns{}
	}
	return SeedDayRuns(days[len(days)-1], streak)
}

// parseDay reads a UTC day ("2026-05-01").
func parseDay(day string) (time.Time, bool) {
	t, err := time.Parse(time.DateOnly, day)
	return t, err == nil
}

// NextDay is the day after day (UTC, "2026-05-01"); "" when day cannot be read.
func NextDay(day string) string {
	t, ok := parseDay(day)
	if !ok {
		return ""
	}
	return t.AddDate(0, 0, 1).Format(time.DateOnly)
}
