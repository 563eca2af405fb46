package commands

import (
	"context"
	"errors"
	"time"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/storage"
)

// Expiry is what a game with deadlines tells Expire: where its games are, how it applies a deadline that
// has passed, how it shows the result and what it does once that has committed. Nim and tic-tac-toe
// expire their games through it, so a sweep's look at a game reads the same in both.
type Expiry[G storage.Versioned] struct {
	// Game names the game in the log ("nim").
	Game string
	// Set is the sorted set of the game kind's deadlines (SetDeadline).
	Set string
	// Key is the store key of game id, and TTL its time to live.
	Key func(id string) string
	TTL time.Duration
	// Apply applies to g every deadline up to due and reports whether there was one and whether the game
	// ended by it; now is the sweep's time, when what it applies shows. due is SettledBy(now): a deadline
	// that passed less than PressGrace ago may still have a press in flight that arrived in time, and is
	// left to a later sweep. It runs inside the game's compare-and-set, so it may run more than once.
	Apply func(ctx context.Context, g *G, due, now time.Time) (timed, ended bool)
	// Message is the message that shows g: the interaction token that can still edit it, when that was
	// issued, and its view after a deadline (a response that replaces the message).
	Message func(g *G) (appID, token string, at time.Time)
	// Forget, when set, takes from g the token Message reads when the store need not keep it any more
	// (KeptToken: the game is over, or the token too old to edit). It runs in the compare-and-set that
	// applied the deadlines, after Message was read: the edit that shows what they did uses the token.
	Forget func(g *G, now time.Time)
	View   func(g *G) (*router.Response, error)
	// Lang is the language g's message is in: the language of the interaction that started the game.
	Lang func(g *G) i18n.Lang
	// Settle runs after the commit, outside the compare-and-set: it sets the game's entry in Set from g and
	// records the results when the deadline ended the game.
	Settle func(ctx context.Context, g *G, ended bool)
	// Unshown, when set, takes back from g what the edit that failed was to show: a turn the deadline
	// started, whose clock must not run since nobody saw it (Nim's: commands/nim/timer.go). It runs in a
	// compare-and-set of its own, given shown, the state the edit was to show, and reports whether it
	// changed g; a g that is no longer that state (a press showed its own since) must be left as it is.
	// Settle follows a change, with ended false. nil: nothing a deadline does waits to be seen (tic-tac-toe's
	// deadlines end the game).
	Unshown func(g, shown *G, now time.Time) bool
}

// errGone ends an expiry whose game is no longer in the store.
var errGone = errors.New("game gone")

// ShowGrace is how long an expiry under way when its sweep's context ends (the shutdown signal: no new
// sweep starts then) may still take to apply its deadline and show it: the shutdown's grace for replies,
// bot.ShutdownGrace, which the process waits for besides (docs/contract.md §1, "Stopping"). An edit cut
// at the signal showed nothing, and in tic-tac-toe nothing shows a forfeit afterwards but a press: the
// board kept live buttons on a game that was over. A Discord that answers 429 (retry after a few seconds)
// or one slow attempt fits in it.
const ShowGrace = 20 * time.Second

// errShowGrace ends an expiry that outlasted ShowGrace after the shutdown signal.
var errShowGrace = errors.New("commands: the shutdown's grace ran out")

// outlast is ctx without its end, until grace after it: the work under way when ctx ends finishes, up
// to then.
func outlast(ctx context.Context, grace time.Duration) (context.Context, context.CancelFunc) {
	out, cancel := context.WithCancelCause(context.WithoutCancel(ctx))
	stop := context.AfterFunc(ctx, func() {
		t := time.AfterFunc(grace, func() { cancel(errShowGrace) })
		context.AfterFunc(out, func() { t.Stop() })
	})
	return out, func() {
		stop()
		cancel(nil)
	}
}

// Expire applies game id's settled deadlines (those up to SettledBy(now)) as a press would, in the game's
// own compare-and-set, then settles it (its results recorded, which the message may show), then edits its
// message while the token that showed it is still good (TokenLife). A game that is no longer in the store
// leaves the set. It is the expire function a sweep hands to SweepDeadlines.
//
// An edit that fails is not tried again: the state it was to show has committed, and a later edit could
// only show it late, which for a turn that the deadline started is the turn's time lost. What the edit
// was to show is taken back instead (Expiry.Unshown): nobody saw it, whether the message is gone for good
// (router.ErrMessageGone: deleted, its channel deleted or closed to kibitz, its thread archived) or
// Discord failed to answer; the next press on the game shows it.
//
// An expiry under way when ctx ends (the shutdown signal) goes on, ShowGrace at most: what it applies
// commits, and its edit shows it, rather than being cut at the signal with nothing shown.
func Expire[G storage.Versioned](ctx context.Context, e Env, x Expiry[G], id string, now time.Time) {
	stopping := ctx
	ctx, cancel := outlast(ctx, ShowGrace)
	defer cancel()
	var timed, ended bool
	var appID, token string // of the message, before Forget
	var at time.Time
	due := SettledBy(now)
	g, err := storage.UpdateJSON(ctx, e.Store, x.Key(id), x.TTL, func(g *G) (*G, error) {
		timed, ended = false, false
		if g == nil {
			return nil, errGone
		}
		if timed, ended = x.Apply(ctx, g, due, now); !timed {
			return nil, storage.ErrKeep
		}
		appID, token, at = x.Message(g)
		if x.Forget != nil {
			x.Forget(g, now)
		}
		return g, nil
	})
	switch {
	case errors.Is(err, errGone):
		e.SetDeadline(ctx, x.Set, id, time.Time{}) // nothing waits: out of the set
		return
	case err != nil:
		e.Log.Warn(x.Game+": applying a deadline", "game", id, "err", err)
		return
	}
	// Settled first: recording the results may change what the message shows (a table's ranked games
	// of the day, Env.RankedForTable).
	x.Settle(ctx, g, ended)
	if !timed || e.Messenger == nil || token == "" || now.Sub(at) >= TokenLife {
		return
	}
	resp, err := x.View(g)
	if err == nil {
		resp.Update = true
		err = e.Messenger.EditMessage(ctx, appID, token, x.Lang(g), resp)
	}
	switch {
	case err == nil:
		return
	case errors.Is(err, router.ErrMessageGone):
		// A moderator's doing, or a channel's, not a failure of kibitz's.
		e.Log.Info(x.Game+": the message is gone", "game", id, "err", err)
	case stopping.Err() != nil && ctx.Err() != nil:
		// The shutdown's grace ran out: a shutdown's doing, not Discord's failing.
		e.Log.Info(x.Game+": showing a deadline: cut short by the shutdown", "game", id, "err", err)
	default:
		e.Log.Warn(x.Game+": showing a deadline", "game", id, "err", err)
	}
	if x.Unshown != nil {
		unshow(ctx, e, x, id, g, now)
	}
}

// unshowFor bounds unshow's compare-and-set, which runs on when the sweep's context has ended: an edit cut
// short by a shutdown showed nothing either, and the turn it was to show must not run.
const unshowFor = 10 * time.Second

// unshow takes back from game id what its failed edit was to show, shown (Expiry.Unshown), in a
// compare-and-set of its own, and settles what that changed.
func unshow[G storage.Versioned](ctx context.Context, e Env, x Expiry[G], id string, shown *G, now time.Time) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), unshowFor)
	defer cancel()
	changed := false
	g, err := storage.UpdateJSON(ctx, e.Store, x.Key(id), x.TTL, func(g *G) (*G, error) {
		if changed = g != nil && x.Unshown(g, shown, now); !changed {
			return nil, storage.ErrKeep
		}
		return g, nil
	})
	switch {
	case err != nil:
		e.Log.Warn(x.Game+": taking back what nobody was shown", "game", id, "err", err)
	case changed:
		x.Settle(ctx, g, false)
	}
}
