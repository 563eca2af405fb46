package nim

import (
	"math"
	"math/bits"
)

// Limits on what the parsers accept. They keep every answer fast (see doc.go for the costs).
const (
	MaxHeap  = math.MaxInt64 // largest Nim heap, 2^63-1
	MaxHeaps = 100_000       // most heaps in one position
)

// Parse reads a Nim position, heap sizes separated by spaces or commas: "3 4 5", "3,4,5", "3, 4, 5".
// Sizes may be written as powers (2^62). At least one heap, at most MaxHeaps. A mistake is an *InputError
// with FieldHeaps; Heaps.String gives the canonical form back.
func Parse(s string) (Heaps, error) {
	return appendHeaps(nil, s)
}

func appendHeaps[T text](dst Heaps, s T) (Heaps, error) {
	it := items[T]{s: s, field: FieldHeaps}
	for {
		item, ok, err := it.next()
		if err != nil {
			return nil, err
		}
		if !ok {
			break
		}
		if len(dst) == MaxHeaps {
			return nil, &InputError{Code: CodeTooMany, Field: FieldHeaps, Limit: MaxHeaps}
		}
		h, err := parseNumber(item, FieldHeaps, it.index, 0, MaxHeap)
		if err != nil {
			return nil, err
		}
		dst = append(dst, h)
	}
	if len(dst) == 0 {
		return nil, &InputError{Code: CodeEmpty, Field: FieldHeaps}
	}
	return dst, nil
}

// The number syntax below is the one solvers/grundy reads for move sets, piles and N (its parse.go), so
// that a user types numbers the same way everywhere. It is this package's own copy: its mistakes are this
// package's InputError, and package grundy stays free of Nim's heaps (this package imports grundy, for
// move sets; the reverse would be a cycle).

// text is what the parsers read: a string from a user, or a line of a batch straight from its buffer
// (parsing []byte in place keeps the batch free of per-line allocations).
type text interface{ ~string | ~[]byte }

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'
}

func trimSpace[T text](s T) T {
	i, j := 0, len(s)
	for i < j && isSpace(s[i]) {
		i++
	}
	for j > i && isSpace(s[j-1]) {
		j--
	}
	return s[i:j]
}

// items walks a list of numbers separated by whitespace or by commas (with optional whitespace around
// them): "3 4 5", "3,4,5" and "3, 4, 5" all give three items. Two commas in a row, or a comma at either
// end, is an empty item and an error, since it usually means a number was lost.
type items[T text] struct {
	s     T
	pos   int
	index int // items returned so far
	field Field
}

// next returns the next item, ok false at the end, or an error for an empty item.
func (it *items[T]) next() (item T, ok bool, err error) {
	it.skipSpace()
	if it.pos < len(it.s) && it.s[it.pos] == ',' {
		if it.index > 0 {
			it.pos++
			it.skipSpace()
		}
		if it.pos == len(it.s) || it.s[it.pos] == ',' {
			return item, false, &InputError{Code: CodeEmptyItem, Field: it.field, Index: it.index + 1}
		}
	}
	if it.pos == len(it.s) {
		return item, false, nil
	}
	start := it.pos
	for it.pos < len(it.s) && !isSpace(it.s[it.pos]) && it.s[it.pos] != ',' {
		it.pos++
	}
	it.index++
	return it.s[start:it.pos], true, nil
}

func (it *items[T]) skipSpace() {
	for it.pos < len(it.s) && isSpace(it.s[it.pos]) {
		it.pos++
	}
}

// parseNumber reads one whole number in [least, most]: decimal digits with an optional leading +, or a
// power written B^E (10^18), which is how people type large piles. index is the item's place in its list
// (0 for a lone number); it and field go into any error.
func parseNumber[T text](s T, field Field, index int, least, most int64) (int64, error) {
	fail := func(code Code) error {
		e := &InputError{Code: code, Field: field, Index: index, Text: shorten(string(s))}
		switch code {
		case CodeTooLarge:
			e.Limit = most
		case CodeTooSmall:
			e.Limit = least
		}
		return e
	}
	if len(s) == 0 {
		return 0, fail(CodeNotNumber)
	}
	body := s
	if len(body) > 0 && (body[0] == '+' || body[0] == '-') {
		body = body[1:]
	}
	caret := -1
	for i := 0; i < len(body); i++ {
		if body[i] == '^' {
			caret = i
			break
		}
	}
	var v uint64
	var overflow bool
	if caret < 0 {
		var ok bool
		v, overflow, ok = digits(body)
		if !ok {
			return 0, fail(CodeNotNumber)
		}
	} else {
		base, o1, ok1 := digits(body[:caret])
		exp, o2, ok2 := digits(body[caret+1:])
		if !ok1 || !ok2 {
			return 0, fail(CodeNotNumber)
		}
		switch {
		case exp == 0 && !o2:
			v = 1
		case base < 2 && !o1:
			v = base
		case o1 || o2:
			overflow = true
		default:
			v, overflow = power(base, exp)
		}
	}
	if s[0] == '-' {
		if v != 0 || overflow {
			return 0, fail(CodeNegative)
		}
	}
	if overflow || v > uint64(most) {
		return 0, fail(CodeTooLarge)
	}
	if int64(v) < least {
		return 0, fail(CodeTooSmall)
	}
	return int64(v), nil
}

// digits reads a non-empty run of decimal digits; overflow reports a value beyond 2^64-1.
func digits[T text](s T) (v uint64, overflow, ok bool) {
	if len(s) == 0 {
		return 0, false, false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false, false
		}
		hi, lo := bits.Mul64(v, 10)
		lo, carry := bits.Add64(lo, uint64(c-'0'), 0)
		if hi != 0 || carry != 0 {
			overflow = true
		}
		v = lo
	}
	return v, overflow, true
}

// power returns base^exp for base >= 2, or overflow when it does not fit in 64 bits.
func power(base, exp uint64) (uint64, bool) {
	v := uint64(1)
	for ; exp > 0; exp-- { // at most 64 rounds: base >= 2 overflows by then
		hi, lo := bits.Mul64(v, base)
		if hi != 0 {
			return 0, true
		}
		v = lo
	}
	return v, false
}

// parseMoveRange reads one move ("5") or one range of moves ("1-3"), each move from 1 to most. ParseRule
// uses it for a lone range 1-k, which may go far beyond the moves of a move set (grundy.MaxMove).
func parseMoveRange[T text](item T, index int, most int64) (lo, hi int64, err error) {
	dash := -1
	for i := 1; i < len(item); i++ { // a dash in front is a minus sign
		if item[i] == '-' {
			dash = i
			break
		}
	}
	if dash < 0 {
		lo, err = parseNumber(item, FieldMoves, index, 1, most)
		return lo, lo, err
	}
	if lo, err = parseNumber(item[:dash], FieldMoves, index, 1, most); err != nil {
		return 0, 0, err
	}
	if hi, err = parseNumber(item[dash+1:], FieldMoves, index, 1, most); err != nil {
		return 0, 0, err
	}
	if hi < lo {
		return 0, 0, &InputError{Code: CodeBadRange, Field: FieldMoves, Index: index, Text: shorten(string(item))}
	}
	return lo, hi, nil
}
