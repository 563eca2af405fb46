package subtraction

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// bruteGrundy is the Grundy sequence g(0..n-1) of a subtraction game straight from the definition.
func bruteGrundy(moves MoveSet, n int) []int {
	g := make([]int, n)
	for i := range g {
		seen := map[int]bool{}
		for _, s := range moves {
			if int(s) <= i {
				seen[g[i-int(s)]] = true
			}
		}
		for seen[g[i]] {
			g[i]++
		}
	}
	return g
}

// brutePeriod finds the least period of g's tail and then the least pre-period, by looking only at the
// values: it trusts that both are well inside the computed length.
func brutePeriod(g []int) (pre, period int) {
	n := len(g)
	for p := 1; p < n/4; p++ {
		ok := true
		for i := n / 2; i+p < n; i++ {
			if g[i] != g[i+p] {
				ok = false
				break
			}
		}
		if ok {
			s := n / 2
			for s > 0 && g[s-1] == g[s-1+p] {
				s--
			}
			return s, p
		}
	}
	return -1, -1
}

// allMoveSets lists every move set of 1 to size moves from 1..most.
func allMoveSets(size, most int) []MoveSet {
	var sets []MoveSet
	var grow func(set MoveSet, next int)
	grow = func(set MoveSet, next int) {
		if len(set) > 0 {
			sets = append(sets, slices.Clone(set))
		}
		if len(set) == size {
			return
		}
		for m := next; m <= most; m++ {
			grow(append(set, int64(m)), m+1)
		}
	}
	grow(nil, 1)
	return sets
}

func TestSolveAgainstBruteForce(t *testing.T) {
	sets := allMoveSets(4, 12)
	if len(sets) != 12+66+220+495 {
		t.Fatalf("allMoveSets(4, 12) made %d sets", len(sets))
	}
	longest := 0
	for _, set := range sets {
		s := mustSolve(t, set)
		g := bruteGrundy(set, 4000)
		wantPre, wantPeriod := brutePeriod(g)
		pre, period := s.Period()
		if pre != wantPre || period != wantPeriod {
			t.Fatalf("Solve(%v).Period() = %d, %d, want %d, %d", set, pre, period, wantPre, wantPeriod)
		}
		longest = max(longest, pre+period)
		for n, want := range g {
			if got := s.Grundy(int64(n)); got != want {
				t.Fatalf("Solve(%v).Grundy(%d) = %d, want %d", set, n, got, want)
			}
		}
		for n := range int64(60) {
			k, ok := s.WinningMove(n)
			if ok != (g[n] != 0) || ok && (!slices.Contains(set, k) || k > n || g[n-k] != 0) {
				t.Fatalf("Solve(%v).WinningMove(%d) = %d, %v", set, n, k, ok)
			}
		}
	}
	t.Logf("%d move sets; longest pre-period + period %d", len(sets), longest)
}

func TestSolvePeriods(t *testing.T) {
	tests := []struct {
		moves       MoveSet
		pre, period int
	}{
		{MoveSet{1}, 0, 2},
		{MoveSet{1, 2, 3}, 0, 4},
		{MoveSet{1, 2, 5}, 0, 3}, // the pebble game: lost exactly at multiples of 3
		{MoveSet{2, 5, 7}, 0, 22},
		{MoveSet{1, 999}, 0, 2},           // {1, k}: period 2 for odd k,
		{MoveSet{1, 1000}, 0, 1001},       // k+1 for even k
		{MoveSet{2, 1000}, 0, 1002},       // {2, k}: k+2 when 4 divides k
		{MoveSet{2, 1000000}, 0, 1000002}, // the longest: about a million values
	}
	for _, tc := range tests {
		s := mustSolve(t, tc.moves)
		if pre, period := s.Period(); pre != tc.pre || period != tc.period {
			t.Errorf("Solve(%v).Period() = %d, %d, want %d, %d", tc.moves, pre, period, tc.pre, tc.period)
		}
	}
}

func TestLargePiles(t *testing.T) {
	// Against the brute-force sequence reduced by a period found independently.
	for _, set := range []MoveSet{{1, 2, 5}, {1, 3, 4}, {2, 5, 7}, {3, 7, 9, 11}, {4, 5, 11}} {
		s := mustSolve(t, set)
		g := bruteGrundy(set, 4000)
		pre, period := brutePeriod(g)
		for _, n := range []int64{1e18, 1e18 - 1, 999_999_999_937, 123_456_789_012_345} {
			want := g[pre+int((n-int64(pre))%int64(period))]
			if got := s.Grundy(n); got != want {
				t.Errorf("Solve(%v).Grundy(%d) = %d, want %d", set, n, got, want)
			}
		}
	}
}

func TestRandomLargeSets(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		var set MoveSet
		for range 1 + r.IntN(6) {
			set = append(set, 1+r.Int64N(40))
		}
		slices.Sort(set)
		set = slices.Compact(set)
		s := mustSolve(t, set)
		pre, period := s.Period()
		g := bruteGrundy(set, pre+3*period+200)
		for n, want := range g {
			if got := s.Grundy(int64(n)); got != want {
				t.Fatalf("Solve(%v).Grundy(%d) = %d, want %d", set, n, got, want)
			}
		}
	}
}

func TestSumAndTable(t *testing.T) {
	s := mustSolve(t, MoveSet{1, 2, 5})
	if got, want := fmt.Sprint(s.Table(9)), "[0 1 2 0 1 2 0 1 2]"; got != want {
		t.Errorf("Table(9) = %s, want %s", got, want)
	}
	// g(1) ^ g(2) ^ g(3) = 1 ^ 2 ^ 0.
	if got, want := s.Sum(1, 2, 3), 3; got != want {
		t.Errorf("Sum(1, 2, 3) = %d, want %d", got, want)
	}
}

func TestSolveErrors(t *testing.T) {
	tests := []struct {
		name  string
		moves MoveSet
		code  Code
	}{
		{"empty", nil, CodeEmpty},
		{"zero", MoveSet{0, 1}, CodeTooSmall},
		{"too large", MoveSet{1, MaxMove + 1}, CodeTooLarge},
	}
	for _, tc := range tests {
		_, err := Solve(context.Background(), tc.moves, Options{})
		var ie *InputError
		if !errors.As(err, &ie) || ie.Code != tc.code {
			t.Errorf("Solve(%v) error %v, want %s", tc.moves, err, tc.code)
		}
	}
	if _, err := Solve(context.Background(), MoveSet{2, 1}, Options{}); err == nil {
		t.Error("Solve(unsorted) gave no error")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Solve(ctx, MoveSet{2, 1000000}, Options{}); !errors.Is(err, context.Canceled) {
		t.Errorf("Solve(cancelled) error %v, want context.Canceled", err)
	}
}

func mustSolve(t testing.TB, m MoveSet) *Game {
	t.Helper()
	s, err := Solve(context.Background(), m, Options{})
	if err != nil {
		t.Fatalf("Solve(%v): %v", m, err)
	}
	return s
}

func BenchmarkSolve(b *testing.B) {
	for _, set := range []MoveSet{{1, 2, 5}, {3, 7, 9, 11}, {2, 1000000}} {
		b.Run(set.String(), func(b *testing.B) {
			var st Stats
			for b.Loop() {
				s, err := Solve(context.Background(), set, Options{})
				if err != nil {
					b.Fatal(err)
				}
				st = s.Stats()
			}
			b.ReportMetric(float64(st.Values), "values/op")
		})
	}
}

// noPeriodSet is a move set whose Grundy values show no period within Solve's limits: 60 moves between
// 900,000 and 999,999, so Solve computes 2^27/60 = 2,236,962 values and stops.
func noPeriodSet() MoveSet {
	rng := rand.New(rand.NewPCG(11, 12))
	var m MoveSet
	for range 60 {
		m = append(m, int64(900_000+rng.IntN(100_000)))
	}
	slices.Sort(m)
	return slices.Compact(m)
}

// TestKeepValues: without its period a game still knows the values it computed. Solve refuses the move
// set (CodeNoPeriod) unless asked to keep them; kept, the game answers every pile below Known, from the
// definition's values, and refuses the piles beyond (CodeBeyondValues) rather than guess.
func TestKeepValues(t *testing.T) {
	moves := noPeriodSet()
	_, err := Solve(context.Background(), moves, Options{})
	var ie *InputError
	if !errors.As(err, &ie) || ie.Code != CodeNoPeriod {
		t.Fatalf("Solve(%v) error %v, want %s", moves, err, CodeNoPeriod)
	}
	s, err := Solve(context.Background(), moves, Options{KeepValues: true})
	if err != nil {
		t.Fatalf("Solve(KeepValues) error %v", err)
	}
	if pre, period := s.Period(); pre != 0 || period != 0 {
		t.Errorf("Period() = %d, %d without a period, want 0, 0", pre, period)
	}
	known := s.Known()
	if known != ie.Limit || known != 1<<27/int64(len(moves)) {
		t.Fatalf("Known() = %d; the refusal said no period within %d values", known, ie.Limit)
	}
	// The values against the definition, a mex over a slice rather than bruteGrundy's map, which would
	// take seconds here: up to 1,200,000, three hundred thousand values past the smallest move.
	g := make([]int, 1_200_000)
	var seen [MaxMoves + 2]int // seen[v] == n+1: some move from n leaves value v
	for n := range g {
		for _, m := range moves {
			if int(m) <= n {
				seen[g[n-int(m)]] = n + 1
			}
		}
		for seen[g[n]] == n+1 {
			g[n]++
		}
		if got := s.Grundy(int64(n)); got != g[n] {
			t.Fatalf("Grundy(%d) = %d, want %d", n, got, g[n])
		}
	}
	for _, n := range []int64{0, 5, 899_999, known - 1} {
		if err := s.CheckPile(n); err != nil {
			t.Errorf("CheckPile(%d) = %v, want nil below Known", n, err)
		}
	}
	if take, ok := s.WinningMove(known - 1); ok && s.Grundy(known-1-take) != 0 {
		t.Errorf("WinningMove(%d) = %d to a pile of value %d", known-1, take, s.Grundy(known-1-take))
	}
	for _, n := range []int64{known, MaxPile} {
		err := s.CheckPile(n)
		if !errors.As(err, &ie) || ie.Code != CodeBeyondValues || ie.Field != FieldPile || ie.Limit != known || ie.Text != fmt.Sprint(n) {
			t.Errorf("CheckPile(%d) = %v, want %s with limit %d", n, err, CodeBeyondValues, known)
		}
	}
	// A game with its period answers every pile.
	p := mustSolve(t, MoveSet{1, 2, 5})
	if err := p.CheckPile(MaxPile); err != nil || p.Known() != math.MaxInt64 {
		t.Errorf("periodic game: CheckPile(MaxPile) = %v, Known() = %d", err, p.Known())
	}
	// 2^63-1 too, the largest Nim heap (nim.MaxHeap), which Nim's move sets play on: it was refused as
	// beyond a limit of 2^63-2 "the moves' values show no period within".
	if err := p.CheckPile(math.MaxInt64); err != nil {
		t.Errorf("periodic game: CheckPile(2^63-1) = %v", err)
	}
}
