package knight

import (
	"bufio"
	"context"
	"errors"
	"io"
	"strconv"

	"kibitz/solvers/internal/batch"
)

// BatchOptions tune Batch.
type BatchOptions struct {
	Closed     bool   // closed tours (--closed)
	Method     Method // how to find tours; `kibitz solve knight` passes MethodConstruct unless told otherwise
	MaxSquares int    // largest board; 0 means MaxSquares
	// Describe words a failed case's error line; nil keeps Error(). `kibitz solve knight` passes the
	// catalogue of commands/knight.
	Describe func(error) string
}

// MaxLine bounds an input line: a problem is four numbers, so a longer line is a mistake, answered
// with an error line like any other bad case rather than ending the run.
const MaxLine = 64 << 10

// Batch is `kibitz solve knight`: for each non-blank line of in, a problem in Parse's format, it writes
// one line to out: the tour as 1-based "r,c" squares separated by single spaces, starting at the
// start; "none" when no tour (with Closed, no closed tour) exists; or "error: " and the reason, in
// opt.Describe's words (also for a line longer than 64 KB, which is skipped, in the runner's). It
// returns ctx's error when ctx ends first (see the runner, solvers/internal/batch), otherwise an error
// only when reading or writing fails. Tours stream from their moves straight into a reused buffer, so
// memory stays at two bytes a square of the largest board.
func Batch(ctx context.Context, in io.Reader, out io.Writer, opt BatchOptions) error {
	buf := make([]byte, 0, 64<<10)
	sopt := Options{Closed: opt.Closed, Method: opt.Method, MaxSquares: opt.MaxSquares}
	return batch.Run(ctx, in, out, MaxLine, batch.Worded(opt.Describe, func(ctx context.Context, line []byte, w *bufio.Writer) error {
		p, err := parseLine(line)
		if err != nil {
			return err
		}
		res, err := Solve(ctx, p, sopt)
		switch {
		case err == nil:
			// The text of a tour is not interrupted: the construction is done by now, and writing even
			// the largest (240 MB) takes about half a second; the run stops after it, in whole lines.
			buf = appendTour(w, buf[:0], res.Tour)
			w.Write(buf) // an error stays in w, for the runner's next write
			return nil
		case IsNoTour(err):
			w.WriteString("none")
			return nil
		case errors.Is(err, ErrHeuristicFailed):
			return &InputError{Code: CodeDeadEnd, Board: p.Board, Start: p.Start, Reached: res.Stats.HeuristicSquares}
		}
		return err
	}))
}

// appendTour writes the tour as text through buf, flushing buf to w whenever it fills, and returns buf
// holding the unwritten rest. Write errors surface at the caller's next write.
func appendTour(w *bufio.Writer, buf []byte, t Tour) []byte {
	r, c := t.Start.Row+1, t.Start.Col+1
	buf = strconv.AppendInt(buf, int64(r), 10)
	buf = append(buf, ',')
	buf = strconv.AppendInt(buf, int64(c), 10)
	for _, m := range t.Moves {
		d := &moveDelta[m&7]
		r += d[0]
		c += d[1]
		if len(buf) > cap(buf)-32 {
			w.Write(buf)
			buf = buf[:0]
		}
		buf = append(buf, ' ')
		buf = strconv.AppendInt(buf, int64(r), 10)
		buf = append(buf, ',')
		buf = strconv.AppendInt(buf, int64(c), 10)
	}
	return buf
}
