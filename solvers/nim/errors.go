package nim

import (
	"errors"

	"kibitz/solvers/internal/inputerr"
	"kibitz/solvers/internal/numtext"
	"kibitz/solvers/subtraction"
)

// Code names one kind of user mistake. The message catalogue (commands/nim) switches on it (and on
// Field) to word it in the user's language; each constant's comment says which InputError fields it
// fills.
type Code string

// The codes of InputError. Index counts the items of a list (heaps, moves) from 1. The codes of the number
// syntax and of a list's length are package subtraction's, with the same names, values and meanings (see
// solvers/subtraction/errors.go), since a move set's mistakes come from there (see ParseRule); the
// comment of each says which fields it fills here.
const (
	CodeEmpty     = Code(subtraction.CodeEmpty)     // nothing was given where a list was expected: Field
	CodeEmptyItem = Code(subtraction.CodeEmptyItem) // two commas in a row, or a comma at an end: Field, Index
	CodeNotNumber = Code(subtraction.CodeNotNumber) // an item is not a whole number: Field, Index, Text
	CodeNegative  = Code(subtraction.CodeNegative)  // an item is negative: Field, Index, Text
	CodeTooSmall  = Code(subtraction.CodeTooSmall)  // below the least allowed (a move of 0): Field, Index, Text, Limit
	CodeTooLarge  = Code(subtraction.CodeTooLarge)  // above the largest allowed value: Field, Index, Text, Limit
	CodeTooMany   = Code(subtraction.CodeTooMany)   // a list has more items than allowed: Field, Limit, Count
	CodeBadRange  = Code(subtraction.CodeBadRange)  // a move range a-b has b < a (1-0 too): Field, Index, Text

	// CodeBeyondValues: a heap is beyond the Grundy values of a move set whose period did not show
	// within the values subtraction.Solve computes (Rule.Known, Rule.CheckHeaps): such a rule answers
	// only the heaps among them, as /grundy subtraction does. Fills Field (FieldHeaps), Index (the heap,
	// from 1), Text (its size in digits) and Limit (how many values are known: heaps 0 to Limit-1).
	CodeBeyondValues = Code(subtraction.CodeBeyondValues)
	// CodeMisereTooLarge: misère play with a take-limit or a move set is solved by looking at every
	// position, and this one has too many. Fills Text (the rule, as Rule.String writes it) and Limit (the
	// most moves the search may examine).
	CodeMisereTooLarge Code = "misere_too_large"
)

// Field says which part of the input an InputError is about.
type Field string

// The fields of InputError.Field.
const (
	FieldHeaps Field = "heaps" // Nim heap sizes; Index is the heap
	FieldMoves Field = "moves" // a move rule; Index is the move
)

// InputError is a mistake in what a user typed: a code and the details a message needs (see each Code for
// which fields it fills). It builds no sentence for a user: the message catalogue of /nim words it
// (commands/nim/messages.go), for Discord and for `kibitz solve nim`.
type InputError struct {
	Code  Code
	Field Field
	Index int    // item of a list, from 1
	Text  string // the offending text as typed (shortened when long)
	Limit int64  // the bound that was not respected
	Count int64  // CodeTooMany: how many items the list has (heaps given, a move set's amounts)
}

// Error is a short text for developers and logs: the code and the fields that are set, such as
// `nim: not_number (heaps 2, "x")`.
func (e *InputError) Error() string {
	return inputerr.Number("nim", string(e.Code), string(e.Field), e.Index, e.Text, e.Limit)
}

// fromSubtraction turns a mistake that package subtraction found in a move set (ParseRule reads move sets
// with subtraction.Parse and analyses them with subtraction.Solve) into this package's InputError, so
// that every mistake in a Nim rule is a *nim.InputError, with the same code and fields. Other errors pass
// through.
func fromSubtraction(err error) error {
	var ge *subtraction.InputError
	if !errors.As(err, &ge) {
		return err
	}
	return &InputError{Code: Code(ge.Code), Field: Field(ge.Field), Index: ge.Index, Text: ge.Text, Limit: ge.Limit, Count: ge.Count}
}

// inputError turns a mistake in the number syntax (solvers/internal/numtext), found while reading field,
// into an *InputError; nil stays nil (an untyped nil, so that err != nil keeps its meaning).
func inputError(field Field, e *numtext.Error) error {
	if e == nil {
		return nil
	}
	return &InputError{Code: Code(e.Code), Field: field, Index: e.Index, Text: e.Text, Limit: e.Limit}
}
