package sudoku

import (
	"kibitz/commands"
	"kibitz/i18n"
)

// The results of solved games, for /leaderboard and /stats (commands.Env.Record), and which of them rank
// (docs/contract.md §5). Only the daily puzzle (/sudoku daily) ranks: it is the same for everyone in a
// place, one a day, so nobody can pick it. A game of /sudoku play is practice, as /wordle play is: a
// player may start as many as they like, leave the hard ones (an unsolved puzzle records nothing) and
// finish only the quick ones, and a count of puzzles solved would measure volume (a 4x4 takes seconds).
// Its result shows in /stats, labelled practice. A daily ranks with its time when solved alone without
// a hint nor a Check; one solved with a hint (a hint fills a cell, so hints alone can solve a puzzle) or
// with Check (Check shows where the digits written differ from the solution, so writing any digit
// everywhere and changing those it marks solves a puzzle) is practice, off the day's ranking by time
// too. The first hint or Check of a daily says so (practiceWords). Nothing else shows a ranked game's
// solution: a grid filled up wrong is only said to be wrong, not where (play.go).
//
// /sudoku play once ranked, one ranking per size and per difficulty on 9x9 ("sudoku-4x4",
// "sudoku-9x9-expert"): those results stay in the store, read as any figures are, and no longer listed
// (the rankings are not declared: /leaderboard does not offer them, /stats leaves them out).

// resultsName is the game's name in the results, and the daily puzzle's ranking: the command's English
// name.
const resultsName = "sudoku"

// ranked reports whether the game's results rank: a daily puzzle solved alone, without a hint nor a
// Check (a daily is never played together).
func (p *Play) ranked() bool { return p.Day != "" && !p.Together && p.Hints == 0 && p.Checks == 0 }

// practiceWords are what a daily says when a hint or a Check makes it practice: at the move that did
// (now), and at its end (solved). A game of /sudoku play, practice from its start, has no such words.
type practiceWords struct{ now, solved i18n.Text }

var (
	practiceByHint  = practiceWords{msgHintMakesPracticeDaily, msgPracticeHintsDaily}
	practiceByCheck = practiceWords{msgCheckMakesPracticeDaily, msgPracticeChecksDaily}
)

// helped is why a daily is practice: its hints, or else its Checks; nil for a daily that ranks, and for
// a game of /sudoku play, practice whatever it used (msgPracticePlay).
func (p *Play) helped() *practiceWords {
	switch {
	case p.Day == "":
		return nil
	case p.Hints > 0:
		return &practiceByHint
	case p.Checks > 0:
		return &practiceByCheck
	}
	return nil
}

// madePractice says why a ranked daily just became practice, under the move that made it.
func (p *Play) madePractice(lang i18n.Lang) string {
	if w := p.helped(); w != nil {
		return w.now.In(lang)
	}
	return ""
}

// Scoring implements commands.ScoredGame: one ranking, the daily puzzle's.
func (c *Command) Scoring() commands.Scoring {
	rankings := []commands.Ranking{{ID: resultsName, Name: msgDailyRanking, Timed: true, Counts: msgDailyCounts}}
	return commands.Scoring{Game: resultsName, Name: msgGameName, Rankings: rankings, Summary: msgRankedSummary, Practice: msgPracticeCounts}
}
