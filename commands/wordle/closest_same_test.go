package wordle

import (
	"math/rand/v2"
	"slices"
	"testing"

	"kibitz/internal/editdist"
	"kibitz/solvers/wordle"
)

// closestByTable is closest as it was before editdist.Pattern, the table of OSA filled cell by cell and
// every word's letters counted, every word within closestFar sorted (by compareNear, the order kept): the
// reference closest must agree with.
func closestByTable(d *wordle.Dictionary, w wordle.Word, n int) []wordle.Word {
	var found []near
	for _, x := range d.Words() {
		if x == w {
			continue
		}
		dist, same := editdist.OSA(w[:], x[:]), anagram(w, x)
		if same {
			dist = min(dist, 2)
		}
		if dist <= closestFar {
			found = append(found, near{x, dist, d.IsAnswer(x), same, commonPrefix(w, x)})
		}
	}
	slices.SortFunc(found, compareNear)
	out := make([]wordle.Word, 0, min(n, len(found)))
	for _, f := range found[:min(n, len(found))] {
		out = append(out, f.w)
	}
	return out
}

// nearGuess is a random guess: random letters, or a word of the list with one to three letters changed,
// swapped or moved, the mistakes closest answers.
func nearGuess(rng *rand.Rand, words []wordle.Word) wordle.Word {
	var w wordle.Word
	if rng.IntN(4) == 0 {
		for i := range w {
			w[i] = byte('a' + rng.IntN(26))
		}
		return w
	}
	w = words[rng.IntN(len(words))]
	for range 1 + rng.IntN(3) {
		i, j := rng.IntN(5), rng.IntN(5)
		switch rng.IntN(3) {
		case 0:
			w[i] = byte('a' + rng.IntN(26))
		case 1:
			w[i], w[j] = w[j], w[i]
		default: // a letter moved from i to j
			word := append(append([]byte(nil), w[:i]...), w[i+1:]...)
			word = slices.Insert(word, j, w[i])
			copy(w[:], word)
		}
	}
	return w
}

// TestClosestSame: closest suggests the words closestByTable does, in its order, for 1,500 guesses near
// the list's words or random (every word of the list and the guess's letters at stake), and every word of
// the list as a guess measures each sixteenth word of the list as OSA does.
func TestClosestSame(t *testing.T) {
	d := testDictionary()
	words := d.Words()
	rng := rand.New(rand.NewPCG(5, 6))
	for range 1500 {
		w := nearGuess(rng, words)
		got, want := closest(d, w, 12), closestByTable(d, w, 12)
		if !slices.Equal(got, want) {
			t.Fatalf("closest(%s) = %v, by the table %v", w, got, want)
		}
	}
	for _, w := range words {
		p, _ := editdist.NewPattern(w[:])
		for i := 0; i < len(words); i += 16 {
			x := words[i]
			if got, want := p.Distance(x[:]), editdist.OSA(w[:], x[:]); got != want {
				t.Fatalf("distance of %s and %s = %d, OSA %d", w, x, got, want)
			}
			if got, want := letterSet(x) == letterSet(w) && anagram(w, x), anagram(w, x); got != want {
				t.Fatalf("anagram %s, %s: %v with the letter sets, %v", w, x, got, want)
			}
		}
	}
}

// FuzzClosest: closest and closestByTable agree on any five letters.
func FuzzClosest(f *testing.F) {
	for _, s := range []string{"crnae", "zzzzz", "wrdle", "qxqxq", "tsloe", "nacre"} {
		f.Add(s)
	}
	d := testDictionary()
	f.Fuzz(func(t *testing.T, s string) {
		w, err := wordle.ParseWord(s)
		if err != nil {
			return
		}
		if got, want := closest(d, w, closestMax), closestByTable(d, w, closestMax); !slices.Equal(got, want) {
			t.Fatalf("closest(%s) = %v, by the table %v", w, got, want)
		}
	})
}
