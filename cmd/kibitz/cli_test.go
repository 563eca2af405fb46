package main

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHelp: every way of asking for help (docs/contract.md §1) prints the usage on stdout and exits 0,
// with nothing on stderr, even when the environment holds values kibitz cannot read and .env cannot be
// read at all.
func TestHelp(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string // the start of stdout
	}{
		{[]string{"-h"}, "kibitz solves and plays puzzles"},
		{[]string{"-help"}, "kibitz solves and plays puzzles"},
		{[]string{"--help"}, "kibitz solves and plays puzzles"},
		{[]string{"help"}, "kibitz solves and plays puzzles"},
		{[]string{"help", "help"}, "kibitz solves and plays puzzles"},
		{[]string{"help", "bot"}, "usage: kibitz bot [flags]"},
		{[]string{"bot", "-h"}, "usage: kibitz bot [flags]"},
		{[]string{"bot", "--help"}, "usage: kibitz bot [flags]"},
		{[]string{"bot", "help"}, "usage: kibitz bot [flags]"},
		{[]string{"serve", "-help"}, "usage: kibitz serve [flags]"},
		{[]string{"serve", "help"}, "usage: kibitz serve [flags]"},
		{[]string{"console", "-h"}, "usage: kibitz console [flags]"},
		{[]string{"console", "help"}, "usage: kibitz console [flags]"},
		{[]string{"register", "--help"}, "usage: kibitz register [flags]"},
		{[]string{"load", "-h"}, "usage: kibitz load --spawn"},
		{[]string{"load", "help"}, "usage: kibitz load --spawn"},
		{[]string{"health", "-h"}, "usage: kibitz health [-addr host:port]"},
		{[]string{"help", "health"}, "usage: kibitz health [-addr host:port]"},
		{[]string{"version", "-h"}, "usage: kibitz version [--licenses]"},
		{[]string{"version", "help"}, "usage: kibitz version [--licenses]"},
		{[]string{"solve", "-h"}, "usage: kibitz solve KIND"},
		{[]string{"solve", "--help"}, "usage: kibitz solve KIND"},
		{[]string{"solve", "help"}, "usage: kibitz solve KIND"},
		{[]string{"help", "solve"}, "usage: kibitz solve KIND"},
		{[]string{"solve", "help", "sudoku"}, "usage: kibitz solve sudoku"},
		{[]string{"help", "solve", "sudoku"}, "usage: kibitz solve sudoku"},
		{[]string{"solve", "sudoku", "help"}, "usage: kibitz solve sudoku"},
		// A help flag before the command is the word help.
		{[]string{"-h", "solve"}, "usage: kibitz solve KIND"},
		{[]string{"--help", "solve"}, "usage: kibitz solve KIND"},
		{[]string{"--help", "solve", "sudoku"}, "usage: kibitz solve sudoku"},
		{[]string{"-help", "console"}, "usage: kibitz console [flags]"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			setenv(t, "KIBITZ_SHARD_ID", "first", "KIBITZ_LOG_LEVEL", "loud")
			if err := os.WriteFile(".env", []byte(malformedDotenv), 0o600); err != nil {
				t.Fatal(err)
			}
			code, out, errOut := runKibitz(t, context.Background(), "", tc.args...)
			if code != 0 || !strings.HasPrefix(out, tc.want) || errOut != "" {
				t.Errorf("kibitz %v = %d, stdout %.100q, stderr %q; want 0 and %q on stdout", tc.args, code, out, errOut, tc.want)
			}
		})
	}
	// A command's help says what the command does and lists its flags.
	setenv(t)
	if _, out, _ := runKibitz(t, context.Background(), "", "bot", "-h"); !strings.Contains(out, "answers the slash commands") ||
		!strings.Contains(out, "\nflags:\n  -api-base string") {
		t.Errorf("kibitz bot -h:\n%s\nwant what it does, then its flags", out)
	}
}

// fullWriter fails every write, as stdout sent to /dev/full does.
type fullWriter struct{}

func (fullWriter) Write([]byte) (int, error) { return 0, errors.New("no space left on device") }

// TestWriteFailures: output that cannot be written is a failure, status 1, said on stderr, whatever the
// output is: help, the version, the console's replies (docs/contract.md §1).
func TestWriteFailures(t *testing.T) {
	for _, tc := range []struct {
		in   string
		args []string
		want string // the start of stderr
	}{
		{"", []string{"--help"}, "kibitz: writing the help: no space left on device"},
		{"", []string{"help", "console"}, "kibitz help: writing the help: no space left on device"},
		{"", []string{"solve", "-h"}, "kibitz solve: writing the help: no space left on device"},
		{"", []string{"solve", "nim", "-h"}, "kibitz solve nim: writing the help: no space left on device"},
		{"", []string{"console", "-h"}, "kibitz console: writing the help: no space left on device"},
		{"", []string{"version"}, "kibitz version: writing the version: no space left on device"},
		{"", []string{"version", "--licenses"}, "kibitz version: writing the version: no space left on device"},
		{"1 2\n", []string{"solve", "nim"}, "kibitz solve nim: writing the answers: no space left on device"},
		{"/help\n", []string{"console"}, "kibitz console: writing the replies: no space left on device"},
		{"", []string{"console"}, "kibitz console: writing the replies: no space left on device"}, // the banner
	} {
		setenv(t)
		var errOut strings.Builder
		code := run(context.Background(), tc.args, strings.NewReader(tc.in), fullWriter{}, &errOut)
		if code != 1 || !strings.HasPrefix(errOut.String(), tc.want) {
			t.Errorf("kibitz %v to a full disk = %d, stderr %q; want 1 and %q", tc.args, code, errOut.String(), tc.want)
		}
	}
}

// malformedDotenv is a .env that cannot be read: a line that is no NAME=value.
const malformedDotenv = "KIBITZ_LOG_FORMAT=text\nfoo bar baz\n"

// TestMalformedDotenv: a .env that cannot be read fails the commands that read the settings, `kibitz
// solve` too (its word lists may come from it), with status 1 and the reason; its help does not
// (TestHelp).
func TestMalformedDotenv(t *testing.T) {
	for _, args := range [][]string{{"solve", "nim"}, {"console"}} {
		setenv(t)
		if err := os.WriteFile(".env", []byte(malformedDotenv), 0o600); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := runKibitz(t, context.Background(), "1 2\n", args...)
		want := "kibitz " + strings.Join(args, " ") + ": .env in the working directory cannot be read"
		if code != 1 || out != "" || !strings.HasPrefix(errOut, want) {
			t.Errorf("kibitz %v with a malformed .env = %d, stdout %q, stderr %q; want 1 and %q", args, code, out, errOut, want)
		}
	}
}

// TestHelpKeepsSecrets: the flags' defaults come from the environment, and help shows them, but never the
// bot token or Redis's password: help is pasted into issues and chats.
func TestHelpKeepsSecrets(t *testing.T) {
	setenv(t, "DISCORD_TOKEN", "MTIz.secret-bot-token", "REDIS_URL", "redis://:hunter2pass@redis.internal:6379/0")
	for _, args := range [][]string{{"bot", "-h"}, {"serve", "-h"}, {"register", "-h"}, {"console", "-h"}, {"load", "-h"}} {
		_, out, _ := runKibitz(t, context.Background(), "", args...)
		if strings.Contains(out, "secret-bot-token") || strings.Contains(out, "hunter2pass") {
			t.Errorf("kibitz %v shows a secret:\n%s", args, out)
		}
	}
	if _, out, _ := runKibitz(t, context.Background(), "", "bot", "-h"); !strings.Contains(out, "redis.internal:6379") {
		t.Errorf("kibitz bot -h does not show REDIS_URL's host as the default of -redis:\n%s", out)
	}
}

// TestUsageErrors: a mistake in the command line exits 2 with one line saying what is wrong, starting with
// the command as typed, then the command's usage, all on stderr (docs/contract.md §1).
func TestUsageErrors(t *testing.T) {
	type test struct {
		args  []string
		line  string // stderr's first line
		usage string // the start of the usage after it; "" for none
	}
	tests := []test{
		{[]string{"frobnicate"}, `kibitz: unknown command "frobnicate"`, "kibitz solves and plays puzzles"},
		{[]string{"-frobnicate"}, "kibitz: flag -frobnicate before a command: give the command first, as in kibitz console -frobnicate", "kibitz solves"},
		{[]string{"help", "frobnicate"}, `kibitz help: no such command: "frobnicate"`, "kibitz solves and plays puzzles"},
		{[]string{"-h", "frobnicate"}, `kibitz: no such command: "frobnicate"`, "kibitz solves and plays puzzles"},
		{[]string{"console", "extra"}, `kibitz console: unexpected argument "extra"`, "usage: kibitz console"},
		{[]string{"health", "now"}, `kibitz health: unexpected argument "now"`, "usage: kibitz health"},
		{[]string{"version", "now"}, `kibitz version: unexpected argument "now"`, "usage: kibitz version"},
		{[]string{"load", "now"}, `kibitz load: unexpected argument "now"`, "usage: kibitz load"},
		{[]string{"bot", "-shard-id", "one"}, `kibitz bot: --shard-id takes a whole number, not "one"`, "usage: kibitz bot"},
		{[]string{"solve"}, "kibitz solve: no KIND given: say which puzzle, as in kibitz solve sudoku < puzzles.txt", "usage: kibitz solve KIND"},
		{[]string{"solve", "chess"}, `kibitz solve: unknown kind "chess"`, "usage: kibitz solve KIND"},
		{[]string{"solve", "tictactoe", "boards.txt"}, `kibitz solve tictactoe: unexpected argument "boards.txt" (the cases come on standard input)`, "usage: kibitz solve tictactoe"},
		{[]string{"bot"}, "kibitz bot: " + noToken, ""},
		{[]string{"register"}, "kibitz register: " + noToken, ""},
	}
	// A flag that does not exist, for every command and every kind of kibitz solve: the line goes on with
	// the flags the command takes (TestModeFlags checks them).
	for _, c := range subcommands {
		if c.name == "help" || c.name == "solve" {
			continue
		}
		tests = append(tests, test{[]string{c.name, "-frobnicate"}, "kibitz " + c.name + ": unknown flag --frobnicate: kibitz " + c.name + " takes ",
			"usage: kibitz " + c.name})
	}
	for _, k := range solveKinds(&config{}) {
		tests = append(tests, test{[]string{"solve", k.Name, "--frobnicate"},
			"kibitz solve " + k.Name + ": unknown flag --frobnicate: kibitz solve " + k.Name + " takes ", "usage: kibitz solve " + k.Name})
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			setenv(t)
			code, out, errOut := runKibitz(t, context.Background(), "", tc.args...)
			line, rest, _ := strings.Cut(errOut, "\n")
			rest = strings.TrimPrefix(rest, "\n")
			if strings.HasSuffix(tc.line, " takes ") { // the list of flags follows
				line = line[:min(len(line), len(tc.line))]
			}
			if code != 2 || out != "" || line != tc.line || !strings.HasPrefix(rest, tc.usage) ||
				tc.usage == "" && rest != "" {
				t.Errorf("kibitz %v = %d, stdout %q, stderr %.300q; want 2, then %q and the usage %q on stderr",
					tc.args, code, out, errOut, tc.line, tc.usage)
			}
		})
	}
}

// TestFailureLine: whatever fails, and whether it is a usage error (2) or not (1), stderr's last line
// starts with the command as typed and a colon, once (docs/contract.md §1); for the commands that log,
// with KIBITZ_LOG_FORMAT=json, that line is a JSON object like the log's other lines, and so is every
// other line.
func TestFailureLine(t *testing.T) {
	taken := listening(t)
	key := strings.Repeat("ab", 32)
	for _, tc := range []struct {
		name   string
		env    []string
		args   []string
		status int
		prefix string
		logs   bool // the command writes a log: with json, the line is JSON
	}{
		{"plain kibitz", []string{"KIBITZ_NIM_TURN_TIMEOUT", "1s"}, nil, 2, "kibitz: KIBITZ_NIM_TURN_TIMEOUT=1s", true},
		{"console", []string{"REDIS_URL", "redis://127.0.0.1:1"}, []string{"console"}, 1, "kibitz console: REDIS_URL=redis://127.0.0.1:1: Redis does not answer", true},
		{"bot", []string{"DISCORD_TOKEN", "t", "DISCORD_API_BASE", "discord.com"}, []string{"bot"}, 2, "kibitz bot: DISCORD_API_BASE=", true},
		{"serve, after it began to log", []string{"DISCORD_PUBLIC_KEY", key, "KIBITZ_DATA", "memory", "KIBITZ_HTTP_ADDR", taken},
			[]string{"serve"}, 1, "kibitz serve: KIBITZ_HTTP_ADDR=" + taken + ": the address is in use", true},
		{"register", []string{"DISCORD_TOKEN", "t", "DISCORD_GUILD_ID", "my-server"}, []string{"register"}, 2, `kibitz register: DISCORD_GUILD_ID="my-server": give a server's id`, true},
		{"health", []string{"KIBITZ_OPS_ADDR", "off"}, []string{"health"}, 2, "kibitz health: the operations listener is off", false},
		{"load", nil, []string{"load", "--spawn", "--target", "http://127.0.0.1:1/interactions"}, 2, "kibitz load: give --spawn or --target, not both", false},
		{"solve", nil, []string{"solve", "sudoku", "--max-nodes", "-1"}, 2, "kibitz solve sudoku: --max-nodes must be from 0 (no limit)", false},
	} {
		for _, format := range []string{"text", "json"} {
			t.Run(tc.name+" "+format, func(t *testing.T) {
				setenv(t, append(tc.env, "KIBITZ_LOG_FORMAT", format)...)
				code, _, errOut := runKibitz(t, context.Background(), "", tc.args...)
				lines := strings.Split(strings.TrimSuffix(errOut, "\n"), "\n")
				last := lines[len(lines)-1]
				if code != tc.status {
					t.Fatalf("kibitz %v = %d, want %d; stderr:\n%s", tc.args, code, tc.status, errOut)
				}
				if format == "text" || !tc.logs {
					if tc.status == 2 && !tc.logs {
						last = lines[0] // the usage may follow
					}
					if !strings.HasPrefix(last, tc.prefix) || strings.Count(last, strings.SplitN(tc.prefix, ":", 2)[0]+":") != 1 {
						t.Errorf("kibitz %v: stderr's line %q, want it to start with %q, once", tc.args, last, tc.prefix)
					}
					return
				}
				for _, l := range lines {
					var rec map[string]any
					if err := json.Unmarshal([]byte(l), &rec); err != nil {
						t.Errorf("kibitz %v with KIBITZ_LOG_FORMAT=json: a line is not JSON: %q", tc.args, l)
					}
				}
				var rec struct {
					Level  string `json:"level"`
					Msg    string `json:"msg"`
					Status int    `json:"status"`
				}
				json.Unmarshal([]byte(last), &rec)
				if rec.Level != "ERROR" || !strings.HasPrefix(rec.Msg, tc.prefix) || rec.Status != tc.status {
					t.Errorf("kibitz %v with KIBITZ_LOG_FORMAT=json: last line %q, want level ERROR, msg %q..., status %d",
						tc.args, last, tc.prefix, tc.status)
				}
			})
		}
	}
}

// TestConsoleLogsStayOut: a .env copied from .env.example (KIBITZ_LOG_LEVEL=info) does not put log lines
// between the console's replies: the console's log is its own, warnings only (docs/contract.md §2).
func TestConsoleLogsStayOut(t *testing.T) {
	example, err := os.ReadFile(filepath.Join(sourceDir, "..", "..", ".env.example"))
	if err != nil {
		t.Fatal(err)
	}
	for _, args := range [][]string{nil, {"console"}, {"console", "-data", "FILE"}} {
		t.Run(strings.Join(append([]string{"kibitz"}, args...), " "), func(t *testing.T) {
			setenv(t)
			if err := os.WriteFile(".env", example, 0o600); err != nil {
				t.Fatal(err)
			}
			for i, a := range args {
				if a == "FILE" {
					args[i] = filepath.Join(t.TempDir(), "kibitz.db")
				}
			}
			code, out, errOut := runKibitz(t, context.Background(), "/tictactoe analyze board:X.O......\nquit\n", args...)
			if code != 0 || !strings.Contains(out, "X to move") {
				t.Fatalf("kibitz %v = %d, stdout %.300q, stderr %q", args, code, out, errOut)
			}
			if errOut != "" || strings.Contains(out, "level=") {
				t.Errorf("kibitz %v with .env.example's settings logged:\nstderr %q\nstdout %q", args, errOut, out)
			}
		})
	}
	// Asked for, the log is there.
	setenv(t)
	if _, _, errOut := runKibitz(t, context.Background(), "quit\n", "console", "-log-level", "info", "-data", filepath.Join(t.TempDir(), "k.db")); !strings.Contains(errOut, "msg=store kind=file") {
		t.Errorf("kibitz console -log-level info: stderr %q, want the store line", errOut)
	}
}

// listening returns the address of a loopback port the test holds until it ends: an address in use.
func listening(t *testing.T) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l.Addr().String()
}

// TestFlagValueErrors: a value a flag cannot take is worded for a person, saying what the flag takes.
func TestFlagValueErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"solve", "sudoku", "--max-nodes", "abc"}, `kibitz solve sudoku: --max-nodes takes a whole number, not "abc"`},
		{[]string{"solve", "sudoku", "--max-nodes", "99999999999999999999"}, "kibitz solve sudoku: --max-nodes 99999999999999999999 is out of range: it takes a whole number from 0 to 9,223,372,036,854,775,807"},
		{[]string{"solve", "sudoku", "--count=maybe"}, `kibitz solve sudoku: --count takes true or false (or nothing: --count alone is true), not "maybe"`},
		{[]string{"solve", "knight", "--max-squares", "lots"}, `kibitz solve knight: --max-squares takes a whole number, not "lots"`},
		{[]string{"solve", "sudoku", "--max-nodes"}, "kibitz solve sudoku: --max-nodes needs a value"},
	} {
		setenv(t)
		code, out, errOut := runKibitz(t, context.Background(), "", tc.args...)
		if first, _, _ := strings.Cut(errOut, "\n"); code != 2 || out != "" || first != tc.want {
			t.Errorf("kibitz %v = %d, stdout %q, stderr %q; want 2 and %q", tc.args, code, out, errOut, tc.want)
		}
	}
}
