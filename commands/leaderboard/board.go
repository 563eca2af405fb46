package leaderboard

// Reading a board: its top players, those who share its last rank, and on a board against the clock
// their best times, by which it is ordered; players whose figures have expired are dropped as it is read.

import (
	"cmp"
	"context"
	"math"
	"slices"
	"strings"
	"time"

	"kibitz/storage"
)

// bestTimes are the players' best times on a board against the clock, in seconds, by user id (the
// board's set beside its wins, commands.BestTimeKey); nil on any other board. A board against the clock
// ranks as many puzzles solved by the faster best time, so that a tie is broken by how well the players
// solved, not by their ids.
type bestTimes map[string]float64

// maxReads bounds the reads of one board: each read after the first follows players dropped from it
// (dropGone), ten at most each time, and one read in which some are dropped is rare (players inactive
// for as long as figures are kept); a board that still has some after that many shows them by their id.
const maxReads = 4

// read reads the board under key: its top players, most wins first; those who share its last number of
// wins past its ten rows; and against the clock (bestKey not ""), the best times, by which it orders the
// top (fastestFirst).
func (c *Command) read(ctx context.Context, key, bestKey string) (scored, lastTied []storage.Scored, bests bestTimes, err error) {
	scored, err = c.Store.ZRevRange(ctx, key, 0, top-1) // Env.Leaderboard, on the key of this now
	if err != nil {
		return nil, nil, nil, err
	}
	// A full board's last number of wins may be shared past its ten rows: those players are read once,
	// for the order against the clock (fastestFirst) and for the line that counts them (moreTied).
	if len(scored) == top {
		last := scored[top-1].Score
		if lastTied, err = c.Store.ZRangeByScore(ctx, key, last-0.5, last+0.5, 0); err != nil { // wins are whole numbers
			return nil, nil, nil, err
		}
	}
	if bestKey != "" && len(scored) > 0 {
		if bests, err = c.bestTimes(ctx, bestKey); err != nil {
			return nil, nil, nil, err
		}
		scored = fastestFirst(scored, lastTied, bests)
	}
	return scored, lastTied, bests, nil
}

// dropGone takes players without figures (gone, Command.players) off the board under key and its best
// times (bestKey, when not ""), and reports whether it did. A player's figures are kept two years after
// their last result (commands.statsKeep), a board's as long as anyone wins on it: without this, a player
// who stopped playing would stay on a busy place's all-time board for good, shown by the end of their id.
// It is done lazily, when a board shows them, at the cost of one call for the board (and one for its
// times) and a new read, only when some are gone. A failure is logged, and the board shows them as before.
func (c *Command) dropGone(ctx context.Context, key, bestKey string, gone []string) bool {
	if err := c.Store.ZRem(ctx, key, gone...); err != nil {
		c.Log.Warn("leaderboard: taking players without figures off a board", "key", key, "players", len(gone), "err", err)
		return false
	}
	if bestKey != "" {
		if err := c.Store.ZRem(ctx, bestKey, gone...); err != nil {
			c.Log.Warn("leaderboard: taking players without figures off a board's times", "key", bestKey, "players", len(gone), "err", err)
		}
	}
	return true
}

// bestTimes reads the set of best times under key, whole: one read serves the board and the asker's
// place, where a read for each player would be ten or more.
func (c *Command) bestTimes(ctx context.Context, key string) (bestTimes, error) {
	all, err := c.Store.ZRangeByScore(ctx, key, math.Inf(-1), math.Inf(1), 0)
	if err != nil {
		return nil, err
	}
	b := make(bestTimes, len(all))
	for _, s := range all {
		b[s.Member] = s.Score
	}
	return b, nil
}

// of is user's best time, 0 for none (wins from before boards kept times).
func (b bestTimes) of(user string) time.Duration {
	return time.Duration(b[user] * float64(time.Second))
}

// compare orders two players of a board: more wins first; then, against the clock, the faster best time
// first, a player without one after those with one. 0 when they share a rank. Times are compared in whole
// seconds, as the board shows them and the game said them ("Solved in 12 seconds"): a rank decided by a
// fraction nobody is shown could not be checked.
func (b bestTimes) compare(x, y storage.Scored) int {
	if c := cmp.Compare(y.Score, x.Score); c != 0 || b == nil {
		return c
	}
	tx, okx := b[x.Member]
	ty, oky := b[y.Member]
	switch {
	case okx && oky:
		return cmp.Compare(math.Round(tx), math.Round(ty))
	case okx != oky && okx:
		return -1
	case okx != oky:
		return 1
	}
	return 0
}

// tied reports whether x and y share a rank.
func (b bestTimes) tied(x, y storage.Scored) bool { return b.compare(x, y) == 0 }

// fastestFirst is a board against the clock in its order (bestTimes.compare), from its first read
// (scored, most wins first): on a full board the players who share the last number of wins read were cut
// off in the store's order, so all of them (lastTied) take its place and the fastest are kept. Within a
// tie the store's order stands, the later user id first.
func fastestFirst(scored, lastTied []storage.Scored, bests bestTimes) []storage.Scored {
	if len(lastTied) > 0 {
		last := scored[len(scored)-1].Score
		scored = append(slices.DeleteFunc(slices.Clone(scored), func(s storage.Scored) bool { return s.Score == last }), lastTied...)
	}
	slices.SortStableFunc(scored, func(x, y storage.Scored) int {
		if c := bests.compare(x, y); c != 0 {
			return c
		}
		return strings.Compare(y.Member, x.Member)
	})
	return scored[:min(top, len(scored))]
}
