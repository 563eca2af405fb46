package commands

import (
	"context"
	"sync"
	"testing"
	"time"

	"kibitz/storage/memory"
)

func TestRecord(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC) // ISO week 48 of 2026
	env := Env{Store: memory.New(), Now: func() time.Time { return now }}.WithDefaults()
	ctx := context.Background()
	for _, r := range []Result{
		{Game: "tictactoe", GuildID: "g", UserID: "a", Outcome: Win},
		{Game: "tictactoe", GuildID: "g", UserID: "a", Outcome: Win},
		{Game: "tictactoe", GuildID: "g", UserID: "b", Outcome: Win},
		{Game: "tictactoe", GuildID: "g", UserID: "a", Outcome: Loss},
		{Game: "tictactoe", GuildID: "g", UserID: "a", Outcome: Win},
		{Game: "tictactoe", GuildID: "", UserID: "a", Outcome: Win}, // a direct message: figures only
		{Game: "sudoku", GuildID: "g", UserID: "a", Outcome: Win, Time: 5 * time.Minute},
		{Game: "sudoku", GuildID: "g", UserID: "a", Outcome: Win, Time: 3 * time.Minute},
		{Game: "sudoku", GuildID: "g", UserID: "a", Outcome: Win, Time: 4 * time.Minute},
		{Game: "nim", GuildID: "g", UserID: "c", Outcome: Draw},
	} {
		if err := env.Record(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	s, err := env.Stats(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	if g := s.Games["tictactoe"]; g.Wins != 4 || g.Losses != 1 || g.Streak != 2 || g.BestStreak != 2 || g.Played() != 5 {
		t.Errorf("a's tic-tac-toe: %+v", g)
	}
	if g := s.Games["sudoku"]; g.Wins != 3 || g.BestTime != 3*time.Minute || g.Streak != 3 {
		t.Errorf("a's sudoku: %+v", g)
	}
	top, err := env.Leaderboard(ctx, "tictactoe", "g", AllTime, 10)
	if err != nil || len(top) != 2 || top[0].Member != "a" || top[0].Score != 3 || top[1].Member != "b" {
		t.Errorf("leaderboard: %+v, %v; want a with 3 (the direct message not counted), then b", top, err)
	}
	if key := LeaderboardKey("nim", "g", Week, now); key != "lb:nim:g:w2026-48" {
		t.Errorf("week key %q", key)
	}
	if top, _ := env.Leaderboard(ctx, "nim", "g", Week, 10); len(top) != 0 {
		t.Errorf("a draw on the leaderboard: %+v", top)
	}
	if s, err := env.Stats(ctx, "nobody"); err != nil || len(s.Games) != 0 {
		t.Errorf("no games: %+v, %v", s, err)
	}
	if err := env.Record(ctx, Result{Game: "nim", UserID: "a", Outcome: "resigned"}); err == nil {
		t.Error("an unknown outcome was recorded")
	}
}

// TestRecordConcurrent: players finishing games at the same moment lose no win.
func TestRecordConcurrent(t *testing.T) {
	env := Env{Store: memory.New()}.WithDefaults()
	var wg sync.WaitGroup
	for i := range 40 {
		wg.Go(func() {
			user := []string{"a", "b"}[i%2]
			if err := env.Record(context.Background(), Result{Game: "nim", GuildID: "g", UserID: user, Outcome: Win}); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
	top, _ := env.Leaderboard(context.Background(), "nim", "g", Week, 10)
	if len(top) != 2 || top[0].Score != 20 || top[1].Score != 20 {
		t.Errorf("after 40 wins at once: %+v", top)
	}
}

// TestRecordKeepsName: a result's name is kept with the player's figures, and a result without one keeps
// the name given before.
func TestRecordKeepsName(t *testing.T) {
	env := Env{Store: memory.New()}.WithDefaults()
	ctx := context.Background()
	for _, r := range []Result{
		{Game: "nim", GuildID: "g", UserID: "a", Outcome: Win, Name: "Alice"},
		{Game: "tictactoe", GuildID: "g", UserID: "a", Outcome: Loss},
	} {
		if err := env.Record(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	if s, _ := env.Stats(ctx, "a"); s.Name != "Alice" {
		t.Errorf("name %q, want Alice", s.Name)
	}
	if err := env.Record(ctx, Result{Game: "nim", UserID: "a", Outcome: Win, Name: "Alicia"}); err != nil {
		t.Fatal(err)
	}
	if s, _ := env.Stats(ctx, "a"); s.Name != "Alicia" {
		t.Errorf("name %q after a new one, want Alicia", s.Name)
	}
}
