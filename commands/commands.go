// Package commands holds kibitz's slash commands: one file per command with its definition (English and
// Korean), its routes and its handlers, and the session logic of the games.
//
// Handlers are plain functions of a router.Request returning a router.Response; they never call Discord.
// Game state lives in the store under one key per game and changes only through storage.UpdateJSON, so
// two button presses at the same instant never both apply: the second one sees the first one's result
// (usually "not your turn") instead of overwriting it.
package commands

import (
	"crypto/rand"
	"log/slog"
	"time"

	"kibitz/router"
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
}

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
}

// Register adds every command to the mux. /help comes last so that it can list all the others.
func Register(m *router.Mux, d Deps) {
	d.defaults()
	newTicTacToe(d).register(m)
	registerHelp(m)
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
