package tictactoe

import (
	"context"
	"time"

	"kibitz/commands"
	"kibitz/solvers/tictactoe"
)

// Ranked games in progress (commands/playing.go): /tictactoe analyze declines the board of a ranked game the
// asker plays while it is being played, and the boards one or two moves on, turned or flipped too, since its
// answer is the best move of that very game. A game between two people ranks, and so does one against kibitz
// at perfect (Game.ranked); against kibitz at easy or medium it is practice, and its player may analyse it.
//
// The game is entered under its channel too (commands.InChannel): there the board is declined to anyone,
// a spectator's answer being posted under the board for its player to read.
//
// A game keeps its people's entries as it keeps its deadline's (timer.go): after the compare-and-set that
// starts it (an accepted challenge, a game against kibitz opened) or moves it on, each written until the
// game's key expires, and taken out by the change that ends it (three in a row, a full board, a forfeit,
// whether a press or the sweep applies it). A challenge is no game yet: its board is empty and shown to
// nobody.

// syncPlaying brings the index of ranked games in progress up to date with g, a state that has just
// committed (ended: by ending the game). The time is read after the commit, so an entry outlives the key
// by a moment at most, and reading the game then finds it gone.
func (c *Command) syncPlaying(ctx context.Context, g *Game, ended bool) {
	if !g.ranked() {
		return
	}
	var until time.Time // out, once the game has ended
	switch {
	case g.inPlay():
		until = c.Now().Add(idle)
	case !ended:
		return // a challenge, or a game that ended earlier: nothing to write
	}
	entries := []string{g.X, g.O}
	if g.Channel != "" { // none in a game stored before its channel was kept
		entries = append(entries, commands.InChannel(g.Channel))
	}
	for _, id := range entries {
		if id != "" { // kibitz
			c.SetPlaying(ctx, resultGame, id, g.ID, until)
		}
	}
}

// playsRanked reports whether user plays a ranked game in play that comes to board b within two moves
// (reachable), b turned or flipped or not (the same position: the eight symmetries of the square keep every
// line of three). Each game is read as stored: a forfeit due but not yet applied counts until the sweep
// applies it, within seconds. A game that cannot be read counts for nothing: the analysis goes ahead
// (commands/playing.go).
func (c *Command) playsRanked(ctx context.Context, user string, b tictactoe.Board, except string) bool {
	return commands.PlayingAny(ctx, c.Env, resultGame, user, gameKey, func(g *Game) bool {
		return g.ID != except && (user == g.X || user == g.O) && g.ranked() && g.inPlay() && reachable(g.board(), b)
	})
}

// guard is kibitzMoves' guard in g: whether its person plays the board in another ranked game in play
// (playsRanked, g itself aside), where kibitz moves at random. kibitz keeps its engine away from a ranked
// game still going (docs/contract.md §5): a practice game against it brought to the board of a ranked game
// would otherwise have it play the best move there, which /tictactoe analyze declines to that player.
func (c *Command) guard(ctx context.Context, g *Game) func(b tictactoe.Board) bool {
	return func(b tictactoe.Board) bool {
		person := g.X
		if person == "" {
			person = g.O
		}
		return person != "" && c.playsRanked(ctx, person, b, g.ID)
	}
}

// playedHere reports whether a ranked game in play in channel comes to board b, as playsRanked matches
// it: an analysis asked in that channel is declined to anyone (commands.RankedHere), its answer being
// posted under the game's board.
func (c *Command) playedHere(ctx context.Context, channel string, b tictactoe.Board) bool {
	return commands.PlayingHere(ctx, c.Env, resultGame, channel, gameKey, func(g *Game) bool {
		return g.Channel == channel && g.ranked() && g.inPlay() && reachable(g.board(), b)
	})
}

// reachable reports whether board next is one the game at board now comes to within two moves (a move and
// the reply), turned or flipped or not: every mark of now in its place, and at most two more (the count of
// marks, which the analysis checks, then says whose turn it is). Asking about the board each move, or each
// reply to it, would leave is asking which move is best, a few questions at a time. Further on is left to
// the player: from an early board every board is further on, and declining them all would keep the
// analysis from anyone with a game going.
func reachable(now, next tictactoe.Board) bool {
	if marks(next) > marks(now)+2 {
		return false
	}
	for _, s := range symmetries {
		keeps := true
		for i, from := range s {
			if now[from] != tictactoe.Empty && now[from] != next[i] {
				keeps = false
				break
			}
		}
		if keeps {
			return true
		}
	}
	return false
}

// marks counts the marks on b.
func marks(b tictactoe.Board) int {
	n := 0
	for _, m := range b {
		if m != tictactoe.Empty {
			n++
		}
	}
	return n
}

// symmetries are the eight ways to turn or flip the board, each as the cell (0-8, row by row) that moves
// to each cell: the board flipped left to right or not, then turned a quarter 0 to 3 times.
var symmetries = func() (out [8][9]int) {
	for k := range out {
		for i := range 9 {
			r, c := i/3, i%3
			if k >= 4 {
				c = 2 - c
			}
			for range k % 4 {
				r, c = c, 2-r
			}
			out[k][i] = r*3 + c
		}
	}
	return out
}()
