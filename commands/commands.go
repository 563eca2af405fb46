// Package commands is what kibitz's games share: the environment every game gets (Env), the interface
// a game registers through (Game, BackgroundGame, WarmingGame), what else a game can declare (its rankings,
// ScoredGame in scoring.go; its kinds of `kibitz solve`, BatchGame in batch.go), and small helpers
// (Mention, PictureCacheSize). Each game lives in a package of its own, commands/<game>: its definitions
// in English and Korean, its routes, handlers, session logic, settings (Config), its one message
// catalogue and its batch forms. commands/all lists every game in one place, so this package never
// imports a game (the games import it), and what shows every game reads their declarations, never a
// list of its own.
package commands

import (
	"context"
	"crypto/rand"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"

	"kibitz/router"
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
	// DailySecret is mixed into the choice of every game's daily puzzle (KIBITZ_DAILY_SECRET). Empty: one
	// is generated on first use and kept in the store, so every replica makes the same puzzles (Secret).
	DailySecret string

	secret *secretCache // the stored daily secret once read, shared by the copies of one Env
	swept  *sweptKeys   // the indexes of games in progress lately swept (dropStale), shared likewise
}

// Arrived is when req's interaction arrived (router.Request.Now, set by every transport): the time a press
// or a move is judged by, against a deadline or to time a finish. The clock when the handler runs would
// count the time the request waited for a worker, so that a move made in time could be judged a timeout
// under load, and a solve could take longer than it did. A request without one (built by hand) is judged
// by the clock.
func (e Env) Arrived(req *router.Request) time.Time {
	if req == nil || req.Now.IsZero() {
		return e.Now()
	}
	return req.Now
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
	if e.secret == nil {
		e.secret = &secretCache{}
	}
	if e.swept == nil {
		e.swept = newSweptKeys()
	}
	return e
}

// PictureCacheSize is how many board pictures a game keeps encoded (render.PNGCache): a few megabytes.
const PictureCacheSize = 512

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

// WarmingGame is a Game with tables to build before it answers at its usual speed (the Wordle feedback
// matrix, the K+P v K tablebase). The long-running modes build them at start-up and are not ready until
// they are (Commands.Warm, Commands.Warming); the console and `kibitz solve` do not warm, and the game
// builds what it needs on first use.
type WarmingGame interface {
	Game
	// Tables names what Warm builds, as a readiness reason shows it: "wordle tables".
	Tables() string
	// Warm builds the tables and returns nil once they are, or ctx's error when it ended first, leaving
	// them to their first use or a later Warm. The handlers may run meanwhile.
	Warm(ctx context.Context) error
}

// Commands is the set of registered commands, for the work they do in the background and the tables
// they warm.
type Commands struct {
	background []func(ctx context.Context)
	warming    []*warming
}

// warming is one WarmingGame's warm-up and whether it is done.
type warming struct {
	game WarmingGame
	done atomic.Bool
}

// RegisterAll adds games to the mux in order. commands/all holds the list of games that the bot
// registers, with /help (commands/help) last, so that it can list all the others.
func RegisterAll(m *router.Mux, games ...Game) *Commands {
	c := &Commands{}
	for _, g := range games {
		g.Register(m)
		if b, ok := g.(BackgroundGame); ok {
			c.background = append(c.background, b.Background)
		}
		if w, ok := g.(WarmingGame); ok {
			c.warming = append(c.warming, &warming{game: w})
		}
	}
	return c
}

// Background runs what the commands do between interactions (Nim's turn timers, the Wordle dailies'
// closings) until ctx ends. The bot runs it beside its transport; tests of single commands need not.
func (c *Commands) Background(ctx context.Context) {
	var wg sync.WaitGroup
	for _, f := range c.background {
		wg.Go(func() { f(ctx) })
	}
	wg.Wait()
}

// Warm builds the tables of every WarmingGame, all at once, and returns when all are built or ctx has
// ended, logging each as it is ready ("wordle tables ready", with how long it took) on log. Warming
// reports what is left meanwhile. A warm-up that ctx cut short is logged at debug level only: the
// process is stopping.
func (c *Commands) Warm(ctx context.Context, log *slog.Logger) {
	var wg sync.WaitGroup
	for _, w := range c.warming {
		if w.done.Load() {
			continue
		}
		wg.Go(func() {
			start := time.Now()
			if err := w.game.Warm(ctx); err != nil {
				log.Debug(w.game.Tables()+" not built: the warm-up was cut short", "err", err)
				return
			}
			w.done.Store(true)
			log.Info(w.game.Tables()+" ready", "took", time.Since(start).Round(time.Millisecond))
		})
	}
	wg.Wait()
}

// Warming names the tables not built yet by Warm, "kpk tables, wordle tables", or "" once all are: the
// readiness reason of a process warming up (bot.OpsConfig.Warming). Before Warm runs, that is all of them.
func (c *Commands) Warming() string {
	var left []string
	for _, w := range c.warming {
		if !w.done.Load() {
			left = append(left, w.game.Tables())
		}
	}
	return strings.Join(left, ", ")
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

// ShownName is a name as kibitz shows it, the one place every name a user chose is prepared for display
// (DisplayName, Nim's players, the views of /leaderboard and /stats, which also clean the names kept
// before): control characters and the explicit bidirectional formatting characters left out (isBidi),
// every run of spaces made one, none at the ends. "" when nothing is left, for the caller's fallback: the
// next name it knows, or the user named by the end of their id.
func ShownName(s string) string {
	s = strings.Map(func(r rune) rune {
		if isBidi(r) {
			return -1 // left out, not a space: "Li\u202ane" is "Line"
		}
		return r
	}, s)
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) }), " ")
}

// isBidi reports whether r is an explicit bidirectional formatting character: the marks (U+200E, U+200F,
// U+061C), the embeddings and overrides (U+202A to U+202E) and the isolates (U+2066 to U+2069). Discord
// applies them: a name starting with U+202E turned the rest of its line around, a leaderboard's "(you)"
// and wins included. Letters of right-to-left scripts are not among them, and stay.
func isBidi(r rune) bool {
	return r == '\u200e' || r == '\u200f' || r == '\u061c' || r >= '\u202a' && r <= '\u202e' || r >= '\u2066' && r <= '\u2069'
}

// Shorten cuts a text longer than max bytes at its last space before max (at max if it has none, moved
// back to the start of a character so that none is split), marking the cut with " …": a long list of
// heaps or moves in a reply, or what a user typed.
func Shorten(s string, max int) string {
	if len(s) <= max {
		return s
	}
	cut := strings.LastIndexByte(s[:max], ' ')
	if cut < 0 {
		cut = max
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
	}
	return s[:cut] + " …"
}
