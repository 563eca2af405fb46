package sudoku

import (
	"bufio"
	"os"
	"strings"
	"testing"

	"kibitz/internal/testenv"
)

// datasetPath is the path of one of the Sudoku collections, read in place (testenv.Dataset: a missing
// collection skips the test on a checkout without the datasets, and fails it in CI).
func datasetPath(tb testing.TB, name string) string { return testenv.Dataset(tb, "sudoku", name) }

// readDataset returns the puzzles of a dataset file (comments and blank lines skipped), or skips the
// test when the shared folder is missing.
func readDataset(tb testing.TB, name string) []string {
	tb.Helper()
	f, err := os.Open(datasetPath(tb, name))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, line)
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}

// parseDataset parses every puzzle of a dataset.
func parseDataset(tb testing.TB, name string) []Grid {
	tb.Helper()
	lines := readDataset(tb, name)
	grids := make([]Grid, len(lines))
	for i, l := range lines {
		g, err := Parse(l)
		if err != nil {
			tb.Fatalf("%s line %d: Parse(%q): %v", name, i+1, l, err)
		}
		grids[i] = g
	}
	return grids
}
