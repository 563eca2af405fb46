package bot

import (
	"bytes"
	"context"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"kibitz/i18n"
	"kibitz/internal/testenv"
	"kibitz/router"
)

// script answers the requests of one test in order: each entry is a status (0 hangs until the client
// gives up), with optional headers and body. Past the end, 200 OK.
type script struct {
	mu      sync.Mutex
	answers []scripted
	bodies  []string // the body of every request received
}

type scripted struct {
	status int
	header map[string]string
	body   string
}

func (s *script) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	s.mu.Lock()
	s.bodies = append(s.bodies, string(body))
	var a scripted
	if len(s.answers) > 0 {
		a, s.answers = s.answers[0], s.answers[1:]
	} else {
		a = scripted{status: 200, body: `{"id":"1"}`}
	}
	s.mu.Unlock()
	if a.status == 0 {
		<-r.Context().Done()
		return
	}
	for k, v := range a.header {
		w.Header().Set(k, v)
	}
	w.WriteHeader(a.status)
	io.WriteString(w, a.body)
}

func (s *script) received() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.bodies...)
}

// restCall sends one PATCH with a JSON body through a REST path to the script, as discordgo would.
func restCall(ctx context.Context, t *testing.T, rest *REST, base string) (*http.Response, error) {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, "PATCH", base+"/api/v10/webhooks/123/tok-secret/messages/@original",
		bytes.NewBufferString(`{"content":"hello"}`))
	if err != nil {
		t.Fatal(err)
	}
	return rest.Client.Do(req)
}

func TestRESTRetries(t *testing.T) {
	t.Parallel()
	html429 := scripted{status: 429, header: map[string]string{"Content-Type": "text/html", "Retry-After": "0"},
		body: "<html><body>error code: 1015</body></html>"}
	json429 := scripted{status: 429, header: map[string]string{"Content-Type": "application/json",
		"X-RateLimit-Reset-After": "0.050"}, body: `{"message":"You are being rate limited.","retry_after":0.05,"global":false}`}
	cases := []struct {
		name     string
		answers  []scripted
		attempts int    // requests the server should see
		status   int    // the final status the caller sees; 0 for an error
		statuses string // the attempts as metrics saw them
	}{
		{"ok at once", nil, 1, 200, "200"},
		{"503 then ok", []scripted{{status: 503}}, 2, 200, "503 200"},
		{"500 502 504 then ok", []scripted{{status: 500}, {status: 502}, {status: 504}}, 4, 200, "500 502 504 200"},
		{"HTML 429 then ok", []scripted{html429, html429}, 3, 200, "429 429 200"},
		{"JSON 429 then ok", []scripted{json429}, 2, 200, "429 200"},
		{"a hang then ok", []scripted{{status: 0}}, 2, 200, "timeout 200"},
		{"400 is not retried", []scripted{{status: 400, body: `{"code":50035}`}}, 1, 400, "400"},
		{"404 is not retried", []scripted{{status: 404}}, 1, 404, "404"},
		{"always 503: gives up after 5 attempts", []scripted{{status: 503}, {status: 503}, {status: 503}, {status: 503},
			{status: 503}, {status: 503}}, 5, 0, "503 503 503 503 503"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			s := &script{answers: append([]scripted(nil), c.answers...)}
			ts := httptest.NewServer(s)
			defer ts.Close()
			var mu sync.Mutex
			var seen []string
			// A second per attempt: the hang case waits it out once, and no answer from a loaded machine
			// under -race is slow enough to be counted as a hang.
			rest := NewREST(RESTConfig{AttemptTimeout: time.Second, Observe: func(a Attempt) {
				mu.Lock()
				defer mu.Unlock()
				seen = append(seen, a.Status)
				if a.Route != "/webhooks/:id/:token/messages/@original" || a.Method != "PATCH" {
					t.Errorf("attempt observed as %s %s, want the route template", a.Method, a.Route)
				}
			}})
			resp, err := restCall(context.Background(), t, rest, ts.URL)
			switch {
			case c.status == 0 && err == nil:
				t.Fatalf("got %s, want an error", resp.Status)
			case c.status == 0:
				var f *RESTFailure
				if !errors.As(err, &f) || f.Attempts != c.attempts {
					t.Errorf("error %v, want a RESTFailure after %d attempts", err, c.attempts)
				}
				if strings.Contains(cleanError(err).Error(), "tok-secret") {
					t.Errorf("cleaned error %q holds the token", cleanError(err))
				}
			case err != nil:
				t.Fatalf("error %v, want %d", err, c.status)
			default:
				body, _ := io.ReadAll(resp.Body) // the body outlives the attempt's context
				resp.Body.Close()
				if resp.StatusCode != c.status {
					t.Errorf("status %d, want %d", resp.StatusCode, c.status)
				}
				if c.status == 200 && string(body) != `{"id":"1"}` {
					t.Errorf("body %q, want the final answer's", body)
				}
			}
			got := s.received()
			if len(got) != c.attempts {
				t.Errorf("server saw %d attempts, want %d", len(got), c.attempts)
			}
			for i, b := range got {
				if b != `{"content":"hello"}` {
					t.Errorf("attempt %d sent %q, want the whole body again", i+1, b)
				}
			}
			mu.Lock()
			defer mu.Unlock()
			if strings.Join(seen, " ") != c.statuses {
				t.Errorf("attempts observed %q, want %q", strings.Join(seen, " "), c.statuses)
			}
		})
	}
}

func TestRESTHonoursRateLimitWait(t *testing.T) {
	t.Parallel()
	for _, header := range []string{"Retry-After", "X-RateLimit-Reset-After"} {
		t.Run(header, func(t *testing.T) {
			t.Parallel()
			s := &script{answers: []scripted{{status: 429, header: map[string]string{header: "0.4"}}}}
			ts := httptest.NewServer(s)
			defer ts.Close()
			start := time.Now()
			resp, err := restCall(context.Background(), t, NewREST(RESTConfig{}), ts.URL)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			// A lower bound: the retry must not come before Discord allows it.
			if waited := time.Since(start); waited < 400*time.Millisecond {
				t.Errorf("retried after %v, before the 0.4 s the 429 asked for", waited)
			}
		})
	}
}

func TestRESTGlobalLimitHoldsOtherCalls(t *testing.T) {
	t.Parallel()
	s := &script{answers: []scripted{{status: 429, header: map[string]string{"X-RateLimit-Global": "true",
		"X-RateLimit-Reset-After": "0.5"}}}}
	ts := httptest.NewServer(s)
	defer ts.Close()
	rest := NewREST(RESTConfig{})
	first := make(chan struct{})
	go func() {
		defer close(first)
		resp, err := restCall(context.Background(), t, rest, ts.URL)
		if err == nil {
			resp.Body.Close()
		}
	}()
	// Once the first call has read its 429, the limit is in force: no wall-clock wait for it.
	tr := rest.Client.Transport.(*RESTTransport)
	if !testenv.Eventually(10*time.Second, func() bool {
		tr.mu.Lock()
		defer tr.mu.Unlock()
		return !tr.globalUntil.IsZero()
	}) {
		t.Fatalf("the first call's global 429 was not read; the server saw %d calls", len(s.received()))
	}
	start := time.Now()
	resp, err := restCall(context.Background(), t, rest, ts.URL)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if waited := time.Since(start); waited < 300*time.Millisecond {
		t.Errorf("another call went out %v into a global limit of 0.5 s", waited)
	}
	<-first
}

func TestRESTBoundedByBudgetAndContext(t *testing.T) {
	t.Parallel()
	hang := func() *httptest.Server {
		return httptest.NewServer(&script{answers: []scripted{{}, {}, {}, {}, {}}})
	}
	t.Run("budget", func(t *testing.T) {
		t.Parallel()
		ts := hang()
		defer ts.Close()
		rest := NewREST(RESTConfig{Budget: 300 * time.Millisecond, AttemptTimeout: 10 * time.Second})
		start := time.Now()
		_, err := restCall(context.Background(), t, rest, ts.URL)
		var f *RESTFailure
		if !errors.As(err, &f) {
			t.Fatalf("error %v, want a RESTFailure", err)
		}
		if took := time.Since(start); took > 5*time.Second {
			t.Errorf("gave up after %v, want about the 300 ms budget", took)
		}
	})
	t.Run("context", func(t *testing.T) {
		t.Parallel()
		ts := hang()
		defer ts.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		defer cancel()
		_, err := restCall(ctx, t, NewREST(RESTConfig{}), ts.URL)
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("error %v, want the context's deadline", err)
		}
	})
	t.Run("429 asking beyond the budget", func(t *testing.T) {
		t.Parallel()
		s := &script{answers: []scripted{{status: 429, header: map[string]string{"Retry-After": "60"}}}}
		ts := httptest.NewServer(s)
		defer ts.Close()
		start := time.Now()
		_, err := restCall(context.Background(), t, NewREST(RESTConfig{Budget: time.Second}), ts.URL)
		if err == nil || time.Since(start) > 5*time.Second || len(s.received()) != 1 {
			t.Errorf("error %v after %v and %d attempts, want a prompt failure", err, time.Since(start), len(s.received()))
		}
	})
}

func TestRouteTemplate(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"https://discord.com/api/v10/webhooks/900/aW50ZXJhY3Rpb246MTIz/messages/@original": "/webhooks/:id/:token/messages/@original",
		"https://discord.com/api/v9/webhooks/900/tok":                                      "/webhooks/:id/:token",
		"https://discord.com/api/v10/webhooks/900/tok/messages/123456":                     "/webhooks/:id/:token/messages/:id",
		"https://discord.com/api/v10/interactions/1234/tok-abc/callback":                   "/interactions/:id/:token/callback",
		"https://discord.com/api/v10/applications/900/commands":                            "/applications/:id/commands",
		"https://discord.com/api/v10/applications/900/guilds/77/commands":                  "/applications/:id/guilds/:id/commands",
		"http://127.0.0.1:5/api/v10/gateway":                                               "/gateway",
		"https://discord.com/api/v10/users/@me":                                            "/users/@me",
		"https://cdn.discordapp.com/attachments/1/2/game.txt?ex=1":                         "attachment",
		"https://discord.com/api/v10/strange/whatever":                                     "/:id/:id",
	}
	for raw, want := range cases {
		u, _ := url.Parse(raw)
		if got := RouteTemplate(u); got != want {
			t.Errorf("RouteTemplate(%s) = %q, want %q", raw, got, want)
		}
	}
}

func FuzzRouteTemplate(f *testing.F) {
	f.Add("/api/v10/webhooks/900/tok/messages/@original")
	f.Add("/api/v9/interactions/1/x/callback")
	f.Add("/api/v10")
	f.Add("/attachments/a/b")
	f.Fuzz(func(t *testing.T, path string) {
		got := RouteTemplate(&url.URL{Path: path})
		if got == "attachment" {
			return
		}
		// Whatever the path, the template is made of known words and placeholders only: it can hold
		// neither a token nor an unbounded number of label values.
		for _, seg := range strings.Split(strings.TrimPrefix(got, "/"), "/") {
			if !routeWords[seg] && seg != ":id" && seg != ":token" {
				t.Fatalf("RouteTemplate(%q) = %q holds the segment %q", path, got, seg)
			}
		}
	})
}

func TestRedact(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		`Patch "https://discord.com/api/v10/webhooks/900/aW50ZXJhY3Rpb24/messages/@original": EOF`: `Patch "https://discord.com/api/v10/webhooks/900/:token/messages/@original": EOF`,
		"POST /api/v10/interactions/123/tok_ABC-1.2/callback failed":                               "POST /api/v10/interactions/123/:token/callback failed",
		"Rate limit exceeded on https://x/api/v9/webhooks/1/t?wait=true":                           "Rate limit exceeded on https://x/api/v9/webhooks/1/:token?wait=true",
		"authorization: Bot MTIzNDU2Nzg5.secret-bot-token":                                         "authorization: Bot [redacted]",
		"nothing secret here": "nothing secret here",
	}
	for in, want := range cases {
		if got := Redact(in, "MTIzNDU2Nzg5.secret-bot-token"); got != want {
			t.Errorf("Redact(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestRedactingHandler(t *testing.T) {
	t.Parallel()
	const token = "tok-very-secret-123"
	const botToken = "bot-token-abcdefgh"
	var buf bytes.Buffer
	log := slog.New(Redacting(slog.NewJSONHandler(&buf, nil), botToken))
	u := "https://discord.com/api/v10/webhooks/900/" + token + "/messages/@original"
	log.With("url", u).WithGroup("g").Error("failed "+u, "err", &url.Error{Op: "Patch", URL: u, Err: io.EOF},
		slog.Group("inner", "token", botToken), "any", []string{u})
	out := buf.String()
	for _, secret := range []string{token, botToken} {
		if strings.Contains(out, secret) {
			t.Errorf("log line holds %q: %s", secret, out)
		}
	}
	if !strings.Contains(out, "/webhooks/900/:token/messages/@original") {
		t.Errorf("log line lost the route: %s", out)
	}
}

// TestRESTLargeBodyOutlivesTheCall: the answer's body is read after RoundTrip returns (discordgo reads it
// whole, then closes it); the call's contexts must stay open until then.
func TestRESTLargeBodyOutlivesTheCall(t *testing.T) {
	t.Parallel()
	big := strings.Repeat("x", 4<<20)
	ts := httptest.NewServer(&script{answers: []scripted{{status: 503}, {status: 200, body: big}}})
	defer ts.Close()
	for range 3 {
		resp, err := restCall(context.Background(), t, NewREST(RESTConfig{}), ts.URL)
		if err != nil {
			t.Fatal(err)
		}
		// The attempt's context is the answer's request's: cancelled by the time RoundTrip returned, the
		// body would be cut off (sooner or later: the wait it takes is no test's business).
		if err := resp.Request.Context().Err(); err != nil {
			t.Fatalf("the call's context ended before its body was read: %v", err)
		}
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil || len(body) != len(big) {
			t.Fatalf("read %d bytes, %v; want %d", len(body), err, len(big))
		}
		ts.Config.Handler = &script{answers: []scripted{{status: 200, body: big}}}
	}
}

// TestRESTErrorNamesTheBase: a call given up names where it went, the configured API base and the route
// template, and nothing of the URL discordgo built (https://discord.com/api/v9/..., with the token),
// which net/http puts in front of a transport's error. A timer's edit had been logged as
// `Patch "https://discord.com/api/v9/webhooks/…": … connection refused` while it went to DISCORD_API_BASE.
func TestRESTErrorNamesTheBase(t *testing.T) {
	ts := httptest.NewServer(http.NotFoundHandler())
	base := ts.URL + "/api/v10"
	ts.Close() // nothing listens there now: every call is refused
	s := NewREST(RESTConfig{APIBase: base, Attempts: 1}).NewSession("")
	err := RESTMessenger{Session: s}.EditMessage(context.Background(), "900", "tok-secret", i18n.English, router.Reply("x"))
	want := "discord PATCH " + base + "/webhooks/:id/:token/messages/@original: gave up after 1 attempts: error: "
	var f *RESTFailure
	if err == nil || !strings.HasPrefix(err.Error(), want) || !errors.As(err, &f) {
		t.Fatalf("EditMessage to a base where nothing listens = %v, want a RESTFailure starting %q", err, want)
	}
	for _, leak := range []string{"discord.com", "tok-secret", "Patch"} {
		if strings.Contains(err.Error(), leak) {
			t.Errorf("error %q holds %q", err, leak)
		}
	}
}
