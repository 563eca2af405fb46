package main

import (
	"context"
	"io"

	grundycmd "kibitz/commands/grundy"
	"kibitz/solvers/dagame"
)

// solveDAGame is `kibitz solve dagame`: one game, all of stdin, in; "Young" or "Cheol" out.
func solveDAGame(ctx context.Context, args []string, in io.Reader, out io.Writer) error {
	fs := newFlagSet("kibitz solve dagame")
	if err := parseSolveFlags(fs, args, kindHelp{
		synopsis: "usage: kibitz solve dagame < game > answer",
		sections: []helpSection{
			{title: "Input", text: "All of stdin is one game: N M (nodes and edges), then M lines p q (an edge from p to q),\n" +
				"then K, then K lines v c (a token of colour c on node v). At most 500 nodes, 100,000 edges and\n" +
				"1,000,000 tokens, at most two tokens of a colour, and no cycle."},
			{title: "Output", text: "One line: Young if the first player wins, else Cheol; or error: REASON. Nothing for an empty input."},
		}}); err != nil {
		return err
	}
	return dagame.Batch(ctx, in, out, dagame.BatchOptions{Describe: grundycmd.SolveError})
}
