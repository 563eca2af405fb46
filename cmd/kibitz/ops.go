package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"kibitz/bot"
	"kibitz/storage"
	"kibitz/storage/instrumented"
	kredis "kibitz/storage/redis"
)

// The operations contract (docs/contract.md §6): the metrics of the process, the operations listener,
// `kibitz health`, and where the libraries' logs go.

// defaultOpsAddr is KIBITZ_OPS_ADDR's default: loopback, because /readyz names what is wrong and pprof,
// when enabled, shows the program's insides. A container, whose loopback no one else shares, sets
// KIBITZ_OPS_ADDR=:9464 for its probes and Prometheus to reach it.
const defaultOpsAddr = "127.0.0.1:9464"

// opsOff is the KIBITZ_OPS_ADDR that turns the operations listener off.
const opsOff = "off"

// telemetry is the metrics of one process: its own registry (not Prometheus's global one, so that tests
// running the process function one after another each start from zero), the transports' and router's
// series, and the store's.
type telemetry struct {
	reg     *prometheus.Registry
	metrics *bot.Metrics
	store   *instrumented.Metrics
}

func newTelemetry() *telemetry {
	reg := bot.NewRegistry()
	t := &telemetry{reg: reg}
	t.metrics, t.store = registerMetrics(reg)
	return t
}

// registerMetrics registers kibitz's own series on reg, but for those that need what is built later:
// kibitz_inflight and kibitz_waiting (newServer) and the gateway's shards (runBot).
func registerMetrics(reg prometheus.Registerer) (*bot.Metrics, *instrumented.Metrics) {
	bot.RegisterBuildInfo(reg, thisBuild().release())
	return bot.NewMetrics(reg), instrumented.NewMetrics(reg)
}

// wrap counts the operations of the store the process opened, whichever backend it is.
func (t *telemetry) wrap(s storage.Store) storage.Store { return instrumented.New(s, t.store) }

// routeLibraryLogs sends the logs of the libraries that keep one logger for the whole process, discordgo's
// and go-redis's, to log, so that they follow KIBITZ_LOG_LEVEL and KIBITZ_LOG_FORMAT (a JSON log stays
// JSON, line by line) and pass the redacting filter. Being process-wide, they are set here, in the
// process's main package, by the one subcommand the process runs, once its flags have given the level and
// format; no other package sets them.
func routeLibraryLogs(log *slog.Logger) {
	bot.LogDiscordgo(log)
	kredis.SetLogger(log)
}

// httpErrorLog is net/http's error log (a failed accept, a malformed request) as slog lines, rather than
// the standard logger's plain text on stderr.
func httpErrorLog(l *slog.Logger) *log.Logger {
	return slog.NewLogLogger(l.With("from", "net/http").Handler(), slog.LevelWarn)
}

// startOps starts the operations listener on cfg.OpsAddr, unless it is off. It listens before returning,
// so that an address in use fails the start-up rather than leaving kibitz running without its probes. stop
// closes it; a process calls it last, so that its metrics can be read until the end.
func startOps(cfg config, ops bot.OpsConfig, log *slog.Logger) (stop func(), err error) {
	if cfg.OpsAddr == opsOff {
		return func() {}, nil
	}
	l, err := net.Listen("tcp", cfg.OpsAddr)
	if err != nil {
		return nil, listenError(cfg.named("KIBITZ_OPS_ADDR", cfg.OpsAddr), err)
	}
	ops.Pprof, ops.Log = cfg.Pprof, log
	// A CPU profile or a trace runs 30 s by default: the write timeout leaves room for it.
	hs := &http.Server{Handler: bot.NewOpsHandler(ops), ReadHeaderTimeout: 5 * time.Second,
		WriteTimeout: 2 * time.Minute, IdleTimeout: 2 * time.Minute, ErrorLog: httpErrorLog(log)}
	go hs.Serve(l)
	log.Info("operations listener", "addr", l.Addr().String(), "pprof", cfg.Pprof)
	return func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Second)
		defer cancel()
		hs.Shutdown(ctx)
	}, nil
}

// listenError says why kibitz cannot listen on the address of setting, named as the user gave it
// (config.named: KIBITZ_OPS_ADDR=:9464, --addr :8080): most often another program, or another kibitz,
// holds the port.
func listenError(setting string, err error) error {
	if errors.Is(err, syscall.EADDRINUSE) {
		return fmt.Errorf("%s: the address is in use, by another program or another kibitz (%w); stop it, or give another address", setting, err)
	}
	return fmt.Errorf("%s: cannot listen there (%w)", setting, err)
}

// probeAddr is where `kibitz health` reaches a listener bound to addr: an address that listens on every
// interface (":9464", "0.0.0.0:9464", "[::]:9464") is reached on loopback.
func probeAddr(addr string) (string, error) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return "", err
	}
	switch ip := net.ParseIP(host); {
	case host == "":
		host = "127.0.0.1"
	case ip != nil && ip.IsUnspecified() && ip.To4() != nil:
		host = "127.0.0.1"
	case ip != nil && ip.IsUnspecified():
		host = "::1"
	}
	return net.JoinHostPort(host, port), nil
}

// healthTimeout bounds `kibitz health`: /readyz answers within bot.ReadyTimeout, whatever the store does.
const healthTimeout = bot.ReadyTimeout + 3*time.Second

const healthUsage = `usage: kibitz health [-addr host:port]

Asks the operations listener of a running kibitz bot or serve whether it is ready (GET /readyz): prints
ready and exits 0 if it is, exits 1 saying why if not. The container image uses it as its health check.`

// runHealth is `kibitz health`: GET /readyz on the operations listener, exit status 0 when it answers 200,
// 1 otherwise with the reason. A container image without curl uses it as its health check.
func runHealth(ctx context.Context, cfg *config, args []string, stdout io.Writer) error {
	fs := newFlagSet("kibitz health")
	cfg.stringFlag(fs, &cfg.OpsAddr, "addr", "KIBITZ_OPS_ADDR", "address of the operations listener")
	addr := &cfg.OpsAddr
	if err := parseArgs(fs, args, healthUsage); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return &usageError{msg: fmt.Sprintf("unexpected argument %q", fs.Arg(0)), usage: helpFor(fs, healthUsage)}
	}
	if cfg.dotenvErr != nil {
		return cfg.dotenvErr
	}
	cfg.noteGiven(fs)
	if *addr == opsOff || *addr == "" {
		return usagef("the operations listener is off (%s): give --addr, the KIBITZ_OPS_ADDR of the kibitz to ask", cfg.named("KIBITZ_OPS_ADDR", *addr))
	}
	target, err := probeAddr(*addr)
	if err != nil {
		return usagef("%s: give host:port, such as 127.0.0.1:9464", cfg.named("KIBITZ_OPS_ADDR", strconv.Quote(*addr)))
	}
	ctx, cancel := context.WithTimeout(ctx, healthTimeout)
	defer cancel()
	url := "http://" + target + "/readyz"
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	client := &http.Client{Transport: &http.Transport{Proxy: nil}} // a proxy has nothing to do with loopback
	resp, err := client.Do(req)
	if err != nil {
		return unreachable(target, err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<10))
	reason := strings.TrimSpace(string(body))
	switch resp.StatusCode {
	case http.StatusOK:
		_, err = fmt.Fprintln(stdout, "ready")
		return err
	case http.StatusServiceUnavailable:
		return fmt.Errorf("not ready: %s (%s)", reason, resp.Status)
	}
	return fmt.Errorf("%s answered %s to GET /readyz, which kibitz's operations listener does not: is KIBITZ_OPS_ADDR (or -addr) the address of kibitz's, and not another program's?", target, resp.Status)
}

// unreachable words a `kibitz health` that got no answer: what is wrong, and what to check.
func unreachable(target string, err error) error {
	var why string
	switch {
	case errors.Is(err, syscall.ECONNREFUSED):
		why = "nothing listens at " + target
	case errors.Is(err, context.DeadlineExceeded):
		why = fmt.Sprintf("no answer from %s within %v", target, healthTimeout)
	default:
		why = "no answer from " + target
	}
	return fmt.Errorf("%s (%v): is kibitz bot or kibitz serve running, and is KIBITZ_OPS_ADDR (or -addr) the address of its operations listener?",
		why, errors.Unwrap(err))
}
