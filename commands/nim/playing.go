package nim

import (
	"context"
	"errors"
	"slices"
	"time"

	"kibitz/solvers/nim"
	"kibitz/storage"
)

// Ranked games in progress (commands/playing.go): /nim analyze declines the heaps of a ranked game the
// asker is seated in while it is being played, since its answer is the winning move of that very game. A
// game between people ranks (Game.ranked); a game against kibitz alone is practice, and its player may
// analyse it at any time, as kibitz's own Hint shows it.
//
// A game keeps its people's entries as it keeps its deadline's (timer.go): after its compare-and-set, by
// whoever committed it (Command.change for a press, Command.expire for a sweep). An entry lives until the
// game's key would expire (idle after the write). It is written again when the turn moves on (a move, a
// timeout, the start: each sets a new deadline, and each rewrites the key), not at every press that
// rewrites the key (a heap picked, a hint): those only make the key outlive the entry, which cannot last
// a day, as a game in play moves on within its turn time, by a move or by its timer.

// rankedSeated are the people seated in g, as user ids, while it is a ranked game in play; none otherwise.
func (g *Game) rankedSeated() []string {
	if g.Phase != phasePlaying || !g.ranked() {
		return nil
	}
	var ids []string
	for _, p := range g.Players {
		if !p.Bot {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// syncPlaying brings the index of ranked games in progress up to date with g, a state that has committed
// at now: the people seated before its change (before, rankedSeated then) and no longer (the game ended,
// or they left or were removed) leave it; when the turn moved on (turned), everyone seated now is written
// again until the game's key expires.
func (c *Command) syncPlaying(ctx context.Context, g *Game, before []string, turned bool, now time.Time) {
	after := g.rankedSeated()
	for _, id := range before {
		if !slices.Contains(after, id) {
			c.SetPlaying(ctx, resultsName, id, g.ID, time.Time{})
		}
	}
	if !turned {
		return
	}
	for _, id := range after {
		c.SetPlaying(ctx, resultsName, id, g.ID, now.Add(idle))
	}
}

// playsRanked reports whether user is seated in a ranked game in play whose heaps are heaps, or heaps one
// move on from them (in any order, empty heaps aside: the same position), under the same rules, opts. One
// move on counts too: asking about the heaps each move would leave is asking which move wins. Each game is
// read as stored: a timeout due but not yet swept still counts, for the seconds until the sweep. A game
// that cannot be read counts for nothing: the analysis goes ahead (commands/playing.go).
func (c *Command) playsRanked(ctx context.Context, user string, heaps nim.Heaps, opts nim.Options) bool {
	ids := c.Playing(ctx, resultsName, user)
	if len(ids) == 0 {
		return false
	}
	want := position(heaps)
	rule := opts.Rule.String()
	for _, id := range ids {
		var g Game
		if err := storage.GetJSON(ctx, c.Store, gameKey(id), &g); err != nil {
			if !errors.Is(err, storage.ErrNotFound) {
				c.Log.Warn("nim: reading a game in progress", "game", id, "err", err)
			}
			continue
		}
		if g.seat(user) < 0 || !g.ranked() || g.Phase != phasePlaying || g.Misere != opts.Misere || g.Rule != rule {
			continue
		}
		if atOrOneMoveOn(position(g.Heaps), want) {
			return true
		}
	}
	return false
}

// position is a Nim position as a player sees it: the heaps that hold stones, smallest first. Neither the
// order of the heaps nor an empty one changes what a move can do.
func position(heaps []int64) []int64 {
	out := make([]int64, 0, len(heaps))
	for _, h := range heaps {
		if h > 0 {
			out = append(out, h)
		}
	}
	slices.Sort(out)
	return out
}

// atOrOneMoveOn reports whether position next is position now, or now after one move: one heap made
// smaller, perhaps empty (any amount: a move rule that forbids it makes the position one no move reaches,
// and declining it costs nothing). Both are positions as position makes them.
func atOrOneMoveOn(now, next []int64) bool {
	if slices.Equal(now, next) {
		return true
	}
	if len(next) != len(now) && len(next) != len(now)-1 {
		return false
	}
	// Take the heaps both hold away, smallest first; what is left must be one heap of now and, unless it
	// was emptied, one smaller heap of next.
	var leftNow, leftNext []int64
	i, j := 0, 0
	for i < len(now) || j < len(next) {
		switch {
		case j == len(next) || i < len(now) && now[i] < next[j]:
			leftNow = append(leftNow, now[i])
			i++
		case i == len(now) || next[j] < now[i]:
			leftNext = append(leftNext, next[j])
			j++
		default:
			i++
			j++
		}
		if len(leftNow) > 1 || len(leftNext) > 1 {
			return false
		}
	}
	return len(leftNow) == 1 && (len(leftNext) == 0 || leftNext[0] < leftNow[0])
}
