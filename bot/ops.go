package bot

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/pprof"
	"strings"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// ReadyTimeout bounds one readiness check (/readyz, and serve's public /healthz). An orchestrator's probe
// typically gives up after a few seconds; a store that hangs must be reported as such before that, not
// hold the probe until its own timeouts fire.
const ReadyTimeout = 2 * time.Second

// Pinger is what the health checks need of a store: whether it answers (storage.Store.Ping).
type Pinger interface {
	Ping(ctx context.Context) error
}

// OpsConfig configures the operations listener (docs/contract.md §6).
type OpsConfig struct {
	// Metrics is what /metrics serves: the process's registry (NewRegistry).
	Metrics prometheus.Gatherer
	// Store is pinged by /readyz: any storage.Store.
	Store Pinger
	// Shards, in gateway mode, must all be ready for /readyz to answer 200; nil in HTTP mode.
	Shards *Shards
	// Warming names what the process still builds before it answers at its usual speed ("wordle tables":
	// commands.Commands.Warming), "" once nothing; /readyz answers 503 "warming: ..." meanwhile. Nil: none.
	Warming func() string
	// Pprof serves net/http/pprof under /debug/pprof/ (KIBITZ_PPROF=1).
	Pprof bool
	// ReadyTimeout overrides ReadyTimeout (tests).
	ReadyTimeout time.Duration
	Log          *slog.Logger
	// Stopping, once begun, makes /readyz answer 503 "shutting down" (bot/shutdown.go).
	Stopping *Stopping
}

// NewOpsHandler is the handler of the operations listener:
//
//	GET /healthz       200 "ok": the process is alive; nothing else is checked, nothing is told
//	GET /readyz        200 "ok" when the store answers, every gateway shard is ready and the warm-up is
//	                   done, else 503 and a one-line reason, within the ready timeout whatever the store does
//	GET /metrics       the Prometheus exposition of the process's registry
//	/debug/pprof/...   the Go profiler, only with Pprof
//
// It is meant for a private address (KIBITZ_OPS_ADDR, loopback by default): /readyz names what is wrong,
// and pprof shows the program's insides.
func NewOpsHandler(cfg OpsConfig) http.Handler {
	log := cfg.Log
	if log == nil {
		log = slog.Default()
	}
	ready := &readiness{store: cfg.Store, shards: cfg.Shards, timeout: cfg.ReadyTimeout, stopping: cfg.Stopping, warming: cfg.Warming}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { writeText(w, http.StatusOK, "ok") })
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		if err := ready.check(r.Context()); err != nil {
			writeText(w, http.StatusServiceUnavailable, err.Error())
			return
		}
		writeText(w, http.StatusOK, "ok")
	})
	if cfg.Metrics != nil {
		mux.Handle("GET /metrics", promhttp.HandlerFor(cfg.Metrics, promhttp.HandlerOpts{
			ErrorLog: slogPrinter{log}, ErrorHandling: promhttp.ContinueOnError}))
	}
	if cfg.Pprof {
		mux.HandleFunc("/debug/pprof/", pprof.Index)
		mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
		mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
		mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
		mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	}
	return mux
}

// writeText answers one line of plain text.
func writeText(w http.ResponseWriter, status int, line string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	io.WriteString(w, line+"\n")
}

// slogPrinter gives promhttp's error log to slog, so that a failed scrape is one structured line too.
type slogPrinter struct{ log *slog.Logger }

func (p slogPrinter) Println(v ...any) {
	p.log.Warn("metrics: "+strings.TrimSpace(fmt.Sprintln(v...)), "from", "promhttp")
}

// readiness is what /readyz checks.
type readiness struct {
	store   Pinger
	shards  *Shards
	timeout time.Duration
	probe   storeProbe
	// stopping: a shutdown has begun, whatever else is so.
	stopping *Stopping
	warming  func() string
}

// check returns nil when ready, else a one-line reason: a shutdown begun, whatever else is so; then the
// shards, first since it costs nothing; the store; the warm-up last (warmed).
func (r *readiness) check(ctx context.Context) error {
	if r.stopping.Begun() {
		return errShuttingDown
	}
	if r.shards != nil {
		if err := r.shards.check(); err != nil {
			return err
		}
	}
	if r.store != nil {
		timeout := r.timeout
		if timeout <= 0 {
			timeout = ReadyTimeout
		}
		if err := r.probe.ping(ctx, r.store, timeout); err != nil {
			return fmt.Errorf("store: %s", oneLine(err.Error()))
		}
	}
	return r.warmed()
}

// warmed returns nil once the warm-up is done, else "warming: wordle tables". It comes after the checks
// that need an operator: a warm-up ends by itself.
func (r *readiness) warmed() error {
	if r.warming != nil {
		if left := r.warming(); left != "" {
			return fmt.Errorf("warming: %s", left)
		}
	}
	return nil
}

// oneLine keeps the first line of s: a reason is one line, whatever an error wraps.
func oneLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return strings.TrimSpace(s)
}

// errNoAnswer is a store that did not answer a ping in time.
var errNoAnswer = errors.New("no answer")

// storeProbe pings a store within a time limit, whether or not the store honours its context's deadline
// (a Redis client without ContextTimeoutEnabled waits for its own read timeout). The ping runs in a
// goroutine of its own and the caller waits at most the limit; probes that arrive while a ping is still
// out wait for that one, so a store that hangs holds one goroutine, not one per probe. The zero value is
// ready to use.
type storeProbe struct {
	mu      sync.Mutex
	pending *pingCall
}

type pingCall struct {
	done chan struct{}
	err  error
}

func (p *storeProbe) ping(ctx context.Context, s Pinger, limit time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, limit)
	defer cancel()
	p.mu.Lock()
	c := p.pending
	if c == nil {
		c = &pingCall{done: make(chan struct{})}
		p.pending = c
		go func() {
			pctx, cancel := context.WithTimeout(context.Background(), limit)
			defer cancel()
			c.err = s.Ping(pctx)
			p.mu.Lock()
			p.pending = nil
			p.mu.Unlock()
			close(c.done)
		}()
	}
	p.mu.Unlock()
	select {
	case <-c.done:
		if errors.Is(c.err, context.DeadlineExceeded) {
			return fmt.Errorf("%w within %v", errNoAnswer, limit)
		}
		return c.err
	case <-ctx.Done():
		return fmt.Errorf("%w within %v", errNoAnswer, limit)
	}
}
