// Package tictactoe is /tictactoe: its definition in English and Korean, its routes and handlers, the
// games' session logic, its settings (Config) and its messages. It registers through commands.Game, and
// commands/all lists it. In this package, tictactoe.X names the solver, kibitz/solvers/tictactoe.
package tictactoe

import (
	"math/rand/v2"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/tictactoe"
)

// /tictactoe play [opponent] [first] [difficulty] and /tictactoe analyze board.
//
// A game is a message with a 3x3 grid of buttons, updated in place after every move. Against kibitz the
// reply move is made in the same update, so the grid never shows kibitz "thinking"; kibitz plays at the
// game's difficulty (solvers/tictactoe's levels). A game against a user starts as a challenge that pings
// them with Accept and Decline (the challenger may Cancel), and expires after challengeLife; the board
// appears once they accept (challenge.go). A player who lets Config.TurnTimeout pass on a move forfeits
// (timer.go). A finished game records each human player's result (commands.Env.Record) and offers a
// rematch. The game record lives under "ttt:<id>" for 24 hours after the last change.

const (
	cellRoute    = "ttt1/{game}/{cell}"
	rematchRoute = "ttt1/{game}/rematch"
	acceptRoute  = "ttt1/{game}/accept"
	declineRoute = "ttt1/{game}/decline"
	cancelRoute  = "ttt1/{game}/cancel"
	idle         = 24 * time.Hour

	// challengeLife is how long a challenge waits for its opponent's answer.
	challengeLife = 5 * time.Minute
	// resultGame names tic-tac-toe in the results (commands.Result.Game).
	resultGame = "tictactoe"
)

// DefaultTurnTimeout is how long a player may take over a move when Config.TurnTimeout is zero
// (KIBITZ_TTT_TURN_TIMEOUT unset).
const DefaultTurnTimeout = 10 * time.Minute

// Config is what /tictactoe alone needs to know.
type Config struct {
	// BotUserID is kibitz's own user id, when known, so "/tictactoe play opponent:@kibitz" means kibitz.
	BotUserID string
	// TurnTimeout is how long a player may take over a move before forfeiting the game
	// (KIBITZ_TTT_TURN_TIMEOUT). Zero means DefaultTurnTimeout.
	TurnTimeout time.Duration
	// Seed returns the seed of kibitz's blunders in a new game (Game.Seed). Nil means a random one;
	// tests fix it, so that kibitz's moves at easy and medium repeat.
	Seed func() uint64
}

// Command is /tictactoe, ready to register (commands.Game).
type Command struct {
	commands.Env
	Config
	pictures *render.PNGCache // final boards: games against kibitz end in a few positions again and again
}

// New is /tictactoe on env (its nil fields filled in by commands.Env.WithDefaults) with cfg (its zero
// fields given their defaults).
func New(env commands.Env, cfg Config) *Command {
	if cfg.TurnTimeout <= 0 {
		cfg.TurnTimeout = DefaultTurnTimeout
	}
	if cfg.Seed == nil {
		cfg.Seed = rand.Uint64
	}
	return &Command{Env: env.WithDefaults(), Config: cfg, pictures: render.NewPNGCache(commands.PictureCacheSize)}
}

func gameKey(id string) string { return "ttt:" + id }

// names are the names of /tictactoe play, shared by the definition and the hint after a refused opponent,
// which writes the user's command again (hintKibitz), so that the hint names them as the reader's Discord
// client shows them (i18n.Name).
var names = struct{ command, play i18n.Text }{
	command: i18n.Name(i18n.Text{En: "tictactoe", Ko: "틱택토"}),
	play:    i18n.Name(i18n.Text{En: "play", Ko: "대국"}),
}

// playOptions are the options of /tictactoe play.
func playOptions() []router.Option {
	return []router.Option{{
		Type:        discordgo.ApplicationCommandOptionUser,
		Name:        i18n.Text{En: "opponent", Ko: "상대"},
		Description: i18n.Text{En: "Who you challenge (kibitz when left out)", Ko: "도전할 상대 (비우면 kibitz)"},
		WithOthers:  true,
	}, {
		Type:        discordgo.ApplicationCommandOptionString,
		Name:        i18n.Text{En: "first", Ko: "선공"},
		Description: i18n.Text{En: "Who moves first and plays X", Ko: "먼저 두고 X를 맡을 사람"},
		Choices: []router.Choice{
			{Name: i18n.Text{En: "me", Ko: "나"}, Value: "me"},
			{Name: i18n.Text{En: "opponent", Ko: "상대"}, Value: "opponent"},
			{Name: i18n.Text{En: "random", Ko: "무작위"}, Value: "random"},
		},
	}, {
		Type:        discordgo.ApplicationCommandOptionString,
		Name:        i18n.Text{En: "difficulty", Ko: "난이도"},
		Description: i18n.Text{En: "How well kibitz plays (perfect when left out)", Ko: "kibitz의 실력 (비우면 완벽)"},
		Choices: []router.Choice{
			{Name: levelNames[tictactoe.Easy], Value: string(tictactoe.Easy)},
			{Name: levelNames[tictactoe.Medium], Value: string(tictactoe.Medium)},
			{Name: levelNames[tictactoe.Perfect], Value: string(tictactoe.Perfect)},
		},
	}, commands.DisplayOption()}
}

// Register adds /tictactoe and its buttons to m.
func (c *Command) Register(m *router.Mux) {
	m.Command(router.Command{
		Name:        names.command,
		Description: i18n.Text{En: "Tic-tac-toe: play kibitz or a friend, or analyze a board", Ko: "틱택토: kibitz나 친구와 두거나 판을 분석합니다"},
		Subcommands: []router.Subcommand{{
			Name:        names.play,
			Description: i18n.Text{En: "Start a game on a 3x3 button grid", Ko: "3x3 버튼 판에서 게임을 시작합니다"},
			Example:     "/tictactoe play difficulty:medium first:random",
			Handler:     c.play,
			Options:     playOptions(),
		}, {
			Name:        i18n.Text{En: "analyze", Ko: "분석"},
			Description: i18n.Text{En: "The value of every move in a position", Ko: "한 국면에서 모든 수의 가치를 보여 줍니다"},
			Example:     "/tictactoe analyze board:X.O......",
			Handler:     c.analyze,
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "board", Ko: "판"},
				Description: i18n.Text{En: "9 cells row by row: X, O or . (e.g. X.O......)", Ko: "한 줄씩 9칸: X, O 또는 . (예: X.O......)"},
				Required:    true,
				MaxLength:   64,
			}, commands.DisplayOption()},
		}},
	})
	m.Component(cellRoute, c.move)
	m.Component(rematchRoute, c.rematch)
	m.Component(acceptRoute, c.answer(accept))
	m.Component(declineRoute, c.answer(decline))
	m.Component(cancelRoute, c.answer(cancel))
}
