// Package settings is /settings: each user's defaults, kept in the store (commands.Prefs) and read by
// every game that shows a board: how boards are shown (picture, emoji or text) and Wordle's colours
// (high contrast, orange and blue, for colour-blind players); and what kibitz keeps about the user, shown
// and deleted on request (forget.go). Replies are private.
package settings

import (
	"context"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
)

// Config is what /settings alone needs to know: the games, whose data about a user /settings forget
// deletes (commands.Env.Forget).
type Config struct {
	Games []commands.Game
}

// Command is /settings, ready to register (commands.Game).
type Command struct {
	commands.Env
	Config
}

// New is /settings on env.
func New(env commands.Env, cfg Config) *Command {
	return &Command{Env: env.WithDefaults(), Config: cfg}
}

// Register implements commands.Game.
func (c *Command) Register(m *router.Mux) {
	m.Command(router.Command{
		Name:        i18n.Text{En: "settings", Ko: "설정"},
		Description: i18n.Text{En: "Your defaults: how boards are shown, Wordle's colours", Ko: "내 기본 설정: 판을 보여 주는 방식, 워들 색"},
		Private:     true,
		Subcommands: []router.Subcommand{{
			Name:        i18n.Text{En: "show", Ko: "보기"},
			Description: i18n.Text{En: "Your settings now", Ko: "지금 내 설정"},
			Example:     "/settings show",
			Handler:     c.show,
		}, {
			Name:        i18n.Text{En: "display", Ko: "표시"},
			Description: i18n.Text{En: "How boards are shown when a command does not say", Ko: "명령에서 따로 고르지 않을 때 판을 보여 줄 방식"},
			Example:     "/settings display view:emoji",
			Handler:     c.display,
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "view", Ko: "방식"},
				Description: i18n.Text{En: "picture, emoji grid or text", Ko: "그림, 이모지 격자 또는 텍스트"},
				Required:    true,
				Choices:     commands.ViewChoices(),
			}},
		}, {
			Name:        i18n.Text{En: "contrast", Ko: "대비"},
			Description: i18n.Text{En: "Wordle's colours for colour-blind players: orange and blue instead of green and yellow", Ko: "색을 구별하기 어려운 사람을 위한 워들 색: 초록과 노랑 대신 주황과 파랑"},
			Example:     "/settings contrast high:true",
			Handler:     c.contrast,
			Options: []router.Option{{
				Type:        discordgo.ApplicationCommandOptionBoolean,
				Name:        i18n.Text{En: "high", Ko: "높게"},
				Description: i18n.Text{En: "true: orange and blue, for colour-blind players; false: green and yellow", Ko: "true: 색을 구별하기 어려운 사람을 위한 주황과 파랑, false: 초록과 노랑"},
				Required:    true,
			}},
		}, {
			Name:        i18n.Text{En: "forget", Ko: "삭제"},
			Description: i18n.Text{En: "Delete what kibitz keeps about you: figures, settings, leaderboard entries", Ko: "kibitz가 나에 대해 보관하는 것 삭제: 기록, 설정, 순위표 항목"},
			Example:     "/settings forget",
			Handler:     c.forget,
		}},
	})
	m.Component(forgetRoute, c.confirm)
}

var (
	msgNow = i18n.Text{
		En: "Boards are shown as **%s** unless a command says otherwise (its `display` option). Wordle's colours: **%s**.",
		Ko: "명령의 `표시` 옵션으로 따로 고르지 않으면 판은 **%s** 보여 드립니다. 워들 색: **%s**.",
	}
	msgChanged = i18n.Text{En: "Saved.", Ko: "저장했습니다."}
	hintChange = i18n.Text{
		En: "Change them with /settings display and /settings contrast.",
		Ko: "/설정 표시, /설정 대비 명령으로 바꿀 수 있습니다.",
	}
	viewWords = map[commands.View]i18n.Text{
		commands.ViewImage: {En: "pictures", Ko: "그림으로"},
		commands.ViewEmoji: {En: "emoji grids", Ko: "이모지 격자로"},
		commands.ViewText:  {En: "text", Ko: "텍스트로"},
	}
	contrastWords = map[bool]i18n.Text{
		false: {En: "green and yellow", Ko: "초록과 노랑"},
		true:  {En: "high contrast, orange and blue", Ko: "고대비, 주황과 파랑"},
	}
)

func (c *Command) show(ctx context.Context, req *router.Request) (*router.Response, error) {
	p, err := commands.LoadPrefs(ctx, c.Store, req.User.ID)
	if err != nil {
		return nil, err // the router logs it with an incident id and says something went wrong
	}
	held, err := c.Holds(ctx, req.User.ID)
	if err != nil {
		return nil, err
	}
	resp := c.reply(req, false, p)
	resp.Content += "\n\n" + kept(req.Lang, held)
	return resp, nil
}

func (c *Command) display(ctx context.Context, req *router.Request) (*router.Response, error) {
	view := commands.View(req.String("view")) // one of the choices: the router checked it
	return c.change(ctx, req, func(p *commands.Prefs) { p.Display = view })
}

func (c *Command) contrast(ctx context.Context, req *router.Request) (*router.Response, error) {
	high, _ := req.Bool("high")
	return c.change(ctx, req, func(p *commands.Prefs) { p.HighContrast = high })
}

func (c *Command) change(ctx context.Context, req *router.Request, f func(*commands.Prefs)) (*router.Response, error) {
	p, err := commands.ChangePrefs(ctx, c.Store, req.User.ID, f)
	if err != nil {
		return nil, err // the router logs it with an incident id and says something went wrong
	}
	return c.reply(req, true, p), nil
}

// reply shows the settings as they are now, after "Saved." when they were just changed.
func (c *Command) reply(req *router.Request, saved bool, p commands.Prefs) *router.Response {
	view := p.Display
	if view == "" {
		view = commands.ViewImage
	}
	// Pictures, where kibitz may not attach files, are not shown here: the reply ends saying so.
	commands.NotePictures(req, view)
	text := msgNow.F(req.Lang, viewWords[view], contrastWords[p.HighContrast]) + "\n" + hintChange.In(req.Lang)
	if saved {
		text = msgChanged.In(req.Lang) + " " + text
	}
	return &router.Response{Content: text, Private: true}
}
