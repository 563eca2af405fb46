package router

import (
	"context"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"kibitz/internal/testenv"
)

// TestServeWorkersFirstComeFirstServed holds the one worker of a Server and queues more light requests:
// they run in the order they came, heavy work runs beside the worker, and a request whose context ends
// while it waits gives its place up.
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
	if resp := ws.Serve(short, work(t, "light", 99, "late", "g")); !resp.Private || ws.last() != OutcomeTimeout {
		t.Errorf("a request whose time ran out waiting: %+v, outcome %s; want a private apology, outcome timeout",
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
