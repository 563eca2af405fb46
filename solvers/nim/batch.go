package nim

import (
	"context"
	"io"
	"strconv"

	"kibitz/solvers/internal/batch"
	"kibitz/solvers/internal/typed"
)

// Batch runs `kibitz solve nim` through the runner that every kind shares (solvers/internal/batch): each
// non-blank input line is one case and gives one output line, in order; a case that fails prints
// "error: <reason>" and the run goes on. It returns ctx's error when ctx ends first, otherwise an error
// only when reading or writing fails. (The other impartial games' kinds are in
// solvers/subtraction, solvers/divisor and solvers/dagame, each in its batch.go.)

// MaxLine is the longest input line the batch accepts (MaxHeaps heaps of 19 digits fit).
const MaxLine = 4 << 20

// BatchOptions are the flags of `kibitz solve nim`.
type BatchOptions struct {
	Misere bool
	Rule   Rule // --moves; the zero Rule is plain Nim
	// Describe words a failed case's error line; nil keeps Error(). `kibitz solve` passes the catalogue
	// of /nim (commands/nim.SolveError).
	Describe func(error) string
}

// Batch reads heap sizes, one position a line, and prints "win H:K" (take K from heap H, from 1),
// "loss -", or "win -" in misère play when the player to move cannot move, and so wins: every heap empty,
// or no heap holds an amount the rule allows (0 1 with --moves 2).
func Batch(ctx context.Context, in io.Reader, out io.Writer, opt BatchOptions) error {
	var heaps Heaps
	var res Result
	o := Options{Misere: opt.Misere, Rule: opt.Rule}
	return batch.Appending(ctx, in, out, MaxLine, func(ctx context.Context, line []byte, buf []byte) ([]byte, error) {
		var err error
		// Full-width digits and marks (３ ４ ５, １，２) read as ASCII, as /nim reads its heaps; a line
		// without them is not copied.
		if heaps, err = appendHeaps(heaps[:0], typed.Fold(line), false); err != nil {
			return buf, batch.Say(ctx, opt.Describe, err)
		}
		if cap(res.Grundy) < len(heaps) {
			res.Grundy = make([]int64, len(heaps))
		}
		res.Grundy = res.Grundy[:len(heaps)]
		if err := decide(ctx, heaps, o, &res); err != nil {
			return buf, batch.Say(ctx, opt.Describe, err)
		}
		if !res.Win {
			return append(buf, "loss -"...), nil
		}
		buf = append(buf, "win "...)
		if res.Move.Take == 0 {
			return append(buf, '-'), nil
		}
		buf = strconv.AppendInt(buf, int64(res.Move.Heap)+1, 10)
		buf = append(buf, ':')
		return strconv.AppendInt(buf, res.Move.Take, 10), nil
	})
}
