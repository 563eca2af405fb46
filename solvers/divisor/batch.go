package divisor

import (
	"context"
	"io"

	"kibitz/solvers/internal/batch"
	"kibitz/solvers/internal/typed"
)

// MaxLine is the longest input line Batch accepts: the bound of `kibitz solve nim` (solvers/nim/batch.go),
// so that the impartial-game kinds refuse the same lines; no valid N comes near it.
const MaxLine = 4 << 20

// BatchOptions are the flags of `kibitz solve divisor`.
type BatchOptions struct {
	Misere bool // --misere
	// Describe words a failed case's error line; nil keeps Error(). `kibitz solve` passes the catalogue
	// of /grundy (commands/grundy.SolveError).
	Describe func(error) string
}

// Batch runs `kibitz solve divisor` (docs/contract.md §4) through the runner that every kind shares
// (solvers/internal/batch): it reads numbers N (1 to MaxN), one a line, and prints "win" or "loss" for
// the player to move, or "error: <reason>" for a bad case, and goes on. Decided exponent shapes are
// remembered across lines. Batch returns ctx's error when ctx ends first, otherwise an error only when
// reading or writing fails.
func Batch(ctx context.Context, in io.Reader, out io.Writer, opt BatchOptions) error {
	s := newSolver(Options{Misere: opt.Misere})
	return batch.Appending(ctx, in, out, MaxLine, func(ctx context.Context, line []byte, buf []byte) ([]byte, error) {
		// Full-width digits and marks (７２０，７２０) read as ASCII, as /grundy divisor reads its N; a line
		// without them is not copied.
		n, err := parse(typed.Fold(line))
		if err != nil {
			return buf, batch.Say(ctx, opt.Describe, err)
		}
		res, err := s.solve(ctx, n)
		if err != nil {
			return buf, batch.Say(ctx, opt.Describe, err)
		}
		if res.Win {
			return append(buf, "win"...), nil
		}
		return append(buf, "loss"...), nil
	})
}
