package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"syscall"

	"kibitz/commands"
	"kibitz/commands/all"
	"kibitz/internal/editdist"
)

// `kibitz solve KIND` (docs/contract.md §4) runs the kinds the games declare (commands.BatchGame, in
// commands/<game>/batch.go), which commands/all collects. What every kind shares is here: the list of
// kinds, parsing the flags, the help's layout (solve_help.go), and turning the kinds' errors into the
// command line's forms (cli.go).

// solveKinds are the kinds of `kibitz solve`, in the order its usage lists them. The Wordle lists that
// the settings name are the defaults of `kibitz solve wordle`'s flags.
func solveKinds(cfg *config) []commands.Batch {
	return all.Batches(all.Config{WordleAnswersFile: cfg.WordleAnswers, WordleGuessesFile: cfg.WordleGuesses})
}

// solveKind returns the kind of `kibitz solve` called name.
func solveKind(kinds []commands.Batch, name string) (commands.Batch, bool) {
	for _, k := range kinds {
		if k.Name == name {
			return k, true
		}
	}
	return commands.Batch{}, false
}

const solveUsage = `usage: kibitz solve KIND [flags] < input > output

One case per input line, one output line per case, in order (dagame reads all of stdin as one case).
A case kibitz cannot read gets the line error: REASON, and the run goes on.

KIND is one of:
%s
Run 'kibitz solve KIND -h' for what a kind reads and writes, and its flags.`

// solveIO is what a run of `kibitz solve` reads and writes, and what it needs to know of its settings.
type solveIO struct {
	in     io.Reader // the cases
	out    io.Writer // the answers
	errOut io.Writer // the hint at a terminal
	// terminal is set when in is a person's terminal: a kind that reads it says so first (solveHint).
	terminal bool
	// envErr is why the settings could not be read (a malformed .env): it fails the run once the command
	// line is known to ask for one, since help is given whatever the environment holds
	// (docs/contract.md §1).
	envErr error
}

// runSolve is `kibitz solve KIND [flags]` over kinds (solveKinds). A run that ctx ended gives an
// *interrupted.
func runSolve(ctx context.Context, kinds []commands.Batch, args []string, sio solveIO) error {
	var list strings.Builder
	for _, k := range kinds {
		fmt.Fprintf(&list, "  %-12s %s\n", k.Name, k.Does)
	}
	usage := fmt.Sprintf(solveUsage, list.String())
	if len(args) == 0 {
		return &usageError{msg: "no KIND given: say which puzzle, as in kibitz solve sudoku < puzzles.txt", usage: usage}
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		if len(args) > 1 && args[0] == "help" {
			// kibitz solve help KIND is kibitz solve KIND -h.
			return runSolve(ctx, kinds, []string{args[1], "-h"}, sio)
		}
		return &helpText{usage}
	}
	kind, ok := solveKind(kinds, args[0])
	if !ok {
		return &usageError{msg: unknownKind(kinds, args[0]), usage: usage}
	}
	err := runKind(ctx, kind, args[1:], sio)
	if cerr := ctx.Err(); err != nil && cerr != nil && errors.Is(err, cerr) {
		sig, ok := signalOf(ctx)
		if !ok {
			sig = syscall.SIGINT
		}
		return &interrupted{err: err, sig: sig}
	}
	return err
}

// runKind parses the flags of one kind, which reads its cases on stdin and takes no arguments, and runs
// it. A mistake the kind finds in its flags (commands.UsageError) is a usage error, followed by the kind's
// usage as a flag the flag package refuses is, unless the mistake is in a file a flag names.
func runKind(ctx context.Context, kind commands.Batch, args []string, sio solveIO) error {
	fs := newFlagSet("kibitz solve " + kind.Name)
	run := kind.Flags(fs)
	help := kindHelp(kind, fs)
	if err := parseArgsHelp(fs, args, help); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return &usageError{msg: fmt.Sprintf("unexpected argument %q (the cases come on standard input)", fs.Arg(0)),
			usage: help}
	}
	if sio.envErr != nil {
		return sio.envErr
	}
	in := sio.in
	if sio.terminal {
		in = &hintReader{r: in, w: sio.errOut, hint: solveHint(kind)}
	}
	err := run(ctx, in, sio.out)
	var ue *commands.UsageError
	if errors.As(err, &ue) {
		if ue.InFile {
			return usagef("%s", ue.Msg)
		}
		return &usageError{msg: ue.Msg, usage: help}
	}
	return err
}

// solveHint is the line a kind says on stderr when it reads a terminal, where nothing else tells a
// person that kibitz waits for cases, nor how to end them.
func solveHint(kind commands.Batch) string {
	name := "kibitz solve " + kind.Name
	if kind.MaxInput > 0 { // all of the input is one case
		return fmt.Sprintf("%s: reading one game, all of the input; Ctrl-D to end (%s -h: how it is written)\n", name, name)
	}
	return fmt.Sprintf("%s: reading cases, one a line, each answered as it comes; Ctrl-D to end (%s -h: what a case is)\n", name, name)
}

// hintReader is r that writes hint to w before its first read: a kind that reads no input (wordle's
// --play) says nothing. The first read may come from the goroutine that reads ahead (ctxread), hence
// the Once.
type hintReader struct {
	r    io.Reader
	w    io.Writer
	hint string
	once sync.Once
}

func (h *hintReader) Read(p []byte) (int, error) {
	h.once.Do(func() { io.WriteString(h.w, h.hint) }) // a hint that cannot be written is no reason to stop
	return h.r.Read(p)
}

// unknownKind says that name is no kind, and which kind was likely meant: the same in lower case
// ("Sudoku"), or the kind a letter or two away ("sodoku", "knigth").
func unknownKind(kinds []commands.Batch, name string) string {
	msg := fmt.Sprintf("unknown kind %q", name)
	lower := strings.ToLower(name)
	if k, ok := solveKind(kinds, lower); ok {
		return msg + fmt.Sprintf("; kinds are written in lower case: %s", k.Name)
	}
	best, bestD := "", 3 // suggest nothing further than two edits away
	for _, k := range kinds {
		if d := editdist.OSA([]rune(lower), []rune(k.Name)); d < bestD {
			best, bestD = k.Name, d
		}
	}
	if best != "" {
		return msg + fmt.Sprintf("; did you mean %s?", best)
	}
	return msg
}
