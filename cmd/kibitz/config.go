package main

import (
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
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
	// OpsAddr is KIBITZ_OPS_ADDR, the operations listener of bot and serve (ops.go), or "off".
	OpsAddr string
	// Pprof is KIBITZ_PPROF=1: the profiler on the operations listener.
	Pprof bool

	// dotenvErr is a .env that could not be read; envErr the first variable that could not (loadConfig).
	dotenvErr, envErr error
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
	var errs []error
	c.ShardID = envInt(&errs, "KIBITZ_SHARD_ID", 0, "a whole number from 0 to KIBITZ_SHARD_COUNT - 1 (0 without sharding)")
	c.ShardCount = envInt(&errs, "KIBITZ_SHARD_COUNT", 1, "a whole number, at least 1 (1 without sharding)")
	c.MaxInFlight = envInt(&errs, "KIBITZ_MAX_INFLIGHT", router.DefaultMaxInFlight,
		fmt.Sprintf("a whole number, at least 1 (default %d)", router.DefaultMaxInFlight))
	if v := strings.TrimSpace(os.Getenv("KIBITZ_PPROF")); v != "" {
		var err error
		if c.Pprof, err = strconv.ParseBool(v); err != nil {
			errs = append(errs, usagef("KIBITZ_PPROF=%q: use 1 to serve the profiler, 0 or nothing not to", v))
		}
	}
	c.NimTurnTimeout = envDuration(&errs, "KIBITZ_NIM_TURN_TIMEOUT", nimTimeoutRange)
	c.TTTTurnTimeout = envDuration(&errs, "KIBITZ_TTT_TURN_TIMEOUT", tttTimeoutRange)
	if len(errs) > 0 {
		c.envErr = errs[0]
	}
	return c
}

// envDuration reads a duration variable (0 when unset); a value that is not one goes to errs.
func envDuration(errs *[]error, name, want string) time.Duration {
	v := strings.TrimSpace(os.Getenv(name))
	if v == "" {
		return 0
	}
	d, err := time.ParseDuration(v)
	if err != nil {
		*errs = append(*errs, usagef("%s=%q: %s", name, v, want))
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
func envInt(errs *[]error, name string, def int, want string) int {
	v := strings.TrimSpace(os.Getenv(name))
	if v == "" {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil {
		*errs = append(*errs, usagef("%s=%q: give %s", name, v, want))
		return def
	}
	return n
}

// Each mode takes the flags of the settings it uses, and no others (docs/contract.md §2): a flag it would
// ignore is a usage error, not a setting that silently does nothing. The groups below are what the modes
// share.

// discordFlags adds the flags of the modes that call Discord (bot, serve, register).
func (c *config) discordFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.Token, "token", c.Token, "bot token (DISCORD_TOKEN)")
	fs.StringVar(&c.AppID, "app-id", c.AppID, "application id (DISCORD_APP_ID)")
	fs.StringVar(&c.APIBase, "api-base", c.APIBase, "Discord REST base URL (DISCORD_API_BASE)")
}

// guildFlag adds -guild, for the modes that register the slash commands (bot, register).
func (c *config) guildFlag(fs *flag.FlagSet) {
	fs.StringVar(&c.GuildID, "guild", c.GuildID, "register commands in this guild only (DISCORD_GUILD_ID)")
}

// logFlags adds the log's flags, for the modes that log as a service does (bot, serve, register); the
// console has a -log-level of its own.
func (c *config) logFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.LogLevel, "log-level", c.LogLevel, "debug, info, warn or error (KIBITZ_LOG_LEVEL)")
	fs.StringVar(&c.LogFormat, "log-format", c.LogFormat, "text or json (KIBITZ_LOG_FORMAT)")
}

// storeFlags adds the store's flags, for the modes that keep games (bot, serve, console).
func (c *config) storeFlags(fs *flag.FlagSet) {
	fs.StringVar(&c.RedisURL, "redis", c.RedisURL, "Redis URL; empty for the embedded store (REDIS_URL)")
	fs.StringVar(&c.Data, "data", c.Data, "the data file when REDIS_URL is not set, or memory (KIBITZ_DATA)")
}

// nimTimeoutRange says what KIBITZ_NIM_TURN_TIMEOUT accepts; validate checks the range, whether the
// value came from the environment or the flag.
const nimTimeoutRange = "give a duration from 10s to 10m, such as 90s or 2m"

// tttTimeoutRange says what KIBITZ_TTT_TURN_TIMEOUT accepts, checked by validate as nimTimeoutRange is.
const tttTimeoutRange = "give a duration from 10s to 1h, such as 90s or 10m"

// gameFlags adds the flags of the games' settings, for the subcommands that run the games (bot, serve,
// console).
func (c *config) gameFlags(fs *flag.FlagSet) {
	fs.DurationVar(&c.NimTurnTimeout, "nim-turn-timeout", c.NimTurnTimeout,
		"how long a Nim player may take over a turn, 10s to 10m; 0 for the default of 2m (KIBITZ_NIM_TURN_TIMEOUT)")
	fs.DurationVar(&c.TTTTurnTimeout, "ttt-turn-timeout", c.TTTTurnTimeout,
		"how long a tic-tac-toe player may take over a move before forfeiting, 10s to 1h; 0 for the default of 10m (KIBITZ_TTT_TURN_TIMEOUT)")
}

// serveFlags adds every flag the long-running modes (bot, serve) share: Discord's, the log's, the store's,
// the games' settings, and those of a service.
func (c *config) serveFlags(fs *flag.FlagSet) {
	c.discordFlags(fs)
	c.logFlags(fs)
	c.storeFlags(fs)
	c.gameFlags(fs)
	fs.IntVar(&c.MaxInFlight, "max-inflight", c.MaxInFlight,
		"handlers running at once; beyond it a private \"busy, try again\" (KIBITZ_MAX_INFLIGHT)")
	fs.StringVar(&c.OpsAddr, "ops-addr", c.OpsAddr,
		"operations listener (/healthz, /readyz, /metrics), host:port or off (KIBITZ_OPS_ADDR)")
}

// validate checks what every mode needs: first what loadConfig could not read, then the values, whether
// they came from the environment or from flags. Each message names the variable and says what it takes.
func (c *config) validate() error {
	if err := c.readable(); err != nil {
		return err
	}
	if c.ShardCount < 1 {
		return usagef("KIBITZ_SHARD_COUNT=%d: give the number of shards, at least 1 (1 without sharding)", c.ShardCount)
	}
	if c.ShardID < 0 || c.ShardID >= c.ShardCount {
		return usagef("KIBITZ_SHARD_ID=%d with KIBITZ_SHARD_COUNT=%d: give a shard from 0 to %d", c.ShardID, c.ShardCount, c.ShardCount-1)
	}
	for _, id := range []struct{ name, value, what string }{
		{"DISCORD_APP_ID", c.AppID, "the application's id, a number such as 123456789012345678 (Developer Portal > General Information > Application ID), or nothing to take it from the token"},
		{"DISCORD_GUILD_ID", c.GuildID, "a server's id, a number such as 123456789012345678 (in Discord, with Developer Mode on: right-click the server > Copy Server ID), or nothing to register the commands globally"},
	} {
		if id.value != "" && !isSnowflake(id.value) {
			return usagef("%s=%q: give %s", id.name, id.value, id.what)
		}
	}
	switch c.LogFormat {
	case "text", "json":
	default:
		return usagef("KIBITZ_LOG_FORMAT=%q: use text or json", c.LogFormat)
	}
	if _, err := parseLevel(c.LogLevel); err != nil {
		return err
	}
	if c.MaxInFlight < 1 {
		return usagef("KIBITZ_MAX_INFLIGHT=%d: give at least 1", c.MaxInFlight)
	}
	if c.OpsAddr != opsOff {
		if _, _, err := net.SplitHostPort(c.OpsAddr); err != nil {
			return usagef("KIBITZ_OPS_ADDR=%q: give host:port (127.0.0.1:9464, :9464) or off", c.OpsAddr)
		}
	}
	if d := c.NimTurnTimeout; d != 0 && (d < 10*time.Second || d > 10*time.Minute) {
		return usagef("KIBITZ_NIM_TURN_TIMEOUT=%s: %s", shortDuration(d), nimTimeoutRange)
	}
	if d := c.TTTTurnTimeout; d != 0 && (d < 10*time.Second || d > time.Hour) {
		return usagef("KIBITZ_TTT_TURN_TIMEOUT=%s: %s", shortDuration(d), tttTimeoutRange)
	}
	return nil
}

// readable is what loadConfig could not read: the .env file first, then a variable.
func (c *config) readable() error {
	if c.dotenvErr != nil {
		return c.dotenvErr
	}
	return c.envErr
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
	if err := l.UnmarshalText([]byte(s)); err != nil {
		return l, usagef("KIBITZ_LOG_LEVEL=%q: use debug, info, warn or error", s)
	}
	return l, nil
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
