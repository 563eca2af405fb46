package main

import (
	"context"
	"io"
	"log/slog"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/bot"
	"kibitz/commands"
	"kibitz/router"
	"kibitz/storage"
)

// app is what the long-running modes, kibitz bot and kibitz serve, run on, built once the same way: the
// log, the API base, the store (counted for the metrics), the one REST path to Discord, and the commands
// on a router.Server that claims interaction ids in the store. Each mode adds only its transport (run).
type app struct {
	cfg     config
	log     *slog.Logger
	apiBase string
	store   storage.Store
	tel     *telemetry
	rest    *bot.REST
	session *discordgo.Session // rest with the bot token: command registration, edits outside interactions
	srv     *router.Server
	cmds    *commands.Commands
	close   func() error // the store's
	// stopping begins at the shutdown signal of run: readiness says 503 "shutting down" (bot/shutdown.go).
	stopping *bot.Stopping
}

// openApp builds the app of cfg, logging to stderr. Close releases what it opened.
func openApp(ctx context.Context, cfg config, stderr io.Writer) (*app, error) {
	apiBase, err := bot.ParseAPIBase(cfg.APIBase)
	if err != nil {
		return nil, usagef("%s", cfg.renamed("DISCORD_API_BASE", err.Error()))
	}
	a := &app{cfg: cfg, apiBase: apiBase, log: cfg.logger(stderr), tel: newTelemetry()}
	routeLibraryLogs(a.log)
	// Which release this replica runs (kibitz_build_info says it too): replicas of a rolling update differ.
	build := thisBuild().release()
	a.log.Info("starting kibitz", "version", build.Version, "revision", build.Revision, "go", build.GoVersion)
	store, err := openStore(ctx, cfg, a.log, storeFile)
	if err != nil {
		return nil, err
	}
	a.close = store.Close
	a.store = a.tel.wrap(store)
	a.rest = bot.NewREST(bot.RESTConfig{APIBase: apiBase, Observe: a.tel.metrics.ObserveREST})
	// Interaction webhooks need no bot token; with one, the same session can make the other calls too.
	a.session = a.rest.NewSession(cfg.Token)
	a.srv, a.cmds, err = newServer(cfg, wiring{store: a.store, log: a.log, metrics: a.tel.metrics,
		messenger: bot.RESTMessenger{Session: a.session}})
	if err != nil {
		a.Close()
		return nil, err
	}
	a.srv.Store = a.store // claims interaction ids; not the console's, whose ids restart at 1 each run
	return a, nil
}

// run serves the operations listener (ops, with the app's metrics and store), warms the games' tables
// (not ready until they are built: /readyz says "warming: wordle tables") and runs their background work
// while transport runs, and stops all before it returns: nothing of a run outlives it. When ctx ends (the
// shutdown signal), readiness turns 503 at once, the transport finishes its replies, and the background's
// work under way finishes (commands.Expire) before the last line, `stopped`.
func (a *app) run(ctx context.Context, ops bot.OpsConfig, transport func(ctx context.Context) error) error {
	ops.Metrics, ops.Store, ops.Warming = a.tel.reg, a.store, a.cmds.Warming
	a.stopping = &bot.Stopping{}
	ops.Stopping = a.stopping
	stopOps, err := startOps(a.cfg, ops, a.log)
	if err != nil {
		return err
	}
	defer stopOps()
	defer a.logStopped()
	defer startBackground(ctx, func(ctx context.Context) {
		var wg sync.WaitGroup
		wg.Go(func() { a.cmds.Warm(ctx, a.log) })
		a.cmds.Background(ctx)
		wg.Wait()
	})()
	// Readiness turns at the signal, while the transport still runs; AfterFunc begins it from a goroutine
	// of its own, which a transport that returns at once can outrun, and which is started only after ctx's
	// Done is closed (a context closes its Done before it cancels what hangs on it): so the run begins it
	// itself once the transport is back, when ctx is done, whether or not AfterFunc has run.
	stop := context.AfterFunc(ctx, a.stopping.Begin)
	defer func() {
		stop()
		if ctx.Err() != nil { // the signal came
			a.stopping.Begin()
		}
	}()
	return transport(ctx)
}

// logStopped ends a run stopped by the signal with how long the shutdown took.
func (a *app) logStopped() {
	if a.stopping.Begun() {
		a.log.Info("stopped", "took", a.stopping.Since().Round(time.Millisecond))
	}
}

// Close closes the store.
func (a *app) Close() error { return a.close() }
