package all

import (
	"context"
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
)

// /grundy and the ranked Nim games in progress: the wiring in all.go hands /grundy the Nim games, and it
// declines what /nim analyze declines of the same position (commands/nim/playing.go), to the asker seated
// in a ranked game on it, and to anyone in the channel where it is played.

var (
	bob   = commandtest.User("102")
	carol = commandtest.User("103")
	dave  = commandtest.User("104") // watches
	erin  = commandtest.User("105")
	frank = commandtest.User("106")
	grace = commandtest.User("107")
)

// startNim opens a Nim game in channel "c" as host on heaps under extra options, joins the others and
// starts it; it returns the board.
func startNim(t *testing.T, h *commandtest.Harness, host *discordgo.User, heaps string, extra []opt, others ...*discordgo.User) *router.Response {
	t.Helper()
	resp := h.Command(host, discordgo.EnglishUS, "nim", "start", append([]opt{{"heaps", heaps}}, extra...)...)
	if len(others) > 0 {
		join := commandtest.ButtonWithLabel(t, resp, "Join").CustomID
		for _, u := range others {
			resp = h.Press(u, join)
		}
	}
	resp = h.Press(host, commandtest.ButtonWithLabel(t, resp, "Start").CustomID)
	if !resp.Update {
		t.Fatalf("start %s: the lobby did not start: %q", heaps, resp.Content)
	}
	return resp
}

// refusal is what an analysis asked by u in channel gives: "" for an answer, "player" for the refusal of
// a ranked game the asker plays, "channel" for the refusal of one played in the channel. Any other error
// fails the test.
func refusal(t *testing.T, h *commandtest.Harness, req *router.Request) string {
	t.Helper()
	handler, _, err := h.Mux.Lookup(req)
	if err != nil {
		t.Fatal(err)
	}
	resp, err := handler(context.Background(), req)
	ue, ok := router.AsUserError(err)
	switch {
	case err == nil && resp != nil && len(resp.Embeds) > 0:
		return ""
	case ok && ue.Code == router.Forbidden && strings.Contains(ue.Message.En, "your ranked Nim game in progress"):
		return "player"
	case ok && ue.Code == router.Forbidden && strings.Contains(ue.Message.En, "ranked Nim game on this position is being played in this channel"):
		return "channel"
	}
	t.Fatalf("as %s: %v (%+v), want an answer or a ranked game's refusal", req.User.ID, err, resp)
	return ""
}

// grundyIn is the request of /grundy sub with opts as u in channel.
func grundyIn(t *testing.T, u *discordgo.User, channel, sub string, opts ...opt) *router.Request {
	t.Helper()
	in := commandtest.CommandIn(u, discordgo.EnglishUS, "grundy", sub, opts...)
	in.ChannelID = channel
	req, err := router.NewRequest(in, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return req
}

// dagameIn is the request of /grundy dagame on the file text as u in channel.
func dagameIn(t testing.TB, u *discordgo.User, channel, text string) *router.Request {
	t.Helper()
	in := commandtest.CommandIn(u, discordgo.EnglishUS, "grundy", "")
	in.ChannelID = channel
	in.Data = discordgo.ApplicationCommandInteractionData{Name: "grundy",
		Resolved: &discordgo.ApplicationCommandInteractionDataResolved{Attachments: map[string]*discordgo.MessageAttachment{
			"a1": {ID: "a1", Filename: "game.txt", URL: "mem://game.txt", Size: len(text)}}},
		Options: []*discordgo.ApplicationCommandInteractionDataOption{{Name: "dagame", Type: discordgo.ApplicationCommandOptionSubCommand,
			Options: []*discordgo.ApplicationCommandInteractionDataOption{{Name: "file", Type: discordgo.ApplicationCommandOptionAttachment, Value: "a1"}}}}}
	req, err := router.NewRequest(in, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	req.Fetch = func(context.Context, string) (io.ReadCloser, error) {
		return io.NopCloser(strings.NewReader(text)), nil
	}
	return req
}

// nimGraph is a DAGame file whose nodes 1..n are plain Nim heaps of 0..n-1 (an edge from every node to
// every smaller one), with a token of its own colour on the node of each value in values.
func nimGraph(n int, values ...int) string {
	var edges []string
	for p := 2; p <= n; p++ {
		for q := 1; q < p; q++ {
			edges = append(edges, fmt.Sprintf("%d %d", p, q))
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d %d\n%s\n%d\n", n, len(edges), strings.Join(edges, "\n"), len(values))
	for c, v := range values {
		fmt.Fprintf(&b, "%d %d\n", v+1, c+1)
	}
	return b.String()
}

func TestGrundyDeclinesARankedNimPosition(t *testing.T) {
	h := newHarness(t)
	startNim(t, h, alice, "3 4 5", []opt{{"moves", "1-3"}}, bob) // values 3 0 1
	startNim(t, h, carol, "3 4 5", nil, erin)                    // plain Nim
	startNim(t, h, frank, "3 5 5", nil, grace)                   // plain Nim, value 3 once its pair cancels
	sub := func(moves, n string) []opt { return []opt{{"moves", moves}, {"n", n}} }
	for _, tc := range []struct {
		name    string
		who     *discordgo.User
		channel string
		req     asker
		want    string
	}{
		{"the position", alice, "elsewhere", subtractionOf(sub("1-3", "3 4 5")), "player"},
		{"the player not to move", bob, "elsewhere", subtractionOf(sub("1-3", "3 4 5")), "player"},
		{"the piles in another order, an empty one aside", alice, "elsewhere", subtractionOf(sub("3,2,1", "5 0 3 4")), "player"},
		{"one move on", bob, "elsewhere", subtractionOf(sub("1-3", "2 4 5")), "player"},
		{"the same values written otherwise", alice, "elsewhere", subtractionOf(sub("1,2,3", "7 8 9")), "player"},
		{"someone watching, elsewhere", dave, "elsewhere", subtractionOf(sub("1-3", "3 4 5")), ""},
		{"someone watching, in the games' channel", dave, "c", subtractionOf(sub("1-3", "3 4 5")), "channel"},
		{"another position", alice, "elsewhere", subtractionOf(sub("1-3", "3 4 6")), ""},
		{"plain Nim as a take limit of the largest heap", carol, "elsewhere", subtractionOf(sub("1-5", "3 4 5")), "player"},
		{"plain Nim as a take limit, reordered", erin, "elsewhere", subtractionOf(sub("1,2,3,4,5", "5 4 3")), "player"},
		{"plain Nim as a take limit, in the games' channel", dave, "c", subtractionOf(sub("1-5", "4 5 3")), "channel"},
		{"a take limit below a heap is another game", carol, "elsewhere", subtractionOf(sub("1-4", "3 4 5")), ""},
		{"the other game's rule", alice, "elsewhere", subtractionOf(sub("1-5", "3 4 5")), ""},
		{"a divisor game of the same value (16: one heap of 3)", frank, "elsewhere", divisorOf("16"), "player"},
		{"a divisor game of the same value, in misère play", grace, "elsewhere", divisorOf("24", opt{"misere", true}), "player"},
		{"a divisor game of the same value, in the games' channel", dave, "c", divisorOf("2^4"), "channel"},
		{"a divisor game of another value", frank, "elsewhere", divisorOf("32"), ""},
		{"a DAG game of the same values", carol, "elsewhere", dagameOf(nimGraph(6, 5, 3, 4)), "player"},
		{"a DAG game of the same values, in the games' channel", dave, "c", dagameOf(nimGraph(6, 3, 4, 5, 2, 2)), "channel"},
		{"a DAG game of other values", carol, "elsewhere", dagameOf(nimGraph(7, 3, 4, 6)), ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := refusal(t, h, tc.req(t, tc.who, tc.channel)); got != tc.want {
				t.Errorf("refusal %q, want %q", got, tc.want)
			}
		})
	}
	t.Run("in Korean", func(t *testing.T) {
		in := commandtest.CommandIn(alice, discordgo.Korean, "grundy", "subtraction", sub("1-3", "3 4 5")...)
		in.ChannelID = "elsewhere"
		h.WantCode(t, in, router.Forbidden, "진행 중인 내 순위전 님 게임에서 나온 것이라")
	})
}

// asker builds a request of the tests' tables as u in channel: subtractionOf, divisorOf, dagameOf.
type asker func(t *testing.T, u *discordgo.User, channel string) *router.Request

func subtractionOf(opts []opt) asker {
	return func(t *testing.T, u *discordgo.User, channel string) *router.Request {
		return grundyIn(t, u, channel, "subtraction", opts...)
	}
}

func divisorOf(n string, extra ...opt) asker {
	return func(t *testing.T, u *discordgo.User, channel string) *router.Request {
		return grundyIn(t, u, channel, "divisor", append([]opt{{"n", n}}, extra...)...)
	}
}

func dagameOf(text string) asker {
	return func(t *testing.T, u *discordgo.User, channel string) *router.Request {
		return dagameIn(t, u, channel, text)
	}
}

// TestGrundyAnswersPracticeAndFinishedGames: a game against kibitz alone is practice, whose position
// /grundy answers, as /nim analyze does; a ranked game's is answered again once it is over.
func TestGrundyAnswersPracticeAndFinishedGames(t *testing.T) {
	h := newHarness(t)
	startNim(t, h, alice, "3 4 5", []opt{{"moves", "1-3"}, {"bot", true}})
	ask := subtractionOf([]opt{{"moves", "1-3"}, {"n", "3 4 5"}})
	for _, c := range []string{"elsewhere", "c"} {
		if got := refusal(t, h, ask(t, alice, c)); got != "" {
			t.Errorf("a practice game's position asked in %s: refusal %q, want the answer", c, got)
		}
	}

	board := startNim(t, h, bob, "3 4 5", []opt{{"moves", "1-3"}}, carol)
	if got := refusal(t, h, ask(t, bob, "elsewhere")); got != "player" {
		t.Fatalf("the ranked game's position: refusal %q, want the player's", got)
	}
	leave := commandtest.ButtonWithLabel(t, board, "Leave").CustomID
	h.Press(carol, leave) // Leave in play asks first
	h.Press(carol, leave) // bob is left, and wins
	for _, tc := range []struct {
		who     *discordgo.User
		channel string
	}{{bob, "elsewhere"}, {carol, "elsewhere"}, {dave, "c"}} {
		if got := refusal(t, h, ask(t, tc.who, tc.channel)); got != "" {
			t.Errorf("after the game, %s in %s: refusal %q, want the answer", tc.who.ID, tc.channel, got)
		}
	}
}
