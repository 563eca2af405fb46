package nim

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
)

// editFailures are the ways the sweep's edit of a game's message fails: the message is gone (a moderator
// deleted it: the bot's messenger wraps Discord's answer as router.ErrMessageGone), or Discord did not
// take the edit, after the REST path's retries.
var editFailures = []struct {
	name string
	err  error
}{
	{"message gone", fmt.Errorf("%w: HTTP 404 Not Found, {\"message\": \"Unknown Message\", \"code\": 10008}", router.ErrMessageGone)},
	{"discord failed", errors.New("discord PATCH /webhooks/{app}/{token}/messages/@original: gave up after 5 attempts: 503 Service Unavailable")},
}

// TestFailedEditLeavesTheTurnUnstarted: a three-player game whose message the sweep cannot edit when
// Alice's turn runs out. Bob's turn, which the edit was to show, does not run: the game waits for a press
// (waitUnshown), with no deadline, and Bob's deadline passes without a timeout. Nobody pressing, it is
// settled settleAfter later: Alice, who ran out of time on a turn she was shown, loses; Bob and Carol
// record nothing. Bob's clock used to run anyway, and he lost, ranked, a turn nobody had shown him; then
// Carol's edit failed too, and she won a game nobody could see.
func TestFailedEditLeavesTheTurnUnstarted(t *testing.T) {
	for _, c := range editFailures {
		t.Run(c.name, func(t *testing.T) {
			ctx := context.Background()
			n := newHarness(t) // one-minute turns
			_, id := n.start("5 6 7", nil, bob, carol)
			n.msgr.Refuse(n.game(id).Token, c.err)

			n.clock.Advance(time.Minute + commands.PressGrace) // alice's deadline has settled
			n.nim.sweep(ctx)
			since := n.clock.Now()
			g := n.game(id)
			if len(g.Players) != 2 || g.Players[g.Turn].ID != bob.ID || !g.waiting() || !g.Waiting.Equal(since) {
				t.Fatalf("after alice's timeout: %d players, turn %s, deadline %v, waiting since %v; want bob's turn waiting since %v",
					len(g.Players), g.Players[g.Turn].ID, g.Deadline, g.Waiting, since)
			}
			if edits := n.msgr.Edits(); len(edits) != 1 || edits[0].Err == nil {
				t.Fatalf("edits: %+v; want the one refused", edits)
			}
			settle := commands.DeadlineScore(since.Add(settleAfter))
			if due, _ := n.Store.ZRangeByScore(ctx, deadlinesKey, math.Inf(-1), math.Inf(1), 10); len(due) != 1 ||
				due[0].Score < settle || due[0].Score > settle+float64(time.Minute.Milliseconds()) {
				t.Errorf("the game in the deadlines: %v; want it at its settlement, %v", due, settle)
			}

			n.clock.Advance(time.Minute + commands.PressGrace) // when bob's turn would have run out
			n.nim.sweep(ctx)
			if g := n.game(id); len(g.Players) != 2 || !g.waiting() {
				t.Fatalf("after bob's turn time: %d players, deadline %v; want bob's turn still waiting", len(g.Players), g.Deadline)
			}
			n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 0}, carol: {0, 0}})

			n.clock.Advance(settleAfter)
			n.nim.sweep(ctx)
			if g := n.game(id); g.Phase != phaseOver || !g.Abandoned {
				t.Fatalf("%v after it began to wait: phase %s, abandoned %v; want it settled", n.clock.Now().Sub(since), g.Phase, g.Abandoned)
			}
			n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {0, 0}, carol: {0, 0}})
			if edits := n.msgr.Edits(); len(edits) != 1 {
				t.Errorf("%d edits; want the refused one alone: it is not tried again", len(edits))
			}
		})
	}
}

// TestPressShowsTheTurnAnEditCouldNot: where a press can still reach the game (Discord failed to take the
// edit, or took kibitz's access to the channel away and gave it back), the next press, by anyone, shows
// the turn that waits and starts it with the whole turn time.
func TestPressShowsTheTurnAnEditCouldNot(t *testing.T) {
	for _, c := range editFailures {
		t.Run(c.name, func(t *testing.T) {
			n := newHarness(t)
			resp, id := n.start("5 6 7", nil, bob, carol)
			n.msgr.Refuse(n.game(id).Token, c.err)
			n.clock.Advance(time.Minute + commands.PressGrace)
			n.nim.sweep(context.Background())
			n.clock.Advance(5 * time.Minute)

			resp = n.press(carol, commandtest.Selects(resp)[0].CustomID, "1") // a menu of the board before
			want := "<@102>'s turn: pick a heap, then how many stones to take. Time runs out <t:" +
				strconv.FormatInt(n.clock.Now().Add(time.Minute).Unix(), 10) + ":R>."
			if !resp.Update || !strings.Contains(resp.Content, want) {
				t.Fatalf("the press after the failed edit: %q, want %q", resp.Content, want)
			}
			if g := n.game(id); !g.Deadline.Equal(n.clock.Now().Add(time.Minute)) {
				t.Errorf("bob's deadline %v, want a minute from the press", g.Deadline)
			}
		})
	}
}

// TestFailedEditLeavesAPressAlone: a press that reaches the game while the sweep's edit waits for Discord
// (on another replica: Carol's Leave, which asks first and remembers her interaction) showed the board
// with Bob's turn running through its own token; the edit that then fails takes nothing back.
func TestFailedEditLeavesAPressAlone(t *testing.T) {
	n := newHarness(t)
	resp, id := n.start("5 6 7", nil, bob, carol)
	leave := commandtest.ButtonWithLabel(t, resp, "Leave").CustomID
	n.msgr.Refuse(n.game(id).Token, editFailures[0].err)
	pressed := make(chan error, 1)
	n.msgr.OnEdit(func(commandtest.Edit) {
		_, err := n.Handle(n.in(carol, discordgo.EnglishUS, leave))
		pressed <- err
	})
	n.clock.Advance(time.Minute + commands.PressGrace)
	n.nim.sweep(context.Background())
	if err := <-pressed; err != nil {
		t.Fatalf("carol's press during the edit: %v", err)
	}
	g := n.game(id)
	if g.Players[g.Turn].ID != bob.ID || g.waiting() || !g.Deadline.Equal(n.clock.Now().Add(time.Minute)) {
		t.Errorf("turn %s, deadline %v; want bob's turn running, shown by carol's press", g.Players[g.Turn].ID, g.Deadline)
	}
}

// TestEditCutShortByShutdown: the process stops while the sweep's edit waits for Discord, which ends the
// sweep's context and the edit with it: nothing was shown, and Bob's turn waits all the same; the store's
// change does not hang on the ended context.
func TestEditCutShortByShutdown(t *testing.T) {
	n := newHarness(t)
	_, id := n.start("5 6 7", nil, bob, carol)
	ctx, cancel := context.WithCancel(context.Background())
	n.msgr.Refuse(n.game(id).Token, context.Canceled)
	n.msgr.OnEdit(func(commandtest.Edit) { cancel() })
	n.clock.Advance(time.Minute + commands.PressGrace)
	n.nim.sweep(ctx)
	if g := n.game(id); g.Players[g.Turn].ID != bob.ID || !g.waiting() {
		t.Errorf("turn %s, deadline %v; want bob's turn waiting", g.Players[g.Turn].ID, g.Deadline)
	}
}
