package grundy

import "math/bits"

// Limits on what the parsers accept. They keep every answer fast (see doc.go for the costs).
const (
	MaxPile = 1e18 // largest subtraction-game pile
	MaxN    = 1e18 // largest divisor-game N
)

// solvers/nim/parse.go reads Nim heaps with its own copy of the number syntax below (items, parseNumber),
// so that its mistakes are its own InputError: a change to the syntax here belongs there too.

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

// ParsePile reads a subtraction-game pile size: a whole number from 0 to MaxPile, in decimal or as a
// power like 10^18.
func ParsePile(s string) (int64, error) { return parseLone(s, FieldPile, 0, MaxPile) }

// ParseN reads a divisor-game number: a whole number from 1 to MaxN, in decimal or as a power like 2^40.
func ParseN(s string) (int64, error) { return parseLone(s, FieldN, 1, MaxN) }

func parseLone[T text](s T, field Field, least, most int64) (int64, error) {
	s = trimSpace(s)
	if len(s) == 0 {
		return 0, &InputError{Code: CodeEmpty, Field: field}
	}
	return parseNumber(s, field, 0, least, most)
}
