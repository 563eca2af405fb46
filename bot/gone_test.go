package bot

import (
	"context"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/internal/discordtest"
	"kibitz/router"
)

// TestEditOfAGoneMessage: a timer's edit of a message that a moderator deleted, whose channel was deleted or
// closed to kibitz, or whose thread was archived fails as router.ErrMessageGone, once, not tried again; any
// other refusal or failure is not that error.
func TestEditOfAGoneMessage(t *testing.T) {
	rest := NewREST(RESTConfig{APIBase: fake.API(10), AttemptTimeout: time.Second})
	m := RESTMessenger{Session: rest.NewSession("")}
	for _, c := range []struct {
		name string
		gone discordtest.Gone // lost with this answer
		rule int              // or answered with this status, code 0
		want bool
	}{
		{name: "message deleted", gone: discordtest.MessageDeleted(), want: true},
		{name: "channel deleted", gone: discordtest.ChannelDeleted(), want: true},
		{name: "webhook deleted", gone: discordtest.WebhookDeleted(), want: true},
		{name: "access lost", gone: discordtest.AccessLost(), want: true},
		{name: "thread archived", gone: discordtest.ThreadArchived(), want: true},
		{name: "missing permissions", gone: discordtest.Gone{Status: http.StatusForbidden, Code: 50013, Message: "Missing Permissions"}},
		{name: "token expired", gone: discordtest.Gone{Status: http.StatusUnauthorized, Code: 50027, Message: "Invalid Webhook Token"}},
		{name: "404 without a code", rule: http.StatusNotFound},
		{name: "403 without a code", rule: http.StatusForbidden},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := discordtest.Command("x")
			if c.rule != 0 {
				fake.AddRule(discordtest.Rule{Path: in.Token, Status: c.rule, Times: 10})
			} else {
				fake.Lose(in.Token, c.gone)
			}
			err := m.EditMessage(context.Background(), in.AppID, in.Token, 0, &router.Response{Content: "x", Update: true})
			if err == nil || errors.Is(err, router.ErrMessageGone) != c.want {
				t.Errorf("edit: %v; want an error that is ErrMessageGone: %v", err, c.want)
			}
			if got := callsFor(in, http.MethodPatch); len(got) != 1 {
				t.Errorf("PATCHes: %v, want one", got)
			}
		})
	}
}

// TestEditWithRefusedFiles: a timer's edit whose picture Discord refuses (no Attach Files in the channel, or
// too large) is made once more without it, the alt text standing in, and succeeds.
func TestEditWithRefusedFiles(t *testing.T) {
	rest := NewREST(RESTConfig{APIBase: fake.API(10), AttemptTimeout: time.Second})
	m := RESTMessenger{Session: rest.NewSession("")}
	for name, rule := range map[string]func(string) discordtest.Rule{
		"not allowed": discordtest.UploadsRefused,
		"too large":   discordtest.UploadsTooLarge,
	} {
		t.Run(name, func(t *testing.T) {
			in := discordtest.Command("x")
			fake.AddRule(rule(in.Token))
			resp := &router.Response{Content: "the board", Update: true,
				Files: []*discordgo.File{{Name: "board.png", ContentType: "image/png", Reader: strings.NewReader("png")}},
				Alt:   map[string]string{"board.png": "three heaps of 3, 4 and 5"}}
			if err := m.EditMessage(context.Background(), in.AppID, in.Token, 0, resp); err != nil {
				t.Fatalf("edit: %v", err)
			}
			var patches []discordtest.Call
			for _, c := range fake.Calls() {
				if in.Made(c) && c.Method == http.MethodPatch {
					patches = append(patches, c)
				}
			}
			if len(patches) != 2 || patches[1].Status != http.StatusOK || len(patches[1].Files) != 0 {
				t.Fatalf("%d PATCHes, want the refused one and one without the files answered 200", len(patches))
			}
			if body := string(patches[1].JSON); !strings.Contains(body, "three heaps of 3, 4 and 5") {
				t.Errorf("the edit without files reads %s, want the picture's alt text in it", body)
			}
		})
	}
}
