package nim

import (
	"context"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"strconv"
	"testing"

	"kibitz/solvers/internal/batch/batchtest"
	"kibitz/solvers/subtraction"
)

// bruteWins decides a heap game by trying every move, remembering positions by their heaps as given (no
// sorting, no theory): the baseline the fast paths are checked against.
type bruteWins struct {
	rule   Rule
	misere bool
	memo   map[string]bool
}

func newBrute(r Rule, misere bool) *bruteWins {
	return &bruteWins{rule: r, misere: misere, memo: make(map[string]bool)}
}

func (b *bruteWins) win(h Heaps) bool {
	key := fmt.Sprint([]int64(h))
	if w, ok := b.memo[key]; ok {
		return w
	}
	moved, win := false, false
	for i, v := range h {
		for k := int64(1); k <= v; k++ {
			if !b.rule.Allows(v, k) {
				continue
			}
			moved = true
			if !b.win(h.After(Move{Heap: i, Take: k})) {
				win = true
			}
		}
	}
	if !moved {
		win = b.misere
	}
	b.memo[key] = win
	return win
}

func randomHeaps(r *rand.Rand, count, most int) Heaps {
	h := make(Heaps, 1+r.IntN(count))
	for i := range h {
		h[i] = int64(r.IntN(most + 1))
	}
	return h
}

// checkAgainstBrute solves h and checks the verdict and the move against the brute force.
func checkAgainstBrute(t *testing.T, b *bruteWins, h Heaps, opt Options) {
	t.Helper()
	res, err := Solve(context.Background(), h, opt)
	if err != nil {
		t.Fatalf("Solve(%v, %v) error %v", h, opt, err)
	}
	if want := b.win(h); res.Win != want {
		t.Fatalf("Solve(%v, misere=%v rule=%v).Win = %v, want %v", h, opt.Misere, opt.Rule, res.Win, want)
	}
	if !res.Win {
		if res.Move != (Move{}) {
			t.Fatalf("Solve(%v) lost position has move %v", h, res.Move)
		}
		return
	}
	if res.Move.Take == 0 {
		if h.HasMove(opt.Rule) {
			t.Fatalf("Solve(%v, misere=%v rule=%v) won without a move, but moves exist", h, opt.Misere, opt.Rule)
		}
		return
	}
	m := res.Move
	if m.Heap < 0 || m.Heap >= len(h) || !opt.Rule.Allows(h[m.Heap], m.Take) {
		t.Fatalf("Solve(%v, rule=%v) move %v is illegal", h, opt.Rule, m)
	}
	if b.win(h.After(m)) {
		t.Fatalf("Solve(%v, misere=%v rule=%v) move %v leaves a won position", h, opt.Misere, opt.Rule, m)
	}
}

func mustRule(t testing.TB, s string) Rule {
	t.Helper()
	r, err := ParseRule(context.Background(), s)
	if err != nil {
		t.Fatalf("ParseRule(%q): %v", s, err)
	}
	return r
}

func TestSolveAgainstBruteForce(t *testing.T) {
	rules := []string{"any", "1-3", "1-1", "1,2,5", "2,3", "3,7,9,11", "4,5,11", "1,4"}
	for _, rs := range rules {
		for _, misere := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/misere=%v", rs, misere), func(t *testing.T) {
				opt := Options{Misere: misere, Rule: mustRule(t, rs)}
				b := newBrute(opt.Rule, misere)
				r := rand.New(rand.NewPCG(1, uint64(len(rs))))
				for range 300 {
					checkAgainstBrute(t, b, randomHeaps(r, 4, 9), opt)
				}
				// every position of up to three heaps of up to 6
				for x := range int64(7) {
					for y := range x + 1 {
						for z := range y + 1 {
							checkAgainstBrute(t, b, Heaps{x, y, z}, opt)
						}
					}
				}
			})
		}
	}
}

func TestSolve(t *testing.T) {
	big := int64(math.MaxInt64)
	tests := []struct {
		name   string
		heaps  Heaps
		misere bool
		rule   string
		win    bool
		move   string
	}{
		{"classic 3 4 5", Heaps{3, 4, 5}, false, "", true, "1:2"},
		{"lost 1 2 3", Heaps{1, 2, 3}, false, "", false, "-"},
		{"empty normal", Heaps{0}, false, "", false, "-"},
		{"empty misère has won", Heaps{0, 0}, true, "", true, "-"},
		{"misère one 1", Heaps{1}, true, "", false, "-"},
		{"misère two 1s", Heaps{1, 1}, true, "", true, "1:1"},
		{"misère one big, odd 1s", Heaps{5, 1}, true, "", true, "1:5"},
		{"misère one big, even 1s", Heaps{5, 1, 1}, true, "", true, "1:4"},
		{"misère two big", Heaps{2, 2}, true, "", false, "-"},
		{"largest heaps", Heaps{big, big - 1, 3}, false, "", true, "1:2"},
		{"take-limit 3", Heaps{5}, false, "1-3", true, "1:1"},
		{"take-limit lost", Heaps{4, 8}, false, "1-3", false, "-"},
		{"take-limit huge", Heaps{big}, false, "1-1000000000000", true, "1:" + fmt.Sprint(big%1000000000001)},
		{"move set", Heaps{7}, false, "1,2,5", true, "1:1"},
		{"misère move set", Heaps{3, 4}, true, "1,2,5", false, "-"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			opt := Options{Misere: tc.misere, Rule: mustRule(t, tc.rule)}
			res, err := Solve(context.Background(), tc.heaps, opt)
			if err != nil {
				t.Fatalf("Solve(%v) error %v", tc.heaps, err)
			}
			if res.Win != tc.win || res.Move.String() != tc.move {
				t.Errorf("Solve(%v, misere=%v, %q) = %v %v, want %v %v", tc.heaps, tc.misere, tc.rule, res.Win, res.Move, tc.win, tc.move)
			}
		})
	}
}

func TestSolveMisereTooLarge(t *testing.T) {
	opt := Options{Misere: true, Rule: mustRule(t, "1,2,5")}
	_, err := Solve(context.Background(), Heaps{1000, 2000, 3000, 4000}, opt)
	var ie *InputError
	if !errors.As(err, &ie) || ie.Code != CodeMisereTooLarge {
		t.Fatalf("Solve(large misère) error %v, want %s", err, CodeMisereTooLarge)
	}
	// The multiplayer suggestion still plays on.
	m, ok, err := Suggest(context.Background(), Heaps{1000, 2000, 3000, 4000}, opt)
	if err != nil || !ok || m != (Move{Heap: 3, Take: 1}) {
		t.Errorf("Suggest(large misère) = %v %v %v, want 4:1", m, ok, err)
	}
}

func TestSolveNegativeHeap(t *testing.T) {
	_, err := Solve(context.Background(), Heaps{3, -1}, Options{})
	var ie *InputError
	if !errors.As(err, &ie) || ie.Code != CodeNegative || ie.Index != 2 {
		t.Fatalf("Solve(3 -1) error %v, want %s at 2", err, CodeNegative)
	}
}

func TestSuggest(t *testing.T) {
	tests := []struct {
		name  string
		heaps Heaps
		opt   Options
		move  Move
		ok    bool
	}{
		{"winning move when there is one", Heaps{3, 4, 5}, Options{}, Move{Heap: 0, Take: 2}, true},
		{"else one from the largest", Heaps{1, 2, 3}, Options{}, Move{Heap: 2, Take: 1}, true},
		{"least allowed take", Heaps{4, 8}, Options{Rule: AtMost(3)}, Move{Heap: 1, Take: 1}, true},
		{"least take of the move set", Heaps{1, 5}, Options{Rule: Only(mustSub(t, subtraction.MoveSet{2, 3}))}, Move{Heap: 1, Take: 2}, true},
		{"game over", Heaps{0, 0}, Options{}, Move{}, false},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			m, ok, err := Suggest(context.Background(), tc.heaps, tc.opt)
			if err != nil || m != tc.move || ok != tc.ok {
				t.Errorf("Suggest(%v) = %v %v %v, want %v %v", tc.heaps, m, ok, err, tc.move, tc.ok)
			}
		})
	}
}

// TestSuggestAgainstBruteForce: the move for games of any number of players is a winning move (to a
// position lost for the next player, by the brute force) whenever the position is won and a move exists,
// and otherwise a legal move while one exists.
func TestSuggestAgainstBruteForce(t *testing.T) {
	for _, rs := range []string{"any", "1-3", "1,2,5", "2,3", "1,3,4"} {
		for _, misere := range []bool{false, true} {
			opt := Options{Misere: misere, Rule: mustRule(t, rs)}
			b := newBrute(opt.Rule, misere)
			r := rand.New(rand.NewPCG(5, uint64(len(rs))))
			for range 300 {
				h := randomHeaps(r, 4, 9)
				m, ok, err := Suggest(context.Background(), h, opt)
				if err != nil {
					t.Fatalf("Suggest(%v, %s, misere=%v) error %v", h, rs, misere, err)
				}
				if ok != h.HasMove(opt.Rule) {
					t.Fatalf("Suggest(%v, %s) ok=%v, but HasMove says %v", h, rs, ok, !ok)
				}
				if !ok {
					continue
				}
				if m.Heap < 0 || m.Heap >= len(h) || !opt.Rule.Allows(h[m.Heap], m.Take) {
					t.Fatalf("Suggest(%v, %s) = %v is illegal", h, rs, m)
				}
				if b.win(h) && b.win(h.After(m)) {
					t.Fatalf("Suggest(%v, %s, misere=%v) = %v leaves a won position, but a winning move exists", h, rs, misere, m)
				}
			}
		}
	}
}

func TestMisereSearchMatchesBouton(t *testing.T) {
	// The search, run on plain Nim, must agree with Bouton's misère rule (which has its own brute-force
	// test above): two independent routes to the same answers.
	r := rand.New(rand.NewPCG(7, 7))
	for range 500 {
		h := randomHeaps(r, 5, 7)
		win, mv, _, err := misereSearch(context.Background(), h, Rule{})
		if err != nil {
			t.Fatal(err)
		}
		bw, _ := misereNim(h, xorAll(h))
		if win != bw {
			t.Fatalf("misereSearch(%v) = %v, Bouton says %v", h, win, bw)
		}
		if win && mv.Take > 0 {
			after := h.After(mv)
			if w, _ := misereNim(after, xorAll(after)); w {
				t.Fatalf("misereSearch(%v) move %v leaves a won position", h, mv)
			}
		}
	}
}

// TestSubtractionSumThroughSolve: a sum of piles of a subtraction game, solved as Nim under Only(s), has
// its winning move checked by brute force.
func TestSubtractionSumThroughSolve(t *testing.T) {
	s := mustSub(t, subtraction.MoveSet{1, 2, 5})
	b := newBrute(Only(s), false)
	for _, h := range []Heaps{{1, 2, 3}, {4, 4}, {7, 8, 9}, {10, 11}} {
		checkAgainstBrute(t, b, h, Options{Rule: Only(s)})
	}
}

func xorAll(h Heaps) int64 {
	x := int64(0)
	for _, v := range h {
		x ^= v
	}
	return x
}

func mustSub(t testing.TB, m subtraction.MoveSet) *subtraction.Game {
	t.Helper()
	s, err := subtraction.Solve(context.Background(), m, subtraction.Options{})
	if err != nil {
		t.Fatalf("subtraction.Solve(%v): %v", m, err)
	}
	return s
}

func BenchmarkSolveNim(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	h := make(Heaps, 100)
	for i := range h {
		h[i] = r.Int64()
	}
	for b.Loop() {
		if _, err := Solve(context.Background(), h, Options{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)*100/b.Elapsed().Seconds(), "heaps/s")
}

func BenchmarkMisereSearch(b *testing.B) {
	h := Heaps{12, 15, 18, 20, 22}
	opt := Options{Misere: true, Rule: mustRule(b, "1,3,4")}
	var positions int64
	for b.Loop() {
		res, err := Solve(context.Background(), h, opt)
		if err != nil {
			b.Fatal(err)
		}
		positions = res.Stats.Positions
	}
	b.ReportMetric(float64(positions), "positions/op")
}

// FuzzSolve: small positions under every kind of rule, both conventions, against the brute force.
func FuzzSolve(f *testing.F) {
	f.Add([]byte{3, 4, 5}, uint8(0), false)
	f.Add([]byte{1, 1}, uint8(1), true)
	f.Add([]byte{7, 2, 0, 9}, uint8(2), true)
	rules := []Rule{{}, AtMost(2), AtMost(5)}
	for _, m := range []subtraction.MoveSet{{1, 2, 5}, {2, 3}, {1, 4}, {3, 7, 9, 11}} {
		s, err := subtraction.Solve(context.Background(), m, subtraction.Options{})
		if err != nil {
			f.Fatal(err)
		}
		rules = append(rules, Only(s))
	}
	f.Fuzz(func(t *testing.T, heaps []byte, rule uint8, misere bool) {
		if len(heaps) == 0 || len(heaps) > 4 {
			return
		}
		h := make(Heaps, len(heaps))
		for i, v := range heaps {
			h[i] = int64(v % 12)
		}
		opt := Options{Misere: misere, Rule: rules[int(rule)%len(rules)]}
		checkAgainstBrute(t, newBrute(opt.Rule, misere), h, opt)
	})
}

// noPeriodMoves is a move set whose Grundy values show no period within subtraction.Solve's limits: 28
// moves between 900,000 and 999,999 (195 characters, so Discord's moves option takes it), for which
// Solve computes 2^27/28 = 4,793,490 values and stops.
const noPeriodMoves = "902162,904120,904865,907322,912144,913279,918373,920730,923427,933033,933386,939633,944478,944938," +
	"949991,950858,961643,964048,966191,970674,973081,973821,976937,978357,978442,979659,982300,994099"

// TestRuleWithoutPeriod: a move set whose values show no period is still a rule, as in /grundy
// subtraction: the heaps among the values computed are answered from them (the XOR of their values as
// always), and a heap beyond them is refused by Solve, Suggest and Batch with CodeBeyondValues, naming the
// heap and the values known.
func TestRuleWithoutPeriod(t *testing.T) {
	r := mustRule(t, noPeriodMoves)
	known := r.Known()
	if known != 1<<27/28 {
		t.Fatalf("Known() = %d, want %d", known, 1<<27/28)
	}
	if AtMost(3).Known() != math.MaxInt64 || (Rule{}).Known() != math.MaxInt64 || mustRule(t, "1,3,4").Known() != math.MaxInt64 {
		t.Errorf("a rule with a period or a closed form knows every heap")
	}
	// Every heap means the largest too (MaxHeap): a move set's was refused as beyond 2^63-2.
	if err := mustRule(t, "1,3,7").CheckHeaps(Heaps{MaxHeap}); err != nil {
		t.Errorf("a heap of 2^63-1 under moves 1,3,7: %v", err)
	}
	opt := Options{Rule: r}
	ctx := context.Background()
	// Answered: heaps below every move (no move at all), and the largest heap known beside a small one.
	for _, h := range []Heaps{{5, 7}, {0}, {known - 1, 902_162}} {
		res, err := Solve(ctx, h, opt)
		if err != nil {
			t.Fatalf("Solve(%v) error %v, want an answer", h, err)
		}
		want := r.Grundy(h[0])
		for _, v := range h[1:] {
			want ^= r.Grundy(v)
		}
		if res.Sum != want || res.Win != (want != 0) {
			t.Errorf("Solve(%v) = sum %d, win %v; the values give %d", h, res.Sum, res.Win, want)
		}
		if res.Win && (!r.Allows(h[res.Move.Heap], res.Move.Take) || xorGrundy(r, h.After(res.Move)) != 0) {
			t.Errorf("Solve(%v): move %v does not leave a lost position", h, res.Move)
		}
	}
	// Refused: the first heap beyond the values, by its place.
	for _, h := range []Heaps{{known}, {5, known + 1, MaxHeap}} {
		_, err := Solve(ctx, h, opt)
		var ie *InputError
		heap := 1
		if len(h) > 1 {
			heap = 2
		}
		if !errors.As(err, &ie) || ie.Code != CodeBeyondValues || ie.Field != FieldHeaps || ie.Index != heap ||
			ie.Text != strconv.FormatInt(h[heap-1], 10) || ie.Limit != known {
			t.Errorf("Solve(%v) error %+v, want %s for heap %d with limit %d", h, err, CodeBeyondValues, heap, known)
		}
		if _, _, err := Suggest(ctx, h, opt); !errors.As(err, &ie) || ie.Code != CodeBeyondValues {
			t.Errorf("Suggest(%v) error %v, want %s", h, err, CodeBeyondValues)
		}
		if err := r.CheckHeaps(h); !errors.As(err, &ie) || ie.Code != CodeBeyondValues {
			t.Errorf("CheckHeaps(%v) = %v, want %s", h, err, CodeBeyondValues)
		}
	}
	if err := r.CheckHeaps(Heaps{0, known - 1}); err != nil {
		t.Errorf("CheckHeaps within the values = %v", err)
	}
	batchtest.Want(t, Batch, BatchOptions{Rule: r, Describe: code}, fmt.Sprintf("5 7\n1 %d\n0\n", known),
		"loss -\nerror: beyond_values\nloss -\n")
}

func xorGrundy(r Rule, h Heaps) int64 {
	var x int64
	for _, v := range h {
		x ^= r.Grundy(v)
	}
	return x
}
