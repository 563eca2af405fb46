package discordtest_test

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/internal/discordtest"
	"kibitz/internal/testenv"
)

// restSession is a discordgo Session that only makes REST calls, redirected to the fake.
func restSession(t *testing.T, fake *discordtest.Server) *discordgo.Session {
	t.Helper()
	s, err := discordgo.New("Bot rest-" + t.Name())
	if err != nil {
		t.Fatal(err)
	}
	s.Client = fake.Client()
	return s
}

func TestBulkOverwrite(t *testing.T) {
	t.Parallel()
	fake := newFake(t, discordtest.Config{})
	s := restSession(t, fake)
	ko := map[discordgo.Locale]string{discordgo.Korean: "핑"}
	cmds := []*discordgo.ApplicationCommand{{Name: "ping", Description: "Ping", NameLocalizations: &ko},
		{Name: "pong", Description: "Pong"}}
	for _, guild := range []string{"", "42"} {
		got, err := s.ApplicationCommandBulkOverwrite(fake.AppID(), guild, cmds)
		if err != nil {
			t.Fatalf("bulk overwrite in guild %q: %v", guild, err)
		}
		if len(got) != 2 || got[0].ID == "" || got[0].ApplicationID != fake.AppID() || got[0].GuildID != guild ||
			(*got[0].NameLocalizations)[discordgo.Korean] != "핑" {
			t.Errorf("guild %q: echoed %+v, want both commands with ids", guild, got[0])
		}
	}
	global := fake.WaitFor(t, func(c discordtest.Call) bool { return c.Route == discordtest.RouteGlobalCommands })
	guild := fake.WaitFor(t, func(c discordtest.Call) bool { return c.Route == discordtest.RouteGuildCommands })
	if global.Vars["app"] != fake.AppID() || guild.Vars["guild"] != "42" || guild.Vars["v"] != "v9" {
		t.Errorf("vars: global %v, guild %v", global.Vars, guild.Vars)
	}
	if global.Header.Get("Authorization") != "Bot rest-TestBulkOverwrite" {
		t.Errorf("Authorization = %q", global.Header.Get("Authorization"))
	}
}

func TestRules(t *testing.T) {
	t.Parallel()
	fake := newFake(t, discordtest.Config{})

	t.Run("429 then success", func(t *testing.T) {
		s := restSession(t, fake)
		limited := make(chan *discordgo.RateLimit, 1)
		s.AddHandler(func(_ *discordgo.Session, r *discordgo.RateLimit) { limited <- r })
		in := discordtest.Command("x")
		fake.AddRule(discordtest.Rule{Method: http.MethodPost, Path: in.ID, Times: 1, Status: 429, RetryAfter: 20 * time.Millisecond})
		err := s.InteractionRespond(&discordgo.Interaction{ID: in.ID, Token: in.Token},
			&discordgo.InteractionResponse{Type: discordgo.InteractionResponseChannelMessageWithSource,
				Data: &discordgo.InteractionResponseData{Content: "hi"}})
		if err != nil {
			t.Fatalf("InteractionRespond after one 429: %v", err)
		}
		select {
		case r := <-limited:
			if r.RetryAfter != 20*time.Millisecond {
				t.Errorf("RateLimit.RetryAfter = %v", r.RetryAfter)
			}
		case <-time.After(5 * time.Second):
			t.Error("no RateLimit event")
		}
		var statuses []int
		for _, c := range fake.Calls() {
			if in.Made(c) {
				statuses = append(statuses, c.Status)
			}
		}
		if len(statuses) != 2 || statuses[0] != 429 || statuses[1] != 204 {
			t.Errorf("statuses = %v, want [429 204]", statuses)
		}
	})

	t.Run("429 without retry", func(t *testing.T) {
		s := restSession(t, fake)
		s.ShouldRetryOnRateLimit = false
		in := discordtest.Command("x")
		fake.AddRule(discordtest.Rule{Path: in.Token, Times: 1, Status: 429, Global: true})
		_, err := s.FollowupMessageCreate(&discordgo.Interaction{AppID: in.AppID, Token: in.Token}, true,
			&discordgo.WebhookParams{Content: "x"})
		var rl *discordgo.RateLimitError
		if !errors.As(err, &rl) || rl.Message != "You are being rate limited." {
			t.Errorf("err = %v, want a RateLimitError with Discord's message", err)
		}
	})

	t.Run("502 is retried", func(t *testing.T) {
		s := restSession(t, fake)
		in := discordtest.Command("x")
		fake.AddRule(discordtest.Rule{Path: in.Token, Times: 2, Status: 502})
		if _, err := s.FollowupMessageCreate(&discordgo.Interaction{AppID: in.AppID, Token: in.Token}, true,
			&discordgo.WebhookParams{Content: "x"}); err != nil {
			t.Errorf("after two 502s: %v", err)
		}
	})

	t.Run("500 is an error", func(t *testing.T) {
		s := restSession(t, fake)
		in := discordtest.Command("x")
		fake.AddRule(discordtest.Rule{Path: in.Token, Times: 1, Status: 500})
		_, err := s.FollowupMessageCreate(&discordgo.Interaction{AppID: in.AppID, Token: in.Token}, true,
			&discordgo.WebhookParams{Content: "x"})
		var re *discordgo.RESTError
		if !errors.As(err, &re) || re.Response.StatusCode != 500 {
			t.Errorf("err = %v, want a RESTError 500", err)
		}
	})

	t.Run("delay", func(t *testing.T) {
		s := restSession(t, fake)
		in := discordtest.Command("x")
		fake.AddRule(discordtest.Rule{Path: in.Token, Delay: 100 * time.Millisecond})
		start := time.Now()
		if _, err := s.FollowupMessageCreate(&discordgo.Interaction{AppID: in.AppID, Token: in.Token}, true,
			&discordgo.WebhookParams{Content: "x"}); err != nil {
			t.Fatal(err)
		}
		if d := time.Since(start); d < 100*time.Millisecond {
			t.Errorf("answered after %v, want at least the 100 ms delay", d)
		}
	})

	// A channel that refuses files: the calls that upload one get Discord's error, the others go through.
	for _, c := range []struct {
		name         string
		rule         func(token string) discordtest.Rule
		status, code int
	}{
		{"uploads refused", discordtest.UploadsRefused, 403, 50013},
		{"uploads too large", discordtest.UploadsTooLarge, 413, 40005},
	} {
		t.Run(c.name, func(t *testing.T) {
			s := restSession(t, fake)
			in := discordtest.Command("x")
			fake.AddRule(c.rule(in.Token))
			i := &discordgo.Interaction{AppID: in.AppID, Token: in.Token}
			_, err := s.FollowupMessageCreate(i, true, &discordgo.WebhookParams{Content: "x",
				Files: []*discordgo.File{{Name: "a.png", ContentType: "image/png", Reader: strings.NewReader("png")}}})
			var re *discordgo.RESTError
			if !errors.As(err, &re) || re.Response.StatusCode != c.status || re.Message == nil || re.Message.Code != c.code {
				t.Errorf("a followup with a file: err = %v, want a RESTError %d with code %d", err, c.status, c.code)
			}
			if _, err := s.FollowupMessageCreate(i, true, &discordgo.WebhookParams{Content: "x"}); err != nil {
				t.Errorf("a followup without files: %v", err)
			}
		})
	}

	t.Run("endless status rule panics", func(t *testing.T) {
		defer func() {
			if recover() == nil {
				t.Error("AddRule with a Status and no Times did not panic")
			}
		}()
		fake.AddRule(discordtest.Rule{Status: 429})
	})
}

// TestRTT: every REST answer takes the round trip, half of it before the fake reads the request; calls made
// at once are in flight at once, and the fake counts them.
func TestRTT(t *testing.T) {
	t.Parallel()
	const rtt, n = 500 * time.Millisecond, 8 // long enough that all n start within one, on a busy machine
	fake := newFake(t, discordtest.Config{RTT: rtt})
	var wg sync.WaitGroup
	start := time.Now()
	ready := make(chan struct{})
	for i := range n {
		in := discordtest.Command("x")
		url := fake.API(10) + "/webhooks/" + in.AppID + "/" + in.Token + "/messages/@original"
		wg.Go(func() {
			<-ready
			req, _ := http.NewRequest(http.MethodPatch, url, strings.NewReader(fmt.Sprintf(`{"content":"%d"}`, i)))
			req.Header.Set("Content-Type", "application/json")
			sent := time.Now()
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Error(err)
				return
			}
			resp.Body.Close()
			if took := time.Since(sent); resp.StatusCode != http.StatusOK || took < rtt {
				t.Errorf("answered %d after %v, want 200 after the round trip of %v", resp.StatusCode, took, rtt)
			}
		})
	}
	// Every call is held for its round trip, so all n are in flight at once however slowly they start.
	close(ready)
	if !testenv.Eventually(10*time.Second, func() bool { return fake.MaxInFlight() == n }) {
		t.Errorf("at most %d calls in flight at once, want all %d", fake.MaxInFlight(), n)
	}
	wg.Wait()
	for _, c := range fake.Calls() {
		if c.At.Sub(start) < rtt/2 {
			t.Errorf("%s read %v after the start, before half the round trip", c, c.At.Sub(start))
		}
	}
	if fake.InFlight() != 0 {
		t.Errorf("%d calls still in flight after every answer", fake.InFlight())
	}
	fake.ResetMaxInFlight()
	if fake.MaxInFlight() != 0 {
		t.Errorf("MaxInFlight after a reset with nothing in flight = %d", fake.MaxInFlight())
	}
}

// TestSecondCallbackRefused: Discord takes one first answer per interaction; a second callback for the
// same interaction, whatever either is, is refused with 400 and code 40060, as Discord refuses it. Another
// interaction's callback is not affected.
func TestSecondCallbackRefused(t *testing.T) {
	t.Parallel()
	fake := newFake(t, discordtest.Config{})
	s := restSession(t, fake)
	first := &discordgo.Interaction{ID: "1001", Token: "tok-a", AppID: fake.AppID()}
	other := &discordgo.Interaction{ID: "1002", Token: "tok-b", AppID: fake.AppID()}
	answer := &discordgo.InteractionResponse{Type: discordgo.InteractionResponseChannelMessageWithSource,
		Data: &discordgo.InteractionResponseData{Content: "hello"}}
	if err := s.InteractionRespond(first, answer); err != nil {
		t.Fatalf("first callback: %v", err)
	}
	err := s.InteractionRespond(first, &discordgo.InteractionResponse{Type: discordgo.InteractionResponseDeferredChannelMessageWithSource})
	var rest *discordgo.RESTError
	if !errors.As(err, &rest) || rest.Response.StatusCode != http.StatusBadRequest || rest.Message == nil || rest.Message.Code != 40060 {
		t.Errorf("second callback: %v, want 400 with code 40060", err)
	}
	if err := s.InteractionRespond(other, answer); err != nil {
		t.Errorf("another interaction's callback: %v", err)
	}
}
