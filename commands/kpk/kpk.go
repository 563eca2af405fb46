// Package kpk is /kpk: its definition in English and Korean, its routes and handlers, the games against
// the tablebase, its settings (Config) and its messages (messages.go, errors.go), which also word
// the error lines of `kibitz solve kpk` (SolveError). It registers through commands.WarmingGame, and commands/all
// lists it. In this package, kpk.X names the solver, kibitz/solvers/kpk.
package kpk

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/render"
	"kibitz/router"
	"kibitz/solvers/kpk"
)

// /kpk analyze position and /kpk play position [side].
//
// Both read a position as FEN or in the short form ("Ke1 Pe2 ke8 w"): king and pawn against king, or what
// such a game turns into (K+Q v K, K+R v K, K+B v K, K+N v K, K v K); /kpk analyze also reads a game in PGN
// with its FEN tag, played out to its last position (readPosition). The answers come from kpk's tablebase,
// built on the first call (10-20 ms) and looked up in microseconds after that.
//
// The analysis is stateless: its "Show the whole line" button carries the position itself in the custom_id
// ("kpk1/line/Ke1Pe2ke8w", with the FEN's counters after it when they are not "0 1":
// "kpk1/line/Ke1Pe2ke8w/3/40"), checked again when pressed, and replies privately with the optimal line as an
// animated GIF, so that everyone in the channel can replay it without a new public message per press. A
// game (play.go; take-backs in takeback.go, draw claims in claim.go, resigning in resign.go, its PGN at
// the end in pgn.go) lives under "kpk:<id>" for 24 hours after the last move.

const (
	lineRoute   = "kpk1/line/{pos}"
	moveRoute   = "kpk1/move/{game}/{ply}/{menu}"
	resignRoute = "kpk1/resign/{game}" // asks first (askResign)
	sureRoute   = "kpk1/resign/{game}/sure"
	keepRoute   = "kpk1/keep/{game}"
	backRoute   = "kpk1/back/{game}/{ply}"
	claimRoute  = "kpk1/claim/{game}/{ply}"
	againRoute  = "kpk1/again/{pos}/{side}"
	idle        = 24 * time.Hour // a game's time to live after its last move, under gameKey

	// The line and Again of a position whose FEN has its own counters (kpk.Counters): the halfmove
	// clock and the fullmove number follow the position, so that the line is numbered from its move
	// and Again keeps them. The routes above are the buttons of positions at move 1, and of messages
	// drawn before counters were kept.
	lineAtRoute  = "kpk1/line/{pos}/{half}/{full}"
	againAtRoute = "kpk1/again/{pos}/{side}/{half}/{full}"
	// againViewRoute is Again as drawn now: the counters, and the view the game was played in, which the
	// new game keeps (as a Nim rematch does) whoever presses; the two routes above serve older buttons.
	againViewRoute = "kpk1/again/{pos}/{side}/{half}/{full}/{view}"
)

// gameKey is the store key of a game.
func gameKey(id string) string { return "kpk:" + id }

// Config is what /kpk alone needs to know: nothing yet, since the tablebase is built in the process and
// the games need only commands.Env. It is there so that /kpk is built as every game is, New(env, cfg).
type Config struct{}

// Command is /kpk, ready to register (commands.WarmingGame).
type Command struct {
	commands.Env
	Config
	pictures *render.PNGCache // boards by position, last move and side: analyses and starts recur
	lines    *render.PNGCache // the line's GIFs by position and count: everyone in a channel may press one
}

// linesKept is how many of the line's GIFs a Command keeps: the longest is about 90 KB.
const linesKept = 64

// New is /kpk on env (its nil fields filled in by commands.Env.WithDefaults) with cfg.
func New(env commands.Env, cfg Config) *Command {
	return &Command{Env: env.WithDefaults(), Config: cfg, pictures: render.NewPNGCache(commands.PictureCacheSize),
		lines: render.NewPNGCache(linesKept)}
}

// Tables names what Warm builds (commands.WarmingGame).
func (c *Command) Tables() string { return "kpk tables" }

// Warm builds the tablebase (commands.WarmingGame), which the first /kpk otherwise waits for: 55 ms and
// 2.2 MB, measured as the first /kpk's extra time. It is not cut short by ctx: that is less than the time
// a stopping process gives its replies.
func (c *Command) Warm(ctx context.Context) error {
	kpk.Prepare()
	return nil
}

// Register adds /kpk, its buttons and its move menus to m.
func (c *Command) Register(m *router.Mux) {
	position := router.Option{
		Type:        discordgo.ApplicationCommandOptionString,
		Name:        i18n.Text{En: "position", Ko: "국면"},
		Description: i18n.Text{En: "FEN, or pieces like Ke1 Pe2 ke8 w (lower case black, side to move last)", Ko: "FEN 또는 Ke1 Pe2 ke8 w 같은 기물 목록 (소문자는 흑, 마지막은 둘 차례)"},
		Required:    true,
		MaxLength:   100,
	}
	// /kpk analyze also reads a game in PGN, which needs more room than a position.
	gamePosition := position
	gamePosition.Description = i18n.Text{En: "FEN, pieces like Ke1 Pe2 ke8 w, or a PGN game with a FEN tag (its last position)", Ko: "FEN, Ke1 Pe2 ke8 w 같은 기물 목록, 또는 FEN 태그가 있는 PGN 기보 (마지막 국면)"}
	gamePosition.MaxLength = maxPGN
	gamePosition.FreeText = true
	m.Command(router.Command{
		Name:        i18n.Text{En: "kpk", Ko: "킹폰킹"},
		Description: i18n.Text{En: "King and pawn against king: exact analysis and play against the tablebase", Ko: "킹과 폰 대 킹: 테이블베이스로 정확히 분석하고 대국합니다"},
		Subcommands: []router.Subcommand{{
			Name:        i18n.Text{En: "analyze", Ko: "분석"},
			Description: i18n.Text{En: "Win or draw, the distance to mate, the best move and the board", Ko: "승패, 메이트까지의 거리, 최선의 수와 판을 보여 줍니다"},
			Example:     "/kpk analyze position:Ke1 Pe2 ke8 w",
			Handler:     c.analyze,
			Options:     []router.Option{gamePosition, commands.DisplayOption()},
		}, {
			Name:        i18n.Text{En: "play", Ko: "대국"},
			Description: i18n.Text{En: "Play a position out against the tablebase, moves from a menu", Ko: "메뉴에서 수를 골라 테이블베이스와 끝까지 둡니다"},
			Example:     "/kpk play position:Kd1 Pe2 kd8 w side:black",
			Handler:     c.play,
			Options: []router.Option{position, {
				Type:        discordgo.ApplicationCommandOptionString,
				Name:        i18n.Text{En: "side", Ko: "편"},
				Description: i18n.Text{En: "The side you play (the side to move when left out)", Ko: "내가 둘 편 (비우면 둘 차례인 편)"},
				Choices: []router.Choice{
					{Name: i18n.Text{En: "white", Ko: "백"}, Value: "white"},
					{Name: i18n.Text{En: "black", Ko: "흑"}, Value: "black"},
					{Name: i18n.Text{En: "the pawn's side", Ko: "폰을 가진 편"}, Value: "pawn"},
					{Name: i18n.Text{En: "the lone king", Ko: "킹만 남은 편"}, Value: "defender"},
				},
			}, commands.DisplayOption()},
		}},
	})
	m.Component(lineRoute, c.line)
	m.Component(lineAtRoute, c.line)
	m.Component(moveRoute, c.move)
	m.Component(resignRoute, c.askResign)
	m.Component(sureRoute, c.resign)
	m.Component(keepRoute, c.keepPlaying)
	m.Component(backRoute, c.takeBack)
	m.Component(claimRoute, c.claim)
	m.Component(againRoute, c.again)
	m.Component(againAtRoute, c.again)
	m.Component(againViewRoute, c.again)
}

// maxPGN is how long a game in PGN /kpk analyze reads may be, in characters: the longest K+P v K game
// with best play is 55 plies, and its PGN with a few tags some 500 characters.
const maxPGN = 3000

// numberedMove is ply i of a line from a position where first is to move, with counters c, numbered as
// moveList numbers it: "49... Kxe5", "12. e5".
func numberedMove(c kpk.Counters, first kpk.Color, i int, san string) string {
	dots := ". "
	if (i+int(first))%2 == 1 {
		dots = "... "
	}
	return strconv.Itoa(c.MoveNumber(first, i)) + dots + san
}

// moveList numbers moves in SAN the usual way, from the fullmove number of the start's counters c:
// "1. e4 Kd7 2. Kd2", or "1... Kd7 2. Kd2" when Black moves first, "40... Kd7 41. Kd2" from move 40;
// skip leaves out that many plies at the start, shown as "…".
func moveList(c kpk.Counters, first kpk.Color, sans []string, skip int) string {
	var b strings.Builder
	if skip > 0 {
		b.WriteString("… ")
	}
	for i := skip; i < len(sans); i++ {
		n := c.MoveNumber(first, i)
		switch white := (i+int(first))%2 == 0; {
		case white:
			fmt.Fprintf(&b, "%d. ", n)
		case i == skip:
			fmt.Fprintf(&b, "%d... ", n)
		}
		b.WriteString(sans[i])
		b.WriteByte(' ')
	}
	return strings.TrimSpace(b.String())
}

// positionID writes a position for a custom_id: the short form without spaces, "Ke1Pe2ke8w", at most 10
// characters.
func positionID(p kpk.Position) string { return strings.ReplaceAll(p.Short(), " ", "") }

// parsePositionID reads what positionID wrote, and nothing else: anyone can send any custom_id, so
// the value must be 3-character pieces and a final w or b, name a legal position, and be written exactly as
// positionID would write it.
func parsePositionID(s string) (kpk.Position, bool) {
	if (len(s) != 7 && len(s) != 10) || (s[len(s)-1] != 'w' && s[len(s)-1] != 'b') {
		return kpk.Position{}, false
	}
	var b strings.Builder
	for i := 0; i+3 < len(s); i += 3 {
		b.WriteString(s[i : i+3])
		b.WriteByte(' ')
	}
	b.WriteByte(s[len(s)-1])
	p, err := kpk.Parse(b.String())
	if err != nil || positionID(p) != s {
		return kpk.Position{}, false
	}
	return p, true
}

// parseCountersID reads the counters a button carries in its half and full segments, as lineButton
// writes them: none (move 1), or whole numbers written as strconv writes them, the fullmove number from
// 1, both under 2*kpk.MaxCounter: a FEN's counters read below kpk.MaxCounter (clamped there), and the
// moves played or shown after it add a few hundred at most. Anything else is a forged button.
func parseCountersID(params map[string]string) (kpk.Counters, bool) {
	half, hasHalf := params["half"]
	full, hasFull := params["full"]
	if !hasHalf && !hasFull {
		return kpk.Counters{Fullmove: 1}, true
	}
	h, herr := strconv.Atoi(half)
	f, ferr := strconv.Atoi(full)
	if herr != nil || ferr != nil || strconv.Itoa(h) != half || strconv.Itoa(f) != full || h < 0 || f < 1 ||
		h >= 2*kpk.MaxCounter || f >= 2*kpk.MaxCounter {
		return kpk.Counters{}, false
	}
	return kpk.Counters{Halfmove: h, Fullmove: f}, true
}
