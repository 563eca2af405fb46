package commands

import (
	"context"
	"math"
	"time"

	"kibitz/i18n"
)

// Deadlines of games that wait for a move (Nim's turns, tic-tac-toe's turns and challenges), kept off the
// games' hot path (docs/architecture.md §4): one sorted set a game kind, each waiting game's id scored by
// its deadline in Unix milliseconds. A move compares and sets its game's own key, and afterwards sets
// the game's entry (SetDeadline). A background sweep every few seconds reads the entries that are due
// (SweepDeadlines) and hands each to the game, which applies the deadline in the game's own compare-and-
// set and sets the entry again from what the game now is.

const (
	// SweepEvery is how often the background sweeps look for deadlines that have passed.
	SweepEvery = 5 * time.Second
	// TokenLife is how long a sweep may still edit a game's message with the token of the interaction
	// that last showed it: Discord's 15 minutes, less a margin for the edit itself.
	TokenLife = 14 * time.Minute
	// sweepBatch bounds the games one sweep looks at, the earliest deadlines first; the rest are still
	// due at the next sweep.
	sweepBatch = 1000
)

// DeadlineScore is a deadline as the sets keep it: Unix milliseconds, rounded up so that an entry is due
// only once its deadline has passed.
func DeadlineScore(t time.Time) float64 {
	ms := t.UnixMilli()
	if time.UnixMilli(ms).Before(t) {
		ms++
	}
	return float64(ms)
}

// SetDeadline makes the entry of game id in the set key say at; a zero at takes the game out of the set.
// It runs after the game's compare-and-set, outside it; a store that fails is logged (the sweep or the
// next move sets the entry again).
func (e Env) SetDeadline(ctx context.Context, key, id string, at time.Time) {
	var err error
	if at.IsZero() {
		err = e.Store.ZRem(ctx, key, id)
	} else {
		err = e.Store.ZAdd(ctx, key, id, DeadlineScore(at))
	}
	if err != nil {
		e.Log.Warn("updating the deadlines", "set", key, "game", id, "err", err)
	}
}

// SweepDeadlines hands every game of the set key whose deadline has passed to expire, the earliest first,
// with the time the sweep began.
func (e Env) SweepDeadlines(ctx context.Context, key string, expire func(ctx context.Context, id string, now time.Time)) {
	now := e.Now()
	due, err := e.Store.ZRangeByScore(ctx, key, math.Inf(-1), float64(now.UnixMilli()), sweepBatch)
	if err != nil {
		e.Log.Warn("reading the deadlines", "set", key, "err", err)
		return
	}
	for _, d := range due {
		if ctx.Err() != nil {
			return
		}
		expire(ctx, d.Member, now)
	}
}

// Sweeping runs sweep every SweepEvery until ctx ends: the Background of a game with deadlines.
func Sweeping(ctx context.Context, sweep func(ctx context.Context)) {
	t := time.NewTicker(SweepEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			sweep(ctx)
		}
	}
}

// ShownAtPress is what a turn's line adds when its deadline falls after the game's message can be edited
// by the token that last showed it (TokenLife after tokenAt; none, token ""): a timeout then shows at the
// next press on the game, not by itself. ok is false when the message can show the deadline's end.
func ShownAtPress(token string, tokenAt, deadline time.Time) (text i18n.Text, ok bool) {
	if token == "" || deadline.Sub(tokenAt) < TokenLife {
		return text, false
	}
	return msgShownAtPress, true
}
