package nim

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/storage"
)

// A lobby whose host walked away (away.go): after hostAway, anyone who joined may start it without them.

// joinedLobby is openLobby with heaps, the others joined in order; it returns the lobby's latest message.
func (h *harness) joinedLobby(locale discordgo.Locale, extra []opt, others ...*discordgo.User) (*router.Response, string) {
	h.T.Helper()
	resp, id := h.openLobby(locale, extra...)
	for _, u := range others {
		resp = h.press(u, router.ID(joinRoute, id))
	}
	return resp, id
}

// unix is t as Discord's relative timestamp markup.
func unix(t time.Time) string { return "<t:" + strconv.FormatInt(t.Unix(), 10) + ":R>" }

// TestStartWithoutTheAwayHost: before hostAway a joined player's Start is refused, saying who can start
// and from when others may; after it, a player who joined starts the game without the host, who is
// seated nowhere and records nothing when the game ends. The message that calls the players says what
// happened, naming the host without notifying them.
func TestStartWithoutTheAwayHost(t *testing.T) {
	n := newHarness(t)
	from := n.clock.Now().Add(hostAway)
	resp, id := n.joinedLobby(discordgo.EnglishUS, []opt{{"heaps", "1 1"}}, bob, carol)
	start := router.ID(startRoute, id)
	n.wantErr(n.in(bob, discordgo.EnglishUS, start), router.Forbidden, "Only the host, <@101>", "anyone who joined may start it "+unix(from))
	n.wantErr(n.in(dave, discordgo.EnglishUS, start), router.Forbidden, "Only the host, <@101>", unix(from))
	n.clock.Advance(hostAway - time.Second)
	n.wantErr(n.in(bob, discordgo.EnglishUS, start), router.Forbidden, unix(from))
	n.clock.Advance(time.Second)
	n.wantErr(n.in(dave, discordgo.EnglishUS, start), router.Forbidden, "press **Join** first")
	if g := n.game(id); g.Phase != phaseLobby || len(g.Players) != 3 {
		t.Fatalf("after the refused presses: %+v", g)
	}

	resp = n.press(bob, commandtest.ButtonWithLabel(t, resp, "Start").CustomID)
	g := n.game(id)
	if !resp.Update || g.Phase != phasePlaying || g.seat(alice.ID) >= 0 || len(g.Players) != 2 ||
		slices.ContainsFunc(g.Roster, func(p player) bool { return p.ID == alice.ID }) {
		t.Fatalf("bob's Start after %s: update %v, %+v", hostAway, resp.Update, g)
	}
	calls := commandtest.PublicFollowups(resp)
	want := "<@101> was away, so <@102> started the game without them.\n<@103>: the game of Nim has started, and <@102> moves first."
	if len(calls) != 1 || calls[0].Content != want || !slices.Equal(calls[0].Notify, []string{carol.ID}) {
		t.Errorf("followups %+v, want %q notifying carol alone", calls, want)
	}
	n.wantErr(n.in(alice, discordgo.EnglishUS, start), router.Conflict, "already started")

	resp = n.move(bob, resp, 1, 1)
	n.move(carol, resp, 2, 1)
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 1}, carol: {1, 0}})
	if st, err := n.nim.Stats(context.Background(), alice.ID); err != nil || len(st.Practice)+len(st.Ranked) != 0 {
		t.Errorf("alice's figures %+v (%v), want none", st, err)
	}
}

// TestStartWithoutTheHostNeedsTwo: without the host too few would be left, kibitz counting as a player
// where it is in the lobby: a private error, the lobby unchanged; with kibitz there the game starts.
func TestStartWithoutTheHostNeedsTwo(t *testing.T) {
	n := newHarness(t)
	_, id := n.joinedLobby(discordgo.EnglishUS, []opt{{"heaps", "3 4"}}, bob)
	n.clock.Advance(hostAway)
	before := n.game(id)
	n.wantErr(n.in(bob, discordgo.EnglishUS, router.ID(startRoute, id)), router.Conflict, "Without <@101>", "at least two players")
	if after := n.game(id); after.Phase != phaseLobby || after.Host != alice.ID || len(after.Players) != 2 || after.TokenAt != before.TokenAt {
		t.Errorf("the lobby changed: %+v", after)
	}

	_, id = n.joinedLobby(discordgo.EnglishUS, []opt{{"heaps", "3 4"}, {"bot", true}}, bob)
	n.clock.Advance(hostAway)
	resp := n.press(bob, router.ID(startRoute, id))
	if g := n.game(id); !resp.Update || g.Phase != phasePlaying && g.Phase != phaseOver || g.seat(alice.ID) >= 0 || g.seat(bob.ID) < 0 {
		t.Fatalf("with kibitz in the lobby: update %v, %+v: %q", resp.Update, g, resp.Content)
	}
	if calls := commandtest.PublicFollowups(resp); len(calls) != 1 || calls[0].Content != "<@101> was away, so <@102> started the game without them." || len(calls[0].Notify) != 0 {
		t.Errorf("followups %+v, want the note notifying nobody", calls)
	}
}

// TestAwayLine: the lobby says in advance from when the host may be passed over, under the players, in
// every catalogued language; once that time has passed, a refreshed lobby says anyone who joined may start
// now. A host handed the lobby, and one who asked for a rematch, get their own hostAway.
func TestAwayLine(t *testing.T) {
	n := newHarness(t)
	from := n.clock.Now().Add(hostAway)
	resp, id := n.joinedLobby(discordgo.EnglishUS, []opt{{"heaps", "3 4"}}, bob)
	if want := "2. <@102>\nIf <@101> is away, anyone who joined may start the game " + unix(from) + ".\n"; !strings.HasSuffix(desc(resp), want) {
		t.Errorf("lobby %q, want it to end %q", desc(resp), want)
	}
	ko, _ := n.joinedLobby(discordgo.Korean, []opt{{"heaps", "3 4"}})
	if want := "<@101> 님이 자리를 비우면 " + unix(from) + "부터 참가한 누구나 게임을 시작할 수 있습니다."; !strings.Contains(desc(ko), want) {
		t.Errorf("Korean lobby %q, want %q", desc(ko), want)
	}
	g := n.game(id)
	for _, lang := range []i18n.Lang{i18n.Japanese, i18n.Spanish, i18n.Portuguese} {
		if line := g.awayLine(lang, n.clock.Now()); !strings.Contains(line, "<@101>") || !strings.Contains(line, unix(from)) || strings.Contains(line, "If ") {
			t.Errorf("in %v: %q", lang, line)
		}
	}

	n.clock.Advance(hostAway)
	resp = n.press(carol, router.ID(joinRoute, id))
	if want := "If <@101> is away, anyone who joined may start the game now."; !strings.Contains(desc(resp), want) {
		t.Errorf("lobby after %s: %q, want %q", hostAway, desc(resp), want)
	}

	// The host leaves: bob hosts from now on, with hostAway of his own.
	resp = n.leaveWith(alice, router.ID(leaveRoute, id))
	if want := "If <@102> is away, anyone who joined may start the game " + unix(n.clock.Now().Add(hostAway)) + "."; !strings.Contains(desc(resp), want) {
		t.Errorf("handed lobby %q, want %q", desc(resp), want)
	}
	n.wantErr(n.in(carol, discordgo.EnglishUS, router.ID(startRoute, id)), router.Forbidden, "Only the host, <@102>")

	// A lobby with kibitz that others can join has the line too.
	if lone := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4"}, opt{"bot", true}); !strings.Contains(desc(lone), "If <@101> is away") {
		t.Errorf("a lobby with kibitz others can join has no away line: %q", desc(lone))
	}

	// A rematch: its asker hosts from when they asked.
	board, _ := n.start("1", nil, bob)
	board = n.move(alice, board, 1, 1)
	n.clock.Advance(time.Hour)
	resp = n.press(bob, commandtest.ButtonWithLabel(t, board, "Rematch").CustomID)
	if want := "If <@102> is away, anyone who joined may start the game " + unix(n.clock.Now().Add(hostAway)) + "."; !strings.Contains(desc(resp), want) {
		t.Errorf("rematch lobby %q, want %q", desc(resp), want)
	}
}

// TestHostAndTakeoverAtOnce: the host's Start or Cancel pressed at the same instant as another player's
// Start after hostAway resolves to one outcome, through the game's one compare-and-set: the other press
// is refused, as coming too late.
func TestHostAndTakeoverAtOnce(t *testing.T) {
	n := newHarness(t)
	outcomes := map[string]int{}
	for round := range 20 {
		host := "Start"
		if round%2 == 1 {
			host = "Cancel"
		}
		_, id := n.joinedLobby(discordgo.EnglishUS, []opt{{"heaps", "3 4 5"}}, bob, carol)
		n.clock.Advance(hostAway)
		hostID := router.ID(startRoute, id)
		if host == "Cancel" {
			hostID = router.ID(cancelRoute, id)
		}
		errs := n.HandleAtOnce(n.in(alice, discordgo.EnglishUS, hostID), n.in(bob, discordgo.EnglishUS, router.ID(startRoute, id)))
		g := n.game(id)
		var won int
		switch {
		case host == "Start" && g.Phase == phasePlaying && g.seat(alice.ID) >= 0:
			won = 0
		case host == "Cancel" && g.Phase == phaseCancelled:
			won = 0
		case g.Phase == phasePlaying && g.seat(alice.ID) < 0 && len(g.Players) == 2:
			won = 1
		default:
			t.Fatalf("round %d (%s): %+v, errors %v", round, host, g, errs)
		}
		if errs[won] != nil {
			t.Fatalf("round %d (%s): the press that won failed: %v", round, host, errs[won])
		}
		if ue, ok := router.AsUserError(errs[1-won]); !ok || ue.Code != router.Conflict {
			t.Fatalf("round %d (%s): the other press got %v, want a conflict", round, host, errs[1-won])
		}
		outcomes[host+"/"+strconv.Itoa(won)]++
	}
	t.Logf("outcomes: %v", outcomes)
}

// TestHostAwayKeptByAnOlderRelease: a release from before hostAway reads a game that keeps when its host
// took the lobby (Game.Hosted, a top-level field with no new schema version), and keeps it when it
// writes; a lobby it hands on to a new host, not knowing to note when, lets nobody start it without them;
// nor does a lobby stored before the field.
func TestHostAwayKeptByAnOlderRelease(t *testing.T) {
	ctx := context.Background()
	n := newHarness(t)
	_, id := n.joinedLobby(discordgo.EnglishUS, []opt{{"heaps", "3 4 5"}}, bob)
	older := func(change func(g *olderLobby)) {
		t.Helper()
		if _, err := storage.UpdateJSON(ctx, n.Store, gameKey(id), idle, func(g *olderLobby) (*olderLobby, error) {
			change(g)
			return g, nil
		}); err != nil {
			t.Fatalf("the older release cannot update the game: %v", err)
		}
	}
	older(func(g *olderLobby) { g.Players = append(g.Players, player{ID: carol.ID}) }) // carol joins there
	n.clock.Advance(hostAway)
	if g := n.game(id); g.Hosted == nil || g.Hosted.Host != alice.ID {
		t.Fatalf("after the older release's update: hosted %+v", g.Hosted)
	}
	if resp := n.press(bob, router.ID(startRoute, id)); !resp.Update || n.game(id).Phase != phasePlaying {
		t.Fatalf("bob's Start after the older release's join: %q", resp.Content)
	}

	_, id = n.joinedLobby(discordgo.EnglishUS, []opt{{"heaps", "3 4 5"}}, bob, carol)
	older(func(g *olderLobby) { // alice leaves there, handing the lobby to bob
		g.Players, g.Host, g.Opener = g.Players[1:], bob.ID, alice.ID
	})
	n.clock.Advance(hostAway)
	n.wantErr(n.in(carol, discordgo.EnglishUS, router.ID(startRoute, id)), router.Forbidden, "Only the host, <@102>, can start the game.")
	if resp := n.press(dave, router.ID(joinRoute, id)); strings.Contains(desc(resp), "is away") {
		t.Errorf("a lobby handed on by the older release: %q", desc(resp))
	}

	_, id = n.joinedLobby(discordgo.EnglishUS, []opt{{"heaps", "3 4 5"}}, bob, carol)
	stripStored(t, n.Store, gameKey(id), "hosted")
	n.clock.Advance(hostAway)
	n.wantErr(n.in(carol, discordgo.EnglishUS, router.ID(startRoute, id)), router.Forbidden, "Only the host, <@101>, can start the game.")
}

// olderLobby is a Nim game as a release before hostAway reads it, for the lobby's fields.
type olderLobby struct {
	ID      string   `json:"id"`
	Host    string   `json:"host"`
	Opener  string   `json:"opener,omitempty"`
	Players []player `json:"players"`
}

func (olderLobby) SchemaVersion() int { return 1 }
