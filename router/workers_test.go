package router

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"testing/synctest"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/internal/testenv"
)

// TestServeWorkersFirstComeFirstServed holds the one worker of a Server and queues more light requests:
// they run in the order they came, heavy work runs beside the worker, and a request whose context ends
// while it waits gives its place up, told that kibitz is busy.
func TestServeWorkersFirstComeFirstServed(t *testing.T) {
	ctx := context.Background()
	const queued = 6
	var mu sync.Mutex
	var order []int64 // the n of each light handler, as it started
	release := make(chan struct{})
	ws := newWorkServer(func(ctx context.Context, req *Request) (*Response, error) {
		if req.Path == "/work heavy" {
			return Reply("heavy done"), nil
		}
		n, _ := req.Int("n")
		mu.Lock()
		order = append(order, n)
		mu.Unlock()
		if n == 0 {
			<-release // the first holds the worker until the test lets it go
		}
		return Reply("done"), nil
	})
	ws.Workers = 1

	var wg sync.WaitGroup
	first := work(t, "light", 0, "u", "g")
	wg.Go(func() { ws.Serve(ctx, first) })
	if !testenv.Eventually(10*time.Second, func() bool { mu.Lock(); defer mu.Unlock(); return len(order) == 1 }) {
		t.Fatal("the first handler never started")
	}
	// Each request is queued before the next is sent, so that the order they came in is known.
	for i := 1; i <= queued; i++ {
		req := work(t, "light", i, "u", "g")
		wg.Go(func() { ws.Serve(ctx, req) })
		if !testenv.Eventually(10*time.Second, func() bool { return ws.Waiting() == i }) {
			t.Fatalf("%d waiting for a worker, want %d", ws.Waiting(), i)
		}
	}

	// Heavy work does not wait for a worker.
	if resp := ws.Serve(ctx, work(t, "heavy", 20, "h", "g")); resp.Content != "heavy done" {
		t.Errorf("heavy work with the worker busy: %+v, want it run at once", resp)
	}
	// A request that gives up waiting takes nothing away from those behind it.
	short, cancel := context.WithTimeout(ctx, 50*time.Millisecond)
	defer cancel()
	if resp := ws.Serve(short, work(t, "light", 99, "late", "g")); !resp.Private || ws.last() != OutcomeBusy {
		t.Errorf("a request whose time ran out waiting: %+v, outcome %s; want a private busy reply, outcome busy",
			resp, ws.last())
	}
	if ws.Waiting() != queued || ws.InFlight() != 1+queued {
		t.Errorf("after one gave up: %d waiting, %d in flight; want %d and %d", ws.Waiting(), ws.InFlight(),
			queued, 1+queued)
	}

	close(release)
	wg.Wait()
	want := make([]int64, 1+queued)
	for i := range want {
		want[i] = int64(i)
	}
	if !slices.Equal(order, want) {
		t.Errorf("light handlers started in the order %v, want the order they came, %v", order, want)
	}
	if ws.Waiting() != 0 || ws.InFlight() != 0 {
		t.Errorf("at the end: %d waiting, %d in flight; want none", ws.Waiting(), ws.InFlight())
	}
}

// TestServeWorkersBoundLightHandlers sends more light requests than there are workers, all at once: as
// many run as there are workers, the rest wait, and all are served.
func TestServeWorkersBoundLightHandlers(t *testing.T) {
	ctx := context.Background()
	const workers, requests = 3, 12
	var running, most atomic.Int64
	release := make(chan struct{})
	ws := newWorkServer(func(context.Context, *Request) (*Response, error) {
		r := running.Add(1)
		defer running.Add(-1)
		for m := most.Load(); r > m && !most.CompareAndSwap(m, r); m = most.Load() {
		}
		<-release
		return Reply("done"), nil
	})
	ws.Workers = workers
	var wg sync.WaitGroup
	var served atomic.Int64
	for n := range requests {
		req := work(t, "light", n, "u", "g")
		wg.Go(func() {
			if ws.Serve(ctx, req).Content == "done" {
				served.Add(1)
			}
		})
	}
	if !testenv.Eventually(10*time.Second, func() bool {
		return running.Load() == workers && ws.Waiting() == requests-workers
	}) {
		t.Fatalf("%d running, %d waiting; want %d and %d", running.Load(), ws.Waiting(), workers, requests-workers)
	}
	close(release)
	wg.Wait()
	if m := most.Load(); m != workers || served.Load() != requests {
		t.Errorf("%d light handlers ran at once and %d were served; want %d at once, all %d served", m,
			served.Load(), workers, requests)
	}
}

func TestDefaultWorkers(t *testing.T) {
	if n := DefaultWorkers(); n < 2 {
		t.Errorf("DefaultWorkers() = %d, want a few per processor", n)
	}
}

// TestServeHeavyWorkers holds the one heavy worker of a Server: heavy work from another user in another
// server waits its turn (the budgets allow it), light work does not wait for it, and the heavy request
// waiting runs when the worker is free.
func TestServeHeavyWorkers(t *testing.T) {
	ctx := context.Background()
	release := make(chan struct{})
	var started sync.Map // the users whose heavy handler started
	ws := newWorkServer(func(ctx context.Context, req *Request) (*Response, error) {
		if req.Path == "/work heavy" {
			started.Store(userID(req), true)
			if userID(req) == "first" {
				<-release
			}
			return Reply("heavy done"), nil
		}
		return Reply("light done"), nil
	})
	ws.HeavyWorkers = 1

	var wg sync.WaitGroup
	wg.Go(func() { ws.Serve(ctx, work(t, "heavy", 20, "first", "g1")) })
	if !testenv.Eventually(10*time.Second, func() bool { _, ok := started.Load("first"); return ok }) {
		t.Fatal("the first heavy handler never started")
	}
	second := make(chan *Response, 1)
	wg.Go(func() { second <- ws.Serve(ctx, work(t, "heavy", 20, "second", "g2")) })
	if !testenv.Eventually(10*time.Second, func() bool { return ws.Waiting() == 1 }) {
		t.Fatalf("%d waiting; want the second heavy request waiting for the heavy worker", ws.Waiting())
	}
	if _, ok := started.Load("second"); ok {
		t.Fatal("a second heavy handler ran while the one heavy worker was held")
	}
	if resp := ws.Serve(ctx, work(t, "light", 1, "third", "g3")); resp.Content != "light done" {
		t.Errorf("light work with the heavy worker busy: %+v, want it run at once", resp)
	}
	close(release)
	if resp := <-second; resp.Content != "heavy done" {
		t.Errorf("the heavy request that waited: %+v, want it run", resp)
	}
	wg.Wait()
	if ws.Waiting() != 0 || ws.InFlight() != 0 {
		t.Errorf("at the end: %d waiting, %d in flight; want none", ws.Waiting(), ws.InFlight())
	}
}

// TestServeTimeCountsFromTheHandler: a handler that waited for a worker has the whole of Server.Timeout
// from when it starts; a request whose wait runs out (the same limit, counted apart) never runs and is
// told that kibitz is busy, not that it took too long.
func TestServeTimeCountsFromTheHandler(t *testing.T) {
	ctx := context.Background()
	const timeout = time.Second
	release := make(chan struct{})
	left := make(chan time.Duration, 1) // the time the second handler had when it started
	var ran sync.Map
	ws := newWorkServer(func(ctx context.Context, req *Request) (*Response, error) {
		n, _ := req.Int("n")
		ran.Store(n, true)
		switch n {
		case 0:
			<-release
		case 1:
			deadline, _ := ctx.Deadline()
			left <- time.Until(deadline)
		}
		return Reply("done"), nil
	})
	ws.Workers, ws.Timeout = 1, timeout

	var wg sync.WaitGroup
	wg.Go(func() { ws.Serve(ctx, work(t, "light", 0, "u", "g")) })
	if !testenv.Eventually(10*time.Second, func() bool { _, ok := ran.Load(int64(0)); return ok }) {
		t.Fatal("the first handler never started")
	}
	wg.Go(func() { ws.Serve(ctx, work(t, "light", 1, "u", "g")) })
	if !testenv.Eventually(10*time.Second, func() bool { return ws.Waiting() == 1 }) {
		t.Fatal("the second request is not waiting for the worker")
	}
	time.Sleep(timeout * 6 / 10) // the deadline is the clock's: the wait must take real time
	close(release)
	if l := <-left; l < timeout*7/10 {
		t.Errorf("a handler that waited %v for a worker had %v left when it started; want about %v",
			timeout*6/10, l, timeout)
	}
	wg.Wait()

	// The wait alone runs out: the worker is held for longer than the limit.
	hold := make(chan struct{})
	ws2 := newWorkServer(func(ctx context.Context, req *Request) (*Response, error) {
		n, _ := req.Int("n")
		ran.Store(100+n, true)
		if n == 0 {
			<-hold
		}
		return Reply("done"), nil
	})
	ws2.Workers, ws2.Timeout = 1, 100*time.Millisecond
	wg.Go(func() { ws2.Serve(ctx, work(t, "light", 0, "u", "g")) })
	if !testenv.Eventually(10*time.Second, func() bool { _, ok := ran.Load(int64(100)); return ok }) {
		t.Fatal("the first handler never started")
	}
	resp := ws2.Serve(ctx, work(t, "light", 1, "v", "g"))
	if _, ok := ran.Load(int64(101)); ok || !resp.Private || resp.Content != msgBusy.En || ws2.last() != OutcomeBusy {
		t.Errorf("a request whose wait ran out: %+v, outcome %s, ran %v; want %q in private, outcome busy, never run",
			resp, ws2.last(), ok, msgBusy.En)
	}
	close(hold)
	wg.Wait()
}

// TestServeBusyGivesTheBudgetBack: a heavy request refused as busy, its wait for a heavy worker over
// (Server.Timeout, or the asker gone), never ran, so it gives back what it took of the user's and the
// server's budgets; one whose handler ran, even out of time, keeps it spent. Counted in a synctest bubble
// as how many heavy requests in a row are then allowed: alice's own (a burst of 3), then other users' in
// her server (a burst of 10 with hers).
func TestServeBusyGivesTheBudgetBack(t *testing.T) {
	const timeout = 500 * time.Millisecond
	for _, tc := range []struct {
		name     string
		serve    func(ws *workServer) *Response // alice's first heavy request, with the one heavy worker held
		outcome  Outcome
		user     int // alice's heavy requests allowed after it
		inServer int // hers and others' in her server
	}{{
		name: "the wait ran out",
		serve: func(ws *workServer) *Response {
			return ws.Serve(context.Background(), work(t, "heavy", 20, "alice", "g"))
		},
		outcome: OutcomeBusy, user: 3, inServer: 10,
	}, {
		name: "the asker gave up while waiting",
		serve: func(ws *workServer) *Response {
			ctx, cancel := context.WithTimeout(context.Background(), timeout/5)
			defer cancel()
			return ws.Serve(ctx, work(t, "heavy", 20, "alice", "g"))
		},
		outcome: OutcomeBusy, user: 3, inServer: 10,
	}, {
		// The server's budget refilled half a request meanwhile (one a second), not enough for one more.
		name: "the handler ran out of time",
		serve: func(ws *workServer) *Response {
			return ws.Serve(context.Background(), work(t, "heavy", 21, "alice", "g"))
		},
		outcome: OutcomeTimeout, user: 2, inServer: 9,
	}} {
		t.Run(tc.name, func(t *testing.T) {
			synctest.Test(t, func(t *testing.T) {
				hold := make(chan struct{})
				ws := newWorkServer(func(ctx context.Context, req *Request) (*Response, error) {
					switch n, _ := req.Int("n"); {
					case userID(req) == "holder":
						<-hold
					case n == 21: // runs until its time is up
						<-ctx.Done()
						return nil, ctx.Err()
					}
					return Reply("done"), nil
				})
				ws.HeavyWorkers, ws.Timeout = 1, timeout
				if tc.outcome == OutcomeTimeout {
					ws.HeavyWorkers = 2 // alice's runs beside the holder's
				}
				var wg sync.WaitGroup
				wg.Go(func() { ws.Serve(context.Background(), work(t, "heavy", 20, "holder", "elsewhere")) })
				synctest.Wait() // the holder's handler holds a heavy worker

				if resp := tc.serve(ws); ws.last() != tc.outcome || !resp.Private {
					t.Fatalf("alice's request: %+v, outcome %s; want a private reply, outcome %s", resp, ws.last(), tc.outcome)
				}
				close(hold)
				wg.Wait()
				allowed := func(user func(i int) string) int {
					n := 0
					for ; n < 20; n++ {
						if ws.Serve(context.Background(), work(t, "heavy", 20, user(n), "g")); ws.last() != OutcomeOK {
							break
						}
					}
					return n
				}
				user := allowed(func(int) string { return "alice" })
				inServer := user + allowed(func(i int) string { return fmt.Sprint("other", i) })
				if user != tc.user || inServer != tc.inServer {
					t.Errorf("afterwards alice was allowed %d heavy requests and her server %d; want %d and %d",
						user, inServer, tc.user, tc.inServer)
				}
			})
		})
	}
}

// TestServeAwaitHoldsNoWorker: a request whose route waits for something still being built (the Wordle
// tables at start-up, Subcommand.Await) waits before it takes a worker, so the one worker still serves
// the light requests that come meanwhile; it runs once what it waited for is there, and is answered busy
// when its wait's limit ends first.
func TestServeAwaitHoldsNoWorker(t *testing.T) {
	ctx := context.Background()
	awaiting, built := make(chan struct{}, 1), make(chan struct{})
	reply := func(text string) Handler {
		return func(context.Context, *Request) (*Response, error) { return Reply(text), nil }
	}
	m := NewMux()
	m.Command(Command{
		Name: i18n.Plain("work"), Description: i18n.Plain("work"),
		Subcommands: []Subcommand{{
			Name: i18n.Plain("light"), Description: i18n.Plain("light work"), Handler: reply("light done"),
			Options: []Option{{Type: discordgo.ApplicationCommandOptionInteger, Name: i18n.Plain("n"), Description: i18n.Plain("n")}},
		}, {
			Name: i18n.Plain("cold"), Description: i18n.Plain("needs tables"), Handler: reply("cold done"),
			Options: []Option{{Type: discordgo.ApplicationCommandOptionInteger, Name: i18n.Plain("n"), Description: i18n.Plain("n")}},
			Await: func(ctx context.Context) error {
				awaiting <- struct{}{}
				select {
				case <-built:
					return nil
				case <-ctx.Done():
					return ctx.Err()
				}
			},
		}},
	})
	srv := &Server{Mux: m, Workers: 1, Timeout: time.Minute}

	cold := make(chan *Response)
	go func() { cold <- srv.Serve(ctx, work(t, "cold", 0, "u", "g")) }()
	<-awaiting
	// The guard only keeps a failing test from hanging: with the worker held, the light request waits
	// for it until the guard ends, and is answered busy.
	guard, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if resp := srv.Serve(guard, work(t, "light", 1, "v", "g")); resp.Content != "light done" {
		t.Fatalf("a light request while another waits for its tables: %+v; want it served by the free worker", resp)
	}
	if srv.Waiting() != 0 || srv.InFlight() != 1 {
		t.Errorf("while waiting for its tables: %d waiting for a worker, %d in flight; want 0 and 1 (it is counted in flight)",
			srv.Waiting(), srv.InFlight())
	}
	close(built)
	if resp := <-cold; resp.Content != "cold done" {
		t.Errorf("the request that waited for its tables: %+v, want it run once they are built", resp)
	}

	// A wait that its limit ends is answered busy, and leaves nothing in flight.
	built = make(chan struct{})
	short, cancelShort := context.WithCancel(ctx)
	go func() { <-awaiting; cancelShort() }()
	if resp := srv.Serve(short, work(t, "cold", 2, "u", "g")); !resp.Private || resp.Content != msgBusy.En {
		t.Errorf("a request whose wait for its tables ran out: %+v, want the private busy reply", resp)
	}
	if srv.InFlight() != 0 {
		t.Errorf("%d in flight at the end, want none", srv.InFlight())
	}
}
