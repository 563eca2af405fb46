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
	closed := fs.Bool("closed", false, "closed tours: the last square a knight's move from the first; none where a board has no closed tour")
	method := fs.String("method", "construct", "construct (never fails, fastest), warnsdorff (the heuristic alone), or auto (heuristic first)")
	maxSquares := squareCount(knight.MaxSquares)
	fs.Var(&maxSquares, "max-squares", "refuse boards of more than `N` squares (1 to 25,000,000)")
	if err := parseSolveFlags(fs, args, "usage: kibitz solve knight [--closed] [--method construct|warnsdorff|auto] [--max-squares N] < lines\n"+
		"Each line: N R C (N x N board) or M N R C (M rows, N columns), start at row R, column C (1-based).\n"+
		"Each output line: the tour as r,c squares from the start, none, or error: reason."); err != nil {
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
	if err != nil {
		return errors.New("not a whole number")
	}
	*n = squareCount(v)
	return nil
}
