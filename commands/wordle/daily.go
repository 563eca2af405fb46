package wordle

import (
	"context"
	"errors"
	"strings"
	"time"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// /wordle daily: one word a day for everyone in a place: a server that added kibitz, a group DM or a
// channel of a server where only the user installed kibitz, or the user alone in a DM with kibitz
// (router.Request.Scope, docs/contract.md §5).
//
// The word is wordle.Daily of the UTC day, keyed with the server-side secret and the place's scope: each
// place has its own word (a player in two servers cannot carry one's answer to the other), and nobody
// who reads the code or the custom_ids can work it out. The secret is the one every game's daily shares
// (commands.Env.Secret): KIBITZ_DAILY_SECRET when set, else one created once under wdl:secret.
//
// Each user plays once per day and place (wdld:<scope>:<user>:<day>); the game is private like /wordle
// play. Of a user's dailies of a day, the one whose first guess came first is the one their /stats counts
// (commands.Env.ClaimDaily); each place's own stats and boards count its own. When it ends, the channel is told the result as a public followup: the share line and the
// coloured squares (orange and blue for a player who chose high contrast), never a letter.
//
// Hard mode (hard:true) is chosen as the original game has it: before the first guess. Until then
// /wordle daily hard:true or hard:false sets the game's mode; after it, the mode is the game's, and a
// command asking for the other is refused (a finished game just shows its result). A hard game checks
// every guess with the solver's hard-mode rules (wordle.Game.Guess), and its share line and its place
// on the day's board carry an asterisk after the score ("4/6*").

// The hour of grace (missed.go). A daily guessed in before midnight may be finished until 01:00 UTC, and
// until it is, it is "the daily" to the slash commands as it is to its Guess button: /wordle daily shows
// it again, with a note of when it closes (gameView), instead of opening the new day's, whose clock would
// start and whose board and /wordle guess would draw the player from the game that closes first; and
// /wordle guess plays into it (game:daily, or no game when it is the unfinished one guessed in last).
// Today's opens once yesterday's is finished or closed. A daily opened without a guess was never begun
// (it counts for nothing) and gives way to today's at midnight; its own Guess button still takes it
// until the closing. Each day keeps its own claim on /stats (commands.Env.ClaimDaily, at its first
// guess), so the order of first guesses stays the order the rule reads.
//
// A press is judged by when it arrived (commands.Env.Arrived), never by when its handler ran: which day's
// daily it means (a guess sent at 23:59:59 plays that day's, though handled after midnight), whether that
// daily has closed (a guess sent before 01:00 counts), and the time of a finish.

// errNoGrace abandons the showing of yesterday's daily when it is not in its hour of grace.
var errNoGrace = errors.New("wordle: yesterday's daily is not in its grace")

// graceDay is the day before at's (formatDay) while its dailies may be in their hour of grace at at, the
// arrival of a press, else "".
func graceDay(at time.Time) string {
	yesterday := formatDay(dayOf(at).AddDate(0, 0, -1))
	if !at.Before(closing(yesterday)) {
		return ""
	}
	return yesterday
}

// openYesterday is the user's daily of yesterday in the request's place while it is in its hour of grace
// (game.inGrace) when the request arrived, else nil. A game that can no longer be read takes no guess:
// nil too.
func (c *Command) openYesterday(ctx context.Context, req *router.Request) (*game, error) {
	at := c.Arrived(req)
	day := graceDay(at)
	if day == "" {
		return nil, nil
	}
	g, err := c.loadDaily(ctx, req.Scope(), req.User.ID, day)
	switch {
	case errors.Is(err, storage.ErrUnreadable):
		return nil, nil
	case err != nil:
		return nil, err
	case g != nil && g.inGrace(at):
		return g, nil
	}
	return nil, nil
}

// dailyDay is the day of the daily /wordle guess plays: yesterday's while it is in its hour of grace,
// else the day the request arrived in.
func (c *Command) dailyDay(ctx context.Context, req *router.Request) (string, error) {
	g, err := c.openYesterday(ctx, req)
	switch {
	case err != nil:
		return "", err
	case g != nil:
		return g.ID, nil
	}
	return formatDay(dayOf(c.Arrived(req))), nil
}

// showYesterday is /wordle daily while the user's daily of day, yesterday, is in its hour of grace: that
// game, taking the display asked as its view (a mode asked is for today's, which has not opened). It
// fails with errNoGrace when the game is not in its grace (none, finished, closed, or unreadable), and
// today's is then the one to show.
func (c *Command) showYesterday(ctx context.Context, req *router.Request, day string) (*router.Response, error) {
	now := c.Arrived(req)
	view := commands.AskedView(req)
	g, err := storage.UpdateJSON(ctx, c.Store, dailyKey(req.Scope(), req.User.ID, day), dailyTTL,
		func(cur *game) (*game, error) {
			if cur == nil || !cur.inGrace(now) {
				return nil, errNoGrace
			}
			if changed, _ := cur.reopen(false, false, view); !changed {
				return nil, storage.ErrKeep
			}
			return cur, nil
		})
	if errors.Is(err, storage.ErrUnreadable) {
		return nil, errNoGrace
	}
	if err != nil {
		return nil, err
	}
	return c.gameView(ctx, g, kindDaily, req, false, c.lookOf(ctx, req, g.View))
}

// daily shows the user's daily game of today (the day the request arrived in), starting it on first use;
// a finished one shows its result. In the hour after midnight, a daily of yesterday begun and not
// finished comes first (showYesterday).
func (c *Command) daily(ctx context.Context, req *router.Request) (*router.Response, error) {
	now := c.Arrived(req)
	if day := graceDay(now); day != "" {
		resp, err := c.showYesterday(ctx, req, day)
		if !errors.Is(err, errNoGrace) {
			return resp, err
		}
	}
	today := dayOf(now)
	day := formatDay(today)
	answer, err := c.dailyAnswer(ctx, req.Scope(), today)
	if err != nil {
		return nil, err
	}
	p := c.PrefsOf(ctx, req)
	view := commands.AskedView(req)
	hard, modeAsked := req.Bool("hard")
	created := false
	g, err := storage.UpdateJSON(ctx, c.Store, dailyKey(req.Scope(), req.User.ID, day), dailyTTL,
		func(cur *game) (*game, error) {
			created = cur == nil
			if cur != nil {
				changed, late := cur.reopen(modeAsked, hard, view)
				switch {
				case late:
					return nil, modeLate(cur.Game.Hard)
				case !changed:
					return nil, storage.ErrKeep
				}
				return cur, nil
			}
			ng, err := wordle.NewGame(c.dictionary(), answer, hard)
			if err != nil {
				return nil, err
			}
			return &game{ID: day, Game: *ng, Start: now, At: now, View: viewFrom(req, "", p)}, nil
		})
	if err != nil {
		return nil, err
	}
	if created {
		c.Remember(ctx, req.User.ID, commands.PlaceMember(req.Scope())) // so that /settings forget finds it
	}
	if g.over() {
		// Recording is idempotent; doing it again here repairs a result whose recording was cut short.
		if _, err := c.recordDaily(ctx, playerOf(req), g); err != nil {
			return nil, err
		}
	}
	resp, err := c.gameView(ctx, g, kindDaily, req, false, lookFrom(req, g.View, p))
	if err != nil {
		return nil, err
	}
	if g.over() {
		resp.Content = msgDailyAgain.F(req.Lang, day) + "\n" + resp.Content
	}
	return resp, nil
}

// modeLate is the refusal of a mode asked for after the first guess of a game in the other mode (hard
// tells the game's): the game keeps its mode today, and the hint says how to have the other tomorrow.
func modeLate(hard bool) error {
	if hard {
		return router.Fail(router.Conflict, msgModeLateHard).WithHint(hintModeLateHard)
	}
	return router.Fail(router.Conflict, msgModeLateNormal).WithHint(hintModeLateNormal)
}

// loadDaily reads a user's daily game of a day in a place; nil when there is none.
func (c *Command) loadDaily(ctx context.Context, scope, user, day string) (*game, error) {
	var g game
	if err := storage.GetJSON(ctx, c.Store, dailyKey(scope, user, day), &g); err != nil {
		if errors.Is(err, storage.ErrNotFound) {
			return nil, nil
		}
		return nil, err
	}
	return &g, nil
}

// dailyAnswer is the word of a day in a place (router.Request.Scope).
func (c *Command) dailyAnswer(ctx context.Context, scope string, day time.Time) (wordle.Word, error) {
	secret, err := c.Secret(ctx)
	if err != nil {
		return wordle.Word{}, err
	}
	return wordle.Daily(c.dictionary(), day, []byte(secret+"\x00"+scope)), nil
}

// openDailyForm answers the Guess button of a daily game with the guess form.
func (c *Command) openDailyForm(ctx context.Context, req *router.Request) (*router.Response, error) {
	day := req.Params["day"]
	g, err := c.dailyForButton(ctx, req, day)
	if err != nil {
		return nil, err
	}
	switch {
	case g.Game.Over():
		return nil, router.Fail(router.Conflict, msgDailyAgain.Format(day)).WithHint(hintTomorrow)
	case g.closed(c.Arrived(req)):
		return nil, router.Fail(router.Conflict, msgDailyClosed.Format(day, upper(g.Game.Answer))).WithHint(hintDaily)
	}
	return c.guessForm(router.ID(dailyWordRoute, day), &g.Game, req.Lang), nil
}

// dailyForButton reads the daily game a button names, refusing a forged day or a missing game.
func (c *Command) dailyForButton(ctx context.Context, req *router.Request, day string) (*game, error) {
	if _, ok := parseDay(day); !ok {
		return nil, router.Fail(router.NotFound, msgDailyGone.Format(day)).WithHint(hintDaily)
	}
	g, err := c.loadDaily(ctx, req.Scope(), req.User.ID, day)
	if err != nil {
		return nil, err
	}
	if g == nil {
		return nil, router.Fail(router.NotFound, msgDailyGone.Format(day)).WithHint(hintDaily)
	}
	return g, nil
}

// submitDailyForm plays the word of a submitted form in the daily game and updates its message.
func (c *Command) submitDailyForm(ctx context.Context, req *router.Request) (*router.Response, error) {
	day := req.Params["day"]
	if _, ok := parseDay(day); !ok {
		return nil, router.Fail(router.NotFound, msgDailyGone.Format(day)).WithHint(hintDaily)
	}
	return c.guessDaily(ctx, req, day, req.Fields[formField], true)
}

// guessDaily plays a word in the user's daily game of day, until it closes (missed.go). A guess that
// leaves the game open sets its deadline, the closing; when the game ends, it records the result and
// adds the public share grid as a followup.
func (c *Command) guessDaily(ctx context.Context, req *router.Request, day, word string, update bool) (*router.Response, error) {
	p := c.PrefsOf(ctx, req)
	key := dailyKey(req.Scope(), req.User.ID, day)
	g, err := c.applyGuess(ctx, key, dailyTTL, word, commands.AskedView(req), p.HighContrast, c.Arrived(req),
		func(g *game, now time.Time) error {
			switch {
			case g == nil:
				return router.Fail(router.NotFound, msgDailyGone.Format(day)).WithHint(hintDaily)
			case g.Game.Over():
				return router.Fail(router.Conflict, msgDailyAgain.Format(day)).WithHint(hintTomorrow)
			case g.closed(now):
				return router.Fail(router.Conflict, msgDailyClosed.Format(day, upper(g.Game.Answer))).WithHint(hintDaily)
			}
			return nil
		})
	if err != nil {
		return nil, err
	}
	var elsewhere i18n.Localized
	if len(g.Game.Guesses) == 1 {
		// The first guess starts the day's daily: the first started, in any place, is the one /stats counts
		// (commands.Env.ClaimDaily, which DailyElsewhere makes); a later one says so at its first guess.
		// A failure is logged: the result then claims it, at its recording.
		elsewhere = c.DailyElsewhere(ctx, resultsName, req.User.ID, day, req.Scope())
	}
	if !g.over() {
		c.SetDeadline(ctx, dailyDeadlines, key, closing(day))
		c.setDailyPlaying(ctx, req.User.ID, key, g)
	}
	resp, err := c.gameView(ctx, g, kindDaily, req, update, lookFrom(req, g.View, p))
	if err == nil && elsewhere != nil {
		resp.Content = strings.TrimSpace(resp.Content + "\n" + elsewhere.In(req.Lang))
	}
	if err != nil || !g.Game.Over() {
		return resp, err
	}
	// Only the guess that ended the game gets here: any later one fails on "already played" above. The
	// game's closing stays in the sweep's set until its result is recorded: a recording that fails is
	// done again by the next /wordle daily of the day, or else by the sweep at the closing (missed.go),
	// which records a game that ended unrecorded. A game won at its first guess has no closing yet.
	if len(g.Game.Guesses) > 1 { // an earlier guess set them
		c.setDailyPlaying(ctx, req.User.ID, key, g)
	} else {
		c.SetDeadline(ctx, dailyDeadlines, key, closing(day))
	}
	off, err := c.recordDaily(ctx, playerOf(req), g)
	if err != nil {
		return nil, err
	}
	c.SetDeadline(ctx, dailyDeadlines, key, time.Time{})
	if off {
		resp.Content += "\n" + commands.OffTheRankings().In(req.Lang)
	}
	resp.Followups = []*router.Response{{
		// in the sharer's colours, as the original game's high-contrast mode shares orange and blue
		Content: msgShare.F(req.Lang, commands.Mention(req.User.ID), day, g.Game.Score(), g.Game.Grid(false, p.HighContrast)),
	}}
	return resp, nil
}
