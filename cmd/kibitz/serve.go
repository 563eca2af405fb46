package main

import (
	"context"
	"io"
	"net"
	"net/http"
	"strconv"
	"time"

	"kibitz/bot"
)

const serveUsage = `usage: kibitz serve [flags]

Serves Discord's HTTP interactions at POST /interactions on KIBITZ_HTTP_ADDR until SIGINT or SIGTERM:
set https://your.host/interactions as the Interactions Endpoint URL in the Developer Portal. Needs
DISCORD_PUBLIC_KEY (General Information > Public Key). It does not register the slash commands: run
kibitz register once. After the signal its health checks say 503 and it goes on answering for
KIBITZ_DRAIN_DELAY, so that a load balancer sends no more before it stops listening. Flags win over the
environment and .env.`

func runServe(ctx context.Context, cfg *config, args []string, stderr io.Writer) error {
	fs := newFlagSet("kibitz serve")
	cfg.serveFlags(fs)
	cfg.stringFlag(fs, &cfg.HTTPAddr, "addr", "KIBITZ_HTTP_ADDR", "listen address")
	cfg.stringFlag(fs, &cfg.PublicKey, "public-key", "DISCORD_PUBLIC_KEY", "hex Ed25519 public key")
	cfg.durationFlag(fs, &cfg.DrainDelay, "drain-delay", "KIBITZ_DRAIN_DELAY",
		"how long to go on answering after SIGTERM while the health checks say 503, a `duration` from 0 to 1m; default 5s")
	if err := parseFlags(fs, cfg, args, serveUsage, "KIBITZ_PPROF"); err != nil {
		return err
	}
	key, err := bot.ParsePublicKey(cfg.PublicKey)
	if err != nil {
		return usagef("%s", cfg.renamed("DISCORD_PUBLIC_KEY", err.Error()))
	}
	if _, _, err := net.SplitHostPort(cfg.HTTPAddr); err != nil {
		return usagef("%s: give host:port, such as :8080 (every interface) or 127.0.0.1:8080",
			cfg.named("KIBITZ_HTTP_ADDR", strconv.Quote(cfg.HTTPAddr)))
	}
	a, err := openApp(ctx, *cfg, stderr)
	if err != nil {
		return err
	}
	defer a.Close()
	return a.run(ctx, bot.OpsConfig{}, func(ctx context.Context) error {
		// Listen before saying so: an address in use fails the start-up, as the operations listener's does.
		l, err := net.Listen("tcp", cfg.HTTPAddr)
		if err != nil {
			return listenError(cfg.named("KIBITZ_HTTP_ADDR", cfg.HTTPAddr), err)
		}
		// The public /healthz says 503 while the tables are built and from the signal on, so that a load
		// balancer sends a cold or stopping replica nothing.
		h := &bot.HTTPServer{PublicKey: key, Server: a.srv, REST: a.session, Store: a.store, Metrics: a.tel.metrics, Log: a.log,
			Stopping: a.stopping, Warming: a.cmds.Warming}
		// Discord sends a small body at once and wants the first answer within 3 s (the transport defers
		// after 1.5 s), so a client slower than these limits is not Discord: it only holds a connection.
		hs := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second,
			ReadTimeout: 15 * time.Second, WriteTimeout: 30 * time.Second, IdleTimeout: 2 * time.Minute,
			ErrorLog: httpErrorLog(a.log)}
		errc := make(chan error, 1)
		go func() { errc <- hs.Serve(l) }()
		a.log.Info("serving HTTP interactions", "addr", l.Addr().String(), "endpoint", "POST /interactions")
		select {
		case err := <-errc:
			return err
		case <-ctx.Done():
		}
		return h.Shutdown(hs, cfg.DrainDelay)
	})
}
