package nim

import (
	"context"
	"math"
	"strconv"
	"strings"
	"sync"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
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
		{time.Minute, discordgo.EnglishUS, "Join", "Turns: 1 minute each. A player who runs out of time is out of the game and loses, as one who leaves. After 14 minutes without a press on this message, the next turn starts at the next press."},
		{90 * time.Second, discordgo.EnglishUS, "Join", "Turns: 1 minute 30 seconds each. A player"},
		{90 * time.Second, discordgo.Korean, "참가", "이 메시지의 버튼이 14분 동안 눌리지 않으면, 다음 차례는 다음에 버튼을 누를 때 시작됩니다."},
		{90 * time.Second, discordgo.Korean, "참가", "한 차례는 1분 30초입니다."},
		{10 * time.Minute, discordgo.Korean, "참가", "한 차례는 10분입니다."},
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

// TestFreshTurnShowsTheWholeTurn: a turn that starts at any time between two seconds reads as the whole
// turn time as it begins, as a client shows the deadline: to the nearest second from the time it
// arrives, 10 seconds for a turn of 10 s (cut to the second, a turn that began at .6 s read "in 9
// seconds").
func TestFreshTurnShowsTheWholeTurn(t *testing.T) {
	for _, after := range []time.Duration{0, time.Millisecond, 400 * time.Millisecond, 600 * time.Millisecond, 999 * time.Millisecond} {
		t.Run(after.String(), func(t *testing.T) {
			n := newHarness(t)
			n.nim.TurnTimeout = 10 * time.Second
			lobby := n.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4"})
			join := commandtest.ButtonWithLabel(t, lobby, "Join").CustomID
			n.press(bob, join)
			n.clock.Advance(after)
			resp := n.press(alice, strings.Replace(join, "/join", "/start", 1))
			_, rest, _ := strings.Cut(resp.Content, "Time runs out <t:")
			secs, _, _ := strings.Cut(rest, ":R>")
			deadline, err := strconv.ParseInt(secs, 10, 64)
			if err != nil {
				t.Fatalf("board: %q, want a deadline", resp.Content)
			}
			if got := time.Unix(deadline, 0).Sub(n.clock.Now()).Round(time.Second); got != 10*time.Second {
				t.Errorf("board at %s: %q reads as %s, want 10s", n.clock.Now().Format(time.StampMilli), resp.Content, got)
			}
		})
	}
}

// TestTurnTimeout drives the timer on the injected clock: the sweep applies due timeouts and edits
// the message through the messenger with the last interaction's token; a press after a deadline applies
// them first; a timeout puts the player out of the game at once (a skipped turn would be a pass, which
// hands the win to the other side: TestTimeoutIsNoPass), and the last one left wins.
func TestTurnTimeout(t *testing.T) {
	ctx := context.Background()
	n := newHarness(t)
	resp, id := n.start("5 6 7", nil, bob, carol, dave)
	if !strings.Contains(resp.Content, "Time runs out <t:") {
		t.Errorf("status has no deadline: %q", resp.Content)
	}
	startToken := "tok" + strconv.FormatInt(n.seq.Load(), 10)

	n.clock.Advance(59 * time.Second)
	n.nim.sweep(ctx)
	if len(n.msgr.Edits()) != 0 || n.game(id).Turn != 0 {
		t.Fatalf("a timeout before the deadline")
	}
	n.clock.Advance(time.Second) // the deadline: a move that arrived in time may still be on its way
	n.nim.sweep(ctx)
	if len(n.msgr.Edits()) != 0 || n.game(id).Turn != 0 {
		t.Fatalf("a timeout applied by the sweep within commands.PressGrace of the deadline")
	}
	n.clock.Advance(commands.PressGrace)
	n.nim.sweep(ctx)
	edits := n.msgr.Edits()
	if len(edits) != 1 {
		t.Fatalf("%d edits once the deadline settled, want 1", len(edits))
	}
	e := edits[0]
	if e.AppID != "app" || e.Token != startToken || !e.Resp.Update || !strings.Contains(e.Resp.Content, "<@102>'s turn") ||
		!strings.Contains(desc(e.Resp), "<@101> ran out of time and is out of the game.") || len(e.Resp.Files) != 1 {
		t.Fatalf("edit: %+v / %q / %q", e, e.Resp.Content, desc(e.Resp))
	}
	if g := n.game(id); len(g.Players) != 3 || g.Players[g.Turn].ID != bob.ID {
		t.Fatalf("after the timeout: %+v", g)
	}
	n.nim.sweep(ctx) // nothing more is due
	if len(n.msgr.Edits()) != 1 {
		t.Fatalf("a second sweep edited again")
	}

	// bob moves in time; carol and then dave let their turns pass (dave's starts when carol's timeout
	// settles). Nobody sweeps: bob's press applies both timeouts first, which leave bob alone, the
	// winner, and then says the game is over.
	resp = n.move(bob, e.Resp, 1, 1)
	n.clock.Advance(2*time.Minute + commands.PressGrace + time.Second)
	heapMenu := commandtest.Selects(resp)[0].CustomID
	resp = n.press(bob, heapMenu, "1")
	if !resp.Update || len(resp.Followups) != 1 || !strings.Contains(resp.Followups[0].Content, "This game is over.") {
		t.Fatalf("press after two deadlines: update %v, %d followups (%+v), %q", resp.Update, len(resp.Followups), resp.Followups[0].Content, resp.Content)
	}
	d := desc(resp)
	if !strings.Contains(d, "<@103> ran out of time and is out of the game.") || !strings.Contains(d, "<@104> ran out of time and is out of the game.") {
		t.Fatalf("log: %q", d)
	}
	g := n.game(id)
	if g.Phase != phaseOver || !g.Alone || g.Winner == nil || g.Winner.ID != bob.ID || !strings.Contains(resp.Content, "<@102> wins") {
		t.Fatalf("after the timeouts: %+v / %q", g, resp.Content)
	}
	// Only bob moved: alice, carol and dave, out of time, lose (results.go), and bob's win ranks.
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {1, 0}, carol: {0, 1}, dave: {0, 1}})
	if _, ok, err := n.Store.ZScore(ctx, deadlinesKey, id); ok || err != nil {
		t.Errorf("the game is still in the deadline index after its end (%v)", err)
	}
}

// TestTimeoutDeadlinesCount: the next player's deadline counts from the deadline that passed (from when it
// settles, commands.PressGrace after it, when a sweep shows it: turnStartsAt), not from when the timeout
// was noticed, so a sweep and a press apply the same timeouts.
func TestTimeoutDeadlinesCount(t *testing.T) {
	ctx := context.Background()
	n := newHarness(t)
	_, id := n.start("5 6 7", nil, bob, carol)
	t0 := n.clock.Now()
	n.clock.Advance(90 * time.Second) // alice's turn ended 30 seconds ago
	n.nim.sweep(ctx)
	g := n.game(id)
	if len(g.Players) != 2 || g.Players[g.Turn].ID != bob.ID {
		t.Fatalf("after alice's timeout: %+v", g.Players)
	}
	if want := t0.Add(2*time.Minute + commands.PressGrace); !g.Deadline.Equal(want) {
		t.Errorf("bob's deadline %v, want %v: a turn after the one that timed out", g.Deadline, want)
	}
}

// TestBackgroundTimer runs the real Background loop on synctest's clock: a turn that runs out shows when
// its deadline settles (commands.PressGrace after it), not at the next of the sweep's rounds (a 32-second
// turn, which no round of 5 seconds meets: it used to show at 35 s, and the next player's turn, timed
// from 32 s, lost those 3 seconds).
func TestBackgroundTimer(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		n := newHarness(t)
		env := commands.Env{Store: n.Store, Log: n.Log, Messenger: n.msgr,
			NewID: func() string { return "b" + strconv.FormatInt(n.ids.Add(1), 10) }}
		m := router.NewMux()
		cmds := commands.RegisterAll(m, New(env, Config{TurnTimeout: 32 * time.Second, Shuffle: joinOrder}))
		n.Mux, n.Srv = m, &router.Server{Mux: m, Log: n.Log}
		_, id := n.start("2 2", nil, bob)
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { cmds.Background(ctx); close(done) }()
		time.Sleep(31*time.Second + commands.PressGrace)
		synctest.Wait()
		if len(n.msgr.Edits()) != 0 {
			t.Fatalf("edited before the deadline settled")
		}
		time.Sleep(1500 * time.Millisecond)
		synctest.Wait()
		if edits := n.msgr.Edits(); len(edits) != 1 || !strings.Contains(edits[0].Resp.Content, "<@102> wins") {
			t.Fatalf("edits within 1.5 s of the deadline settling: %d", len(edits))
		}
		if g := n.game(id); g.Phase != phaseOver {
			t.Fatalf("phase %v after the timeout", g.Phase)
		}
		cancel()
		<-done
	})
}

// TestMoveJudgedByArrival: a move that arrived before its deadline stands though its handler ran after
// it (it waited for a worker), and the next turn runs from when the move showed. A press that arrived
// after the deadline applies the timeout.
func TestMoveJudgedByArrival(t *testing.T) {
	n := newHarness(t) // one-minute turns
	resp, id := n.start("5 6 7", nil, bob, carol)
	n.clock.Advance(59 * time.Second)
	arrived := n.clock.Now()
	n.clock.Advance(2 * time.Second) // handled a second after alice's deadline
	n.Now = func() time.Time { return arrived }
	resp = n.move(alice, resp, 1, 1)
	n.Now = n.clock.Now
	g := n.game(id)
	if len(g.Players) != 3 || g.Players[g.Turn].ID != bob.ID || g.Heaps[0] != 4 {
		t.Fatalf("alice's move in time: %d players, turn %s, heaps %v: %q", len(g.Players), g.Players[g.Turn].ID, g.Heaps, resp.Content)
	}
	if want := n.clock.Now().Add(time.Minute); !g.Deadline.Equal(want) {
		t.Errorf("bob's deadline %v, want %v: a whole turn from when it showed", g.Deadline, want)
	}

	n.clock.Advance(time.Minute) // bob's deadline, and bob's move arrives just then
	n.press(bob, commandtest.Selects(resp)[0].CustomID, "1")
	if g := n.game(id); len(g.Players) != 2 || g.Players[g.Turn].ID != carol.ID {
		t.Errorf("bob's move at his deadline: %d players, turn %s; want him out and carol to move", len(g.Players), g.Players[g.Turn].ID)
	}
}

// TestMoveInTimeOutlastsSweep: a move that arrived a second before its deadline, whose handler ran two
// seconds after it (it waited for a worker), stands though a sweep ran in between: the sweep leaves a
// deadline alone until commands.PressGrace after it. It used to apply the timeout first, and alice, who
// moved in time, was out of a ranked game.
func TestMoveInTimeOutlastsSweep(t *testing.T) {
	ctx := context.Background()
	n := newHarness(t) // one-minute turns
	resp, id := n.start("5 6 7", nil, bob, carol)
	n.clock.Advance(59 * time.Second)
	arrived := n.clock.Now() // a second before alice's deadline
	n.clock.Advance(2 * time.Second)
	n.nim.sweep(ctx) // a second after it
	if g := n.game(id); len(g.Players) != 3 || len(n.msgr.Edits()) != 0 {
		t.Fatalf("a sweep a second after the deadline: %d players, %d edits; want the timeout left for later", len(g.Players), len(n.msgr.Edits()))
	}
	n.clock.Advance(time.Second) // the move is handled two seconds after the deadline
	n.Now = func() time.Time { return arrived }
	resp = n.move(alice, resp, 1, 1)
	n.Now = n.clock.Now
	g := n.game(id)
	if len(g.Players) != 3 || g.Players[g.Turn].ID != bob.ID || g.Heaps[0] != 4 {
		t.Fatalf("alice's move in time: %d players, turn %s, heaps %v: %q", len(g.Players), g.Players[g.Turn].ID, g.Heaps, resp.Content)
	}
	n.clock.Advance(commands.PressGrace)
	n.nim.sweep(ctx) // alice's deadline has settled: nothing is due
	if g := n.game(id); len(g.Players) != 3 || g.Players[g.Turn].ID != bob.ID || len(n.msgr.Edits()) != 0 {
		t.Errorf("after a later sweep: %d players, turn %s, %d edits; want bob to move", len(g.Players), g.Players[g.Turn].ID, len(n.msgr.Edits()))
	}
}

// slowMessenger is a Messenger whose edits of one message (its token) take 10 seconds: Discord answering
// slowly, as an attempt may (a call with its retries takes up to 30 s). It notes when each edit showed.
type slowMessenger struct {
	*commandtest.Messenger
	slow  string // the token whose edits are slow
	start time.Time
	mu    sync.Mutex
	shown map[string]time.Duration // the token of each edit, and when it showed, from start
}

func (m *slowMessenger) EditMessage(ctx context.Context, appID, token string, lang i18n.Lang, resp *router.Response) error {
	if token == m.slow {
		time.Sleep(10 * time.Second)
	}
	m.mu.Lock()
	m.shown[token] = time.Since(m.start)
	m.mu.Unlock()
	return m.Messenger.EditMessage(ctx, appID, token, lang, resp)
}

// TestSlowEditHoldsUpOnlyItsGame: two games whose turns run out together, the first one's edit slow. The
// other's timeout shows when it settles (commands.PressGrace after it), and the next player there has the
// whole of their turn. The sweep used to show the games one after the other: the second timeout showed
// 10 s late, and Carol, whose turn was timed from the deadline that passed, had 22 of her 32 seconds.
func TestSlowEditHoldsUpOnlyItsGame(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		n := newHarness(t)
		sm := &slowMessenger{Messenger: n.msgr, start: time.Now(), shown: map[string]time.Duration{}}
		env := commands.Env{Store: n.Store, Log: n.Log, Messenger: sm,
			NewID: func() string { return "b" + strconv.FormatInt(n.ids.Add(1), 10) }}
		m := router.NewMux()
		cmds := commands.RegisterAll(m, New(env, Config{TurnTimeout: 32 * time.Second, Shuffle: joinOrder}))
		n.Mux, n.Srv = m, &router.Server{Mux: m, Log: n.Log}
		_, a := n.start("2 2", nil, bob)           // alice, bob: alice's timeout ends it
		_, b := n.start("3 4 5", nil, carol, dave) // alice, carol, dave: carol's turn next
		sm.slow = n.game(a).Token
		ctx, cancel := context.WithCancel(context.Background())
		done := make(chan struct{})
		go func() { cmds.Background(ctx); close(done) }()
		time.Sleep(60 * time.Second)
		synctest.Wait()
		gb := n.game(b)
		if got := gb.Players[gb.Turn].ID; got != carol.ID {
			t.Fatalf("game B's turn is %s's, want carol's", got)
		}
		if shown, want := sm.shown[gb.Token], 32*time.Second+commands.PressGrace; shown != want {
			t.Errorf("game B's timeout showed at +%v, want +%v, when it settled", shown, want)
		}
		if shown, want := sm.shown[sm.slow], 42*time.Second+commands.PressGrace; shown != want {
			t.Errorf("game A's slow edit showed at +%v, want +%v", shown, want)
		}
		if left := gb.Deadline.Sub(sm.start) - sm.shown[gb.Token]; left != 32*time.Second {
			t.Errorf("carol's turn showed with %v left, want the whole 32s", left)
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
	resp, _ := n.start("5 6 7", nil, bob, carol)
	const later = "for 15 minutes only, so if time runs out after that, the next press on the game shows it"
	if strings.Contains(resp.Content, later) {
		t.Errorf("a turn within the token's life: %q", resp.Content)
	}
	n.clock.Advance(10*time.Minute + commands.PressGrace) // the deadline has settled
	n.nim.sweep(ctx)
	edits := n.msgr.Edits()
	if len(edits) != 1 || !strings.Contains(edits[0].Resp.Content, later) {
		t.Fatalf("the turn after a timeout, 20 minutes after the token: %+v", edits)
	}
}

// TestUnshownTurnWaits: a turn that a timeout starts after the game's message can no longer be edited
// (commands.TokenLife) does not run until a press shows it. Ten-minute turns, four players: Alice moves;
// Bob times out, which the sweep shows, with Carol's turn; Carol times out 20 minutes after the token, so
// nothing can show Dave's turn: the game waits, with no deadline, its index entry at its settlement
// (settleAfter on: TestUnshownTurnSettled), and nothing is recorded yet. The next press shows Dave's turn
// and starts it with the whole ten minutes. Dave's clock used to run from Carol's deadline, and he lost,
// ranked, a turn nobody had shown him.
func TestUnshownTurnWaits(t *testing.T) {
	ctx := context.Background()
	n := newHarness(t)
	n.nim.TurnTimeout = 10 * time.Minute
	resp, id := n.start("5 6 7", nil, bob, carol, dave)
	n.clock.Advance(time.Minute)
	resp = n.move(alice, resp, 1, 1)
	for range 3 { // bob's and carol's deadlines settled (each turn starts then), and ten minutes more
		n.clock.Advance(10*time.Minute + commands.PressGrace)
		n.nim.sweep(ctx)
	}
	g := n.game(id)
	if len(g.Players) != 2 || g.Players[g.Turn].ID != dave.ID || !g.Deadline.IsZero() || g.Phase != phasePlaying {
		t.Fatalf("after carol's timeout: %d players, turn %s, deadline %v, phase %s; want dave's turn waiting",
			len(g.Players), g.Players[g.Turn].ID, g.Deadline, g.Phase)
	}
	// scored at its settlement, give or take the few seconds the index may add to let presses land
	settle := commands.DeadlineScore(g.Waiting.Add(settleAfter))
	if due, _ := n.Store.ZRangeByScore(ctx, deadlinesKey, math.Inf(-1), math.Inf(1), 10); len(due) != 1 ||
		due[0].Score < settle || due[0].Score > settle+float64(time.Minute.Milliseconds()) {
		t.Errorf("the waiting game in the deadlines: %v; want it at its settlement, %v", due, settle)
	}
	edits := n.msgr.Edits()
	if len(edits) != 1 || !strings.Contains(edits[0].Resp.Content, "<@103>'s turn") ||
		!strings.Contains(edits[0].Resp.Content, "the next press on the game shows it and starts the next player's turn, with the whole turn time. "+
			"If nobody presses within 3 hours, the game ends there: whoever ran out of time or left loses, and nobody else records anything.") {
		t.Fatalf("edits: %+v; want carol's turn, saying that a timeout after the token starts the next turn at a press", edits)
	}
	if s, _ := n.nim.Stats(ctx, dave.ID); len(s.Ranked) != 0 {
		t.Errorf("dave's results while his turn waits: %+v", s.Ranked)
	}

	resp = n.press(alice, commandtest.Selects(resp)[0].CustomID, "1") // a menu of an earlier board
	want := "<@104>'s turn: pick a heap, then how many stones to take. Time runs out <t:" +
		strconv.FormatInt(n.clock.Now().Add(10*time.Minute).Unix(), 10) + ":R>."
	if !resp.Update || !strings.Contains(resp.Content, want) {
		t.Fatalf("the press after the wait: %q, want %q", resp.Content, want)
	}
	if g := n.game(id); !g.Deadline.Equal(n.clock.Now().Add(10 * time.Minute)) {
		t.Errorf("dave's deadline %v, want ten minutes from the press", g.Deadline)
	}
	if due, _ := n.Store.ZRangeByScore(ctx, deadlinesKey, math.Inf(-1), math.Inf(1), 10); len(due) != 1 {
		t.Errorf("the started turn's deadline in the index: %v", due)
	}
}

// TestLateSweepUnshownTurnWaits: whether a timeout's next turn can be shown is judged when the timeout is
// applied, not at its deadline. No sweep ran for five minutes (a replica restarting): Bob's timeout, due
// at +11m within the token's life, is applied at +16m30s, past it, so nothing shows Carol's turn, and it
// waits for a press. It used to run from Bob's deadline, unseen, and Carol lost, ranked, at +21m.
func TestLateSweepUnshownTurnWaits(t *testing.T) {
	ctx := context.Background()
	n := newHarness(t)
	n.nim.TurnTimeout = 10 * time.Minute
	resp, id := n.start("5 6 7", nil, bob, carol)
	n.clock.Advance(time.Minute)
	n.move(alice, resp, 1, 1)
	n.clock.Advance(15*time.Minute + 30*time.Second)
	n.nim.sweep(ctx)
	n.clock.Advance(10 * time.Minute)
	n.nim.sweep(ctx)
	g := n.game(id)
	if g.Phase != phasePlaying || len(g.Players) != 2 || g.Players[g.Turn].ID != carol.ID || !g.Deadline.IsZero() {
		t.Fatalf("phase %s, %d players, turn %s, deadline %v; want carol's turn waiting", g.Phase, len(g.Players),
			g.Players[g.Turn].ID, g.Deadline)
	}
	if edits := n.msgr.Edits(); len(edits) != 0 {
		t.Errorf("edits after the token: %+v", edits)
	}
	if s, _ := n.nim.Stats(ctx, carol.ID); len(s.Ranked) != 0 {
		t.Errorf("carol's results: %+v", s.Ranked)
	}
}

// waitingGame plays TestUnshownTurnWaits's game until Dave's turn waits for a press: ten-minute turns,
// four players; Alice moves at +1m, Bob times out at +11m (the sweep shows it commands.PressGrace later,
// when Carol's turn starts), Carol at +21m3s, 20 minutes after the token, so that nothing can show Dave's
// turn. It returns the message Alice's move showed, the
// game's id, and when the game began to wait.
func (h *harness) waitingGame() (*router.Response, string, time.Time) {
	h.T.Helper()
	h.nim.TurnTimeout = 10 * time.Minute
	resp, id := h.start("5 6 7", nil, bob, carol, dave)
	h.clock.Advance(time.Minute)
	resp = h.move(alice, resp, 1, 1)
	for range 2 { // bob's and carol's deadlines, each shown PressGrace after it, when the next turn starts
		h.clock.Advance(10*time.Minute + commands.PressGrace)
		h.nim.sweep(context.Background())
	}
	if g := h.game(id); !g.waiting() || g.Players[g.Turn].ID != dave.ID {
		h.T.Fatalf("after carol's timeout: phase %s, turn %s, deadline %v; want dave's turn waiting", g.Phase,
			g.Players[g.Turn].ID, g.Deadline)
	}
	return resp, id, h.clock.Now()
}

// settlement is the first line of a waiting game that nobody pressed for settleAfter.
const settlement = "Game over: nobody pressed anything for 3 hours to show <@104>'s turn, so it never started. " +
	"Whoever ran out of time or left loses; nobody else records anything."

// TestUnshownTurnSettled: a game whose turn waits for a press (waitUnshown) is not left to expire from the
// store unrecorded: settleAfter after it began to wait, the sweep settles it. Bob and Carol, who ran out
// of time, lose, ranked, as leaving does; Alice and Dave record nothing, since nobody was shown Dave's
// turn. The message cannot be edited any more: the next press on it shows the settlement, and records
// nothing again. It used to wait until it expired, a day later, and Bob's and Carol's losses were lost.
func TestUnshownTurnSettled(t *testing.T) {
	ctx := context.Background()
	n := newHarness(t)
	resp, id, since := n.waitingGame()
	n.clock.Advance(settleAfter - time.Minute)
	n.nim.sweep(ctx)
	if g := n.game(id); !g.waiting() {
		t.Fatalf("a minute before the settlement: phase %s, deadline %v; want it still waiting", g.Phase, g.Deadline)
	}
	n.wantRecord(map[*discordgo.User][2]int{bob: {0, 0}, carol: {0, 0}})

	n.clock.Advance(2 * time.Minute)
	n.nim.sweep(ctx)
	g := n.game(id)
	if g.Phase != phaseOver || !g.Abandoned || !g.Waiting.Equal(since) {
		t.Fatalf("%v after it began to wait: phase %s, abandoned %v, waiting since %v; want it settled",
			n.clock.Now().Sub(since), g.Phase, g.Abandoned, g.Waiting)
	}
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 1}, carol: {0, 1}, dave: {0, 0}})
	for _, u := range []*discordgo.User{alice, dave} {
		if s, _ := n.nim.Stats(ctx, u.ID); len(s.Ranked) != 0 || len(s.Practice) != 0 {
			t.Errorf("%s's results: %+v, %+v; want none", u.ID, s.Ranked, s.Practice)
		}
	}
	if _, ok, _ := n.Store.ZScore(ctx, deadlinesKey, id); ok {
		t.Errorf("the settled game is still in the deadlines")
	}
	if edits := n.msgr.Edits(); len(edits) != 1 {
		t.Errorf("%d edits; want bob's timeout's alone: no token can edit the message now", len(edits))
	}

	resp = n.press(dave, commandtest.Selects(resp)[0].CustomID, "1")
	if !resp.Update || !strings.HasPrefix(resp.Content, settlement) || len(commandtest.Selects(resp)) != 0 {
		t.Fatalf("the next press: %q, want the settlement %q and no menus", resp.Content, settlement)
	}
	n.nim.sweep(ctx)
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 1}, carol: {0, 1}, dave: {0, 0}})
}

// TestUnshownTurnSettledByAPress: a press that comes after settleAfter, before any sweep (none ran: a
// restart), finds the game settled rather than starting Dave's turn, shows the settlement, and records
// it once: the sweep that comes after finds the game over.
func TestUnshownTurnSettledByAPress(t *testing.T) {
	ctx := context.Background()
	n := newHarness(t)
	resp, id, _ := n.waitingGame()
	n.clock.Advance(settleAfter + time.Minute)
	resp = n.press(dave, commandtest.Selects(resp)[0].CustomID, "1")
	if !resp.Update || !strings.HasPrefix(resp.Content, settlement) {
		t.Fatalf("the press after the settlement time: %q, want %q", resp.Content, settlement)
	}
	if len(resp.Followups) != 1 || !strings.Contains(resp.Followups[0].Content, "This game is over.") {
		t.Errorf("the presser's note: %+v, want that the game is over", resp.Followups)
	}
	if g := n.game(id); g.Phase != phaseOver || !g.Abandoned {
		t.Fatalf("phase %s, abandoned %v; want it settled", g.Phase, g.Abandoned)
	}
	n.wantRecord(map[*discordgo.User][2]int{bob: {0, 1}, carol: {0, 1}})
	n.nim.sweep(ctx)
	n.press(alice, commandtest.ButtonWithLabel(t, resp, "Rematch").CustomID)
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 1}, carol: {0, 1}, dave: {0, 0}})
}

// TestPressBeforeSettlementStarts: a press that arrives just before the settlement time shows Dave's turn
// and starts it, though the sweep that would settle the game runs at once after it: the sweep's
// compare-and-set finds the turn started and not due, and settles nothing.
func TestPressBeforeSettlementStarts(t *testing.T) {
	ctx := context.Background()
	n, w := newWatched(t)
	resp, id, _ := n.waitingGame()
	n.clock.Advance(settleAfter - time.Second)
	arrived := n.clock.Now()
	n.clock.Advance(time.Minute) // the press waited for a worker; the sweep runs meanwhile
	pressed := false
	w.onUpdate = func(key string) {
		if key == gameKey(id) && !pressed {
			// The sweep has read the waiting game: the press commits before it.
			pressed = true
			n.Now = func() time.Time { return arrived }
			resp = n.press(alice, commandtest.Selects(resp)[0].CustomID, "1")
			n.Now = n.clock.Now
		}
	}
	n.nim.sweep(ctx)
	w.onUpdate = nil
	g := n.game(id)
	if !pressed || g.Phase != phasePlaying || g.Players[g.Turn].ID != dave.ID || !g.Deadline.Equal(n.clock.Now().Add(10*time.Minute)) {
		t.Fatalf("pressed %v; phase %s, turn %s, deadline %v; want dave's turn started by the press: %q", pressed,
			g.Phase, g.Players[g.Turn].ID, g.Deadline, resp.Content)
	}
	n.wantRecord(map[*discordgo.User][2]int{bob: {0, 0}, carol: {0, 0}})
	n.clock.Advance(11 * time.Minute) // dave's deadline, and then some
	n.nim.sweep(ctx)
	if g := n.game(id); g.Phase != phaseOver || g.Abandoned || g.Winner == nil || g.Winner.ID != alice.ID {
		t.Fatalf("after dave's deadline: phase %s, abandoned %v, winner %v; want alice to win", g.Phase, g.Abandoned, g.Winner)
	}
	n.wantRecord(map[*discordgo.User][2]int{alice: {1, 0}, bob: {0, 1}, carol: {0, 1}, dave: {0, 1}})
}

// TestSettleTimeLandsAfterThePress: the index entry of a waiting game is its settlement time, later than
// the deadline of the turn a press starts: the one entry that moves earlier (timer.go). The sweep that
// made the game wait writes that entry after a press has started Dave's turn and written its deadline
// (writes outside the compare-and-set land in any order): the sweep looks at the game again and puts the
// deadline back, so that Dave's timeout is swept when it falls, not three hours later. The entry the
// sweep wrote used to be none at all (a waiting game left the index), and Dave's timeout waited for a
// press.
func TestSettleTimeLandsAfterThePress(t *testing.T) {
	ctx := context.Background()
	n, w := newWatched(t)
	n.nim.TurnTimeout = 10 * time.Minute
	resp, id := n.start("5 6 7", nil, bob, carol, dave)
	n.clock.Advance(time.Minute)
	resp = n.move(alice, resp, 1, 1)
	n.clock.Advance(10*time.Minute + commands.PressGrace)
	n.nim.sweep(ctx) // bob's timeout, shown
	n.clock.Advance(10*time.Minute + commands.PressGrace)
	pressed := false
	before := func(member string) {
		if member != id || pressed {
			return
		}
		if g := n.game(id); g.waiting() { // the sweep has committed carol's timeout: a press starts dave's turn
			pressed = true
			resp = n.press(alice, commandtest.Selects(resp)[0].CustomID, "1")
		}
	}
	w.onIndex = before
	n.nim.sweep(ctx) // carol's timeout, unshown
	w.onIndex = nil
	g := n.game(id)
	if !pressed || g.Phase != phasePlaying || g.Players[g.Turn].ID != dave.ID || g.Deadline.IsZero() {
		t.Fatalf("pressed %v; phase %s, turn %s, deadline %v; want dave's turn started by the press", pressed,
			g.Phase, g.Players[g.Turn].ID, g.Deadline)
	}
	n.clock.Advance(11 * time.Minute) // dave's deadline, and then some
	n.nim.sweep(ctx)
	if g := n.game(id); g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != alice.ID {
		t.Fatalf("after dave's deadline: phase %s, winner %v; want his timeout swept and alice the winner", g.Phase, g.Winner)
	}
	n.wantRecord(map[*discordgo.User][2]int{alice: {1, 0}, bob: {0, 1}, carol: {0, 1}, dave: {0, 1}})
}

// TestTimeoutInGraceShowsTheWholeTurn: a press that applies a timeout within commands.PressGrace of its
// deadline shows the next turn as it starts it, at the press's arrival, with the whole turn time ("in 10
// seconds" for a 10 s turn, not 12); a sweep, which shows it once the deadline has settled, starts it
// then (TestTimeoutDeadlinesCount).
func TestTimeoutInGraceShowsTheWholeTurn(t *testing.T) {
	n := newHarness(t)
	n.nim.TurnTimeout = 10 * time.Second
	board, id := n.start("5 6 7", nil, bob, carol)
	n.clock.Advance(11 * time.Second) // alice's deadline passed a second ago
	resp := n.press(bob, commandtest.Selects(board)[0].CustomID, "1")
	g := n.game(id)
	if len(g.Players) != 2 || g.Players[g.Turn].ID != bob.ID {
		t.Fatalf("after alice's timeout: %+v", g.Players)
	}
	want := n.clock.Now().Add(10 * time.Second)
	if !g.Deadline.Equal(want) || !strings.Contains(resp.Content, "Time runs out "+commands.Until(want)) {
		t.Errorf("bob's deadline %v, want %v, shown so: %q", g.Deadline, want, resp.Content)
	}
}

// TestSettledGameKeepsTheTableCap: a settled game checks the daily cap of ranked games against everyone
// seated at Start, not only the leavers it records (a table of one has no pair, and always ranked): with
// Alice and Dave past the cap, Bob's and Carol's losses are practice. And a game nobody won charges no
// pair a ranked game: Bob and Carol, the leavers, keep their count.
func TestSettledGameKeepsTheTableCap(t *testing.T) {
	ctx := context.Background()
	n := newHarness(t)
	_, id, _ := n.waitingGame()
	n.clock.Advance(settleAfter + time.Minute)
	key := commands.TablesKey(resultsName, commands.Day(n.clock.Now()))
	if err := n.Store.ZAdd(ctx, key, alice.ID+","+dave.ID, commands.TableRankedPerDay); err != nil {
		t.Fatal(err)
	}
	n.nim.sweep(ctx)
	if g := n.game(id); g.Phase != phaseOver || !g.Abandoned {
		t.Fatalf("phase %s, abandoned %v; want it settled", g.Phase, g.Abandoned)
	}
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 0}, carol: {0, 0}, dave: {0, 0}})
	for _, u := range []*discordgo.User{bob, carol} {
		if s, _ := n.nim.Stats(ctx, u.ID); s.Practice["nim"].Losses != 1 {
			t.Errorf("%s's practice: %+v; want the loss", u.ID, s.Practice)
		}
	}
	if got, _, _ := n.Store.ZScore(ctx, key, bob.ID+","+carol.ID); got != 0 {
		t.Errorf("bob and carol's ranked games: %v; want none charged for a game nobody won", got)
	}
}

// TestSettlementWaitsOutTheGrace: the settlement of a waiting game is a deadline like a turn's: a sweep
// applies it only commands.PressGrace after it, so that a press that arrived just before it, still on
// its way, starts the turn instead. A sweep that reaches the game within that grace (through a stale,
// earlier entry of the index) leaves it waiting.
func TestSettlementWaitsOutTheGrace(t *testing.T) {
	ctx := context.Background()
	n := newHarness(t)
	_, id, since := n.waitingGame()
	if err := n.Store.ZAdd(ctx, deadlinesKey, id, 0); err != nil { // a stale entry, due at once
		t.Fatal(err)
	}
	n.clock.Advance(since.Add(settleAfter + time.Second).Sub(n.clock.Now()))
	n.nim.sweep(ctx)
	if g := n.game(id); !g.waiting() {
		t.Fatalf("a second after the settlement time: phase %s, abandoned %v; want it still waiting for the grace", g.Phase, g.Abandoned)
	}
	n.clock.Advance(commands.PressGrace)
	n.nim.sweep(ctx)
	if g := n.game(id); g.Phase != phaseOver || !g.Abandoned {
		t.Fatalf("once the grace is over: phase %s, abandoned %v; want it settled", g.Phase, g.Abandoned)
	}
}
