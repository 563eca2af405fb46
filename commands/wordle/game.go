package wordle

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// /wordle play [hard], /wordle guess word [game], and the guess form.
//
// A game is a private (ephemeral) message: the board and the keyboard of used letters as one image, and a
// Guess button that opens a form with one text input. Submitting the form updates the message in place;
// /wordle guess answers with a new private message instead. A word the game refuses (not in the list, not
// five letters, against hard mode's hints) costs no turn. The play game lives under wdlp:<user> (one per
// user, 24 hours after the last guess); its buttons carry the game's id, so those of an older game get a
// polite "this game is over" instead of acting on the new one.

// game is a play or daily game as stored.
type game struct {
	ID    string      `json:"id"` // play: the game's id; daily: the day
	Game  wordle.Game `json:"game"`
	Start time.Time   `json:"start"` // when it was shown first
	At    time.Time   `json:"at"`    // the last guess (Start before any)
}

// gameSchema is the version of game's stored layout (storage.Versioned), wordle.Game's JSON
// form included. Bump it, with a MigrateFrom, when a change would make games stored before it decode
// wrongly.
const gameSchema = 1

func (game) SchemaVersion() int { return gameSchema }

// play starts a new game, replacing any game the user had.
func (c *Command) play(ctx context.Context, req *router.Request) (*router.Response, error) {
	hard, _ := req.Bool("hard")
	g, err := c.newPlay(ctx, req.User.ID, hard, "")
	if err != nil {
		return nil, err
	}
	return c.gameView(g, false, req, false)
}

// newPlay stores a new game against a random answer. With replaces set, it only replaces the game of
// that id, a finished one, or none: "Play again" on an old message must not end a newer game.
func (c *Command) newPlay(ctx context.Context, userID string, hard bool, replaces string) (*game, error) {
	now := c.Now()
	fresh := &game{ID: c.NewID(), Game: *wordle.RandomGame(c.Dictionary, rand.Uint64(), hard), Start: now, At: now}
	if replaces == "" {
		// /wordle play replaces whatever game the user has, unread: so a game that can no longer be read,
		// under the one key a user's play game has, does not keep the user from starting a new one.
		if err := storage.PutJSON(ctx, c.Store, "wdlp:"+userID, playTTL, fresh); err != nil {
			return nil, err
		}
		return fresh, nil
	}
	return storage.UpdateJSON(ctx, c.Store, "wdlp:"+userID, playTTL, func(cur *game) (*game, error) {
		if replaces != "" && cur != nil && cur.ID != replaces && !cur.Game.Over() {
			return nil, router.Fail(router.Conflict, msgNewerGame)
		}
		return fresh, nil
	})
}

// playAgain starts a new game in the same mode from the message of a finished one, in place.
func (c *Command) playAgain(ctx context.Context, req *router.Request) (*router.Response, error) {
	old, err := c.loadPlay(ctx, req.User.ID)
	if err != nil {
		return nil, err
	}
	hard := old != nil && old.Game.Hard
	g, err := c.newPlay(ctx, req.User.ID, hard, req.Params["game"])
	if err != nil {
		return nil, err
	}
	return c.gameView(g, false, req, true)
}

// loadPlay reads the user's play game; nil when there is none.
func (c *Command) loadPlay(ctx context.Context, userID string) (*game, error) {
	var g game
	if err := storage.GetJSON(ctx, c.Store, "wdlp:"+userID, &g); err != nil {
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
	return guessForm(router.ID(playWordRoute, g.ID), len(g.Game.Guesses)+1, req.Lang), nil
}

// guessForm is the guess form: one short text input for the word.
func guessForm(customID string, turn int, lang i18n.Lang) *router.Response {
	return &router.Response{Modal: &router.Modal{
		CustomID: customID,
		Title:    msgFormTitle.F(lang, turn),
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.TextInput{CustomID: formField, Label: msgFormLabel.In(lang), Style: discordgo.TextInputShort,
				Placeholder: "crane", Required: true, MinLength: 5, MaxLength: 5},
		}}},
	}}
}

// submitPlayForm plays the word of a submitted form and updates the game's message.
func (c *Command) submitPlayForm(ctx context.Context, req *router.Request) (*router.Response, error) {
	g, err := c.guessPlay(ctx, req.User.ID, req.Params["game"], req.Fields[formField])
	if err != nil {
		return nil, err
	}
	return c.gameView(g, false, req, true)
}

// guessPlay plays a word in the user's play game; gameID, when set, must name it.
func (c *Command) guessPlay(ctx context.Context, userID, gameID, word string) (*game, error) {
	now := c.Now()
	return storage.UpdateJSON(ctx, c.Store, "wdlp:"+userID, playTTL, func(g *game) (*game, error) {
		if g == nil || gameID != "" && g.ID != gameID {
			return nil, router.Fail(router.NotFound, msgPlayGone).WithHint(hintPlay)
		}
		if g.Game.Over() {
			return nil, router.Fail(router.Conflict, msgPlayOver.Format(upper(g.Game.Answer))).WithHint(hintPlay)
		}
		if _, err := g.Game.Guess(c.Dictionary, word); err != nil {
			return nil, inputError(err, hintGuess)
		}
		g.At = now
		return g, nil
	})
}

// guessCommand is /wordle guess: a word for the play game or the daily, the one named or else the
// unfinished one (the one guessed in last when both are).
func (c *Command) guessCommand(ctx context.Context, req *router.Request) (*router.Response, error) {
	word := req.String("word")
	which := req.String("game")
	if which == "" {
		var err error
		if which, err = c.currentGame(ctx, req); err != nil {
			return nil, err
		}
	}
	if which == "daily" {
		return c.guessDaily(ctx, req, formatDay(c.today()), word, false)
	}
	g, err := c.guessPlay(ctx, req.User.ID, "", word)
	if err != nil {
		return nil, err
	}
	return c.gameView(g, false, req, false)
}

// currentGame picks the game /wordle guess plays when none is named: "play" or "daily".
func (c *Command) currentGame(ctx context.Context, req *router.Request) (string, error) {
	p, err := c.loadPlay(ctx, req.User.ID)
	if err != nil {
		return "", err
	}
	var d *game
	if req.GuildID != "" {
		if d, err = c.loadDaily(ctx, req.GuildID, req.User.ID, formatDay(c.today())); err != nil {
			return "", err
		}
	}
	playOpen := p != nil && !p.Game.Over()
	dailyOpen := d != nil && !d.Game.Over()
	switch {
	case playOpen && dailyOpen:
		if d.At.After(p.At) {
			return "daily", nil
		}
		return "play", nil
	case dailyOpen:
		return "daily", nil
	case playOpen:
		return "play", nil
	case p != nil:
		return "", router.Fail(router.Conflict, msgPlayOver.Format(upper(p.Game.Answer))).WithHint(hintPlay)
	}
	return "", router.Fail(router.NotFound, msgNoGame).WithHint(hintStart)
}

// gameView is a game's message: the title and status, the board with its keyboard as one image, and the
// Guess button, or Play again at the end of a play game. Daily games add what the channel was told.
func (c *Command) gameView(g *game, daily bool, req *router.Request, update bool) (*router.Response, error) {
	lang := req.Lang
	var sb strings.Builder
	if daily {
		sb.WriteString(msgDailyTitle.F(lang, g.ID))
	} else {
		sb.WriteString(msgPlayTitle.In(lang))
	}
	if g.Game.Hard {
		sb.WriteString(msgHardMode.In(lang))
	}
	rows := g.Game.Rows()
	sb.WriteString("\n" + rowsText(rows))
	n := len(g.Game.Guesses)
	switch {
	case g.Game.Won() && n == 1:
		sb.WriteString(msgWonFirst.F(lang, upper(g.Game.Answer)))
	case g.Game.Won():
		sb.WriteString(msgWon.F(lang, upper(g.Game.Answer), n))
	case g.Game.Lost():
		sb.WriteString(msgLost.F(lang, upper(g.Game.Answer)))
	default:
		sb.WriteString(msgTurn.F(lang, n+1))
	}
	if daily && g.Game.Over() {
		sb.WriteString("\n" + msgDailyDone.F(lang, g.Game.Score()))
	}
	keys := g.Game.Keyboard()
	png, err := c.encode(render.Wordle(rows, &keys))
	if err != nil {
		return nil, fmt.Errorf("wordle: render: %w", err)
	}
	resp := &router.Response{Content: sb.String(), Private: true, Update: update,
		Files: []*discordgo.File{router.PNG("wordle.png", png)}}
	var button discordgo.Button
	switch {
	case !g.Game.Over() && daily:
		button = discordgo.Button{CustomID: router.ID(dailyGuessRoute, g.ID), Label: msgGuessButton.In(lang), Style: discordgo.PrimaryButton}
	case !g.Game.Over():
		button = discordgo.Button{CustomID: router.ID(playGuessRoute, g.ID), Label: msgGuessButton.In(lang), Style: discordgo.PrimaryButton}
	case !daily:
		button = discordgo.Button{CustomID: router.ID(playAgainRoute, g.ID), Label: msgAgainButton.In(lang), Style: discordgo.SuccessButton}
	default:
		return resp, nil
	}
	resp.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{button}}}
	return resp, nil
}
