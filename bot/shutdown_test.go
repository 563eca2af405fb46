package bot

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"strings"
	"testing"
	"testing/synctest"
	"time"

	"kibitz/commands"
	"kibitz/internal/discordtest"
	"kibitz/internal/testenv"
	"kibitz/storage/memory"
)

// TestInFlight checks the count of replies in progress that a shutdown waits for, including replies that
// start while it waits (which a sync.WaitGroup forbids), and that it gives up on those still in progress
// at the end of its wait, cancelling their context and saying how many.
func TestInFlight(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		var f inFlight
		if n := f.wait(time.Hour); n != 0 { // nothing in progress: returns at once
			t.Errorf("wait with nothing in progress = %d, want 0", n)
		}
		_, done1 := f.start(t.Context())
		waited := make(chan int, 1)
		go func() { waited <- f.wait(time.Hour) }()
		_, done2 := f.start(t.Context()) // starts while someone waits
		done2()
		synctest.Wait()
		select {
		case <-waited:
			t.Fatal("wait returned with a reply in progress")
		default:
		}
		done1()
		if n := <-waited; n != 0 {
			t.Errorf("wait once no reply is in progress = %d, want 0", n)
		}

		// A reply that does not end by itself: the wait gives up on it at its limit, and the reply's
		// context says why.
		parent, cancelParent := context.WithCancel(t.Context())
		ctx, done := f.start(parent)
		cancelParent() // the shutdown signal: the reply goes on
		if ctx.Err() != nil {
			t.Fatal("the reply's context ended with its parent's")
		}
		go func() {
			<-ctx.Done()
			done()
		}()
		start := time.Now()
		if n := f.wait(time.Minute); n != 1 {
			t.Errorf("wait with a reply that hangs = %d, want 1 abandoned", n)
		}
		if waited := time.Since(start); waited < time.Minute {
			t.Errorf("wait gave up after %v, before its limit of 1m", waited)
		}
		if cause := context.Cause(ctx); !errors.Is(cause, errAbandoned) {
			t.Errorf("the abandoned reply's context ended with %v, want errAbandoned", cause)
		}
	})
}

// TestHTTPShutdownDrains: after the shutdown signal the public /healthz and /readyz answer 503 "shutting
// down" at once, while interactions, on connections opened during the drain, are still answered; the
// listener closes only when the drain delay is over.
func TestHTTPShutdownDrains(t *testing.T) {
	t.Parallel()
	b := newHTTPBot(t, memory.New(), 0)
	stopping := &Stopping{}
	b.h.Stopping = stopping
	ops := NewOpsHandler(OpsConfig{Store: memory.New(), Stopping: stopping, Log: quiet})
	drainAsked, drainEnds := make(chan time.Duration, 1), make(chan time.Time)
	b.h.After = func(d time.Duration) <-chan time.Time {
		drainAsked <- d
		return drainEnds
	}
	// A connection kept alive from before the signal, as a load balancer keeps them upstream.
	kept := &http.Client{Transport: &http.Transport{}}
	if resp, err := kept.Get(b.ts.URL + "/healthz"); err != nil || resp.Close {
		t.Fatalf("GET /healthz before the signal: %v; want the connection kept alive", err)
	} else {
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	// A new connection for every request, as nginx opens upstream without keepalive.
	client := &http.Client{Transport: &http.Transport{DisableKeepAlives: true}}
	fetch := func(path string) (int, string) {
		t.Helper()
		resp, err := client.Get(b.ts.URL + path)
		if err != nil {
			t.Fatalf("GET %s: %v", path, err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(body)
	}
	if status, body := fetch("/healthz"); status != http.StatusOK {
		t.Fatalf("GET /healthz before the signal = %d %q, want 200", status, body)
	}

	stopping.Begin() // what the signal does (cmd/kibitz, app.run)
	stopped := make(chan error, 1)
	go func() { stopped <- b.h.Shutdown(b.ts.Config, 3*time.Second) }()
	if d := <-drainAsked; d != 3*time.Second {
		t.Errorf("the drain waits %v, want the 3s given", d)
	}

	if status, body := fetch("/healthz"); status != http.StatusServiceUnavailable || body != "shutting down\n" {
		t.Errorf("public GET /healthz during the drain = %d %q, want 503 \"shutting down\"", status, body)
	}
	// The connection kept alive is answered, and closed: none is left idle when the listener closes.
	if resp, err := kept.Get(b.ts.URL + "/healthz"); err != nil || resp.StatusCode != http.StatusServiceUnavailable || !resp.Close {
		t.Errorf("GET /healthz during the drain on a connection kept alive: %v; want 503, and the connection closed", err)
	} else {
		resp.Body.Close()
	}
	if status, body := get(t, ops, "/readyz"); status != http.StatusServiceUnavailable || body != "shutting down\n" {
		t.Errorf("GET /readyz during the drain = %d %q, want 503 \"shutting down\"", status, body)
	}
	if status, body := get(t, ops, "/healthz"); status != http.StatusOK {
		t.Errorf("ops GET /healthz during the drain = %d %q, want 200: the process is alive", status, body)
	}
	in := discordtest.Command("tictactoe", discordtest.Subcommand("analyze", discordtest.StringOption("board", "X.O......"),
		discordtest.StringOption("display", "text")))
	req := discordtest.SignedRequest(b.ts.URL+"/interactions", b.key, time.Now(), in.JSON())
	resp, err := client.Do(req)
	if err != nil {
		t.Fatalf("an interaction sent during the drain: %v, want it answered", err)
	}
	var r discordtest.Response
	err = json.NewDecoder(resp.Body).Decode(&r)
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK || err != nil || r.Type != 4 {
		t.Errorf("an interaction sent during the drain: %d, type %d (%v), want 200 and an answer", resp.StatusCode, r.Type, err)
	}
	select {
	case err := <-stopped:
		t.Fatalf("Shutdown returned (%v) before the drain delay was over", err)
	default:
	}

	close(drainEnds)
	if err := <-stopped; err != nil {
		t.Errorf("Shutdown = %v", err)
	}
	if _, err := client.Get(b.ts.URL + "/healthz"); err == nil {
		t.Error("the listener still answers after the shutdown")
	}
}

// TestShutdownAbandonsReplies: a deferred reply still in progress when the shutdown's grace runs out is
// given up: logged once as `reply lost`, saying why, counted in kibitz_replies_lost_total, and the
// shutdown says how many it abandoned, rather than the process exiting with the user left "thinking".
func TestShutdownAbandonsReplies(t *testing.T) {
	t.Parallel()
	b := newDeliveryBot(t)
	in := discordtest.Command("probe")
	started, release := b.p.hold(in)
	defer release()
	if r := b.respond(t, in); r.Type != 5 {
		t.Fatalf("first answer type %d, want a deferral (5)", r.Type)
	}
	<-started
	b.h.Grace = time.Millisecond // the handler waits at its gate for longer: the grace runs out
	if err := b.h.Shutdown(b.ts.Config, 0); err != nil {
		t.Errorf("Shutdown = %v", err)
	}
	if got := b.lost(t); got != "kibitz_replies_lost_total 1" {
		t.Errorf("%s, want the abandoned reply counted", got)
	}
	logs := b.logs.String()
	if n := strings.Count(logs, `msg="reply lost"`); n != 1 {
		t.Errorf("%d lines say the reply was lost, want 1:\n%s", n, logs)
	}
	if !strings.Contains(logs, `why="bot: shutting down: the grace for replies in progress ran out"`) {
		t.Errorf("the lost reply's line does not say the shutdown gave up on it:\n%s", logs)
	}
	if !strings.Contains(logs, `level=WARN msg="shutdown: 1 reply abandoned" abandoned=1`) {
		t.Errorf("the shutdown does not say it abandoned a reply:\n%s", logs)
	}
}

// TestForfeitShownThroughShutdown: the shutdown signal comes while a sweep's edit, showing Bob's forfeit,
// waits out Discord's 429. The edit goes on within the grace and shows the forfeit, rather than being
// cut at the signal: tic-tac-toe takes nothing back, so the board kept live buttons on a game that was
// over, and no replica showed it.
func TestForfeitShownThroughShutdown(t *testing.T) {
	b := newGoneBot(t)
	alice, bob := discordtest.Alice(), discordtest.Bob()
	move := b.bobToMove(t, alice, bob)
	fake.AddRule(discordtest.Rule{Method: http.MethodPatch, Path: move.Token, Status: http.StatusTooManyRequests,
		RetryAfter: time.Second, Times: 1})

	b.offset.Add(int64(time.Minute + commands.PressGrace + time.Second))
	ctx, signal := context.WithCancel(context.Background())
	stopped := make(chan struct{})
	go func() { b.cmds.Background(ctx); close(stopped) }()
	fake.WaitFor(t, func(c discordtest.Call) bool { return move.Made(c) && c.Status == http.StatusTooManyRequests })
	signal() // while the edit waits to try again
	<-stopped

	edits := callsFor(move, http.MethodPatch)
	if len(edits) != 2 || edits[1] != http.StatusOK {
		t.Errorf("the forfeit's edits: %v, want the 429 and, after the signal, 200", edits)
	}
	if a, o := b.record(t, alice, "Tic-tac-toe"), b.record(t, bob, "Tic-tac-toe"); a != [2]int{1, 0} || o != [2]int{0, 1} {
		t.Errorf("alice %v, bob %v; want bob's forfeit recorded", a, o)
	}
	if logs := b.logs.String(); strings.Contains(logs, "level=WARN") || strings.Contains(logs, "level=ERROR") {
		t.Errorf("the log has warnings:\n%s", logs)
	}
}

// TestGatewayShutdownAbandonsReplies: over the gateway too, a reply still in progress when the grace runs
// out is logged as lost, saying why, and counted, and the shutdown says how many it abandoned.
func TestGatewayShutdownAbandonsReplies(t *testing.T) {
	t.Parallel()
	logs := &testenv.Buffer{}
	log := slog.New(slog.NewTextHandler(logs, nil))
	srv, p := newProbeServer()
	reg := NewRegistry()
	metrics := NewMetrics(reg)
	run := startGateway(t, GatewayConfig{Token: "abandon", Log: log, Metrics: metrics, Grace: time.Millisecond}, srv)
	in := discordtest.Command("probe")
	started, release := p.hold(in)
	defer release()
	if err := run.gs.Dispatch("INTERACTION_CREATE", in); err != nil {
		t.Fatal(err)
	}
	waitClosed(t, started, "the handler to start")
	if err := run.stop(t); err != nil {
		t.Errorf("RunGateway = %v, want nil", err)
	}
	if got := regexp.MustCompile(`kibitz_replies_lost_total \d+`).FindString(scrapeText(t, reg)); got != "kibitz_replies_lost_total 1" {
		t.Errorf("%s, want the abandoned reply counted", got)
	}
	out := logs.String()
	if n := strings.Count(out, `msg="reply lost"`); n != 1 || !strings.Contains(out, `why="bot: shutting down: the grace for replies in progress ran out"`) {
		t.Errorf("%d lines say the reply was lost, want 1 saying why:\n%s", n, out)
	}
	if !strings.Contains(out, `level=WARN msg="shutdown: 1 reply abandoned" abandoned=1`) {
		t.Errorf("the shutdown does not say it abandoned a reply:\n%s", out)
	}
}

// TestGracesAgree: a sweep's edit under way at the signal has the grace the replies have (commands.ShowGrace
// is documented as bot.ShutdownGrace, and the contract's §1 gives one number for both); commands cannot
// import bot, so this ties them.
func TestGracesAgree(t *testing.T) {
	if commands.ShowGrace != ShutdownGrace {
		t.Errorf("commands.ShowGrace = %v, ShutdownGrace = %v; want them equal", commands.ShowGrace, ShutdownGrace)
	}
}
