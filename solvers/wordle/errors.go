package wordle

import "kibitz/solvers/internal/inputerr"

// Code names one kind of user mistake. The message catalogue (commands/wordle) switches on it to word the
// mistake; each constant's comment says which InputError fields it fills.
type Code string

// The codes of InputError. Row numbers (history rows, guesses in a game) and Line numbers (word list files)
// count from 1; Position counts the five letters from 1.
const (
	// CodeNotFiveLetters: a word is not five letters a-z. Fills Word, and Row when it is a history row.
	CodeNotFiveLetters Code = "not_five_letters"
	// CodeNotAllowed: a guess is five letters but not in the list of allowed guesses. Fills Word, and Row
	// when it is a history row (Batch).
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
	// CodeImpossibleFeedback: no five-letter word at all could give this feedback to this guess. Fills Row,
	// Word and Feedback, and why, through Letter, Position (its first yellow square that cannot be) and
	// either Before, a grey square further left with the same letter (Wordle gives the yellows to a
	// letter's leftmost copies: speed=bbbyb), or Count, how many yellows Letter has, more than the squares
	// left for it (neither green nor Letter in the guess: crane=ggggy).
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
	// CodeListUTF16: a word list is UTF-16 without its byte-order mark (UTF-16 with it is read), whose
	// lines cannot be told. Fills List, and File.
	CodeListUTF16 Code = "list_utf16"
	// CodeListNotText: a line of a word list holds a NUL byte or bytes that are not UTF-8: the list is
	// no text kibitz reads (kibitz/internal/textenc). Fills List and Line, and File.
	CodeListNotText Code = "list_not_text"
)

// InputError is a mistake in what a user or an operator typed: its Code says which, and the other fields
// carry what a sentence about it needs (see each Code for which fields it fills). The solver builds no
// sentence: commands/wordle's message catalogue words each code, for Discord in the user's language and
// for kibitz solve (its BatchOptions.Describe).
type InputError struct {
	Code      Code
	Row       int    // history row or game guess, from 1
	Word      string // the word concerned, lower case as typed; at most 40 characters of it and "…"
	Text      string // the row or feedback as typed, at most 40 characters of it and "…" (typed.Clip)
	Feedback  string // feedback in canonical g/y/b form
	Position  int    // letter position, from 1
	Symbol    string // the offending feedback mark
	Letter    string // one lower-case letter
	Count     int    // how many times Letter must appear
	Before    int    // a letter position left of Position, from 1 (CodeImpossibleFeedback)
	List      string // "answers" or "guesses"
	File      string // the word list's file, when it was read from one (LoadDictionaryFiles)
	Line      int    // line in the list file, from 1
	FirstLine int    // where a duplicate first appeared
}

// Error is a short text for developers and logs: the code and the fields it fills, such as
// `wordle: hard_green (row 2, word "brine", position 3, letter "a")`.
func (e *InputError) Error() string {
	var d inputerr.Details
	d.Int("row", int64(max(e.Row, 0)))
	d.Quote("word", e.Word)
	d.Quote("text", e.Text)
	if e.Feedback != "" {
		d.Add("feedback " + e.Feedback)
	}
	d.Int("position", int64(max(e.Position, 0)))
	d.Quote("symbol", e.Symbol)
	d.Quote("letter", e.Letter)
	d.Int("count", int64(max(e.Count, 0)))
	d.Int("before", int64(max(e.Before, 0)))
	if e.List != "" {
		d.Add("list " + e.List)
	}
	if e.File != "" {
		d.Add("file " + e.File)
	}
	d.Int("line", int64(max(e.Line, 0)))
	d.Int("first line", int64(max(e.FirstLine, 0)))
	return inputerr.Text("wordle", string(e.Code), d...)
}
