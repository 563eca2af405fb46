package leaderboard

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
)

// gameOrder is the order /stats lists games in; games not listed follow, by name.
var gameOrder = []string{"tictactoe", "sudoku", "wordle", "nim", "kpk", "knight"}

// stats shows a user's figures in every game they finished: public, in a server or a direct message.
func (c *Command) stats(ctx context.Context, req *router.Request) (*router.Response, error) {
	lang := req.Lang
	target := req.User
	if u := req.UserOption("user"); u != nil {
		target = u
	}
	s, err := c.Stats(ctx, target.ID)
	if err != nil {
		return nil, err
	}
	name := commands.DisplayName(target)
	if name == "" {
		name = s.Name
	}
	who := escape(displayed(lang, target.ID, name))
	if len(s.Games) == 0 {
		none := msgStatsNoneMe
		if target.ID != req.User.ID {
			none = msgStatsNoneOther.Format(who)
		}
		return router.Reply(none.In(lang) + "\n" + msgStatsHint.In(lang)), nil
	}
	names := make([]string, 0, len(s.Games))
	played := 0
	for g, gs := range s.Games {
		names = append(names, g)
		played += gs.Played()
	}
	slices.SortFunc(names, func(a, b string) int {
		ia, ib := slices.Index(gameOrder, a), slices.Index(gameOrder, b)
		if ia < 0 {
			ia = len(gameOrder)
		}
		if ib < 0 {
			ib = len(gameOrder)
		}
		return cmp.Or(cmp.Compare(ia, ib), strings.Compare(a, b))
	})
	lines := []string{msgStatsTitle.F(lang, who, games.N(int64(played)))}
	for _, g := range names {
		lines = append(lines, msgStatsGame.F(lang, gameName(g), figures(s.Games[g], lang)))
	}
	return router.Reply(strings.Join(lines, "\n")), nil
}

// figures are one game's figures in words: "12 wins, 3 losses · 80% won · on a streak of 2 wins (best:
// 5 wins) · best time 3 minutes 5 seconds". Losses and draws are left out when there are none, streaks
// under two wins, and the best time in games without a clock.
func figures(g commands.GameStats, lang i18n.Lang) string {
	counts := []any{wins.N(int64(g.Wins))}
	if g.Losses > 0 {
		counts = append(counts, losses.N(int64(g.Losses)))
	}
	if g.Draws > 0 {
		counts = append(counts, draws.N(int64(g.Draws)))
	}
	parts := []string{msgCounts[len(counts)-1].F(lang, counts...)}
	if n := g.Played(); n > 0 {
		parts = append(parts, msgRate.F(lang, (200*g.Wins+n)/(2*n))) // rounded to the nearest
	}
	switch {
	case g.Streak >= 2 && g.Streak >= g.BestStreak:
		parts = append(parts, msgStreakBest.F(lang, streakOf.N(int64(g.Streak))))
	case g.Streak >= 2:
		parts = append(parts, msgStreak.F(lang, streakOf.N(int64(g.Streak)), streakOf.N(int64(g.BestStreak))))
	case g.BestStreak >= 2:
		parts = append(parts, msgBestStreak.F(lang, streakOf.N(int64(g.BestStreak))))
	}
	if g.BestTime > 0 {
		parts = append(parts, msgBestTime.F(lang, i18n.Duration(g.BestTime)))
	}
	return strings.Join(parts, " · ")
}
