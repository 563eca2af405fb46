package bot

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"maps"
	"net/http"
	"net/http/httptest"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"kibitz/internal/discordtest"
	"kibitz/internal/testenv"
	"kibitz/storage"
	"kibitz/storage/memory"
)

// httpBot is an HTTPServer with real Ed25519 keys behind httptest, sending its edits and followups to the
// fake Discord.
type httpBot struct {
	ts  *httptest.Server
	h   *HTTPServer
	key ed25519.PrivateKey // Discord's signing key; the server has the public half
	p   *probe
	reg *prometheus.Registry // the metrics, as the operations listener would serve them
}

func newHTTPBot(t testing.TB, store storage.Store, deferAfter time.Duration) *httpBot {
	t.Helper()
	pub, priv, err := ed25519.GenerateKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	p := &probe{}
	srv := newTestServer(store, p)
	reg := NewRegistry()
	metrics := NewMetrics(reg)
	srv.Observe = metrics.Observe
	metrics.WatchInFlight(srv.InFlight)
	// HTTP mode needs no token: interaction webhooks use the interaction's.
	rest := NewREST(RESTConfig{APIBase: fake.API(10), Observe: metrics.ObserveREST}).NewSession("")
	h := &HTTPServer{PublicKey: pub, Server: srv, REST: rest, Store: store, Metrics: metrics, Log: quiet,
		DeferAfter: deferAfter}
	ts := httptest.NewServer(h)
	t.Cleanup(func() {
		ts.Close()
		h.Wait(10 * time.Second)
	})
	return &httpBot{ts: ts, h: h, key: priv, p: p, reg: reg}
}

// do sends a request and returns the status, the content type and the body.
func (b *httpBot) do(t *testing.T, req *http.Request) (int, string, []byte) {
	t.Helper()
	resp, err := b.ts.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header.Get("Content-Type"), body
}

// post sends a body signed at the time at, as Discord does.
func (b *httpBot) post(t *testing.T, body []byte, at time.Time) (int, string, []byte) {
	t.Helper()
	return b.do(t, discordtest.SignedRequest(b.ts.URL+"/interactions", b.key, at, body))
}

// respond posts an interaction and decodes the answer in the HTTP response.
func (b *httpBot) respond(t *testing.T, in *discordtest.Interaction) discordtest.Response {
	t.Helper()
	status, ctype, body := b.post(t, in.JSON(), time.Now())
	var r discordtest.Response
	if status != http.StatusOK || ctype != "application/json" || json.Unmarshal(body, &r) != nil {
		t.Fatalf("POST /interactions = %d %s %q, want 200 and a JSON interaction response", status, ctype, body)
	}
	return r
}

// transport is HTTP mode as the tic-tac-toe scenarios use it.
func (b *httpBot) transport() transport {
	return transport{deferredFiles: true, send: func(t *testing.T, in *discordtest.Interaction) answer {
		t.Helper()
		r := b.respond(t, in)
		a := answer{Type: r.Type}
		if r.Data != nil {
			a.Msg = *r.Data
		}
		return a.finish(t, in)
	}}
}

func TestHTTPInteractions(t *testing.T) {
	t.Parallel()
	b := newHTTPBot(t, memory.New(), 0)
	tr := b.transport()

	t.Run("ping", func(t *testing.T) {
		t.Parallel()
		status, ctype, body := b.post(t, discordtest.Ping().JSON(), time.Now())
		if status != http.StatusOK || ctype != "application/json" || string(body) != `{"type":1}` {
			t.Errorf("PING = %d %s %s, want 200 application/json {\"type\":1}", status, ctype, body)
		}
	})

	// The analyses are asked by someone who plays none of the games the subtests below play alongside, in a
	// channel of their own: a board of a player's own ranked game in progress, or one move on, is declined
	// to them, and in the channel the game is played in to anyone (commands/playing.go).
	watcher := discordtest.User{ID: "310000000000000099", Username: "watcher"}
	const watchersChannel = "700000000000000099"
	t.Run("command answered inline", func(t *testing.T) {
		t.Parallel()
		in := discordtest.Command("tictactoe", discordtest.Subcommand("analyze", discordtest.StringOption("board", "X.O......"), discordtest.StringOption("display", "text"))).By(watcher).
			InGuild(discordtest.DefaultGuildID, watchersChannel)
		r := b.respond(t, in)
		if r.Type != 4 || r.Data.Private() || !strings.HasPrefix(r.Data.Content, "X to move: ") {
			t.Errorf("answer %+v, want a public analysis", r)
		}
		for _, c := range fake.Calls() {
			if in.Made(c) {
				t.Errorf("an inline answer also went over REST: %s", c)
			}
		}
	})

	t.Run("command answered inline in Korean", func(t *testing.T) {
		t.Parallel()
		r := b.respond(t, discordtest.Command("tictactoe", discordtest.Subcommand("analyze",
			discordtest.StringOption("board", "X.O......"), discordtest.StringOption("display", "text"))).By(watcher).
			InGuild(discordtest.DefaultGuildID, watchersChannel).WithLocale("ko"))
		if r.Type != 4 || !strings.HasPrefix(r.Data.Content, "X 차례: ") {
			t.Errorf("answer %+v, want the analysis in Korean", r)
		}
	})

	t.Run("two players", func(t *testing.T) { t.Parallel(); testTwoPlayers(t, tr) })
	t.Run("against kibitz", func(t *testing.T) { t.Parallel(); testAgainstKibitz(t, tr) })
	t.Run("kibitz named as the opponent", func(t *testing.T) { t.Parallel(); testKibitzOpponent(t, tr) })
	t.Run("stale and forged", func(t *testing.T) { t.Parallel(); testForged(t, tr) })
	t.Run("everywhere", func(t *testing.T) { t.Parallel(); testEverywhere(t, tr) })
	t.Run("games in a group DM", func(t *testing.T) { t.Parallel(); testGroupDMGames(t, tr) })
	t.Run("autocomplete, menu, modal", func(t *testing.T) { t.Parallel(); testOtherKinds(t, b.respond) })

	t.Run("file after a deferral", func(t *testing.T) {
		t.Parallel()
		in := discordtest.Command("probe", discordtest.StringOption("mode", "file"))
		if r := b.respond(t, in); r.Type != 5 || r.Data != nil && r.Data.Private() {
			t.Fatalf("first answer %+v, want a public type 5: files never go in the HTTP response", r)
		}
		e := fake.WaitFor(t, in.EditOriginal)
		m, _ := e.Message()
		if e.ContentType != "multipart/form-data" || len(e.Files) != 1 || m.Content != "a file" ||
			len(m.Attachments) != 1 || m.Attachments[0].Filename != "probe.png" {
			t.Fatalf("edit %s %+v, want the text and probe.png", e, m)
		}
		if size := decodePNG(t, e.Files[0]); size.X != 3 || size.Y != 2 {
			t.Errorf("probe.png is %v, want 3x2", size)
		}
	})

	t.Run("private file after a deferral", func(t *testing.T) {
		t.Parallel()
		// The deferral says "private" because the reply is; the reply then edits it in place.
		in := discordtest.Command("probe", discordtest.StringOption("mode", "private-file"))
		if r := b.respond(t, in); r.Type != 5 || r.Data == nil || !r.Data.Private() {
			t.Fatalf("first answer %+v, want a private type 5", r)
		}
		e := fake.WaitFor(t, in.EditOriginal)
		if m, _ := e.Message(); m.Content != "a private file" || len(e.Files) != 1 {
			t.Errorf("edit %+v with %d files", m, len(e.Files))
		}
		b.h.Wait(10 * time.Second)
		for _, c := range fake.Calls() {
			if in.Made(c) && c.Method != http.MethodPatch {
				t.Errorf("unexpected %s: the deferred private reply should only be edited", c)
			}
		}
	})
}

// TestHTTPDeferral runs a handler slower than the deferral threshold: the HTTP response is a deferral
// sent while the handler still runs, and the reply follows as an edit.
func TestHTTPDeferral(t *testing.T) {
	t.Parallel()
	b := newHTTPBot(t, memory.New(), 20*time.Millisecond)
	for _, tc := range []struct {
		name, mode string
		check      func(t *testing.T, in *discordtest.Interaction)
	}{
		{"reply", "", func(t *testing.T, in *discordtest.Interaction) {
			if m, _ := fake.WaitFor(t, in.EditOriginal).Message(); m.Content != "probe n=0 flag=false" || m.Private() {
				t.Errorf("edit %+v, want the probe's public text", m)
			}
		}},
		// A reply that notifies someone comes as an edit, which notifies nobody: a message of the mentions
		// alone follows it, notifying them.
		{"a reply that notifies", "notify", func(t *testing.T, in *discordtest.Interaction) {
			e := fake.WaitFor(t, in.EditOriginal)
			f := fake.WaitFor(t, in.Followup)
			edit, _ := e.Message()
			m, _ := f.Message()
			if edit.Content != "<@42>, your turn" || m.Private() || m.Content != "<@42>" || m.Mentions == nil ||
				!slices.Equal(m.Mentions.Users, []string{"42"}) || f.Seq < e.Seq {
				t.Errorf("edit %+v then followup %+v, want the reply, then its mentions notifying 42", edit, m)
			}
		}},
		{"user error", "fail", func(t *testing.T, in *discordtest.Interaction) {
			// A public "thinking" cannot turn private: it is deleted, and the error comes privately.
			del := fake.WaitFor(t, in.DeleteOriginal)
			f := fake.WaitFor(t, in.Followup)
			if m, _ := f.Message(); !m.Private() || m.Content != "The probe failed on purpose." || f.Seq < del.Seq {
				t.Errorf("followup %+v, want the private error after the deletion", m)
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			in := discordtest.Command("probe", discordtest.StringOption("mode", tc.mode))
			_, release := b.p.hold(in)
			defer release()
			if r := b.respond(t, in); r.Type != 5 { // returns while the handler waits at its gate
				t.Fatalf("first answer %+v, want type 5", r)
			}
			release()
			tc.check(t, in)
		})
	}
}

func TestHTTPRejects(t *testing.T) {
	t.Parallel()
	b := newHTTPBot(t, memory.New(), 0)
	body := discordtest.Command("help").JSON()
	now := time.Now()
	sig, ts := discordtest.Sign(b.key, now, body)
	_, otherKey, _ := ed25519.GenerateKey(nil)
	otherSig, _ := discordtest.Sign(otherKey, now, body)
	big := bytes.Repeat([]byte(" "), MaxInteractionBody+1)
	atLimit := bytes.Repeat([]byte("x"), MaxInteractionBody)

	request := func(body []byte, headers ...string) *http.Request {
		req, _ := http.NewRequest(http.MethodPost, b.ts.URL+"/interactions", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		for i := 0; i < len(headers); i += 2 {
			req.Header.Set(headers[i], headers[i+1])
		}
		return req
	}
	signed := func(body []byte, at time.Time) *http.Request {
		return discordtest.SignedRequest(b.ts.URL+"/interactions", b.key, at, body)
	}
	for _, tc := range []struct {
		name string
		req  *http.Request
		want int
	}{
		{"valid (control)", signed(body, now), http.StatusOK},
		{"tampered body", request(bytes.Replace(body, []byte(`"help"`), []byte(`"hulp"`), 1),
			"X-Signature-Ed25519", sig, "X-Signature-Timestamp", ts), http.StatusUnauthorized},
		{"tampered timestamp", request(body, "X-Signature-Ed25519", sig, "X-Signature-Timestamp",
			strconv.FormatInt(now.Unix()+1, 10)), http.StatusUnauthorized},
		{"no headers", request(body), http.StatusUnauthorized},
		{"no signature", request(body, "X-Signature-Timestamp", ts), http.StatusUnauthorized},
		{"no timestamp", request(body, "X-Signature-Ed25519", sig), http.StatusUnauthorized},
		{"signature not hex", request(body, "X-Signature-Ed25519", "zz"+sig[2:], "X-Signature-Timestamp", ts), http.StatusUnauthorized},
		{"signature too short", request(body, "X-Signature-Ed25519", sig[:126], "X-Signature-Timestamp", ts), http.StatusUnauthorized},
		{"signature by another key", request(body, "X-Signature-Ed25519", otherSig, "X-Signature-Timestamp", ts), http.StatusUnauthorized},
		{"timestamp not a number", request(body, "X-Signature-Ed25519", sig, "X-Signature-Timestamp", "yesterday"), http.StatusUnauthorized},
		{"stale timestamp", signed(body, now.Add(-MaxClockSkew-time.Minute)), http.StatusUnauthorized},
		{"timestamp from the future", signed(body, now.Add(MaxClockSkew+time.Minute)), http.StatusUnauthorized},
		{"timestamp within the skew", signed(body, now.Add(-MaxClockSkew+time.Minute)), http.StatusOK},
		{"oversized body", signed(big, now), http.StatusRequestEntityTooLarge},
		{"body at the limit, not JSON", signed(atLimit, now), http.StatusBadRequest},
		{"malformed JSON", signed([]byte(`{"type":`), now), http.StatusBadRequest},
	} {
		t.Run(tc.name, func(t *testing.T) {
			status, _, got := b.do(t, tc.req)
			if status != tc.want {
				t.Errorf("status %d (%q), want %d", status, got, tc.want)
			}
		})
	}
	status, _, _ := b.do(t, request(nil))
	if status != http.StatusUnauthorized {
		t.Errorf("an empty POST = %d, want 401", status)
	}
	// Only the two valid requests reached the router.
	got := series(scrape(t, b.reg), "kibitz_interactions_total")
	if want := map[string]float64{`{command="/help",kind="command",outcome="ok"}`: 2}; !maps.Equal(got, want) {
		t.Errorf("kibitz_interactions_total after the rejects = %v, want exactly the 2 valid /help: %v", got, want)
	}
	req, _ := http.NewRequest(http.MethodGet, b.ts.URL+"/interactions", nil)
	if status, _, _ := b.do(t, req); status != http.StatusMethodNotAllowed {
		t.Errorf("GET /interactions = %d, want 405", status)
	}
}

// failingStore is a store whose backend does not answer.
type failingStore struct{ storage.Store }

func (failingStore) Ping(context.Context) error {
	return errors.New("dial tcp 10.0.0.1:6379: connection refused")
}

func TestHTTPHealthz(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name   string
		store  storage.Store
		status int
		body   string
	}{
		{"working store", memory.New(), http.StatusOK, "ok\n"},
		// The world is told nothing about the store: no address, no error.
		{"failing store", failingStore{memory.New()}, http.StatusServiceUnavailable, "unavailable\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newHTTPBot(t, tc.store, 0)
			req, _ := http.NewRequest(http.MethodGet, b.ts.URL+"/healthz", nil)
			if status, _, body := b.do(t, req); status != tc.status || string(body) != tc.body {
				t.Errorf("GET /healthz = %d %q, want %d %q", status, body, tc.status, tc.body)
			}
		})
	}
}

func TestParsePublicKey(t *testing.T) {
	pub, _, _ := ed25519.GenerateKey(nil)
	for _, tc := range []struct {
		name, key, err string
	}{
		{"valid", hex.EncodeToString(pub), ""},
		{"valid upper case", strings.ToUpper(hex.EncodeToString(pub)), ""},
		{"empty", "", "DISCORD_PUBLIC_KEY is not set"},
		{"not hex", strings.Repeat("g", 64), `DISCORD_PUBLIC_KEY holds 'g', which is not a hex digit`},
		{"odd length", hex.EncodeToString(pub)[1:], "DISCORD_PUBLIC_KEY has 63 hex digits, and a public key has 64"},
		{"too short", hex.EncodeToString(pub[:31]), "DISCORD_PUBLIC_KEY has 62 hex digits, and a public key has 64"},
		{"too long", hex.EncodeToString(append(pub, 0)), "DISCORD_PUBLIC_KEY has 66 hex digits"},
		{"a private key", hex.EncodeToString(make([]byte, 64)), "DISCORD_PUBLIC_KEY has 128 hex digits"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			key, err := ParsePublicKey(tc.key)
			switch {
			case tc.err == "" && (err != nil || !bytes.Equal(key, pub)):
				t.Errorf("ParsePublicKey = %x, %v; want the key", key, err)
			case tc.err != "" && (err == nil || !strings.HasPrefix(err.Error(), tc.err)):
				t.Errorf("ParsePublicKey error = %v, want %q", err, tc.err)
			case err != nil && (strings.Contains(err.Error(), "encoding/hex") || !strings.Contains(err.Error(), "General Information > Public Key")):
				t.Errorf("ParsePublicKey error = %v, want a sentence that says where the key is, without the decoder's words", err)
			}
		})
	}
}

// TestHTTPHealthzWarming: the public /healthz answers 503 while the process warms up, saying nothing of
// why, and 200 once it is done, so that a load balancer holds a cold replica's traffic.
func TestHTTPHealthzWarming(t *testing.T) {
	t.Parallel()
	b := newHTTPBot(t, memory.New(), 0)
	var left atomic.Value
	left.Store("wordle tables")
	b.h.Warming = func() string { return left.Load().(string) }
	for _, tc := range []struct {
		left   string
		status int
		body   string
	}{
		{"wordle tables", http.StatusServiceUnavailable, "unavailable\n"},
		{"", http.StatusOK, "ok\n"},
	} {
		left.Store(tc.left)
		req, _ := http.NewRequest(http.MethodGet, b.ts.URL+"/healthz", nil)
		if status, _, body := b.do(t, req); status != tc.status || string(body) != tc.body {
			t.Errorf("warming %q: GET /healthz = %d %q, want %d %q", tc.left, status, body, tc.status, tc.body)
		}
	}
}

// TestHTTPHealthzStoreWhileWarming: a store that fails while the process warms up is logged, as /readyz
// names it before the warm-up: it needs an operator, where a warm-up ends by itself. The world is told
// "unavailable" either way.
func TestHTTPHealthzStoreWhileWarming(t *testing.T) {
	t.Parallel()
	b := newHTTPBot(t, failingStore{memory.New()}, 0)
	logs := &testenv.Buffer{}
	b.h.Log = slog.New(slog.NewTextHandler(logs, nil))
	b.h.Warming = func() string { return "wordle tables" }
	req, _ := http.NewRequest(http.MethodGet, b.ts.URL+"/healthz", nil)
	if status, _, body := b.do(t, req); status != http.StatusServiceUnavailable || string(body) != "unavailable\n" {
		t.Errorf("GET /healthz = %d %q, want 503 \"unavailable\"", status, body)
	}
	if !strings.Contains(logs.String(), `msg="health check: the store does not answer"`) {
		t.Errorf("a failing store while warming is not logged:\n%s", logs.String())
	}
}
