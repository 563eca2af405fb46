package tictactoe

import (
	"context"
	"time"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
)

// Deadlines: a challenge expires challengeLife after it is posted, and a player who lets Config.TurnTimeout
// pass on a move forfeits. What a passed deadline means (applyDue) depends on the deadline alone, so it
// comes out the same whichever of two ways applies it:
//
//   - lazily: every press on a game first applies a deadline that has passed, whoever pressed, and shows
//     it (the press itself is not played);
//   - actively: a background sweep when the earliest deadline settles, commands.PressGrace after it (a
//     move or an answer that arrived in time may still be on its way to its compare-and-set), as Nim's
//     turn timers (commands/nim/timer.go and docs/architecture.md §4): one sorted set, deadlinesKey, holds
//     each waiting game's id scored by when its deadline settles (commands.EntryScore). The sweep reads
//     the entries that are due, applies each in the game's own compare-and-set (two replicas sweeping at
//     once apply it once), records the results of a game it ended, edits the game's message through the
//     Env's Messenger with the token of the interaction that last showed it, while that token lasts, and
//     writes the game's true deadline back to the set, or takes the game out.
//
// The set is off the game's hot path: a press compares and sets its game's key only, and afterwards
// (syncTimer) sets its entry with ZAdd, or removes it with ZRem once nothing waits. An entry may disagree
// with its game for a moment, but only by being early: within play a game's deadlines only grow
// (startTurn), and the one step down, from a challenge's expiry to the first turn's deadline, is written
// by the accepting press after the challenge's own entry, which was written before its buttons were
// shown. An early entry costs the sweep a look at the game; an entry of a game that ended or expired from
// the store is removed when the sweep finds it so.
//
// Interaction tokens last 15 minutes. A turn of Config.TurnTimeout up to about 14 minutes (the default is
// 10) ends while the token of the move that started it can still edit the message; after a longer turn
// the forfeit is applied and recorded all the same, and the message shows it at the next press. So it does
// when the sweep's edit fails, which is not tried again: Discord did not take it, or the message is gone
// (router.ErrMessageGone: a moderator deleted it, say), and nobody presses it again. Nothing the sweep
// applies waits to be seen (Nim's next turn does: commands.Expiry.Unshown): a deadline here ends the
// game, and the forfeit is of a turn the player was shown, by the move before. An edit under way at the
// shutdown signal is not cut then but finishes within commands.ShowGrace (commands.Expire), since no
// other replica shows the forfeit afterwards.

// deadlinesKey is the sorted set of the waiting games' deadlines.
const deadlinesKey = "ttt:deadlines"

// Background sweeps the deadlines until ctx ends (commands.BackgroundGame).
func (c *Command) Background(ctx context.Context) { c.SweepingDeadlines(ctx, deadlinesKey, c.sweep) }

// sweep applies every deadline that has passed.
func (c *Command) sweep(ctx context.Context) { c.SweepDeadlines(ctx, deadlinesKey, c.expire) }

// expire applies a game's passed deadline, records the results of a game it ended and edits its
// message, then sets its entry in the set from what the game now is.
func (c *Command) expire(ctx context.Context, id string, now time.Time) {
	commands.Expire(ctx, c.Env, commands.Expiry[Game]{
		Game: "tictactoe", Set: deadlinesKey, Key: gameKey, TTL: idle,
		Apply: func(_ context.Context, g *Game, due, _ time.Time) (timed, ended bool) {
			wasOver := g.over()
			timed = applyDue(g, due)
			return timed, timed && !wasOver && g.over()
		},
		Message: func(g *Game) (string, string, time.Time) { return g.AppID, g.Token, g.TokenAt },
		Forget:  (*Game).forget,
		View:    func(g *Game) (*router.Response, error) { return c.view(g, g.Lang, true) },
		Lang:    func(g *Game) i18n.Lang { return g.Lang },
		Settle:  c.settle,
	}, id, now)
}

// syncTimer makes the set's entry for g match g, a state that has committed: its deadline while something
// waits for one, none after. It runs after the game's compare-and-set, outside it.
func (c *Command) syncTimer(ctx context.Context, g *Game) {
	c.SetDeadline(ctx, deadlinesKey, g.ID, g.Deadline)
}
