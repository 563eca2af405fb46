package main

import "math/rand/v2"

// moves lists the knight's eight moves in package knight's order (clockwise from two up, one right), so
// a direction here is the same knight.Move.
var moves = [8][2]int{{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}}

// sq is a square of a region, row and column from 0.
type sq struct{ r, c int }

// region is an h x w board on which searches run; squares are numbered row by row.
type region struct {
	h, w int
	nb   [][8]int // the neighbour in each direction, or -1
}

func newRegion(h, w int) *region {
	g := &region{h: h, w: w, nb: make([][8]int, h*w)}
	for r := range h {
		for c := range w {
			for d, m := range moves {
				g.nb[r*w+c][d] = -1
				if rr, cc := r+m[0], c+m[1]; rr >= 0 && rr < h && cc >= 0 && cc < w {
					g.nb[r*w+c][d] = rr*w + cc
				}
			}
		}
	}
	return g
}

func (g *region) id(s sq) int { return s.r*g.w + s.c }

// dirTo is the move from square a to square b, or -1.
func (g *region) dirTo(a, b int) int {
	for d, x := range g.nb[a] {
		if x == b {
			return d
		}
	}
	return -1
}

// cover searches for disjoint paths that together visit every square of a region: path i runs from
// from[i] to to[i] (the last may have to = -1: it ends anywhere). Every answer uses the edges in req.
// Depth-first, Warnsdorff's order (fewest onward squares first) with random tie-breaks; a search that
// passes limit nodes gives up and the next attempt starts over with another seed, so hard cases are
// left quickly and the output is the same on every run.
type cover struct {
	g        *region
	from, to []int
	req      [][2]int
	limit    int64 // nodes an attempt may visit
	attempts int   // attempts before giving up (at least 1)

	// watch lists boundaries (column x: between columns x-1 and x); the edges of the answer that cross
	// each must be, at every step, a pattern that partial accepts (strip bases: a subset of a pattern
	// that has a pump). accept may still refuse a complete answer, and the search goes on.
	watch   []int
	partial func(x int, p pattern) bool
	accept  func(paths [][]int) bool

	// search state
	vis      []bool
	deg      []int // unvisited neighbours
	reserved []bool
	reqOf    [][]int
	path     []int
	starts   []int // where each path begins in path
	crossed  [][]crossing
	nodes    int64
	rng      *rand.Rand

	// On a four-row region a single path alternates outer (A) and inner (B) rows but for one B-B step,
	// before which every A it visits has the start's colour (see package knight's documentation): the
	// search refuses the B-B step while an A of the start's colour is unvisited. Without this rule the
	// 4 x 18 bases took minutes and some were not found.
	rows4 bool
	aLeft [2]int // unvisited outer-row squares by colour
	bbAt  int    // path length when the B-B step was taken, 0 before
}

// solve returns the paths, or nil when no attempt found an answer.
func (cv *cover) solve() [][]int {
	for a := range max(cv.attempts, 1) {
		if cv.try(uint64(a)) {
			out := cv.split()
			for i := range out {
				out[i] = append([]int(nil), out[i]...)
			}
			return out
		}
	}
	return nil
}

func (cv *cover) try(seed uint64) bool {
	g := cv.g
	n := g.h * g.w
	cv.rng = rand.New(rand.NewPCG(seed, 12345))
	cv.vis = make([]bool, n)
	cv.deg = make([]int, n)
	cv.reserved = make([]bool, n)
	cv.reqOf = make([][]int, n)
	cv.path, cv.starts, cv.nodes = cv.path[:0], cv.starts[:0], 0
	for _, e := range cv.req {
		if g.dirTo(e[0], e[1]) < 0 {
			panic("gen: a required edge is not a knight's move")
		}
		cv.reqOf[e[0]] = append(cv.reqOf[e[0]], e[1])
		cv.reqOf[e[1]] = append(cv.reqOf[e[1]], e[0])
	}
	for v := range n {
		if len(cv.reqOf[v]) > 2 {
			return false
		}
		for _, u := range g.nb[v] {
			if u >= 0 {
				cv.deg[v]++
			}
		}
	}
	for i := range cv.from {
		cv.reserved[cv.from[i]] = true
		if cv.to[i] >= 0 {
			cv.reserved[cv.to[i]] = true
		}
	}
	cv.rows4, cv.aLeft, cv.bbAt = g.h == 4 && len(cv.from) == 1, [2]int{}, 0
	if cv.rows4 {
		for v := range n {
			if cv.outer(v) {
				cv.aLeft[cv.colour(v)]++
			}
		}
	}
	cv.crossed = make([][]crossing, len(cv.watch))
	cv.visit(cv.from[0])
	cv.starts = append(cv.starts, 0)
	return cv.dfs(0, cv.from[0], -1, n-1)
}

func (cv *cover) outer(v int) bool { r := v / cv.g.w; return r == 0 || r == cv.g.h-1 }

func (cv *cover) colour(v int) int { return (v/cv.g.w + v%cv.g.w) % 2 }

func (cv *cover) visit(v int) {
	if cv.rows4 && cv.outer(v) {
		cv.aLeft[cv.colour(v)]--
	}
	cv.vis[v] = true
	for _, u := range cv.g.nb[v] {
		if u >= 0 {
			cv.deg[u]--
		}
	}
	cv.path = append(cv.path, v)
}

func (cv *cover) unvisit(v int) {
	if cv.rows4 && cv.outer(v) {
		cv.aLeft[cv.colour(v)]++
	}
	cv.vis[v] = false
	for _, u := range cv.g.nb[v] {
		if u >= 0 {
			cv.deg[u]++
		}
	}
	cv.path = cv.path[:len(cv.path)-1]
}

func (cv *cover) isReq(a, b int) bool {
	for _, x := range cv.reqOf[a] {
		if x == b {
			return true
		}
	}
	return false
}

// dfs extends path seg, whose head is cur (prev the square before it, -1 at a path's start), with left
// squares still to visit.
func (cv *cover) dfs(seg, cur, prev, left int) bool {
	cv.nodes++
	if cv.nodes > cv.limit {
		return false
	}
	g := cv.g
	last := seg == len(cv.from)-1
	if cur == cv.to[seg] || cv.to[seg] < 0 && left == 0 {
		for _, x := range cv.reqOf[cur] { // a required edge at the end must be the last one
			if x != prev {
				return false
			}
		}
		if last {
			return left == 0 && (cv.accept == nil || cv.accept(cv.split()))
		}
		nx := cv.from[seg+1]
		if cv.vis[nx] {
			return false
		}
		cv.visit(nx)
		cv.starts = append(cv.starts, len(cv.path)-1)
		if cv.dfs(seg+1, nx, -1, left-1) {
			return true
		}
		cv.starts = cv.starts[:len(cv.starts)-1]
		cv.unvisit(nx)
		return false
	}
	if left == 0 {
		return false
	}
	// a required edge at cur not yet used decides the next square
	forced := -1
	for _, x := range cv.reqOf[cur] {
		if x == prev {
			continue
		}
		if cv.vis[x] || forced >= 0 && forced != x {
			return false
		}
		forced = x
	}
	if !cv.roomy(cur) {
		return false
	}
	if cv.to[len(cv.to)-1] < 0 && len(cv.from) == 1 && left > 8 && left%3 == 0 && !cv.connected(cur, left) {
		return false
	}
	var cands [8]int
	nc := 0
	for _, u := range g.nb[cur] {
		switch {
		case u < 0 || cv.vis[u] || cv.reserved[u] && u != cv.to[seg] || forced >= 0 && u != forced:
			continue
		case !cv.isReq(cur, u) && (len(cv.reqOf[u]) == 2 || len(cv.reqOf[u]) == 1 && cv.vis[cv.reqOf[u][0]]):
			continue // u's required edges could no longer both be used
		case cv.rows4 && !cv.outer(cur) && !cv.outer(u) && (cv.bbAt != 0 || cv.aLeft[cv.colour(cv.from[0])] != 0):
			continue
		}
		cands[nc] = u
		nc++
	}
	cv.rng.Shuffle(nc, func(i, j int) { cands[i], cands[j] = cands[j], cands[i] })
	for i := 1; i < nc; i++ {
		for j := i; j > 0 && cv.deg[cands[j]] < cv.deg[cands[j-1]]; j-- {
			cands[j], cands[j-1] = cands[j-1], cands[j]
		}
	}
	for _, u := range cands[:nc] {
		wi := cv.crosses(cur, u)
		if wi >= 0 {
			cv.crossed[wi] = append(cv.crossed[wi], cv.crossingOf(cur, u, cv.watch[wi]))
			if !cv.partial(cv.watch[wi], cv.crossed[wi]) {
				cv.crossed[wi] = cv.crossed[wi][:len(cv.crossed[wi])-1]
				continue
			}
		}
		bb := cv.rows4 && !cv.outer(cur) && !cv.outer(u)
		if bb {
			cv.bbAt = len(cv.path)
		}
		cv.visit(u)
		if cv.dfs(seg, u, cur, left-1) {
			return true
		}
		cv.unvisit(u)
		if bb {
			cv.bbAt = 0
		}
		if wi >= 0 {
			cv.crossed[wi] = cv.crossed[wi][:len(cv.crossed[wi])-1]
		}
	}
	return false
}

// roomy reports whether every unvisited square still has a way in (from an unvisited neighbour or the
// head cur) and a way out, but for path ends: the reserved squares, and one more when the last path
// ends anywhere.
func (cv *cover) roomy(cur int) bool {
	nb := &cv.g.nb[cur]
	for _, u := range nb {
		if u >= 0 && !cv.vis[u] {
			cv.deg[u]++ // the head is a way in
		}
	}
	ok, ends, free := true, 0, cv.to[len(cv.to)-1] < 0
	for v, seen := range cv.vis {
		if seen {
			continue
		}
		if d := cv.deg[v]; d == 0 || d == 1 && !cv.reserved[v] && (!free || ends > 0) {
			ok = false
			break
		} else if d == 1 && !cv.reserved[v] {
			ends++
		}
	}
	for _, u := range nb {
		if u >= 0 && !cv.vis[u] {
			cv.deg[u]--
		}
	}
	return ok
}

// split cuts the search's path into the paths asked for.
func (cv *cover) split() [][]int {
	var out [][]int
	for i, st := range cv.starts {
		end := len(cv.path)
		if i+1 < len(cv.starts) {
			end = cv.starts[i+1]
		}
		out = append(out, cv.path[st:end])
	}
	return out
}

// connected reports whether every unvisited square can be reached from cur through unvisited squares.
func (cv *cover) connected(cur, left int) bool {
	seen := make([]bool, len(cv.vis))
	stack := []int{cur}
	seen[cur] = true
	cnt := 0
	for len(stack) > 0 {
		v := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, u := range cv.g.nb[v] {
			if u >= 0 && !cv.vis[u] && !seen[u] {
				seen[u] = true
				cnt++
				stack = append(stack, u)
			}
		}
	}
	return cnt == left
}

// crosses returns the index in watch of the boundary that the edge a-b crosses, or -1.
func (cv *cover) crosses(a, b int) int {
	ca, cb := a%cv.g.w, b%cv.g.w
	for i, x := range cv.watch {
		if (ca < x) != (cb < x) {
			return i
		}
	}
	return -1
}

// crossingOf is the edge a-b relative to the boundary x it crosses.
func (cv *cover) crossingOf(a, b, x int) crossing {
	if a%cv.g.w >= x {
		a, b = b, a
	}
	w := cv.g.w
	return crossing{sq{a / w, a%w - x}, sq{b / w, b%w - x}}
}
