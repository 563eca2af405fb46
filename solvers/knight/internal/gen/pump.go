package main

import (
	"fmt"
	"sort"
	"strings"
)

// A strip's tour crosses a boundary between two columns by a few edges, its pattern. A pump for the
// pattern is a block of pumpWidth columns covered by lanes, lane i running from where edge i lands
// (b_i) to a knight's move before where it starts one pump further on (a_i + pumpWidth): put in at the
// boundary, it lengthens the strip and the tour keeps its shape. See package knight's strip.go.

// A crossing is a tour edge over the boundary between columns x-1 and x, written relative to the
// boundary: a in columns -2..-1, b in 0..1.
type crossing struct{ a, b sq }

// pattern is the set of edges over a boundary.
type pattern []crossing

// key names a pattern whatever the order of its edges.
func (p pattern) key() string {
	s := make([]string, len(p))
	for i, e := range p {
		s[i] = fmt.Sprintf("%d%+d%d%+d", e.a.r, e.a.c, e.b.r, e.b.c)
	}
	sort.Strings(s)
	return strings.Join(s, " ")
}

// crossings returns the edges of the paths that cross the boundary at column x, relative to it, or
// nil when two of them share a square (such a boundary cannot take a pump).
func crossings(g *region, paths [][]int, x int) pattern {
	var p pattern
	seen := map[int]bool{}
	for _, path := range paths {
		for i := 0; i+1 < len(path); i++ {
			u, v := path[i], path[i+1]
			cu, cv := u%g.w, v%g.w
			if (cu < x) == (cv < x) {
				continue
			}
			if cu >= x {
				u, v = v, u
			}
			if seen[u] || seen[v] {
				return nil
			}
			seen[u], seen[v] = true, true
			p = append(p, crossing{sq{u / g.w, u%g.w - x}, sq{v / g.w, v%g.w - x}})
		}
	}
	return p
}

// pumpWidth is the width of every pump: the strip grows by this many columns per pump.
const pumpWidth = 4

// pumper finds and remembers the pumps of h-row strips.
type pumper struct {
	h     int
	cache map[string][][]int // pattern key -> the pump's lanes, nil for none
}

// pump finds paths covering an h x pumpWidth block, lane i from b_i to a_i shifted by pumpWidth.
func (pm *pumper) pump(p pattern) [][]int {
	k := p.key()
	if r, ok := pm.cache[k]; ok {
		return r
	}
	g := newRegion(pm.h, pumpWidth)
	cv := &cover{g: g, limit: 200000, attempts: 3}
	for _, e := range p {
		cv.from = append(cv.from, g.id(e.b))
		cv.to = append(cv.to, g.id(sq{e.a.r, e.a.c + pumpWidth}))
	}
	r := cv.solve()
	pm.cache[k] = r
	return r
}

// allCrossings lists every knight's move over a boundary of an h-row strip, relative to the boundary.
func allCrossings(h int) []crossing {
	var out []crossing
	for r := 0; r < h; r++ {
		for c := -2; c <= -1; c++ {
			for _, m := range moves {
				rr, cc := r+m[0], c+m[1]
				if rr >= 0 && rr < h && cc >= 0 && cc <= 1 {
					out = append(out, crossing{sq{r, c}, sq{rr, cc}})
				}
			}
		}
	}
	return out
}

// pumpable finds every pattern of at most maxLanes crossings (no shared squares) that has a pump, and
// returns the keys of all their subsets: the partial patterns a strip base's search may pass through.
func (pm *pumper) pumpable(maxLanes int) map[string]bool {
	sub := map[string]bool{"": true}
	xs := allCrossings(pm.h)
	var rec func(i int, cur pattern, used map[sq]bool)
	rec = func(i int, cur pattern, used map[sq]bool) {
		if len(cur) > 0 && pm.pump(cur) != nil {
			n := len(cur)
			for mask := 0; mask < 1<<n; mask++ {
				var q pattern
				for j := 0; j < n; j++ {
					if mask&(1<<j) != 0 {
						q = append(q, cur[j])
					}
				}
				sub[q.key()] = true
			}
		}
		if len(cur) == maxLanes {
			return
		}
		for j := i; j < len(xs); j++ {
			e := xs[j]
			if used[e.a] || used[e.b] {
				continue
			}
			used[e.a], used[e.b] = true, true
			rec(j+1, append(cur, e), used)
			delete(used, e.a)
			delete(used, e.b)
		}
	}
	rec(0, nil, map[sq]bool{})
	return sub
}
