package sudoku

import (
	"fmt"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/sudoku"
)

// The results of solved games, for /leaderboard and /stats (commands.Env.Record), and which of them rank
// (docs/contract.md §5). Times and wins of different puzzles cannot be compared (a 4x4 takes seconds, an
// expert 9x9 many minutes), so each kind of puzzle has a ranking of its own: the daily puzzle, which is
// the same for everyone in a server, and one per size of /sudoku play, per difficulty on 9x9, the one
// size graded. A puzzle solved alone without a hint nor a Check ranks there, with its time; one solved
// with a hint (a hint fills a cell, so hints alone can solve a puzzle), with Check (Check shows where the
// digits written differ from the solution, so writing any digit everywhere and changing those it marks
// solves a puzzle) or together (a team's time is no one player's) is practice, and a daily solved so stays
// off the day's ranking by time too. The first hint or Check of a ranked game says so (practiceWords).
// Nothing else shows a ranked game's solution: a grid filled up wrong is only said to be wrong, not
// where (play.go).

// resultsName is the game's name in the results: the command's English name.
const resultsName = "sudoku"

// rankedSizes are the sizes /sudoku play offers, in the order /leaderboard lists their rankings; 9x9 has
// a ranking per difficulty.
var rankedSizes = [...]int{4, 9, 16}

// rankingID is the ranking of a puzzle of size n and grade d played with /sudoku play:
// "sudoku-9x9-expert", "sudoku-4x4".
func rankingID(n int, d sudoku.Difficulty) string {
	if n == 9 {
		return fmt.Sprintf("%s-%dx%d-%s", resultsName, n, n, d)
	}
	return fmt.Sprintf("%s-%dx%d", resultsName, n, n)
}

// ranking is the ranking the game's results belong to: the daily's, or its size's and grade's.
func (p *Play) ranking() string {
	if p.Day != "" {
		return resultsName
	}
	return rankingID(p.size(), p.puzzle.Difficulty)
}

// ranked reports whether the game's results rank: solved alone, without a hint nor a Check.
func (p *Play) ranked() bool { return !p.Together && p.Hints == 0 && p.Checks == 0 }

// practiceWords are what a game played alone says when a hint or a Check makes it practice: at the move
// that did (now, nowDaily for a daily puzzle), and at its end (solved, solvedDaily).
type practiceWords struct{ now, nowDaily, solved, solvedDaily i18n.Text }

var (
	practiceByHint  = practiceWords{msgHintMakesPractice, msgHintMakesPracticeDaily, msgPracticeHints, msgPracticeHintsDaily}
	practiceByCheck = practiceWords{msgCheckMakesPractice, msgCheckMakesPracticeDaily, msgPracticeChecks, msgPracticeChecksDaily}
)

// helped is why a game played alone is practice: its hints, or else its Checks; nil for a game that
// ranks, or one played together (msgPracticeTogether).
func (p *Play) helped() *practiceWords {
	switch {
	case p.Together:
		return nil
	case p.Hints > 0:
		return &practiceByHint
	case p.Checks > 0:
		return &practiceByCheck
	}
	return nil
}

// madePractice says why a ranked game just became practice, under the move that made it.
func (p *Play) madePractice(lang i18n.Lang) string {
	w := p.helped()
	if w == nil {
		return ""
	}
	if p.Day != "" {
		return w.nowDaily.In(lang)
	}
	return w.now.In(lang)
}

// Scoring implements commands.ScoredGame: the daily puzzle's ranking first, then one per kind of puzzle
// of /sudoku play.
func (c *Command) Scoring() commands.Scoring {
	rankings := []commands.Ranking{{ID: resultsName, Name: msgDailyRanking, Timed: true, Counts: msgDailyCounts}}
	for _, n := range rankedSizes {
		if n != 9 {
			rankings = append(rankings, commands.Ranking{ID: rankingID(n, 0), Name: msgSizeRanking.Format(n), Timed: true, Counts: router.Everywhere(msgSizeCounts.Format(n))})
			continue
		}
		for _, d := range []sudoku.Difficulty{sudoku.Easy, sudoku.Medium, sudoku.Hard, sudoku.Expert} {
			rankings = append(rankings, commands.Ranking{ID: rankingID(n, d), Name: msgGradeRanking.Format(n, difficultyName(d)),
				Timed: true, Counts: router.Everywhere(msgGradeCounts.Format(n, difficultyName(d)))})
		}
	}
	return commands.Scoring{Game: resultsName, Name: msgGameName, Rankings: rankings, Summary: msgRankedSummary, Practice: msgPracticeCounts}
}
