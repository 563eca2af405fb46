package main

import (
	"context"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"kibitz/internal/discordtest"
)

// TestGatewayOutageAtStart: `kibitz bot` started while Discord does not answer, or its gateway turns
// clients away, keeps trying (rather than exiting, which would put a container into a restart loop);
// meanwhile /readyz answers 503 and says why. Once Discord answers, the bot connects with its real
// session, becomes ready and answers interactions.
func TestGatewayOutageAtStart(t *testing.T) {
	for _, tc := range []struct {
		name   string
		reason string // in /readyz's 503 while it cannot connect
		// outage starts the bot's Discord in its outage and returns the fake it will be, at the address
		// DISCORD_API_BASE names, and a function that ends the outage.
		outage func(t *testing.T) (addr string, end func() *discordtest.Server)
	}{
		{"nothing listens", "no answer from Discord at http://", func(t *testing.T) (string, func() *discordtest.Server) {
			addr := freeAddrOn(t, "127.0.0.2") // not 127.0.0.1, where another test's fake could take the port meanwhile
			return addr, func() *discordtest.Server {
				l, err := net.Listen("tcp", addr)
				if err != nil {
					t.Fatal(err)
				}
				fake := discordtest.New(discordtest.Config{Listener: l})
				t.Cleanup(fake.Close)
				return fake
			}
		}},
		{"the gateway answers 503", "the gateway did not let kibitz in (websocket: bad handshake)", func(t *testing.T) (string, func() *discordtest.Server) {
			fake := discordtest.New(discordtest.Config{})
			t.Cleanup(fake.Close)
			fake.AddRule(discordtest.Rule{Path: "/gateway/", Status: http.StatusServiceUnavailable, Times: 1000})
			return strings.TrimPrefix(fake.URL, "http://"), func() *discordtest.Server {
				fake.ClearRules()
				return fake
			}
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			addr, end := tc.outage(t)
			opsAddr := freeAddr(t)
			setenv(t, "DISCORD_TOKEN", "outage-token", "DISCORD_API_BASE", "http://"+addr+"/api/v10",
				"KIBITZ_OPS_ADDR", opsAddr, "KIBITZ_DATA", "memory")
			p := start(t, "bot")
			readyz := "http://" + opsAddr + "/readyz"
			var body string
			p.waitUntil(t, "/readyz says why", func() bool {
				var code int
				code, body = httpGet(readyz)
				return code == http.StatusServiceUnavailable && strings.Contains(body, tc.reason)
			})
			if !strings.HasPrefix(body, "gateway: shard 0 is not connected: ") || !strings.Contains(body, "; attempt ") {
				t.Errorf("/readyz while Discord is out = %q, want the shard, the reason and the attempt", body)
			}
			p.waitUntil(t, "a second attempt", func() bool { return strings.Contains(p.stderr.String(), "attempt=2") })
			if !strings.Contains(p.stderr.String(), `msg="gateway: cannot connect; trying again"`) {
				t.Errorf("the log does not say it tries again:\n%s", p.stderr.String())
			}
			fake := end()
			p.waitUntil(t, "ready", func() bool { code, _ := httpGet(readyz); return code == http.StatusOK })
			gs := fake.WaitSession(t, func(gs *discordtest.GatewaySession) bool { return gs.Identify.Token == "Bot outage-token" })
			in := discordtest.Command("tictactoe", discordtest.Subcommand("play"))
			if err := gs.Dispatch("INTERACTION_CREATE", in); err != nil {
				t.Fatal(err)
			}
			if r, err := fake.WaitFor(t, in.Callback).Response(); err != nil || len(r.Data.Buttons()) != 9 {
				t.Errorf("/tictactoe play after the outage answered %+v (%v), want a game", r, err)
			}
			if code := p.stop(t); code != 0 {
				t.Errorf("kibitz bot = %d, want 0:\n%s", code, p.stderr.String())
			}
		})
	}
}

// TestGatewayRefusesToken: a token Discord refuses (gateway close code 4004) stops `kibitz bot` at once,
// exit status 1, with a sentence saying what to do; it does not try again.
func TestGatewayRefusesToken(t *testing.T) {
	fake := discordtest.New(discordtest.Config{Token: "the-right-token"})
	t.Cleanup(fake.Close)
	setenv(t, "DISCORD_TOKEN", "an-old-token", "DISCORD_API_BASE", fake.API(10), "KIBITZ_DATA", "memory")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a hang guard: it must not get there
	defer cancel()
	code, _, errOut := runKibitz(t, ctx, "", "bot")
	lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
	want := "kibitz bot: Discord refused the bot token (gateway close code 4004, authentication failed); check DISCORD_TOKEN: " +
		"the Developer Portal (your application > Bot > Reset Token) gives a new one"
	if ctx.Err() != nil || code != 1 || lines[len(lines)-1] != want {
		t.Errorf("kibitz bot with a refused token = %d (%v), stderr:\n%s\nwant 1 and %q", code, ctx.Err(), errOut, want)
	}
	if n := fake.Refused(); n != 1 {
		t.Errorf("the gateway refused %d IDENTIFYs, want 1: no second try", n)
	}
	// kibitz register says the same of the REST API's 401.
	code, _, errOut = runKibitz(t, ctx, "", "register")
	if want := "kibitz register: find the application id (set DISCORD_APP_ID to skip this): Discord refused the bot token (401 Unauthorized: 401: Unauthorized); check DISCORD_TOKEN"; code != 1 || !strings.HasPrefix(errOut, want) {
		t.Errorf("kibitz register with a refused token = %d, stderr %q; want 1 and %q", code, errOut, want)
	}
}

// TestGatewayStopWhileTrying: SIGTERM (here the context's end) while kibitz bot waits to try again stops
// it cleanly, exit status 0.
func TestGatewayStopWhileTrying(t *testing.T) {
	opsAddr := freeAddr(t)
	setenv(t, "DISCORD_TOKEN", "t", "DISCORD_API_BASE", "http://"+freeAddr(t)+"/api/v10", "KIBITZ_OPS_ADDR", opsAddr,
		"KIBITZ_DATA", "memory")
	p := start(t, "bot")
	p.waitUntil(t, "a failed attempt", func() bool {
		_, body := httpGet("http://" + opsAddr + "/readyz")
		return strings.Contains(body, "; attempt 1, the next in 1s")
	})
	if code := p.stop(t); code != 0 {
		t.Errorf("kibitz bot stopped while it tries again = %d, want 0:\n%s", code, p.stderr.String())
	}
}
