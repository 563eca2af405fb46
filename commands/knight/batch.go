package knight

import (
	"context"
	"flag"
	"io"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/solvers/knight"
)

// Batches is the knight's tour's form of `kibitz solve` (docs/contract.md §4): lines "N R C" or
// "M N R C" in, tours out (see knight.Batch).
func (*Command) Batches() []commands.Batch {
	return []commands.Batch{{
		Name:    "knight",
		Does:    "a board and a start: a knight's tour",
		Usage:   "[--closed] [--method construct|warnsdorff|auto] [--max-squares N] < lines > tours",
		MaxLine: knight.MaxLine,
		Help: []commands.HelpSection{
			{Title: "Input", Text: "One board and start a line: N R C for an N x N board, or M N R C for M rows and N columns;\n" +
				"the knight starts at row R, column C, counted from 1 at the top left."},
			{Title: "Output", Text: "One line a board: the tour as r,c squares separated by spaces, from the start; none when\n" +
				"there is no tour from that start; or error: REASON. The run goes on after an error.",
				Flags: []string{"closed", "method METHOD"}},
			{Title: "Limits", Flags: []string{"max-squares"}},
		},
		Example: commands.BatchExample{In: "1 1 1", Out: "1,1"},
		Flags: func(fs *flag.FlagSet) commands.BatchRun {
			closed := fs.Bool("closed", false, "closed tours only: the last square a knight's move from the first; none where the board has no closed tour")
			method := fs.String("method", "construct", "how the tour is found: construct (never fails, fastest), warnsdorff (the heuristic alone, which can miss a tour), or auto (the heuristic first, then construct)")
			maxSquares := &commands.WholeFlag{N: knight.MaxSquares, Lo: 1, Hi: knight.MaxSquares, Grouped: true}
			fs.Var(maxSquares, "max-squares", "refuse boards of more than `N` squares, from 1 to 25,000,000 (5,000 x 5,000), with an error line")
			return func(ctx context.Context, in io.Reader, out io.Writer) error {
				if maxSquares.N < 1 || maxSquares.N > knight.MaxSquares {
					return commands.Usagef("--max-squares must be from 1 to %s (5,000 x 5,000); it was %s",
						i18n.Group(knight.MaxSquares), maxSquares.String())
				}
				m, err := knight.ParseMethod(*method)
				if err != nil {
					return commands.Usagef("unknown --method %q (want construct, warnsdorff or auto)", *method)
				}
				return knight.Batch(ctx, in, out, knight.BatchOptions{Closed: *closed, Method: m, MaxSquares: int(maxSquares.N),
					Describe: SolveError})
			}
		},
	}}
}
