package testenv

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// The puzzle collections that the heavy tests and the benchmarks read (Sudoku puzzles, the Wordle
// lists) are not part of the repository: they live in a folder "datasets" of the team's shared tree,
// beside the checkout (../shared/datasets), or wherever KIBITZ_DATASETS says.

// DatasetsVar names the folder of the datasets. When it is set, a dataset that is missing there fails
// the test; CI sets it whenever it finds the folder, so that a test whose path went wrong (moved to
// another package, say) fails instead of skipping in silence.
const DatasetsVar = "KIBITZ_DATASETS"

// Dataset is the path of a file in the datasets folder (parts joined, "sudoku", "test_puzzles.txt"). A
// file missing from a folder that exists fails the test. When KIBITZ_DATASETS is not set and no folder is
// found beside the checkout, the test is skipped, saying so: a checkout on its own still passes its tests.
func Dataset(tb testing.TB, parts ...string) string {
	tb.Helper()
	dir, explicit := os.LookupEnv(DatasetsVar)
	if !explicit {
		root, err := moduleRoot()
		if err != nil {
			tb.Fatalf("finding the datasets: %v", err)
		}
		dir = filepath.Join(root, "..", "shared", "datasets")
		if _, err := os.Stat(dir); errors.Is(err, os.ErrNotExist) {
			tb.Skipf("the datasets are not beside the checkout (%s) and %s is not set", dir, DatasetsVar)
		}
	}
	path := filepath.Join(append([]string{dir}, parts...)...)
	if _, err := os.Stat(path); err != nil {
		tb.Fatalf("dataset %s: %v (the datasets folder is %s, from %s or beside the checkout)", filepath.Join(parts...), err, dir, DatasetsVar)
	}
	return path
}

// moduleRoot is the nearest folder at or above the working directory (a test's package) with a go.mod.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod above the test's folder")
		}
		dir = parent
	}
}
