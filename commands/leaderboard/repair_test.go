package leaderboard

import (
	"context"
	"testing"
	"time"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/internal/testenv"
)

// TestBackgroundRepairsResults: the room's background work records an end whose recording failed, once
// it is due (commands.Env.RepairResults): the win reaches the board without anyone asking for it.
func TestBackgroundRepairsResults(t *testing.T) {
	_, env, clock := setup(t)
	failing := &commandtest.FailingWrites{Store: env.Store}
	env.Store = failing
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	failing.FailNext("ZIncrByOnce", "rank:tictactoe:g:all")
	end := []commands.Result{{Game: "tictactoe", Ranked: true, GuildID: "g", UserID: alice.ID, Outcome: commands.Win, ID: "tictactoe:x1"}}
	if err := env.RecordAll(ctx, end); err == nil {
		t.Fatal("the failed write was not reported")
	}
	clock.Advance(time.Minute) // the end is due
	done := make(chan struct{})
	go func() {
		defer close(done)
		New(env, Config{Scorings: scorings}).Background(ctx)
	}()
	if !testenv.Eventually(10*time.Second, func() bool {
		top, err := env.Leaderboard(context.Background(), "tictactoe", "g", commands.AllTime, 10)
		return err == nil && len(top) == 1 && top[0].Score == 1
	}) {
		t.Error("the background did not record the win")
	}
	cancel()
	<-done
}
