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
//	kibitz compact    shrink the data file to what it holds, kibitz stopped
//	kibitz forget ID  delete what kibitz keeps about a user (docs/privacy.md)
//	kibitz version    version and build info
//	kibitz help       the list above, or a command's usage
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"
	"syscall"
	"time"
)

func main() {
	ctx, stop := signalContext(syscall.SIGINT, syscall.SIGTERM)
	code := run(ctx, os.Args[1:], os.Stdin, os.Stdout, os.Stderr)
	stop()
	if sig, ok := signalOf(ctx); ok && code == interruptedStatus(sig) {
		dieBy(sig)
	}
	os.Exit(code)
}

// caughtSignal is the cause of signalContext's context when a signal ended it.
type caughtSignal struct{ sig syscall.Signal }

func (c *caughtSignal) Error() string { return c.sig.String() }

// signalContext is signal.NotifyContext whose context.Cause says which signal ended it (a
// *caughtSignal): an interrupted `kibitz solve` dies by that signal.
func signalContext(sigs ...os.Signal) (context.Context, func()) {
	ctx, cancel := context.WithCancelCause(context.Background())
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, sigs...)
	go func() {
		select {
		case s := <-ch:
			cancel(&caughtSignal{s.(syscall.Signal)})
		case <-ctx.Done():
		}
	}()
	return ctx, func() {
		signal.Stop(ch)
		cancel(nil)
	}
}

// signalOf is the signal that ended ctx, if one did.
func signalOf(ctx context.Context) (syscall.Signal, bool) {
	var c *caughtSignal
	if errors.As(context.Cause(ctx), &c) {
		return c.sig, true
	}
	return 0, false
}

// dieBy ends the process by sig, as if kibitz had not caught it: a shell tells a command killed by
// SIGINT from one that exited, and stops the loop or script that ran it (an exit status of 130 it takes
// for a command that failed, and goes on). kibitz has written out what it had by then.
func dieBy(sig syscall.Signal) {
	signal.Reset(sig)
	syscall.Kill(os.Getpid(), sig)
	// The signal ends the process before long, unless it was ignored when kibitz started (nohup, a
	// background job of a script): then the exit status says it.
	time.Sleep(time.Second)
}

// subcommands are kibitz's commands, in the order the usage lists them.
var subcommands = []struct{ name, summary string }{
	{"bot", "connect to Discord's gateway and serve slash commands (needs DISCORD_TOKEN)"},
	{"serve", "serve HTTP interactions at POST /interactions (needs DISCORD_PUBLIC_KEY)"},
	{"console", "type the slash commands in a terminal"},
	{"register", "create or update the slash commands (globally, or in DISCORD_GUILD_ID), then exit"},
	{"solve", "batch solvers: kibitz solve KIND < input"},
	{"load", "drive a kibitz serve on this machine with signed interactions; measure and check it"},
	{"health", "ask a running bot or serve whether it is ready (exit status 0 or 1)"},
	{"compact", "rewrite the data file (KIBITZ_DATA) at the size of what it holds, with kibitz stopped"},
	{"forget", "delete what kibitz keeps about a user: kibitz forget USER_ID (a request by email)"},
	{"version", "version and build info"},
	{"help", "this text, or a command's usage: kibitz help COMMAND"},
}

// isCommand reports whether name is one of subcommands.
func isCommand(name string) bool {
	for _, c := range subcommands {
		if c.name == name {
			return true
		}
	}
	return false
}

// usage is `kibitz -h`.
func usage() string {
	var b strings.Builder
	b.WriteString("kibitz solves and plays puzzles, in Discord or in a terminal.\n\n")
	b.WriteString("usage: kibitz [command] [flags]\n\n")
	fmt.Fprintf(&b, "  %-9s  %s\n", "(none)", "the bot if DISCORD_TOKEN is set, otherwise the console")
	for _, c := range subcommands {
		fmt.Fprintf(&b, "  %-9s  %s\n", c.name, c.summary)
	}
	b.WriteString("\nkibitz COMMAND -h (or kibitz help COMMAND) shows a command's usage and flags.\n")
	b.WriteString("Settings come from the environment or .env; see .env.example.")
	return b.String()
}

// run is main without the process: it returns the exit status (docs/contract.md §1: 0 ok, 2 usage, 130
// or 143 a `kibitz solve` that SIGINT (Ctrl-C) or SIGTERM stopped, as a shell reports a command the
// signal killed, 1 anything else).
//
// Nothing of a run writes to its stderr after it returned: the libraries' loggers are the process's
// (routeLibraryLogs), and a go-redis dial started by the run's last store call may still be retrying, on
// its own goroutine, when the run ends, to log its failure later. The run's stderr closes as it returns and
// drops what comes after.
func run(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	errOut := &closingWriter{w: stderr}
	defer errOut.close()
	inv := newInvocation(args)
	return inv.exit(dispatch(ctx, inv, args, stdin, stdout, errOut), stdout, errOut)
}

// closingWriter passes writes to w until it is closed, and drops them after.
type closingWriter struct {
	mu     sync.Mutex
	w      io.Writer
	closed bool
}

func (c *closingWriter) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.closed {
		return len(p), nil
	}
	return c.w.Write(p)
}

func (c *closingWriter) close() {
	c.mu.Lock()
	c.closed = true
	c.mu.Unlock()
}

func dispatch(ctx context.Context, inv *invocation, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	cmd := ""
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "help", "-h", "-help", "--help":
		if len(args) == 0 || args[0] == "help" {
			return &helpText{usage()}
		}
		if !isCommand(args[0]) {
			return &usageError{msg: fmt.Sprintf("no such command: %q", args[0]), usage: usage()}
		}
		// kibitz help COMMAND [KIND] is kibitz COMMAND [KIND] -h, and so is kibitz -h COMMAND [KIND]: the
		// flag typed first, as many programs take it.
		return dispatch(ctx, inv, append(args, "-h"), stdin, stdout, stderr)
	case "version", "--version", "-version":
		return runVersion(args, stdout)
	}
	cfg := loadConfig()
	inv.cfg = &cfg
	switch cmd {
	case "":
		inv.logs = true
		if cfg.Token != "" {
			return runBot(ctx, &cfg, args, stderr)
		}
		return runConsole(ctx, &cfg, args, stdin, stdout, stderr, true)
	case "bot":
		inv.logs = true
		return runBot(ctx, &cfg, args, stderr)
	case "serve":
		inv.logs = true
		return runServe(ctx, &cfg, args, stderr)
	case "console":
		inv.logs = true
		return runConsole(ctx, &cfg, args, stdin, stdout, stderr, false)
	case "register":
		inv.logs = true
		return runRegister(ctx, &cfg, args, stdout, stderr)
	case "compact":
		return runCompact(&cfg, args, stdout)
	case "forget":
		return runForget(ctx, &cfg, args, stdout, stderr)
	case "load":
		return runLoad(ctx, &cfg, args, stdout, stderr)
	case "health":
		return runHealth(ctx, &cfg, args, stdout)
	case "solve":
		// The batch solvers read their few settings (replacement word lists) from the environment; .env
		// counts too, as for every subcommand, once the command line asks for a run rather than help.
		return runSolve(ctx, solveKinds(&cfg), args, solveIO{in: stdin, out: stdout, errOut: stderr,
			terminal: isTerminal(stdin), envErr: cfg.dotenvErr})
	}
	if strings.HasPrefix(cmd, "-") {
		// A flag before any command: plain kibitz takes none of its own.
		return &usageError{msg: fmt.Sprintf("flag %s before a command: give the command first, as in kibitz console %s", cmd, cmd),
			usage: usage()}
	}
	return &usageError{msg: fmt.Sprintf("unknown command %q", cmd), usage: usage()}
}
