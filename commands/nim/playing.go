package nim

import (
	"context"
	"maps"
	"slices"
	"time"

	"kibitz/commands"
	"kibitz/solvers/nim"
)

// Ranked games in progress (commands/playing.go): /nim analyze declines the heaps of a ranked game the
// asker is seated in while it is being played, one move on, or written otherwise (playsRanked), since its
// answer is the winning move of that very game. A
// game between people ranks (Game.ranked); a game against kibitz alone is practice, and its player may
// analyse it at any time, as kibitz's own Hint shows it.
//
// A game keeps its people's entries as it keeps its deadline's (timer.go): after its compare-and-set, by
// whoever committed it (Command.change for a press, Command.expire for a sweep). An entry lives until the
// game's key would expire (idle after the write). It is written again when the turn moves on (a move, a
// timeout, the start: each sets a new deadline, and each rewrites the key), not at every press that
// rewrites the key (a heap picked, a hint): those only make the key outlive the entry, which cannot last
// a day, as a game in play moves on within its turn time, by a move or by its timer.

// rankedEntries are the entries of g in the index while it is a ranked game in play, none otherwise: the
// people seated in it, as user ids, and its channel (commands.InChannel).
func (g *Game) rankedEntries() []string {
	if g.Phase != phasePlaying || !g.ranked() {
		return nil
	}
	var ids []string
	for _, p := range g.Players {
		if !p.Bot {
			ids = append(ids, p.ID)
		}
	}
	if g.Channel != "" {
		ids = append(ids, commands.InChannel(g.Channel))
	}
	return ids
}

// syncPlaying brings the index of ranked games in progress up to date with g, a state that has committed
// at now: the entries before its change (before, rankedEntries then) that are no longer (the game ended,
// or they left or were removed) leave it; when the turn moved on (turned), every entry now is written
// again until the game's key expires.
func (c *Command) syncPlaying(ctx context.Context, g *Game, before []string, turned bool, now time.Time) {
	after := g.rankedEntries()
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

// AnalysisRefusal is the refusal of an analysis of heaps under opts that user asks in channel, or nil
// when it may go ahead: commands.PlayingRanked when user is seated in a ranked game in play on that
// position (playsRanked), commands.RankedHere when one is played in channel (playedHere). /nim analyze
// asks it, and so does /grundy, which commands/all hands this Command to (grundy.Config.Nim): a
// subtraction, divisor or DAG game is a Nim position written otherwise, declined as /nim analyze declines
// it.
func (c *Command) AnalysisRefusal(ctx context.Context, user, channel string, heaps nim.Heaps, opts nim.Options) error {
	if c.playsRanked(ctx, user, heaps, opts, "") {
		return commands.PlayingRanked(msgGameName)
	}
	if c.playedHere(ctx, channel, heaps, opts) {
		return commands.RankedHere(msgGameName)
	}
	return nil
}

// playsRanked reports whether user is seated in a ranked game in play whose position heaps under opts is,
// whichever ending either plays to (misère play differs from normal play only at the very end, where the
// same move wins until then):
//   - its heaps, or its heaps one move on, under the same move rule (in any order, empty heaps aside: the
//     same position; asking about the heaps each move would leave is asking which move wins);
//   - or the same game written otherwise (sameGame): a pair of equal heaps added, a take limit above every
//     heap, heaps that differ by the rule's period.
//
// Each game is read as stored: a timeout due but not yet swept still counts, for the seconds until the
// sweep. A game that cannot be read counts for nothing: the analysis goes ahead (commands/playing.go).
// The game except (an id, or "") is left out: a hint pressed in a game is matched against the asker's
// other ranked games, its own being the one Hint answers its players in (Command.hint).
func (c *Command) playsRanked(ctx context.Context, user string, heaps nim.Heaps, opts nim.Options, except string) bool {
	match := playedAs(heaps, opts)
	return commands.PlayingAny(ctx, c.Env, resultsName, user, gameKey, func(g *Game) bool {
		return g.ID != except && g.seat(user) >= 0 && match(g)
	})
}

// playedHere reports whether a ranked game in play in channel is on heaps under opts, as playsRanked
// matches them: an analysis asked in that channel is declined to anyone (commands.RankedHere).
func (c *Command) playedHere(ctx context.Context, channel string, heaps nim.Heaps, opts nim.Options) bool {
	match := playedAs(heaps, opts)
	return commands.PlayingHere(ctx, c.Env, resultsName, channel, gameKey, func(g *Game) bool {
		return g.Channel == channel && match(g)
	})
}

// playedAs matches a ranked game in play whose position is heaps under opts (playsRanked).
func playedAs(heaps nim.Heaps, opts nim.Options) func(g *Game) bool {
	want := position(heaps)
	rule := opts.Rule.String()
	valued := opts.Rule.CheckHeaps(heaps) == nil // beyond what the rule knows, the analysis refuses anyway
	return func(g *Game) bool {
		if !g.ranked() || g.Phase != phasePlaying {
			return false
		}
		return g.Rule == rule && atOrOneMoveOn(position(g.Heaps), want) ||
			valued && sameGame(g.Heaps, g.rule(), heaps, opts.Rule)
	}
}

// sameGame reports whether heaps a under rule ra and heaps b under rule rb are one game written two ways:
// the same Grundy values once pairs of equal values are set aside (a pair cancels: whatever one player
// does on one, the other answers on its twin). "3 5 7 2 2", or "3 5 7" with moves:1-100, is "3 5 7"; with
// moves:1-3, "10 13 17" is "6 9 13".
//
// A game whose values all pair off (4 4, a loss for the player to move, who can only be mirrored) matches
// nothing written otherwise: every position whose values pair off would be it, and declining "5 5" or
// "1 5" with moves:1-3 to a player of "4 4" would be a refusal of unrelated positions. Its own heaps and
// one move on are still declined.
func sameGame(a nim.Heaps, ra nim.Rule, b nim.Heaps, rb nim.Rule) bool {
	odd := unpaired(a, ra)
	return len(odd) > 0 && maps.Equal(odd, unpaired(b, rb))
}

// unpaired are the nonzero Grundy values of heaps under r that stand an odd number of times.
func unpaired(heaps nim.Heaps, r nim.Rule) map[int64]bool {
	odd := map[int64]bool{}
	for _, h := range heaps {
		switch v := r.Grundy(h); {
		case v == 0:
		case odd[v]:
			delete(odd, v)
		default:
			odd[v] = true
		}
	}
	return odd
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
