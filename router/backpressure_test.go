package router

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/storage"
	"kibitz/storage/memory"
)

// workServer is a Server with one command, /work, whose subcommands run handler: light, and heavy, which
// is heavy work when its option n is over 10. /work light also has an autocomplete option, q.
type workServer struct {
	*Server
	logs bytes.Buffer

	mu       sync.Mutex
	outcomes []Outcome
}

func newWorkServer(handler Handler) *workServer {
	ws := &workServer{}
	n := Option{Type: discordgo.ApplicationCommandOptionInteger, Name: i18n.Plain("n"), Description: i18n.Plain("how much")}
	q := Option{Type: discordgo.ApplicationCommandOptionString, Name: i18n.Plain("q"), Description: i18n.Plain("a query"),
		Autocomplete: func(context.Context, *Request) (*Response, error) {
			return &Response{Choices: []*discordgo.ApplicationCommandOptionChoice{{Name: "one", Value: "one"}}}, nil
		}}
	m := NewMux()
	m.Command(Command{
		Name: i18n.Plain("work"), Description: i18n.Plain("work"),
		Subcommands: []Subcommand{{
			Name: i18n.Plain("light"), Description: i18n.Plain("light work"), Handler: handler, Options: []Option{n, q},
		}, {
			Name: i18n.Plain("heavy"), Description: i18n.Plain("heavy work"), Handler: handler, Options: []Option{n},
			Heavy: func(req *Request) bool {
				v, _ := req.Int("n")
				return v > 10
			},
		}},
	})
	ws.Server = &Server{Mux: m, Log: slog.New(slog.NewTextHandler(&ws.logs, nil)), Timeout: time.Minute,
		Observe: func(_ *Request, o Outcome, _ time.Duration) {
			ws.mu.Lock()
			ws.outcomes = append(ws.outcomes, o)
			ws.mu.Unlock()
		}}
	return ws
}

// last is the outcome of the last interaction served.
func (ws *workServer) last() Outcome {
	ws.mu.Lock()
	defer ws.mu.Unlock()
	if len(ws.outcomes) == 0 {
		return ""
	}
	return ws.outcomes[len(ws.outcomes)-1]
}

var workIDs atomic.Int64

// work builds a /work request as the transports do, with a fresh interaction id, by user in guild (a DM
// when guild is empty).
func work(t *testing.T, sub string, n int, user, guild string) *Request {
	t.Helper()
	opts := []*discordgo.ApplicationCommandInteractionDataOption{{
		Type: discordgo.ApplicationCommandOptionInteger, Name: "n", Value: float64(n)}}
	in := &discordgo.Interaction{ID: fmt.Sprint(900000000000000000 + workIDs.Add(1)),
		Type: discordgo.InteractionApplicationCommand, GuildID: guild, Locale: discordgo.EnglishUS,
		Data: discordgo.ApplicationCommandInteractionData{Name: "work", Options: []*discordgo.ApplicationCommandInteractionDataOption{{
			Type: discordgo.ApplicationCommandOptionSubCommand, Name: sub, Options: opts}}}}
	if guild == "" {
		in.User = &discordgo.User{ID: user}
	} else {
		in.Member = &discordgo.Member{User: &discordgo.User{ID: user}}
	}
	req, err := NewRequest(in, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return req
}

// again is req delivered a second time: the same interaction, read afresh.
func again(t *testing.T, req *Request, locale discordgo.Locale) *Request {
	t.Helper()
	in := *req.Interaction
	in.Locale = locale
	r, err := NewRequest(&in, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func counting(ran *atomic.Int64) Handler {
	return func(context.Context, *Request) (*Response, error) {
		ran.Add(1)
		return Reply("done"), nil
	}
}

// failingClaims is a store whose claims fail, as a Redis that is down would.
type failingClaims struct{ storage.Store }

func (failingClaims) Claim(context.Context, string, time.Duration) (bool, error) {
	return false, errors.New("dial tcp 10.0.0.1:6379: connection refused")
}

// TestServeRunsAnInteractionOnce delivers the same interaction again and again: the handler runs once,
// and every other delivery is told privately that it was already handled, marked as a duplicate (which
// the gateway does not send: Response.Duplicate).
func TestServeRunsAnInteractionOnce(t *testing.T) {
	ctx := context.Background()
	t.Run("sequential", func(t *testing.T) {
		var ran atomic.Int64
		ws := newWorkServer(counting(&ran))
		ws.Store = memory.New()
		first := work(t, "light", 1, "1", "g")
		if resp := ws.Serve(ctx, first); resp.Content != "done" || ws.last() != OutcomeOK {
			t.Fatalf("first delivery: %+v, outcome %s", resp, ws.last())
		}
		for _, tc := range []struct {
			locale discordgo.Locale
			want   string
		}{{discordgo.EnglishUS, "This was already handled."}, {discordgo.Korean, "이미 처리된 요청입니다."}} {
			resp := ws.Serve(ctx, again(t, first, tc.locale))
			if !resp.Private || !resp.Duplicate || resp.Content != tc.want || ws.last() != OutcomeDuplicate {
				t.Errorf("redelivery in %s: %+v, outcome %s; want a private %q marked a duplicate, outcome duplicate", tc.locale, resp, ws.last(), tc.want)
			}
		}
		if n := ran.Load(); n != 1 {
			t.Errorf("the handler ran %d times for one interaction delivered 3 times, want 1", n)
		}
		if resp := ws.Serve(ctx, work(t, "light", 1, "1", "g")); resp.Content != "done" || ran.Load() != 2 {
			t.Errorf("another interaction: %+v after %d runs; want it run", resp, ran.Load())
		}
	})

	t.Run("concurrent", func(t *testing.T) {
		var ran atomic.Int64
		ws := newWorkServer(counting(&ran))
		ws.Store = memory.New()
		req := work(t, "light", 1, "1", "g")
		const deliveries = 20
		replies := make(chan string, deliveries)
		var wg sync.WaitGroup
		for range deliveries {
			r := again(t, req, discordgo.EnglishUS)
			wg.Go(func() { replies <- ws.Serve(ctx, r).Content })
		}
		wg.Wait()
		close(replies)
		counts := map[string]int{}
		for c := range replies {
			counts[c]++
		}
		if ran.Load() != 1 || counts["done"] != 1 || counts["This was already handled."] != deliveries-1 {
			t.Errorf("%d concurrent deliveries: handler ran %d times, replies %v; want 1 run, 1 done and the rest already handled",
				deliveries, ran.Load(), counts)
		}
	})

	t.Run("not claimed", func(t *testing.T) {
		var ran atomic.Int64
		ws := newWorkServer(counting(&ran))
		ws.Store = memory.New()
		// No id (a test, a caller without an interaction): nothing to claim.
		for range 2 {
			ws.Serve(ctx, &Request{Kind: KindCommand, Path: "/work light"})
		}
		// Autocomplete changes nothing: the same id asks again as the user types.
		ac := &Request{Kind: KindAutocomplete, Path: "/work light", Focused: "q", Interaction: &discordgo.Interaction{ID: "77"}}
		for range 2 {
			if resp := ws.Serve(ctx, ac); len(resp.Choices) != 1 {
				t.Errorf("autocomplete with a repeated id answered %+v, want its choice", resp)
			}
		}
		if ran.Load() != 2 {
			t.Errorf("requests without an id ran %d times, want 2", ran.Load())
		}
		// No store: every delivery runs (the console, single-process tests).
		ws.Store = nil
		req := work(t, "light", 1, "1", "g")
		ws.Serve(ctx, req)
		ws.Serve(ctx, again(t, req, discordgo.EnglishUS))
		if ran.Load() != 4 {
			t.Errorf("without a store the handler ran %d times in all, want 4", ran.Load())
		}
	})

	t.Run("store fails", func(t *testing.T) {
		var ran atomic.Int64
		ws := newWorkServer(counting(&ran))
		ws.Store = failingClaims{memory.New()}
		resp := ws.Serve(ctx, work(t, "light", 1, "1", "g"))
		if resp.Content != "done" || ws.last() != OutcomeOK || ran.Load() != 1 {
			t.Errorf("with failing claims: %+v, outcome %s, %d runs; want the handler run", resp, ws.last(), ran.Load())
		}
		if log := ws.logs.String(); !strings.Contains(log, "level=WARN") || !strings.Contains(log, "connection refused") {
			t.Errorf("a failed claim must be logged as a warning with its cause: %q", log)
		}
	})
}

// TestServeCapsHandlersInFlight holds handlers at a gate: beyond MaxInFlight a request is refused at once
// without running, and its slot comes back when a handler finishes, even by panicking.
func TestServeCapsHandlersInFlight(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name, busy string
		cap, want  int // MaxInFlight, and the handlers that run at once under it
		locale     discordgo.Locale
	}{
		{"cap of 3", "kibitz is busy right now; try again in a moment.", 3, 3, discordgo.EnglishUS},
		{"in Korean", "kibitz가 지금 바쁩니다. 잠시 후 다시 시도해 주세요.", 1, 1, discordgo.Korean},
		{"default", "kibitz is busy right now; try again in a moment.", 0, DefaultMaxInFlight, discordgo.EnglishUS},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var ran atomic.Int64
			// Buffered beyond the cap, so that a handler which should not have run waits at the gate, not
			// here, and gives up when its short context ends: a broken cap fails the test, not hangs it.
			started := make(chan struct{}, tc.want+1)
			gate := make(chan struct{})
			ws := newWorkServer(func(ctx context.Context, req *Request) (*Response, error) {
				ran.Add(1)
				if v, _ := req.Int("n"); v == 13 {
					panic("unlucky")
				}
				started <- struct{}{}
				select {
				case <-gate:
					return Reply("done"), nil
				case <-ctx.Done():
					return nil, ctx.Err()
				}
			})
			ws.MaxInFlight = tc.cap
			ws.Workers = tc.want // every admitted handler runs: this test is about the cap, not the workers
			waitStarted := func() {
				t.Helper()
				select {
				case <-started:
				case <-time.After(10 * time.Second):
					t.Fatal("a handler under the cap never started: slots leaked or were wrongly refused")
				}
			}
			short := func() context.Context {
				c, cancel := context.WithTimeout(ctx, 2*time.Second)
				t.Cleanup(cancel)
				return c
			}
			var wg sync.WaitGroup
			for range tc.want {
				req := work(t, "light", 1, "1", "g")
				wg.Go(func() { ws.Serve(ctx, req) })
				waitStarted()
			}
			over := again(t, work(t, "light", 1, "2", "g"), tc.locale)
			if resp := ws.Serve(short(), over); !resp.Private || resp.Content != tc.busy || ws.last() != OutcomeBusy {
				t.Errorf("over the cap: %+v, outcome %s; want a private %q, outcome busy", resp, ws.last(), tc.busy)
			}
			ac := &Request{Kind: KindAutocomplete, Path: "/work light", Focused: "q"}
			if resp := ws.Serve(ctx, ac); resp.Content != "" || len(resp.Choices) != 0 || ws.last() != OutcomeBusy {
				t.Errorf("autocomplete over the cap: %+v, outcome %s; want no choices, outcome busy", resp, ws.last())
			}
			if n := ran.Load(); n != int64(tc.want) {
				t.Errorf("%d handlers ran, want %d: the refused ones must not run", n, tc.want)
			}
			close(gate)
			wg.Wait()
			// Every slot is back, including one taken by a handler that panicked.
			if resp := ws.Serve(ctx, work(t, "light", 13, "1", "g")); !strings.Contains(resp.Content, "Incident") {
				t.Fatalf("panicking handler answered %+v", resp)
			}
			gate = make(chan struct{})
			for range tc.want {
				req := work(t, "light", 1, "1", "g")
				wg.Go(func() { ws.Serve(ctx, req) })
				waitStarted()
			}
			if ws.Serve(short(), work(t, "light", 1, "2", "g")); ws.last() != OutcomeBusy {
				t.Errorf("slots leaked or were never capped: outcome %s with %d handlers in flight", ws.last(), tc.want)
			}
			close(gate)
			wg.Wait()
		})
	}
}

// TestServeLimitsHeavyWork spends the heavy-work budgets in a synctest bubble, where time only moves when
// the test sleeps: 3 heavy requests per user then one every 10 s, 10 per server then one a second.
func TestServeLimitsHeavyWork(t *testing.T) {
	ctx := context.Background()
	type want struct {
		outcome Outcome
		text    string // the reply
	}
	ok := want{OutcomeOK, "done"}
	// wait is the refusal that says how long to wait ("10 seconds."), in English unless it is Korean.
	wait := func(after string) want {
		if strings.Contains(after, "초") {
			return want{OutcomeBusy, "이런 무거운 요청은 사용자와 서버마다 횟수를 제한합니다. " + after}
		}
		return want{OutcomeBusy, "kibitz limits heavy requests like this one, per user and per server: try again in " + after}
	}
	check := func(t *testing.T, ws *workServer, req *Request, w want) {
		t.Helper()
		resp := ws.Serve(ctx, req)
		if resp.Content != w.text || ws.last() != w.outcome || w.outcome == OutcomeBusy && !resp.Private {
			t.Errorf("%s n=%s by %s in %q: %+v, outcome %s; want %q, outcome %s", req.Path, fmt.Sprint(req.Int("n")),
				req.User.ID, req.GuildID, resp, ws.last(), w.text, w.outcome)
		}
	}

	t.Run("per user", func(t *testing.T) {
		synctest.Test(t, func(t *testing.T) {
			ws := newWorkServer(func(context.Context, *Request) (*Response, error) { return Reply("done"), nil })
			for range 3 {
				check(t, ws, work(t, "heavy", 20, "alice", "g"), ok)
			}
			check(t, ws, work(t, "heavy", 20, "alice", "g"), wait("10 seconds."))
			ko := again(t, work(t, "heavy", 20, "alice", "g"), discordgo.Korean)
			check(t, ws, ko, wait("10초 후에 다시 시도해 주세요."))
			// Light work, and heavy work's light cases, are not limited; other users have their own budget.
			check(t, ws, work(t, "heavy", 5, "alice", "g"), ok)
			check(t, ws, work(t, "light", 20, "alice", "g"), ok)
			check(t, ws, work(t, "heavy", 20, "bob", "g"), ok)
			time.Sleep(3 * time.Second)
			check(t, ws, work(t, "heavy", 20, "alice", "g"), wait("7 seconds."))
			// The refusals took nothing: 10 s after the burst exactly one more is allowed.
			time.Sleep(7 * time.Second)
			check(t, ws, work(t, "heavy", 20, "alice", "g"), ok)
			check(t, ws, work(t, "heavy", 20, "alice", "g"), wait("10 seconds."))
			time.Sleep(9500 * time.Millisecond)
			check(t, ws, work(t, "heavy", 20, "alice", "g"), wait("1 second."))
			// A DM counts against the user's budget only.
			check(t, ws, work(t, "heavy", 20, "alice", ""), wait("1 second."))
			for range 3 {
				check(t, ws, work(t, "heavy", 20, "carol", ""), ok)
			}
			check(t, ws, work(t, "heavy", 20, "carol", ""), wait("10 seconds."))
		})
	})

	t.Run("per server", func(t *testing.T) {
		synctest.Test(t, func(t *testing.T) {
			ws := newWorkServer(func(context.Context, *Request) (*Response, error) { return Reply("done"), nil })
			for i := range 10 {
				check(t, ws, work(t, "heavy", 20, fmt.Sprint("user", i), "busy-guild"), ok)
			}
			check(t, ws, work(t, "heavy", 20, "user10", "busy-guild"), wait("1 second."))
			check(t, ws, work(t, "heavy", 20, "user10", "quiet-guild"), ok)
			check(t, ws, work(t, "heavy", 20, "user11", ""), ok)
			time.Sleep(time.Second)
			check(t, ws, work(t, "heavy", 20, "user10", "busy-guild"), ok)
			check(t, ws, work(t, "heavy", 20, "user12", "busy-guild"), wait("1 second."))
			// A user refused for their own budget does not spend the server's, and the other way round.
			time.Sleep(5 * time.Second)
			for range 3 {
				check(t, ws, work(t, "heavy", 20, "dave", "busy-guild"), ok)
			}
			for range 5 {
				check(t, ws, work(t, "heavy", 20, "dave", "busy-guild"), wait("10 seconds."))
			}
			for i := range 2 {
				check(t, ws, work(t, "heavy", 20, fmt.Sprint("other", i), "busy-guild"), ok)
			}
		})
	})

	t.Run("idle limiters are dropped", func(t *testing.T) {
		synctest.Test(t, func(t *testing.T) {
			ws := newWorkServer(func(context.Context, *Request) (*Response, error) { return Reply("done"), nil })
			for i := range 50 {
				check(t, ws, work(t, "heavy", 20, fmt.Sprint("user", i), fmt.Sprint("guild", i)), ok)
			}
			held := func() (int, int) {
				ws.heavy.mu.Lock()
				defer ws.heavy.mu.Unlock()
				return len(ws.heavy.users), len(ws.heavy.guilds)
			}
			if u, g := held(); u != 50 || g != 50 {
				t.Fatalf("after 50 users in 50 servers, %d user and %d server limiters; want 50 each", u, g)
			}
			time.Sleep(heavyIdle)
			check(t, ws, work(t, "heavy", 20, "newcomer", "guild0"), ok)
			if u, g := held(); u != 1 || g != 1 {
				t.Errorf("after %v idle and one more request, %d user and %d server limiters; want 1 each", heavyIdle, u, g)
			}
		})
	})
}

// TestServeContentionIsBusy: a store update that gave up under contention is "busy, try again", logged
// as a warning, not an internal error with an incident.
func TestServeContentionIsBusy(t *testing.T) {
	for _, tc := range []struct {
		locale discordgo.Locale
		want   string
	}{{discordgo.EnglishUS, "kibitz is busy right now; try again in a moment."}, {discordgo.Korean, "kibitz가 지금 바쁩니다. 잠시 후 다시 시도해 주세요."}} {
		ws := newWorkServer(func(context.Context, *Request) (*Response, error) {
			return nil, fmt.Errorf("game abc: %w", storage.ErrContention)
		})
		resp := ws.Serve(context.Background(), again(t, work(t, "light", 1, "1", "g"), tc.locale))
		if !resp.Private || resp.Content != tc.want || ws.last() != OutcomeBusy {
			t.Errorf("contention in %s: %+v, outcome %s; want a private %q, outcome busy", tc.locale, resp, ws.last(), tc.want)
		}
		log := ws.logs.String()
		if strings.Contains(log, "level=ERROR") || !strings.Contains(log, "level=WARN") || !strings.Contains(log, "too much contention") {
			t.Errorf("contention must be a warning with its cause, not an error: %q", log)
		}
	}
}

// TestHeavyIsCarriedToTheRoute: the mux keeps a subcommand's Heavy on its route, where Serve reads it.
func TestHeavyIsCarriedToTheRoute(t *testing.T) {
	ws := newWorkServer(named("x"))
	if r, _ := ws.Mux.Route("/work heavy"); r.Heavy == nil || !r.Heavy(work(t, "heavy", 11, "1", "g")) || r.Heavy(work(t, "heavy", 10, "1", "g")) {
		t.Error("/work heavy lost its Heavy on the way to its route")
	}
	if r, _ := ws.Mux.Route("/work light"); r.Heavy != nil {
		t.Error("/work light has a Heavy it was never given")
	}
}
