package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/joho/godotenv"

	"kibitz/bot"
	"kibitz/router"
)

// config is every setting of docs/contract.md §2: environment variables, also read from .env in the
// working directory, overridden by flags.
type config struct {
	Token     string
	AppID     string
	PublicKey string
	GuildID   string
	APIBase   string
	RedisURL  string
	// Data is KIBITZ_DATA: the data file of the embedded store, or "memory" (see openStore).
	Data          string
	ShardID       int
	ShardCount    int
	HTTPAddr      string
	LogLevel      string
	LogFormat     string
	WordleAnswers string
	WordleGuesses string
	DailySecret   string
	// NimTurnTimeout is KIBITZ_NIM_TURN_TIMEOUT, a Go duration ("90s", "2m"); 0 means the default,
	// nim.DefaultTurnTimeout (commands/nim).
	NimTurnTimeout time.Duration
	// TTTTurnTimeout is KIBITZ_TTT_TURN_TIMEOUT, a Go duration ("5m"); 0 means the default,
	// tictactoe.DefaultTurnTimeout (commands/tictactoe).
	TTTTurnTimeout time.Duration
	// MaxInFlight is KIBITZ_MAX_INFLIGHT: handlers running at once before kibitz answers "busy".
	MaxInFlight int
	// DrainDelay is KIBITZ_DRAIN_DELAY: how long serve goes on answering after the shutdown signal while
	// its health checks say 503 (bot.HTTPServer.Shutdown); bot.DefaultDrainDelay when unset, 0 for none.
	DrainDelay time.Duration
	// OpsAddr is KIBITZ_OPS_ADDR, the operations listener of bot and serve (ops.go), or "off".
	OpsAddr string
	// Pprof is KIBITZ_PPROF=1: the profiler on the operations listener.
	Pprof bool

	// dotenvErr is a .env that could not be read; envErrs the variables that could not (loadConfig), in
	// the order of docs/contract.md §2.
	dotenvErr error
	envErrs   []envError
	// flagVars maps each flag of the run's mode that gives a setting to the setting's variable (bind);
	// given, once the flags are parsed (noteGiven), each variable the command line set to the flag that
	// did. A message about a setting names it as the user gave it (named).
	flagVars, given map[string]string
	// typed holds each duration setting as the user wrote it, by its variable: the variable's text, or
	// the flag's once noteGiven has read them, for messages that quote it (asTyped).
	typed map[string]string
}

// envError is a variable that loadConfig could not read.
type envError struct {
	name string
	err  error
}

// loadConfig reads .env (variables already set in the environment win, as godotenv does) and then the
// environment. A missing .env is fine. What it cannot read (a malformed .env, a value that is not a
// number or a duration) it keeps in the config, for the commands that use the settings to report once
// their flags are parsed: -h works whatever the environment holds.
func loadConfig() config {
	var c config
	if err := godotenv.Load(); err != nil && !os.IsNotExist(err) {
		c.dotenvErr = fmt.Errorf(".env in the working directory cannot be read (%w); each line is NAME=value, as in .env.example", err)
	}
	c = config{
		Token:         os.Getenv("DISCORD_TOKEN"),
		AppID:         strings.TrimSpace(os.Getenv("DISCORD_APP_ID")),
		PublicKey:     strings.TrimSpace(os.Getenv("DISCORD_PUBLIC_KEY")),
		GuildID:       strings.TrimSpace(os.Getenv("DISCORD_GUILD_ID")),
		APIBase:       envOr("DISCORD_API_BASE", bot.DefaultAPIBase),
		RedisURL:      os.Getenv("REDIS_URL"),
		Data:          strings.TrimSpace(os.Getenv("KIBITZ_DATA")),
		HTTPAddr:      envOr("KIBITZ_HTTP_ADDR", ":8080"),
		LogLevel:      envOr("KIBITZ_LOG_LEVEL", "info"),
		LogFormat:     envOr("KIBITZ_LOG_FORMAT", "text"),
		WordleAnswers: os.Getenv("WORDLE_ANSWERS_FILE"),
		WordleGuesses: os.Getenv("WORDLE_GUESSES_FILE"),
		DailySecret:   os.Getenv("KIBITZ_DAILY_SECRET"),
		OpsAddr:       envOr("KIBITZ_OPS_ADDR", defaultOpsAddr),
		dotenvErr:     c.dotenvErr,
	}
	c.Token = strings.TrimPrefix(strings.TrimSpace(c.Token), "Bot ")
	var errs []envError
	c.ShardID = envInt(&errs, "KIBITZ_SHARD_ID", 0, "a whole number from 0 to KIBITZ_SHARD_COUNT - 1 (0 without sharding)")
	c.ShardCount = envInt(&errs, "KIBITZ_SHARD_COUNT", 1, "a whole number, at least 1 (1 without sharding)")
	c.MaxInFlight = envInt(&errs, "KIBITZ_MAX_INFLIGHT", router.DefaultMaxInFlight,
		fmt.Sprintf("a whole number, at least 1 (default %d)", router.DefaultMaxInFlight))
	if v := strings.TrimSpace(os.Getenv("KIBITZ_PPROF")); v != "" {
		var err error
		if c.Pprof, err = strconv.ParseBool(v); err != nil {
			errs = append(errs, envError{"KIBITZ_PPROF", usagef("KIBITZ_PPROF=%q: use 1 to serve the profiler, 0 or nothing not to", v)})
		}
	}
	c.typed = map[string]string{}
	c.NimTurnTimeout = c.envDuration(&errs, "KIBITZ_NIM_TURN_TIMEOUT", nimTimeoutRange)
	c.TTTTurnTimeout = c.envDuration(&errs, "KIBITZ_TTT_TURN_TIMEOUT", tttTimeoutRange)
	c.DrainDelay = c.envDuration(&errs, "KIBITZ_DRAIN_DELAY", drainDelayRange)
	if _, set := c.typed["KIBITZ_DRAIN_DELAY"]; !set {
		c.DrainDelay = bot.DefaultDrainDelay // 0 is a setting: no drain
	}
	c.envErrs = errs
	return c
}

// envDuration reads a duration variable (0 when unset), keeping its text (c.typed); a value that is not
// one goes to errs.
func (c *config) envDuration(errs *[]envError, name, want string) time.Duration {
	v := strings.TrimSpace(os.Getenv(name))
	if v == "" {
		return 0
	}
	c.typed[name] = v
	d, err := time.ParseDuration(v)
	if err != nil {
		*errs = append(*errs, envError{name, usagef("%s=%q: %s", name, v, want)})
	}
	return d
}

func envOr(name, def string) string {
	if v := strings.TrimSpace(os.Getenv(name)); v != "" {
		return v
	}
	return def
}

// envInt reads a whole-number variable, def when unset; a value that is not one goes to errs, saying what
// the variable takes.
func envInt(errs *[]envError, name string, def int, want string) int {
	v := strings.TrimSpace(os.Getenv(name))
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		*errs = append(*errs, envError{name, usagef("%s=%q: give %s", name, v, want)})
		return def
	}
	return n
}

// Each mode takes the flags of the settings it uses, and no others (docs/contract.md §2): a flag it would
// ignore is a usage error, not a setting that silently does nothing. The groups below are what the modes
// share.

// bind records that the flag name gives the setting of the variable env: the mode uses that setting
// (validate checks it), and a message about it names the flag when the command line gave it.
func (c *config) bind(name, env string) {
	if c.flagVars == nil {
		c.flagVars = map[string]string{}
	}
	c.flagVars[name] = env
}

// stringFlag adds the flag name for the setting of the variable env, whose value is *p: the environment's
// by default. Its help ends with the variable.
func (c *config) stringFlag(fs *flag.FlagSet, p *string, name, env, usage string) {
	fs.StringVar(p, name, *p, usage+" ("+env+")")
	c.bind(name, env)
}

// intFlag is stringFlag for a whole number.
func (c *config) intFlag(fs *flag.FlagSet, p *int, name, env, usage string) {
	fs.IntVar(p, name, *p, usage+" ("+env+")")
	c.bind(name, env)
}

// durationFlag is stringFlag for a duration, which keeps the text it is given (typedDuration). The usage
// names what it takes in backquotes (`duration`), which the help shows as the flag's value.
func (c *config) durationFlag(fs *flag.FlagSet, p *time.Duration, name, env, usage string) {
	fs.Var(&typedDuration{d: p}, name, usage+" ("+env+")")
	c.bind(name, env)
}

// noteGiven records which settings fs's flags, once parsed, gave, and a duration as it was typed.
func (c *config) noteGiven(fs *flag.FlagSet) {
	c.given = map[string]string{}
	fs.Visit(func(f *flag.Flag) {
		env, ok := c.flagVars[f.Name]
		if !ok {
			return
		}
		c.given[env] = f.Name
		if v, ok := f.Value.(*typedDuration); ok {
			if c.typed == nil {
				c.typed = map[string]string{}
			}
			c.typed[env] = v.String()
		}
	})
}

// durationVar adds a duration flag of a command's own (not a setting), def by default, which keeps the text
// it is given, for a message that quotes it (typedDuration). The usage names what it takes in backquotes.
func durationVar(fs *flag.FlagSet, name string, def time.Duration, usage string) *typedDuration {
	v := &typedDuration{d: &def}
	fs.Var(v, name, usage)
	return v
}

// asTyped is the duration setting of the variable env as the user wrote it, from the flag or the variable
// ("601s", which d would write as 10m1s), or d when neither gave it.
func (c *config) asTyped(env string, d time.Duration) string {
	if s, ok := c.typed[env]; ok {
		return s
	}
	return shortDuration(d)
}

// typedDuration is a duration flag that keeps the text it was given, so that a message quotes the
// setting as the user typed it (--nim-turn-timeout 601s) where time.Duration would write it back
// otherwise (10m1s). Its zero value, which the flag package makes to tell a default worth showing,
// reads 0s as the flag package's own duration flags do.
type typedDuration struct {
	d     *time.Duration
	typed string
}

// Set reads a duration. A text that is not one is a "parse error", as the flag package says of its own
// duration flags, so that flagError words it alike.
func (v *typedDuration) Set(s string) error {
	d, err := time.ParseDuration(s)
	if err != nil {
		return errors.New("parse error")
	}
	*v.d, v.typed = d, s
	return nil
}

// String is the duration as it was typed, else as Go writes it (the default, in the help).
func (v *typedDuration) String() string {
	switch {
	case v.d == nil:
		return time.Duration(0).String()
	case v.typed != "":
		return v.typed
	}
	return v.d.String()
}

// named is the setting of the variable env, with value as a message writes it, as the user gave it: the
// flag and its value when the command line gave it (--nim-turn-timeout 9s), else the variable
// (KIBITZ_NIM_TURN_TIMEOUT=9s).
func (c *config) named(env, value string) string {
	if f, ok := c.given[env]; ok {
		return "--" + f + " " + value
	}
	return env + "=" + value
}

// renamed is msg, a message that starts with the variable env (a package's own, such as bot's), with the
// flag in its place when the command line gave the setting: "DISCORD_PUBLIC_KEY has 3 hex digits" becomes
// "--public-key has 3 hex digits", `DISCORD_API_BASE="x" is not` becomes `--api-base "x" is not`.
func (c *config) renamed(env, msg string) string {
	f, ok := c.given[env]
	if !ok {
		return msg
	}
	if rest, ok := strings.CutPrefix(msg, env+"="); ok {
		return "--" + f + " " + rest
	}
	if rest, ok := strings.CutPrefix(msg, env); ok {
		return "--" + f + rest
	}
	return msg
}

// discordFlags adds the flags of the modes that call Discord (bot, serve, register).
func (c *config) discordFlags(fs *flag.FlagSet) {
	c.stringFlag(fs, &c.Token, "token", "DISCORD_TOKEN", "bot token")
	c.stringFlag(fs, &c.AppID, "app-id", "DISCORD_APP_ID", "application id")
	c.stringFlag(fs, &c.APIBase, "api-base", "DISCORD_API_BASE", "Discord REST base URL")
}

// guildFlag adds -guild, for the modes that register the slash commands (bot, register).
func (c *config) guildFlag(fs *flag.FlagSet) {
	c.stringFlag(fs, &c.GuildID, "guild", "DISCORD_GUILD_ID", "register commands in this guild only")
}

// logFlags adds the log's flags, for the modes that log as a service does (bot, serve, register); the
// console has a -log-level of its own.
func (c *config) logFlags(fs *flag.FlagSet) {
	c.stringFlag(fs, &c.LogLevel, "log-level", "KIBITZ_LOG_LEVEL", "debug, info, warn or error")
	c.stringFlag(fs, &c.LogFormat, "log-format", "KIBITZ_LOG_FORMAT", "text or json")
}

// storeFlags adds the store's flags, for the modes that keep games (bot, serve, console).
func (c *config) storeFlags(fs *flag.FlagSet) {
	c.stringFlag(fs, &c.RedisURL, "redis", "REDIS_URL", "Redis URL; empty for the embedded store")
	c.stringFlag(fs, &c.Data, "data", "KIBITZ_DATA", "the data file when REDIS_URL is not set, or memory")
}

// nimTimeoutRange says what KIBITZ_NIM_TURN_TIMEOUT accepts; validate checks the range, whether the
// value came from the environment or the flag.
const nimTimeoutRange = "give a duration from 10s to 10m, such as 90s or 2m"

// tttTimeoutRange says what KIBITZ_TTT_TURN_TIMEOUT accepts, checked by validate as nimTimeoutRange is.
const tttTimeoutRange = "give a duration from 10s to 1h, such as 90s or 10m"

// drainDelayRange says what KIBITZ_DRAIN_DELAY accepts, checked by validate as nimTimeoutRange is.
const drainDelayRange = "give a duration from 0 (no drain) to 1m, such as 5s"

// gameFlags adds the flags of the games' settings, for the subcommands that run the games (bot, serve,
// console).
func (c *config) gameFlags(fs *flag.FlagSet) {
	c.durationFlag(fs, &c.NimTurnTimeout, "nim-turn-timeout", "KIBITZ_NIM_TURN_TIMEOUT",
		"how long a Nim player may take over a turn, a `duration` from 10s to 10m; 0 for the default of 2m")
	c.durationFlag(fs, &c.TTTTurnTimeout, "ttt-turn-timeout", "KIBITZ_TTT_TURN_TIMEOUT",
		"how long a tic-tac-toe player may take over a move before forfeiting, a `duration` from 10s to 1h; 0 for the default of 10m")
}

// serveFlags adds every flag the long-running modes (bot, serve) share: Discord's, the log's, the store's,
// the games' settings, and those of a service.
func (c *config) serveFlags(fs *flag.FlagSet) {
	c.discordFlags(fs)
	c.logFlags(fs)
	c.storeFlags(fs)
	c.gameFlags(fs)
	c.intFlag(fs, &c.MaxInFlight, "max-inflight", "KIBITZ_MAX_INFLIGHT",
		"handlers running at once; beyond it a private \"busy, try again\"")
	c.stringFlag(fs, &c.OpsAddr, "ops-addr", "KIBITZ_OPS_ADDR",
		"operations listener (/healthz, /readyz, /metrics), host:port or off")
}

// validate checks the settings the mode uses: those its flags give (bind), and reads, the variables it
// reads without a flag. First what loadConfig could not read, unless a flag gave the setting, then the
// values, whether they came from the environment or from flags. Each message names the setting as the user
// gave it (named) and says what it takes. A variable the mode does not use is not checked: it is not read.
func (c *config) validate(reads ...string) error {
	if c.dotenvErr != nil {
		return c.dotenvErr
	}
	uses := func(env string) bool {
		for _, v := range c.flagVars {
			if v == env {
				return true
			}
		}
		return slices.Contains(reads, env)
	}
	for _, e := range c.envErrs {
		if _, byFlag := c.given[e.name]; uses(e.name) && !byFlag {
			return e.err
		}
	}
	if uses("KIBITZ_SHARD_COUNT") && c.ShardCount < 1 {
		return usagef("%s: give the number of shards, at least 1 (1 without sharding)", c.named("KIBITZ_SHARD_COUNT", strconv.Itoa(c.ShardCount)))
	}
	if uses("KIBITZ_SHARD_ID") && (c.ShardID < 0 || c.ShardID >= c.ShardCount) {
		return usagef("%s with %s: give a shard from 0 to %d", c.named("KIBITZ_SHARD_ID", strconv.Itoa(c.ShardID)),
			c.named("KIBITZ_SHARD_COUNT", strconv.Itoa(c.ShardCount)), c.ShardCount-1)
	}
	for _, id := range []struct{ name, value, what string }{
		{"DISCORD_APP_ID", c.AppID, "the application's id, a number such as 123456789012345678 (Developer Portal > General Information > Application ID), or nothing to take it from the token"},
		{"DISCORD_GUILD_ID", c.GuildID, "a server's id, a number such as 123456789012345678 (in Discord, with Developer Mode on: right-click the server > Copy Server ID), or nothing to register the commands globally"},
	} {
		if uses(id.name) && id.value != "" && !isSnowflake(id.value) {
			return usagef("%s: give %s", c.named(id.name, strconv.Quote(id.value)), id.what)
		}
	}
	if uses("KIBITZ_LOG_FORMAT") && c.LogFormat != "text" && c.LogFormat != "json" {
		return usagef("%s: use text or json", c.named("KIBITZ_LOG_FORMAT", strconv.Quote(c.LogFormat)))
	}
	if _, err := parseLevel(c.LogLevel); err != nil {
		return usagef("%s: use debug, info, warn or error", c.named("KIBITZ_LOG_LEVEL", strconv.Quote(c.LogLevel)))
	}
	if uses("KIBITZ_MAX_INFLIGHT") && c.MaxInFlight < 1 {
		return usagef("%s: give at least 1", c.named("KIBITZ_MAX_INFLIGHT", strconv.Itoa(c.MaxInFlight)))
	}
	if uses("KIBITZ_OPS_ADDR") && c.OpsAddr != opsOff {
		if _, _, err := net.SplitHostPort(c.OpsAddr); err != nil {
			return usagef("%s: give host:port (127.0.0.1:9464, :9464) or off", c.named("KIBITZ_OPS_ADDR", strconv.Quote(c.OpsAddr)))
		}
	}
	if d := c.NimTurnTimeout; uses("KIBITZ_NIM_TURN_TIMEOUT") && d != 0 && (d < 10*time.Second || d > 10*time.Minute) {
		return usagef("%s: %s", c.named("KIBITZ_NIM_TURN_TIMEOUT", c.asTyped("KIBITZ_NIM_TURN_TIMEOUT", d)), nimTimeoutRange)
	}
	if d := c.DrainDelay; uses("KIBITZ_DRAIN_DELAY") && (d < 0 || d > time.Minute) {
		return usagef("%s: %s", c.named("KIBITZ_DRAIN_DELAY", c.asTyped("KIBITZ_DRAIN_DELAY", d)), drainDelayRange)
	}
	if d := c.TTTTurnTimeout; uses("KIBITZ_TTT_TURN_TIMEOUT") && d != 0 && (d < 10*time.Second || d > time.Hour) {
		return usagef("%s: %s", c.named("KIBITZ_TTT_TURN_TIMEOUT", c.asTyped("KIBITZ_TTT_TURN_TIMEOUT", d)), tttTimeoutRange)
	}
	return nil
}

// isSnowflake reports whether s is a Discord id: a whole number, written in decimal.
func isSnowflake(s string) bool {
	_, err := strconv.ParseUint(s, 10, 64)
	return err == nil
}

// shortDuration writes d as a person would: 2h, 90s as 1m30s, without time.Duration's trailing zero units
// (2h0m0s).
func shortDuration(d time.Duration) string {
	s := d.String()
	if strings.HasSuffix(s, "m0s") {
		s = strings.TrimSuffix(s, "0s")
	}
	if strings.HasSuffix(s, "h0m") {
		s = strings.TrimSuffix(s, "0m")
	}
	return s
}

func parseLevel(s string) (slog.Level, error) {
	var l slog.Level
	err := l.UnmarshalText([]byte(s))
	return l, err
}

// logger builds the structured logger: text or JSON on w, with secrets (the bot token, interaction
// tokens in URLs) taken out of every line.
func (c *config) logger(w io.Writer) *slog.Logger {
	level, _ := parseLevel(c.LogLevel)
	opts := &slog.HandlerOptions{Level: level}
	var h slog.Handler = slog.NewTextHandler(w, opts)
	if c.LogFormat == "json" {
		h = slog.NewJSONHandler(w, opts)
	}
	return slog.New(bot.Redacting(h, c.Token))
}
