package router

import (
	"context"
	"errors"
	"log/slog"
	"runtime"
	"slices"
	"sync"
	"time"

	"kibitz/i18n"
	"kibitz/storage"
)

// What happens between finding a handler and running it (Server.admit), in this order:
//
//  1. The cap on handlers in flight. Over it the request is refused at once, before any store round trip,
//     so shedding load costs nothing; nothing was claimed, so a redelivery may still run later.
//  2. The claim of the interaction id in the store, when the Server has one. Discord may deliver an
//     interaction more than once (a retried HTTP request, a gateway replay), and replicas behind a load
//     balancer share nothing but the store: the claim is what lets exactly one of them run it.
//     Autocomplete changes no state and is not claimed, nor are requests without an interaction id
//     (tests). The console runs without a Store: its ids restart at 1 every run and would collide with an
//     earlier run's claims in a shared Redis.
//  3. The budget of heavy work per user and per server, for routes that say a request is heavy.
//  4. What the handler needs that is still being built, for routes that wait for it (Route.Await: a cold
//     /wordle assist waited 1.3 s for the Wordle tables at start-up while holding a light worker, and
//     /help, behind it, up to 1.1 s). It is waited for here, before the worker, within the wait's limit.
//  5. A worker: a light request (every one but heavy work) waits for one of Server.Workers, in the order
//     requests came, and holds it while its handler runs. Heavy work has workers of its own beside them
//     (Server.HeavyWorkers, one per processor), so that a few long searches cannot hold every light
//     worker for seconds, nor can many, each within its budget, run at once and share the processors
//     until all run out of time.
//
// The wait for a worker, and before it for what the handler needs, has the same limit as a handler
// (Server.Timeout), counted apart: a request that waited long still has its handler's whole time, and one
// whose wait runs out never ran, and is told that kibitz is busy; heavy work gives back what it took of
// both budgets (step 3), since it never ran. A refused request ends in a private reply saying why, with
// outcome "duplicate" or "busy".
//
// Why heavy workers. The budgets are per user and per server, so any number of servers may each run
// heavy work at once, and each request within them ran at once. Measured with `kibitz serve` on the
// fake Discord (2 cores, a shared machine), before and after, in one run: ten `/sudoku generate size:25`
// at once in one server (within its budget), each 1.2 to 3.3 s alone, were all answered together at 15
// to 18 s, and an audit on a busier machine saw all ten run out of the 20 s kibitz allows a puzzle; on
// two heavy workers they are answered one after another from 5.5 s to 20.4 s, each with its whole 20 s.
// 40 heavy requests in 40 servers had taken 1.64 GB at once (some 40 MB each). Four 25x25 `/sudoku
// solve`s from one user (puzzles with no solution, each searching for its 10 s), light work until then,
// held the light workers: another server's /help was answered in 9.6 s and a tic-tac-toe analysis in
// 9.3 s; now the fourth is refused by the user's budget and those two take 75 ms and 0.3 s.
//
// Why workers. Handlers are mostly processor work (solving, drawing and encoding pictures). Left to run
// all at once, the Go scheduler shares the processors among them in 10 ms slices, and a handler that is
// preempted goes to the back of the global run queue, which a busy processor looks at once in 61 turns.
// Under saturation the long handlers starve: those that draw a picture, whose reply then goes out in an
// edit after a deferral (in HTTP mode every picture does), itself a chain of network wake-ups, each behind
// every runnable goroutine. Measured with `kibitz load --mix tictactoe=4,knight=1`, 128 users on 2 cores,
// one handler per interaction: some 100 goroutines waited to run on average (an execution trace's
// scheduler latency, 202 s in 2 s); a knight's tour, a few milliseconds of drawing, took 150 to 240 ms in
// its handler at the median and 1.5 s at p99, and an edit on loopback 450 ms at the median, so deferred
// replies reached p99 1.4 to 2.5 s while tic-tac-toe presses answered inline took 95 ms at the median.
// With a few workers the rest wait in a queue served first come, first served: every reply waits about
// as long, and the run queue stays short enough for the edits' wake-ups (an edit took 38 ms at the median).
// Measured figures are in README.md ("Load testing").

// DefaultWorkers is Server.Workers when it is zero: two handlers per processor (GOMAXPROCS), so that one
// waiting on the store (a Redis round trip, a compare-and-set's backoff) leaves the processor to another.
// kibitz load at 128 users on 2 cores, medians of 2 or 3 runs on a machine shared with other work, reply
// p99: the default mix 448 to 736 ms with 2 workers, 430 to 510 with 4, 799 with 8, 1.18 s with 16;
// tic-tac-toe and knight's tours 388 ms with 2, 554 with 4, 548 with 8; on Redis 447 ms with 4 and 418
// with 8, but 687 interactions/s against 600. More workers let more goroutines compete for the processors,
// and the network's wake-ups (new interactions, the answers to edits) wait behind them.
func DefaultWorkers() int { return 2 * runtime.GOMAXPROCS(0) }

// DefaultHeavyWorkers is Server.HeavyWorkers when it is zero: one heavy handler per processor (GOMAXPROCS).
// Heavy work is seconds of processor work with little waiting on the store, so more at once would only
// share the processors and the memory among them, each taking longer.
func DefaultHeavyWorkers() int { return runtime.GOMAXPROCS(0) }

// DefaultMaxInFlight is Server.MaxInFlight when it is zero: enough for any burst a single replica should
// absorb, small enough that a flood is refused rather than queued until every reply is late.
const DefaultMaxInFlight = 512

// ClaimTTL is how long an interaction id stays claimed. Discord's interaction token lasts 15 minutes, so
// no delivery of the same interaction can matter after that.
const ClaimTTL = 15 * time.Minute

// claimTimeout bounds the claim's round trip: a store that hangs must not hold up commands that never use
// it. On timeout the request runs unclaimed, as on any claim error.
const claimTimeout = time.Second

// The heavy-work budget. Per user: a burst of 3, then one every 10 seconds. Per server: a burst of 10,
// then one a second, shared by its members; in a DM only the user's budget applies.
const (
	heavyUserEvery  = 10 * time.Second
	heavyUserBurst  = 3
	heavyGuildEvery = time.Second
	heavyGuildBurst = 10
	// heavyIdle is how long an unused limiter is kept. Both refill completely well within it (30 s and
	// 10 s), so dropping one forgets nothing: the next request gets a full bucket either way.
	heavyIdle = 10 * time.Minute
	// heavySweepEvery is how often a heavy request also drops the idle limiters.
	heavySweepEvery = time.Minute
)

var (
	msgDuplicate = i18n.Text{
		En: "This was already handled.",
		Ko: "이미 처리된 요청입니다.",
	}
	msgBusy = i18n.Text{
		En: "kibitz is busy right now; try again in a moment.",
		Ko: "kibitz가 지금 바쁩니다. 잠시 후 다시 시도해 주세요.",
	}
	msgHeavyWait = i18n.Text{
		En: "kibitz limits heavy requests like this one, per user and per server: try again in %s.",
		Ko: "이런 무거운 요청은 사용자와 서버마다 횟수를 제한합니다. %s 후에 다시 시도해 주세요.",
	}
)

// refusal is the router declining to run a handler: the request was a duplicate, or there is too much
// work. It is not a failure, and not the user's mistake either.
type refusal struct {
	outcome Outcome
	text    i18n.Text
}

func (r *refusal) Error() string { return "router: refused (" + string(r.outcome) + "): " + r.text.En }

// isRefusal reports whether err means "not now" rather than a failure: a refusal, or a store update that
// gave up under contention (a game pressed by many at once), which the user may simply try again.
func isRefusal(err error) bool {
	var r *refusal
	return errors.As(err, &r) || errors.Is(err, storage.ErrContention)
}

// refuse is the outcome and the private reply for an error isRefusal accepts.
func refuse(log *slog.Logger, err error, l i18n.Lang) (Outcome, *Response) {
	var r *refusal
	if errors.As(err, &r) {
		resp := PrivateReply(r.text.In(l))
		resp.Duplicate = r.outcome == OutcomeDuplicate
		return r.outcome, resp
	}
	// Contention is worth a look when it happens (which key, how often), but it is not an incident.
	log.Warn("store contention: answered busy", "err", err)
	return OutcomeBusy, PrivateReply(msgBusy.In(l))
}

// InFlight is how many handlers are running now (the metric kibitz_inflight).
func (s *Server) InFlight() int { return int(s.inFlight.Load()) }

// admit applies the checks above to a request whose handler was found. On success the caller runs the
// handler and then calls release.
func (s *Server) admit(ctx context.Context, req *Request, route Route) (release func(), err error) {
	limit := int64(s.MaxInFlight)
	if limit <= 0 {
		limit = DefaultMaxInFlight
	}
	n := s.inFlight.Add(1)
	if n > limit {
		s.inFlight.Add(-1)
		return nil, &refusal{OutcomeBusy, msgBusy}
	}
	req.InFlight = int(n)
	release = func() { s.inFlight.Add(-1) }
	if err := s.claim(ctx, req); err != nil {
		release()
		return nil, err
	}
	slots, size := &s.workers, s.Workers
	giveBack := func() {}
	if req.Kind == KindCommand && route.Heavy != nil && route.Heavy(req) {
		wait, taken := s.heavy.reserve(userID(req), req.GuildID, time.Now())
		if wait > 0 {
			release()
			return nil, &refusal{OutcomeBusy, heavyWaitText(wait)}
		}
		giveBack = func() { s.heavy.giveBack(taken) }
		slots, size = &s.heavyWorkers, s.HeavyWorkers
		if size <= 0 {
			size = DefaultHeavyWorkers()
		}
	}
	var done func()
	if route.Await != nil {
		err = route.Await(ctx)
	}
	if err == nil {
		done, err = slots.take(ctx, size)
	}
	if err != nil {
		// The wait for what the handler needs or for a worker ran out (Server.Timeout) or the transport
		// gave up: the handler never ran, so the asker is told kibitz is busy, not that the request took
		// too long, and the heavy work it was allowed is given back to the budgets: busy is kibitz's
		// doing, not theirs.
		giveBack()
		release()
		return nil, &refusal{OutcomeBusy, msgBusy}
	}
	leave := release
	return func() { done(); leave() }, nil
}

// workers are the slots of light handlers (step 5 above), and the queue of those waiting for one, served
// first come, first served: a slot given back goes straight to the first in the queue.
type workers struct {
	mu    sync.Mutex
	n     int // slots, set by the first take
	busy  int
	queue []chan struct{} // closed when its waiter is given a slot
}

// take waits for a slot, at most until ctx ends; n is the number of slots (Server.Workers), read once.
// done gives the slot back.
func (w *workers) take(ctx context.Context, n int) (done func(), err error) {
	w.mu.Lock()
	if w.n == 0 {
		w.n = n
		if w.n <= 0 {
			w.n = DefaultWorkers()
		}
	}
	if w.busy < w.n && len(w.queue) == 0 {
		w.busy++
		w.mu.Unlock()
		return w.give, nil
	}
	turn := make(chan struct{})
	w.queue = append(w.queue, turn)
	w.mu.Unlock()
	select {
	case <-turn:
		return w.give, nil
	case <-ctx.Done():
		w.mu.Lock()
		i := slices.Index(w.queue, turn)
		if i >= 0 {
			w.queue = slices.Delete(w.queue, i, i+1)
		}
		w.mu.Unlock()
		if i < 0 { // given a slot as the context ended: pass it on
			w.give()
		}
		return nil, ctx.Err()
	}
}

// give gives a slot back: to the first waiting, if any.
func (w *workers) give() {
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.queue) == 0 {
		w.busy--
		return
	}
	close(w.queue[0])
	w.queue = slices.Delete(w.queue, 0, 1)
}

// Waiting is how many handlers are waiting for a worker now, light or heavy (the metric kibitz_waiting).
func (s *Server) Waiting() int { return s.workers.waiting() + s.heavyWorkers.waiting() }

// waiting is how many wait for a slot.
func (w *workers) waiting() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.queue)
}

// Claimer is what the Server needs of a store: claiming a key once (storage.Store.Claim).
type Claimer interface {
	Claim(ctx context.Context, key string, ttl time.Duration) (bool, error)
}

// claim claims req's interaction id in the store. It returns a refusal for a duplicate, and nil when the
// claim was won, when there is nothing to claim, or when the store failed: then the request runs
// unclaimed, availability over strictness (a handler that changes state meets the store itself, and its
// compare-and-set still keeps two runs from corrupting a game).
func (s *Server) claim(ctx context.Context, req *Request) error {
	if s.Store == nil || req.Kind == KindAutocomplete || req.Interaction == nil || req.Interaction.ID == "" {
		return nil
	}
	cctx, cancel := context.WithTimeout(ctx, claimTimeout)
	defer cancel()
	won, err := s.Store.Claim(cctx, "ix:"+req.Interaction.ID, ClaimTTL)
	if err != nil {
		s.logger().Warn("could not claim the interaction id; running it unclaimed",
			"interaction", req.Interaction.ID, "route", routeName(req), "err", err)
		return nil
	}
	if !won {
		return &refusal{OutcomeDuplicate, msgDuplicate}
	}
	return nil
}

// heavyWaitText says how long to wait, in whole seconds rounded up.
func heavyWaitText(wait time.Duration) i18n.Text {
	n := max(1, (wait+time.Second-1)/time.Second)
	return msgHeavyWait.Format(i18n.Duration(n * time.Second))
}

// heavyLimits are token buckets for heavy work, one per user and one per server. They live in this
// process: each replica (or gateway shard) keeps its own, so N replicas allow up to N times the budget.
// That is enough for its purpose, keeping one user or one server from monopolising a replica's CPU; a
// shared budget would cost a store round trip on every heavy request.
type heavyLimits struct {
	mu        sync.Mutex
	users     map[string]*heavyBucket
	guilds    map[string]*heavyBucket
	lastSweep time.Time
}

// heavyBucket is a token bucket, a token every `every` and burst at most, kept as the time it will be
// full again, so that its arithmetic is whole nanoseconds. It is ours rather than golang.org/x/time/rate's
// because a token taken must be given back later: a request refused as busy gives its token back after
// waiting for a worker, and rate's Reservation.CancelAt restores nothing once the time it was taken for
// has passed.
type heavyBucket struct {
	every time.Duration
	burst int
	full  time.Time // when the bucket is full again; at or before now, it is full
	used  time.Time // last asked, for eviction
}

// wait is how long from now until the bucket holds a token: zero when it does.
func (b *heavyBucket) wait(now time.Time) time.Duration {
	if !b.full.After(now) { // also a new bucket, whose zero time is too far back to subtract from
		return 0
	}
	return max(0, b.full.Sub(now)-time.Duration(b.burst-1)*b.every)
}

// take takes a token at now, which the caller found there (wait).
func (b *heavyBucket) take(now time.Time) {
	if b.full.Before(now) {
		b.full = now
	}
	b.full = b.full.Add(b.every)
}

// give gives back a token taken: the bucket is full that much sooner, and never fuller than full.
func (b *heavyBucket) give() { b.full = b.full.Add(-b.every) }

// reserve takes one unit of heavy work for user in guild (empty in a DM) at now, and returns the buckets
// it was taken from (giveBack). When either budget refuses it, it takes nothing and returns how long
// until both would allow it.
func (h *heavyLimits) reserve(user, guild string, now time.Time) (wait time.Duration, taken []*heavyBucket) {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.sweep(now)
	bucket := func(m *map[string]*heavyBucket, key string, every time.Duration, burst int) {
		if *m == nil {
			*m = map[string]*heavyBucket{}
		}
		b := (*m)[key]
		if b == nil {
			b = &heavyBucket{every: every, burst: burst}
			(*m)[key] = b
		}
		b.used = now
		taken = append(taken, b)
		wait = max(wait, b.wait(now))
	}
	if user != "" {
		bucket(&h.users, user, heavyUserEvery, heavyUserBurst)
	}
	if guild != "" {
		bucket(&h.guilds, guild, heavyGuildEvery, heavyGuildBurst)
	}
	// Refused: take nothing, so a refusal does not push the next allowed time further out.
	if wait > 0 {
		return wait, nil
	}
	for _, b := range taken {
		b.take(now)
	}
	return 0, taken
}

// giveBack gives back the unit reserve took from buckets, for work that never ran. A bucket swept away
// meanwhile is given back to harmlessly: the next request makes a full one.
func (h *heavyLimits) giveBack(buckets []*heavyBucket) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, b := range buckets {
		b.give()
	}
}

// sweep drops the limiters idle for heavyIdle, at most once every heavySweepEvery, so the maps hold only
// the users and servers of the last few minutes. The caller holds mu.
func (h *heavyLimits) sweep(now time.Time) {
	if now.Sub(h.lastSweep) < heavySweepEvery {
		return
	}
	h.lastSweep = now
	for _, m := range []map[string]*heavyBucket{h.users, h.guilds} {
		for k, b := range m {
			if now.Sub(b.used) >= heavyIdle {
				delete(m, k)
			}
		}
	}
}
