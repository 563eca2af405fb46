package bot

import (
	"crypto/ed25519"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"
	"time"

	"kibitz/internal/discordtest"
	"kibitz/internal/testenv"
	"kibitz/storage/memory"
)

// deliveryBot is HTTP mode where every reply goes over REST: it defers at once, so the reply is an edit of
// @original (or a followup), the calls the fake Discord fails on demand. Its logs, at debug level and
// without the redacting handler, are kept to be searched for tokens: the code must keep them out by
// itself.
type deliveryBot struct {
	*httpBot
	logs *testenv.Buffer
}

func newDeliveryBot(t *testing.T) *deliveryBot {
	t.Helper()
	pub, priv, err := ed25519.GenerateKey(nil)
	if err != nil {
		t.Fatal(err)
	}
	logs := &testenv.Buffer{}
	log := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	p := &probe{}
	srv := newTestServer(memory.New(), p)
	srv.Log = log
	reg := NewRegistry()
	metrics := NewMetrics(reg)
	srv.Observe = metrics.Observe
	// Short attempts, so that a hang costs a test a second rather than ten (yet no answer from a loaded
	// machine under -race is slow enough to pass for a hang).
	rest := NewREST(RESTConfig{APIBase: fake.API(10), AttemptTimeout: time.Second, Observe: metrics.ObserveREST})
	h := &HTTPServer{PublicKey: pub, Server: srv, REST: rest.NewSession(""), Metrics: metrics, Log: log,
		DeferAfter: time.Nanosecond}
	ts := httptest.NewServer(h)
	t.Cleanup(func() {
		ts.Close()
		h.Wait(30 * time.Second)
	})
	return &deliveryBot{httpBot: &httpBot{ts: ts, h: h, key: priv, p: p, reg: reg}, logs: logs}
}

// callsFor lists the statuses of the requests made for an interaction on one route ("PATCH", "POST").
func callsFor(in *discordtest.Interaction, method string) []int {
	var statuses []int
	for _, c := range fake.Calls() {
		if in.Made(c) && c.Method == method {
			statuses = append(statuses, c.Status)
		}
	}
	return statuses
}

func (b *deliveryBot) lost(t *testing.T) string {
	return regexp.MustCompile(`kibitz_replies_lost_total \d+`).FindString(scrapeText(t, b.reg))
}

// TestDeliveryRetriesTransientFaults: Discord answering an edit or a followup with 500, 502, 503, 504, a
// 429 with a JSON or an HTML body, or not at all, costs a retry, never the reply.
func TestDeliveryRetriesTransientFaults(t *testing.T) {
	t.Parallel()
	b := newDeliveryBot(t)
	analyze := func() *discordtest.Interaction {
		return discordtest.Command("tictactoe", discordtest.Subcommand("analyze", discordtest.StringOption("board", "X.O......")))
	}
	cases := []struct {
		name   string
		in     *discordtest.Interaction
		method string // the request failed: PATCH for an edit of @original, POST for a followup
		rules  []discordtest.Rule
	}{
		{"edit: 503 twice", analyze(), "PATCH", []discordtest.Rule{{Status: 503, Times: 2}}},
		{"edit: 500, 502, 504", analyze(), "PATCH", []discordtest.Rule{{Status: 500, Times: 1}, {Status: 502, Times: 1},
			{Status: 504, Times: 1}}},
		{"edit: HTML 429 twice", analyze(), "PATCH", []discordtest.Rule{{Status: 429, HTML: true, Times: 2}}},
		{"edit: JSON 429", analyze(), "PATCH", []discordtest.Rule{{Status: 429, Times: 1, RetryAfter: 50 * time.Millisecond}}},
		{"edit: no answer", analyze(), "PATCH", []discordtest.Rule{{Delay: 5 * time.Second, Times: 1}}},
		// A private error after a public deferral replaces the placeholder with a private followup.
		{"followup: 503 and HTML 429", discordtest.Command("probe", discordtest.StringOption("mode", "fail")), "POST",
			[]discordtest.Rule{{Status: 503, Times: 1}, {Status: 429, HTML: true, Times: 1}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			for _, r := range c.rules {
				r.Method, r.Path = c.method, c.in.Token
				fake.AddRule(r)
			}
			if r := b.respond(t, c.in); r.Type != 5 {
				t.Fatalf("first answer type %d, want a deferral (5)", r.Type)
			}
			match := c.in.EditOriginal
			if c.method == "POST" {
				match = c.in.Followup
			}
			call := fake.WaitFor(t, match)
			msg, _ := call.Message()
			if msg.Content == "" {
				t.Errorf("delivered reply %s is empty", call)
			}
			want := 1 // every fault, then the attempt that got through
			for _, r := range c.rules {
				want += r.Times
			}
			// The fake records a hung request once the bot has given up on it, as a success the bot never
			// saw: wait for the retry after it.
			var got []int
			testenv.Eventually(10*time.Second, func() bool { got = callsFor(c.in, c.method); return len(got) >= want })
			if len(got) != want || got[len(got)-1] >= 300 {
				t.Errorf("%s calls answered %v, want %d ending in success", c.method, got, want)
			}
			if strings.Contains(b.logs.String(), c.in.Token) {
				t.Errorf("the log holds the interaction's token:\n%s", b.logs.String())
			}
		})
	}
	t.Cleanup(func() {
		if got := b.lost(t); got != "kibitz_replies_lost_total 0" {
			t.Errorf("%s, want none lost", got)
		}
	})
}

// TestDeliveryFollowupNotPostedTwice: a followup whose POST got no answer may have been posted (the fake
// posts it, as Discord may): it is not sent again, which posted a second copy of a public message.
func TestDeliveryFollowupNotPostedTwice(t *testing.T) {
	t.Parallel()
	b := newDeliveryBot(t)
	in := discordtest.Command("probe", discordtest.StringOption("mode", "fail"))
	fake.AddRule(discordtest.Rule{Method: "POST", Path: in.Token, Delay: 3 * time.Second, Times: 1})
	if r := b.respond(t, in); r.Type != 5 {
		t.Fatalf("first answer type %d, want a deferral (5)", r.Type)
	}
	fake.WaitFor(t, in.Followup) // recorded once the bot has given up on it
	b.h.Wait(time.Minute)
	if got := callsFor(in, "POST"); len(got) != 1 {
		t.Errorf("followup POSTs answered %v, want the one that hung, not sent again", got)
	}
}

// TestDeliveryLostReplyHeals: when Discord fails an edit for longer than the retries last, the reply is
// reported lost, once, with an incident id and without the token; the move stays made, and the game's next
// message shows it.
func TestDeliveryLostReplyHeals(t *testing.T) {
	t.Parallel()
	b := newDeliveryBot(t)
	tr := b.transport()
	alice, bob := discordtest.Alice(), discordtest.Bob()
	g := startChallenge(t, tr, discordtest.Command("tictactoe", discordtest.Subcommand("play",
		discordtest.UserOption("opponent", bob), discordtest.StringOption("first", "me"))).By(alice), bob)

	press := discordtest.Button(g.msg.Buttons()[0].CustomID).By(alice).OnMessage(g.msg)
	fake.AddRule(discordtest.Rule{Method: "PATCH", Path: press.Token, Status: 503, Times: 100})
	if r := b.respond(t, press); r.Type != 6 {
		t.Fatalf("press answered type %d, want a deferred update (6)", r.Type)
	}
	b.h.Wait(time.Minute) // the reply's retries run out
	if got := callsFor(press, "PATCH"); len(got) != RESTAttempts {
		t.Errorf("the edit was tried %d times (%v), want %d", len(got), got, RESTAttempts)
	}
	if got := b.lost(t); got != "kibitz_replies_lost_total 1" {
		t.Errorf("%s, want the one reply lost", got)
	}
	logs := b.logs.String()
	if n := strings.Count(logs, `msg="reply lost"`); n != 1 {
		t.Errorf("%d lines say the reply was lost, want 1:\n%s", n, logs)
	}
	if !regexp.MustCompile(`msg="reply lost" incident=[0-9a-f]{8} part=reply route=ttt1/`).MatchString(logs) {
		t.Errorf("the lost reply's line lacks its incident id or route:\n%s", logs)
	}
	if strings.Contains(logs, press.Token) || strings.Contains(logs, "/webhooks/"+press.AppID+"/tok") {
		t.Errorf("the log holds the interaction's token:\n%s", logs)
	}

	// Bob still sees the old board (his client never got the update), presses a cell, and the answer
	// shows both moves: nothing was rolled back.
	a := g.press(t, 5, bob)
	if a.Type != 6 && a.Type != 7 {
		t.Fatalf("Bob's press answered type %d, want an update", a.Type)
	}
	if x, o := g.marks(t); x != 1 || o != 1 || g.msg.Buttons()[0].Label != "1: X" || g.msg.Buttons()[4].Label != "5: O" {
		t.Errorf("after the lost reply and Bob's move the board shows %d X and %d O (%q, %q), want X on 1 and O on 5",
			x, o, g.msg.Buttons()[0].Label, g.msg.Buttons()[4].Label)
	}
}

// TestDeliveryGatewayRetries: the gateway's first answer is a REST call too, and takes the same path.
func TestDeliveryGatewayRetries(t *testing.T) {
	t.Parallel()
	srv, _ := newProbeServer()
	run := startGateway(t, GatewayConfig{Token: "gateway-delivery"}, srv)
	in := discordtest.Command("probe", discordtest.IntOption("n", 3))
	fake.AddRule(discordtest.Rule{Method: "POST", Path: in.Token, Status: 503, Times: 1})
	fake.AddRule(discordtest.Rule{Method: "POST", Path: in.Token, Status: 429, HTML: true, Times: 1})
	if _, r := run.interact(t, in); r.Type != 4 || r.Data.Content != "probe n=3 flag=false" {
		t.Fatalf("answer %+v, want the probe's text", r)
	}
	if got := callsFor(in, "POST"); len(got) != 3 || got[0] != 503 || got[1] != 429 || got[2] != http.StatusNoContent {
		t.Errorf("callback statuses %v, want [503 429 204]", got)
	}
}

// TestDeliveryGatewayLostReply: a callback Discord keeps refusing is given up after the attempts, logged
// once without the interaction's token or the bot's, and counted.
func TestDeliveryGatewayLostReply(t *testing.T) {
	t.Parallel()
	srv, _ := newProbeServer()
	logs := &testenv.Buffer{}
	log := slog.New(slog.NewTextHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	srv.Log = log
	reg := NewRegistry()
	metrics := NewMetrics(reg)
	rest := NewREST(RESTConfig{APIBase: fake.API(10), AttemptTimeout: time.Second, Observe: metrics.ObserveREST})
	run := startGateway(t, GatewayConfig{Token: "gateway-lost-reply", Log: log, REST: rest, Metrics: metrics}, srv)
	in := discordtest.Command("probe", discordtest.IntOption("n", 4))
	fake.AddRule(discordtest.Rule{Method: "POST", Path: in.Token, Status: 502, Times: 100})
	if err := run.gs.Dispatch("INTERACTION_CREATE", in); err != nil {
		t.Fatal(err)
	}
	if !testenv.Eventually(20*time.Second, func() bool { return strings.Contains(logs.String(), "reply lost") }) {
		t.Fatalf("no lost reply logged; calls %v", callsFor(in, "POST"))
	}
	if got := callsFor(in, "POST"); len(got) != RESTAttempts {
		t.Errorf("callback tried %d times (%v), want %d", len(got), got, RESTAttempts)
	}
	out := scrapeText(t, reg)
	for _, want := range []string{"kibitz_replies_lost_total 1",
		`kibitz_discord_requests_total{route="POST /interactions/:id/:token/callback",status="502"} 5`} {
		if !strings.Contains(out, want) {
			t.Errorf("metrics lack %s:\n%s", want, out)
		}
	}
	if strings.Contains(out, in.Token) {
		t.Errorf("a metric label holds the interaction's token:\n%s", out)
	}
	for _, secret := range []string{in.Token, run.token} {
		if strings.Contains(logs.String(), secret) {
			t.Errorf("the log holds %q:\n%s", secret, logs.String())
		}
	}
}

// TestNotAnInteraction: a correctly signed body that is not an interaction kibitz can answer is the
// sender's mistake (400), never kibitz's (5xx); a command kibitz does not have gets a private reply.
func TestNotAnInteraction(t *testing.T) {
	t.Parallel()
	b := newHTTPBot(t, memory.New(), 0)
	for _, body := range []string{`{}`, `{"type":2,"id":"1","token":"t"}`, `{"type":3,"id":"1","token":"t","data":{}}`,
		`{"type":99,"id":"1","user":{"id":"5"}}`} {
		status, _, out := b.post(t, []byte(body), time.Now())
		if status != http.StatusBadRequest {
			t.Errorf("POST %s = %d %q, want 400", body, status, out)
		}
	}
	for _, in := range []*discordtest.Interaction{
		discordtest.Command("removed-command"),
		discordtest.Button("gone9/abc"),
	} {
		r := b.respond(t, in)
		if r.Type != 4 || !r.Data.Private() || !strings.Contains(r.Data.Content, "/help") {
			t.Errorf("unknown %v answered type %d %+v, want a private reply pointing to /help", in.Data, r.Type, r.Data)
		}
	}
}

// TestLongOptionIsRefusedBriefly: a 6,000-character option, beyond the command's max_length, gets a
// private error naming the option and its limit, without echoing the value: the reply stays far inside
// Discord's 2,000 characters.
func TestLongOptionIsRefusedBriefly(t *testing.T) {
	t.Parallel()
	b := newHTTPBot(t, memory.New(), 0)
	long := strings.Repeat("1.", 3000)
	for _, locale := range []string{"en-US", "ko"} {
		in := discordtest.Command("sudoku", discordtest.Subcommand("solve", discordtest.StringOption("puzzle", long))).
			WithLocale(locale)
		r := b.respond(t, in)
		if r.Type != 4 || !r.Data.Private() {
			t.Fatalf("%s: answered type %d %+v, want a private message", locale, r.Type, r.Data)
		}
		if n := len([]rune(r.Data.Content)); n > 300 || strings.Contains(r.Data.Content, long[:100]) {
			t.Errorf("%s: the error is %d characters and may echo the value: %q", locale, n, r.Data.Content)
		}
		if !strings.Contains(r.Data.Content, "6,000") || !strings.Contains(r.Data.Content, "`") {
			t.Errorf("%s: the error %q does not name the option and its length", locale, r.Data.Content)
		}
	}
}
