package commands

import (
	"context"
	"crypto/rand"
	"encoding/base64"
	"errors"
	"time"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// /wordle daily: one word a day for everyone in a server.
//
// The word is wordle.Daily of the UTC day, keyed with the server-side secret and the server's id: each
// server has its own word (a player in two servers cannot carry one's answer to the other), and nobody
// who reads the code or the custom_ids can work it out. The secret is KIBITZ_DAILY_SECRET when set, else
// 32 random bytes created on first use under wdl:secret with compare-and-set, so that every replica
// sharing the store agrees on it.
//
// Each user plays once per day and server (wdld:<guild>:<user>:<day>); the game is private like /wordle
// play. When it ends, the channel is told the result as a public followup: the share line and the
// coloured squares, never a letter. The daily needs a server: in a direct message it refuses politely.

const wordleSecretKey = "wdl:secret"

// wordleSecret is the generated daily secret as stored.
type wordleSecret struct {
	Secret string `json:"secret"`
}

// wordleSecretSchema is the version of wordleSecret's stored layout (storage.Versioned).
const wordleSecretSchema = 1

func (wordleSecret) SchemaVersion() int { return wordleSecretSchema }

var (
	msgWordleDailyNoServer = i18n.Text{
		En: "The daily word belongs to a server: run /wordle daily in a server's channel.",
		Ko: "오늘의 단어는 서버마다 있습니다. 서버 채널에서 /워들 오늘의단어 명령을 실행하세요.",
	}
	hintWordlePlayAnywhere = i18n.Text{
		En: "/wordle play works anywhere, direct messages included.",
		Ko: "/워들 게임 명령은 DM을 포함해 어디서나 할 수 있습니다.",
	}
	msgWordleDailyDone = i18n.Text{
		En: "Your result (%s) was shared in the channel as squares only, no letters. A new word comes at 00:00 UTC; /wordle stats shows your streak.",
		Ko: "결과(%s)는 글자 없이 네모로만 채널에 공유되었습니다. 새 단어는 UTC 0시에 나옵니다. /워들 통계 명령으로 연승 기록을 볼 수 있습니다.",
	}
	msgWordleDailyAgain = i18n.Text{
		En: "You have played the daily word of %s already: one try a day.",
		Ko: "%s의 오늘의 단어는 이미 풀었습니다. 하루에 한 번만 할 수 있습니다.",
	}
	msgWordleDailyGone = i18n.Text{
		En: "There is no daily game of %s for you here: it has not been started, or it has expired.",
		Ko: "여기에는 %s의 오늘의 단어 게임이 없습니다. 시작하지 않았거나 만료되었습니다.",
	}
	hintWordleDaily = i18n.Text{
		En: "Open today's with /wordle daily",
		Ko: "/워들 오늘의단어 명령으로 오늘의 게임을 여세요.",
	}
	hintWordleTomorrow = i18n.Text{
		En: "The next word comes at 00:00 UTC; /wordle stats shows the server's board.",
		Ko: "다음 단어는 UTC 0시에 나옵니다. /워들 통계 명령으로 서버 순위를 볼 수 있습니다.",
	}
	msgWordleShare = i18n.Text{
		En: "%s finished the daily word:\nkibitz Wordle %s %s\n\n%s",
		Ko: "%s 님이 오늘의 단어를 마쳤습니다:\nkibitz Wordle %s %s\n\n%s",
	}
)

// daily shows the user's daily game of today, starting it on first use; a finished one shows its result.
func (c *wordleCommand) daily(ctx context.Context, req *router.Request) (*router.Response, error) {
	if req.GuildID == "" {
		return nil, router.Fail(router.Invalid, msgWordleDailyNoServer).WithHint(hintWordlePlayAnywhere)
	}
	today := c.today()
	day := wordleDay(today)
	answer, err := c.dailyAnswer(ctx, req.GuildID, today)
	if err != nil {
		return nil, err
	}
	now := c.Now()
	g, err := storage.UpdateJSON(ctx, c.Store, wordleDailyKey(req.GuildID, req.User.ID, day), wordleDailyTTL,
		func(cur *wordleGame) (*wordleGame, error) {
			if cur != nil {
				return nil, storage.ErrKeep
			}
			ng, err := wordle.NewGame(c.Wordle, answer, false)
			if err != nil {
				return nil, err
			}
			return &wordleGame{ID: day, Game: *ng, Start: now, At: now}, nil
		})
	if err != nil {
		return nil, err
	}
	if g.Game.Over() {
		// Recording is idempotent; doing it again here repairs a result whose recording was cut short.
		if err := c.recordDaily(ctx, req.GuildID, req.User.ID, g); err != nil {
			return nil, err
		}
	}
	resp, err := c.gameView(g, true, req, false)
	if err != nil {
		return nil, err
	}
	if g.Game.Over() {
		resp.Content = msgWordleDailyAgain.F(req.Lang, day) + "\n" + resp.Content
	}
	return resp, nil
}

// wordleDailyKey is the store key of a user's daily game of a day in a server.
func wordleDailyKey(guild, user, day string) string { return "wdld:" + guild + ":" + user + ":" + day }

// loadDaily reads a user's daily game of a day; nil when there is none.
func (c *wordleCommand) loadDaily(ctx context.Context, guild, user, day string) (*wordleGame, error) {
	var g wordleGame
	if err := storage.GetJSON(ctx, c.Store, wordleDailyKey(guild, user, day), &g); err != nil {
		if errors.Is(err, storage.ErrNotFound) {
			return nil, nil
		}
		return nil, err
	}
	return &g, nil
}

// dailyAnswer is the word of a day in a server.
func (c *wordleCommand) dailyAnswer(ctx context.Context, guild string, day time.Time) (wordle.Word, error) {
	secret, err := c.dailySecret(ctx)
	if err != nil {
		return wordle.Word{}, err
	}
	return wordle.Daily(c.Wordle, day, []byte(secret+"\x00"+guild)), nil
}

// dailySecret returns the configured secret, or the one kept in the store, creating it if it is missing.
// Replicas racing to create it all end up with the one written first: compare-and-set keeps any secret
// already there.
func (c *wordleCommand) dailySecret(ctx context.Context) (string, error) {
	if c.DailySecret != "" {
		return c.DailySecret, nil
	}
	c.secretMu.Lock()
	defer c.secretMu.Unlock()
	if c.secret != "" {
		return c.secret, nil
	}
	var b [32]byte
	rand.Read(b[:])
	fresh := &wordleSecret{Secret: base64.RawURLEncoding.EncodeToString(b[:])}
	s, err := storage.UpdateJSON(ctx, c.Store, wordleSecretKey, 0, func(cur *wordleSecret) (*wordleSecret, error) {
		if cur != nil && cur.Secret != "" {
			return nil, storage.ErrKeep
		}
		return fresh, nil
	})
	if err != nil {
		return "", err
	}
	c.secret = s.Secret
	return c.secret, nil
}

// openDailyForm answers the Guess button of a daily game with the guess form.
func (c *wordleCommand) openDailyForm(ctx context.Context, req *router.Request) (*router.Response, error) {
	day := req.Params["day"]
	g, err := c.dailyForButton(ctx, req, day)
	if err != nil {
		return nil, err
	}
	if g.Game.Over() {
		return nil, router.Fail(router.Conflict, msgWordleDailyAgain.Format(day)).WithHint(hintWordleTomorrow)
	}
	return wordleForm(router.ID(wordleDailyWordRoute, day), len(g.Game.Guesses)+1, req.Lang), nil
}

// dailyForButton reads the daily game a button names, refusing a forged day or a missing game.
func (c *wordleCommand) dailyForButton(ctx context.Context, req *router.Request, day string) (*wordleGame, error) {
	if _, ok := wordleParseDay(day); !ok || req.GuildID == "" {
		return nil, router.Fail(router.NotFound, msgWordleDailyGone.Format(day)).WithHint(hintWordleDaily)
	}
	g, err := c.loadDaily(ctx, req.GuildID, req.User.ID, day)
	if err != nil {
		return nil, err
	}
	if g == nil {
		return nil, router.Fail(router.NotFound, msgWordleDailyGone.Format(day)).WithHint(hintWordleDaily)
	}
	return g, nil
}

// submitDailyForm plays the word of a submitted form in the daily game and updates its message.
func (c *wordleCommand) submitDailyForm(ctx context.Context, req *router.Request) (*router.Response, error) {
	day := req.Params["day"]
	if _, ok := wordleParseDay(day); !ok {
		return nil, router.Fail(router.NotFound, msgWordleDailyGone.Format(day)).WithHint(hintWordleDaily)
	}
	return c.guessDaily(ctx, req, day, req.Fields[wordleFormField], true)
}

// guessDaily plays a word in the user's daily game of day. When the game ends, it records the result and
// adds the public share grid as a followup.
func (c *wordleCommand) guessDaily(ctx context.Context, req *router.Request, day, word string, update bool) (*router.Response, error) {
	if req.GuildID == "" {
		return nil, router.Fail(router.Invalid, msgWordleDailyNoServer).WithHint(hintWordlePlayAnywhere)
	}
	now := c.Now()
	g, err := storage.UpdateJSON(ctx, c.Store, wordleDailyKey(req.GuildID, req.User.ID, day), wordleDailyTTL,
		func(g *wordleGame) (*wordleGame, error) {
			switch {
			case g == nil:
				return nil, router.Fail(router.NotFound, msgWordleDailyGone.Format(day)).WithHint(hintWordleDaily)
			case g.Game.Over():
				return nil, router.Fail(router.Conflict, msgWordleDailyAgain.Format(day)).WithHint(hintWordleTomorrow)
			}
			if _, err := g.Game.Guess(c.Wordle, word); err != nil {
				return nil, wordleInputError(err, hintWordleGuess)
			}
			g.At = now
			return g, nil
		})
	if err != nil {
		return nil, err
	}
	resp, err := c.gameView(g, true, req, update)
	if err != nil || !g.Game.Over() {
		return resp, err
	}
	// Only the guess that ended the game gets here: any later one fails on "already played" above.
	if err := c.recordDaily(ctx, req.GuildID, req.User.ID, g); err != nil {
		return nil, err
	}
	resp.Followups = []*router.Response{{
		Content: msgWordleShare.F(req.Lang, mention(req.User.ID), day, g.Game.Score(), g.Game.Grid(false, false)),
	}}
	return resp, nil
}
