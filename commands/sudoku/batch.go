package sudoku

import (
	"context"
	"flag"
	"io"
	"math"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/solvers/sudoku"
)

// Batches is Sudoku's form of `kibitz solve` (docs/contract.md §4): one grid a line in, its solution (or,
// with --count, the number of its solutions: 0, 1, or 2 for two or more) a line out.
func (*Command) Batches() []commands.Batch {
	return []commands.Batch{{
		Name:    "sudoku",
		Does:    "a grid on a line (4x4 to 25x25): its solution",
		Usage:   "[--count] [--max-nodes N] < grids > answers",
		MaxLine: sudoku.MaxLine,
		Help: []commands.HelpSection{
			{Title: "Input", Text: "One grid a line, its cells row by row on one line; a blank cell is . 0 or _.\n" +
				"4x4: 16 cells, 1-4. 9x9: 81 cells, 1-9. 16x16: 256 cells, 1-9 and A-G. 25x25: 625 cells, A-Y.\n" +
				"As /sudoku solve reads it: rows may be split by / or spaces, full-width characters (５３．．７) read as ASCII."},
			{Title: "Output", Text: "One line a grid: the solved grid, its cells row by row on one line in ASCII (one solution, when it\n" +
				"has several; --count tells), none when it has no solution, or error: REASON. The run goes on after an error.",
				Flags: []string{"count"}},
			{Title: "Limits", Flags: []string{"max-nodes"}},
		},
		Example: commands.BatchExample{In: "1234341221434321", Out: "1234341221434321"},
		Flags: func(fs *flag.FlagSet) commands.BatchRun {
			count := fs.Bool("count", false, "print how many solutions the grid has instead: 0, 1, or 2 for two or more")
			maxNodes := &commands.WholeFlag{N: sudoku.DefaultBatchNodes, Lo: 0, Hi: math.MaxInt64}
			fs.Var(maxNodes, "max-nodes", "give up on a 4x4, 16x16 or 25x25 grid after `N` search nodes, with an error line, or never with 0 (a 9x9 grid is always solved in full)")
			return func(ctx context.Context, in io.Reader, out io.Writer) error {
				if maxNodes.N < 0 {
					return commands.Usagef("--max-nodes must be from 0 (no limit) to %s; it was %s", i18n.Group(math.MaxInt64), i18n.Group(maxNodes.N))
				}
				return sudoku.Batch(ctx, in, out, sudoku.BatchOptions{Count: *count, MaxNodes: maxNodes.N, Describe: SolveError})
			}
		},
	}}
}
