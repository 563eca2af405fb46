package gosource

import (
	"go/parser"
	"os"
	"path/filepath"
	"slices"
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

// TestFiles builds a small tree: Files keeps the Go files a build reads and passes over tests, other
// files, and the folders a scan of the module must not read.
func TestFiles(t *testing.T) {
	root := t.TempDir()
	for _, name := range []string{"a.go", "a_test.go", "notes.md", "sub/b.go", "sub/deeper/c.go", "testdata/d.go",
		".git/e.go", "vendor/f.go", "sub/testdata/g.go"} {
		path := filepath.Join(root, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte("package x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	files, err := Files(root)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range files {
		rel, _ := filepath.Rel(root, f)
		got = append(got, filepath.ToSlash(rel))
	}
	if want := []string{"a.go", "sub/b.go", "sub/deeper/c.go"}; !slices.Equal(got, want) {
		t.Errorf("Files = %v, want %v", got, want)
	}
	if _, err := Files(filepath.Join(root, "missing")); err == nil {
		t.Error("Files of a missing folder: no error")
	}
}
