package sudoku

import (
	"fmt"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/storage/memory"
)

// TestGenerateBudgetHint: a puzzle that took too long to make is answered with what to do next: a smaller
// grid that the command offers, cited in that command (16x16 after 25x25, 9x9 after 16x16), or, for a 9x9,
// whose time went to a busy machine, only to try again. It told a 9x9's asker, and /sudoku play's, to ask
// /sudoku generate for a 16x16.
func TestGenerateBudgetHint(t *testing.T) {
	for _, tc := range []struct {
		sub  string
		size int
		want string
	}{
		{"generate", 25, "Try again in a moment, or ask for a smaller grid: /sudoku generate size:16x16"},
		{"generate", 16, "Try again in a moment, or ask for a smaller grid: /sudoku generate size:9x9"},
		{"generate", 9, "Try again in a moment."},
		{"play", 16, "Try again in a moment, or ask for a smaller grid: /sudoku play size:9x9"},
		{"play", 9, "Try again in a moment."},
	} {
		t.Run(fmt.Sprintf("%s %dx%d", tc.sub, tc.size, tc.size), func(t *testing.T) {
			h := newHarness(t, memory.New(), func(s *Command) { s.generateBudget = time.Nanosecond })
			_, err := h.Handle(commandtest.CommandIn(alice, discordgo.EnglishUS, "sudoku", tc.sub, opt{"size", float64(tc.size)}))
			ue, ok := router.AsUserError(err)
			if !ok || ue.Code != router.TooLarge || ue.Hint.En != tc.want {
				t.Errorf("error %v (hint %q), want TooLarge with the hint %q", err, hintOf(ue), tc.want)
			}
		})
	}
}

// hintOf is ue's English hint, "" for none.
func hintOf(ue *router.UserError) string {
	if ue == nil {
		return ""
	}
	return ue.Hint.En
}
