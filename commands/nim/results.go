package nim

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/storage"
)

// The results of finished games, for /leaderboard and /stats (commands.Env.Record). A game records its
// results once, when it ends: after the compare-and-set that ended it has committed (Command.change for a
// press, Command.expire for a sweep), by whoever made that commit, so two presses or a press and a sweep
// never record a game twice. kibitz records nothing. Whether the results rank is Game.ranked.

// resultsName is the game's name in the results: the command's English name.
const resultsName = "nim"

// results are the outcomes of a finished game for its human players, each player of the starting roster
// once (ranked as the game is, Game.ranked, except any win of misère play started with three players or
// more, which is practice, and a game won by a player who pressed Hint, practice for all):
//   - with a winner (the last move in normal play, the other of two players in misère play, the last
//     player left), the winner wins and every other player loses, those who left or timed out too;
//   - in misère play with more than two players, whoever made the last move loses and everyone else who
//     was still playing wins, as practice: the win is shared, so ranking it would give a group of n
//     players n-1 ranked wins a game and put misère groups above everyone else; those who had left lose.
//
// How a game ranks is fixed by its seats at Start (misereMany): a misère game started with three players
// or more ranks no win even when leavers bring it down to two, whose finish names one winner; else two
// players could leave a three-player game to hand the third a ranked win, and a group could turn its
// shared win into a ranked one. Its losses still rank, the leavers' too: leaving never escapes a loss.
//
// A win of a player who pressed Hint makes the whole game practice, for everyone in it: the hint named
// the winning move, so the rival's loss was to kibitz's analysis as much as to the winner, and ranking
// it would let one player hint their way through a ranked game against another. A hinting loser's loss
// still ranks, so that a player about to lose cannot void the loss by pressing Hint.
//
// Leaving is a loss. Nim is decided by its start: once the order of turns is drawn, a player who knows the
// nim-sum knows whether they are lost, and after any move the next player does. So after Start a player
// who leaves or runs out of time and is removed loses, moved or not, ranked as the game is: were a player
// who never moved to record nothing (as a chess server aborts a game left before both players moved,
// where the first move decides nothing), whoever was lost could always void the game by leaving before
// their first move. A win needs a move: a player who never moved records nothing, a winner too (the last
// left, everyone else gone), so that a second account that joins, lets Start be pressed and leaves (four
// presses) hands its owner nothing, only itself a loss. A game in which nobody lost to anyone (every
// person who moved or left won: the first mover took every stone) is aborted: it records nothing, for
// anyone, practice neither. A game that kibitz alone lost is not aborted, kibitz having lost to them: its
// winners' wins are practice, as wins against kibitz are (beatOnlyKibitz). A person who moved and lost,
// to kibitz too, keeps the loss, however few others moved.
//
// A game settled while its turn waited for a press nobody made (Game.Abandoned, timer.go) records the
// losses of those who left or ran out of time, ranked as the game is, as leaving does, and nothing for
// anyone else: nobody wins a game whose deciding turn was never shown.
func (g *Game) results() []commands.Result {
	if g.Abandoned {
		return g.abandonedResults()
	}
	won, shared, over := g.winners()
	if !over || g.aborted() {
		return nil // nobody was left to win, or nobody to win against: nothing to say of anyone
	}
	seats := g.seats()
	// a winner who pressed Hint makes the game practice for all (hintedWinners), and so does a game that
	// nobody but kibitz lost (beatOnlyKibitz), and one kibitz moved at random in (Guarded: not at its level)
	ranked := g.ranked() && len(g.hintedWinners()) == 0 && !g.beatOnlyKibitz() && !g.Guarded
	var out []commands.Result
	seen := map[string]bool{}
	idle := g.idle()
	for _, p := range seats {
		if p.Bot || p.ID == "" || seen[p.ID] {
			continue
		}
		seen[p.ID] = true
		if slices.Contains(idle, p.ID) {
			continue // never moved nor left: nothing recorded (see above)
		}
		r := commands.Result{Game: resultsName, Ranked: ranked, GuildID: g.Guild, UserID: p.ID, Name: p.Name, Outcome: commands.Loss}
		if won[p.ID] {
			r.Outcome, r.Ranked = commands.Win, ranked && !shared && !g.misereMany()
		}
		out = append(out, r)
	}
	return out
}

// abandonedResults are the results of a game settled while it waited (results): a loss for each person
// who left it or ran out of time.
func (g *Game) abandonedResults() []commands.Result {
	var out []commands.Result
	seen := map[string]bool{}
	for _, p := range g.seats() {
		if p.Bot || p.ID == "" || seen[p.ID] || !g.left(p.ID) {
			continue
		}
		seen[p.ID] = true
		out = append(out, commands.Result{Game: resultsName, Ranked: g.ranked() && !g.Guarded, GuildID: g.Guild, UserID: p.ID,
			Name: p.Name, Outcome: commands.Loss})
	}
	return out
}

// winners are the people who won the finished game (user ids), whether the win was shared (misère play
// with more than two players left), and whether the game ended with an outcome at all (false for a game
// not over, or one that nobody was left to win).
func (g *Game) winners() (won map[string]bool, shared, over bool) {
	if g.Phase != phaseOver {
		return nil, false, false
	}
	won = map[string]bool{}
	switch {
	case g.Winner != nil:
		if !g.Winner.Bot {
			won[g.Winner.ID] = true
		}
	case g.Loser != nil:
		shared = true
		for _, p := range g.Players {
			if !p.Bot && p.ID != g.Loser.ID {
				won[p.ID] = true
			}
		}
	default:
		return nil, false, false
	}
	return won, shared, true
}

// hintedWinners are the winners of the finished game who pressed Hint in it and moved, in the order of
// their hints: with any, the game is practice for everyone (results). A winner who never moved records
// nothing, so their Hint voids nothing: else a rival could press it, at no cost, to turn a leaver's loss
// into practice.
func (g *Game) hintedWinners() []string {
	won, _, _ := g.winners()
	var ids []string
	for _, id := range g.Hinted {
		if won[id] && g.moved(id) {
			ids = append(ids, id)
		}
	}
	return ids
}

// seats are the players the game started with.
func (g *Game) seats() []player {
	if len(g.Roster) == 0 {
		return g.Players
	}
	return g.Roster
}

// moved reports whether the person made a move in the game (Game.Moved); in a game started before moves
// were kept, everyone counts as having moved.
func (g *Game) moved(id string) bool { return !g.MovesKept || slices.Contains(g.Moved, id) }

// idle are the people seated at Start who never moved and were still in the game at its end (never
// reached, or the last left), in a game between people (Game.ranked): they record nothing (results).
// Those who left or were removed without a move are not idle: they lose. None in a game against kibitz
// alone, which is practice and records its result.
func (g *Game) idle() []string {
	if !g.ranked() {
		return nil
	}
	var ids []string
	for _, p := range g.seats() {
		if !p.Bot && !g.moved(p.ID) && !g.left(p.ID) && !slices.Contains(ids, p.ID) {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// left reports whether the person, seated at Start, is no longer among the players: they left, or ran
// out of time and were removed.
func (g *Game) left(id string) bool {
	return !slices.ContainsFunc(g.Players, func(p player) bool { return p.ID == id })
}

// aborted reports whether the game, one between people that has ended, ended with nobody having lost to
// anyone: every person who moved or left won, and kibitz, if it played, did not lose (results). It
// records nothing, and its end says so.
func (g *Game) aborted() bool {
	return g.Phase == phaseOver && g.ranked() && g.nobodyLost() && !g.kibitzLost()
}

// beatOnlyKibitz reports whether the game, one between people that has ended, was lost by kibitz alone:
// every person who moved or left won. They did beat someone, so it is not aborted, but no person lost,
// and a win over kibitz is practice, as in a game against kibitz alone (ranked): so are these.
func (g *Game) beatOnlyKibitz() bool {
	return g.Phase == phaseOver && g.ranked() && g.nobodyLost() && g.kibitzLost()
}

// nobodyLost reports whether every person the finished game records a result for (players) won it.
func (g *Game) nobodyLost() bool {
	won, _, _ := g.winners()
	for _, id := range g.players() {
		if !won[id] {
			return false
		}
	}
	return true
}

// kibitzLost reports whether kibitz played in the finished game and lost: it made the last move of
// misère play, or someone else won. kibitz never leaves nor runs out of time, so a game it played that
// ended with one player left was won by kibitz.
func (g *Game) kibitzLost() bool {
	switch {
	case g.Phase != phaseOver || !g.hasBot():
		return false
	case g.Loser != nil:
		return g.Loser.Bot
	case g.Winner != nil:
		return !g.Winner.Bot
	}
	return false
}

// players are the people who moved or left: those the game records a result for (results), unless it
// is aborted; in a game settled while it waited, only those who left (abandonedResults).
func (g *Game) players() []string {
	if g.Abandoned {
		var ids []string
		for _, r := range g.abandonedResults() {
			ids = append(ids, r.UserID)
		}
		return ids
	}
	idle := g.idle()
	var ids []string
	for _, p := range g.seats() {
		if !p.Bot && !slices.Contains(idle, p.ID) && !slices.Contains(ids, p.ID) {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// misereMany reports whether the game is of misère play and started with three players or more, kibitz
// among them: a game whose wins never rank (results).
func (g *Game) misereMany() bool { return g.Misere && len(g.seats()) >= 3 }

// humans counts the people among the seats.
func (g *Game) humans() int {
	n := 0
	for _, p := range g.seats() {
		if !p.Bot {
			n++
		}
	}
	return n
}

// ranked reports whether the game's results count on the leaderboards (Command.Scoring): a game that
// started with two people or more. A game against kibitz alone is practice at every level and on every
// heap: against a perfect player Nim is decided by its start (the player to move wins exactly when the
// nim-sum is not 0, which /nim analyze computes beside the game), random heaps give the mover a won
// start about 93% of the time, and a player could cancel the others, so a win there measures nothing;
// below perfect, kibitz gives wins away. Earlier rules ranked perfect kibitz on heaps it drew, and every
// such game could be won by anyone who knew XOR.
func (g *Game) ranked() bool { return g.humans() >= 2 }

// recordEnd records the results of g, a game that has just ended. A failure is logged: the game itself
// has ended all the same.
//
// A game that would rank counts first against its table's ranked games of the day (Env.RankedForTable):
// beyond them it is practice for everyone in it, and the game keeps how many its table had played
// (Game.Capped), written to the store for its message to say so. The table is the people it records a
// result for (Game.players), counted by pairs: a third seat taken at Start and left (a loss for that seat)
// makes no new pair of the two who played, and a seat left without a move is counted with the one who
// moved, so neither escapes the cap.
//
// A settled game (Game.Abandoned) records only the leavers' losses, and its table is not theirs alone: a
// table of one has no pair and would always rank, and two leavers would be charged a ranked game that
// nobody won. It is checked against everyone seated at Start who is human (Game.humanSeats), as the help
// says a later game with a capped pair in it is practice for everyone in it, and it charges no pair
// (Env.TableCapped): the cap bounds the ranked wins a pair can trade, and a game nobody won trades none,
// so it must not use up a pair's ranked games either. Like every game it is counted on the day it ends
// (commands.Day of Game.Ended), not the day it began: one day for every game's count, whoever ends it.
func (c *Command) recordEnd(ctx context.Context, g *Game) {
	ended := g.endedAt(c.Now())
	results := g.results()
	if slices.ContainsFunc(results, func(r commands.Result) bool { return r.Ranked }) {
		ranks, played, capped := c.countTable(ctx, g, commands.Day(ended))
		if !ranks {
			for i := range results {
				results[i].Ranked = false
			}
			g.Capped, g.CappedBy = played, capped
			_, err := storage.UpdateJSON(ctx, c.Store, gameKey(g.ID), idle, func(s *Game) (*Game, error) {
				if s == nil || s.Phase != phaseOver || s.Round != g.Round {
					return nil, storage.ErrKeep
				}
				s.Capped, s.CappedBy = played, capped
				return s, nil
			})
			if err != nil {
				c.Log.Warn("nim: keeping a table's count", "game", g.ID, "err", err)
			}
		}
	}
	for i := range results {
		results[i].ID = fmt.Sprintf("%s:%s:%d", resultsName, g.ID, g.Round) // a rematch is another end
		results[i].Ended = ended
	}
	if err := c.RecordAll(ctx, results); err != nil {
		c.Log.Warn("nim: recording the results: the repair records them later", "game", g.ID, "err", err)
	}
}

// endedAt is when g ended (Game.Ended), or now for a game that ended before that was kept.
func (g *Game) endedAt(now time.Time) time.Time { return cmp.Or(g.Ended, now) }

// countTable counts g, a game that would rank, against its table's ranked games of day, the day it ended,
// and reports whether it ranks (recordEnd): a settled game only checks its seats against the cap.
func (c *Command) countTable(ctx context.Context, g *Game, day string) (ranks bool, played int, capped []string) {
	if !g.Abandoned {
		return c.RankedForTable(ctx, resultsName, day, g.table())
	}
	if capped = c.TableCapped(ctx, resultsName, day, g.table()); len(capped) > 0 {
		return false, commands.TableRankedPerDay, capped
	}
	return true, 0, nil
}

// table is the people g's results are counted against the daily cap for (countTable, cappedLine): those
// who record a result, or for a settled game everyone seated at Start (humanSeats).
func (g *Game) table() []string {
	if g.Abandoned {
		return g.humanSeats()
	}
	return g.players()
}

// humanSeats are the people seated at Start (user ids), once each.
func (g *Game) humanSeats() []string {
	var ids []string
	for _, p := range g.seats() {
		if !p.Bot && p.ID != "" && !slices.Contains(ids, p.ID) {
			ids = append(ids, p.ID)
		}
	}
	return ids
}

// cappedLine says that the game is practice, its table having played its ranked games of the day: to
// all its players when they all had, else naming those who had (Game.CappedBy). A game stored before the
// names were kept says it to all. The table of a settled game is everyone seated (countTable).
func (g *Game) cappedLine(lang i18n.Lang) string {
	if len(g.CappedBy) == 0 || len(g.CappedBy) == len(g.table()) {
		return commands.TablePractice(msgGameName, g.Capped).In(lang)
	}
	return commands.TablePracticeOf(msgGameName, mentions(lang, g.CappedBy), g.Capped).In(lang)
}

// Scoring implements commands.ScoredGame: one ranking, of games between people (Game.ranked).
func (c *Command) Scoring() commands.Scoring {
	return commands.Scoring{
		Game:     resultsName,
		Name:     msgGameName,
		Rankings: []commands.Ranking{{ID: resultsName, Counts: router.Everywhere(msgRankedCounts)}},
		Practice: msgPracticeCounts.Format(commands.TableRankedPerDay), // the cap from the code, so the text cannot drift
	}
}
