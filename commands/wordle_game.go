package commands

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

// wordleGame is a play or daily game as stored.
type wordleGame struct {
	ID    string      `json:"id"` // play: the game's id; daily: the day
	Game  wordle.Game `json:"game"`
	Start time.Time   `json:"start"` // when it was shown first
	At    time.Time   `json:"at"`    // the last guess (Start before any)
}

// wordleGameSchema is the version of wordleGame's stored layout (storage.Versioned), wordle.Game's JSON
// form included. Bump it, with a MigrateFrom, when a change would make games stored before it decode
// wrongly.
const wordleGameSchema = 1

func (wordleGame) SchemaVersion() int { return wordleGameSchema }

var (
	msgWordlePlayTitle = i18n.Text{
		En: "**Wordle**: your private game",
		Ko: "**워들**: 나만의 게임",
	}
	msgWordleDailyTitle = i18n.Text{
		En: "**kibitz Wordle %s**: this server's word of the day (UTC)",
		Ko: "**kibitz 워들 %s**: 이 서버의 오늘의 단어 (UTC 기준)",
	}
	msgWordleTurn = i18n.Text{
		En: "Guess %d of 6: press Guess, or type /wordle guess word:<word>.",
		Ko: "6번 중 %d번째 추측: 추측 버튼을 누르거나 /워들 추측 단어:<단어> 명령을 입력하세요.",
	}
	msgWordleWon = i18n.Text{
		En: "You found **%s** in %d!",
		Ko: "%[2]d번 만에 **%[1]s**를 찾았습니다!",
	}
	msgWordleWonFirst = i18n.Text{
		En: "You found **%s** at the first guess!",
		Ko: "첫 번째 추측에 **%s**를 찾았습니다!",
	}
	msgWordleLost = i18n.Text{
		En: "Out of guesses: the word was **%s**.",
		Ko: "기회를 다 썼습니다. 단어는 **%s**였습니다.",
	}
	msgWordleGuessButton = i18n.Text{
		En: "Guess",
		Ko: "추측",
	}
	msgWordleAgainButton = i18n.Text{
		En: "Play again",
		Ko: "다시 하기",
	}
	msgWordleFormTitle = i18n.Text{
		En: "Wordle: guess %d of 6",
		Ko: "워들: 6번 중 %d번째 추측",
	}
	msgWordleFormLabel = i18n.Text{
		En: "A five-letter word",
		Ko: "다섯 글자 영어 단어",
	}
	msgWordlePlayGone = i18n.Text{
		En: "This game is over or has expired: a game is kept for 24 hours after its last guess, and a new /wordle play replaces it.",
		Ko: "이 게임은 끝났거나 만료되었습니다. 게임은 마지막 추측 후 24시간 동안 보관되며, /워들 게임 명령으로 새 게임을 시작하면 이전 게임은 새 게임으로 대체됩니다.",
	}
	hintWordlePlay = i18n.Text{
		En: "Start a new one with /wordle play",
		Ko: "/워들 게임 명령으로 새 게임을 시작하세요.",
	}
	msgWordleNewerGame = i18n.Text{
		En: "You already have a newer game in progress; play it from its own message or with /wordle guess.",
		Ko: "이미 진행 중인 새 게임이 있습니다. 그 메시지나 /워들 추측 명령으로 이어서 하세요.",
	}
	msgWordleNoGame = i18n.Text{
		En: "You have no game in progress.",
		Ko: "진행 중인 게임이 없습니다.",
	}
	hintWordleStart = i18n.Text{
		En: "Start one with /wordle play, or play the server's word of the day with /wordle daily",
		Ko: "/워들 게임 명령으로 시작하거나 /워들 오늘의단어 명령으로 서버의 오늘의 단어를 풀어 보세요.",
	}
	msgWordlePlayOver = i18n.Text{
		En: "Your game is over: the word was **%s**.",
		Ko: "게임이 끝났습니다. 단어는 **%s**였습니다.",
	}
)

// play starts a new game, replacing any game the user had.
func (c *wordleCommand) play(ctx context.Context, req *router.Request) (*router.Response, error) {
	hard, _ := req.Bool("hard")
	g, err := c.newPlay(ctx, req.User.ID, hard, "")
	if err != nil {
		return nil, err
	}
	return c.gameView(g, false, req, false)
}

// newPlay stores a new game against a random answer. With replaces set, it only replaces the game of
// that id, a finished one, or none: "Play again" on an old message must not end a newer game.
func (c *wordleCommand) newPlay(ctx context.Context, userID string, hard bool, replaces string) (*wordleGame, error) {
	now := c.Now()
	fresh := &wordleGame{ID: c.NewID(), Game: *wordle.RandomGame(c.Wordle, rand.Uint64(), hard), Start: now, At: now}
	if replaces == "" {
		// /wordle play replaces whatever game the user has, unread: so a game that can no longer be read,
		// under the one key a user's play game has, does not keep the user from starting a new one.
		if err := storage.PutJSON(ctx, c.Store, "wdlp:"+userID, wordlePlayTTL, fresh); err != nil {
			return nil, err
		}
		return fresh, nil
	}
	return storage.UpdateJSON(ctx, c.Store, "wdlp:"+userID, wordlePlayTTL, func(cur *wordleGame) (*wordleGame, error) {
		if replaces != "" && cur != nil && cur.ID != replaces && !cur.Game.Over() {
			return nil, router.Fail(router.Conflict, msgWordleNewerGame)
		}
		return fresh, nil
	})
}

// playAgain starts a new game in the same mode from the message of a finished one, in place.
func (c *wordleCommand) playAgain(ctx context.Context, req *router.Request) (*router.Response, error) {
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
func (c *wordleCommand) loadPlay(ctx context.Context, userID string) (*wordleGame, error) {
	var g wordleGame
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
func (c *wordleCommand) openPlayForm(ctx context.Context, req *router.Request) (*router.Response, error) {
	g, err := c.loadPlay(ctx, req.User.ID)
	if err != nil {
		return nil, err
	}
	if g == nil || g.ID != req.Params["game"] || g.Game.Over() {
		return nil, router.Fail(router.NotFound, msgWordlePlayGone).WithHint(hintWordlePlay)
	}
	return wordleForm(router.ID(wordlePlayWordRoute, g.ID), len(g.Game.Guesses)+1, req.Lang), nil
}

// wordleForm is the guess form: one short text input for the word.
func wordleForm(customID string, turn int, lang i18n.Lang) *router.Response {
	return &router.Response{Modal: &router.Modal{
		CustomID: customID,
		Title:    msgWordleFormTitle.F(lang, turn),
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.TextInput{CustomID: wordleFormField, Label: msgWordleFormLabel.In(lang), Style: discordgo.TextInputShort,
				Placeholder: "crane", Required: true, MinLength: 5, MaxLength: 5},
		}}},
	}}
}

// submitPlayForm plays the word of a submitted form and updates the game's message.
func (c *wordleCommand) submitPlayForm(ctx context.Context, req *router.Request) (*router.Response, error) {
	g, err := c.guessPlay(ctx, req.User.ID, req.Params["game"], req.Fields[wordleFormField])
	if err != nil {
		return nil, err
	}
	return c.gameView(g, false, req, true)
}

// guessPlay plays a word in the user's play game; gameID, when set, must name it.
func (c *wordleCommand) guessPlay(ctx context.Context, userID, gameID, word string) (*wordleGame, error) {
	now := c.Now()
	return storage.UpdateJSON(ctx, c.Store, "wdlp:"+userID, wordlePlayTTL, func(g *wordleGame) (*wordleGame, error) {
		if g == nil || gameID != "" && g.ID != gameID {
			return nil, router.Fail(router.NotFound, msgWordlePlayGone).WithHint(hintWordlePlay)
		}
		if g.Game.Over() {
			return nil, router.Fail(router.Conflict, msgWordlePlayOver.Format(wordleUpper(g.Game.Answer))).WithHint(hintWordlePlay)
		}
		if _, err := g.Game.Guess(c.Wordle, word); err != nil {
			return nil, wordleInputError(err, hintWordleGuess)
		}
		g.At = now
		return g, nil
	})
}

// guessCommand is /wordle guess: a word for the play game or the daily, the one named or else the
// unfinished one (the one guessed in last when both are).
func (c *wordleCommand) guessCommand(ctx context.Context, req *router.Request) (*router.Response, error) {
	word := req.String("word")
	which := req.String("game")
	if which == "" {
		var err error
		if which, err = c.currentGame(ctx, req); err != nil {
			return nil, err
		}
	}
	if which == "daily" {
		return c.guessDaily(ctx, req, wordleDay(c.today()), word, false)
	}
	g, err := c.guessPlay(ctx, req.User.ID, "", word)
	if err != nil {
		return nil, err
	}
	return c.gameView(g, false, req, false)
}

// currentGame picks the game /wordle guess plays when none is named: "play" or "daily".
func (c *wordleCommand) currentGame(ctx context.Context, req *router.Request) (string, error) {
	p, err := c.loadPlay(ctx, req.User.ID)
	if err != nil {
		return "", err
	}
	var d *wordleGame
	if req.GuildID != "" {
		if d, err = c.loadDaily(ctx, req.GuildID, req.User.ID, wordleDay(c.today())); err != nil {
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
		return "", router.Fail(router.Conflict, msgWordlePlayOver.Format(wordleUpper(p.Game.Answer))).WithHint(hintWordlePlay)
	}
	return "", router.Fail(router.NotFound, msgWordleNoGame).WithHint(hintWordleStart)
}

// gameView is a game's message: the title and status, the board with its keyboard as one image, and the
// Guess button, or Play again at the end of a play game. Daily games add what the channel was told.
func (c *wordleCommand) gameView(g *wordleGame, daily bool, req *router.Request, update bool) (*router.Response, error) {
	lang := req.Lang
	var sb strings.Builder
	if daily {
		sb.WriteString(msgWordleDailyTitle.F(lang, g.ID))
	} else {
		sb.WriteString(msgWordlePlayTitle.In(lang))
	}
	if g.Game.Hard {
		sb.WriteString(msgWordleHardMode.In(lang))
	}
	rows := g.Game.Rows()
	sb.WriteString("\n" + wordleRowsText(rows))
	n := len(g.Game.Guesses)
	switch {
	case g.Game.Won() && n == 1:
		sb.WriteString(msgWordleWonFirst.F(lang, wordleUpper(g.Game.Answer)))
	case g.Game.Won():
		sb.WriteString(msgWordleWon.F(lang, wordleUpper(g.Game.Answer), n))
	case g.Game.Lost():
		sb.WriteString(msgWordleLost.F(lang, wordleUpper(g.Game.Answer)))
	default:
		sb.WriteString(msgWordleTurn.F(lang, n+1))
	}
	if daily && g.Game.Over() {
		sb.WriteString("\n" + msgWordleDailyDone.F(lang, g.Game.Score()))
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
		button = discordgo.Button{CustomID: router.ID(wordleDailyGuessRoute, g.ID), Label: msgWordleGuessButton.In(lang), Style: discordgo.PrimaryButton}
	case !g.Game.Over():
		button = discordgo.Button{CustomID: router.ID(wordlePlayGuessRoute, g.ID), Label: msgWordleGuessButton.In(lang), Style: discordgo.PrimaryButton}
	case !daily:
		button = discordgo.Button{CustomID: router.ID(wordlePlayAgainRoute, g.ID), Label: msgWordleAgainButton.In(lang), Style: discordgo.SuccessButton}
	default:
		return resp, nil
	}
	resp.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{button}}}
	return resp, nil
}
