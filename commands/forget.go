package commands

import (
	"context"
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"kibitz/router"
	"kibitz/storage"
)

// What kibitz keeps about a user, and its deletion on request (/settings forget, `kibitz forget`;
// docs/privacy.md). Most of a user's data is under keys named by their id (their figures "stats:<user>",
// their preferences, their Wordle tip and practice game) and can be found from it; but a place can be any
// channel, and the store has no way to list keys (storage.Store), so the boards a user is on and the
// figures they keep per place could not be found. So every write path that puts a user's data in a place,
// or under a key named by a game's id, notes it in the user's index, "mine:<user>" (Env.Remember): a
// sorted set whose members are places ("p:<scope>", router.Request.Scope) and keys ("k:<key>"), scored by
// when they were noted, kept as long as the longest of the data it points at (statsKeep) after its last
// note, renewed at most daily (mineRenew).
//
// Forget deletes what the index and the user's id lead to (Env.Forget), and leaves a tombstone,
// "forgot:<user>" holding when, for forgetKeep: Record, and so the repair of pending results
// (RepairResults), writes nothing of a result that ended before it, and the games' own late writers (a
// Wordle daily swept as missed) ask Forgot too, so that a result in flight does not write the data back.
// Left, by design: what belongs to games and places shared with others (a game in progress with other
// players keeps its record until it ends or expires, at most 8 days; the day's pair counts of ranked
// games, "tables:", 48 hours; the tokens that make a win count once on a board, 8 days, which the store
// cannot delete and which keep a daily replayed after forgetting from counting twice) and the
// moderators' decisions (a place's "unranked:" set: a player taken off a place's rankings stays off).
// Also left: boards written before the index existed, which only an operator can find (`kibitz forget`
// says how).

// MineKey is the index of the places and keys that hold user's data (Env.Remember).
func MineKey(user string) string { return "mine:" + user }

// ForgotKey is user's tombstone: when their data was last deleted (Env.Forget).
func ForgotKey(user string) string { return "forgot:" + user }

// mineKeep is how long a user's index is kept after it was last renewed: as long as the longest-lived
// data it points at (an all-time board, the user's figures), and a day more, since a note renews it at
// most once a day (mineRenew).
const mineKeep = statsKeep + mineRenew

// mineRenew is how often a note already in the index is written again, renewing the index: a place where
// the user wins every day costs one store call a write path (the ZScore that finds the note fresh), not
// the two of a write (ZAdd and Expire).
const mineRenew = 24 * time.Hour

// forgetKeep is how long a tombstone is kept: longer than a result stays pending (pendingKeep) and than
// a daily stays open after its day (a Wordle daily closes an hour after it), so that no late writer
// outlives it.
const forgetKeep = 2 * 24 * time.Hour

// PlaceMember and KeyMember are the members of a user's index (MineKey) for a place's data and for a
// key of a game's id.
func PlaceMember(scope string) string { return "p:" + scope }

// KeyMember is the index's member for key (PlaceMember).
func KeyMember(key string) string { return "k:" + key }

// Remember notes member (PlaceMember, KeyMember) in user's index, and renews the index, from a write path
// that puts the user's data in a place or under a game's key: one store call when the note is there and
// was written within mineRenew (ZScore), three when it is written (ZScore, ZAdd, Expire). A note that
// fails is logged: the data it points at can then only be found by an operator (docs/privacy.md).
//
// Measured with a counting store, Record of a ranked timed win in a place (the path every game's win
// takes), store calls before the index and the tombstone, and after: a player's first win there 15, 19
// (the tombstone's Get, Forgot; the note's ZScore, ZAdd and Expire); a win the next game 13, 15 (the Get
// and the ZScore, the note fresh); a loss, which writes no board, 1, 2 (the Get).
func (e Env) Remember(ctx context.Context, user, member string) {
	if user == "" || member == "" {
		return
	}
	key := MineKey(user)
	now := e.Now()
	at, found, err := e.Store.ZScore(ctx, key, member)
	if err == nil && found && now.Sub(time.Unix(int64(at), 0)) < mineRenew {
		return
	}
	if err == nil {
		err = e.Store.ZAdd(ctx, key, member, float64(now.Unix()))
	}
	if err == nil {
		err = e.Store.Expire(ctx, key, mineKeep)
	}
	if err != nil {
		e.Log.Warn("noting where a user's data is", "user", user, "err", err)
	}
}

// Forgot reports when user's data was last deleted (Env.Forget), within forgetKeep; found is false when it
// was not.
func (e Env) Forgot(ctx context.Context, user string) (at time.Time, found bool, err error) {
	raw, err := e.Store.Get(ctx, ForgotKey(user))
	if errors.Is(err, storage.ErrNotFound) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, err
	}
	n, err := strconv.ParseInt(string(raw), 10, 64)
	if err != nil {
		return time.Time{}, false, err
	}
	return time.UnixMilli(n), true, nil
}

// ForgotSince reports whether something of user's that began (or ended) at then is from before their
// data was deleted, and so must not be written back.
func (e Env) ForgotSince(ctx context.Context, user string, then time.Time) (bool, error) {
	at, found, err := e.Forgot(ctx, user)
	if err != nil || !found {
		return false, err
	}
	return !then.After(at), nil
}

// Forgetter is a Game that keeps data of its own about a user under keys the user's id names (with a
// place from the user's index, or a day): Forget deletes them. Keys noted in the index with KeyMember,
// and the leaderboards and day's rankings of the places (PlaceRankings), are deleted by Env.Forget itself.
type Forgetter interface {
	Game
	// Forget deletes what the game keeps about user, in places (scopes, the user's DM with kibitz among
	// them) and as of now, and returns how many stored keys it deleted.
	Forget(ctx context.Context, user string, places []string, now time.Time) (int, error)
}

// Held is what kibitz keeps about a user, for /settings show and before /settings forget.
type Held struct {
	Stats  UserStats // their figures (empty: none)
	Prefs  bool      // preferences set
	Places int       // places noted in their index (leaderboards, per-place figures, dailies)
	Keys   int       // other keys noted in their index (games' keys of their own)
}

// Games is the number of games in Stats.
func (h Held) Games() int {
	n := 0
	for _, m := range []map[string]GameStats{h.Stats.Ranked, h.Stats.Practice, h.Stats.Earlier} {
		for _, g := range m {
			n += g.Played()
		}
	}
	return n
}

// Empty reports whether nothing is kept.
func (h Held) Empty() bool {
	return h.Stats.Empty() && h.Stats.Name == "" && !h.Prefs && h.Places+h.Keys == 0
}

// Holds reads what kibitz keeps about user (Held).
func (e Env) Holds(ctx context.Context, user string) (Held, error) {
	var h Held
	var err error
	if h.Stats, err = e.Stats(ctx, user); err != nil {
		return Held{}, err
	}
	switch _, err := e.Store.Get(ctx, prefsKey(user)); {
	case err == nil:
		h.Prefs = true
	case !errors.Is(err, storage.ErrNotFound):
		return Held{}, err
	}
	places, keys, err := e.mine(ctx, user)
	if err != nil {
		return Held{}, err
	}
	h.Places, h.Keys = len(places), len(keys)
	return h, nil
}

// mine reads user's index: the places and the keys noted in it.
func (e Env) mine(ctx context.Context, user string) (places, keys []string, err error) {
	all, err := e.Store.ZRangeByScore(ctx, MineKey(user), math.Inf(-1), math.Inf(1), 0)
	if err != nil {
		return nil, nil, err
	}
	for _, m := range all {
		if p, ok := strings.CutPrefix(m.Member, "p:"); ok {
			places = append(places, p)
		} else if k, ok := strings.CutPrefix(m.Member, "k:"); ok {
			keys = append(keys, k)
		}
	}
	return places, keys, nil
}

// Forgotten is what Forget deleted.
type Forgotten struct {
	Keys   int // stored keys deleted
	Boards int // leaderboards and day's rankings the user was taken off
	Places int // places looked through (from the index)
}

// Forget deletes what kibitz keeps about user (docs/privacy.md): their figures, preferences, daily
// claims and games in progress of their own, the keys their index notes, their entries on the
// leaderboards (every ranking of games, all time and the weeks still kept, with best times) and day's
// rankings (games' PlaceRankings) of the places their index notes, and what each of games keeps of its
// own (Forgetter); then the index. The tombstone is written first, so that a result recorded while the
// rest is deleted is not written back (Record).
func (e Env) Forget(ctx context.Context, user string, games []Game) (Forgotten, error) {
	var f Forgotten
	if user == "" {
		return f, errors.New("commands: forgetting needs a user")
	}
	now := e.Now()
	stamp := []byte(strconv.FormatInt(now.UnixMilli(), 10))
	if _, err := e.Store.Update(ctx, ForgotKey(user), forgetKeep, func([]byte) ([]byte, error) { return stamp, nil }); err != nil {
		return f, err
	}
	places, keys, err := e.mine(ctx, user)
	if err != nil {
		return f, err
	}
	f.Places = len(places)
	if dm := router.DMScope(user); !slices.Contains(places, dm) { // their DM with kibitz
		places = append(places, dm)
	}
	keys = append(keys, statsKey(user), prefsKey(user))
	scorings := Scorings(games...)
	rankings := RankingIDs(scorings)
	for _, s := range scorings {
		keys = append(keys, playingKey(s.Game, user))
		for _, day := range DaysBack(now, dailyClaimKeep) {
			keys = append(keys, dailyClaimKey(s.Game, user, day))
		}
	}
	n, err := e.Drop(ctx, keys...)
	f.Keys += n
	if err != nil {
		return f, err
	}
	own := PlaceRankingsOf(games...)
	for _, scope := range places {
		boards := rankings
		if router.RankScopeOf(scope) == "" {
			boards = nil // a DM with kibitz has no leaderboards, but a game's ranking of the day may have an entry
		}
		n, err := e.takeOffAll(ctx, scope, user, boards, own, now)
		f.Boards += n
		if err != nil {
			return f, err
		}
	}
	for _, g := range games {
		if fg, ok := g.(Forgetter); ok {
			n, err := fg.Forget(ctx, user, places, now)
			if err != nil {
				return f, err
			}
			f.Keys += n
		}
	}
	if err := e.Store.Delete(ctx, MineKey(user)); err != nil {
		return f, err
	}
	return f, nil
}

// drop deletes key, and reports whether it held something (a value or a sorted set).
func (e Env) drop(ctx context.Context, key string) (bool, error) {
	_, err := e.Store.Get(ctx, key)
	switch {
	case errors.Is(err, storage.ErrNotFound):
		return false, nil
	case err != nil && !errors.Is(err, storage.ErrWrongKind) && !errors.Is(err, storage.ErrUnreadable):
		return false, err
	}
	return true, e.Store.Delete(ctx, key)
}

// Drop deletes keys and returns how many held something: a Forgetter's deletion.
func (e Env) Drop(ctx context.Context, keys ...string) (int, error) {
	n := 0
	for _, k := range keys {
		gone, err := e.drop(ctx, k)
		if err != nil {
			return n, err
		}
		if gone {
			n++
		}
	}
	return n, nil
}
