package sudoku

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"

	"kibitz/solvers/internal/lines"
)

// BatchOptions are the flags of `kibitz solve sudoku`.
type BatchOptions struct {
	// Count prints the number of solutions, 0, 1 or 2 (two or more), instead of a solution.
	Count bool
	// MaxNodes bounds the dancing links search of each 4x4, 16x16 or 25x25 grid; a grid that needs
	// more gets an error line and the run goes on. 0 means no bound. 9x9 grids go to the bitboard
	// solver, which needs none: the hardest of the shared datasets take it well under a millisecond.
	MaxNodes int64
}

// DefaultBatchNodes is the MaxNodes of `kibitz solve sudoku` unless --max-nodes says otherwise: 20
// seconds or so of dancing links on a 25x25 grid. Generated 25x25 puzzles need a few thousand nodes,
// but a sparse large grid, above all one with no solution, can search for hours, and a batch run
// must not hang on one line.
const DefaultBatchNodes = 20_000_000

// maxLine bounds an input line: a 25x25 grid is 625 characters, so this leaves room for any padding.
const maxLine = 1 << 20

// Batch is `kibitz solve sudoku`: one grid per input line (see CONTRACT.md section 4: 81 cells for
// 9x9 with blanks '.' or '0', 16 for 4x4, 256 for 16x16, 625 for 25x25), one output line per non-blank
// input line, in order: the solved grid in the same form, or "none"; with Count, "0", "1" or "2". A
// line that cannot be read prints "error: <reason>". Batch streams, and allocates nothing per line
// that parses; it returns an error only when reading or writing fails. A grid whose search runs past
// opt.MaxNodes prints "error: gave up after N search nodes ...".
func Batch(in io.Reader, out io.Writer, opt BatchOptions) error {
	sc := lines.NewScanner(in, maxLine)
	w := bufio.NewWriterSize(out, 64*1024)
	var s Solver
	var g, sol Grid
	buf := make([]byte, 0, MaxSize*MaxSize+1)
	for sc.Scan() {
		line := bytes.TrimSpace(sc.Bytes())
		if len(line) == 0 && !sc.TooLong() {
			continue
		}
		buf = buf[:0]
		// A line too long to read gets its error line like a grid that does not parse. Repeated givens
		// are looked for only when there is no solution (see parseInto).
		var err error
		if sc.TooLong() {
			err = sc.TooLongError()
		} else {
			err = parseInto(&g, line, false)
		}
		limit, keep := 1, &sol
		if opt.Count {
			limit, keep = 2, nil
		}
		n := 0
		budgetSpent := false
		if err == nil {
			var budget int64
			if g.Size() != 9 {
				budget = opt.MaxNodes
			}
			n, err = s.solveInto(&g, limit, budget, keep)
			switch {
			case errors.Is(err, ErrBudget):
				err, budgetSpent = nil, true
			case err != nil:
				return fmt.Errorf("sudoku batch: %w", err)
			case n == 0:
				err = g.Validate()
			}
		}
		switch {
		case budgetSpent:
			buf = append(buf, "error: gave up after "...)
			buf = strconv.AppendInt(buf, opt.MaxNodes, 10)
			buf = append(buf, " search nodes (a sparse grid can search for hours; --max-nodes raises the limit)"...)
		case err != nil:
			buf = append(buf, "error: "...)
			buf = append(buf, err.Error()...)
		case opt.Count:
			buf = strconv.AppendInt(buf, int64(n), 10)
		case n == 0:
			buf = append(buf, "none"...)
		default:
			buf = sol.appendTo(buf)
		}
		buf = append(buf, '\n')
		if _, err := w.Write(buf); err != nil {
			return fmt.Errorf("sudoku batch: %w", err)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("sudoku batch: reading: %w", err)
	}
	if err := w.Flush(); err != nil {
		return fmt.Errorf("sudoku batch: %w", err)
	}
	return nil
}
