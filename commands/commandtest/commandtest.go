// Package commandtest runs commands in tests through the real router and a memory store, without any
// transport or network: the harness every game's tests share (docs/architecture.md §2, §8). A game's
// package builds one with New and registers itself on it.
//
// It imports neither package commands nor any game, so that their tests, inside those packages, can
// import it.
package commandtest

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

// Harness serves interactions to the commands registered on Mux.
type Harness struct {
	T     testing.TB
	Mux   *router.Mux
	Srv   *router.Server
	Store storage.Store
	Log   *slog.Logger // discards everything
	// Unfitted makes Serve (and Command, Press) return the handler's own reply, before router.Fit cuts it
	// to Discord's limits, as a transport never would: for the tests that measure it (CheckFits).
	Unfitted bool
	// Now is when the interactions it serves arrive (router.Request.Now): a test's clock, as the Env's.
	// Nil means time.Now.
	Now func() time.Time
	ids atomic.Int64
}

// New is a harness with an empty mux on a fresh memory store; register, when not nil, adds the commands
// under test to h.Mux, with h.Store, h.Log and h.NewID for their environment.
func New(t testing.TB, register func(h *Harness)) *Harness {
	t.Helper()
	h := &Harness{T: t, Mux: router.NewMux(), Store: memory.New(), Log: slog.New(slog.DiscardHandler)}
	h.Srv = &router.Server{Mux: h.Mux, Log: h.Log}
	if register != nil {
		register(h)
	}
	return h
}

// arrival is the arrival time of an interaction served now.
func (h *Harness) arrival() time.Time {
	if h.Now != nil {
		return h.Now()
	}
	return time.Now()
}

// NewID numbers games "g1", "g2", ... in the order they start, so tests can name them.
func (h *Harness) NewID() string { return "g" + strconv.FormatInt(h.ids.Add(1), 10) }

// User is a user with the given id, named "user<id>".
func User(id string) *discordgo.User { return &discordgo.User{ID: id, Username: "user" + id} }

// Opt is a command option: Opt{"first", "me"}. It is an alias of a struct type without a name, so that
// tests may write it unkeyed (go vet's composites check accepts unnamed struct types from any package).
type Opt = struct {
	Name  string
	Value any
}

// Command runs "/name sub opts..." as u, in locale.
func (h *Harness) Command(u *discordgo.User, locale discordgo.Locale, name, sub string, opts ...Opt) *router.Response {
	h.T.Helper()
	return h.Serve(CommandIn(u, locale, name, sub, opts...))
}

// CommandIn is the interaction of "/name sub opts..." as u in locale, in guild "g" (sub "" for a command
// without subcommands). A *discordgo.User option is sent as Discord sends it: its id, with the user among
// the resolved data. Serve it with h.Serve, or with h.Handle (or WantCode) to see the handler's own error.
func CommandIn(u *discordgo.User, locale discordgo.Locale, name, sub string, opts ...Opt) *discordgo.Interaction {
	var dataOpts []*discordgo.ApplicationCommandInteractionDataOption
	resolved := &discordgo.ApplicationCommandInteractionDataResolved{Users: map[string]*discordgo.User{}}
	for _, o := range opts {
		do := &discordgo.ApplicationCommandInteractionDataOption{Name: o.Name, Value: o.Value}
		if u, ok := o.Value.(*discordgo.User); ok {
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

// Press presses the component with the given custom_id as u.
func (h *Harness) Press(u *discordgo.User, customID string, values ...string) *router.Response {
	h.T.Helper()
	return h.Serve(PressIn(u, discordgo.EnglishUS, customID, values...))
}

// PressIn is the interaction of pressing the component customID as u in locale, in guild "g" (values: a
// select menu's choice).
func PressIn(u *discordgo.User, locale discordgo.Locale, customID string, values ...string) *discordgo.Interaction {
	return &discordgo.Interaction{ID: "2", Type: discordgo.InteractionMessageComponent, Locale: locale,
		GuildID: "g", ChannelID: "c", Member: &discordgo.Member{User: u},
		Data: discordgo.MessageComponentInteractionData{CustomID: customID, Values: values}}
}

// InGuild moves an interaction built by CommandIn or PressIn to guild; "" makes it a direct message,
// where Discord sends the user without a member.
func InGuild(in *discordgo.Interaction, guild string) *discordgo.Interaction {
	in.GuildID = guild
	if guild == "" && in.Member != nil {
		in.User, in.Member = in.Member.User, nil
	}
	return in
}

// InBotDM moves an interaction built by CommandIn or PressIn to the user's direct messages with kibitz,
// as Discord sends it from there: no guild, the user without a member, context 1, kibitz installed by the
// user (and "0" for a server install, as Discord marks a DM with the bot).
func InBotDM(in *discordgo.Interaction) *discordgo.Interaction {
	InGuild(in, "")
	in.ChannelID = "dm-" + in.User.ID
	in.Context = discordgo.InteractionContextBotDM
	in.AuthorizingIntegrationOwners = map[discordgo.ApplicationIntegrationType]string{
		discordgo.ApplicationIntegrationGuildInstall: "0", discordgo.ApplicationIntegrationUserInstall: in.User.ID}
	return in
}

// InGroupDM moves an interaction built by CommandIn or PressIn to the group DM channel, where the user
// brought kibitz along with a user install.
func InGroupDM(in *discordgo.Interaction, channel string) *discordgo.Interaction {
	InGuild(in, "")
	in.ChannelID = channel
	in.Context = discordgo.InteractionContextPrivateChannel
	in.AuthorizingIntegrationOwners = map[discordgo.ApplicationIntegrationType]string{
		discordgo.ApplicationIntegrationUserInstall: in.User.ID}
	return in
}

// InUserInstallServer moves an interaction built by CommandIn or PressIn to channel of guild, a server
// that never added kibitz, where the user installed it on their account.
func InUserInstallServer(in *discordgo.Interaction, guild, channel string) *discordgo.Interaction {
	in.GuildID, in.ChannelID = guild, channel
	in.Context = discordgo.InteractionContextGuild
	u := in.User
	if in.Member != nil {
		u = in.Member.User
	}
	in.AuthorizingIntegrationOwners = map[discordgo.ApplicationIntegrationType]string{
		discordgo.ApplicationIntegrationUserInstall: u.ID}
	return in
}

// InHiddenServer is InUserInstallServer in a server that does not let kibitz post (app_permissions
// without SEND_MESSAGES): Discord shows its replies to the user who asked only (router.Request.CanPost).
// Embeds and files are allowed, so that only the one permission is missing.
func InHiddenServer(in *discordgo.Interaction, guild, channel string) *discordgo.Interaction {
	InUserInstallServer(in, guild, channel)
	in.AppPermissions = discordgo.PermissionViewChannel | discordgo.PermissionEmbedLinks | discordgo.PermissionAttachFiles
	return in
}

// ComponentPress is a press on customID as u, outside any guild or locale, with the custom_id as its
// interaction id.
func ComponentPress(u *discordgo.User, customID string) *discordgo.Interaction {
	return &discordgo.Interaction{ID: fmt.Sprint(customID), Type: discordgo.InteractionMessageComponent,
		Member: &discordgo.Member{User: u}, Data: discordgo.MessageComponentInteractionData{CustomID: customID}}
}

// Serve runs in through the router's Server, as a transport would: errors become replies.
func (h *Harness) Serve(in *discordgo.Interaction) *router.Response {
	h.T.Helper()
	req, err := router.NewRequest(in, h.arrival())
	if err != nil {
		h.T.Fatal(err)
	}
	if h.Unfitted {
		return h.Srv.Reply(context.Background(), req)
	}
	return h.Srv.Serve(context.Background(), req)
}

// Handle runs a request and returns the handler's own result (no error-to-reply conversion), for tests
// that check error codes. It needs no h.T.
func (h *Harness) Handle(in *discordgo.Interaction) (*router.Response, error) {
	req, err := router.NewRequest(in, h.arrival())
	if err != nil {
		return nil, err
	}
	handler, _, err := h.Mux.Lookup(req)
	if err != nil {
		return nil, err
	}
	return handler(context.Background(), req)
}

// HandleAtOnce runs the interactions through their handlers at the same instant, each in a goroutine
// released together, as presses that race would, and returns each one's error, in order.
func (h *Harness) HandleAtOnce(ins ...*discordgo.Interaction) []error {
	errs := make([]error, len(ins))
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i, in := range ins {
		wg.Go(func() {
			<-start
			_, errs[i] = h.Handle(in)
		})
	}
	close(start)
	wg.Wait()
	return errs
}

// WantCode runs in through the handler and checks that it fails with a user error of code, whose text
// in the interaction's language contains every one of want.
func (h *Harness) WantCode(t testing.TB, in *discordgo.Interaction, code router.Code, want ...string) {
	t.Helper()
	resp, err := h.Handle(in)
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

// Buttons lists the buttons of a response in order.
func Buttons(resp *router.Response) []discordgo.Button { return componentsOf[discordgo.Button](resp) }

// PublicFollowups are the followups of resp that everyone sees (a call of players, a share), in order;
// the private notes left out.
func PublicFollowups(resp *router.Response) []*router.Response {
	var public []*router.Response
	for _, f := range resp.Followups {
		if !f.Private {
			public = append(public, f)
		}
	}
	return public
}

// Selects lists the select menus of a response in order.
func Selects(resp *router.Response) []discordgo.SelectMenu {
	return componentsOf[discordgo.SelectMenu](resp)
}

// componentsOf lists the components of type T in a response's action rows, in order.
func componentsOf[T discordgo.MessageComponent](resp *router.Response) []T {
	var out []T
	for _, row := range resp.Components {
		if ar, ok := row.(discordgo.ActionsRow); ok {
			for _, c := range ar.Components {
				if x, ok := c.(T); ok {
					out = append(out, x)
				}
			}
		}
	}
	return out
}

// ButtonWithLabel is the response's button labelled label; the test fails without one.
func ButtonWithLabel(t testing.TB, resp *router.Response, label string) discordgo.Button {
	t.Helper()
	for _, b := range Buttons(resp) {
		if b.Label == label {
			return b
		}
	}
	t.Fatalf("no button %q in %v", label, Buttons(resp))
	return discordgo.Button{}
}

// SetRaw stores value under key as it is, bypassing the JSON helpers.
func SetRaw(t testing.TB, s storage.Store, key, value string) {
	t.Helper()
	if _, err := s.Update(context.Background(), key, 0, func([]byte) ([]byte, error) { return []byte(value), nil }); err != nil {
		t.Fatal(err)
	}
}

// Raw is the value stored under key, as it is.
func Raw(t testing.TB, s storage.Store, key string) string {
	t.Helper()
	v, err := s.Get(context.Background(), key)
	if err != nil {
		t.Fatalf("read %s: %v", key, err)
	}
	return string(v)
}

// Clock is a settable clock for Env.Now, safe for concurrent use: it stands still until a test moves it.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// NewClock is a clock standing at start.
func NewClock(start time.Time) *Clock { return &Clock{now: start} }

// Now is the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock by d (back when d is negative).
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}
