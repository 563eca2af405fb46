package divisor

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"kibitz/internal/testenv"
)

// bruteDivisor decides the divisor game for every N below limit from the divisors themselves: a sieve
// that, once N is decided, tells each multiple of N that it has a move to N.
func bruteDivisor(limit int, misere bool) []bool {
	win := make([]bool, limit)
	hasMove := make([]bool, limit)
	toLoss := make([]bool, limit) // has a move to a lost position
	for n := 1; n < limit; n++ {
		if hasMove[n] {
			win[n] = toLoss[n]
		} else {
			win[n] = misere
		}
		if n == 1 {
			continue
		}
		for m := 2 * n; m < limit; m += n {
			hasMove[m] = true
			if !win[n] {
				toLoss[m] = true
			}
		}
	}
	return win
}

func checkDivisorRange(t *testing.T, limit int) {
	for _, misere := range []bool{false, true} {
		want := bruteDivisor(limit, misere)
		s := newSolver(Options{Misere: misere})
		for n := 1; n < limit; n++ {
			res, err := s.solve(context.Background(), int64(n))
			if err != nil {
				t.Fatalf("Solve(%d) error %v", n, err)
			}
			if res.Win != want[n] {
				t.Fatalf("Solve(%d, misere=%v).Win = %v, want %v", n, misere, res.Win, want[n])
			}
			d := res.Move
			noMove := len(res.Factors) == 0 || len(res.Factors) == 1 && res.Factors[0].Exp == 1
			switch {
			case !res.Win && d != 0:
				t.Fatalf("Solve(%d, misere=%v) lost but moves to %d", n, misere, d)
			case res.Win && d == 0 && !(misere && noMove):
				t.Fatalf("Solve(%d, misere=%v) won without a move", n, misere)
			case d != 0 && (d <= 1 || d >= int64(n) || int64(n)%d != 0 || want[d]):
				t.Fatalf("Solve(%d, misere=%v) move %d is not a proper divisor to a lost position", n, misere, d)
			}
		}
	}
}

func TestSolveAgainstBruteForce(t *testing.T) {
	checkDivisorRange(t, 100_001)
}

func TestSolveAgainstBruteForceToAMillion(t *testing.T) {
	testenv.Heavy(t)
	checkDivisorRange(t, 1_000_001)
}

func TestSolveNormalPlayRule(t *testing.T) {
	// Normal play: won exactly when N is neither 1 nor a prime; the move found is a prime.
	r := rand.New(rand.NewPCG(5, 5))
	for range 2000 {
		n := 1 + r.Int64N(MaxN)
		res, err := Solve(context.Background(), n, Options{})
		if err != nil {
			t.Fatal(err)
		}
		composite := !(len(res.Factors) == 0 || len(res.Factors) == 1 && res.Factors[0].Exp == 1)
		if res.Win != composite {
			t.Fatalf("Solve(%d).Win = %v, want %v", n, res.Win, composite)
		}
		if res.Win && (n%res.Move != 0 || !isPrime(uint64(res.Move)) || res.Move == n) {
			t.Fatalf("Solve(%d).Move = %d, want a prime factor", n, res.Move)
		}
	}
}

func TestSolve(t *testing.T) {
	tests := []struct {
		n      int64
		misere bool
		win    bool
		move   int64
	}{
		{1, false, false, 0},
		{1, true, true, 0},
		{7, true, true, 0},
		{4, true, false, 0},  // p^2 -> p, where the opponent cannot move and wins
		{6, true, false, 0},  // pq -> p or q
		{8, true, true, 4},   // p^3 -> p^2, a lost position
		{12, true, true, 6},  // p^2 q -> pq
		{12, false, true, 2}, // normal play: move to a prime
		{2 * 3 * 5 * 7 * 11 * 13, true, true, 0},
		{9_999_999_967, true, true, 0}, // a prime
		{999_983 * 999_979, true, false, 0},
		{1 << 40, true, true, 0},
		{1e18, true, true, 10}, // 2^18 5^18 -> 2*5
	}
	for _, tc := range tests {
		res, err := Solve(context.Background(), tc.n, Options{Misere: tc.misere})
		if err != nil {
			t.Fatalf("Solve(%d) error %v", tc.n, err)
		}
		if res.Win != tc.win || tc.move != 0 && res.Move != tc.move {
			t.Errorf("Solve(%d, misere=%v) = %v %d, want %v %d", tc.n, tc.misere, res.Win, res.Move, tc.win, tc.move)
		}
	}
}

func TestSolveLargeAgainstDivisorBruteForce(t *testing.T) {
	// Numbers far above the sieve, checked by a game search over their actual divisors.
	for _, n := range []int64{2 * 3 * 5 * 7 * 11 * 13 * 17 * 19 * 23 * 29 * 31 * 37, 1 << 40, 3486784401, 963761198400, 9_999_999_967 * 2 * 2} {
		for _, misere := range []bool{false, true} {
			res, err := Solve(context.Background(), n, Options{Misere: misere})
			if err != nil {
				t.Fatal(err)
			}
			if want := divisorSearch(n, misere, map[int64]bool{}); res.Win != want {
				t.Errorf("Solve(%d, misere=%v).Win = %v, want %v", n, misere, res.Win, want)
			}
		}
	}
}

// divisorSearch decides the divisor game by trying every divisor.
func divisorSearch(n int64, misere bool, memo map[int64]bool) bool {
	if w, ok := memo[n]; ok {
		return w
	}
	var divs []int64
	for d := int64(2); d*d <= n; d++ {
		if n%d == 0 {
			divs = append(divs, d)
			if e := n / d; e != d {
				divs = append(divs, e)
			}
		}
	}
	win := misere && len(divs) == 0
	for _, d := range divs {
		if !divisorSearch(d, misere, memo) {
			win = true
			break
		}
	}
	memo[n] = win
	return win
}

func TestSolveErrors(t *testing.T) {
	for _, tc := range []struct {
		n    int64
		code Code
	}{{0, CodeTooSmall}, {-5, CodeTooSmall}, {MaxN + 1, CodeTooLarge}} {
		_, err := Solve(context.Background(), tc.n, Options{})
		var ie *InputError
		if !errors.As(err, &ie) || ie.Code != tc.code {
			t.Errorf("Solve(%d) error %v, want %s", tc.n, err, tc.code)
		}
	}
}

func TestFactorize(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	nums := []int64{1, 2, 3, 4, 997 * 997, 999_983 * 999_979, 1e18, 9_223_372_036_854_775_807, 4_611_686_014_132_420_609}
	for range 300 {
		nums = append(nums, 1+r.Int64N(1e18))
	}
	for _, n := range nums {
		ps := Factorize(n)
		prod := int64(1)
		for i, p := range ps {
			if !isPrime(uint64(p.Prime)) || p.Exp < 1 || i > 0 && p.Prime <= ps[i-1].Prime {
				t.Fatalf("Factorize(%d) = %v: not increasing primes", n, ps)
			}
			for range p.Exp {
				prod *= p.Prime
			}
		}
		if prod != n {
			t.Fatalf("Factorize(%d) = %v, product %d", n, ps, prod)
		}
	}
}

func TestIsPrime(t *testing.T) {
	const limit = 100_000
	composite := make([]bool, limit)
	for i := 2; i < limit; i++ {
		for j := 2 * i; j < limit; j += i {
			composite[j] = true
		}
	}
	for n := range uint64(limit) {
		if want := n >= 2 && !composite[n]; isPrime(n) != want {
			t.Fatalf("isPrime(%d) = %v, want %v", n, !want, want)
		}
	}
	// strong pseudoprimes to several small bases
	for _, n := range []uint64{3215031751, 2152302898747, 3474749660383, 341550071728321, 3825123056546413051} {
		if isPrime(n) {
			t.Errorf("isPrime(%d) = true for a composite", n)
		}
	}
}

func BenchmarkSolve(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 1))
	nums := make([]int64, 1024)
	for i := range nums {
		nums[i] = 1 + r.Int64N(1e13)
	}
	s := newSolver(Options{Misere: true})
	i := 0
	for b.Loop() {
		if _, err := s.solve(context.Background(), nums[i%len(nums)]); err != nil {
			b.Fatal(err)
		}
		i++
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "numbers/s")
}

func BenchmarkFactorizeSemiprime(b *testing.B) {
	for b.Loop() {
		Factorize(999_999_937 * 999_999_929) // two primes near 10^9: the slowest kind below 10^18
	}
}

// bruteGrundy is the normal-play Grundy value of every N below limit straight from the divisors:
// each d > 1 lists itself among the proper divisors of its multiples, and g(N) is the mex of their values.
func bruteGrundy(limit int) []int {
	divs := make([][]int32, limit)
	for d := 2; d < limit; d++ {
		for m := 2 * d; m < limit; m += d {
			divs[m] = append(divs[m], int32(d))
		}
	}
	g := make([]int, limit)
	for n := 1; n < limit; n++ {
		seen := map[int]bool{}
		for _, d := range divs[n] {
			seen[g[d]] = true
		}
		for seen[g[n]] {
			g[n]++
		}
	}
	return g
}

func TestGrundyAgainstBruteForce(t *testing.T) {
	const limit = 100_001
	want := bruteGrundy(limit)
	wins := bruteDivisor(limit, false)
	largest := 0
	for n := 1; n < limit; n++ {
		got, err := Grundy(context.Background(), int64(n))
		if err != nil {
			t.Fatalf("Grundy(%d) error %v", n, err)
		}
		if got != want[n] {
			t.Fatalf("Grundy(%d) = %d, want %d", n, got, want[n])
		}
		if (got != 0) != wins[n] {
			t.Fatalf("Grundy(%d) = %d, but the win/loss sieve says win=%v", n, got, wins[n])
		}
		largest = max(largest, got)
	}
	if largest < 5 {
		t.Errorf("largest Grundy value below %d is %d: the test hardly tests the mex", limit, largest)
	}
}

func TestGrundyLarge(t *testing.T) {
	// Far above the sieve: against a mex over the actual divisors, and on the shapes the solver found
	// slowest (many small primes; two large exponents).
	for _, n := range []int64{2 * 3 * 5 * 7 * 11 * 13 * 17 * 19 * 23 * 29 * 31 * 37, 1 << 40, 963761198400, 3486784401} {
		got, err := Grundy(context.Background(), n)
		if err != nil {
			t.Fatal(err)
		}
		if want := divisorGrundySearch(n, map[int64]int{}); got != want {
			t.Errorf("Grundy(%d) = %d, want %d", n, got, want)
		}
	}
	for _, tc := range []struct {
		n    int64
		code Code
	}{{0, CodeTooSmall}, {MaxN + 1, CodeTooLarge}} {
		_, err := Grundy(context.Background(), tc.n)
		var ie *InputError
		if !errors.As(err, &ie) || ie.Code != tc.code {
			t.Errorf("Grundy(%d) error %v, want %s", tc.n, err, tc.code)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Grundy(ctx, 720720); !errors.Is(err, context.Canceled) {
		t.Errorf("Grundy(cancelled) error %v, want context.Canceled", err)
	}
}

// divisorGrundySearch is the Grundy value by a mex over every proper divisor.
func divisorGrundySearch(n int64, memo map[int64]int) int {
	if g, ok := memo[n]; ok {
		return g
	}
	seen := map[int]bool{}
	for d := int64(2); d*d <= n; d++ {
		if n%d == 0 {
			seen[divisorGrundySearch(d, memo)] = true
			if e := n / d; e != d {
				seen[divisorGrundySearch(e, memo)] = true
			}
		}
	}
	g := 0
	for seen[g] {
		g++
	}
	memo[n] = g
	return g
}

func BenchmarkGrundy(b *testing.B) {
	// The shapes with the most options below 10^18 and below 10^13 (see Grundy).
	for _, tc := range []struct {
		name string
		n    int64
	}{
		{"21,9,5,2,1,1", (1 << 21) * 19683 * 3125 * 49 * 11 * 13},
		{"16,7,3,2,1", (1 << 16) * 2187 * 125 * 49 * 11},
	} {
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := Grundy(context.Background(), tc.n); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// TestShapes counts the shapes of N and of its proper divisors from the divisors themselves, each
// factorised, and checks Shapes against the count; and that a Solve never decides more than there are.
func TestShapes(t *testing.T) {
	ns := []int64{1, 2, 4, 6, 8, 12, 30, 36, 64, 720, 1024, 2310, 65536, 720720, 735134400, 963761198400}
	for n := int64(1); n <= 2000; n++ {
		ns = append(ns, n)
	}
	for _, n := range ns {
		seen := map[string]bool{}
		add := func(m int64) {
			exps := []int{}
			for _, f := range Factorize(m) {
				exps = append(exps, f.Exp)
			}
			slices.Sort(exps)
			seen[fmt.Sprint(exps)] = true
		}
		add(n)
		for d := int64(2); d*d <= n; d++ {
			if n%d == 0 { // d and n/d are proper divisors: 2 <= d <= n/d < n
				add(d)
				add(n / d)
			}
		}
		if got := Shapes(Factorize(n)); got != len(seen) {
			t.Fatalf("Shapes(%d) = %d, want %d", n, got, len(seen))
		}
		res, err := Solve(context.Background(), n, Options{Misere: true})
		if err != nil {
			t.Fatal(err)
		}
		if res.Stats.Shapes > len(seen) || res.Stats.Shapes < 1 {
			t.Fatalf("Solve(%d) decided %d shapes of %d", n, res.Stats.Shapes, len(seen))
		}
	}
	// 12 = 2^2 3 has (2, 1), (2), (1, 1), (1); Solve finds the move to 6 after
	// three of them and leaves (2), which is 4, undecided.
	res, _ := Solve(context.Background(), 12, Options{Misere: true})
	if got := Shapes(res.Factors); got != 4 || res.Stats.Shapes != 3 {
		t.Errorf("12: Shapes = %d, decided %d; want 4 and 3", got, res.Stats.Shapes)
	}
}

// TestShapesMost walks every shape of a number up to MaxN (32,748 of them, each at its smallest number,
// largest exponents on the smallest primes) and checks the most shapes a game has, which Shapes' comment
// cites: 3,670, for (21, 9, 5, 2, 1, 1).
func TestShapesMost(t *testing.T) {
	most := []PrimePower{{2, 21}, {3, 9}, {5, 5}, {7, 2}, {11, 1}, {13, 1}}
	if got := Shapes(most); got != 3670 {
		t.Errorf("Shapes(%v) = %d, want 3670", most, got)
	}
	testenv.Heavy(t) // the walk takes about a second
	primes := []int64{2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53}
	shapes, best := 0, 0
	var fs []PrimePower
	var walk func(i int, n int64, maxExp int)
	walk = func(i int, n int64, maxExp int) {
		if len(fs) > 0 {
			shapes++
			best = max(best, Shapes(fs))
		}
		for e, m := 1, n; i < len(primes) && e <= maxExp && m <= MaxN/primes[i]; e++ {
			m *= primes[i]
			fs = append(fs, PrimePower{primes[i], e})
			walk(i+1, m, e)
			fs = fs[:len(fs)-1]
		}
	}
	walk(0, 1, 64)
	if shapes != 32748 || best != 3670 {
		t.Errorf("%d shapes up to MaxN, the most %d in one game; want 32748 and 3670", shapes, best)
	}
}
