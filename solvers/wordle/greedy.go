package wordle

import "math"

// The seed's strategy, kept as the baseline: guess the allowed word whose feedback distribution over the
// remaining answers has the highest entropy (the most information), ties going to a word that could be
// the answer, then to the word first in alphabetical order (the order of the seed's list of all 12,972
// words). Over the 2,315 answers it needs 8,020 guesses (average 3.4644, worst 6) in normal mode,
// starting with SOARE; taking the answers first instead of alphabetical order, 8,018.

// entropyTable[k] = k*log2(k), so that the entropy of a partition of n answers into classes of sizes k is
// log2(n) - sum(entropyTable[k])/n.
func entropyTable(n int) []float64 {
	t := make([]float64, n+1)
	for k := 1; k <= n; k++ {
		t[k] = float64(k) * math.Log2(float64(k))
	}
	return t
}

// greedyGuess returns the max-entropy guess for candidates S among allowed, which is in alphabetical order.
func greedyGuess(d *Dictionary, S, allowed []int32, klogk []float64) int32 {
	if len(S) == 1 {
		return S[0]
	}
	m := d.feedbackMatrix()
	nA := d.answers
	var cnt [NumFeedbacks]int32
	best, bestSum, bestHit := int32(-1), math.Inf(1), false
	for _, g := range allowed {
		row := m[int(g)*nA : int(g+1)*nA]
		for _, a := range S {
			cnt[row[a]]++
		}
		sum := 0.0
		for _, a := range S {
			if k := cnt[row[a]]; k > 0 {
				sum += klogk[k]
				cnt[row[a]] = 0
			}
		}
		// re-count the all-green class: it was zeroed above
		hit := false
		for _, a := range S {
			if row[a] == byte(AllGreen) {
				hit = true
				break
			}
		}
		const eps = 1e-9
		if sum < bestSum-eps || sum <= bestSum+eps && hit && !bestHit {
			best, bestSum, bestHit = g, sum, hit
		}
	}
	return best
}

// greedyTree plays the greedy strategy from every state it reaches, in normal or hard mode, and returns it
// as a tree; a game that would need more than 10 guesses is cut off there (it never happens with the
// original lists).
func greedyTree(d *Dictionary, hard bool) *Tree {
	S := make([]int32, d.answers)
	for i := range S {
		S[i] = int32(i)
	}
	all := d.alphabetical()
	s := &searcher{d: d, m: d.feedbackMatrix(), nA: d.answers, hard: hard}
	klogk := entropyTable(d.answers)
	root := s.expand(S, &rules{}, all, 0, func(S []int32, _ *rules, allowed []int32, level int) (int32, bool) {
		return greedyGuess(d, S, allowed, klogk), level == 9 // the tenth guess ends the game
	})
	return &Tree{d: d, root: root}
}
