// Package all is the list of kibitz's games: the one place that imports every game's package, so that
// package commands, which the games import, never has to (docs/architecture.md §2). /help lists the
// commands in this order.
package all

import (
	"kibitz/commands"
	"kibitz/commands/help"
	"kibitz/commands/knight"
	"kibitz/commands/kpk"
	"kibitz/commands/sudoku"
	"kibitz/commands/tictactoe"
	"kibitz/commands/wordle"
	"kibitz/router"
)

// Register adds every game to the mux, then /help, and returns their background work, which the bot
// runs beside its transport (Commands.Background). A game gets the shared commands.Env and its own
// settings out of d; games still in package commands take d whole.
func Register(m *router.Mux, d commands.Deps) *commands.Commands {
	return commands.RegisterAll(m,
		tictactoe.New(d.Env(), tictactoe.Config{BotUserID: d.BotUserID}),
		sudoku.New(d.Env(), sudoku.Config{}),
		knight.New(d.Env(), knight.Config{}),
		kpk.New(d.Env(), kpk.Config{}),
		wordle.New(d.Env(), wordle.Config{Dictionary: d.Wordle, DailySecret: d.DailySecret}),
		commands.Nim(d),
		commands.Grundy(d),
		help.New(), // last: it lists the commands registered before it
	)
}
