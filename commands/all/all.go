// Package all is the list of kibitz's games: the one place that imports every game's package, so that
// package commands, which the games import, never has to (docs/architecture.md §2). /help lists the
// commands in this order; /leaderboard, /stats and /help show the rankings the games declare
// (commands.ScoredGame), and `kibitz solve` runs the batch forms they declare (commands.BatchGame).
package all

import (
	"cmp"
	"context"
	"log/slog"
	"slices"
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
	// DailySecret is mixed into the choice of the daily puzzles, Wordle's word and Sudoku's grid
	// (KIBITZ_DAILY_SECRET). Empty: one is generated on first use and kept in the store, so every replica
	// makes the same ones (commands.Env.Secret).
	DailySecret string
	// WordleAnswersFile and WordleGuessesFile are the files WORDLE_ANSWERS_FILE and WORDLE_GUESSES_FILE
	// name, "" for none: the defaults of `kibitz solve wordle`'s --answers and --guesses. The bot loads
	// them into Wordle.
	WordleAnswersFile, WordleGuessesFile string
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
	// one Env for every game, so that they share one reading of the daily secret
	env := commands.Env{Store: c.Store, Log: c.Log, NewID: c.NewID, Now: c.Now, Messenger: c.Messenger,
		DailySecret: c.DailySecret}.WithDefaults()
	return register(m, env, c.games(env))
}

// register adds games to the mux, then what is read off them: /leaderboard and /stats, /help.
func register(m *router.Mux, env commands.Env, games []commands.Game) *commands.Commands {
	return commands.RegisterAll(m, append(games,
		leaderboard.New(env, leaderboard.Config{Scorings: commands.Scorings(games...), Own: commands.PlaceRankingsOf(games...)}),
		settings.New(env, settings.Config{Games: games}),
		help.New(), // last: it lists the commands registered before it
	)...)
}

// Forget deletes what kibitz keeps about user with every game (commands.Env.Forget): `kibitz forget`,
// the same deletion as /settings forget.
func Forget(ctx context.Context, c Config, user string) (commands.Forgotten, error) {
	env := commands.Env{Store: c.Store, Log: c.Log, Now: c.Now}.WithDefaults()
	return env.Forget(ctx, user, c.games(env))
}

// Batches are the kinds of `kibitz solve` the games declare (commands.BatchGame), in the order `kibitz
// solve -h` lists them (see solveOrder). They need no store: c's environment is left out.
func Batches(c Config) []commands.Batch {
	return batches(c.games(commands.Env{}))
}

// batches are the kinds games declare, those solveOrder names first.
func batches(games []commands.Game) []commands.Batch {
	kinds := commands.Batches(games...)
	rank := func(b commands.Batch) int {
		if i := slices.Index(solveOrder, b.Name); i >= 0 {
			return i
		}
		return len(solveOrder)
	}
	slices.SortStableFunc(kinds, func(a, b commands.Batch) int { return cmp.Compare(rank(a), rank(b)) })
	return kinds
}

// solveOrder is the order in which `kibitz solve -h` has listed its kinds since before the games declared
// them, kept so that its text does not change under the scripts that read it. A game need not be named
// here: the kinds it does not name follow, in the games' order.
var solveOrder = []string{"sudoku", "knight", "kpk", "tictactoe", "nim", "subtraction", "divisor", "dagame", "wordle"}

// games are kibitz's games, in /help's order, each on env with its own settings from c. Adding a game is
// adding it here: /help, /leaderboard, /stats and `kibitz solve` find it through the interfaces it
// implements.
func (c Config) games(env commands.Env) []commands.Game {
	// /grundy declines the positions of ranked Nim games in progress as /nim analyze does, by asking /nim.
	nimGame := nim.New(env, nim.Config{TurnTimeout: c.NimTurnTimeout})
	return []commands.Game{
		tictactoe.New(env, tictactoe.Config{BotUserID: c.BotUserID, TurnTimeout: c.TTTTurnTimeout}),
		sudoku.New(env, sudoku.Config{}),
		knight.New(env, knight.Config{}),
		kpk.New(env, kpk.Config{}),
		wordle.New(env, wordle.Config{Dictionary: c.Wordle,
			AnswersFile: c.WordleAnswersFile, GuessesFile: c.WordleGuessesFile}),
		nimGame,
		grundy.New(env, grundy.Config{Nim: nimGame}),
	}
}
