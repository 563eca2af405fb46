package bot

import (
	"context"

	"github.com/bwmarrin/discordgo"

	"kibitz/router"
)

// RESTMessenger edits messages over Discord's REST API with interaction tokens (router.Messenger). It
// needs no bot token, so it works the same in gateway and HTTP mode.
type RESTMessenger struct {
	Session *discordgo.Session
}

// EditMessage implements router.Messenger.
func (m RESTMessenger) EditMessage(ctx context.Context, appID, token string, resp *router.Response) error {
	router.Rewind(resp.Files)
	_, err := m.Session.WebhookMessageEdit(appID, token, "@original", webhookEdit(resp), discordgo.WithContext(ctx))
	return err
}
