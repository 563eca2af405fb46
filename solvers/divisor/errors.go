package divisor

import (
	"strconv"

	"kibitz/solvers/internal/inputerr"
	"kibitz/solvers/internal/numtext"
)

// Code names one kind of user mistake. The message catalogue (commands/grundy) switches on it to word it
// in the user's language; each constant's comment says which InputError fields it fills.
type Code string

// The codes of InputError: those of the number syntax, with the values of solvers/internal/numtext's, as
// solvers/nim's and solvers/subtraction's have, so that the packages agree on them.
const (
	// CodeEmpty: nothing was given where N was expected. Fills Field.
	CodeEmpty Code = numtext.Empty
	// CodeNotNumber: N is not a whole number. Fills Field and Text.
	CodeNotNumber Code = numtext.NotNumber
	// CodeNegative: N is a negative number. Fills Field and Text.
	CodeNegative Code = numtext.Negative
	// CodeTooSmall: N is 0. Fills Field, Text and Limit (1).
	CodeTooSmall Code = numtext.TooSmall
	// CodeTooLarge: N is above MaxN. Fills Field, Text and Limit (MaxN).
	CodeTooLarge Code = numtext.TooLarge
)

// Field says which part of the input an InputError is about.
type Field string

// FieldN is the only field of InputError.Field: the number N the game starts from.
const FieldN Field = "n"

// InputError is a mistake in what a user typed: a code and the details a message needs (see each Code for
// which fields it fills). It builds no sentence for a user: the message catalogue of /grundy words it
// (commands/grundy/messages.go), for Discord and for `kibitz solve divisor`.
type InputError struct {
	Code  Code
	Field Field
	Text  string // the offending text as typed (shortened when long)
	Limit int64  // the bound that was not respected
}

// Error is a short text for developers and logs: the code and the fields that are set, such as
// `divisor: too_small (n, "0", limit 1)`.
func (e *InputError) Error() string {
	return inputerr.Number("divisor", string(e.Code), string(e.Field), 0, e.Text, e.Limit)
}

// rangeError is the InputError of an N outside 1..MaxN given as a number rather than typed.
func rangeError(n int64) error {
	code, limit := CodeTooSmall, int64(1)
	if n > MaxN {
		code, limit = CodeTooLarge, MaxN
	}
	return &InputError{Code: code, Field: FieldN, Text: strconv.FormatInt(n, 10), Limit: limit}
}
