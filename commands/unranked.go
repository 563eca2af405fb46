package commands

import (
	"context"
	"errors"
	"math"
	"time"

	"kibitz/i18n"
	"kibitz/storage"
)

// Players taken off a place's rankings by the place's moderators (/rankings, commands/leaderboard;
// docs/contract.md §5, "Results, rankings and practice"): a cheater, an alt account, a member banned from
// the server. The place is the one whose boards the results go on (router.Request.RankScope: a server
// that added kibitz, else the channel).
//
// The users taken off are one sorted set a place, "unranked:<scope>", member the user's id, scored by when
// they were taken off (Unix seconds). Taking a user off (RemoveFromRankings) adds them to it, then takes them
// off every board of the place: its leaderboards of every ranking, all time and the weeks still kept, with
// their best times, and the rankings a game keeps of its own (PlaceRankings: a daily's ranking of the day).
// From then on Record, the one place the leaderboards are written, keeps their ranked wins in the place off
// its boards, whichever game and whichever path records them (a game's end, the repair of pending results, a
// daily swept as missed); a game that keeps rankings of its own asks Unranked before it writes them. Their
// own figures (/stats), which are theirs across places, still count every result. Putting them back
// (RestoreToRankings) takes them out of the set: what was taken off does not come back, and their ranked wins
// count here again from then on.
//
// The set is kept as long as the boards it guards: two years (allTimeKeep) after the place's last ranked
// win or its last change, since every ranked win in the place renews it (Record), as it renews the
// place's all-time board. A removal kept for less would let a player back on boards that outlived it.
//
// Left: a result recorded at the very moment of the removal (its check before the set changed, its write
// after the boards were cleaned) can reach a board; taking the user off again cleans it.

// UnrankedKey is the sorted set of the users taken off the rankings of the place whose rank scope is
// scope (router.Request.RankScope), scored by when (Unix seconds).
func UnrankedKey(scope string) string { return "unranked:" + scope }

// unrankedKeep is how long a place's set of users taken off its rankings is kept after its last change
// or the place's last ranked win: as long as the place's all-time boards.
const unrankedKeep = allTimeKeep

// PlaceRankings is a Game that keeps, beside the leaderboards Record writes, rankings of a place of its
// own (a daily's ranking of the day: Sudoku's, Wordle's). It leaves a user taken off the place's
// rankings (Env.Unranked) off them, and Unrank takes a user off those it keeps.
type PlaceRankings interface {
	Game
	// Unrank takes user off the rankings the game keeps for the place whose scope is scope, and returns
	// how many they were on.
	Unrank(ctx context.Context, scope, user string) (int, error)
}

// PlaceRankingsOf are the games among games that keep rankings of their own (PlaceRankings).
func PlaceRankingsOf(games ...Game) []PlaceRankings {
	var out []PlaceRankings
	for _, g := range games {
		if p, ok := g.(PlaceRankings); ok {
			out = append(out, p)
		}
	}
	return out
}

// Unranked reports whether user was taken off the rankings of the place whose rank scope is scope, and
// since when. A DM with kibitz ("") has no rankings, and nobody is taken off them.
func (e Env) Unranked(ctx context.Context, scope, user string) (since time.Time, off bool, err error) {
	if scope == "" {
		return time.Time{}, false, nil
	}
	score, found, err := e.Store.ZScore(ctx, UnrankedKey(scope), user)
	if err != nil || !found {
		return time.Time{}, false, err
	}
	return time.Unix(int64(score), 0).UTC(), true, nil
}

// Unranking is what taking a user off a place's rankings did.
type Unranking struct {
	// Since is when the user was taken off: now, or the earlier time they were taken off already.
	Since time.Time
	// Already says they were off the place's rankings before.
	Already bool
	// Boards is how many boards they were taken off: leaderboards (all time and weekly, a ranking each;
	// their best times go with them, uncounted) and the rankings games keep of their own.
	Boards int
}

// RemoveFromRankings takes user off every ranking of the place whose rank scope is scope: the leaderboards of
// each of rankings (Ranking.ID), all time and each week still kept, with their best times, and the rankings
// each of games keeps; and keeps them off from now (Record). The user goes into the place's set first, so
// that a result recorded while the boards are cleaned is kept off them.
func (e Env) RemoveFromRankings(ctx context.Context, scope, user string, rankings []string, games []PlaceRankings) (Unranking, error) {
	if scope == "" || user == "" {
		return Unranking{}, errors.New("commands: taking a user off the rankings needs a place and a user")
	}
	now := e.Now()
	u := Unranking{Since: now.UTC().Truncate(time.Second)}
	since, off, err := e.Unranked(ctx, scope, user)
	if err != nil {
		return Unranking{}, err
	}
	key := UnrankedKey(scope)
	if off {
		u.Since, u.Already = since, true
	} else if err := e.Store.ZAdd(ctx, key, user, float64(u.Since.Unix())); err != nil {
		return Unranking{}, err
	}
	if err := e.Store.Expire(ctx, key, unrankedKeep); err != nil {
		return Unranking{}, err
	}
	n, err := e.takeOffAll(ctx, scope, user, rankings, games, now)
	if err != nil {
		return Unranking{}, err
	}
	u.Boards = n
	return u, nil
}

// takeOffAll takes user off every board of the place scope at now: the leaderboards of each of rankings,
// all time and each week still kept, with their best times, and the rankings each of games keeps; it
// returns how many they were on (RemoveFromRankings, Forget).
func (e Env) takeOffAll(ctx context.Context, scope, user string, rankings []string, games []PlaceRankings, now time.Time) (int, error) {
	boards := 0
	for _, ranking := range rankings {
		for _, board := range boardsKept(ranking, scope, now) {
			found, err := e.TakeOff(ctx, board, user)
			if err != nil {
				return boards, err
			}
			// uncounted, so removed without asking first whether they were on it
			if err := e.Store.ZRem(ctx, board+":best", user); err != nil {
				return boards, err
			}
			if found {
				boards++
			}
		}
	}
	for _, g := range games {
		n, err := g.Unrank(ctx, scope, user)
		if err != nil {
			return boards, err
		}
		boards += n
	}
	return boards, nil
}

// TakeOff removes user from the sorted set key, a ranking, and reports whether they were on it: the
// leaderboards' part of RemoveFromRankings, and a game's (PlaceRankings.Unrank).
func (e Env) TakeOff(ctx context.Context, key, user string) (bool, error) {
	_, found, err := e.Store.ZScore(ctx, key, user)
	if err != nil || !found {
		return false, err
	}
	return true, e.Store.ZRem(ctx, key, user)
}

// TakeOffDays is PlaceRankings.Unrank for a game that keeps a ranking a day (a daily's): takeOff takes
// the user off the ranking of one day (Day), and is called for every day from today back to span before
// it, the rankings of days that can still be kept; it returns how many of them the user was on.
func (e Env) TakeOffDays(span time.Duration, takeOff func(day string) (found bool, err error)) (int, error) {
	n := 0
	for _, day := range DaysBack(e.Now(), span) {
		found, err := takeOff(day)
		if err != nil {
			return n, err
		}
		if found {
			n++
		}
	}
	return n, nil
}

// boardsKept are the keys of the leaderboards of ranking in the place scope that can still be kept at now:
// the all-time board, and the board of every week back to the oldest one a win may still keep. A week's
// board is kept weekKeep after its last win, and a daily's win counts in the week of its day, which may
// end before the daily does (a Sudoku daily is kept seven days): a week more covers it, and another the
// days of the week itself.
func boardsKept(ranking, scope string, now time.Time) []string {
	keys := []string{LeaderboardKey(ranking, scope, AllTime, now)}
	for back := time.Duration(0); back <= weekKeep+2*7*24*time.Hour; back += 7 * 24 * time.Hour {
		keys = append(keys, LeaderboardKey(ranking, scope, Week, now.Add(-back)))
	}
	return keys
}

// RestoreToRankings puts user back on the rankings of the place whose rank scope is scope: their ranked
// wins there count on its boards again from now. What RemoveFromRankings took off stays off. was reports
// whether they were off, and since when.
func (e Env) RestoreToRankings(ctx context.Context, scope, user string) (since time.Time, was bool, err error) {
	since, off, err := e.Unranked(ctx, scope, user)
	if err != nil || !off {
		return time.Time{}, false, err
	}
	return since, true, e.Store.ZRem(ctx, UnrankedKey(scope), user)
}

// UnrankedUsers are the users taken off the rankings of the place whose rank scope is scope, the earliest
// taken off first, at most limit of them (0: all).
func (e Env) UnrankedUsers(ctx context.Context, scope string, limit int) ([]storage.Scored, error) {
	if scope == "" {
		return nil, nil
	}
	return e.Store.ZRangeByScore(ctx, UnrankedKey(scope), math.Inf(-1), math.Inf(1), limit)
}

// keepsOff reports whether r, a ranked win in a place, is kept off the place's boards: its player was
// taken off them (RemoveFromRankings). It renews the place's set of users taken off, which lives as long as its
// boards, every ranked win renewing them.
//
// It runs at every ranked win, and most places never take anyone off: one read of the set's first member
// finds it missing, and the win costs neither the player's score in it nor its renewal (an Expire, a
// write: in storage/bolt a commit waited for). A set that a removal makes after that read is given its
// time to live by the removal itself.
func (e Env) keepsOff(ctx context.Context, r Result) (bool, error) {
	key := UnrankedKey(r.GuildID)
	if first, err := e.Store.ZRangeByScore(ctx, key, math.Inf(-1), math.Inf(1), 1); err != nil || len(first) == 0 {
		return false, err
	}
	_, off, err := e.Unranked(ctx, r.GuildID, r.UserID)
	if err != nil {
		return false, err
	}
	return off, e.Store.Expire(ctx, key, unrankedKeep)
}

// OffTheRankings is what a game says under a ranked result of a player the place keeps off its rankings
// (Unranked), where the player sees it: the end of a Sudoku or Wordle daily, which would otherwise leave
// them looking for their name on the day's ranking.
func OffTheRankings() i18n.Text { return msgOffTheRankings }

var msgOffTheRankings = i18n.Text{
	En: "A moderator has taken you off the rankings here, so this result is on neither the day's ranking nor the leaderboards here; it counts in your /stats.",
	Ko: "관리자가 이곳의 순위에서 나를 제외했으므로 이 기록은 이곳의 오늘 순위에도 순위표에도 오르지 않습니다. /전적에는 반영됩니다.",
}
