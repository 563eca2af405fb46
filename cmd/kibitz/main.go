// Command kibitz is a Discord bot that solves and plays puzzles, and the same commands in a terminal.
//
//	kibitz            the bot when DISCORD_TOKEN is set, otherwise the console
//	kibitz bot        gateway mode
//	kibitz serve      HTTP interactions mode
//	kibitz console    the commands in a terminal
//	kibitz register   create or update the slash commands
//	kibitz solve KIND batch solvers, stdin to stdout
//	kibitz load       a load generator for kibitz serve
//	kibitz health     is the kibitz on this machine ready (for container health checks)
//	kibitz version    version and build info
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/bwmarrin/discordgo"
	"github.com/joho/godotenv"

	"kibitz/bot"
	"kibitz/commands"
	"kibitz/commands/all"
	wordlecmd "kibitz/commands/wordle"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
	"kibitz/storage/bolt"
	"kibitz/storage/memory"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

const usage = `kibitz solves and plays puzzles, in Discord or in a terminal.

usage: kibitz [command] [flags]

  (none)     the bot if DISCORD_TOKEN is set, otherwise the console
  bot        connect to Discord's gateway and serve slash commands
  serve      serve HTTP interactions at POST /interactions (needs DISCORD_PUBLIC_KEY)
  console    type the slash commands in a terminal
  register   create or update the slash commands (globally, or in DISCORD_GUILD_ID)
  solve      batch solvers: kibitz solve KIND < input
  load       drive a kibitz serve on this machine with signed interactions; measure and check it
  health     ask a running bot or serve whether it is ready (exit status 0 or 1)
  version    version and build info

Settings come from the environment or .env; see .env.example.`

// run is main without the process: it returns the exit status (0 ok, 2 usage, 130 a `kibitz solve`
// that Ctrl-C stopped, 1 anything else).
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	err := dispatch(ctx, args, stdin, stdout, stderr)
	var ue *usageError
	var help *helpText
	var intr *interrupted
	switch {
	case err == nil:
		return 0
	case errors.As(err, &intr):
		// kibitz solve stopped by Ctrl-C, its answers so far written out; the other commands treat the
		// signal as a clean shutdown and return nil.
		return interruptedStatus
	case errors.As(err, &help):
		// Asked for with -h: the help is the output, as with the flag package's own -h.
		fmt.Fprintln(stdout, help.text)
		return 0
	case errors.As(err, &ue):
		fmt.Fprintln(stderr, ue.msg)
		return 2
	default:
		fmt.Fprintln(stderr, "kibitz:", err)
		return 1
	}
}

func dispatch(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	cmd := ""
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "solve":
		// The batch solvers read their few settings (replacement word lists) from the environment; .env
		// counts too, as for every subcommand.
		if err := godotenv.Load(); err != nil && !os.IsNotExist(err) {
			return fmt.Errorf(".env: %w", err)
		}
		return runSolve(ctx, args, stdin, stdout)
	case "version", "--version", "-version":
		return runVersion(args, stdout)
	case "help", "-h", "--help", "-help":
		fmt.Fprintln(stdout, usage)
		return nil
	}
	cfg, err := loadConfig()
	if err != nil {
		return err
	}
	switch cmd {
	case "":
		if cfg.Token != "" {
			return runBot(ctx, cfg, args, stderr)
		}
		return runConsole(ctx, cfg, args, stdin, stdout, stderr, true)
	case "bot":
		return runBot(ctx, cfg, args, stderr)
	case "serve":
		return runServe(ctx, cfg, args, stderr)
	case "console":
		return runConsole(ctx, cfg, args, stdin, stdout, stderr, false)
	case "register":
		return runRegister(ctx, cfg, args, stdout, stderr)
	case "load":
		return runLoad(ctx, cfg, args, stdout, stderr)
	case "health":
		return runHealth(ctx, cfg, args, stdout)
	}
	return usagef("kibitz: unknown command %q\n\n%s", cmd, usage)
}

func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseFlags parses and validates the flags of a subcommand that takes no arguments.
func parseFlags(fs *flag.FlagSet, cfg *config, args []string) error {
	if err := parseArgs(fs, args, "usage of "+fs.Name()+":"); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("%s: unexpected argument %q", fs.Name(), fs.Arg(0))
	}
	return cfg.validate()
}

// parseArgs parses flags. -h gives usage (what the command does, then its flags) as help on stdout; a bad
// flag is a usage error that shows the flags.
func parseArgs(fs *flag.FlagSet, args []string, usage string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return &helpText{strings.TrimRight(usage+"\n"+flagDefaults(fs), "\n")}
		}
		return usagef("%s: %v\n%s", fs.Name(), err, flagDefaults(fs))
	}
	return nil
}

func flagDefaults(fs *flag.FlagSet) string {
	var b bytesBuffer
	fs.SetOutput(&b)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
	return string(b)
}

type bytesBuffer []byte

func (b *bytesBuffer) Write(p []byte) (int, error) { *b = append(*b, p...); return len(p), nil }

// wiring is what newServer needs besides the configuration.
type wiring struct {
	store     storage.Store
	log       *slog.Logger
	metrics   *bot.Metrics     // nil: no metrics
	messenger router.Messenger // nil: no edits outside interactions
}

// newServer wires the commands into a router.Server and returns their background work, which the caller
// runs beside the transport.
func newServer(cfg config, w wiring) (*router.Server, *commands.Commands, error) {
	games := all.Config{Store: w.store, Log: w.log, BotUserID: cfg.AppID, Messenger: w.messenger,
		DailySecret: cfg.DailySecret, NimTurnTimeout: cfg.NimTurnTimeout, TTTTurnTimeout: cfg.TTTTurnTimeout}
	if cfg.WordleAnswers != "" || cfg.WordleGuesses != "" {
		d, err := wordle.LoadDictionaryFiles(cfg.WordleAnswers, cfg.WordleGuesses)
		if err != nil {
			return nil, nil, fmt.Errorf("WORDLE_ANSWERS_FILE / WORDLE_GUESSES_FILE: %s", wordlecmd.SolveError(err))
		}
		games.Wordle = d
	}
	mux := router.NewMux()
	cmds := all.Register(mux, games)
	srv := &router.Server{Mux: mux, Log: w.log, MaxInFlight: cfg.MaxInFlight}
	if w.metrics != nil {
		srv.Observe = w.metrics.Observe
		w.metrics.WatchInFlight(srv.InFlight)
	}
	return srv, cmds, nil
}

func runBot(ctx context.Context, cfg config, args []string, stderr io.Writer) error {
	fs := newFlagSet("kibitz bot")
	cfg.flags(fs)
	cfg.dataFlag(fs)
	cfg.gameFlags(fs)
	cfg.serveFlags(fs)
	fs.IntVar(&cfg.ShardID, "shard-id", cfg.ShardID, "this process's shard (KIBITZ_SHARD_ID)")
	fs.IntVar(&cfg.ShardCount, "shard-count", cfg.ShardCount, "number of shards (KIBITZ_SHARD_COUNT)")
	noRegister := fs.Bool("no-register", false, "do not register the slash commands at start-up")
	if err := parseFlags(fs, &cfg, args); err != nil {
		return err
	}
	if cfg.Token == "" {
		return usagef("kibitz bot: DISCORD_TOKEN is not set (see README: creating the Discord application)")
	}
	log := cfg.logger(stderr)
	routeLibraryLogs(log)
	apiBase, err := bot.ParseAPIBase(cfg.APIBase)
	if err != nil {
		return usagef("%v", err)
	}
	store, err := openStore(ctx, cfg, log, storeFile)
	if err != nil {
		return err
	}
	defer store.Close()
	tel := newTelemetry()
	store = tel.wrap(store)
	rest := bot.NewREST(bot.RESTConfig{APIBase: apiBase, Observe: tel.metrics.ObserveREST})
	srv, cmds, err := newServer(cfg, wiring{store: store, log: log, metrics: tel.metrics,
		messenger: bot.RESTMessenger{Session: rest.NewSession(cfg.Token)}})
	if err != nil {
		return err
	}
	srv.Store = store // claims interaction ids; not the console's, whose ids restart at 1 each run
	shards := bot.NewShards(cfg.ShardID)
	tel.reg.MustRegister(shards)
	stopOps, err := startOps(cfg, bot.OpsConfig{Metrics: tel.reg, Store: store, Shards: shards}, log)
	if err != nil {
		return err
	}
	defer stopOps()
	defer startBackground(ctx, cmds)()
	return bot.RunGateway(ctx, bot.GatewayConfig{
		Token: cfg.Token, AppID: cfg.AppID, GuildID: cfg.GuildID,
		ShardID: cfg.ShardID, ShardCount: cfg.ShardCount, Register: !*noRegister, Log: log,
		REST: rest, Metrics: tel.metrics, Shards: shards,
	}, srv)
}

func runServe(ctx context.Context, cfg config, args []string, stderr io.Writer) error {
	fs := newFlagSet("kibitz serve")
	cfg.flags(fs)
	cfg.dataFlag(fs)
	cfg.gameFlags(fs)
	cfg.serveFlags(fs)
	fs.StringVar(&cfg.HTTPAddr, "addr", cfg.HTTPAddr, "listen address (KIBITZ_HTTP_ADDR)")
	fs.StringVar(&cfg.PublicKey, "public-key", cfg.PublicKey, "hex Ed25519 public key (DISCORD_PUBLIC_KEY)")
	if err := parseFlags(fs, &cfg, args); err != nil {
		return err
	}
	key, err := bot.ParsePublicKey(cfg.PublicKey)
	if err != nil {
		return usagef("kibitz serve: %v", err)
	}
	log := cfg.logger(stderr)
	routeLibraryLogs(log)
	apiBase, err := bot.ParseAPIBase(cfg.APIBase)
	if err != nil {
		return usagef("%v", err)
	}
	store, err := openStore(ctx, cfg, log, storeFile)
	if err != nil {
		return err
	}
	defer store.Close()
	tel := newTelemetry()
	store = tel.wrap(store)
	// Interaction webhooks need no bot token; with one, the same session could make other calls too.
	rest := bot.NewREST(bot.RESTConfig{APIBase: apiBase, Observe: tel.metrics.ObserveREST}).NewSession(cfg.Token)
	srv, cmds, err := newServer(cfg, wiring{store: store, log: log, metrics: tel.metrics, messenger: bot.RESTMessenger{Session: rest}})
	if err != nil {
		return err
	}
	srv.Store = store // claims interaction ids; not the console's, whose ids restart at 1 each run
	stopOps, err := startOps(cfg, bot.OpsConfig{Metrics: tel.reg, Store: store}, log)
	if err != nil {
		return err
	}
	defer stopOps()
	defer startBackground(ctx, cmds)()
	h := &bot.HTTPServer{PublicKey: key, Server: srv, REST: rest, Store: store, Metrics: tel.metrics, Log: log}
	// Discord sends a small body at once and wants the first answer within 3 s (the transport defers after
	// 1.5 s), so a client slower than these limits is not Discord: it only holds a connection.
	hs := &http.Server{Addr: cfg.HTTPAddr, Handler: h, ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout: 15 * time.Second, WriteTimeout: 30 * time.Second, IdleTimeout: 2 * time.Minute,
		ErrorLog: httpErrorLog(log)}
	errc := make(chan error, 1)
	go func() { errc <- hs.ListenAndServe() }()
	log.Info("serving HTTP interactions", "addr", cfg.HTTPAddr, "endpoint", "POST /interactions")
	select {
	case err := <-errc:
		return fmt.Errorf("kibitz serve: %w", err)
	case <-ctx.Done():
	}
	log.Info("shutting down: finishing replies in progress")
	sctx, cancel := context.WithTimeout(context.Background(), bot.ShutdownGrace)
	defer cancel()
	err = hs.Shutdown(sctx)
	h.Wait(bot.ShutdownGrace)
	return err
}

func runConsole(ctx context.Context, cfg config, args []string, stdin io.Reader, stdout, stderr io.Writer, implicit bool) error {
	fs := newFlagSet("kibitz console")
	fs.StringVar(&cfg.RedisURL, "redis", cfg.RedisURL, "Redis URL; empty for the embedded store (REDIS_URL)")
	cfg.dataFlag(fs)
	out := fs.String("out", "kibitz-out", "folder for attachments (images, files)")
	if os.Getenv("KIBITZ_LOG_LEVEL") == "" {
		// The console prints its logs between the replies: only warnings, unless asked for more.
		cfg.LogLevel = "warn"
	}
	fs.StringVar(&cfg.LogLevel, "log-level", cfg.LogLevel, "debug, info, warn or error (KIBITZ_LOG_LEVEL; default warn)")
	cfg.gameFlags(fs)
	if err := parseFlags(fs, &cfg, args); err != nil {
		return err
	}
	if implicit {
		// Plain `kibitz` without a token is the newcomer's first game (docs/contract.md §1): the in-memory
		// store, whatever REDIS_URL and KIBITZ_DATA say; `kibitz console` uses them when they are set.
		cfg.RedisURL, cfg.Data = "", memoryData
	}
	log := cfg.logger(stderr)
	routeLibraryLogs(log)
	store, err := openStore(ctx, cfg, log, storeMemory)
	if err != nil {
		return err
	}
	defer store.Close()
	banner := "kibitz console: type /help to see the commands, help for the console's own, quit to leave."
	if f, ok := store.(*bolt.Store); ok {
		// The console's logs are quiet by default, so the banner says where the games go.
		banner += "\nGames are kept in " + f.Path() + "."
	}
	if implicit {
		banner += "\nTo run kibitz in Discord, set DISCORD_TOKEN (in the environment or .env) and run kibitz again; see README.md."
	}
	messenger := bot.NewConsoleMessenger()
	cfg.AppID = ""
	srv, cmds, err := newServer(cfg, wiring{store: store, log: log, messenger: messenger})
	if err != nil {
		return err
	}
	defer startBackground(ctx, cmds)()
	return bot.RunConsole(ctx, stdin, stdout, srv, bot.ConsoleConfig{
		OutDir: *out, Prompt: isTerminal(stdin), Banner: banner, Messenger: messenger,
	})
}

func runRegister(ctx context.Context, cfg config, args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("kibitz register")
	cfg.flags(fs)
	if err := parseFlags(fs, &cfg, args); err != nil {
		return err
	}
	if cfg.Token == "" {
		return usagef("kibitz register: DISCORD_TOKEN is not set")
	}
	apiBase, err := bot.ParseAPIBase(cfg.APIBase)
	if err != nil {
		return usagef("%v", err)
	}
	routeLibraryLogs(cfg.logger(stderr))
	s := bot.NewREST(bot.RESTConfig{APIBase: apiBase}).NewSession(cfg.Token)
	appID := cfg.AppID
	if appID == "" {
		me, err := s.User("@me", discordgo.WithContext(ctx))
		if err != nil {
			return fmt.Errorf("find the application id (set DISCORD_APP_ID to skip this): %w", err)
		}
		appID = me.ID
	}
	cfg.AppID = appID
	srv, _, err := newServer(cfg, wiring{store: memory.New(), log: cfg.logger(stderr)})
	if err != nil {
		return err
	}
	defs := srv.Mux.Definitions()
	n, err := bot.RegisterCommands(ctx, s, appID, cfg.GuildID, defs)
	if err != nil {
		return err
	}
	where := "globally (may take up to an hour to appear)"
	if cfg.GuildID != "" {
		where = "in guild " + cfg.GuildID
	}
	fmt.Fprintf(stdout, "registered %d slash commands %s\n", n, where)
	return nil
}

// isTerminal reports whether r is an interactive terminal (not a pipe or a file).
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// startBackground runs the games' work between interactions (warming tables, turn timers) until the
// returned stop is called, and stop waits for it to end: nothing of a run outlives it, to write to a
// store it has closed or a log it no longer owns.
func startBackground(ctx context.Context, cmds *commands.Commands) (stop func()) {
	ctx, cancel := context.WithCancel(ctx)
	done := make(chan struct{})
	go func() {
		defer close(done)
		cmds.Background(ctx)
	}()
	return func() {
		cancel()
		<-done
	}
}
