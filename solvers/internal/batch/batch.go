// Package batch is the loop that every kind of `kibitz solve` shares (README.md, "Batch solvers"): one
// case a line, blank lines skipped, one answer line per case and in order, "error: <reason>" on the line
// of a case that fails (a line too long to be a case included) while the run goes on, all through one
// buffered writer. The writer is flushed whenever the input has nothing more at hand, before a read that
// may wait: a person at a terminal, or a program that writes a case and waits for its answer, gets each
// answer as soon as its line has come, and a run killed while it waits (a closed terminal's SIGHUP)
// loses no answer it computed.
//
// The run stops when its context ends: between two cases, inside a solver that watches the context, and
// while it waits for input (a terminal, a pipe), so that Ctrl-C stops `kibitz solve` within a fraction of
// a second. What was answered until then is written out, in whole lines, and the context's error is
// returned.
package batch

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"

	"kibitz/internal/ctxread"
	"kibitz/internal/textenc"
	"kibitz/solvers/internal/lines"
)

// Answer answers one case. line is the input line without its ending and without the white space around
// it; it is never empty and is valid only during the call. Answer writes the answer to w without a
// newline, or writes nothing and returns an error: its text then becomes the line "error: <text>". An
// Answer that gives up because ctx ended returns an error (ctx's, wrapped or not): the run ends there,
// with no line for that case.
type Answer func(ctx context.Context, line []byte, w *bufio.Writer) error

// bufSize is the output buffer: large enough that a run of short answers costs few writes, small beside
// what a solver holds.
const bufSize = 64 << 10

// Run answers every case of in on out, one line each: a case is a non-blank line of at most maxLine bytes,
// and a longer line is answered with an error. Run returns nil at the end of in; ctx's error when ctx
// ended first; otherwise the error that stopped reading or writing. Whatever the outcome, the answers
// given are flushed to out.
func Run(ctx context.Context, in io.Reader, out io.Writer, maxLine int, answer Answer) error {
	w := bufio.NewWriterSize(out, bufSize)
	// Only whole lines are buffered when the scanner reads: a case is answered before the next is read.
	sc := lines.NewScanner(ctxread.New(ctx, in, func() error {
		if err := w.Flush(); err != nil {
			return &writeError{err}
		}
		return nil
	}), maxLine)
	for sc.Scan() {
		if ctx.Err() != nil {
			break
		}
		err := sc.Refused() // too long, or no text
		if err == nil {
			line := bytes.TrimSpace(sc.Bytes())
			if len(line) == 0 {
				continue
			}
			err = answer(ctx, line, w)
		}
		if err := end(ctx, w, err); err != nil {
			return err
		}
	}
	if err := ctx.Err(); err != nil {
		return stop(w, err)
	}
	var we *writeError
	if err := sc.Err(); errors.As(err, &we) {
		return fmt.Errorf("writing the answers: %w", we.err)
	} else if err != nil {
		return stop(w, fmt.Errorf("reading the cases: %w", err))
	}
	return stop(w, nil)
}

// writeError is a failure to write the answers out while the input had nothing at hand: it stops the
// reading, and Run tells it from a failure to read.
type writeError struct{ err error }

func (e *writeError) Error() string { return e.err.Error() }

// Once answers a run that is a single case rather than a line each (all of a dagame input, wordle's
// --play and --eval), with Run's rules: answer writes its answer without the last newline, or returns
// the error for the line "error: <text>"; when ctx ends first, Once writes nothing and returns ctx's
// error.
func Once(ctx context.Context, out io.Writer, answer func(ctx context.Context, w *bufio.Writer) error) error {
	w := bufio.NewWriterSize(out, bufSize)
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := end(ctx, w, answer(ctx, w)); err != nil {
		return err
	}
	return stop(w, nil)
}

// end finishes the line of a case that answer answered (err nil) or failed (err its reason). When ctx has
// ended, a failed case was cut short rather than wrong: the run stops, and end returns ctx's error.
func end(ctx context.Context, w *bufio.Writer, err error) error {
	if err != nil {
		if cerr := ctx.Err(); cerr != nil {
			return stop(w, cerr)
		}
		w.WriteString("error: ")
		w.WriteString(err.Error())
	}
	// bufio.Writer keeps its first error: this write reports any earlier one.
	if err := w.WriteByte('\n'); err != nil {
		return fmt.Errorf("writing the answers: %w", err)
	}
	return nil
}

// stop flushes the answers given and returns why the run stopped (nil at the end of the input).
func stop(w *bufio.Writer, why error) error {
	if err := w.Flush(); err != nil {
		return errors.Join(why, fmt.Errorf("writing the answers: %w", err))
	}
	return why
}

// ReadLines reads all of in as the text of one case, for a kind that reads its input so (dagame), and
// hands its lines to line as they come, with their numbers from 1, blank ones too, without their endings
// (valid during the call only): in decoded as every reader of kibitz decodes it (lines.Scanner: a UTF-8
// byte-order mark dropped, UTF-16 with its mark decoded). It stops at the first of these, in the order
// of the lines, and returns it: line's error; a *textenc.Error for a line that is no text (a NUL byte,
// bytes that are not UTF-8), or for UTF-16 without its mark; a *TooLongInputError once the text read
// takes more than maxText bytes, its line endings counted. So a mistake is told as soon as its line has
// come, and the rest of the input is not waited for (a generator may still be writing it); an input of
// any size costs no more memory than its longest line, at most maxText bytes. ReadLines gives up with
// ctx's error when ctx ends, and returns the error that stopped reading, after "reading the cases: " as
// Run words it.
func ReadLines(ctx context.Context, in io.Reader, maxText int, line func(n int, line []byte) error) error {
	sc := lines.NewScanner(Reader(ctx, in), maxText)
	for sc.Scan() {
		if sc.TooLong() || sc.Used() > int64(maxText) {
			return &TooLongInputError{Max: maxText}
		}
		if kind := textenc.Check(sc.Bytes()); kind != 0 {
			return &textenc.Error{Kind: kind, Line: sc.Line()}
		}
		if err := line(sc.Line(), sc.Bytes()); err != nil {
			return err
		}
	}
	switch err := sc.Err(); {
	case ctx.Err() != nil:
		return ctx.Err()
	case errors.Is(err, lines.ErrUTF16):
		return &textenc.Error{Kind: textenc.UTF16}
	case err != nil:
		return fmt.Errorf("reading the cases: %w", err) // in Run's words: every kind says it alike
	case sc.Used() > int64(maxText): // a "\n" after the last line's "\r"
		return &TooLongInputError{Max: maxText}
	}
	return nil
}

// TooLongInputError is the reason ReadLines gives for an input of more than Max bytes of text: a sentence
// for the case's "error:" line (docs/contract.md §4), as lines.Scanner.TooLongError is for a line.
type TooLongInputError struct{ Max int }

func (e *TooLongInputError) Error() string {
	return "The input is longer than " + textenc.Group(e.Max) + " bytes, the most one case may take; it was not solved."
}

// Reader returns in, made to give up with ctx's error when ctx ends (kibitz/internal/ctxread): a read
// that waits for a terminal or a pipe returns then, rather than when the next line comes.
func Reader(ctx context.Context, in io.Reader) io.Reader { return ctxread.New(ctx, in, nil) }

// Appending is Run for a kind whose answer is built by appending to a buffer: solve appends the answer to
// one case to buf (empty, and reused from case to case, so a run allocates nothing per line) or returns
// why the case has none.
func Appending(ctx context.Context, in io.Reader, out io.Writer, maxLine int, solve func(ctx context.Context, line, buf []byte) ([]byte, error)) error {
	var buf []byte
	return Run(ctx, in, out, maxLine, func(ctx context.Context, line []byte, w *bufio.Writer) error {
		var err error
		if buf, err = solve(ctx, line, buf[:0]); err != nil {
			return err
		}
		w.Write(buf) // an error stays in w, for the runner's next write
		return nil
	})
}

// Describe words the error of a case for its "error: " line. The solvers' errors carry a code and the
// values a message needs, not a sentence; each game's message catalogue (commands/<game>) words them, and
// `kibitz solve` hands that wording to the solver's Batch (its BatchOptions.Describe). Nil keeps the
// error's own text.
type Describe func(error) string

// Say is err worded by describe, for Run's "error: " line: nil stays nil, and an error that ctx ended is
// kept as it is, since the run stops there without a line.
func Say(ctx context.Context, describe Describe, err error) error {
	if err == nil || describe == nil || ctx.Err() != nil {
		return err
	}
	return worded{text: describe(err), err: err}
}

// Worded is answer with its errors worded by describe (Say).
func Worded(describe Describe, answer Answer) Answer {
	if describe == nil {
		return answer
	}
	return func(ctx context.Context, line []byte, w *bufio.Writer) error {
		return Say(ctx, describe, answer(ctx, line, w))
	}
}

// worded is an error with the text its game's catalogue gave it; errors.Is and As still see the original.
type worded struct {
	text string
	err  error
}

func (e worded) Error() string { return e.text }
func (e worded) Unwrap() error { return e.err }
