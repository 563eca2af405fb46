package subtraction

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"kibitz/solvers/internal/numtext"
)

// MaxPile is the largest pile ParsePile and Batch accept: every answer stays fast (see doc.go for the
// costs), since a pile's value comes from the period, whatever its size.
const MaxPile = 1e18

// MoveSet is the set of amounts a move may take in a subtraction game: sorted, without repeats, each
// from 1 to MaxMove.
type MoveSet []int64

// Parse reads a move set, the text form of a subtraction game: numbers separated by commas or spaces
// ("1,2,5", "1 2 5"), where an item may also be a range ("1-3" for 1,2,3). Repeats are allowed and
// dropped. MoveSet.String is the canonical form.
func Parse(s string) (MoveSet, error) {
	return appendMoves(nil, s)
}

// appendMoves reads the entries of s as ranges (a lone amount is a range of one), then counts the
// amounts they name together, each once, before writing any out: a set of too many amounts is told how
// many it has (InputError.Count), and a range of a million ("1-1000000") is counted, never listed.
func appendMoves[T numtext.Text](dst MoveSet, s T) (MoveSet, error) {
	type span struct{ lo, hi int64 }
	var spans []span
	it := numtext.NewItems(s)
	for {
		item, ok, err := it.Next()
		if err != nil {
			return nil, inputError(FieldMoves, err)
		}
		if !ok {
			break
		}
		lo, hi, err := numtext.MoveRange(item, it.Index(), MaxMove)
		if err != nil {
			return nil, inputError(FieldMoves, err)
		}
		spans = append(spans, span{lo, hi})
	}
	if len(spans) == 0 {
		return nil, &InputError{Code: CodeEmpty, Field: FieldMoves}
	}
	// The spans in order, overlapping or touching ones merged, so that an amount counts once.
	slices.SortFunc(spans, func(a, b span) int { return cmp.Compare(a.lo, b.lo) })
	merged := spans[:1]
	for _, sp := range spans[1:] {
		if last := &merged[len(merged)-1]; sp.lo <= last.hi+1 {
			last.hi = max(last.hi, sp.hi)
			continue
		}
		merged = append(merged, sp)
	}
	var count int64
	for _, sp := range merged {
		count += sp.hi - sp.lo + 1
	}
	if count > MaxMoves {
		return nil, &InputError{Code: CodeTooMany, Field: FieldMoves, Limit: MaxMoves, Count: count}
	}
	for _, sp := range merged {
		for m := sp.lo; m <= sp.hi; m++ {
			dst = append(dst, m)
		}
	}
	return dst, nil
}

// String returns the canonical form, "1,2,5".
func (m MoveSet) String() string {
	var b strings.Builder
	for i, v := range m {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.FormatInt(v, 10))
	}
	return b.String()
}

// ParsePile reads a pile size: a whole number from 0 to MaxPile, in decimal, grouped by commas (or dots)
// in threes as kibitz writes it (1,000,000 or 1.000.000: Grouped), or as a power like 10^18.
func ParsePile(s string) (int64, error) { return parsePile(s) }

// Grouped reports whether s is a whole number with commas between groups of three digits, as kibitz
// writes large numbers ("1,000", "+1,000,000"): one to three digits, then groups of a comma and three
// digits. A list of several piles reads such a word as one pile and splits any other at its commas
// (commands/grundy), so that "1,000" is a pile of a thousand and "1,2,5" three piles.
func Grouped(s string) bool { return numtext.Grouped(s) }

// Mixed reports whether s is one number written with both commas and dots ("1,000.000", "1.000,000",
// "1,000,000.5"), which ParsePile refuses as not a whole number. A list of several piles reads such a word
// as one pile, refused quoting it whole, rather than splitting it at its commas (commands/grundy);
// numtext.Mixed says which words are.
func Mixed(s string) bool { return numtext.Mixed(s) }

// parsePile is ParsePile for the bytes of a batch line as well as a string.
func parsePile[T numtext.Text](s T) (int64, error) {
	s = numtext.TrimSpace(s)
	if len(s) == 0 {
		return 0, &InputError{Code: CodeEmpty, Field: FieldPile}
	}
	n, err := numtext.Number(s, 0, 0, MaxPile)
	return n, inputError(FieldPile, err)
}
