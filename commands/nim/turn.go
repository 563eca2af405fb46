package nim

import (
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
)

// A game's turn time: /nim start's turn option, in minutes, which the host sets for the game. A move means
// reading the board and using two menus, which someone on a screen reader or typing slowly cannot always
// do in the deployment's 2 minutes, and nobody at the table can give more time once the game is open: the
// host can open it with more. Without the option a game takes the deployment's setting
// (Config.TurnTimeout, KIBITZ_NIM_TURN_TIMEOUT). Either is kept with the game (Game.TurnTime) for its
// whole life and its rematches, so that a change of the setting does not change the turns of a game
// being played, and the lobby and the board say how long a turn lasts.
//
// Every player of the game has the same time, so a longer turn favours no side, and a game ranks as it
// would otherwise. What the rules of ranked games take from the turn time holds for every value: a turn
// is at most maxTurnMinutes, within the 15 minutes an interaction token lasts (commands.TokenLife), so the
// move that starts a turn can still show its timeout, and far within settleAfter (timer.go); the daily cap
// of a table counts games, not time.

// maxTurnMinutes is the longest turn the option gives, the longest KIBITZ_NIM_TURN_TIMEOUT takes too.
const maxTurnMinutes = 10

// turnOption is /nim start's turn option.
func turnOption() router.Option {
	one := 1.0
	return router.Option{
		Type:        discordgo.ApplicationCommandOptionInteger,
		Name:        i18n.Text{En: "turn", Ko: "차례"},
		Description: i18n.Text{En: "Minutes a player has for each turn, 1 to 10 (default: kibitz's setting, usually 2)", Ko: "한 차례에 쓸 수 있는 시간(분), 1~10 (기본: kibitz 설정, 보통 2분)"},
		MinValue:    &one,
		MaxValue:    maxTurnMinutes,
	}
}

// turnOf is the turn time /nim start opens a game with: the turn option's minutes, else the deployment's.
func (c *Command) turnOf(req *router.Request) time.Duration {
	if m, ok := req.Int("turn"); ok {
		return time.Duration(m) * time.Minute // 1 to maxTurnMinutes: the router checked it (router/limits.go)
	}
	return c.TurnTimeout
}

// turnTime is how long each turn of g lasts: its own turn time, else, for a game stored before games kept
// one, the deployment's, as it was then.
func (c *Command) turnTime(g *Game) time.Duration {
	if g.TurnTime <= 0 {
		return c.TurnTimeout
	}
	return g.TurnTime
}

// turnLines are the lines about the turn time after the rules: in the lobby, the turn time, what running
// out of it does, and when a turn waits for a press; in play, the turn time (the status line has the
// deadline); nothing once the game is over.
func (c *Command) turnLines(g *Game, lang i18n.Lang) string {
	each := msgTurnsEach.F(lang, i18n.Duration(c.turnTime(g)))
	switch g.Phase {
	case phaseLobby:
		return " " + each + " " + msgTurnRules.F(lang, i18n.Duration(commands.TokenLife))
	case phasePlaying:
		return " " + each
	}
	return ""
}

var (
	// msgTurnsEach is the game's turn time (Command.turnTime), in the lobby and on the board.
	msgTurnsEach = i18n.Text{En: "Turns: %s each.", Ko: "한 차례는 %s입니다."}
	// msgTurnRules follows it in the lobby: what running out of time does, and the one case a turn's clock
	// does not run: a turn that starts when kibitz can no longer edit the game's message waits for the next
	// press (timer.go, waitUnshown), after how long kibitz may still update the message after a press
	// (commands.TokenLife); the board says so when it happens. It names no kibitz: a lobby without kibitz
	// as a player does not.
	msgTurnRules = i18n.Text{
		En: "A player who runs out of time is out of the game and loses, as one who leaves. After %s without a press on this message, the next turn starts at the next press.",
		Ko: "시간을 넘기면 나간 것과 같이 게임에서 빠지며 패배로 기록됩니다. 이 메시지의 버튼이 %s 동안 눌리지 않으면, 다음 차례는 다음에 버튼을 누를 때 시작됩니다.",
	}
)
