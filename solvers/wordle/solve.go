package wordle

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"time"
)

// Strategy chooses how Solve picks a guess.
type Strategy uint8

const (
	// Best follows the embedded decision tree while the history stays on it (the optimal trees: 7,920
	// guesses in all in normal mode, 8,122 in hard mode) and otherwise searches live within the time budget.
	Best Strategy = iota
	// Greedy is the baseline: the highest-entropy guess (see greedy.go).
	Greedy
)

// Options steer Solve, Play and PlayAll.
type Options struct {
	Dictionary *Dictionary // the word lists; nil means Default()
	Hard       bool        // hard mode: every guess uses every revealed hint
	Strategy   Strategy
	// Top is how many ranked suggestions Solve returns (0: none, just the guess).
	Top int
	// Budget bounds the live search of one state; 0 means DefaultBudget. The search returns its best
	// guess found so far when time is up; a first guess is always ready after one scan of the words.
	Budget time.Duration
	// Cache, when set, keeps the live search's suggestions by state, for the calls after (see Cache).
	Cache *Cache
	// Lean makes the live search score at each state only the answers left and the 96 words a table of
	// letters ranks most informative, rather than every allowed word (probe.go): a sixth of the CPU time
	// on average after random guesses, playing as well (doc.go). The assist's; the batch and Play keep the
	// full search.
	Lean bool
}

// DefaultBudget is the live search's time for one suggestion, counted from the call to Solve. Past it run
// only the root's scan when it is longer (about 20 ms of CPU for the largest states), the rest of the
// 1,024 words a scan below the root checks the clock after, and the ranking: a suggestion from any state
// takes under 100 ms on one core once the dictionary is prepared (Prepare). See doc.go for the figures.
const DefaultBudget = 50 * time.Millisecond

// Prepare builds what the first suggestion would otherwise wait for: the feedback matrix (about 0.3 s on
// two cores) and the ranking at the start of a game in both modes (about 0.1 s). A long-running process
// calls it once at start-up, perhaps in the background; Solve is safe to call meanwhile. It returns nil
// once all is built. When ctx ends first it stops within a few milliseconds and returns ctx's error,
// leaving what it had not finished (the matrix included) to the first Solve that needs it, or to another
// Prepare.
func (d *Dictionary) Prepare(ctx context.Context) error {
	if _, err := d.buildMatrix(ctx); err != nil {
		return err
	}
	for _, hard := range []bool{false, true} {
		d.startRanking(ctx, Options{Dictionary: d, Hard: hard})
	}
	return ctx.Err() // a ranking cut short was not kept (startRanking)
}

// Result is a suggestion for one state.
type Result struct {
	Guess     Word   // the guess to make next
	Remaining []Word // the answers that still fit, in list order
	// Ranking lists the best Top guesses, Guess first. Costs are known for the guesses the search
	// evaluated; the others are ordered by the partition score.
	Ranking []Suggestion
	Stats   Stats
}

// Stats are the domain counters of one Solve.
type Stats struct {
	Source string // "tree" (precomputed), "search" (live), "greedy", or "answer" (one or two answers left)
	Nodes  int64  // states the live search solved
	Beam   int    // the widest beam the live search completed (0: time ran out before the first)
	// Complete is false when the time budget cut the live search short of its widest beam.
	Complete bool
	// Cached is true when the suggestion came from Options.Cache, found by an earlier call.
	Cached bool
}

// Solve suggests the next guess after history h, with the answers that still fit. A history that no
// answer fits gives an *InputError (CodeNoAnswer or CodeConflict, naming the row); its rows must have
// been parsed (Parse or ParseRow). It returns an error wrapping ctx.Err() if ctx ends first.
func Solve(ctx context.Context, h History, opt Options) (Result, error) {
	start := time.Now() // the budget counts from here: filtering the answers is part of the suggestion
	d := opt.dict()
	S, err := d.candidates(h)
	if err != nil {
		return Result{}, err
	}
	res := Result{Remaining: make([]Word, len(S))}
	for i, a := range S {
		res.Remaining[i] = d.words[a]
	}
	r := h.rules()
	if len(h) == 0 && opt.Strategy == Best && opt.Top <= startTop {
		// the start is the same every game: its guess and ranking are computed once per dictionary (for
		// replaced lists, a live search of every answer: not one to repeat for each "-" of a batch)
		start, err := d.startRanking(ctx, opt)
		if err != nil {
			return Result{}, err
		}
		res.Guess, res.Stats = start.Guess, start.Stats
		if opt.Top > 0 {
			res.Ranking = slices.Clone(start.Ranking[:min(opt.Top, len(start.Ranking))]) // the caller's to change
		}
		return res, nil
	}
	// A state the live search would answer may be in the cache, and one the book's tree answers when a
	// ranking is asked for: the tree's guess costs nothing, but the ranking beside it scans every allowed
	// word (4 ms a suggestion, median, BenchmarkAssistBook; 0.01 ms from the cache), and a channel's players
	// open a day's word with the same few book guesses. Not a state the answers left decide (two or
	// fewer), which costs less than a lookup. A book state is kept under its history too (cacheKey.book):
	// its guess is the tree's for that history, where another history leaving the same answers may be the
	// live search's.
	var key cacheKey
	inBook := d.book(opt.Hard, h).follow(h) != nil
	cache := opt.Cache != nil && opt.Strategy == Best && len(S) > 2 && (!inBook || opt.Top > 0)
	if cache {
		key = stateKey(d, S, &r, opt, len(h))
		if inBook {
			key.book = h.String()
		}
		if e, ok := opt.Cache.get(key, opt.budget()); ok {
			res.Guess, res.Ranking, res.Stats = e.guess, e.ranking, e.stats
			res.Stats.Cached = true
			return res, nil
		}
	}
	c, err := d.choose(ctx, S, h, &r, opt, start)
	if err != nil {
		return Result{}, err
	}
	res.Guess, res.Stats = d.words[c.guess], c.stats
	if opt.Top > 0 {
		res.Ranking = d.rank(S, &r, opt.Hard, c, opt.Top)
	}
	if cache && !cutShort(ctx) {
		opt.Cache.put(cacheEntry{key: key, guess: res.Guess, ranking: res.Ranking, stats: res.Stats, budget: opt.budget()})
	}
	return res, nil
}

// startTop is how many suggestions the cached start ranking keeps.
const startTop = 10

// startRanking returns the Result of the empty history with startTop suggestions, computed once per
// mode and kept for every later game. A search that ctx cut short (cancelled, or past its deadline) is not
// kept, since a caller with more time would find better: the next call searches again.
func (d *Dictionary) startRanking(ctx context.Context, opt Options) (Result, error) {
	mode := 0
	if opt.Hard {
		mode = 1
	}
	opt.Top = startTop // whichever call comes first, the search evaluates as many guesses as are kept
	st := &d.starts[mode]
	st.mu.Lock()
	defer st.mu.Unlock()
	if st.done {
		return st.res, st.err
	}
	S := d.allIndices()[:d.answers]
	c, err := d.choose(ctx, S, nil, &rules{}, opt, time.Now())
	var res Result
	if err == nil {
		res = Result{Guess: d.words[c.guess], Stats: c.stats, Ranking: d.rank(S, &rules{}, opt.Hard, c, startTop)}
	}
	if !cutShort(ctx) {
		st.res, st.err, st.done = res, err, true
	}
	return res, err
}

// cutShort reports whether ctx has ended, or is about to: the live search also stops at its deadline.
func cutShort(ctx context.Context) bool {
	dl, ok := ctx.Deadline()
	return ctx.Err() != nil || ok && !time.Now().Before(dl)
}

// startState is the kept start of a game in one mode (see startRanking).
type startState struct {
	mu   sync.Mutex
	done bool
	res  Result
	err  error
}

// choice is a guess with what is known of its cost.
type choice struct {
	guess int32
	costs map[int32]int // total guesses to finish, for the guesses whose cost is known
	order []int32       // the best guesses by partition score, when the search has scanned them
	stats Stats
}

// choose picks the guess for candidates S after history h (rules r) by opt's strategy; a live search
// ends opt's budget after start.
func (d *Dictionary) choose(ctx context.Context, S []int32, h History, r *rules, opt Options, start time.Time) (choice, error) {
	switch {
	case len(S) == 1:
		return choice{guess: S[0], costs: map[int32]int{S[0]: 1}, stats: Stats{Source: "answer", Complete: true}}, nil
	case len(S) == 2 && opt.Strategy == Best && d.book(opt.Hard, h).follow(h) == nil:
		// Guessing either answer finishes in 1.5 guesses on average, and nothing does better: any other
		// guess needs two. Hard mode allows both, as possible answers use every hint. No search needed.
		return choice{guess: S[0], costs: map[int32]int{S[0]: 3, S[1]: 3}, order: []int32{S[0], S[1]},
			stats: Stats{Source: "answer", Complete: true}}, nil
	case opt.Strategy == Greedy:
		allowed := d.alphabetical()
		if opt.Hard {
			allowed = filterAllowed(d, allowed, r)
		}
		return choice{guess: greedyGuess(d, S, allowed, entropyTable(len(S))), stats: Stats{Source: "greedy", Complete: true}}, nil
	}
	if n := d.book(opt.Hard, h).follow(h); n != nil {
		return choice{guess: n.guess, costs: map[int32]int{n.guess: d.treeCost(n, S)}, stats: Stats{Source: "tree", Complete: true}}, nil
	}
	ls, err := d.live(ctx, S, r, opt.Hard, opt.Lean, len(h), start.Add(opt.budget()), max(opt.Top, 1))
	if err != nil {
		return choice{}, err
	}
	ls.stats.Source = "search"
	return ls, nil
}

func (o *Options) dict() *Dictionary {
	if o.Dictionary == nil {
		return Default()
	}
	return o.Dictionary
}

func (o *Options) budget() time.Duration {
	if o.Budget <= 0 {
		return DefaultBudget
	}
	return o.Budget
}

// liveWidths are the beams the live search tries in turn, each pass starting afresh, until time is up.
var liveWidths = [...]int{1, 2, 3, 5, 8, 12, 20}

// live searches state S (made guesses so far) by iterative widening until deadline: the first pass tries
// one guess per state, each later pass more, and the answer is that of the last pass that finished in
// time (or, when none did, the best guess of the scan that starts it). Every pass evaluates at least top
// guesses at the root fully, so that the ranking can quote their costs. The depth limit is the six
// guesses of the game; when they cannot suffice it is relaxed, for the average.
func (d *Dictionary) live(ctx context.Context, S []int32, r *rules, hard, lean bool, made int, deadline time.Time, top int) (choice, error) {
	if dl, ok := ctx.Deadline(); ok && dl.Before(deadline) {
		deadline = dl
	}
	allowed := d.allIndices()
	if hard {
		allowed = filterAllowed(d, allowed, r)
	}
	depth := searchDepth(made)
	s := newSearcher(d, hard, nil)
	guesses := allowed
	if lean {
		s.makeLean()
		guesses = s.pool(S, allowed)
	}
	n := len(S)
	first, perfect, split := s.scan(S, guesses, max(top, liveWidths[len(liveWidths)-1]), nil, false)
	// The scan's order ranks the guesses whose cost the search does not learn, so that rank need not
	// scan again (the same order: the best by one total order).
	order := make([]int32, len(first))
	for i, c := range first {
		order[i] = c.guess
	}
	switch {
	case perfect >= 0: // a possible answer that tells all the others apart: nothing does better
		return choice{guess: perfect, costs: map[int32]int{perfect: 2*n - 1}, order: order, stats: Stats{Complete: true}}, nil
	case split >= 0: // a word that tells all apart, and no possible answer does: nothing does better
		return choice{guess: split, costs: map[int32]int{split: 2 * n}, order: order, stats: Stats{Complete: true}}, nil
	case len(first) == 0:
		return choice{}, fmt.Errorf("wordle: search: no guess separates %d answers", n)
	}
	res := choice{guess: first[0].guess, order: order}
	for _, width := range liveWidths {
		if err := ctx.Err(); err != nil {
			return choice{}, fmt.Errorf("wordle: search: %w", err)
		}
		s.beam = func(int, int) int { return width }
		s.memo = make(map[uint64]memoEntry)
		s.deadline = deadline
		cands := first[:min(len(first), max(width, top))]
		costs, best, ok := s.root(S, cands, depth, r, allowed)
		if best < 0 && ok {
			depth += 2 // six guesses cannot suffice: minimise the average with more room
			costs, best, ok = s.root(S, cands, depth, r, allowed)
		}
		if !ok || best < 0 {
			break
		}
		res.guess, res.costs, res.stats.Beam = best, costs, width
		if time.Now().After(deadline) {
			break
		}
	}
	res.stats.Nodes = s.nodes
	res.stats.Complete = res.stats.Beam == liveWidths[len(liveWidths)-1]
	return res, nil
}

// searchDepth is the live search's depth limit after made guesses: the six guesses of the game, and at
// least three.
func searchDepth(made int) int { return max(6-made, 3) }

// root evaluates each candidate guess at the root fully, returning their costs, the best guess (-1 when
// none is within depth), and false if time ran out.
func (s *searcher) root(S []int32, cands []candidate, depth int, r *rules, allowed []int32) (map[int32]int, int32, bool) {
	costs := make(map[int32]int, len(cands))
	best, bestCost := int32(-1), inf
	buf := make([]int32, len(S))
	for _, c := range cands {
		cost := s.evaluate(S, c.guess, depth, r, allowed, inf, buf)
		if s.stopped {
			return nil, -1, false
		}
		if cost >= inf {
			continue
		}
		costs[c.guess] = cost
		if cost < bestCost {
			best, bestCost = c.guess, cost
		}
	}
	return costs, best, true
}

// allIndices returns 0..NumWords-1.
func (d *Dictionary) allIndices() []int32 {
	all := make([]int32, len(d.words))
	for i := range all {
		all[i] = int32(i)
	}
	return all
}
