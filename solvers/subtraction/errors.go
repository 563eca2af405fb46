package subtraction

import (
	"kibitz/solvers/internal/inputerr"
	"kibitz/solvers/internal/numtext"
)

// Code names one kind of user mistake. The message catalogue (commands/grundy) switches on it (and on
// Field) to word it in the user's language; each constant's comment says which InputError fields it
// fills.
type Code string

// The codes of InputError. Index counts the items of a list (a move set) from 1. The codes of the number
// syntax take their values from solvers/internal/numtext, as solvers/nim's and solvers/divisor's do, so
// that the packages agree on them.
const (
	// CodeEmpty: nothing was given where a move set or a pile was expected. Fills Field.
	CodeEmpty Code = numtext.Empty
	// CodeEmptyItem: a move set has an empty item (two commas in a row, or a comma at an end). Fills
	// Field, Index.
	CodeEmptyItem Code = numtext.EmptyItem
	// CodeNotNumber: an item is not a whole number. Fills Field, Index (0 for a lone pile) and Text.
	CodeNotNumber Code = numtext.NotNumber
	// CodeNegative: an item is a negative number. Fills Field, Index and Text.
	CodeNegative Code = numtext.Negative
	// CodeTooSmall: a number is below the least allowed value (a move of 0). Fills Field, Index, Text and
	// Limit (the least allowed value).
	CodeTooSmall Code = numtext.TooSmall
	// CodeTooLarge: a number is above the largest allowed value. Fills Field, Index, Text and Limit.
	CodeTooLarge Code = numtext.TooLarge
	// CodeTooMany: a move set has more moves than allowed. Fills Field, Limit and Count (how many
	// different amounts the set has).
	CodeTooMany Code = numtext.TooMany
	// CodeBadRange: a move range a-b runs backwards, b < a (3-1, and 1-0 too: a backwards range is told
	// as one before its ends are held to the bounds, so 1-0 is not "0 is less than 1"). Fills Field,
	// Index and Text (the range as typed).
	CodeBadRange Code = numtext.BadRange
	// CodeNoPeriod: the Grundy values of the move set showed no period within the values the solver is
	// willing to compute. Fills Field, Text (the move set) and Limit (how many values were computed).
	CodeNoPeriod Code = "no_period"
	// CodeBeyondValues: a pile is beyond the values of a game whose period did not show, which answers
	// only the piles among the values it computed (Options.KeepValues, Game.CheckPile). Fills Field,
	// Index (the pile's place in a sum, from 1; 0 for a lone pile), Text (the pile) and Limit (how many
	// values the game knows: piles 0 to Limit-1).
	CodeBeyondValues Code = "beyond_values"
)

// Field says which part of the input an InputError is about.
type Field string

// The fields of InputError.Field.
const (
	FieldMoves Field = "moves" // a move set; Index is the move
	FieldPile  Field = "pile"  // a pile size
)

// InputError is a mistake in what a user typed: a code and the details a message needs (see each Code for
// which fields it fills). It builds no sentence for a user: the message catalogue of /grundy words it
// (commands/grundy/messages.go), for Discord and for `kibitz solve subtraction`.
type InputError struct {
	Code  Code
	Field Field
	Index int    // item of a list, from 1
	Text  string // the offending text as typed (shortened when long)
	Limit int64  // the bound that was not respected
	Count int64  // CodeTooMany: how many there are
}

// Error is a short text for developers and logs: the code and the fields that are set, such as
// `subtraction: too_small (moves 2, "0", limit 1)`.
func (e *InputError) Error() string {
	return inputerr.Number("subtraction", string(e.Code), string(e.Field), e.Index, e.Text, e.Limit)
}

// inputError turns a mistake in the number syntax, found while reading field, into an *InputError; nil
// stays nil (an untyped nil, so that err != nil keeps its meaning).
func inputError(field Field, e *numtext.Error) error {
	if e == nil {
		return nil
	}
	return &InputError{Code: Code(e.Code), Field: field, Index: e.Index, Text: e.Text, Limit: e.Limit}
}
