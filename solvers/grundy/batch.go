package grundy

import (
	"bufio"
	"context"
	"io"

	"kibitz/solvers/internal/batch"
	"kibitz/solvers/internal/numtext"
)

// The batch functions run `kibitz solve subtraction | divisor | dagame` through the runner that every
// kind shares (solvers/internal/batch). Except for dagame, each non-blank input line is one case and gives
// one output line, in order; a case that fails prints "error: <reason>" and the run goes on. They return
// ctx's error when ctx ends first, otherwise an error only when reading or writing fails.

// maxLine is the longest input line the batches accept: the bound of `kibitz solve nim`
// (solvers/nim/batch.go), so that the impartial-game kinds refuse the same lines; no valid pile or N
// comes near it.
const maxLine = 4 << 20

// SubtractionBatchOptions are the flags of `kibitz solve subtraction`.
type SubtractionBatchOptions struct {
	Moves MoveSet // --moves, required
	// Describe words a failed case's error line; nil keeps Error(). `kibitz solve` passes the catalogue
	// of /grundy (commands/grundy.SolveError).
	Describe func(error) string
}

// BatchSubtraction reads pile sizes (up to MaxPile), one a line, and prints "win" or "loss" for the player
// to move. The move set is analysed once (its period search can take a few tenths of a second, and stops
// when ctx ends); if that fails, every case prints the error.
func BatchSubtraction(ctx context.Context, in io.Reader, out io.Writer, opt SubtractionBatchOptions) error {
	sub, subErr := NewSubtraction(ctx, opt.Moves)
	if err := ctx.Err(); err != nil {
		return err
	}
	return batch.Appending(ctx, in, out, maxLine, func(ctx context.Context, line []byte, buf []byte) ([]byte, error) {
		if subErr != nil {
			return buf, batch.Say(ctx, opt.Describe, subErr)
		}
		n, err := parseLone(line, FieldPile, 0, MaxPile)
		if err != nil {
			return buf, batch.Say(ctx, opt.Describe, err)
		}
		return appendWin(buf, sub.Wins(n)), nil
	})
}

// DivisorBatchOptions are the flags of `kibitz solve divisor`.
type DivisorBatchOptions struct {
	Misere bool
	// Describe words a failed case's error line; nil keeps Error(). `kibitz solve` passes the catalogue
	// of /grundy (commands/grundy.SolveError).
	Describe func(error) string
}

// BatchDivisor reads numbers N (1 to MaxN), one a line, and prints "win" or "loss" for the player to move
// in the divisor game. Decided exponent shapes are remembered across lines.
func BatchDivisor(ctx context.Context, in io.Reader, out io.Writer, opt DivisorBatchOptions) error {
	s := newDivisorSolver(DivisorOptions{Misere: opt.Misere})
	return batch.Appending(ctx, in, out, maxLine, func(ctx context.Context, line []byte, buf []byte) ([]byte, error) {
		n, err := parseLone(line, FieldN, 1, MaxN)
		if err != nil {
			return buf, batch.Say(ctx, opt.Describe, err)
		}
		res, err := s.solve(ctx, n)
		if err != nil {
			return buf, batch.Say(ctx, opt.Describe, err)
		}
		return appendWin(buf, res.Win), nil
	})
}

// DAGameBatchOptions are the options of `kibitz solve dagame`, which has no flags.
type DAGameBatchOptions struct {
	// Describe words a failed case's error line; nil keeps Error(). `kibitz solve` passes the catalogue
	// of /grundy (commands/grundy.SolveError).
	Describe func(error) string
}

// BatchDAGame reads one game, all of in, and prints "Young" if the first player wins, else "Cheol"; or
// "error: <reason>". An input with no non-blank line prints nothing.
func BatchDAGame(ctx context.Context, in io.Reader, out io.Writer, opt DAGameBatchOptions) error {
	data, err := batch.ReadAll(ctx, in)
	if err != nil {
		return err
	}
	if len(numtext.TrimSpace(data)) == 0 {
		return nil
	}
	return batch.Once(ctx, out, func(ctx context.Context, w *bufio.Writer) error {
		d, err := parseDAGame(data) // untrimmed: its errors count lines from the first
		if err != nil {
			return batch.Say(ctx, opt.Describe, err)
		}
		res, err := SolveDAGame(ctx, d, DAGameOptions{})
		if err != nil {
			return batch.Say(ctx, opt.Describe, err)
		}
		w.WriteString(res.Winner())
		return nil
	})
}

func appendWin(buf []byte, win bool) []byte {
	if win {
		return append(buf, "win"...)
	}
	return append(buf, "loss"...)
}
