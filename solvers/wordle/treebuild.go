package wordle

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"sync"
)

// TreeOptions steer BuildTree.
type TreeOptions struct {
	Hard    bool   // hard mode: every guess obeys the hints before it
	First   string // the first guess; empty lets the search choose among the beam at the start
	Depth   int    // the most guesses any answer may take; 0 means 5 in normal mode, 6 in hard mode
	Beam    Beam   // guesses tried per state; nil means GeneratorBeam
	Workers int    // goroutines; 0 means GOMAXPROCS
	// Progress, if set, is called after each class of a first guess is solved.
	Progress func(done, total int)
	// Report, if set, is called with the total cost of each first guess tried (inf: none within Depth).
	Report func(first Word, cost int)
}

// GeneratorBeam is the default beam of BuildTree: 20 guesses per state (see doc.go for the beams the
// embedded trees used and what the others gave).
func GeneratorBeam(n, depth int) int { return 20 }

// BuildTree computes a complete strategy for the answers of d by the beam search. It takes minutes for the
// original lists; it is how the embedded trees are made (internal/gentree). The cost returned is the total
// number of guesses over all answers.
func BuildTree(ctx context.Context, d *Dictionary, opt TreeOptions) (*Tree, int, error) {
	if opt.Depth == 0 {
		opt.Depth = 5
		if opt.Hard {
			opt.Depth = 6
		}
	}
	if opt.Beam == nil {
		opt.Beam = GeneratorBeam
	}
	if opt.Workers <= 0 {
		opt.Workers = runtime.GOMAXPROCS(0)
	}
	S := make([]int32, d.answers)
	for i := range S {
		S[i] = int32(i)
	}
	all := make([]int32, len(d.words))
	for i := range all {
		all[i] = int32(i)
	}
	var firsts []int32
	if opt.First != "" {
		w, err := ParseWord(opt.First)
		g, ok := d.index[w]
		if err != nil || !ok {
			return nil, 0, fmt.Errorf("wordle: first guess %q is not an allowed word", opt.First)
		}
		firsts = []int32{g}
	} else {
		s := newSearcher(d, opt.Hard, opt.Beam)
		top, _, _ := s.scan(S, all, opt.Beam(len(S), opt.Depth), nil, false)
		for _, c := range top {
			firsts = append(firsts, c.guess)
		}
	}
	var best *Tree
	bestCost := inf
	for _, g := range firsts {
		// A first guess given by name must get a tree: if no strategy fits the depth limit (some openings
		// in hard mode), allow one guess more, then two.
		for depth := opt.Depth; depth <= opt.Depth+2; depth++ {
			o := opt
			o.Depth = depth
			t, cost, err := buildFrom(ctx, d, o, S, all, g)
			if err != nil {
				return nil, 0, err
			}
			if opt.Report != nil {
				opt.Report(d.words[g], cost)
			}
			if cost < bestCost {
				best, bestCost = t, cost
			}
			if cost < inf || len(firsts) > 1 {
				break
			}
		}
	}
	if best == nil {
		return nil, 0, fmt.Errorf("wordle: no strategy within %d guesses", opt.Depth)
	}
	return best, bestCost, nil
}

// buildFrom solves every class of first guess g in parallel, each worker with its own searcher, and
// assembles the tree.
func buildFrom(ctx context.Context, d *Dictionary, opt TreeOptions, S, all []int32, g int32) (*Tree, int, error) {
	s0 := newSearcher(d, opt.Hard, opt.Beam)
	buf := make([]int32, len(S))
	start := s0.partition(S, g, buf)
	type job struct {
		f    Feedback
		sub  []int32
		node *node
		cost int
	}
	var jobs []*job
	for f := range Feedback(NumFeedbacks) {
		if lo, hi := start[f], start[f+1]; hi > lo && f != AllGreen {
			jobs = append(jobs, &job{f: f, sub: buf[lo:hi]})
		}
	}
	slices.SortFunc(jobs, func(a, b *job) int { return len(b.sub) - len(a.sub) })
	next := make(chan *job)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done := 0
	for range opt.Workers {
		wg.Go(func() {
			s := newSearcher(d, opt.Hard, opt.Beam)
			for j := range next {
				var r rules
				allowed := all
				if opt.Hard {
					r.add(d.words[g], j.f)
					allowed = filterAllowed(d, all, &r)
				}
				j.cost, _ = s.solve(j.sub, s.hash(j.sub), opt.Depth-1, &r, allowed)
				if j.cost < inf {
					j.node = s.extract(j.sub, opt.Depth-1, &r, allowed)
				}
				s.memo = make(map[uint64]memoEntry) // bound the memory; classes rarely share states
				mu.Lock()
				done++
				if opt.Progress != nil {
					opt.Progress(done, len(jobs))
				}
				mu.Unlock()
			}
		})
	}
	for _, j := range jobs {
		select {
		case next <- j:
		case <-ctx.Done():
		}
	}
	close(next)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		return nil, 0, err
	}
	root := &node{guess: g, children: make(map[Feedback]*node)}
	cost := len(S)
	for _, j := range jobs {
		if j.cost >= inf {
			return nil, inf, nil
		}
		cost += j.cost
		root.children[j.f] = j.node
	}
	return &Tree{d: d, root: root}, cost, nil
}

// extract builds the subtree the searcher chose for a state it has solved.
func (s *searcher) extract(S []int32, depth int, r *rules, allowed []int32) *node {
	return s.expand(S, r, allowed, 0, func(S []int32, r *rules, allowed []int32, level int) (int32, bool) {
		_, g := s.solve(S, s.hash(S), depth-level, r, allowed)
		return g, false
	})
}

// expand builds the tree of a strategy from the state (S, r, allowed), level guesses below the root:
// choose names the state's guess and whether the tree stops there. Below a guess, each class of the
// answers its feedback splits S into, but the all-green one, is a child, with the rules (and in hard
// mode the guesses) that feedback leaves. The searcher's trees (extract) and the greedy one (greedyTree)
// both grow this way.
func (s *searcher) expand(S []int32, r *rules, allowed []int32, level int,
	choose func(S []int32, r *rules, allowed []int32, level int) (guess int32, leaf bool)) *node {
	g, leaf := choose(S, r, allowed, level)
	n := &node{guess: g}
	if leaf {
		return n
	}
	buf := make([]int32, len(S))
	start := s.partition(S, g, buf)
	for f := range Feedback(NumFeedbacks) {
		lo, hi := start[f], start[f+1]
		if hi == lo || f == AllGreen {
			continue
		}
		if n.children == nil {
			n.children = make(map[Feedback]*node)
		}
		nr, nallowed := *r, allowed
		if s.hard {
			nr.add(s.d.words[g], f)
			nallowed = filterAllowed(s.d, allowed, &nr)
		}
		n.children[f] = s.expand(buf[lo:hi], &nr, nallowed, level+1, choose)
	}
	return n
}
