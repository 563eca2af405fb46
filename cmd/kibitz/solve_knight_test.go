package main

import (
	"context"
	"strings"
	"testing"
)

// TestSolveKnightUsage: mistakes in how the command is called exit with status 2 and say what is wrong.
// What kibitz solve knight answers is tested beside it, in commands/knight (batch_test.go).
func TestSolveKnightUsage(t *testing.T) {
	tests := []struct {
		name string
		args []string
		want string // in stderr
	}{
		{"unknown method", []string{"--method", "dfs"}, `unknown --method "dfs"`},
		{"argument instead of stdin", []string{"8", "1", "1"}, `unexpected argument "8"`},
		{"unknown flag", []string{"--open"}, "unknown flag --open"},
		{"bad limit", []string{"--max-squares", "many"}, `--max-squares takes a whole number, not "many"`},
		{"no squares", []string{"--max-squares", "0"}, "--max-squares must be from 1 to 25,000,000 (5,000 x 5,000); it was 0"},
		{"negative limit", []string{"--max-squares", "-1"}, "--max-squares must be from 1 to 25,000,000 (5,000 x 5,000); it was -1"},
		{"limit beyond the solver's", []string{"--max-squares", "25000001"}, "--max-squares must be from 1 to 25,000,000 (5,000 x 5,000); it was 25,000,001"},
		{"limit beyond an int", []string{"--max-squares", "99999999999999999999"}, "--max-squares 99999999999999999999 is out of range: it takes a whole number from 1 to 25,000,000"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			setenv(t)
			code, out, errOut := runKibitz(t, context.Background(), "8 1 1\n", append([]string{"solve", "knight"}, tt.args...)...)
			if code != 2 || out != "" || !strings.Contains(errOut, tt.want) {
				t.Errorf("kibitz solve knight %v = %d, stdout %.100q, stderr %q; want 2 and %q", tt.args, code, out, errOut, tt.want)
			}
		})
	}
}

// TestSolveKnightHelp: -h names the limit's range and its default grouped, as every number a user reads.
func TestSolveKnightHelp(t *testing.T) {
	setenv(t)
	code, out, _ := runKibitz(t, context.Background(), "", "solve", "knight", "-h")
	if code != 0 || !strings.Contains(out, "-max-squares N") || !strings.Contains(out, "from 1 to 25,000,000") || !strings.Contains(out, "(default 25,000,000)") {
		t.Errorf("kibitz solve knight -h = %d:\n%s", code, out)
	}
}
