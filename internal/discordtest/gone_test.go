package discordtest_test

import (
	"errors"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/internal/discordtest"
)

// TestLose: once a message is lost, every call through its token gets Discord's status and code for why,
// and the other tokens' messages are untouched.
func TestLose(t *testing.T) {
	t.Parallel()
	fake := newFake(t, discordtest.Config{})
	s := restSession(t, fake)
	for _, why := range []discordtest.Gone{discordtest.MessageDeleted(), discordtest.ChannelDeleted(),
		discordtest.WebhookDeleted(), discordtest.AccessLost(), discordtest.ThreadArchived()} {
		t.Run(why.Message, func(t *testing.T) {
			lost, kept := discordtest.Command("x"), discordtest.Command("x")
			fake.Lose(lost.Token, why)
			edit := &discordgo.WebhookEdit{Content: new("edited")}
			_, err := s.WebhookMessageEdit(lost.AppID, lost.Token, "@original", edit)
			var rest *discordgo.RESTError
			if !errors.As(err, &rest) || rest.Response.StatusCode != why.Status || rest.Message == nil || rest.Message.Code != why.Code {
				t.Errorf("edit through the lost token: %v, want %d with code %d", err, why.Status, why.Code)
			}
			if _, err := s.WebhookMessageEdit(kept.AppID, kept.Token, "@original", edit); err != nil {
				t.Errorf("edit through another token: %v", err)
			}
		})
	}
}
