package sudoku

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
)

// GenerateOptions say what puzzle to make.
type GenerateOptions struct {
	// Size is the grid side: 4, 9 (the default when 0), 16 or 25. Large sizes take long; bound them
	// with the context.
	Size int
	// Difficulty is the grade wanted, Easy to Expert; 0 takes the first puzzle made, whatever its
	// grade (Puzzle.Difficulty says it): the way to make 16x16 and 25x25 puzzles, where one attempt
	// takes about 0.1 s and 1.8 s of CPU and nearly all come out Expert.
	Difficulty Difficulty
	// Seed makes the puzzle reproducible: the same options give the same puzzle.
	Seed uint64
	// MaxAttempts bounds the puzzles made in search of the difficulty; 0 means DefaultAttempts.
	MaxAttempts int
}

// DefaultAttempts is how many candidate puzzles Generate makes at most when looking for a grade:
// the rarest grade, Hard, is about 1 in 25 of the minimal puzzles it makes, so this fails about
// once in 25,000 calls.
const DefaultAttempts = 250

// easyGivens is how many givens an Easy puzzle is filled back up to: minimal puzzles that singles
// solve are still tiring with 24 givens; adding givens from the solution keeps them Easy.
const easyGivens = 36

// ErrAttempts is returned by Generate when no puzzle of the difficulty came within MaxAttempts; the
// Puzzle returned with it is a valid one of the nearest difficulty made (the easier on a tie).
var ErrAttempts = errors.New("sudoku: no puzzle of that difficulty within the attempts")

// Puzzle is a generated game: its givens, its unique solution and its grade. Its text form (see
// MarshalText) is stable, for storing a game and restoring it.
type Puzzle struct {
	Givens, Solution Grid
	Difficulty       Difficulty
}

// Generate makes a random puzzle with a unique solution and the difficulty asked for: it fills a random
// grid, takes givens away in random pairs symmetric about the centre for as long as the solution stays
// unique, grades the result (see Rate) and starts again until the grade is right (the first puzzle
// made when opt.Difficulty is 0). Easy puzzles then get givens back up to 36. It returns ErrAttempts after opt.MaxAttempts tries, and the context's error
// when ctx ends first.
func Generate(ctx context.Context, opt GenerateOptions) (Puzzle, error) {
	size := opt.Size
	if size == 0 {
		size = 9
	}
	want := opt.Difficulty
	if want < 0 || want > Expert {
		return Puzzle{}, fmt.Errorf("sudoku: cannot generate %v puzzles", want)
	}
	attempts := opt.MaxAttempts
	if attempts <= 0 {
		attempts = DefaultAttempts
	}
	empty, err := NewGrid(size)
	if err != nil {
		return Puzzle{}, err
	}
	rng := rand.New(rand.NewPCG(opt.Seed, 0x6b6962697a)) // "kibitz"
	var s Solver
	var best Puzzle
	for range attempts {
		if err := ctx.Err(); err != nil {
			return best, fmt.Errorf("sudoku: generate: %w", err)
		}
		sol, err := s.randomGrid(ctx, empty, rng)
		if err != nil {
			return best, err
		}
		givens, err := s.minimise(ctx, sol, rng)
		if err != nil {
			return best, err
		}
		r := rate(&givens)
		p := Puzzle{Givens: givens, Solution: sol, Difficulty: r.Difficulty}
		if r.Difficulty == want || want == 0 {
			if want == Easy {
				p.fillTo(easyGivens, rng)
			}
			return p, nil
		}
		if best.Difficulty == 0 || closer(r.Difficulty, best.Difficulty, want) {
			best = p
		}
	}
	return best, ErrAttempts
}

// closer reports whether grade a is nearer to want than grade b, the easier winning a tie.
func closer(a, b, want Difficulty) bool {
	da, db := abs(int(a-want)), abs(int(b-want))
	return da < db || da == db && a < b
}

// randomGrid returns a random full grid: the boxes on the diagonal (which share no unit) get random
// permutations (only the first for 4x4), the solver completes the grid, and random relabellings of rows,
// columns and bands spread the result over the grids the solver would not reach first.
//
// Completing the diagonal of a 16x16 or 25x25 grid is quick nearly always and hopeless now and then:
// over 300 random 25x25 diagonals, dancing links needed a median of 712 nodes and 17,600 at the 95th
// percentile, but 5 went past 300,000, and one of 60 in another run past 3,000,000 (minutes of search;
// /sudoku generate then ran out of its time). So the completion gets a budget of completionNodes and,
// when that runs out, starts again from new random diagonal boxes: with 20,000 nodes about 4% of 25x25
// attempts restart, and none runs long.
func (s *Solver) randomGrid(ctx context.Context, empty Grid, rng *rand.Rand) (Grid, error) {
	n, box := empty.Size(), empty.Box()
	diagonal := box
	if box == 2 {
		diagonal = 1 // two random 2x2 boxes on the diagonal may admit no completion; one always does
	}
	var budget int64
	if n > 9 {
		budget = completionNodes
	}
	keep := make([]Grid, 1)
	for range maxCompletions {
		g := randomDiagonal(empty, diagonal, rng)
		found, _, err := s.solve(ctx, &g, Options{MaxWork: budget, Method: generateMethod(n)}, 1, keep)
		switch {
		case errors.Is(err, ErrBudget):
			continue // a hard diagonal: try another
		case err != nil:
			return Grid{}, fmt.Errorf("sudoku: generate: %w", err)
		case found == 0:
			return Grid{}, errors.New("sudoku: generate: no grid completes the diagonal boxes")
		}
		return shuffle(keep[0], rng), nil
	}
	return Grid{}, fmt.Errorf("sudoku: generate: no %dx%d grid completed within %d tries", n, n, maxCompletions)
}

// randomDiagonal returns empty with a random permutation of the digits in each of the first k boxes of
// its diagonal.
func randomDiagonal(empty Grid, k int, rng *rand.Rand) Grid {
	g := empty
	n, box := g.Size(), g.Box()
	for b := 0; b < k; b++ {
		perm := rng.Perm(n)
		for i := 0; i < n; i++ {
			g.Set(b*box+i/box, b*box+i%box, perm[i]+1)
		}
	}
	return g
}

const (
	// completionNodes bounds the dancing links search that completes a random diagonal of a 16x16 or
	// 25x25 grid (see randomGrid); 9x9 diagonals always complete at once.
	completionNodes = 20000
	// maxCompletions bounds the diagonals tried: at 4% of restarts, 100 failures in a row do not happen.
	maxCompletions = 100
)

// shuffle applies a random validity-preserving transformation: rows within bands, bands, columns
// within stacks, stacks, and a transposition.
func shuffle(g Grid, rng *rand.Rand) Grid {
	n, box := g.Size(), g.Box()
	lines := func() []int {
		order := make([]int, 0, n)
		for _, band := range rng.Perm(box) {
			for _, r := range rng.Perm(box) {
				order = append(order, band*box+r)
			}
		}
		return order
	}
	rows, cols := lines(), lines()
	transpose := rng.IntN(2) == 1
	out := g
	for r := 0; r < n; r++ {
		for c := 0; c < n; c++ {
			v := g.At(rows[r], cols[c])
			if transpose {
				out.Set(c, r, v)
			} else {
				out.Set(r, c, v)
			}
		}
	}
	return out
}

// minimise removes givens from sol in random symmetric pairs while the solution stays unique. For
// 16x16 and 25x25 grids a uniqueness check that runs out of its budget counts as "not unique", so the
// result may keep a few givens it could lose.
func (s *Solver) minimise(ctx context.Context, sol Grid, rng *rand.Rand) (Grid, error) {
	g := sol
	cells := g.Len()
	var budget int64
	if g.Size() > 9 {
		budget = 20000
	}
	for _, i := range rng.Perm(cells/2 + 1) {
		j := cells - 1 - i
		a, b := g.cells[i], g.cells[j]
		g.cells[i], g.cells[j] = 0, 0
		n, _, err := s.solve(ctx, &g, Options{MaxWork: budget, Method: generateMethod(g.Size())}, 2, nil)
		if err != nil && !errors.Is(err, ErrBudget) {
			return Grid{}, fmt.Errorf("sudoku: generate: %w", err)
		}
		if n != 1 || err != nil {
			g.cells[i], g.cells[j] = a, b
		}
	}
	return g, nil
}

// fillTo adds random givens from the solution until the puzzle has at least n.
func (p *Puzzle) fillTo(n int, rng *rand.Rand) {
	blank := make([]int, 0, p.Givens.Len())
	for i, v := range p.Givens.Cells() {
		if v == 0 {
			blank = append(blank, i)
		}
	}
	rng.Shuffle(len(blank), func(a, b int) { blank[a], blank[b] = blank[b], blank[a] })
	for _, i := range blank {
		if p.Givens.Givens() >= n {
			break
		}
		p.Givens.cells[i] = p.Solution.cells[i]
	}
}

// MarshalText writes the puzzle as "difficulty:givens:solution", the grids in their canonical
// one-line form, e.g. "easy:53..7....:534678912...". The form is stable across versions.
func (p Puzzle) MarshalText() ([]byte, error) {
	return []byte(p.Difficulty.String() + ":" + p.Givens.String() + ":" + p.Solution.String()), nil
}

// String is the MarshalText form.
func (p Puzzle) String() string {
	b, _ := p.MarshalText()
	return string(b)
}

// UnmarshalText reads the MarshalText form back, checking that the solution is complete, valid and
// keeps every given.
func (p *Puzzle) UnmarshalText(text []byte) error {
	parts := strings.Split(string(text), ":")
	if len(parts) != 3 {
		return fmt.Errorf("sudoku: puzzle %q: want difficulty:givens:solution", text)
	}
	d, err := ParseDifficulty(parts[0])
	if err != nil {
		return err
	}
	givens, err := Parse(parts[1])
	if err != nil {
		return fmt.Errorf("sudoku: puzzle givens: %w", err)
	}
	sol, err := Parse(parts[2])
	if err != nil {
		return fmt.Errorf("sudoku: puzzle solution: %w", err)
	}
	if !sol.IsSolutionOf(&givens) {
		return errors.New("sudoku: puzzle: the solution does not solve the givens")
	}
	*p = Puzzle{Givens: givens, Solution: sol, Difficulty: d}
	return nil
}

// generateMethod is the solver the generator uses: for the large sizes still dancing links, whose node
// budgets (completionNodes, the uniqueness checks') the figures above were measured with, so that a
// seed makes the same puzzle as before.
func generateMethod(size int) Method {
	if size == 9 {
		return Auto
	}
	return DancingLinks
}
