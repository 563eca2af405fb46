// Package wordle is /wordle: its definition in English and Korean, the assist that follows a player's
// own Wordle, private games, the server's daily word with its stats and boards, challenges that a player
// sets for a channel, its settings (Config) and its messages (messages.go). It registers through commands.BackgroundGame and commands.WarmingGame, and commands/all lists it. In
// this package, wordle.X names the solver, kibitz/solvers/wordle.
package wordle

import (
	"context"
	"image"
	"strings"
	"sync/atomic"
	"time"

	"github.com/bwmarrin/discordgo"
	lru "github.com/hashicorp/golang-lru/v2"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/wordle"
)

// /wordle assist|reset|play|guess|daily|stats|challenge.
//
// Days. kibitz's Wordle day is the UTC calendar day: the assist session, the daily word, the daily
// progress, streaks and the server's board all change at 00:00 UTC, whatever the player's time zone
// (Discord does not tell kibitz where its users are, and the New York Times changes its puzzle at each
// player's local midnight). The replies say so.
//
// Files: wordle.go (definition, days, shared helpers), assist.go (assist, reset, autocomplete), ranked.go
// (the assist's refusal of the rows of the asker's daily in progress), game.go
// (play, guess, the guess form, the board message), daily.go (the daily word, its secret, the share
// grid, hard mode), stats.go (per-user stats, the server's boards, the all-time ranking), challenge.go
// (a word set for a channel, played by each player on a board of their own), view.go (the board in the view asked for, in
// the user's colours, with its alt text, and the one line pointing to the high-contrast colours),
// view_words.go (what each row tells, in words, for the text view and the alt text), closest.go (the words nearest a guess not in the list),
// messages.go and messages_challenge.go (every sentence, in English and Korean), errors.go (the solver's
// errors as replies and as solve lines, and their words).
//
// Store keys, with their time to live:
//
//	wdla:<user>:<day>          the assist session of one day                  36 h
//	wdlp:<user>                the user's /wordle play game                   24 h after the last guess
//	wdld:<scope>:<user>:<day>  the user's daily game in a place               48 h
//	wdls:<scope>:<user>        the user's daily stats in a place              400 days after the last daily
//	wdlb:<scope>:<day>         the place's board of one day                   8 days (the week's board reads 7)
//	wdl:secret                 the daily secret of every game (commands.Env.Secret)   no expiry
//	wdlc:<id>                  a challenge: its word, setter, channel and results     48 h (playable 24 h)
//	wdlx:<id>:<user>           a player's game of a challenge                 48 h
//	stats:<user>, lb:wordle:…  the daily results, through commands.Env.Record (results.go)
//	playing:wordle:<user>      the user's dailies in progress, by key (commands.Env.SetPlaying, ranked.go)
//	wdlt:<user>                the user was pointed to /settings contrast (view.go)   a year (commands.PrefsTTL)

const (
	playGuessRoute  = "wdl1/p/{game}/guess" // button: opens the guess form of a play game
	playWordRoute   = "wdl1/p/{game}/word"  // the form's submission
	playAgainRoute  = "wdl1/p/{game}/again" // button: a new game after the end
	dailyGuessRoute = "wdl1/d/{day}/guess"  // button: opens the guess form of the daily of a day
	dailyWordRoute  = "wdl1/d/{day}/word"   // the form's submission
	chalPlayRoute   = "wdl1/c/{id}/play"    // button on the channel's message: a private game of a challenge
	chalHardRoute   = "wdl1/c/{id}/hard"    // the same in hard mode
	chalScoreRoute  = "wdl1/c/{id}/results" // button: the results so far, privately
	chalGuessRoute  = "wdl1/c/{id}/guess"   // button on the player's game: opens the guess form
	chalWordRoute   = "wdl1/c/{id}/word"    // the form's submission

	// Give up, under a game in progress that /wordle play showed again: a new game in its place, in
	// each mode.
	playGiveUpRoute     = "wdl1/p/{game}/giveup"
	playGiveUpHardRoute = "wdl1/p/{game}/giveuphard"

	// The times to live of what /wordle stores, each under the key of the same name below.
	assistTTL = 36 * time.Hour
	playTTL   = 24 * time.Hour
	dailyTTL  = 48 * time.Hour
	statsTTL  = 400 * 24 * time.Hour
	boardTTL  = 8 * 24 * time.Hour
	// chalLife is how long a challenge can be played; chalTTL how long it and its games are kept, so
	// that its results can still be read for a day after it ends.
	chalLife = 24 * time.Hour
	chalTTL  = 48 * time.Hour

	// assistBudget is the solver's time for one assist suggestion off its precomputed trees: the
	// solver's default, which keeps a suggestion from any state under 100 ms on one core (issue 6). Six
	// times as much (300 ms) was tried: on 60 random histories off the trees, after one and two guesses,
	// it changed the first suggestion in 2 in normal mode and 7 in hard mode, and where the search knew
	// both costs, the expected guesses to finish by 0.02 at most; not worth the wait.
	assistBudget = wordle.DefaultBudget
	// solveTimeout bounds a whole Solve, the feedback matrix included if nothing built it yet.
	solveTimeout = 2500 * time.Millisecond
	// formField is the custom_id of the guess form's one text input.
	formField = "word"
)

// Config is what /wordle alone needs to know.
type Config struct {
	// Dictionary is the word list of the Wordle commands. Nil means the embedded original lists
	// (wordle.Default).
	Dictionary *wordle.Dictionary
	// AnswersFile and GuessesFile are the files WORDLE_ANSWERS_FILE and WORDLE_GUESSES_FILE name, ""
	// for none: the defaults of `kibitz solve wordle`'s --answers and --guesses (batch.go), which loads
	// them when it runs. The commands play on Dictionary, which the bot loads from the same files.
	AnswersFile, GuessesFile string
}

// The store keys of /wordle: a user's assist session of a day, play game and daily game of a day; a
// place's statistics of a user and board of a day; a challenge, a player's game of it, and the challenge
// a user opened last in a place; that a user was told of the high-contrast colours.
func assistKey(user, day string) string       { return "wdla:" + user + ":" + day }
func playKey(user string) string              { return "wdlp:" + user }
func dailyKey(scope, user, day string) string { return "wdld:" + scope + ":" + user + ":" + day }
func statsKey(scope, user string) string      { return "wdls:" + scope + ":" + user }
func boardKey(scope, day string) string       { return "wdlb:" + scope + ":" + day }
func chalKey(id string) string                { return "wdlc:" + id }
func chalGameKey(id, user string) string      { return "wdlx:" + id + ":" + user }
func chalLastKey(scope, user string) string   { return "wdlxl:" + scope + ":" + user }
func tipKey(user string) string               { return "wdlt:" + user }

// Command is /wordle, ready to register (commands.BackgroundGame, commands.WarmingGame).
type Command struct {
	commands.Env
	Config
	budget time.Duration // the solver's time for one assist suggestion
	// suggestions keeps the assist's live searches by the answers left (wordle.Cache): the state alone,
	// never who asked or the guesses that led there, so nothing of one user's reaches another.
	suggestions *wordle.Cache
	encode      func(image.Image) ([]byte, error) // render.EncodeAndRecycle; tests under -race swap in a cheaper one
	// prepare builds the solver's tables (Dictionary.Prepare); tests swap in one they can watch.
	prepare func(ctx context.Context) error
	// building points to a channel the Warm in progress closes when it ends; nil before any (tablesBuilt).
	building atomic.Pointer[chan struct{}]
	// tipped holds the users whose contrast tip is already claimed (contrastTip): their boards skip the
	// store's Claim, a write transaction each, for a line they will never see again. Nil: none kept.
	tipped *lru.Cache[string, struct{}]
}

// tippedCacheSize bounds the users contrastTip remembers: a user it forgot costs one Claim more.
const tippedCacheSize = 8192

// suggestionCacheSize is how many assist states the suggestion cache keeps: a few hundred bytes each.
const suggestionCacheSize = 4096

// New is /wordle on env (its nil fields filled in by commands.Env.WithDefaults) with cfg.
func New(env commands.Env, cfg Config) *Command {
	c := &Command{Env: env.WithDefaults(), Config: cfg, budget: assistBudget, encode: render.EncodeAndRecycle,
		suggestions: wordle.NewCache(suggestionCacheSize)}
	c.tipped, _ = lru.New[string, struct{}](tippedCacheSize) // fails only for a size below one
	c.prepare = func(ctx context.Context) error { return c.dictionary().Prepare(ctx) }
	return c
}

// dictionary is the word list the commands play on: Config.Dictionary, or the embedded lists, parsed on
// first use rather than in New, so that a process that never plays Wordle (every `kibitz solve` of
// another kind builds all the games) does not pay the 2 ms of parsing them.
func (c *Command) dictionary() *wordle.Dictionary {
	if c.Dictionary != nil {
		return c.Dictionary
	}
	return wordle.Default()
}

// Tables names what Warm builds (commands.WarmingGame).
func (c *Command) Tables() string { return "wordle tables" }

// Warm builds the solver's tables, the 30 MB feedback matrix and the opening rankings, so that the first
// /wordle assist does not wait for them (commands.WarmingGame): 1.35 to 1.6 s on two cores shared with
// the start of the process, where a warm assist takes 7 ms. It stops, leaving them to the first assist,
// when ctx ends. While it runs, an assist waits for it before it takes a worker (tablesBuilt).
func (c *Command) Warm(ctx context.Context) error {
	done := make(chan struct{})
	c.building.Store(&done)
	defer close(done)
	return c.prepare(ctx)
}

// tablesBuilt is the assist's router.Subcommand.Await: it waits for the Warm in progress, if any, before
// the assist takes a worker, so that the wait holds none. A cold assist had waited for the tables while
// holding one of the four light workers, and /help and autocompletes, which cannot be deferred, queued
// behind it: 0.72 to 1.1 s in a burst of 50 at ready, against 19 ms at most once warm. Without a warm-up
// in progress (the console, or one done or cut short) it returns at once, and the assist builds what it
// still needs itself.
func (c *Command) tablesBuilt(ctx context.Context) error {
	if done := c.building.Load(); done != nil {
		select {
		case <-*done:
		case <-ctx.Done():
			return ctx.Err()
		}
	}
	return nil
}

// Background sweeps the closings of the dailies in progress (missed.go) when each settles, until ctx
// ends (commands.BackgroundGame). The sweep needs no tables (it marks and records games), so it does not
// wait for Warm: a closing that falls while they are built (a restart just before 01:00 UTC) is still
// swept on time.
func (c *Command) Background(ctx context.Context) {
	c.SweepingDeadlines(ctx, dailyDeadlines, c.sweepDailies)
}

// Register adds /wordle, its buttons and its forms to m.
func (c *Command) Register(m *router.Mux) {
	hardOption := router.Option{
		Type:        discordgo.ApplicationCommandOptionBoolean,
		Name:        i18n.Text{En: "hard", Ko: "하드모드"},
		Description: i18n.Text{En: "Hard mode: every revealed hint must be used in later guesses", Ko: "하드 모드: 드러난 힌트를 이후 추측에 반드시 사용합니다"},
	}
	// wordOption is an option that takes a word, completed from the word list as it is typed.
	wordOption := func(name, description i18n.Text) router.Option {
		return router.Option{Type: discordgo.ApplicationCommandOptionString, Name: name, Description: description,
			Required: true, MaxLength: 20, Autocomplete: c.complete}
	}
	m.Command(router.Command{
		Name:        i18n.Text{En: "wordle", Ko: "워들"},
		Description: i18n.Text{En: "Wordle: help with today's puzzle, play, the word of the day, stats", Ko: "워들: 오늘 퍼즐 도우미, 게임, 오늘의 단어, 통계"},
		Subcommands: []router.Subcommand{{
			Name:        i18n.Text{En: "assist", Ko: "도우미"},
			Description: i18n.Text{En: "Add a row of today's Wordle and get the best next guesses", Ko: "오늘 워들의 한 줄을 입력하고 다음 추천 단어를 받습니다"},
			Example:     "/wordle assist guess:crane feedback:gybbg",
			Private:     true,
			Handler:     c.assist,
			Await:       c.tablesBuilt,
			Options: []router.Option{
				wordOption(i18n.Text{En: "guess", Ko: "추측"}, i18n.Text{En: "The five-letter word you played", Ko: "입력한 다섯 글자 단어"}), {
					Type:        discordgo.ApplicationCommandOptionString,
					Name:        i18n.Text{En: "feedback", Ko: "결과"},
					Description: i18n.Text{En: "Its colours: g green, y yellow, b . x - grey (gybbg), or the pasted squares", Ko: "색: g 초록, y 노랑, b . x - 회색 (gybbg), 또는 복사한 네모"},
					Required:    true,
					MaxLength:   60,
				}, hardOption, commands.DisplayOption()},
		}, {
			Name:        i18n.Text{En: "reset", Ko: "초기화"},
			Description: i18n.Text{En: "Clear your assist session of today", Ko: "오늘의 도우미 기록을 지웁니다"},
			Example:     "/wordle reset",
			Private:     true,
			Handler:     c.reset,
		}, {
			Name:        i18n.Text{En: "play", Ko: "게임"},
			Description: i18n.Text{En: "A private game against a random word", Ko: "무작위 단어로 혼자 하는 게임"},
			Example:     "/wordle play hard:true",
			Private:     true,
			Handler:     c.play,
			Options:     []router.Option{hardOption, commands.DisplayOption()},
		}, {
			Name:        i18n.Text{En: "guess", Ko: "추측"},
			Description: i18n.Text{En: "Guess a word in your game (the same as the Guess button)", Ko: "게임에서 단어를 추측합니다 (추측 버튼과 같습니다)"},
			Example:     "/wordle guess word:crane",
			Private:     true,
			Handler:     c.guessCommand,
			Options: []router.Option{
				wordOption(i18n.Text{En: "word", Ko: "단어"}, i18n.Text{En: "A five-letter word", Ko: "다섯 글자 영어 단어"}), {
					Type:        discordgo.ApplicationCommandOptionString,
					Name:        i18n.Text{En: "game", Ko: "게임"},
					Description: i18n.Text{En: "Which game (your unfinished one when left out)", Ko: "어느 게임인지 (비우면 진행 중인 게임)"},
					Choices: []router.Choice{
						{Name: i18n.Text{En: "play (your random word)", Ko: "게임 (무작위 단어)"}, Value: "play"},
						{Name: i18n.Text{En: "daily (the word of the day here)", Ko: "오늘의 단어 (여기 공통)"}, Value: "daily"},
						{Name: i18n.Text{En: "challenge (the one you opened last)", Ko: "도전 (마지막으로 연 도전)"}, Value: "challenge"},
					},
				}, commands.DisplayOption()},
		}, {
			Name:        i18n.Text{En: "daily", Ko: "오늘의단어"},
			Description: i18n.Text{En: "The word of the day, the same for everyone here: one try each, shared as squares", Ko: "여기 모두에게 같은 오늘의 단어: 하루 한 번, 결과는 네모로만 공유됩니다"},
			Example:     "/wordle daily hard:true",
			Private:     true,
			Handler:     c.daily,
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionBoolean,
				Name:        i18n.Text{En: "hard", Ko: "하드모드"},
				Description: i18n.Text{En: "Hard mode, chosen before your first guess: revealed hints must be used; shared with a *", Ko: "첫 추측 전에 고르는 하드 모드: 드러난 힌트를 반드시 사용, 공유에 * 표시"},
			}, commands.DisplayOption()},
		}, {
			Name:        i18n.Text{En: "stats", Ko: "통계"},
			Description: i18n.Text{En: "Your daily results and streaks, the boards here and the all-time ranking", Ko: "나의 오늘의 단어 기록과 연승, 여기의 순위와 역대 순위"},
			Example:     "/wordle stats",
			Private:     true,
			Handler:     c.stats,
		}, {
			Name:        i18n.Text{En: "challenge", Ko: "도전"},
			Description: i18n.Text{En: "Set a secret word for the channel: everyone plays it on their own board", Ko: "채널에 비밀 단어를 냅니다: 모두가 각자의 판에서 풉니다"},
			Example:     "/wordle challenge word:crane",
			Private:     true,
			WithOthers:  true,
			Handler:     c.challenge,
			Options: []router.Option{{
				Type:         discordgo.ApplicationCommandOptionString,
				Name:         i18n.Text{En: "word", Ko: "단어"},
				Description:  i18n.Text{En: "The five-letter word to find (only you see it)", Ko: "찾아야 할 다섯 글자 단어 (나만 봅니다)"},
				Required:     true,
				MaxLength:    20,
				Autocomplete: c.complete,
			}},
		}},
	})
	m.Component(playGuessRoute, c.openPlayForm)
	m.Component(playWordRoute, c.submitPlayForm)
	m.Component(playAgainRoute, c.playAgain)
	m.Component(playGiveUpRoute, c.giveUp(false))
	m.Component(playGiveUpHardRoute, c.giveUp(true))
	m.Component(dailyGuessRoute, c.openDailyForm)
	m.Component(dailyWordRoute, c.submitDailyForm)
	m.Component(chalPlayRoute, c.playChallenge(false))
	m.Component(chalHardRoute, c.playChallenge(true))
	m.Component(chalScoreRoute, c.challengeResults)
	m.Component(chalGuessRoute, c.openChallengeForm)
	m.Component(chalWordRoute, c.submitChallengeForm)
}

// today is the current Wordle day: the UTC calendar day, at its midnight.
func (c *Command) today() time.Time { return dayOf(c.Now()) }

// dayOf is the UTC day of t, at its midnight: the day a press that arrived at t plays the daily of.
func dayOf(t time.Time) time.Time {
	t = t.UTC()
	return time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, time.UTC)
}

// formatDay writes a day as keys, custom_ids and share lines show it: 2026-11-22.
func formatDay(t time.Time) string { return t.Format(time.DateOnly) }

// parseDay reads a day written by formatDay; ok is false for anything else (a forged custom_id).
func parseDay(s string) (time.Time, bool) {
	t, err := time.Parse(time.DateOnly, s)
	return t, err == nil && formatDay(t) == s
}

// upper is a word as replies show it: in capitals, like the game's tiles.
func upper(w wordle.Word) string { return strings.ToUpper(w.String()) }

// feedbackSquares shows a feedback in g/y/b form as the share squares in the user's colours
// (highContrast), or as typed if it does not parse.
func feedbackSquares(feedback string, highContrast bool) string {
	f, err := wordle.ParseFeedback(feedback)
	if err != nil {
		return feedback
	}
	return squares(f, highContrast)
}
