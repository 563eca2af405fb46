// Package commands holds kibitz's slash commands: one file per command with its definition (English and
// Korean), its routes and its handlers, and the session logic of the games.
//
// Handlers are plain functions of a router.Request returning a router.Response; they never call Discord.
// Game state lives in the store under one key per game and changes only through storage.UpdateJSON, so
// two button presses at the same instant never both apply: the second one sees the first one's result
// (usually "not your turn") instead of overwriting it. Only a new game is written blind, with
// storage.PutJSON: under a fresh id, or in the one place a user's game is replaced whatever it held
// (/wordle play, so that a game that can no longer be read never stops its owner starting another).
// Every stored type has a SchemaVersion; a value that cannot be read is reported, never reset.
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

// Deps are what the commands need from outside.
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
	// DefaultNimTurnTimeout.
	NimTurnTimeout time.Duration
}

// pictureCacheSize is how many board pictures a game keeps encoded (render.PNGCache): a few megabytes.
const pictureCacheSize = 512

// DefaultNimTurnTimeout is the Nim turn timer when none is configured (KIBITZ_NIM_TURN_TIMEOUT). It stays
// well under the 15 minutes an interaction token lasts, so the game's message can still be edited when
// the timer runs out.
const DefaultNimTurnTimeout = 2 * time.Minute

func (d *Deps) defaults() {
	if d.NewID == nil {
		d.NewID = randomID
	}
	if d.Now == nil {
		d.Now = time.Now
	}
	if d.Log == nil {
		d.Log = slog.Default()
	}
	if d.Wordle == nil {
		d.Wordle = wordle.Default()
	}
	if d.NimTurnTimeout <= 0 {
		d.NimTurnTimeout = DefaultNimTurnTimeout
	}
}

// Commands is the set of registered commands, for the work they do in the background.
type Commands struct {
	background []func(ctx context.Context)
}

// Register adds every command to the mux. /help comes last so that it can list all the others.
func Register(m *router.Mux, d Deps) *Commands {
	d.defaults()
	newTicTacToe(d).register(m)
	newSudoku(d).register(m)
	newKnight(d).register(m)
	newKPK(d).register(m)
	w := newWordle(d)
	w.register(m)
	n := newNim(d)
	n.register(m)
	newGrundy(d).register(m)
	registerHelp(m)
	return &Commands{background: []func(context.Context){w.background, n.background}}
}

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

// mention formats a user mention; Discord shows it as the user's name.
func mention(userID string) string { return "<@" + userID + ">" }
