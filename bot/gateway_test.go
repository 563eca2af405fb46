package bot

import (
	"context"
	"encoding/json"
	"errors"
	"reflect"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/internal/discordtest"
	"kibitz/internal/testenv"
	"kibitz/router"
)

// gatewayRun is RunGateway running against the fake in the background.
type gatewayRun struct {
	token   string // the bot token, unique to the run
	cancel  context.CancelFunc
	done    chan error
	botUser string                      // the id OnReady was told
	gs      *discordtest.GatewaySession // the fake's side of the connection

	stopOnce sync.Once
	err      error
}

// startGateway runs RunGateway until READY. The token gets a unique suffix, so that the run's session
// and calls are told apart from earlier runs' (with -count=N, say). The test's cleanup stops it (stop may
// be called earlier); each stop costs the second discordgo's Close sleeps.
func startGateway(t *testing.T, cfg GatewayConfig, srv *router.Server) *gatewayRun {
	t.Helper()
	cfg.Token += "-" + discordtest.Snowflake()
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan string, 1)
	cfg.OnReady = func(id string) { ready <- id }
	if cfg.Log == nil {
		cfg.Log = quiet
	}
	if cfg.REST == nil {
		cfg.REST = NewREST(RESTConfig{APIBase: fake.API(10)})
	}
	r := &gatewayRun{token: cfg.Token, cancel: cancel, done: make(chan error, 1)}
	go func() { r.done <- RunGateway(ctx, cfg, srv) }()
	select {
	case r.botUser = <-ready:
	case err := <-r.done:
		t.Fatalf("RunGateway returned before READY: %v", err)
	case <-time.After(10 * time.Second):
		t.Fatal("no READY within 10 s")
	}
	r.gs = fake.WaitSession(t, func(gs *discordtest.GatewaySession) bool { return gs.Identify.Token == "Bot "+cfg.Token })
	t.Cleanup(func() { r.stop(t) })
	return r
}

// stop cancels RunGateway's context and returns what it returned.
func (r *gatewayRun) stop(t *testing.T) error {
	t.Helper()
	r.stopOnce.Do(func() {
		r.cancel()
		select {
		case r.err = <-r.done:
		case <-time.After(30 * time.Second):
			t.Error("RunGateway did not return within 30 s of the cancellation")
		}
	})
	return r.err
}

// interact sends an interaction over the gateway and returns the bot's first answer.
func (r *gatewayRun) interact(t *testing.T, in *discordtest.Interaction) (discordtest.Call, discordtest.Response) {
	t.Helper()
	if err := r.gs.Dispatch("INTERACTION_CREATE", in); err != nil {
		t.Fatal(err)
	}
	c := fake.WaitFor(t, in.Callback)
	resp, err := c.Response()
	if err != nil || resp.Data == nil && resp.Type != 5 && resp.Type != 6 {
		t.Fatalf("callback %s: payload %s (%v)", c, c.JSON, err)
	}
	return c, resp
}

// transport is the gateway as the tic-tac-toe scenarios use it.
func (r *gatewayRun) transport() transport {
	return transport{send: func(t *testing.T, in *discordtest.Interaction) answer {
		t.Helper()
		c, resp := r.interact(t, in)
		a := answer{Type: resp.Type, Files: c.Files}
		if resp.Data != nil {
			a.Msg = *resp.Data
		}
		return a.finish(t, in)
	}}
}

// TestGateway runs one gateway session for most gateway tests, since each Close costs a second; the
// interaction tests share it in parallel. It ends with the shutdown, which must finish the reply in
// progress and leave no goroutine behind.
func TestGateway(t *testing.T) {
	srv, p := newProbeServer()
	run := startGateway(t, GatewayConfig{Token: "gateway-token", Register: true}, srv)

	t.Run("identify and ready", func(t *testing.T) {
		id := run.gs.Identify
		if id.Token != "Bot "+run.token || id.Intents != 0 || id.Shard != nil {
			t.Errorf("IDENTIFY token %q intents %d shard %v; want the bot token, no intents, no shard field",
				id.Token, id.Intents, id.Shard)
		}
		// The gateway speaks discordgo's own version: only REST follows the base (docs/discord.md §2).
		if v := run.gs.Query.Get("v"); v != discordgo.APIVersion {
			t.Errorf("gateway URL has v=%s, want discordgo's %s", v, discordgo.APIVersion)
		}
		if run.botUser != fake.AppID() {
			t.Errorf("OnReady told %q, want the bot user %s from READY", run.botUser, fake.AppID())
		}
	})

	t.Run("global registration", func(t *testing.T) {
		c := fake.WaitFor(t, registration(discordtest.RouteGlobalCommands, run.token))
		if c.Vars["app"] != fake.AppID() {
			t.Errorf("registered for application %q, want %s from READY", c.Vars["app"], fake.AppID())
		}
		checkRegistration(t, c, srv)
	})

	t.Run("interactions", func(t *testing.T) {
		tr := run.transport()
		t.Run("two players", func(t *testing.T) { t.Parallel(); testTwoPlayers(t, tr) })
		t.Run("against kibitz", func(t *testing.T) { t.Parallel(); testAgainstKibitz(t, tr) })
		t.Run("kibitz named as the opponent", func(t *testing.T) { t.Parallel(); testKibitzOpponent(t, tr) })
		t.Run("stale and forged", func(t *testing.T) { t.Parallel(); testForged(t, tr) })
		t.Run("everywhere", func(t *testing.T) { t.Parallel(); testEverywhere(t, tr) })
		t.Run("games in a group DM", func(t *testing.T) { t.Parallel(); testGroupDMGames(t, tr) })
		t.Run("autocomplete, menu, modal", func(t *testing.T) {
			t.Parallel()
			testOtherKinds(t, func(t *testing.T, in *discordtest.Interaction) discordtest.Response {
				_, r := run.interact(t, in)
				return r
			})
		})

		t.Run("deferred user error", func(t *testing.T) {
			t.Parallel()
			// The route is public, so the deferral is public; the user error that follows must be private,
			// which a deferred reply cannot become: the placeholder goes and a private followup comes.
			in := discordtest.Command("probe", discordtest.StringOption("mode", "fail"))
			started, release := p.hold(in)
			defer release()
			dispatched := time.Now()
			if err := run.gs.Dispatch("INTERACTION_CREATE", in); err != nil {
				t.Fatal(err)
			}
			waitClosed(t, started, "the handler to start")
			c := fake.WaitFor(t, in.Callback)
			if took := time.Since(dispatched); took < DeferAfter {
				t.Errorf("deferred after %v, before the %v threshold", took, DeferAfter)
			}
			if r, _ := c.Response(); r.Type != 5 || r.Data != nil && r.Data.Private() {
				t.Fatalf("first answer %s, want a public type 5", c.JSON)
			}
			release()
			del := fake.WaitFor(t, in.DeleteOriginal)
			f := fake.WaitFor(t, in.Followup)
			m, _ := f.Message()
			if !m.Private() || m.Content != "The probe failed on purpose." || f.Seq < del.Seq {
				t.Errorf("followup %s %+v after delete %s; want the private error after the deletion", f, m, del)
			}
		})

		t.Run("file inline", func(t *testing.T) {
			t.Parallel()
			// On the gateway a quick reply carries its files itself: a multipart callback.
			c, r := run.interact(t, discordtest.Command("probe", discordtest.StringOption("mode", "file")))
			if r.Type != 4 || r.Data.Content != "a file" || c.ContentType != "multipart/form-data" || len(c.Files) != 1 ||
				c.Files[0].Field != "files[0]" || c.Files[0].Name != "probe.png" {
				t.Fatalf("callback %s with %+v, want type 4 with probe.png as files[0]", c, r)
			}
			if size := decodePNG(t, c.Files[0]); size.X != 3 || size.Y != 2 {
				t.Errorf("probe.png is %v, want 3x2", size)
			}
		})

		t.Run("rate limited reply", func(t *testing.T) {
			t.Parallel()
			in := discordtest.Command("probe", discordtest.IntOption("n", 7), discordtest.BoolOption("flag", true))
			fake.AddRule(discordtest.Rule{Method: "POST", Path: in.ID, Times: 2, Status: 429, RetryAfter: 10 * time.Millisecond})
			_, r := run.interact(t, in)
			if r.Type != 4 || r.Data.Content != "probe n=7 flag=true" {
				t.Errorf("answer %+v, want the probe's text", r)
			}
			var statuses []int
			for _, c := range fake.Calls() {
				if in.Made(c) {
					statuses = append(statuses, c.Status)
				}
			}
			if !reflect.DeepEqual(statuses, []int{429, 429, 204}) {
				t.Errorf("callback statuses %v, want [429 429 204]", statuses)
			}
		})

		t.Run("panic", func(t *testing.T) {
			t.Parallel()
			_, r := run.interact(t, discordtest.Command("probe", discordtest.StringOption("mode", "panic")))
			if r.Type != 4 || !r.Data.Private() ||
				!regexp.MustCompile(`^Sorry, something went wrong on kibitz's side\. Incident [0-9a-f]{8} has been logged\.$`).MatchString(r.Data.Content) {
				t.Errorf("answer to a panic: type %d %+v", r.Type, r.Data)
			}
		})

		t.Run("help in Korean", func(t *testing.T) {
			t.Parallel()
			_, r := run.interact(t, discordtest.Command("help").WithLocale("ko"))
			if r.Type != 4 || !r.Data.Private() || !strings.HasPrefix(r.Data.Content, "**kibitz**는 퍼즐을 풀고") ||
				!strings.Contains(r.Data.Content, "• `/틱택토` (대국, 분석): ") {
				t.Errorf("/help in Korean: %+v", r.Data)
			}
		})
	})

	t.Run("shutdown finishes the reply in progress", func(t *testing.T) {
		// A slow /probe with a file: deferred (type 5), then the file in a PATCH of @original. The shutdown
		// starts while it runs; the session must stay open until the reply is done.
		in := discordtest.Command("probe", discordtest.StringOption("mode", "file"))
		started, release := p.hold(in)
		defer release()
		dispatched := time.Now()
		if err := run.gs.Dispatch("INTERACTION_CREATE", in); err != nil {
			t.Fatal(err)
		}
		waitClosed(t, started, "the handler to start")
		run.cancel()
		c := fake.WaitFor(t, in.Callback)
		if r, _ := c.Response(); r.Type != 5 || time.Since(dispatched) < DeferAfter {
			t.Fatalf("first answer %s after %v, want type 5 after %v", c.JSON, time.Since(dispatched), DeferAfter)
		}
		select {
		case <-run.gs.Done():
			t.Fatal("the gateway session closed with a reply in progress")
		case err := <-run.done:
			run.stopOnce.Do(func() { run.err = err })
			t.Fatalf("RunGateway returned (%v) with a reply in progress", err)
		default:
		}
		// Interactions keep arriving until the connection closes; they are answered too.
		late := discordtest.Command("probe", discordtest.IntOption("n", 9))
		if _, r := run.interact(t, late); r.Type != 4 || r.Data.Content != "probe n=9 flag=false" {
			t.Errorf("an interaction during the shutdown got %+v", r)
		}
		release()
		e := fake.WaitFor(t, in.EditOriginal)
		m, _ := e.Message()
		if e.ContentType != "multipart/form-data" || len(e.Files) != 1 || m.Content != "a file" ||
			len(m.Attachments) != 1 || m.Attachments[0].Filename != "probe.png" {
			t.Fatalf("edit %s: %+v, want the content and probe.png", e, m)
		}
		decodePNG(t, e.Files[0])

		if err := run.stop(t); err != nil {
			t.Errorf("RunGateway returned %v after a cancellation, want nil", err)
		}
		waitClosed(t, run.gs.Done(), "the session's close frame")
		noGoroutines(t, "github.com/bwmarrin/discordgo.", "kibitz/bot.(*dispatcher)")
	})
}

// TestGatewayShards runs shards as separate sessions: each IDENTIFYs with its [id, count], only shard 0
// registers the commands, and a shard id out of range fails to connect.
func TestGatewayShards(t *testing.T) {
	t.Parallel()
	srv, _ := newProbeServer()
	const guild = "1200000000000000001" // (guild >> 22) % 2 == 1: its events go to shard 1, not 0

	t.Run("shard 0 of 2 registers in the guild", func(t *testing.T) {
		t.Parallel()
		const app = "777000000000000001"
		run := startGateway(t, GatewayConfig{Token: "shard-0-of-2", AppID: app, GuildID: guild,
			ShardID: 0, ShardCount: 2, Register: true}, srv)
		if s := run.gs.Identify.Shard; s == nil || *s != [2]int{0, 2} {
			t.Errorf("IDENTIFY shard = %v, want [0 2]", s)
		}
		c := fake.WaitFor(t, registration(discordtest.RouteGuildCommands, run.token))
		if c.Vars["app"] != app || c.Vars["guild"] != guild {
			t.Errorf("registered at %s, want application %s (configured) in guild %s", c.Path, app, guild)
		}
		checkRegistration(t, c, srv)
		if err := run.stop(t); err != nil {
			t.Errorf("RunGateway: %v", err)
		}
	})

	t.Run("shard 1 of 2 does not register", func(t *testing.T) {
		t.Parallel()
		run := startGateway(t, GatewayConfig{Token: "shard-1-of-2", ShardID: 1, ShardCount: 2, Register: true}, srv)
		if s := run.gs.Identify.Shard; s == nil || *s != [2]int{1, 2} {
			t.Errorf("IDENTIFY shard = %v, want [1 2]", s)
		}
		if err := run.stop(t); err != nil {
			t.Errorf("RunGateway: %v", err)
		}
		for _, c := range fake.Calls() {
			if c.Method == "PUT" && c.Header.Get("Authorization") == "Bot "+run.token {
				t.Errorf("shard 1 registered commands: %s", c)
			}
		}
	})

	t.Run("shard id out of range", func(t *testing.T) {
		t.Parallel()
		err := RunGateway(context.Background(), GatewayConfig{Token: "shard-2-of-2", ShardID: 2, ShardCount: 2, Log: quiet,
			REST: NewREST(RESTConfig{APIBase: fake.API(10)})}, srv)
		if !errors.Is(err, discordgo.ErrWSShardBounds) || !strings.Contains(err.Error(), "check KIBITZ_SHARD_ID and KIBITZ_SHARD_COUNT") {
			t.Errorf("RunGateway with shard 2 of 2 = %v, want discordgo's shard bounds error, at once, saying what to check", err)
		}
	})
}

// TestGatewayShutdownDuringRegistration stops the bot between READY and the end of the registration:
// that is a shutdown like any other, not a failure.
func TestGatewayShutdownDuringRegistration(t *testing.T) {
	t.Parallel()
	srv, _ := newProbeServer()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	cfg := GatewayConfig{Token: "stopped-while-registering", Register: true, Log: quiet,
		REST: NewREST(RESTConfig{APIBase: fake.API(10)}), OnReady: func(string) { cancel() }} // OnReady runs just before the registration
	if err := RunGateway(ctx, cfg, srv); err != nil {
		t.Errorf("RunGateway stopped during the registration returned %v, want nil", err)
	}
}

// registration matches the answered bulk overwrite at route by the bot with token.
func registration(route, token string) func(discordtest.Call) bool {
	return func(c discordtest.Call) bool {
		return c.Route == route && c.OK() && c.Header.Get("Authorization") == "Bot "+token
	}
}

// checkRegistration checks a recorded bulk overwrite: exactly the mux's definitions, and a Korean name
// and description on every command, subcommand, option and choice.
func checkRegistration(t *testing.T, c discordtest.Call, srv *router.Server) {
	t.Helper()
	var got, want any
	if err := c.Decode(&got); err != nil {
		t.Fatal(err)
	}
	data, err := RegistrationBody(srv.Mux.Definitions())
	if err != nil {
		t.Fatal(err)
	}
	json.Unmarshal(data, &want)
	if !reflect.DeepEqual(got, want) {
		t.Errorf("PUT body differs from the mux's definitions:\n got %s\nwant %s", c.JSON, data)
	}
	// Every command is offered through both installs, a server's and a user's, in servers, DMs with the bot
	// and group DMs (router.Command.ServerOnly is for one that needs a server; none does), but a server's
	// moderators' (router.Command.InServers: /rankings), in servers only, to the members with the
	// permissions it asks (default_member_permissions, a number), and to nobody else.
	var places []struct {
		Name             string `json:"name"`
		IntegrationTypes []int  `json:"integration_types"`
		Contexts         []int  `json:"contexts"`
		Permissions      any    `json:"default_member_permissions"`
	}
	c.Decode(&places)
	inServers := map[string]router.Command{}
	for _, cmd := range srv.Mux.Commands() {
		if cmd.InServers {
			inServers[cmd.Name.En] = cmd
		}
	}
	for _, p := range places {
		contexts, perms := []int{0, 1, 2}, any(nil)
		if cmd, ok := inServers[p.Name]; ok {
			contexts, perms = []int{0}, float64(cmd.MemberPermissions)
		}
		if !reflect.DeepEqual(p.IntegrationTypes, []int{0, 1}) || !reflect.DeepEqual(p.Contexts, contexts) || p.Permissions != perms {
			t.Errorf("/%s registered with integration_types %v, contexts %v and default_member_permissions %v, want [0 1], %v and %v", p.Name,
				p.IntegrationTypes, p.Contexts, p.Permissions, contexts, perms)
		}
	}
	if err := validateRegistration(c.JSON); err != nil {
		t.Error(err)
	}
	type localized struct {
		Name    string            `json:"name"`
		NameKo  map[string]string `json:"name_localizations"`
		DescKo  map[string]string `json:"description_localizations"`
		Options []localized       `json:"options"`
		Choices []localized       `json:"choices"`
	}
	var cmds []localized
	c.Decode(&cmds)
	var names []string
	var walk func(path string, l localized, choice bool)
	walk = func(path string, l localized, choice bool) {
		path += " " + l.Name
		for _, loc := range []string{"ko", "ja", "es-ES", "es-419", "pt-BR"} {
			if l.NameKo[loc] == "" || !choice && l.DescKo[loc] == "" {
				t.Errorf("%s lacks a name or description in %s", path, loc)
			}
		}
		for _, o := range l.Options {
			walk(path, o, false)
		}
		for _, ch := range l.Choices {
			walk(path, ch, true)
		}
	}
	for _, cmd := range cmds {
		names = append(names, cmd.Name+"="+cmd.NameKo["ko"])
		walk("", cmd, false)
	}
	// Every command the mux holds (the games commands/all lists, then /probe), in its order, with its
	// Korean name; no list of games here to keep up to date.
	var wantNames []string
	for _, cmd := range srv.Mux.Commands() {
		wantNames = append(wantNames, cmd.Name.En+"="+cmd.Name.Ko)
	}
	if len(wantNames) < 8 || !reflect.DeepEqual(names, wantNames) {
		t.Errorf("registered %v, want %v", names, wantNames)
	}
	if sub := cmds[0].Options; len(sub) != 2 || sub[0].NameKo["ko"] != "대국" || sub[1].NameKo["ko"] != "분석" {
		t.Errorf("tictactoe subcommands %+v, want play=대국 and analyze=분석", sub)
	}
	// The names of the other languages come from their names files (i18n/locales/names.<locale>.json).
	if got := cmds[0].NameKo; got["ja"] != "三目並べ" || got["es-ES"] != "tres-en-raya" || got["es-419"] != "tres-en-raya" || got["pt-BR"] != "jogo-da-velha" {
		t.Errorf("/tictactoe's names %v, want 三目並べ, tres-en-raya and jogo-da-velha", got)
	}
}

func waitClosed(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(10 * time.Second):
		t.Fatalf("waited 10 s for %s", what)
	}
}

// noGoroutines fails when goroutines running code from any of the packages remain. Goroutines end a
// moment after the Close that stops them and there is nothing to wait on, so it looks again every few
// milliseconds, for up to five seconds (as go.uber.org/goleak does).
func noGoroutines(t *testing.T, funcs ...string) {
	t.Helper()
	var left []string
	if !testenv.Eventually(5*time.Second, func() bool {
		buf := make([]byte, 1<<20)
		buf = buf[:runtime.Stack(buf, true)]
		left = left[:0]
		for _, g := range strings.Split(string(buf), "\n\n") {
			for _, f := range funcs {
				if strings.Contains(g, f) {
					left = append(left, g)
					break
				}
			}
		}
		return len(left) == 0
	}) {
		t.Errorf("%d goroutines left after the shutdown:\n\n%s", len(left), strings.Join(left, "\n\n"))
	}
}
