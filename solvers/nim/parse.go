package nim

import (
	"math"

	"kibitz/solvers/internal/numtext"
)

// Limits on what the parsers accept. They keep every answer fast (see doc.go for the costs).
const (
	MaxHeap  = math.MaxInt64 // largest Nim heap, 2^63-1
	MaxHeaps = 100_000       // most heaps in one position
)

// Parse reads a Nim position, heap sizes separated by spaces or commas: "3 4 5", "3,4,5", "3, 4, 5".
// Sizes may be written as powers (2^62), or grouped by commas in threes as kibitz writes them: a word
// such as "1,000,000" (or "1.000.000", as Spanish and Portuguese readers see it) is one heap, while "1,2,5" and "5,1,000" are lists (numtext.NewGroupedItems);
// a word with both commas and dots ("1,000.000", "1,000,000.5") is one heap, refused as not a whole number. At
// least one heap, at most MaxHeaps. A mistake is an *InputError with FieldHeaps; Heaps.String gives the
// canonical form back.
func Parse(s string) (Heaps, error) {
	return appendHeaps(nil, s, true)
}

// appendHeaps reads the heaps of s after dst; grouped reads a grouped word as one heap (Parse). Batch
// does not: a line "1,000" of `kibitz solve nim` has meant heaps 1 and 0, and scripts rely on it.
func appendHeaps[T numtext.Text](dst Heaps, s T, grouped bool) (Heaps, error) {
	it := numtext.NewItems(s)
	if grouped {
		it = numtext.NewGroupedItems(s)
	}
	for {
		item, ok, err := it.Next()
		if err != nil {
			return nil, inputError(FieldHeaps, err)
		}
		if !ok {
			break
		}
		if len(dst) == MaxHeaps {
			return nil, &InputError{Code: CodeTooMany, Field: FieldHeaps, Limit: MaxHeaps, Count: MaxHeaps + 1 + countItems(&it)}
		}
		h, err := numtext.Number(item, it.Index(), 0, MaxHeap)
		if err != nil {
			return nil, inputError(FieldHeaps, err)
		}
		dst = append(dst, h)
	}
	if len(dst) == 0 {
		return nil, &InputError{Code: CodeEmpty, Field: FieldHeaps}
	}
	return dst, nil
}

// countItems counts the items left in it, for a list of too many heaps to say how many it has: every
// item, whether a number or not, and past empty ones (an empty item is an error that Next returns after
// stepping over its comma, so the walk goes on). The list is bounded by what a caller reads (an option
// of 1,000 characters, a batch line of MaxLine bytes), so this is a walk over at most that.
func countItems[T numtext.Text](it *numtext.Items[T]) int64 {
	var n int64
	for {
		_, ok, err := it.Next()
		if err == nil && !ok {
			return n
		}
		if ok {
			n++
		}
	}
}
