package dagame

import (
	"bufio"
	"context"
	"errors"
	"io"

	"kibitz/solvers/internal/batch"
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
// token), takes under 26 MB; a longer input is refused as soon as the text read passes the limit, and
// is not read to its end.
const MaxInput = 32 << 20

// Batch runs `kibitz solve dagame` (docs/contract.md §4) through the runner that every kind shares
// (solvers/internal/batch). Unlike the other kinds, all of in is one game: Batch prints "Young" if the
// first player wins, else "Cheol"; or "error: <reason>". An input with no non-blank line prints nothing.
// The game is read a line at a time as in gives it (batch.ReadLines), and a mistake is told as soon as
// its line has come: a token count far above MaxTokens is not followed by a wait for the tokens, which
// a generator may take seconds to write, nor by reading them. Batch returns ctx's error when ctx ends
// first, otherwise an error only when reading or writing fails.
func Batch(ctx context.Context, in io.Reader, out io.Writer, opt BatchOptions) error {
	var p parser
	err := batch.ReadLines(ctx, in, MaxInput, func(_ int, line []byte) error { return p.line(line) })
	var game *Game
	var tooLong *batch.TooLongInputError // said as every kind says it, not in the game's words
	switch {
	case errors.As(err, &tooLong):
	case err != nil:
		if err = textError(err); !errors.As(err, new(*InputError)) {
			return err // reading failed, or ctx ended
		}
	case p.blank():
		return nil // blank, in UTF-8 or in UTF-16 with its mark
	default:
		game, err = p.end()
	}
	return batch.Once(ctx, out, func(ctx context.Context, w *bufio.Writer) error {
		if tooLong != nil {
			return tooLong
		}
		if err != nil {
			return batch.Say(ctx, opt.Describe, err)
		}
		res, err := Solve(ctx, game, Options{})
		if err != nil {
			return batch.Say(ctx, opt.Describe, err)
		}
		w.WriteString(res.Winner())
		return nil
	})
}
