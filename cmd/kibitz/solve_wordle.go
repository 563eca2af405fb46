package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	wordlecmd "kibitz/commands/wordle"
	"kibitz/solvers/wordle"
)

// solveWordleHelp is what `kibitz solve wordle -h` prints, the flags under their sections.
var solveWordleHelp = kindHelp{
	synopsis: "usage: kibitz solve wordle [--hard] [--greedy] [--play WORD | --eval] [--answers FILE] [--guesses FILE] < histories > answers",
	sections: []helpSection{
		{title: "Input", text: "One history a line: guess=feedback pairs separated by spaces (crane=gybbg slate=bbbyg), or - for\n" +
			"none. Feedback: g green, y yellow, b . x or - grey, either case; a pasted share grid's squares work too."},
		{title: "Output", text: "One line a history: GUESS REMAINING, the next guess and how many answers still fit; or\n" +
			"error: REASON, and the run goes on."},
		{title: "Strategy", flags: []string{"hard", "greedy"}},
		{title: "Instead of reading input", flags: []string{"play", "eval"}},
		{title: "Word lists", text: "The original lists unless WORDLE_ANSWERS_FILE and WORDLE_GUESSES_FILE, or these flags, name\n" +
			"others: one five-letter word a line.", flags: []string{"answers", "guesses"}},
	},
}

// solveWordle is `kibitz solve wordle`: histories in, "GUESS REMAINING" out; --play WORD, --eval, --hard.
// The word lists are the embedded ones unless WORDLE_ANSWERS_FILE / WORDLE_GUESSES_FILE (or the flags
// --answers / --guesses, which override them) name replacements. A mistake in a list is a usage error
// that names the file and the line.
func solveWordle(ctx context.Context, args []string, in io.Reader, out io.Writer) error {
	fs := newFlagSet("kibitz solve wordle")
	hard := fs.Bool("hard", false, "hard mode: every guess uses every revealed hint")
	play := fs.String("play", "", "print, on one line, the game the solver plays against `WORD`, as guess=feedback pairs")
	eval := fs.Bool("eval", false, "play every answer and print three lines: the average number of guesses, the worst, and the histogram")
	greedy := fs.Bool("greedy", false, "play the baseline strategy (the guess that tells most on average) instead of the best one")
	answers := fs.String("answers", os.Getenv("WORDLE_ANSWERS_FILE"), "the answers list, a `FILE` (WORDLE_ANSWERS_FILE)")
	guesses := fs.String("guesses", os.Getenv("WORDLE_GUESSES_FILE"), "the further allowed guesses, a `FILE` (WORDLE_GUESSES_FILE)")
	if err := parseSolveFlags(fs, args, solveWordleHelp); err != nil {
		return err
	}
	if *play != "" && *eval {
		return usagef("kibitz solve wordle: -play and -eval do not go together: -play plays one answer, -eval every one")
	}
	opt := wordle.BatchOptions{Options: wordle.Options{Hard: *hard}, Play: *play, Eval: *eval, Describe: wordlecmd.SolveError}
	if *greedy {
		opt.Strategy = wordle.Greedy
	}
	if *answers != "" || *guesses != "" {
		for _, list := range []struct{ name, flag, env, path string }{
			{"answers", "-answers", "WORDLE_ANSWERS_FILE", *answers}, {"guesses", "-guesses", "WORDLE_GUESSES_FILE", *guesses},
		} {
			if err := canOpen(list.path); err != nil {
				return fmt.Errorf("cannot read the %s list %s (%s, or %s): %v; give a file of five-letter words, one a line, or leave it out for the original one",
					list.name, list.path, list.flag, list.env, unwrapPath(err))
			}
		}
		d, err := wordle.LoadDictionaryFiles(*answers, *guesses)
		var ie *wordle.InputError
		if errors.As(err, &ie) {
			return usagef("kibitz solve wordle: %s", wordlecmd.SolveError(err))
		}
		if err != nil {
			return err
		}
		opt.Dictionary = d
	}
	return wordle.Batch(ctx, in, out, opt)
}

// unwrapPath is an error from opening a file without the operation and path the message already names:
// "no such file or directory", "permission denied", "is a directory".
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
