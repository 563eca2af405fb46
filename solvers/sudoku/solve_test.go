package sudoku

import (
	"bufio"
	"context"
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"kibitz/internal/testenv"
)

// fixture is one line of a `puzzle:count[:solution]` file.
type fixture struct {
	puzzle   string
	count    int
	solution string
}

func readFixtures(t testing.TB, path string) []fixture {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []fixture
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		parts := strings.Split(line, ":")
		n, err := strconv.Atoi(parts[1])
		if err != nil {
			t.Fatalf("%s: bad count in %q", path, line)
		}
		fx := fixture{puzzle: parts[0], count: n}
		if len(parts) > 2 {
			fx.solution = parts[2]
		}
		out = append(out, fx)
	}
	return out
}

// methodsFor lists the solvers that take a grid of this size.
func methodsFor(g *Grid) []Method {
	if g.Size() == 9 {
		return []Method{Bitboard, DancingLinks, Propagation}
	}
	return []Method{DancingLinks, Propagation}
}

func TestFixtures(t *testing.T) {
	fixtures := readFixtures(t, datasetPath(t, "test_puzzles.txt"))
	fixtures = append(fixtures, readFixtures(t, filepath.Join("testdata", "sizes.txt"))...)
	for _, fx := range fixtures {
		g, err := Parse(fx.puzzle)
		if err != nil {
			t.Fatalf("Parse(%q): %v", fx.puzzle, err)
		}
		for _, m := range methodsFor(&g) {
			r, err := Solve(context.Background(), g, Options{Method: m, Limit: 2})
			if err != nil {
				t.Fatalf("Solve(%q, %v): %v", fx.puzzle, m, err)
			}
			if want := min(fx.count, 2); r.Count() != want {
				t.Errorf("Solve(%q, %v) found %d solutions, want %d", fx.puzzle, m, r.Count(), want)
			}
			for _, s := range r.Solutions {
				if !s.IsSolutionOf(&g) {
					t.Errorf("Solve(%q, %v) = %s, not a solution", fx.puzzle, m, s)
				}
			}
			if fx.solution != "" && r.Count() == 1 && r.Solutions[0].String() != fx.solution {
				t.Errorf("Solve(%q, %v) = %s, want %s", fx.puzzle, m, r.Solutions[0], fx.solution)
			}
		}
	}
}

// TestDatasets solves every puzzle of the shared datasets with both solvers: the bitboard solver counts
// up to two solutions, dancing links finds one (two for the sets with several), every solution is
// checked against the rules and the givens, and the two solvers must agree.
func TestDatasets(t *testing.T) {
	testenv.Heavy(t)
	for _, set := range benchSets {
		t.Run(set.name, func(t *testing.T) {
			t.Parallel()
			grids := parseDataset(t, set.file)
			var fast, cover Solver
			keep := make([]Grid, 2)
			dkeep := make([]Grid, 2)
			dlxLimit := 2
			if set.name == "forum_hardest" {
				dlxLimit = 1 // the bitboard solver's count already shows the solution is unique
			}
			for i := range grids {
				g := &grids[i]
				n, _, err := fast.solve(t.Context(), g, Options{Method: Bitboard}, 2, keep)
				if err != nil || n == 0 {
					t.Fatalf("bitboard on %s: %d solutions, %v", g, n, err)
				}
				dn, _, err := cover.solve(t.Context(), g, Options{Method: DancingLinks}, dlxLimit, dkeep)
				if err != nil || dn == 0 {
					t.Fatalf("dancing links on %s: %d solutions, %v", g, dn, err)
				}
				for k := range min(n, 2) {
					if !keep[k].IsSolutionOf(g) {
						t.Fatalf("bitboard on %s: %s is not a solution", g, keep[k])
					}
				}
				for k := range min(dn, 2) {
					if !dkeep[k].IsSolutionOf(g) {
						t.Fatalf("dancing links on %s: %s is not a solution", g, dkeep[k])
					}
				}
				switch {
				case dlxLimit == 2 && dn != n:
					t.Fatalf("%s: bitboard counts %d solutions, dancing links %d", g, n, dn)
				case n == 1 && dkeep[0] != keep[0]:
					t.Fatalf("%s: the solvers disagree: %s and %s", g, keep[0], dkeep[0])
				}
			}
		})
	}
}

// randomPartial returns a random grid: a random solution with a random share of its cells blanked,
// so that it may have one solution or many.
func randomPartial(t testing.TB, s *Solver, rng *rand.Rand, size int) Grid {
	t.Helper()
	empty, _ := NewGrid(size)
	sol, err := s.randomGrid(context.Background(), empty, rng)
	if err != nil {
		t.Fatal(err)
	}
	keep := 0.2 + 0.4*rng.Float64()
	for i := range sol.Cells() {
		if rng.Float64() > keep {
			sol.cells[i] = 0
		}
	}
	return sol
}

// TestCrossCheck compares the two solvers' solution counts (up to 3) on random grids and on generated
// puzzles, and checks every solution they return.
func TestCrossCheck(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	var s Solver
	rounds := 300
	if testing.Short() {
		rounds = 60
	}
	for i := range rounds {
		g := randomPartial(t, &s, rng, 9)
		if i%3 == 0 {
			g, _ = s.minimise(context.Background(), g, rng)
			if _, err := uniqueSolution(context.Background(), &g); err != nil {
				g = randomPartial(t, &s, rng, 9)
			}
		}
		var counts [2]int
		for k, m := range []Method{Bitboard, DancingLinks} { // Propagation: TestCrossCheckSizes
			r, err := s.Solve(context.Background(), &g, Options{Method: m, Limit: 3})
			if err != nil {
				t.Fatalf("Solve(%s, %v): %v", g, m, err)
			}
			for _, sol := range r.Solutions {
				if !sol.IsSolutionOf(&g) {
					t.Fatalf("Solve(%s, %v) = %s, not a solution", g, m, sol)
				}
			}
			counts[k] = r.Count()
		}
		if counts[0] != counts[1] {
			t.Fatalf("on %s the bitboard solver counts %d solutions, dancing links %d", g, counts[0], counts[1])
		}
	}
}

func TestSeveralSolutions(t *testing.T) {
	// Two 8s and two 9s can swap: the fixture puzzles with counts above 1 show the same.
	g, _ := Parse("8.........95.......67..........2.485...4.3192......736...651947...732518...894263")
	r, err := Solve(context.Background(), g, Options{Limit: 2})
	if err != nil || r.Count() != 2 {
		t.Fatalf("Solve = %d solutions, %v; want 2", r.Count(), err)
	}
	d := Diff(r.Solutions[0], r.Solutions[1])
	if len(d) < 4 || r.Solutions[0] == r.Solutions[1] {
		t.Errorf("Diff of two solutions = %v, want at least 4 cells", d)
	}
	if n, err := Count(context.Background(), g, 1000); err != nil || n != 125 {
		t.Errorf("Count(limit 1000) = %d, %v; want 125 (the fixture's count)", n, err)
	}
	r, err = Solve(context.Background(), g, Options{Limit: 1000, Method: DancingLinks})
	if err != nil || r.Count() != 125 || len(r.Solutions) != maxKept {
		t.Errorf("Solve(limit 1000) = %d found, %d kept, %v; want 125 and %d", r.Count(), len(r.Solutions), err, maxKept)
	}
}

func TestSolveBudgetAndDeadline(t *testing.T) {
	empty16, _ := NewGrid(16)
	// Counting the solutions of an empty grid never ends: the budget and the deadline must.
	_, err := Solve(context.Background(), empty16, Options{Limit: 1 << 30, MaxWork: 5000})
	if !errors.Is(err, ErrBudget) {
		t.Errorf("Solve with MaxWork = %v, want ErrBudget", err)
	}
	var empty9 Grid
	_, err = Solve(context.Background(), empty9, Options{Limit: 1 << 30, MaxWork: 5000})
	if !errors.Is(err, ErrBudget) {
		t.Errorf("bitboard Solve with MaxWork = %v, want ErrBudget", err)
	}
	if _, err := Solve(context.Background(), empty16, Options{Method: Bitboard}); err == nil {
		t.Error("the bitboard solver on a 16x16 grid: nil error, want an error")
	}
}

// TestSolveStopsWithItsContext: a search that never ends on its own (counting the solutions of an
// empty grid) stops at the first look at its context after the context has ended, with the context's
// error and the solutions found until then; a context that ends later lets it search further. The
// context ends after a number of looks rather than at a time, so the test does not depend on the
// machine's speed (how fast the search runs is for the benchmarks).
func TestSolveStopsWithItsContext(t *testing.T) {
	empty16, _ := NewGrid(16)
	empty4, _ := NewGrid(4) // 288 solutions, a leaf each: more nodes than two looks
	var empty9 Grid
	for _, tc := range []struct {
		name   string
		g      Grid
		method Method
		work   func(Stats) int64
	}{
		{"dancing links", empty16, DancingLinks, func(st Stats) int64 { return st.Nodes }},
		{"propagation", empty4, Propagation, func(st Stats) int64 { return st.Nodes }},
		{"bitboard", empty9, Bitboard, func(st Stats) int64 { return st.Guesses }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var work [3]int64
			for looks := 1; looks < len(work); looks++ {
				ctx := &endingContext{Context: context.Background(), left: looks}
				r, err := Solve(ctx, tc.g, Options{Limit: 1 << 30, Method: tc.method})
				if !errors.Is(err, context.DeadlineExceeded) {
					t.Fatalf("Solve with a context that ends after %d looks = %v, want DeadlineExceeded", looks, err)
				}
				if ctx.looks != looks+1 {
					t.Errorf("the context ended at look %d, and Solve looked %d times: it must stop at the first look after",
						looks+1, ctx.looks)
				}
				if r.Count() == 0 || len(r.Solutions) == 0 {
					t.Errorf("Solve stopped by its context kept %d solutions (%d found), want those found until then",
						len(r.Solutions), r.Count())
				}
				work[looks] = tc.work(r.Stats)
			}
			if work[1] <= 0 || work[2] <= work[1] {
				t.Errorf("work done with a context ending after 1 and 2 looks: %d, %d; want more with more looks", work[1], work[2])
			}
		})
	}
}

// endingContext is a context that ends after left calls of Err: it counts the solver's looks at it
// instead of a clock's time. Done is never closed (the solvers poll Err).
type endingContext struct {
	context.Context
	left, looks int
}

func (c *endingContext) Err() error {
	c.looks++
	if c.looks > c.left {
		return context.DeadlineExceeded
	}
	return nil
}

func TestLargeSizes(t *testing.T) {
	for _, size := range []int{4, 16, 25} {
		g, _ := NewGrid(size)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		r, err := Solve(ctx, g, Options{})
		cancel()
		if err != nil || r.Count() != 1 || !r.Solutions[0].IsSolutionOf(&g) {
			t.Errorf("Solve(empty %dx%d) = %v, %v", size, size, r.Solutions, err)
		}
	}
}

func TestSolverAllocations(t *testing.T) {
	g, _ := Parse(easy81)
	var s Solver
	var sol Grid
	for _, limit := range []int{1, 2} {
		allocs := testing.AllocsPerRun(50, func() {
			if n, err := s.solveInto(context.Background(), &g, limit, 0, &sol); n != 1 || err != nil {
				t.Fatalf("solveInto = %d, %v", n, err)
			}
		})
		if allocs != 0 {
			t.Errorf("solveInto(limit %d) allocates %v times, want 0", limit, allocs)
		}
	}
}

// FuzzSolve: solving any grid never panics, every solution returned is right, and the two solvers
// agree on the count (up to 2) whenever both finish within their budget.
func FuzzSolve(f *testing.F) {
	f.Add(easy81)
	f.Add(strings.Repeat(".", 81))
	f.Add("8.........95.......67..........2.485...4.3192......736...651947...732518...894263")
	f.Add(line4)
	f.Add("1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.")
	f.Fuzz(func(t *testing.T, s string) {
		g, err := Parse(s)
		if err != nil {
			return
		}
		var counts []int
		for _, m := range methodsFor(&g) {
			r, err := Solve(context.Background(), g, Options{Method: m, Limit: 2, MaxWork: 20000})
			for _, sol := range r.Solutions {
				if !sol.IsSolutionOf(&g) {
					t.Fatalf("Solve(%s, %v) = %s, not a solution", g, m, sol)
				}
			}
			if errors.Is(err, ErrBudget) {
				return
			}
			if err != nil {
				t.Fatalf("Solve(%s, %v): %v", g, m, err)
			}
			counts = append(counts, r.Count())
		}
		for _, c := range counts {
			if c != counts[0] {
				t.Fatalf("Solve(%s): the solvers count %v solutions", g, counts)
			}
		}
	})
}

// FuzzSolveGrid reaches the solvers with every input, not only the ones Parse accepts: the bytes are
// read as cells (a symbol of the size is a given, anything else a blank), givens that would repeat a
// digit are dropped, and the grid is solved by every solver for its size. No panic, every solution
// returned must solve the grid, and the solvers must agree on the count (up to 2) when both finish.
func FuzzSolveGrid(f *testing.F) {
	f.Add(uint8(1), []byte(easy81))
	f.Add(uint8(1), []byte("8.........95.......67..........2.485...4.3192......736...651947...732518...894263"))
	f.Add(uint8(1), []byte("1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4."))
	f.Add(uint8(0), []byte(line4))
	f.Add(uint8(2), []byte("123456789ABCDEFG"))
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		size := Sizes()[int(which)%3] // 4x4, 9x9, 16x16: 25x25 searches are too long for a fuzz loop
		g, _ := NewGrid(size)
		box := g.Box()
		table := &decode[box]
		var rows, cols, boxes [MaxSize]uint32
		for i := 0; i < g.Len() && i < len(data); i++ {
			d := table[data[i]]
			if d <= 0 {
				continue
			}
			r, c := i/size, i%size
			b := r/box*box + c/box
			bit := uint32(1) << d
			if (rows[r]|cols[c]|boxes[b])&bit != 0 {
				continue
			}
			rows[r], cols[c], boxes[b] = rows[r]|bit, cols[c]|bit, boxes[b]|bit
			g.Set(r, c, int(d))
		}
		if err := g.Validate(); err != nil {
			t.Fatalf("the fuzz grid %s repeats a digit: %v", g, err)
		}
		counts := map[Method]int{}
		for _, m := range methodsFor(&g) {
			res, err := Solve(context.Background(), g, Options{Method: m, Limit: 2, MaxWork: 20000})
			for _, sol := range res.Solutions {
				if !sol.IsSolutionOf(&g) {
					t.Fatalf("Solve(%s, %v) = %s, not a solution", g, m, sol)
				}
			}
			if len(res.Solutions) != res.Found {
				t.Fatalf("Solve(%s, %v) found %d solutions but returned %d", g, m, res.Found, len(res.Solutions))
			}
			if errors.Is(err, ErrBudget) {
				return
			}
			if err != nil {
				t.Fatalf("Solve(%s, %v): %v", g, m, err)
			}
			counts[m] = res.Found
		}
		for _, c := range counts {
			if c != counts[DancingLinks] {
				t.Fatalf("Solve(%s): the solvers count %v solutions", g, counts)
			}
		}
		if counts[Bitboard] == 2 || counts[DancingLinks] == 2 {
			// Two solutions must really be two: the reply to a user shows where they differ.
			res, _ := Solve(context.Background(), g, Options{Limit: 2})
			if len(res.Solutions) == 2 && len(Diff(res.Solutions[0], res.Solutions[1])) == 0 {
				t.Fatalf("Solve(%s) returned the same solution twice", g)
			}
		}
	})
}
