package sudoku

import (
	"context"
	"math"
	"slices"
	"time"

	"kibitz/commands"
	"kibitz/solvers/sudoku"
	"kibitz/storage"
)

// Which dailies /sudoku solve answers privately (solve.go): a grid that is, or is made from, the daily of
// a day whose boards may still be solved against the clock, here; and the days someone began a daily in a
// place, noted so that only those days' puzzles need making.

// dailyFrom is the day of the daily puzzle of place that g is, or is made from (madeFrom's rule: none of
// its givens contradicted, and at least half of them there), among the days whose boards may still be
// solved against the clock: today's, and each day back to the oldest whose boards may still be stored
// (keptDays), since a board ranks on its own day's ranking whenever it is finished
// (TestDailyAcrossMidnight) and /sudoku daily brings an unfinished one back (unfinishedEarlier). Its
// solution shown in public would hand that ranking to everyone still solving it. "" for any other grid,
// or a daily that cannot be made.
//
// Today's is always looked at (anyone may still begin it); an earlier day's only when someone began it
// here (noteBegun), since no board of it can be begun after its day and a daily nobody began has none to
// spoil. Each day's puzzle is made once per process and place (dailyPuzzle, 2.5 ms for a medium 9x9), so
// a place's first solve makes today's and those of the earlier days played there: before the days were
// noted it made all eight, 20 ms. A store that cannot say which days were begun has all of them looked at.
func (c *Command) dailyFrom(ctx context.Context, place string, g sudoku.Grid) string {
	if g.Size() != 9 {
		return ""
	}
	for _, day := range c.daysToLookAt(ctx, place) {
		daily, err := c.dailyPuzzle(ctx, place, day)
		if err != nil {
			return ""
		}
		if madeFrom(g, newPlay("", daily, "", time.Time{})) { // the daily as an untouched board shows it
			return day
		}
	}
	return ""
}

// daysToLookAt are the days whose daily dailyFrom compares a grid with, from today back: today, and the
// earlier days kept (keptDays) whose daily someone began in place, or that came before the days were noted
// (notedSince).
func (c *Command) daysToLookAt(ctx context.Context, place string) []string {
	today := c.Now().UTC().Truncate(24 * time.Hour)
	notedFrom := c.notedSince(ctx)
	oldest, yesterday := today.AddDate(0, 0, -keptDays), today.AddDate(0, 0, -1)
	begun, err := c.Store.ZRangeByScore(ctx, dailiesBegunKey(place), float64(oldest.Unix()), float64(yesterday.Unix()), 0)
	if err != nil {
		c.Log.Warn("sudoku: reading the days whose daily was begun: looking at every day kept", "place", place, "err", err)
	}
	days := []string{commands.Day(today)}
	for back := 1; back <= keptDays; back++ {
		day := commands.Day(today.AddDate(0, 0, -back))
		if err != nil || day < notedFrom || slices.ContainsFunc(begun, func(s storage.Scored) bool { return s.Member == day }) {
			days = append(days, day)
		}
	}
	return days
}

// notedSince is the first day whose dailies begun are noted in every place (noteBegun), as the store keeps
// it (notedSinceKey): the days before it are all looked at, since a release of kibitz from before the days
// were noted may have begun boards of them unnoted. The first replica that notes days writes it, as the day
// after the one it runs on: that day's boards may still be begun by an older replica that shares the store,
// during a rolling upgrade. A day set in the code would have been wrong for every deployment upgraded
// after it. A store that cannot say has every kept day looked at (a day after them all).
func (c *Command) notedSince(ctx context.Context) string {
	if from := c.notedFrom.Load(); from != nil {
		return *from
	}
	tomorrow := commands.Day(c.Now().UTC().AddDate(0, 0, 1))
	raw, err := c.Store.Update(ctx, notedSinceKey, 0, func(cur []byte) ([]byte, error) {
		if cur != nil {
			return nil, storage.ErrKeep
		}
		return []byte(tomorrow), nil
	})
	if _, perr := time.Parse(time.DateOnly, string(raw)); err != nil || perr != nil {
		c.Log.Warn("sudoku: reading the first day the dailies begun were noted: looking at every day kept", "value", string(raw), "err", err)
		return tomorrow
	}
	from := string(raw)
	c.notedFrom.CompareAndSwap(nil, &from)
	return from
}

// noteBegun notes that someone began the daily of day in place (dailiesBegunKey), for dailyFrom, and
// drops the days older than a board is kept, so that the set holds at most keptDays+1 days. The set is
// kept playKeep after its last day. A store that fails is logged: the day's puzzle, not looked at, could
// then be answered in public.
func (c *Command) noteBegun(ctx context.Context, place, day string) {
	at, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return // not a day: no daily has one
	}
	c.notedSince(ctx) // from now on this replica notes days: the day after begins the days noted
	key := dailiesBegunKey(place)
	err = c.Store.ZAdd(ctx, key, day, float64(at.Unix()))
	if err == nil {
		err = c.Store.Expire(ctx, key, playKeep+24*time.Hour)
	}
	var old []storage.Scored
	if err == nil {
		old, err = c.Store.ZRangeByScore(ctx, key, math.Inf(-1), float64(at.AddDate(0, 0, -keptDays-1).Unix()), 0)
	}
	for _, o := range old {
		if err == nil {
			err = c.Store.ZRem(ctx, key, o.Member)
		}
	}
	if err != nil {
		c.Log.Warn("sudoku: noting a day whose daily was begun", "place", place, "day", day, "err", err)
	}
}
