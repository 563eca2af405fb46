package dagame

import (
	"bufio"
	"context"
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

// Batch runs `kibitz solve dagame` (docs/contract.md §4) through the runner that every kind shares
// (solvers/internal/batch). Unlike the other kinds, all of in is one game: Batch prints "Young" if the
// first player wins, else "Cheol"; or "error: <reason>". An input with no non-blank line prints nothing.
// Batch returns ctx's error when ctx ends first, otherwise an error only when reading or writing fails.
func Batch(ctx context.Context, in io.Reader, out io.Writer, opt BatchOptions) error {
	data, err := batch.ReadAll(ctx, in)
	if err != nil {
		return err
	}
	text, notText := decode(data)
	if notText == nil && len(numtext.TrimSpace(text)) == 0 {
		return nil // blank, in UTF-8 or in UTF-16 with its mark
	}
	return batch.Once(ctx, out, func(ctx context.Context, w *bufio.Writer) error {
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
