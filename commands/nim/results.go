package nim

import (
	"context"
	"math"
	"slices"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/nim"
)

// The results of finished games, for /leaderboard and /stats (commands.Env.Record). A game records its
// results once, when it ends: after the compare-and-set that ended it has committed (Command.change for a
// press, Command.expire for a sweep), by whoever made that commit, so two presses or a press and a sweep
// never record a game twice. kibitz records nothing. Whether the results rank is Game.ranked.

// resultsName is the game's name in the results: the command's English name.
const resultsName = "nim"

// results are the outcomes of a finished game for its human players, each player of the starting roster
// once (ranked as the game is, Game.ranked, except a win of a player who pressed Hint, which is practice):
//   - with a winner (the last move in normal play, the other of two players in misère play, the last
//     player left), the winner wins and every other player loses, those who left or timed out too;
//   - in misère play with more than two players, whoever made the last move loses and everyone else who
//     was still playing wins; those who had left lose.
func (g *Game) results() []commands.Result {
	if g.Phase != phaseOver {
		return nil
	}
	won := map[string]bool{}
	switch {
	case g.Winner != nil:
		if !g.Winner.Bot {
			won[g.Winner.ID] = true
		}
	case g.Loser != nil:
		for _, p := range g.Players {
			if !p.Bot && p.ID != g.Loser.ID {
				won[p.ID] = true
			}
		}
	default:
		return nil // nobody was left to win: nothing to say of anyone
	}
	seats := g.seats()
	ranked := g.ranked()
	var out []commands.Result
	seen := map[string]bool{}
	for _, p := range seats {
		if p.Bot || p.ID == "" || seen[p.ID] {
			continue
		}
		seen[p.ID] = true
		r := commands.Result{Game: resultsName, Ranked: ranked, GuildID: g.Guild, UserID: p.ID, Name: p.Name, Outcome: commands.Loss}
		if won[p.ID] {
			// A win after a hint was the hint's as much as the player's: practice, as Sudoku's is. A
			// loss after one stays ranked, so that a hint never spares a player a loss.
			r.Outcome, r.Ranked = commands.Win, ranked && !slices.Contains(g.Hinted, p.ID)
		}
		out = append(out, r)
	}
	return out
}

// seats are the players the game started with.
func (g *Game) seats() []player {
	if len(g.Roster) == 0 {
		return g.Players
	}
	return g.Roster
}

// ranked reports whether the game's results count on the leaderboards (Command.Scoring): a game that
// started with two people or more; one person alone against kibitz only when kibitz plays perfectly on
// heaps it drew itself (heaps:random with neither count nor max), because heaps a player chooses, or
// draws as one heap, can be a win there for the taking, and kibitz below perfect gives wins away.
func (g *Game) ranked() bool {
	humans := 0
	for _, p := range g.seats() {
		if !p.Bot {
			humans++
		}
	}
	if humans >= 2 {
		return true
	}
	return g.level() == nim.Perfect && g.Draw != nil && *g.Draw == heapDraw{} && !decidedByHeaps(g.rule())
}

// decidedByHeaps reports whether rule r leaves one amount to take (moves:1, or any one number): then
// every heap allows a fixed number of moves whatever anyone plays, so the heaps decide the game before
// it is played, and a player could open games until the heaps favour them.
func decidedByHeaps(r nim.Rule) bool {
	amounts := 0
	for range r.Takes(math.MaxInt64) {
		if amounts++; amounts > 1 {
			return false
		}
	}
	return amounts == 1
}

// practiceWhy says why a game alone against kibitz does not rank (Game.ranked): kibitz below perfect,
// heaps chosen, heaps drawn with count or max, or a rule with one amount to take; a list of them ("A, B
// and C"), in Korean a sentence each.
func (g *Game) practiceWhy(lang i18n.Lang) string {
	var why []i18n.Text
	if g.level() != nim.Perfect {
		why = append(why, msgWhyBelowPerfect)
	}
	switch {
	case g.Draw == nil:
		why = append(why, msgWhyHeapsChosen)
	case *g.Draw != heapDraw{}:
		why = append(why, msgWhyHeapsShaped)
	}
	if decidedByHeaps(g.rule()) {
		why = append(why, msgWhyOneAmount)
	}
	if lang == i18n.Korean { // a sentence each
		return i18n.Join(" ", why...).In(lang)
	}
	items := make([]string, len(why))
	for i, w := range why {
		items[i] = w.In(lang)
	}
	return i18n.AndList(lang, items)
}

// recordEnd records the results of g, a game that has just ended. A failure is logged: the game itself
// has ended all the same.
func (c *Command) recordEnd(ctx context.Context, g *Game) {
	for _, r := range g.results() {
		if err := c.Record(ctx, r); err != nil {
			c.Log.Warn("nim: recording a result", "game", g.ID, "user", r.UserID, "err", err)
		}
	}
}

// Scoring implements commands.ScoredGame: one ranking, of games between people and against kibitz at its
// best on heaps it drew (Game.ranked).
func (c *Command) Scoring() commands.Scoring {
	return commands.Scoring{
		Game:     resultsName,
		Name:     msgGameName,
		Rankings: []commands.Ranking{{ID: resultsName, Counts: router.Everywhere(msgRankedCounts)}},
		Practice: msgPracticeCounts,
	}
}
