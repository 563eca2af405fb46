package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"

	"kibitz/solvers/wordle"
)

// solveWordle is `kibitz solve wordle`: histories in, "GUESS REMAINING" out; --play WORD, --eval, --hard.
// The word lists are the embedded ones unless WORDLE_ANSWERS_FILE / WORDLE_GUESSES_FILE (or the flags
// --answers / --guesses, which override them) name replacements.
func solveWordle(args []string, in io.Reader, out io.Writer) error {
	fs := flag.NewFlagSet("kibitz solve wordle", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	hard := fs.Bool("hard", false, "hard mode: every guess uses every revealed hint")
	play := fs.String("play", "", "print the game the solver plays against `WORD`")
	eval := fs.Bool("eval", false, "play every answer and print average, worst and histogram")
	greedy := fs.Bool("greedy", false, "use the baseline max-entropy strategy instead of the best one")
	answers := fs.String("answers", os.Getenv("WORDLE_ANSWERS_FILE"), "answers list `file` (default: embedded)")
	guesses := fs.String("guesses", os.Getenv("WORDLE_GUESSES_FILE"), "further allowed guesses `file` (default: embedded)")
	if err := fs.Parse(args); err != nil {
		return usagef("kibitz solve wordle: %v", err)
	}
	if fs.NArg() > 0 {
		return usagef("kibitz solve wordle: unexpected argument %q", fs.Arg(0))
	}
	opt := wordle.BatchOptions{Options: wordle.Options{Hard: *hard}, Play: *play, Eval: *eval}
	if *greedy {
		opt.Strategy = wordle.Greedy
	}
	if *answers != "" || *guesses != "" {
		d, err := wordle.LoadDictionaryFiles(*answers, *guesses)
		var ie *wordle.InputError
		if errors.As(err, &ie) {
			return usagef("kibitz solve wordle: %v", err)
		}
		if err != nil {
			return fmt.Errorf("solve wordle: %w", err)
		}
		opt.Dictionary = d
	}
	return wordle.Batch(in, out, opt)
}
