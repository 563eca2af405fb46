package wordle

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// /wordle stats, and the recording of daily results.
//
// When a daily game ends, two records change, each with compare-and-set and each idempotent, so that
// recording twice (after a retry, or when /wordle daily repairs a recording cut short) counts once:
//   - wdls:<guild>:<user>, the user's stats in the server: played, won, the distribution of guesses, and
//     the streak of consecutive days won;
//   - wdlb:<guild>:<day>, the server's board of the day: each player's guesses and time, best first.
//
// The week's board adds up the boards of the last seven days (today included): most days won first, then
// fewest guesses in all (a missed word counts 7). Each board ranks by what it shows, the day's time in
// whole seconds as i18n.Duration writes it: the same result shown shares a rank (1, 1, 3), listed within
// it by who finished first, since a rank decided by a fraction or a figure nobody is shown could not be
// checked.
//
// Each daily result also goes, once, to the results every game shares (commands.Env.Record, game
// "wordle": a win when the word was found, a loss when not): the player's statistics across games and the
// server's leaderboards, which /leaderboard game:wordle shows and /wordle stats ranks all time. The day
// goes into the stats' Recorded before Record runs (a claim, in the same compare-and-set that counts the
// day) and comes out again if Record fails, so that the next /wordle daily records it then. Record counts
// a daily once however often it runs (the figures by their days, commands.GameStats.Days; each
// leaderboard by a token of the day, commands.Env.countWin), so that recording again after it failed
// halfway completes what was missing without counting twice. A process that stops between the claim and
// Record loses that one result from the shared figures rather than counting it twice.

const (
	// boardMax bounds a day's board: beyond it, the slowest results are dropped.
	boardMax = 500
	// boardShow is how many players each board shows.
	boardShow = 5
	// recentDays is how many days a stats record remembers having counted.
	recentDays = 14
	// barWidth is the longest bar of the guess distribution, in marks (barMark).
	barWidth = 20
	// barMark is the mark the distribution's bars are made of.
	barMark = "●"
)

// userStats is a user's daily stats in one server.
type userStats struct {
	Played  int                        `json:"played"`
	Won     int                        `json:"won"`
	Dist    [wordle.MaxGuesses + 1]int `json:"dist"`               // Dist[k]: days won in k guesses
	Streak  int                        `json:"streak"`             // consecutive days won, up to the latest day counted
	Best    int                        `json:"best"`               // the longest streak
	LastWon string                     `json:"last_won,omitempty"` // the last day won
	Recent  []string                   `json:"recent,omitempty"`   // the days counted lately, to count each once
	// Runs are the last runs of days won, for the streak (commands.DayRuns); stats stored before them
	// have none, and their next day counted starts them from LastWon and Streak (seedRuns).
	Runs commands.DayRuns `json:"runs,omitempty"`
	// Recorded are the days lately given to commands.Env.Record (or being given), to give each once.
	Recorded []string `json:"recorded,omitempty"`
}

// The versions of the stored layouts of userStats and board (storage.Versioned). Bump one, with a
// MigrateFrom, when a change would make values stored before it decode wrongly.
const (
	statsSchema = 1
	boardSchema = 1
)

func (userStats) SchemaVersion() int { return statsSchema }
func (board) SchemaVersion() int     { return boardSchema }

// add counts the result of a day, once.
func (s *userStats) add(day string, g *wordle.Game) bool {
	if slices.Contains(s.Recent, day) {
		return false
	}
	s.Recent = append(s.Recent, day)
	slices.Sort(s.Recent)
	if len(s.Recent) > recentDays {
		s.Recent = s.Recent[len(s.Recent)-recentDays:]
	}
	s.Played++
	if s.Runs == nil {
		s.Runs = s.seedRuns()
	}
	if g.Won() {
		s.Won++
		s.Dist[len(g.Guesses)]++
		s.Runs = s.Runs.Add(day)
		s.LastWon = max(s.LastWon, day)
	}
	// days in a row in the order of the days: a missed or lost day breaks them, and a day finished late
	// (in the grace hour after midnight, or swept as missed) slots into its place, as /stats counts them
	s.Streak = s.Runs.Streak(s.Recent[len(s.Recent)-1])
	s.Best = max(s.Best, s.Runs.Longest())
	return true
}

// seedRuns are the runs of days won of stats stored before runs were kept: the streak of days ending
// at LastWon, or LastWon alone when a later day broke it (its run's length unknown, and no longer shown).
func (s *userStats) seedRuns() commands.DayRuns {
	if s.LastWon == "" {
		return commands.DayRuns{}
	}
	return commands.SeedDayRuns(s.LastWon, max(s.Streak, 1))
}

// claim marks day as given to commands.Env.Record; false when it was already.
func (s *userStats) claim(day string) bool {
	if slices.Contains(s.Recorded, day) {
		return false
	}
	s.Recorded = append(s.Recorded, day)
	slices.Sort(s.Recorded)
	if len(s.Recorded) > recentDays {
		s.Recorded = s.Recorded[len(s.Recorded)-recentDays:]
	}
	return true
}

// current is the streak still alive on today: it ends at today or yesterday.
func (s *userStats) current(today string) int {
	if s.LastWon == today || commands.NextDay(s.LastWon) == today {
		return s.Streak
	}
	return 0
}

// board is a server's board of one day, best first.
type board struct {
	Entries []entry `json:"entries"`
}

// entry is one player's result on a board.
type entry struct {
	User    string        `json:"user"`
	Guesses int           `json:"guesses"` // wordle.MaxGuesses+1 for a word missed
	Took    time.Duration `json:"took"`    // from the first guess to the end (game.took)
	At      time.Time     `json:"at"`      // when it ended
	Hard    bool          `json:"hard,omitempty"`
}

// entryRank compares two results of a day's board by what ranks them: fewest guesses, then least time
// as the board shows it, in whole seconds; 0 when they share a rank.
func entryRank(a, b entry) int {
	if a.Guesses != b.Guesses {
		return a.Guesses - b.Guesses
	}
	return cmp.Compare(a.Took.Round(time.Second), b.Took.Round(time.Second))
}

// entryCmp orders a day's board: by rank (entryRank), then who finished first, then by user id.
func entryCmp(a, b entry) int {
	if c := entryRank(a, b); c != 0 {
		return c
	}
	if c := a.At.Compare(b.At); c != 0 {
		return c
	}
	return strings.Compare(a.User, b.User)
}

// player is whose daily game is recorded, and where: the place's scope (router.Request.Scope) and rank
// scope, the user, and their name when an interaction gave it ("" keeps the one kept).
type player struct {
	scope, rankScope, user, name string
}

// playerOf is the player of req's daily game.
func playerOf(req *router.Request) player {
	return player{scope: req.Scope(), rankScope: req.RankScope(), user: req.User.ID, name: commands.DisplayName(req.User)}
}

// recordDaily counts a finished daily game (won, lost or missed) in the user's stats, in the results of
// every game (commands.Env.Record) and on the server's board of its day, unless the place's moderators
// took the player off its rankings: off says so, for the end of the game to tell them.
func (c *Command) recordDaily(ctx context.Context, pl player, g *game) (off bool, err error) {
	scope, user, name := pl.scope, pl.user, pl.name
	key := statsKey(scope, user)
	// a game begun before the user's data was deleted does not write it back (commands/forget.go)
	if forgot, err := c.ForgotSince(ctx, user, g.Start); err != nil || forgot {
		return false, err
	}
	var added, claimed bool
	if _, err := storage.UpdateJSON(ctx, c.Store, key, statsTTL, func(s *userStats) (*userStats, error) {
		if s == nil {
			s = &userStats{}
		}
		added = s.add(g.ID, &g.Game)
		claimed = s.claim(g.ID)
		if !added && !claimed {
			return nil, storage.ErrKeep
		}
		return s, nil
	}); err != nil {
		return false, err
	}
	if added || claimed {
		c.Remember(ctx, user, commands.PlaceMember(scope)) // so that /settings forget finds these figures
	}
	if claimed {
		outcome := commands.Loss
		if g.Game.Won() {
			outcome = commands.Win
		}
		err := c.Record(ctx, commands.Result{Game: resultsName, Ranked: true, GuildID: pl.rankScope, UserID: user, Name: name, Outcome: outcome, Day: g.ID})
		if err != nil {
			// give the claim back, so that the next /wordle daily records the result
			if _, uerr := storage.UpdateJSON(ctx, c.Store, key, statsTTL, func(s *userStats) (*userStats, error) {
				if s == nil || !slices.Contains(s.Recorded, g.ID) {
					return nil, storage.ErrKeep
				}
				s.Recorded = slices.DeleteFunc(s.Recorded, func(d string) bool { return d == g.ID })
				return s, nil
			}); uerr != nil {
				c.Log.Warn("a daily result's claim could not be given back", "user", user, "day", g.ID, "err", uerr)
			}
			return false, err
		}
	}
	// a player the place's moderators took off its rankings (/rankings remove) is off the day's board too
	if _, off, err = c.Unranked(ctx, pl.rankScope, user); err != nil || off {
		return off, err
	}
	e := entry{User: user, Guesses: len(g.Game.Guesses), Took: g.took(), At: g.At, Hard: g.Game.Hard}
	if !g.Game.Won() {
		e.Guesses = wordle.MaxGuesses + 1
	}
	_, err = storage.UpdateJSON(ctx, c.Store, boardKey(scope, g.ID), boardTTL, func(b *board) (*board, error) {
		if b == nil {
			b = &board{}
		}
		if slices.ContainsFunc(b.Entries, func(x entry) bool { return x.User == user }) {
			return nil, storage.ErrKeep
		}
		i, _ := slices.BinarySearchFunc(b.Entries, e, entryCmp)
		b.Entries = slices.Insert(b.Entries, i, e)
		if len(b.Entries) > boardMax {
			b.Entries = b.Entries[:boardMax]
		}
		return b, nil
	})
	return false, err
}

// Unrank implements commands.PlaceRankings: it takes user off the place's boards of the days still kept
// (boardTTL after a day's last result, which comes at the latest when its daily closes, the day after),
// and so off the week's board, which adds them up.
func (c *Command) Unrank(ctx context.Context, scope, user string) (int, error) {
	return c.TakeOffDays(boardTTL+48*time.Hour, func(day string) (found bool, err error) {
		_, err = storage.UpdateJSON(ctx, c.Store, boardKey(scope, day), boardTTL, func(b *board) (*board, error) {
			if b == nil {
				return nil, storage.ErrKeep
			}
			i := slices.IndexFunc(b.Entries, func(x entry) bool { return x.User == user })
			if found = i >= 0; !found {
				return nil, storage.ErrKeep
			}
			if len(b.Entries) == 1 {
				return nil, nil // nobody left: the board goes (in a DM with kibitz, a key named by the user)
			}
			return &board{Entries: slices.Delete(slices.Clone(b.Entries), i, i+1)}, nil
		})
		return found, err
	})
}

// stats shows the user's daily stats in the server and the server's boards of today and the week.
func (c *Command) stats(ctx context.Context, req *router.Request) (*router.Response, error) {
	lang := req.Lang
	today := c.today()
	var sb strings.Builder
	sb.WriteString(req.Here(msgStatsTitle) + "\n")
	var s userStats
	switch err := storage.GetJSON(ctx, c.Store, statsKey(req.Scope(), req.User.ID), &s); {
	case errors.Is(err, storage.ErrNotFound):
		sb.WriteString(req.Here(msgStatsNone) + "\n")
	case err != nil:
		return nil, err
	default:
		sb.WriteString(msgStatsLine.F(lang, i18n.Num(s.Played), i18n.Num(commands.WinRate(s.Won, s.Played)),
			i18n.Num(s.current(formatDay(today))), i18n.Num(s.Best)) + "\n")
		sb.WriteString(msgStatsDist.In(lang) + "\n" + distribution(&s))
	}

	var boards [7]board
	for i := range boards {
		err := storage.GetJSON(ctx, c.Store, boardKey(req.Scope(), formatDay(today.AddDate(0, 0, -i))), &boards[i])
		if err != nil && !errors.Is(err, storage.ErrNotFound) {
			return nil, err
		}
	}
	sb.WriteString("\n" + msgBoardToday.F(lang, formatDay(today)) + "\n")
	writeToday(&sb, boards[0].Entries, req.User.ID, lang)
	sb.WriteString("\n" + msgBoardWeek.In(lang) + "\n")
	writeWeek(&sb, boards[:], req.User.ID, lang)
	if req.RankScope() == "" {
		sb.WriteString("\n" + msgNoAllTimeHere.In(lang) + "\n")
	} else if err := c.writeAllTime(ctx, &sb, req, lang); err != nil {
		return nil, err
	}
	sb.WriteString(msgStatsDay.In(lang))
	return router.PrivateReply(sb.String()), nil
}

// writeAllTime writes the place's all-time ranking of the daily word (the shared leaderboard,
// commands.Env.Leaderboard: days won), how many more share its last rank when a tie runs past the rows,
// and the user's wins when they are not on it.
func (c *Command) writeAllTime(ctx context.Context, sb *strings.Builder, req *router.Request, lang i18n.Lang) error {
	guild, me := req.RankScope(), req.User.ID
	top, err := c.Leaderboard(ctx, resultsName, guild, commands.AllTime, boardShow)
	if err != nil {
		return err
	}
	sb.WriteString("\n" + req.Here(msgBoardAllTime) + "\n")
	if len(top) == 0 {
		sb.WriteString(msgRankEmpty.In(lang) + "\n")
		return nil
	}
	// equal wins share a place: 1, 2, 2, 4
	ranks := commands.SharedRanks(len(top), func(prev, i int) bool { return top[prev].Score == top[i].Score })
	for i, r := range top {
		sb.WriteString(msgRankLine.F(lang, ranks[i], commands.Mention(r.Member), countWins.N(int64(r.Score))) + "\n")
	}
	key := commands.LeaderboardKey(resultsName, guild, commands.AllTime, c.Now())
	if len(top) == boardShow {
		// the rows may end on a rank others share beyond them: say how many, as the day's and week's do
		last := top[len(top)-1].Score
		tied, err := c.Store.ZRangeByScore(ctx, key, last-0.5, last+0.5, 0) // wins are whole numbers
		if err != nil {
			return err
		}
		shown := 0
		for _, r := range top {
			if r.Score == last {
				shown++
			}
		}
		if more := len(tied) - shown; more > 0 {
			sb.WriteString(msgBoardMoreTied.F(lang, countMorePlayers.N(int64(more)), i18n.Num(ranks[len(ranks)-1])) + "\n")
		}
	}
	if slices.ContainsFunc(top, func(r storage.Scored) bool { return r.Member == me }) {
		return nil
	}
	wins, found, err := c.Store.ZScore(ctx, key, me)
	if err != nil {
		return err
	}
	if found {
		sb.WriteString(msgRankYou.F(lang, countWins.N(int64(wins))) + "\n")
	}
	return nil
}

// distribution is the guess distribution as a monospace bar chart: a line for each number of guesses
// and X for the days missed, then the count, then its bar. The count comes before the bar, so that a
// screen reader says it at once, and the bar is of ● (barMark), which NVDA's default punctuation level
// passes over: a bar of █ was read "full block" up to twenty times a line.
func distribution(s *userStats) string {
	counts := make([]int, 0, wordle.MaxGuesses+1)
	counts = append(counts, s.Dist[1:]...)
	counts = append(counts, s.Played-s.Won)
	top := max(slices.Max(counts), 1)
	width := len(fmt.Sprint(top))
	var sb strings.Builder
	sb.WriteString("```\n")
	for i, n := range counts {
		label := fmt.Sprint(i + 1)
		if i == wordle.MaxGuesses {
			label = "X"
		}
		line := fmt.Sprintf("%s | %*d %s", label, width, n, strings.Repeat(barMark, (n*barWidth+top-1)/top))
		sb.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	sb.WriteString("```\n")
	return sb.String()
}

// writeToday writes the best of today's board, how many more share its last rank when a tie runs past
// it, and the user's place when it is further down. The board
// is sorted again, as a board stored by an earlier order may not be.
func writeToday(sb *strings.Builder, entries []entry, me string, lang i18n.Lang) {
	if len(entries) == 0 {
		sb.WriteString(msgBoardEmpty.In(lang) + "\n")
		return
	}
	entries = slices.Clone(entries)
	slices.SortStableFunc(entries, entryCmp)
	ranks := commands.SharedRanks(len(entries), func(i, j int) bool { return entryRank(entries[i], entries[j]) == 0 })
	for i, e := range entries[:min(len(entries), boardShow)] {
		score := fmt.Sprintf("%d/%d", e.Guesses, wordle.MaxGuesses)
		if e.Guesses > wordle.MaxGuesses {
			score = fmt.Sprintf("X/%d", wordle.MaxGuesses)
		}
		if e.Hard {
			score += "*"
		}
		sb.WriteString(msgBoardDay.F(lang, ranks[i], commands.Mention(e.User), score, i18n.Duration(e.Took)) + "\n")
	}
	writeMoreTied(sb, ranks, lang)
	if i := slices.IndexFunc(entries, func(e entry) bool { return e.User == me }); i >= boardShow {
		sb.WriteString(msgBoardYou.F(lang, i18n.Num(ranks[i]), i18n.Num(len(entries))) + "\n")
	}
}

// weekRow is one player's week.
type weekRow struct {
	user                 string
	played, won, guesses int
	last                 time.Time // when their last game of the week ended: when they reached this result
}

// weekRank compares two weeks by what ranks them: most words found, then fewest guesses; 0 when they
// share a rank. Time is not shown on the week's board, so it ranks nothing.
func weekRank(a, b *weekRow) int {
	if a.won != b.won {
		return b.won - a.won
	}
	return a.guesses - b.guesses
}

// writeWeek writes the best players of the week's boards, how many more share the last rank shown when a
// tie runs past them, and the user's place when further down.
func writeWeek(sb *strings.Builder, boards []board, me string, lang i18n.Lang) {
	byUser := map[string]*weekRow{}
	var rows []*weekRow
	for _, b := range boards {
		for _, e := range b.Entries {
			r := byUser[e.User]
			if r == nil {
				r = &weekRow{user: e.User}
				byUser[e.User] = r
				rows = append(rows, r)
			}
			r.played++
			r.guesses += e.Guesses
			if e.At.After(r.last) {
				r.last = e.At
			}
			if e.Guesses <= wordle.MaxGuesses {
				r.won++
			}
		}
	}
	if len(rows) == 0 {
		sb.WriteString(msgBoardEmpty.In(lang) + "\n")
		return
	}
	// within a tie, who reached the result first, then by user id
	slices.SortFunc(rows, func(a, b *weekRow) int {
		if c := weekRank(a, b); c != 0 {
			return c
		}
		if c := a.last.Compare(b.last); c != 0 {
			return c
		}
		return strings.Compare(a.user, b.user)
	})
	ranks := commands.SharedRanks(len(rows), func(i, j int) bool { return weekRank(rows[i], rows[j]) == 0 })
	for i, r := range rows[:min(len(rows), boardShow)] {
		sb.WriteString(msgBoardWeekLine.F(lang, ranks[i], commands.Mention(r.user), i18n.Num(r.won), i18n.Num(r.played),
			countWeek.N(int64(r.guesses))) + "\n")
	}
	writeMoreTied(sb, ranks, lang)
	if i := slices.IndexFunc(rows, func(r *weekRow) bool { return r.user == me }); i >= boardShow {
		sb.WriteString(msgBoardYou.F(lang, i18n.Num(ranks[i]), i18n.Num(len(rows))) + "\n")
	}
}

// writeMoreTied writes, after a board's boardShow rows ranked ranks (commands.SharedRanks), how many
// more players share the last rank shown, when a tie runs past the rows: a board that cut it off unsaid
// would leave them looking lower than they rank.
func writeMoreTied(sb *strings.Builder, ranks []int, lang i18n.Lang) {
	if more := commands.TiedPast(ranks, boardShow); more > 0 {
		sb.WriteString(msgBoardMoreTied.F(lang, countMorePlayers.N(int64(more)), i18n.Num(ranks[boardShow-1])) + "\n")
	}
}
