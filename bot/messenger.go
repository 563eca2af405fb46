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
// without them, as a reply's parts are (router.WithoutFiles), so that the board still shows.
func (m RESTMessenger) EditMessage(ctx context.Context, appID, token string, lang i18n.Lang, resp *router.Response) error {
	fitted := router.Fit(resp, lang)
	err := editOriginal(ctx, m.Session, appID, token, editOf(fitted))
	if err != nil && len(fitted.Files) > 0 {
		if why, _, refused := filesRefused(err); refused {
			err = editOriginal(ctx, m.Session, appID, token, editOf(router.WithoutFiles(resp, lang, why)))
		}
	}
	return messageGone(err)
}
