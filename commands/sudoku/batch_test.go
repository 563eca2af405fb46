package sudoku

import (
	"strings"
	"testing"

	"kibitz/commands"
	"kibitz/commands/commandtest/solvetest"
	"kibitz/solvers/sudoku"

	"golang.org/x/text/width"
)

// TestBatch runs `kibitz solve sudoku` with each flag: one output line per non-blank input line,
// solutions that solve their grid, counts, and "error: ..." for a bad line or a spent budget.
func TestBatch(t *testing.T) {
	const (
		wiki = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
		none = "1...5.2.9..7.......6.......2...........5.1..2....2.39.3.4.9...15...1...3...8...4."
		four = "4.2112.33.12...."
	)
	twice := "11" + strings.Repeat(".", 79)
	thrice := "111" + strings.Repeat(".", 78)
	// The forms /sudoku solve reads, beside the ASCII line: full-width, as a Japanese keyboard types
	// it, and rows split by / as in the command's example.
	fullWidth := width.Widen.String(wiki)
	slashed := "53..7..../6..195.../.98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79"
	sparse := strings.Repeat(".", 256) // an empty 16x16 grid: counting its solutions takes a search
	tests := []struct {
		name string
		args []string
		in   string
		want []string // "solution" for a solution of that line's grid
	}{
		{"solutions", nil, wiki + "\n\n" + none + "\n" + four + "\n123\n" + twice + "\n" + thrice + "\n",
			[]string{"solution", "none", "solution", "error: The line is 3 characters", "error: Row 1 has two 1s.",
				"error: The digit 1 appears 3 times in row 1."}},
		{"as /sudoku solve reads it", nil, fullWidth + "\n" + slashed + "\n" + width.Widen.String(thrice) + "\n",
			[]string{"solution", "solution", "error: The digit 1 appears 3 times in row 1."}},
		{"count", []string{"--count"}, wiki + "\n" + none + "\n" + strings.Repeat(".", 81) + "\n", []string{"1", "0", "2"}},
		{"node budget", []string{"--count", "--max-nodes", "50"}, sparse + "\n" + four + "\n",
			[]string{"error: Gave up after 50 search nodes", "1"}},
		{"no node budget", []string{"--count", "--max-nodes=0"}, sparse + "\n", []string{"2"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out, err := solvetest.Run(commands.Kind(New(commands.Env{}, Config{}), "sudoku"), tt.args, tt.in)
			if err != nil {
				t.Fatalf("kibitz solve sudoku %v: %v", tt.args, err)
			}
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if len(lines) != len(tt.want) {
				t.Fatalf("kibitz solve sudoku %v: %d lines, want %d:\n%s", tt.args, len(lines), len(tt.want), out)
			}
			var grids []string
			for _, l := range strings.Split(tt.in, "\n") {
				if l != "" {
					grids = append(grids, l)
				}
			}
			for i, want := range tt.want {
				if want != "solution" {
					if !strings.HasPrefix(lines[i], want) {
						t.Errorf("line %d = %q, want %q", i+1, lines[i], want)
					}
					continue
				}
				g, err := sudoku.Parse(grids[i])
				if err != nil {
					t.Fatalf("Parse(%q): %v", grids[i], err)
				}
				sol, err := sudoku.Parse(lines[i])
				if err != nil || !sol.IsSolutionOf(&g) {
					t.Errorf("line %d = %q, not a solution of %s", i+1, lines[i], grids[i])
				}
			}
		})
	}
}

// TestBatchNegativeBudget: a negative --max-nodes is a usage error, before any grid is read.
func TestBatchNegativeBudget(t *testing.T) {
	solvetest.Check(t, New(commands.Env{}, Config{}), []solvetest.Case{{Args: []string{"--max-nodes", "-1"}, In: "1234341221434321\n",
		Usage: "--max-nodes must be from 0 (no limit) to 9,223,372,036,854,775,807; it was -1"}})
}
