package bot

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/internal/discordtest"
)

func TestParseAPIBase(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		DefaultAPIBase:                        DefaultAPIBase,
		" http://127.0.0.1:8081/api/v9/ ":     "http://127.0.0.1:8081/api/v9",
		"http://proxy.internal:8080":          "http://proxy.internal:8080",
		"https://example.com/discord/api/v10": "https://example.com/discord/api/v10",
	} {
		if got, err := ParseAPIBase(in); got != want || err != nil {
			t.Errorf("ParseAPIBase(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"", "discord.com", "discord.com/api/v10", "ftp://example.com/api/v10",
		"http:///api/v10", "http://example.com/api/v10?x=1", "http://example.com/api/v10#top", "http://[::1"} {
		if got, err := ParseAPIBase(in); err == nil || !strings.Contains(err.Error(), "is not an http(s) URL: give the base of Discord's REST API") {
			t.Errorf("ParseAPIBase(%q) = %q, %v; want an error", in, got, err)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("NewREST with a bad APIBase did not panic")
		}
	}()
	NewREST(RESTConfig{APIBase: "discord.com"})
}

// TestAPIBaseRewrite: a request for discordgo's built-in prefix goes to the base, path and query kept,
// with the base's host in the Host header; the route metrics see is the same whatever the base; other
// URLs, and every URL without a base, go as they are.
func TestAPIBaseRewrite(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	var got []string // host and request URI of every request the server received
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		got = append(got, r.Host+" "+r.URL.RequestURI())
		mu.Unlock()
		w.WriteHeader(http.StatusNoContent)
	}))
	defer ts.Close()
	host := strings.TrimPrefix(ts.URL, "http://")
	webhook := "webhooks/123/tok-secret/messages/@original?wait=true"
	for _, c := range []struct {
		name, base, url string
		want, route     string // what the server sees, what Observe sees
	}{
		{"a fake's v10", ts.URL + "/api/v10", discordgoAPI + webhook,
			host + " /api/v10/" + webhook, "/webhooks/:id/:token/messages/@original"},
		{"a proxy without a version", ts.URL + "/discord/", discordgoAPI + "applications/1/commands",
			host + " /discord/applications/1/commands", "/applications/:id/commands"},
		{"outside the API", ts.URL + "/api/v10", ts.URL + "/attachments/1/2/a.png",
			host + " /attachments/1/2/a.png", "attachment"},
	} {
		t.Run(c.name, func(t *testing.T) {
			var route string
			rest := NewREST(RESTConfig{APIBase: c.base, Observe: func(a Attempt) { route = a.Route }})
			req, err := http.NewRequest("GET", c.url, nil)
			if err != nil {
				t.Fatal(err)
			}
			resp, err := rest.Client.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			mu.Lock()
			last := got[len(got)-1]
			mu.Unlock()
			if last != c.want || route != c.route {
				t.Errorf("GET %s with base %s reached %q, observed as %q; want %q, %q", c.url, c.base, last, route,
					c.want, c.route)
			}
		})
	}
	if tr := NewREST(RESTConfig{}).Transport; tr.APIBase != "" {
		t.Errorf("RESTConfig{} gives APIBase %q, want discordgo's URLs left alone", tr.APIBase)
	}
}

// TestAPIBasePerSession: two sessions, each with its own fake, in parallel; each fake sees only its own
// session's calls. (With discordgo's endpoint variables, the base was one per process.)
func TestAPIBasePerSession(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"one", "two"} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			own := discordtest.New(discordtest.Config{})
			defer own.Close()
			s := NewREST(RESTConfig{APIBase: own.API(10)}).NewSession("token-" + name)
			if _, err := s.User("@me", discordgo.WithContext(context.Background())); err != nil {
				t.Fatal(err)
			}
			calls := own.Calls()
			if len(calls) != 1 || calls[0].Route != discordtest.RouteMe || calls[0].Vars["v"] != "v10" ||
				calls[0].Header.Get("Authorization") != "Bot token-"+name {
				t.Errorf("the fake of session %s received %v, want its GET /api/v10/users/@me alone", name, calls)
			}
		})
	}
}
