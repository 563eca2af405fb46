package nim

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
)

// TestTurnTimeoutAnnounced: the lobby states the configured turn time (Config.TurnTimeout, from
// KIBITZ_NIM_TURN_TIMEOUT), and the board the deadline it sets from it.
func TestTurnTimeoutAnnounced(t *testing.T) {
	for _, tc := range []struct {
		timeout time.Duration
		locale  discordgo.Locale
		join    string
		want    string
	}{
		{time.Minute, discordgo.EnglishUS, "Join", "Each turn lasts at most 1 minute; a player who runs out of time twice in a row is removed."},
		{90 * time.Second, discordgo.EnglishUS, "Join", "Each turn lasts at most 1 minute 30 seconds;"},
		{90 * time.Second, discordgo.Korean, "참가", "한 차례는 최대 1분 30초입니다."},
		{10 * time.Minute, discordgo.Korean, "참가", "한 차례는 최대 10분입니다."},
	} {
		t.Run(tc.timeout.String(), func(t *testing.T) {
			n := newHarness(t)
			n.nim.TurnTimeout = tc.timeout
			lobby := n.Command(alice, tc.locale, "nim", "start", opt{"heaps", "3 4"})
			if !strings.Contains(desc(lobby), tc.want) {
				t.Fatalf("lobby: %q, want %q", desc(lobby), tc.want)
			}
			join := commandtest.ButtonWithLabel(t, lobby, tc.join).CustomID
			n.press(bob, join)
			resp := n.press(alice, strings.Replace(join, "/join", "/start", 1))
			deadline := n.clock.Now().Add(tc.timeout).Unix()
			if want := "<t:" + strconv.FormatInt(deadline, 10) + ":R>"; !strings.Contains(resp.Content, want) {
				t.Errorf("board: %q, want the deadline %s", resp.Content, want)
			}
		})
	}
}

// TestTurnTimeout drives the timer on the injected clock: the sweep applies due timeouts and edits
// the message through the messenger with the last interaction's token; a press after a deadline applies
// them first; two timeouts in a row remove a player, and the last one left wins.
func TestTurnTimeout(t *testing.T) {
	ctx := context.Background()
	n := newHarness(t)
	resp, id := n.start("5 6 7", nil, bob, carol)
	if !strings.Contains(resp.Content, "Time runs out <t:") {
		t.Errorf("status has no deadline: %q", resp.Content)
	}
	startToken := "tok" + strconv.FormatInt(n.seq.Load(), 10)
	t0 := n.clock.Now()

	n.clock.Advance(59 * time.Second)
	n.nim.sweep(ctx)
	if len(n.msgr.Edits()) != 0 || n.game(id).Turn != 0 {
		t.Fatalf("a timeout before the deadline")
	}
	n.clock.Advance(time.Second)
	n.nim.sweep(ctx)
	edits := n.msgr.Edits()
	if len(edits) != 1 {
		t.Fatalf("%d edits after the deadline, want 1", len(edits))
	}
	e := edits[0]
	if e.AppID != "app" || e.Token != startToken || !e.Resp.Update || !strings.Contains(e.Resp.Content, "<@102>'s turn") ||
		!strings.Contains(desc(e.Resp), "<@101> ran out of time and was skipped.") || len(e.Resp.Files) != 1 {
		t.Fatalf("edit: %+v / %q / %q", e, e.Resp.Content, desc(e.Resp))
	}
	if g := n.game(id); g.Turn != 1 || g.Players[0].Timeouts != 1 {
		t.Fatalf("after the timeout: %+v", g)
	}
	n.nim.sweep(ctx) // nothing more is due
	if len(n.msgr.Edits()) != 1 {
		t.Fatalf("a second sweep edited again")
	}

	// bob moves in time; carol and then alice let their turns pass: alice's second timeout in a row
	// removes her. Nobody sweeps: bob's press applies both timeouts first, then refuses the stale menu.
	resp = n.move(bob, e.Resp, 1, 1)
	n.clock.Advance(2*time.Minute + time.Second)
	heapMenu := commandtest.Selects(resp)[0].CustomID
	resp = n.press(bob, heapMenu, "1")
	if !resp.Update || len(resp.Followups) != 1 || !strings.Contains(resp.Followups[0].Content, "earlier board") {
		t.Fatalf("press after two deadlines: update %v, %d followups, %q", resp.Update, len(resp.Followups), resp.Content)
	}
	d := desc(resp)
	if !strings.Contains(d, "<@103> ran out of time and was skipped.") || !strings.Contains(d, "<@101> ran out of time twice in a row and was removed.") {
		t.Fatalf("log: %q", d)
	}
	g := n.game(id)
	if len(g.Players) != 2 || g.Players[g.Turn].ID != bob.ID {
		t.Fatalf("after the removal: %+v", g)
	}
	// Its deadline counts from the one before, not from when the timeouts were noticed.
	if want := t0.Add(4 * time.Minute); !g.Deadline.Equal(want) {
		t.Errorf("deadline %v, want %v", g.Deadline, want)
	}

	// Three minutes more, swept: bob (whose move reset his count) is skipped, carol is removed on her
	// second timeout in a row, and bob wins alone.
	n.clock.Advance(3 * time.Minute)
	n.nim.sweep(ctx)
	g = n.game(id)
	if g.Phase != phaseOver || !g.Alone || g.Winner == nil || g.Winner.ID != bob.ID {
		t.Fatalf("after more timeouts: %+v", g)
	}
	last := n.msgr.Edits()
	// Only bob moved: alice and carol, removed, lose (results.go), and bob's win ranks.
	if e := last[len(last)-1]; !strings.Contains(e.Resp.Content, "<@102> wins") {
		t.Fatalf("last edit: %q", e.Resp.Content)
	}
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {1, 0}, carol: {0, 1}})
	if _, ok, err := n.Store.ZScore(ctx, deadlinesKey, id); ok || err != nil {
		t.Errorf("the game is still in the deadline index after its end (%v)", err)
	}
}

// TestBackgroundTimer runs the real Background loop on synctest's clock.
func TestBackgroundTimer(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		n := newHarness(t)
		env := commands.Env{Store: n.Store, Log: n.Log, Messenger: n.msgr,
			NewID: func() string { return "b" + strconv.FormatInt(n.ids.Add(1), 10) }}
		m := router.NewMux()
		cmds := commands.RegisterAll(m, New(env, Config{TurnTimeout: 30 * time.Second, Shuffle: joinOrder}))
		n.Mux, n.Srv = m, &router.Server{Mux: m, Log: n.Log}
		_, id := n.start("2 2", nil, bob)
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { cmds.Background(ctx); close(done) }()
		time.Sleep(29 * time.Second)
		synctest.Wait()
		if len(n.msgr.Edits()) != 0 {
			t.Fatalf("edited before the deadline")
		}
		time.Sleep(commands.SweepEvery + 2*time.Second)
		synctest.Wait()
		if edits := n.msgr.Edits(); len(edits) != 1 || !strings.Contains(edits[0].Resp.Content, "<@102>'s turn") {
			t.Fatalf("edits after the deadline: %d", len(edits))
		}
		if g := n.game(id); g.Turn != 1 {
			t.Fatalf("turn %d after the timeout", g.Turn)
		}
		cancel()
		<-done
	})
}

// TestTurnOutlastsToken: a turn whose deadline falls after the token that last showed the message can
// edit it (commands.TokenLife) says that its timeout shows at the next press, as tic-tac-toe's does; a
// turn within the token's life says nothing of it. Ten-minute turns: the first ends within the token's
// life, the second, reached by a timeout that no press showed, past it.
func TestTurnOutlastsToken(t *testing.T) {
	ctx := context.Background()
	n := newHarness(t)
	n.nim.TurnTimeout = 10 * time.Minute
	resp, _ := n.start("5 6 7", nil, bob)
	const later = "for 15 minutes only, so if time runs out after that, the next press on the game shows it"
	if strings.Contains(resp.Content, later) {
		t.Errorf("a turn within the token's life: %q", resp.Content)
	}
	n.clock.Advance(10 * time.Minute)
	n.nim.sweep(ctx)
	edits := n.msgr.Edits()
	if len(edits) != 1 || !strings.Contains(edits[0].Resp.Content, later) {
		t.Fatalf("the turn after a timeout, 20 minutes after the token: %+v", edits)
	}
}
