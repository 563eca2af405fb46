package bot

import (
	"encoding/json"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
)

// TestPayloads pins the JSON kibitz sends for each kind of answer: the fields Discord reads, the
// attachments list with each upload's index, file name and alt text, the mentions that may notify, and
// nothing more.
func TestPayloads(t *testing.T) {
	command := &router.Request{Kind: router.KindCommand}
	press := &router.Request{Kind: router.KindComponent}
	auto := &router.Request{Kind: router.KindAutocomplete}
	png := func(name string) *discordgo.File { return router.PNG(name, []byte("png")) }
	row := []discordgo.MessageComponent{discordgo.ActionsRow{Components: []discordgo.MessageComponent{
		discordgo.Button{CustomID: "b1/x", Label: "Go", Style: discordgo.PrimaryButton}}}}
	pictures := (&router.Response{Content: "two"}).Attach(png("a.png"), "a board").Attach(png("b.txt"), "")
	for _, tc := range []struct {
		name    string
		payload any
		want    string
	}{
		{"message", initial(command, router.Reply("hi")), `{"type":4,"data":{"content":"hi","allowed_mentions":{"parse":[]}}}`},
		{"private message", initial(command, router.PrivateReply("hi")), `{"type":4,"data":{"content":"hi","flags":64,"allowed_mentions":{"parse":[]}}}`},
		{"message with files and alt text", initial(command, pictures), `{"type":4,"data":{"content":"two","attachments":[` +
			`{"id":"0","filename":"a.png","description":"a board"},{"id":"1","filename":"b.txt"}],"allowed_mentions":{"parse":[]}}}`},
		{"message with embeds and components", initial(command, &router.Response{Embeds: []*discordgo.MessageEmbed{{Title: "T"}},
			Components: row}), `{"type":4,"data":{"content":"","embeds":[{"title":"T"}],"components":[{"components":[` +
			`{"label":"Go","style":1,"disabled":false,"custom_id":"b1/x","type":2}],"type":1}],"allowed_mentions":{"parse":[]}}}`},
		// An update replaces the whole message: what it lacks goes.
		{"update", initial(press, &router.Response{Content: "moved", Update: true}),
			`{"type":7,"data":{"content":"moved","embeds":[],"components":[],"allowed_mentions":{"parse":[]}}}`},
		{"update with a file", initial(press, (&router.Response{Update: true}).Attach(png("new.png"), "after the move")),
			`{"type":7,"data":{"content":"","embeds":[],"components":[],"attachments":[{"id":"0","filename":"new.png","description":"after the move"}],"allowed_mentions":{"parse":[]}}}`},
		// An update or an edit whose files were left out takes the old ones away (router.Response.ClearFiles);
		// a new message has none to take.
		{"update that clears files", initial(press, &router.Response{Content: "moved", Update: true, ClearFiles: true}),
			`{"type":7,"data":{"content":"moved","embeds":[],"components":[],"attachments":[],"allowed_mentions":{"parse":[]}}}`},
		{"edit that clears files", editOf(&router.Response{Content: "done", ClearFiles: true}),
			`{"content":"done","embeds":[],"components":[],"attachments":[],"allowed_mentions":{"parse":[]}}`},
		{"a new message has no files to clear", followupOf(&router.Response{Content: "f", ClearFiles: true}),
			`{"content":"f","allowed_mentions":{"parse":[]}}`},
		{"an update from a command is a message", initial(command, &router.Response{Content: "x", Update: true}),
			`{"type":4,"data":{"content":"x","allowed_mentions":{"parse":[]}}}`},
		{"modal", initial(command, &router.Response{Modal: &router.Modal{CustomID: "m1/x", Title: "Form"}}),
			`{"type":9,"data":{"custom_id":"m1/x","title":"Form","components":null}}`},
		{"no choices", initial(auto, &router.Response{}), `{"type":8,"data":{"choices":[]}}`},
		{"choices", initial(auto, &router.Response{Choices: []*discordgo.ApplicationCommandOptionChoice{{Name: "a", Value: "a"}}}),
			`{"type":8,"data":{"choices":[{"name":"a","value":"a"}]}}`},
		{"deferral", deferral(command, false), `{"type":5}`},
		{"private deferral", deferral(command, true), `{"type":5,"data":{"flags":64}}`},
		{"deferred update", deferral(press, true), `{"type":6}`},
		{"edit", editOf(router.Reply("done")), `{"content":"done","embeds":[],"components":[],"allowed_mentions":{"parse":[]}}`},
		{"edit with files", editOf(pictures), `{"content":"two","embeds":[],"components":[],"attachments":[` +
			`{"id":"0","filename":"a.png","description":"a board"},{"id":"1","filename":"b.txt"}],"allowed_mentions":{"parse":[]}}`},
		{"followup", followupOf(router.PrivateReply("psst")), `{"content":"psst","flags":64,"allowed_mentions":{"parse":[]}}`},
		{"followup with a file", followupOf((&router.Response{Content: "f"}).Attach(png("f.png"), "한 장의 그림")),
			`{"content":"f","attachments":[{"id":"0","filename":"f.png","description":"한 장의 그림"}],"allowed_mentions":{"parse":[]}}`},
		// Mentions notify nobody but the users a reply names to notify (Response.Notify): a ranking
		// that lists ten players in public must not ping them each time someone asks for it, and a
		// name like @everyone never pings a server.
		{"a message that notifies", initial(command, &router.Response{Content: "<@2>, <@1> challenges you", Notify: []string{"2"}}),
			`{"type":4,"data":{"content":"\u003c@2\u003e, \u003c@1\u003e challenges you","allowed_mentions":{"parse":[],"users":["2"]}}}`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := json.Marshal(tc.payload)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != tc.want {
				t.Errorf("payload\n got %s\nwant %s", got, tc.want)
			}
		})
	}
	if files := initial(command, pictures).files(); len(files) != 2 || files[0].Name != "a.png" {
		t.Errorf("the response's uploads are %v, want a.png and b.txt", files)
	}
	if files := deferral(command, true).files(); files != nil {
		t.Errorf("a deferral uploads %v", files)
	}
}

// TestPayloadsFitDiscordsDescription checks the messages kibitz sends against Discord's description of
// its API (openapi_test.go; skipped without it): the first answers, an edit of the original, a followup,
// with and without users to notify.
func TestPayloadsFitDiscordsDescription(t *testing.T) {
	if spec, err := openAPISpec(); err != nil || spec == nil {
		t.Skip("KIBITZ_DISCORD_OPENAPI is not set")
	}
	command := &router.Request{Kind: router.KindCommand}
	press := &router.Request{Kind: router.KindComponent}
	png := router.PNG("a.png", []byte("png"))
	notifying := &router.Response{Content: "<@2>, <@1> challenges you", Notify: []string{"2"}}
	for _, tc := range []struct {
		name, method, path string
		payload            any
	}{
		{"message", "post", "/interactions/{interaction_id}/{interaction_token}/callback", initial(command, router.Reply("hi"))},
		{"private message", "post", "/interactions/{interaction_id}/{interaction_token}/callback", initial(command, router.PrivateReply("hi"))},
		{"a message that notifies", "post", "/interactions/{interaction_id}/{interaction_token}/callback", initial(command, notifying)},
		{"update with a file", "post", "/interactions/{interaction_id}/{interaction_token}/callback",
			initial(press, (&router.Response{Update: true}).Attach(png, "a board"))},
		{"update that clears files", "post", "/interactions/{interaction_id}/{interaction_token}/callback",
			initial(press, &router.Response{Content: "moved", Update: true, ClearFiles: true})},
		{"edit", "patch", "/webhooks/{webhook_id}/{webhook_token}/messages/@original", editOf(notifying)},
		{"edit that clears files", "patch", "/webhooks/{webhook_id}/{webhook_token}/messages/@original",
			editOf(&router.Response{Content: "done", ClearFiles: true})},
		{"edit without files, saying so", "patch", "/webhooks/{webhook_id}/{webhook_token}/messages/@original",
			editOf(router.WithoutFiles((&router.Response{Content: "board"}).Attach(png, "a board"), i18n.Korean, router.FilesTooLarge))},
		{"followup", "post", "/webhooks/{webhook_id}/{webhook_token}", followupOf(router.PrivateReply("psst"))},
	} {
		body, err := json.Marshal(tc.payload)
		if err != nil {
			t.Fatal(err)
		}
		if err := validateBody(tc.method, tc.path, body); err != nil {
			t.Errorf("%s: %v\n%s", tc.name, err, body)
		}
	}
	// And the check can fail: a kind of mention Discord does not have is refused.
	bad := `{"type":4,"data":{"content":"hi","allowed_mentions":{"parse":["people"]}}}`
	if err := validateBody("post", "/interactions/{interaction_id}/{interaction_token}/callback", []byte(bad)); err == nil {
		t.Errorf("an unknown kind of mention passed: %s", bad)
	}
}
