package grundy

import (
	"context"
	"flag"
	"io"
	"strings"

	"kibitz/commands"
	"kibitz/solvers/dagame"
	"kibitz/solvers/divisor"
	"kibitz/solvers/subtraction"
)

// Batches are the forms of `kibitz solve` (docs/contract.md §4) of the three games /grundy analyses:
// subtraction and divisor answer a case a line, dagame reads all of stdin as one game.
func (*Command) Batches() []commands.Batch {
	return []commands.Batch{subtractionBatch(), divisorBatch(), dagameBatch()}
}

// subtractionBatch is `kibitz solve subtraction --moves 1,2,5`: pile sizes in, "win" or "loss" out.
func subtractionBatch() commands.Batch {
	return commands.Batch{
		Name:    "subtraction",
		Does:    "a pile in a subtraction game: win or loss",
		Usage:   "--moves SET < piles > answers",
		MaxLine: subtraction.MaxLine,
		Help: []commands.HelpSection{
			{Title: "Input", Text: "One pile a line: its size, from 0 to 10^18. Full-width characters (１０＾１８) read as ASCII,\n" +
				"here and in --moves."},
			{Title: "Output", Text: "One line a pile: win or loss for the player to move; or error: REASON, and the run goes on.\n" +
				"When the Grundy values of the moves show no period within the values kibitz computes (at most\n" +
				"8,388,608), the piles among those values are answered from them and the others get error lines."},
			{Title: "Rules", Flags: []string{"moves"}},
		},
		Example: commands.BatchExample{Args: []string{"--moves", "1,2,5"}, In: "3", Out: "loss"},
		Flags: func(fs *flag.FlagSet) commands.BatchRun {
			moves := fs.String("moves", "", "required: how many tokens a move may take, a `SET` like 1,2,5 (at most 255 moves, each at most 1,000,000)")
			return func(ctx context.Context, in io.Reader, out io.Writer) error {
				// Given empty, --moves is said to be empty, as `kibitz solve nim` says it, not missing.
				given := commands.FlagGiven(fs, "moves")
				switch {
				case given && strings.TrimSpace(*moves) == "":
					return commands.Usagef("--moves is empty: give a SET like 1,2,5 or 1-3")
				case !given:
					return commands.Usagef("--moves is required, e.g. --moves 1,2,5")
				}
				set, err := subtraction.Parse(commands.ASCII(*moves)) // as /grundy reads its moves: １，２ is 1,2
				if err != nil {
					return commands.Usagef("--moves: %s", SolveError(err))
				}
				return subtraction.Batch(ctx, in, out, subtraction.BatchOptions{Moves: set, Describe: SolveError})
			}
		},
	}
}

// divisorBatch is `kibitz solve divisor [--misere]`: numbers N in, "win" or "loss" out.
func divisorBatch() commands.Batch {
	return commands.Batch{
		Name:    "divisor",
		Does:    "a number in the divisor game: win or loss",
		Usage:   "[--misere] < numbers > answers",
		MaxLine: divisor.MaxLine,
		Help: []commands.HelpSection{
			{Title: "Input", Text: "One number a line: N from 1 to 10^18. A move replaces N by a divisor d, 1 < d < N.\n" +
				"Full-width characters (７２０７２０) read as ASCII."},
			{Title: "Output", Text: "One line a number: win or loss for the player to move; or error: REASON, and the run goes on."},
			{Title: "Rules", Flags: []string{"misere"}},
		},
		Example: commands.BatchExample{In: "7", Out: "loss"},
		Flags: func(fs *flag.FlagSet) commands.BatchRun {
			misere := fs.Bool("misere", false, "whoever cannot move wins (otherwise whoever cannot move loses)")
			return func(ctx context.Context, in io.Reader, out io.Writer) error {
				return divisor.Batch(ctx, in, out, divisor.BatchOptions{Misere: *misere, Describe: SolveError})
			}
		},
	}
}

// dagameBatch is `kibitz solve dagame`: one game, all of stdin, in; "Young" or "Cheol" out.
func dagameBatch() commands.Batch {
	return commands.Batch{
		Name:     "dagame",
		Does:     "a token game on a graph, all of stdin: who wins",
		Usage:    "< game > answer",
		MaxInput: dagame.MaxInput,
		Help: []commands.HelpSection{
			{Title: "Input", Text: "All of stdin is one game: N M (nodes and edges), then M lines p q (an edge from p to q),\n" +
				"then K, then K lines v c (a token of colour c on node v). At most 500 nodes, 100,000 edges and\n" +
				"1,000,000 tokens, at most two tokens of a colour, and no cycle."},
			{Title: "Output", Text: "One line: Young if the first player wins, else Cheol; or error: REASON. Nothing for an empty input."},
		},
		Example: commands.BatchExample{In: "2 1\n1 2\n1\n1 1", Out: "Young", Whole: true},
		Flags:   commands.NoFlags(dagame.Batch, dagame.BatchOptions{Describe: SolveError}),
	}
}
