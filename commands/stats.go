package commands

// A user's figures, for /stats: by game, ranked and practice apart, with streaks and best times; kept
// under stats:<user> (Env.Record writes them, Env.Stats reads them).

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"kibitz/storage"
)

// GameStats are one user's figures in one game.
type GameStats struct {
	Wins   int `json:"wins,omitempty"`
	Losses int `json:"losses,omitempty"`
	Draws  int `json:"draws,omitempty"`
	// Streak is the wins in a row up to the last game; a daily's (Result.Day), the days in a row won up
	// to the latest day counted (DayRuns.Streak), 0 when that day was not won. StreakOn says whether a
	// daily's is still alive.
	Streak     int           `json:"streak,omitempty"`
	BestStreak int           `json:"best_streak,omitempty"` // the longest such run
	BestTime   time.Duration `json:"best_time,omitempty"`   // the fastest win against the clock
	Last       time.Time     `json:"last,omitempty"`        // when the last game ended
	// Days are the last days whose daily was counted (Result.Day), to count it once; since dailies are
	// claimed (Env.ClaimDaily), they also keep a day counted before claims from counting again.
	Days []string `json:"days,omitempty"`
	// WonDays are a daily's last runs of days won (DayRuns), for its streak of days; figures stored
	// before them have none, and their first daily counted starts them from Streak (seedDayRuns).
	WonDays DayRuns `json:"won_days,omitempty"`
}

// daysKept is how many days GameStats.Days remembers: a daily can be finished on its day or just after
// it, never later.
const daysKept = 3

// Played is the number of games.
func (g GameStats) Played() int { return g.Wins + g.Losses + g.Draws }

// UserStats are a user's figures in every game they played.
type UserStats struct {
	// Ranked are the figures of ranked results, by ranking (Ranking.ID: "nim"; in figures stored before
	// /sudoku play became practice, also a retired one such as "sudoku-9x9-expert").
	Ranked map[string]GameStats `json:"ranked,omitempty"`
	// Practice are the figures of practice results, by game ("nim"), without best times.
	Practice map[string]GameStats `json:"practice,omitempty"`
	// Earlier are the figures kept before results were ranked (schema 1), by game: ranked and practice
	// together, and Sudoku's sizes together. No new result is added to them.
	Earlier map[string]GameStats `json:"earlier,omitempty"`
	// Name is the user's name given with their latest result that had one (Result.Name), for the
	// leaderboards' pictures; "" when no game gave one.
	Name string `json:"name,omitempty"`
	// Recent are the IDs of the user's last results counted that had one (Result.ID), oldest first, at
	// most recentKept: a result recorded again (RepairResults) is found here and not counted twice.
	Recent []string `json:"recent,omitempty"`
}

// recentKept is how many result IDs a user's statistics remember (UserStats.Recent). A result is recorded
// again only while its end is pending (RecordAll), at most pendingKeep after it ended; a user would have
// to finish more games than this in that time, all recorded meanwhile, for a repeat to count twice.
const recentKept = 64

// SchemaVersion implements storage.Versioned: 2 since results are ranked or practice.
func (UserStats) SchemaVersion() int { return 2 }

// MigrateFrom reads the figures of schema 1, one set per game, into Earlier (storage.Migrator): they
// mixed practice with ranked results, and Sudoku's sizes, so they cannot be split now.
func (s *UserStats) MigrateFrom(version int, raw json.RawMessage) error {
	if version > 1 { // 0 is a value stored before versions, in the layout of 1
		return fmt.Errorf("commands: no migration of statistics from version %d", version)
	}
	var v1 struct {
		Games map[string]GameStats `json:"games"`
		Name  string               `json:"name"`
	}
	if err := json.Unmarshal(raw, &v1); err != nil {
		return err
	}
	*s = UserStats{Earlier: v1.Games, Name: v1.Name}
	return nil
}

// Empty reports whether the user has finished no game.
func (s UserStats) Empty() bool { return len(s.Ranked)+len(s.Practice)+len(s.Earlier) == 0 }

func statsKey(userID string) string { return "stats:" + userID }

// statsKeep is how long a user's statistics are kept after their last game.
const statsKeep = 2 * 365 * 24 * time.Hour

// count is g with r's result added, ending in r.Outcome at now and taking took: once a day for a daily
// (Result.Day), whose later results of a day counted already leave g as it is.
func (g GameStats) count(r Result, took time.Duration, now time.Time) GameStats {
	if r.Day == "" {
		return g.add(r.Outcome, took, now)
	}
	if slices.Contains(g.Days, r.Day) {
		return g
	}
	if g.WonDays == nil {
		g.WonDays = seedDayRuns(g.Days, g.Streak)
	}
	days := append(slices.Clone(g.Days), r.Day)
	slices.Sort(days)
	g.Days = days[max(len(days)-daysKept, 0):]
	best := g.BestStreak // add's wins in a row as recorded are not a daily's
	g = g.add(r.Outcome, took, now)
	// a daily's streak is of days, in the order of the days, however late one of them is recorded
	if r.Outcome == Win {
		g.WonDays = g.WonDays.Add(r.Day)
	}
	g.Streak = g.WonDays.Streak(g.Days[len(g.Days)-1])
	g.BestStreak = max(best, g.WonDays.Longest())
	return g
}

// StreakOn is g's current streak on today (UTC, "2026-05-01"): a daily's (WonDays) is alive while its
// last day won is today or yesterday, as /wordle stats counts it, so a streak of days left unplayed
// reads 0; any other game's is its streak up to the last game.
func (g GameStats) StreakOn(today string) int {
	if len(g.Days) == 0 {
		return g.Streak
	}
	latest := g.Days[len(g.Days)-1]
	if latest != today && NextDay(latest) != today {
		return 0
	}
	return g.Streak
}

// add is g with one more game that ended in o at now, taking took (0 for a game without a clock).
func (g GameStats) add(o Outcome, took time.Duration, now time.Time) GameStats {
	switch o {
	case Win:
		g.Wins++
		g.Streak++
		g.BestStreak = max(g.BestStreak, g.Streak)
		if took > 0 && (g.BestTime == 0 || took < g.BestTime) {
			g.BestTime = took
		}
	case Loss:
		g.Losses++
		g.Streak = 0
	case Draw:
		g.Draws++
		g.Streak = 0
	}
	g.Last = now
	return g
}

// Stats returns a user's statistics; a user who never finished a game has none (an empty UserStats).
func (e Env) Stats(ctx context.Context, userID string) (UserStats, error) {
	s, _, err := e.StatsFound(ctx, userID)
	return s, err
}

// StatsFound is Stats, and whether the user has figures at all: none when they never finished a game,
// or finished none for as long as figures are kept (statsKeep), or their figures were deleted.
func (e Env) StatsFound(ctx context.Context, userID string) (UserStats, bool, error) {
	var s UserStats
	err := storage.GetJSON(ctx, e.Store, statsKey(userID), &s)
	if errors.Is(err, storage.ErrNotFound) {
		return UserStats{}, false, nil
	}
	return s, err == nil, err
}

// WinRate is wins of n games as a whole percentage, rounded to the nearest but never to 100% with a game
// not won nor to 0% with a game won: 199 wins of 200 games is 99%, 1 of 201 is 1%. /stats and /wordle
// stats both write it, so that one record reads the same in both; 0 for no games.
func WinRate(wins, n int) int {
	if n <= 0 {
		return 0
	}
	rate := (200*wins + n) / (2 * n)
	switch {
	case wins < n && rate == 100:
		return 99
	case wins > 0 && rate == 0:
		return 1
	}
	return rate
}
