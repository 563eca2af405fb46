package dlx

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"
)

// knuthExample is the toy problem of Knuth's "Dancing Links" (items a..g, six options); its only
// solution is options 0 (c e), 3 (a d f) and 4 (b g).
func knuthExample(t *testing.T) *Matrix {
	t.Helper()
	m, err := New(7, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range [][]int{{2, 4}, {0, 3, 6}, {1, 2, 5}, {0, 3, 5}, {1, 6}, {3, 4, 6}} {
		if _, err := m.AddOption(o...); err != nil {
			t.Fatal(err)
		}
	}
	return m
}

// queensMatrix is N-queens: rows and columns primary, diagonals secondary.
func queensMatrix(t testing.TB, n int) *Matrix {
	t.Helper()
	m, err := New(2*n, 2*(2*n-1))
	if err != nil {
		t.Fatal(err)
	}
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			if _, err := m.AddOption(r, n+c, 2*n+r+c, 2*n+2*n-1+r-c+n-1); err != nil {
				t.Fatal(err)
			}
		}
	}
	return m
}

func TestKnuthExample(t *testing.T) {
	m := knuthExample(t)
	var got [][]int
	st, err := m.Search(context.Background(), Options{Check: true}, func(sol []int) bool {
		s := slices.Clone(sol)
		slices.Sort(s)
		got = append(got, s)
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	want := [][]int{{0, 3, 4}}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("Search = %v, want %v", got, want)
	}
	if st.Solutions != 1 || st.Nodes == 0 || st.Updates == 0 {
		t.Errorf("Stats = %+v, want 1 solution and some nodes and updates", st)
	}
}

func TestQueensCounts(t *testing.T) {
	// OEIS A000170.
	want := []int64{1, 0, 0, 2, 10, 4, 40, 92, 352}
	for n := 1; n <= len(want); n++ {
		m := queensMatrix(t, n)
		st, err := m.Search(context.Background(), Options{Check: n <= 6}, nil)
		if err != nil {
			t.Fatalf("queens(%d): %v", n, err)
		}
		if st.Solutions != want[n-1] {
			t.Errorf("queens(%d) solutions = %d, want %d", n, st.Solutions, want[n-1])
		}
		if err := m.sanity(); err != nil {
			t.Errorf("queens(%d) after search: %v", n, err)
		}
	}
}

func TestSearchStops(t *testing.T) {
	tests := []struct {
		name          string
		opt           Options
		stopAfter     int // visit returns false after this many solutions; 0 never
		wantSolutions int64
		wantErr       error
	}{
		{"limit", Options{Limit: 5}, 0, 5, nil},
		{"visit stops", Options{}, 3, 3, nil},
		{"node budget", Options{MaxNodes: 10}, 0, 0, ErrNodeLimit},
		{"no limit", Options{}, 0, 92, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := queensMatrix(t, 8)
			n := 0
			st, err := m.Search(context.Background(), tt.opt, func([]int) bool {
				n++
				return tt.stopAfter == 0 || n < tt.stopAfter
			})
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("Search err = %v, want %v", err, tt.wantErr)
			}
			if st.Solutions != tt.wantSolutions {
				t.Errorf("Search solutions = %d, want %d", st.Solutions, tt.wantSolutions)
			}
			if err := m.sanity(); err != nil {
				t.Fatalf("matrix after stopped search: %v", err)
			}
			// The matrix must be whole again: a full search still finds all 92.
			st, err = m.Search(context.Background(), Options{}, nil)
			if err != nil || st.Solutions != 92 {
				t.Errorf("second Search = %d, %v; want 92, nil", st.Solutions, err)
			}
		})
	}
}

func TestSearchCancelled(t *testing.T) {
	m := queensMatrix(t, 14)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	_, err := m.Search(ctx, Options{}, nil)
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Search err = %v, want deadline exceeded", err)
	}
	if err := m.sanity(); err != nil {
		t.Fatalf("matrix after cancelled search: %v", err)
	}
}

func TestSelectAndReset(t *testing.T) {
	m := queensMatrix(t, 8)
	// A queen at a1 (option 0): 4 of the 92 solutions have it.
	if err := m.Select(0); err != nil {
		t.Fatal(err)
	}
	// A queen at b2 shares the diagonal: a conflict.
	if err := m.Select(9); !errors.Is(err, ErrConflict) {
		t.Errorf("Select(b2) err = %v, want ErrConflict", err)
	}
	var sols [][]int
	st, err := m.Search(context.Background(), Options{Check: true}, func(s []int) bool {
		sols = append(sols, slices.Clone(s))
		return true
	})
	if err != nil || st.Solutions != 4 {
		t.Fatalf("Search with a1 = %d, %v; want 4, nil", st.Solutions, err)
	}
	for _, s := range sols {
		if s[0] != 0 || len(s) != 8 {
			t.Errorf("solution %v: want 8 options starting with the selected 0", s)
		}
	}
	if got := m.Selected(); !slices.Equal(got, []int{0}) {
		t.Errorf("Selected() = %v, want [0]", got)
	}
	c := m.Clone()
	m.Reset()
	if err := m.sanity(); err != nil {
		t.Fatal(err)
	}
	st, _ = m.Search(context.Background(), Options{}, nil)
	if st.Solutions != 92 {
		t.Errorf("after Reset: %d solutions, want 92", st.Solutions)
	}
	st, _ = c.Search(context.Background(), Options{}, nil)
	if st.Solutions != 4 {
		t.Errorf("clone: %d solutions, want 4", st.Solutions)
	}
}

// listChoose is the MRV scan of DLX1 over the rlink chain, as this package did it before the active
// bitmap: the reference that choose must agree with.
func listChoose(rlink []uint32, nodes []node) (best, bestLen uint32) {
	best = rlink[0]
	bestLen = nodes[best].top
	for i := rlink[best]; i != 0 && bestLen > 1; i = rlink[i] {
		l := nodes[i].top
		if l <= bestLen {
			best = i
		}
		bestLen = min(bestLen, l)
	}
	return best, bestLen
}

// TestChooseMatchesListWalk covers and uncovers random items (last covered, first uncovered, as the
// search does) and checks at every step that choose, walking the active bitmap, picks what the walk of
// the item list picks, and that the bitmap stays in step with the list.
func TestChooseMatchesListWalk(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for _, n := range []int{4, 8, 33} { // 33 queens: 66 primary items, a bitmap of two words
		m := queensMatrix(t, n)
		var covered []uint32
		for step := range 3000 {
			if len(covered) > 0 && (rng.IntN(3) == 0 || m.rlink[0] == 0) {
				m.uncover(covered[len(covered)-1])
				covered = covered[:len(covered)-1]
			} else {
				// Cover a random item still in one of the two lists, primary or secondary.
				var active []uint32
				for _, head := range []uint32{0, m.items + 1} {
					for i := m.rlink[head]; i != head; i = m.rlink[i] {
						active = append(active, i)
					}
				}
				if len(active) == 0 {
					continue
				}
				it := active[rng.IntN(len(active))]
				m.cover(it)
				covered = append(covered, it)
			}
			if err := m.sanity(); err != nil {
				t.Fatalf("queens(%d) step %d: %v", n, step, err)
			}
			if m.rlink[0] == 0 {
				continue
			}
			b, bl := choose(m.active, m.nodes)
			w, wl := listChoose(m.rlink, m.nodes)
			if b != w || bl != wl {
				t.Fatalf("queens(%d) step %d: choose = item %d (length %d), the list walk %d (length %d)", n, step, b-1, bl, w-1, wl)
			}
		}
	}
	// The checker sees a bitmap out of step with the list.
	m := queensMatrix(t, 6)
	m.active[0] &^= 1 << 3
	if err := m.sanity(); err == nil || !strings.Contains(err.Error(), "item 2 is in the list but out of the active bitmap") {
		t.Errorf("sanity with a bit cleared = %v", err)
	}
}

func TestAddOptionErrors(t *testing.T) {
	tests := []struct {
		name  string
		items []int
	}{
		{"empty", nil},
		{"negative", []int{-1}},
		{"too large", []int{3}},
		{"twice", []int{1, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m, _ := New(2, 1)
			if _, err := m.AddOption(tt.items...); err == nil {
				t.Errorf("AddOption(%v) = nil error, want an error", tt.items)
			}
		})
	}
	if _, err := New(-1, 0); err == nil {
		t.Error("New(-1, 0) = nil error, want an error")
	}
}

// TestSanityFindsCorruption breaks the links one way at a time: the checker must name each break, and
// a search with Check must stop on it instead of running on corrupt links.
func TestSanityFindsCorruption(t *testing.T) {
	// Item a (0-based item 0) has header node 1 and two options; header 4 is item d (0-based 3).
	tests := []struct {
		name    string
		queens  bool // break an 8-queens matrix, whose diagonals are secondary items
		corrupt func(m *Matrix)
		want    string
	}{
		{"length", false, func(m *Matrix) { m.nodes[1].top++ }, "has length 3 but 2 nodes"},
		{"up link of a node", false, func(m *Matrix) { p := m.nodes[1].down; q := m.nodes[p].down; m.nodes[q].up = q }, "up link"},
		{"up link of a header", false, func(m *Matrix) { m.nodes[1].up = 1 }, "item 0: up link"},
		{"node names another item", false, func(m *Matrix) { m.nodes[m.nodes[1].down].top = 4 }, "names item 3"},
		{"left link of an item", false, func(m *Matrix) { m.llink[3] = 1 }, "item 2: left link"},
		{"left link of the primary head", false, func(m *Matrix) { m.llink[0] = 1 }, "list head 0"},
		{"down link skips a node", false, func(m *Matrix) { m.nodes[m.nodes[1].down].down = 1 }, "item 0: up link"},
		{"secondary list", true, func(m *Matrix) { s := m.items + 1; m.llink[m.rlink[s]] = 0 }, "left link"},
		{"secondary item's length", true, func(m *Matrix) { m.nodes[m.items].top-- }, "has length"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var m *Matrix
			if tt.queens {
				m = queensMatrix(t, 8)
			} else {
				m = knuthExample(t)
			}
			if err := m.sanity(); err != nil {
				t.Fatalf("sanity before the break: %v", err)
			}
			tt.corrupt(m)
			err := m.sanity()
			if err == nil || !strings.Contains(err.Error(), "dlx: sanity") || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("sanity() = %v, want an error containing %q", err, tt.want)
			}
			st, err := m.Search(context.Background(), Options{Check: true}, nil)
			if err == nil || st.Solutions != 0 {
				t.Errorf("Search with Check = %d solutions, %v; want a sanity error before any", st.Solutions, err)
			}
		})
	}
}

// TestSanityDuringSearch runs the checker at every node of whole searches, with selected options and
// every way of stopping: covering and uncovering must keep every link right at every step.
func TestSanityDuringSearch(t *testing.T) {
	for _, opt := range []Options{{Check: true}, {Check: true, Limit: 3}, {Check: true, MaxNodes: 50}, {Check: true, Reset: true}} {
		m := queensMatrix(t, 7)
		if err := m.Select(2); err != nil { // a queen at a3
			t.Fatal(err)
		}
		st, err := m.Search(context.Background(), opt, nil)
		if err != nil && !errors.Is(err, ErrNodeLimit) {
			t.Fatalf("Search(%+v): %v", opt, err)
		}
		if st.Nodes == 0 {
			t.Fatalf("Search(%+v) visited no node", opt)
		}
		if err := m.sanity(); err != nil {
			t.Errorf("after Search(%+v): %v", opt, err)
		}
	}
}

func TestOptionItems(t *testing.T) {
	m := knuthExample(t)
	if got := m.OptionItems(2); !slices.Equal(got, []int{1, 2, 5}) {
		t.Errorf("OptionItems(2) = %v, want [1 2 5]", got)
	}
	if p, s := m.Items(); p != 7 || s != 0 || m.Options() != 6 {
		t.Errorf("Items, Options = %d, %d, %d; want 7, 0, 6", p, s, m.Options())
	}
}

func BenchmarkQueens(b *testing.B) {
	for _, n := range []int{8, 12} {
		m := queensMatrix(b, n)
		b.Run(map[int]string{8: "8", 12: "12"}[n], func(b *testing.B) {
			var st Stats
			for b.Loop() {
				st, _ = m.Search(context.Background(), Options{}, nil)
			}
			b.ReportMetric(float64(st.Nodes), "nodes/op")
			b.ReportMetric(float64(st.Updates), "updates/op")
		})
	}
}
