package settings

import (
	"context"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
)

// /settings forget deletes what kibitz keeps about the user who asks (commands.Env.Forget;
// docs/privacy.md), after a question: the reply says what goes and what stays, and a button confirms
// within forgetAskLife. The button's custom_id names the user and when the question lapses, so that it
// needs nothing stored: a press by anyone else, or after that, is refused. /settings show says what is
// kept (kept).

// forgetRoute is the confirming button: the user asked, and the Unix second the question lapses.
const forgetRoute = "set1/forget/{user}/{until}"

// forgetAskLife is how long the question stands.
const forgetAskLife = time.Minute

func (c *Command) forget(ctx context.Context, req *router.Request) (*router.Response, error) {
	held, err := c.Holds(ctx, req.User.ID)
	if err != nil {
		return nil, err
	}
	until := c.Arrived(req).Add(forgetAskLife).Unix()
	button := discordgo.Button{Label: msgForgetButton.In(req.Lang), Style: discordgo.DangerButton,
		CustomID: router.ID(forgetRoute, req.User.ID, strconv.FormatInt(until, 10))}
	text := strings.Join([]string{
		kept(req.Lang, held),
		msgForgetAsk.F(req.Lang, i18n.Duration(forgetAskLife)),
		msgForgetLeft.In(req.Lang),
	}, "\n\n")
	return &router.Response{Content: text, Private: true,
		Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{button}}}}, nil
}

// confirm is the button's press: it deletes the presser's data, if the question is theirs and stands.
func (c *Command) confirm(ctx context.Context, req *router.Request) (*router.Response, error) {
	until, err := strconv.ParseInt(req.Params["until"], 10, 64)
	switch {
	case req.Params["user"] != req.User.ID:
		return nil, router.Fail(router.Forbidden, msgForgetNotYours).WithHint(hintForgetAgain)
	case err != nil || !c.Arrived(req).Before(time.Unix(until, 0)):
		return nil, router.Fail(router.Conflict, msgForgetLapsed).WithHint(hintForgetAgain)
	}
	f, err := c.Forget(ctx, req.User.ID, c.Games)
	if err != nil {
		return nil, err
	}
	text := msgForgotten.F(req.Lang, f.Keys, f.Boards, f.Places) + "\n\n" + msgForgetLeft.In(req.Lang)
	return &router.Response{Content: text, Private: true, Update: true, Components: []discordgo.MessageComponent{}}, nil
}

// kept says what kibitz keeps about the user (commands.Held), and how to delete it.
func kept(lang i18n.Lang, h commands.Held) string {
	lines := []string{msgKeptHead.In(lang)}
	if h.Stats.Empty() {
		lines = append(lines, msgKeptNoFigures.In(lang))
	} else {
		lines = append(lines, msgKeptFigures.F(lang, h.Games()))
	}
	lines = append(lines, msgKeptPlaces.F(lang, h.Places))
	if h.Prefs {
		lines = append(lines, msgKeptPrefs.In(lang))
	} else {
		lines = append(lines, msgKeptNoPrefs.In(lang))
	}
	return strings.Join(append(lines, hintForget.In(lang)), "\n")
}
