package bot

import (
	"context"
	"log/slog"
	"math"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"kibitz/commands"
	"kibitz/commands/all"
	"kibitz/internal/discordtest"
	"kibitz/internal/testenv"
	"kibitz/router"
	"kibitz/storage"
	"kibitz/storage/memory"
)

// goneBot is kibitz's games on the gateway against the fake, their timers' edits through RESTMessenger,
// on a clock the test moves on (the presses arrive on the real one, before it does). Its Background, the
// real sweeps, runs only while sweep runs it: started after the clock has moved, it sweeps what is due at
// once, as after a restart, and no test waits for a timer.
type goneBot struct {
	tr     transport
	store  storage.Store
	logs   *testenv.Buffer
	cmds   *commands.Commands
	offset atomic.Int64 // how far the clock is ahead of the real one
}

func newGoneBot(t *testing.T) *goneBot {
	t.Helper()
	b := &goneBot{store: memory.New(), logs: &testenv.Buffer{}}
	log := slog.New(slog.NewTextHandler(b.logs, &slog.HandlerOptions{Level: slog.LevelInfo}))
	rest := NewREST(RESTConfig{APIBase: fake.API(10), AttemptTimeout: time.Second})
	mux := router.NewMux()
	b.cmds = all.Register(mux, all.Config{Store: b.store, Log: log, Messenger: RESTMessenger{Session: rest.NewSession("")},
		Now: b.now, TTTTurnTimeout: time.Minute, NimTurnTimeout: time.Minute})
	b.tr = startGateway(t, GatewayConfig{Token: "gone", Log: log, REST: rest}, &router.Server{Mux: mux, Log: log}).transport()
	return b
}

func (b *goneBot) now() time.Time { return time.Now().Add(time.Duration(b.offset.Load())) }

// sweep moves the clock on by d and runs the sweeps until done says that they have done their work.
func (b *goneBot) sweep(t *testing.T, d time.Duration, what string, done func() bool) {
	t.Helper()
	b.offset.Add(int64(d))
	ctx, cancel := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() { b.cmds.Background(ctx); close(stopped) }()
	ok := testenv.Eventually(10*time.Second, done)
	cancel()
	<-stopped
	if !ok {
		t.Fatalf("%s: not within 10 s; logs:\n%s", what, b.logs.String())
	}
}

// due is the games of a set of deadlines, by the time the sweep acts on each.
func (b *goneBot) due(set string) map[string]time.Time {
	entries, _ := b.store.ZRangeByScore(context.Background(), set, math.Inf(-1), math.Inf(1), 10)
	m := map[string]time.Time{}
	for _, e := range entries {
		m[e.Member] = time.UnixMilli(int64(e.Score))
	}
	return m
}

// record is a user's wins and losses on a game's ranking, as /stats words them.
func (b *goneBot) record(t *testing.T, u discordtest.User, game string) [2]int {
	t.Helper()
	var r [2]int
	for _, line := range strings.Split(b.tr.send(t, discordtest.Command("stats").By(u)).Msg.Content, "\n") {
		if !strings.Contains(line, "**"+game+"**") {
			continue
		}
		for i, re := range []*regexp.Regexp{regexp.MustCompile(`(\d+) wins?\b`), regexp.MustCompile(`(\d+) loss`)} {
			if m := re.FindStringSubmatch(line); m != nil {
				r[i], _ = strconv.Atoi(m[1])
			}
		}
	}
	return r
}

// TestMessageGoneEndToEnd: a moderator deletes a running game's message, or takes it out of kibitz's
// reach otherwise; the next edit of it, the sweep's when a turn runs out, is Discord's 404 Unknown
// Message (or the like). In a Nim game of three, the player to move runs out of time on a turn they were
// shown and loses; the next turn, which no edit showed, does not run: the game waits, and is settled 3
// hours on with nothing for the other two. Their clocks used to run, and the next player lost too, a
// ranked loss for a turn nobody was shown, then the third won. In tic-tac-toe the timeout ends the game:
// the forfeit of the turn Bob was shown stands, and nothing waits. Either way the edit is made once and
// logged as the message gone, not as kibitz's failure.
func TestMessageGoneEndToEnd(t *testing.T) {
	for _, why := range []discordtest.Gone{discordtest.MessageDeleted(), discordtest.ThreadArchived()} {
		t.Run("nim/"+why.Message, func(t *testing.T) {
			b := newGoneBot(t)
			users := []discordtest.User{discordtest.Alice(), discordtest.Bob(), discordtest.Carol()}
			msg := b.tr.send(t, discordtest.Command("nim", discordtest.Subcommand("start",
				discordtest.StringOption("heaps", "3 4 5"), discordtest.StringOption("display", "text"))).By(users[0])).Msg
			for _, u := range users[1:] {
				r := b.tr.send(t, discordtest.Button(buttonNamed(t, msg, "Join")).By(u).OnMessage(msg))
				r.Msg.ID, msg = msg.ID, r.Msg
			}
			start := discordtest.Button(buttonNamed(t, msg, "Start")).By(users[0]).OnMessage(msg)
			if r := b.tr.send(t, start); !strings.Contains(r.Msg.Content, "'s turn") {
				t.Fatalf("Start: %q", r.Msg.Content)
			}
			fake.WaitFor(t, start.Followup) // Start calls the others: then the message goes
			fake.Lose(start.Token, why)

			b.sweep(t, time.Minute+commands.PressGrace+time.Second, "the first timeout, its next turn waiting", func() bool {
				for _, at := range b.due("nim:deadlines") {
					return at.After(b.now().Add(2 * time.Hour))
				}
				return false
			})
			b.sweep(t, 3*time.Hour+time.Minute, "the settlement", func() bool { return len(b.due("nim:deadlines")) == 0 })
			var records [][2]int
			for _, u := range users {
				records = append(records, b.record(t, u, "Nim"))
			}
			wins, losses := 0, 0
			for _, r := range records {
				wins, losses = wins+r[0], losses+r[1]
			}
			if wins != 0 || losses != 1 {
				t.Errorf("ranked wins and losses: %v; want one loss, the first player's, and nothing for the others", records)
			}
			checkGoneLogs(t, b, start)
		})
	}
	t.Run("tictactoe", func(t *testing.T) {
		b := newGoneBot(t)
		alice, bob := discordtest.Alice(), discordtest.Bob()
		move := b.bobToMove(t, alice, bob)
		fake.Lose(move.Token, discordtest.MessageDeleted())
		// Done when the edit has been answered and logged too: the deadline leaves its set before the
		// edit, and a sweep stopped between the two cancels the edit (a warning, not the message gone).
		b.sweep(t, time.Minute+commands.PressGrace+time.Second, "bob's forfeit", func() bool {
			return len(b.due("ttt:deadlines")) == 0 && strings.Contains(b.logs.String(), "the message is gone")
		})
		if a, o := b.record(t, alice, "Tic-tac-toe"), b.record(t, bob, "Tic-tac-toe"); a != [2]int{1, 0} || o != [2]int{0, 1} {
			t.Errorf("alice %v, bob %v; want bob's forfeit of the turn he was shown", a, o)
		}
		checkGoneLogs(t, b, move)
	})
}

// bobToMove starts a tic-tac-toe game of alice against bob, plays three moves and returns the last,
// alice's, whose message shows bob's turn: the message a sweep edits when bob runs out of time.
func (b *goneBot) bobToMove(t *testing.T, alice, bob discordtest.User) *discordtest.Interaction {
	t.Helper()
	g := startChallenge(t, b.tr, discordtest.Command("tictactoe", discordtest.Subcommand("play",
		discordtest.UserOption("opponent", bob), discordtest.StringOption("first", "me"),
		discordtest.StringOption("display", "text"))).By(alice), bob)
	g.press(t, 1, alice)
	g.press(t, 5, bob)
	move := discordtest.Button(g.msg.Buttons()[8].CustomID).By(alice).OnMessage(g.msg)
	if a := b.tr.send(t, move); !strings.Contains(a.Msg.Content, mention(bob)) {
		t.Fatalf("alice's move: %q, want bob's turn", a.Msg.Content)
	}
	return move
}

// checkGoneLogs checks that the sweep edited the message whose token was lost once and logged it gone,
// with no warning nor error.
func checkGoneLogs(t *testing.T, b *goneBot, lost *discordtest.Interaction) {
	t.Helper()
	if got := callsFor(lost, http.MethodPatch); len(got) != 1 {
		t.Errorf("edits of the lost message: %v, want one", got)
	}
	logs := b.logs.String()
	if !strings.Contains(logs, "the message is gone") || strings.Contains(logs, "level=WARN") || strings.Contains(logs, "level=ERROR") {
		t.Errorf("logs:\n%s\nwant the message gone, and no warning nor error", logs)
	}
}

// buttonNamed is the custom_id of m's button with label.
func buttonNamed(t *testing.T, m discordtest.Message, label string) string {
	t.Helper()
	for _, b := range m.Buttons() {
		if b.Label == label {
			return b.CustomID
		}
	}
	t.Fatalf("no button %q in %+v", label, m.Buttons())
	return ""
}
