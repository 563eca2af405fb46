package kpk

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strconv"

	"kibitz/solvers/internal/lines"
)

// maxLine bounds an input line: a FEN is under 100 characters, so a longer line is a mistake, answered
// on its line like any other bad case.
const maxLine = 64 << 10

// BatchOptions tune Batch.
type BatchOptions struct {
	// AnyMaterial accepts every position Parse accepts (K+Q v K, K+R v K, ...), not only K+P v K.
	AnyMaterial bool
}

// Batch is `kibitz solve kpk`: each non-blank line of in is a position (FEN or the short form, see Parse), and
// each gets one line on out, in order: "RESULT DTM MOVE" for the side to move, RESULT being win, draw or
// loss, DTM the plies to mate under optimal play ("-" for a draw), MOVE one optimal move in UCI ("-" when
// there is no legal move). A line that is not a legal K+P v K position (with AnyMaterial: not a legal
// Position) gets "error: " and the reason. Batch returns an error only when reading or writing fails.
func Batch(in io.Reader, out io.Writer, opt BatchOptions) error {
	t := loadTables()
	sc := lines.NewScanner(in, maxLine)
	w := bufio.NewWriter(out)
	var line []byte
	for sc.Scan() {
		text := bytes.TrimSpace(sc.Bytes())
		switch {
		case sc.TooLong():
			line = append(append(append(line[:0], "error: "...), sc.TooLongError().Error()...), '\n')
		case len(text) == 0:
			continue
		default:
			line = t.appendAnswer(line[:0], text, opt)
		}
		if _, err := w.Write(line); err != nil {
			return fmt.Errorf("kpk batch: %w", err)
		}
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("kpk batch: reading: %w", err)
	}
	if err := w.Flush(); err != nil {
		return fmt.Errorf("kpk batch: %w", err)
	}
	return nil
}

// appendAnswer appends the output line for one input line, newline included.
func (t *tables) appendAnswer(dst, text []byte, opt BatchOptions) []byte {
	p, err := parse(text, !opt.AnyMaterial)
	if err != nil {
		var ie *InputError
		if !errors.As(err, &ie) {
			return append(dst, "error: invalid position\n"...)
		}
		return append(append(append(dst, "error: "...), ie.Error()...), '\n')
	}
	e := t.probe(p)
	dst = append(dst, e.Outcome.String()...)
	if e.Outcome == Draw {
		dst = append(dst, " -"...)
	} else {
		dst = strconv.AppendInt(append(dst, ' '), int64(e.DTM), 10)
	}
	if m, _, ok := t.bestMove(p); ok {
		dst = m.appendUCI(append(dst, ' '))
	} else {
		dst = append(dst, " -"...)
	}
	return append(dst, '\n')
}
