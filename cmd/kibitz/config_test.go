package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestBadSettings gives every variable of .env.example a wrong value, in turn, and checks that kibitz
// stops with a sentence naming the variable and saying what it takes (docs/contract.md §2), never a
// library's error alone. The variables that take any value are listed as such, so that a new variable
// gets a case here.
func TestBadSettings(t *testing.T) {
	anyValue := map[string]string{
		"DISCORD_TOKEN":       "any text; Discord says whether it is a token (TestGatewayRefusesToken: 4004)",
		"KIBITZ_DAILY_SECRET": "any text",
		"COMPOSE_PROFILES":    "docker compose's, not kibitz's",
	}
	key := strings.Repeat("ab", 32)
	notAList := filepath.Join(t.TempDir(), "answers.txt")
	if err := os.WriteFile(notAList, []byte("hello\nab\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	tested := map[string]bool{}
	for _, tc := range []struct {
		variable, value string
		env             []string // what the command needs besides
		args            []string
		status          int
		want            string // stderr's first line
	}{
		{"DISCORD_APP_ID", "kibitz", []string{"DISCORD_TOKEN", "t"}, []string{"bot"}, 2,
			`kibitz bot: DISCORD_APP_ID="kibitz": give the application's id, a number such as 123456789012345678 (Developer Portal > General Information > Application ID)`},
		{"DISCORD_PUBLIC_KEY", "abc", nil, []string{"serve"}, 2,
			"kibitz serve: DISCORD_PUBLIC_KEY has 3 hex digits, and a public key has 64: copy it whole; the Developer Portal shows it under your application > General Information > Public Key"},
		{"DISCORD_GUILD_ID", "my server", []string{"DISCORD_TOKEN", "t"}, []string{"register"}, 2,
			`kibitz register: DISCORD_GUILD_ID="my server": give a server's id, a number`},
		{"DISCORD_API_BASE", "discord.com/api/v10", []string{"DISCORD_TOKEN", "t"}, []string{"bot"}, 2,
			`kibitz bot: DISCORD_API_BASE="discord.com/api/v10" is not an http(s) URL: give the base of Discord's REST API, https://discord.com/api/v10 (the default)`},
		{"REDIS_URL", "localhost:6379", nil, []string{"console"}, 1,
			`kibitz console: REDIS_URL=localhost:6379: scheme "localhost": use redis://, or rediss:// for TLS`},
		{"KIBITZ_DATA", "DIR", nil, []string{"console"}, 2, "kibitz console: KIBITZ_DATA=DIR is a folder: give the path of a file in it, such as DIR/kibitz.db, or memory"},
		{"KIBITZ_SHARD_ID", "first", []string{"DISCORD_TOKEN", "t"}, []string{"bot"}, 2,
			`kibitz bot: KIBITZ_SHARD_ID="first": give a whole number from 0 to KIBITZ_SHARD_COUNT - 1 (0 without sharding)`},
		{"KIBITZ_SHARD_ID", "1", []string{"DISCORD_TOKEN", "t"}, []string{"bot"}, 2,
			"kibitz bot: KIBITZ_SHARD_ID=1 with KIBITZ_SHARD_COUNT=1: give a shard from 0 to 0"},
		{"KIBITZ_SHARD_COUNT", "two", []string{"DISCORD_TOKEN", "t"}, []string{"bot"}, 2,
			`kibitz bot: KIBITZ_SHARD_COUNT="two": give a whole number, at least 1 (1 without sharding)`},
		{"KIBITZ_SHARD_COUNT", "0", []string{"DISCORD_TOKEN", "t"}, []string{"bot"}, 2,
			"kibitz bot: KIBITZ_SHARD_COUNT=0: give the number of shards, at least 1 (1 without sharding)"},
		{"KIBITZ_HTTP_ADDR", "8080", []string{"DISCORD_PUBLIC_KEY", key}, []string{"serve"}, 2,
			`kibitz serve: KIBITZ_HTTP_ADDR="8080": give host:port, such as :8080 (every interface) or 127.0.0.1:8080`},
		{"KIBITZ_MAX_INFLIGHT", "lots", nil, []string{"console"}, 2,
			`kibitz console: KIBITZ_MAX_INFLIGHT="lots": give a whole number, at least 1 (default 512)`},
		{"KIBITZ_MAX_INFLIGHT", "0", []string{"DISCORD_TOKEN", "t"}, []string{"bot"}, 2,
			"kibitz bot: KIBITZ_MAX_INFLIGHT=0: give at least 1"},
		{"KIBITZ_OPS_ADDR", "9464", []string{"DISCORD_TOKEN", "t"}, []string{"bot"}, 2,
			`kibitz bot: KIBITZ_OPS_ADDR="9464": give host:port (127.0.0.1:9464, :9464) or off`},
		{"KIBITZ_PPROF", "maybe", []string{"DISCORD_TOKEN", "t"}, []string{"bot"}, 2,
			`kibitz bot: KIBITZ_PPROF="maybe": use 1 to serve the profiler, 0 or nothing not to`},
		{"KIBITZ_LOAD_PRIVATE_KEY", "zz", nil, []string{"load", "--target", "http://127.0.0.1:1/interactions"}, 2,
			"kibitz load: KIBITZ_LOAD_PRIVATE_KEY is not a hex private key: give the KIBITZ_LOAD_PRIVATE_KEY that kibitz load --keygen printed, 64 hex digits"},
		{"KIBITZ_LOG_LEVEL", "loud", []string{"DISCORD_TOKEN", "t"}, []string{"bot"}, 2,
			`kibitz bot: KIBITZ_LOG_LEVEL="loud": use debug, info, warn or error`},
		{"KIBITZ_LOG_FORMAT", "xml", nil, []string{"console"}, 2, `kibitz console: KIBITZ_LOG_FORMAT="xml": use text or json`},
		{"WORDLE_ANSWERS_FILE", "no-such-list.txt", nil, []string{"console"}, 1,
			"kibitz console: WORDLE_ANSWERS_FILE=no-such-list.txt: kibitz cannot read it (open no-such-list.txt: no such file or directory); give a file of five-letter words, one a line, or nothing for the embedded list"},
		{"WORDLE_ANSWERS_FILE", notAList, nil, []string{"console"}, 1,
			"kibitz console: WORDLE_ANSWERS_FILE=" + notAList + `: Line 2 of the answers list ("ab") is not five lowercase letters.`},
		{"WORDLE_GUESSES_FILE", notAList, nil, []string{"console"}, 1,
			"kibitz console: WORDLE_GUESSES_FILE=" + notAList + `: Line 2 of the guesses list ("ab") is not five lowercase letters.`},
		{"WORDLE_GUESSES_FILE", "no-such-list.txt", nil, []string{"console"}, 1, "kibitz console: WORDLE_GUESSES_FILE=no-such-list.txt: kibitz cannot read it"},
		{"KIBITZ_NIM_TURN_TIMEOUT", "2", nil, []string{"console"}, 2,
			`kibitz console: KIBITZ_NIM_TURN_TIMEOUT="2": give a duration from 10s to 10m, such as 90s or 2m`},
		{"KIBITZ_TTT_TURN_TIMEOUT", "2h", nil, []string{"console"}, 2,
			"kibitz console: KIBITZ_TTT_TURN_TIMEOUT=2h: give a duration from 10s to 1h, such as 90s or 10m"},
		{"KIBITZ_DRAIN_DELAY", "soon", []string{"DISCORD_PUBLIC_KEY", key}, []string{"serve"}, 2,
			`kibitz serve: KIBITZ_DRAIN_DELAY="soon": give a duration from 0 (no drain) to 1m, such as 5s`},
		{"KIBITZ_DRAIN_DELAY", "2m", []string{"DISCORD_PUBLIC_KEY", key}, []string{"serve"}, 2,
			"kibitz serve: KIBITZ_DRAIN_DELAY=2m: give a duration from 0 (no drain) to 1m, such as 5s"},
	} {
		tested[tc.variable] = true
		t.Run(tc.variable+"="+tc.value, func(t *testing.T) {
			value := tc.value
			if value == "DIR" {
				value = t.TempDir() // a folder, where a data file should be
			}
			setenv(t, append(tc.env, tc.variable, value)...)
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second) // a hang guard
			defer cancel()
			code, out, errOut := runKibitz(t, ctx, "", tc.args...)
			line, _, _ := strings.Cut(errOut, "\n")
			want := strings.ReplaceAll(tc.want, "DIR", value)
			if code != tc.status || !strings.HasPrefix(line, want) {
				t.Errorf("%s=%q kibitz %v = %d, stdout %.200q, stderr %q; want %d and %q", tc.variable, value, tc.args, code,
					out, errOut, tc.status, want)
			}
			if !strings.Contains(line, tc.variable) {
				t.Errorf("the message does not name %s: %q", tc.variable, line)
			}
		})
	}
	example, err := os.ReadFile(filepath.Join(sourceDir, "..", "..", ".env.example"))
	if err != nil {
		t.Fatal(err)
	}
	for line := range strings.Lines(string(example)) {
		name, _, ok := strings.Cut(line, "=")
		if ok && !strings.HasPrefix(name, "#") && !tested[name] && anyValue[name] == "" {
			t.Errorf(".env.example's %s has no case here", name)
		}
	}
}
