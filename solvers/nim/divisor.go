package nim

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strconv"
)

// DivisorOptions are the rules of the divisor game, where a move replaces N by a divisor d with 1 < d < N.
type DivisorOptions struct {
	// Misere: whoever cannot move wins (the usual competitive-programming version). Otherwise whoever
	// cannot move loses.
	Misere bool
}

// DivisorResult is the answer for the player to move.
type DivisorResult struct {
	Win bool
	// Move is a winning move, the divisor to move to; 0 when the position is lost or there is no move.
	Move    int64
	Factors []PrimePower // the factorisation of N, primes increasing
	Stats   DivisorStats
}

// DivisorStats are the counters of one SolveDivisor.
type DivisorStats struct {
	Shapes int // exponent shapes decided (and remembered)
}

// SolveDivisor decides the divisor game from N (1 <= N <= MaxN) and finds a winning move.
//
// The game from N depends only on the multiset of exponents in N's prime factorisation (its "shape"):
// the divisors of N are the exponent vectors f <= e placewise, and renaming primes changes nothing. Sorted
// decreasingly, the shapes of the proper divisors d (1 < d < N) of a shape e are exactly the decreasing f
// with f <= e placewise, f != 0 and f != e: the k-th largest exponent of a divisor is at most the k-th
// largest of N, and such an f is realised by giving its k-th exponent to the prime with N's k-th. So the
// search runs on shapes, remembered in a table, never on divisors: N = 2^43 has 43 shapes below it where
// it has 43 divisors, and 2*3*5*...*37 (7.4e12, 4096 divisors) has 13.
//
// In normal play the answer is simple, and the tests check the search against it: a prime (or 1) has no
// move and is lost; any other N moves to one of its primes and wins.
func SolveDivisor(ctx context.Context, n int64, opt DivisorOptions) (DivisorResult, error) {
	s := newDivisorSolver(opt)
	return s.solve(ctx, n)
}

// shape holds exponents in decreasing order, then zeros. 16 places hold every N below 2^63 (the product
// of the first 16 primes is above it), and exponents are at most 62.
type shape [16]uint8

// divisorSolver remembers decided shapes across numbers: the batch keeps one for all its lines.
type divisorSolver struct {
	misere bool
	wins   map[shape]bool
}

func newDivisorSolver(opt DivisorOptions) *divisorSolver {
	return &divisorSolver{misere: opt.Misere, wins: make(map[shape]bool)}
}

func (s *divisorSolver) solve(ctx context.Context, n int64) (DivisorResult, error) {
	if n < 1 || n > MaxN {
		code, limit := CodeTooSmall, int64(1)
		if n > MaxN {
			code, limit = CodeTooLarge, MaxN
		}
		return DivisorResult{}, &InputError{Code: code, Field: FieldN, Text: strconv.FormatInt(n, 10), Limit: limit}
	}
	if err := ctx.Err(); err != nil {
		return DivisorResult{}, fmt.Errorf("nim: divisor game: %w", err)
	}
	factors := Factorize(n)
	// Place k of the shape belongs to byExp[k]: exponents decreasing, primes increasing among equals.
	byExp := slices.Clone(factors)
	slices.SortStableFunc(byExp, func(a, b PrimePower) int { return cmp.Compare(b.Exp, a.Exp) })
	var e shape
	for i, f := range byExp {
		e[i] = uint8(f.Exp)
	}
	res := DivisorResult{Win: s.win(e), Factors: factors}
	if res.Win {
		options(e, func(f shape) bool {
			if s.win(f) {
				return true
			}
			res.Move = 1
			for i, pf := range byExp {
				for range f[i] {
					res.Move *= pf.Prime
				}
			}
			return false
		})
	}
	res.Stats.Shapes = len(s.wins)
	return res, nil
}

// win reports whether the player to move from a number of shape e wins.
func (s *divisorSolver) win(e shape) bool {
	if w, ok := s.wins[e]; ok {
		return w
	}
	moved, win := false, false
	options(e, func(f shape) bool {
		moved = true
		win = !s.win(f)
		return !win
	})
	if !moved {
		win = s.misere
	}
	s.wins[e] = win
	return win
}

// options calls yield with the shape of every proper divisor d (1 < d < N) of a number of shape e, smaller
// exponents first, until yield returns false.
func options(e shape, yield func(shape) bool) {
	var f shape
	var place func(i int, most uint8) bool
	place = func(i int, most uint8) bool {
		if i == len(e) || e[i] == 0 {
			if f == (shape{}) || f == e {
				return true
			}
			return yield(f)
		}
		for v := range min(e[i], most) + 1 {
			f[i] = v
			if !place(i+1, v) {
				return false
			}
		}
		f[i] = 0
		return true
	}
	place(0, 255)
}
