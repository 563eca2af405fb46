package wordle

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"time"
)

// TestPool: the lean search's pool at a state is the state's answers and probeCount other allowed words,
// in increasing order; all of allowed when that is small; and its probes are the best by the letter table.
func TestPool(t *testing.T) {
	d := Default()
	rng := rand.New(rand.NewPCG(11, 12))
	probed := 0
	for i := range 40 {
		hard := i%2 == 1
		h := randomHistories(d, 1, 1+rng.IntN(2), hard, false)[0]
		S, err := d.candidates(h)
		if err != nil {
			t.Fatal(err)
		}
		allowed := d.allIndices()
		if hard {
			r := h.rules()
			allowed = filterAllowed(d, allowed, &r)
		}
		s := newSearcher(d, hard, nil)
		s.makeLean()
		pool := slices.Clone(s.pool(S, allowed))
		if len(allowed) <= 2*(len(S)+probeCount) {
			if !slices.Equal(pool, allowed) {
				t.Errorf("%s: pool of %d words out of %d allowed, want all", h, len(pool), len(allowed))
			}
			continue
		}
		probed++
		if len(pool) != len(S)+probeCount || !slices.IsSorted(pool) {
			t.Fatalf("%s: pool of %d words (sorted %v), want %d answers + %d", h, len(pool), slices.IsSorted(pool), len(S), probeCount)
		}
		for _, a := range S {
			if _, ok := slices.BinarySearch(pool, a); !ok {
				t.Fatalf("%s: answer %s not in the pool", h, d.words[a])
			}
		}
		tab := s.probeTable(S)
		score := func(g int32) float32 {
			c := s.probe[g]
			return tab[c[0]] + tab[c[1]] + tab[c[2]] + tab[c[3]] + tab[c[4]]
		}
		worst := float32(math.Inf(1))
		for _, g := range pool {
			if _, ok := slices.BinarySearch(allowed, g); !ok {
				t.Fatalf("%s: %s in the pool is not allowed", h, d.words[g])
			}
			if _, inS := slices.BinarySearch(S, g); !inS {
				worst = min(worst, score(g))
			}
		}
		for _, g := range allowed {
			_, inPool := slices.BinarySearch(pool, g)
			if !inPool && score(g) > worst {
				t.Fatalf("%s: %s scores %v, better than a probe of the pool (%v)", h, d.words[g], score(g), worst)
			}
		}
	}
	if probed < 10 {
		t.Errorf("only %d states of the 40 had a pool smaller than the words allowed", probed)
	}
}

// TestLeanSuggestions: the lean search's suggestions state their figures exactly (answers left on
// average and at worst, computed here from the answers by Score), follow hard mode's hints, and find a
// possible answer that tells the others apart when there is one.
func TestLeanSuggestions(t *testing.T) {
	d := Default()
	for i, h := range append(randomHistories(d, 20, 1, false, true), randomHistories(d, 20, 2, true, true)...) {
		hard := i >= 20
		res, err := Solve(context.Background(), h, Options{Dictionary: d, Hard: hard, Top: 5, Budget: time.Millisecond, Lean: true})
		if err != nil {
			t.Fatal(err)
		}
		r := h.rules()
		for _, s := range res.Ranking {
			classes := map[Feedback]int{}
			for _, a := range res.Remaining {
				classes[Score(s.Guess, a)]++
			}
			sumSq, largest := 0, 0
			for f, k := range classes {
				if f != AllGreen {
					sumSq += k * k
					largest = max(largest, k)
				}
			}
			want := float64(sumSq) / float64(len(res.Remaining))
			// exactly the quotient, which rounds as its decimals read (7.25 is "7.3": i18n.Float), not a sum
			// of products a hair above or below it
			if s.ExpectedRemaining != want || s.Largest != largest || s.Possible != (classes[AllGreen] > 0) {
				t.Errorf("Solve(%s) suggests %s leaving %v on average, %d at worst (possible %v); it leaves %v, %d (%v)",
					h, s.Guess, s.ExpectedRemaining, s.Largest, s.Possible, want, largest, classes[AllGreen] > 0)
			}
			if hard && !r.allows(s.Guess) {
				t.Errorf("Solve(%s) in hard mode suggests %s, which ignores a hint", h, s.Guess)
			}
			if s.ExpectedGuesses != 0 && s.ExpectedGuesses < 1 {
				t.Errorf("Solve(%s): %s takes %v guesses on average", h, s.Guess, s.ExpectedGuesses)
			}
		}
	}
	// states of a few answers, some of which one of them tells apart
	perfects := 0
	for _, h := range randomHistories(d, 200, 2, false, true) {
		S, _ := d.candidates(h)
		if len(S) < 3 || len(S) > 12 {
			continue
		}
		perfect := false
		for _, g := range S {
			seen := map[Feedback]bool{}
			for _, a := range S {
				seen[Feedback(d.feedbackMatrix()[int(g)*d.answers+int(a)])] = true
			}
			perfect = perfect || len(seen) == len(S)
		}
		res, err := Solve(context.Background(), h, Options{Dictionary: d, Top: 5, Budget: time.Millisecond, Lean: true})
		if err != nil {
			t.Fatal(err)
		}
		if perfect {
			perfects++
		}
		if got := res.Ranking[0]; perfect && (!got.Possible || got.Largest != 1 || got.ExpectedGuesses != float64(2*len(S)-1)/float64(len(S))) {
			t.Errorf("Solve(%s) = %+v, want a possible answer that tells the %d apart", h, got, len(S))
		}
	}
	if perfects < 5 {
		t.Errorf("only %d states of a few answers that one of them tells apart", perfects)
	}
}
