package wordle

import (
	"cmp"
	"math/bits"
	"slices"

	"kibitz/internal/editdist"
	"kibitz/solvers/wordle"
)

// The closest words to a guess that is not in the word list, for the reply that refuses it: "CRNAE is not
// in kibitz's word list. Closest words: CRANE, ...". Closeness is the edit distance with swaps of two
// neighbouring letters (the optimal string alignment distance: CRNAE is one swap from CRANE), and an
// anagram of the guess counts as two edits however far its letters moved (NACRE for CRNAE), since a
// player who typed the right letters in the wrong order is close. Ties go to possible answers first,
// the words players know, then to anagrams (TSLOE is STOLE before TALON), then to the words that start
// as the guess does for longer (a slip is likelier towards the end of a word: WRDLE is WRITE before
// LADLE), then alphabetical order. Over the 12,972 words of the original lists this takes a third of a
// millisecond (BenchmarkClosest; closest's comment has the figures).

const (
	// closestMax is how many words a refusal suggests.
	closestMax = 5
	// closestFar is the greatest distance suggested: three edits of five letters still share two, and
	// beyond that a suggestion is no longer a guess at what the player meant.
	closestFar = 3
)

// closest returns up to n allowed words of d nearest to w, at most closestFar edits away, nearest first.
//
// It measures w against every word, and did so with the table of editdist.OSA, 1.3 to 2.2 ms a guess.
// Three things cut that, none changing a suggestion (TestClosestSame and FuzzClosest compare with the
// table's way, closestByTable): the distance is computed bit-parallel (editdist.Pattern); a word with too
// few letters in common with w is not measured at all (lettersApart); and the n nearest are kept as they
// come, in order, rather than every word within closestFar sorted at the end, so that once there are n of
// them a word must be as near as the last of them to be measured further. CPU time of BenchmarkClosest
// ("crnae"), medians of 5 runs of 1,000 interleaved with the code before each step (the shared 2-core
// machine, load average 9 to 11): the table 1316 µs; bit-parallel 689 (0.52); the letters first 591
// (0.80 of that); the n nearest kept as they come 230 (0.42 of that); in all 275 against 1806 in one
// interleaved run (0.15); and wall time (go test -bench -count 6 interleaved, load average 2 to 5) 1133
// against 152 (0.13). BenchmarkClosestGuesses, medians of 6 in one run (loaded), µs a guess:
//
//	               table    now
//	crnae (swap)    2923    347   0.12
//	wrdle           2664    354   0.13
//	tsloe (anagram) 2472    299   0.12
//	esrat           1657    314   0.19
//	zzzzz           1063    158   0.15
//	qxqxq (none)    1053    150   0.14
//
// What is left is mostly going through the 12,972 words at all (a copy of the list, two sets of letters
// a word); rejected for now: a pass over the list's words kept as letter sets by the dictionary, which
// would need solvers/wordle to keep them for one refusal's sake.
func closest(d *wordle.Dictionary, w wordle.Word, n int) []wordle.Word {
	pattern, _ := editdist.NewPattern(w[:])
	letters := letterSet(w)
	far := closestFar // the farthest a word may be and still be among the n nearest
	var best []near   // the n nearest so far, in order
	for _, x := range d.Words() {
		xLetters := letterSet(x)
		if x == w || lettersApart(letters, xLetters) > far {
			continue
		}
		dist := pattern.Distance(x[:])
		same := xLetters == letters && anagram(w, x) // the set first: most words differ in it
		if same {
			dist = min(dist, 2)
		}
		if dist > far {
			continue
		}
		f := near{x, dist, d.IsAnswer(x), same, commonPrefix(w, x)}
		i, _ := slices.BinarySearchFunc(best, f, compareNear)
		if i >= n {
			continue
		}
		best = slices.Insert(best, i, f)
		if len(best) > n {
			best = best[:n]
		}
		if len(best) == n {
			far = best[n-1].dist // a word farther than the last cannot come before it
		}
	}
	out := make([]wordle.Word, 0, len(best))
	for _, f := range best {
		out = append(out, f.w)
	}
	return out
}

// near is a word close to a guess, with what orders it among the others.
type near struct {
	w       wordle.Word
	dist    int
	answer  bool
	anagram bool
	prefix  int
}

// compareNear orders close words: nearest first, then possible answers, then anagrams, then the longer
// common start, then alphabetical order.
func compareNear(a, b near) int {
	if c := cmp.Compare(a.dist, b.dist); c != 0 {
		return c
	}
	if a.answer != b.answer {
		return first(a.answer)
	}
	if a.anagram != b.anagram {
		return first(a.anagram)
	}
	if c := cmp.Compare(b.prefix, a.prefix); c != 0 {
		return c
	}
	return slices.Compare(a.w[:], b.w[:])
}

// lettersApart is a lower bound of the edit distance of two five-letter words, from their sets of
// letters: the letters two words share, counted with repeats (common), are at least their matched and
// swapped letters, and every other letter of a word takes an edit, so the distance is at least 5 -
// common. common is at most the letters of both sets plus the repeats in the word with fewer repeats:
// a shared letter counts once in the sets, and its further copies are repeats of both words.
func lettersApart(a, b uint32) int {
	return 5 - bits.OnesCount32(a&b) - min(5-bits.OnesCount32(a), 5-bits.OnesCount32(b))
}

// first orders the one of two that has a property (a true yes) before the other.
func first(yes bool) int {
	if yes {
		return -1
	}
	return 1
}

// commonPrefix is how many letters a and b start with alike.
func commonPrefix(a, b wordle.Word) int {
	n := 0
	for n < 5 && a[n] == b[n] {
		n++
	}
	return n
}

// letterSet is the set of w's letters, a bit for each.
func letterSet(w wordle.Word) uint32 {
	return 1<<(w[0]-'a') | 1<<(w[1]-'a') | 1<<(w[2]-'a') | 1<<(w[3]-'a') | 1<<(w[4]-'a')
}

// anagram reports whether a and b have the same letters, as many times each.
func anagram(a, b wordle.Word) bool {
	var count [26]int
	for i := range 5 {
		count[a[i]-'a']++
		count[b[i]-'a']--
	}
	return count == [26]int{}
}
