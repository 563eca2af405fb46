package gosource

import (
	"go/parser"
	"testing"
)

func TestConstantString(t *testing.T) {
	for src, want := range map[string]struct {
		s  string
		ok bool
	}{
		`"plain"`:            {"plain", true},
		"`raw\\n`":           {`raw\n`, true},
		`"a " + "b" + ("c")`: {"a bc", true},
		`"line\n"`:           {"line\n", true},
		`"a" + name`:         {"", false},
		`fmt.Sprint("x")`:    {"", false},
		`42`:                 {"", false},
		`"x" - "y"`:          {"", false},
	} {
		e, err := parser.ParseExpr(src)
		if err != nil {
			t.Fatalf("%s: %v", src, err)
		}
		if s, ok := ConstantString(e); ok != want.ok || (ok && s != want.s) {
			t.Errorf("ConstantString(%s) = %q, %v; want %q, %v", src, s, ok, want.s, want.ok)
		}
	}
}
