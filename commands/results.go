package commands

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"slices"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/storage"
)

// Results of finished games, for /leaderboard and /stats (docs/architecture.md §4). A game that ends with
// an outcome records it for each player with Env.Record, saying whether it is ranked (scoring.go: the
// rules of fair results); the records are:
//
//   - a leaderboard per place (router.Request.RankScope: a server that added kibitz, else the channel or
//     group DM), ranking and period, for ranked wins: a sorted set of wins by user id, all time
//     ("rank:<ranking>:<scope>:all", kept for two years after its last win, as long as the players'
//     figures) and per ISO week ("rank:<ranking>:<scope>:w2026-48", kept for five weeks), a daily
//     puzzle's in the week of its day (Result.dated), any other in the week it ends in;
//     a win is one ZIncrBy, so players finishing games at once never collide, and a daily's once per
//     board however many times its result is recorded (countWin);
//   - each user's statistics, one stored value per user ("stats:<user>"): per ranking, wins, losses,
//     draws, the current and best streak of wins (a daily's, of days won in a row: DayRuns, streak.go),
//     and the best time of rankings played against the clock,
//     a daily puzzle counted once a UTC day, the first the user started, however many places they play
//     it in (Result.Day, daily.go);
//     per game, the same of their practice games (no best time: practice is not compared); and the
//     user's name, when a game gives it (Result.Name), for pictures, which cannot show mentions.
//
// Results in a DM with kibitz (no RankScope) count in the user's statistics only. The leaderboards kept
// before results were ranked ("lb:<game>:...") mixed practice in; they are left unread, and a user's
// figures from then are kept apart as their earlier games (UserStats.Earlier).

// Outcome is how a game ended for one player.
type Outcome string

// The outcomes.
const (
	Win  Outcome = "win"
	Loss Outcome = "loss"
	Draw Outcome = "draw"
)

// Result is one player's end of one game.
type Result struct {
	Game string // "tictactoe", "nim", "wordle", "sudoku": the game's command name in English (Scoring.Game)
	// Board is the ranking the result belongs to (Ranking.ID), for a game with several; "" is the game's
	// main one (its ID is Game). No game has several today (Sudoku had one per size of /sudoku play,
	// before it became practice, and its stored figures keep those IDs, which /stats leaves out as
	// retired); the field keeps the results' form open to a game that does.
	Board string
	// Ranked says the result counts on the leaderboards: its player could not pick an easy win
	// (scoring.go). A result that is not ranked is practice.
	Ranked  bool
	GuildID string // "" outside a server
	UserID  string
	Outcome Outcome
	// Time is how long the player took, for games played against the clock (a Sudoku); 0 otherwise. Only a
	// ranked result's time can be a best time.
	Time time.Duration
	// Name is the player's name as Discord shows it everywhere (DisplayName), when the game knows it: a
	// leaderboard's picture cannot show a mention, and a bot cannot look a name up without a call to
	// Discord, so the name is kept with the player's statistics. "" leaves the name kept before.
	Name string
	// Day is the UTC day of a daily puzzle ("2026-05-01"); "" for any other game. Each place has its own
	// daily, and a user can play in many places, so a user's statistics count one daily a day: the first
	// they started (Env.ClaimDaily, daily.go), and that one once (GameStats.Days). Each place's
	// leaderboard counts its own, in the week of the day (Result.dated).
	Day string
	// ID names the end of a game this result is of, the same for each of its players' results
	// ("nim:<game>:<round>"; RecordAll); "" for none. A result with an ID counts once however many times
	// it is recorded (UserStats.Recent, countWin), so a recording that failed can be done again
	// (RepairResults).
	ID string
	// Ended is when the game ended, which Record dates the result by (its week on the boards, the
	// figures' last game); zero for now. RecordAll sets it, so that a result its repair records later
	// counts in the week it ended in, and once: the week's board names its marker.
	Ended time.Time
}

// DisplayName is the name a result keeps (Result.Name), and the games show: the user's global display
// name, else their username, as ShownName cleans them (a display name of nothing but bidirectional
// controls gives way to the username; "" when neither is left). Not a server nickname: the statistics
// are the user's in every server, and a nickname chosen in one server is not shown in another.
func DisplayName(u *discordgo.User) string {
	if u == nil {
		return ""
	}
	if n := ShownName(u.GlobalName); n != "" {
		return n
	}
	return ShownName(u.Username)
}

// Period is the span of a leaderboard.
type Period string

// The periods.
const (
	Week    Period = "week"
	AllTime Period = "all"
)

// weekKeep is how long a weekly leaderboard is kept after its last win: long enough to look back at
// last week's.
const weekKeep = 5 * 7 * 24 * time.Hour

// allTimeKeep is how long an all-time leaderboard, and its best times, are kept after its last win: as
// long as a player's figures after their last game (statsKeep), so a board outlives none of its
// players' figures. Kept for good, every board gained a member for each player who ever won in its
// place, and stayed when the place was gone (a server that removed kibitz, and with user installs any
// channel anyone played in); a board nobody has won on for two years goes instead.
const allTimeKeep = statsKeep

// keep is how long a leaderboard of period p is kept after its last win.
func (p Period) keep() time.Duration {
	if p == Week {
		return weekKeep
	}
	return allTimeKeep
}

// ranking is the ranking a result counts in.
func (r Result) ranking() string {
	if r.Board != "" {
		return r.Board
	}
	return r.Game
}

// dated is the moment whose week r counts in (LeaderboardKey), the result ending at now: a daily's is
// the day it names (Result.Day), whenever it is finished, so a daily counts in the week of its day (a
// Sunday's daily finished just after midnight counts in that Sunday's week); counted in the week it was
// finished, dailies opened through a week and finished on the next Monday all went to that week, eight
// or more, and Sunday's fast time to the week after its own. Any other result counts when it ends, as
// does a day that cannot be read.
func (r Result) dated(now time.Time) time.Time {
	if r.Day == "" {
		return now
	}
	day, err := time.Parse(time.DateOnly, r.Day)
	if err != nil {
		return now
	}
	return day
}

// LeaderboardKey is the sorted set of ranked wins of a server's ranking (Ranking.ID) in the period that
// includes now.
func LeaderboardKey(ranking, guildID string, p Period, now time.Time) string {
	if p == Week {
		y, w := now.UTC().ISOWeek()
		return fmt.Sprintf("rank:%s:%s:w%d-%02d", ranking, guildID, y, w)
	}
	return fmt.Sprintf("rank:%s:%s:all", ranking, guildID)
}

// BestTimeKey is the sorted set of the players' best times, in seconds, on a server's timed ranking in
// the period that includes now: the board's own, kept beside its wins (LeaderboardKey), so that a board
// shows a time set on it, not one from another server, a DM or an earlier week.
func BestTimeKey(ranking, guildID string, p Period, now time.Time) string {
	return LeaderboardKey(ranking, guildID, p, now) + ":best"
}

// Record adds a result to the user's statistics and, for a ranked win in a server, to the server's
// leaderboards of its ranking, unless the server's moderators took the user off them
// (Env.RemoveFromRankings), whose results then go to their statistics alone. The statistics are written
// first: a failure there leaves the leaderboards untouched, so a result is never on a leaderboard without
// having gone to the player's figures (where a daily is counted only when it is the day's first started,
// Env.ClaimDaily, and once).
func (e Env) Record(ctx context.Context, r Result) error {
	if r.UserID == "" || r.Game == "" {
		return errors.New("commands: a result needs a game and a user")
	}
	switch r.Outcome {
	case Win, Loss, Draw:
	default:
		return fmt.Errorf("commands: unknown outcome %q", r.Outcome)
	}
	now := e.Now()
	if !r.Ended.IsZero() {
		now = r.Ended
	}
	// a result that ended before the user's data was deleted does not write it back (forget.go)
	if forgot, err := e.ForgotSince(ctx, r.UserID, now); err != nil {
		return fmt.Errorf("reading whether %s's data was deleted: %w", r.UserID, err)
	} else if forgot {
		return nil
	}
	// another place's daily of the day counts in the figures: this one only on its place's leaderboard
	counted := r.Day == "" || e.countsDaily(ctx, r)
	_, err := storage.UpdateJSON(ctx, e.Store, statsKey(r.UserID), statsKeep, func(cur *UserStats) (*UserStats, error) {
		next := UserStats{Name: r.Name}
		if cur != nil {
			next = *cur
			if r.Name != "" {
				next.Name = r.Name
			}
		}
		if !counted || r.ID != "" && slices.Contains(next.Recent, r.ID) { // the name alone, for the leaderboard's picture
			if next.Name == "" || cur != nil && cur.Name == next.Name {
				return nil, storage.ErrKeep
			}
			return &next, nil
		}
		// Copies of the maps, so that a compare-and-set that runs again starts from the value it read.
		if r.Ranked {
			next.Ranked = maps.Clone(next.Ranked)
			if next.Ranked == nil {
				next.Ranked = map[string]GameStats{}
			}
			next.Ranked[r.ranking()] = next.Ranked[r.ranking()].count(r, r.Time, now)
		} else {
			next.Practice = maps.Clone(next.Practice)
			if next.Practice == nil {
				next.Practice = map[string]GameStats{}
			}
			next.Practice[r.Game] = next.Practice[r.Game].count(r, 0, now)
		}
		if r.ID != "" {
			next.Recent = append(slices.Clone(next.Recent), r.ID)
			next.Recent = next.Recent[max(len(next.Recent)-recentKept, 0):]
		}
		return &next, nil
	})
	if err != nil {
		return fmt.Errorf("recording %s's %s result: %w", r.Game, r.UserID, err)
	}
	if !r.Ranked || r.Outcome != Win || r.GuildID == "" {
		return nil
	}
	// The one place the boards are written: a player the place's moderators took off them stays off
	// (unranked.go), whichever game or repair records the result. Unknown (a store that fails), the result
	// is not written now: the repair of pending results records it again.
	if off, err := e.keepsOff(ctx, r); err != nil {
		return fmt.Errorf("reading who is off the %s leaderboards: %w", r.Game, err)
	} else if off {
		return nil
	}
	e.Remember(ctx, r.UserID, PlaceMember(r.GuildID)) // so that /settings forget finds these boards
	dated := r.dated(now)
	for _, p := range []Period{AllTime, Week} {
		key := LeaderboardKey(r.ranking(), r.GuildID, p, dated)
		if err := e.countWin(ctx, r, key); err != nil {
			return fmt.Errorf("recording %s's win on the leaderboard: %w", r.Game, err)
		}
		if err := e.Store.Expire(ctx, key, p.keep()); err != nil {
			return fmt.Errorf("keeping the %s leaderboard: %w", p, err)
		}
		if r.Time > 0 {
			if err := e.keepBest(ctx, BestTimeKey(r.ranking(), r.GuildID, p, dated), r.UserID, r.Time, p.keep()); err != nil {
				return fmt.Errorf("recording %s's time on the leaderboard: %w", r.Game, err)
			}
		}
	}
	return nil
}

// countWin adds r's win to the leaderboard key: once per result for a daily's or a game's with an ID,
// however many times it is recorded. A recording can be retried (/wordle daily records again a result
// whose recording failed, commands/wordle/stats.go; RepairResults a game's), and a retry must write what
// is missing without repeating what was done. A write that failed may have been done all the same (its
// reply lost after Redis ran it), so the increment and the note that it was made are one atomic store
// operation, Store.ZIncrByOnce, with a token naming the result on that board: the user and the day (one
// daily a day per user, place and ranking) or the result's ID. Done or not, asking again counts it once;
// one token per board, so a retry after the all-time board counted and the week's failed counts the
// week's alone. The token is kept as long as a day's claim (dailyClaimKeep): longer than any daily stays
// playable, and than any result stays pending (pendingKeep), so longer than any retry.
//
// The other writes of Record are idempotent and run at every recording, so a retry completes them too:
// the boards' Expire, and keepBest. A result with neither a day nor an ID counts without a token.
func (e Env) countWin(ctx context.Context, r Result, key string) error {
	once := r.Day
	if once == "" {
		once = r.ID
	}
	if once == "" {
		_, err := e.Store.ZIncrBy(ctx, key, r.UserID, 1)
		return err
	}
	// Before tokens, a counted win was marked by a key of its own, claimed before the increment: a result
	// marked so, and recorded again, has counted on this board.
	if _, err := e.Store.Get(ctx, countedKey(key, r.UserID, once)); err == nil || !errors.Is(err, storage.ErrNotFound) {
		return err
	}
	_, err := e.Store.ZIncrByOnce(ctx, key, r.UserID, 1, r.UserID+":"+once, dailyClaimKeep)
	return err
}

// countedKey is the key that marked user's daily of day, or result of an ID, as counted on the
// leaderboard board before ZIncrByOnce's tokens (countWin). Releases since write none; those written
// before live dailyClaimKeep, so the read of them can go once a release with tokens has run that long.
func countedKey(board, user, once string) string {
	return "counted:" + board + ":" + user + ":" + once
}

// keepBest writes took as user's time in the board's set of best times when it beats the one there. The
// read and the write are two steps: two wins of one player on one board at the same instant could keep
// the slower, which one player's games, each finished by their own last move, do not do. The set is
// given its time to live, keep (its board's: Period.keep), even when took does not beat the time there:
// it lives as long as its board, which every win renews, and recording a result again after its Expire
// failed (countWin) sets it.
func (e Env) keepBest(ctx context.Context, key, user string, took, keep time.Duration) error {
	old, found, err := e.Store.ZScore(ctx, key, user)
	if err != nil {
		return err
	}
	if !found || took.Seconds() < old {
		if err := e.Store.ZAdd(ctx, key, user, took.Seconds()); err != nil {
			return err
		}
	}
	return e.Store.Expire(ctx, key, keep)
}

// Day is the UTC day of t as the counts of ranked games by table name it ("2026-05-01").
func Day(t time.Time) string { return t.UTC().Format(time.DateOnly) }

// DaysBack are the days (Day) from now's back to span before it, now's first: the days whose keys of a
// day, kept for span, may still be in the store (a user's data's deletion, TakeOffDays).
func DaysBack(now time.Time, span time.Duration) []string {
	var days []string
	for back := time.Duration(0); back <= span; back += 24 * time.Hour {
		days = append(days, Day(now.Add(-back)))
	}
	return days
}

// Leaderboard returns the top n players of a server's ranking (Ranking.ID) in the period, most ranked
// wins first.
func (e Env) Leaderboard(ctx context.Context, ranking, guildID string, p Period, n int) ([]storage.Scored, error) {
	return e.Store.ZRevRange(ctx, LeaderboardKey(ranking, guildID, p, e.Now()), 0, n-1)
}
