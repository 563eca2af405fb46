package main

import (
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/alicebob/miniredis/v2"
	"github.com/bwmarrin/discordgo"
	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"kibitz/internal/discordtest"
	"kibitz/internal/testenv"
)

// httpGet returns the status and body of GET url; status 0 when nothing answered.
func httpGet(url string) (int, string) {
	resp, err := (&http.Client{Timeout: 10 * time.Second}).Get(url)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

// process is the process function running in the background, as the binary would.
type process struct {
	stderr *testenv.Buffer
	cancel context.CancelFunc
	done   chan int
}

func start(t *testing.T, args ...string) *process {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	p := &process{stderr: &testenv.Buffer{}, cancel: cancel, done: make(chan int, 1)}
	go func() { p.done <- run(ctx, args, strings.NewReader(""), io.Discard, p.stderr) }()
	t.Cleanup(func() {
		cancel()
		select {
		case <-p.done:
		case <-time.After(30 * time.Second):
			t.Error("the process did not stop within 30 s of the cancellation")
		}
	})
	return p
}

// waitUntil polls cond until it holds; it fails the test when the process stops first, or after 20 s.
func (p *process) waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	if !testenv.Eventually(20*time.Second, func() bool {
		select {
		case code := <-p.done:
			p.done <- code
			t.Fatalf("the process stopped (%d) before %s:\n%s", code, what, p.stderr.String())
		default:
		}
		return cond()
	}) {
		t.Fatalf("not %s within 20 s:\n%s", what, p.stderr.String())
	}
}

// stop cancels the process (SIGTERM in the binary) and returns its exit status.
func (p *process) stop(t *testing.T) int {
	t.Helper()
	p.cancel()
	select {
	case code := <-p.done:
		p.done <- code
		return code
	case <-time.After(30 * time.Second):
		t.Fatal("the process did not stop within 30 s of the cancellation")
	}
	return 0
}

// scrapeSeries reads one metric's series from a /metrics page: {label="value",...} (in name order) to
// its value.
func scrapeSeries(t *testing.T, url, name string) map[string]float64 {
	t.Helper()
	code, body := httpGet(url)
	if code != http.StatusOK {
		t.Fatalf("GET %s = %d %s", url, code, body)
	}
	p := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := p.TextToMetricFamilies(strings.NewReader(body))
	if err != nil {
		t.Fatalf("GET %s does not parse: %v", url, err)
	}
	out := map[string]float64{}
	for _, m := range fams[name].GetMetric() {
		var labels []string
		for _, l := range m.GetLabel() {
			labels = append(labels, l.GetName()+`="`+l.GetValue()+`"`)
		}
		out["{"+strings.Join(labels, ",")+"}"] = value(m)
	}
	return out
}

func value(m *dto.Metric) float64 {
	switch {
	case m.Counter != nil:
		return m.Counter.GetValue()
	case m.Gauge != nil:
		return m.Gauge.GetValue()
	case m.Histogram != nil:
		return float64(m.Histogram.GetSampleCount())
	}
	return m.GetUntyped().GetValue()
}

// TestServeOperations runs `kibitz serve` with a JSON log on a Redis that goes away: the operations
// listener answers health, readiness and metrics (and pprof when asked for), `kibitz health` follows
// /readyz, the public port shows neither metrics nor the store's error, and every line of the log, go-redis's
// included, is JSON.
func TestServeOperations(t *testing.T) {
	mr := miniredis.RunT(t)
	pub, priv, err := ed25519.GenerateKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	addr, opsAddr := freeAddr(t), freeAddr(t)
	setenv(t, "DISCORD_PUBLIC_KEY", hex.EncodeToString(pub), "KIBITZ_HTTP_ADDR", addr, "KIBITZ_OPS_ADDR", opsAddr,
		"KIBITZ_LOG_FORMAT", "json", "REDIS_URL", "redis://"+mr.Addr(), "KIBITZ_PPROF", "1")
	p := start(t, "serve")
	public, ops := "http://"+addr, "http://"+opsAddr
	p.waitUntil(t, "ready", func() bool { code, _ := httpGet(ops + "/readyz"); return code == http.StatusOK })
	p.waitUntil(t, "serving", func() bool { code, _ := httpGet(public + "/healthz"); return code == http.StatusOK })

	for _, tc := range []struct {
		url    string
		status int
		body   string // a prefix
	}{
		{ops + "/healthz", http.StatusOK, "ok\n"},
		{ops + "/readyz", http.StatusOK, "ok\n"},
		{ops + "/debug/pprof/", http.StatusOK, "<html>"},
		{public + "/healthz", http.StatusOK, "ok\n"},
		{public + "/metrics", http.StatusNotFound, ""},
		{public + "/readyz", http.StatusNotFound, ""},
		{public + "/debug/pprof/", http.StatusNotFound, ""},
	} {
		if code, body := httpGet(tc.url); code != tc.status || !strings.HasPrefix(body, tc.body) {
			t.Errorf("GET %s = %d %.100q, want %d %q", tc.url, code, body, tc.status, tc.body)
		}
	}
	if code, out, errOut := runKibitz(t, context.Background(), "", "health"); code != 0 || out != "ready\n" {
		t.Errorf("kibitz health = %d, stdout %q, stderr %q; want 0 and ready", code, out, errOut)
	}

	analyze := discordtest.Command("tictactoe", discordtest.Subcommand("analyze", discordtest.StringOption("board", "X.O......"))).JSON()
	resp, err := http.DefaultClient.Do(discordtest.SignedRequest(public+"/interactions", priv, time.Now(), analyze))
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("POST /interactions = %v, %v", resp, err)
	}
	resp.Body.Close()
	for _, tc := range []struct {
		name, series string
		want         float64
	}{
		{"kibitz_interactions_total", `{command="/tictactoe analyze",kind="command",outcome="ok"}`, 1},
		{"kibitz_interaction_duration_seconds", `{command="/tictactoe analyze",kind="command"}`, 1},
		{"kibitz_store_operations_total", `{op="claim",result="ok"}`, 1}, // the interaction's id
		{"kibitz_store_operations_total", `{op="claim",result="conflict"}`, 0},
		{"kibitz_inflight", `{}`, 0},
		{"kibitz_replies_lost_total", `{}`, 0},
	} {
		got, ok := scrapeSeries(t, ops+"/metrics", tc.name)[tc.series]
		if !ok || got != tc.want {
			t.Errorf("%s%s = %v (present %v), want %v", tc.name, tc.series, got, ok, tc.want)
		}
	}
	if len(scrapeSeries(t, ops+"/metrics", "go_goroutines")) != 1 {
		t.Error("no go_goroutines: the Go runtime collector is missing")
	}

	mr.Close() // Redis goes away
	if code, body := httpGet(ops + "/readyz"); code != http.StatusServiceUnavailable || !strings.HasPrefix(body, "store: ") ||
		strings.Count(body, "\n") != 1 {
		t.Errorf("GET /readyz without Redis = %d %q, want 503 and one line about the store", code, body)
	}
	if code, body := httpGet(public + "/healthz"); code != http.StatusServiceUnavailable || body != "unavailable\n" {
		t.Errorf("public GET /healthz without Redis = %d %q, want 503 and no detail", code, body)
	}
	if code, _, errOut := runKibitz(t, context.Background(), "", "health"); code != 1 ||
		!strings.HasPrefix(errOut, "kibitz health: not ready: store: ") {
		t.Errorf("kibitz health without Redis = %d, stderr %q; want 1 and the reason", code, errOut)
	}
	if got := scrapeSeries(t, ops+"/metrics", "kibitz_store_operations_total")[`{op="ping",result="error"}`]; got < 1 {
		t.Errorf("failed pings counted %v times, want at least 1", got)
	}
	p.waitUntil(t, "go-redis logs", func() bool { return strings.Contains(p.stderr.String(), `"from":"go-redis"`) })

	if code := p.stop(t); code != 0 {
		t.Errorf("kibitz serve = %d, want 0", code)
	}
	lines := strings.Split(strings.TrimRight(p.stderr.String(), "\n"), "\n")
	for _, line := range lines {
		var v map[string]any
		if err := json.Unmarshal([]byte(line), &v); err != nil || v["level"] == nil || v["msg"] == nil {
			t.Errorf("a log line that is not a JSON record: %q (%v)", line, err)
		}
	}
	if !strings.Contains(p.stderr.String(), `"msg":"operations listener"`) {
		t.Errorf("the log does not say where the operations listener is:\n%s", p.stderr.String())
	}
	if last := lines[len(lines)-1]; !strings.Contains(last, `"msg":"stopped","took":`) {
		t.Errorf("the log's last line is %s, want the shutdown's end, stopped, with how long it took", last)
	}
}

// TestBotOperations: in gateway mode /readyz waits for the shard's READY, and the metrics show the shard
// and the registration's REST call.
func TestBotOperations(t *testing.T) {
	fake := discordtest.New(discordtest.Config{})
	t.Cleanup(fake.Close)
	opsAddr := freeAddr(t)
	setenv(t, "DISCORD_TOKEN", "ops-token", "DISCORD_API_BASE", fake.API(10), "KIBITZ_OPS_ADDR", opsAddr)
	p := start(t, "bot")
	ops := "http://" + opsAddr
	p.waitUntil(t, "ready", func() bool { code, _ := httpGet(ops + "/readyz"); return code == http.StatusOK })
	if code, out, errOut := runKibitz(t, context.Background(), "", "health", "-addr", opsAddr); code != 0 || out != "ready\n" {
		t.Errorf("kibitz health = %d, stdout %q, stderr %q; want 0 and ready", code, out, errOut)
	}
	if got := scrapeSeries(t, ops+"/metrics", "kibitz_gateway_shard_ready"); got[`{shard="0"}`] != 1 || len(got) != 1 {
		t.Errorf("kibitz_gateway_shard_ready = %v, want shard 0 ready", got)
	}
	fake.WaitFor(t, func(c discordtest.Call) bool { return c.Route == discordtest.RouteGlobalCommands && c.OK() })
	p.waitUntil(t, "the registration counted", func() bool {
		return scrapeSeries(t, ops+"/metrics", "kibitz_discord_requests_total")[`{route="PUT /applications/:id/commands",status="200"}`] == 1
	})
	if code := p.stop(t); code != 0 {
		t.Errorf("kibitz bot = %d, want 0:\n%s", code, p.stderr.String())
	}
	if logs := strings.TrimRight(p.stderr.String(), "\n"); !regexp.MustCompile(`msg=stopped took=\S+$`).MatchString(logs) {
		t.Errorf("the log does not end with the shutdown's end, stopped, with how long it took:\n%s", logs)
	}
}

// TestHealth: `kibitz health` asks /readyz and exits 0 when it answers 200, 1 otherwise, saying why; an
// operations listener that is off is a usage error.
func TestHealth(t *testing.T) {
	readyz := func(status int, body string) string {
		ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.URL.Path != "/readyz" {
				http.NotFound(w, r)
				return
			}
			w.WriteHeader(status)
			io.WriteString(w, body+"\n")
		}))
		t.Cleanup(ts.Close)
		return strings.TrimPrefix(ts.URL, "http://")
	}
	nothing := freeAddr(t)
	other := httptest.NewServer(http.NotFoundHandler())
	t.Cleanup(other.Close)
	notKibitz := strings.TrimPrefix(other.URL, "http://")
	for _, tc := range []struct {
		name   string
		env    string // KIBITZ_OPS_ADDR
		args   []string
		code   int
		stdout string
		stderr string // a prefix
	}{
		{"ready, from the environment", readyz(200, "ok"), nil, 0, "ready\n", ""},
		{"ready, by flag", "off", []string{"-addr", readyz(200, "ok")}, 0, "ready\n", ""},
		{"not ready", readyz(503, "store: no answer within 2s"), nil, 1, "",
			"kibitz health: not ready: store: no answer within 2s (503 Service Unavailable)\n"},
		{"nothing listening", nothing, nil, 1, "", "kibitz health: nothing listens at " + nothing + " (dial tcp " + nothing +
			": connect: connection refused): is kibitz bot or kibitz serve running, and is KIBITZ_OPS_ADDR (or -addr) the address of its operations listener?\n"},
		{"another program", notKibitz, nil, 1, "", "kibitz health: " + notKibitz + " answered 404 Not Found to GET /readyz, which kibitz's operations listener does not"},
		{"listener off", "off", nil, 2, "", "kibitz health: the operations listener is off"},
		{"not an address", "off", []string{"-addr", "nowhere"}, 2, "", `kibitz health: --addr "nowhere": give host:port`},
		{"not an address, from the environment", "nowhere", nil, 2, "", `kibitz health: KIBITZ_OPS_ADDR="nowhere": give host:port`},
		{"an argument", "off", []string{"now"}, 2, "", `kibitz health: unexpected argument "now"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			setenv(t, "KIBITZ_OPS_ADDR", tc.env)
			code, out, errOut := runKibitz(t, context.Background(), "", append([]string{"health"}, tc.args...)...)
			if code != tc.code || out != tc.stdout || !strings.HasPrefix(errOut, tc.stderr) {
				t.Errorf("kibitz health %v = %d, stdout %q, stderr %q; want %d, %q, %q", tc.args, code, out, errOut,
					tc.code, tc.stdout, tc.stderr)
			}
		})
	}
}

func TestProbeAddr(t *testing.T) {
	for _, tc := range []struct{ addr, want string }{
		{":9464", "127.0.0.1:9464"},
		{"0.0.0.0:9464", "127.0.0.1:9464"},
		{"[::]:9464", "[::1]:9464"},
		{"127.0.0.1:9464", "127.0.0.1:9464"},
		{"10.1.2.3:80", "10.1.2.3:80"},
		{"kibitz:9464", "kibitz:9464"},
	} {
		if got, err := probeAddr(tc.addr); err != nil || got != tc.want {
			t.Errorf("probeAddr(%q) = %q, %v; want %q", tc.addr, got, err, tc.want)
		}
	}
}

// TestOperationsSettings: the operations settings are checked like every other (docs/contract.md §2).
func TestOperationsSettings(t *testing.T) {
	for _, tc := range []struct {
		name string
		env  []string
		want string
	}{
		{"ops address not host:port", []string{"KIBITZ_OPS_ADDR", "9464"}, `KIBITZ_OPS_ADDR="9464": give host:port`},
		{"pprof not a boolean", []string{"KIBITZ_PPROF", "maybe"}, `KIBITZ_PPROF="maybe": use 1`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			setenv(t, append(tc.env, "DISCORD_TOKEN", "t")...)
			code, _, errOut := runKibitz(t, context.Background(), "", "bot")
			if code != 2 || !strings.Contains(errOut, tc.want) {
				t.Errorf("kibitz bot = %d, stderr %q; want 2 and %q", code, errOut, tc.want)
			}
		})
	}
	// An address in use fails the start-up, before anything connects.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	setenv(t, "DISCORD_PUBLIC_KEY", strings.Repeat("ab", 32), "KIBITZ_HTTP_ADDR", freeAddr(t),
		"KIBITZ_OPS_ADDR", l.Addr().String())
	code, _, errOut := runKibitz(t, context.Background(), "", "serve")
	if code != 1 || !strings.Contains(errOut, "kibitz serve: KIBITZ_OPS_ADDR="+l.Addr().String()+": the address is in use, by another program or another kibitz (listen tcp") {
		t.Errorf("kibitz serve on a taken ops address = %d, stderr %q; want 1 and the reason", code, errOut)
	}
}

// TestLibraryLogsEndWithTheRun: the libraries' loggers belong to the process (routeLibraryLogs), and a
// go-redis dial that a run's store call started can still be retrying after the run ended, to log its
// failure then; that line must not reach the ended run's stderr, which its caller may be reading. Here the
// late line is discordgo's, the logger a test can call.
func TestLibraryLogsEndWithTheRun(t *testing.T) {
	setenv(t, "KIBITZ_DATA", "memory")
	var errOut testenv.Buffer
	if code := run(context.Background(), []string{"console"}, strings.NewReader("quit\n"), io.Discard, &errOut); code != 0 {
		t.Fatalf("kibitz console = %d, stderr %q", code, errOut.String())
	}
	before := errOut.String()
	discordgo.Logger(discordgo.LogError, 0, "a line logged after the run ended")
	if after := errOut.String(); after != before {
		t.Errorf("a library's log line reached the stderr of a run that had ended: %q", strings.TrimPrefix(after, before))
	}
}
