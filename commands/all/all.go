// Package all is the list of kibitz's games: the one place that imports every game's package, so that
// package commands, which the games import, never has to (docs/architecture.md §2). /help lists the
// commands in this order.
package all

import (
	"kibitz/commands"
	"kibitz/commands/grundy"
	"kibitz/commands/nim"
	"kibitz/commands/tictactoe"
	"kibitz/router"
)

// Register adds every game to the mux, then /help, and returns their background work, which the bot
// runs beside its transport (Commands.Background). A game gets the shared commands.Env and its own
// settings out of d; games still in package commands take d whole.
func Register(m *router.Mux, d commands.Deps) *commands.Commands {
	return commands.RegisterAll(m,
		tictactoe.New(d.Env(), tictactoe.Config{BotUserID: d.BotUserID}),
		commands.Sudoku(d),
		commands.Knight(d),
		commands.KPK(d),
		commands.Wordle(d),
		nim.New(d.Env(), nim.Config{TurnTimeout: d.NimTurnTimeout}),
		grundy.New(d.Env(), grundy.Config{}),
	)
}
