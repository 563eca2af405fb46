package wordle

import (
	"context"
	"errors"
	"math/rand/v2"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// /wordle play [hard], /wordle guess word [game], and the guess form.
//
// A game is a private (ephemeral) message: the board and the keyboard of used letters, as one picture or
// in the view the user asked for (view.go), and a Guess button that opens a form with one text input.
// Submitting the form updates the message in place; /wordle guess answers with a new private message
// instead. A game keeps its view: the one it was started in, or the one a later command asked for with
// its display option. So the form, which has no display option, updates the message in the view it
// shows, whatever the user's default has become meanwhile (an update without the picture would leave
// the old one on the message). A word the game refuses (not in the list, not five letters, against hard
// mode's hints) costs no turn. The play game lives under wdlp:<user> (one per user, 24 hours after the
// last guess); its buttons carry the game's id, so those of an older game get a polite "this game is
// over" instead of acting on the new one.

// play starts a new game, or shows the one in progress: a game is never ended by a new /wordle play, only
// won, lost, given up (the Give up button of the message play shows then) or left to expire. A game
// without a guess yet takes the mode asked, as the daily does before its first guess; after it, the game
// keeps its own, and the reply says so. A finished game, or one that can no longer be read, is replaced.
func (c *Command) play(ctx context.Context, req *router.Request) (*router.Response, error) {
	hard, modeAsked := req.Bool("hard")
	p := c.PrefsOf(ctx, req)
	view := commands.AskedView(req)
	now := c.Arrived(req)
	fresh := &game{ID: c.NewID(), Game: *wordle.RandomGame(c.dictionary(), rand.Uint64(), hard), Start: now, At: now,
		View: viewFrom(req, "", p)}
	inProgress := false
	g, err := storage.UpdateJSON(ctx, c.Store, playKey(req.User.ID), playTTL, func(cur *game) (*game, error) {
		inProgress = cur != nil && !cur.Game.Over()
		if !inProgress {
			return fresh, nil
		}
		if changed, _ := cur.reopen(modeAsked, hard, view); !changed {
			return nil, storage.ErrKeep // hard mode asked after a guess changes nothing: the reply says so
		}
		return cur, nil
	})
	if errors.Is(err, storage.ErrUnreadable) {
		// a game that can no longer be read, under the one key a user's play game has, must not keep the
		// user from starting a new one; the reply about it asks for just that
		g, err, inProgress = fresh, storage.PutJSON(ctx, c.Store, playKey(req.User.ID), playTTL, fresh), false
	}
	if err != nil {
		return nil, err
	}
	resp, err := c.gameView(ctx, g, kindPlay, req, false, lookFrom(req, g.View, p))
	if err != nil || !inProgress {
		return resp, err
	}
	// The game in progress, kept: say so, and offer to give it up for a new one in the mode asked (the
	// game's own when none was).
	if !modeAsked {
		hard = g.Game.Hard
	}
	giveUp := msgGiveUpButton
	if hard {
		giveUp = msgGiveUpHardButton
	}
	made := msgNoGuessYet
	if n := len(g.Game.Guesses); n > 0 {
		made = msgGuessesMade.Format(countGuesses.N(int64(n)))
	}
	note := msgPlayKept.Format(made, giveUp)
	if modeAsked && hard != g.Game.Hard {
		note = i18n.Join(" ", note, modeKept(g.Game.Hard))
	}
	resp.Content = note.In(req.Lang) + "\n" + resp.Content
	route := playGiveUpRoute
	if hard {
		route = playGiveUpHardRoute
	}
	row := resp.Components[0].(discordgo.ActionsRow)
	row.Components = append(row.Components, discordgo.Button{CustomID: router.ID(route, g.ID), Label: giveUp.In(req.Lang),
		Style: discordgo.DangerButton})
	resp.Components[0] = row
	return resp, nil
}

// modeKept says that a game with guesses keeps its mode (hard tells which).
func modeKept(hard bool) i18n.Text {
	if hard {
		return msgPlayStaysHard
	}
	return msgPlayStaysNormal
}

// newPlay stores a new game against a random answer, shown in view, in place of the game replaces: only
// that game, a finished one, or none; "Play again" or "Give up" on an old message must not end a newer
// game. It returns the new game and the one it replaced (nil for none).
func (c *Command) newPlay(ctx context.Context, req *router.Request, hard bool, replaces string, view commands.View) (fresh, old *game, err error) {
	now, userID := c.Arrived(req), req.User.ID
	fresh = &game{ID: c.NewID(), Game: *wordle.RandomGame(c.dictionary(), rand.Uint64(), hard), Start: now, At: now, View: view}
	_, err = storage.UpdateJSON(ctx, c.Store, playKey(userID), playTTL, func(cur *game) (*game, error) {
		if cur != nil && cur.ID != replaces && !cur.Game.Over() {
			return nil, router.Fail(router.Conflict, msgNewerGame)
		}
		old = cur
		return fresh, nil
	})
	return fresh, old, err
}

// playAgain starts a new game in the same mode from the message of a finished one, in place.
func (c *Command) playAgain(ctx context.Context, req *router.Request) (*router.Response, error) {
	old, err := c.loadPlay(ctx, req.User.ID)
	if err != nil {
		return nil, err
	}
	hard := old != nil && old.Game.Hard
	var kept commands.View
	if old != nil {
		kept = old.View
	}
	lk := c.lookOf(ctx, req, kept)
	g, _, err := c.newPlay(ctx, req, hard, req.Params["game"], lk.view)
	if err != nil {
		return nil, err
	}
	return c.gameView(ctx, g, kindPlay, req, true, lk)
}

// giveUp is the handler of Give up on the message of a game in progress (hard: the new game's mode): it
// ends that game, saying its word, and starts a new one in its place.
func (c *Command) giveUp(hard bool) router.Handler {
	return func(ctx context.Context, req *router.Request) (*router.Response, error) {
		old, err := c.loadPlay(ctx, req.User.ID)
		if err != nil {
			return nil, err
		}
		if old == nil || old.ID != req.Params["game"] || old.Game.Over() {
			return nil, router.Fail(router.NotFound, msgPlayGone).WithHint(hintPlay)
		}
		lk := c.lookOf(ctx, req, old.View)
		g, replaced, err := c.newPlay(ctx, req, hard, old.ID, lk.view)
		if err != nil {
			return nil, err
		}
		resp, err := c.gameView(ctx, g, kindPlay, req, true, lk)
		if err != nil {
			return nil, err
		}
		if replaced != nil {
			resp.Content = msgGaveUp.F(req.Lang, upper(replaced.Game.Answer)) + "\n" + resp.Content
			if len(replaced.Game.Guesses) > 0 {
				// A game given up after a guess is a game lost (practice); one given up before any was
				// never played.
				c.recordPractice(ctx, req.User.ID, practiceEnd(replaced.ID), &replaced.Game)
			}
		}
		return resp, nil
	}
}

// loadPlay reads the user's play game; nil when there is none.
func (c *Command) loadPlay(ctx context.Context, userID string) (*game, error) {
	var g game
	if err := storage.GetJSON(ctx, c.Store, playKey(userID), &g); err != nil {
		if errors.Is(err, storage.ErrNotFound) {
			return nil, nil
		}
		return nil, err
	}
	return &g, nil
}

// openPlayForm answers the Guess button of a play game with the guess form. It must answer fast: one
// read of the store.
func (c *Command) openPlayForm(ctx context.Context, req *router.Request) (*router.Response, error) {
	g, err := c.loadPlay(ctx, req.User.ID)
	if err != nil {
		return nil, err
	}
	if g == nil || g.ID != req.Params["game"] || g.Game.Over() {
		return nil, router.Fail(router.NotFound, msgPlayGone).WithHint(hintPlay)
	}
	return c.guessForm(router.ID(playWordRoute, g.ID), &g.Game, req.Lang), nil
}

// submitPlayForm plays the word of a submitted form and updates the game's message.
func (c *Command) submitPlayForm(ctx context.Context, req *router.Request) (*router.Response, error) {
	p := c.PrefsOf(ctx, req)
	g, err := c.guessPlay(ctx, req.User.ID, req.Params["game"], req.Fields[formField], "", p.HighContrast, c.Arrived(req))
	if err != nil {
		return nil, err
	}
	return c.gameView(ctx, g, kindPlay, req, true, lookFrom(req, g.View, p))
}

// guessPlay plays a word in the user's play game, a guess that arrived at at; gameID, when set, must name
// it. A view that is not "" becomes the game's. highContrast colours the squares of an error.
func (c *Command) guessPlay(ctx context.Context, userID, gameID, word string, view commands.View, highContrast bool, at time.Time) (*game, error) {
	g, err := c.applyGuess(ctx, playKey(userID), playTTL, word, view, highContrast, at, func(g *game, _ time.Time) error {
		switch {
		case g == nil && gameID == "":
			// /wordle guess game:play, with no play game: there was never one to be over
			return router.Fail(router.NotFound, msgNoPlayGame).WithHint(hintPlay)
		case g == nil || gameID != "" && g.ID != gameID:
			return router.Fail(router.NotFound, msgPlayGone).WithHint(hintPlay)
		case g.Game.Over():
			return router.Fail(router.Conflict, msgPlayOver.Format(upper(g.Game.Answer))).WithHint(hintPlay)
		}
		return nil
	})
	if err == nil && g.Game.Over() {
		// Only the guess that ended the game gets here: any later one fails on "over" above.
		c.recordPractice(ctx, userID, practiceEnd(g.ID), &g.Game)
	}
	return g, err
}

// guessCommand is /wordle guess: a word for the play game, the daily or the challenge last opened, the
// one named or else the unfinished one (the one guessed in last when several are).
func (c *Command) guessCommand(ctx context.Context, req *router.Request) (*router.Response, error) {
	word := req.String("word")
	which := req.String("game")
	if which == "" {
		var err error
		if which, err = c.currentGame(ctx, req); err != nil {
			return nil, err
		}
	}
	switch which {
	case "daily":
		day, err := c.dailyDay(ctx, req)
		if err != nil {
			return nil, err
		}
		return c.guessDaily(ctx, req, day, word, false)
	case "challenge":
		g, err := c.loadLastChallenge(ctx, req.Scope(), req.User.ID)
		if err != nil {
			return nil, err
		}
		if g == nil {
			return nil, router.Fail(router.NotFound, msgNoChallenge).WithHint(hintNoChallenge)
		}
		return c.guessChallenge(ctx, req, g.ID, word, false)
	}
	p := c.PrefsOf(ctx, req)
	g, err := c.guessPlay(ctx, req.User.ID, "", word, commands.AskedView(req), p.HighContrast, c.Arrived(req))
	if err != nil {
		return nil, err
	}
	return c.gameView(ctx, g, kindPlay, req, false, lookFrom(req, g.View, p))
}

// currentGame picks the game /wordle guess plays when none is named: "play", "daily" or "challenge", the
// unfinished one guessed in (or opened) last.
func (c *Command) currentGame(ctx context.Context, req *router.Request) (string, error) {
	p, err := c.loadPlay(ctx, req.User.ID)
	if err != nil {
		return "", err
	}
	games := map[string]*game{"play": p}
	// the daily is yesterday's while it is in its hour of grace (daily.go), else today's
	if games["daily"], err = c.openYesterday(ctx, req); err != nil {
		return "", err
	}
	if games["daily"] == nil {
		if games["daily"], err = c.loadDaily(ctx, req.Scope(), req.User.ID, formatDay(dayOf(c.Arrived(req)))); err != nil {
			return "", err
		}
	}
	if games["challenge"], err = c.loadLastChallenge(ctx, req.Scope(), req.User.ID); err != nil {
		return "", err
	}
	which := ""
	for _, name := range []string{"play", "daily", "challenge"} {
		g := games[name]
		if g == nil || g.Game.Over() || name == "challenge" && !c.Arrived(req).Before(g.Expires) {
			continue
		}
		if which == "" || g.At.After(games[which].At) {
			which = name
		}
	}
	switch {
	case which != "":
		return which, nil
	case p != nil:
		return "", router.Fail(router.Conflict, msgPlayOver.Format(upper(p.Game.Answer))).WithHint(hintPlay)
	}
	return "", router.Fail(router.NotFound, msgNoGame).WithHint(hintStart)
}
