package nim

import (
	"context"
	"math/rand/v2"

	"kibitz/solvers/nim"
)

// kibitz keeps its engine away from a ranked game still going (docs/contract.md §5), and not only in
// /nim analyze and Hint: a player could set up a practice game against kibitz on the position of their
// ranked game ("7 9 12 1", then empty the heap of 1) and read kibitz's reply, the winning move Hint
// refuses them. So where a player seated here plays that position in a ranked game in play, or one move
// before it (playsRanked, as /nim analyze declines it), kibitz moves at random instead: a move that says
// nothing of the position's value, whatever its level. The game notes it (Game.Guarded), and its message
// says why.

// kibitzMove is kibitz's move in g at its level, using r for its blunders (nim.Choose), or at random when a
// person seated in g plays g's position in another ranked game in play (playsRanked, g itself aside).
// It runs inside the game's compare-and-set, and reads the players' ranked games in progress: a read of
// each person's for each of kibitz's moves.
func (c *Command) kibitzMove(ctx context.Context, g *Game, r *rand.Rand) (m nim.Move, ok bool, err error) {
	for _, p := range g.Players {
		if !p.Bot && c.playsRanked(ctx, p.ID, g.Heaps, g.options(), g.ID) {
			if m, ok := nim.RandomMove(g.Heaps, g.rule(), r); ok {
				g.Guarded = true
				return m, true, nil
			}
		}
	}
	return nim.Choose(ctx, g.Heaps, g.options(), g.level(), r)
}
