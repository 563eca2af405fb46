package grundy

import (
	"errors"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/dagame"
	"kibitz/solvers/divisor"
	"kibitz/solvers/subtraction"
)

// The solvers' input errors in words. Each of the three solvers (solvers/subtraction, solvers/divisor,
// solvers/dagame) reports a mistake as a code and the fields its message needs (its errors.go); each
// game's file here words its own (subtractionErrorText, divisorErrorText, dagameErrorText, and their
// `kibitz solve` lines), from the catalogue in messages.go and, for the codes of the number syntax that
// /nim shares, commands/internal/numwords. This file picks the game an error belongs to: a reply in the
// user's language with a hint (inputError, and dagameError for a DAGame file), and the English line of
// `kibitz solve subtraction | divisor | dagame` (SolveError).

// errorText words a solver input error of any of the three games in both languages; ok is false for any
// other error.
func errorText(err error) (text i18n.Text, ok bool) {
	var (
		se *subtraction.InputError
		de *divisor.InputError
		ge *dagame.InputError
	)
	switch {
	case errors.As(err, &se):
		return subtractionErrorText(se), true
	case errors.As(err, &de):
		return divisorErrorText(de), true
	case errors.As(err, &ge):
		return dagameErrorText(ge), true
	}
	return text, false // another error: nothing to word
}

// inputError turns a solver input error into a user error with the hint; other errors pass through.
// A period not found is beyond kibitz's limits rather than a mistake.
func inputError(err error, hint i18n.Text) error {
	text, ok := errorText(err)
	if !ok {
		return err
	}
	code := router.Invalid
	if se, ok := errors.AsType[*subtraction.InputError](err); ok && se.Code == subtraction.CodeNoPeriod {
		code = router.TooLarge
	}
	return router.Fail(code, text).WithHint(hint)
}

// SolveError words err for `kibitz solve subtraction | divisor | dagame` (their BatchOptions.Describe,
// and the --moves check): a solver input error as one English sentence, any other error as its own text.
// It says what the reply on Discord says, except where that speaks of a file or of what to do on Discord:
// a bound is written in digits, the input is "the input", and a missing period or a cycle is only stated.
func SolveError(err error) string {
	var (
		se *subtraction.InputError
		de *divisor.InputError
		ge *dagame.InputError
	)
	switch {
	case errors.As(err, &se):
		return subtractionSolveError(se)
	case errors.As(err, &de):
		return divisorSolveError(de)
	case errors.As(err, &ge):
		return dagameSolveError(ge)
	}
	return err.Error()
}
