package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
)

// usageError is a mistake in how kibitz was called; main prints it on stderr and exits with status 2.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

func usagef(format string, args ...any) error { return &usageError{fmt.Sprintf(format, args...)} }

// helpText is help asked for with -h: main prints it on stdout and exits with status 0.
type helpText struct{ text string }

func (h *helpText) Error() string { return h.text }

// interrupted is a `kibitz solve` run that its context ended (Ctrl-C) after it wrote out what it had
// answered: main exits with status 130, 128 + SIGINT, as a shell reports a command that SIGINT stopped,
// and prints nothing more.
type interrupted struct{ err error }

func (e *interrupted) Error() string { return "interrupted: " + e.err.Error() }
func (e *interrupted) Unwrap() error { return e.err }

// interruptedStatus is the exit status of an interrupted run.
const interruptedStatus = 128 + 2 // SIGINT is 2

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

const solveUsage = `usage: kibitz solve KIND [flags] < input > output

One case per input line, one output line per case (dagame reads all of stdin as one case).
KIND is one of: %s. Run 'kibitz solve KIND -h' for the flags of a kind.`

// runSolve is `kibitz solve KIND [flags]`. A run that ctx ended gives an *interrupted.
func runSolve(ctx context.Context, args []string, in io.Reader, out io.Writer) error {
	var names []string
	for _, k := range solveKinds() {
		names = append(names, k.name)
	}
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return usagef(solveUsage, strings.Join(names, ", "))
	}
	for _, k := range solveKinds() {
		if k.name == args[0] {
			err := k.run(ctx, args[1:], in, out)
			if cerr := ctx.Err(); err != nil && cerr != nil && errors.Is(err, cerr) {
				return &interrupted{err}
			}
			return err
		}
	}
	return usagef("kibitz solve: unknown kind %q\n"+solveUsage, args[0], strings.Join(names, ", "))
}

// parseSolveFlags parses the flags of one kind of `kibitz solve`, which reads its cases on stdin and takes
// no arguments.
func parseSolveFlags(fs *flag.FlagSet, args []string, usage string) error {
	if err := parseArgs(fs, args, usage); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return usagef("%s: unexpected argument %q (the cases come on standard input)", fs.Name(), fs.Arg(0))
	}
	return nil
}
