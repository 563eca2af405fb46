package bot

import (
	"errors"
	"fmt"

	"github.com/bwmarrin/discordgo"

	"kibitz/router"
)

// goneCodes are Discord's error codes for a message out of an interaction token's reach for good: deleted
// (Unknown Message), its channel deleted (Unknown Channel), the interaction's webhook gone (Unknown
// Webhook), kibitz's access to the channel taken away (Missing Access), its thread archived. Every later
// edit of it fails the same way, so a game learns that nobody sees its message any more
// (router.ErrMessageGone) rather than of a failure to try again.
var goneCodes = map[int]bool{
	discordgo.ErrCodeUnknownMessage:                     true,
	discordgo.ErrCodeUnknownChannel:                     true,
	discordgo.ErrCodeUnknownWebhook:                     true,
	discordgo.ErrCodeMissingAccess:                      true,
	discordgo.ErrCodePerformedOperationOnArchivedThread: true,
}

// messageGone is err, marked as router.ErrMessageGone when Discord's answer says the message is gone
// (goneCodes); other errors are returned as they are.
func messageGone(err error) error {
	var rest *discordgo.RESTError
	if errors.As(err, &rest) && rest.Message != nil && goneCodes[rest.Message.Code] {
		return fmt.Errorf("%w: %w", router.ErrMessageGone, err)
	}
	return err
}
