package nim

import (
	"context"
	"errors"
	"iter"
	"math"
	"strconv"
	"strings"

	"kibitz/solvers/internal/numtext"
	"kibitz/solvers/subtraction"
)

// Rule says how many objects a move may take from one heap. The zero Rule is plain Nim: any number from 1
// to the whole heap. The other rules are a take-limit (AtMost) and a subtraction set (Only), the same for
// every heap. A move set is a game of package subtraction (solvers/subtraction), whose period search
// gives each heap's Grundy value; that is why this package imports subtraction, which knows nothing of
// Nim.
type Rule struct {
	limit int64             // > 0: any number from 1 to limit
	sub   *subtraction.Game // not nil: exactly one of the amounts of a finite set
}

// AtMost is the rule "take from 1 to k objects". A heap of h objects then has Grundy value h mod (k+1):
// from h mod (k+1) = r > 0 a move of r reaches a multiple of k+1, and from a multiple of k+1 every move
// of 1..k leaves a non-multiple. k must be at least 1.
func AtMost(k int64) Rule {
	if k < 1 {
		panic("nim: AtMost needs k >= 1")
	}
	if k == math.MaxInt64 { // no heap is larger, and k+1 would overflow
		return Rule{}
	}
	return Rule{limit: k}
}

// Only is the rule "take exactly s objects, for some s in the analysed move set".
func Only(s *subtraction.Game) Rule { return Rule{sub: s} }

// ParseRule reads a rule as users write it: empty or "any" for plain Nim; a move set "1,2,5" (see
// subtraction.Parse); "1-k" for a take-limit with k up to MaxHeap (a larger k is CodeTooLarge with Limit
// MaxHeap). A move set 1,2,...,k is read as the take-limit k, which has the same game and a closed form.
// Other move sets are analysed (subtraction.Solve), which can take a few tenths of a second and stops
// with ctx's error when ctx ends. A mistake is an *InputError with FieldMoves, whichever package found it.
func ParseRule(ctx context.Context, s string) (Rule, error) {
	s = numtext.TrimSpace(s)
	if s == "" || strings.EqualFold(s, "any") {
		return Rule{}, nil
	}
	it := numtext.NewItems(s)
	first, _, bad := it.Next()
	if bad != nil {
		return Rule{}, inputError(FieldMoves, bad)
	}
	if _, more, err := it.Next(); err == nil && !more {
		// A lone range 1-k is a limit, which may go far beyond MaxMove, to MaxHeap: a k beyond that is
		// told against MaxHeap, the bound it passed, not against MaxMove, which 1-2000000 passes.
		lo, hi, err := numtext.MoveRange(first, 1, MaxHeap)
		switch {
		case err == nil && lo == 1 && hi > lo:
			return AtMost(hi), nil
		case err != nil && err.Code == numtext.TooLarge && startsAtOne(first):
			return Rule{}, inputError(FieldMoves, err)
		}
	}
	moves, err := subtraction.Parse(s)
	if err != nil {
		return Rule{}, fromSubtraction(err)
	}
	if k, ok := takeLimit(moves); ok {
		return AtMost(k), nil
	}
	// A move set whose period does not show keeps the values computed: the rule answers the heaps among
	// them (CheckHeaps refuses the others), as /grundy subtraction answers its piles.
	sub, err := subtraction.Solve(ctx, moves, subtraction.Options{KeepValues: true})
	if err != nil {
		return Rule{}, fromSubtraction(err)
	}
	return Only(sub), nil
}

// SetRule is the rule of the analysed move set s as ParseRule reads it: a take-limit when s is 1, 2, ...,
// k, the same game with a closed form; otherwise Only(s). Two rules of one game made this way write the
// same String, which a move set given in another form (/grundy subtraction's) is compared by.
func SetRule(s *subtraction.Game) Rule {
	if k, ok := takeLimit(s.Moves()); ok {
		return AtMost(k)
	}
	return Only(s)
}

// takeLimit reports whether moves, a MoveSet (sorted, without repeats, each at least 1), are every amount
// from 1 to k, and k: they are when the largest is their count.
func takeLimit(moves subtraction.MoveSet) (k int64, ok bool) {
	k = int64(len(moves))
	return k, k > 0 && moves[k-1] == k
}

// startsAtOne reports whether item is a range whose start reads as 1 ("1-k"), whatever its end.
func startsAtOne(item string) bool {
	if dash := strings.IndexByte(item[min(1, len(item)):], '-'); dash >= 0 {
		n, err := numtext.Number(item[:dash+1], 0, 1, 1)
		return err == nil && n == 1
	}
	return false
}

// Known returns how many heap sizes the rule answers, 0 to Known()-1: every heap (math.MaxInt64), except
// for a move set whose Grundy values showed no period, which knows only the values computed
// (subtraction.Game.Known).
func (r Rule) Known() int64 {
	if r.sub != nil {
		return r.sub.Known()
	}
	return math.MaxInt64
}

// CheckHeaps returns nil when the rule answers every heap of h, and otherwise a CodeBeyondValues error for
// the first heap beyond its values (Known). Every other method that takes a heap needs it answered: a
// move only makes a heap smaller, so a game whose start passes stays answered to its end.
func (r Rule) CheckHeaps(h Heaps) error {
	if r.sub == nil {
		return nil
	}
	for i, v := range h {
		if err := r.sub.CheckPile(v); err != nil {
			err = fromSubtraction(err)
			if e, ok := errors.AsType[*InputError](err); ok {
				e.Field, e.Index = FieldHeaps, i+1
			}
			return err
		}
	}
	return nil
}

// String returns the canonical form that ParseRule reads back: "any", "1-k" or the move set.
func (r Rule) String() string {
	switch {
	case r.sub != nil:
		return r.sub.Moves().String()
	case r.limit > 0:
		return "1-" + strconv.FormatInt(r.limit, 10)
	}
	return "any"
}

// IsPlain reports whether r is plain Nim (any number may be taken).
func (r Rule) IsPlain() bool { return r.sub == nil && r.limit == 0 }

// Subtraction returns the analysed move set of an Only rule, or nil.
func (r Rule) Subtraction() *subtraction.Game { return r.sub }

// Limit returns k for an AtMost(k) rule, or 0.
func (r Rule) Limit() int64 { return r.limit }

// Grundy returns the Grundy value of one heap of h objects under r (normal play).
func (r Rule) Grundy(h int64) int64 {
	switch {
	case r.sub != nil:
		return int64(r.sub.Grundy(h))
	case r.limit > 0:
		return h % (r.limit + 1)
	}
	return h
}

// Allows reports whether a move may take k objects from a heap of h.
func (r Rule) Allows(h, k int64) bool {
	if k < 1 || k > h {
		return false
	}
	switch {
	case r.sub != nil:
		return r.sub.Allows(h, k)
	case r.limit > 0:
		return k <= r.limit
	}
	return true
}

// Takes yields, in increasing order, every number of objects a move may take from a heap of h. For plain
// Nim that is 1..h, which can be long: stop early.
func (r Rule) Takes(h int64) iter.Seq[int64] {
	return func(yield func(int64) bool) {
		if r.sub != nil {
			// Ranged over here rather than returned: returning r.sub.Takes(h) made every call allocate its
			// closure, and the misère search 5 times slower (BenchmarkMisereSearch, 2.4 ms against 13 ms).
			for k := range r.sub.Takes(h) {
				if !yield(k) {
					return
				}
			}
			return
		}
		top := h
		if r.limit > 0 {
			top = min(h, r.limit)
		}
		for k := int64(1); k <= top; k++ {
			if !yield(k) {
				return
			}
		}
	}
}

// MinTake returns the least number of objects a move may take from a heap of h, or ok false when the heap
// allows no move.
func (r Rule) MinTake(h int64) (k int64, ok bool) {
	for k := range r.Takes(h) {
		return k, true
	}
	return 0, false
}

// moveTo returns a move from a heap of h to a heap of Grundy value t, for t below the heap's own value
// (the mex guarantees one exists), or ok false.
func (r Rule) moveTo(h, t int64) (int64, bool) {
	g := r.Grundy(h)
	if t >= g {
		return 0, false
	}
	switch {
	case r.sub != nil:
		return r.sub.MoveTo(h, int(t))
	case r.limit > 0:
		return g - t, true
	}
	return h - t, true
}
