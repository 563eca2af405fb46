package main

import (
	"context"
	"errors"
	"io"
	"strconv"
	"strings"

	knightcmd "kibitz/commands/knight"
	"kibitz/i18n"
	"kibitz/solvers/knight"
)

// solveKnight is `kibitz solve knight`: lines "N R C" or "M N R C" in, tours out (see knight.Batch).
func solveKnight(ctx context.Context, args []string, in io.Reader, out io.Writer) error {
	fs := newFlagSet("kibitz solve knight")
	closed := fs.Bool("closed", false, "closed tours only: the last square a knight's move from the first; none where the board has no closed tour")
	method := fs.String("method", "construct", "how the tour is found: construct (never fails, fastest), warnsdorff (the heuristic alone, which can miss a tour), or auto (the heuristic first, then construct)")
	maxSquares := squareCount(knight.MaxSquares)
	fs.Var(&maxSquares, "max-squares", "refuse boards of more than `N` squares, from 1 to 25,000,000 (5,000 x 5,000), with an error line")
	if err := parseSolveFlags(fs, args, kindHelp{
		synopsis: "usage: kibitz solve knight [--closed] [--method construct|warnsdorff|auto] [--max-squares N] < lines > tours",
		sections: []helpSection{
			{title: "Input", text: "One board and start a line: N R C for an N x N board, or M N R C for M rows and N columns;\n" +
				"the knight starts at row R, column C, counted from 1 at the top left."},
			{title: "Output", text: "One line a board: the tour as r,c squares separated by spaces, from the start; none when\n" +
				"there is no tour from that start; or error: REASON. The run goes on after an error.",
				flags: []string{"closed", "method METHOD"}},
			{title: "Limits", flags: []string{"max-squares"}},
		}}); err != nil {
		return err
	}
	if maxSquares < 1 || maxSquares > knight.MaxSquares {
		return usagef("kibitz solve knight: --max-squares must be from 1 to %s (5,000 x 5,000); it was %s",
			i18n.Group(knight.MaxSquares), maxSquares.String())
	}
	m, err := knight.ParseMethod(*method)
	if err != nil {
		return usagef("kibitz solve knight: unknown --method %q (want construct, warnsdorff or auto)", *method)
	}
	return knight.Batch(ctx, in, out, knight.BatchOptions{Closed: *closed, Method: m, MaxSquares: int(maxSquares),
		Describe: knightcmd.SolveError})
}

// squareCount is the value of --max-squares: a whole number, written with or without separators
// ("25,000,000"), and shown grouped in the usage's default.
type squareCount int

func (n *squareCount) String() string { return i18n.Group(int64(*n)) }

func (n *squareCount) Set(s string) error {
	v, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
	if errors.Is(err, strconv.ErrRange) {
		return errors.New("value out of range") // as the flag package says it (flagError)
	}
	if err != nil {
		return errNotWhole
	}
	*n = squareCount(v)
	return nil
}
