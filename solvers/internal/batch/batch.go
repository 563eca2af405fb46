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
	sc := lines.NewScanner(idleReader(ctx, in, func() error {
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
// ctx's error when ctx ends, and returns the error that stopped reading.
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
		return err
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

// Reader returns in, made to give up with ctx's error when ctx ends: a read that waits for a terminal or
// a pipe returns then, rather than when the next line comes. A context that never ends gets in itself.
func Reader(ctx context.Context, in io.Reader) io.Reader { return idleReader(ctx, in, nil) }

// idleReader is Reader that calls idle, when not nil, before a read that may have to wait for in: when
// nothing read ahead is at hand. An error from idle ends the reading with that error.
func idleReader(ctx context.Context, in io.Reader, idle func() error) io.Reader {
	if ctx.Done() == nil {
		if idle == nil {
			return in
		}
		// Whether in has more at hand cannot be told without a read ahead: idle comes before every read,
		// one for each buffer the scanner fills.
		return beforeRead{in, idle}
	}
	c := &ctxReader{ctx: ctx, r: in, idle: idle, full: make(chan chunk, 2), empty: make(chan []byte, 2)}
	for range 2 {
		c.empty <- make([]byte, readSize)
	}
	return c
}

// readSize is the size of ctxReader's two buffers.
const readSize = 64 << 10

// ctxReader reads from r in a goroutine of its own, one buffer ahead of its reader, and waits for it or
// for ctx, whichever comes first. A read that ctx interrupted goes on in the goroutine, into a buffer of
// its own, until r answers or the process exits; the reader is done by then, since ctx stays ended.
// Reading ahead also hides most of the cost of the hand-over: a run of the cheapest cases from a pipe
// (nim, 33 MB) took 7% longer with a goroutine started for each read.
type ctxReader struct {
	ctx     context.Context
	r       io.Reader
	idle    func() error // called before a wait for r; nil for none
	started bool
	full    chan chunk  // read by the goroutine, in order
	empty   chan []byte // buffers to read into
	cur     chunk       // being returned
}

type chunk struct {
	buf, data []byte // data is the part of buf not returned yet
	err       error  // what came with the read, returned once data is used up
}

func (c *ctxReader) Read(p []byte) (int, error) {
	for len(c.cur.data) == 0 {
		if c.cur.err != nil {
			return 0, c.cur.err
		}
		if c.cur.buf != nil {
			c.empty <- c.cur.buf
			c.cur.buf = nil
		}
		if !c.started {
			c.started = true
			go c.readAhead()
		}
		if c.idle != nil {
			select {
			case c.cur = <-c.full:
				continue
			default:
			}
			if err := c.idle(); err != nil {
				c.cur.err = err
				return 0, err
			}
		}
		select {
		case c.cur = <-c.full:
		case <-c.ctx.Done():
			c.cur.err = c.ctx.Err()
			return 0, c.cur.err
		}
	}
	n := copy(p, c.cur.data)
	c.cur.data = c.cur.data[n:]
	return n, nil
}

// readAhead fills the empty buffers from r until r fails or ends, or ctx ends.
func (c *ctxReader) readAhead() {
	for {
		var buf []byte
		select {
		case buf = <-c.empty:
		case <-c.ctx.Done():
			return
		}
		n, err := c.r.Read(buf)
		c.full <- chunk{buf: buf, data: buf[:n], err: err}
		if err != nil {
			return
		}
	}
}

// beforeRead is r with before called ahead of every read; before's error is the read's.
type beforeRead struct {
	r      io.Reader
	before func() error
}

func (b beforeRead) Read(p []byte) (int, error) {
	if err := b.before(); err != nil {
		return 0, err
	}
	return b.r.Read(p)
}

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
