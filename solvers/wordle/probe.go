package wordle

import (
	"math"
	"slices"
)

// The lean search (Options.Lean) scores, at each state, not every allowed word but a pool: the answers
// left, which the search must consider (a possible answer that tells the others apart beats any other
// guess, and only they can end the game at once), and the words a letter count ranks most informative.
// The count costs one table lookup per letter of each allowed word, where scoring a word costs one
// lookup per answer left, so a state of 150 answers costs about a thirtieth of a full scan. The pool is
// a guess at the best words, no more: the search's costs stay exact for the guesses it evaluates, and
// what it misses is measured in doc.go.

// probeCount is how many words besides the answers left the lean search scores at a state.
const probeCount = 96

// makeProbeCodes returns, for every word, the five cells of the letter table (probeTable) that estimate
// what its letters tell: cell i*26+c for letter c at position i, plus 130 when c occurs earlier in the
// word, whose colour then says less.
func makeProbeCodes(words []Word) [][5]uint8 {
	out := make([][5]uint8, len(words))
	for g, w := range words {
		var seen uint32
		for i, c := range w {
			code := uint8(i*26) + c - 'a'
			if seen&(1<<(c-'a')) != 0 {
				code += 130
			}
			seen |= 1 << (c - 'a')
			out[g][i] = code
		}
	}
	return out
}

// probeTable returns the letter table of state S: for letter c at position i, the entropy of its
// colour over S were the colours of the five letters independent: green when an answer has c there,
// yellow when it has c elsewhere, else grey; for a repeated letter, green or not. The sum over a word's
// five cells bounds its real entropy from above (the colours are not independent), and ranks words by
// how well they cover the letters that still vary among the answers.
func (s *searcher) probeTable(S []int32) (t [260]float32) {
	var green [5][26]int32
	var present [26]int32
	for _, a := range S {
		w := s.d.words[a]
		var seen uint32
		for i, c := range w {
			green[i][c-'a']++
			if seen&(1<<(c-'a')) == 0 {
				present[c-'a']++
				seen |= 1 << (c - 'a')
			}
		}
	}
	n := float64(len(S))
	h := func(p float64) float64 {
		if p <= 0 || p >= 1 {
			return 0
		}
		return -p * math.Log2(p)
	}
	for c := range 26 {
		if present[c] == 0 {
			continue // grey everywhere: tells nothing
		}
		for i := range 5 {
			g := float64(green[i][c]) / n
			y := float64(present[c]-green[i][c]) / n
			t[i*26+c] = float32(h(g) + h(y) + h(1-g-y))
			t[130+i*26+c] = float32(h(g) + h(1-g))
		}
	}
	return t
}

// probe is a word with its letter table score; pool keeps the best in a min-heap, the worst at the root.
type probe struct {
	score float32
	guess int32
}

// worse orders probes: lower score, then higher index (so that the lowest index wins ties).
func (a probe) worse(b probe) bool {
	if a.score != b.score {
		return a.score < b.score
	}
	return a.guess > b.guess
}

// pool returns the guesses of allowed (in increasing order) that the lean search scores at state S
// (sorted): S itself and the probeCount best others by the letter table, in increasing order; allowed
// itself when that would be most of it.
func (s *searcher) pool(S, allowed []int32) []int32 {
	if len(allowed) <= 2*(len(S)+probeCount) {
		return allowed
	}
	t := s.probeTable(S)
	codes := s.probe
	heap := s.heap[:0]
	inS := s.inS
	for _, a := range S {
		inS[a] = true
	}
	// allowed is in increasing order, so a word that only ties the worst probe kept comes after it and
	// loses: once the heap is full, a word must score more than its root (thr) to enter.
	thr := float32(-1)
	for _, g := range allowed {
		c := &codes[g]
		score := t[c[0]] + t[c[1]] + t[c[2]] + t[c[3]] + t[c[4]]
		if score <= thr || int(g) < len(inS) && inS[g] {
			continue
		}
		p := probe{score, g}
		if len(heap) < probeCount {
			heap = append(heap, p)
			for i := len(heap) - 1; i > 0; { // sift up
				parent := (i - 1) / 2
				if !heap[i].worse(heap[parent]) {
					break
				}
				heap[i], heap[parent] = heap[parent], heap[i]
				i = parent
			}
			if len(heap) == probeCount {
				thr = heap[0].score
			}
			continue
		}
		heap[0] = p
		for i := 0; ; { // sift down
			l, smallest := 2*i+1, i
			if l < len(heap) && heap[l].worse(heap[smallest]) {
				smallest = l
			}
			if l+1 < len(heap) && heap[l+1].worse(heap[smallest]) {
				smallest = l + 1
			}
			if smallest == i {
				break
			}
			heap[i], heap[smallest] = heap[smallest], heap[i]
			i = smallest
		}
		thr = heap[0].score
	}
	for _, a := range S {
		inS[a] = false
	}
	s.heap = heap
	out := append(s.poolBuf[:0], S...)
	for _, p := range heap {
		out = append(out, p.guess)
	}
	slices.Sort(out)
	s.poolBuf = out
	return out
}
