package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// batchSolver runs one kind of `kibitz solve`: it parses its own flags from args and streams in to out
// until in ends or ctx does.
type batchSolver func(ctx context.Context, args []string, in io.Reader, out io.Writer) error

// solveKinds lists every kind `kibitz solve` knows, in the order the usage text shows them.
func solveKinds() []struct {
	name, does string // does: what the kind answers, for the list in `kibitz solve -h`
	run        batchSolver
} {
	return []struct {
		name, does string
		run        batchSolver
	}{
		{"sudoku", "a grid on a line (4x4 to 25x25): its solution", solveSudoku},
		{"knight", "a board and a start: a knight's tour", solveKnight},
		{"kpk", "a king and pawn v king position: the result, the plies to mate, a best move", solveKPK},
		{"tictactoe", "a board: the result with perfect play and a best cell", solveTicTacToe},
		{"nim", "heap sizes: win or loss, and a winning move", solveNim},
		{"subtraction", "a pile in a subtraction game: win or loss", solveSubtraction},
		{"divisor", "a number in the divisor game: win or loss", solveDivisor},
		{"dagame", "a token game on a graph, all of stdin: who wins", solveDAGame},
		{"wordle", "the guesses so far: the next guess", solveWordle},
	}
}

// solveKind returns the kind of `kibitz solve` called name, or nil.
func solveKind(name string) batchSolver {
	for _, k := range solveKinds() {
		if k.name == name {
			return k.run
		}
	}
	return nil
}

const solveUsage = `usage: kibitz solve KIND [flags] < input > output

One case per input line, one output line per case, in order (dagame reads all of stdin as one case).
A case kibitz cannot read gets the line error: REASON, and the run goes on.

KIND is one of:
%s
Run 'kibitz solve KIND -h' for what a kind reads and writes, and its flags.`

// runSolve is `kibitz solve KIND [flags]`. A run that ctx ended gives an *interrupted.
func runSolve(ctx context.Context, args []string, in io.Reader, out io.Writer) error {
	var kinds strings.Builder
	for _, k := range solveKinds() {
		fmt.Fprintf(&kinds, "  %-12s %s\n", k.name, k.does)
	}
	usage := fmt.Sprintf(solveUsage, kinds.String())
	if len(args) == 0 {
		return &usageError{msg: "no KIND given: say which puzzle, as in kibitz solve sudoku < puzzles.txt", usage: usage}
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		if len(args) > 1 && args[0] == "help" {
			// kibitz solve help KIND is kibitz solve KIND -h.
			return runSolve(ctx, []string{args[1], "-h"}, in, out)
		}
		return &helpText{usage}
	}
	run := solveKind(args[0])
	if run == nil {
		return &usageError{msg: fmt.Sprintf("unknown kind %q", args[0]), usage: usage}
	}
	err := run(ctx, args[1:], in, out)
	if cerr := ctx.Err(); err != nil && cerr != nil && errors.Is(err, cerr) {
		return &interrupted{err}
	}
	return err
}

// parseSolveFlags parses the flags of one kind of `kibitz solve`, which reads its cases on stdin and takes
// no arguments.
func parseSolveFlags(fs *flag.FlagSet, args []string, h kindHelp) error {
	help := h.render(fs)
	if err := parseArgsHelp(fs, args, help); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return &usageError{msg: fmt.Sprintf("unexpected argument %q (the cases come on standard input)", fs.Arg(0)),
			usage: help}
	}
	return nil
}
