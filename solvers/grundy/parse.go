package grundy

import "kibitz/solvers/internal/numtext"

// Limits on what the parsers accept. They keep every answer fast (see doc.go for the costs).
const (
	MaxPile = 1e18 // largest subtraction-game pile
	MaxN    = 1e18 // largest divisor-game N
)

// The number syntax (lists, powers such as 10^18, ranges) is solvers/internal/numtext, which solvers/nim
// reads heaps with too, so that a user types numbers the same way everywhere. Its mistakes become this
// package's InputError here.

// inputError turns a mistake in the number syntax, found while reading field, into an *InputError; nil
// stays nil (an untyped nil, so that err != nil keeps its meaning).
func inputError(field Field, e *numtext.Error) error {
	if e == nil {
		return nil
	}
	return &InputError{Code: Code(e.Code), Field: field, Index: e.Index, Text: e.Text, Limit: e.Limit}
}

// ParsePile reads a subtraction-game pile size: a whole number from 0 to MaxPile, in decimal or as a
// power like 10^18.
func ParsePile(s string) (int64, error) { return parseLone(s, FieldPile, 0, MaxPile) }

// ParseN reads a divisor-game number: a whole number from 1 to MaxN, in decimal or as a power like 2^40.
func ParseN(s string) (int64, error) { return parseLone(s, FieldN, 1, MaxN) }

func parseLone[T numtext.Text](s T, field Field, least, most int64) (int64, error) {
	s = numtext.TrimSpace(s)
	if len(s) == 0 {
		return 0, &InputError{Code: CodeEmpty, Field: field}
	}
	n, err := numtext.Number(s, 0, least, most)
	return n, inputError(field, err)
}
