package commands

import (
	"slices"

	"kibitz/i18n"
	"kibitz/router"
)

// Fair results (docs/contract.md §5, "Results, rankings and practice"). A result counts on the leaderboard
// of the place it was played in (a server's, a channel's, a group DM's; a DM with kibitz has none) only
// when its player could not pick an easy win: games between people, the daily puzzles (the same for
// everyone there), and tic-tac-toe against kibitz at its best (Nim against kibitz alone is decided by its
// start, so it is practice). Every other result is practice: it shows in /stats, labelled, and on no
// leaderboard. Each game decides, when it records a result, whether it is ranked (Result.Ranked), and
// declares which rankings it keeps and what counts on each (Scoring), so that /leaderboard, /stats and
// /help read one declaration.

// Ranking is one leaderboard of a game: a game has one (Nim, Sudoku's daily puzzle), or may have one per
// kind of game that cannot be compared with another (Sudoku once had one per size and difficulty of
// /sudoku play, practice now).
type Ranking struct {
	// ID names the ranking in the results (Result.Board), in its leaderboards' keys and as the value of
	// /leaderboard's game option: the game's name for its first ranking ("sudoku"), else the game's name
	// and the board's ("sudoku-9x9-expert").
	ID string
	// Name is the board within the game in words ("daily puzzle", "9x9, expert"); empty for a game's only
	// ranking.
	Name i18n.Text
	// Timed says the ranking keeps each player's best time: its games are played against the clock.
	Timed bool
	// Counts says which results count on it, as a sentence in the words of each place: a daily is shared
	// by a server that added kibitz, by a channel or a group DM elsewhere, and is the user's own in a DM
	// with kibitz (router.Request.Scope). router.Everywhere makes one that names no place.
	Counts router.PlaceText
}

// Scoring is what a game that records results declares: its rankings and what is practice.
type Scoring struct {
	// Game is the name its results are recorded under (Result.Game): the command's English name.
	Game string
	// Name is the game in words.
	Name i18n.Text
	// Rankings are its leaderboards, the main one first: its ID is Game.
	Rankings []Ranking
	// Summary says what ranks in the game, in one sentence, for /help; empty for a game with one ranking,
	// whose Counts says it.
	Summary i18n.Text
	// Practice says which of its results are practice, as a sentence.
	Practice i18n.Text
}

// ScoredGame is a Game that records results and says how they count.
type ScoredGame interface {
	Game
	Scoring() Scoring
}

// Scorings are the declarations of the games that record results, in the order given (/help's order).
func Scorings(games ...Game) []Scoring {
	var out []Scoring
	for _, g := range games {
		if s, ok := g.(ScoredGame); ok {
			out = append(out, s.Scoring())
		}
	}
	return out
}

// RankingIDs are the IDs of every ranking of scorings, in their order.
func RankingIDs(scorings []Scoring) []string {
	var ids []string
	for _, s := range scorings {
		for _, r := range s.Rankings {
			ids = append(ids, r.ID)
		}
	}
	return ids
}

// Title is a ranking in words: the game's name, and the board's when the game has several ("Sudoku,
// 9x9, expert").
func (s Scoring) Title(r Ranking) i18n.Text {
	if r.Name.En == "" {
		return s.Name
	}
	return msgRankingTitle.Format(s.Name, r.Name)
}

// Ranked says what ranks in the game, in one sentence in the words of each place: Summary, or the one
// ranking's Counts.
func (s Scoring) Ranked() router.PlaceText {
	if s.Summary.En != "" || len(s.Rankings) == 0 {
		return router.Everywhere(s.Summary)
	}
	return s.Rankings[0].Counts
}

// Ranking returns the ranking of the game with the given ID.
func (s Scoring) Ranking(id string) (Ranking, bool) {
	i := slices.IndexFunc(s.Rankings, func(r Ranking) bool { return r.ID == id })
	if i < 0 {
		return Ranking{}, false
	}
	return s.Rankings[i], true
}

var msgRankingTitle = i18n.Text{En: "%s, %s", Ko: "%s %s"}

// SharedRanks numbers n rows in their order, best first, rows that tie (tied(i-1, i)) sharing the rank
// of the first of them: 1, 1, 3. Every board numbers its rows so (/leaderboard, Sudoku's and Wordle's
// days), ranking by what it shows, so that a rank can be checked against the board.
func SharedRanks(n int, tied func(prev, i int) bool) []int {
	ranks := make([]int, n)
	for i := range ranks {
		ranks[i] = i + 1
		if i > 0 && tied(i-1, i) {
			ranks[i] = ranks[i-1]
		}
	}
	return ranks
}

// TiedPast is how many rows after the first shown of ranks (SharedRanks) share the rank of the last one
// shown, and so are left off a board of shown rows though they rank as high as a row on it: a board
// says how many (such as "…and 3 more sharing #10."), not to cut a tie off unsaid. 0 when none do, or
// when the board shows every row.
func TiedPast(ranks []int, shown int) int {
	if shown <= 0 || shown >= len(ranks) {
		return 0
	}
	n := 0
	for _, r := range ranks[shown:] {
		if r != ranks[shown-1] {
			break
		}
		n++
	}
	return n
}
