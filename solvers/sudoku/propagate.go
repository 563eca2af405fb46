package sudoku

import (
	"context"
	"math/bits"
	"sync"
)

// The propagation solver, for every size (Auto uses it for 4x4, 16x16 and 25x25 grids): a candidate
// mask per cell, and at each node of the search the consequences drawn to a fixed point (naked singles,
// hidden singles, then locked candidates: pointing and claiming), then a guess in a cell with the
// fewest candidates. See the package doc ("Measured") for why it replaced dancing links there.

// placed marks a cell's mask once its digit is known (the digit is then its one other bit).
const placed = 1 << 31

// propTables are the tables of one size: peers holds each cell's np peers in a row.
type propTables struct {
	geo   *geometry
	np    int
	peers []int16
}

var propTablesOf [6]struct {
	once sync.Once
	t    *propTables
}

func propTablesFor(box int) *propTables {
	e := &propTablesOf[box]
	e.once.Do(func() {
		geo := geometryOf(box)
		n := geo.n
		np := 3*n - 2*box - 1
		t := &propTables{geo: geo, np: np, peers: make([]int16, 0, n*n*np)}
		for i := 0; i < n*n; i++ {
			seen := make(map[int16]bool)
			for _, u := range geo.unitsOf[i] {
				for _, j := range geo.cells[u] {
					if int(j) != i && !seen[j] {
						seen[j] = true
						t.peers = append(t.peers, j)
					}
				}
			}
		}
		e.t = t
	})
	return e.t
}

// propSolver holds the state of a search: one mask array per level of the search (grown on demand
// and kept between puzzles) and the queue of cells placed but not yet removed from their peers.
type propSolver struct {
	t      *propTables
	full   uint32
	levels [][]uint32
	queue  []int16
	// segs holds, for each row (then each column), the union of candidates in each of its box segments.
	segs []uint32

	limit, found  int
	keep          []Grid
	budget, nodes int64
	ctx           context.Context
	err           error
	stopped       bool

	// The restarts: a run ends (cut) after runEnd nodes; rng breaks ties from the second run on.
	runEnd int64
	cut    bool
	rng    uint64
}

// firstRun is the node budget of the first run of the search; each restart doubles it.
const firstRun = 1 << 10

// run finds up to limit solutions of g (storing up to len(keep)) within budget nodes (0: no bound).
func (p *propSolver) run(ctx context.Context, g *Grid, limit int, budget int64, keep []Grid) {
	box := g.Box()
	if p.t == nil || p.t.geo.box != box {
		p.t = propTablesFor(box)
		p.levels = p.levels[:0]
		p.segs = make([]uint32, 2*box*box*box)
	}
	n := box * box
	p.full = uint32(1)<<n - 1
	p.limit, p.found, p.keep, p.budget, p.nodes, p.ctx, p.err, p.stopped = limit, 0, keep, budget, 0, ctx, nil, false
	st := p.level(0)
	p.queue = p.queue[:0]
	for i, v := range g.Cells() {
		if v == 0 {
			st[i] = p.full
			continue
		}
		st[i] = 1<<(v-1) | placed
		p.queue = append(p.queue, int16(i))
	}
	if p.propagate(st) {
		// Restarts: a sparse large grid can take a search into a subtree with no solution that
		// takes millions of nodes to exhaust, while another choice among the cells with the fewest
		// candidates finishes in hundreds. Each run is a complete search (its answer is exact when
		// it ends by itself); one that reaches its budget is cut and the next starts over with the
		// ties broken at random (a fixed seed per run, so answers repeat) and twice the budget.
		run := int64(firstRun)
		for k := uint64(0); ; k++ {
			p.found, p.cut, p.rng = 0, false, k*0x9E3779B97F4A7C15
			p.runEnd = p.nodes + run
			p.search(0, g)
			if !p.cut || p.stopped || p.err != nil {
				break
			}
			run *= 2
		}
	}
	p.keep, p.ctx = nil, nil
}

// level returns the masks of search level d, making them on first use.
func (p *propSolver) level(d int) []uint32 {
	for len(p.levels) <= d {
		p.levels = append(p.levels, make([]uint32, len(p.t.geo.unitsOf)))
	}
	return p.levels[d]
}

// search explores the node whose masks are level d, propagated; it returns true to stop.
func (p *propSolver) search(d int, g *Grid) bool {
	p.nodes++
	if p.budget > 0 && p.nodes > p.budget {
		p.stopped = true
		return true
	}
	if p.nodes > p.runEnd {
		p.cut = true
		return true
	}
	if p.nodes&63 == 0 && p.ctx != nil {
		if p.err = p.ctx.Err(); p.err != nil {
			return true
		}
	}
	st := p.levels[d]
	best := p.choose(st)
	if best < 0 {
		if p.found < len(p.keep) {
			s := &p.keep[p.found]
			s.box = g.box
			for i, v := range st {
				s.cells[i] = uint8(bits.TrailingZeros32(v) + 1)
			}
			s.clearFrom(len(st))
		}
		p.found++
		return p.found >= p.limit
	}
	next := p.level(d + 1)
	st = p.levels[d] // level may have grown p.levels
	m := st[best] &^ placed
	down := p.rng != 0 && p.random()&1 != 0 // in the restarts, half the time the digits go from the highest
	for m != 0 {
		bit := m & -m
		if down {
			bit = 1 << (31 - bits.LeadingZeros32(m))
		}
		m &^= bit
		copy(next, st)
		next[best] = bit | placed
		p.queue = append(p.queue[:0], int16(best))
		if p.propagate(next) && p.search(d+1, g) {
			return true
		}
	}
	return false
}

// choose returns a cell with the fewest candidates, or -1 when every cell is placed: the first one
// in the first run, one at random among them in the restarts.
func (p *propSolver) choose(st []uint32) int {
	best, bestLen := -1, 33
	if p.rng == 0 {
		for i, v := range st {
			if v&placed != 0 {
				continue
			}
			if l := bits.OnesCount32(v); l < bestLen {
				best, bestLen = i, l
				if l <= 2 {
					break
				}
			}
		}
		return best
	}
	ties := uint64(0)
	for i, v := range st {
		if v&placed != 0 {
			continue
		}
		l := bits.OnesCount32(v)
		switch {
		case l < bestLen:
			best, bestLen, ties = i, l, 1
		case l == bestLen:
			// Reservoir sampling: the k-th tie replaces the choice with probability 1/k.
			ties++
			if p.random()%ties == 0 {
				best = i
			}
		}
	}
	return best
}

// random returns the next number of the run's xorshift generator.
func (p *propSolver) random() uint64 {
	p.rng ^= p.rng << 13
	p.rng ^= p.rng >> 7
	p.rng ^= p.rng << 17
	return p.rng
}

// propagate draws the consequences of the queued placements in st to a fixed point; it returns false
// on a contradiction.
func (p *propSolver) propagate(st []uint32) bool {
	for {
		if !p.drain(st) {
			return false
		}
		more, ok := p.hiddenSingles(st)
		if !ok {
			return false
		}
		if more {
			continue
		}
		if more, ok = p.locked(st); !ok {
			return false
		}
		if !more {
			return true
		}
	}
}

// drain removes each queued cell's digit from its peers, placing (and queueing) the cells left with
// one candidate.
func (p *propSolver) drain(st []uint32) bool {
	np, peers := p.t.np, p.t.peers
	for len(p.queue) > 0 {
		i := int(p.queue[len(p.queue)-1])
		p.queue = p.queue[:len(p.queue)-1]
		bit := st[i] &^ placed
		for _, q := range peers[i*np : i*np+np] {
			if !p.strike(st, int(q), bit) {
				return false
			}
		}
	}
	return true
}

// strike takes the digits of mask out of cell i's candidates, placing (and queueing) the cell when one
// is left; false on a contradiction: a placed cell holding one of them, or no candidate left.
func (p *propSolver) strike(st []uint32, i int, mask uint32) bool {
	v := st[i]
	if v&mask == 0 {
		return true
	}
	if v&placed != 0 {
		return false
	}
	v &^= mask
	switch {
	case v == 0:
		return false
	case v&(v-1) == 0:
		v |= placed
		p.queue = append(p.queue, int16(i))
	}
	st[i] = v
	return true
}

// hiddenSingles places every digit that has one cell left in a unit; it reports whether it placed any,
// and false on a contradiction (a digit with no cell in a unit, or a cell needed by two digits).
func (p *propSolver) hiddenSingles(st []uint32) (more, ok bool) {
	for _, cells := range p.t.geo.cells {
		var once, twice, done uint32
		for _, c := range cells {
			v := st[c]
			if v&placed != 0 {
				done |= v
				continue
			}
			twice |= once & v
			once |= v
		}
		done &^= placed
		if once|done != p.full {
			return false, false
		}
		for single := once &^ twice &^ done; single != 0; single &= single - 1 {
			bit := single & -single
			at := -1
			for _, c := range cells {
				if st[c]&(bit|placed) == bit {
					at = int(c)
					break
				}
			}
			if at < 0 {
				return false, false
			}
			st[at] = bit | placed
			p.queue = append(p.queue, int16(at))
			more = true
		}
	}
	return more, true
}

// locked applies locked candidates: a digit whose cells in a box all lie in one row (column) leaves the
// rest of that row (column), and one whose cells in a row (column) all lie in one box leaves the rest of
// that box. It reports whether it removed any candidate, and false on a contradiction.
func (p *propSolver) locked(st []uint32) (more, ok bool) {
	box := p.t.geo.box
	n := box * box
	segs := p.segs
	clear(segs)
	for i, v := range st {
		if v&placed != 0 {
			continue
		}
		r, c := i/n, i%n
		segs[r*box+c/box] |= v
		segs[n*box+c*box+r/box] |= v
	}
	// Rows (line 0: cell (a, b) is a*n+b) and columns (line 1: cell (a, b) is b*n+a).
	for line := 0; line < 2; line++ {
		seg := segs[line*n*box : (line+1)*n*box]
		cell := func(a, b int) int { return a*n + b }
		if line == 1 {
			cell = func(a, b int) int { return b*n + a }
		}
		for a := 0; a < n; a++ {
			band := a / box * box
			for j := 0; j < box; j++ {
				// Claiming: digits of line a only in segment j leave the box's other lines.
				var others, inBox uint32
				for k := 0; k < box; k++ {
					if k != j {
						others |= seg[a*box+k]
					}
					if band+k != a {
						inBox |= seg[(band+k)*box+j]
					}
				}
				s := seg[a*box+j]
				if claim := s &^ others & inBox; claim != 0 {
					for k := band; k < band+box; k++ {
						if k == a || seg[k*box+j]&claim == 0 {
							continue
						}
						if !p.remove(st, claim, cell, k, j*box) {
							return false, false
						}
						more = true
					}
				}
				// Pointing: digits of the box only in line a leave the line's other segments.
				if point := s &^ inBox & others; point != 0 {
					for k := 0; k < box; k++ {
						if k == j || seg[a*box+k]&point == 0 {
							continue
						}
						if !p.remove(st, point, cell, a, k*box) {
							return false, false
						}
						more = true
					}
				}
			}
		}
	}
	return more, true
}

// remove takes the digits of mask out of the box cells of line a from position b on.
func (p *propSolver) remove(st []uint32, mask uint32, cell func(a, b int) int, a, b int) bool {
	for k := b; k < b+p.t.geo.box; k++ {
		if !p.strike(st, cell(a, k), mask) {
			return false
		}
	}
	return true
}
