package ctxread

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"
)

// TestNewReads: what in holds comes through whole, in order, with its end, whether the context can end
// or not, in large reads or small ones.
func TestNewReads(t *testing.T) {
	text := strings.Repeat("0123456789\n", 20_000) // several of the read-ahead buffers
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for _, c := range []context.Context{context.Background(), ctx} {
		for _, idle := range []func() error{nil, func() error { return nil }} {
			for _, in := range []io.Reader{strings.NewReader(text), iotest.HalfReader(strings.NewReader(text))} {
				if err := iotest.TestReader(New(c, in, idle), []byte(text)); err != nil {
					t.Error(err)
				}
			}
		}
	}
}

// TestNewInterrupted: a read that waits for input gives up with the context's error when the context
// ends, and so does every read after it.
func TestNewInterrupted(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	ctx, cancel := context.WithCancel(context.Background())
	r := New(ctx, pr, nil)
	go pw.Write([]byte("a")) // then nothing more, and no end
	buf := make([]byte, 8)
	n, err := r.Read(buf)
	if n != 1 || err != nil {
		t.Fatalf("Read = %d, %v; want the byte written", n, err)
	}
	go cancel() // while the next read waits, or before it
	for range 2 {
		if n, err := r.Read(buf); n != 0 || !errors.Is(err, context.Canceled) {
			t.Errorf("Read after the context ended = %d, %v; want context.Canceled", n, err)
		}
	}
}

// TestNewIdle: idle comes before a read that would wait, and its error ends the reading; a read of what
// is at hand does not call it.
func TestNewIdle(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	pr, pw := io.Pipe()
	defer pw.Close()
	calls := 0
	boom := errors.New("boom")
	r := New(ctx, pr, func() error {
		calls++
		if calls == 2 {
			return boom
		}
		return nil
	})
	go pw.Write([]byte("abc"))
	buf := make([]byte, 2)
	if n, err := r.Read(buf); n != 2 || err != nil || calls != 1 {
		t.Fatalf("first Read = %d, %v after %d calls of idle; want 2 bytes after 1", n, err, calls)
	}
	if n, err := r.Read(buf); n != 1 || err != nil || calls != 1 {
		t.Fatalf("second Read = %d, %v after %d calls of idle; want the byte at hand, no call", n, err, calls)
	}
	if _, err := r.Read(buf); err != boom {
		t.Errorf("Read with nothing at hand = %v, want idle's error", err)
	}
}

// TestNewIdleNeverEnds: with a context that never ends, nothing is read ahead and idle comes before every
// read, what in has at hand or not (the sudoku batch hands its cases to a worker then).
func TestNewIdleNeverEnds(t *testing.T) {
	for _, ctx := range []context.Context{context.Background(), context.WithoutCancel(context.Background())} {
		calls := 0
		r := New(ctx, strings.NewReader("abc"), func() error { calls++; return nil })
		buf := make([]byte, 2)
		for i, want := range []int{2, 1, 0} {
			n, _ := r.Read(buf)
			if n != want || calls != i+1 {
				t.Fatalf("Read %d = %d bytes after %d calls of idle; want %d after %d", i+1, n, calls, want, i+1)
			}
		}
	}
}
