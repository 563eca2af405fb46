// Package inputerrtest checks the solvers' typed input errors in their tests: the code, and where the
// mistake is, rather than the text (docs/architecture.md §7).
package inputerrtest

import (
	"errors"
	"testing"
)

// Want checks that err, returned by call, is an *E with the code and, when index is above 0, the index
// that at reads from it. The test stops at the first mismatch.
func Want[E any, PE interface {
	*E
	error
}, C comparable](t testing.TB, call string, err error, code C, index int, at func(PE) (C, int)) {
	t.Helper()
	var e PE
	if !errors.As(err, &e) {
		t.Fatalf("%s error %v, want InputError %v", call, err, code)
	}
	if got, i := at(e); got != code || index > 0 && i != index {
		t.Fatalf("%s error %v at %d (%v), want %v at %d", call, got, i, e, code, index)
	}
}
