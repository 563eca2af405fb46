package bot

import (
	"context"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"

	"kibitz/internal/discordtest"
	"kibitz/internal/testenv"
	"kibitz/router"
	"kibitz/storage"
	kredis "kibitz/storage/redis"
	"kibitz/storage/redis/redistest"
)

// TestShardedGateway runs the gateway in two shards, as two `kibitz bot` processes with
// KIBITZ_SHARD_COUNT=2 and KIBITZ_SHARD_ID 0 and 1 do: two RunGateway sessions, each with a router,
// commands and store client of its own, sharing one Redis, against a fake Discord of the test's own that
// sends each guild's interactions to the session of shard (guild_id >> 22) % 2 (docs/discord.md §3).
//
// It shows that interactions in guilds of both shards are answered, each by its own shard only; that a
// tic-tac-toe game started through shard 0 goes on after shard 0 stops and starts again, from the state in
// Redis, while shard 1 keeps answering; that the press after the restart is applied exactly once (a
// redelivery is refused as a duplicate and gets no answer, its first delivery's being the one Discord
// takes, as is one of the press from before the restart); and that only shard 0 registers the commands.
//
// Against the Redis in REDIS_URL when it is set, otherwise against an in-process miniredis, as the storage
// tests do; either way each shard talks to it over connections of its own, as a process would.
func TestShardedGateway(t *testing.T) {
	t.Parallel()
	url, ns := os.Getenv("REDIS_URL"), redistest.Namespace()
	if url == "" {
		t.Log("REDIS_URL is not set: against an in-process miniredis")
		url = "redis://" + miniredis.RunT(t).Addr()
	} else {
		t.Cleanup(func() { redistest.Drop(t, url, ns) }) // after the shards have stopped (cleanups run last first)
	}
	c := &shardCluster{fake: discordtest.New(discordtest.Config{}), token: "shard-token-" + discordtest.Snowflake(),
		url: url, ns: ns, handled: map[string][]handling{}}
	t.Cleanup(c.fake.Close)

	c.start(t, 0)
	c.start(t, 1)
	for id, p := range c.procs {
		if s := p.run.gs.Identify.Shard; s == nil || *s != [2]int{id, 2} {
			t.Fatalf("shard %d identified as %v, want [%d 2]", id, s, id)
		}
	}
	firstRegistration := c.fake.WaitFor(t, c.isRegistration)

	alice := discordtest.Alice()
	guilds := [2]string{discordtest.GuildOnShard(0, 2), discordtest.GuildOnShard(1, 2)}
	tr := transport{send: c.send}
	play := func(shard int) *game {
		return startGame(t, tr, discordtest.Command("tictactoe", discordtest.Subcommand("play")).By(alice).
			InGuild(guilds[shard], discordtest.DefaultChannelID))
	}
	games := [2]*game{play(0), play(1)}
	press1, _ := c.press(t, games[0], guilds[0], 1)
	c.press(t, games[1], guilds[1], 1)

	// Shard 0 stops, as its process would on SIGTERM. Its guild's interactions are not handed to shard 1,
	// which goes on answering its own.
	old := c.procs[0]
	old.stop(t)
	select {
	case <-old.run.gs.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("shard 0's gateway session was not closed")
	}
	if gs, err := c.fake.DispatchInteraction(discordtest.Command("help").InGuild(guilds[0], discordtest.DefaultChannelID)); err == nil {
		t.Fatalf("with shard 0 down, an interaction in its guild went to the session of shard %v", gs.Identify.Shard)
	}
	c.press(t, games[1], guilds[1], firstFree(games[1]))

	// Shard 0 starts again: a new session, router and store client. The game is where the press left it.
	c.start(t, 0)
	c.fake.WaitFor(t, func(call discordtest.Call) bool { return c.isRegistration(call) && call.Seq > firstRegistration.Seq })
	c.redeliver(t, press1)
	press2, a := c.press(t, games[0], guilds[0], firstFree(games[0]))
	if x, o := games[0].marks(t); x != 2 || o != 2 || games[0].msg.Buttons()[0].Label != "1: X" {
		t.Fatalf("the press after the restart showed %d X and %d O (cell 1 %q) in %q, want the same game with 2 of each",
			x, o, games[0].msg.Buttons()[0].Label, a.Msg.Content)
	}
	c.redeliver(t, press2)
	// The next press finds two X, so the press after the restart changed the game once.
	c.press(t, games[0], guilds[0], firstFree(games[0]))
	if x, o := games[0].marks(t); x != 3 || o != 3 {
		t.Fatalf("after three presses %d X and %d O, want 3 of each", x, o)
	}

	for _, p := range c.procs {
		p.stop(t)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for id, hs := range c.handled {
		for _, h := range hs {
			if want, _ := discordtest.ShardOf(h.guild, 2); h.shard != want {
				t.Errorf("interaction %s of guild %s (shard %d) was handled by shard %d", id, h.guild, want, h.shard)
			}
		}
	}
	// Each press ran once, and its redelivery was refused: the one from before the restart by the new
	// process, which knew of it only through Redis.
	restarted := c.procs[0]
	for _, tc := range []struct {
		what          string
		in            *discordtest.Interaction
		first, second *shardProc
	}{
		{"the press before the restart", press1, old, restarted},
		{"the press after the restart", press2, restarted, restarted},
	} {
		hs := c.handled[tc.in.ID]
		if len(hs) != 2 || hs[0].outcome != router.OutcomeOK || hs[0].proc != tc.first ||
			hs[1].outcome != router.OutcomeDuplicate || hs[1].proc != tc.second {
			t.Errorf("%s was handled %d times (%+v), want once, then refused as a duplicate", tc.what, len(hs), hs)
		}
	}
	// Each press got one answer, its first delivery's: the redeliveries sent none (Discord would refuse a
	// second, 400 with code 40060), and nothing was refused.
	for _, in := range []*discordtest.Interaction{press1, press2} {
		n := 0
		for _, call := range c.fake.Calls() {
			if in.Callback(call) {
				n++
			}
		}
		if n != 1 {
			t.Errorf("interaction %s got %d callbacks, want 1", in.ID, n)
		}
	}
	for _, call := range c.fake.Calls() {
		if call.Status >= 400 {
			t.Errorf("a call refused: %s", call)
		}
	}
	if n := len(c.registrations()); n != 2 {
		t.Errorf("the commands were registered %d times, want twice: by shard 0 at each start, never by shard 1", n)
	}
	if u := c.fake.Unrouted(); len(u) > 0 {
		t.Errorf("requests no route of the fake answered: %v", u)
	}
}

// shardCluster is a bot run in two shards against one fake Discord and one Redis.
type shardCluster struct {
	fake    *discordtest.Server
	token   string // the bot's, the same for every shard
	url, ns string // the Redis and the namespace every shard keeps its games in
	procs   [2]*shardProc

	mu      sync.Mutex
	handled map[string][]handling // by interaction id, in the order the routers saw them
}

// handling is one router's work on an interaction: which process, of which shard, and the outcome.
type handling struct {
	proc    *shardProc
	shard   int
	guild   string
	outcome router.Outcome
}

// shardProc is what a `kibitz bot` process of one shard runs: its gateway session and its store client.
type shardProc struct {
	run   *gatewayRun
	store storage.Store
	once  sync.Once
}

// start runs shard id until READY, in place of any earlier process of the shard.
func (c *shardCluster) start(t *testing.T, id int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	store, err := kredis.Open(ctx, c.url, kredis.Options{Namespace: c.ns})
	if err != nil {
		t.Fatalf("shard %d: open the store: %v", id, err)
	}
	p := &shardProc{store: store}
	srv := newTestServer(store, &probe{})
	srv.Store = store // claims interaction ids, as runBot does
	srv.Observe = func(req *router.Request, outcome router.Outcome, _ time.Duration) {
		c.mu.Lock()
		defer c.mu.Unlock()
		c.handled[req.Interaction.ID] = append(c.handled[req.Interaction.ID],
			handling{proc: p, shard: id, guild: req.GuildID, outcome: outcome})
	}
	rctx, stop := context.WithCancel(context.Background())
	p.run = &gatewayRun{token: c.token, cancel: stop, done: make(chan error, 1)}
	ready := make(chan string, 1)
	cfg := GatewayConfig{Token: c.token, ShardID: id, ShardCount: 2, Register: true, Log: quiet,
		REST: NewREST(RESTConfig{APIBase: c.fake.API(10)}), OnReady: func(id string) { ready <- id }}
	go func() { p.run.done <- RunGateway(rctx, cfg, srv) }()
	t.Cleanup(func() { p.stop(t) })
	select {
	case p.run.botUser = <-ready:
	case err := <-p.run.done:
		t.Fatalf("shard %d: RunGateway returned before READY: %v", id, err)
	case <-time.After(10 * time.Second):
		t.Fatalf("shard %d: no READY within 10 s", id)
	}
	p.run.gs = c.fake.WaitSession(t, func(gs *discordtest.GatewaySession) bool {
		select {
		case <-gs.Done(): // an earlier process's session
			return false
		default:
		}
		sid, count := gs.Shard()
		return gs.Identify.Token == "Bot "+c.token && sid == id && count == 2
	})
	c.procs[id] = p
}

// stop stops the process: the session closes (discordgo's second), then the store client.
func (p *shardProc) stop(t *testing.T) {
	t.Helper()
	p.once.Do(func() {
		if err := p.run.stop(t); err != nil {
			t.Errorf("RunGateway: %v", err)
		}
		p.store.Close()
	})
}

// send hands in to the fake, which delivers it as Discord would, checks that it reached the session of
// the shard of its guild, and returns the bot's answer (after a deferral, the edit that follows it). Only
// calls made after the delivery count, so that a redelivery gets its own answer.
func (c *shardCluster) send(t *testing.T, in *discordtest.Interaction) answer {
	t.Helper()
	shard, err := discordtest.ShardOf(in.GuildID, 2)
	if err != nil {
		t.Fatal(err)
	}
	after := 0
	if calls := c.fake.Calls(); len(calls) > 0 {
		after = calls[len(calls)-1].Seq
	}
	gs, err := c.fake.DispatchInteraction(in)
	if err != nil {
		t.Fatalf("interaction in guild %s: %v", in.GuildID, err)
	}
	if gs != c.procs[shard].run.gs {
		t.Fatalf("interaction in guild %s went to the session of shard %v, want shard %d's", in.GuildID, gs.Identify.Shard, shard)
	}
	call := c.fake.WaitFor(t, func(call discordtest.Call) bool { return call.Seq > after && in.Callback(call) })
	resp, err := call.Response()
	if err != nil {
		t.Fatalf("callback %s: %v", call, err)
	}
	a := answer{Type: resp.Type, Files: call.Files}
	if resp.Data != nil {
		a.Msg = *resp.Data
	}
	if resp.Type == 5 || resp.Type == 6 {
		e := c.fake.WaitFor(t, func(call discordtest.Call) bool { return call.Seq > after && in.EditOriginal(call) })
		a.Msg, _ = e.Message()
		a.Files = e.Files
	}
	return a
}

// redeliver hands in to the fake again, as the gateway replays an event, and waits until the router of its
// shard has refused it as a duplicate. Whether an answer was sent is checked once the shards have stopped,
// when every reply has gone out.
func (c *shardCluster) redeliver(t *testing.T, in *discordtest.Interaction) {
	t.Helper()
	if _, err := c.fake.DispatchInteraction(in); err != nil {
		t.Fatalf("interaction in guild %s: %v", in.GuildID, err)
	}
	refused := func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		hs := c.handled[in.ID]
		return len(hs) > 0 && hs[len(hs)-1].outcome == router.OutcomeDuplicate
	}
	if !testenv.Eventually(10*time.Second, refused) {
		t.Fatalf("interaction %s, delivered again, was not refused as a duplicate", in.ID)
	}
}

// press presses a cell of g as Alice, in the guild of the game, and follows the message as the answer
// updates it. It returns the interaction, to deliver again.
func (c *shardCluster) press(t *testing.T, g *game, guild string, cell int) (*discordtest.Interaction, answer) {
	t.Helper()
	in := discordtest.Button(g.msg.Buttons()[cell-1].CustomID).By(discordtest.Alice()).OnMessage(g.msg).
		InGuild(guild, discordtest.DefaultChannelID)
	a := c.send(t, in)
	if a.Type != 6 && a.Type != 7 {
		t.Fatalf("pressing cell %d answered type %d %q, want an update of the board", cell, a.Type, a.Msg.Content)
	}
	a.Msg.ID = g.msg.ID
	g.msg = a.Msg
	if strings.Contains(a.Msg.Content, "wins") && !strings.Contains(a.Msg.Content, "kibitz wins!") {
		t.Fatalf("kibitz lost: %q", a.Msg.Content)
	}
	return in, a
}

// firstFree is the first cell of g that nobody has taken.
func firstFree(g *game) int {
	for i, b := range g.msg.Buttons()[:9] {
		if !b.Disabled {
			return i + 1
		}
	}
	return 0
}

// isRegistration matches the bot's registrations of the commands.
func (c *shardCluster) isRegistration(call discordtest.Call) bool {
	return call.Route == discordtest.RouteGlobalCommands && call.Header.Get("Authorization") == "Bot "+c.token
}

// registrations are the registrations of the commands so far.
func (c *shardCluster) registrations() []discordtest.Call {
	var out []discordtest.Call
	for _, call := range c.fake.Calls() {
		if c.isRegistration(call) {
			out = append(out, call)
		}
	}
	return out
}
