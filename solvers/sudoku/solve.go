package sudoku

import (
	"context"
	"errors"
	"fmt"

	"kibitz/solvers/dlx"
)

// Method picks the solver.
type Method int

const (
	// Auto uses the bitboard solver for 9x9 grids and propagation for the other sizes.
	Auto Method = iota
	// Bitboard is the fast 9x9 solver (9x9 only).
	Bitboard
	// DancingLinks is Algorithm X on the exact cover encoding, for every size.
	DancingLinks
	// Propagation is a search on candidate masks with naked and hidden singles and locked candidates
	// at every node, for every size.
	Propagation
)

// String returns "auto", "bitboard", "dancing links" or "propagation".
func (m Method) String() string {
	switch m {
	case Bitboard:
		return "bitboard"
	case DancingLinks:
		return "dancing links"
	case Propagation:
		return "propagation"
	}
	return "auto"
}

// Options control Solve. The zero value finds one solution with the best solver for the size.
type Options struct {
	// Limit is how many solutions to look for; 0 means 1. Use 2 to tell a unique solution from several.
	Limit int
	// Method picks the solver; Auto by default.
	Method Method
	// MaxWork bounds the search: guesses for the bitboard solver, nodes for dancing links and
	// propagation; 0 means no bound. When it runs out, Solve returns ErrBudget with what was found so far.
	MaxWork int64
}

// Stats counts a solver's work.
type Stats struct {
	// Guesses is the number of branches the bitboard solver took (0 for a puzzle solved by
	// propagation alone).
	Guesses int64
	// Nodes and Updates are the dancing links search-tree nodes and link updates; Nodes is also the
	// propagation solver's search-tree nodes (the root and one per guess).
	Nodes, Updates int64
}

// maxKept bounds the solutions a Result keeps; Solve counts further ones without keeping them.
const maxKept = 64

// Result is what Solve found.
type Result struct {
	// Solutions holds the solutions found, in the order found: all of them up to 64, the first 64
	// beyond that.
	Solutions []Grid
	// Found is the number of solutions found, at most Options.Limit.
	Found int
	// Stats is the work done.
	Stats Stats
}

// Count returns the number of solutions found: with Limit 2, 0 means none, 1 unique, 2 several.
func (r Result) Count() int { return r.Found }

// ErrBudget is returned when Options.MaxWork ran out before the search finished.
var ErrBudget = errors.New("sudoku: work budget exhausted")

// Solver solves many puzzles without allocating: it keeps the bitboard solver's state and one dancing
// links matrix per size between calls. The zero value is ready; a Solver is not safe for concurrent use.
type Solver struct {
	fast  fast
	prop  propSolver
	cover [6]*exactCover
	buf   [2]Grid
}

// Solve solves g with a fresh Solver; see Solver.Solve.
func Solve(ctx context.Context, g Grid, opt Options) (Result, error) {
	var s Solver
	return s.Solve(ctx, &g, opt)
}

// Count returns the number of solutions of g, counting up to limit (2 tells unique from several).
func Count(ctx context.Context, g Grid, limit int) (int, error) {
	var s Solver
	return s.Count(ctx, &g, limit)
}

// Solve looks for up to opt.Limit solutions of g. A grid with contradicting givens has no solution
// (an empty Result, no error). The error is ErrBudget when opt.MaxWork ran out and the context's error
// (wrapped) when it was cancelled or its deadline passed: use a deadline for 16x16 and 25x25 grids,
// whose hardest puzzles can take long. The Result holds what was found until then.
func (s *Solver) Solve(ctx context.Context, g *Grid, opt Options) (Result, error) {
	limit := max(opt.Limit, 1)
	keep := make([]Grid, min(limit, maxKept))
	n, st, err := s.solve(ctx, g, opt, limit, keep)
	return Result{Solutions: keep[:min(n, len(keep))], Found: n, Stats: st}, err
}

// Count counts the solutions of g up to limit, storing none.
func (s *Solver) Count(ctx context.Context, g *Grid, limit int) (int, error) {
	n, _, err := s.solve(ctx, g, Options{}, max(limit, 1), nil)
	return n, err
}

// solveInto solves g into sol (the first solution), counting up to limit, within maxWork (0: no
// bound) and while ctx lasts: the allocation-free path of Batch.
func (s *Solver) solveInto(ctx context.Context, g *Grid, limit int, maxWork int64, sol *Grid) (int, error) {
	var keep []Grid
	if sol != nil {
		keep = s.buf[:1]
	}
	n, _, err := s.solve(ctx, g, Options{MaxWork: maxWork}, limit, keep)
	if n > 0 && sol != nil {
		*sol = s.buf[0]
	}
	return n, err
}

func (s *Solver) solve(ctx context.Context, g *Grid, opt Options, limit int, keep []Grid) (int, Stats, error) {
	method := opt.Method
	if method == Auto {
		method = Propagation
		if g.Size() == 9 {
			method = Bitboard
		}
	}
	switch method {
	case Bitboard:
		if g.Size() != 9 {
			return 0, Stats{}, fmt.Errorf("sudoku: the bitboard solver takes 9x9 grids, not %dx%d", g.Size(), g.Size())
		}
		f := &s.fast
		f.limit, f.keep, f.budget, f.ctx = limit, keep, opt.MaxWork, ctx
		f.run(g)
		f.keep, f.ctx = nil, nil
		st := Stats{Guesses: f.guesses}
		switch {
		case f.err != nil:
			return f.found, st, fmt.Errorf("sudoku: %w", f.err)
		case f.stopped:
			return f.found, st, ErrBudget
		}
		return f.found, st, nil
	case Propagation:
		p := &s.prop
		p.run(ctx, g, limit, opt.MaxWork, keep)
		st := Stats{Nodes: p.nodes}
		switch {
		case p.err != nil:
			return p.found, st, fmt.Errorf("sudoku: %w", p.err)
		case p.stopped:
			return p.found, st, ErrBudget
		}
		return p.found, st, nil
	case DancingLinks:
		box := g.Box()
		if s.cover[box] == nil {
			x, err := newExactCover(box)
			if err != nil {
				return 0, Stats{}, err
			}
			s.cover[box] = x
		}
		n, dst, err := s.cover[box].run(ctx, g, limit, opt.MaxWork, keep)
		st := Stats{Nodes: dst.Nodes, Updates: dst.Updates}
		switch {
		case errors.Is(err, dlx.ErrNodeLimit):
			return n, st, ErrBudget
		case err != nil:
			return n, st, fmt.Errorf("sudoku: %w", err)
		}
		return n, st, nil
	}
	return 0, Stats{}, fmt.Errorf("sudoku: unknown method %d", method)
}
