package dagame

import (
	"math"
	"math/bits"
	"slices"
)

// Edge is a directed edge of a game graph: a token on node From may move to node To. Nodes count from 1.
type Edge struct{ From, To int }

// Graph is a directed acyclic game graph: a token on a node moves along an edge, and whoever cannot move
// loses. It is stored compactly (successor lists in one array, int32 indices), repeated edges dropped.
type Graph struct {
	n     int
	start []int32 // successors of node v (from 0) are succ[start[v]:start[v+1]]
	succ  []int32
	order []int32 // a topological order: every edge goes from an earlier node to a later one
}

// NewGraph builds the graph on nodes 1..n with the given edges. It fails with CodeNodeRange for an edge
// naming a node outside 1..n and with CodeCycle, naming a cycle, when the graph is not acyclic.
func NewGraph(n int, edges []Edge) (*Graph, error) {
	if n < 0 || n > math.MaxInt32 {
		return nil, &InputError{Code: CodeBadCount, Field: FieldNodes, Value: int64(n), Limit: math.MaxInt32}
	}
	g := &Graph{n: n, start: make([]int32, n+1)}
	for i, e := range edges {
		for _, v := range [2]int{e.From, e.To} {
			if v < 1 || v > n {
				return nil, &InputError{Code: CodeNodeRange, Field: FieldEdge, Index: i + 1, Value: int64(v), Limit: int64(n)}
			}
		}
		g.start[e.From]++ // counts into start[v+1], turned into offsets below
	}
	for v := 1; v <= n; v++ {
		g.start[v] += g.start[v-1]
	}
	fill := slices.Clone(g.start[:n])
	g.succ = make([]int32, len(edges))
	for _, e := range edges {
		v := e.From - 1
		g.succ[fill[v]] = int32(e.To - 1)
		fill[v]++
	}
	g.dropRepeats()
	if err := g.sort(); err != nil {
		return nil, err
	}
	return g, nil
}

// dropRepeats removes repeated edges, compacting succ in place. A repeated edge changes no game value but
// costs time in every mex over the node's options.
func (g *Graph) dropRepeats() {
	mark := make([]int32, g.n) // mark[w] == v+1: edge v->w already kept
	out := int32(0)
	from := int32(0)
	for v := range g.n {
		to := g.start[v+1]
		g.start[v] = out
		for _, w := range g.succ[from:to] {
			if mark[w] != int32(v)+1 {
				mark[w] = int32(v) + 1
				g.succ[out] = w
				out++
			}
		}
		from = to
	}
	g.start[g.n] = out
	g.succ = g.succ[:out:out]
}

// sort finds a topological order (Kahn 1962), or the cycle that prevents one.
func (g *Graph) sort() error {
	indeg := make([]int32, g.n)
	for _, w := range g.succ {
		indeg[w]++
	}
	g.order = make([]int32, 0, g.n)
	for v := range g.n {
		if indeg[v] == 0 {
			g.order = append(g.order, int32(v))
		}
	}
	for i := 0; i < len(g.order); i++ {
		for _, w := range g.out(g.order[i]) {
			if indeg[w]--; indeg[w] == 0 {
				g.order = append(g.order, w)
			}
		}
	}
	if len(g.order) == g.n {
		return nil
	}
	return g.cycle(indeg)
}

// cycle names a cycle among the nodes Kahn's algorithm could not order (indeg > 0). Each of them still
// has a predecessor among them, so walking backwards from any of them must come back to a node already
// seen, and the walk from that node is a cycle.
func (g *Graph) cycle(indeg []int32) error {
	pred := make([]int32, g.n) // one remaining predecessor of each remaining node
	for v := range int32(g.n) {
		for _, w := range g.out(v) {
			if indeg[v] > 0 && indeg[w] > 0 {
				pred[w] = v
			}
		}
	}
	v := int32(slices.IndexFunc(indeg, func(d int32) bool { return d > 0 }))
	seenAt := make(map[int32]int)
	var walk []int32
	for {
		if at, ok := seenAt[v]; ok {
			walk = walk[at:]
			break
		}
		seenAt[v] = len(walk)
		walk = append(walk, v)
		v = pred[v]
	}
	slices.Reverse(walk) // walked backwards: now each node has an edge to the next
	low := slices.Index(walk, slices.Min(walk))
	cyc := make([]int, 0, len(walk)+1)
	for i := range walk {
		cyc = append(cyc, int(walk[(low+i)%len(walk)])+1)
	}
	cyc = append(cyc, cyc[0])
	return &InputError{Code: CodeCycle, Value: int64(cyc[0]), Cycle: cyc}
}

func (g *Graph) out(v int32) []int32 { return g.succ[g.start[v]:g.start[v+1]] }

// Nodes returns the number of nodes.
func (g *Graph) Nodes() int { return g.n }

// Successors returns the nodes a token on v (from 1 to Nodes()) may move to, without repeats.
func (g *Graph) Successors(v int) []int {
	out := g.out(int32(v - 1))
	s := make([]int, len(out))
	for i, w := range out {
		s[i] = int(w) + 1
	}
	return s
}

// Grundy returns the Grundy value of one token on each node: element v-1 belongs to node v. A node's value
// is the mex (least value not among) of its successors' values, so nodes are taken in reverse topological
// order, sinks first, each in time proportional to its out-degree.
func (g *Graph) Grundy() []int {
	vals := g.grundy()
	out := make([]int, g.n)
	for i, v := range vals {
		out[i] = int(v)
	}
	return out
}

func (g *Graph) grundy() []uint32 {
	vals := make([]uint32, g.n)
	var m mexSet
	for i := len(g.order) - 1; i >= 0; i-- {
		v := g.order[i]
		out := g.out(v)
		m.reset(len(out))
		for _, w := range out {
			m.add(vals[w])
		}
		vals[v] = m.mex()
	}
	return vals
}

// mexSet collects values below a bound in a bitset and returns their mex. The mex of k values is at most
// k, so values above the bound given to reset may be dropped.
type mexSet struct {
	words []uint64
	bound int
}

// reset empties the set for at most k values.
func (m *mexSet) reset(k int) {
	n := k/64 + 1
	if cap(m.words) < n {
		m.words = make([]uint64, n)
	}
	m.words = m.words[:n]
	clear(m.words)
	m.bound = k
}

func (m *mexSet) add(v uint32) {
	if int(v) <= m.bound {
		m.words[v>>6] |= 1 << (v & 63)
	}
}

func (m *mexSet) mex() uint32 {
	for i, w := range m.words {
		if w != ^uint64(0) {
			return uint32(i*64 + trailingOnes(w))
		}
	}
	return uint32(len(m.words) * 64)
}

func trailingOnes(x uint64) int { return bits.TrailingZeros64(^x) }
