package wordle

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
)

// The solver's errors carry a code and the values a sentence needs (solvers/wordle/errors.go), never the
// sentence: here each code becomes the reply for Discord, in the user's language, and the English line of
// kibitz solve. Both switches name every code, so that a code without words shows as one (the test that
// walks every code, messages_test.go, fails on it).

// inputError words a solver's InputError in both languages, with the hint for the command that was used,
// squares and colours in the user's (highContrast), and for a word not in the list the closest words
// that are. Other errors pass through.
func (c *Command) inputError(err error, hint i18n.Text, highContrast bool) error {
	return c.wordError(err, hint, highContrast, nil)
}

// guessError is inputError for a word that game g, as it stood, refused: the closest words it lists and
// the example its hint gives are words g accepts now, so that a hard-mode refusal never suggests a word
// hard mode would refuse too (the refused word among them), and gives no example when none fits.
func (c *Command) guessError(err error, g *wordle.Game, highContrast bool) error {
	accepts := func(w wordle.Word) bool {
		_, err := g.Check(c.dictionary(), w.String())
		return err == nil
	}
	return c.wordError(err, guessHint(c.dictionary(), g), highContrast, accepts)
}

// wordError is inputError with accepts, when not nil, saying which of the closest words may be suggested.
func (c *Command) wordError(err error, hint i18n.Text, highContrast bool, accepts func(wordle.Word) bool) error {
	var ie *wordle.InputError
	if !errors.As(err, &ie) {
		return err
	}
	if ie.Code == wordle.CodeGameOver {
		return router.Fail(router.Conflict, msgErrGameOver)
	}
	msg := errorText(ie, highContrast)
	if w, perr := wordle.ParseWord(ie.Word); ie.Code == wordle.CodeNotAllowed && perr == nil {
		var near []wordle.Word
		for _, x := range closest(c.dictionary(), w, len(c.dictionary().Words())) {
			if len(near) == closestMax {
				break
			}
			if accepts == nil || accepts(x) {
				near = append(near, x)
			}
		}
		if len(near) > 0 {
			msg = i18n.Join("", msg, msgClosest.Format(closestText(near)))
		}
	}
	return router.Fail(router.Invalid, msg).WithHint(hint)
}

// exampleWords are the words a reply may give as an example guess: the first that the game accepts.
var exampleWords = []string{"crane", "slate", "audio", "point", "lemon"}

// exampleWord is the example guess for game g: the first of exampleWords that g accepts and that has not
// been guessed in it already; "" when there is none (hard mode after a few hints, mostly).
func exampleWord(d *wordle.Dictionary, g *wordle.Game) string {
	for _, w := range exampleWords {
		if x, err := g.Check(d, w); err == nil && !slices.Contains(g.Guesses, x) {
			return w
		}
	}
	return ""
}

// guessHint is the hint under a refused guess in game g: an example the game accepts, or in hard mode,
// when it accepts none of them, what hard mode asks.
func guessHint(d *wordle.Dictionary, g *wordle.Game) i18n.Text {
	switch w := exampleWord(d, g); {
	case w != "":
		return hintGuess.Format(w)
	case g.Hard:
		return hintGuessHard
	}
	return hintGuessAny
}

// notWord refuses an assist row whose guess is not in the word list, with the closest words that are:
// a typo (CRNAE) would otherwise become a row whose colours rule out the wrong letters. The list is the
// original game's; a word the New York Times has allowed since is refused too, until a replacement
// list (WORDLE_GUESSES_FILE) allows it.
func (c *Command) notWord(w wordle.Word) error {
	near := closest(c.dictionary(), w, closestMax)
	if len(near) == 0 {
		return router.Fail(router.Invalid, msgNotWordNone.Format(upper(w))).WithHint(hintAssist)
	}
	return router.Fail(router.Invalid, msgNotWord.Format(upper(w), closestText(near))).WithHint(hintAssist)
}

// closestText names the closest words, "Closest word: CARGO" or "Closest words: CRANE, CRANK".
func closestText(ws []wordle.Word) i18n.Text {
	if len(ws) == 1 {
		return msgClosestOne.Format(words(ws))
	}
	return msgClosestMany.Format(words(ws))
}

// words writes words as replies show them: in capitals, separated by commas.
func words(ws []wordle.Word) string {
	s := make([]string, len(ws))
	for i, w := range ws {
		s[i] = upper(w)
	}
	return strings.Join(s, ", ")
}

// errorText is the reply's sentence for ie, its squares and colours in the user's (highContrast).
func errorText(ie *wordle.InputError, highContrast bool) i18n.Text {
	word, letter := strings.ToUpper(ie.Word), strings.ToUpper(ie.Letter)
	switch ie.Code {
	case wordle.CodeNotFiveLetters:
		if c, ok := notAtoZ(ie.Word); ok {
			return msgErrNotAtoZ.Format(ie.Word, string(c))
		}
		return msgErrNotFive.Format(ie.Word)
	case wordle.CodeNotAllowed:
		return msgErrNotAllowed.Format(word)
	case wordle.CodeNotAnswer:
		return msgErrNotAnswer.Format(ie.Word)
	case wordle.CodeBadRow:
		return msgErrBadRow.Format(ie.Row, ie.Text)
	case wordle.CodeFeedbackLength:
		return msgErrFeedbackLength.Format(ie.Text)
	case wordle.CodeFeedbackSymbol:
		return msgErrFeedbackSymbol.Format(ie.Symbol, ie.Position)
	case wordle.CodeImpossibleFeedback:
		return msgErrImpossible.Format(word, feedbackSquares(ie.Feedback, highContrast),
			colourWord(wordle.Green, highContrast), colourWord(wordle.Yellow, highContrast))
	case wordle.CodeNoAnswer:
		return msgNoAnswer.Format(word, feedbackSquares(ie.Feedback, highContrast), ie.Row)
	case wordle.CodeConflict:
		return msgErrConflict.Format(ie.Row, word, feedbackSquares(ie.Feedback, highContrast))
	case wordle.CodeHardGreen:
		return msgErrHardGreen.Format(word, ie.Position, letter, colourWord(wordle.Green, highContrast))
	case wordle.CodeHardMissing:
		if ie.Count > 1 {
			return msgErrHardMissingN.Format(word, letter, countTimes.N(int64(ie.Count)))
		}
		return msgErrHardMissing.Format(word, letter)
	case wordle.CodeGameOver:
		return msgErrGameOver
	case wordle.CodeListWord:
		return msgErrListWord.Format(ie.Line, ie.List, listFile(ie), ie.Word)
	case wordle.CodeListDuplicate:
		return msgErrListDuplicate.Format(ie.Line, ie.List, listFile(ie), ie.Word, ie.FirstLine)
	case wordle.CodeListEmpty:
		return msgErrListEmpty.Format(ie.List, listFile(ie))
	}
	return msgErrOther.Format(ie.Error())
}

// SolveError is the English line of `kibitz solve wordle` for err, after "error: " (the solver's
// BatchOptions.Describe), and the words of a bad word list for kibitz's other subcommands. Errors that
// are not the solver's InputError keep their own text.
func SolveError(err error) string {
	var ie *wordle.InputError
	if !errors.As(err, &ie) {
		return err.Error()
	}
	switch ie.Code {
	case wordle.CodeNotFiveLetters:
		row := ""
		if ie.Row > 0 {
			row = fmt.Sprintf(solveRow, ie.Row)
		}
		if c, ok := notAtoZ(ie.Word); ok {
			return fmt.Sprintf(solveNotAtoZ, row, ie.Word, string(c))
		}
		return fmt.Sprintf(solveNotFive, row, ie.Word)
	case wordle.CodeNotAllowed:
		return fmt.Sprintf(solveNotAllowed, ie.Word)
	case wordle.CodeFeedbackLength:
		return fmt.Sprintf(solveFeedbackLength, ie.Row, ie.Text)
	case wordle.CodeFeedbackSymbol:
		return fmt.Sprintf(solveFeedbackSymbol, ie.Row, ie.Symbol, ie.Position)
	case wordle.CodeImpossibleFeedback:
		return fmt.Sprintf(solveImpossible, ie.Row, ie.Word, ie.Feedback, ie.Word)
	case wordle.CodeNoAnswer:
		return fmt.Sprintf(solveNoAnswer, ie.Row, ie.Word, ie.Feedback)
	case wordle.CodeConflict:
		return fmt.Sprintf(solveConflict, ie.Row, ie.Word, ie.Feedback)
	case wordle.CodeHardGreen:
		return fmt.Sprintf(solveHardGreen, ie.Position, ie.Word, strings.ToUpper(ie.Letter))
	case wordle.CodeHardMissing:
		if ie.Count > 1 {
			return fmt.Sprintf(solveHardMissingN, ie.Word, strings.ToUpper(ie.Letter), ie.Count)
		}
		return fmt.Sprintf(solveHardMissing, ie.Word, strings.ToUpper(ie.Letter))
	case wordle.CodeGameOver:
		return solveGameOver
	case wordle.CodeNotAnswer, wordle.CodeBadRow, wordle.CodeListWord, wordle.CodeListDuplicate, wordle.CodeListEmpty:
		// the Discord sentence reads right in a terminal too
		return errorText(ie, false).En
	}
	return ie.Error()
}

// notAtoZ finds what makes a word of five characters no Wordle word: its first character that is not a
// letter a to z, of either case (an accent, a digit, a sign). A word of another length is refused for its
// length, and ok is false.
func notAtoZ(word string) (c rune, ok bool) {
	if utf8.RuneCountInString(word) != 5 {
		return 0, false
	}
	for _, r := range word {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z') {
			return r, true
		}
	}
	return 0, false
}

// listFile names a word list's file after the list's name: " /etc/kibitz/answers.txt", or nothing when
// the list was not read from a file.
func listFile(ie *wordle.InputError) string {
	if ie.File == "" {
		return ""
	}
	return " " + ie.File
}
