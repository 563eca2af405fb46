package bot

import (
	"context"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
)

// RESTMessenger edits messages over Discord's REST API with interaction tokens (router.Messenger). It
// needs no bot token, so it works the same in gateway and HTTP mode.
type RESTMessenger struct {
	Session *discordgo.Session
}

// EditMessage implements router.Messenger. The edit is fitted to Discord's limits like every reply, in the
// message's language, and carries the alt text of its files as every reply does. Discord's answer that the
// message is gone is router.ErrMessageGone (messageGone).
func (m RESTMessenger) EditMessage(ctx context.Context, appID, token string, lang i18n.Lang, resp *router.Response) error {
	return messageGone(editOriginal(ctx, m.Session, appID, token, editOf(router.Fit(resp, lang))))
}
