package commands

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
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
	return h.serve(commandIn(u, locale, name, sub, opts...))
}

// commandIn is the interaction of "/name sub opts..." as u in locale, in guild "g" (sub "" for a command
// without subcommands). A *discordgo.User option is sent as Discord sends it: its id, with the user among
// the resolved data. Serve it with h.serve, or with h.handle (or wantCode) to see the handler's own error.
func commandIn(u *discordgo.User, locale discordgo.Locale, name, sub string, opts ...opt) *discordgo.Interaction {
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
	return &discordgo.Interaction{ID: "1", Type: discordgo.InteractionApplicationCommand, Locale: locale,
		GuildID: "g", ChannelID: "c", Member: &discordgo.Member{User: u},
		Data: discordgo.ApplicationCommandInteractionData{Name: name, Options: dataOpts, Resolved: resolved}}
}

// press presses the component with the given custom_id as user.
func (h *harness) press(u *discordgo.User, customID string, values ...string) *router.Response {
	h.t.Helper()
	return h.serve(pressIn(u, discordgo.EnglishUS, customID, values...))
}

// pressIn is the interaction of pressing the component customID as u in locale, in guild "g" (values: a
// select menu's choice).
func pressIn(u *discordgo.User, locale discordgo.Locale, customID string, values ...string) *discordgo.Interaction {
	return &discordgo.Interaction{ID: "2", Type: discordgo.InteractionMessageComponent, Locale: locale,
		GuildID: "g", ChannelID: "c", Member: &discordgo.Member{User: u},
		Data: discordgo.MessageComponentInteractionData{CustomID: customID, Values: values}}
}

// inGuild moves an interaction built by commandIn or pressIn to guild; "" makes it a direct message,
// where Discord sends the user without a member.
func inGuild(in *discordgo.Interaction, guild string) *discordgo.Interaction {
	in.GuildID = guild
	if guild == "" && in.Member != nil {
		in.User, in.Member = in.Member.User, nil
	}
	return in
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

// wantCode runs in through the handler and checks that it fails with a user error of code, whose text
// in the interaction's language contains every one of want.
func wantCode(t *testing.T, h *harness, in *discordgo.Interaction, code router.Code, want ...string) {
	t.Helper()
	resp, err := h.handle(in)
	ue, ok := router.AsUserError(err)
	if !ok {
		t.Fatalf("got %v (response %+v), want a user error %s", err, resp, code)
	}
	if ue.Code != code {
		t.Errorf("code %s (%q), want %s", ue.Code, ue.Message.En, code)
	}
	text := ue.Text(i18n.FromLocale(string(in.Locale)))
	for _, w := range want {
		if !strings.Contains(text, w) {
			t.Errorf("error %q does not contain %q", text, w)
		}
	}
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

// selects lists the select menus of a response in order.
func selects(resp *router.Response) []discordgo.SelectMenu {
	var out []discordgo.SelectMenu
	for _, row := range resp.Components {
		if ar, ok := row.(discordgo.ActionsRow); ok {
			for _, c := range ar.Components {
				if s, ok := c.(discordgo.SelectMenu); ok {
					out = append(out, s)
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

// testClock is a settable clock for Deps.Now, safe for concurrent use: it stands still until a test moves
// it.
type testClock struct {
	mu  sync.Mutex
	now time.Time
}

// Now is the clock's time.
func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// advance moves the clock by d (back when d is negative).
func (c *testClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}
