package bot

import (
	"context"
	"errors"
	"io"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"sort"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"kibitz/internal/discordtest"
	"kibitz/internal/testenv"
	"kibitz/router"
	"kibitz/storage"
	"kibitz/storage/memory"
)

// get asks an ops handler for path and returns the status and the body.
func get(t testing.TB, h http.Handler, path string) (int, string) {
	t.Helper()
	ts := httptest.NewServer(h)
	defer ts.Close()
	resp, err := ts.Client().Get(ts.URL + path)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

// scrapeText is GET /metrics on an operations listener serving reg.
func scrapeText(t testing.TB, reg prometheus.Gatherer) string {
	t.Helper()
	status, body := get(t, NewOpsHandler(OpsConfig{Metrics: reg, Log: quiet}), "/metrics")
	if status != http.StatusOK {
		t.Fatalf("GET /metrics = %d %s", status, body)
	}
	return body
}

// scrape is GET /metrics, parsed as Prometheus does.
func scrape(t testing.TB, reg prometheus.Gatherer) map[string]*dto.MetricFamily {
	t.Helper()
	p := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := p.TextToMetricFamilies(strings.NewReader(scrapeText(t, reg)))
	if err != nil {
		t.Fatalf("the exposition does not parse: %v", err)
	}
	return fams
}

// series is one metric's series as {label="value",...} (labels in name order) to its value: a counter's or
// gauge's value, a histogram's count.
func series(fams map[string]*dto.MetricFamily, name string) map[string]float64 {
	out := map[string]float64{}
	f := fams[name]
	if f == nil {
		return out
	}
	for _, m := range f.GetMetric() {
		var labels []string
		for _, l := range m.GetLabel() {
			labels = append(labels, l.GetName()+`="`+l.GetValue()+`"`)
		}
		sort.Strings(labels)
		key := "{" + strings.Join(labels, ",") + "}"
		switch {
		case m.Counter != nil:
			out[key] = m.Counter.GetValue()
		case m.Gauge != nil:
			out[key] = m.Gauge.GetValue()
		case m.Histogram != nil:
			out[key] = float64(m.Histogram.GetSampleCount())
		}
	}
	return out
}

// TestOpsMetricsHTTP drives the HTTP transport through every outcome and scrapes /metrics: each
// interaction is counted once by kind, command and outcome, timed in the histogram, its REST calls
// counted by route template (no token anywhere), and the handlers in flight shown while one runs.
func TestOpsMetricsHTTP(t *testing.T) {
	t.Parallel()
	store := memory.New()
	b := newHTTPBot(t, store, time.Nanosecond) // every reply deferred: it goes over REST, and is counted
	b.h.Server.Store = store                   // claims, so that a redelivery is a duplicate
	b.h.Server.MaxInFlight = 1                 // so that a second interaction while one runs is busy
	// The router tells which interactions it has finished: a reply deferred at once returns before the
	// router has even admitted its interaction.
	finished := make(chan string, 64)
	count := b.h.Server.Observe
	b.h.Server.Observe = func(req *router.Request, o router.Outcome, took time.Duration) {
		count(req, o, took)
		finished <- req.Interaction.ID
	}
	var sent []*discordtest.Interaction
	send := func(in *discordtest.Interaction) {
		t.Helper()
		sent = append(sent, in)
		b.respond(t, in)
		b.h.Wait(time.Minute) // one at a time: none is refused for another still delivering its reply
	}
	send(discordtest.Command("tictactoe", discordtest.Subcommand("analyze", discordtest.StringOption("board", "X.O......"))))
	send(discordtest.Command("probe", discordtest.StringOption("mode", "fail")))
	send(discordtest.Command("probe", discordtest.StringOption("mode", "fail")))
	send(discordtest.Button("ttt1/NoSuchGame/5"))
	for _, id := range []string{"forged1/x", "forged2/x", "nosuch"} { // all one series, whatever arrives
		send(discordtest.Button(id))
	}
	send(discordtest.Command("nosuch"))
	send(discordtest.Autocomplete("probe", discordtest.StringOption("mode", "f").Focus()))
	twice := discordtest.Command("probe", discordtest.IntOption("n", 1))
	send(twice)
	send(twice)

	held := discordtest.Command("probe", discordtest.IntOption("n", 2))
	started, release := b.p.hold(held)
	defer release()
	b.respond(t, held)
	<-started
	if got := series(scrape(t, b.reg), "kibitz_inflight"); got["{}"] != 1 {
		t.Errorf("kibitz_inflight with a handler held = %v, want 1", got)
	}
	busy := discordtest.Command("probe", discordtest.IntOption("n", 3))
	sent = append(sent, busy)
	b.respond(t, busy) // (not send: its Wait would wait for the held one too)
	for id := range finished {
		if id == busy.ID {
			break
		}
	}
	release()
	b.h.Wait(time.Minute)

	fams := scrape(t, b.reg)
	want := map[string]float64{
		`{command="/tictactoe analyze",kind="command",outcome="ok"}`:           1,
		`{command="/probe",kind="command",outcome="user_error"}`:               2,
		`{command="ttt1/{game}/{cell}",kind="component",outcome="user_error"}`: 1,
		`{command="unknown",kind="component",outcome="unknown"}`:               3,
		`{command="unknown",kind="command",outcome="unknown"}`:                 1,
		`{command="/probe mode",kind="autocomplete",outcome="ok"}`:             1,
		`{command="/probe",kind="command",outcome="ok"}`:                       2,
		`{command="/probe",kind="command",outcome="duplicate"}`:                1,
		`{command="/probe",kind="command",outcome="busy"}`:                     1,
	}
	if got := series(fams, "kibitz_interactions_total"); !maps.Equal(got, want) {
		t.Errorf("kibitz_interactions_total =\n%v\nwant\n%v", got, want)
	}
	durations := series(fams, "kibitz_interaction_duration_seconds")
	for labels, n := range map[string]float64{`{command="/probe",kind="command"}`: 6,
		`{command="unknown",kind="component"}`: 3, `{command="/probe mode",kind="autocomplete"}`: 1} {
		if durations[labels] != n {
			t.Errorf("kibitz_interaction_duration_seconds%s counts %v, want %v (all: %v)", labels, durations[labels], n, durations)
		}
	}
	if f := fams["kibitz_interaction_duration_seconds"]; f.GetType() != dto.MetricType_HISTOGRAM ||
		!hasBucket(f, 1.5) || !hasBucket(f, 3) {
		t.Errorf("kibitz_interaction_duration_seconds is not a histogram with buckets at the deferral (1.5 s) and Discord's limit (3 s): %v", f)
	}
	if got := series(fams, "kibitz_inflight"); got["{}"] != 0 {
		t.Errorf("kibitz_inflight after the replies = %v, want 0", got)
	}
	requests := series(fams, "kibitz_discord_requests_total")
	if requests[`{route="PATCH /webhooks/:id/:token/messages/@original",status="200"}`] < 1 {
		t.Errorf("kibitz_discord_requests_total = %v, want the edits of the deferred replies", requests)
	}
	if got := series(fams, "kibitz_discord_request_duration_seconds"); !maps.Equal(got, requests) {
		t.Errorf("kibitz_discord_request_duration_seconds counts %v, want one observation per request %v", got, requests)
	}
	if got := series(fams, "kibitz_replies_lost_total"); got["{}"] != 0 {
		t.Errorf("kibitz_replies_lost_total = %v, want 0", got)
	}
	for _, name := range []string{"go_goroutines", "go_memstats_heap_alloc_bytes", "process_resident_memory_bytes"} {
		if fams[name] == nil {
			t.Errorf("no %s: the Go runtime and process collectors are missing", name)
		}
	}
	text := scrapeText(t, b.reg)
	for _, in := range sent {
		if strings.Contains(text, in.Token) {
			t.Errorf("the metrics hold an interaction token:\n%s", text)
		}
	}
	// The public port answers interactions and health only.
	req, _ := http.NewRequest(http.MethodGet, b.ts.URL+"/metrics", nil)
	if status, _, _ := b.do(t, req); status != http.StatusNotFound {
		t.Errorf("GET /metrics on the public port = %d, want 404", status)
	}
}

func hasBucket(f *dto.MetricFamily, le float64) bool {
	for _, m := range f.GetMetric() {
		for _, b := range m.GetHistogram().GetBucket() {
			if b.GetUpperBound() == le {
				return true
			}
		}
	}
	return false
}

// TestOpsGateway: a gateway shard is not ready before READY, ready once connected and again after a
// dropped connection resumes, and not ready once stopped; /readyz and kibitz_gateway_shard_ready agree.
func TestOpsGateway(t *testing.T) {
	t.Parallel()
	srv, _ := newProbeServer()
	reg := NewRegistry()
	metrics := NewMetrics(reg)
	srv.Observe = metrics.Observe
	shards := NewShards(0)
	reg.MustRegister(shards)
	ops := NewOpsHandler(OpsConfig{Metrics: reg, Store: memory.New(), Shards: shards, Log: quiet})
	ready := func() (int, string, float64) {
		status, body := get(t, ops, "/readyz")
		return status, body, series(scrape(t, reg), "kibitz_gateway_shard_ready")[`{shard="0"}`]
	}
	if status, body, gauge := ready(); status != http.StatusServiceUnavailable ||
		body != "gateway: shard 0 is not connected\n" || gauge != 0 {
		t.Errorf("before connecting: /readyz %d %q, gauge %v; want 503, the shard named, 0", status, body, gauge)
	}
	rest := NewREST(RESTConfig{APIBase: fake.API(10), Observe: metrics.ObserveREST})
	run := startGateway(t, GatewayConfig{Token: "ops-gateway", REST: rest, Metrics: metrics, Shards: shards}, srv)
	// The READY handler runs in a goroutine of discordgo's own: wait for it to have run.
	waitReady := func(what string) {
		t.Helper()
		var status int
		var body string
		var gauge float64
		if !testenv.Eventually(20*time.Second, func() bool {
			status, body, gauge = ready()
			return status == http.StatusOK && body == "ok\n" && gauge == 1
		}) {
			t.Fatalf("%s: /readyz %d %q, gauge %v; want 200 ok, 1", what, status, body, gauge)
		}
	}
	waitReady("connected")
	run.interact(t, discordtest.Command("probe", discordtest.IntOption("n", 1)))
	// The fake has the callback before kibitz has read the answer and counted it: wait for the counts.
	callback := `{route="POST /interactions/:id/:token/callback",status="204"}`
	probe := `{command="/probe",kind="command",outcome="ok"}`
	var fams map[string]*dto.MetricFamily
	testenv.Eventually(10*time.Second, func() bool {
		fams = scrape(t, reg)
		return series(fams, "kibitz_discord_requests_total")[callback] >= 1 && series(fams, "kibitz_interactions_total")[probe] >= 1
	})
	if got := series(fams, "kibitz_interactions_total")[probe]; got != 1 {
		t.Errorf("the gateway's interaction counted %v times, want 1", got)
	}
	if got := series(fams, "kibitz_discord_requests_total"); got[callback] < 1 {
		t.Errorf("kibitz_discord_requests_total = %v, want the callback", got)
	}

	if err := run.gs.Drop(); err != nil {
		t.Fatal(err)
	}
	if !testenv.Eventually(20*time.Second, func() bool { return len(run.gs.Resumes()) > 0 }) {
		t.Fatal("the session did not resume after the drop")
	}
	waitReady("resumed")

	if err := run.stop(t); err != nil {
		t.Fatal(err)
	}
	if status, body, gauge := ready(); status != http.StatusServiceUnavailable || gauge != 0 {
		t.Errorf("stopped: /readyz %d %q, gauge %v; want 503, 0", status, body, gauge)
	}
}

// hangingStore never answers a ping, whatever its context says, as a Redis client without
// ContextTimeoutEnabled waits on a server that stopped answering; it counts the pings it was sent.
type hangingStore struct {
	storage.Store
	release chan struct{}
	pings   atomic.Int32
}

func (h *hangingStore) Ping(context.Context) error {
	h.pings.Add(1)
	<-h.release
	return nil
}

func TestOpsReadyz(t *testing.T) {
	t.Parallel()
	hanging := &hangingStore{Store: memory.New(), release: make(chan struct{})}
	t.Cleanup(func() { close(hanging.release) })
	ready := NewShards(0, 1)
	ready.Set(0, true)
	ready.Set(1, true)
	halfReady := NewShards(0, 1)
	halfReady.Set(0, true)
	for _, tc := range []struct {
		name   string
		store  storage.Store
		shards *Shards
		status int
		body   string
	}{
		{"serve, store answers", memory.New(), nil, http.StatusOK, "ok\n"},
		{"bot, every shard ready", memory.New(), ready, http.StatusOK, "ok\n"},
		{"store fails", failingStore{memory.New()}, nil, http.StatusServiceUnavailable,
			"store: dial tcp 10.0.0.1:6379: connection refused\n"},
		{"store hangs", hanging, nil, http.StatusServiceUnavailable, "store: no answer within 50ms\n"},
		{"one shard not ready", memory.New(), halfReady, http.StatusServiceUnavailable, "gateway: shard 1 is not connected\n"},
		{"no shard ready", memory.New(), NewShards(0, 1), http.StatusServiceUnavailable, "gateway: shards 0, 1 are not connected\n"},
		{"shards before the store", failingStore{memory.New()}, halfReady, http.StatusServiceUnavailable, "gateway: shard 1 is not connected\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := NewOpsHandler(OpsConfig{Store: tc.store, Shards: tc.shards, ReadyTimeout: 50 * time.Millisecond, Log: quiet})
			if status, body := get(t, h, "/readyz"); status != tc.status || body != tc.body {
				t.Errorf("GET /readyz = %d %q, want %d %q", status, body, tc.status, tc.body)
			}
			if status, body := get(t, h, "/healthz"); status != http.StatusOK || body != "ok\n" {
				t.Errorf("GET /healthz = %d %q, want 200 ok whatever the store and shards", status, body)
			}
		})
	}
}

// TestOpsReadyzHangingStoreOnePing: probes of a store that hangs share the ping still out, so a hung
// Redis holds one goroutine however often the orchestrator probes.
func TestOpsReadyzHangingStoreOnePing(t *testing.T) {
	t.Parallel()
	hanging := &hangingStore{Store: memory.New(), release: make(chan struct{})}
	h := NewOpsHandler(OpsConfig{Store: hanging, ReadyTimeout: 20 * time.Millisecond, Log: quiet})
	for range 5 {
		if status, _ := get(t, h, "/readyz"); status != http.StatusServiceUnavailable {
			t.Fatalf("GET /readyz = %d, want 503", status)
		}
	}
	if n := hanging.pings.Load(); n != 1 {
		t.Errorf("%d pings sent to a store that never answered the first, want 1", n)
	}
	close(hanging.release)
	if !testenv.Eventually(10*time.Second, func() bool { status, _ := get(t, h, "/readyz"); return status == http.StatusOK }) {
		t.Fatal("/readyz stayed 503 after the store answered")
	}
}

func TestOpsPprof(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		pprof  bool
		status int
	}{{false, http.StatusNotFound}, {true, http.StatusOK}} {
		h := NewOpsHandler(OpsConfig{Pprof: tc.pprof, Log: quiet})
		for _, path := range []string{"/debug/pprof/", "/debug/pprof/goroutine?debug=1", "/debug/pprof/cmdline"} {
			if status, _ := get(t, h, path); status != tc.status {
				t.Errorf("pprof %v: GET %s = %d, want %d", tc.pprof, path, status, tc.status)
			}
		}
	}
}

// TestOpsStoreErrorIsOneLine: a reason is one line, whatever the error wraps.
func TestOpsStoreErrorIsOneLine(t *testing.T) {
	t.Parallel()
	h := NewOpsHandler(OpsConfig{Store: multiLineStore{memory.New()}, Log: quiet})
	if _, body := get(t, h, "/readyz"); body != "store: first line\n" {
		t.Errorf("GET /readyz = %q, want the first line only", body)
	}
	if !slices.Equal(NewShards(2, 0, 1).NotReady(), []int{0, 1, 2}) {
		t.Errorf("NotReady = %v, want the shards in order", NewShards(2, 0, 1).NotReady())
	}
}

type multiLineStore struct{ storage.Store }

func (multiLineStore) Ping(context.Context) error { return errors.New("first line\nsecond line") }

// TestOpsReadyzWarming: /readyz answers 503 "warming: ..." until the warm-up is done, then 200; a store
// that fails is named first, since it needs an operator where a warm-up ends by itself. /healthz, the
// liveness, answers 200 throughout.
func TestOpsReadyzWarming(t *testing.T) {
	t.Parallel()
	var left atomic.Value
	warming := func() string { return left.Load().(string) }
	for _, tc := range []struct {
		name   string
		store  storage.Store
		left   string
		status int
		body   string
	}{
		{"warming", memory.New(), "wordle tables", http.StatusServiceUnavailable, "warming: wordle tables\n"},
		{"warming, no store", nil, "wordle tables, kpk tables", http.StatusServiceUnavailable, "warming: wordle tables, kpk tables\n"},
		{"store first", failingStore{memory.New()}, "wordle tables", http.StatusServiceUnavailable,
			"store: dial tcp 10.0.0.1:6379: connection refused\n"},
		{"warm", memory.New(), "", http.StatusOK, "ok\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			left.Store(tc.left)
			cfg := OpsConfig{Warming: warming, ReadyTimeout: 50 * time.Millisecond, Log: quiet}
			if tc.store != nil {
				cfg.Store = tc.store
			}
			h := NewOpsHandler(cfg)
			if status, body := get(t, h, "/readyz"); status != tc.status || body != tc.body {
				t.Errorf("GET /readyz = %d %q, want %d %q", status, body, tc.status, tc.body)
			}
			if status, body := get(t, h, "/healthz"); status != http.StatusOK || body != "ok\n" {
				t.Errorf("GET /healthz = %d %q, want 200 ok while warming", status, body)
			}
		})
	}
}
