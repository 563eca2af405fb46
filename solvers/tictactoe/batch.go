package tictactoe

import (
	"bufio"
	"context"
	"io"
	"strconv"

	"kibitz/solvers/internal/batch"
)

// BatchOptions tune Batch.
type BatchOptions struct {
	// Describe words a failed case's error line; nil keeps Error(). `kibitz solve` passes the catalogue
	// of commands/tictactoe.
	Describe func(error) string
}

// MaxLine bounds an input line: a board is 9 characters, so a longer line is a mistake, answered on its
// line like any other bad case.
const MaxLine = 64 << 10

// Batch answers `kibitz solve tictactoe`: one board per line (9 cells, X, O, .), one answer per line:
// "RESULT PLIES CELL" for the side to move (cell 1-9), "over x", "over o" or "over draw" for a finished
// game, "error: ..." for a bad board. Blank lines are skipped. It returns ctx's error when ctx ends first
// (see the runner, solvers/internal/batch), otherwise only I/O errors.
func Batch(ctx context.Context, in io.Reader, out io.Writer, opt BatchOptions) error {
	return batch.Run(ctx, in, out, MaxLine, batch.Worded(opt.Describe, func(ctx context.Context, line []byte, w *bufio.Writer) error {
		a, err := answer(ctx, string(line))
		if err != nil {
			return err
		}
		w.WriteString(a)
		return nil
	}))
}

func answer(ctx context.Context, text string) (string, error) {
	b, err := Parse(text)
	if err != nil {
		return "", err
	}
	r, err := Solve(ctx, b, Options{})
	if err != nil {
		return "", err
	}
	if r.Over {
		switch r.Winner {
		case X:
			return "over x", nil
		case O:
			return "over o", nil
		}
		return "over draw", nil
	}
	m := r.Best
	return m.Value.Outcome.String() + " " + strconv.Itoa(m.Value.Plies) + " " + strconv.Itoa(m.Cell+1), nil
}
