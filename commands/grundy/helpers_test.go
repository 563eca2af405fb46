package grundy

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
)

// The harness of /grundy's tests, and the few wrappers that keep them short: attachments served from
// memory for /grundy dagame, and the text and files of a reply.

// opt is a command option; sub names the subcommand.
type opt = commandtest.Opt

// newHarness is commandtest's harness with /grundy (and /help) registered.
func newHarness(t testing.TB) *commandtest.Harness {
	t.Helper()
	return commandtest.New(t, func(h *commandtest.Harness) {
		commands.RegisterAll(h.Mux, New(commands.Env{Store: h.Store, Log: h.Log, NewID: h.NewID}, Config{}))
	})
}

// memFetcher serves attachment contents from memory, by URL.
func memFetcher(files map[string]string) router.Fetcher {
	return func(_ context.Context, url string) (io.ReadCloser, error) {
		s, ok := files[url]
		if !ok {
			return nil, fmt.Errorf("no file at %s", url)
		}
		return io.NopCloser(strings.NewReader(s)), nil
	}
}

// dagameRequest builds /grundy dagame with an attachment at url of the declared size (0: unknown).
// With url "" the file option is left out.
func dagameRequest(t testing.TB, locale discordgo.Locale, url string, size int, fetch router.Fetcher) *router.Request {
	t.Helper()
	resolved := &discordgo.ApplicationCommandInteractionDataResolved{Attachments: map[string]*discordgo.MessageAttachment{}}
	var opts []*discordgo.ApplicationCommandInteractionDataOption
	if url != "" {
		resolved.Attachments["a1"] = &discordgo.MessageAttachment{ID: "a1", Filename: "game.txt", URL: url, Size: size}
		opts = append(opts, &discordgo.ApplicationCommandInteractionDataOption{Name: "file", Type: discordgo.ApplicationCommandOptionAttachment, Value: "a1"})
	}
	in := &discordgo.Interaction{ID: "1", Type: discordgo.InteractionApplicationCommand, Locale: locale,
		GuildID: "g", ChannelID: "c", Member: &discordgo.Member{User: commandtest.User("1")},
		Data: discordgo.ApplicationCommandInteractionData{Name: "grundy", Resolved: resolved,
			Options: []*discordgo.ApplicationCommandInteractionDataOption{{Name: "dagame", Type: discordgo.ApplicationCommandOptionSubCommand, Options: opts}}}}
	req, err := router.NewRequest(in, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	req.Fetch = fetch
	return req
}

// runDAGame runs /grundy dagame on a file's text, served from memory, and returns the handler's result.
func runDAGame(t testing.TB, h *commandtest.Harness, locale discordgo.Locale, text string) (*router.Response, error) {
	t.Helper()
	req := dagameRequest(t, locale, "mem://game.txt", len(text), memFetcher(map[string]string{"mem://game.txt": text}))
	handler, _, err := h.Mux.Lookup(req)
	if err != nil {
		t.Fatal(err)
	}
	return handler(context.Background(), req)
}

// embedText is the embed's title and description of a reply.
func embedText(t *testing.T, resp *router.Response) string {
	t.Helper()
	if resp == nil || len(resp.Embeds) != 1 {
		t.Fatalf("want one embed, got %+v", resp)
	}
	e := resp.Embeds[0]
	if len(e.Title) > router.MaxEmbedTitle || len([]rune(e.Description)) > router.MaxEmbedDescription {
		t.Errorf("embed too long for Discord: title %d, description %d characters", len(e.Title), len([]rune(e.Description)))
	}
	return e.Title + "\n" + e.Description
}

// attached returns the named attached file's content.
func attached(t *testing.T, resp *router.Response, name string) []byte {
	t.Helper()
	for _, f := range resp.Files {
		if f.Name == name {
			return router.FileBytes(f)
		}
	}
	t.Fatalf("no file %s in %v", name, resp.Files)
	return nil
}
