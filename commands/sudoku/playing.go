package sudoku

import (
	"context"
	"errors"
	"slices"
	"time"

	"kibitz/commands"
	"kibitz/solvers/sudoku"
	"kibitz/storage"
)

// Ranked games in progress (commands.Env.SetPlaying and Playing): /sudoku solve would otherwise solve the
// puzzle of the asker's own ranked game (/sudoku play alone without a hint, or the daily) while it is being
// played for a time. A game enters its player's entries when it starts ranked, its entry follows its store
// TTL (playKeep from its last write) with each move, and it leaves when it ends or stops being ranked (the
// first hint; a game played together is never ranked, so never entered). /sudoku solve reads the asker's
// entries and declines a grid that is one of those puzzles, or made from it (madeFrom). An entry whose game
// turns out missing, finished or practice when read counts for nothing, so a removal that a failing store
// lost costs one read, never a refusal.
//
// The daily puzzle is the same for everyone in a place, but each player's board is a game of its own: the
// entry is theirs, so a player who finished the day's puzzle may have it solved, and so may anyone who never
// started it. A player who has kibitz solve the day's puzzle before starting it is not seen; nor is a grid
// turned, mirrored or with its digits renamed, which no longer agrees with the solution cell by cell.

// setPlaying keeps p's entry after a write of p that committed: until the game's store TTL from now while it
// is ranked and going, out of the index once it is not.
func (c *Command) setPlaying(ctx context.Context, p *Play, now time.Time) {
	until := time.Time{}
	if p.ranked() && !p.over() {
		until = now.Add(playKeep)
	}
	c.SetPlaying(ctx, resultsName, p.By, p.ID, until)
}

// playingRanked is the refusal of grid g when it is the puzzle of a ranked game user is playing, or made
// from it; nil otherwise, and when the index or a game cannot be read (an analysis goes ahead rather than
// fail on a store that does).
func (c *Command) playingRanked(ctx context.Context, user string, g sudoku.Grid) error {
	if !slices.Contains(rankedSizes[:], g.Size()) {
		return nil // no ranked game is this size: spare the store
	}
	for _, id := range c.Playing(ctx, resultsName, user) {
		var p Play
		if err := storage.GetJSON(ctx, c.Store, playKey(id), &p); err != nil {
			if !errors.Is(err, storage.ErrNotFound) {
				c.Log.Warn("sudoku: reading a game in progress", "game", id, "err", err)
			}
			continue
		}
		if p.By != user || p.over() || !p.ranked() {
			continue
		}
		if madeFrom(g, p.puzzle) {
			return commands.PlayingRanked(msgGameName)
		}
	}
	return nil
}

// madeFrom reports whether grid g is puzzle p or made from it: the same size, every digit of g the
// solution's, and at least as many digits in g as half of p's givens. Digits of the solution added, givens
// taken away, or both (most givens swapped for solved cells: the grid can still have one solution) leave it
// p. A different puzzle is not refused: each of its digits agrees with p's solution by chance about one
// time in n, and it would need every one of its many digits to (on 9x9 with 30 givens, 15 of them: about
// one time in 9^15). A grid with a digit that contradicts p's solution is no longer p and is answered as any
// other (with p's givens all there, that answer is that it has none, p's solution being its only one).
func madeFrom(g sudoku.Grid, p sudoku.Puzzle) bool {
	n := g.Size()
	if n != p.Givens.Size() {
		return false
	}
	filled, givens := 0, 0
	for r := range n {
		for col := range n {
			d := g.At(r, col)
			if d != 0 && d != p.Solution.At(r, col) {
				return false
			}
			if d != 0 {
				filled++
			}
			if p.Givens.At(r, col) != 0 {
				givens++
			}
		}
	}
	return 2*filled >= givens
}
