package wordle

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"

	"kibitz/solvers/internal/lines"
)

// BatchOptions steer Batch, the engine of `kibitz solve wordle`.
type BatchOptions struct {
	Options        // word lists, hard mode, strategy, time budget
	Play    string // if set, print the game the strategy plays against this answer instead of reading input
	Eval    bool   // if set, play every answer and print the figures instead of reading input
}

// Batch runs `kibitz solve wordle` (CONTRACT.md section 4). By default it reads one history per line
// ("crane=gybbg slate=bbbyg", or "-" for none; blank lines are skipped) and writes "GUESS REMAINING":
// the suggested next guess and how many answers still fit, or "error: <reason>" for a bad line ("error:
// no word fits (...)" when the rows contradict each other). With Play it writes one line, the game
// against that word as "guess=feedback ..." ending in "WORD=ggggg"; with Eval the lines of
// EvalStats.WriteTo. It returns an error only when reading or writing fails.
func Batch(in io.Reader, out io.Writer, opt BatchOptions) error {
	ctx := context.Background()
	w := bufio.NewWriter(out)
	switch {
	case opt.Eval:
		st, err := Evaluate(ctx, opt.Options)
		if err != nil {
			fmt.Fprintf(w, "error: %v\n", err)
		} else {
			st.WriteTo(w)
		}
		return w.Flush()
	case opt.Play != "":
		h, err := playLine(ctx, opt.Play, opt.Options)
		if err != nil {
			writeError(w, err)
		} else {
			w.WriteString(h.String())
			w.WriteByte('\n')
		}
		return w.Flush()
	}
	sc := lines.NewScanner(in, maxLine)
	var num []byte
	for sc.Scan() {
		if sc.TooLong() {
			writeError(w, sc.TooLongError())
			continue
		}
		line := string(sc.Bytes())
		if isBlank(line) {
			continue
		}
		h, err := Parse(line)
		var res Result
		if err == nil {
			res, err = Solve(ctx, h, opt.Options)
		}
		if err != nil {
			writeError(w, err)
			continue
		}
		w.Write(res.Guess[:])
		w.WriteByte(' ')
		num = strconv.AppendInt(num[:0], int64(len(res.Remaining)), 10)
		w.Write(num)
		w.WriteByte('\n')
	}
	if err := sc.Err(); err != nil {
		return fmt.Errorf("wordle: batch: read: %w", err)
	}
	if err := w.Flush(); err != nil {
		return fmt.Errorf("wordle: batch: write: %w", err)
	}
	return nil
}

func playLine(ctx context.Context, word string, opt Options) (History, error) {
	w, err := ParseWord(word)
	if err != nil {
		return nil, err
	}
	return Play(ctx, w, opt)
}

// writeError writes the error line of a case. Contradictory rows read "error: no word fits (...)", as
// the contract words it, with the row that conflicts.
func writeError(w *bufio.Writer, err error) {
	var ie *InputError
	if errors.As(err, &ie) {
		switch ie.Code {
		case CodeNoAnswer:
			fmt.Fprintf(w, "error: no word fits (row %d, %s=%s)\n", ie.Row, ie.Word, ie.Feedback)
			return
		case CodeConflict:
			fmt.Fprintf(w, "error: no word fits (row %d, %s=%s, with the rows before it)\n", ie.Row, ie.Word, ie.Feedback)
			return
		}
	}
	fmt.Fprintf(w, "error: %v\n", err)
}

func isBlank(s string) bool {
	for i := range len(s) {
		if s[i] != ' ' && s[i] != '\t' && s[i] != '\r' {
			return false
		}
	}
	return true
}

// maxLine bounds an input line: a history of six rows is under 80 characters, so a longer line is a
// mistake, answered on its line like any other bad case.
const maxLine = 64 << 10
