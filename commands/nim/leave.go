package nim

import (
	"context"
	"time"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
)

// Leave: out of the lobby, or of a game in play after a question (leave).

// leave takes the presser out: of the lobby (a leaving host hands the lobby to the next player, and the
// message then says who opened it and who hosts it now, and a message calls the new host, who alone can
// press Start; the last human leaving closes it), or of a game in play (the turn passes on if it was
// theirs; the last player left wins). Leaving a game in play cannot be undone and loses it, and the button
// stands beside the move menus of a message everyone presses: the first press asks, privately, and a
// second within leaveAskLife leaves. The question is kept in the game (Game.LeaveAsked), since the second
// press may reach another replica.
func (c *Command) leave(ctx context.Context, req *router.Request) (*router.Response, error) {
	me := req.User.ID
	handedTo, asked := "", false
	return c.pressAndCall(ctx, req, func(g *Game, now time.Time) (bool, error) {
		handedTo, asked = "", false
		i := g.seat(me)
		switch {
		case g.Phase == phaseOver:
			return false, router.Fail(router.Conflict, msgIsOver)
		case g.Phase == phaseCancelled:
			return false, router.Fail(router.Conflict, msgWasCancelled)
		case i < 0:
			return false, router.Fail(router.Conflict, msgNotIn)
		case g.Phase == phasePlaying && !g.askedToLeave(me, now):
			g.askToLeave(me, now)
			asked = true
			return true, nil
		case g.Phase == phasePlaying:
			delete(g.LeaveAsked, me)
			g.log(event{Kind: eventLeft, Player: g.Players[i]})
			c.remove(ctx, g, i, now)
			return true, nil
		}
		g.Players = append(g.Players[:i], g.Players[i+1:]...)
		if me == g.Host {
			if g.Opener == "" {
				g.Opener = me
			}
			g.Host = ""
			for _, p := range g.Players {
				if !p.Bot {
					g.Host = p.ID
					break
				}
			}
			if g.Host == "" {
				g.Phase = phaseCancelled
			} else {
				g.hostFrom(now) // the new host's own hostAway (away.go)
			}
			handedTo = g.Host
		}
		return true, nil
	}, func(*Game) *router.Response {
		switch {
		case asked:
			return router.PrivateReply(msgLeaveAsk.F(req.Lang, i18n.Duration(leaveAskLife)))
		case handedTo == "":
			return nil
		}
		return &router.Response{Content: msgNewHost.F(req.Lang, commands.Mention(handedTo)), Notify: []string{handedTo}}
	})
}

// leaveAskLife is how long Leave's question stands: a second press within it leaves.
const leaveAskLife = time.Minute

// askedToLeave reports whether player pressed Leave in play less than leaveAskLife before now.
func (g *Game) askedToLeave(player string, now time.Time) bool {
	at, ok := g.LeaveAsked[player]
	return ok && !now.Before(at) && now.Sub(at) < leaveAskLife
}

// askToLeave notes that player pressed Leave in play at now, and forgets the questions that have lapsed.
func (g *Game) askToLeave(player string, now time.Time) {
	for p := range g.LeaveAsked {
		if !g.askedToLeave(p, now) {
			delete(g.LeaveAsked, p)
		}
	}
	if g.LeaveAsked == nil {
		g.LeaveAsked = map[string]time.Time{}
	}
	g.LeaveAsked[player] = now
}

// Leave's messages.
var (
	// msgLeaveAsk is Leave's question in play, private to the presser (Command.leave): the time to press
	// again.
	msgLeaveAsk = i18n.Text{
		En: "**Leave this game?** You would be out of it for good, and could not win it. Press **Leave** again within %s to leave.",
		Ko: "**게임에서 나갈까요?** 나가면 다시 들어올 수 없고 이길 수도 없습니다. 나가려면 %s 안에 **나가기**를 한 번 더 누르세요.",
	}
	// msgNewHost calls the person a leaving host handed the lobby to (Command.leave).
	msgNewHost = i18n.Text{
		En: "%s, you host the game of Nim now: press **Start** when everyone is in.",
		Ko: "%s 님, 이제 님 게임의 방장입니다. 모두 모이면 **시작**을 누르세요.",
	}
)
