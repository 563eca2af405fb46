package kpk

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"strconv"

	"kibitz/solvers/internal/batch"
	"kibitz/solvers/internal/typed"
)

// MaxLine bounds an input line: a FEN is under 100 characters, so a longer line is a mistake, answered
// on its line like any other bad case.
const MaxLine = 64 << 10

// BatchOptions tune Batch.
type BatchOptions struct {
	// AnyMaterial accepts every position Parse accepts (K+Q v K, K+R v K, ...), not only K+P v K.
	AnyMaterial bool
	// AllMoves gives every best move, separated by commas, in the order of RankMovesAt, rather than one.
	AllMoves bool
	// DTZ adds a fourth field: the plies to the next zeroing move or mate (DTZ), "-" for a draw.
	DTZ bool
	// Describe words a failed case's error line; nil keeps Error(). `kibitz solve kpk` passes the game's
	// message catalogue (commands/kpk.SolveError).
	Describe func(error) string
}

// Batch is `kibitz solve kpk`: each non-blank line of in is a position (FEN or the short form, see Parse), and
// each gets one line on out, in order: "RESULT DTM MOVE" for the side to move, RESULT being win, draw or
// loss under the fifty-move rule from the FEN's halfmove clock (ProbeAt; the short form's clock is 0, where
// the count never matters), DTM the tablebase's plies to mate under optimal play ("-" for a draw), which
// does not count the clock, MOVE one optimal move under the count in UCI ("-" when there is no legal move;
// with AllMoves, every optimal move, separated by commas); with DTZ, then the distance to zeroing. A line that is not a legal K+P v K position (with AnyMaterial: not a legal
// Position) gets "error: " and the reason, worded by opt.Describe. Batch returns ctx's error when ctx ends
// first (see the runner, solvers/internal/batch), otherwise an error only when reading or writing fails.
func Batch(ctx context.Context, in io.Reader, out io.Writer, opt BatchOptions) error {
	t := loadTables()
	var line []byte
	answer := func(_ context.Context, text []byte, w *bufio.Writer) error {
		var err error
		if line, err = t.appendAnswer(line[:0], text, opt); err != nil {
			return err
		}
		w.Write(line) // an error stays in w, for the runner's next write
		return nil
	}
	return batch.Run(ctx, in, out, MaxLine, batch.Worded(opt.Describe, answer))
}

// errInvalid is the reason given for a position that fails with something other than an *InputError.
var errInvalid = errors.New("invalid position")

// appendAnswer appends the answer to one input line, without a newline, or returns why there is none.
func (t *tables) appendAnswer(dst, text []byte, opt BatchOptions) ([]byte, error) {
	p, err := parse(text, !opt.AnyMaterial)
	if err != nil {
		var ie *InputError
		if !errors.As(err, &ie) {
			return dst, errInvalid
		}
		return dst, ie
	}
	h := halfmoveOf(typed.Fold(text)) // a copy only for a line with full-width characters
	c := t.probeAt(p, h)
	e := c.Eval
	dst = append(dst, e.Outcome.String()...)
	if e.Outcome == Draw {
		dst = append(dst, " -"...)
	} else {
		dst = strconv.AppendInt(append(dst, ' '), int64(e.DTM), 10)
	}
	switch m, _, ok := t.bestMove(p, h); {
	case opt.AllMoves:
		dst = t.appendBestMoves(dst, p, h)
	case ok:
		dst = m.appendUCI(append(dst, ' '))
	default:
		dst = append(dst, " -"...)
	}
	if opt.DTZ {
		if e.Outcome == Draw {
			dst = append(dst, " -"...)
		} else {
			dst = strconv.AppendInt(append(dst, ' '), int64(c.DTZ), 10)
		}
	}
	return dst, nil
}

// appendBestMoves appends " " and every optimal move of p with the clock at h in UCI, separated by
// commas, best first as RankMovesAt orders them (BestMoveAt's first), or " -" when p has no legal move.
func (t *tables) appendBestMoves(dst []byte, p Position, h int) []byte {
	first, best, ok := t.bestMove(p, h)
	if !ok {
		return append(dst, " -"...)
	}
	dst = first.appendUCI(append(dst, ' '))
	var buf [maxMoves]Move
	for _, m := range p.appendMoves(buf[:0]) {
		if m != first && t.probeAt(p.play(m), p.ClockAfter(m, h)).Eval.before().Compare(best) == 0 {
			dst = m.appendUCI(append(dst, ','))
		}
	}
	return dst
}

// halfmoveOf is ParseCounters(string(text)).Halfmove without the allocations: Batch answers a line
// allocation-free (TestBatchAllocations).
func halfmoveOf(text []byte) int {
	if bytes.IndexByte(text, '/') < 0 {
		return 0
	}
	field, start := 0, -1
	for i := 0; i <= len(text); i++ {
		if i < len(text) && !isSeparator(text[i]) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start < 0 {
			continue
		}
		if field == 4 {
			n, _ := counter(text[start:i]) // 0 when it is not digits, as ParseCounters leaves it
			return n
		}
		field, start = field+1, -1
	}
	return 0
}
