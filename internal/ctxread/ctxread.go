// Package ctxread reads input that may be slow to come (a terminal, a pipe) so that a context can
// interrupt the wait: Ctrl-C stops `kibitz solve` and `kibitz console` while they wait for a line,
// rather than when the next line comes (docs/contract.md §3, §4). Both read through New.
package ctxread

import (
	"context"
	"io"
)

// New returns in, made to give up with ctx's error when ctx ends: a read that waits for a terminal or a
// pipe returns then, rather than when the next line comes. idle, when not nil, is called before a read
// that may have to wait for in, when nothing read ahead is at hand (`kibitz solve` writes out its
// answers then); an error from idle ends the reading with that error. A context that never ends (Done
// nil) reads nothing ahead, so idle comes before every read; without idle, it gets in itself.
func New(ctx context.Context, in io.Reader, idle func() error) io.Reader {
	if ctx.Done() == nil {
		if idle == nil {
			return in
		}
		// Whether in has more at hand cannot be told without a read ahead: idle comes before every read,
		// one for each buffer the reader's user fills.
		return beforeRead{in, idle}
	}
	c := &reader{ctx: ctx, r: in, idle: idle, full: make(chan chunk, 2), empty: make(chan []byte, 2)}
	for range 2 {
		c.empty <- make([]byte, readSize)
	}
	return c
}

// readSize is the size of reader's two buffers.
const readSize = 64 << 10

// reader reads from r in a goroutine of its own, one buffer ahead of its user, and waits for it or for
// ctx, whichever comes first. A read that ctx interrupted goes on in the goroutine, into a buffer of its
// own, until r answers or the process exits; the user is done by then, since ctx stays ended. Reading
// ahead also hides most of the cost of the hand-over: a run of the cheapest cases of `kibitz solve` from
// a pipe (nim, 33 MB) took 7% longer with a goroutine started for each read.
type reader struct {
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

func (c *reader) Read(p []byte) (int, error) {
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
func (c *reader) readAhead() {
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
