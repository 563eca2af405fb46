package wordle

import (
	"context"

	"kibitz/commands"
	"kibitz/solvers/wordle"
)

// The results of finished games, for /leaderboard and /stats (commands.Env.Record), and which of them rank
// (docs/contract.md §5). Only the daily word is the same for everyone, so only the daily ranks
// (recordDaily, stats.go). A game of /wordle play is practice: a player who may start a new game whenever
// they like could finish only the easy ones. A challenge is practice too: its setter chose the word, and
// could tell it to a friend.

// resultsName is the game's name in the results: the command's English name.
const resultsName = "wordle"

// recordPractice records a finished game of /wordle play or of a challenge as user's practice; end names
// the end for the repair of a failed recording (commands.Env.RecordAll), which counts it once:
// practiceEnd or challengeEnd. A failure is logged: the game has ended all the same.
func (c *Command) recordPractice(ctx context.Context, user, end string, g *wordle.Game) {
	outcome := commands.Loss
	if g.Won() {
		outcome = commands.Win
	}
	if err := c.RecordAll(ctx, []commands.Result{{Game: resultsName, UserID: user, Outcome: outcome, ID: end}}); err != nil {
		c.Log.Warn("wordle: recording a practice result: the repair records it later", "user", user, "err", err)
	}
}

// practiceEnd is the end of the /wordle play game id; challengeEnd a player's end of the challenge id,
// which each player plays once (commands.Result.ID, per player).
func practiceEnd(id string) string  { return resultsName + ":play:" + id }
func challengeEnd(id string) string { return resultsName + ":challenge:" + id }

// Scoring implements commands.ScoredGame: one ranking, the daily word's.
func (c *Command) Scoring() commands.Scoring {
	return commands.Scoring{
		Game:     resultsName,
		Name:     msgGameName,
		Rankings: []commands.Ranking{{ID: resultsName, Name: msgDailyRanking, Counts: msgRankedCounts}},
		Practice: msgPracticeCounts,
	}
}
