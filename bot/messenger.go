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
// message is gone is router.ErrMessageGone (messageGone). An edit whose files Discord refuses (filesRefused:
// a game stored with a picture in a channel that has since taken Attach Files from kibitz) is made once more
// without them, as a reply's parts are (sendDroppingRefusedFiles), so that the board still shows.
func (m RESTMessenger) EditMessage(ctx context.Context, appID, token string, lang i18n.Lang, resp *router.Response) error {
	err := sendDroppingRefusedFiles(router.Fit(resp, lang), resp, lang, func(e *router.Response) error {
		return editOriginal(ctx, m.Session, appID, token, editOf(e))
	}, nil)
	return messageGone(err)
}
