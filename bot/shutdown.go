package bot

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"sync"
	"sync/atomic"
	"time"
)

// A shutdown of kibitz bot or kibitz serve (docs/contract.md §1, "Stopping") goes in three steps:
//
//  1. Lame duck. At SIGINT or SIGTERM readiness turns 503 "shutting down" (Stopping): /readyz on the
//     operations listener, and in serve mode the public /healthz, which load balancers probe. serve goes
//     on accepting and answering interactions for the drain delay (KIBITZ_DRAIN_DELAY, DefaultDrainDelay),
//     long enough for a load balancer to see it and send new connections elsewhere: closing the listener
//     at once reset requests already on their way, and a load balancer cannot send a POST again once it
//     has sent it, so the user saw "This interaction failed". The gateway needs no drain: Discord sends
//     its interactions down the session, which stays open until the replies are done.
//  2. Replies. The listener closes (or the gateway waits) and the replies in progress (deferred edits,
//     followups) get ShutdownGrace to finish.
//  3. Abandon. Replies still in progress at the end of the grace have their context cancelled, so that
//     each is logged as `reply lost` and counted (kibitz_replies_lost_total) like any reply that could not
//     be sent, and the shutdown logs how many it abandoned, rather than the process exiting with users
//     left "thinking" and nothing said.

// ShutdownGrace is how long a shutdown waits for replies in progress, after the drain delay. It is longer
// than one REST attempt (RESTAttemptTimeout, 10 s), so that a reply whose attempt hangs still has a second
// one; with the default drain delay it ends 25 s after the signal, within the 30 s an orchestrator usually
// gives before it kills (Kubernetes' terminationGracePeriodSeconds; docker-compose.yml sets
// stop_grace_period to 30 s). A deferred reply stays editable for 15 minutes, but a shutdown cannot wait
// that long.
const ShutdownGrace = 20 * time.Second

// DefaultDrainDelay is KIBITZ_DRAIN_DELAY's default: how long serve keeps answering after the signal,
// while its health checks say 503. Load balancers probe every few seconds (nginx's and Kubernetes'
// defaults are 5 s and 10 s, with a failure threshold); 5 s covers one probe period, and more is a setting.
const DefaultDrainDelay = 5 * time.Second

// abandonWait bounds the wait, after the grace, for the replies given up to log their loss: their calls
// end as soon as their context does.
const abandonWait = time.Second

// Stopping says whether a shutdown has begun, and when: readiness answers 503 "shutting down" from then
// on. The zero value has not begun; a nil *Stopping never begins.
type Stopping struct{ at atomic.Pointer[time.Time] }

// Begin marks the shutdown begun, now; a second call changes nothing.
func (s *Stopping) Begin() {
	now := time.Now()
	s.at.CompareAndSwap(nil, &now)
}

// Begun reports whether the shutdown has begun.
func (s *Stopping) Begun() bool { return s != nil && s.at.Load() != nil }

// Since is how long ago the shutdown began; 0 before it has.
func (s *Stopping) Since() time.Duration {
	if !s.Begun() {
		return 0
	}
	return time.Since(*s.at.Load())
}

// errShuttingDown is readiness's reason during a shutdown.
var errShuttingDown = errors.New("shutting down")

// errAbandoned cancels the replies still in progress when the shutdown's grace runs out.
var errAbandoned = errors.New("bot: shutting down: the grace for replies in progress ran out")

// errTokenExpired ends a reply still in progress when its interaction's token has expired.
var errTokenExpired = errors.New("bot: the interaction's token has expired")

// abandonedLine is the warning of a shutdown that gave up on n replies.
func abandonedLine(n int) string {
	if n == 1 {
		return "shutdown: 1 reply abandoned"
	}
	return fmt.Sprintf("shutdown: %d replies abandoned", n)
}

// inFlight counts the replies in progress, so that a shutdown can wait for them, and gives up on those
// still running when it stops waiting. Unlike a sync.WaitGroup it lets replies start while someone waits:
// interactions keep arriving until the connection closes, and an Add from zero concurrent with a Wait is a
// misuse of a WaitGroup. The zero value is ready to use.
type inFlight struct {
	mu      sync.Mutex
	n       int
	idle    chan struct{} // closed when n drops back to zero; nil while it is zero
	abandon context.Context
	cancel  context.CancelCauseFunc
}

// start counts a reply in progress and returns its context, for the 15 minutes an interaction's token
// lasts: parent's values, not its end (a reply outlives the shutdown signal), but cancelled if a shutdown
// gives up on it (wait). done must be called when the reply has been sent or given up.
func (f *inFlight) start(parent context.Context) (ctx context.Context, done func()) {
	f.mu.Lock()
	abandon := f.abandoning()
	if f.n == 0 {
		f.idle = make(chan struct{})
	}
	f.n++
	f.mu.Unlock()
	given, giveUp := context.WithCancelCause(context.WithoutCancel(parent))
	ctx, cancel := context.WithTimeoutCause(given, 15*time.Minute, errTokenExpired)
	stop := context.AfterFunc(abandon, func() { giveUp(context.Cause(abandon)) })
	return ctx, func() {
		stop()
		cancel()
		giveUp(nil)
		f.done()
	}
}

// abandoning returns the context that wait cancels to give up on the replies in progress, made on first
// use (the zero value is ready to use). f.mu must be held.
func (f *inFlight) abandoning() context.Context {
	if f.abandon == nil {
		f.abandon, f.cancel = context.WithCancelCause(context.Background())
	}
	return f.abandon
}

func (f *inFlight) done() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.n--; f.n == 0 {
		close(f.idle)
		f.idle = nil
	}
}

// wait waits until no reply is in progress, at most d. Then it cancels the context of the replies still
// in progress, so that each is logged and counted as lost (dispatcher.lost), waits a moment for them to do
// so (abandonWait), and returns how many it gave up on.
func (f *inFlight) wait(d time.Duration) (abandoned int) {
	if f.waitIdle(d) {
		return 0
	}
	f.mu.Lock()
	abandoned = f.n
	f.abandoning()
	f.cancel(errAbandoned)
	f.mu.Unlock()
	f.waitIdle(abandonWait)
	return abandoned
}

// waitIdle waits until no reply is in progress, at most d, and reports whether none is.
func (f *inFlight) waitIdle(d time.Duration) bool {
	deadline := time.NewTimer(d)
	defer deadline.Stop()
	for {
		f.mu.Lock()
		idle := f.idle
		f.mu.Unlock()
		if idle == nil {
			return true
		}
		select {
		case <-idle: // look again: another reply may have started
		case <-deadline.C:
			return false
		}
	}
}

// Shutdown stops hs, the server of h, once the shutdown signal has come: lame duck for drain (h's /healthz
// answers 503 "shutting down" from its first line, as the operations listener's /readyz does from the
// Stopping the caller began, while hs goes on accepting and answering), then hs.Shutdown, which closes
// the listener and waits for the requests under way, then Wait for the replies still being sent: the two
// within one ShutdownGrace. It logs each step, and the replies it abandoned.
func (h *HTTPServer) Shutdown(hs *http.Server, drain time.Duration) error {
	log := h.logger()
	h.draining.Begin()
	// Each answer from now on closes its connection, so that none is left idle for a load balancer to
	// send a request on just as the listener closes it (a reset it cannot retry).
	hs.SetKeepAlivesEnabled(false)
	if drain > 0 {
		log.Info("shutting down: not ready, still answering for the drain delay", "drain", drain)
		after := time.After
		if h.After != nil {
			after = h.After
		}
		<-after(drain)
	}
	log.Info("shutting down: finishing replies in progress")
	grace := ShutdownGrace
	if h.Grace > 0 {
		grace = h.Grace
	}
	// One grace for both: the requests under way end within seconds (the first answer is due in 3), and
	// the replies they started go on after them.
	ctx, cancel := context.WithTimeout(context.Background(), grace)
	defer cancel()
	err := hs.Shutdown(ctx)
	deadline, _ := ctx.Deadline()
	if n := h.Wait(time.Until(deadline)); n > 0 {
		log.Warn(abandonedLine(n), "abandoned", n)
	}
	return err
}
