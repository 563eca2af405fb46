package nim

import (
	"context"
	"time"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/storage"
)

// Nim's turn timers.
//
// A game in play has a Deadline: when it passes, the player to move is out of the game, as one who
// leaves (a loss: results.go), and the next player's deadline is the old one plus commands.PressGrace
// plus the game's turn time (Command.turnTime), or from when a press within that grace shows it (turnStartsAt), unless nobody
// can see that turn (below): it then waits for a press to show it.
// Earlier rules skipped a player's first timeout and removed them on a second in a row; but a skipped
// turn is a pass, which Nim does not have: it hands the move, and with it the win, to the other side, so
// a player who was lost could wait out one turn and make the rival lose. A timeout is a forfeit, as in
// tic-tac-toe (commands/tictactoe/timer.go). Which players time out is a function of the deadlines
// alone, never of when they are noticed; so are the next turns' deadlines, but for a press within
// commands.PressGrace of a deadline, which shows the next turn earlier than a sweep would and starts it
// then (turnStartsAt), and for whether the turn a timeout starts can still be shown (below). Two ways
// apply them:
//
//   - lazily: every press on a game first applies the timeouts that are due (Command.change);
//   - actively: a background sweep runs when the earliest deadline settles (commands.SweepingDeadlines),
//     commands.PressGrace after it, so that a move that arrived in time but waited for its handler is
//     not beaten by the sweep, and the timeout shows then; the next turn starts then too, so that the
//     next player has the whole turn as shown. The store keeps an index of the deadlines, one sorted set
//     under deadlinesKey: member a game's id, score when its deadline settles (commands.EntryScore) in
//     Unix milliseconds. sweep reads the entries that are due (ZRangeByScore up to now), applies each
//     game's timeouts in the game's own compare-and-set (so two replicas sweeping at once apply a timeout
//     once: the second finds the deadline moved and does nothing), edits the game's message through the
//     Env's Messenger with the interaction token the game keeps from its last interaction, and then
//     writes the game's true deadline back to the index, or takes the game out of it when it is no longer
//     in play.
//
// Tokens last 15 minutes and a turn at most 10, so the token of the move that started a turn can still
// edit the message when that turn times out. After two timeouts in a row with nobody pressing anything
// (three players or more) the token may be too old (commands.TokenLife), and so may it be when a sweep
// runs minutes late: the timeout is still applied, but the next turn, which no edit can show, does not
// start. Its clock used to run from the deadline that
// passed, unseen, so that a player could time out, a ranked loss, of a turn nobody had shown them. The
// game waits instead, with no deadline (waitUnshown), until the next press on it, by anyone, shows the
// turn and starts it with the whole turn time (Command.change). The board of the turn before says so
// (commands.ShownAtPress, msgShownAtPressNext).
//
// So does a turn whose edit failed (unshown, commands.Expiry.Unshown): a moderator deleted the message
// (Discord's Unknown Message), its channel, or kibitz's access to it, or archived its thread
// (router.ErrMessageGone), or Discord did not take the edit. Its clock ran anyway, and in a game of three
// or more the next player lost a turn nobody had shown them, and the one after too. The game waits from
// the failed edit; a message that is gone is pressed by nobody, and the game is settled as below.
//
// A game that nobody presses again is settled settleAfter after it began to wait (Game.Waiting): it ends
// abandoned, and those who ran out of time or left take their losses, as leaving does (results.go);
// nobody else records anything, no win for anyone, since nobody was shown the turn that would have
// decided it. It used to expire from the store after idle, recording nothing, and so whoever had timed
// out escaped a ranked loss. Its index entry is scored at that settlement time (Game.due), so the sweep
// settles it as it applies a deadline; a press that arrives before then starts the turn as above, one
// that arrives after finds the game settled (applyTimeouts judges both by the time, as it does
// deadlines). A sweep and a press go through the game's compare-and-set, so one of them settles or starts
// it and the other runs again on what it did: a sweep finds the turn started and not due, a press finds
// the game over (and shows the settlement, which no edit could: the token is long gone), and only the
// commit that ended the game records it.
//
// The index is off the game's hot path. A press compares and sets its own game's key and nothing else;
// once that has committed, syncTimer writes the game's new deadline to the index with ZAdd (ZRem once the
// game has ended), an operation atomic on its own, with no compare and so no retry: moves of different
// games never collide, as they did when the index was a JSON map every move rewrote with compare-and-set
// (16 such keys, "nim:timers:N", which load tests saw abort and retry: see legacy.go). The price is that
// the index may disagree with a game for a moment, and only ever by being early:
//   - Two writes of one game's entry may land in the other order than their commits (two presses on one
//     game, a press and a sweep), leaving the deadline of the earlier state. A game's deadlines only grow
//     (nextDeadline), so that entry is early, never late: sweep looks at the game then, finds nothing
//     due, and writes the true deadline back. So does an entry left for a game that has ended (sweep
//     finds it over and removes it) or that no longer exists (it expired, idle: removed too).
//   - A process that stops between a game's commit and its ZAdd leaves the previous entry: early too.
//     A game that had just started then has none, and its timeouts wait for a press, which applies them.
//
// A late entry, the one thing that would hold a timeout back, would need a deadline that moved earlier.
// One does: a waiting game's entry is its settlement time, hours away, and the press that starts its turn
// moves it to the turn's deadline, minutes away. Were the settlement entry, written after the commit that
// made the game wait, to land after the press's, the started turn's timeout would wait for it. So whoever
// writes a settlement entry reads the game again afterwards, and writes what it finds when the game no
// longer waits (syncTimer): the press's commit comes before its own write, so either that read sees the
// press, or the press's write lands after the settlement entry.

// deadlinesKey is the sorted set of the games' deadlines.
const deadlinesKey = "nim:deadlines"

// settleAfter is how long a game whose turn waits for a press (waitUnshown) waits before it is settled,
// abandoned (see above). Three hours are far beyond any turn (10 minutes at most: maxTurnMinutes) and any absence a game
// in progress would wait for: a table that has not pressed anything in that time has left. And they are
// well within idle, the game's time to live after the commit that made it wait, so the game is still in
// the store when the sweep comes to settle it.
const settleAfter = 3 * time.Hour

// nextDeadline is the deadline of a turn starting at at: at plus the game's turn time (turn.go), or the deadline it
// replaces when that is later. A press reads its clock before its compare-and-set, whose retries may
// put it after the state of a press that read the clock later; and replicas' clocks and turn times may
// differ. Without the floor a deadline could move a little earlier, and the index relies on deadlines
// that only grow (see above).
func (c *Command) nextDeadline(g *Game, at time.Time) time.Time {
	d := at.Add(c.turnTime(g))
	if d.Before(g.Deadline) {
		return g.Deadline
	}
	return d
}

// Background sweeps the turn timers until ctx ends (commands.BackgroundGame).
func (c *Command) Background(ctx context.Context) { c.SweepingDeadlines(ctx, deadlinesKey, c.sweep) }

// applyTimeouts applies every timeout up to due, in order, or the settlement of a game that has waited
// for a press since settleAfter before due, and reports whether there was one; now is when they show
// (waitUnshown). A press passes its arrival as both; a sweep passes the deadlines that have settled
// (commands.SettledBy) and its own time. The next turn starts when it is shown: at SettlesAt of the
// deadline that passed for a sweep, at now for a press within the grace: see turnStartsAt.
func (c *Command) applyTimeouts(ctx context.Context, g *Game, due, now time.Time) bool {
	timed := false
	for g.Phase == phasePlaying && !g.Deadline.IsZero() && !due.Before(g.Deadline) {
		timed = true
		deadline := g.Deadline
		at := turnStartsAt(deadline, now)
		g.log(event{Kind: eventRemoved, Player: g.Players[g.Turn]})
		c.remove(ctx, g, g.Turn, at)
		if g.Phase == phaseOver {
			g.Ended = deadline
		}
		waitUnshown(g, now)
	}
	if g.waiting() && !g.Waiting.IsZero() && !due.Before(g.Waiting.Add(settleAfter)) {
		settle(g)
		timed = true
	}
	return timed
}

// settle ends g, a game whose turn has waited for a press for settleAfter, abandoned (Game.results): the
// turn that waited stays the one the board names, never started.
func settle(g *Game) {
	g.Phase, g.Abandoned, g.Ended = phaseOver, true, g.Waiting.Add(settleAfter)
	g.Seq++ // the menus of the board before are refused
}

// turnStartsAt is when the turn that a timeout at deadline, applied at now, starts begins: when it is
// shown, so that a fresh turn reads as the whole turn time. A sweep shows it once the deadline has
// settled, commands.PressGrace after it (commands.SettlesAt), since a press that arrived in time may still
// win the turn until then; a press that arrives within that grace applies the timeout itself and shows
// the next turn at its arrival, which it starts then (it used to start at SettlesAt too, and the board
// read the turn time plus what was left of the grace). Timed from the deadline itself, the next player
// would lose the grace from the turn time the board shows them. A press after the grace, like a sweep
// that runs late, starts it at SettlesAt: from the deadline's settlement, not from when it was noticed,
// so that chained timeouts (each applied by the same clamp from its own deadline) come out the same
// whether a press or a sweep applies them.
func turnStartsAt(deadline, now time.Time) time.Time {
	switch settles := commands.SettlesAt(deadline); {
	case now.Before(deadline):
		return deadline
	case now.After(settles):
		return settles
	}
	return now
}

// waitUnshown stops the clock of the turn that a timeout applied at now started, when no edit of the
// game's message can show it now: the token that last showed the message no longer lasts
// (commands.TokenLife). The turn waits, with no deadline, for the next press to show it and start it
// (startWaiting). It is judged when the timeout is applied, not at the deadline that passed: a sweep
// that runs late (no replica swept for minutes) may find the token gone though it lasted at the
// deadline, and the turn it starts is then shown to nobody either. A press that applies it shows the
// turn itself, and starts it anew with the whole turn time.
//
// It waits from now (Game.Waiting), when it is settled if nobody presses (settleAfter).
func waitUnshown(g *Game, now time.Time) {
	if _, unshown := commands.ShownAtPress(g.TokenAt, now); unshown && g.Phase == phasePlaying {
		g.waitFrom(now)
	}
}

// unshown makes the turn that the sweep's failed edit was to show, in shown, wait for a press from now
// (waitUnshown; see above), when g is still that state, its turn running: a press since showed its own
// state with its own token, and g is then left as it is (commands.Expiry.Unshown).
func unshown(g, shown *Game, now time.Time) bool {
	if g.Phase != phasePlaying || g.Deadline.IsZero() || !g.Deadline.Equal(shown.Deadline) ||
		g.Seq != shown.Seq || g.Token != shown.Token {
		return false
	}
	g.waitFrom(now)
	return true
}

// waitFrom makes g's turn wait for a press to show it, with no deadline, from now (Game.Waiting), for
// waitUnshown and unshown alike.
func (g *Game) waitFrom(now time.Time) { g.Deadline, g.Waiting = time.Time{}, now }

// waiting reports whether g is a game in play whose turn waits for a press to show it (waitUnshown).
func (g *Game) waiting() bool { return g.Phase == phasePlaying && g.Deadline.IsZero() }

// startWaiting starts the turn of a waiting game at now, the press that shows it, with the whole turn
// time, and reports whether it did.
func (c *Command) startWaiting(g *Game, now time.Time) bool {
	if !g.waiting() {
		return false
	}
	g.Deadline, g.Waiting = c.nextDeadline(g, now), time.Time{}
	return true
}

// due is when the sweep has something to do to g, its entry in the index: its deadline while a turn
// runs, its settlement while its turn waits for a press, none (zero) out of play or for a game that
// began to wait before Game.Waiting was kept.
func (g *Game) due() time.Time {
	switch {
	case g.Phase != phasePlaying:
		return time.Time{}
	case g.waiting() && !g.Waiting.IsZero():
		return g.Waiting.Add(settleAfter)
	}
	return g.Deadline
}

// sweep applies the timeouts of every game whose deadline has passed and shows them in its message,
// after moving the entries of the index's earlier form into the sorted set.
func (c *Command) sweep(ctx context.Context) {
	c.migrateLegacyTimers(ctx)
	c.SweepDeadlines(ctx, deadlinesKey, c.expire)
}

// expire applies a game's due timeouts and edits its message, if its token is still good, then sets its
// entries in the index and among the ranked games in progress (playing.go) from what the game now is, and
// records the results of a game the timeouts ended (the last player left wins, results.go).
func (c *Command) expire(ctx context.Context, id string, now time.Time) {
	var before time.Time // the game's deadline and its ranked players before the timeouts
	var seated []string
	commands.Expire(ctx, c.Env, commands.Expiry[Game]{
		Game: "nim", Set: deadlinesKey, Key: gameKey, TTL: idle,
		Apply: func(ctx context.Context, g *Game, due, now time.Time) (timed, ended bool) {
			c.bind(g)
			before, seated = g.Deadline, g.rankedEntries()
			wasOver := g.Phase == phaseOver
			timed = c.applyTimeouts(ctx, g, due, now)
			return timed, timed && !wasOver && g.Phase == phaseOver
		},
		Message: func(g *Game) (string, string, time.Time) { return g.AppID, g.Token, g.TokenAt },
		Forget:  (*Game).forget,
		View:    func(g *Game) (*router.Response, error) { return c.view(g, g.Lang) },
		Lang:    func(g *Game) i18n.Lang { return g.Lang },
		Unshown: unshown,
		Settle: func(ctx context.Context, g *Game, ended bool) {
			c.syncTimer(ctx, g)
			c.syncPlaying(ctx, g, seated, !g.Deadline.Equal(before), now)
			if ended {
				c.recordEnd(ctx, g)
			}
		},
	}, id, now)
}

// syncTimer makes the index's entry for g match g, a state that has committed (Game.due). It runs after
// the game's compare-and-set, outside it (see above). A settlement entry is later than the deadline of
// the turn that a press may have started since: the game is read again after it is written, and its
// entry written anew when it no longer waits (see above), so that it is never left late.
func (c *Command) syncTimer(ctx context.Context, g *Game) {
	at := g.due()
	c.SetDeadline(ctx, deadlinesKey, g.ID, at)
	if at.IsZero() || !g.waiting() {
		return
	}
	var cur Game
	if err := storage.GetJSON(ctx, c.Store, gameKey(g.ID), &cur); err != nil {
		return // gone, or unreadable: the sweep takes the entry out when it finds it so
	}
	if !cur.waiting() || !cur.Waiting.Equal(g.Waiting) {
		c.SetDeadline(ctx, deadlinesKey, g.ID, cur.due())
	}
}
