package commands

import (
	"context"
	"time"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/storage"
)

// Which daily counts in a user's statistics (docs/contract.md §5, "Results, rankings and practice").
//
// Each place has a daily of its own (a server, a channel of a server that did not add kibitz, a group DM,
// the DM with kibitz), and a user may play in every one of them, so the user's statistics count one daily
// of a game a UTC day: the first they START, wherever. Counting the first they finish instead let a player
// open dailies in several places, finish the one they solved and leave the others to be finished (or
// closed, lost) later, when the day counted already: the losses never counted, and the win rate and the
// streak grew. Starting is the moment the puzzle becomes theirs to play: a Wordle daily's first guess (an
// empty board tells nothing, and a daily opened without a guess counts for nothing anyway), a Sudoku
// daily's opening (the board is in view at once, and its clock runs from then). The results of the other
// places' dailies that day still count on those places' own leaderboards and day's rankings.
//
// The claim is one stored value a user, game and day, "dclaim:<game>:<user>:<day>", holding the place
// that claimed it first: written only while the key is missing (compare-and-set), so two places started
// at once keep one. It is kept dailyClaimKeep, beyond the last moment any daily of the day can still be
// finished. Env.Record reads it again for a daily's result, claiming for the result's place when nothing
// was claimed (a daily started before claims existed, or whose claim failed to be written): then the
// first finished counts, as before. A store that fails is no reason to lose a game: the claim then says
// "first", and GameStats.Days still counts a day once.

// dailyClaimKeep is how long a day's claim is kept: longer than any daily stays playable (a Wordle daily
// closes an hour after its day, a Sudoku daily's game is kept seven days).
const dailyClaimKeep = 8 * 24 * time.Hour

// dailyClaim is the place whose daily of a day counts in a user's statistics.
type dailyClaim struct {
	// Place is the place's scope (router.Request.Scope), or its rank scope when the claim was made by a
	// result (Result.GuildID: "" for the user's DM with kibitz).
	Place string `json:"place"`
}

func (dailyClaim) SchemaVersion() int { return 1 }

func dailyClaimKey(game, user, day string) string {
	return "dclaim:" + game + ":" + user + ":" + day
}

// ClaimDaily claims user's daily of game ("wordle", "sudoku": Result.Game) on day (Result.Day) for place,
// the place's scope (router.Request.Scope) or its rank scope, unless another place claimed it before; first
// reports whether place's daily is the one that counts in the user's statistics. Claiming again for the
// place that holds the claim is first again. On a store error, first is true (fail open: the result then
// counts as it did before claims), with the error to log.
func (e Env) ClaimDaily(ctx context.Context, game, user, day, place string) (first bool, err error) {
	got, err := storage.UpdateJSON(ctx, e.Store, dailyClaimKey(game, user, day), dailyClaimKeep,
		func(cur *dailyClaim) (*dailyClaim, error) {
			if cur != nil {
				return nil, storage.ErrKeep
			}
			return &dailyClaim{Place: place}, nil
		})
	if err != nil {
		return true, err
	}
	// A DM with kibitz is one place a user: its scope ("u" and the user's id) and its rank scope ("") are
	// the same place.
	return router.RankScopeOf(got.Place) == router.RankScopeOf(place), nil
}

// DailyElsewhere is what a daily of place (a scope, as ClaimDaily takes it) says when another place's
// daily of game claimed user's day first, so that a player who opens a second daily knows, before
// playing it, that /stats will not count it; nil when this place's daily is the one counted, or when the
// claim cannot be read (logged; the result then claims the day as it is recorded).
func (e Env) DailyElsewhere(ctx context.Context, game, user, day, place string) i18n.Localized {
	first, err := e.ClaimDaily(ctx, game, user, day, place)
	switch {
	case err != nil:
		e.Log.Warn("reading which daily counts", "game", game, "user", user, "day", day, "err", err)
		return nil
	case first:
		return nil
	case router.RankScopeOf(place) == "":
		return msgDailyElsewhereDM
	}
	return msgDailyElsewhere
}

// countsDaily reports whether r, a daily's result, goes to the user's statistics: its place holds the
// day's claim, or claims it now. A store error counts it (logged).
func (e Env) countsDaily(ctx context.Context, r Result) bool {
	first, err := e.ClaimDaily(ctx, r.Game, r.UserID, r.Day, r.GuildID)
	if err != nil {
		e.Log.Warn("reading which daily counts; counting this one", "game", r.Game, "user", r.UserID, "day", r.Day, "err", err)
	}
	return first
}
