package sudoku

import (
	"context"
	"errors"
	"math/bits"
	"math/rand/v2"
	"reflect"
	"testing"
)

// checkSound runs the logical solver on g to the end and fails if any step places a digit the
// solution does not have or removes the solution's digit; it returns the techniques used.
func checkSound(t *testing.T, g Grid, sol *Grid, used map[Technique]int) {
	t.Helper()
	m, ok := newMarks(&g)
	if !ok {
		t.Fatalf("newMarks(%s) found a contradiction", g)
	}
	n := g.Size()
	for m.empty > 0 {
		s, ok := m.next()
		if !ok {
			return
		}
		used[s.Technique]++
		if s.Placement() {
			if d := sol.At(s.Cell.Row, s.Cell.Col); d != s.Digit {
				t.Fatalf("%s: %v places %d in %v, the solution has %d", g, s.Technique, s.Digit, s.Cell, d)
			}
		}
		for _, e := range s.Eliminations {
			if sol.cells[e.Cell.Row*n+e.Cell.Col] == uint8(e.Digit) {
				t.Fatalf("%s: %v removes %v, the solution's digit (step %+v)", g, s.Technique, e, s)
			}
		}
		if !s.Placement() && len(s.Eliminations) == 0 {
			t.Fatalf("%s: %v eliminates nothing", g, s.Technique)
		}
		m.apply(s)
	}
}

// TestTechniquesSound runs the techniques over generated puzzles and the top-1465 hard list: no step
// may contradict the solution, and every technique must turn up somewhere.
func TestTechniquesSound(t *testing.T) {
	used := map[Technique]int{}
	var s Solver
	rng := rand.New(rand.NewPCG(11, 12))
	empty, _ := NewGrid(9)
	rounds := 400
	if testing.Short() {
		rounds = 60
	}
	for range rounds {
		sol, err := s.randomGrid(context.Background(), empty, rng)
		if err != nil {
			t.Fatal(err)
		}
		g, err := s.minimise(context.Background(), sol, rng)
		if err != nil {
			t.Fatal(err)
		}
		checkSound(t, g, &sol, used)
	}
	hard := parseDataset(t, "magictour_top1465.txt")
	if testing.Short() {
		hard = hard[:100]
	}
	for i := range hard {
		sol, err := uniqueSolution(context.Background(), &hard[i])
		if err != nil {
			t.Fatal(err)
		}
		checkSound(t, hard[i], &sol, used)
	}
	if testing.Short() {
		return
	}
	for tech := HiddenSingle; tech < Reveal; tech++ {
		// Hidden quads and jellyfish are too rare here; TestRareTechniques builds them by hand.
		if used[tech] == 0 && tech != HiddenQuad && tech != Jellyfish {
			t.Errorf("technique %v never used", tech)
		}
	}
	t.Logf("steps by technique: %v", used)
}

func TestHint(t *testing.T) {
	g, _ := Parse(easy81)
	steps, err := Hint(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	last := steps[len(steps)-1]
	sol, _ := Parse(easySol)
	if !last.Placement() || sol.At(last.Cell.Row, last.Cell.Col) != last.Digit {
		t.Errorf("Hint(%s) = %+v, want a placement agreeing with the solution", g, last)
	}
	tests := []struct {
		name string
		grid string
		want error
	}{
		{"solved", easySol, ErrSolved},
		{"no solution", "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4.", ErrNoSolution},
		{"several", "8.........95.......67..........2.485...4.3192......736...651947...732518...894263", ErrManySolutions},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _ := Parse(tt.grid)
			if _, err := Hint(context.Background(), g); !errors.Is(err, tt.want) {
				t.Errorf("Hint(%s) = %v, want %v", g, err, tt.want)
			}
		})
	}
}

// TestHintReveal: on a puzzle beyond the techniques, hints end in a Reveal of the solution's digit.
func TestHintReveal(t *testing.T) {
	g, _ := Parse("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	sol, err := uniqueSolution(context.Background(), &g)
	if err != nil {
		t.Fatal(err)
	}
	for range 81 {
		steps, err := Hint(context.Background(), g)
		if errors.Is(err, ErrSolved) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		last := steps[len(steps)-1]
		if d := sol.At(last.Cell.Row, last.Cell.Col); d != last.Digit || g.At(last.Cell.Row, last.Cell.Col) != 0 {
			t.Fatalf("Hint(%s) = %+v, solution has %d", g, last, d)
		}
		g.Set(last.Cell.Row, last.Cell.Col, last.Digit)
	}
	if !g.Complete() {
		t.Errorf("following the hints left %s", g)
	}
}

// TestHintTowards follows the hints to the end on a 9x9 puzzle beyond the techniques (so that Reveals
// come up) and on a generated 16x16: at every step HintTowards, given the solution, must give Hint's
// steps; then its errors.
func TestHintTowards(t *testing.T) {
	g9, _ := Parse("4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........")
	p16, err := Generate(context.Background(), GenerateOptions{Size: 16, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range []Grid{g9, p16.Givens} {
		sol, err := uniqueSolution(context.Background(), &g)
		if err != nil {
			t.Fatal(err)
		}
		for !g.Complete() {
			want, err := Hint(context.Background(), g)
			if err != nil {
				t.Fatalf("Hint(%s): %v", g, err)
			}
			got, err := HintTowards(context.Background(), g, sol)
			if err != nil || !reflect.DeepEqual(got, want) {
				t.Fatalf("HintTowards(%s) = %+v, %v; Hint gives %+v", g, got, err, want)
			}
			last := want[len(want)-1]
			g.Set(last.Cell.Row, last.Cell.Col, last.Digit)
		}
		if _, err := HintTowards(context.Background(), g, sol); !errors.Is(err, ErrSolved) {
			t.Errorf("HintTowards(full grid) = %v, want ErrSolved", err)
		}
	}
	g, _ := Parse(easy81)
	sol, _ := Parse(easySol)
	other := sol
	other.cells[0], other.cells[1] = other.cells[1], other.cells[0]
	if _, err := HintTowards(context.Background(), g, other); !errors.Is(err, ErrNoSolution) {
		t.Errorf("HintTowards with a grid that is not the solution = %v, want ErrNoSolution", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := HintTowards(ctx, g, sol); !errors.Is(err, context.Canceled) {
		t.Errorf("HintTowards with a cancelled context = %v, want context.Canceled", err)
	}
}

func TestRate(t *testing.T) {
	tests := []struct {
		name string
		grid string
		want Difficulty
	}{
		{"singles", easy81, Easy},
		{"top1465 #1", "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........", Expert},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, _ := Parse(tt.grid)
			r, err := Rate(context.Background(), g)
			if err != nil || r.Difficulty != tt.want {
				t.Errorf("Rate(%s) = %+v, %v; want %v", g, r, err, tt.want)
			}
		})
	}
	if d, err := ParseDifficulty("Hard"); err != nil || d != Hard {
		t.Errorf("ParseDifficulty(Hard) = %v, %v", d, err)
	}
	if _, err := ParseDifficulty("nightmare"); err == nil {
		t.Error("ParseDifficulty(nightmare) = nil error")
	}
}

// TestRareTechniques builds a hidden quad and a jellyfish by hand on an empty grid's candidates.
func TestRareTechniques(t *testing.T) {
	var empty Grid
	t.Run("hidden quad", func(t *testing.T) {
		m, _ := newMarks(&empty)
		for c := 4; c < 9; c++ {
			m.cand[c] &^= 0b11110 // digits 1-4 only in r1c1..r1c4
		}
		s, ok := m.hiddenSubset(4)
		if !ok || s.Technique != HiddenQuad || len(s.Cells) != 4 || len(s.Eliminations) != 4*5 {
			t.Fatalf("hiddenSubset(4) = %+v, %v; want a hidden quad removing 5-9 from r1c1..r1c4", s, ok)
		}
	})
	t.Run("jellyfish", func(t *testing.T) {
		m, _ := newMarks(&empty)
		for r := 0; r < 4; r++ {
			for c := 4; c < 9; c++ {
				m.cand[r*9+c] &^= 1 << 1 // digit 1 only in columns 1-4 of rows 1-4
			}
		}
		if s, ok := m.fish(3); ok {
			t.Fatalf("fish(3) = %+v, want none", s)
		}
		s, ok := m.fish(4)
		if !ok || s.Technique != Jellyfish || s.Digit != 1 || len(s.Eliminations) != 5*4 {
			t.Fatalf("fish(4) = %+v, %v; want a jellyfish removing 1 from rows 5-9 of columns 1-4", s, ok)
		}
	})
}

// TestEasiestStepFirst: the stepper (marks.next) takes the easiest technique that applies, in the order
// of the Technique constants, so that a grade's Hardest names a technique the puzzle needs. At every
// step of the solve of each puzzle (three fixed, 100 minimal ones made as Generate makes them), no finder of an easier technique may find anything. (It once tried
// hidden singles before naked singles while the constants ranked NakedSingle the easier: every Easy
// puzzle, naked singles alone sufficing or not, was graded "hardest step: hidden single".)
func TestEasiestStepFirst(t *testing.T) {
	const nakedOnly = "82764.9...6..59.2851928.36434..9..8...6431.5.95.8.6.4.29.76.5.1.74.158.2.3.928476"
	puzzles := []string{easy81, nakedOnly,
		"4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........"}
	var solver Solver
	rng := rand.New(rand.NewPCG(5, 6))
	empty, _ := NewGrid(9)
	for range 100 {
		sol, err := solver.randomGrid(context.Background(), empty, rng)
		if err != nil {
			t.Fatal(err)
		}
		g, err := solver.minimise(context.Background(), sol, rng)
		if err != nil {
			t.Fatal(err)
		}
		puzzles = append(puzzles, g.String())
	}
	for _, p := range puzzles {
		g, err := Parse(p)
		if err != nil {
			t.Fatal(err)
		}
		m, ok := newMarks(&g)
		if !ok {
			t.Fatalf("newMarks(%s) found a contradiction", g)
		}
		for m.empty > 0 {
			s, ok := m.next()
			if !ok {
				break
			}
			for _, find := range []func() (Step, bool){m.hiddenSingle, m.nakedSingle, m.lockedCandidates} {
				if e, ok := find(); ok && e.Technique < s.Technique {
					t.Fatalf("%s: the stepper took a %v (%+v) where the easier %v applies (%+v)", g, s.Technique, s, e.Technique, e)
				}
			}
			m.apply(s)
		}
	}
	// Naked singles alone solve this one, and so do hidden singles, the easier: it needs no naked single.
	g, _ := Parse(nakedOnly)
	if r, err := Rate(context.Background(), g); err != nil || r.Hardest != HiddenSingle || r.Difficulty != Easy {
		t.Errorf("Rate(%s) = %+v, %v; want Easy, hardest HiddenSingle", g, r, err)
	}
}

// TestHintAfterChain follows generated expert puzzles hint by hint as /sudoku's Next hint does, carrying
// the candidates each hint removed into the next (HintAfter). No hint announces again an elimination an
// earlier one made (which HintTowards from the grid alone does on these puzzles: counted, so the test is
// known to exercise it); no step removes a solution digit; and each placement holds from the carried
// candidates with the eliminations of the hint's kept steps alone (needed drops none it relies on), while
// some hints drop steps the stepper took.
func TestHintAfterChain(t *testing.T) {
	ctx := context.Background()
	var repeatedBefore, dropped int
	for seed := range uint64(6) {
		p, err := Generate(ctx, GenerateOptions{Difficulty: Expert, Seed: seed})
		if err != nil {
			t.Fatal(err)
		}
		g, sol := p.Givens, p.Solution
		removed := map[Candidate]bool{}
		for !g.Complete() {
			carried := make([]Candidate, 0, len(removed))
			for c := range removed {
				carried = append(carried, c)
			}
			steps, err := HintAfter(ctx, g, sol, carried)
			if err != nil {
				t.Fatalf("seed %d: HintAfter: %v", seed, err)
			}
			if old, err := HintTowards(ctx, g, sol); err == nil {
				for _, st := range old {
					for _, e := range st.Eliminations {
						if removed[e] {
							repeatedBefore++
						}
					}
				}
			}
			m, _ := newMarks(&g)
			m.eliminate(carried)
			last := steps[len(steps)-1]
			for _, st := range steps {
				for _, e := range st.Eliminations {
					if removed[e] {
						t.Fatalf("seed %d, grid %s: %v removed again by %+v", seed, g, e, st)
					}
					if int(sol.cells[e.Cell.Row*9+e.Cell.Col]) == e.Digit {
						t.Fatalf("seed %d: %+v removes the solution's digit", seed, st)
					}
					removed[e] = true
				}
				if !st.Placement() {
					m.eliminate(st.Eliminations)
				}
			}
			i := last.Cell.Row*9 + last.Cell.Col
			switch last.Technique {
			case NakedSingle:
				if m.cand[i] != 1<<last.Digit {
					t.Errorf("seed %d: naked single %v=%d: candidates %b from the kept steps", seed, last.Cell, last.Digit, m.cand[i])
				}
			case HiddenSingle:
				u := last.Units[0]
				if w := m.where(int(u.Kind)*9+u.Index, last.Digit); bits.OnesCount32(w) != 1 {
					t.Errorf("seed %d: hidden single %v=%d in %v: %d places from the kept steps", seed, last.Cell, last.Digit, u, bits.OnesCount32(w))
				}
			}
			if last.Digit != int(sol.cells[i]) {
				t.Fatalf("seed %d: %v=%d, the solution has %d", seed, last.Cell, last.Digit, sol.cells[i])
			}
			if last.Technique != Reveal {
				full, _ := newMarks(&g)
				full.eliminate(carried)
				for n := 0; ; n++ {
					s, ok := full.next()
					if !ok || s.Placement() {
						dropped += n + 1 - len(steps)
						break
					}
					full.apply(s)
				}
			}
			g.Set(last.Cell.Row, last.Cell.Col, last.Digit)
		}
	}
	if repeatedBefore == 0 || dropped == 0 {
		t.Errorf("the puzzles do not exercise the fix: %d eliminations repeated without HintAfter, %d steps dropped", repeatedBefore, dropped)
	}
	t.Logf("without HintAfter, %d eliminations repeated; %d unneeded steps dropped", repeatedBefore, dropped)
}
