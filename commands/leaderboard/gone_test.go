package leaderboard

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/storage"
	"kibitz/storage/memory"
	"kibitz/storage/redis/redistest"
)

// zremCounting counts the ZRem calls of the store it wraps.
type zremCounting struct {
	storage.Store
	n atomic.Int64
}

func (s *zremCounting) ZRem(ctx context.Context, key string, members ...string) error {
	s.n.Add(1)
	return s.Store.ZRem(ctx, key, members...)
}

// goneStores are the stores TestGonePlayersLeaveTheBoard runs on: memory, and Redis when REDIS_URL names
// one (in a namespace of its own).
var goneStores = []struct {
	name string
	open func(t *testing.T) storage.Store
}{
	{"memory", func(*testing.T) storage.Store { return memory.New() }},
	{"redis", func(t *testing.T) storage.Store {
		s, _ := redistest.Open(t)
		return s
	}},
}

// TestGonePlayersLeaveTheBoard: a player whose figures are gone (kept two years after their last
// result) is taken off the board that would show them, which shows the next players instead of "user"
// and the end of their id; their best times go too. A board whose players all have figures costs no
// call more.
func TestGonePlayersLeaveTheBoard(t *testing.T) {
	for _, b := range goneStores {
		t.Run(b.name, func(t *testing.T) {
			ctx := context.Background()
			store := &zremCounting{Store: b.open(t)}
			clock := commandtest.NewClock(wednesday)
			var env commands.Env
			h := commandtest.New(t, func(h *commandtest.Harness) {
				h.Store = store
				env = commands.Env{Store: store, Log: h.Log, NewID: h.NewID, Now: clock.Now}.WithDefaults()
				New(env, Config{Scorings: scorings}).Register(h.Mux)
			})
			for i := range 13 { // P01 13 wins ... P11 3 wins, P12 and P13 2 wins each
				id := fmt.Sprintf("%d", 2001+i)
				record(t, env, wonBy(id, fmt.Sprintf("P%02d", i+1), max(13-i, 2))...)
				record(t, env, commands.Result{Game: "sudoku", UserID: id, Name: fmt.Sprintf("P%02d", i+1), Outcome: commands.Win, Time: time.Duration(60+i) * time.Second})
			}
			resp := board(h, alice, discordgo.EnglishUS, opt{"game", "tictactoe"}, opt{"display", "text"})
			if !strings.Contains(resp.Content, "P10") || strings.Contains(resp.Content, "P11") || store.n.Load() != 0 {
				t.Fatalf("before: %d ZRem calls, board\n%s", store.n.Load(), resp.Content)
			}
			for _, id := range []string{"2002", "2003"} { // P02 and P03: two years without a game
				if err := store.Delete(ctx, "stats:"+id); err != nil {
					t.Fatal(err)
				}
			}
			for _, game := range []string{"tictactoe", "sudoku"} {
				resp = board(h, alice, discordgo.EnglishUS, opt{"game", game}, opt{"display", "text"})
				for _, want := range []string{"P01", "P04", "P11"} {
					if !strings.Contains(resp.Content, want) {
						t.Errorf("%s: %s missing:\n%s", game, want, resp.Content)
					}
				}
				for _, gone := range []string{"P02", "P03", "user 2002", "user 2003"} {
					if strings.Contains(resp.Content, gone) {
						t.Errorf("%s: %s shown:\n%s", game, gone, resp.Content)
					}
				}
			}
			now := clock.Now()
			for _, key := range []string{commands.LeaderboardKey("tictactoe", "g", commands.AllTime, now),
				commands.LeaderboardKey("sudoku", "g", commands.AllTime, now), commands.BestTimeKey("sudoku", "g", commands.AllTime, now)} {
				for _, id := range []string{"2002", "2003"} {
					if _, found, err := store.ZScore(ctx, key, id); err != nil || found {
						t.Errorf("%s still on %s (%v)", id, key, err)
					}
				}
			}
			// one call for the tic-tac-toe board, two for Sudoku's (its wins and its times)
			if n := store.n.Load(); n != 3 {
				t.Errorf("%d ZRem calls, want 3", n)
			}
		})
	}
}
