// Package tictactoe is /tictactoe: its definition in English and Korean, its routes and handlers, the
// games' session logic, its settings (Config) and its messages. It registers through commands.Game, and
// commands/all lists it. In this package, tictactoe.X names the solver, kibitz/solvers/tictactoe.
package tictactoe

import (
	"context"
	"fmt"
	"math/rand/v2"
	"strconv"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/tictactoe"
	"kibitz/storage"
)

// /tictactoe play [opponent] [first] and /tictactoe analyze board.
//
// A game is a message with a 3x3 grid of buttons, updated in place after every move. Against kibitz the
// reply move is made in the same update, so the grid never shows kibitz "thinking". The game record lives
// under "ttt:<id>" for 24 hours after the last move.

const (
	cellRoute    = "ttt1/{game}/{cell}"
	rematchRoute = "ttt1/{game}/rematch"
	idle         = 24 * time.Hour
)

// Config is what /tictactoe alone needs to know.
type Config struct {
	// BotUserID is kibitz's own user id, when known, so "/tictactoe play opponent:@kibitz" means kibitz.
	BotUserID string
}

// Command is /tictactoe, ready to register (commands.Game).
type Command struct {
	commands.Env
	Config
	pictures *render.PNGCache // final boards: games against kibitz end in a few positions again and again
}

// New is /tictactoe on env (its nil fields filled in by commands.Env.WithDefaults) with cfg.
func New(env commands.Env, cfg Config) *Command {
	return &Command{Env: env.WithDefaults(), Config: cfg, pictures: render.NewPNGCache(commands.PictureCacheSize)}
}

// Game is a game as stored.
type Game struct {
	ID    string `json:"id"`
	Board string `json:"board"` // canonical 9-character form
	X     string `json:"x"`     // user id of X; "" is kibitz
	O     string `json:"o"`     // user id of O; "" is kibitz
	Moves []int  `json:"moves,omitempty"`
	// View is how the finished board is shown (commands.Show): the display option of /tictactoe play,
	// else the starter's default; "" (games stored before it) is the picture.
	View commands.View `json:"view,omitempty"`
	// Rematch is the id of the game the rematch button started, so that a second press (or both players
	// pressing at once) does not start a second one.
	Rematch string `json:"rematch,omitempty"`
}

// schema is the version of Game's stored layout (storage.Versioned). Bump it, with a MigrateFrom,
// when a change would make games stored before it decode wrongly.
const schema = 1

func (Game) SchemaVersion() int { return schema }

// Validate checks a game read from the store (storage.Validator): its board must parse, which board()
// relies on. A game that fails is reported as unreadable instead of playing on from an empty board.
func (g *Game) Validate() error {
	_, err := tictactoe.Parse(g.Board)
	return err
}

func (g *Game) board() tictactoe.Board {
	b, _ := tictactoe.Parse(g.Board) // stored boards were valid when written
	return b
}

func (g *Game) player(m tictactoe.Mark) string {
	if m == tictactoe.X {
		return g.X
	}
	return g.O
}

func (g *Game) vsKibitz() bool { return g.X == "" || g.O == "" }

// Register adds /tictactoe and its buttons to m.
func (t *Command) Register(m *router.Mux) {
	m.Command(router.Command{
		Name:        i18n.Text{En: "tictactoe", Ko: "틱택토"},
		Description: i18n.Text{En: "Tic-tac-toe: play kibitz or a friend, or analyze a board", Ko: "틱택토: kibitz나 친구와 두거나 판을 분석합니다"},
		Subcommands: []router.Subcommand{{
			Name:        i18n.Text{En: "play", Ko: "대국"},
			Description: i18n.Text{En: "Start a game on a 3x3 button grid", Ko: "3x3 버튼 판에서 게임을 시작합니다"},
			Example:     "/tictactoe play opponent:@friend first:random",
			Handler:     t.play,
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionUser,
				Name:        i18n.Text{En: "opponent", Ko: "상대"},
				Description: i18n.Text{En: "Who you play against (kibitz when left out)", Ko: "상대할 사람 (비우면 kibitz)"},
			}, {
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "first", Ko: "선공"},
				Description: i18n.Text{En: "Who moves first and plays X", Ko: "먼저 두고 X를 맡을 사람"},
				Choices: []router.Choice{
					{Name: i18n.Text{En: "me", Ko: "나"}, Value: "me"},
					{Name: i18n.Text{En: "opponent", Ko: "상대"}, Value: "opponent"},
					{Name: i18n.Text{En: "random", Ko: "무작위"}, Value: "random"},
				},
			}, commands.DisplayOption()},
		}, {
			Name:        i18n.Text{En: "analyze", Ko: "분석"},
			Description: i18n.Text{En: "The value of every move in a position", Ko: "한 국면에서 모든 수의 가치를 보여 줍니다"},
			Example:     "/tictactoe analyze board:X.O......",
			Handler:     t.analyze,
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "board", Ko: "판"},
				Description: i18n.Text{En: "9 cells row by row: X, O or . (e.g. X.O......)", Ko: "한 줄씩 9칸: X, O 또는 . (예: X.O......)"},
				Required:    true,
				MaxLength:   64,
			}, commands.DisplayOption()},
		}},
	})
	m.Component(cellRoute, t.move)
	m.Component(rematchRoute, t.rematch)
}

// play starts a game.
func (t *Command) play(ctx context.Context, req *router.Request) (*router.Response, error) {
	me := req.User.ID
	opp := ""
	if u := req.UserOption("opponent"); u != nil && !t.isKibitz(req, u.ID) {
		switch {
		case u.ID == me:
			return nil, router.Fail(router.Invalid, msgSelf).WithHint(hintPlayKibitz)
		case u.Bot:
			return nil, router.Fail(router.Invalid, msgBot.Format(commands.Mention(u.ID))).WithHint(hintPlayKibitz)
		}
		opp = u.ID
	}
	meFirst := true
	switch req.String("first") {
	case "opponent":
		meFirst = false
	case "random":
		meFirst = rand.IntN(2) == 0
	}
	g := &Game{ID: t.NewID(), Board: tictactoe.Board{}.String(), X: me, O: opp, View: t.ViewOf(ctx, req)}
	if !meFirst {
		g.X, g.O = opp, me
	}
	t.kibitzMoves(g)
	if err := storage.PutJSON(ctx, t.Store, "ttt:"+g.ID, idle, g); err != nil {
		return nil, err
	}
	return t.view(g, req.Lang, false)
}

// isKibitz reports whether userID is kibitz itself: the configured bot user id, or the application the
// interaction was sent to, since a bot user's id is its application's id. The second works without
// DISCORD_APP_ID, and in the console, whose kibitz has an id of its own. Either may be unknown (""), and
// an empty id is nobody: it must not match an unknown one.
func (t *Command) isKibitz(req *router.Request, userID string) bool {
	if userID == "" {
		return false
	}
	return userID == t.BotUserID || req.Interaction != nil && userID == req.Interaction.AppID
}

// kibitzMoves plays kibitz's move when it is kibitz's turn.
func (t *Command) kibitzMoves(g *Game) {
	b := g.board()
	if b.Over() || g.player(b.ToMove()) != "" {
		return
	}
	best, ok := tictactoe.Best(b)
	if !ok {
		return
	}
	b, _ = b.Play(best.Cell)
	g.Board = b.String()
	g.Moves = append(g.Moves, best.Cell)
}

// move handles a press on a cell.
func (t *Command) move(ctx context.Context, req *router.Request) (*router.Response, error) {
	cell, err := strconv.Atoi(req.Params["cell"])
	if err != nil || cell < 1 || cell > 9 {
		return nil, router.Fail(router.Invalid, msgBadCell)
	}
	me := req.User.ID
	g, err := storage.UpdateJSON(ctx, t.Store, "ttt:"+req.Params["game"], idle, func(g *Game) (*Game, error) {
		if g == nil {
			return nil, router.Fail(router.NotFound, msgExpired).WithHint(hintNew)
		}
		b := g.board()
		switch {
		case me != g.X && me != g.O:
			return nil, router.Fail(router.Forbidden, msgNotYourGame.Format(t.name(g.X), t.name(g.O))).WithHint(hintOwnGame)
		case b.Over():
			return nil, router.Fail(router.Conflict, msgOver).WithHint(hintRematch)
		case g.player(b.ToMove()) != me:
			return nil, router.Fail(router.Forbidden, msgNotYourTurn.Format(t.name(g.player(b.ToMove()))))
		}
		nb, ok := b.Play(cell - 1)
		if !ok {
			return nil, router.Fail(router.Conflict, msgTaken.Format(cell))
		}
		g.Board = nb.String()
		g.Moves = append(g.Moves, cell-1)
		t.kibitzMoves(g)
		return g, nil
	})
	if err != nil {
		return nil, err
	}
	return t.view(g, req.Lang, true)
}

// rematch starts a new game between the same players, colours swapped. The finished game records the
// rematch it started, with compare-and-set, so that it starts only once however often (and however
// simultaneously) its button is pressed.
func (t *Command) rematch(ctx context.Context, req *router.Request) (*router.Response, error) {
	me := req.User.ID
	newID := t.NewID()
	old, err := storage.UpdateJSON(ctx, t.Store, "ttt:"+req.Params["game"], idle, func(g *Game) (*Game, error) {
		switch {
		case g == nil:
			return nil, router.Fail(router.NotFound, msgExpired).WithHint(hintNew)
		case me != g.X && me != g.O:
			return nil, router.Fail(router.Forbidden, msgOnlyPlayersRematch).WithHint(hintOwnGame)
		case !g.board().Over():
			return nil, router.Fail(router.Conflict, msgNotOver)
		case g.Rematch != "":
			return nil, router.Fail(router.Conflict, msgRematchStarted)
		}
		g.Rematch = newID
		return g, nil
	})
	if err != nil {
		return nil, err
	}
	g := &Game{ID: newID, Board: tictactoe.Board{}.String(), X: old.O, O: old.X, View: old.View}
	t.kibitzMoves(g)
	if err := storage.PutJSON(ctx, t.Store, "ttt:"+g.ID, idle, g); err != nil {
		return nil, err
	}
	return t.view(g, req.Lang, false)
}

// name is how a player appears in messages.
func (t *Command) name(userID string) string {
	if userID == "" {
		return "kibitz"
	}
	return commands.Mention(userID)
}

// view is the game's message: the status line, the button grid, and at the end a rematch button and the
// final board in the game's view (a picture unless the game asked for emoji or text).
func (t *Command) view(g *Game, lang i18n.Lang, update bool) (*router.Response, error) {
	b := g.board()
	header := fmt.Sprintf("**X** %s  vs  **O** %s", t.name(g.X), t.name(g.O))
	var status string
	switch w := b.Winner(); {
	case w != tictactoe.Empty && g.player(w) == "":
		status = msgKibitzWins.In(lang)
	case w != tictactoe.Empty:
		status = msgWin.F(lang, t.name(g.player(w)))
	case b.Full():
		status = msgDraw.In(lang)
	default:
		status = msgTurn.F(lang, t.name(g.player(b.ToMove())), b.ToMove())
	}
	resp := &router.Response{Content: header + "\n" + status, Update: update}
	over := b.Over()
	for row := range 3 {
		var buttons []discordgo.MessageComponent
		for col := range 3 {
			i := row*3 + col
			btn := discordgo.Button{
				CustomID: router.ID(cellRoute, g.ID, strconv.Itoa(i+1)),
				Label:    strconv.Itoa(i + 1),
				Style:    discordgo.SecondaryButton,
				Disabled: over,
			}
			switch b[i] {
			case tictactoe.X:
				btn.Label, btn.Style, btn.Disabled = "X", discordgo.PrimaryButton, true
			case tictactoe.O:
				btn.Label, btn.Style, btn.Disabled = "O", discordgo.DangerButton, true
			}
			buttons = append(buttons, btn)
		}
		resp.Components = append(resp.Components, discordgo.ActionsRow{Components: buttons})
	}
	if over {
		resp.Components = append(resp.Components, discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{CustomID: router.ID(rematchRoute, g.ID), Label: msgRematch.In(lang), Style: discordgo.SuccessButton},
		}})
		if _, err := commands.Show(resp, lang, g.View, t.board(b, nil, lang)); err != nil {
			return nil, err
		}
	}
	return resp, nil
}

// analyze shows the value of every move, on the board in the view asked for (commands.Show).
func (t *Command) analyze(ctx context.Context, req *router.Request) (*router.Response, error) {
	b, err := tictactoe.Parse(req.String("board"))
	if err != nil {
		return nil, inputError(err)
	}
	r, err := tictactoe.Solve(ctx, b, tictactoe.Options{})
	if err != nil {
		return nil, inputError(err)
	}
	view := t.ViewOf(ctx, req)
	resp := &router.Response{}
	if r.Over {
		result := msgDraw.In(req.Lang)
		if r.Winner != tictactoe.Empty {
			result = msgMarkWins.F(req.Lang, r.Winner.String())
		}
		resp.Content = msgFinished.F(req.Lang, result)
		if _, err := commands.Show(resp, req.Lang, view, t.board(b, nil, req.Lang)); err != nil {
			return nil, err
		}
		return resp, nil
	}
	resp.Content = msgAnalysisTitle.F(req.Lang, b.ToMove(), valueText(r.Value))
	shown, err := commands.Show(resp, req.Lang, view, t.board(b, &r, req.Lang))
	if err != nil {
		return nil, err
	}
	if shown == commands.ViewImage {
		resp.Content += "\n" + pictureLegend(b, &r, req.Lang)
	}
	return resp, nil
}
