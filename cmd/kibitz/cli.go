package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math"
	"regexp"
	"strings"
	"syscall"

	"kibitz/bot"
	"kibitz/commands"
	"kibitz/i18n"
	kredis "kibitz/storage/redis"
)

// The command line's conventions (docs/contract.md §1): help asked for goes to stdout with status 0; a
// usage error goes to stderr with status 2, followed by the command's usage; any other failure goes to
// stderr with status 1. Every failure is one line in one form, the command as typed and a colon
// ("kibitz serve: DISCORD_PUBLIC_KEY is not set ..."), as text or, for the commands that log, as a JSON
// object when the log is JSON.

// usageError is a mistake in how kibitz was called: status 2.
type usageError struct {
	msg   string // what is wrong, without the command's name (run adds it)
	usage string // the command's usage, printed after msg; "" for none
}

func (e *usageError) Error() string { return e.msg }

// usagef is a usage error without the command's usage: the message says all there is to say (a setting
// out of range, a missing token).
func usagef(format string, args ...any) error { return &usageError{msg: fmt.Sprintf(format, args...)} }

// helpText is help asked for (-h, -help, --help, or the word help): run prints it on stdout, status 0.
type helpText struct{ text string }

func (h *helpText) Error() string { return h.text }

// interrupted is a `kibitz solve` run that its context ended (Ctrl-C, SIGTERM) after it wrote out what
// it had answered: run returns 128 + the signal's number, as a shell reports a command that the signal
// killed (130 for SIGINT), prints nothing more, and main then dies by the signal itself.
type interrupted struct {
	err error
	sig syscall.Signal // the signal that ended the run; SIGINT when no signal did (a test's context)
}

func (e *interrupted) Error() string { return "interrupted: " + e.err.Error() }
func (e *interrupted) Unwrap() error { return e.err }

// interruptedStatus is the exit status of a run that sig interrupted.
func interruptedStatus(sig syscall.Signal) int { return 128 + int(sig) }

// invocation is one run of the command line: its name for the failure line, and what that line needs
// from the settings once they are read.
type invocation struct {
	// name is the command as typed, up to the first word that is not a command's name: "kibitz",
	// "kibitz serve", "kibitz solve sudoku". Every failure line starts with it.
	name string
	// logs is set by the commands that write a log (bot, serve, register, console): their failure line
	// follows the log's format.
	logs bool
	// cfg is the settings once read; nil before.
	cfg *config
}

// newInvocation names the command args call for.
func newInvocation(args []string) *invocation {
	name := "kibitz"
	if len(args) == 0 || !isCommand(args[0]) {
		return &invocation{name: name}
	}
	name += " " + args[0]
	if args[0] == "solve" && len(args) > 1 {
		if _, ok := solveKind(solveKinds(&config{}), args[1]); ok {
			name += " " + args[1]
		}
	}
	return &invocation{name: name}
}

// exit reports err as docs/contract.md §1 says and returns the exit status.
func (inv *invocation) exit(err error, stdout, stderr io.Writer) int {
	var help *helpText
	var intr *interrupted
	var ue *usageError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &intr):
		// kibitz solve stopped by Ctrl-C, its answers so far written out; the other commands treat the
		// signal as a clean shutdown and return nil.
		return interruptedStatus(intr.sig)
	case errors.As(err, &help):
		if _, werr := fmt.Fprintln(stdout, help.text); werr != nil {
			// Help that did not reach its reader is a failure like any other (stdout on a full disk).
			err = fmt.Errorf("writing the help: %w", werr)
			break
		}
		return 0
	}
	status, msg, usage := 1, err.Error(), ""
	if errors.As(err, &ue) {
		status, msg, usage = 2, ue.msg, ue.usage
	}
	// A message may already carry the name (the batch solvers' own wordings do): it is not doubled.
	line := msg
	if !strings.HasPrefix(msg, inv.name+": ") {
		line = inv.name + ": " + msg
	}
	token := ""
	if inv.cfg != nil {
		token = inv.cfg.Token
	}
	line = bot.Redact(line, token)
	if inv.logs && inv.cfg != nil && inv.cfg.LogFormat == "json" {
		// The last line of a failed run is a log line like the others (docs/contract.md §6).
		log := slog.New(slog.NewJSONHandler(stderr, nil))
		attrs := []any{"status", status}
		if usage != "" {
			attrs = append(attrs, "help", inv.name+" -h")
		}
		log.Error(line, attrs...)
		return status
	}
	fmt.Fprintln(stderr, line)
	if usage != "" {
		fmt.Fprintf(stderr, "\n%s\n", strings.TrimRight(usage, "\n"))
	}
	return status
}

func newFlagSet(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	return fs
}

// parseFlags parses and checks the flags of a subcommand that takes no arguments, then the settings it
// uses: those of its flags, and reads, the variables it reads without a flag (config.validate). usage says
// what the command does; the flags follow it. The settings are checked after the flags so that -h works
// whatever the environment holds.
func parseFlags(fs *flag.FlagSet, cfg *config, args []string, usage string, reads ...string) error {
	if err := parseArgs(fs, args, usage); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return &usageError{msg: fmt.Sprintf("unexpected argument %q", fs.Arg(0)), usage: helpFor(fs, usage)}
	}
	cfg.noteGiven(fs)
	return cfg.validate(reads...)
}

// parseArgs parses flags. -h, -help, --help, or help as the only argument give the usage (what the command
// does, then its flags) as help on stdout; a bad flag is a usage error that shows the same usage.
func parseArgs(fs *flag.FlagSet, args []string, usage string) error {
	return parseArgsHelp(fs, args, helpFor(fs, usage))
}

// parseArgsHelp is parseArgs for a command whose help, flags included, is written out already.
func parseArgsHelp(fs *flag.FlagSet, args []string, help string) error {
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return &helpText{help}
		}
		return &usageError{msg: flagError(fs, err), usage: help}
	}
	if fs.NArg() == 1 && fs.Arg(0) == "help" {
		return &helpText{help}
	}
	return nil
}

// flagValueError matches the flag package's error for a value a flag cannot take: `invalid value "abc"
// for flag -max-nodes: parse error`, `invalid boolean value "maybe" for -count: parse error`.
var flagValueError = regexp.MustCompile(`^invalid (?:boolean )?value "(.*)" for (?:flag )?-(\S+): (.*)$`)

// flagUndefined and flagNoValue match the flag package's errors for a flag it does not know and for one
// given without its value, which it writes with one dash: the messages write every flag as the help of
// kibitz solve does, --name (the flag package takes both).
var (
	flagUndefined = regexp.MustCompile(`^flag provided but not defined: -+(\S+)$`)
	flagNoValue   = regexp.MustCompile(`^flag needs an argument: -+(\S+)$`)
)

// unknownFlag says that fs's command does not take the flag name, and which flags it does take: a mode
// takes only the flags of the settings it uses (docs/contract.md §2), so a flag of another mode's lands
// here.
func unknownFlag(fs *flag.FlagSet, name string) string {
	var takes []string
	fs.VisitAll(func(f *flag.Flag) { takes = append(takes, "--"+f.Name) })
	if len(takes) == 0 {
		return fmt.Sprintf("unknown flag --%s: %s takes no flags", name, fs.Name())
	}
	return fmt.Sprintf("unknown flag --%s: %s takes %s (%s -h says what each does)", name, fs.Name(),
		strings.Join(takes, ", "), fs.Name())
}

// flagBounds says the whole numbers a flag's value can hold, "1 to 25,000,000": a game's own
// (commands.WholeFlag), else an int's.
func flagBounds(v flag.Value) string {
	lo, hi := int64(math.MinInt64), int64(math.MaxInt64)
	if w, ok := v.(*commands.WholeFlag); ok {
		lo, hi = w.Lo, w.Hi
	}
	return i18n.Group(lo) + " to " + i18n.Group(hi)
}

// flagError words err, the flag package's, for a person: a value a flag cannot take says what the flag
// takes ("--max-nodes takes a whole number, not \"abc\""); the others stay as the flag package words them.
func flagError(fs *flag.FlagSet, err error) string {
	if m := flagUndefined.FindStringSubmatch(err.Error()); m != nil {
		return unknownFlag(fs, m[1])
	}
	if m := flagNoValue.FindStringSubmatch(err.Error()); m != nil {
		return fmt.Sprintf("--%s needs a value", m[1])
	}
	m := flagValueError.FindStringSubmatch(err.Error())
	if m == nil {
		return err.Error()
	}
	value, name, reason := m[1], m[2], m[3]
	f := fs.Lookup(name)
	if f == nil {
		return err.Error()
	}
	var takes string
	switch fmt.Sprintf("%T", f.Value) {
	case "*flag.intValue", "*flag.int64Value", "*flag.uintValue", "*flag.uint64Value":
		takes = "a whole number"
	case "*flag.boolValue":
		takes = "true or false (or nothing: --" + name + " alone is true)"
	case "*flag.float64Value":
		takes = "a number"
	case "*flag.durationValue", "*main.typedDuration":
		takes = "a duration such as 90s, 2m or 1h"
	}
	if reason == commands.ErrNotWhole.Error() { // a flag.Value of a game's own that takes a whole number
		takes, reason = "a whole number", "parse error"
	}
	switch {
	case reason == "value out of range":
		return fmt.Sprintf("--%s %s is out of range: it takes a whole number from %s", name, value, flagBounds(f.Value))
	case takes != "" && reason == "parse error":
		return fmt.Sprintf("--%s takes %s, not %q", name, takes, value)
	}
	return fmt.Sprintf("--%s %q: %s", name, value, reason)
}

// helpFor is a command's usage followed by its flags, if it has any.
func helpFor(fs *flag.FlagSet, usage string) string {
	flags := flagDefaults(fs)
	if flags == "" {
		return usage
	}
	return strings.TrimRight(usage+"\n\nflags:\n"+flags, "\n")
}

// secretFlags are the flags whose default, taken from the environment, help must not print as it is:
// help output is pasted into issues and chats.
var secretFlags = map[string]func(string) string{
	"token": func(string) string { return "" }, // shown as no default at all
	"redis": kredis.Redact,                     // the URL without its password
}

func flagDefaults(fs *flag.FlagSet) string {
	var b strings.Builder
	fs.VisitAll(func(f *flag.Flag) {
		if hide, ok := secretFlags[f.Name]; ok && f.DefValue != "" {
			f.DefValue = hide(f.DefValue)
		}
	})
	fs.SetOutput(&b)
	fs.PrintDefaults()
	fs.SetOutput(io.Discard)
	return b.String()
}
