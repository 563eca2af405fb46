// Package all is the list of kibitz's games: the one place that imports every game's package, so that
// package commands, which the games import, never has to (docs/architecture.md §2). /help lists the
// commands in this order.
package all

import (
	"log/slog"
	"time"

	"kibitz/commands"
	"kibitz/commands/grundy"
	"kibitz/commands/help"
	"kibitz/commands/knight"
	"kibitz/commands/kpk"
	"kibitz/commands/leaderboard"
	"kibitz/commands/nim"
	"kibitz/commands/settings"
	"kibitz/commands/sudoku"
	"kibitz/commands/tictactoe"
	"kibitz/commands/wordle"
	"kibitz/router"
	solverwordle "kibitz/solvers/wordle"
	"kibitz/storage"
)

// Config is what the bot knows that the games need: the environment they share, and the settings that
// Register hands to each game as that game's own Config, so that no game sees another's settings.
type Config struct {
	Store storage.Store
	Log   *slog.Logger
	// NewID returns a fresh random identifier for a game (short, URL-safe). Nil means crypto/rand.
	NewID func() string
	// Now returns the current time. Nil means time.Now.
	Now func() time.Time
	// Messenger edits a game's message when something happens outside any interaction (a turn timer
	// running out). Nil: such events show at the next press instead.
	Messenger router.Messenger

	// BotUserID is kibitz's own user id, when known, so "/tictactoe play opponent:@kibitz" means kibitz.
	BotUserID string
	// Wordle is the word list of the Wordle commands. Nil means the embedded original lists.
	Wordle *solverwordle.Dictionary
	// DailySecret is mixed into the choice of the daily Wordle word (KIBITZ_DAILY_SECRET). Empty: one is
	// generated on first use and kept in the store, so every replica picks the same word.
	DailySecret string
	// NimTurnTimeout is how long a Nim player may take over a turn before the game moves on. Zero means
	// nim.DefaultTurnTimeout.
	NimTurnTimeout time.Duration
	// TTTTurnTimeout is how long a tic-tac-toe player may take over a move before forfeiting. Zero means
	// tictactoe.DefaultTurnTimeout.
	TTTTurnTimeout time.Duration
}

// Register adds every game to the mux, then /leaderboard and /stats with the rankings the games declare
// (commands.ScoredGame), then /help, and returns their background work, which the bot runs beside its
// transport (Commands.Background).
func Register(m *router.Mux, c Config) *commands.Commands {
	env := commands.Env{Store: c.Store, Log: c.Log, NewID: c.NewID, Now: c.Now, Messenger: c.Messenger}
	games := []commands.Game{
		tictactoe.New(env, tictactoe.Config{BotUserID: c.BotUserID, TurnTimeout: c.TTTTurnTimeout}),
		sudoku.New(env, sudoku.Config{}),
		knight.New(env, knight.Config{}),
		kpk.New(env, kpk.Config{}),
		wordle.New(env, wordle.Config{Dictionary: c.Wordle, DailySecret: c.DailySecret}),
		nim.New(env, nim.Config{TurnTimeout: c.NimTurnTimeout}),
		grundy.New(env, grundy.Config{}),
	}
	return commands.RegisterAll(m, append(games,
		leaderboard.New(env, leaderboard.Config{Scorings: commands.Scorings(games...)}),
		settings.New(env, settings.Config{}),
		help.New(), // last: it lists the commands registered before it
	)...)
}
