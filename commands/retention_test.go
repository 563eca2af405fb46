package commands

import (
	"context"
	"testing"
	"testing/synctest"
	"time"

	"kibitz/commands/commandtest"
	"kibitz/storage"
	"kibitz/storage/memory"
	"kibitz/storage/redis/redistest"
)

// TestAllTimeBoardsExpire: an all-time board and its best times live as long as the players' figures
// (statsKeep) from the board's last win, and go after that long without one. Without a time to live they
// gained a member for every player who ever won in a place and kept it for good, the place long gone
// (with user installs, every channel is a place).
func TestAllTimeBoardsExpire(t *testing.T) {
	synctest.Test(t, func(t *testing.T) {
		ctx := context.Background()
		env := Env{Store: memory.New()}.WithDefaults() // the bubble's clock, the store's too
		win := func(user, id string, took time.Duration) {
			t.Helper()
			r := Result{Game: "sudoku", Ranked: true, GuildID: "g", UserID: user, Outcome: Win, Time: took, ID: id}
			if err := env.Record(ctx, r); err != nil {
				t.Fatal(err)
			}
		}
		held := func(when string, want int) {
			t.Helper()
			for _, key := range []string{LeaderboardKey("sudoku", "g", AllTime, env.Now()), BestTimeKey("sudoku", "g", AllTime, env.Now())} {
				if top, err := env.Store.ZRevRange(ctx, key, 0, -1); err != nil || len(top) != want {
					t.Errorf("%s: %s holds %+v, %v; want %d players", when, key, top, err, want)
				}
			}
		}
		win("a", "sudoku:1", 90*time.Second)
		time.Sleep(statsKeep - time.Hour)
		held("an hour before the first win's time ran out", 1)
		win("b", "sudoku:2", 80*time.Second)
		time.Sleep(2 * time.Hour)
		held("an hour after the first win's time, a later win's renewing it", 2)
		time.Sleep(statsKeep - 3*time.Hour)
		held("an hour before the last win's time runs out", 2)
		time.Sleep(2 * time.Hour)
		held("two years after the last win", 0)
	})
}

// TestAllTimeBoardsTimeToLive: every win gives the all-time board and its best times the figures' time
// to live (statsKeep), and the week's boards theirs (weekKeep), a win that does not beat the player's best
// time too, whatever time to live they had: in the memory store, as the Expire calls give it, and in Redis
// (REDIS_URL) as the server keeps it.
func TestAllTimeBoardsTimeToLive(t *testing.T) {
	for _, b := range ttlStores {
		t.Run(b.name, func(t *testing.T) {
			inner, serverTTL := b.open(t)
			store := &commandtest.FailingWrites{Store: inner}
			now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
			env := Env{Store: store, Now: func() time.Time { return now }}.WithDefaults()
			ctx := context.Background()
			keep := map[string]time.Duration{
				LeaderboardKey("sudoku", "g", AllTime, now): statsKeep,
				BestTimeKey("sudoku", "g", AllTime, now):    statsKeep,
				LeaderboardKey("sudoku", "g", Week, now):    weekKeep,
				BestTimeKey("sudoku", "g", Week, now):       weekKeep,
			}
			check := func(when string) {
				t.Helper()
				for key, want := range keep {
					if got := store.TTL(key); got != want {
						t.Errorf("%s: %s given %v to live, want %v", when, key, got, want)
					}
					if serverTTL == nil {
						continue
					}
					if got := serverTTL(key); got > want || got < want-time.Minute {
						t.Errorf("%s: %s lives %v in the store, want %v", when, key, got, want)
					}
				}
			}
			r := Result{Game: "sudoku", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, Time: 90 * time.Second, ID: "sudoku:1"}
			if err := env.Record(ctx, r); err != nil {
				t.Fatal(err)
			}
			check("the first win")
			for key := range keep {
				if err := store.Expire(ctx, key, time.Hour); err != nil {
					t.Fatal(err)
				}
			}
			r.ID, r.Time = "sudoku:2", 2*time.Minute // slower: the best time stays, its set is renewed
			if err := env.Record(ctx, r); err != nil {
				t.Fatal(err)
			}
			check("a slower win with an hour left")
		})
	}
}

// ttlStores are the stores a test of times to live runs on: memory, and Redis (REDIS_URL) with the time
// to live the server has for a key (nil for memory).
var ttlStores = []struct {
	name string
	open func(t *testing.T) (storage.Store, func(key string) time.Duration)
}{
	{"memory", func(*testing.T) (storage.Store, func(string) time.Duration) { return memory.New(), nil }},
	{"redis", openRedisTTL},
}

// openRedisTTL is a Redis store in a namespace of its own, and the time to live the server has for one of
// its keys; the test is skipped without REDIS_URL.
func openRedisTTL(t *testing.T) (storage.Store, func(key string) time.Duration) {
	s, ns := redistest.Open(t)
	return s, func(key string) time.Duration {
		ttl, err := s.Client().PTTL(context.Background(), ns+":{"+key+"}").Result()
		if err != nil {
			t.Fatal(err)
		}
		return ttl
	}
}
