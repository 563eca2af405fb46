package divisor

import (
	"cmp"
	"context"
	"fmt"
	"slices"
)

// Options are the rules of the divisor game, where a move replaces N by a divisor d with 1 < d < N.
type Options struct {
	// Misere: whoever cannot move wins (the usual competitive-programming version). Otherwise whoever
	// cannot move loses.
	Misere bool
}

// Result is the answer for the player to move.
type Result struct {
	Win bool
	// Move is a winning move, the divisor to move to; 0 when the position is lost or there is no move.
	Move    int64
	Factors []PrimePower // the factorisation of N, primes increasing
	Stats   Stats
}

// Stats are the counters of one Solve.
type Stats struct {
	// Shapes is the number of exponent shapes decided (and remembered). The search stops at the first
	// winning move, so it can be fewer than the game has (func Shapes counts those); a solver that
	// remembers shapes across numbers, as Batch's does, counts every shape it holds.
	Shapes int
}

// Solve decides the divisor game from N (1 <= N <= MaxN) and finds a winning move.
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
func Solve(ctx context.Context, n int64, opt Options) (Result, error) {
	s := newSolver(opt)
	return s.solve(ctx, n)
}

// shape holds exponents in decreasing order, then zeros. 16 places hold every N below 2^63 (the product
// of the first 16 primes is above it), and exponents are at most 62.
type shape [16]uint8

// solver remembers decided shapes across numbers: Batch keeps one for all its lines.
type solver struct {
	misere bool
	wins   map[shape]bool
}

func newSolver(opt Options) *solver {
	return &solver{misere: opt.Misere, wins: make(map[shape]bool)}
}

func (s *solver) solve(ctx context.Context, n int64) (Result, error) {
	if n < 1 || n > MaxN {
		return Result{}, rangeError(n)
	}
	if err := ctx.Err(); err != nil {
		return Result{}, fmt.Errorf("divisor: %w", err)
	}
	factors := Factorize(n)
	e, byExp := shapeOf(factors)
	res := Result{Win: s.win(e), Factors: factors}
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

// shapeOf is the shape of the number with these factors, and the factors in the shape's order (place k
// belongs to byExp[k]): exponents decreasing, primes increasing among equals.
func shapeOf(factors []PrimePower) (e shape, byExp []PrimePower) {
	byExp = slices.Clone(factors)
	slices.SortStableFunc(byExp, func(a, b PrimePower) int { return cmp.Compare(b.Exp, a.Exp) })
	for i, f := range byExp {
		e[i] = uint8(f.Exp)
	}
	return e, byExp
}

// Shapes is the number of exponent shapes in the game from the number with these factors (Factorize's):
// its own and those of its proper divisors d (1 < d < N), the positions Solve searches, decided or not.
// Solve stops at the first winning move it finds, so its Stats.Shapes can be fewer (12 = 2^2 3 has the
// shapes (2, 1), (2), (1, 1) and (1); Solve decides three, and its move to 6 leaves (2) undecided).
// Shapes lists the shapes without deciding them, which is cheap: at most 3,670 for N <= MaxN
// (TestShapesMost), where deciding them all is a search through every option of each (1.9 million for
// that same shape, (21, 9, 5, 2, 1, 1); see Grundy).
func Shapes(factors []PrimePower) int {
	e, _ := shapeOf(factors)
	count := 1 // e itself
	options(e, func(shape) bool {
		count++
		return true
	})
	return count
}

// win reports whether the player to move from a number of shape e wins.
func (s *solver) win(e shape) bool {
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
	var none [len(shape{})]int
	keyedOptions(e, &none, func(f shape, _ int) bool { return yield(f) })
}

// keyedOptions is options, also giving each option's key: the sum of f[i]*weight[i].
func keyedOptions(e shape, weight *[len(shape{})]int, yield func(f shape, key int) bool) {
	var f shape
	var place func(i int, most uint8, key int) bool
	place = func(i int, most uint8, key int) bool {
		if i == len(e) || e[i] == 0 {
			if f == (shape{}) || f == e {
				return true
			}
			return yield(f, key)
		}
		for v := range min(e[i], most) + 1 {
			f[i] = v
			if !place(i+1, v, key+int(v)*weight[i]) {
				return false
			}
		}
		f[i] = 0
		return true
	}
	place(0, 255, 0)
}

// Grundy returns the Grundy value of the divisor game from n (1 <= n <= MaxN) under normal play:
// 0 exactly when the player to move loses (n is 1 or a prime), and the value to XOR when the game is one
// part of a sum. Misère play has no such values (a sum of misère games is not decided by XOR), so there
// is no misère counterpart; Solve decides a single misère game.
//
// Like Solve it runs on exponent shapes, but a mex needs every option, with no early stop. The
// shapes below e (decreasing, f <= e placewise) are numbered in the mixed radix of e, so their values fit
// an array of d(n) entries (at most 103,680 for n <= 10^18), and keyedOptions lists them in increasing
// number, so every option of a shape (placewise smaller, so numbered lower) has its value already: one
// pass, the mex by stamping values into a mark array. The slowest shape below 10^18, (21, 9, 5, 2, 1, 1),
// has 3,671 sub-shapes and 1.9 million options in all: 450-500 ms with a recursive search remembering
// shapes in a map, 100-290 ms with the array (3 runs each), and with this pass a median of 57 ms
// (BenchmarkGrundy, 5 runs; all on a 2-core machine under a load of about 12). Below 10^13 the
// slowest shape, (16, 7, 3, 2, 1), has 194,271 options: a median of 4.8 ms.
func Grundy(ctx context.Context, n int64) (int, error) {
	if n < 1 || n > MaxN {
		return 0, rangeError(n)
	}
	exps := make([]int, 0, len(shape{}))
	for _, f := range Factorize(n) {
		exps = append(exps, f.Exp)
	}
	slices.SortFunc(exps, func(a, b int) int { return cmp.Compare(b, a) })
	var e shape
	var weight [len(shape{})]int
	size, top := 1, 0
	for i := len(exps) - 1; i >= 0; i-- {
		e[i] = uint8(exps[i])
		weight[i] = size
		top += exps[i] * size
		size *= exps[i] + 1
	}
	vals := make([]int32, size)   // by number; 0 for the shape of 1, which is no option
	mark := make([]int32, size+1) // mark[v] == stamp: some option has value v (values are at most size)
	stamp := int32(0)
	decide := func(f shape, key int) {
		stamp++
		keyedOptions(f, &weight, func(_ shape, k int) bool {
			mark[vals[k]] = stamp
			return true
		})
		m := int32(0)
		for mark[m] == stamp {
			m++
		}
		vals[key] = m
	}
	var err error
	keyedOptions(e, &weight, func(f shape, key int) bool {
		if err = ctx.Err(); err != nil {
			return false
		}
		decide(f, key)
		return true
	})
	if err != nil {
		return 0, fmt.Errorf("divisor: Grundy value: %w", err)
	}
	if top > 0 {
		decide(e, top)
	}
	return int(vals[top]), nil
}
