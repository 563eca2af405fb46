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
// Sizes may be written as powers (2^62). At least one heap, at most MaxHeaps. A mistake is an *InputError
// with FieldHeaps; Heaps.String gives the canonical form back.
func Parse(s string) (Heaps, error) {
	return appendHeaps(nil, s)
}

func appendHeaps[T numtext.Text](dst Heaps, s T) (Heaps, error) {
	it := numtext.NewItems(s)
	for {
		item, ok, err := it.Next()
		if err != nil {
			return nil, inputError(FieldHeaps, err)
		}
		if !ok {
			break
		}
		if len(dst) == MaxHeaps {
			return nil, &InputError{Code: CodeTooMany, Field: FieldHeaps, Limit: MaxHeaps}
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
