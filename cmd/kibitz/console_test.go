package main

import (
	"context"
	"strings"
	"testing"
)

// TestConsoleLineLimit: kibitz console reads a line of 4 MiB and stops at a longer one, status 1, with
// one line that names it and says "console" once (docs/contract.md §1, §3).
func TestConsoleLineLimit(t *testing.T) {
	const limit = 4 << 20
	comment := func(n int) string { return "#" + strings.Repeat("x", n-1) + "\n" } // a line the console skips
	for _, tc := range []struct {
		name, stdin string
		code        int
		stderr      string
	}{
		{"4 MiB", "/help\n" + comment(limit) + "quit\n", 0, ""},
		{"a byte more", "/help\n" + comment(limit+1) + "quit\n", 1, "kibitz console: line 2 is longer than 4 MiB, the most a line may hold\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			setenv(t)
			code, _, errOut := runKibitz(t, context.Background(), tc.stdin, "console")
			if code != tc.code || errOut != tc.stderr {
				t.Errorf("kibitz console = %d, stderr %q; want %d, %q", code, errOut, tc.code, tc.stderr)
			}
		})
	}
}

// TestConsoleDoesNotWarm: the console builds no tables at start (a quit alone had paid 1.35 s and 31 MB
// for Wordle's): at debug level, a warm-up would log each of its tables, ready or cut short.
func TestConsoleDoesNotWarm(t *testing.T) {
	setenv(t)
	code, _, errOut := runKibitz(t, context.Background(), "quit\n", "console", "-log-level", "debug")
	if code != 0 || strings.Contains(errOut, "tables") {
		t.Errorf("kibitz console -log-level debug = %d, stderr:\n%s\nwant 0 and no warm-up of tables", code, errOut)
	}
}
