package commands

import (
	"context"
	"fmt"
	"slices"
	"time"

	"kibitz/i18n"
)

// The daily cap of ranked games between the same people: a sorted set a ranking and a UTC day counts the
// ranked games of each pair (RankedForTable), and a game with a pair past the cap is practice.

// TableRankedPerDay is how many games a day one table ranks on one ranking, wherever it plays them
// (RankedForTable).
const TableRankedPerDay = 5

// tablesKeep is how long a day's counts of ranked games by table are kept: past the day, whatever the
// clocks of replicas say, and not much more.
const tablesKeep = 48 * time.Hour

// TablesKey is the sorted set that counts the ranked games of each pair of people (member: their two
// user ids, sorted, joined by a comma; score: games) on ranking on day (UTC, "2026-05-01"), in every
// place together.
func TablesKey(ranking, day string) string {
	return fmt.Sprintf("tables:%s:%s", ranking, day)
}

// pair is two people of a table, their user ids in order.
type pair [2]string

// member is the pair's member in TablesKey's set: the two ids joined by a comma.
func (p pair) member() string { return p[0] + "," + p[1] }

// tablePairs are the pairs of table (user ids), each person once, in order: what RankedForTable counts
// and TableCapped reads.
func tablePairs(table []string) []pair {
	ids := slices.Clone(table)
	slices.Sort(ids)
	ids = slices.Compact(ids)
	var pairs []pair
	for i := range ids {
		for j := i + 1; j < len(ids); j++ {
			pairs = append(pairs, pair{ids[i], ids[j]})
		}
	}
	return pairs
}

// RankedForTable counts one more ranked game of table (the people of a game between people who would
// get a result from it, user ids, kibitz not among them) on ranking on day, and reports whether it ranks:
// only the first TableRankedPerDay games a UTC day of any two people together do on one ranking, wherever
// they play them, so the game ranks when every pair of its table is within that count. The count is not
// per place: /stats adds up a player's ranked results of every place, and anyone can open another group
// DM or channel, so a cap per place would bound each leaderboard but not /stats. Later games of a pair
// that day are practice for all the game's players, and played says how many ranked games the pair had
// played that day before this one (TableRankedPerDay: the games counted past it were practice). Without
// the cap, one player with a second account could collect ranked wins without end (a Nim game between
// them takes seconds); a cap per pair leaves everyone free to rank against as many different people as
// they like, and a third seat, taken by another account and left, makes no new pair of the two who
// played. It is called once per game that would rank, when it ends, before its results are recorded, by
// whoever ended it (a game records its results once). A store that fails lets the game rank (fail open):
// the cap guards against farming, and a failed count must not take a fair result from its players. One
// ZIncrBy counts a pair's game, atomic on its own, so two games of a pair that end at once are counted as
// two; a game that does not rank gives back what it counted to the pairs still within the cap, so that a
// capped pair does not use up the others' ranked games. capped are the people of the pairs past the cap
// (sorted), for the end of a game of three or more to name them (TablePracticeOf): the others may have
// played no ranked game at all.
func (e Env) RankedForTable(ctx context.Context, ranking, day string, table []string) (ranks bool, played int, capped []string) {
	key := TablesKey(ranking, day)
	ranks = true
	pairs := tablePairs(table)
	var within []string // the pairs counted and still within the cap
	for _, pair := range pairs {
		n, err := e.Store.ZIncrBy(ctx, key, pair.member(), 1)
		if err != nil {
			e.Log.Warn("commands: counting a table's ranked games", "ranking", ranking, "err", err)
			continue
		}
		if int(n) > TableRankedPerDay {
			ranks, played = false, TableRankedPerDay // the games counted past it were practice: not said as ranked
			capped = append(capped, pair[0], pair[1])
			continue
		}
		within = append(within, pair.member())
		played = max(played, int(n)-1)
	}
	if len(pairs) > 0 {
		if err := e.Store.Expire(ctx, key, tablesKeep); err != nil {
			e.Log.Warn("commands: keeping a table's count", "ranking", ranking, "err", err)
		}
	}
	if !ranks {
		for _, pair := range within {
			if _, err := e.Store.ZIncrBy(ctx, key, pair, -1); err != nil {
				e.Log.Warn("commands: giving back a table's count", "ranking", ranking, "err", err)
			}
		}
		slices.Sort(capped)
		return false, TableRankedPerDay, slices.Compact(capped)
	}
	return true, played, nil
}

// TableCapped reports, without counting anything, whether a pair of table (user ids) has played its
// TableRankedPerDay ranked games on ranking on day (RankedForTable), and the people of such pairs
// (sorted): for a game that records losses but no win, which uses up no ranked game of any pair but is
// practice when one of its pairs is past the cap (Nim's settled games). A store that fails lets the game
// rank, as RankedForTable does.
func (e Env) TableCapped(ctx context.Context, ranking, day string, table []string) (capped []string) {
	key := TablesKey(ranking, day)
	for _, pair := range tablePairs(table) {
		n, _, err := e.Store.ZScore(ctx, key, pair.member())
		if err != nil {
			e.Log.Warn("commands: reading a table's ranked games", "ranking", ranking, "err", err)
			continue
		}
		if int(n) >= TableRankedPerDay {
			capped = append(capped, pair[0], pair[1])
		}
	}
	slices.Sort(capped)
	return slices.Compact(capped)
}

// TablePractice is what the end of a game says when its table had played played ranked games of game
// (its name inside a sentence) together that day already (RankedForTable): this one is practice. The cap
// is per ranking, so the line names the game: games of another kind that day still rank.
func TablePractice(game i18n.Text, played int) i18n.Text {
	return msgTablePractice.Format(played, game)
}

// TablePracticeOf is what the end of a game of three people or more says when some of them, whose
// mentions are who, had played played ranked games together that day already (RankedForTable's capped):
// this one is practice for everyone in it, though the others may have played none. game is named as in
// TablePractice.
func TablePracticeOf(game i18n.Text, who string, played int) i18n.Text {
	return msgTablePracticeOf.Format(who, played, game)
}
