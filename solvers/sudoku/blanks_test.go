package sudoku

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestSudokuBlanksDocumented: README.md and docs/contract.md list as a Sudoku grid's blanks exactly the
// characters Parse reads as a blank cell. Every printable ASCII character is tried in a cell of a grid.
func TestSudokuBlanksDocumented(t *testing.T) {
	const grid = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	var parsed []string
	for ch := byte(' '); ch <= '~'; ch++ {
		g, err := Parse(grid[:2] + string(ch) + grid[3:]) // the cell of row 1, column 3: a blank
		if err == nil && g.At(0, 2) == 0 {
			parsed = append(parsed, string(ch))
		}
	}
	if len(parsed) == 0 {
		t.Fatal("Parse reads no character as a blank")
	}
	// "blanks `.`, `0` or `_`": the list after the word, each character in backquotes.
	list := regexp.MustCompile("blanks ((?:`[^`]+`(?:, | or )?)+)")
	char := regexp.MustCompile("`([^`]+)`")
	for _, doc := range []string{"README.md", filepath.Join("docs", "contract.md")} {
		text, err := os.ReadFile(filepath.Join("..", "..", doc))
		if err != nil {
			t.Fatal(err)
		}
		lists := list.FindAllStringSubmatch(string(text), -1)
		if doc == "README.md" && len(lists) == 0 {
			t.Errorf("README.md lists no Sudoku blanks (\"blanks `.`, ...\")")
		}
		for _, m := range lists {
			var documented []string
			for _, c := range char.FindAllStringSubmatch(m[1], -1) {
				documented = append(documented, c[1])
			}
			slices.Sort(documented)
			if !slices.Equal(documented, parsed) {
				t.Errorf("%s: %q lists the blanks %q; Parse reads %q", doc, strings.TrimSpace(m[0]), documented, parsed)
			}
		}
	}
}
