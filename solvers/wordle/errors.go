package wordle

import (
	"fmt"
	"strings"
)

// Code names one kind of user mistake. The Discord layer switches on it to word the reply in the user's
// language; each constant's comment says which InputError fields it fills.
type Code string

// The codes of InputError. Row numbers (history rows, guesses in a game) and Line numbers (word list files)
// count from 1; Position counts the five letters from 1.
const (
	// CodeNotFiveLetters: a word is not five letters a-z. Fills Word, and Row when it is a history row.
	CodeNotFiveLetters Code = "not_five_letters"
	// CodeNotAllowed: a guess is five letters but not in the list of allowed guesses. Fills Word.
	CodeNotAllowed Code = "not_allowed"
	// CodeNotAnswer: a word given as a game's answer is not one of the possible answers. Fills Word.
	CodeNotAnswer Code = "not_answer"
	// CodeBadRow: a history row is not written guess=feedback. Fills Row and Text (the row as typed).
	CodeBadRow Code = "bad_row"
	// CodeFeedbackLength: a feedback does not have five marks. Fills Row and Text (the feedback as typed).
	CodeFeedbackLength Code = "feedback_length"
	// CodeFeedbackSymbol: a feedback mark is not one of g y b . x - or a coloured square. Fills Row, Text,
	// Position and Symbol.
	CodeFeedbackSymbol Code = "feedback_symbol"
	// CodeImpossibleFeedback: no five-letter word at all could give this feedback to this guess (four greens
	// and a yellow; a repeated letter yellow after the same letter grey). Fills Row, Word and Feedback.
	CodeImpossibleFeedback Code = "impossible_feedback"
	// CodeNoAnswer: no possible answer gives this row's feedback, even on its own. Fills Row, Word, Feedback.
	CodeNoAnswer Code = "no_answer"
	// CodeConflict: this row fits some answers, but none of them fits the rows before it too. Fills Row,
	// Word and Feedback.
	CodeConflict Code = "conflict"
	// CodeHardGreen: in hard mode, a guess drops a green letter. Fills Word, Letter and Position.
	CodeHardGreen Code = "hard_green"
	// CodeHardMissing: in hard mode, a guess leaves out a revealed (yellow or green) letter, or uses it
	// fewer times than revealed. Fills Word, Letter and Count (how many times it must appear).
	CodeHardMissing Code = "hard_missing"
	// CodeGameOver: a guess was made in a game that is already won or lost. Fills nothing.
	CodeGameOver Code = "game_over"
	// CodeListWord: a line of a word list is not five lowercase letters. Fills List, Line and Word, and
	// File when the list was read from a file.
	CodeListWord Code = "list_word"
	// CodeListDuplicate: a word list names a word twice. Fills List, Line, FirstLine and Word, and File.
	CodeListDuplicate Code = "list_duplicate"
	// CodeListEmpty: the answers list has no words. Fills List, and File.
	CodeListEmpty Code = "list_empty"
)

// InputError is a mistake in what a user or an operator typed. Error() is one English sentence; the other
// fields carry the details for other languages (see each Code for which fields it fills).
type InputError struct {
	Code      Code
	Row       int    // history row or game guess, from 1
	Word      string // the word concerned, lower case as typed
	Text      string // the row or feedback as typed
	Feedback  string // feedback in canonical g/y/b form
	Position  int    // letter position, from 1
	Symbol    string // the offending feedback mark
	Letter    string // one lower-case letter
	Count     int    // how many times Letter must appear
	List      string // "answers" or "guesses"
	File      string // the word list's file, when it was read from one (LoadDictionaryFiles)
	Line      int    // line in the list file, from 1
	FirstLine int    // where a duplicate first appeared
}

// Error returns the English sentence.
func (e *InputError) Error() string {
	row := ""
	if e.Row > 0 {
		row = fmt.Sprintf("Row %d: ", e.Row)
	}
	switch e.Code {
	case CodeNotFiveLetters:
		return fmt.Sprintf("%s%q is not a five-letter word.", row, e.Word)
	case CodeNotAllowed:
		return fmt.Sprintf("%q is not in the word list.", e.Word)
	case CodeNotAnswer:
		return fmt.Sprintf("%q is not one of the possible answers.", e.Word)
	case CodeBadRow:
		return fmt.Sprintf("Row %d (%q) should be written guess=feedback, like crane=gybbg.", e.Row, e.Text)
	case CodeFeedbackLength:
		return fmt.Sprintf("The feedback of row %d (%q) should have five marks (g green, y yellow, b grey).", e.Row, e.Text)
	case CodeFeedbackSymbol:
		return fmt.Sprintf("The feedback of row %d has %q at position %d; use g for green, y for yellow, b or . for grey.", e.Row, e.Symbol, e.Position)
	case CodeImpossibleFeedback:
		return fmt.Sprintf("Row %d (%s=%s) is impossible: no word gives that feedback to %s.", e.Row, e.Word, e.Feedback, e.Word)
	case CodeNoAnswer:
		return fmt.Sprintf("No answer fits row %d (%s=%s).", e.Row, e.Word, e.Feedback)
	case CodeConflict:
		return fmt.Sprintf("No answer fits row %d (%s=%s) together with the rows before it.", e.Row, e.Word, e.Feedback)
	case CodeHardGreen:
		return fmt.Sprintf("In hard mode, letter %d of %s must be the green %s.", e.Position, e.Word, strings.ToUpper(e.Letter))
	case CodeHardMissing:
		if e.Count > 1 {
			return fmt.Sprintf("In hard mode, %s must contain %s %d times.", e.Word, strings.ToUpper(e.Letter), e.Count)
		}
		return fmt.Sprintf("In hard mode, %s must contain the revealed %s.", e.Word, strings.ToUpper(e.Letter))
	case CodeGameOver:
		return "The game is already over."
	case CodeListWord:
		return fmt.Sprintf("Line %d of the %s list%s (%q) is not five lowercase letters.", e.Line, e.List, e.file(), e.Word)
	case CodeListDuplicate:
		return fmt.Sprintf("Line %d of the %s list%s repeats %q from line %d.", e.Line, e.List, e.file(), e.Word, e.FirstLine)
	case CodeListEmpty:
		return fmt.Sprintf("The %s list%s has no words.", e.List, e.file())
	}
	return fmt.Sprintf("Invalid input (%s).", e.Code)
}

// file names the list's file for the sentences about word lists: " /etc/kibitz/answers.txt", or nothing.
func (e *InputError) file() string {
	if e.File == "" {
		return ""
	}
	return " " + e.File
}
