package knight

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"

	"kibitz/solvers/internal/lines"
)

// BatchOptions tune Batch.
type BatchOptions struct {
	Closed     bool   // closed tours (--closed)
	Method     Method // how to find tours; `kibitz solve knight` passes MethodConstruct unless told otherwise
	MaxSquares int    // largest board; 0 means MaxSquares
}

// maxLineBytes bounds an input line: a problem is four numbers, so a longer line is a mistake, answered
// with an error line like any other bad case rather than ending the run.
const maxLineBytes = 64 << 10

// errLongLine is the reason given for a line longer than maxLineBytes.
var errLongLine = fmt.Errorf("the line is longer than %d bytes: a problem is N R C or M N R C.", maxLineBytes)

// Batch is `kibitz solve knight`: for each non-blank line of in, a problem in Parse's format, it writes
// one line to out: the tour as 1-based "r,c" squares separated by single spaces, starting at the
// start; "none" when no tour (with Closed, no closed tour) exists; or "error: " and the reason (also
// for a line longer than 64 KB, which is skipped). It returns an error only when reading or writing
// fails. Tours stream from their moves straight into a reused buffer, so memory stays at two bytes a
// square of the largest board.
func Batch(in io.Reader, out io.Writer, opt BatchOptions) error {
	sc := lines.NewScanner(in, maxLineBytes)
	w := bufio.NewWriterSize(out, 256<<10)
	buf := make([]byte, 0, 64<<10)
	ctx := context.Background()
	sopt := Options{Closed: opt.Closed, Method: opt.Method, MaxSquares: opt.MaxSquares}
	for sc.Scan() {
		line := sc.Bytes()
		if !sc.TooLong() && isBlank(line) {
			continue
		}
		var res Result
		var err error
		if sc.TooLong() {
			err = errLongLine
		} else {
			var p Problem
			if p, err = parseLine(line); err == nil {
				res, err = Solve(ctx, p, sopt)
			}
		}
		switch {
		case err == nil:
			buf = appendTour(w, buf[:0], res.Tour)
		case IsNoTour(err):
			buf = append(buf[:0], "none"...)
		case errors.Is(err, ErrHeuristicFailed):
			buf = fmt.Appendf(buf[:0], "error: Warnsdorff's rule ran into a dead end after %d of %d squares.",
				res.Stats.HeuristicSquares, res.Stats.Squares)
		default:
			buf = append(append(buf[:0], "error: "...), err.Error()...)
		}
		buf = append(buf, '\n')
		if _, err := w.Write(buf); err != nil {
			return fmt.Errorf("knight: batch: %w", err)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("knight: batch: %w", err)
	}
	if err := w.Flush(); err != nil {
		return fmt.Errorf("knight: batch: %w", err)
	}
	return nil
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

func isBlank(line []byte) bool {
	for _, b := range line {
		if !isSpace(b) {
			return false
		}
	}
	return true
}
