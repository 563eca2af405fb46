// Package batchtest holds the checks the solvers' tests make of their batch formats (`kibitz solve`,
// docs/contract.md): the lines a run writes for an input, and a writer that fails.
package batchtest

import (
	"context"
	"errors"
	"io"
	"strings"
	"testing"
)

// Batch is a solver's batch run (nim.Batch, sudoku.Batch, ...): it reads r and writes w, with opt.
type Batch[O any] func(ctx context.Context, r io.Reader, w io.Writer, opt O) error

// Want checks that batch, reading in with opt, writes want and returns no error.
func Want[O any](t testing.TB, batch Batch[O], opt O, in, want string) {
	t.Helper()
	var out strings.Builder
	if err := batch(context.Background(), strings.NewReader(in), &out, opt); err != nil {
		t.Fatal(err)
	}
	if out.String() != want {
		t.Errorf("Batch(%q) = %q, want %q", in, out.String(), want)
	}
}

// FailingWriter is a writer whose every write fails, as a full disk or a closed pipe does.
type FailingWriter struct{}

// ErrWrite is the error of FailingWriter's writes.
var ErrWrite = errors.New("disk full")

// Write fails with ErrWrite.
func (FailingWriter) Write([]byte) (int, error) { return 0, ErrWrite }

// WriteErrors checks that batch, reading in with opt, reports that its output could not be written.
func WriteErrors[O any](t testing.TB, batch Batch[O], opt O, in string) {
	t.Helper()
	if err := batch(context.Background(), strings.NewReader(in), FailingWriter{}, opt); err == nil {
		t.Error("Batch to a failing writer gave no error")
	}
}

// CodeOf is a Describe (the field of every solver's BatchOptions) for the tests that check which
// mistake a line has rather than how it is worded (the sentences are the catalogues', tested in
// commands/<game>): an error that is an E (the solver's *InputError) is worded by code, its code alone;
// any other, as "not an InputError: " and its text.
func CodeOf[E error](code func(E) string) func(error) string {
	return func(err error) string {
		var e E
		if !errors.As(err, &e) {
			return "not an InputError: " + err.Error()
		}
		return code(e)
	}
}
