package wordle

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"kibitz/commands"
	"kibitz/solvers/wordle"
)

// Batches is Wordle's form of `kibitz solve` (docs/contract.md §4): histories in, "GUESS REMAINING" out;
// --play WORD, --eval, --hard. The word lists are the command's (Dictionary) unless --answers and
// --guesses, whose defaults are the files the settings name (AnswersFile, GuessesFile), name
// replacements. A mistake in a list is a usage error that names the file and the line.
func (c *Command) Batches() []commands.Batch {
	return []commands.Batch{{
		Name:    "wordle",
		Does:    "the guesses so far: the next guess",
		Usage:   "[--hard] [--greedy] [--play WORD | --eval] [--answers FILE] [--guesses FILE] < histories > answers",
		MaxLine: wordle.MaxLine,
		Help: []commands.HelpSection{
			{Title: "Input", Text: "One history a line: guess=feedback pairs separated by spaces (crane=gybbg slate=bbbbg), or - for\n" +
				"none. Feedback: g green, y yellow, b . x or - grey, either case; a pasted share grid's squares work too."},
			{Title: "Output", Text: "One line a history: GUESS REMAINING, the next guess and how many answers still fit; or\n" +
				"error: REASON, and the run goes on. Match the colon: ERROR is a word, so \"error 4\" is a guess."},
			{Title: "Strategy", Flags: []string{"hard", "greedy"}},
			{Title: "Instead of reading input", Flags: []string{"play", "eval"}},
			{Title: "Word lists", Text: "The original lists unless WORDLE_ANSWERS_FILE and WORDLE_GUESSES_FILE, or these flags, name\n" +
				"others: one five-letter word a line.", Flags: []string{"answers", "guesses"}},
		},
		Example: commands.BatchExample{In: "salet=bbbbb courd=bbbbb", Out: "nymph 14"},
		Flags:   c.batchFlags,
	}}
}

// batchFlags defines the flags of `kibitz solve wordle` and returns its run.
func (c *Command) batchFlags(fs *flag.FlagSet) commands.BatchRun {
	hard := fs.Bool("hard", false, "hard mode: every guess uses every revealed hint")
	play := fs.String("play", "", "print, on one line, the game the solver plays against `WORD`, as guess=feedback pairs")
	eval := fs.Bool("eval", false, "play every answer and print three lines: the average number of guesses, the worst, and the histogram")
	greedy := fs.Bool("greedy", false, "play the baseline strategy (the guess that tells most on average) instead of the best one")
	answers := fs.String("answers", c.AnswersFile, "the answers list, a `FILE` (WORDLE_ANSWERS_FILE)")
	guesses := fs.String("guesses", c.GuessesFile, "the further allowed guesses, a `FILE` (WORDLE_GUESSES_FILE)")
	return func(ctx context.Context, in io.Reader, out io.Writer) error {
		// --play given empty (a shell variable that was not set, --play "$WORD") or blank is a mistake
		// (docs/contract.md §4: --play reads no input), not a run that reads histories as if it were left out.
		if commands.FlagGiven(fs, "play") && strings.TrimSpace(*play) == "" {
			return commands.Usagef("--play is empty: give a WORD from the answers list, such as --play crane, or leave --play out to read histories")
		}
		// Full-width letters (ＣＲＡＮＥ) read as ASCII, as every other Wordle input reads them: the lines of
		// a batch, /wordle guess, assist and challenge. The flag is quoted as typed in any error.
		word := commands.ASCII(*play)
		if *play != "" && *eval {
			return commands.Usagef("--play and --eval do not go together: --play plays one answer, --eval every one")
		}
		opt := wordle.BatchOptions{Options: wordle.Options{Hard: *hard, Dictionary: c.dictionary()}, Play: word, Eval: *eval,
			Describe: SolveError}
		if *greedy {
			opt.Strategy = wordle.Greedy
		}
		if *answers != "" || *guesses != "" {
			d, err := loadLists(
				wordList{"answers", *answers, givenAs(commands.FlagGiven(fs, "answers"), "answers", "WORDLE_ANSWERS_FILE", *answers)},
				wordList{"guesses", *guesses, givenAs(commands.FlagGiven(fs, "guesses"), "guesses", "WORDLE_GUESSES_FILE", *guesses)})
			if err != nil {
				return err
			}
			opt.Dictionary = d
		}
		if *play != "" {
			// WORD is a flag's value, not a line of input: a word the game cannot be played against is
			// a usage error (docs/contract.md §4), not an error line.
			w, err := wordle.ParseWord(word)
			if err == nil && !opt.Dictionary.IsAnswer(w) {
				err = &wordle.InputError{Code: wordle.CodeNotAnswer, Word: w.String()}
			}
			if err != nil {
				return commands.Usagef("--play %s: %s", *play, SolveError(err))
			}
		}
		return wordle.Batch(ctx, in, out, opt)
	}
}

// wordList is a word list of `kibitz solve wordle`: its name (answers, guesses), its file ("" for the
// original list), and the file as the user gave it, for the messages.
type wordList struct{ name, path, given string }

// givenAs is a list's file as the user gave it: by its flag (--answers FILE) when the command line set
// it, else by its variable (WORDLE_ANSWERS_FILE=FILE), the flag's default.
func givenAs(byFlag bool, flagName, env, path string) string {
	if byFlag {
		return "--" + flagName + " " + path
	}
	return env + "=" + path
}

// loadLists reads the word lists answers and guesses name. A file that cannot be opened is an error; a
// mistake in a list, a *commands.UsageError that names its line. Either starts with where the list came
// from, as the user gave it (--answers FILE, WORDLE_ANSWERS_FILE=FILE).
func loadLists(answers, guesses wordList) (*wordle.Dictionary, error) {
	for _, list := range []wordList{answers, guesses} {
		if err := commands.CanOpen(list.path); err != nil {
			return nil, fmt.Errorf("%s: cannot read the %s list (%v); give a file of five-letter words, one a line, or leave it out for the original one",
				list.given, list.name, unwrapPath(err))
		}
	}
	d, err := wordle.LoadDictionaryFiles(answers.path, guesses.path)
	var ie *wordle.InputError
	if errors.As(err, &ie) {
		given := answers.given
		if ie.List == guesses.name {
			given = guesses.given
		}
		ie.File = "" // given names it
		return nil, &commands.UsageError{Msg: given + ": " + SolveError(err), InFile: true}
	}
	return d, err
}

// unwrapPath is an error from opening a file without the operation and path the message already names:
// "no such file or directory", "permission denied", "is a folder, not a file".
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
