package testenv

import (
	"os"
	"path/filepath"
	"testing"
)

// fakeTB records how a helper ended a test, without ending this one.
type fakeTB struct {
	testing.TB
	skipped, failed bool
}

func (f *fakeTB) Helper()               {}
func (f *fakeTB) Skipf(string, ...any)  { f.skipped = true; panic(f) }
func (f *fakeTB) Fatalf(string, ...any) { f.failed = true; panic(f) }
func run(f *fakeTB, parts ...string) string {
	defer func() { recover() }()
	return Dataset(f, parts...)
}

func TestDataset(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "here.txt"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv(DatasetsVar, dir)
	if got := run(&fakeTB{TB: t}, "here.txt"); got != filepath.Join(dir, "here.txt") {
		t.Errorf("Dataset(here.txt) = %q", got)
	}
	f := &fakeTB{TB: t}
	run(f, "sudoku", "missing.txt")
	if !f.failed || f.skipped {
		t.Errorf("a file missing from %s set: failed %v, skipped %v; want a failure", DatasetsVar, f.failed, f.skipped)
	}
	t.Setenv(DatasetsVar, filepath.Join(dir, "no-such-folder"))
	f = &fakeTB{TB: t}
	run(f, "here.txt")
	if !f.failed {
		t.Errorf("%s naming a folder that does not exist: the test was not failed", DatasetsVar)
	}
}
