package subtraction

import (
	"context"
	"errors"
	"io"

	"kibitz/solvers/internal/batch"
	"kibitz/solvers/internal/numtext"
	"kibitz/solvers/internal/typed"
)

// MaxLine is the longest input line Batch accepts: the bound of `kibitz solve nim` (solvers/nim/batch.go),
// so that the impartial-game kinds refuse the same lines; no valid pile comes near it.
const MaxLine = 4 << 20

// BatchOptions are the flags of `kibitz solve subtraction`.
type BatchOptions struct {
	Moves MoveSet // --moves, required
	// Describe words a failed case's error line; nil keeps Error(). `kibitz solve` passes the catalogue
	// of /grundy (commands/grundy.SolveError).
	Describe func(error) string
}

// Batch runs `kibitz solve subtraction` (docs/contract.md §4) through the runner that every kind shares
// (solvers/internal/batch): it reads pile sizes (up to MaxPile), one a line, and prints "win" or "loss"
// for the player to move, or "error: <reason>" for a bad case, and goes on. The move set is analysed once
// (its period search can take a few tenths of a second, and stops when ctx ends); if that fails, every
// case prints the error. When the period does not show, the values computed still answer the piles
// among them, and a pile beyond them gets an error line (CodeBeyondValues). Batch returns ctx's error
// when ctx ends first, otherwise an error only when reading or writing fails.
func Batch(ctx context.Context, in io.Reader, out io.Writer, opt BatchOptions) error {
	game, gameErr := Solve(ctx, opt.Moves, Options{KeepValues: true})
	if err := ctx.Err(); err != nil {
		return err
	}
	return batch.Appending(ctx, in, out, MaxLine, func(ctx context.Context, line []byte, buf []byte) ([]byte, error) {
		if gameErr != nil {
			return buf, batch.Say(ctx, opt.Describe, gameErr)
		}
		// Full-width digits and marks (１０＾１８, １，０００) read as ASCII, as /grundy subtraction reads
		// its pile; a line without them is not copied.
		line = typed.Fold(line)
		n, err := parsePile(line)
		if err != nil {
			return buf, batch.Say(ctx, opt.Describe, err)
		}
		if err := game.CheckPile(n); err != nil {
			if e, ok := errors.AsType[*InputError](err); ok {
				// As typed, like every error line (10^18), and cut as every quote is: leading zeros may
				// fill a line of MaxLine bytes.
				e.Text = typed.Clip(string(numtext.TrimSpace(line)))
			}
			return buf, batch.Say(ctx, opt.Describe, err)
		}
		if game.Wins(n) {
			return append(buf, "win"...), nil
		}
		return append(buf, "loss"...), nil
	})
}
