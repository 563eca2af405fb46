package nim

import (
	"bytes"
	"context"
	"image/png"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/storage"
)

// The harness of /nim's tests, and the few wrappers that keep them short.

var (
	alice = commandtest.User("101")
	bob   = commandtest.User("102")
	carol = commandtest.User("103")
	dave  = commandtest.User("104") // mostly one who watches
)

// opt is commandtest.Opt, short for the tables of options.
type opt = commandtest.Opt

// harness is commandtest's harness with /nim alone registered, on a fake clock, with a fake messenger
// and a one-minute turn timer, and every interaction carrying a token, as Discord's do.
type harness struct {
	*commandtest.Harness
	nim   *Command
	clock *commandtest.Clock
	msgr  *commandtest.Messenger
	seq   atomic.Int64 // interactions, for their ids and tokens
	ids   atomic.Int64 // games: g1, g2, ...
}

func newHarness(t *testing.T) *harness {
	t.Helper()
	return newHarnessOn(t, nil)
}

// newHarnessOn is newHarness with the memory store seen through wrap (nil: as it is), for tests that
// watch what /nim asks of the store.
func newHarnessOn(t *testing.T, wrap func(storage.Store) storage.Store) *harness {
	t.Helper()
	n := &harness{clock: commandtest.NewClock(time.Date(2025, 3, 1, 12, 0, 0, 0, time.UTC)), msgr: &commandtest.Messenger{}}
	n.Harness = commandtest.New(t, func(h *commandtest.Harness) {
		if wrap != nil {
			h.Store = wrap(h.Store)
		}
		h.Now = n.clock.Now // presses arrive on the test's clock
		env := commands.Env{Store: h.Store, Log: h.Log, NewID: func() string { return "g" + strconv.FormatInt(n.ids.Add(1), 10) },
			Now: n.clock.Now, Messenger: n.msgr}
		n.nim = New(env, Config{TurnTimeout: time.Minute, Shuffle: joinOrder})
		n.nim.Register(h.Mux)
	})
	return n
}

// joinOrder is a Config.Shuffle that keeps the lobby's order, so that the tests know who moves first:
// the one who opened the game, then the others as they joined. TestOrderDrawnAtStart draws another.
func joinOrder(n int) []int {
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	return order
}

// in builds a component interaction (values: a select menu's choice) with its own token.
func (h *harness) in(u *discordgo.User, locale discordgo.Locale, customID string, values ...string) *discordgo.Interaction {
	k := strconv.FormatInt(h.seq.Add(1), 10)
	return &discordgo.Interaction{ID: k, AppID: "app", Token: "tok" + k,
		Type: discordgo.InteractionMessageComponent, Locale: locale, GuildID: "g", ChannelID: "c",
		Member: &discordgo.Member{User: u}, Data: discordgo.MessageComponentInteractionData{CustomID: customID, Values: values}}
}

func (h *harness) press(u *discordgo.User, customID string, values ...string) *router.Response {
	h.T.Helper()
	return h.Serve(h.in(u, discordgo.EnglishUS, customID, values...))
}

// leave presses Leave on board as u: in play twice, the question the first press asks answered.
func (h *harness) leave(u *discordgo.User, board *router.Response) *router.Response {
	h.T.Helper()
	return h.leaveWith(u, commandtest.ButtonWithLabel(h.T, board, "Leave").CustomID)
}

// leaveWith is leave with Leave's custom_id, kept from an older board.
func (h *harness) leaveWith(u *discordgo.User, customID string) *router.Response {
	h.T.Helper()
	resp := h.press(u, customID)
	if asksToLeave(resp) {
		resp = h.press(u, customID)
	}
	return resp
}

// asksToLeave reports whether resp carries Leave's question, privately.
func asksToLeave(resp *router.Response) bool {
	for _, f := range resp.Followups {
		if f.Private && strings.Contains(f.Content, "**Leave this game?**") {
			return true
		}
	}
	return false
}

// submit sends the exact-amount form.
func (h *harness) submit(u *discordgo.User, customID, amount string) *router.Response {
	h.T.Helper()
	return h.Serve(h.modalIn(u, customID, amount))
}

// modalIn builds the submission of the exact-amount form.
func (h *harness) modalIn(u *discordgo.User, customID, amount string) *discordgo.Interaction {
	k := strconv.FormatInt(h.seq.Add(1), 10)
	return &discordgo.Interaction{ID: k, AppID: "app", Token: "tok" + k,
		Type: discordgo.InteractionModalSubmit, Locale: discordgo.EnglishUS, GuildID: "g", ChannelID: "c",
		Member: &discordgo.Member{User: u}, Data: discordgo.ModalSubmitInteractionData{CustomID: customID,
			Components: []discordgo.MessageComponent{&discordgo.ActionsRow{Components: []discordgo.MessageComponent{
				&discordgo.TextInput{CustomID: amountField, Value: amount}}}}}}
}

// wantErr runs in through the handler and checks its user error's code and words (WantCode).
func (h *harness) wantErr(in *discordgo.Interaction, code router.Code, words ...string) {
	h.T.Helper()
	h.WantCode(h.T, in, code, words...)
}

// game reads a game from the store.
func (h *harness) game(id string) *Game {
	h.T.Helper()
	var g Game
	if err := storage.GetJSON(context.Background(), h.Store, gameKey(id), &g); err != nil {
		h.T.Fatalf("game %s: %v", id, err)
	}
	return &g
}

// start runs /nim start as alice, then joins the others in order and starts; bot adds kibitz.
func (h *harness) start(heaps string, extra []opt, others ...*discordgo.User) (*router.Response, string) {
	h.T.Helper()
	resp := h.Command(alice, discordgo.EnglishUS, "nim", "start", append([]opt{{"heaps", heaps}}, extra...)...)
	join := commandtest.ButtonWithLabel(h.T, resp, "Join").CustomID
	id := strings.Split(join, "/")[1]
	for _, u := range others {
		resp = h.press(u, join)
	}
	resp = h.press(alice, commandtest.ButtonWithLabel(h.T, resp, "Start").CustomID)
	if !resp.Update || h.game(id).Phase != phasePlaying {
		h.T.Fatalf("start: update %v, phase %s: %q", resp.Update, h.game(id).Phase, resp.Content)
	}
	return resp, id
}

// move picks heap (from 1) then take as u, and returns the message after the move.
func (h *harness) move(u *discordgo.User, resp *router.Response, heap int, take int64) *router.Response {
	h.T.Helper()
	menus := commandtest.Selects(resp)
	if len(menus) == 0 {
		h.T.Fatalf("no heap menu: %q", resp.Content)
	}
	resp = h.press(u, menus[0].CustomID, strconv.Itoa(heap))
	menus = commandtest.Selects(resp)
	if !resp.Update || len(menus) != 2 {
		h.T.Fatalf("after picking heap %d: update %v, %d menus: %q", heap, resp.Update, len(menus), resp.Content)
	}
	return h.press(u, menus[1].CustomID, strconv.FormatInt(take, 10))
}

func decodes(t *testing.T, resp *router.Response) {
	t.Helper()
	if len(resp.Files) != 1 {
		t.Fatalf("%d files, want the board", len(resp.Files))
	}
	data := router.FileBytes(resp.Files[0])
	if _, err := png.Decode(bytes.NewReader(data)); err != nil {
		t.Fatalf("board is not a PNG: %v", err)
	}
	if len(data) > 1<<20 {
		t.Errorf("board is %d bytes", len(data))
	}
}

func desc(resp *router.Response) string {
	if len(resp.Embeds) == 0 {
		return ""
	}
	return resp.Embeds[0].Description
}
