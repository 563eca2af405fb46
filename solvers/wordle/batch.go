package wordle

import (
	"bufio"
	"context"
	"io"
	"strconv"
	"strings"

	"kibitz/solvers/internal/batch"
	"kibitz/solvers/internal/typed"
)

// BatchOptions steer Batch, the engine of `kibitz solve wordle`.
type BatchOptions struct {
	Options        // word lists, hard mode, strategy, time budget
	Play    string // if set, print the game the strategy plays against this answer instead of reading input
	Eval    bool   // if set, play every answer and print the figures instead of reading input
	// Describe words a failed case's error line; nil keeps Error(). kibitz solve passes the game's
	// message catalogue (commands/wordle.SolveError).
	Describe func(error) string
}

// Batch runs `kibitz solve wordle`. By default it reads one history per line ("crane=gybbg slate=bbbyg",
// or "-" for none; blank lines are skipped) and writes "GUESS REMAINING": the suggested next guess and how
// many answers still fit, or "error: <reason>" for a bad line, the reason worded by opt.Describe (rows
// that contradict each other are a CodeNoAnswer or CodeConflict, which docs/contract.md §4 has kibitz
// solve word as "no word fits (...): no answer in the list ..."). With Play it writes one line, the game against that word as
// "guess=feedback ..." ending in "WORD=ggggg"; with Eval the lines of EvalStats.WriteTo. It returns ctx's
// error when ctx ends first (see the runner, solvers/internal/batch), otherwise an error only when
// reading or writing fails.
func Batch(ctx context.Context, in io.Reader, out io.Writer, opt BatchOptions) error {
	switch {
	case opt.Eval:
		return batch.Once(ctx, out, func(ctx context.Context, w *bufio.Writer) error {
			st, err := PlayAll(ctx, opt.Options)
			if err != nil {
				return batch.Say(ctx, opt.Describe, err)
			}
			var b strings.Builder
			st.WriteTo(&b)
			w.WriteString(strings.TrimSuffix(b.String(), "\n")) // the runner ends the last line
			return nil
		})
	case opt.Play != "":
		return batch.Once(ctx, out, func(ctx context.Context, w *bufio.Writer) error {
			h, err := playLine(ctx, opt.Play, opt.Options)
			if err != nil {
				return batch.Say(ctx, opt.Describe, err)
			}
			w.WriteString(h.String())
			return nil
		})
	}
	var num []byte
	return batch.Run(ctx, in, out, MaxLine, batch.Worded(opt.Describe, func(ctx context.Context, line []byte, w *bufio.Writer) error {
		// Full-width letters and marks (ｃｒａｎｅ＝ｇｙｂｂｇ) read as ASCII, as /wordle assist reads them.
		h, err := Parse(typed.Fold(string(line)))
		if err == nil {
			err = listed(h, opt.Dictionary)
		}
		var res Result
		if err == nil {
			res, err = Solve(ctx, h, opt.Options)
		}
		if err != nil {
			return err
		}
		w.Write(res.Guess[:])
		w.WriteByte(' ')
		num = strconv.AppendInt(num[:0], int64(len(res.Remaining)), 10)
		w.Write(num)
		return nil
	}))
}

// listed refuses a history with a guess that is not in the word list (CodeNotAllowed, with its row): no game
// takes such a guess, so it is a typo, and answered it would quietly change the answer (CRAME for CRANE
// rules out other letters). The assist refuses such a row as well.
func listed(h History, d *Dictionary) error {
	if d == nil {
		d = Default()
	}
	for i, r := range h {
		if !d.Allowed(r.Guess) {
			return &InputError{Code: CodeNotAllowed, Row: i + 1, Word: r.Guess.String()}
		}
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

// MaxLine bounds an input line: a history of six rows is under 80 characters, so a longer line is a
// mistake, answered on its line like any other bad case.
const MaxLine = 64 << 10
