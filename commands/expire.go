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
	View    func(g *G) (*router.Response, error)
	// Lang is the language g's message is in: the language of the interaction that started the game.
	Lang func(g *G) i18n.Lang
	// Settle runs after the commit, outside the compare-and-set: it sets the game's entry in Set from g and
	// records the results when the deadline ended the game.
	Settle func(ctx context.Context, g *G, ended bool)
}

// errGone ends an expiry whose game is no longer in the store.
var errGone = errors.New("game gone")

// Expire applies game id's settled deadlines (those up to SettledBy(now)) as a press would, in the game's
// own compare-and-set, then settles it (its results recorded, which the message may show), then edits its
// message while the token that showed it is still good (TokenLife). A game that is no longer in the store
// leaves the set. It is the expire function a sweep hands to SweepDeadlines.
func Expire[G storage.Versioned](ctx context.Context, e Env, x Expiry[G], id string, now time.Time) {
	var timed, ended bool
	due := SettledBy(now)
	g, err := storage.UpdateJSON(ctx, e.Store, x.Key(id), x.TTL, func(g *G) (*G, error) {
		timed, ended = false, false
		if g == nil {
			return nil, errGone
		}
		if timed, ended = x.Apply(ctx, g, due, now); !timed {
			return nil, storage.ErrKeep
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
	if appID, token, at := x.Message(g); timed && e.Messenger != nil && token != "" && now.Sub(at) < TokenLife {
		resp, err := x.View(g)
		if err == nil {
			resp.Update = true
			err = e.Messenger.EditMessage(ctx, appID, token, x.Lang(g), resp)
		}
		if err != nil {
			e.Log.Warn(x.Game+": showing a deadline", "game", id, "err", err)
		}
	}
}
