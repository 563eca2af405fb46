package commands

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"kibitz/i18n"
)

// A game with a batch form declares it here, as it declares its rankings (ScoredGame): `kibitz solve
// KIND` (docs/contract.md §4) runs the kinds the games declare, collected by commands/all, and
// cmd/kibitz keeps only what every kind shares (parsing the flags, the help's layout, the forms of the
// errors and the exit statuses). A game's kinds live in its own package, in batch.go, beside the
// catalogue that words their errors.

// Batch is one kind of `kibitz solve`: a solver run on stdin, one case a line, answers on stdout.
type Batch struct {
	// Name is the KIND of `kibitz solve KIND`: the solver's name ("sudoku", "subtraction").
	Name string
	// Does says what the kind reads and answers, in a few words, for the list of `kibitz solve -h`
	// ("a board: the result with perfect play and a best cell").
	Does string
	// Usage is the synopsis after `kibitz solve NAME`: the flags, then the redirections
	// ("[--count] [--max-nodes N] < grids > answers").
	Usage string
	// Help is the rest of `kibitz solve NAME -h`, in sections: Input and Output first, then the others,
	// each flag under the section it belongs to.
	Help []HelpSection
	// MaxLine is the most bytes a case's line may take, its ending not counted: the solver's own bound
	// (its MaxLine), which `kibitz solve NAME -h` states under Input. 0 for a kind that reads all of stdin
	// as one case (BatchExample.Whole).
	MaxLine int
	// MaxInput is the most bytes of text a kind that reads all of stdin as one case takes (dagame.MaxInput),
	// which `kibitz solve NAME -h` states under Input; 0 for the others.
	MaxInput int
	// Flags defines the kind's flags on fs and returns what runs the kind once fs has parsed them.
	Flags func(fs *flag.FlagSet) BatchRun
	// Example is one case and its answer. cmd/kibitz's tests run every kind's through `kibitz solve`,
	// with what every kind must do around it (docs/contract.md §4: a byte-order mark, a line too long).
	Example BatchExample
}

// BatchExample is a case of a kind and its answer.
type BatchExample struct {
	Args []string // the flags the case needs, if any
	In   string   // the case: one line (all of the input, for a kind that reads stdin as one case)
	Out  string   // the answer, one line
	// Whole says the kind reads all of stdin as one case (dagame), not one case a line.
	Whole bool
}

// Run runs the kind without the command line's part: its flags parsed from args (a flag it cannot parse
// is the flag package's error), then in streamed to out. Tests run a kind with it; `kibitz solve` adds
// the help, the forms of the errors and the exit statuses (cmd/kibitz).
func (b Batch) Run(ctx context.Context, args []string, in io.Reader, out io.Writer) error {
	if b.Flags == nil {
		return fmt.Errorf("no kind %q of kibitz solve", b.Name)
	}
	fs := flag.NewFlagSet(b.Name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	run := b.Flags(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if fs.NArg() > 0 {
		return Usagef("unexpected argument %q (the cases come on standard input)", fs.Arg(0))
	}
	return run(ctx, in, out)
}

// Kind is the kind called name among the kinds g declares; the zero Batch, whose Run fails, when there is
// none.
func Kind(g BatchGame, name string) Batch {
	for _, b := range g.Batches() {
		if b.Name == name {
			return b
		}
	}
	return Batch{Name: name}
}

// HelpSection is one section of a kind's help: a title, prose, then the flags it is about.
type HelpSection struct {
	Title string // "Input", "Output", "Limits", ...
	Text  string // what the section says; lines separated by "\n"
	// Flags are the flags of this section, in the order shown: a name, and after a space the name of its
	// value when the flag's description does not give one in back quotes (flag.UnquoteUsage):
	// "method METHOD".
	Flags []string
}

// BatchRun runs a kind whose flags are parsed: it streams the cases of in to out until in ends or ctx
// does. A mistake in the flags that parsing them cannot see (a value out of range, two flags that do
// not go together, a bad file that one names) is a *UsageError; a context's error stops the run.
type BatchRun func(ctx context.Context, in io.Reader, out io.Writer) error

// NoFlags is the Flags of a kind that takes none: it runs solve (the solver's Batch, tictactoe.Batch)
// with opt.
func NoFlags[O any](solve func(ctx context.Context, in io.Reader, out io.Writer, opt O) error, opt O) func(*flag.FlagSet) BatchRun {
	return func(*flag.FlagSet) BatchRun {
		return func(ctx context.Context, in io.Reader, out io.Writer) error { return solve(ctx, in, out, opt) }
	}
}

// BatchGame is a Game with a `kibitz solve` form: one kind, or several (/grundy analyses three games).
type BatchGame interface {
	Game
	Batches() []Batch
}

// Batches are the kinds the games declare (BatchGame), in the order given.
func Batches(games ...Game) []Batch {
	var out []Batch
	for _, g := range games {
		if b, ok := g.(BatchGame); ok {
			out = append(out, b.Batches()...)
		}
	}
	return out
}

// UsageError is a mistake in how a kind was called, which `kibitz solve` reports as a usage error (exit
// status 2): a line that starts with the command as typed ("kibitz solve knight: ") and then Msg.
type UsageError struct {
	Msg string // what is wrong, without the command's name
	// InFile is set when the mistake is in a file a flag names, not in the command line: the kind's
	// usage, which follows every other usage error, would not help.
	InFile bool
}

func (e *UsageError) Error() string { return e.Msg }

// Usagef is a *UsageError worded as fmt.Sprintf words it.
func Usagef(format string, args ...any) error { return &UsageError{Msg: fmt.Sprintf(format, args...)} }

// FlagGiven reports whether the command line gave the flag name, empty or not: a flag given empty (a shell
// variable that was not set, --moves "$SET") is a mistake to say, where one left out takes its default.
func FlagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}

// ErrNotWhole is the error of a flag.Value of a game's own that takes a whole number and was given
// something else; `kibitz solve` words it as it words the flag package's numbers ("--max-squares takes
// a whole number, not \"lots\"").
var ErrNotWhole = errors.New("not a whole number")

// WholeFlag is a flag.Value of a whole number (N) that a kind checks against Lo and Hi when it runs, with
// its own words; `kibitz solve` names Lo and Hi when a value is beyond what the number can hold
// ("--max-squares 99999999999999999999 is out of range: it takes a whole number from 1 to 25,000,000").
type WholeFlag struct {
	N, Lo, Hi int64
	// Grouped flags read their digits with or without commas between the groups ("25,000,000") and show
	// their default grouped in the usage.
	Grouped bool
}

func (w *WholeFlag) String() string {
	if w.Grouped {
		return i18n.Group(w.N)
	}
	return strconv.FormatInt(w.N, 10)
}

func (w *WholeFlag) Set(s string) error {
	if w.Grouped {
		s = strings.ReplaceAll(s, ",", "")
	}
	v, err := strconv.ParseInt(s, 10, 64)
	if errors.Is(err, strconv.ErrRange) {
		return errors.New("value out of range") // as the flag package says it
	}
	if err != nil {
		return ErrNotWhole
	}
	w.N = v
	return nil
}

// CanOpen checks that a file a setting or a flag names can be opened and is not a folder ("" is no file).
// The error is an *os.PathError: its Err says what is wrong ("no such file or directory", "is a folder,
// not a file").
func CanOpen(path string) error {
	if path == "" {
		return nil
	}
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		return &os.PathError{Op: "read", Path: path, Err: errors.New("is a folder, not a file")}
	}
	return nil
}
