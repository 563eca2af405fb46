package commands

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/storage"
)

// scoredGame is a game that records results of one timed ranking, for Forget.
type scoredGame struct{ name string }

func (scoredGame) Register(*router.Mux) {}
func (g scoredGame) Scoring() Scoring {
	return Scoring{Game: g.name, Rankings: []Ranking{{ID: g.name, Timed: true}}}
}

// forgetting is a store of open's with an Env on it at a test clock.
func forgetting(t *testing.T, open func(*testing.T) (storage.Store, func(string) time.Duration)) (storage.Store, *commandtest.Clock, Env) {
	store, _ := open(t)
	clock := commandtest.NewClock(time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC))
	return store, clock, Env{Store: store, Now: clock.Now}.WithDefaults()
}

// TestForgetTakesTheUserOffBoardsInTwoPlaces: the boards of every place the user won in, all time and
// weekly with their best times, lose the user and keep the others; their figures, their index go, and
// the tombstone stays.
func TestForgetTakesTheUserOffBoardsInTwoPlaces(t *testing.T) {
	for _, st := range ttlStores {
		t.Run(st.name, func(t *testing.T) {
			ctx := context.Background()
			store, clock, env := forgetting(t, st.open)
			games := []Game{scoredGame{"sudoku"}}
			for i, r := range []Result{
				{GuildID: "g1", UserID: "a"}, {GuildID: "g2", UserID: "a"}, {GuildID: "g1", UserID: "b"},
			} {
				r.Game, r.Ranked, r.Outcome, r.Time, r.ID = "sudoku", true, Win, time.Minute, "sudoku:"+string(rune('1'+i))
				if err := env.Record(ctx, r); err != nil {
					t.Fatal(err)
				}
			}
			if h, err := env.Holds(ctx, "a"); err != nil || h.Places != 2 || h.Games() != 2 {
				t.Fatalf("Holds(a) = %+v, %v; want 2 places, 2 games", h, err)
			}
			clock.Advance(time.Hour)
			f, err := env.Forget(ctx, "a", games)
			if err != nil {
				t.Fatal(err)
			}
			if f.Places != 2 || f.Boards != 4 || f.Keys != 1 {
				t.Errorf("Forget = %+v; want 2 places, 4 boards (all time and week, each place), 1 key (stats)", f)
			}
			now := clock.Now()
			for _, place := range []string{"g1", "g2"} {
				for _, p := range []Period{AllTime, Week} {
					for _, key := range []string{LeaderboardKey("sudoku", place, p, now), BestTimeKey("sudoku", place, p, now)} {
						if _, found, err := store.ZScore(ctx, key, "a"); err != nil || found {
							t.Errorf("a on %s after forget: %v, %v", key, found, err)
						}
						if _, found, _ := store.ZScore(ctx, key, "b"); place == "g1" && !found {
							t.Errorf("b was taken off %s too", key)
						}
					}
				}
			}
			if h, err := env.Holds(ctx, "a"); err != nil || !h.Empty() {
				t.Errorf("Holds(a) after forget = %+v, %v; want nothing", h, err)
			}
			if _, found, err := env.Forgot(ctx, "a"); err != nil || !found {
				t.Errorf("no tombstone: %v, %v", found, err)
			}
		})
	}
}

// TestForgetIsNotUndoneByLateResults: a result that ended before the user's data was deleted, recorded
// after (the repair of a pending end, a recording late), writes nothing back; one that ended after counts.
func TestForgetIsNotUndoneByLateResults(t *testing.T) {
	for _, st := range ttlStores {
		t.Run(st.name, func(t *testing.T) {
			ctx := context.Background()
			store, clock, env := forgetting(t, st.open)
			ended := clock.Now()
			r := Result{Game: "nim", Ranked: true, GuildID: "g1", UserID: "a", Outcome: Win, ID: "nim:x:1", Ended: ended}
			note, err := json.Marshal(pendingEnd{Ended: ended, Results: []Result{r}})
			if err != nil {
				t.Fatal(err)
			}
			if err := store.ZAdd(ctx, PendingResults, string(note), DeadlineScore(ended.Add(pendingAfter))); err != nil {
				t.Fatal(err)
			}
			clock.Advance(time.Second)
			if _, err := env.Forget(ctx, "a", []Game{scoredGame{"nim"}}); err != nil {
				t.Fatal(err)
			}
			clock.Advance(time.Minute)
			env.RepairResults(ctx)
			if s, err := env.Stats(ctx, "a"); err != nil || !s.Empty() {
				t.Errorf("figures after the repair: %+v, %v; want none", s, err)
			}
			if top, err := store.ZRevRange(ctx, LeaderboardKey("nim", "g1", AllTime, ended), 0, -1); err != nil || len(top) != 0 {
				t.Errorf("board after the repair: %+v, %v; want empty", top, err)
			}
			if left, err := store.ZRevRange(ctx, PendingResults, 0, -1); err != nil || len(left) != 0 {
				t.Errorf("pending after the repair: %+v, %v; want none (the end is done with)", left, err)
			}
			if h, err := env.Holds(ctx, "a"); err != nil || !h.Empty() {
				t.Errorf("Holds(a) after the repair = %+v, %v; want nothing", h, err)
			}
			r.ID, r.Ended = "nim:x:2", clock.Now()
			if err := env.Record(ctx, r); err != nil {
				t.Fatal(err)
			}
			if s, err := env.Stats(ctx, "a"); err != nil || s.Ranked["nim"].Wins != 1 {
				t.Errorf("a game ended after forgetting: %+v, %v; want it counted", s, err)
			}
		})
	}
}
