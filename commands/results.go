package commands

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/storage"
)

// Results of finished games, for /leaderboard and /stats (docs/architecture.md §4). A game that ends with
// an outcome records it for each player with Env.Record; the records are:
//
//   - a leaderboard per server, game and period: a sorted set of wins by user id, all time
//     ("lb:<game>:<guild>:all") and per ISO week ("lb:<game>:<guild>:w2026-48", kept for five weeks);
//     a win is one ZIncrBy, so players finishing games at once never collide;
//   - each user's statistics, one stored value per user ("stats:<user>"): per game, wins, losses, draws,
//     the current and best streak of wins, and the best time for games played against the clock; and
//     the user's name, when a game gives it (Result.Name), for pictures, which cannot show mentions.
//
// Results outside a server (direct messages) count in the user's statistics only.

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
	Game    string // "tictactoe", "nim", "wordle", "sudoku": the game's command name in English
	GuildID string // "" outside a server
	UserID  string
	Outcome Outcome
	// Time is how long the player took, for games played against the clock (a Sudoku); 0 otherwise.
	Time time.Duration
	// Name is the player's name as Discord shows it everywhere (DisplayName), when the game knows it: a
	// leaderboard's picture cannot show a mention, and a bot cannot look a name up without a call to
	// Discord, so the name is kept with the player's statistics. "" leaves the name kept before.
	Name string
}

// DisplayName is the name a result keeps (Result.Name): the user's global display name, else their
// username. Not a server nickname: the statistics are the user's in every server, and a nickname chosen
// in one server is not shown in another.
func DisplayName(u *discordgo.User) string {
	if u == nil {
		return ""
	}
	if u.GlobalName != "" {
		return u.GlobalName
	}
	return u.Username
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

// LeaderboardKey is the sorted set of wins of a server's game in the period that includes now.
func LeaderboardKey(game, guildID string, p Period, now time.Time) string {
	if p == Week {
		y, w := now.UTC().ISOWeek()
		return fmt.Sprintf("lb:%s:%s:w%d-%02d", game, guildID, y, w)
	}
	return fmt.Sprintf("lb:%s:%s:all", game, guildID)
}

// GameStats are one user's figures in one game.
type GameStats struct {
	Wins       int           `json:"wins,omitempty"`
	Losses     int           `json:"losses,omitempty"`
	Draws      int           `json:"draws,omitempty"`
	Streak     int           `json:"streak,omitempty"`      // wins in a row up to the last game
	BestStreak int           `json:"best_streak,omitempty"` // the longest such run
	BestTime   time.Duration `json:"best_time,omitempty"`   // the fastest win against the clock
	Last       time.Time     `json:"last,omitempty"`        // when the last game ended
}

// Played is the number of games.
func (g GameStats) Played() int { return g.Wins + g.Losses + g.Draws }

// UserStats are a user's figures in every game they played, by game name.
type UserStats struct {
	Games map[string]GameStats `json:"games"`
	// Name is the user's name given with their latest result that had one (Result.Name), for the
	// leaderboards' pictures; "" when no game gave one.
	Name string `json:"name,omitempty"`
}

// SchemaVersion implements storage.Versioned.
func (UserStats) SchemaVersion() int { return 1 }

func statsKey(userID string) string { return "stats:" + userID }

// statsKeep is how long a user's statistics are kept after their last game.
const statsKeep = 2 * 365 * 24 * time.Hour

// Record adds a result to the user's statistics and, for a win in a server, to the server's
// leaderboards of the game. The statistics are written first: a failure there leaves the leaderboards
// untouched, so a result is never on a leaderboard without being in the player's figures.
func (e Env) Record(ctx context.Context, r Result) error {
	if r.UserID == "" || r.Game == "" {
		return errors.New("commands: a result needs a game and a user")
	}
	now := e.Now()
	_, err := storage.UpdateJSON(ctx, e.Store, statsKey(r.UserID), statsKeep, func(cur *UserStats) (*UserStats, error) {
		next := UserStats{Games: map[string]GameStats{}, Name: r.Name}
		if cur != nil {
			if next.Name == "" {
				next.Name = cur.Name
			}
			for g, s := range cur.Games {
				next.Games[g] = s
			}
		}
		g := next.Games[r.Game]
		switch r.Outcome {
		case Win:
			g.Wins++
			g.Streak++
			g.BestStreak = max(g.BestStreak, g.Streak)
			if r.Time > 0 && (g.BestTime == 0 || r.Time < g.BestTime) {
				g.BestTime = r.Time
			}
		case Loss:
			g.Losses++
			g.Streak = 0
		case Draw:
			g.Draws++
			g.Streak = 0
		default:
			return nil, fmt.Errorf("commands: unknown outcome %q", r.Outcome)
		}
		g.Last = now
		next.Games[r.Game] = g
		return &next, nil
	})
	if err != nil {
		return fmt.Errorf("recording %s's %s result: %w", r.Game, r.UserID, err)
	}
	if r.Outcome != Win || r.GuildID == "" {
		return nil
	}
	for _, p := range []Period{AllTime, Week} {
		key := LeaderboardKey(r.Game, r.GuildID, p, now)
		if _, err := e.Store.ZIncrBy(ctx, key, r.UserID, 1); err != nil {
			return fmt.Errorf("recording %s's win on the leaderboard: %w", r.Game, err)
		}
		if p == Week {
			if err := e.Store.Expire(ctx, key, weekKeep); err != nil {
				return fmt.Errorf("keeping the week's leaderboard: %w", err)
			}
		}
	}
	return nil
}

// Stats returns a user's statistics; a user who never finished a game has none (an empty UserStats).
func (e Env) Stats(ctx context.Context, userID string) (UserStats, error) {
	var s UserStats
	err := storage.GetJSON(ctx, e.Store, statsKey(userID), &s)
	if errors.Is(err, storage.ErrNotFound) {
		return UserStats{Games: map[string]GameStats{}}, nil
	}
	if s.Games == nil {
		s.Games = map[string]GameStats{}
	}
	return s, err
}

// Leaderboard returns the top n players of a server's game in the period, most wins first.
func (e Env) Leaderboard(ctx context.Context, game, guildID string, p Period, n int) ([]storage.Scored, error) {
	return e.Store.ZRevRange(ctx, LeaderboardKey(game, guildID, p, e.Now()), 0, n-1)
}
