package tictactoe

import (
	"cmp"
	"context"

	"kibitz/commands"
	"kibitz/router"
	"kibitz/solvers/tictactoe"
	"kibitz/storage"
)

// The results of finished games: what each player's game records, and the rankings they count on.

// recordResults records how a finished game ended for each of its human players: a win, a loss (running
// out of time included) or a draw. Against kibitz only the human's counts, and it is ranked only when
// kibitz played perfectly (Game.ranked). A game between people that ended before both had moved is
// aborted and records nothing (Game.aborted).
func (c *Command) recordResults(ctx context.Context, g *Game) {
	if g.aborted() {
		return
	}
	w := g.winner()
	ranked := g.ranked()
	ended := cmp.Or(g.Ended, c.Now()) // a game that ended before Ended was kept: now, as it was dated then
	if ranked && !g.vsKibitz() {
		// Between people, the game counts first against its table's ranked games of the day: beyond
		// them it is practice for both, and the game keeps how many they had played, for its message.
		if ranks, played, _ := c.RankedForTable(ctx, resultGame, commands.Day(ended), []string{g.X, g.O}); !ranks {
			ranked, g.Capped = false, played
			_, err := storage.UpdateJSON(ctx, c.Store, gameKey(g.ID), idle, func(s *Game) (*Game, error) {
				if s == nil {
					return nil, storage.ErrKeep
				}
				s.Capped = played
				return s, nil
			})
			if err != nil {
				c.Log.Warn("tictactoe: keeping a table's count", "game", g.ID, "err", err)
			}
		}
	}
	var results []commands.Result
	for _, m := range []tictactoe.Mark{tictactoe.X, tictactoe.O} {
		id := g.player(m)
		if id == "" {
			continue
		}
		out := commands.Draw
		switch w {
		case m:
			out = commands.Win
		case m.Other():
			out = commands.Loss
		}
		results = append(results, commands.Result{Game: resultGame, Ranked: ranked, GuildID: g.Guild, UserID: id, Name: g.Names[id], Outcome: out,
			ID: resultGame + ":" + g.ID, Ended: ended})
	}
	if err := c.RecordAll(ctx, results); err != nil {
		c.Log.Warn("tictactoe: recording the results: the repair records them later", "game", g.ID, "err", err)
	}
}

// Scoring implements commands.ScoredGame: one ranking, of games between people and against kibitz at its
// best (Game.ranked).
func (c *Command) Scoring() commands.Scoring {
	return commands.Scoring{
		Game:     resultGame,
		Name:     msgGameName,
		Rankings: []commands.Ranking{{ID: resultGame, Counts: router.Everywhere(msgRankedCounts)}},
		Practice: msgPracticeCounts.Format(commands.TableRankedPerDay), // the cap from the code, so the text cannot drift
	}
}
