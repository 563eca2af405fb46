// Package commands is what kibitz's slash commands share, and the commands not yet in a package of their
// own. A game lives in commands/<game> (commands/tictactoe is the first): its definitions in English and
// Korean, its routes, handlers, session logic, settings and messages. It registers through the Game
// interface below, and commands/all lists every game in one place, so this package never imports a game
// (commands/tictactoe imports it). The games still here (sudoku, knight, kpk, wordle) keep
// one file or a few each and move out one at a time, as tic-tac-toe did.
package commands

import (
	"context"
	"crypto/rand"
	"log/slog"
	"sync"
	"time"

	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// Env is what every game needs from outside, whatever its settings: a game's package takes it beside a
// settings type of its own (tictactoe.Config), so that no game sees another's settings.
type Env struct {
	Store storage.Store
	Log   *slog.Logger
	// NewID returns a fresh random identifier for a game (short, URL-safe). Nil means crypto/rand.
	NewID func() string
	// Now returns the current time. Nil means time.Now.
	Now func() time.Time
	// Messenger edits a game's message when something happens outside any interaction (a turn timer
	// running out). Nil: such events show at the next press instead.
	Messenger router.Messenger
}

// WithDefaults fills in the fields left nil.
func (e Env) WithDefaults() Env {
	if e.NewID == nil {
		e.NewID = randomID
	}
	if e.Now == nil {
		e.Now = time.Now
	}
	if e.Log == nil {
		e.Log = slog.Default()
	}
	return e
}

// Deps are what the commands need from outside: the shared Env and every game's settings, which
// commands/all hands out, to a moved game as its own settings type (tictactoe.Config). Env's fields are
// repeated here rather than embedded, so that the literals which build a Deps (cmd/kibitz, the tests of
// the games still here) keep compiling while the games move out.
type Deps struct {
	Store storage.Store
	Log   *slog.Logger
	// NewID returns a fresh random identifier for a game (short, URL-safe). Nil means crypto/rand.
	NewID func() string
	// Now returns the current time. Nil means time.Now.
	Now func() time.Time
	// BotUserID is kibitz's own user id, when known, so "/tictactoe play opponent:@kibitz" means kibitz.
	BotUserID string
	// Messenger edits a game's message when something happens outside any interaction (a turn timer
	// running out). Nil: such events show at the next press instead.
	Messenger router.Messenger
	// Wordle is the word list of the Wordle commands. Nil means the embedded original lists.
	Wordle *wordle.Dictionary
	// DailySecret is mixed into the choice of the daily Wordle word (KIBITZ_DAILY_SECRET). Empty: one is
	// generated on first use and kept in the store, so every replica picks the same word.
	DailySecret string
	// NimTurnTimeout is how long a Nim player may take over a turn before the game moves on. Zero means
	// nim.DefaultTurnTimeout (commands/nim).
	NimTurnTimeout time.Duration
}

// Env is the part of d that every game shares.
func (d Deps) Env() Env {
	return Env{Store: d.Store, Log: d.Log, NewID: d.NewID, Now: d.Now, Messenger: d.Messenger}
}

// PictureCacheSize is how many board pictures a game keeps encoded (render.PNGCache): a few megabytes.
const PictureCacheSize = 512

// pictureCacheSize is PictureCacheSize for the games still in this package.
const pictureCacheSize = PictureCacheSize

func (d *Deps) defaults() {
	e := d.Env().WithDefaults()
	d.NewID, d.Now, d.Log = e.NewID, e.Now, e.Log
	if d.Wordle == nil {
		d.Wordle = wordle.Default()
	}
}

// Game is one game's room as the registration sees it: its commands and routes go into the mux.
type Game interface {
	Register(m *router.Mux)
}

// BackgroundGame is a Game with work between interactions (warming tables, turn timers), which the bot
// runs beside its transport.
type BackgroundGame interface {
	Game
	Background(ctx context.Context)
}

// Commands is the set of registered commands, for the work they do in the background.
type Commands struct {
	background []func(ctx context.Context)
}

// RegisterAll adds games to the mux in order, then /help, last so that it can list all the others.
// commands/all holds the list of games that the bot registers.
func RegisterAll(m *router.Mux, games ...Game) *Commands {
	c := &Commands{}
	for _, g := range games {
		g.Register(m)
		if b, ok := g.(BackgroundGame); ok {
			c.background = append(c.background, b.Background)
		}
	}
	registerHelp(m)
	return c
}

// The games still in this package, as Games for commands/all, until each moves to a package of its own
// as commands/tictactoe did. Each fills in d's defaults, as Register used to for all of them.

// Sudoku is /sudoku.
func Sudoku(d Deps) Game { d.defaults(); return newSudoku(d) }

// Knight is /knight.
func Knight(d Deps) Game { d.defaults(); return newKnight(d) }

// KPK is /kpk.
func KPK(d Deps) Game { d.defaults(); return newKPK(d) }

// Wordle is /wordle, which warms its solver's tables in the background.
func Wordle(d Deps) BackgroundGame { d.defaults(); return newWordle(d) }

// Background runs what the commands do between interactions (warming the Wordle tables, Nim's turn
// timers) until ctx ends. The bot runs it beside its transport; tests of single commands need not.
func (c *Commands) Background(ctx context.Context) {
	var wg sync.WaitGroup
	for _, f := range c.background {
		wg.Go(func() { f(ctx) })
	}
	wg.Wait()
}

// randomID is 10 characters of base 62: about 59 bits, unguessable enough that a forged custom_id cannot
// name someone else's game by chance, and short enough to leave room in a 100-character custom_id.
func randomID() string {
	const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	var b [10]byte
	rand.Read(b[:])
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b[:])
}

// Mention formats a user mention; Discord shows it as the user's name.
func Mention(userID string) string { return "<@" + userID + ">" }

// mention is Mention for the games still in this package.
func mention(userID string) string { return Mention(userID) }
