// Package numtext is the number syntax that the impartial-game solvers read: Nim heaps (solvers/nim),
// move sets and piles (solvers/subtraction) and N (solvers/divisor), so that a user types numbers the same
// way everywhere: lists "3 4 5", "3,4,5" or "3, 4, 5", whole numbers with an optional leading +, powers
// such as 2^62, numbers grouped by commas or dots as kibitz writes them (1,000,000 or 1.000.000; see
// Grouped), and move ranges such as 1-3.
//
// A mistake is an *Error: a code and the details the message needs, but no field and no sentence. Each
// solver package turns it into its own InputError, with the Field it was reading (solvers/nim/errors.go,
// solvers/subtraction/errors.go, solvers/divisor/parse.go), and one catalogue words it for /nim and
// /grundy (commands/internal/numwords); package nim imports subtraction, so neither could use the
// other's parser without giving up its own error type.
package numtext

import (
	"math/bits"

	"kibitz/solvers/internal/typed"
)

// The codes of Error, one constant each so that the solver packages can give their own codes the same
// values (their constants are defined from these) and convert an Error with Code(e.Code).
const (
	// Empty: nothing was given where a list or a number was expected. Not returned here: the callers
	// decide when their list may not be empty; the value is shared so that the packages agree on it.
	Empty = "empty"
	// EmptyItem: a list has an empty item (two commas in a row, or a comma at an end). Fills Index.
	EmptyItem = "empty_item"
	// NotNumber: an item is not a whole number. Fills Index (0 for a lone number) and Text.
	NotNumber = "not_number"
	// Negative: an item is a negative number. Fills Index and Text.
	Negative = "negative"
	// TooSmall: a number is below the least allowed value. Fills Index, Text and Limit (the least).
	TooSmall = "too_small"
	// TooLarge: a number is above the largest allowed value. Fills Index, Text and Limit (the largest).
	TooLarge = "too_large"
	// TooMany: a list has more items than allowed. Not returned here, like Empty: the limits are the
	// callers'.
	TooMany = "too_many"
	// BadRange: a move range a-b has b < a (3-1, 1-0), whatever the bounds say of a and b: it is told
	// before them (MoveRange). Fills Index and Text (the range as typed, as every error of MoveRange).
	BadRange = "bad_range"
)

// Error is a mistake in the number syntax. It is not an error value on purpose: the caller adds the field
// it was reading and returns its own InputError.
type Error struct {
	Code  string
	Index int    // the item of a list, from 1; 0 for a lone number
	Text  string // the offending text as typed, cut as an error quotes it (typed.Clip)
	Limit int64  // TooSmall, TooLarge: the bound that was not respected
}

// Text is what the parsers read: a string from a user, or a line of a batch straight from its buffer
// (parsing []byte in place keeps the batches free of per-line allocations).
type Text interface{ ~string | ~[]byte }

// IsSpace reports whether c is ASCII white space, the only separator besides the comma.
func IsSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f'
}

// TrimSpace returns s without the white space around it.
func TrimSpace[T Text](s T) T {
	i, j := 0, len(s)
	for i < j && IsSpace(s[i]) {
		i++
	}
	for j > i && IsSpace(s[j-1]) {
		j--
	}
	return s[i:j]
}

// Items walks a list of numbers separated by whitespace or by commas (with optional whitespace around
// them): "3 4 5", "3,4,5" and "3, 4, 5" all give three items. Two commas in a row, or a comma at either
// end, is an empty item and an error, since it usually means a number was lost.
type Items[T Text] struct {
	s       T
	pos     int
	index   int  // items returned so far
	grouped bool // a word that is Grouped is one item (NewGroupedItems)
}

// NewItems walks the items of s, every comma a separator: the move sets, and the heaps of `kibitz solve
// nim`, whose lines keep the meaning they had before grouped numbers were read ("1,000" is heaps 1 and 0).
func NewItems[T Text](s T) Items[T] { return Items[T]{s: s} }

// NewGroupedItems walks the items of s as NewItems does, except that a word (a run between white space,
// without a comma at either end) that is Grouped is one item: "1,000,000 7" is two items, as kibitz writes
// a pile of a million and one of 7, and so is "1, 1,000". A word that is Mixed is one item too, which
// Number refuses as not a whole number ("1,000.000", "1,000,000.5"), rather than numbers the user never
// typed, 1 and 0. A comma-separated word that is neither keeps NewItems' reading: "1,2,5", "10,20",
// "5,1,000" and "1.000,2" are lists. Piles and heaps that users type read this way (/grundy's n, /nim's
// heaps), so that a number kibitz printed reads back as itself.
func NewGroupedItems[T Text](s T) Items[T] { return Items[T]{s: s, grouped: true} }

// Index returns the place of the item that Next returned last, from 1 (0 before the first).
func (it *Items[T]) Index() int { return it.index }

// Next returns the next item, ok false at the end, or an EmptyItem error.
func (it *Items[T]) Next() (item T, ok bool, err *Error) {
	it.skipSpace()
	if it.pos < len(it.s) && it.s[it.pos] == ',' {
		if it.index > 0 {
			it.pos++
			it.skipSpace()
		}
		if it.pos == len(it.s) || it.s[it.pos] == ',' {
			return item, false, &Error{Code: EmptyItem, Index: it.index + 1}
		}
	}
	if it.pos == len(it.s) {
		return item, false, nil
	}
	start := it.pos
	if it.grouped && it.wordStart(start) {
		end := start
		for end < len(it.s) && !IsSpace(it.s[end]) {
			end++
		}
		if end > start && it.s[end-1] == ',' {
			end--
		}
		if word := it.s[start:end]; Grouped(word) || Mixed(word) {
			it.pos = end
			it.index++
			return it.s[start:end], true, nil
		}
	}
	for it.pos < len(it.s) && !IsSpace(it.s[it.pos]) && it.s[it.pos] != ',' {
		it.pos++
	}
	it.index++
	return it.s[start:it.pos], true, nil
}

// wordStart reports whether an item starting at i starts a word: at the start of s, after white space, or
// after a comma that follows white space (" ,1,000"). After a comma that follows a number ("5,1,000") the
// item is inside a list, which Grouped never splits.
func (it *Items[T]) wordStart(i int) bool {
	switch {
	case i == 0 || IsSpace(it.s[i-1]):
		return true
	case it.s[i-1] == ',':
		return i == 1 || IsSpace(it.s[i-2])
	}
	return false
}

// Grouped reports whether s is a whole number written with commas between groups of three digits, as
// kibitz writes large numbers (i18n.Group): an optional sign, one to three digits, then one group or more
// of a comma and three digits: "1,000", "720,720", "+1,000,000". Dots in place of every comma, as kibitz
// writes numbers to Spanish and Portuguese readers ("1.000.000"), are Grouped too: a dot has no other
// meaning in a whole number, so the reading needs no language. Number reads a Grouped word as one number.
// "1,2,5", "10,20", "1,0000", "1.5" and "1.000,000" are not Grouped.
func Grouped[T Text](s T) bool {
	if len(s) > 0 && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	return groupedDigits(s)
}

// Mixed reports whether s is one number written with both separators, which is no whole number in any
// reading: digits grouped in threes by commas and dots together ("1,000.000", "1.000,000"; Grouped takes
// one separator throughout), or grouped in threes and then a decimal point and digits ("1,000.5",
// "1,000,000.5"). A list of piles or heaps reads such a word as one item (NewGroupedItems), which Number
// refuses quoting it whole, where splitting it at its commas gave numbers the user never typed. A comma
// that is not followed by a group of three digits separates, as always: "1.000,2" and "1.000.000,5" are not
// Mixed (they are lists, 1000 and 2), nor are "1,5.000" and "1000,000.5".
func Mixed[T Text](s T) bool {
	if len(s) > 0 && (s[0] == '+' || s[0] == '-') {
		s = s[1:]
	}
	digits := func(i int) int { // the length of the run of digits at i
		n := 0
		for i+n < len(s) && s[i+n] >= '0' && s[i+n] <= '9' {
			n++
		}
		return n
	}
	head := digits(0)
	if head < 1 || head > 3 {
		return false
	}
	comma, dot, groups := false, false, 0
	for i := head; i < len(s); {
		c := s[i]
		if c != ',' && c != '.' {
			return false
		}
		n := digits(i + 1)
		switch end := i + 1 + n; {
		case n == 3 && (end == len(s) || s[end] == ',' || s[end] == '.'): // a group of three
			comma, dot = comma || c == ',', dot || c == '.'
			groups++
			i = end
		case c == '.' && n > 0 && end == len(s) && groups > 0: // the decimals after the groups
			dot = true
			i = end
		default:
			return false
		}
	}
	return comma && dot
}

// groupedDigits is Grouped without the sign.
func groupedDigits[T Text](s T) bool {
	head := 0
	for head < len(s) && s[head] != ',' && s[head] != '.' {
		if s[head] < '0' || s[head] > '9' {
			return false
		}
		head++
	}
	if head < 1 || head > 3 || head == len(s) {
		return false
	}
	rest := s[head:]
	if len(rest)%4 != 0 {
		return false
	}
	sep := rest[0] // the first group's: every group has the same
	for i := 0; i < len(rest); i++ {
		c := rest[i]
		if i%4 == 0 {
			if c != sep {
				return false
			}
		} else if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func (it *Items[T]) skipSpace() {
	for it.pos < len(it.s) && IsSpace(it.s[it.pos]) {
		it.pos++
	}
}

// Number reads one whole number in [least, most]: decimal digits with an optional leading +, the same
// digits grouped by commas or dots in threes (1,000,000 or 1.000.000: Grouped), or a power written B^E (10^18), which is how
// people type large piles. index is the item's place in its list (0 for
// a lone number); it goes into any error.
func Number[T Text](s T, index int, least, most int64) (int64, *Error) {
	fail := func(code string) *Error {
		e := &Error{Code: code, Index: index, Text: typed.Clip(string(s))}
		switch code {
		case TooLarge:
			e.Limit = most
		case TooSmall:
			e.Limit = least
		}
		return e
	}
	v, overflow, code := value(s)
	switch {
	case code != "":
		return 0, fail(code)
	case overflow || v > uint64(most):
		return 0, fail(TooLarge)
	case int64(v) < least:
		return 0, fail(TooSmall)
	}
	return int64(v), nil
}

// value is Number without the bounds: the number s says, overflow when it is beyond 2^64-1, or the code
// of a number that is not one (NotNumber, or Negative for a minus sign in front of anything but 0).
func value[T Text](s T) (v uint64, overflow bool, code string) {
	if len(s) == 0 {
		return 0, false, NotNumber
	}
	body := s
	if body[0] == '+' || body[0] == '-' {
		body = body[1:]
	}
	caret := -1
	for i := 0; i < len(body); i++ {
		if body[i] == '^' {
			caret = i
			break
		}
	}
	if caret < 0 && groupedDigits(body) {
		for i := 0; i < len(body); i++ { // Grouped: digits and one separator only
			if body[i] == ',' || body[i] == '.' {
				continue
			}
			hi, lo := bits.Mul64(v, 10)
			lo, carry := bits.Add64(lo, uint64(body[i]-'0'), 0)
			if hi != 0 || carry != 0 {
				overflow = true
			}
			v = lo
		}
	} else if caret < 0 {
		var ok bool
		v, overflow, ok = Digits(body)
		if !ok {
			return 0, false, NotNumber
		}
	} else {
		base, o1, ok1 := Digits(body[:caret])
		exp, o2, ok2 := Digits(body[caret+1:])
		if !ok1 || !ok2 {
			return 0, false, NotNumber
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
	if s[0] == '-' && (v != 0 || overflow) {
		return 0, false, Negative
	}
	return v, overflow, ""
}

// Digits reads a non-empty run of decimal digits; overflow reports a value beyond 2^64-1.
func Digits[T Text](s T) (v uint64, overflow, ok bool) {
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

// MoveRange reads one move ("5") or one range of moves ("1-3"), each move from 1 to most. index is the
// item's place in its list, for any error.
//
// A range whose ends are both numbers but whose start is larger than its end is BadRange, with the range
// as typed, before either end is held to the bounds: in "1-0" or "20-3" (most 10) the mistake is the
// order, and "0 is less than 1" named a number the user never meant as a move.
//
// Every error's Text is the item whole, as typed, a range with both its ends, so that the words quote
// what the user wrote: a range without its end ("1-") is NotNumber "1-", where the end alone quoted "",
// nothing typed; a second dash ("1-3-5", "1--2") makes the item NotNumber, where the end alone, "3-5",
// was quoted as a number that was not one; and an end out of the bounds quotes its range ("0-5").
func MoveRange[T Text](item T, index int, most int64) (lo, hi int64, err *Error) {
	dash := -1
	for i := 1; i < len(item); i++ { // a dash in front is a minus sign
		if item[i] == '-' {
			dash = i
			break
		}
	}
	if dash < 0 {
		lo, err = Number(item, index, 1, most)
		return lo, lo, err
	}
	whole := func(e *Error) *Error {
		e.Text = typed.Clip(string(item))
		return e
	}
	if backwards(item[:dash], item[dash+1:]) { // "5--0" too: its end reads as 0
		return 0, 0, whole(&Error{Code: BadRange, Index: index})
	}
	for i := dash + 1; i < len(item); i++ {
		if item[i] == '-' {
			return 0, 0, whole(&Error{Code: NotNumber, Index: index})
		}
	}
	if lo, err = Number(item[:dash], index, 1, most); err != nil {
		return 0, 0, whole(err)
	}
	if hi, err = Number(item[dash+1:], index, 1, most); err != nil {
		return 0, 0, whole(err)
	}
	return lo, hi, nil
}

// backwards reports whether a and b are both numbers (whatever their size) and a is the larger.
func backwards[T Text](a, b T) bool {
	va, oa, ca := value(a)
	vb, ob, cb := value(b)
	if ca != "" || cb != "" {
		return false
	}
	if oa || ob { // beyond 2^64-1 only the start: backwards; both: they cannot be compared here
		return oa && !ob
	}
	return vb < va
}
