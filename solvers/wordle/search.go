package wordle

import (
	"math"
	"math/rand/v2"
	"slices"
	"time"
)

// inf is the cost of a set that cannot be solved within the guesses left.
const inf = 1 << 28

// Beam says how many guesses the search tries at a state with n candidate answers and depth guesses left
// (the one being chosen included). The guesses tried are the best n by the partition score.
type Beam func(n, depth int) int

// searcher finds, for a set of candidate answers, the guess that minimises the total number of guesses
// needed to solve all of them, within a depth limit, trying only the most promising guesses at each state
// (a beam) and remembering every state it solves. The cost of a state S with a guess g is
//
//	cost(S, g) = |S| + sum over feedbacks f other than all-green of cost(S_f)
//
// where S_f are the answers that give feedback f to g: every answer pays for this guess, and those not yet
// found pay for the rest. One state's cost is the minimum over the guesses tried. The cost of one answer
// is 1, of two answers 3 (guess one, then the other); a guess in S that separates all of S costs 2|S|-1,
// which no guess beats, and a guess outside S that separates it costs 2|S|, which only that beats: both
// end the search of a state at once. A candidate guess whose lower bound (1 per singleton class, 2m-1
// per class of m) cannot beat the best so far is skipped, and the classes of one guess are searched
// largest first so that a losing guess is abandoned early.
type searcher struct {
	d     *Dictionary
	m     []byte
	nA    int
	hard  bool
	beam  Beam
	delta []int32 // delta[k] = est(k+1)-est(k), scaled by 256: the partition score of adding to a class of k
	zob   []uint64
	memo  map[uint64]memoEntry

	nodes    int64
	deadline time.Time // zero: none
	stopped  bool

	cnt  [NumFeedbacks]int32
	hist [2][256]int32 // scoreDense's histograms, kept zero between calls
	cum  []int32       // cum[k] = delta[0] + ... + delta[k-1]: the partition score of a class of k
	// denseMin is the state size from which scan uses scoreDense (denseMin by default; tests change it).
	denseMin int

	// lean: every state scores only its pool of guesses (probe.go) rather than every allowed word.
	lean    bool
	probe   [][5]uint8 // searchTables.probe
	heap    []probe    // pool's scratch
	inS     []bool     // pool's scratch: the answers of the state, by index
	poolBuf []int32    // the last pool
	top1    [1]candidate
}

type memoEntry struct {
	cost  int32
	guess int32
}

func newSearcher(d *Dictionary, hard bool, beam Beam) *searcher {
	t := d.searchTables()
	return &searcher{d: d, m: d.feedbackMatrix(), nA: d.answers, hard: hard, beam: beam, memo: make(map[uint64]memoEntry),
		delta: t.delta, cum: t.cum, zob: t.zob, denseMin: denseMin, probe: t.probe}
}

// makeLean makes s score only each state's pool of guesses (probe.go).
func (s *searcher) makeLean() {
	s.lean = true
	s.inS = make([]bool, s.nA)
}

// searchTables are a searcher's read-only tables, the same for every search of a dictionary: made once
// rather than for each suggestion, whose searchers (the live search's and the ranking's) took 8% of its
// CPU time making them (BenchmarkAssistSessions).
type searchTables struct {
	delta, cum []int32
	zob        []uint64
	probe      [][5]uint8 // the letter table cells of every word, for the lean search (probe.go)
}

func (d *Dictionary) searchTables() *searchTables {
	d.tablesOnce.Do(func() {
		t := &searchTables{delta: make([]int32, d.answers+2), cum: make([]int32, d.answers+2)}
		for k := range t.delta {
			t.delta[k] = int32(math.Round(256 * (estimate(k+1) - estimate(k))))
			if k > 0 {
				t.cum[k] = t.cum[k-1] + t.delta[k-1]
			}
		}
		rng := rand.New(rand.NewPCG(1, 2))
		t.zob = make([]uint64, d.answers)
		for i := range t.zob {
			t.zob[i] = rng.Uint64()
		}
		t.probe = makeProbeCodes(d.words)
		d.tables = t
	})
	return d.tables
}

// estimate is a rough guess at the total number of guesses an optimal strategy needs for n answers: exact
// for n <= 2, then n(1 + 0.5 log2(n)^0.72), about 2.2 guesses per answer at 10 answers, 3.0 at 100, 3.4 at
// 2,315. It only orders the guesses the search tries (their real cost comes from the search); of the
// shapes tried (doc.go) it reaches the best totals with the narrowest beams.
func estimate(n int) float64 {
	switch n {
	case 0:
		return 0
	case 1:
		return 1
	case 2:
		return 3
	}
	x := float64(n)
	return x * (1 + 0.5*math.Pow(math.Log2(x), 0.72))
}

// denseMin is the state size from which scan fills histograms (scoreDense) rather than touching only the
// classes used (scoreSparse); see scoreDense for the measurements.
const denseMin = 128

// lowerBound is a cost no strategy beats for a class of m answers with depth guesses left.
func lowerBound(m, depth int) int {
	switch {
	case m == 0:
		return 0
	case m == 1:
		return 1
	case depth < 2:
		return inf
	default:
		return 2*m - 1
	}
}

// candidate is one guess with its partition of the current state.
type candidate struct {
	score   int32 // sum of estimate over classes, scaled; lower is better
	guess   int32
	classes int32 // number of distinct feedbacks
	hit     bool  // the guess is one of the candidates
}

func (a candidate) better(b candidate) bool {
	if a.score != b.score {
		return a.score < b.score
	}
	if a.hit != b.hit {
		return a.hit
	}
	return a.guess < b.guess
}

// scan scores every allowed guess against S and returns the best k (by score), plus a guess in S that
// separates every answer (-1 if none) and a guess outside S that does (-1 if none). With stop, it returns
// as soon as it finds such a guess in S, which ends the search of S; and then, as it is a state below the
// root of a live search, it also gives up when the deadline passes (s.stopped): the scan of a large state
// is the longest step of a search, and letting it run past the deadline is what made suggestions late.
func (s *searcher) scan(S []int32, allowed []int32, k int, top []candidate, stop bool) (best []candidate, perfect, split int32) {
	perfect, split = -1, -1
	n := int32(len(S))
	top = top[:0]
	dense := len(S) >= s.denseMin
	timed := stop && !s.deadline.IsZero()
	for i, g := range allowed {
		if timed && i&1023 == 1023 && time.Now().After(s.deadline) {
			s.stopped = true
			return nil, -1, -1
		}
		row := s.m[int(g)*s.nA : int(g+1)*s.nA]
		var score, classes int32
		var hit bool
		if dense {
			score, classes, hit = s.scoreDense(row, S)
		} else {
			score, classes, hit = s.scoreSparse(row, S)
		}
		if hit {
			score -= s.delta[0]
		}
		if classes == n {
			if hit && perfect < 0 {
				perfect = g
				if stop {
					return nil, perfect, split
				}
			}
			if !hit && split < 0 {
				split = g
			}
		}
		if classes == 1 && !hit {
			continue // learns nothing
		}
		c := candidate{score: score, guess: g, classes: classes, hit: hit}
		if len(top) == k && !c.better(top[k-1]) {
			continue
		}
		i := len(top)
		if i < k {
			top = append(top, c)
		} else {
			i--
		}
		for ; i > 0 && c.better(top[i-1]); i-- {
			top[i] = top[i-1]
		}
		top[i] = c
	}
	return top, perfect, split
}

// scoreSparse returns the partition score of one guess's row over S, its number of classes, and whether
// it is one of S: a pass that touches only the classes S falls into, best for small states.
func (s *searcher) scoreSparse(row []byte, S []int32) (score, classes int32, hit bool) {
	cnt := &s.cnt
	for _, a := range S {
		c := row[a]
		kk := cnt[c]
		cnt[c] = kk + 1
		if kk == 0 {
			classes++
		}
		score += s.delta[kk]
	}
	hit = cnt[AllGreen] > 0
	for _, a := range S {
		cnt[row[a]] = 0
	}
	return score, classes, hit
}

// scoreDense is scoreSparse for large states: two histograms filled from alternate answers (so that
// consecutive increments of one class do not wait on each other), then one pass over the 243 classes
// with the cumulative table, without branches. The sparse pass costs per answer a dependent load, a
// store and a table lookup; the dense one costs per guess a fixed 243 classes. Measured as the thread's
// CPU time of a scan of all 12,972 words, both ways in one run (medians of 7 to 9, on the shared
// two-core machine): after FUZZY=bbbbb (1,352 answers) 69 ms sparse, 23 ms dense; 1,049 answers 40 and
// 12; 865 answers 29 and 10; 524 answers 18 and 8.6; random sets of 256 answers 9.6 and 5.5, of 128
// 4.5 and 3.8, of 96 2.7 and 4.5, of 32 1.7 and 4.0. Hence denseMin; TestScanDenseMatchesSparse checks
// that both give the same candidates.
func (s *searcher) scoreDense(row []byte, S []int32) (score, classes int32, hit bool) {
	h0, h1 := &s.hist[0], &s.hist[1]
	i := 0
	for ; i+1 < len(S); i += 2 {
		h0[row[S[i]]]++
		h1[row[S[i+1]]]++
	}
	if i < len(S) {
		h0[row[S[i]]]++
	}
	cum := s.cum
	for f := range NumFeedbacks {
		k := h0[f] + h1[f]
		score += cum[k]
		classes += int32(uint32(-k) >> 31) // 1 when k > 0
	}
	hit = h0[AllGreen]+h1[AllGreen] > 0
	clear(h0[:NumFeedbacks])
	clear(h1[:NumFeedbacks])
	return score, classes, hit
}

// partition sorts S by the feedback each answer gives to g into out (len(S)), returning the start of each
// class in out: class f is out[start[f]:start[f+1]].
func (s *searcher) partition(S []int32, g int32, out []int32) (start [NumFeedbacks + 1]int32) {
	row := s.m[int(g)*s.nA : int(g+1)*s.nA]
	for _, a := range S {
		start[row[a]+1]++
	}
	for f := 1; f <= NumFeedbacks; f++ {
		start[f] += start[f-1]
	}
	pos := start
	for _, a := range S {
		c := row[a]
		out[pos[c]] = a
		pos[c]++
	}
	return start
}

func (s *searcher) key(h uint64, depth int, r *rules) uint64 {
	k := h ^ uint64(depth)*0x9e3779b97f4a7c15
	if s.hard {
		k ^= r.key() * 0xbf58476d1ce4e5b9
	}
	return k
}

func (s *searcher) hash(S []int32) uint64 {
	var h uint64
	for _, a := range S {
		h ^= s.zob[a]
	}
	return h
}

// solve returns the least total cost of state S (candidates sorted by index, hash h) with depth guesses
// left, and the guess that achieves it; inf when it cannot be done. In hard mode, allowed is the list of
// guesses that obey r; in normal mode it is every word.
func (s *searcher) solve(S []int32, h uint64, depth int, r *rules, allowed []int32) (int, int32) {
	n := len(S)
	switch {
	case n == 1:
		return 1, S[0]
	case depth < 2:
		return inf, -1
	case n == 2:
		return 3, S[0]
	}
	key := s.key(h, depth, r)
	if e, ok := s.memo[key]; ok {
		return int(e.cost), e.guess
	}
	s.nodes++
	// one state costs a scan of every word (a millisecond at a hundred candidates), so the clock is cheap
	// to read at each
	if !s.deadline.IsZero() && time.Now().After(s.deadline) {
		s.stopped = true
	}
	if s.stopped {
		return inf, -1
	}
	cost, guess := s.search(S, depth, r, allowed)
	if s.stopped {
		return inf, -1
	}
	s.memo[key] = memoEntry{int32(cost), guess}
	return cost, guess
}

func (s *searcher) search(S []int32, depth int, r *rules, allowed []int32) (int, int32) {
	n := len(S)
	k := s.beam(n, depth)
	guesses := allowed
	if s.lean {
		// A possible answer that tells the others apart ends the search of S, and the answers are a
		// small part of the pool: try them alone first (the same guess as the pool's scan would find,
		// the first in order), and make the pool only when none does.
		if _, perfect, _ := s.scan(S, S, 1, s.top1[:0], true); perfect >= 0 {
			return 2*n - 1, perfect
		}
		guesses = s.pool(S, allowed)
	}
	top, perfect, split := s.scan(S, guesses, k, make([]candidate, 0, k), true)
	if perfect >= 0 {
		return 2*n - 1, perfect
	}
	if split >= 0 {
		return 2 * n, split
	}
	if depth == 2 {
		return inf, -1
	}
	best, bestGuess := inf, int32(-1)
	buf := make([]int32, n)
	for _, c := range top {
		cost := s.evaluate(S, c.guess, depth, r, allowed, best, buf)
		if cost < best {
			best, bestGuess = cost, c.guess
		}
		if s.stopped {
			break
		}
	}
	return best, bestGuess
}

// evaluate returns cost(S, g) with depth guesses left, or a value >= bound as soon as it is clear that the
// cost is at least bound.
func (s *searcher) evaluate(S []int32, g int32, depth int, r *rules, allowed []int32, bound int, buf []int32) int {
	n := len(S)
	start := s.partition(S, g, buf)
	type class struct{ f, lo, hi int32 }
	var classes []class
	lb := n
	for f := range Feedback(NumFeedbacks) {
		lo, hi := start[f], start[f+1]
		if hi == lo || f == AllGreen {
			continue
		}
		classes = append(classes, class{int32(f), lo, hi})
		lb += lowerBound(int(hi-lo), depth-1)
	}
	if lb >= bound {
		return lb
	}
	slices.SortFunc(classes, func(a, b class) int { return int((b.hi - b.lo) - (a.hi - a.lo)) })
	cost := lb
	gw := s.d.words[g]
	for _, c := range classes {
		sub := buf[c.lo:c.hi]
		m := len(sub)
		if m <= 2 {
			continue // the lower bound is exact
		}
		nr, nallowed := *r, allowed
		if s.hard {
			nr.add(gw, Feedback(c.f))
			nallowed = filterAllowed(s.d, allowed, &nr)
		}
		own, _ := s.solve(sub, s.hash(sub), depth-1, &nr, nallowed)
		cost += own - lowerBound(m, depth-1)
		if cost >= bound || s.stopped {
			return max(cost, bound)
		}
	}
	return cost
}

// filterAllowed returns the guesses of allowed that obey r.
func filterAllowed(d *Dictionary, allowed []int32, r *rules) []int32 {
	out := make([]int32, 0, len(allowed)/4)
	for _, g := range allowed {
		if r.allows(d.words[g]) {
			out = append(out, g)
		}
	}
	return out
}
