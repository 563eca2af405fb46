package discordtest_test

import (
	"errors"
	"net/http"
	"testing"

	"github.com/bwmarrin/discordgo"
	"github.com/gorilla/websocket"

	"kibitz/internal/discordtest"
)

// TestToken: with Config.Token, the fake refuses any other bot token as Discord does: the gateway closes
// an IDENTIFY with 4004, and the REST routes that need the bot's token answer 401. The right token gets in.
func TestToken(t *testing.T) {
	fake := newFake(t, discordtest.Config{Token: "token-" + t.Name()})
	wrong, err := discordgo.New("Bot not-the-token")
	if err != nil {
		t.Fatal(err)
	}
	wrong.Client = fake.Client()
	wrong.LogLevel = -1 // discordgo's own error line about the refusal
	var closed *websocket.CloseError
	if err := wrong.Open(); !errors.As(err, &closed) || closed.Code != 4004 {
		t.Errorf("Open with another token = %v, want close code 4004", err)
	}
	if got := fake.Refused(); got != 1 {
		t.Errorf("Refused() = %d, want 1", got)
	}
	var rest *discordgo.RESTError
	if _, err := wrong.User("@me"); !errors.As(err, &rest) || rest.Response.StatusCode != http.StatusUnauthorized {
		t.Errorf("GET /users/@me with another token = %v, want 401", err)
	}
	s, _, _ := openSession(t, fake) // the token Config.Token names
	if _, err := s.User("@me"); err != nil {
		t.Errorf("GET /users/@me with the token: %v", err)
	}
}

// TestGatewayRule: a Rule on "/gateway/" turns the websocket away with its status, Times times, and leaves
// the REST discovery (GET /api/v9/gateway) alone.
func TestGatewayRule(t *testing.T) {
	fake := newFake(t, discordtest.Config{})
	fake.AddRule(discordtest.Rule{Path: "/gateway/", Status: http.StatusServiceUnavailable, Times: 1})
	s, err := discordgo.New("Bot token-" + t.Name())
	if err != nil {
		t.Fatal(err)
	}
	s.Client = fake.Client()
	s.LogLevel = -1
	if err := s.Open(); !errors.Is(err, websocket.ErrBadHandshake) {
		t.Errorf("Open while the gateway answers 503 = %v, want a refused handshake", err)
	}
	for _, c := range fake.Calls() {
		if c.Route == discordtest.RouteGateway && c.Status != http.StatusOK {
			t.Errorf("the rule answered the REST discovery: %s %d", c.Path, c.Status)
		}
	}
	openSession(t, fake) // the rule is used up: the gateway lets the next one in
}

// TestClearRules: once the rules are cleared, the fake answers as it does without them.
func TestClearRules(t *testing.T) {
	fake := newFake(t, discordtest.Config{})
	fake.AddRule(discordtest.Rule{Path: "/gateway", Status: http.StatusServiceUnavailable, Times: 100})
	resp, err := http.Get(fake.API(10) + "/gateway")
	if err != nil || resp.StatusCode != http.StatusServiceUnavailable {
		t.Fatalf("GET /gateway under the rule = %v, %v; want 503", resp, err)
	}
	resp.Body.Close()
	fake.ClearRules()
	if resp, err = http.Get(fake.API(10) + "/gateway"); err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /gateway after ClearRules = %v, %v; want 200", resp, err)
	}
	resp.Body.Close()
	if n := len(fake.Rules()); n != 0 {
		t.Errorf("Rules() = %d rules after ClearRules, want none", n)
	}
}
