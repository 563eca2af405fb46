package dlx

import (
	"context"
	"errors"
	"fmt"
	mathbits "math/bits"
)

// Options bound a search. The zero value finds every solution, with no budget and no checks.
type Options struct {
	// Limit stops the search after this many solutions; 0 means no limit.
	Limit int
	// MaxNodes stops the search with ErrNodeLimit after this many nodes; 0 means no limit.
	MaxNodes int64
	// Check runs the sanity checker at every node: slow, for tests of the engine and of new encodings.
	Check bool
	// Reset ends the search with Reset: the selected options are undone too, and when there are any
	// the matrix is restored by one copy instead of by unwinding the search level by level. A caller
	// that resets after every search anyway saves the unwinding (13% of a 9x9 Sudoku's time).
	Reset bool
}

// Stats counts the work of a search, as Knuth's DLX1 reports it.
type Stats struct {
	// Solutions is the number of solutions visited.
	Solutions int64
	// Nodes is the number of nodes of the search tree (partial solutions entered).
	Nodes int64
	// Updates is the number of links changed while covering items (hiding a node is one update).
	Updates int64
}

// ErrNodeLimit is returned when a search stops because it reached Options.MaxNodes.
var ErrNodeLimit = errors.New("dlx: node limit reached")

// ctxPoll is how many nodes pass between two looks at the context: often enough to stop within a
// millisecond, rarely enough to cost nothing measurable.
const ctxPoll = 1 << 12

// Search runs Algorithm X over the matrix, with the selected options fixed. For each solution it calls
// visit with the solution's options (the selected ones first, then the chosen ones in search order); the
// slice is only valid during the call, and visit returns false to stop the search. visit may be nil.
//
// Search returns ErrNodeLimit when the node budget ran out, the context's error when it was cancelled,
// and an error wrapping "dlx: sanity" when Options.Check found the links corrupt. In every case the
// matrix is left as it was before the call.
func (m *Matrix) Search(ctx context.Context, opt Options, visit func(solution []int) bool) (Stats, error) {
	var st Stats
	var sol []int
	if visit != nil {
		sol = make([]int, 0, len(m.selected)+16)
	}
	nodes := m.nodes
	rlink := m.rlink
	x := m.stack[:0]
	level := 0
	var err error

	// The labels follow Knuth's steps X2..X8 of Algorithm X (TAOCP 7.2.2.1).
enter: // X2
	st.Nodes++
	if opt.Check {
		if err = m.sanity(); err != nil {
			goto unwind
		}
	}
	if opt.MaxNodes > 0 && st.Nodes > opt.MaxNodes {
		err = ErrNodeLimit
		goto unwind
	}
	if st.Nodes&(ctxPoll-1) == 0 && ctx != nil {
		if err = ctx.Err(); err != nil {
			goto unwind
		}
	}
	if rlink[0] == 0 {
		st.Solutions++
		if visit != nil {
			sol = sol[:0]
			for _, o := range m.selected {
				sol = append(sol, int(o))
			}
			for _, p := range x[:level] {
				sol = append(sol, m.optionOf(p))
			}
			if !visit(sol) {
				goto unwind
			}
		}
		if opt.Limit > 0 && st.Solutions >= int64(opt.Limit) {
			goto unwind
		}
		goto backtrack
	}
	{
		// X3: choose the primary item with the fewest options (MRV).
		best, bestLen := choose(m.active, nodes)
		if bestLen == 0 {
			goto backtrack
		}
		// X4
		st.Updates += m.cover(best)
		if level == len(x) {
			x = append(x, 0)
		}
		x[level] = nodes[best].down
	}
try: // X5
	{
		p := x[level]
		if p <= m.items {
			// p is back at its item's header (headers are nodes 1..items): every option failed.
			goto restore
		}
		for q := p + 1; q != p; {
			j := nodes[q].top
			if j == 0 {
				q = nodes[q].up
				continue
			}
			st.Updates += m.cover(j)
			q++
		}
		level++
		goto enter
	}
next: // X6
	{
		p := x[level]
		m.uncoverOthers(p)
		x[level] = nodes[p].down
		goto try
	}
restore: // X7
	m.uncover(x[level])
backtrack: // X8
	if level == 0 {
		m.stack = x
		if opt.Reset {
			m.Reset()
		}
		return st, nil
	}
	level--
	goto next

unwind:
	// Undo every level, leaving the matrix as it was, and return err.
	if opt.Reset && len(m.selected) > 0 {
		level = 0
		m.Reset()
	}
	for level > 0 {
		level--
		p := x[level]
		m.uncoverOthers(p)
		m.uncover(nodes[p].top)
	}
	m.stack = x
	return st, err
}

// uncoverOthers uncovers the items of the option of node p other than p's own, right to left, the
// reverse of the order X5 covered them in (X6, and the unwinding of every level).
func (m *Matrix) uncoverOthers(p uint32) {
	nodes := m.nodes
	for q := p - 1; q != p; {
		j := nodes[q].top
		if j == 0 {
			q = nodes[q].down
			continue
		}
		m.uncover(j)
		q--
	}
}

// choose returns the active primary item with the fewest options and that number (Knuth's MRV
// heuristic), stopping at the first item with 0 or 1. Ties go to the later item.
//
// It walks the bitmap of active primary items, which lists the same items in the same order as the
// rlink chain (both keep the order of the items' numbers), so it chooses exactly what DLX1's walk of
// the item list would, and the search is the same node for node; but the next item comes from a
// register (the next set bit) rather than from a load of rlink that has to wait for the previous
// one. Against the list walk (both not inlined), interleaved runs, by CPU time: 17-clue Sudoku +5%,
// forum-hardest +6%, top1465 +7%. Generating 16x16 and 25x25 puzzles, whose uniqueness checks scan
// 1,024 and 2,500 items at nodes with no forced item, went 1.7 and 1.9 times as fast with this and
// the go:noinline below together (25x25: 2.34 to 1.21 CPU seconds).
//
// It stays a function of its own: inlined into Search (which Go 1.26 does unless told not to), the
// loop spilled best and bestLen to the stack and branched on every tie instead of using conditional
// moves, and 9x9 Sudoku ran 30% slower (17-clue 41,300 against 53,500 puzzles per CPU second,
// forum-hardest 2,600 against 3,600).
//
//go:noinline
func choose(active []uint64, nodes []node) (best, bestLen uint32) {
	bestLen = ^uint32(0)
	for w, bits := range active {
		for bits != 0 {
			i := uint32(w<<6 | mathbits.TrailingZeros64(bits))
			bits &= bits - 1
			l := nodes[i].top
			if l <= bestLen {
				best = i
			}
			bestLen = min(bestLen, l)
			if bestLen <= 1 {
				return best, bestLen
			}
		}
	}
	return best, bestLen
}

// sanity checks every link of the active part of the matrix, like the sanity routine of DLX1: each
// active item's list is doubly linked, every node in it names the item, and the item's length is right.
func (m *Matrix) sanity() error {
	for _, head := range [2]uint32{0, m.items + 1} {
		prev := head
		for i := m.rlink[head]; i != head; i = m.rlink[i] {
			if m.llink[i] != prev {
				return fmt.Errorf("dlx: sanity: item %d: left link %d, want %d", i-1, m.llink[i], prev)
			}
			if i < 1 || i > m.items {
				return fmt.Errorf("dlx: sanity: bad item index %d in the item list", i)
			}
			n := uint32(0)
			q := i
			for p := m.nodes[i].down; p != i; p = m.nodes[p].down {
				if m.nodes[p].up != q {
					return fmt.Errorf("dlx: sanity: node %d of item %d: up link %d, want %d", p, i-1, m.nodes[p].up, q)
				}
				if m.nodes[p].top != i {
					return fmt.Errorf("dlx: sanity: node %d in the list of item %d names item %d", p, i-1, m.nodes[p].top-1)
				}
				n++
				q = p
				if n > uint32(len(m.nodes)) {
					return fmt.Errorf("dlx: sanity: the list of item %d does not close", i-1)
				}
			}
			if m.nodes[i].up != q {
				return fmt.Errorf("dlx: sanity: item %d: up link %d, want %d", i-1, m.nodes[i].up, q)
			}
			if n != m.nodes[i].top {
				return fmt.Errorf("dlx: sanity: item %d has length %d but %d nodes", i-1, m.nodes[i].top, n)
			}
			prev = i
		}
		if m.llink[head] != prev {
			return fmt.Errorf("dlx: sanity: list head %d: left link %d, want %d", head, m.llink[head], prev)
		}
	}
	// The bitmap holds exactly the primary items of the list.
	want := make([]uint64, len(m.active))
	for i := m.rlink[0]; i != 0; i = m.rlink[i] {
		want[i>>6] |= 1 << (i & 63)
	}
	for w := range want {
		if diff := want[w] ^ m.active[w]; diff != 0 {
			i := w<<6 | mathbits.TrailingZeros64(diff)
			return fmt.Errorf("dlx: sanity: item %d is %v the list but %v the active bitmap", i-1, inOut(want[w]>>(i&63)&1), inOut(m.active[w]>>(i&63)&1))
		}
	}
	return nil
}

func inOut(bit uint64) string {
	if bit != 0 {
		return "in"
	}
	return "out of"
}
