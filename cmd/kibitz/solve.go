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
	name string
	run  batchSolver
} {
	return []struct {
		name string
		run  batchSolver
	}{
		{"sudoku", solveSudoku},
		{"knight", solveKnight},
		{"kpk", solveKPK},
		{"tictactoe", solveTicTacToe},
		{"nim", solveNim},
		{"subtraction", solveSubtraction},
		{"divisor", solveDivisor},
		{"dagame", solveDAGame},
		{"wordle", solveWordle},
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

One case per input line, one output line per case (dagame reads all of stdin as one case).
KIND is one of: %s.
Run 'kibitz solve KIND -h' for what a kind reads and writes, and its flags.`

// runSolve is `kibitz solve KIND [flags]`. A run that ctx ended gives an *interrupted.
func runSolve(ctx context.Context, args []string, in io.Reader, out io.Writer) error {
	var names []string
	for _, k := range solveKinds() {
		names = append(names, k.name)
	}
	usage := fmt.Sprintf(solveUsage, strings.Join(names, ", "))
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
func parseSolveFlags(fs *flag.FlagSet, args []string, usage string) error {
	if err := parseArgs(fs, args, usage); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return &usageError{msg: fmt.Sprintf("unexpected argument %q (the cases come on standard input)", fs.Arg(0)),
			usage: helpFor(fs, usage)}
	}
	return nil
}
