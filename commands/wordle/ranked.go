package wordle

import (
	"context"
	"errors"
	"slices"
	"time"

	"kibitz/commands"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// The assist and the asker's ranked games in progress (commands/playing.go). The assist is for a Wordle
// played outside kibitz; typed with the rows of the asker's own daily, which ranks (results.go), it would
// play that daily for them. So it declines rows among which is a row of a daily the asker is still
// playing: a word guessed in it, coloured as it was. Only those: the player has seen them, so the refusal
// tells nothing new. A refusal of any rows that fit the daily's word would tell that word: a guess typed
// all green after a row of known greys, declined, says it is the answer, and a row taken back is free to
// try again (so it was, until this rule). An outside game is declined by chance only when it shares a
// guess and its colours with the daily: with SALET in both, 3.1% of the time (its colours against two
// answers drawn at random from the 2,315 agree that often; CRANE 3.4%, RAISE 2.6%, ADIEU 5.3%). /wordle
// play and challenges are practice (results.go) and stay the assist's to help with.
//
// A daily is in progress from its first guess (a day opened without one counts for nothing, missed.go)
// until it is won, lost or closed. The asker's dailies of the request's place are read by their keys:
// today's, and yesterday's within the grace hour after midnight. A daily of another place (each place has
// its own word, and the assist answers anywhere) has no key the request can name, so each guess that
// leaves a daily open records it in the index of games in progress (commands.Env.SetPlaying, member: its
// key) and the guess or sweep that ends it takes it out.

// playingIndex is Wordle's kind in the index of ranked games in progress: the results' name.
const playingIndex = resultsName

// setDailyPlaying records the daily stored at key, of user, as in progress while g is open after a guess
// (for as long as the store keeps it), or takes it out of the index.
func (c *Command) setDailyPlaying(ctx context.Context, user, key string, g *game) {
	var until time.Time // the zero time takes the entry out
	if !g.over() {
		until = g.At.Add(dailyTTL)
	}
	c.SetPlaying(ctx, playingIndex, user, key, until)
}

// dailiesInProgress reads the asker's dailies in progress when the request arrived (Env.Arrived): those
// of the request's place by their keys, and those of other places the index names; all is false when the
// index names more than it reads (commands.Env.PlayingAll), and the assist then declines any rows. A store
// that fails is logged and reads as no game: a lost daily costs the refusal's strictness, never the reply.
func (c *Command) dailiesInProgress(ctx context.Context, req *router.Request) (open []*game, all bool) {
	user, now := req.User.ID, c.Arrived(req)
	today := dayOf(now)
	keys := []string{dailyKey(req.Scope(), user, formatDay(today))}
	if yesterday := formatDay(today.AddDate(0, 0, -1)); now.Before(closing(yesterday)) {
		keys = append(keys, dailyKey(req.Scope(), user, yesterday))
	}
	indexed, all := c.PlayingAll(ctx, playingIndex, user)
	if !all {
		return nil, false // declined whatever the rows: no game need be read
	}
	for _, key := range indexed {
		if _, owner, _, ok := parseDailyKey(key); ok && owner == user && !slices.Contains(keys, key) {
			keys = append(keys, key)
		}
	}
	for _, key := range keys {
		var g game
		err := storage.GetJSON(ctx, c.Store, key, &g)
		switch {
		case errors.Is(err, storage.ErrNotFound):
			continue
		case err != nil:
			c.Log.Warn("wordle assist: reading a daily in progress", "game", key, "err", err)
			continue
		}
		if len(g.Game.Guesses) > 0 && !g.over() && !g.closed(now) {
			open = append(open, &g)
		}
	}
	return open, all
}

// fitsGame reports whether one of the rows h is a row of g: a word guessed in g, coloured as it scored
// against g's answer.
func fitsGame(h wordle.History, g *wordle.Game) bool {
	for _, r := range h {
		if slices.Contains(g.Guesses, r.Guess) && wordle.Score(r.Guess, g.Answer) == r.Feedback {
			return true
		}
	}
	return false
}

// refuseRanked is the refusal of the rows h when one of them is a row of a daily in progress, or when the
// dailies in progress were more than were read (all false), else nil.
func refuseRanked(h wordle.History, dailies []*game, all bool) error {
	if !all {
		return commands.PlayingRanked(msgGameName)
	}
	for _, g := range dailies {
		if fitsGame(h, &g.Game) {
			return commands.PlayingRanked(msgGameName)
		}
	}
	return nil
}
