package main

import (
	"fmt"
	"log"
)

// Strip layout; package knight (strip.go) holds the same constants.
const (
	stripBaseMin       = 18 // boards this long or longer are built from a base and pumps
	stripLeftBoundary  = 4  // the left pump goes in before this column of the base
	stripRightBoundary = 14 // the right pump goes in before this column of the base
	stripBothFrom      = 7  // starts from this column on have pumps on both sides
	stripStartLimit    = 11 // bases hold starts in columns below this
	stripCycleBoundary = 4  // the pump of the 3-row closed bases goes in before this column
)

// validStart says whether an open tour of an h x n strip (h = 3 or 4) may start at r,c: the rule that
// package knight states and its tests prove; here it only picks which starts to tabulate.
func validStart(h, n, r, c int) bool {
	if h == 4 {
		return n >= 5 && (r == 0 || r == 3)
	}
	switch {
	case n == 4:
		return c == 0 || c == 3
	case n == 7:
		return (r+c)%2 == 0 && !(r == 1 && c == 3)
	case n == 8:
		return !(r == 1 && (c == 2 || c == 5))
	case n >= 9 && n%2 == 1:
		return (r+c)%2 == 0
	case n >= 10:
		return true
	}
	return false
}

// pumpOf adds the pump of pattern p to the table, once, and returns its index.
func (t *table) pumpOf(pm *pumper, p pattern) int {
	k := fmt.Sprintf("%d:%s", pm.h, p.key())
	if i, ok := t.pumpIndex[k]; ok {
		return i
	}
	paths := pm.pump(p)
	if paths == nil {
		log.Fatalf("gen: pattern %s has no pump", k)
	}
	g := newRegion(pm.h, pumpWidth)
	var exts []ext
	for _, e := range p {
		// the lane enters at b (linked back to a, one piece to the left) and leaves at a shifted by
		// pumpWidth (linked on to b, one piece to the right)
		d := dirOf(e.b, e.a)
		exts = append(exts, ext{g.id(e.b), d}, ext{g.id(sq{e.a.r, e.a.c + pumpWidth}), (d + 4) % 8})
	}
	t.pumps = append(t.pumps, piece{pm.h, pumpWidth, -1, -1, -1, encode(g, paths, false, exts)})
	if t.pumpIndex == nil {
		t.pumpIndex = map[string]int{}
	}
	t.pumpIndex[k] = len(t.pumps) - 1
	return len(t.pumps) - 1
}

// dirOf is the move from one square to another a knight's move away.
func dirOf(from, to sq) int {
	for d, m := range moves {
		if from.r+m[0] == to.r && from.c+m[1] == to.c {
			return d
		}
	}
	panic("dirOf: not a knight's move")
}

// stripPieces finds the pieces of 3- and 4-row boards: whole boards shorter than stripBaseMin from every
// valid start in their left half, the bases with their pumps, and the closed 3-row bases.
func (t *table) stripPieces() {
	pms := map[int]*pumper{}
	subs := map[int]map[string]bool{}
	for _, h := range []int{3, 4} {
		pms[h] = &pumper{h: h, cache: map[string][][]int{}}
		subs[h] = pms[h].pumpable(4)
	}
	// whole boards
	for _, hn := range [][2]int{{3, 4}, {3, 7}, {3, 8}, {3, 9}, {3, 11}, {3, 13}, {3, 15}, {3, 17},
		{4, 5}, {4, 6}, {4, 7}, {4, 8}, {4, 9}, {4, 10}, {4, 11}, {4, 12}, {4, 13}, {4, 14}, {4, 15}, {4, 16}, {4, 17}} {
		h, n := hn[0], hn[1]
		g := newRegion(h, n)
		for c := 0; c <= (n-1)/2; c++ {
			for r := 0; r < h; r++ {
				if !validStart(h, n, r, c) {
					continue
				}
				cv := &cover{g: g, limit: 300_000, attempts: 200, from: []int{g.id(sq{r, c})}, to: []int{-1}}
				paths := cv.solve()
				if paths == nil {
					log.Fatalf("gen: no open tour of %dx%d from %d,%d", h, n, r, c)
				}
				t.stripWhole = append(t.stripWhole, piece{h, n, g.id(sq{r, c}), -1, -1, encode(g, paths, false, nil)})
			}
		}
	}
	// bases
	for _, hn := range [][2]int{{3, 19}, {3, 21}, {4, 18}, {4, 19}, {4, 20}, {4, 21}} {
		h, n := hn[0], hn[1]
		g := newRegion(h, n)
		pm, sub := pms[h], subs[h]
		for c := 0; c < stripStartLimit; c++ {
			for r := 0; r < h; r++ {
				if !validStart(h, n, r, c) {
					continue
				}
				both := c >= stripBothFrom
				cv := &cover{g: g, limit: 300_000, attempts: 200, from: []int{g.id(sq{r, c})}, to: []int{-1}}
				cv.watch = []int{stripRightBoundary}
				if both {
					cv.watch = append(cv.watch, stripLeftBoundary)
				}
				cv.partial = func(x int, p pattern) bool { return sub[p.key()] }
				cv.accept = func(paths [][]int) bool {
					for _, x := range cv.watch {
						if p := crossings(g, paths, x); p == nil || pm.pump(p) == nil {
							return false
						}
					}
					return true
				}
				paths := cv.solve()
				if paths == nil {
					log.Fatalf("gen: no base tour of %dx%d from %d,%d", h, n, r, c)
				}
				left := -1
				if both {
					left = t.pumpOf(pm, crossings(g, paths, stripLeftBoundary))
				}
				right := t.pumpOf(pm, crossings(g, paths, stripRightBoundary))
				t.stripBases = append(t.stripBases, piece{h, n, g.id(sq{r, c}), left, right, encode(g, paths, false, nil)})
			}
		}
	}
	// closed 3-row bases: a path from the corner round to its other neighbour
	// (no closed tour of 3 x 10 crosses any boundary in a pattern that takes a pump, so 3 x 10 stands
	// alone and the bases are 3 x 12 and 3 x 14)
	for _, n := range []int{10, 12, 14} {
		g := newRegion(3, n)
		pm, sub := pms[3], subs[3]
		cv := &cover{g: g, limit: 2_000_000, attempts: 50, from: []int{g.id(sq{0, 0})}, to: []int{g.id(sq{2, 1})}}
		cv.req = [][2]int{{g.id(sq{0, 0}), g.id(sq{1, 2})}}
		if n > 10 {
			cv.watch = []int{stripCycleBoundary}
			cv.partial = func(x int, p pattern) bool { return sub[p.key()] }
			cv.accept = func(paths [][]int) bool {
				p := crossings(g, paths, stripCycleBoundary)
				return p != nil && pm.pump(p) != nil
			}
		}
		paths := cv.solve()
		if paths == nil {
			log.Fatalf("gen: no closed base tour of 3x%d", n)
		}
		right := -1
		if n > 10 {
			right = t.pumpOf(pm, crossings(g, paths, stripCycleBoundary))
		}
		t.stripCycles = append(t.stripCycles, piece{3, n, -1, -1, right, encode(g, paths, true, nil)})
	}
}
