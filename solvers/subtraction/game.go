package subtraction

import (
	"bytes"
	"context"
	"fmt"
	"iter"
	"math"
	"math/bits"
	"slices"
	"strconv"

	"kibitz/solvers/internal/typed"
)

// Limits on subtraction games. A game's Grundy values are at most its number of moves, so MaxMoves keeps
// them in a byte; MaxMove and maxWork bound the search for the period (see Solve).
const (
	MaxMoves = 255       // most moves in a move set
	MaxMove  = 1_000_000 // largest move in a move set
	// maxValues and maxWork bound how far the Grundy sequence is computed while looking for its period:
	// at most maxValues values (8 MiB), and at most maxWork move look-ups (about 0.4 s in the worst case).
	maxValues = 1 << 23
	maxWork   = 1 << 27
)

// Game is an analysed subtraction game: a pile of n objects, a move takes s objects for some s in
// the move set (s <= n), and whoever cannot move loses. It knows the Grundy value of every pile size,
// because the Grundy sequence g(0), g(1), ... is eventually periodic and Solve found the period.
//
// Why the sequence is eventually periodic, and why the search may stop at the first repeated window:
// let m be the largest move. For n >= m every move is available, so g(n) = mex{g(n-s) : s in S} depends
// only on the window W(n-m) = (g(n-m), ..., g(n-1)). Every value lies in 0..|S| (a mex over |S| options),
// so there are finitely many windows, and the windows W(0), W(1), ... are the orbit of one map T with
// W(i+1) = T(W(i)) (the first value of W(i+1) is g(i+m), computed from W(i) alone since i+m >= m).
// Hence if W(s) = W(s+p), that is g(i) = g(i+p) for the m consecutive i = s, ..., s+m-1, then
// W(s+k) = W(s+p+k) for every k >= 0 by induction, so g(i) = g(i+p) for every i >= s: the sequence is
// periodic from s with period p. Conversely a sequence periodic from s with period p has W(s) = W(s+p).
// So the least pre-period and period of the Grundy sequence are exactly the tail length mu and cycle length
// lambda of the window orbit, which Brent's cycle-finding algorithm (Brent 1980, "An improved Monte Carlo
// factorization algorithm") finds in O(mu + lambda) window comparisons. Windows are compared by a
// rolling hash, confirmed byte by byte, so a hash collision can cost time but never a wrong answer.
//
// A game Solve returned without its period (Options.KeepValues) knows only the values it computed: it
// answers the piles below Known, and Period is 0, 0.
type Game struct {
	moves  MoveSet
	values []uint8 // g(0), ..., g(pre+period-1); without a period, every value computed
	pre    int
	period int // 0: no period found, values is all the game knows
	stats  Stats
}

// Stats are the counters of the period search.
type Stats struct {
	Values      int   // Grundy values computed
	Comparisons int64 // window comparisons made by the cycle finder
}

// Options tune Solve.
type Options struct {
	// KeepValues: when the period does not show within Solve's limits, return the game anyway, knowing
	// the values it computed (Game.Known), instead of failing with CodeNoPeriod. Such a game answers the
	// piles among them and refuses the others (Game.CheckPile): a pile below every move is lost whatever
	// the period, and a pile the values reach needs no period at all. For callers that check their
	// piles (Batch, /grundy subtraction, a rule of Nim: nim.Rule.CheckHeaps); one that needs every pile
	// leaves it off.
	KeepValues bool
}

// Solve analyses the subtraction game with the given moves, for every pile size at once: it computes
// Grundy values until their period shows, within limits that keep it under about half a second
// (CodeNoPeriod past them, or with Options.KeepValues a game of the values computed). Small move sets
// take microseconds; the longest periods found within the limits are about two million values long, for
// moves near MaxMove (up to a fifth of a second). Large random move sets often have periods too long to
// find. The Game answers any pile from the period.
func Solve(ctx context.Context, moves MoveSet, opt Options) (*Game, error) {
	if err := checkMoveSet(moves); err != nil {
		return nil, err
	}
	m := int(moves[len(moves)-1])
	limit := min(maxValues, maxWork/len(moves))
	seq := &grundySeq{moves: moves, g: make([]uint8, 0, 1024)}
	base := uint64(0x9E3779B97F4A7C15) // odd, so multiplying by it loses no information mod 2^64
	top := uint64(1)                   // base^(m-1)
	for i := 1; i < m; i++ {
		top *= base
	}
	hashAt := func(i int) uint64 { // window hash from scratch
		var h uint64
		for _, v := range seq.g[i : i+m] {
			h = h*base + uint64(v) + 1
		}
		return h
	}
	roll := func(h uint64, i int) uint64 { // hash of W(i+1) from the hash of W(i)
		return (h-(uint64(seq.g[i])+1)*top)*base + uint64(seq.g[i+m]) + 1
	}
	var cmps int64
	same := func(i, j int, hi, hj uint64) bool {
		cmps++
		return hi == hj && bytes.Equal(seq.g[i:i+m], seq.g[j:j+m])
	}
	errNoPeriod := &InputError{Code: CodeNoPeriod, Field: FieldMoves, Text: typed.Clip(moves.String()), Limit: int64(limit)}
	grow := func(upto int) error { // make sure g[0..upto) exists
		if upto > limit {
			return errNoPeriod
		}
		return seq.extend(ctx, upto)
	}
	// noPeriod ends a search that reached the limit: CodeNoPeriod, or with KeepValues the game of the
	// first limit values, which the error says were computed (the search stops as soon as it needs one
	// more, so a few may be left to compute).
	noPeriod := func(err error) (*Game, error) {
		if err != errNoPeriod || !opt.KeepValues {
			return nil, err
		}
		if err := seq.extend(ctx, limit); err != nil {
			return nil, err
		}
		return &Game{moves: slices.Clone(moves), values: seq.g, stats: Stats{Values: len(seq.g), Comparisons: cmps}}, nil
	}

	// Brent: the tortoise waits at a power-of-two position while the hare runs ahead; the first time they
	// meet, the distance is the period lambda.
	if err := grow(m + 1); err != nil {
		return noPeriod(err)
	}
	power, lambda := 1, 1
	tortoise, ht := 0, hashAt(0)
	hare, hh := 1, hashAt(1)
	for !same(tortoise, hare, ht, hh) {
		if power == lambda {
			tortoise, ht = hare, hh
			power *= 2
			lambda = 0
		}
		if err := grow(hare + 1 + m); err != nil {
			return noPeriod(err)
		}
		hh = roll(hh, hare)
		hare++
		lambda++
	}
	// mu: walk two pointers lambda apart from the start until their windows agree.
	if err := grow(lambda + m); err != nil {
		return noPeriod(err)
	}
	mu, h0, h1 := 0, hashAt(0), hashAt(lambda)
	for !same(mu, mu+lambda, h0, h1) {
		if err := grow(mu + lambda + 1 + m); err != nil {
			return noPeriod(err)
		}
		h0, h1 = roll(h0, mu), roll(h1, mu+lambda)
		mu++
	}
	s := &Game{moves: slices.Clone(moves), pre: mu, period: lambda}
	s.values = slices.Clone(seq.g[:mu+lambda])
	s.stats = Stats{Values: len(seq.g), Comparisons: cmps}
	return s, nil
}

func checkMoveSet(moves MoveSet) error {
	if len(moves) == 0 {
		return &InputError{Code: CodeEmpty, Field: FieldMoves}
	}
	if len(moves) > MaxMoves {
		return &InputError{Code: CodeTooMany, Field: FieldMoves, Limit: MaxMoves, Count: int64(len(moves))}
	}
	for i, v := range moves {
		text := strconv.FormatInt(v, 10)
		switch {
		case v < 1:
			return &InputError{Code: CodeTooSmall, Field: FieldMoves, Index: i + 1, Text: text, Limit: 1}
		case v > MaxMove:
			return &InputError{Code: CodeTooLarge, Field: FieldMoves, Index: i + 1, Text: text, Limit: MaxMove}
		case i > 0 && v <= moves[i-1]:
			return fmt.Errorf("subtraction: move set %v is not sorted without repeats", moves)
		}
	}
	return nil
}

// grundySeq computes the Grundy sequence of a subtraction game, one value after another.
type grundySeq struct {
	moves MoveSet
	g     []uint8
}

// extend computes values until g has n of them.
func (q *grundySeq) extend(ctx context.Context, n int) error {
	for len(q.g) < n {
		i := len(q.g)
		if i&0xFFFF == 0 {
			if err := ctx.Err(); err != nil {
				return fmt.Errorf("subtraction: period search: %w", err)
			}
		}
		var seen [4]uint64 // values are at most len(moves) <= 255
		for _, s := range q.moves {
			if int(s) > i {
				break
			}
			v := q.g[i-int(s)]
			seen[v>>6] |= 1 << (v & 63)
		}
		q.g = append(q.g, uint8(mex256(&seen)))
	}
	return nil
}

// mex256 is the least value whose bit is clear.
func mex256(seen *[4]uint64) int {
	for w, word := range seen {
		if word != ^uint64(0) {
			return w*64 + bits.TrailingZeros64(^word)
		}
	}
	return 256
}

// Moves returns the move set.
func (s *Game) Moves() MoveSet { return slices.Clone(s.moves) }

// Period returns the least pre-period and the least period of the Grundy sequence: g(n+period) = g(n) for
// every n >= pre, and for no smaller pre or period. It is 0, 0 for a game without its period.
func (s *Game) Period() (pre, period int) { return s.pre, s.period }

// Known returns how many pile sizes the game answers, 0 to Known()-1: every pile (math.MaxInt64) once the
// period is found, otherwise the values Solve computed (Options.KeepValues).
func (s *Game) Known() int64 {
	if s.period == 0 {
		return int64(len(s.values))
	}
	return math.MaxInt64
}

// CheckPile returns nil when the game answers a pile of n (n >= 0), and otherwise, for a pile beyond the
// values of a game without its period, a CodeBeyondValues error: Text is n in digits and Limit is
// Known(); a caller that has the pile as typed, or its place in a sum, may fill Text and Index.
func (s *Game) CheckPile(n int64) error {
	// With the period, every pile: Known's MaxInt64 stands for all of them, 2^63-1 included, which
	// n < Known() would refuse.
	if s.period > 0 || n < s.Known() {
		return nil
	}
	return &InputError{Code: CodeBeyondValues, Field: FieldPile, Text: strconv.FormatInt(n, 10), Limit: s.Known()}
}

// Stats returns the counters of the period search.
func (s *Game) Stats() Stats { return s.stats }

// Grundy returns the Grundy value of a pile of n objects (0 <= n < Known(); CheckPile says whether n is).
// So do the methods below that take a pile, for piles up to n: a move only makes a pile smaller.
func (s *Game) Grundy(n int64) int {
	if n < int64(len(s.values)) {
		return int(s.values[n])
	}
	return int(s.values[int64(s.pre)+(n-int64(s.pre))%int64(s.period)])
}

// Wins reports whether the player to move wins on a pile of n objects.
func (s *Game) Wins(n int64) bool { return s.Grundy(n) != 0 }

// WinningMove returns how many objects to take from a pile of n to leave a lost position, or ok false when
// the position is already lost. It takes the least such amount.
func (s *Game) WinningMove(n int64) (take int64, ok bool) {
	return s.MoveTo(n, 0)
}

// MoveTo returns the least move from a pile of n to a pile of Grundy value t, or ok false when there is
// none (always so when t is the pile's own value). In a sum of piles, the winning move brings one pile to
// the value that makes the XOR 0 (nim.Solve with nim.Only(s), solvers/nim).
func (s *Game) MoveTo(n int64, t int) (take int64, ok bool) {
	if s.Grundy(n) == t {
		return 0, false
	}
	for _, m := range s.moves {
		if m > n {
			break
		}
		if s.Grundy(n-m) == t {
			return m, true
		}
	}
	return 0, false
}

// Takes yields, in increasing order, every move allowed from a pile of n: the moves of the set up to n.
// Ranged over directly, it inlines to a loop over the set, so a search over positions (solvers/nim's
// misère search) may call it for every position without allocating.
func (s *Game) Takes(n int64) iter.Seq[int64] {
	return func(yield func(int64) bool) {
		for _, k := range s.moves {
			if k > n || !yield(k) {
				return
			}
		}
	}
}

// Allows reports whether a move may take k objects from a pile of n: k is in the move set and at most n.
func (s *Game) Allows(n, k int64) bool {
	if k < 1 || k > n {
		return false
	}
	_, found := slices.BinarySearch(s.moves, k)
	return found
}

// Sum returns the Grundy value of a sum of piles, each played with this move set: the XOR of their values.
// The player to move wins the sum exactly when it is not zero; nim.Solve with nim.Only(s) (solvers/nim)
// finds the winning move.
func (s *Game) Sum(piles ...int64) int {
	x := 0
	for _, n := range piles {
		x ^= s.Grundy(n)
	}
	return x
}

// Table returns the Grundy values of piles 0 to n-1, for display.
func (s *Game) Table(n int) []int {
	t := make([]int, n)
	for i := range t {
		t[i] = s.Grundy(int64(i))
	}
	return t
}
