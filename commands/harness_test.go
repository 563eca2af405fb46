package commands

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/router"
	"kibitz/storage"
	"kibitz/storage/memory"
)

// harness runs commands through the real router and a memory store, without any transport.
type harness struct {
	t     *testing.T
	mux   *router.Mux
	srv   *router.Server
	store storage.Store
	ids   atomic.Int64
}

func newHarness(t *testing.T) *harness {
	t.Helper()
	h := &harness{t: t, mux: router.NewMux(), store: memory.New()}
	Register(h.mux, Deps{Store: h.store, Log: slog.New(slog.DiscardHandler), BotUserID: "999",
		NewID: func() string { return "g" + strconv.FormatInt(h.ids.Add(1), 10) }})
	h.srv = &router.Server{Mux: h.mux, Log: slog.New(slog.DiscardHandler)}
	return h
}

func user(id string) *discordgo.User { return &discordgo.User{ID: id, Username: "user" + id} }

// opt is a command option; sub names the subcommand.
type opt struct {
	name  string
	value any
}

// command runs "/name sub opts..." as user, in locale.
func (h *harness) command(u *discordgo.User, locale discordgo.Locale, name, sub string, opts ...opt) *router.Response {
	h.t.Helper()
	var dataOpts []*discordgo.ApplicationCommandInteractionDataOption
	resolved := &discordgo.ApplicationCommandInteractionDataResolved{Users: map[string]*discordgo.User{}}
	for _, o := range opts {
		do := &discordgo.ApplicationCommandInteractionDataOption{Name: o.name, Value: o.value}
		if u, ok := o.value.(*discordgo.User); ok {
			resolved.Users[u.ID] = u
			do.Value = u.ID
			do.Type = discordgo.ApplicationCommandOptionUser
		}
		dataOpts = append(dataOpts, do)
	}
	if sub != "" {
		dataOpts = []*discordgo.ApplicationCommandInteractionDataOption{{
			Name: sub, Type: discordgo.ApplicationCommandOptionSubCommand, Options: dataOpts}}
	}
	in := &discordgo.Interaction{ID: "1", Type: discordgo.InteractionApplicationCommand, Locale: locale,
		GuildID: "g", ChannelID: "c", Member: &discordgo.Member{User: u},
		Data: discordgo.ApplicationCommandInteractionData{Name: name, Options: dataOpts, Resolved: resolved}}
	return h.serve(in)
}

// press presses the component with the given custom_id as user.
func (h *harness) press(u *discordgo.User, customID string, values ...string) *router.Response {
	h.t.Helper()
	in := &discordgo.Interaction{ID: "2", Type: discordgo.InteractionMessageComponent, Locale: discordgo.EnglishUS,
		GuildID: "g", ChannelID: "c", Member: &discordgo.Member{User: u},
		Data: discordgo.MessageComponentInteractionData{CustomID: customID, Values: values}}
	return h.serve(in)
}

func (h *harness) serve(in *discordgo.Interaction) *router.Response {
	h.t.Helper()
	req, err := router.NewRequest(in, time.Now())
	if err != nil {
		h.t.Fatal(err)
	}
	return h.srv.Serve(context.Background(), req)
}

// handle runs a request and returns the handler's own result (no error-to-reply conversion), for tests
// that check error codes.
func (h *harness) handle(in *discordgo.Interaction) (*router.Response, error) {
	req, err := router.NewRequest(in, time.Now())
	if err != nil {
		return nil, err
	}
	handler, _, err := h.mux.Lookup(req)
	if err != nil {
		return nil, err
	}
	return handler(context.Background(), req)
}

// buttons lists the buttons of a response in order.
func buttons(resp *router.Response) []discordgo.Button {
	var out []discordgo.Button
	for _, row := range resp.Components {
		if ar, ok := row.(discordgo.ActionsRow); ok {
			for _, c := range ar.Components {
				if b, ok := c.(discordgo.Button); ok {
					out = append(out, b)
				}
			}
		}
	}
	return out
}

func buttonWithLabel(t *testing.T, resp *router.Response, label string) discordgo.Button {
	t.Helper()
	for _, b := range buttons(resp) {
		if b.Label == label {
			return b
		}
	}
	t.Fatalf("no button %q in %v", label, buttons(resp))
	return discordgo.Button{}
}

func componentPress(u *discordgo.User, customID string) *discordgo.Interaction {
	return &discordgo.Interaction{ID: fmt.Sprint(customID), Type: discordgo.InteractionMessageComponent,
		Member: &discordgo.Member{User: u}, Data: discordgo.MessageComponentInteractionData{CustomID: customID}}
}
