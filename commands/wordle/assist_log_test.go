package wordle

import (
	"bytes"
	"context"
	"log/slog"
	"strings"
	"testing"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/solvers/wordle"
)

// TestAssistNoSuggestionLogsNoGuesses checks that the warning of a search that gave no suggestion says
// how far the game is, not what the player guessed nor the colours they were given.
func TestAssistNoSuggestionLogsNoGuesses(t *testing.T) {
	var logs bytes.Buffer
	_, _, c := newHarness(t, func(env *commands.Env, _ *Config) {
		env.Log = slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	})
	h, err := wordle.Parse("fuzzy=bbbbb")
	if err != nil {
		t.Fatal(err)
	}
	cands, err := c.dictionary().Candidates(h)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // the search ends before it finds anything
	var sb strings.Builder
	c.writeAdvice(ctx, &sb, h, cands, false, i18n.English, 1)
	got := logs.String()
	if !strings.Contains(got, "no suggestion") {
		t.Fatalf("no warning logged (reply %q): %q", sb.String(), got)
	}
	for _, leak := range []string{"fuzzy", "FUZZY", "bbbbb"} {
		if strings.Contains(got, leak) {
			t.Errorf("the log carries the player's game (%q): %s", leak, got)
		}
	}
}
