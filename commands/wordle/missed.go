package wordle

import (
	"context"
	"errors"
	"strings"
	"time"

	"kibitz/commands"
	"kibitz/router"
	"kibitz/storage"
)

// A daily left unfinished (docs/contract.md §5). A player who has guessed in a day's word and has neither
// found nor missed it when the daily closes has missed it: the day counts as a loss, as six wrong guesses
// would, so that stopping before a miss keeps no win rate and no streak. A day opened without a guess
// was not played and counts for nothing. A daily closes an hour after its UTC day ends (lateGrace), so
// that a game begun before midnight can still be finished just after it, as before dailies closed.
//
// The closing is a deadline like Nim's and tic-tac-toe's turns (commands/deadlines.go): each guess that
// leaves a daily open sets the game's entry in the sorted set dailyDeadlines (its member the game's key,
// due when the closing settles: commands.SetDeadline), and the guess that ends it takes it out once the
// result is recorded (a game won at its first guess gets one first): a recording that failed is done
// by the sweep at the closing, if no /wordle daily of the player's did it first.
// Background sweeps the set; a sweep marks a due game missed in the game's own compare-and-set (a guess
// that arrives from the closing on is refused: game.closed), then records it through recordDaily, which
// counts a day once however often it runs. A guess is judged by when it arrived
// (commands.Env.Arrived): one sent before the closing may reach its compare-and-set after it, and the
// sweep leaves a daily alone until commands.PressGrace after its closing (expireDaily), as the sweeps
// of Nim and tic-tac-toe leave a deadline, so that such a guess counts and is not beaten by the miss.
// The entry is due only then (SetDeadline scores it so: the grace is that one, not added again);
// expireDaily checks it itself too, so that an entry scored at the closing itself (as an earlier build
// wrote it) does not count a guess in flight as missed.
// So two replicas sweeping one store, a sweep cut short and done again, or a restart in between, count
// the miss once; the entry leaves the set only once the result is recorded.

// dailyDeadlines is the sorted set of the closings of the dailies in progress.
const dailyDeadlines = "wdl:daily:deadlines"

// lateGrace is how long after its day a daily begun may still be finished.
const lateGrace = time.Hour

// errGone ends the sweep of a daily no longer in the store.
var errGone = errors.New("wordle: daily gone")

// closing is when the daily of day (formatDay) closes: lateGrace after the next 00:00 UTC.
func closing(day string) time.Time {
	t, _ := parseDay(day)
	return t.AddDate(0, 0, 1).Add(lateGrace)
}

// inGrace reports whether g, a daily begun (guessed in) and not over, is in its hour of grace at now: its
// day has ended and it has not closed yet. Until it closes, /wordle daily and /wordle guess take it, not
// the new day's (daily.go: openYesterday).
func (g *game) inGrace(now time.Time) bool {
	end := closing(g.ID)
	return len(g.Game.Guesses) > 0 && !g.over() && !now.Before(end.Add(-lateGrace)) && now.Before(end)
}

// closed reports whether g, a daily in progress, takes no more guesses at now, when a guess arrived: it has
// closed, though the sweep may not have marked it missed yet.
func (g *game) closed(now time.Time) bool { return g.Missed || !now.Before(closing(g.ID)) }

// parseDailyKey reads the place, the user and the day of a daily's key (dailyKey); ok is false for any
// other string. A scope and a user id hold no colon.
func parseDailyKey(key string) (scope, user, day string, ok bool) {
	rest, found := strings.CutPrefix(key, "wdld:")
	parts := strings.Split(rest, ":")
	if !found || len(parts) != 3 || parts[0] == "" || parts[1] == "" {
		return "", "", "", false
	}
	if _, ok := parseDay(parts[2]); !ok {
		return "", "", "", false
	}
	return parts[0], parts[1], parts[2], true
}

// sweepDailies applies the closings that have passed.
func (c *Command) sweepDailies(ctx context.Context) {
	c.SweepDeadlines(ctx, dailyDeadlines, c.expireDaily)
}

// expireDaily applies its closing to the daily stored at key, at now, once the closing has settled
// (commands.SettledBy(now) has reached it: a guess sent before it is no longer in flight): a game still
// open after a guess is missed, and recorded, as is one that ended but whose recording was cut short.
func (c *Command) expireDaily(ctx context.Context, key string, now time.Time) {
	scope, user, day, ok := parseDailyKey(key)
	if !ok {
		c.SetDeadline(ctx, dailyDeadlines, key, time.Time{})
		return
	}
	end := closing(day)
	g, err := storage.UpdateJSON(ctx, c.Store, key, dailyTTL, func(g *game) (*game, error) {
		switch {
		case g == nil:
			return nil, errGone
		case g.over() || len(g.Game.Guesses) == 0 || commands.SettledBy(now).Before(end):
			return nil, storage.ErrKeep
		}
		g.Missed, g.At = true, end // it ended when it closed
		return g, nil
	})
	switch {
	case errors.Is(err, errGone), errors.Is(err, storage.ErrUnreadable):
		c.SetDeadline(ctx, dailyDeadlines, key, time.Time{}) // nothing left to record
		c.SetPlaying(ctx, playingIndex, user, key, time.Time{})
		return
	case err != nil:
		c.Log.Warn("wordle: closing a daily", "game", key, "err", err)
		return
	}
	switch {
	case g.over():
		pl := player{scope: scope, rankScope: router.RankScopeOf(scope), user: user}
		if _, err := c.recordDaily(ctx, pl, g); err != nil {
			c.Log.Warn("wordle: recording a missed daily", "game", key, "err", err)
			return // the entry stays: the next sweep records it
		}
	case len(g.Game.Guesses) > 0:
		return // not due yet on this replica's clock: a later sweep closes it
	}
	c.SetDeadline(ctx, dailyDeadlines, key, time.Time{})
	c.SetPlaying(ctx, playingIndex, user, key, time.Time{})
}
