package commands

import (
	"context"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"kibitz/commands/commandtest"
	"kibitz/storage"
	"kibitz/storage/memory"
)

// fakePlaceRankings is a game keeping a ranking of its own per place: one sorted set a place.
type fakePlaceRankings struct {
	Game
	env Env
}

func (f fakePlaceRankings) Unrank(ctx context.Context, scope, user string) (int, error) {
	found, err := f.env.TakeOff(ctx, "own:"+scope, user)
	if err != nil || !found {
		return 0, err
	}
	return 1, nil
}

// onBoards are the members of key.
func onBoards(t *testing.T, s storage.Store, key string) []string {
	t.Helper()
	all, err := s.ZRevRange(context.Background(), key, 0, -1)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, m := range all {
		ids = append(ids, m.Member)
	}
	slices.Sort(ids)
	return ids
}

// TestUnrankTakesOffEveryBoardOfThePlace: taking a user off a place's rankings takes them off its every
// board, all time and each week kept, best times and a game's own rankings too, and off no other place's,
// nor anyone else off; their figures (/stats) stay. In the memory store and in Redis (REDIS_URL).
func TestUnrankTakesOffEveryBoardOfThePlace(t *testing.T) {
	for _, b := range ttlStores {
		t.Run(b.name, func(t *testing.T) {
			inner, serverTTL := b.open(t)
			store := &commandtest.FailingWrites{Store: inner}
			clock := commandtest.NewClock(tuesday)
			env := Env{Store: store, Now: clock.Now}.WithDefaults()
			ctx := context.Background()
			win := func(game, place, user string, took time.Duration) {
				t.Helper()
				r := Result{Game: game, Ranked: true, GuildID: place, UserID: user, Outcome: Win, Time: took}
				if err := env.Record(ctx, r); err != nil {
					t.Fatal(err)
				}
			}
			fourWeeksAgo := tuesday.AddDate(0, 0, -28)
			clock.Advance(-28 * 24 * time.Hour)
			win("nim", "g", "a", 0) // a board four weeks old, still kept
			clock.Advance(28 * 24 * time.Hour)
			for _, place := range []string{"g", "h"} {
				win("nim", place, "a", 0)
				win("nim", place, "b", 0)
				win("sudoku", place, "a", 90*time.Second)
				win("sudoku", place, "b", 80*time.Second)
				if err := store.ZAdd(ctx, "own:"+place, "a", 1); err != nil {
					t.Fatal(err)
				}
			}
			before, err := env.Stats(ctx, "a")
			if err != nil {
				t.Fatal(err)
			}
			games := []PlaceRankings{fakePlaceRankings{env: env}}
			u, err := env.RemoveFromRankings(ctx, "g", "a", []string{"nim", "sudoku", "tictactoe"}, games)
			if err != nil {
				t.Fatal(err)
			}
			// nim all time, this week and four weeks ago; sudoku all time and this week; the game's own
			if want := (Unranking{Since: tuesday, Boards: 6}); u != want {
				t.Errorf("RemoveFromRankings = %+v, want %+v", u, want)
			}
			for _, c := range []struct {
				key  string
				want []string
			}{
				{LeaderboardKey("nim", "g", AllTime, tuesday), []string{"b"}},
				{LeaderboardKey("nim", "g", Week, tuesday), []string{"b"}},
				{LeaderboardKey("nim", "g", Week, fourWeeksAgo), nil},
				{LeaderboardKey("sudoku", "g", AllTime, tuesday), []string{"b"}},
				{BestTimeKey("sudoku", "g", AllTime, tuesday), []string{"b"}},
				{LeaderboardKey("sudoku", "g", Week, tuesday), []string{"b"}},
				{BestTimeKey("sudoku", "g", Week, tuesday), []string{"b"}},
				{"own:g", nil},
				{LeaderboardKey("nim", "h", AllTime, tuesday), []string{"a", "b"}}, // another place's
				{BestTimeKey("sudoku", "h", Week, tuesday), []string{"a", "b"}},
				{"own:h", []string{"a"}},
			} {
				if got := onBoards(t, store, c.key); !slices.Equal(got, c.want) {
					t.Errorf("%s holds %v, want %v", c.key, got, c.want)
				}
			}
			after, err := env.Stats(ctx, "a")
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(after.Ranked, before.Ranked) {
				t.Errorf("a's figures changed: %+v, were %+v", after.Ranked, before.Ranked)
			}
			if got := store.TTL(UnrankedKey("g")); got != unrankedKeep {
				t.Errorf("%s given %v to live, want %v", UnrankedKey("g"), got, unrankedKeep)
			}
			if serverTTL != nil {
				if got := serverTTL(UnrankedKey("g")); got > unrankedKeep || got < unrankedKeep-time.Minute {
					t.Errorf("%s lives %v in the store, want %v", UnrankedKey("g"), got, unrankedKeep)
				}
			}

			// Taken off again: already off since the first time, nothing left to take off.
			clock.Advance(time.Hour)
			u, err = env.RemoveFromRankings(ctx, "g", "a", []string{"nim", "sudoku"}, games)
			if want := (Unranking{Since: tuesday, Already: true}); err != nil || u != want {
				t.Errorf("RemoveFromRankings again = %+v, %v; want %+v", u, err, want)
			}
			if list, err := env.UnrankedUsers(ctx, "g", 0); err != nil || !slices.Equal(list, []storage.Scored{{Member: "a", Score: float64(tuesday.Unix())}}) {
				t.Errorf("UnrankedUsers(g) = %+v, %v", list, err)
			}
			if list, err := env.UnrankedUsers(ctx, "h", 0); err != nil || len(list) != 0 {
				t.Errorf("UnrankedUsers(h) = %+v, %v; want none", list, err)
			}
		})
	}
}

// TestUnrankedWinsStayOff: the ranked wins of a user taken off a place's rankings go to their figures and
// to no board of the place, whichever path records them (Record, RecordAll, the repair of a recording
// that failed, an end noted before they were taken off and repaired after); other places' boards still
// take them; once put back, their new wins rank there again, and what was taken off stays off.
func TestUnrankedWinsStayOff(t *testing.T) {
	ctx := context.Background()
	for _, tc := range []struct {
		name string
		win  func(t *testing.T, env Env, store *commandtest.FailingWrites, clock *commandtest.Clock, id string)
	}{
		{"Record", func(t *testing.T, env Env, _ *commandtest.FailingWrites, _ *commandtest.Clock, id string) {
			if err := env.Record(ctx, endOf(id)[0]); err != nil {
				t.Fatal(err)
			}
		}},
		{"RecordAll", func(t *testing.T, env Env, _ *commandtest.FailingWrites, _ *commandtest.Clock, id string) {
			if err := env.RecordAll(ctx, endOf(id)); err != nil {
				t.Fatal(err)
			}
		}},
		{"the repair of a failed recording", func(t *testing.T, env Env, store *commandtest.FailingWrites, clock *commandtest.Clock, id string) {
			store.FailNext("Update", "stats:a")
			if err := env.RecordAll(ctx, endOf(id)); err == nil {
				t.Fatal("the failed write was not reported")
			}
			clock.Advance(pendingAfter)
			env.RepairResults(ctx)
			wantPending(t, env, 0, "after the repair")
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			env, store, clock := failingEnv(tuesday)
			tc.win(t, env, store, clock, "nim:g1:1")
			removed := clock.Now()
			if _, err := env.RemoveFromRankings(ctx, "g", "a", []string{"nim"}, nil); err != nil {
				t.Fatal(err)
			}
			tc.win(t, env, store, clock, "nim:g2:1")
			r := endOf("nim:g3:1")[0]
			r.GuildID = "h"
			if err := env.Record(ctx, r); err != nil {
				t.Fatal(err)
			}
			a, err := env.Stats(ctx, "a")
			if err != nil {
				t.Fatal(err)
			}
			if got := a.Ranked["nim"].Wins; got != 3 {
				t.Errorf("a's figures count %d wins, want 3: every place's", got)
			}
			for _, p := range []Period{AllTime, Week} {
				if got := onBoards(t, store, LeaderboardKey("nim", "g", p, tuesday)); len(got) != 0 {
					t.Errorf("g's %s board holds %v after a was taken off it, want nobody", p, got)
				}
				if got := onBoards(t, store, LeaderboardKey("nim", "h", p, tuesday)); !slices.Equal(got, []string{"a"}) {
					t.Errorf("h's %s board holds %v, want a", p, got)
				}
			}
			if since, was, err := env.RestoreToRankings(ctx, "g", "a"); err != nil || !was || !since.Equal(removed) {
				t.Fatalf("RestoreToRankings = %v, %v, %v; want true, since %v", since, was, err, removed)
			}
			tc.win(t, env, store, clock, "nim:g4:1")
			for _, p := range []Period{AllTime, Week} {
				want := []storage.Scored{{Member: "a", Score: 1}} // the win after, not the ones before
				if top, err := env.Leaderboard(ctx, "nim", "g", p, 10); err != nil || !slices.Equal(top, want) {
					t.Errorf("g's %s board after a was put back: %+v, %v; want %+v", p, top, err, want)
				}
			}
			if _, was, err := env.RestoreToRankings(ctx, "g", "a"); err != nil || was {
				t.Errorf("RestoreToRankings again = %v, %v; want false", was, err)
			}
		})
	}
}

// TestPendingEndRepairedAfterUnrank: an end noted before its winner was taken off, and recorded only by
// the repair after (the process stopped between), leaves them off the boards.
func TestPendingEndRepairedAfterUnrank(t *testing.T) {
	env, store, clock := failingEnv(tuesday)
	ctx := context.Background()
	note := `{"ended":"2026-11-24T12:00:00Z","results":[` +
		`{"Game":"nim","Ranked":true,"GuildID":"g","UserID":"a","Outcome":"win","ID":"nim:g2:1"},` +
		`{"Game":"nim","Ranked":true,"GuildID":"g","UserID":"b","Outcome":"loss","ID":"nim:g2:1"}]}`
	if err := env.Store.ZAdd(ctx, PendingResults, note, DeadlineScore(clock.Now().Add(pendingAfter))); err != nil {
		t.Fatal(err)
	}
	if _, err := env.RemoveFromRankings(ctx, "g", "a", []string{"nim"}, nil); err != nil {
		t.Fatal(err)
	}
	clock.Advance(pendingAfter)
	env.RepairResults(ctx)
	wantPending(t, env, 0, "after the repair")
	if a, err := env.Stats(ctx, "a"); err != nil || a.Ranked["nim"].Wins != 1 {
		t.Errorf("a's figures %+v, %v; want the win", a.Ranked, err)
	}
	if got := onBoards(t, store, LeaderboardKey("nim", "g", AllTime, tuesday)); len(got) != 0 {
		t.Errorf("g's board holds %v, want nobody", got)
	}
}

// TestRankedWinRenewsTheUnrankedSet: a ranked win in a place renews its set of users taken off, which
// so lives as long as the boards it guards.
func TestRankedWinRenewsTheUnrankedSet(t *testing.T) {
	env, store, _ := failingEnv(tuesday)
	ctx := context.Background()
	if _, err := env.RemoveFromRankings(ctx, "g", "a", []string{"nim"}, nil); err != nil {
		t.Fatal(err)
	}
	if err := store.Expire(ctx, UnrankedKey("g"), time.Hour); err != nil {
		t.Fatal(err)
	}
	if err := env.Record(ctx, Result{Game: "nim", Ranked: true, GuildID: "g", UserID: "b", Outcome: Win}); err != nil {
		t.Fatal(err)
	}
	if got := store.TTL(UnrankedKey("g")); got != unrankedKeep {
		t.Errorf("after b's win, %s has %v to live, want %v", UnrankedKey("g"), got, unrankedKeep)
	}
}

// countingStore counts the calls made on the keys that begin with prefix, by operation.
type countingStore struct {
	storage.Store
	prefix string
	calls  map[string]int
}

func (s *countingStore) count(op, key string) {
	if strings.HasPrefix(key, s.prefix) {
		s.calls[op]++
	}
}

func (s *countingStore) ZScore(ctx context.Context, key, member string) (float64, bool, error) {
	s.count("ZScore", key)
	return s.Store.ZScore(ctx, key, member)
}

func (s *countingStore) ZRangeByScore(ctx context.Context, key string, lo, hi float64, limit int) ([]storage.Scored, error) {
	s.count("ZRangeByScore", key)
	return s.Store.ZRangeByScore(ctx, key, lo, hi, limit)
}

func (s *countingStore) Expire(ctx context.Context, key string, ttl time.Duration) error {
	s.count("Expire", key)
	return s.Store.Expire(ctx, key, ttl)
}

// TestRankedWinInAPlaceWithNobodyOff: a ranked win where nobody was taken off the rankings, as in most
// places, reads the place's set of users taken off once and writes nothing to it.
func TestRankedWinInAPlaceWithNobodyOff(t *testing.T) {
	store := &countingStore{Store: memory.New(), prefix: UnrankedKey(""), calls: map[string]int{}}
	env := Env{Store: store, Now: commandtest.NewClock(tuesday).Now}.WithDefaults()
	if err := env.Record(context.Background(), Result{Game: "nim", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win}); err != nil {
		t.Fatal(err)
	}
	if want := map[string]int{"ZRangeByScore": 1}; !maps.Equal(store.calls, want) {
		t.Errorf("a win's calls on %s: %v, want %v", UnrankedKey("g"), store.calls, want)
	}
}
