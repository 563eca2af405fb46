package sudoku

import (
	"context"
	"time"

	"kibitz/commands"
	"kibitz/solvers/sudoku"
)

// Ranked games in progress (commands.Env.SetPlaying and Playing): /sudoku solve would otherwise solve the
// puzzle of the asker's own ranked game while it is being played for a time. Only a daily ranks
// (results.go): a game of /sudoku play is practice from its start, and its puzzle is anyone's to have
// solved, its player's too, as a practice game of Wordle or Nim is answered. A daily enters its player's
// entries when it starts, its entry follows its store TTL (a week from its start: Play.expires),
// and it leaves when it ends or stops being ranked (the first hint or Check). /sudoku solve reads the
// asker's entries and declines a grid that is one of those puzzles, or made from it, as the player sees
// it (madeFrom). An entry whose game turns out missing, finished or practice when read counts for
// nothing, so a removal that a failing store lost costs one read, never a refusal.
//
// The daily puzzle is the same for everyone in a place, but each player's board is a game of its own: the
// entry is theirs, so a player who finished the day's puzzle may have it solved, and so may anyone who never
// started it, privately where others may still be solving it (dailyFrom). A player who has kibitz solve
// the day's puzzle before starting it is not seen; nor is a grid turned, mirrored or with its digits
// renamed, which no longer agrees with the board cell by cell.

// setPlaying keeps p's entry after a write of p that committed: until the game expires (expires) while it
// is ranked and going, out of the index once it is not.
func (c *Command) setPlaying(ctx context.Context, p *Play, now time.Time) {
	until := time.Time{}
	if p.ranked() && !p.over() {
		until = p.expires(now)
	}
	c.SetPlaying(ctx, resultsName, p.By, p.ID, until)
}

// expires is when p, written at now, leaves the store: a week after its last write (playKeep), but a daily
// board a week after it started, however late it is moved: its day's solution is kept private for the
// days whose boards may still be open (dailyFrom, keptDays), which a board moved every few days would
// otherwise outlast, open and ranked.
func (p *Play) expires(now time.Time) time.Time {
	if p.Day == "" || p.Started.IsZero() {
		return now.Add(playKeep)
	}
	return p.Started.Add(playKeep)
}

// keepDaily sets the store TTL of daily board p, just written at now with playKeep, to its own (expires):
// one more write after the compare-and-set, since the TTL of a write is fixed before the value is read. A
// store that fails leaves the week from now, logged.
func (c *Command) keepDaily(ctx context.Context, p *Play, now time.Time) {
	if p.Day == "" {
		return
	}
	if err := c.Store.Expire(ctx, playKey(p.ID), max(p.expires(now).Sub(now), time.Second)); err != nil {
		c.Log.Warn("sudoku: keeping a daily board its week", "game", p.ID, "err", err)
	}
}

// playingRanked is the refusal of grid g when it is the puzzle of a ranked game user is playing, or made
// from it; nil otherwise, and when the index or a game cannot be read (an analysis goes ahead rather than
// fail on a store that does).
func (c *Command) playingRanked(ctx context.Context, user string, g sudoku.Grid) error {
	if g.Size() != 9 {
		return nil // only a daily ranks, and it is a 9x9: spare the store
	}
	if commands.PlayingAny(ctx, c.Env, resultsName, user, playKey, func(p *Play) bool {
		return p.By == user && !p.over() && p.ranked() && madeFrom(g, p)
	}) {
		return commands.PlayingRanked(msgGameName)
	}
	return nil
}

// madeFrom reports whether grid g is the puzzle of game p or made from it, judged by what its player sees,
// the board: the same size, no given contradicted, and at least as many of g's digits on the board (a given,
// or a digit the player wrote) as half the puzzle's givens. The givens themselves, digits added, givens
// dropped, or most givens swapped for the player's own digits leave it p. The refusal must not depend on
// the solution, which the player does not see: declining a grid whose every digit is the solution's and
// answering one with a wrong digit ("no solution") told the player, digit by digit, which guess was right.
// So a wrong digit added is declined as a right one is. A different puzzle is not declined: it would have
// to share half the givens of p's, or the player's own digits, cell for cell.
func madeFrom(g sudoku.Grid, p *Play) bool {
	n := g.Size()
	if n != p.size() {
		return false
	}
	seen, givens := 0, 0
	for cell := range n * n {
		d, given := g.At(cell/n, cell%n), p.given(cell)
		if given {
			givens++
		}
		switch {
		case d == 0:
		case given && d != p.answer(cell):
			return false // another puzzle: the player sees this given
		case d == p.at(cell):
			seen++
		}
	}
	return givens > 0 && 2*seen >= givens // a game without givens (not one kibitz makes) matches nothing
}
