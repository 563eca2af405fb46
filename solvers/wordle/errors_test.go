package wordle

import (
	"strings"
	"testing"
)

// TestInputErrorText checks that Error() is the short text for developers: the code and the fields set,
// no sentence (commands/wordle words the codes).
func TestInputErrorText(t *testing.T) {
	for _, tc := range []struct {
		e    *InputError
		want string
	}{
		{&InputError{Code: CodeGameOver}, "wordle: game_over"},
		{&InputError{Code: CodeHardGreen, Row: 2, Word: "brine", Position: 3, Letter: "a"},
			`wordle: hard_green (row 2, word "brine", position 3, letter "a")`},
		{&InputError{Code: CodeListDuplicate, List: "answers", File: "a.txt", Line: 7, FirstLine: 3, Word: "crane"},
			`wordle: list_duplicate (word "crane", list answers, file a.txt, line 7, first line 3)`},
	} {
		if got := tc.e.Error(); got != tc.want {
			t.Errorf("Error() = %q, want %q", got, tc.want)
		}
	}
	e := &InputError{Code: CodeFeedbackSymbol, Row: 2, Word: "crane", Text: "cr", Feedback: "gybbg", Position: 3,
		Symbol: "z", Letter: "e", Count: 2, List: "answers", Line: 7, FirstLine: 3}
	if got := e.Error(); !strings.HasPrefix(got, "wordle: feedback_symbol (") || strings.Contains(got, ". ") {
		t.Errorf("Error() = %q, want the code and its fields, not a sentence", got)
	}
}
