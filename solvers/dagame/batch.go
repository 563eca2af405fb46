package dagame

import (
	"bufio"
	"context"
	"errors"
	"io"

	"kibitz/solvers/internal/batch"
	"kibitz/solvers/internal/numtext"
)

// BatchOptions are the options of `kibitz solve dagame`, which has no flags.
type BatchOptions struct {
	// Describe words a failed case's error line; nil keeps Error(). `kibitz solve` passes the catalogue
	// of /grundy (commands/grundy.SolveError).
	Describe func(error) string
}

// MaxInput is the most bytes of text Batch reads as one game (docs/contract.md §4): those of the input
// once decoded, its line endings counted, a byte-order mark not. The largest game, MaxEdges edges and
// MaxTokens tokens of the largest colours, written plainly ("500 9223372036854775807" and "\r\n" a
// token), takes under 26 MB; a longer input is refused before it is read whole, which took memory
// without bound (over twice the input's size).
const MaxInput = 32 << 20

// Batch runs `kibitz solve dagame` (docs/contract.md §4) through the runner that every kind shares
// (solvers/internal/batch). Unlike the other kinds, all of in is one game: Batch prints "Young" if the
// first player wins, else "Cheol"; or "error: <reason>". An input with no non-blank line prints nothing.
// Batch returns ctx's error when ctx ends first, otherwise an error only when reading or writing fails.
func Batch(ctx context.Context, in io.Reader, out io.Writer, opt BatchOptions) error {
	text, err := batch.ReadText(ctx, in, MaxInput)
	var notText, tooLong error // why the input is no game to read, for its error line
	switch {
	case errors.As(err, new(*batch.TooLongInputError)):
		tooLong = err // said as every kind says it, not in the game's words
	case err != nil:
		if notText = textError(err); notText == err {
			return err // reading failed, or ctx ended
		}
	case len(numtext.TrimSpace(text)) == 0:
		return nil // blank, in UTF-8 or in UTF-16 with its mark
	}
	return batch.Once(ctx, out, func(ctx context.Context, w *bufio.Writer) error {
		if tooLong != nil {
			return tooLong
		}
		if notText != nil {
			return batch.Say(ctx, opt.Describe, notText)
		}
		d, err := parseText(text) // untrimmed: its errors count lines from the first
		if err != nil {
			return batch.Say(ctx, opt.Describe, err)
		}
		res, err := Solve(ctx, d, Options{})
		if err != nil {
			return batch.Say(ctx, opt.Describe, err)
		}
		w.WriteString(res.Winner())
		return nil
	})
}
