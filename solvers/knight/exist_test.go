package knight

import (
	"fmt"
	"slices"
	"testing"

	"kibitz/internal/testenv"
)

// exhaustive is a plain depth-first search for a knight's path (or cycle) covering an m x n board,
// written apart from the package's solvers so that it can judge them. Its prunings lose no tour: every
// unvisited square needs a way in (and, in a cycle, a way out), counting the head of the path and, for a
// cycle, the start; and an open path has room for one square with a single way in, its end.
type exhaustive struct {
	m, n   int
	adj    [][]int
	free   []int // unvisited neighbours of each square
	vis    []bool
	start  int
	closed bool
	nodes  int
}

func newExhaustive(m, n int) *exhaustive {
	e := &exhaustive{m: m, n: n, adj: make([][]int, m*n), free: make([]int, m*n), vis: make([]bool, m*n)}
	for r := range m {
		for c := range n {
			for _, d := range [8][2]int{{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}} {
				if rr, cc := r+d[0], c+d[1]; rr >= 0 && rr < m && cc >= 0 && cc < n {
					e.adj[r*n+c] = append(e.adj[r*n+c], rr*n+cc)
				}
			}
			e.free[r*n+c] = len(e.adj[r*n+c])
		}
	}
	return e
}

// tour reports whether a tour (closed: a closed tour) starts at square s (row*n+col).
func (e *exhaustive) tour(s int, closed bool) bool {
	e.start, e.closed = s, closed
	e.visit(s)
	defer e.unvisit(s)
	return e.extend(s, e.m*e.n-1)
}

func (e *exhaustive) visit(v int) {
	e.vis[v] = true
	for _, u := range e.adj[v] {
		e.free[u]--
	}
}

func (e *exhaustive) unvisit(v int) {
	e.vis[v] = false
	for _, u := range e.adj[v] {
		e.free[u]++
	}
}

func (e *exhaustive) adjacent(a, b int) bool {
	for _, u := range e.adj[a] {
		if u == b {
			return true
		}
	}
	return false
}

func (e *exhaustive) extend(head, left int) bool {
	e.nodes++
	if left == 0 {
		return !e.closed || e.adjacent(head, e.start)
	}
	ends := 0
	for v := range e.vis {
		if e.vis[v] {
			continue
		}
		ways := e.free[v]
		if e.adjacent(v, head) {
			ways++
		}
		if e.closed {
			if e.adjacent(v, e.start) {
				ways++
			}
			if ways < 2 {
				return false
			}
			continue
		}
		if ways == 0 {
			return false
		}
		if ways == 1 {
			if ends++; ends > 1 {
				return false
			}
		}
	}
	for _, u := range e.adj[head] {
		if e.vis[u] {
			continue
		}
		e.visit(u)
		ok := e.extend(u, left-1)
		e.unvisit(u)
		if ok {
			return true
		}
	}
	return false
}

// checkExhaustive compares Exists with the exhaustive search on an m x n board, every start, open and
// closed (the closed search starts from the top left corner only: a cycle passes every square).
func checkExhaustive(t *testing.T, m, n int) {
	t.Helper()
	b := Board{m, n}
	for _, closed := range []bool{false, true} {
		for r := range m {
			for c := range n {
				if closed && (r > 0 || c > 0) {
					continue
				}
				p := Problem{b, Square{r, c}}
				e := newExhaustive(m, n)
				found := e.tour(r*n+c, closed)
				if err := Exists(p, closed); (err == nil) != found {
					t.Errorf("Exists(%v, closed=%v) = %v, but exhaustive search says found=%v (%d nodes)", p, closed, err, found, e.nodes)
				}
			}
		}
	}
}

// TestExistsExhaustive proves Exists right on the small boards, where the exceptions live: 1 x n and
// 2 x n, 3 x 3 to 3 x 8 (3 x 4 only from its end columns, 3 x 7 not from its centre, 3 x 8 not from
// 2,3 or 2,6), 4 x 4 to 4 x 8 (the middle rows), 5 x 5 (the 12 squares not of the corners' colour) and
// the closed tours of all of them (Schwenk's exceptions).
func TestExistsExhaustive(t *testing.T) {
	for m := 1; m <= 4; m++ {
		for n := m; n <= 8; n++ {
			t.Run(fmt.Sprintf("%dx%d", m, n), func(t *testing.T) {
				checkExhaustive(t, m, n)
				if m != n {
					checkExhaustive(t, n, m)
				}
			})
		}
	}
	t.Run("5x5", func(t *testing.T) { checkExhaustive(t, 5, 5) })
}

// TestExistsExhaustiveHeavy goes on to the boards where exhaustive search still ends in seconds.
func TestExistsExhaustiveHeavy(t *testing.T) {
	testenv.Heavy(t)
	for _, mn := range [][2]int{{3, 9}, {3, 10}, {3, 11}, {4, 9}, {5, 6}, {5, 7}, {6, 6}} {
		t.Run(fmt.Sprintf("%dx%d", mn[0], mn[1]), func(t *testing.T) { checkExhaustive(t, mn[0], mn[1]) })
	}
}

// connected reports whether the knight's moves join every square of an m x n board to every other (by a
// breadth-first search): a board where they do not has no tour.
func connected(m, n int) bool {
	e := newExhaustive(m, n)
	seen := make([]bool, m*n)
	queue := []int{0}
	seen[0] = true
	for len(queue) > 0 {
		v := queue[0]
		queue = queue[1:]
		for _, u := range e.adj[v] {
			if !seen[u] {
				seen[u] = true
				queue = append(queue, u)
			}
		}
	}
	return !slices.Contains(seen, false)
}

// TestExistsNoneIsProven: every "no tour" that Exists says on a board with both sides up to 16 (every
// start, open and closed) has a proof that does not rely on Exists. Where it says a tour exists, the
// construction shows one (TestConstructRectangles), so on these boards "none" is said exactly where no
// tour exists. The proofs:
//   - the knight's moves leave some square unreachable (1 x n, 2 x n, 3 x 3), checked here;
//   - colour: a move changes colour, so a closed tour needs an even number of squares, and on a board with
//     both sides odd an open one starts on the corners' colour, which has one square more;
//   - a board 4 squares across: an open tour starts on an outer line and no closed tour exists (the
//     argument credited to Pósa in the package documentation);
//   - the boards that TestExistsExhaustive searches in full: both sides up to 4 and 8, and 5 x 5.
func TestExistsNoneIsProven(t *testing.T) {
	for m := 1; m <= 16; m++ {
		for n := 1; n <= 16; n++ {
			b := Board{m, n}
			short, long := min(m, n), max(m, n)
			searched := short <= 4 && long <= 8 || short == 5 && long == 5
			disconnected := !connected(m, n)
			for _, closed := range []bool{false, true} {
				for r := range m {
					for c := range n {
						p := Problem{b, Square{r, c}}
						err := Exists(p, closed)
						if err == nil {
							continue
						}
						inner := m == 4 && (r == 1 || r == 2) || n == 4 && (c == 1 || c == 2)
						colour := closed && m*n%2 == 1 || !closed && m%2 == 1 && n%2 == 1 && (r+c)%2 == 1
						fourAcross := short == 4 && (closed || inner)
						if !disconnected && !colour && !fourAcross && !searched {
							t.Errorf("Exists(%v, closed=%v) = %v, with no proof", p, closed, err)
						}
					}
				}
			}
		}
	}
}

// TestExistsRules pins the rules on larger boards, where the reasons are the theorems cited in the
// package documentation rather than search.
func TestExistsRules(t *testing.T) {
	tests := []struct {
		name   string
		p      Problem
		closed bool
		want   Code // "" for a tour
	}{
		{"1x1", Problem{Board{1, 1}, Square{0, 0}}, false, ""},
		{"1x1 closed", Problem{Board{1, 1}, Square{0, 0}}, true, CodeOddClosed},
		{"2x100", Problem{Board{2, 100}, Square{0, 0}}, false, CodeNoTour},
		{"3x9 minority colour", Problem{Board{3, 9}, Square{0, 1}}, false, CodeWrongColour},
		{"3x101 centre", Problem{Board{3, 101}, Square{1, 50}}, false, CodeWrongColour},
		{"3x101 corner colour", Problem{Board{3, 101}, Square{1, 49}}, false, ""},
		{"3x100 anywhere", Problem{Board{3, 100}, Square{1, 50}}, false, ""},
		{"8x3 2,3 transposed", Problem{Board{8, 3}, Square{2, 1}}, false, CodeNoTourFromSquare},
		{"4x4", Problem{Board{4, 4}, Square{0, 0}}, false, CodeNoTour},
		{"4x1000 middle row", Problem{Board{4, 1000}, Square{2, 500}}, false, CodeInnerLine},
		{"1000x4 middle column", Problem{Board{1000, 4}, Square{500, 1}}, false, CodeInnerLine},
		{"4x1000 outer row", Problem{Board{4, 1000}, Square{3, 500}}, false, ""},
		{"999x999 minority", Problem{Board{999, 999}, Square{0, 1}}, false, CodeWrongColour},
		{"999x999 corner colour", Problem{Board{999, 999}, Square{499, 499}}, false, ""},
		{"999x1000 anywhere", Problem{Board{999, 1000}, Square{0, 1}}, false, ""},
		{"3x10 closed", Problem{Board{3, 10}, Square{0, 0}}, true, ""},
		{"3x8 closed", Problem{Board{3, 8}, Square{0, 0}}, true, CodeNoClosedTour},
		{"4x1000 closed", Problem{Board{4, 1000}, Square{0, 0}}, true, CodeNoClosedTour},
		{"5x5 closed", Problem{Board{5, 5}, Square{0, 0}}, true, CodeOddClosed},
		{"5x6 closed", Problem{Board{5, 6}, Square{0, 0}}, true, ""},
		{"1001x3 closed", Problem{Board{1001, 3}, Square{0, 0}}, true, CodeOddClosed},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Exists(tt.p, tt.closed)
			var got Code
			if err != nil {
				got = err.(*InputError).Code
			}
			if got != tt.want {
				t.Errorf("Exists(%v, closed=%v) = %v, want code %q", tt.p, tt.closed, err, tt.want)
			}
		})
	}
}
