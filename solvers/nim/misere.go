package nim

import (
	"cmp"
	"context"
	"fmt"
	"slices"

	"kibitz/solvers/internal/typed"
)

// Bounds of the misère search: the table has one bit per heap tuple below the start (so maxMiserePositions
// bits, 8 MiB), and maxMisereSteps bounds the moves examined (about a quarter of a second).
const (
	maxMiserePositions = 1 << 26
	maxMisereSteps     = 1 << 26
)

// misereSearch decides misère play under a take-limit or a move set, where the Grundy values say nothing
// about who wins a sum (misère play has no Sprague-Grundy theory; Conway, On Numbers and Games, ch. 12).
// It visits every position reachable from h, smallest first.
//
// A position is a multiset of heap sizes, stored as the tuple sorted in decreasing order. Taking from one
// heap and sorting again gives a tuple T' that is at most T in every place (the k-th largest of the new
// heaps is at most the k-th largest of the old ones) and not equal to it, hence smaller in lexicographic
// order. So the tuples below the start H, in lexicographic order, are an order in which every move goes to
// an earlier tuple, and each tuple T <= H fits a mixed-radix key (digit i has base H_i+1) that is
// increasing in that order: one pass fills a bit table "the player to move wins", no recursion.
func misereSearch(ctx context.Context, h Heaps, r Rule) (win bool, mv Move, positions int64, err error) {
	tooLarge := &InputError{Code: CodeMisereTooLarge, Field: FieldMoves, Text: typed.Clip(r.String()), Limit: maxMisereSteps}
	var start []int64 // the non-empty heaps, largest first
	for _, v := range h {
		if v > 0 {
			start = append(start, v)
		}
	}
	slices.SortFunc(start, func(a, b int64) int { return cmp.Compare(b, a) })
	k := len(start)
	weight := make([]int64, k) // key = sum of T[i]*weight[i]
	size := int64(1)
	for i := k - 1; i >= 0; i-- {
		weight[i] = size
		if size > maxMiserePositions/(start[i]+1) {
			return false, Move{}, 0, tooLarge
		}
		size *= start[i] + 1
	}
	wins := make([]uint64, (size+63)/64)
	t := make([]int64, k) // the current tuple, sorted decreasing
	var key, steps int64

	// after returns the key of t with one heap, the one at place i, reduced to x < t[i].
	after := func(i int, x int64) int64 {
		next := key - t[i]*weight[i]
		q := i
		for q+1 < k && t[q+1] > x { // larger heaps after place i move up one place
			next += t[q+1] * (weight[q] - weight[q+1])
			q++
		}
		return next + x*weight[q]
	}
	won := func(key int64) bool { return wins[key>>6]>>(key&63)&1 != 0 }

	for {
		positions++
		if positions&0xFFFF == 0 {
			if err := ctx.Err(); err != nil {
				return false, Move{}, positions, fmt.Errorf("nim: misère search: %w", err)
			}
		}
		win, moved := false, false
	places:
		for i := 0; i < k; i++ {
			if t[i] == 0 || (i > 0 && t[i] == t[i-1]) { // equal heaps have equal moves
				continue
			}
			for take := range r.Takes(t[i]) {
				moved = true
				if steps++; steps > maxMisereSteps {
					return false, Move{}, positions, tooLarge
				}
				if !won(after(i, t[i]-take)) {
					win = true
					break places
				}
			}
		}
		if win || !moved { // misère: whoever cannot move has won
			wins[key>>6] |= 1 << (key & 63)
		}
		// Next tuple in lexicographic order: raise the last place that may grow, clear the places after it.
		j := k - 1
		for j >= 0 && (t[j] == start[j] || (j > 0 && t[j] == t[j-1])) {
			j--
		}
		if j < 0 {
			break // t == start, the last tuple
		}
		for l := j + 1; l < k; l++ {
			key -= t[l] * weight[l]
			t[l] = 0
		}
		t[j]++
		key += weight[j]
	}

	if !won(key) {
		return false, Move{}, positions, nil
	}
	// A winning move, named on the heaps as given: the first heap, and the least take, that reaches a loss.
	for hi, v := range h {
		if v == 0 {
			continue
		}
		i := slices.IndexFunc(t, func(x int64) bool { return x == v })
		for take := range r.Takes(v) {
			if !won(after(i, v-take)) {
				return true, Move{Heap: hi, Take: take}, positions, nil
			}
		}
	}
	return true, Move{}, positions, nil // won because no move is possible
}
