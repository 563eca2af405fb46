package nim

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// The solver's input errors in words. solvers/nim reports a mistake as a code and the fields its message
// needs (solvers/nim/errors.go); here they become a reply in the user's language with a hint
// (inputError), and the English line of `kibitz solve nim` (SolveError), from the catalogue in
// messages.go.

// errorText words a solver input error in both languages, naming the place (heap 3, move 2) and the
// offending text as the solver's fields give them.
func errorText(e *nim.InputError) i18n.Text {
	subject := subjectOf(e.Field, e.Index)
	switch e.Code {
	case nim.CodeEmpty:
		switch e.Field {
		case nim.FieldHeaps:
			return msgErrEmptyHeaps
		case nim.FieldMoves:
			return msgErrEmptyMoves
		}
		return msgErrEmpty.Format(nounOf(e.Field))
	case nim.CodeEmptyItem:
		return msgErrEmptyItem.Format(subject)
	case nim.CodeNotNumber:
		return msgErrNotNumber.Format(subject, e.Text)
	case nim.CodeNegative:
		return msgErrNegative.Format(subject, e.Text)
	case nim.CodeTooSmall:
		return msgErrTooSmall.Format(subject, e.Text, e.Limit)
	case nim.CodeTooLarge:
		return msgErrTooLarge.Format(subject, e.Text, limitText(e.Limit))
	case nim.CodeTooMany:
		plural, ok := fieldPlurals[e.Field]
		if !ok {
			plural = nounOf(e.Field)
		}
		return msgErrTooMany.Format(e.Limit, plural)
	case nim.CodeBadRange:
		return msgErrBadRange.Format(subject, e.Text)
	case nim.CodeNoPeriod:
		return msgErrNoPeriod.Format(e.Text, e.Limit)
	case nim.CodeMisereTooLarge:
		return msgErrMisereTooLarge.Format(e.Text, e.Limit)
	}
	return msgErrOther.Format(string(e.Code))
}

// inputError turns a solver input error into a user error with the hint; other errors pass through.
// Misère searches too large and periods not found are beyond kibitz's limits rather than mistakes.
func inputError(err error, hint i18n.Text) error {
	var e *nim.InputError
	if !errors.As(err, &e) {
		return err
	}
	code := router.Invalid
	if e.Code == nim.CodeNoPeriod || e.Code == nim.CodeMisereTooLarge {
		code = router.TooLarge
	}
	return router.Fail(code, errorText(e)).WithHint(hint)
}

// SolveError words err for `kibitz solve nim` (its BatchOptions.Describe and its --moves check): a solver
// input error as one English sentence, any other error as its own text. It says what the reply on
// Discord says, except that a bound is written in digits and a missing period is only stated.
func SolveError(err error) string {
	var e *nim.InputError
	if !errors.As(err, &e) {
		return err.Error()
	}
	switch e.Code {
	case nim.CodeTooLarge:
		return msgErrTooLarge.F(i18n.English, subjectOf(e.Field, e.Index), e.Text, strconv.FormatInt(e.Limit, 10))
	case nim.CodeNoPeriod:
		return fmt.Sprintf(solveErrNoPeriod, e.Text, e.Limit)
	}
	return errorText(e).En
}

// nounOf is the noun of a field in both languages.
func nounOf(f nim.Field) i18n.Text {
	if t, ok := fieldNouns[f]; ok {
		return t
	}
	return i18n.Plain(string(f))
}

// subjectOf names an item ("Heap 3", "3번째 더미"), capitalised in English.
func subjectOf(f nim.Field, index int) i18n.Text {
	noun := nounOf(f)
	if index > 0 {
		noun = msgItemIndex.Format(noun, index)
	}
	if noun.En != "" {
		noun.En = strings.ToUpper(noun.En[:1]) + noun.En[1:]
	}
	return noun
}

// limitText writes a bound for Discord: the largest heap, 2^63-1, as a power, other bounds in full.
func limitText(v int64) string {
	if v == nim.MaxHeap {
		return "2^63-1"
	}
	return strconv.FormatInt(v, 10)
}
