package loadgen_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"kibitz/bot"
	"kibitz/commands/all"
	"kibitz/internal/discordtest"
	"kibitz/internal/loadgen"
	"kibitz/router"
	"kibitz/storage/memory"
)

// newKey returns a fresh signing key and its public half in hex.
func newKey(t *testing.T) (key []byte, public string) {
	t.Helper()
	pub, priv, err := loadgen.NewKeyPair()
	if err != nil {
		t.Fatal(err)
	}
	k, err := loadgen.ParsePrivateKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	if loadgen.PublicHex(k) != pub {
		t.Fatalf("PublicHex = %s, want %s", loadgen.PublicHex(k), pub)
	}
	return k, pub
}

func newFake(t *testing.T, f loadgen.Faults) *loadgen.Fake {
	t.Helper()
	fake, err := loadgen.NewFake(nil, f)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(fake.Close)
	return fake
}

// serve runs kibitz's HTTP-interactions server in process, as `kibitz serve` wires it, on the memory
// store, with its REST calls going to the fake through the bot's one REST path (rest configures it). It
// returns the interactions endpoint.
func serve(t *testing.T, fake *loadgen.Fake, public string, rest bot.RESTConfig) string {
	t.Helper()
	pub, err := bot.ParsePublicKey(public)
	if err != nil {
		t.Fatal(err)
	}
	store := memory.New()
	quiet := slog.New(slog.DiscardHandler)
	mux := router.NewMux()
	cmds := all.Register(mux, all.Config{Store: store, Log: quiet})
	ctx, cancel := context.WithCancel(context.Background())
	background := make(chan struct{})
	go func() { cmds.Background(ctx); close(background) }()
	// Every REST call to the fake, whatever discordgo's endpoints say.
	rest.Next = fake.Client().Transport
	session := bot.NewREST(rest).NewSession("")
	srv := &router.Server{Mux: mux, Log: quiet, Store: store}
	h := &bot.HTTPServer{PublicKey: pub, Server: srv, REST: session, Store: store, Log: quiet}
	ts := httptest.NewServer(h)
	t.Cleanup(func() {
		ts.Close()
		h.Wait(10 * time.Second)
		cancel()
		<-background // nothing of the server outlives the test
	})
	return ts.URL + "/interactions"
}

func TestRunAgainstKibitz(t *testing.T) {
	key, public := newKey(t)
	fake := newFake(t, loadgen.Faults{})
	target := serve(t, fake, public, bot.RESTConfig{})
	const count = 80
	// The server's CPU clock, read before the first interaction and after the drain: 2 s and then 6.
	var cpuReads []time.Duration
	serverCPU := func() (time.Duration, bool) {
		cpuReads = append(cpuReads, time.Duration(2+4*len(cpuReads))*time.Second)
		return cpuReads[len(cpuReads)-1], true
	}
	rep, err := loadgen.Run(context.Background(), loadgen.Config{Target: target, Key: key, Fake: fake, Users: 4,
		Duration: 10 * time.Second, Count: count, Grace: 10 * time.Second,
		Mix: loadgen.Mix{"tictactoe": 2, "sudoku": 1, "wordle": 1, "nim": 1, "knight": 1}, ServerCPU: serverCPU})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	rep.WriteTo(&out)
	t.Logf("report:\n%s", out.String())

	if rep.Sent == 0 || rep.Sent > count || rep.FirstAnswer.N != rep.Sent || rep.Inline+rep.Deferred != rep.Sent {
		t.Errorf("sent %d (at most %d), %d first answers, %d inline + %d deferred: want them to agree",
			rep.Sent, count, rep.FirstAnswer.N, rep.Inline, rep.Deferred)
	}
	if rep.Inline == 0 || rep.Deferred == 0 || rep.DeferredReply.N != rep.Deferred {
		t.Errorf("%d inline, %d deferred, %d deferred replies: want both kinds, every deferral answered",
			rep.Inline, rep.Deferred, rep.DeferredReply.N)
	}
	delete(rep.Errors, loadgen.LateFirstAnswer) // a matter of latency, which a test on a busy machine cannot promise
	if rep.Lost != 0 || rep.Inconsistent != 0 || len(rep.Errors) != 0 || rep.Failed() {
		t.Errorf("lost %d, inconsistent %d, errors %v: want none without faults", rep.Lost, rep.Inconsistent, rep.Errors)
	}
	if rep.RESTCalls < rep.Deferred || rep.RESTFailed != 0 || len(rep.Faults) != 0 {
		t.Errorf("REST calls %d (failed %d, faults %v) for %d deferrals", rep.RESTCalls, rep.RESTFailed, rep.Faults, rep.Deferred)
	}
	played := 0
	for name, g := range rep.Games {
		if g.Finished+g.Cut+g.Abandoned+g.Inconsistent != g.Played || g.Abandoned != 0 {
			t.Errorf("%s: %+v: want every game finished or cut by the end", name, g)
		}
		played += g.Played
	}
	if played == 0 || played != rep.GamesPlayed {
		t.Errorf("games played %d, by kind %d", rep.GamesPlayed, played)
	}
	if rep.InlineReply.N != rep.Inline || rep.Reply.N != rep.Inline+rep.DeferredReply.N {
		t.Errorf("%d inline replies of %d, %d replies of %d: want every reply counted once", rep.InlineReply.N,
			rep.Inline, rep.Reply.N, rep.Inline+rep.DeferredReply.N)
	}
	byLabel := 0
	for _, l := range rep.ByLabel {
		byLabel += l.N
	}
	if byLabel != rep.Reply.N {
		t.Errorf("replies by label %v (%d), want the %d replies", rep.ByLabel, byLabel, rep.Reply.N)
	}
	if len(cpuReads) != 2 || rep.ServerCPU != 4*time.Second || rep.ServerCPUPerInteraction != 4*time.Second/time.Duration(rep.Sent) {
		t.Errorf("server CPU %v, %v an interaction, after %d reads: want 4 s over %d interactions",
			rep.ServerCPU, rep.ServerCPUPerInteraction, len(cpuReads), rep.Sent)
	}
	if j := rep.JSON(); j.ServeCPUS != 4 || !j.Pass || j.Sent != rep.Sent || j.FirstAnswer.N != rep.Sent ||
		j.Reply.N != rep.Reply.N || j.InlineReply.N != rep.Inline || len(j.ByLabel) != len(rep.ByLabel) {
		t.Errorf("JSON() = %+v", j)
	}
	for _, label := range []string{"interactions", "first answer", "inline reply", "tictactoe press", "deferred reply",
		"p50", "p99", "max", "errors", "REST calls", "faults injected", "lost replies", "inconsistent", "games", "PASS",
		"serve CPU", "an interaction"} {
		if !strings.Contains(out.String(), label) {
			t.Errorf("the report lacks %q", label)
		}
	}
}

// TestRunKnightTours asks for knight's tours only: each reply is a picture, so in HTTP mode a deferral and
// an edit carrying the picture and the tour as text, which the game checks.
func TestRunKnightTours(t *testing.T) {
	key, public := newKey(t)
	fake := newFake(t, loadgen.Faults{})
	target := serve(t, fake, public, bot.RESTConfig{})
	rep, err := loadgen.Run(context.Background(), loadgen.Config{Target: target, Key: key, Fake: fake, Users: 2,
		Duration: 10 * time.Second, Count: 8, Grace: 10 * time.Second, Mix: loadgen.Mix{"knight": 1}})
	if err != nil {
		t.Fatal(err)
	}
	g := rep.Games["knight"]
	if rep.Sent != 8 || rep.Deferred != 8 || rep.ByLabel["knight tour"].N != 8 || g.Played != 8 || g.Finished != 8 {
		t.Errorf("sent %d, %d deferred, %d knight replies, games %+v: want 8 tours, each deferred and checked",
			rep.Sent, rep.Deferred, rep.ByLabel["knight tour"].N, g)
	}
	if rep.Failed() {
		t.Errorf("lost %d, inconsistent %d %v", rep.Lost, rep.Inconsistent, rep.InconsistentExamples)
	}
}

// TestRunWithFaults fails a fifth of the bot's REST calls: its retries must deliver every reply all the
// same. This tests the bot's REST path (bot.REST) as much as the load generator; the attempts are raised
// from the production 5 so that a reply lost to five failures in a row (1 in 3,000 calls at this rate)
// cannot make the test flaky.
func TestRunWithFaults(t *testing.T) {
	key, public := newKey(t)
	fake := newFake(t, loadgen.Faults{Rate: 0.2})
	target := serve(t, fake, public, bot.RESTConfig{Attempts: 12})
	rep, err := loadgen.Run(context.Background(), loadgen.Config{Target: target, Key: key, Fake: fake, Users: 4,
		Duration: 10 * time.Second, Count: 60, Grace: 30 * time.Second, Mix: loadgen.Mix{"sudoku": 1, "nim": 1}})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	rep.WriteTo(&out)
	t.Logf("report:\n%s", out.String())
	faults := 0
	for _, n := range rep.Faults {
		faults += n
	}
	if faults == 0 || rep.RESTFailed != faults || rep.RESTCalls != rep.Deferred+faults+rep.RESTForeign {
		t.Errorf("%d faults, %d failed calls of %d, %d deferrals: want every failure a fault, and retried", faults,
			rep.RESTFailed, rep.RESTCalls, rep.Deferred)
	}
	if rep.Lost != 0 || rep.Inconsistent != 0 {
		t.Errorf("lost %d, inconsistent %d: the bot's retries should deliver every reply", rep.Lost, rep.Inconsistent)
	}
}

// TestLostReplies runs against a server that defers every interaction and never follows up, and one
// that fails them: every interaction is lost.
func TestLostReplies(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name    string
		handler http.HandlerFunc
	}{
		{"deferred, never edited", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(map[string]int{"type": 5})
		}},
		{"server error", func(w http.ResponseWriter, r *http.Request) {
			http.Error(w, "broken", http.StatusInternalServerError)
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			key, _ := newKey(t)
			fake := newFake(t, loadgen.Faults{})
			ts := httptest.NewServer(tc.handler)
			defer ts.Close()
			rep, err := loadgen.Run(context.Background(), loadgen.Config{Target: ts.URL + "/interactions", Key: key,
				Fake: fake, Users: 2, Duration: 5 * time.Second, Count: 6, Grace: 200 * time.Millisecond,
				Mix: loadgen.Mix{"sudoku": 1}})
			if err != nil {
				t.Fatal(err)
			}
			if rep.Sent != 6 || rep.Lost != 6 || !rep.Failed() || rep.Games["sudoku"].Abandoned != 6 {
				t.Errorf("sent %d, lost %d, games %+v: want all 6 lost", rep.Sent, rep.Lost, rep.Games)
			}
			var out bytes.Buffer
			rep.WriteTo(&out)
			if !strings.Contains(out.String(), "FAIL: 6 lost replies") {
				t.Errorf("report:\n%s", out.String())
			}
		})
	}
}

// TestFakeFaults checks the fault mix on the fake alone, without a bot: the share of failed calls, their
// kinds, and that a hang is held and then fails.
func TestFakeFaults(t *testing.T) {
	t.Parallel()
	fake := newFake(t, loadgen.Faults{Rate: 0.4, Hang: 30 * time.Millisecond})
	in := discordtest.Command("x")
	url := fake.APIBase() + "/webhooks/" + in.AppID + "/" + in.Token + "/messages/@original"
	const n = 500
	failed, slowFailures := 0, 0
	for range n {
		req, _ := http.NewRequest(http.MethodPatch, url, strings.NewReader(`{"content":"x"}`))
		req.Header.Set("Content-Type", "application/json")
		start := time.Now()
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode >= 400 {
			failed++
			if time.Since(start) >= 30*time.Millisecond {
				slowFailures++
			}
		} else if resp.StatusCode != 200 {
			t.Fatalf("status %d", resp.StatusCode)
		}
	}
	// Binomial(500, 0.4): 200 expected, outside 150..250 with a probability below 1e-6.
	if failed < 150 || failed > 250 {
		t.Errorf("%d of %d calls failed, want about 40%%", failed, n)
	}
	total := 0
	faults := fake.Faults()
	for _, k := range []string{"503", "429 html", "500", "502", "504", "hang"} {
		if faults[k] == 0 {
			t.Errorf("no %s among the faults %v", k, faults)
		}
		total += faults[k]
	}
	if total != failed || slowFailures < faults["hang"] {
		t.Errorf("faults %v (%d), %d failed calls of which %d slow", faults, total, failed, slowFailures)
	}
}

func TestNewFakeRefusesBadRates(t *testing.T) {
	for _, rate := range []float64{-0.1, loadgen.MaxFailRate + 0.01} {
		if f, err := loadgen.NewFake(nil, loadgen.Faults{Rate: rate}); err == nil {
			f.Close()
			t.Errorf("NewFake with rate %v: no error", rate)
		}
	}
}
