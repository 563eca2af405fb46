package knight

import (
	"fmt"
	"testing"
)

// pieceWalk checks that p's links agree (a link to a square inside the piece is linked back), that only
// the squares in exits link out of the piece, and returns the squares in order along the links from
// from (-1: from square 0 of a cycle).
func pieceWalk(t *testing.T, name string, p *piece, from int) []int {
	t.Helper()
	in := func(v int, m Move) (int, bool) {
		d := moveDelta[m]
		r, c := v/p.cols+d[0], v%p.cols+d[1]
		return r*p.cols + c, r >= 0 && r < p.rows && c >= 0 && c < p.cols
	}
	for v, l := range p.links {
		for _, m := range []byte{l & 15, l >> 4} {
			if m == noLink {
				continue
			}
			u, ok := in(v, Move(m))
			if !ok {
				t.Fatalf("%s: square %d links off the piece", name, v)
			}
			if back := p.links[u]; back&15 != m^4 && back>>4 != m^4 {
				t.Fatalf("%s: square %d links to %d, which does not link back", name, v, u)
			}
		}
	}
	start := max(from, 0)
	seen := make([]bool, len(p.links))
	order := []int{start}
	seen[start] = true
	for cur, back := start, byte(noLink); ; {
		l := p.links[cur]
		m := l & 15
		if m == back || m == noLink {
			m = l >> 4
		}
		if m == noLink || m == back {
			break
		}
		cur, _ = in(cur, Move(m))
		if seen[cur] {
			break
		}
		seen[cur] = true
		order = append(order, cur)
		back = m ^ 4
	}
	if len(order) != len(p.links) {
		t.Fatalf("%s: the links from square %d reach %d of %d squares", name, start, len(order), len(p.links))
	}
	return order
}

// hasEdge reports whether the piece's links join a and b.
func hasEdge(p *piece, a, b Square) bool {
	m, ok := moveOf(a, b)
	l := p.links[a.Row*p.cols+a.Col]
	return ok && (Move(l&15) == m || Move(l>>4) == m)
}

func checkPorts(t *testing.T, name string, p *piece) {
	t.Helper()
	h, w := p.rows, p.cols
	ports := [4][2]Square{{{1, 0}, {3, 1}}, {{0, w - 2}, {2, w - 1}}, {{0, 1}, {1, 3}}, {{h - 2, 0}, {h - 1, 2}}}
	for i, e := range ports {
		if !hasEdge(p, e[0], e[1]) {
			t.Errorf("%s: port %d (%v-%v) is not on the tour", name, i, e[0], e[1])
		}
	}
}

func TestGridPieces(t *testing.T) {
	tb := pieces()
	for h := 5; h <= 11; h++ {
		for w := 5; w <= 11; w++ {
			name := fmt.Sprintf("%dx%d", h, w)
			if h%2 == 0 || w%2 == 0 {
				p := tb.gridCycle[h][w]
				if p == nil || p.rows != h || p.cols != w {
					t.Fatalf("no closed %s piece", name)
				}
				order := pieceWalk(t, name, p, -1)
				if !knightsMove(Square{order[0] / w, order[0] % w}, Square{order[len(order)-1] / w, order[len(order)-1] % w}) {
					t.Errorf("%s: the piece is not a closed tour", name)
				}
				checkPorts(t, name, p)
				continue
			}
			for s := range h * w {
				if (s/w+s%w)%2 != 0 {
					continue
				}
				p := tb.gridPath[pieceKey{h, w, s}]
				pname := fmt.Sprintf("%s from %d", name, s)
				if p == nil {
					t.Fatalf("no %s piece", pname)
				}
				pieceWalk(t, pname, p, s)
				checkPorts(t, pname, p)
			}
		}
	}
}

func TestStripPieces(t *testing.T) {
	tb := pieces()
	for k, p := range tb.stripWhole {
		pieceWalk(t, fmt.Sprintf("whole %dx%d from %d", k.rows, k.cols, k.start), p, k.start)
	}
	for k, p := range tb.stripBase {
		name := fmt.Sprintf("base %dx%d from %d", k.rows, k.cols, k.start)
		pieceWalk(t, name, p, k.start)
		if p.right == nil || (k.start%k.cols >= stripBothFrom) != (p.left != nil) {
			t.Errorf("%s: pumps left %v right %v", name, p.left != nil, p.right != nil)
		}
	}
	for n, p := range tb.stripCycle {
		pieceWalk(t, fmt.Sprintf("closed 3x%d", n), p, -1)
	}
	// every start of the left half of every whole board, and of the bases, is in the table
	for _, h := range []int{3, 4} {
		for n := h; n < stripBaseMin; n++ {
			for r := range h {
				for c := 0; c <= (n-1)/2; c++ {
					p := Problem{Board{h, n}, Square{r, c}}
					cycle := h == 3 && n%2 == 0 && n >= 10
					if Exists(p, false) == nil && !cycle && tb.stripWhole[pieceKey{h, n, r*n + c}] == nil {
						t.Errorf("no whole piece for %v", p)
					}
				}
			}
		}
	}
}

// TestPumps checks every pump: links inside agree, lanes enter from the left and leave to the right, and
// the lanes cover the block.
func TestPumps(t *testing.T) {
	tb := pieces()
	pumps := map[*piece]string{}
	for k, p := range tb.stripBase {
		for _, q := range []*piece{p.left, p.right} {
			if q != nil {
				pumps[q] = fmt.Sprintf("pump of base %dx%d from %d", k.rows, k.cols, k.start)
			}
		}
	}
	for n, p := range tb.stripCycle {
		if p.right != nil {
			pumps[p.right] = fmt.Sprintf("pump of closed 3x%d", n)
		}
	}
	for p, name := range pumps {
		if p.cols != pumpWidth {
			t.Fatalf("%s: %d columns", name, p.cols)
		}
		var entries []int
		exits := 0
		step := func(v int, m byte) (int, bool) {
			d := moveDelta[m]
			r, c := v/p.cols+d[0], v%p.cols+d[1]
			return r*p.cols + c, r >= 0 && r < p.rows && c >= 0 && c < p.cols
		}
		for v, l := range p.links {
			for _, m := range []byte{l & 15, l >> 4} {
				if m == noLink {
					t.Fatalf("%s: square %d has one link", name, v)
				}
				if _, ok := step(v, m); ok {
					continue
				}
				if moveDelta[m][1] < 0 {
					entries = append(entries, v)
				} else {
					exits++
				}
			}
		}
		if len(entries) == 0 || len(entries) != exits {
			t.Fatalf("%s: %d lanes in, %d out", name, len(entries), exits)
		}
		seen := 0
		for _, v := range entries {
			l := p.links[v]
			back := l & 15 // the link in from the left
			if _, ok := step(v, back); ok || moveDelta[back][1] > 0 {
				back = l >> 4
			}
			for {
				seen++
				l := p.links[v]
				m := l & 15
				if m == back {
					m = l >> 4
				}
				u, ok := step(v, m)
				if !ok {
					if moveDelta[m][1] < 0 {
						t.Fatalf("%s: a lane turns back out to the left", name)
					}
					break
				}
				v, back = u, m^4
			}
		}
		if seen != len(p.links) {
			t.Errorf("%s: the lanes cover %d of %d squares", name, seen, len(p.links))
		}
	}
}
