package loadgen

import (
	"context"
	_ "embed"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"sync"

	"kibitz/internal/discordtest"
	"kibitz/solvers/sudoku"
	"kibitz/solvers/wordle"
)

// ---- Sudoku ----

//go:embed puzzles.txt
var puzzleText string

type puzzle struct{ givens, solution string }

// puzzles are the embedded puzzles with their solutions, solved once.
var puzzles = sync.OnceValue(func() []puzzle {
	var out []puzzle
	for line := range strings.Lines(puzzleText) {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		g, err := sudoku.Parse(line)
		if err != nil {
			panic(fmt.Sprintf("loadgen: puzzles.txt: %v", err))
		}
		res, err := sudoku.Solve(context.Background(), g, sudoku.Options{Limit: 2})
		if err != nil || res.Found != 1 {
			panic(fmt.Sprintf("loadgen: puzzles.txt: %s has %d solutions (%v)", line, res.Found, err))
		}
		out = append(out, puzzle{givens: line, solution: res.Solutions[0].String()})
	}
	return out
})

// sudoku solves one of the embedded puzzles. Consistent means the reply holds the puzzle's solution.
func (u *user) sudoku() error {
	p := puzzles()[u.rng.IntN(len(puzzles()))]
	// Rows split by '/', as a user would paste them into the one-line option.
	var rows []string
	for i := 0; i < 81; i += 9 {
		rows = append(rows, p.givens[i:i+9])
	}
	a, err := u.send("sudoku solve", discordtest.Command("sudoku",
		discordtest.Subcommand("solve", discordtest.StringOption("puzzle", strings.Join(rows, "/")))))
	if err != nil {
		return err
	}
	if !strings.Contains(a.Msg.Content, p.solution) {
		return inconsistent("the solution of %s is not in the reply %.200q", p.givens, a.Msg.Content)
	}
	return nil
}

// ---- Wordle assist ----

var (
	wordleAnswers = sync.OnceValue(func() []wordle.Word { return wordle.Default().Answers() })
	wordleRowRe   = regexp.MustCompile(`UTC day (\S+): row (\d+) of 6`)
)

// wordle plays a Wordle assist session: /wordle reset, then two to five /wordle assist rows, each the
// true colours of a guess against an answer the user picked. Consistent means: every row is accepted,
// and the reply to the n-th assist since the reset says it is row n.
//
// The reset comes first rather than last so that a session left by an abandoned game cannot count.
// A session that crosses midnight UTC starts a new day's session, so such a game ends unjudged.
func (u *user) wordle() error {
	a, err := u.send("wordle reset", discordtest.Command("wordle", discordtest.Subcommand("reset")))
	if err != nil {
		return err
	}
	if !a.Msg.Private() || !strings.Contains(a.Msg.Content, "assist session") {
		return &unreadable{fmt.Sprintf("/wordle reset answered %.200q", a.Msg.Content)}
	}
	words := wordleAnswers()
	secret := words[u.rng.IntN(len(words))]
	rows := 2 + u.rng.IntN(4)
	day := ""
	for n := 1; n <= rows; n++ {
		guess := words[u.rng.IntN(len(words))]
		fb := wordle.Score(guess, secret)
		a, err := u.send("wordle assist", discordtest.Command("wordle", discordtest.Subcommand("assist",
			discordtest.StringOption("guess", guess.String()), discordtest.StringOption("feedback", fb.String()))))
		if err != nil {
			return err
		}
		m := wordleRowRe.FindStringSubmatch(a.Msg.Content)
		if m == nil {
			return inconsistent("row %d (%s %s, answer %s) was refused: %.200q", n, guess, fb, secret, a.Msg.Content)
		}
		if day != "" && m[1] != day {
			return nil // midnight UTC: a new session began
		}
		day = m[1]
		if got, _ := strconv.Atoi(m[2]); got != n {
			return inconsistent("the assist after %d rows since the reset says row %d", n, got)
		}
		if fb == wordle.AllGreen {
			break // solved: the session is over
		}
	}
	return nil
}
