package commands

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/storage"
)

// The tests of the games still in this package run on commandtest's harness through the names they have
// always used; each game that moves to a package of its own uses commandtest directly
// (commands/tictactoe/tictactoe_test.go).

var (
	alice = user("101")
	bob   = user("102")
	carol = user("103")
)

// Register adds the games still in this package, then /help, for their tests. The bot's list is
// commands/all's, which this package cannot import; a game that moves out leaves this list too.
func Register(m *router.Mux, d Deps) *Commands {
	return RegisterAll(m, Sudoku(d), Knight(d), KPK(d), Wordle(d))
}

// harness runs commands through the real router and a memory store, without any transport. Its fields
// are set by the tests that build one for a single command (newSudokuHarness and others).
type harness struct {
	t     *testing.T
	mux   *router.Mux
	srv   *router.Server
	store storage.Store
	ids   atomic.Int64
}

func newHarness(t *testing.T) *harness {
	t.Helper()
	ct := commandtest.New(t, func(ct *commandtest.Harness) {
		Register(ct.Mux, Deps{Store: ct.Store, Log: ct.Log, NewID: ct.NewID})
	})
	return &harness{t: t, mux: ct.Mux, srv: ct.Srv, store: ct.Store}
}

// shared is h as commandtest's harness, which does the work.
func (h *harness) shared() *commandtest.Harness {
	return &commandtest.Harness{T: h.t, Mux: h.mux, Srv: h.srv, Store: h.store}
}

func user(id string) *discordgo.User { return commandtest.User(id) }

// opt is a command option; sub names the subcommand.
type opt = commandtest.Opt

// command runs "/name sub opts..." as user, in locale.
func (h *harness) command(u *discordgo.User, locale discordgo.Locale, name, sub string, opts ...opt) *router.Response {
	h.t.Helper()
	return h.shared().Command(u, locale, name, sub, opts...)
}

// commandIn is commandtest.CommandIn.
func commandIn(u *discordgo.User, locale discordgo.Locale, name, sub string, opts ...opt) *discordgo.Interaction {
	return commandtest.CommandIn(u, locale, name, sub, opts...)
}

// press presses the component with the given custom_id as user.
func (h *harness) press(u *discordgo.User, customID string, values ...string) *router.Response {
	h.t.Helper()
	return h.shared().Press(u, customID, values...)
}

// pressIn is commandtest.PressIn.
func pressIn(u *discordgo.User, locale discordgo.Locale, customID string, values ...string) *discordgo.Interaction {
	return commandtest.PressIn(u, locale, customID, values...)
}

// inGuild is commandtest.InGuild.
func inGuild(in *discordgo.Interaction, guild string) *discordgo.Interaction {
	return commandtest.InGuild(in, guild)
}

func (h *harness) serve(in *discordgo.Interaction) *router.Response {
	h.t.Helper()
	return h.shared().Serve(in)
}

// handle runs a request and returns the handler's own result (no error-to-reply conversion), for tests
// that check error codes.
func (h *harness) handle(in *discordgo.Interaction) (*router.Response, error) {
	return h.shared().Handle(in)
}

// wantCode is commandtest.Harness.WantCode.
func wantCode(t *testing.T, h *harness, in *discordgo.Interaction, code router.Code, want ...string) {
	t.Helper()
	h.shared().WantCode(t, in, code, want...)
}

func buttons(resp *router.Response) []discordgo.Button { return commandtest.Buttons(resp) }

func selects(resp *router.Response) []discordgo.SelectMenu { return commandtest.Selects(resp) }

func buttonWithLabel(t *testing.T, resp *router.Response, label string) discordgo.Button {
	t.Helper()
	return commandtest.ButtonWithLabel(t, resp, label)
}

func componentPress(u *discordgo.User, customID string) *discordgo.Interaction {
	return commandtest.ComponentPress(u, customID)
}

// testClock is commandtest.Clock, starting at now, for the tests that set its start in a literal.
type testClock struct {
	now   time.Time
	once  sync.Once
	clock *commandtest.Clock
}

func (c *testClock) shared() *commandtest.Clock {
	c.once.Do(func() { c.clock = commandtest.NewClock(c.now) })
	return c.clock
}

// Now is the clock's time.
func (c *testClock) Now() time.Time { return c.shared().Now() }

// advance moves the clock by d (back when d is negative).
func (c *testClock) advance(d time.Duration) { c.shared().Advance(d) }
