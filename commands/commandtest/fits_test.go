package commandtest

import (
	"context"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
)

// TestOvers: each limit a handler's reply can break is found, and a reply within them has nothing.
func TestOvers(t *testing.T) {
	long := func(n int) string { return strings.Repeat("x", n) }
	png := &discordgo.File{Name: "board.png"}
	for _, tc := range []struct {
		name string
		resp router.Response
		want string // in the one finding; "" for none
	}{
		{"within", router.Response{Content: long(router.MaxContent), Files: []*discordgo.File{png}, Alt: map[string]string{"board.png": long(router.MaxAltText)}}, ""},
		{"text", router.Response{Content: long(router.MaxContent + 1)}, "text: 2001, Discord allows 2000"},
		{"alt text", router.Response{Files: []*discordgo.File{png}, Alt: map[string]string{"board.png": long(router.MaxAltText + 1)}}, "alt text of board.png: 1025"},
		{"no alt text", router.Response{Files: []*discordgo.File{png}}, "board.png: a picture without alt text"},
		{"description", router.Response{Embeds: []*discordgo.MessageEmbed{{Description: long(router.MaxEmbedDescription + 1)}}}, "embed 1 description: 4097"},
		{"embeds' total", router.Response{Embeds: []*discordgo.MessageEmbed{{Description: long(4000)}, {Description: long(2001)}}}, "the embeds' text: 6001"},
		{"label", router.Response{Components: []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{discordgo.Button{Label: long(router.MaxButtonLabel + 1)}}}}}, "label: 81"},
		{"a followup's text", router.Response{Followups: []*router.Response{{Content: long(router.MaxContent + 1)}}}, "followup 1: text: 2001"},
	} {
		got := Overs(&tc.resp)
		switch {
		case tc.want == "" && len(got) != 0, tc.want != "" && (len(got) != 1 || !strings.Contains(got[0], tc.want)):
			t.Errorf("%s: Overs = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestUnfittedTrips: a reply over Discord's limits passes the check once router.Fit has cut it, as
// Serve returns it to a transport, and trips it as the handler gave it (Unfitted).
func TestUnfittedTrips(t *testing.T) {
	h := New(t, func(h *Harness) {
		h.Mux.Command(router.Command{
			Name:        i18n.Plain("long"),
			Description: i18n.Plain("A reply too long for one message"),
			Handler: func(context.Context, *router.Request) (*router.Response, error) {
				return router.Reply(strings.Repeat("word ", 500)), nil // 2,500 characters
			},
		})
	})
	if overs := Overs(h.Command(User("1"), discordgo.EnglishUS, "long", "")); len(overs) != 0 {
		t.Errorf("after Fit: %q, want nothing over", overs)
	}
	h.Unfitted = true
	if overs := Overs(h.Command(User("1"), discordgo.EnglishUS, "long", "")); len(overs) != 1 || !strings.HasPrefix(overs[0], "text: 2500") {
		t.Errorf("the handler's own reply: %q, want its 2,500 characters of text found", overs)
	}
}
