package sudoku

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/storage"
)

// The helpers of the tests of games being played: a harness with a clock, the controls of a game's
// message by what they do, and presses on them.

// playStart is when the tests' clock starts: 2026-05-01, 10:00 UTC.
var playStart = time.Date(2026, 5, 1, 10, 0, 0, 0, time.UTC)

// playHarness is the harness with /sudoku registered on a clock that the test moves.
func playHarness(t testing.TB) (*commandtest.Harness, *commandtest.Clock, *Command) {
	t.Helper()
	clock := commandtest.NewClock(playStart)
	var cmd *Command
	h := commandtest.New(t, func(h *commandtest.Harness) {
		h.Now = clock.Now // presses arrive on the test's clock
		cmd = New(commands.Env{Store: h.Store, Log: h.Log, NewID: h.NewID, Now: clock.Now}, Config{})
		cmd.Register(h.Mux)
	})
	return h, clock, cmd
}

// act is what a component of a game does: the last segment of its custom_id.
func act(customID string) string { return customID[strings.LastIndexByte(customID, '/')+1:] }

// control is the custom_id of the component of resp that does what, and whether it is enabled; the test
// fails without one.
func control(t *testing.T, resp *router.Response, what string) (string, bool) {
	t.Helper()
	for _, b := range commandtest.Buttons(resp) {
		if strings.HasPrefix(b.CustomID, "sdp1/") && act(b.CustomID) == what {
			return b.CustomID, !b.Disabled
		}
	}
	for _, m := range commandtest.Selects(resp) {
		if act(m.CustomID) == what {
			return m.CustomID, !m.Disabled
		}
	}
	t.Fatalf("no control %q in %q: %v", what, resp.Content, controlNames(resp))
	return "", false
}

// controlNames lists what the controls of resp do, for failure messages.
func controlNames(resp *router.Response) []string {
	var out []string
	for _, b := range commandtest.Buttons(resp) {
		out = append(out, act(b.CustomID))
	}
	for _, m := range commandtest.Selects(resp) {
		out = append(out, act(m.CustomID))
	}
	return out
}

// gameID is the id of the game whose message resp is.
func gameID(t *testing.T, resp *router.Response) string {
	t.Helper()
	id, _ := control(t, resp, "check")
	return strings.Split(id, "/")[1]
}

// use presses the control of resp that does what as u (values: a menu's choice), checks that the reply
// updates the message, and returns it.
func use(t *testing.T, h *commandtest.Harness, u *discordgo.User, resp *router.Response, what string, values ...string) *router.Response {
	t.Helper()
	id, enabled := control(t, resp, what)
	if !enabled {
		t.Fatalf("%s is disabled in %q", what, resp.Content)
	}
	r := h.Press(u, id, values...)
	if !r.Update {
		t.Fatalf("%s: a reply that does not update the game: %q", what, r.Content)
	}
	return r
}

// goTo chooses the cell (row, col from 0) in a game's message: with the cell menu of a 4x4 grid, or the
// row and column menus of the others, pressing only the menus whose choice changes.
func goTo(t *testing.T, h *commandtest.Harness, u *discordgo.User, resp *router.Response, n, row, col int) *router.Response {
	t.Helper()
	if n == 4 {
		return use(t, h, u, resp, "cell", strconv.Itoa(row*n+col))
	}
	id, _ := control(t, resp, "row")
	ch, ok := parseChoice(strings.Split(id, "/")[3], n)
	if !ok {
		t.Fatalf("custom_id %s holds no choice", id)
	}
	if ch.row != row {
		resp = use(t, h, u, resp, "row", strconv.Itoa(row+1))
	}
	if ch.col != col {
		resp = use(t, h, u, resp, "col", strconv.Itoa(col+1))
	}
	return resp
}

// write writes digit d in the chosen cell: a button, or the digit menu of a 16x16 grid.
func write(t *testing.T, h *commandtest.Harness, u *discordgo.User, resp *router.Response, n, d int) *router.Response {
	t.Helper()
	if n > 9 {
		return use(t, h, u, resp, "dig", strconv.Itoa(d))
	}
	return use(t, h, u, resp, "d"+strconv.Itoa(d))
}

// stored reads game id as stored.
func stored(t *testing.T, h *commandtest.Harness, id string) *Play {
	t.Helper()
	var p Play
	if err := storage.GetJSON(context.Background(), h.Store, playKey(id), &p); err != nil {
		t.Fatalf("game %s: %v", id, err)
	}
	return &p
}

// solveAll writes its answer in every cell of the game on resp's message that does not hold it yet, each
// move a minute after the one before, and returns the last reply.
func solveAll(t *testing.T, h *commandtest.Harness, clock *commandtest.Clock, u *discordgo.User, resp *router.Response) *router.Response {
	t.Helper()
	return solveEvery(t, h, clock, u, resp, time.Minute)
}

// solveEvery is solveAll with a move every step.
func solveEvery(t *testing.T, h *commandtest.Harness, clock *commandtest.Clock, u *discordgo.User, resp *router.Response, step time.Duration) *router.Response {
	t.Helper()
	p := stored(t, h, gameID(t, resp))
	n := p.size()
	for i := range len(p.Cells) {
		if p.at(i) == p.answer(i) {
			continue
		}
		clock.Advance(step)
		resp = goTo(t, h, u, resp, n, i/n, i%n)
		resp = write(t, h, u, resp, n, p.answer(i))
	}
	return resp
}

// privateFollowup is the text of resp's private followup, "" without one.
func privateFollowup(resp *router.Response) string {
	for _, f := range resp.Followups {
		if f.Private {
			return f.Content
		}
	}
	return ""
}
