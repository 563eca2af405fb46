package leaderboard

import (
	"context"
	"slices"
	"strings"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
)

// stats shows a user's figures in every game they finished, from any server: the ranked results by
// ranking, in the order of Config.Scorings, then the practice by game, labelled, then the figures kept
// from before results were ranked. Public, in a server or a direct message.
func (c *Command) stats(ctx context.Context, req *router.Request) (*router.Response, error) {
	lang := req.Lang
	target := req.User
	if u := req.UserOption("user"); u != nil {
		target = u
	}
	if target.Bot {
		// Bots record nothing (kibitz's games count for the people who play them): say so, rather than
		// that the bot has not finished a game yet.
		if in := req.Interaction; in != nil && in.AppID != "" && in.AppID == target.ID {
			return router.Reply(msgStatsKibitz.In(lang)), nil
		}
		return router.Reply(msgStatsBot.F(lang, escape(displayed(lang, target.ID, commands.DisplayName(target))))), nil
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
	played := 0
	for _, figures := range []map[string]commands.GameStats{s.Ranked, s.Practice, s.Earlier} {
		for id, g := range figures {
			if !c.retired(id) {
				played += g.Played()
			}
		}
	}
	// Empty once the retired rankings are left out: figures kept only on those (a /sudoku play puzzle
	// ranked before it became practice) show nothing, and the reply is that of a user with none.
	if played == 0 {
		none := msgStatsNoneMe
		if target.ID != req.User.ID {
			none = msgStatsNoneOther.Format(who)
		}
		return router.Reply(none.In(lang) + "\n" + msgStatsHint.F(lang, c.gameList()) + "\n" + req.Here(msgStatsRanked)), nil
	}
	lines := []string{msgStatsTitle.F(lang, who, games.N(int64(played)))}
	today := commands.Day(c.Now()) // a daily's streak of days is alive up to the day after its last
	// Ranked, in the order of the rankings; then any the games no longer declare, by ID, but for the
	// rankings a game still played has retired.
	shown := map[string]bool{}
	for _, sc := range c.Scorings {
		for _, r := range sc.Rankings {
			if g, ok := s.Ranked[r.ID]; ok {
				lines = append(lines, msgStatsGame.F(lang, sc.Title(r), figures(g, r.Timed, today, lang)))
				shown[r.ID] = true
			}
		}
	}
	for _, id := range sortedKeys(s.Ranked) {
		if !shown[id] && !c.retired(id) {
			lines = append(lines, msgStatsGame.F(lang, id, figures(s.Ranked[id], false, today, lang)))
		}
	}
	if len(s.Practice) > 0 {
		lines = append(lines, msgStatsPractice.In(lang))
		var why []string
		for _, g := range c.ordered(s.Practice) {
			lines = append(lines, msgStatsGame.F(lang, c.gameName(g), figures(s.Practice[g], c.timed(g), today, lang)))
			if sc, ok := c.scoring(g); ok {
				why = append(why, msgPracticeWhy.F(lang, sc.Name, sc.Practice))
			}
		}
		if len(why) > 0 {
			lines = append(lines, msgStatsPracticeIs.F(lang, strings.Join(why, msgSemicolon.In(lang))))
		}
	}
	if len(s.Earlier) > 0 {
		lines = append(lines, msgStatsEarlier.In(lang))
		for _, g := range c.ordered(s.Earlier) {
			lines = append(lines, msgStatsGame.F(lang, c.gameName(g), figures(s.Earlier[g], c.timed(g), today, lang)))
		}
	}
	// The reply is public and pools every place: said, small, under the figures.
	lines = append(lines, "-# "+msgStatsEverywhere.In(lang))
	return router.Reply(strings.Join(lines, "\n")), nil
}

// retired reports whether ranking id is a board of a game still declared that the game no longer
// declares ("sudoku-4x4": /sudoku play ranked once, per size, and is practice now, commands/sudoku/
// results.go). Its figures stay in the store, unlisted: shown by their ID they would read as a ranking
// still kept, and a timed one's puzzles solved as wins.
func (c *Command) retired(id string) bool {
	for _, sc := range c.Scorings {
		if strings.HasPrefix(id, sc.Game+"-") {
			_, declared := sc.Ranking(id)
			return !declared
		}
	}
	return false
}

// scoring is the declaration of the game recorded as game.
func (c *Command) scoring(game string) (commands.Scoring, bool) {
	i := slices.IndexFunc(c.Scorings, func(sc commands.Scoring) bool { return sc.Game == game })
	if i < 0 {
		return commands.Scoring{}, false
	}
	return c.Scorings[i], true
}

// timed reports whether game is played against the clock and never lost (Sudoku): its rankings are
// timed (commands.Ranking.Timed).
func (c *Command) timed(game string) bool {
	sc, ok := c.scoring(game)
	return ok && slices.ContainsFunc(sc.Rankings, func(r commands.Ranking) bool { return r.Timed })
}

// gameName is a game in words, by the name its results are recorded under; a game no longer declared is
// shown by that name.
func (c *Command) gameName(game string) i18n.Text {
	if sc, ok := c.scoring(game); ok {
		return sc.Name
	}
	return i18n.Plain(game)
}

// ordered are the games of figures, in the order of Config.Scorings, then any others by name.
func (c *Command) ordered(figures map[string]commands.GameStats) []string {
	var out []string
	for _, sc := range c.Scorings {
		if _, ok := figures[sc.Game]; ok {
			out = append(out, sc.Game)
		}
	}
	for _, g := range sortedKeys(figures) {
		if !slices.Contains(out, g) {
			out = append(out, g)
		}
	}
	return out
}

// gameList names the games that record results: "Tic-tac-toe, Sudoku, Wordle and Nim".
func (c *Command) gameList() i18n.Text {
	return i18n.Func(func(l i18n.Lang) string {
		names := make([]string, len(c.Scorings))
		for i, sc := range c.Scorings {
			names[i] = sc.Name.In(l)
		}
		return i18n.AndList(l, names)
	})
}

func sortedKeys(m map[string]commands.GameStats) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// figures are one game's figures in words: "12 wins, 3 losses · 80% won · on a streak of 2 wins (best:
// 5 wins)". Losses and draws are left out when there are none, and streaks under two wins. A game against
// the clock (timed: Sudoku), which is never lost, has only its count and best time, "12 solved · best time
// 3 minutes 5 seconds": a win rate would always be 100%, and a streak the count again. A daily's streak
// is of days ("on a streak of 3 days won"), alive on today (UTC, "2026-05-01") while its last day won is today or yesterday
// (commands.GameStats.StreakOn).
func figures(g commands.GameStats, timed bool, today string, lang i18n.Lang) string {
	if timed {
		parts := []string{solved.Of(lang, int64(g.Wins))}
		if g.BestTime > 0 {
			parts = append(parts, msgBestTime.F(lang, i18n.Duration(g.BestTime)))
		}
		return strings.Join(parts, " · ")
	}
	counts := []any{wins.N(int64(g.Wins))}
	if g.Losses > 0 {
		counts = append(counts, losses.N(int64(g.Losses)))
	}
	if g.Draws > 0 {
		counts = append(counts, draws.N(int64(g.Draws)))
	}
	parts := []string{msgCounts[len(counts)-1].F(lang, counts...)}
	if n := g.Played(); n > 0 {
		parts = append(parts, msgRate.F(lang, commands.WinRate(g.Wins, n)))
	}
	run := streakOf
	if len(g.Days) > 0 { // a daily's: days won in a row, however many games a day had
		run = streakOfDays
	}
	switch streak := g.StreakOn(today); {
	case streak >= 2 && streak >= g.BestStreak:
		parts = append(parts, msgStreakBest.F(lang, run.N(int64(streak))))
	case streak >= 2:
		parts = append(parts, msgStreak.F(lang, run.N(int64(streak)), run.N(int64(g.BestStreak))))
	case g.BestStreak >= 2:
		parts = append(parts, msgBestStreak.F(lang, run.N(int64(g.BestStreak))))
	}
	if g.BestTime > 0 {
		parts = append(parts, msgBestTime.F(lang, i18n.Duration(g.BestTime)))
	}
	return strings.Join(parts, " · ")
}
