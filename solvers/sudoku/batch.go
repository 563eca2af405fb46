package sudoku

import (
	"bufio"
	"context"
	"errors"
	"io"
	"runtime"
	"strconv"

	"kibitz/solvers/internal/batch"
)

// BatchOptions are the flags of `kibitz solve sudoku`.
type BatchOptions struct {
	// Count prints the number of solutions, 0, 1 or 2 (two or more), instead of a solution.
	Count bool
	// MaxNodes bounds the search (propagation nodes) of each 4x4, 16x16 or 25x25 grid; a grid that needs
	// more gets an error line and the run goes on. 0 means no bound. 9x9 grids go to the bitboard
	// solver, which needs none: the hardest of the shared datasets take it well under a millisecond.
	MaxNodes int64
	// Describe words a failed case's error line; nil keeps Error(). `kibitz solve` passes the game's
	// catalogue (commands/sudoku.SolveError).
	Describe func(error) string
}

// DefaultBatchNodes is the MaxNodes of `kibitz solve sudoku` unless --max-nodes says otherwise: 20
// seconds or so of the propagation solver on a 25x25 grid. Generated 25x25 puzzles need hundreds of nodes,
// but a sparse large grid, above all one with no solution, can search for hours, and a batch run
// must not hang on one line.
const DefaultBatchNodes = 1_000_000

// MaxLine bounds an input line: a 25x25 grid is 625 characters, so this leaves room for any padding.
const MaxLine = 1 << 20

// Batch is `kibitz solve sudoku`: one grid per input line (81 cells for 9x9 with blanks '.', '0' or '_',
// 16 for 4x4, 256 for 16x16, 625 for 25x25), one output line per non-blank input line, in order: the solved
// grid in the same form, or "none"; with Count, "0", "1" or "2". A line that cannot be read, or a grid
// whose search runs past opt.MaxNodes (CodeSearchLimit), prints "error: <reason>", worded by
// opt.Describe. Batch streams, and allocates nothing per line that parses. With more than one core
// (GOMAXPROCS), workers answer the lines, each with a Solver of its own, and the answers come out in input
// order: the same output as one solver's. Batch returns ctx's error when
// ctx ends first, the search of a grid included (see the runner, solvers/internal/batch); otherwise an
// error only when reading or writing fails.
func Batch(ctx context.Context, in io.Reader, out io.Writer, opt BatchOptions) error {
	if workers := runtime.GOMAXPROCS(0); workers > 1 {
		return runParallel(ctx, in, out, MaxLine, workers, func() batch.Answer { return batchAnswer(opt) })
	}
	return batch.Run(ctx, in, out, MaxLine, batchAnswer(opt))
}

// batchAnswer answers one case of Batch with a Solver of its own.
func batchAnswer(opt BatchOptions) batch.Answer {
	var s Solver
	var g, sol Grid
	buf := make([]byte, 0, MaxSize*MaxSize)
	return batch.Worded(opt.Describe, func(ctx context.Context, line []byte, w *bufio.Writer) error {
		// Repeated givens are looked for only when there is no solution (see parseInto).
		if err := parseInto(&g, line, false); err != nil {
			return err
		}
		limit, keep := 1, &sol
		if opt.Count {
			limit, keep = 2, nil
		}
		var budget int64
		if g.Size() != 9 {
			budget = opt.MaxNodes
		}
		n, err := s.solveInto(ctx, &g, limit, budget, keep)
		switch {
		case errors.Is(err, ErrBudget):
			return &InputError{Code: CodeSearchLimit, Size: g.Size(), Nodes: opt.MaxNodes}
		case err != nil:
			return err
		case n == 0:
			if err := g.Validate(); err != nil {
				return err
			}
		}
		switch {
		case opt.Count:
			buf = strconv.AppendInt(buf[:0], int64(n), 10)
		case n == 0:
			buf = append(buf[:0], "none"...)
		default:
			buf = sol.appendTo(buf[:0])
		}
		w.Write(buf) // an error stays in w, for the runner's next write
		return nil
	})
}
