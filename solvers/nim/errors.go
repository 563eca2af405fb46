package nim

import (
	"errors"
	"fmt"
	"strconv"

	"kibitz/solvers/grundy"
)

// Code names one kind of user mistake. The Discord layer switches on it (and on Field) to word the reply in
// the user's language; each constant's comment says which InputError fields it fills.
type Code string

// The codes of InputError. Index counts the items of a list (heaps, moves) from 1. The codes that a move
// set can produce are those of solvers/grundy, with the same names and values (see ParseRule).
const (
	// CodeEmpty: nothing was given where a list was expected. Fills Field.
	CodeEmpty Code = "empty"
	// CodeEmptyItem: a list has an empty item (two commas in a row, or a comma at an end). Fills Field, Index.
	CodeEmptyItem Code = "empty_item"
	// CodeNotNumber: an item is not a whole number. Fills Field, Index and Text.
	CodeNotNumber Code = "not_number"
	// CodeNegative: an item is a negative number. Fills Field, Index and Text.
	CodeNegative Code = "negative"
	// CodeTooSmall: a number is below the least allowed value (a move of 0).
	// Fills Field, Index, Text and Limit (the least allowed value).
	CodeTooSmall Code = "too_small"
	// CodeTooLarge: a number is above the largest allowed value. Fills Field, Index, Text and Limit.
	CodeTooLarge Code = "too_large"
	// CodeTooMany: a list has more items than allowed. Fills Field and Limit.
	CodeTooMany Code = "too_many"
	// CodeBadRange: a move range a-b has b < a. Fills Field, Index and Text.
	CodeBadRange Code = "bad_range"
	// CodeNoPeriod: the Grundy values of a move set showed no period within the values the solver is
	// willing to compute (grundy.NewSubtraction). Fills Text (the move set) and Limit (how many values were
	// computed).
	CodeNoPeriod Code = "no_period"
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

// InputError is a mistake in what a user typed. Error() is one English sentence; the other fields carry the
// details for other languages (see each Code for which fields it fills).
type InputError struct {
	Code  Code
	Field Field
	Index int    // item of a list, from 1
	Text  string // the offending text as typed (shortened when long)
	Limit int64  // the bound that was not respected
}

// itemName gives the English noun for one item of each kind of list.
func itemName(f Field) string {
	switch f {
	case FieldHeaps:
		return "heap"
	case FieldMoves:
		return "move"
	}
	return string(f)
}

// Error returns the English sentence.
func (e *InputError) Error() string {
	item := itemName(e.Field)
	subject := item
	if e.Index > 0 {
		subject = item + " " + strconv.Itoa(e.Index)
	}
	subject = capitalise(subject)
	switch e.Code {
	case CodeEmpty:
		switch e.Field {
		case FieldHeaps:
			return "No heaps were given; write heap sizes like 3 4 5."
		case FieldMoves:
			return "No moves were given; write a move set like 1,2,5."
		}
		return fmt.Sprintf("No %s was given.", item)
	case CodeEmptyItem:
		return fmt.Sprintf("%s is empty; separate the numbers with single commas or spaces.", subject)
	case CodeNotNumber:
		return fmt.Sprintf("%s (%q) is not a whole number.", subject, e.Text)
	case CodeNegative:
		return fmt.Sprintf("%s (%s) is negative.", subject, e.Text)
	case CodeTooSmall:
		return fmt.Sprintf("%s (%s) is less than %d.", subject, e.Text, e.Limit)
	case CodeTooLarge:
		return fmt.Sprintf("%s (%s) is larger than %d.", subject, e.Text, e.Limit)
	case CodeTooMany:
		return fmt.Sprintf("There are more than %d %ss.", e.Limit, item)
	case CodeBadRange:
		return fmt.Sprintf("%s (%s) is a range that runs backwards; write the smaller number first.", subject, e.Text)
	case CodeNoPeriod:
		return fmt.Sprintf("The Grundy values of the moves %s show no period within the first %d values.", e.Text, e.Limit)
	case CodeMisereTooLarge:
		return fmt.Sprintf("Misère play with the moves %s is solved by visiting every position, and this one has too many (more than %d moves to examine); try smaller heaps.", e.Text, e.Limit)
	}
	return fmt.Sprintf("Invalid input (%s).", e.Code)
}

// fromGrundy turns a mistake that package grundy found in a move set (ParseRule reads move sets with
// grundy.ParseMoveSet and analyses them with grundy.NewSubtraction) into this package's InputError, so
// that every mistake in a Nim rule is a *nim.InputError, worded the same. Other errors pass through.
func fromGrundy(err error) error {
	var ge *grundy.InputError
	if !errors.As(err, &ge) {
		return err
	}
	return &InputError{Code: Code(ge.Code), Field: Field(ge.Field), Index: ge.Index, Text: ge.Text, Limit: ge.Limit}
}

func capitalise(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}

// shorten keeps the start of a long offending text so that an error message stays one readable line.
func shorten(s string) string {
	const max = 40
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && s[cut]&0xC0 == 0x80 { // do not split a UTF-8 sequence
		cut--
	}
	return s[:cut] + "..."
}
