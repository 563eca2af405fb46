package wordle

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// The stored game of /wordle play, daily and challenge, and what the three share: a guess applied in the
// game's compare-and-set, the guess form, and the reply that shows a game.

// game is a play, daily or challenge game as stored.
type game struct {
	ID    string      `json:"id"` // play: the game's id; daily: the day; challenge: the challenge's id
	Game  wordle.Game `json:"game"`
	Start time.Time   `json:"start"` // when it was shown first
	// First is when the first guess arrived (the earliest, should two commit out of order): a daily's
	// time on the day's board runs from it (took). Zero before any guess, and in games stored with guesses
	// before it was kept, which are timed from Start as they were then (a stored game without a guess gets
	// it at its first guess).
	First time.Time `json:"first,omitzero"`
	At    time.Time `json:"at"` // the last guess (Start before any)
	// View is the game's view: the one it was started in, or the one a command last asked for ("" in
	// games stored before there were views: the user's default then applies).
	View commands.View `json:"view,omitempty"`
	// A challenge's game (ID: the challenge's id) keeps who set it and when it ends.
	Setter  string    `json:"setter,omitempty"`
	Expires time.Time `json:"expires,omitzero"`
	// Missed says a daily's day ended after a guess and before the word was found or missed: the game is
	// over, a loss (missed.go).
	Missed bool `json:"missed,omitempty"`
}

// took is how long a daily took on its day's board: from its first guess to its end (At). Not from
// when /wordle daily first showed it: a player may open the day's game long before playing it, to choose
// hard mode (which must come before the first guess) or just to look, and a game opened without a guess
// counts for nothing; timed from the opening, that player would rank below one who opened and played in
// a minute, later the same day. A game stored before First was kept is timed from Start.
func (g *game) took() time.Duration {
	if g.First.IsZero() {
		return g.At.Sub(g.Start)
	}
	return g.At.Sub(g.First)
}

// over reports whether the game takes no more guesses: won, out of guesses, or a daily missed.
func (g *game) over() bool { return g.Game.Over() || g.Missed }

// gameSchema is the version of game's stored layout (storage.Versioned), wordle.Game's JSON
// form included. Bump it, with a MigrateFrom, when a change would make games stored before it decode
// wrongly.
const gameSchema = 1

func (game) SchemaVersion() int { return gameSchema }

// reopen applies to a game already open what a command asked of it again: hard mode, which a game takes
// only before its first guess (late: asked after it, and not applied), and a display option, which makes
// its view the game's, as a guess with one does (its Guess button's form then shows that view). changed
// says whether g changed.
func (g *game) reopen(modeAsked, hard bool, view commands.View) (changed, late bool) {
	if modeAsked && hard != g.Game.Hard && !g.Game.Over() {
		if len(g.Game.Guesses) > 0 {
			late = true
		} else {
			g.Game.Hard, changed = hard, true
		}
	}
	if view != "" && view != g.View {
		g.View, changed = view, true
	}
	return changed, late
}

// guessForm is the guess form of game g: one short text input for the word, with an example that g
// accepts as its placeholder (none in hard mode when it accepts none of exampleWords).
func (c *Command) guessForm(customID string, g *wordle.Game, lang i18n.Lang) *router.Response {
	return &router.Response{Modal: &router.Modal{
		CustomID: customID,
		Title:    msgFormTitle.F(lang, len(g.Guesses)+1),
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.TextInput{CustomID: formField, Label: msgFormLabel.In(lang), Style: discordgo.TextInputShort,
				Placeholder: exampleWord(c.dictionary(), g), Required: true, MinLength: 5, MaxLength: 5},
		}}},
	}}
}

// applyGuess plays word in the game stored at key, in its compare-and-set: the one path of a guess in a
// play game, a daily and a challenge. now is when the guess arrived (commands.Env.Arrived), by which it
// is judged: refuse says why the game as stored (nil when there is none) takes no guess at now, or nil
// when it does. The guess played, the game's time is now (never earlier than the time it has: two
// guesses may commit in another order than they arrived), and a view that is not "" becomes the game's;
// a word the game refuses is an error whose squares highContrast colours.
func (c *Command) applyGuess(ctx context.Context, key string, ttl time.Duration, word string, view commands.View, highContrast bool,
	now time.Time, refuse func(g *game, now time.Time) error) (*game, error) {
	// Read in ASCII: the full-width letters of a Japanese keyboard (ｃｒａｎｅ) are the ones meant, as
	// /wordle assist reads them; a word that is no five letters is told as typed (notFiveTyped).
	typed := strings.TrimSpace(word)
	read := commands.ASCII(typed)
	return storage.UpdateJSON(ctx, c.Store, key, ttl, func(g *game) (*game, error) {
		if err := refuse(g, now); err != nil {
			return nil, err
		}
		if _, err := g.Game.Guess(c.dictionary(), read); err != nil {
			if msg, ok := notFiveTyped(err, typed, read); ok {
				return nil, router.Fail(router.Invalid, msg).WithHint(guessHint(c.dictionary(), &g.Game))
			}
			return nil, c.guessError(err, &g.Game, highContrast)
		}
		if now.After(g.At) {
			g.At = now
		}
		// The first guess sets First; a guess that arrived earlier and committed later moves it back. A game
		// stored before First was kept, with guesses already, keeps it zero: its later guesses are not its first.
		if len(g.Game.Guesses) == 1 || !g.First.IsZero() && now.Before(g.First) {
			g.First = now
		}
		if view != "" {
			g.View = view
		}
		return g, nil
	})
}

// kind is which of the games a stored game is: they are stored alike and shown alike.
type kind uint8

const (
	kindPlay      kind = iota // /wordle play: a random word, under wdlp:<user>
	kindDaily                 // the server's word of the day, under wdld:<guild>:<user>:<day>
	kindChallenge             // a challenge's word, under wdlx:<id>:<user>
)

// gameView is a game's message: the title, the board with its keyboard in the look l, the status, and
// the Guess button, or Play again at the end of a play game. Daily games and challenges add what the
// channel was told; a player's first board with a row may end with contrastTip.
func (c *Command) gameView(ctx context.Context, g *game, k kind, req *router.Request, update bool, l look) (*router.Response, error) {
	lang := req.Lang
	resp := &router.Response{Private: true, Update: update}
	switch k {
	case kindDaily:
		resp.Content = msgDailyTitle.Text(req.Place).F(lang, g.ID)
	case kindChallenge:
		resp.Content = msgChallengeTitle.F(lang, commands.Mention(g.Setter))
	default:
		resp.Content = msgPlayTitle.In(lang)
	}
	if g.Game.Hard {
		resp.Content += msgHardMode.In(lang)
	}
	keys := g.Game.Keyboard()
	if err := c.show(resp, lang, l, g.Game.Rows(), &keys, "wordle.png"); err != nil {
		return nil, err
	}
	// The status goes under the board, as in the assist: Show measured the message without it, and with
	// it a game's message stays well within one message (TestRepliesFit).
	var status string
	n := len(g.Game.Guesses)
	switch {
	case g.Game.Won() && n == 1:
		status = msgWonFirst.F(lang, upper(g.Game.Answer))
	case g.Game.Won():
		status = msgWon.F(lang, upper(g.Game.Answer), countGuesses.N(int64(n)))
	case g.Game.Lost():
		status = msgLost.F(lang, upper(g.Game.Answer))
	case g.Missed:
		status = msgDailyClosed.F(lang, g.ID, upper(g.Game.Answer))
	default:
		status = msgTurn.F(lang, n+1)
	}
	switch {
	case k == kindDaily && g.Game.Over() && !req.CanPost():
		status += "\n" + msgDailyDoneHidden.F(lang, g.Game.Score()) // its share is the asker's alone
	case k == kindDaily && g.Game.Over():
		status += "\n" + msgDailyDone.Text(req.Place).F(lang, g.Game.Score())
	case k == kindDaily && g.Missed:
		status += "\n" + hintDaily.In(lang)
	case k == kindDaily && g.inGrace(c.Arrived(req)):
		end := closing(g.ID).Unix()
		status += "\n" + msgDailyGrace.F(lang, g.ID, fmt.Sprintf("<t:%d:t> (<t:%d:R>)", end, end))
	case k == kindDaily && n == 0 && !g.Game.Hard:
		status += "\n" + msgDailyHardTip.In(lang)
	case k == kindChallenge && g.Game.Over():
		status += "\n" + msgChallengeDone.Text(req.Place).F(lang, g.Game.Score())
	case k == kindChallenge:
		status += "\n" + msgChallengeEnds.F(lang, timestamp(g.Expires))
	}
	resp.Content += "\n" + status
	if tip := c.contrastTip(ctx, req, l, len(g.Game.Guesses)); tip != "" {
		resp.Content += "\n" + tip
	}
	var route string
	switch {
	case g.Missed:
		return resp, nil
	case !g.Game.Over() && k == kindDaily:
		route = dailyGuessRoute
	case !g.Game.Over() && k == kindChallenge:
		route = chalGuessRoute
	case !g.Game.Over():
		route = playGuessRoute
	case k == kindPlay:
		resp.Components = oneButton(discordgo.Button{CustomID: router.ID(playAgainRoute, g.ID), Label: msgAgainButton.In(lang), Style: discordgo.SuccessButton})
		return resp, nil
	default:
		return resp, nil
	}
	resp.Components = oneButton(discordgo.Button{CustomID: router.ID(route, g.ID), Label: msgGuessButton.In(lang), Style: discordgo.PrimaryButton})
	return resp, nil
}

// oneButton is a message's components with one button.
func oneButton(b discordgo.Button) []discordgo.MessageComponent {
	return []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{b}}}
}
