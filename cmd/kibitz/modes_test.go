package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// modeFlags is what each mode takes (docs/contract.md §2): the flags of the settings it uses, and its own.
var modeFlags = map[string][]string{
	"bot": {"api-base", "app-id", "data", "guild", "log-format", "log-level", "max-inflight", "nim-turn-timeout",
		"no-register", "ops-addr", "redis", "shard-count", "shard-id", "token", "ttt-turn-timeout"},
	"serve": {"addr", "api-base", "app-id", "data", "drain-delay", "log-format", "log-level", "max-inflight", "nim-turn-timeout",
		"ops-addr", "public-key", "redis", "token", "ttt-turn-timeout"},
	"register": {"api-base", "app-id", "guild", "log-format", "log-level", "token"},
	"console":  {"data", "log-level", "nim-turn-timeout", "out", "redis", "ttt-turn-timeout"},
	"health":   {"addr"},
	"compact":  {"data"},
	"forget":   {"data", "redis"},
	"load": {"concurrency", "count", "data", "duration", "fail-rate", "fake-addr", "grace", "hang", "json", "key-file",
		"keygen", "mix", "quiet", "redis", "rtt", "serve-log", "spawn", "target"},
	"version": {"licenses"},
}

// flagValue is a value each flag can take, for TestModeFlags to give it.
func flagValue(name string) string {
	switch name {
	case "nim-turn-timeout", "ttt-turn-timeout", "drain-delay", "duration", "grace", "hang", "rtt":
		return "90s"
	case "max-inflight", "shard-count", "shard-id", "concurrency", "count", "fail-rate", "guild", "app-id":
		return "1"
	case "no-register", "keygen", "spawn", "json", "quiet", "licenses":
		return "true"
	}
	return "x"
}

// TestModeFlags: each mode takes the flags of the settings it uses and refuses the others, with a usage
// error that names the flag and the mode and lists what the mode takes (docs/contract.md §2). kibitz
// register keeps no games, so it takes no -redis; kibitz serve registers no commands, so it takes no -guild.
func TestModeFlags(t *testing.T) {
	var every []string
	for _, flags := range modeFlags {
		every = append(every, flags...)
	}
	slices.Sort(every)
	every = slices.Compact(every)
	for mode, takes := range modeFlags {
		for _, name := range every {
			accepted := slices.Contains(takes, name)
			t.Run(mode+" -"+name, func(t *testing.T) {
				setenv(t)
				// -h after the flag: a flag the mode takes gives its help, one it does not a usage error.
				args := []string{mode, "-" + name + "=" + flagValue(name), "-h"}
				code, out, errOut := runKibitz(t, context.Background(), "", args...)
				line, _, _ := strings.Cut(errOut, "\n")
				switch {
				case accepted && code != 0:
					t.Errorf("kibitz %v = %d, stderr %q; want -%s accepted (help, 0)", args, code, line, name)
				case !accepted:
					want := "kibitz " + mode + ": unknown flag --" + name + ": kibitz " + mode + " takes --" +
						strings.Join(takes, ", --") + " (kibitz " + mode + " -h says what each does)"
					if code != 2 || out != "" || line != want {
						t.Errorf("kibitz %v = %d, stdout %.100q, stderr %q; want 2 and %q", args, code, out, line, want)
					}
				}
			})
		}
	}
}

// TestModeFlagsDocumented: docs/contract.md §2 lists each mode's flags, and they are those the mode's help
// lists, which are those it takes.
func TestModeFlagsDocumented(t *testing.T) {
	contract, err := os.ReadFile(filepath.Join(sourceDir, "..", "..", "docs", "contract.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, section, _ := strings.Cut(string(contract), "\n## §2 ")
	section, _, _ = strings.Cut(section, "\n## ")
	section = strings.ReplaceAll(section, "\n  ", " ") // a list item's continued lines
	entry := regexp.MustCompile("(?m)^- `kibitz (\\w+)`: (.*)$")
	flagName := regexp.MustCompile("`-(-?[a-z-]+)`")
	documented := map[string][]string{}
	for _, m := range entry.FindAllStringSubmatch(section, -1) {
		for _, f := range flagName.FindAllStringSubmatch(m[2], -1) {
			documented[m[1]] = append(documented[m[1]], strings.TrimPrefix(f[1], "-"))
		}
	}
	helpFlag := regexp.MustCompile(`(?m)^  -(\S+)`)
	for _, c := range subcommands {
		if c.name == "help" || c.name == "solve" { // help takes none; solve's kinds' flags are §4's
			continue
		}
		setenv(t)
		_, out, _ := runKibitz(t, context.Background(), "", c.name, "-h")
		_, flags, _ := strings.Cut(out, "\nflags:\n")
		var registered []string
		for _, m := range helpFlag.FindAllStringSubmatch(flags, -1) {
			registered = append(registered, m[1])
		}
		doc := slices.Compact(slices.Sorted(slices.Values(documented[c.name]))) // a flag may be named twice
		if !slices.Equal(doc, registered) {
			t.Errorf("docs/contract.md §2 lists for kibitz %s the flags\n%v\nand it takes\n%v", c.name, doc, registered)
		}
		if !slices.Equal(registered, modeFlags[c.name]) {
			t.Errorf("kibitz %s takes %v; TestModeFlags has %v", c.name, registered, modeFlags[c.name])
		}
	}
}

// TestSettingNamedAsGiven: a setting kibitz cannot use is named as the user gave it, a flag as a flag with
// its value (--nim-turn-timeout 9s: ...), a variable as a variable (KIBITZ_NIM_TURN_TIMEOUT=9s: ...)
// (docs/contract.md §2).
func TestSettingNamedAsGiven(t *testing.T) {
	key := strings.Repeat("ab", 32)
	for _, tc := range []struct {
		variable, flag, value string
		mode                  string
		env                   []string // what the mode needs besides
		status                int
		want                  string // the message after "kibitz MODE: " and the setting: "NAME=value" or "--flag value"
		quoted                bool   // the value is written quoted
	}{
		{"KIBITZ_NIM_TURN_TIMEOUT", "nim-turn-timeout", "9s", "console", nil, 2, ": give a duration from 10s to 10m, such as 90s or 2m", false},
		{"KIBITZ_TTT_TURN_TIMEOUT", "ttt-turn-timeout", "2h", "console", nil, 2, ": give a duration from 10s to 1h, such as 90s or 10m", false},
		{"KIBITZ_MAX_INFLIGHT", "max-inflight", "0", "bot", []string{"DISCORD_TOKEN", "t"}, 2, ": give at least 1", false},
		{"KIBITZ_SHARD_COUNT", "shard-count", "0", "bot", []string{"DISCORD_TOKEN", "t"}, 2, ": give the number of shards, at least 1 (1 without sharding)", false},
		{"KIBITZ_LOG_FORMAT", "log-format", "xml", "register", []string{"DISCORD_TOKEN", "t"}, 2, ": use text or json", true},
		{"KIBITZ_LOG_LEVEL", "log-level", "loud", "bot", []string{"DISCORD_TOKEN", "t"}, 2, ": use debug, info, warn or error", true},
		{"KIBITZ_OPS_ADDR", "ops-addr", "9464", "serve", []string{"DISCORD_PUBLIC_KEY", key}, 2, ": give host:port (127.0.0.1:9464, :9464) or off", true},
		{"KIBITZ_HTTP_ADDR", "addr", "8080", "serve", []string{"DISCORD_PUBLIC_KEY", key}, 2, ": give host:port, such as :8080 (every interface) or 127.0.0.1:8080", true},
		{"KIBITZ_DRAIN_DELAY", "drain-delay", "90s", "serve", []string{"DISCORD_PUBLIC_KEY", key}, 2, ": give a duration from 0 (no drain) to 1m, such as 5s", false},
		{"DISCORD_GUILD_ID", "guild", "my server", "register", []string{"DISCORD_TOKEN", "t"}, 2, ": give a server's id, a number such as", true},
		{"DISCORD_APP_ID", "app-id", "kibitz", "bot", []string{"DISCORD_TOKEN", "t"}, 2, ": give the application's id", true},
		{"DISCORD_API_BASE", "api-base", "discord.com", "bot", []string{"DISCORD_TOKEN", "t"}, 2, " is not an http(s) URL: give the base of Discord's REST API", true},
		{"REDIS_URL", "redis", "localhost:6379", "console", nil, 1, `: scheme "localhost": use redis://, or rediss:// for TLS`, false},
		{"REDIS_URL", "redis", "redis://127.0.0.1:99999999", "console", nil, 1, ": port 99999999 is out of range: give a port from 1 to 65535", false},
		{"REDIS_URL", "redis", "redis://127.0.0.1:1", "console", nil, 1, ": Redis does not answer (dial tcp 127.0.0.1:1: ", false},
	} {
		for _, byFlag := range []bool{false, true} {
			given := tc.variable + "=" + tc.value
			args := []string{tc.mode}
			env := tc.env
			value := tc.value
			if tc.quoted {
				value = `"` + value + `"`
			}
			want := "kibitz " + tc.mode + ": " + tc.variable + "=" + value + tc.want
			if byFlag {
				given = "--" + tc.flag + " " + tc.value
				args = append(args, "--"+tc.flag, tc.value)
				want = "kibitz " + tc.mode + ": --" + tc.flag + " " + value + tc.want
			} else {
				env = append(slices.Clone(env), tc.variable, tc.value)
			}
			t.Run(given, func(t *testing.T) {
				setenv(t, env...)
				code, _, errOut := runKibitz(t, context.Background(), "", args...)
				line, _, _ := strings.Cut(errOut, "\n")
				if code != tc.status || !strings.HasPrefix(line, want) {
					t.Errorf("%v with %v = %d, stderr %q; want %d and %q", args, env, code, errOut, tc.status, want)
				}
			})
		}
	}
	// The public key, whose message names the setting without its value.
	for _, args := range [][]string{{"serve"}, {"serve", "--public-key", "abc"}} {
		setenv(t)
		if len(args) == 1 {
			t.Setenv("DISCORD_PUBLIC_KEY", "abc")
		}
		name := "DISCORD_PUBLIC_KEY"
		if len(args) > 1 {
			name = "--public-key"
		}
		want := "kibitz serve: " + name + " has 3 hex digits, and a public key has 64"
		if code, _, errOut := runKibitz(t, context.Background(), "", args...); code != 2 || !strings.HasPrefix(errOut, want) {
			t.Errorf("%v = %d, stderr %q; want 2 and %q", args, code, errOut, want)
		}
	}
	// A variable the flag overrides is not read, nor one the mode does not use.
	setenv(t, "KIBITZ_NIM_TURN_TIMEOUT", "2")
	if code, _, errOut := runKibitz(t, context.Background(), "", "console", "--nim-turn-timeout", "90s"); code != 0 {
		t.Errorf("KIBITZ_NIM_TURN_TIMEOUT=2 kibitz console --nim-turn-timeout 90s = %d, stderr %q; want 0", code, errOut)
	}
	setenv(t, "KIBITZ_SHARD_COUNT", "0", "KIBITZ_NIM_TURN_TIMEOUT", "2")
	if code, _, errOut := runKibitz(t, context.Background(), "", "register"); code != 2 || errOut != "kibitz register: "+noToken+"\n" {
		t.Errorf("KIBITZ_SHARD_COUNT=0 kibitz register = %d, stderr %q; want 2 and only that the token is missing", code, errOut)
	}
}

// TestDurationNamedAsTyped: a duration kibitz cannot use is quoted as the user typed it, not as Go
// writes the duration back (601s, not 10m1s), from a flag or a variable, and load's durations too
// (docs/contract.md §2).
func TestDurationNamedAsTyped(t *testing.T) {
	for _, tc := range []struct {
		env  []string
		args []string
		want string // stderr's start
	}{
		{nil, []string{"console", "--nim-turn-timeout", "601s"}, "kibitz console: --nim-turn-timeout 601s: give a duration from 10s to 10m"},
		{[]string{"KIBITZ_NIM_TURN_TIMEOUT", "601s"}, []string{"console"}, "kibitz console: KIBITZ_NIM_TURN_TIMEOUT=601s: give a duration from 10s to 10m"},
		{nil, []string{"console", "--ttt-turn-timeout", "3601s"}, "kibitz console: --ttt-turn-timeout 3601s: give a duration from 10s to 1h"},
		{[]string{"KIBITZ_TTT_TURN_TIMEOUT", "0.5s"}, []string{"console"}, "kibitz console: KIBITZ_TTT_TURN_TIMEOUT=0.5s: give a duration from 10s to 1h"},
		{nil, []string{"load", "--spawn", "--duration", "1801s"}, "kibitz load: --duration 1801s: give up to 30m"},
		{nil, []string{"load", "--spawn", "--grace", "301s"}, "kibitz load: --grace 301s: give up to 5m"},
		{nil, []string{"load", "--spawn", "--hang", "61000ms"}, "kibitz load: --hang 61000ms: give up to 1m"},
		{nil, []string{"load", "--spawn", "--rtt", "5001ms"}, "kibitz load: --rtt 5001ms: give 0 to 5s"},
	} {
		setenv(t, tc.env...)
		if code, _, errOut := runKibitz(t, context.Background(), "", tc.args...); code != 2 || !strings.HasPrefix(errOut, tc.want) {
			t.Errorf("%v kibitz %v = %d, stderr %q; want 2 and %q", tc.env, tc.args, code, errOut, tc.want)
		}
	}
	// A duration that is no duration is told as for the flag package's own.
	if code, _, errOut := runKibitz(t, context.Background(), "", "console", "--nim-turn-timeout", "soon"); code != 2 ||
		!strings.HasPrefix(errOut, `kibitz console: --nim-turn-timeout takes a duration such as 90s, 2m or 1h, not "soon"`) {
		t.Errorf("kibitz console --nim-turn-timeout soon = %d, stderr %q", code, errOut)
	}
}

// TestBotNoRegisterGuild: the guild is where kibitz bot registers the commands, so --guild with
// --no-register would do nothing: it is a usage error. DISCORD_GUILD_ID, which a .env shared with kibitz
// register may hold, is left alone.
func TestBotNoRegisterGuild(t *testing.T) {
	for _, tc := range []struct {
		name string
		env  []string
		args []string
		want string // stderr's first line
	}{
		{"flags", nil, []string{"bot", "--no-register", "--guild", "123"},
			"kibitz bot: --guild 123 does nothing with --no-register: the guild is where kibitz bot registers the slash commands; leave out one of them"},
		{"flags the other way round", nil, []string{"bot", "--guild", "123", "--no-register"},
			"kibitz bot: --guild 123 does nothing with --no-register: the guild is where kibitz bot registers the slash commands; leave out one of them"},
		{"the variable", []string{"DISCORD_GUILD_ID", "123"}, []string{"bot", "--no-register"},
			`kibitz bot: DISCORD_API_BASE="discord.com" is not an http(s) URL`}, // past the flags' checks
	} {
		t.Run(tc.name, func(t *testing.T) {
			setenv(t, append([]string{"DISCORD_TOKEN", "t", "DISCORD_API_BASE", "discord.com"}, tc.env...)...)
			code, _, errOut := runKibitz(t, context.Background(), "", tc.args...)
			line, _, _ := strings.Cut(errOut, "\n")
			if code != 2 || !strings.HasPrefix(line, tc.want) {
				t.Errorf("kibitz %v = %d, stderr %q; want 2 and %q", tc.args, code, errOut, tc.want)
			}
		})
	}
}
