package tictactoe

import (
	"context"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/storage"
)

// A challenge: /tictactoe play with a user as the opponent posts a message that pings them, with Accept
// and Decline for them and Cancel for the challenger. It waits challengeLife; the board appears in the
// same message once the opponent accepts. Every answer is a compare-and-set on the game, so two Accept
// presses at once start one game, and an answer after the expiry finds the challenge expired (the press
// that notices applies the expiry and shows it, as the sweep does when nobody presses).

// reply is an answer to a challenge.
type reply int

const (
	accept reply = iota
	decline
	cancel
)

// answer is the handler of one of a challenge's buttons.
func (c *Command) answer(r reply) router.Handler {
	return func(ctx context.Context, req *router.Request) (*router.Response, error) {
		me := req.User.ID
		arrived, now := c.Arrived(req), c.Now() // judged by when the press arrived (commands.Env.Arrived)
		var timed, ended, wrote bool
		g, err := storage.UpdateJSON(ctx, c.Store, gameKey(req.Params["game"]), idle, func(g *Game) (*Game, error) {
			timed, ended, wrote = false, false, false
			if g == nil {
				return nil, notFound()
			}
			wasOver := g.over()
			if timed = applyDue(g, arrived); timed {
				ended = !wasOver && g.over()
				wrote = true
				g.remember(req, arrived)
				return g, nil
			}
			if g.Phase != phaseChallenge {
				return nil, storage.ErrKeep // answered already: show the message as it is now
			}
			challenger, opponent := g.Challenger, g.opponent()
			switch {
			case me != challenger && me != opponent:
				return nil, router.Fail(router.Forbidden, msgChallengeFor.Format(c.name(opponent))).WithHint(hintOwnGame)
			case r == cancel && me != challenger:
				return nil, router.Fail(router.Forbidden, msgOnlyChallengerCancels.Format(c.name(challenger)))
			case r != cancel && me != opponent:
				return nil, router.Fail(router.Forbidden, msgOwnChallenge.Format(c.name(opponent)))
			}
			switch r {
			case accept:
				g.Phase, g.Deadline = phasePlay, now.Add(c.TurnTimeout) // the challenge's expiry gives way to the first turn's
			case decline:
				g.Phase, g.Deadline = phaseDeclined, time.Time{}
			case cancel:
				g.Phase, g.Deadline = phaseCancelled, time.Time{}
			}
			wrote = true
			g.remember(req, arrived)
			return g, nil
		})
		if err != nil {
			return nil, err
		}
		if wrote {
			c.settle(ctx, g, ended)
		}
		resp, err := c.view(g, req.Lang, true)
		if err != nil {
			return nil, err
		}
		// A press that found the challenge answered or expired is told why privately, besides seeing the
		// message as it now is.
		if note := staleNote(g, r, timed, wrote); note != nil {
			resp.Followups = append(resp.Followups, router.PrivateReply(note.In(req.Lang)))
		}
		// The challenger to move first is called: the update above notifies nobody, and they may have
		// waited minutes for the answer and gone, while their turn's clock runs.
		if r == accept && wrote && !timed && g.Phase == phasePlay && g.player(g.board().ToMove()) == g.Challenger {
			resp.Followups = append(resp.Followups, &router.Response{
				Content: msgAcceptedYourMove.F(req.Lang, c.name(g.Challenger), c.name(me)),
				Notify:  []string{g.Challenger},
			})
		}
		return resp, nil
	}
}

// staleNote is what a challenge's button says privately to a press that came too late: the challenge
// expired (this press applied the expiry, or an earlier one did), was declined or withdrawn, or the game
// has started. A press that did what it asked gets none.
func staleNote(g *Game, r reply, timed, wrote bool) *i18n.Text {
	if wrote && !timed {
		return nil
	}
	var note i18n.Text
	switch g.Phase {
	case phaseExpired:
		note = msgChallengeExpiredNote.Format(i18n.Duration(challengeLife))
	case phaseDeclined:
		note = msgChallengeDeclinedNote
	case phaseCancelled:
		note = msgChallengeCancelledNote
	case phasePlay:
		if r == cancel {
			note = msgChallengeTooLateToCancel
		} else {
			note = msgChallengeAccepted
		}
	default:
		return nil
	}
	return &note
}

// challengeView is the message of a game that has not started: the challenge with its buttons, or, once
// it ended without a game, what became of it.
func (c *Command) challengeView(g *Game, lang i18n.Lang, update bool) *router.Response {
	challenger, opponent := c.name(g.Challenger), c.name(g.opponent())
	resp := &router.Response{Update: update}
	switch g.Phase {
	case phaseChallenge:
		ask := msgChallenge
		if g.RematchOf != "" {
			ask = msgRematchChallenge
		}
		resp.Content = ask.F(lang, opponent, challenger) + "\n" + c.header(g, lang) + "\n" +
			msgChallengeEnds.F(lang, commands.Until(g.Deadline))
		if g.opponent() != "" {
			resp.Notify = []string{g.opponent()} // the one who must answer (a Rematch's challenge is a new message too)
		}
		resp.Components = []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			discordgo.Button{CustomID: router.ID(acceptRoute, g.ID), Label: msgAccept.In(lang), Style: discordgo.SuccessButton},
			discordgo.Button{CustomID: router.ID(declineRoute, g.ID), Label: msgDecline.In(lang), Style: discordgo.DangerButton},
			discordgo.Button{CustomID: router.ID(cancelRoute, g.ID), Label: msgCancel.In(lang), Style: discordgo.SecondaryButton},
		}}}
	case phaseDeclined:
		resp.Content = msgDeclined.F(lang, opponent, challenger)
	case phaseCancelled:
		resp.Content = msgCancelled.F(lang, challenger, opponent)
	default: // phaseExpired, or a phase this version does not know
		resp.Content = msgChallengeExpired.F(lang, opponent, i18n.Duration(challengeLife))
	}
	return resp
}
