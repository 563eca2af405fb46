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
	"serve": {"addr", "api-base", "app-id", "data", "log-format", "log-level", "max-inflight", "nim-turn-timeout",
		"ops-addr", "public-key", "redis", "token", "ttt-turn-timeout"},
	"register": {"api-base", "app-id", "guild", "log-format", "log-level", "token"},
	"console":  {"data", "log-level", "nim-turn-timeout", "out", "redis", "ttt-turn-timeout"},
	"health":   {"addr"},
	"load": {"concurrency", "count", "data", "duration", "fail-rate", "fake-addr", "grace", "hang", "json", "key-file",
		"keygen", "mix", "quiet", "redis", "rtt", "serve-log", "spawn", "target"},
	"version": {"licenses"},
}

// flagValue is a value each flag can take, for TestModeFlags to give it.
func flagValue(name string) string {
	switch name {
	case "nim-turn-timeout", "ttt-turn-timeout", "duration", "grace", "hang", "rtt":
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
		doc := slices.Sorted(slices.Values(documented[c.name]))
		if !slices.Equal(doc, registered) {
			t.Errorf("docs/contract.md §2 lists for kibitz %s the flags\n%v\nand it takes\n%v", c.name, doc, registered)
		}
		if !slices.Equal(registered, modeFlags[c.name]) {
			t.Errorf("kibitz %s takes %v; TestModeFlags has %v", c.name, registered, modeFlags[c.name])
		}
	}
}
