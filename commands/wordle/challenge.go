package wordle

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// /wordle challenge word: a word one player sets for a channel, which everyone else plays on a board of
// their own, as they play the daily word.
//
//   - The word must be one a player could guess (an answer or any allowed guess): anything else is refused
//     with the closest words that are, as the assist refuses a word it does not know.
//   - It stays secret: the setter's reply is private, and the channel is told only that a challenge was
//     set, with a Play button (another for hard mode) and a Results button. Nothing public ever shows
//     a letter: a finished game is told to the channel as its share grid, and Results lists the grids,
//     ranked as the day's board ranks (stats.go): by the result shown, guesses then time taken.
//   - Each player's game is a private message like the daily's, under wdlx:<id>:<user>, and every guess is a
//     compare-and-set on it; the setter cannot play. A finished game adds its result to the challenge
//     (wdlc:<id>) with a compare-and-set that counts each player once, and the channel gets the share.
//   - A challenge can be played for 24 hours (chalLife) from when it was set, by the injected clock:
//     after that Play and every guess are refused; its results can be read for a day more (chalTTL).
//   - Challenges are games among friends: their results go to nobody's statistics or leaderboard
//     (commands.Env.Record), since the setter chooses the word.
//
// Buttons carry the challenge's random id, and a challenge answers only in the server it was set in.

// challenge is a challenge as stored.
type challenge struct {
	ID      string       `json:"id"`
	Guild   string       `json:"guild"`
	Channel string       `json:"channel,omitempty"`
	Setter  string       `json:"setter"`
	Word    wordle.Word  `json:"word"`
	Set     time.Time    `json:"set"`
	Expires time.Time    `json:"expires"`
	Results []chalResult `json:"results,omitempty"` // in the order the games ended
}

// chalResult is one player's finished game of a challenge: its feedback rows, never its letters.
type chalResult struct {
	User string    `json:"user"`
	Rows []string  `json:"rows"` // each row's feedback, "gybbg"
	Won  bool      `json:"won"`
	Hard bool      `json:"hard,omitempty"`
	At   time.Time `json:"at"`
	// Start is when the player first saw their game (Play): the time taken runs from it to At. Zero in
	// results stored before it was kept, whose time is not known. Unlike a daily's (game.took), the time
	// runs from Play, not from the first guess: Play is pressed to start playing, with the mode chosen by
	// which of its two buttons, and there is no other reason to press it first and play hours later.
	Start time.Time `json:"start,omitzero"`
}

// guesses is the result's count as it ranks: its rows when the word was found, one more than the game
// allows when not (as a missed daily counts on the day's board).
func (r chalResult) guesses() int {
	if r.Won {
		return len(r.Rows)
	}
	return wordle.MaxGuesses + 1
}

// took is how long the game took, in whole seconds as Results writes it; ok is false when the result does
// not know (chalResult.Start).
func (r chalResult) took() (d time.Duration, ok bool) {
	if r.Start.IsZero() {
		return 0, false
	}
	return r.At.Sub(r.Start).Round(time.Second), true
}

// resultRank compares two results of a challenge by what Results shows of them: fewest guesses (a word
// found before one missed), then least time taken, a result whose time is not known after those whose is;
// 0 when they share a rank.
func resultRank(a, b chalResult) int {
	if c := a.guesses() - b.guesses(); c != 0 {
		return c
	}
	ta, oka := a.took()
	tb, okb := b.took()
	if oka != okb {
		return first(oka)
	}
	return int(ta.Seconds()) - int(tb.Seconds())
}

// chalSchema is the version of challenge's stored layout (storage.Versioned).
const chalSchema = 1

func (challenge) SchemaVersion() int { return chalSchema }

// chalShow is how many results the Results button lists with their grids.
const chalShow = 10

// chalLast names the challenge a user last opened in a server, which /wordle guess plays.
type chalLast struct {
	ID string `json:"id"`
}

func (chalLast) SchemaVersion() int { return 1 }

// loadLastChallenge reads the user's game of the challenge they last opened in the server; nil when
// there is none.
func (c *Command) loadLastChallenge(ctx context.Context, guild, user string) (*game, error) {
	var last chalLast
	err := storage.GetJSON(ctx, c.Store, chalLastKey(guild, user), &last)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var g game
	if err := storage.GetJSON(ctx, c.Store, chalGameKey(last.ID, user), &g); err != nil {
		if errors.Is(err, storage.ErrNotFound) {
			return nil, nil
		}
		return nil, err
	}
	return &g, nil
}

// timestamp is a time as Discord shows it to each reader, relative to now: "in 3 hours", never before it
// falls (commands.Until).
func timestamp(t time.Time) string { return commands.Until(t) }

// challenge sets a word for the channel: a private reply to the setter, and the channel's message as a
// public followup.
func (c *Command) challenge(ctx context.Context, req *router.Request) (*router.Response, error) {
	switch {
	case req.Place == router.PlaceBotDM:
		return nil, router.Fail(router.Invalid, msgChallengeNoServer).WithHint(hintPlayAnywhere)
	case !req.CanPost(): // the channel would never see the challenge, nor anyone play it
		return nil, router.Fail(router.Invalid, msgChallengeHidden).WithHint(hintPlayAnywhere)
	}
	typed := strings.TrimSpace(req.String("word"))
	read := commands.ASCII(typed) // full-width letters are the ones meant (applyGuess)
	w, err := wordle.ParseWord(read)
	if err != nil {
		if msg, ok := notFiveTyped(err, typed, read); ok {
			return nil, router.Fail(router.Invalid, msg).WithHint(hintChallenge)
		}
		return nil, c.inputError(err, hintChallenge, false)
	}
	if !c.dictionary().Allowed(w) {
		near := closest(c.dictionary(), w, closestMax)
		if len(near) == 0 {
			return nil, router.Fail(router.Invalid, msgChallengeNotWordNone.Format(upper(w))).WithHint(hintChallenge)
		}
		return nil, router.Fail(router.Invalid, msgChallengeNotWord.Format(upper(w), closestText(near))).WithHint(hintChallenge)
	}
	if refused, err := c.spoilsDaily(ctx, req, w); err != nil {
		return nil, err
	} else if refused != nil {
		return nil, router.Fail(router.Invalid, refused.Format(upper(w))).WithHint(hintChallenge)
	}
	now := c.Arrived(req)
	ch := &challenge{ID: c.NewID(), Guild: req.Scope(), Channel: req.ChannelID, Setter: req.User.ID, Word: w,
		Set: now, Expires: now.Add(chalLife)}
	if err := storage.PutJSON(ctx, c.Store, chalKey(ch.ID), chalTTL, ch); err != nil {
		return nil, err
	}
	resp := router.PrivateReply(msgChallengeSet.Text(req.Place).F(req.Lang, upper(w), timestamp(ch.Expires)))
	resp.Components = oneButton(resultsButton(ch.ID, req))
	lang := req.Lang
	resp.Followups = []*router.Response{{
		Content: msgChallengeAnnounce.F(lang, commands.Mention(ch.Setter), timestamp(ch.Expires)),
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{CustomID: router.ID(chalPlayRoute, ch.ID), Label: msgPlayButton.In(lang), Style: discordgo.SuccessButton},
			discordgo.Button{CustomID: router.ID(chalHardRoute, ch.ID), Label: msgPlayHardButton.In(lang), Style: discordgo.DangerButton},
			resultsButton(ch.ID, req),
		}}},
	}}
	return resp, nil
}

// spoilsDaily reports whether w is a word of the day here whose daily the setter has finished, so knows
// it, while boards of that daily can still be finished, ranked: today's, and yesterday's until it closes
// (an hour after midnight, closing), both judged at the command's arrival. A challenge with it would hand
// the ranked daily to everyone who played the challenge first; refused is the refusal, which names the day,
// nil for none. A setter who has not finished the daily is not refused, whatever the word: a refusal
// would tell them the word of the day, and setting challenges one word after another would find it.
func (c *Command) spoilsDaily(ctx context.Context, req *router.Request, w wordle.Word) (refused *i18n.Text, err error) {
	now := c.Arrived(req)
	today := dayOf(now)
	if spoils, err := c.playedDaily(ctx, req, formatDay(today), w); spoils || err != nil {
		return &msgChallengeIsDaily, err
	}
	if yesterday := formatDay(today.AddDate(0, 0, -1)); now.Before(closing(yesterday)) {
		if spoils, err := c.playedDaily(ctx, req, yesterday, w); spoils || err != nil {
			return &msgChallengeIsYesterdaysDaily, err
		}
	}
	return nil, nil
}

// playedDaily reports whether the asker has finished their daily of day here and w is its word.
func (c *Command) playedDaily(ctx context.Context, req *router.Request, day string, w wordle.Word) (bool, error) {
	g, err := c.loadDaily(ctx, req.Scope(), req.User.ID, day)
	return err == nil && g != nil && g.over() && g.Game.Answer == w, err
}

func resultsButton(id string, req *router.Request) discordgo.Button {
	return discordgo.Button{CustomID: router.ID(chalScoreRoute, id), Label: msgResultsButton.In(req.Lang), Style: discordgo.SecondaryButton}
}

// loadChallenge reads the challenge a button names, refusing one that is gone or of another server.
func (c *Command) loadChallenge(ctx context.Context, req *router.Request) (*challenge, error) {
	var ch challenge
	err := storage.GetJSON(ctx, c.Store, chalKey(req.Params["id"]), &ch)
	if errors.Is(err, storage.ErrNotFound) || err == nil && ch.Guild != req.Scope() {
		return nil, router.Fail(router.NotFound, msgChallengeGone).WithHint(hintChallenge)
	}
	if err != nil {
		return nil, err
	}
	return &ch, nil
}

// playChallenge is the handler of Play (hard false) or Play in hard mode on the channel's message: it
// answers with the presser's own game, started on first press; a press before the first guess may
// change the mode.
func (c *Command) playChallenge(hard bool) router.Handler {
	return func(ctx context.Context, req *router.Request) (*router.Response, error) {
		return c.startChallenge(ctx, req, hard)
	}
}

func (c *Command) startChallenge(ctx context.Context, req *router.Request, hard bool) (*router.Response, error) {
	ch, err := c.loadChallenge(ctx, req)
	if err != nil {
		return nil, err
	}
	now := c.Arrived(req) // a press judged by when it arrived, as a guess is (applyGuess)
	switch {
	case req.User.ID == ch.Setter:
		return nil, router.Fail(router.Forbidden, msgChallengeOwn).WithHint(hintChallengeOwn)
	case !now.Before(ch.Expires):
		return nil, router.Fail(router.Conflict, msgChallengeExpired.Format(i18n.Duration(chalLife))).WithHint(hintChallenge)
	}
	p := c.PrefsOf(ctx, req)
	kept := false // the game has guesses in the other mode, which it keeps
	created := false
	g, err := storage.UpdateJSON(ctx, c.Store, chalGameKey(ch.ID, req.User.ID), chalTTL, func(cur *game) (*game, error) {
		kept, created = false, cur == nil
		if cur != nil {
			if len(cur.Game.Guesses) > 0 || cur.Game.Hard == hard {
				kept = cur.Game.Hard != hard && !cur.Game.Over()
				return nil, storage.ErrKeep
			}
			cur.Game.Hard = hard
			return cur, nil
		}
		return &game{ID: ch.ID, Game: wordle.Game{Answer: ch.Word, Hard: hard, Guesses: []wordle.Word{}},
			Start: now, At: now, View: viewFrom(req, "", p), Setter: ch.Setter, Expires: ch.Expires}, nil
	})
	if err != nil {
		return nil, err
	}
	if created { // so that /settings forget finds the game and the place's last challenge (chalLastKey)
		c.Remember(ctx, req.User.ID, commands.KeyMember(chalGameKey(ch.ID, req.User.ID)))
		c.Remember(ctx, req.User.ID, commands.PlaceMember(req.Scope()))
	}
	// /wordle guess plays the challenge last opened
	if err := storage.PutJSON(ctx, c.Store, chalLastKey(req.Scope(), req.User.ID), chalTTL, &chalLast{ID: ch.ID}); err != nil {
		return nil, err
	}
	// a new private message: the button is on the channel's, which must stay as it is
	resp, err := c.gameView(ctx, g, kindChallenge, req, false, lookFrom(req, g.View, p))
	if err != nil || !kept {
		return resp, err
	}
	note := msgChalModeKeptNormal
	if g.Game.Hard {
		note = msgChalModeKeptHard
	}
	resp.Content = note.In(req.Lang) + "\n" + resp.Content
	return resp, nil
}

// openChallengeForm answers the Guess button of a challenge game with the guess form.
func (c *Command) openChallengeForm(ctx context.Context, req *router.Request) (*router.Response, error) {
	var g game
	err := storage.GetJSON(ctx, c.Store, chalGameKey(req.Params["id"], req.User.ID), &g)
	if errors.Is(err, storage.ErrNotFound) {
		return nil, c.noChallengeGame(ctx, req, req.Params["id"])
	}
	if err != nil {
		return nil, err
	}
	switch {
	case g.Game.Over():
		return nil, router.Fail(router.Conflict, msgChallengePlayed)
	case !c.Arrived(req).Before(g.Expires):
		return nil, router.Fail(router.Conflict, msgChallengeExpired.Format(i18n.Duration(chalLife))).WithHint(hintChallenge)
	}
	return c.guessForm(router.ID(chalWordRoute, g.ID), &g.Game, req.Lang), nil
}

// submitChallengeForm plays the word of a submitted form in the user's game of a challenge and updates
// its message.
func (c *Command) submitChallengeForm(ctx context.Context, req *router.Request) (*router.Response, error) {
	return c.guessChallenge(ctx, req, req.Params["id"], req.Fields[formField], true)
}

// guessChallenge plays a word in the user's game of challenge id (as /wordle daily's guessDaily does). The
// guess that ends the game adds the result to the challenge and tells the channel.
func (c *Command) guessChallenge(ctx context.Context, req *router.Request, id, word string, update bool) (*router.Response, error) {
	p := c.PrefsOf(ctx, req)
	g, err := c.applyGuess(ctx, chalGameKey(id, req.User.ID), chalTTL, word, commands.AskedView(req), p.HighContrast, c.Arrived(req),
		func(g *game, now time.Time) error {
			switch {
			case g == nil:
				return errNoGame
			case g.Game.Over():
				return router.Fail(router.Conflict, msgChallengePlayed)
			case !now.Before(g.Expires):
				return router.Fail(router.Conflict, msgChallengeExpired.Format(i18n.Duration(chalLife))).WithHint(hintChallenge)
			}
			return nil
		})
	if errors.Is(err, errNoGame) {
		return nil, c.noChallengeGame(ctx, req, id)
	}
	if err != nil {
		return nil, err
	}
	resp, err := c.gameView(ctx, g, kindChallenge, req, update, lookFrom(req, g.View, p))
	if err != nil || !g.Game.Over() {
		return resp, err
	}
	// Only the guess that ended the game gets here: any later one fails on "already played" above. The
	// player's result first: the game has ended whatever the challenge's list of results says.
	c.recordPractice(ctx, req.User.ID, challengeEnd(id), &g.Game)
	res := chalResult{User: req.User.ID, Won: g.Game.Won(), Hard: g.Game.Hard, At: g.At, Start: g.Start}
	for _, r := range g.Game.Rows() {
		res.Rows = append(res.Rows, r.Feedback.String())
	}
	if _, err := storage.UpdateJSON(ctx, c.Store, chalKey(id), chalTTL, func(ch *challenge) (*challenge, error) {
		if ch == nil || slices.ContainsFunc(ch.Results, func(r chalResult) bool { return r.User == res.User }) {
			return nil, storage.ErrKeep
		}
		ch.Results = append(ch.Results, res)
		return ch, nil
	}); err != nil {
		// The game is over and shown; only the challenge's board of results lacks it (a store failing).
		c.Log.Warn("wordle: adding a result to a challenge's results", "challenge", id, "user", req.User.ID, "err", err)
	}
	resp.Followups = []*router.Response{{
		Content: msgChallengeShare.F(req.Lang, commands.Mention(req.User.ID), commands.Mention(g.Setter),
			g.Game.Score(), g.Game.Grid(false, p.HighContrast)),
	}}
	return resp, nil
}

// errNoGame ends an update that finds no game of the user's, for the caller to say why (noChallengeGame).
var errNoGame = errors.New("wordle: no game")

// noChallengeGame is the refusal of a guess in challenge id by a user who has no game of it: the
// challenge is gone, or it is the user's own, or the user has not pressed Play yet.
func (c *Command) noChallengeGame(ctx context.Context, req *router.Request, id string) error {
	var ch challenge
	err := storage.GetJSON(ctx, c.Store, chalKey(id), &ch)
	switch {
	case errors.Is(err, storage.ErrNotFound) || err == nil && ch.Guild != req.Scope():
		return router.Fail(router.NotFound, msgChallengeGone).WithHint(hintChallenge)
	case err != nil:
		return err
	case ch.Setter == req.User.ID:
		return router.Fail(router.Forbidden, msgChallengeOwn).WithHint(hintChallengeOwn)
	}
	return router.Fail(router.NotFound, msgChallengeNotStarted)
}

// challengeResults answers Results with the games finished so far, best first by the result each row
// shows (resultRank), equal results sharing a rank and listed by who finished first, as share grids.
func (c *Command) challengeResults(ctx context.Context, req *router.Request) (*router.Response, error) {
	ch, err := c.loadChallenge(ctx, req)
	if err != nil {
		return nil, err
	}
	lang := req.Lang
	hc := c.PrefsOf(ctx, req).HighContrast
	var sb strings.Builder
	if c.Now().Before(ch.Expires) {
		sb.WriteString(msgResultsTitle.F(lang, commands.Mention(ch.Setter), timestamp(ch.Expires)))
	} else {
		sb.WriteString(msgResultsTitleOver.F(lang, commands.Mention(ch.Setter)))
	}
	sb.WriteString("\n")
	if len(ch.Results) == 0 {
		sb.WriteString(msgResultsNone.In(lang))
		return router.PrivateReply(sb.String()), nil
	}
	rs := slices.Clone(ch.Results)
	slices.SortFunc(rs, func(a, b chalResult) int {
		if c := resultRank(a, b); c != 0 {
			return c
		}
		if c := a.At.Compare(b.At); c != 0 {
			return c
		}
		return strings.Compare(a.User, b.User)
	})
	ranks := commands.SharedRanks(len(rs), func(i, j int) bool { return resultRank(rs[i], rs[j]) == 0 })
	sb.WriteString(msgResultsCount.F(lang, countPlayers.N(int64(len(rs)))) + "\n")
	for i, r := range rs[:min(len(rs), chalShow)] {
		score := fmt.Sprintf("X/%d", wordle.MaxGuesses)
		if r.Won {
			score = fmt.Sprintf("%d/%d", len(r.Rows), wordle.MaxGuesses)
		}
		if r.Hard {
			score += "*"
		}
		line := fmt.Sprintf("%d. %s %s", ranks[i], commands.Mention(r.User), score)
		if took, ok := r.took(); ok {
			line = msgBoardDay.F(lang, ranks[i], commands.Mention(r.User), score, i18n.Duration(took))
		}
		sb.WriteString("\n" + line + "\n")
		for _, row := range r.Rows {
			sb.WriteString(feedbackSquares(row, hc) + "\n")
		}
	}
	// as the day's board (writeMoreTied): the players left off who share the last rank shown, then the rest
	tied := commands.TiedPast(ranks, chalShow)
	if tied > 0 {
		sb.WriteString("\n" + msgBoardMoreTied.F(lang, countMorePlayers.N(int64(tied)), i18n.Num(ranks[chalShow-1])))
	}
	if rest := len(rs) - chalShow - tied; rest > 0 {
		sb.WriteString("\n" + msgResultsMore.Of(lang, int64(rest)))
	}
	return router.PrivateReply(sb.String()), nil
}
