// Package bot connects kibitz's router to Discord: the gateway (a discordgo websocket Session), HTTP
// interactions (Discord POSTs each interaction to kibitz, verified with Ed25519), and the console, which
// runs the same handlers in a terminal. It also defers replies of slow handlers, registers the slash
// commands, and serves health checks and metrics.
package bot

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/router"
)

// GatewayConfig configures gateway mode.
type GatewayConfig struct {
	Token      string // the bot token, without "Bot "
	AppID      string // the application id; taken from READY when empty
	GuildID    string // register commands in this guild only; global when empty
	ShardID    int
	ShardCount int
	// Register bulk-overwrites the slash commands after connecting (shard 0 only).
	Register bool
	Log      *slog.Logger
	// OnReady, when set, is told kibitz's own user id once connected.
	OnReady func(botUserID string)
	// REST is the process's one path to Discord's REST API (required): its APIBase is where the session
	// discovers the gateway and sends every REST call.
	REST *REST
	// Metrics, when set, counts lost replies.
	Metrics *Metrics
	// Shards, when set, is told whether this shard's session is ready (/readyz, kibitz_gateway_shard_ready),
	// and why not while the first connection is tried again.
	Shards *Shards
	// RetryDelay is the first wait between two attempts to connect at start, doubled after each up to
	// MaxRetryDelay; 0 means FirstRetryDelay.
	RetryDelay time.Duration
	// Grace overrides ShutdownGrace (tests).
	Grace time.Duration
}

func (cfg GatewayConfig) grace() time.Duration {
	if cfg.Grace > 0 {
		return cfg.Grace
	}
	return ShutdownGrace
}

// The waits between attempts to open the gateway session at start (connect). discordgo, after losing a
// connection, waits 1 s, then twice as long each time, up to 10 minutes (wsapi.go reconnect); kibitz
// starts the same way but stops doubling at 2 minutes, so that it is back soon after a short outage.
// Each attempt that reaches the gateway costs an IDENTIFY, of which Discord allows 1000 a day: one every
// 2 minutes is 720.
const (
	FirstRetryDelay = time.Second
	MaxRetryDelay   = 2 * time.Minute
)

// RunGateway connects to Discord's gateway, serves interactions until ctx ends, then disconnects cleanly.
func RunGateway(ctx context.Context, cfg GatewayConfig, srv *router.Server) error {
	log := cfg.Log
	if log == nil {
		log = slog.Default()
	}
	if cfg.REST == nil {
		return fmt.Errorf("bot: GatewayConfig.REST is not set")
	}
	if cfg.ShardID < 0 || cfg.ShardID >= max(cfg.ShardCount, 1) {
		// discordgo would find it only once connected, and word it in a way errors.Is cannot see.
		return &explained{fmt.Sprintf("shard %d of %d is out of range; check KIBITZ_SHARD_ID and KIBITZ_SHARD_COUNT",
			cfg.ShardID, max(cfg.ShardCount, 1)), discordgo.ErrWSShardBounds}
	}
	s := cfg.REST.NewSession(cfg.Token)
	s.Identify.Intents = discordgo.IntentsNone // interactions need no intent
	s.ShardID, s.ShardCount = cfg.ShardID, max(cfg.ShardCount, 1)
	s.LogLevel = discordgo.LogWarning

	d := &dispatcher{server: srv, log: log, fetch: HTTPFetcher(s.Client), metrics: cfg.Metrics}
	ready := make(chan *discordgo.Ready, 1)
	s.AddHandler(func(_ *discordgo.Session, r *discordgo.Ready) {
		select {
		case ready <- r:
		default:
		}
	})
	var replies inFlight
	// Interactions are taken as raw events, with their JSON beside discordgo's decoding: the JSON tells
	// what discordgo cannot, whether context and app_permissions were sent at all (router.Envelope).
	s.AddHandler(func(s *discordgo.Session, e *discordgo.Event) {
		ic, ok := e.Struct.(*discordgo.InteractionCreate)
		if e.Type != "INTERACTION_CREATE" || !ok || ic.Interaction == nil {
			return
		}
		// discordgo runs each handler in its own goroutine. A reply in progress outlives a shutdown signal
		// (see below), up to the 15 minutes an interaction token lasts.
		ictx, done := replies.start(ctx)
		defer done()
		req, err := d.request(ic.Interaction, e.RawData)
		if err != nil {
			log.Warn("interaction not understood", "id", ic.ID, "type", int(ic.Type), "err", err)
			return
		}
		d.handle(ictx, req, &gatewayReplier{s: s, in: ic.Interaction})
	})

	if cfg.Shards != nil {
		watchShard(s, cfg.Shards, cfg.ShardID)
		defer cfg.Shards.Set(cfg.ShardID, false)
	}
	if err := connect(ctx, s, cfg, log); err != nil {
		if ctx.Err() != nil {
			log.Info("shutting down before the gateway connected")
			return nil // not a failure
		}
		return err
	}
	defer func() {
		s.ShouldReconnectOnError = false
		if err := s.Close(); err != nil {
			log.Warn("gateway close", "err", err)
		}
	}()

	var r *discordgo.Ready
	select {
	case r = <-ready:
	case <-time.After(30 * time.Second):
		return fmt.Errorf("bot: no READY from the gateway within 30 s")
	case <-ctx.Done():
		return nil
	}
	if r.User == nil {
		return fmt.Errorf("bot: READY without the bot's user")
	}
	log.Info("connected to the gateway", "user", r.User.Username, "shard", cfg.ShardID, "shards", s.ShardCount)
	if cfg.OnReady != nil {
		cfg.OnReady(r.User.ID)
	}
	if cfg.Register && cfg.ShardID == 0 {
		appID := cfg.AppID
		if appID == "" {
			appID = r.User.ID
			if r.Application != nil && r.Application.ID != "" {
				appID = r.Application.ID
			}
		}
		n, err := RegisterCommands(ctx, s, appID, cfg.GuildID, srv.Mux.Definitions())
		if err != nil {
			if ctx.Err() != nil {
				return nil // shut down while registering: not a failure
			}
			return err
		}
		log.Info("registered slash commands", "count", n, "guild", cfg.GuildID)
	}
	<-ctx.Done()
	log.Info("shutting down: finishing replies in progress")
	if n := replies.wait(cfg.grace()); n > 0 {
		log.Warn(abandonedLine(n), "abandoned", n)
	}
	return nil
}

// connect opens the session, trying again while the failure may pass (Discord or the network down, a
// 5xx, a refused connection), so that a short outage at start does not stop the process (and a container
// does not go round restarting). It gives up at once on a failure that will not pass (lasting: a token
// Discord refuses), and when ctx ends. Meanwhile /readyz says why the shard is not ready.
func connect(ctx context.Context, s *discordgo.Session, cfg GatewayConfig, log *slog.Logger) error {
	apiBase := apiBaseOf(s)
	delay := cfg.RetryDelay
	if delay <= 0 {
		delay = FirstRetryDelay
	}
	for attempt := 1; ; attempt++ {
		err := openSession(ctx, s)
		if err == nil {
			return nil
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
		if msg, ok := lasting(err, apiBase); ok {
			return &explained{msg, err}
		}
		reason := describeGateway(err, apiBase)
		if cfg.Shards != nil {
			cfg.Shards.failing(cfg.ShardID, fmt.Sprintf("%s; attempt %d, the next in %v", reason, attempt, delay))
		}
		log.Warn("gateway: cannot connect; trying again", "reason", reason, "attempt", attempt, "retry_in", delay)
		t := time.NewTimer(delay)
		select {
		case <-t.C:
		case <-ctx.Done():
			t.Stop()
			return ctx.Err()
		}
		delay = min(2*delay, MaxRetryDelay)
	}
}

// openSession is s.Open, which takes no context, given up when ctx ends: a shutdown does not wait for a
// dial or a handshake that hangs. A session that opens after all is closed again at once.
func openSession(ctx context.Context, s *discordgo.Session) error {
	done := make(chan error, 1)
	go func() { done <- s.Open() }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		go func() {
			if <-done == nil {
				s.Lock()
				s.ShouldReconnectOnError = false
				s.Unlock()
				s.Close()
			}
		}()
		return ctx.Err()
	}
}

// watchShard keeps shards told of the session's state: ready once READY or RESUMED has come, and while
// the session has a connection (discordgo reconnects by itself after losing one). The connection is
// asked of the session when readiness is read rather than followed through Disconnect events: discordgo
// runs each handler in a goroutine of its own, so a Disconnect handler may run after the RESUMED of the
// next connection and would mark a resumed shard down for good. DataReady is false from the close of a
// connection until the next one's first heartbeat.
func watchShard(s *discordgo.Session, shards *Shards, id int) {
	shards.watch(id, func() bool {
		s.RLock()
		defer s.RUnlock()
		return s.DataReady
	})
	s.AddHandler(func(*discordgo.Session, *discordgo.Ready) { shards.Set(id, true) })
	s.AddHandler(func(*discordgo.Session, *discordgo.Resumed) { shards.Set(id, true) })
}

// RegisterCommands bulk-overwrites the slash commands, in one guild or globally, and returns how many
// Discord now has. The body is RegistrationBody's.
func RegisterCommands(ctx context.Context, s *discordgo.Session, appID, guildID string, defs []*discordgo.ApplicationCommand) (int, error) {
	body, err := RegistrationBody(defs)
	if err != nil {
		return 0, err
	}
	endpoint := discordgo.EndpointApplicationGlobalCommands(appID)
	if guildID != "" {
		endpoint = discordgo.EndpointApplicationGuildCommands(appID, guildID)
	}
	reply, err := s.RequestWithBucketID(http.MethodPut, endpoint, json.RawMessage(body), endpoint, discordgo.WithContext(ctx))
	if err != nil {
		return 0, &explained{"register the slash commands: " + DescribeRESTError(err, apiBaseOf(s)), err}
	}
	var got []json.RawMessage // counted, not read: the commands are defs
	if err := json.Unmarshal(reply, &got); err != nil {
		return 0, fmt.Errorf("register the slash commands: Discord's answer cannot be read: %w", err)
	}
	return len(got), nil
}

// RegistrationBody is the JSON body of the bulk overwrite of defs (PUT .../commands): discordgo's form of
// them, but with default_member_permissions a number, as Discord's OpenAPI description of the request has
// it, where discordgo writes the decimal string its ",string" tag reads and writes.
func RegistrationBody(defs []*discordgo.ApplicationCommand) ([]byte, error) {
	out := make([]json.RawMessage, len(defs))
	for i, d := range defs {
		data, err := json.Marshal(d)
		if err != nil {
			return nil, fmt.Errorf("register the slash commands: %w", err)
		}
		if d.DefaultMemberPermissions != nil {
			var fields map[string]json.RawMessage
			if err := json.Unmarshal(data, &fields); err != nil {
				return nil, fmt.Errorf("register the slash commands: %w", err)
			}
			fields["default_member_permissions"] = json.RawMessage(strconv.FormatInt(*d.DefaultMemberPermissions, 10))
			if data, err = json.Marshal(fields); err != nil {
				return nil, fmt.Errorf("register the slash commands: %w", err)
			}
		}
		out[i] = data
	}
	return json.Marshal(out)
}

// gatewayReplier sends replies over REST for an interaction that arrived on the gateway.
type gatewayReplier struct {
	s  *discordgo.Session
	in *discordgo.Interaction
}

func (g *gatewayReplier) respond(ctx context.Context, r *interactionResponse) error {
	return respondTo(ctx, g.s, g.in, r)
}

func (g *gatewayReplier) edit(ctx context.Context, m *message) error {
	return editOriginal(ctx, g.s, g.in.AppID, g.in.Token, m)
}

func (g *gatewayReplier) followup(ctx context.Context, m *message) error {
	return postFollowup(ctx, g.s, g.in, m)
}

func (g *gatewayReplier) deleteOriginal(ctx context.Context) error {
	return deleteOriginal(ctx, g.s, g.in.AppID, g.in.Token)
}

func (g *gatewayReplier) inlineFiles() bool { return true }

func (g *gatewayReplier) mustAnswer() bool { return false }

// HTTPFetcher downloads attachments (from Discord's CDN) with the given client: the gateway and HTTP
// transports fetch with it, and the tests of a command that reads attachments (commands/grundy) download
// through it from a local server.
func HTTPFetcher(c *http.Client) router.Fetcher {
	return func(ctx context.Context, url string) (io.ReadCloser, error) {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return nil, err
		}
		resp, err := c.Do(req)
		if err != nil {
			return nil, err
		}
		if resp.StatusCode != http.StatusOK {
			resp.Body.Close()
			return nil, fmt.Errorf("GET %s: %s", url, resp.Status)
		}
		return resp.Body, nil
	}
}
