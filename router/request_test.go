package router

import (
	"testing"

	"github.com/bwmarrin/discordgo"
)

// TestNewRequestRefusesAnEmptyUserID: a user without an id is no user. Games keep kibitz's own seat as
// an empty player id, so a request from "" would act as kibitz; it must not reach a handler at all.
func TestNewRequestRefusesAnEmptyUserID(t *testing.T) {
	data := discordgo.ApplicationCommandInteractionData{Name: "game"}
	press := discordgo.MessageComponentInteractionData{CustomID: "ttt1/g/5"}
	for _, tc := range []struct {
		name string
		in   *discordgo.Interaction
		ok   bool
	}{
		{"member with an id", &discordgo.Interaction{Type: discordgo.InteractionApplicationCommand, Data: data,
			Member: &discordgo.Member{User: &discordgo.User{ID: "42"}}}, true},
		{"user with an id (a DM)", &discordgo.Interaction{Type: discordgo.InteractionApplicationCommand, Data: data,
			User: &discordgo.User{ID: "42"}}, true},
		{"member whose user has no id", &discordgo.Interaction{Type: discordgo.InteractionApplicationCommand, Data: data,
			Member: &discordgo.Member{User: &discordgo.User{Username: "ghost"}}}, false},
		{"user without an id (a DM)", &discordgo.Interaction{Type: discordgo.InteractionApplicationCommand, Data: data,
			User: &discordgo.User{}}, false},
		{"button pressed by a user without an id", &discordgo.Interaction{Type: discordgo.InteractionMessageComponent, Data: press,
			Member: &discordgo.Member{User: &discordgo.User{ID: ""}}}, false},
		// A member without a user falls back to the interaction's user, which must have an id too.
		{"member without a user, user without an id", &discordgo.Interaction{Type: discordgo.InteractionApplicationCommand, Data: data,
			Member: &discordgo.Member{}, User: &discordgo.User{}}, false},
		{"member without a user, user with an id", &discordgo.Interaction{Type: discordgo.InteractionApplicationCommand, Data: data,
			Member: &discordgo.Member{}, User: &discordgo.User{ID: "7"}}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req, err := NewRequest(tc.in, testNow)
			switch {
			case tc.ok && err != nil:
				t.Errorf("NewRequest refused: %v", err)
			case tc.ok && req.User.ID == "":
				t.Errorf("request with an empty user id")
			case !tc.ok && err == nil:
				t.Errorf("NewRequest accepted a user without an id: %+v", req.User)
			}
		})
	}
}
