package wordle

import (
	"math"
	"slices"
)

// Suggestion is one ranked guess with the figures that explain it.
type Suggestion struct {
	Guess    Word
	Possible bool // the guess could be the answer
	// ExpectedRemaining is how many answers are expected to be left after the guess, every remaining answer
	// being equally likely (a correct guess leaves none): the sum of squared class sizes over the total.
	ExpectedRemaining float64
	// Entropy is the information the feedback gives on average, in bits.
	Entropy float64
	// Largest is how many answers are left in the worst case.
	Largest int
	// ExpectedGuesses is the average number of guesses to finish the game from here, this one included,
	// when the strategy knows it (the tree's guess, and the guesses the live search evaluated); else 0.
	ExpectedGuesses float64
}

// figures computes a Suggestion for guess g over candidates S.
func (d *Dictionary) figures(S []int32, g int32) Suggestion {
	row := d.feedbackMatrix()[int(g)*d.answers : int(g+1)*d.answers]
	var cnt [NumFeedbacks]int
	for _, a := range S {
		cnt[row[a]]++
	}
	n := float64(len(S))
	s := Suggestion{Guess: d.words[g], Possible: cnt[AllGreen] > 0}
	sumSq := 0
	for f, k := range cnt {
		if k == 0 {
			continue
		}
		p := float64(k) / n
		s.Entropy -= p * math.Log2(p)
		if Feedback(f) != AllGreen {
			sumSq += k * k
			s.Largest = max(s.Largest, k)
		}
	}
	// one division of whole numbers, so that 638/88 is 7.25 exactly and reads so (a sum of k*k/n was a
	// hair off, and 7.25 and 1.85 were shown rounded one way and the other)
	s.ExpectedRemaining = float64(sumSq) / n
	return s
}

// rank lists the top guesses for candidates S: the chosen guess first, then the guesses whose cost the
// search knows, cheapest first, then the best of the rest by the search's partition score.
func (d *Dictionary) rank(S []int32, r *rules, hard bool, c choice, top int) []Suggestion {
	n := len(S)
	chosen, costs := c.guess, c.costs
	order := []int32{chosen}
	known := make([]int32, 0, len(costs))
	for g := range costs {
		if g != chosen {
			known = append(known, g)
		}
	}
	slices.SortFunc(known, func(a, b int32) int {
		if costs[a] != costs[b] {
			return costs[a] - costs[b]
		}
		return int(a - b)
	})
	order = append(order, known...)
	for _, g := range c.order {
		if len(order) < top && !slices.Contains(order, g) {
			order = append(order, g)
		}
	}
	if len(order) < top && n > 2 { // two answers: guessing one of them beats any other guess
		allowed := d.allIndices()
		if hard {
			allowed = filterAllowed(d, allowed, r)
		}
		s := newSearcher(d, hard, nil)
		more, _, _ := s.scan(S, allowed, top+len(order), nil, false)
		for _, c := range more {
			if !slices.Contains(order, c.guess) {
				order = append(order, c.guess)
			}
		}
	}
	if len(order) > top {
		order = order[:top]
	}
	out := make([]Suggestion, len(order))
	for i, g := range order {
		out[i] = d.figures(S, g)
		if c, ok := costs[g]; ok {
			out[i].ExpectedGuesses = float64(c) / float64(n)
		}
	}
	return out
}

// treeCost returns the total number of guesses the subtree at nd makes to find each answer of S.
func (d *Dictionary) treeCost(nd *node, S []int32) int {
	total := 0
	for _, a := range S {
		for x := nd; x != nil; {
			total++
			f := Score(d.words[x.guess], d.words[a])
			if f == AllGreen {
				break
			}
			x = x.child(f)
		}
	}
	return total
}
