// Package discordtest is a fake Discord for end-to-end tests: a gateway websocket and the REST routes a
// slash-command bot uses, enough to drive a real discordgo Session, plus builders for interaction payloads
// and Ed25519 signing for HTTP-interactions mode.
//
// A test starts a Server, gives its base to the bot's REST path, and talks to the bot the way Discord
// would. Each bot points at its own fake, so tests with separate fakes can run in parallel:
//
//	fake := discordtest.New(discordtest.Config{})
//	defer fake.Close()
//	rest := bot.NewREST(bot.RESTConfig{APIBase: fake.API(10)}) // or session.Client = fake.Client()
//	... start the bot with rest; it finds fake.URL's gateway through GET /api/v10/gateway ...
//	gs := fake.WaitSession(t, nil)
//	in := discordtest.Command("help").By(discordtest.Alice())
//	gs.Dispatch("INTERACTION_CREATE", in)
//	call := fake.WaitFor(t, in.Callback) // the bot's POST .../interactions/{id}/{token}/callback
//
// A bot run in shards gets each interaction from fake.DispatchInteraction(in) instead, which picks the
// session of the shard of in's guild, as Discord does (shards.go).
//
// The fake records every request (method, path, content type, the JSON payload, uploaded files) and every
// gateway frame; tests wait for the one they expect instead of sleeping. Knobs script errors (a finite
// number of 429s, 5xx), slow answers and messages lost (Lose: deleted, say). What discordgo v0.29.0
// needs from a Discord, and why each detail is the way it is, is written up in docs/discord.md; the file
// and line references in comments here point into discordgo's source.
//
// The fake speaks plain ws:// and http:// and compresses nothing; it keeps no state beyond what tests
// look at (gateway sessions for RESUME, the messages of interaction webhooks).
package discordtest

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// Defaults of Config.
const (
	// DefaultAppID is the application id, which is also the bot user's id (as for every application
	// created since 2020).
	DefaultAppID = "900000000000000001"
	// DefaultBotName is the bot user's name.
	DefaultBotName = "kibitz"
	// DefaultHeartbeatInterval is long so that heartbeats never race a test's Close (docs/discord.md §9).
	DefaultHeartbeatInterval = 41250 * time.Millisecond
	// DefaultTimeout bounds WaitFor and WaitSession.
	DefaultTimeout = 10 * time.Second
)

// Config configures a Server. The zero value is ready to use.
type Config struct {
	AppID             string        // the application and bot user id; DefaultAppID when empty
	BotName           string        // the bot user's name; DefaultBotName when empty
	HeartbeatInterval time.Duration // sent in HELLO (whole milliseconds); DefaultHeartbeatInterval when 0
	Timeout           time.Duration // how long WaitFor and WaitSession wait; DefaultTimeout when 0
	// Logf, when set, is told of requests no route answers (they are also in Unrouted).
	Logf func(format string, args ...any)
	// Listener, when set, is where the server listens instead of a fresh loopback port: a fixed address
	// that a separately started bot was told. The server closes it.
	Listener net.Listener
	// OnCall, when set, is told of every request as it is recorded, before the fake answers it. It runs on
	// the request's goroutine, so a slow OnCall is a slow Discord.
	OnCall func(Call)
	// Token, when set, is the only bot token the fake accepts, as Discord accepts only the application's:
	// an IDENTIFY with another is closed with code 4004 (authentication failed), and the REST routes that
	// need the bot's token (GET /users/@me, GET /gateway/bot, the commands' registration) answer 401.
	// Empty accepts any token.
	Token string
	// RTT is the round trip between the bot and this Discord, which every REST answer pays: half of it
	// before the fake reads a request (a Call's At, when Discord would apply an edit), half after it has
	// answered. Discord is 50 to 150 ms away from most hosts; zero answers at once.
	RTT time.Duration
	// DiscardCalls keeps no record of the requests (Calls, Unrouted, Wait and WaitFor see none): a record
	// holds every body, images included, which a long run such as a load test cannot afford. Such runs
	// watch the requests through OnCall.
	DiscardCalls bool
}

// Server is a fake Discord: REST under /api/v9/ and /api/v10/, the gateway at /gateway/.
type Server struct {
	// URL is the base URL, http://127.0.0.1:PORT, without a trailing slash. REST lives under
	// URL+"/api/v10" (or v9); GET .../gateway answers ws://127.0.0.1:PORT/gateway.
	URL string

	cfg   Config
	ts    *httptest.Server
	calls waitLog[Call]
	seq   atomic.Int64 // numbers the calls

	inFlight    atomic.Int64 // REST requests received and not yet answered
	maxInFlight atomic.Int64 // the most at once since the start or ResetMaxInFlight

	rulesMu sync.Mutex
	rules   []*Rule

	msgMu    sync.Mutex
	messages map[string]map[string]any // by token + "/" + message id
	acked    map[string]bool           // the interactions answered by a callback, by id
	lost     map[string]Gone           // the tokens whose message is gone (Lose)
	nextID   int64

	gwMu     sync.Mutex
	sessions waitLog[*GatewaySession]
	conns    map[*conn]bool // open websocket connections, closed by Close; nil once closed
	gwWG     sync.WaitGroup // the connections' reader goroutines
	refused  atomic.Int64   // IDENTIFYs closed with 4004 (Config.Token)
}

// New starts a fake Discord on a loopback port. Close it when done.
func New(cfg Config) *Server {
	if cfg.AppID == "" {
		cfg.AppID = DefaultAppID
	}
	if cfg.BotName == "" {
		cfg.BotName = DefaultBotName
	}
	if cfg.HeartbeatInterval <= 0 {
		cfg.HeartbeatInterval = DefaultHeartbeatInterval
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultTimeout
	}
	s := &Server{cfg: cfg, messages: map[string]map[string]any{}, acked: map[string]bool{}, conns: map[*conn]bool{}}
	s.calls.init()
	s.sessions.init()
	mux := http.NewServeMux()
	s.routes(mux)
	mux.HandleFunc("GET /gateway/", s.serveGateway)
	if cfg.Listener != nil {
		s.ts = httptest.NewUnstartedServer(mux)
		s.ts.Listener.Close() // the loopback port NewUnstartedServer took, replaced by the one given
		s.ts.Listener = cfg.Listener
		s.ts.Start()
	} else {
		s.ts = httptest.NewServer(mux)
	}
	s.URL = s.ts.URL
	return s
}

// Close disconnects every gateway connection and stops the server.
func (s *Server) Close() {
	s.gwMu.Lock()
	for c := range s.conns {
		c.ws.Close()
	}
	s.conns = nil // refuses new connections
	s.gwMu.Unlock()
	s.gwWG.Wait()
	s.ts.Close()
}

// AppID is the application id, which is also the bot user's id.
func (s *Server) AppID() string { return s.cfg.AppID }

// API is the REST base URL for an API version: API(10) is URL+"/api/v10".
func (s *Server) API(version int) string { return fmt.Sprintf("%s/api/v%d", s.URL, version) }

// GatewayURL is what GET /gateway answers: ws://127.0.0.1:PORT/gateway.
func (s *Server) GatewayURL() string { return "ws" + strings.TrimPrefix(s.URL, "http") + "/gateway" }

// Client returns an HTTP client that sends every request to the fake whatever its host, keeping the path:
// set it as a discordgo Session's Client to redirect that one Session without touching discordgo's global
// endpoint variables (so tests with separate fakes can run in parallel). The gateway needs nothing more:
// its URL comes from GET /gateway.
func (s *Server) Client() *http.Client {
	base, _ := url.Parse(s.URL)
	return &http.Client{Transport: redirect{to: base, next: http.DefaultTransport}, Timeout: time.Minute}
}

type redirect struct {
	to   *url.URL
	next http.RoundTripper
}

func (r redirect) RoundTrip(req *http.Request) (*http.Response, error) {
	req = req.Clone(req.Context())
	req.URL.Scheme, req.URL.Host, req.Host = r.to.Scheme, r.to.Host, r.to.Host
	return r.next.RoundTrip(req)
}

// InFlight is how many REST requests the fake is handling now: received and not yet answered, their
// round trip included.
func (s *Server) InFlight() int { return int(s.inFlight.Load()) }

// MaxInFlight is the most REST requests the fake handled at once since it started or since
// ResetMaxInFlight: how many calls a bot makes in parallel, whatever the time they take.
func (s *Server) MaxInFlight() int { return int(s.maxInFlight.Load()) }

// ResetMaxInFlight starts MaxInFlight again from the requests in flight now.
func (s *Server) ResetMaxInFlight() { s.maxInFlight.Store(s.inFlight.Load()) }

// enter counts a request in flight until the returned function is called.
func (s *Server) enter() (leave func()) {
	n := s.inFlight.Add(1)
	for m := s.maxInFlight.Load(); n > m && !s.maxInFlight.CompareAndSwap(m, n); m = s.maxInFlight.Load() {
	}
	return func() { s.inFlight.Add(-1) }
}

// halfTrip waits half the round trip (Config.RTT), or until the client gives up.
func (s *Server) halfTrip(r *http.Request) {
	if s.cfg.RTT <= 0 {
		return
	}
	t := time.NewTimer(s.cfg.RTT / 2)
	defer t.Stop()
	select {
	case <-t.C:
	case <-r.Context().Done():
	}
}

// Calls returns every request received so far, in order.
func (s *Server) Calls() []Call { return s.calls.all() }

// Unrouted returns the requests no route answered (the catch-all 404s): routes a bot used that the fake
// lacks, or wrong paths.
func (s *Server) Unrouted() []Call {
	var out []Call
	for _, c := range s.calls.all() {
		if c.Route == "" {
			out = append(out, c)
		}
	}
	return out
}

// Wait returns the first request, in the order received, that match accepts, waiting for it until ctx
// ends. A nil match accepts any request.
func (s *Server) Wait(ctx context.Context, match func(Call) bool) (Call, error) {
	return s.calls.wait(ctx, match)
}

// WaitFor is Wait with the server's timeout that fails the test when no request matches, listing the
// requests received.
func (s *Server) WaitFor(tb testing.TB, match func(Call) bool) Call {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), s.cfg.Timeout)
	defer cancel()
	c, err := s.Wait(ctx, match)
	if err != nil {
		var seen strings.Builder
		calls := s.Calls()
		if len(calls) > 30 {
			fmt.Fprintf(&seen, "\n\t(%d earlier)", len(calls)-30)
			calls = calls[len(calls)-30:]
		}
		for _, c := range calls {
			fmt.Fprintf(&seen, "\n\t%s", c)
		}
		tb.Fatalf("discordtest: no matching request within %v; received:%s", s.cfg.Timeout, seen.String())
	}
	return c
}

// Sessions returns the gateway sessions identified so far, in order.
func (s *Server) Sessions() []*GatewaySession { return s.sessions.all() }

// WaitSession returns the first gateway session that match accepts (nil accepts any), waiting up to the
// server's timeout for its IDENTIFY; it fails the test when none comes.
func (s *Server) WaitSession(tb testing.TB, match func(*GatewaySession) bool) *GatewaySession {
	tb.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), s.cfg.Timeout)
	defer cancel()
	gs, err := s.sessions.wait(ctx, match)
	if err != nil {
		tb.Fatalf("discordtest: no matching gateway session within %v (%d identified)", s.cfg.Timeout,
			len(s.Sessions()))
	}
	return gs
}

// Dispatch sends an event on the most recently identified gateway session; see GatewaySession.Dispatch.
func (s *Server) Dispatch(event string, d any) error {
	all := s.sessions.all()
	if len(all) == 0 {
		return fmt.Errorf("discordtest: no gateway session")
	}
	return all[len(all)-1].Dispatch(event, d)
}

// waitLog is an append-only list that goroutines can wait on: every append wakes the waiters, who look
// again. It is how tests synchronise with the fake without sleeping.
type waitLog[T any] struct {
	mu      sync.Mutex
	items   []T
	changed chan struct{} // closed and replaced on every append
}

func (l *waitLog[T]) init() { l.changed = make(chan struct{}) }

func (l *waitLog[T]) add(x T) {
	l.mu.Lock()
	l.items = append(l.items, x)
	close(l.changed)
	l.changed = make(chan struct{})
	l.mu.Unlock()
}

func (l *waitLog[T]) all() []T {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]T(nil), l.items...)
}

func (l *waitLog[T]) wait(ctx context.Context, match func(T) bool) (T, error) {
	seen := 0
	for {
		l.mu.Lock()
		items, changed := l.items[seen:], l.changed
		seen = len(l.items)
		l.mu.Unlock()
		for _, x := range items {
			if match == nil || match(x) {
				return x, nil
			}
		}
		select {
		case <-changed:
		case <-ctx.Done():
			var zero T
			return zero, ctx.Err()
		}
	}
}
