package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/bits"
	"slices"
	"strings"
)

// Difficulty grades a puzzle by the hardest technique a person needs to solve it without guessing.
// Over minimal puzzles made the way Generate makes them (3,000 of them), the grades come out as
// 67% Easy, 9% Medium, 4% Hard and 20% Expert (almost all of them beyond kibitz's techniques).
type Difficulty int

// The grades.
const (
	// Easy needs singles only (HiddenSingle, NakedSingle).
	Easy Difficulty = iota + 1
	// Medium needs locked candidates (Pointing, Claiming) or pairs.
	Medium
	// Hard needs triples, quads, an X-Wing, an XY-Wing or an XYZ-Wing.
	Hard
	// Expert needs a Swordfish, a Jellyfish, or more than the techniques kibitz knows (chains,
	// colouring...): then Rating.Stuck is true and hints end with a Reveal.
	Expert
)

var difficultyNames = [...]string{Easy: "easy", Medium: "medium", Hard: "hard", Expert: "expert"}

// String returns "easy", "medium", "hard" or "expert".
func (d Difficulty) String() string {
	if d > 0 && int(d) < len(difficultyNames) {
		return difficultyNames[d]
	}
	return "unrated"
}

// ParseDifficulty reads "easy", "medium", "hard" or "expert" (any case).
func ParseDifficulty(s string) (Difficulty, error) {
	for d, name := range difficultyNames {
		if name != "" && strings.EqualFold(s, name) {
			return Difficulty(d), nil
		}
	}
	return 0, fmt.Errorf("sudoku: unknown difficulty %q (want easy, medium, hard or expert)", s)
}

// Errors of Hint and Rate.
var (
	// ErrSolved: the grid has no blank cell left.
	ErrSolved = errors.New("sudoku: the grid is already full")
	// ErrNoSolution: the grid cannot be completed.
	ErrNoSolution = errors.New("sudoku: the grid has no solution")
	// ErrManySolutions: the grid has more than one solution, so no step is forced.
	ErrManySolutions = errors.New("sudoku: the grid has more than one solution")
)

// Rating is how hard a puzzle is for a person.
type Rating struct {
	Difficulty Difficulty
	// Hardest is the hardest technique used; Reveal when the techniques ran out.
	Hardest Technique
	// Stuck reports that the techniques ran out before the grid was full (the grade is then Expert).
	Stuck bool
	// Steps counts the steps of each technique on the way, indexed by Technique.
	Steps [Reveal + 1]int
}

// Rate solves g with the techniques alone, always taking the easiest step that applies (in the order of
// the Technique constants), and grades it by the hardest one it needed; Expert, with Stuck set, when they run out before the grid is full. g must have exactly
// one solution (ErrNoSolution, ErrManySolutions otherwise); ctx bounds the check for large grids.
func Rate(ctx context.Context, g Grid) (Rating, error) {
	if _, err := uniqueSolution(ctx, &g); err != nil {
		return Rating{}, err
	}
	return rate(&g), nil
}

// rate is Rate for a grid known to have one solution.
func rate(g *Grid) Rating {
	var r Rating
	m, ok := newMarks(g)
	if !ok {
		return Rating{Difficulty: Expert, Hardest: Reveal, Stuck: true}
	}
	for m.empty > 0 {
		s, ok := m.next()
		if !ok {
			r.Hardest, r.Difficulty, r.Stuck = Reveal, Expert, true
			return r
		}
		r.Steps[s.Technique]++
		if s.Technique > r.Hardest {
			r.Hardest = s.Technique
		}
		m.apply(s)
	}
	r.Difficulty = r.Hardest.Difficulty()
	if r.Hardest == 0 {
		r.Hardest, r.Difficulty = HiddenSingle, Easy // a full grid: the easiest technique, for a name
	}
	return r
}

// maxHintSteps bounds the eliminations a hint lists before its placement.
const maxHintSteps = 64

// Hint returns the next step a person would take on g, working from the candidates that g's filled
// cells leave: the easiest technique that applies. The steps end with a placement (a single, or a
// Reveal of the solution's digit when no technique applies); the eliminations needed first, if any,
// come before it. g must have exactly one solution: the errors are ErrSolved, ErrNoSolution and
// ErrManySolutions, or the context's error when ctx ends first (only large grids take long).
func Hint(ctx context.Context, g Grid) ([]Step, error) {
	if g.Complete() {
		if g.firstConflict() != nil {
			return nil, ErrNoSolution
		}
		return nil, ErrSolved
	}
	sol, err := uniqueSolution(ctx, &g)
	if err != nil {
		return nil, err
	}
	return hint(&g, &sol, nil)
}

// HintTowards is Hint for a grid whose solution the caller knows: sol, g's only solution, as it is for a
// generated puzzle's givens with some of the Puzzle's solution digits filled in. It gives Hint's steps
// without the search Hint makes to find the solution and prove it unique, which is nearly all of a hint's
// time on large grids: on the givens of puzzles made by Generate (seed 3; medians of 3 runs of 7), Hint
// took 3.2 ms for a 16x16 and 9.4 ms for a 25x25, HintTowards 15 and 21 us. The errors are ErrSolved for
// a full grid, ErrNoSolution when sol does not complete g, and the context's error when ctx has ended.
func HintTowards(ctx context.Context, g, sol Grid) ([]Step, error) {
	return HintAfter(ctx, g, sol, nil)
}

// HintAfter is HintTowards from candidates of which removed are already gone: the eliminations of earlier
// hints on the way to g, which the player was told of, so the steps neither repeat them nor skip what they
// allow. A candidate of removed that is the solution's digit, or in a filled cell, is ignored (it cannot
// have been deduced), so a stale list never makes the steps false.
func HintAfter(ctx context.Context, g, sol Grid, removed []Candidate) ([]Step, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if !sol.IsSolutionOf(&g) {
		return nil, ErrNoSolution
	}
	if g.Complete() {
		return nil, ErrSolved
	}
	return hint(&g, &sol, removed)
}

// hint is Hint for a grid g with one solution, sol, from candidates without removed (see HintAfter).
func hint(g, sol *Grid, removed []Candidate) ([]Step, error) {
	m, ok := newMarks(g)
	if !ok {
		return nil, ErrNoSolution
	}
	n := g.Size()
	for _, c := range removed {
		r, col := c.Cell.Row, c.Cell.Col
		if r < 0 || r >= n || col < 0 || col >= n || c.Digit < 1 || c.Digit > n {
			continue
		}
		if i := r*n + col; m.value[i] == 0 && int(sol.cells[i]) != c.Digit {
			m.cand[i] &^= 1 << c.Digit
		}
	}
	var steps []Step
	for len(steps) < maxHintSteps {
		s, ok := m.next()
		if !ok {
			break
		}
		steps = append(steps, s)
		if s.Placement() {
			return needed(steps, g.Box()), nil
		}
		m.apply(s)
	}
	// No technique places a digit: reveal the solution in the blank cell with the fewest candidates. The
	// eliminations stay, all of them: the Reveal says no technique applies from where they leave the grid.
	best, bestN := -1, 99
	for i, v := range g.Cells() {
		if n := bits.OnesCount32(m.cand[i]); v == 0 && n < bestN {
			best, bestN = i, n
		}
	}
	steps = append(steps, Step{Technique: Reveal, Cell: Cell{best / n, best % n}, Digit: int(sol.cells[best])})
	return steps, nil
}

// needed keeps of steps, eliminations ending with a placement found by a technique, those the placement
// depends on, directly or through a later kept step: the stepper takes the easiest step wherever it is,
// and many lead nowhere near the placement. A step depends on an elimination when the eliminated
// candidate lies in one of the step's cells, whatever its digit (a naked single's or subset's cell, a
// wing's cell: the step needs their candidates to be few), or in one of its units with one of its digits
// (a hidden single, locked candidates, a hidden subset, a fish: the step needs the digit absent there).
// That covers every technique's premise and sometimes more, so a step kept may not be strictly needed,
// but every step dropped is: the kept steps, in order, still hold each as stated.
func needed(steps []Step, box int) []Step {
	if len(steps) <= 1 {
		return steps
	}
	keep := make([]bool, len(steps))
	keep[len(steps)-1] = true
	for i := len(steps) - 2; i >= 0; i-- {
		for j := i + 1; j < len(steps) && !keep[i]; j++ {
			if !keep[j] {
				continue
			}
			for _, e := range steps[i].Eliminations {
				if dependsOn(steps[j], e, box) {
					keep[i] = true
					break
				}
			}
		}
	}
	out := steps[:0:0]
	for i, s := range steps {
		if keep[i] {
			out = append(out, s)
		}
	}
	return out
}

// dependsOn reports whether step s may rely on candidate e being gone (see needed); box is the grid's box
// width.
func dependsOn(s Step, e Candidate, box int) bool {
	if s.Placement() && s.Cell == e.Cell {
		return true
	}
	if slices.Contains(s.Cells, e.Cell) {
		return true
	}
	if e.Digit != s.Digit && !slices.Contains(s.Digits, e.Digit) {
		return false
	}
	for _, u := range s.Units {
		c := e.Cell
		if u.Kind == Row && u.Index == c.Row || u.Kind == Column && u.Index == c.Col ||
			u.Kind == Box && u.Index == c.Row/box*box+c.Col/box {
			return true
		}
	}
	return false
}

// uniqueSolution returns g's solution, or ErrNoSolution or ErrManySolutions.
func uniqueSolution(ctx context.Context, g *Grid) (Grid, error) {
	var s Solver
	keep := make([]Grid, 1)
	n, _, err := s.solve(ctx, g, Options{}, 2, keep)
	switch {
	case err != nil:
		return Grid{}, err
	case n == 0:
		return Grid{}, ErrNoSolution
	case n > 1:
		return Grid{}, ErrManySolutions
	}
	return keep[0], nil
}
