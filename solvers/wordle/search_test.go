package wordle

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"kibitz/internal/testenv"
)

// bruteCost is the least total number of guesses for answers S within depth guesses, trying every word
// at every state: the definition the search computes with pruning.
func bruteCost(d *Dictionary, S []Word, depth int, r rules, hard bool) int {
	if depth == 0 {
		return inf
	}
	if len(S) == 1 {
		return 1
	}
	best := inf
	for _, g := range d.words {
		if hard && !r.allows(g) {
			continue
		}
		classes := map[Feedback][]Word{}
		for _, a := range S {
			classes[Score(g, a)] = append(classes[Score(g, a)], a)
		}
		if len(classes) == 1 && classes[AllGreen] == nil {
			continue
		}
		cost := len(S)
		for f, sub := range classes {
			if f == AllGreen {
				continue
			}
			nr := r
			nr.add(g, f)
			cost += bruteCost(d, sub, depth-1, nr, hard)
		}
		best = min(best, cost)
	}
	return best
}

// smallDictionary draws n answers and m further guesses from the original lists. With cluster, the
// answers share three letters in place with a random answer (like hatch, latch, match), which makes the
// hard cases: few guesses split them, and depth limits bite.
func smallDictionary(t *testing.T, rng *rand.Rand, n, m int, cluster bool) *Dictionary {
	t.Helper()
	all := Default().words
	pool := all[:Default().answers]
	if cluster {
		w := pool[rng.IntN(len(pool))]
		var near []Word
		for _, a := range pool {
			same := 0
			for i := range 5 {
				if a[i] == w[i] {
					same++
				}
			}
			if same >= 3 {
				near = append(near, a)
			}
		}
		pool, n = near, min(n, len(near))
	}
	pick := func(from []Word, k int, taken map[Word]bool) string {
		var b strings.Builder
		for k > 0 {
			w := from[rng.IntN(len(from))]
			if !taken[w] {
				taken[w] = true
				b.WriteString(w.String() + "\n")
				k--
			}
		}
		return b.String()
	}
	taken := map[Word]bool{}
	answers := pick(pool, n, taken)
	guesses := pick(all, m, taken)
	d, err := LoadDictionary(strings.NewReader(answers), strings.NewReader(guesses))
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestSearchMatchesBruteForce compares the search, with a beam wide enough to try every word, with brute
// force on small random dictionaries, in both modes and with tight depth limits.
func TestSearchMatchesBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	rounds := 60
	if testing.Short() {
		rounds = 8
	}
	for i := range rounds {
		d := smallDictionary(t, rng, 8+rng.IntN(8), 10, i%3 != 0)
		hard := i%2 == 1
		depth := 3 + rng.IntN(3)
		all := make([]int32, d.answers)
		for k := range all {
			all[k] = int32(k)
		}
		s := newSearcher(d, hard, func(int, int) int { return len(d.words) })
		got, _ := s.solve(all, s.hash(all), depth, &rules{}, d.allIndices())
		want := bruteCost(d, d.Answers(), depth, rules{}, hard)
		if got != want {
			t.Fatalf("round %d (hard=%v, depth %d, answers %v): search cost %d, brute force %d", i, hard, depth, d.Answers(), got, want)
		}
		t.Logf("round %d: %d answers, hard=%v, depth %d: cost %d", i, d.answers, hard, depth, got)
		if got >= inf {
			continue
		}
		tree := &Tree{d: d, root: s.extract(all, depth, &rules{}, d.allIndices())}
		if st := tree.Eval(); st.Total != got || st.Worst > depth {
			t.Fatalf("round %d: extracted tree %+v, want total %d within %d", i, st, got, depth)
		}
	}
}

// TestBuildTreeSmall builds a tree for a small dictionary with BuildTree, whose cost must match its
// evaluation.
func TestBuildTreeSmall(t *testing.T) {
	d := smallDictionary(t, rand.New(rand.NewPCG(8, 9)), 60, 200, false)
	for _, hard := range []bool{false, true} {
		tree, cost, err := BuildTree(context.Background(), d, TreeOptions{Hard: hard, Beam: func(int, int) int { return 5 }, Workers: 2})
		if err != nil {
			t.Fatalf("BuildTree(hard=%v): %v", hard, err)
		}
		if st := tree.Eval(); st.Total != cost || st.Games != 60 {
			t.Errorf("BuildTree(hard=%v) cost %d, tree %+v", hard, cost, st)
		}
	}
}

// TestGreedyBaseline reproduces the seed's figures for the max-entropy strategy.
func TestGreedyBaseline(t *testing.T) {
	testenv.Heavy(t) // plays every answer by scanning every word: 18 s under -race
	st, err := PlayAll(context.Background(), Options{Strategy: Greedy})
	if err != nil {
		t.Fatal(err)
	}
	if st.Total != 8020 || st.Worst != 6 || st.First != "soare" {
		t.Errorf("greedy: %+v, want total 8020 (3.4644), worst 6, first soare", st)
	}
}

// TestScanDenseMatchesSparse checks that the two ways scan scores a guess (touching the classes used, or
// filling histograms) give the same candidates, in the same order, and the same separating guesses, on
// states of every size from random games and on tiny random subsets.
func TestScanDenseMatchesSparse(t *testing.T) {
	d := Default()
	rng := rand.New(rand.NewPCG(21, 22))
	states, every := 40, 1
	if testing.Short() || testenv.RaceEnabled {
		states, every = 8, 8 // and every 8th word as a guess: a full scan takes 40 ms, 1 s under -race
	}
	allowed := d.allIndices()
	for i := range allowed {
		allowed[i] *= int32(every)
	}
	allowed = allowed[:len(allowed)/every]
	s := newSearcher(d, false, nil)
	for i := range states {
		var S []int32
		if i%4 == 0 {
			// a handful of answers, so that guesses telling them all apart exist
			for _, a := range rng.Perm(d.answers)[:2+rng.IntN(6)] {
				S = append(S, int32(a))
			}
			slices.Sort(S)
		} else {
			answer := d.words[rng.IntN(d.answers)]
			var h History
			for range 1 + rng.IntN(2) {
				g := d.words[rng.IntN(len(d.words))]
				h = append(h, Row{g, Score(g, answer)})
			}
			var err error
			if S, err = d.candidates(h); err != nil {
				t.Fatal(err)
			}
		}
		s.denseMin = len(S) + 1
		sparse, p1, s1 := s.scan(S, allowed, 30, nil, false)
		s.denseMin = 0
		dense, p2, s2 := s.scan(S, allowed, 30, nil, false)
		if !slices.Equal(sparse, dense) || p1 != p2 || s1 != s2 {
			t.Fatalf("state of %d answers: sparse scan %v (%d, %d), dense %v (%d, %d)", len(S), sparse, p1, s1, dense, p2, s2)
		}
	}
}
