package wordle

import (
	"strings"
	"testing"
)

// TestInputErrorCodes checks that every code has its own full sentence.
func TestInputErrorCodes(t *testing.T) {
	for _, c := range []Code{
		CodeNotFiveLetters, CodeNotAllowed, CodeNotAnswer, CodeBadRow, CodeFeedbackLength, CodeFeedbackSymbol,
		CodeImpossibleFeedback, CodeNoAnswer, CodeConflict, CodeHardGreen, CodeHardMissing, CodeGameOver,
		CodeListWord, CodeListDuplicate, CodeListEmpty,
	} {
		e := &InputError{Code: c, Row: 2, Word: "crane", Text: "cr", Feedback: "gybbg", Position: 3, Symbol: "z",
			Letter: "e", Count: 2, List: "answers", Line: 7, FirstLine: 3}
		msg := e.Error()
		if strings.HasPrefix(msg, "Invalid input") || !strings.HasSuffix(msg, ".") {
			t.Errorf("%s: Error() = %q, want a sentence of its own", c, msg)
		}
	}
	if got := (&InputError{Code: CodeHardMissing, Word: "sense", Letter: "e", Count: 3}).Error(); got != "In hard mode, sense must contain E 3 times." {
		t.Errorf("CodeHardMissing: %q", got)
	}
}
