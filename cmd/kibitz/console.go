package main

import (
	"context"
	"io"
	"os"

	"golang.org/x/term"

	"kibitz/bot"
	"kibitz/storage/bolt"
)

const consoleUsage = `usage: kibitz console [flags]

Runs the slash commands in a terminal, through the same handlers as Discord: type /help for the
commands, help for the console's own (click, select, submit, as, locale), quit to leave. It reads a
script from a pipe as well (docs/contract.md §3). Games are kept in memory unless REDIS_URL or
KIBITZ_DATA says otherwise.

Its log, on stderr, holds warnings and errors only, so that nothing comes between the replies:
KIBITZ_LOG_LEVEL is the bot's and does not apply here; -log-level asks for more.`

func runConsole(ctx context.Context, cfg *config, args []string, stdin io.Reader, stdout, stderr io.Writer, implicit bool) error {
	fs := newFlagSet("kibitz console")
	cfg.storeFlags(fs)
	out := fs.String("out", "kibitz-out", "folder for attachments (images, files)")
	// The console is for a person reading replies: its log lines must not come between them. So its
	// level is its own, warnings by default, whatever KIBITZ_LOG_LEVEL (a .env copied from .env.example
	// says info) sets for the bot.
	cfg.LogLevel = "warn"
	fs.StringVar(&cfg.LogLevel, "log-level", cfg.LogLevel, "debug, info, warn or error, on stderr (not KIBITZ_LOG_LEVEL, which is the bot's)")
	cfg.bind("log-level", "KIBITZ_LOG_LEVEL") // validate checks it, and names the flag
	cfg.gameFlags(fs)
	if err := parseFlags(fs, cfg, args, consoleUsage, "KIBITZ_MAX_INFLIGHT", "KIBITZ_LOG_FORMAT"); err != nil {
		return err
	}
	if implicit {
		// Plain `kibitz` without a token is the newcomer's first game (docs/contract.md §1): the in-memory
		// store, whatever REDIS_URL and KIBITZ_DATA say; `kibitz console` uses them when they are set.
		cfg.RedisURL, cfg.Data = "", memoryData
	}
	log := cfg.logger(stderr)
	routeLibraryLogs(log)
	store, err := openStore(ctx, *cfg, log, storeMemory)
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
		banner += "\nTo run kibitz in Discord, set DISCORD_TOKEN (in the environment or .env) and run kibitz again;" +
			" README.md, \"Putting kibitz in a Discord server\", says how."
	}
	messenger := bot.NewConsoleMessenger()
	cfg.AppID = ""
	srv, cmds, err := newServer(*cfg, wiring{store: store, log: log, messenger: messenger})
	if err != nil {
		return err
	}
	// No warm-up: a script or a person at the console may never play Wordle, and the console would pay
	// 1.35 s and 31 MB for its tables on every run (a quit alone); a command builds what it needs.
	defer startBackground(ctx, cmds.Background)()
	return bot.RunConsole(ctx, stdin, stdout, srv, bot.ConsoleConfig{
		OutDir: *out, Prompt: isTerminal(stdin), Banner: banner, Messenger: messenger,
	})
}

// isTerminal reports whether r is an interactive terminal: not a pipe, a file, or a device such as
// /dev/null (a character device too, which a check of the file's mode would take for a terminal).
func isTerminal(r io.Reader) bool {
	f, ok := r.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
