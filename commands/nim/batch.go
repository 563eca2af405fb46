package nim

import (
	"context"
	"flag"
	"io"
	"strings"

	"kibitz/commands"
	"kibitz/solvers/nim"
)

// Batches is Nim's form of `kibitz solve` (docs/contract.md §4): heap sizes in, "win H:K", "loss -" or
// "win -" (misère play with no move to make) out, under the rules --misere and --moves set.
func (*Command) Batches() []commands.Batch {
	return []commands.Batch{{
		Name:    "nim",
		Does:    "heap sizes: win or loss, and a winning move",
		Usage:   "[--misere] [--moves SET] < heaps > answers",
		MaxLine: nim.MaxLine,
		Help: []commands.HelpSection{
			{Title: "Input", Text: "One position a line: the heap sizes, separated by spaces or commas (3 4 5); at most 100,000 heaps.\n" +
				"Full-width characters (３ ４ ５) read as ASCII, here and in --moves."},
			{Title: "Output", Text: "One line a position, for the player to move: win H:K (take K from heap H, counted from 1);\n" +
				"loss -; win - in misère play when the player to move cannot move, and so wins (every heap empty,\n" +
				"or no heap holds an amount --moves allows, as in 0 1 with --moves 2); or error: REASON, and the\n" +
				"run goes on."},
			{Title: "Rules", Flags: []string{"misere", "moves"}},
		},
		Example: commands.BatchExample{In: "1 2 3", Out: "loss -"},
		Flags: func(fs *flag.FlagSet) commands.BatchRun {
			misere := fs.Bool("misere", false, "misère play: whoever makes the last move loses")
			moves := fs.String("moves", "", "how many stones a move may take: a `SET` like 1,2,5, or 1-k for at most k (default: any number)")
			return func(ctx context.Context, in io.Reader, out io.Writer) error {
				// Left out, --moves is any number; given empty (a shell variable that was not set, --moves
				// "$SET"), it is a mistake, as for `kibitz solve subtraction`, rather than a silent "any".
				if commands.FlagGiven(fs, "moves") && strings.TrimSpace(*moves) == "" {
					return commands.Usagef("--moves is empty: give a SET like 1,2,5 or 1-3, or leave --moves out for any number")
				}
				rule, err := nim.ParseRule(ctx, commands.ASCII(*moves)) // as /nim reads its moves: １，２ is 1,2
				if cerr := ctx.Err(); cerr != nil {
					return cerr // interrupted while it analysed the move set: not a mistake in it
				}
				if err != nil {
					return commands.Usagef("--moves: %s", SolveError(err))
				}
				return nim.Batch(ctx, in, out, nim.BatchOptions{Misere: *misere, Rule: rule, Describe: SolveError})
			}
		},
	}}
}
