package commands

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"kibitz/storage"
	"kibitz/storage/memory"
)

// TestRecordCountsTheDailyStartedFirst: of a user's dailies of a day, their statistics count the one they
// started first (Env.ClaimDaily), whenever it ends, and none of the others, whatever their outcome and
// wherever they are played; each place's leaderboard still counts its own. The next day counts again. A
// daily with no claim (started before claims were kept) claims at its result: the first finished.
func TestRecordCountsTheDailyStartedFirst(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	env := Env{Store: memory.New(), Now: func() time.Time { return now }}.WithDefaults()
	ctx := context.Background()
	claim := func(game, day, place string, want bool) {
		t.Helper()
		first, err := env.ClaimDaily(ctx, game, "a", day, place)
		if err != nil || first != want {
			t.Fatalf("claiming %s's daily of %s in %q: first %v, %v; want %v", game, day, place, first, err, want)
		}
	}
	record := func(r Result) {
		t.Helper()
		r.UserID = "a"
		if err := env.Record(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	figures := func(name string, ranked bool, key string, wins, losses, streak int) {
		t.Helper()
		s, err := env.Stats(ctx, "a")
		if err != nil {
			t.Fatal(err)
		}
		g := s.Practice[key]
		if ranked {
			g = s.Ranked[key]
		}
		if g.Wins != wins || g.Losses != losses || g.Streak != streak {
			t.Errorf("%s: %s figures %d wins, %d losses, streak %d; want %d, %d, %d", name, key, g.Wins, g.Losses, g.Streak, wins, losses, streak)
		}
	}

	// The audit: a guess in the DM's daily, a win in the server's, then the DM's lost.
	claim("wordle", "2026-11-24", "ua", true)
	claim("wordle", "2026-11-24", "g", false)
	record(Result{Game: "wordle", Ranked: true, GuildID: "g", Outcome: Win, Day: "2026-11-24"})
	figures("a win in a daily started second", true, "wordle", 0, 0, 0)
	record(Result{Game: "wordle", Ranked: true, GuildID: "", Outcome: Loss, Day: "2026-11-24"})
	figures("the loss of the daily started first", true, "wordle", 0, 1, 0)
	claim("wordle", "2026-11-24", "ua", true) // the same place again: a DM by its scope
	claim("wordle", "2026-11-24", "", true)   // and by its rank scope
	if top, _ := env.Leaderboard(ctx, "wordle", "g", AllTime, 10); len(top) != 1 || top[0].Score != 1 {
		t.Errorf("the server's leaderboard %+v; want its own daily's win", top)
	}

	// The next day counts again: a single daily.
	claim("wordle", "2026-11-25", "g", true)
	record(Result{Game: "wordle", Ranked: true, GuildID: "g", Outcome: Win, Day: "2026-11-25"})
	figures("the next day", true, "wordle", 1, 1, 1)
	record(Result{Game: "wordle", Ranked: true, GuildID: "g", Outcome: Win, Day: "2026-11-25"}) // again
	figures("the same result again", true, "wordle", 1, 1, 1)

	// No claim made at the start: the first result claims.
	record(Result{Game: "wordle", Ranked: true, GuildID: "c1", Outcome: Win, Day: "2026-11-26"})
	record(Result{Game: "wordle", Ranked: true, GuildID: "c2", Outcome: Loss, Day: "2026-11-26"})
	figures("a day claimed by its first result", true, "wordle", 2, 1, 2)

	// Sudoku: practice (with a hint) in the server's daily, opened first, then a ranked solve in the DM's.
	claim("sudoku", "2026-11-24", "g", true)
	claim("sudoku", "2026-11-24", "ua", false)
	record(Result{Game: "sudoku", Ranked: true, GuildID: "", Outcome: Win, Day: "2026-11-24", Time: time.Minute})
	record(Result{Game: "sudoku", GuildID: "g", Outcome: Win, Day: "2026-11-24"})
	figures("the ranked daily opened second", true, "sudoku", 0, 0, 0)
	figures("the practice daily opened first", false, "sudoku", 1, 0, 1)
	// claims are per game: Wordle's of a day leave Sudoku's alone, and the reverse
	claim("sudoku", "2026-11-25", "ua", true)
}

// TestRecordDailyClaimKeepsEarlierDays: a day counted before claims were kept (GameStats.Days) is not
// counted again by the daily that claims it now.
func TestRecordDailyClaimKeepsEarlierDays(t *testing.T) {
	env := Env{Store: memory.New()}.WithDefaults()
	ctx := context.Background()
	before := &UserStats{Ranked: map[string]GameStats{"wordle": {Wins: 1, Streak: 1, BestStreak: 1, Days: []string{"2026-11-24"}}}}
	if err := storage.PutJSON(ctx, env.Store, statsKey("a"), 0, before); err != nil {
		t.Fatal(err)
	}
	if first, err := env.ClaimDaily(ctx, "wordle", "a", "2026-11-24", "g"); !first || err != nil {
		t.Fatalf("claim: %v, %v", first, err)
	}
	if err := env.Record(ctx, Result{Game: "wordle", Ranked: true, GuildID: "g", UserID: "a", Outcome: Loss, Day: "2026-11-24"}); err != nil {
		t.Fatal(err)
	}
	s, _ := env.Stats(ctx, "a")
	if g := s.Ranked["wordle"]; g.Wins != 1 || g.Losses != 0 {
		t.Errorf("figures %+v; want the day counted before, once", g)
	}
}

// failingClaims is a store whose updates of daily claims fail.
type failingClaims struct{ storage.Store }

var errClaimsDown = errors.New("claims down")

func (s failingClaims) Update(ctx context.Context, key string, ttl time.Duration, fn storage.UpdateFunc) ([]byte, error) {
	if strings.HasPrefix(key, "dclaim:") {
		return nil, errClaimsDown
	}
	return s.Store.Update(ctx, key, ttl, fn)
}

// TestClaimDailyFailsOpen: a store that fails the claims loses no result: the claim says first, with the
// error, and the daily counts (once a day still, by GameStats.Days).
func TestClaimDailyFailsOpen(t *testing.T) {
	env := Env{Store: failingClaims{memory.New()}}.WithDefaults()
	ctx := context.Background()
	if first, err := env.ClaimDaily(ctx, "wordle", "a", "2026-11-24", "g"); !first || !errors.Is(err, errClaimsDown) {
		t.Errorf("a failed claim: first %v, %v; want first, and the error", first, err)
	}
	for _, place := range []string{"g", "h"} {
		if err := env.Record(ctx, Result{Game: "wordle", Ranked: true, GuildID: place, UserID: "a", Outcome: Win, Day: "2026-11-24"}); err != nil {
			t.Fatal(err)
		}
	}
	s, _ := env.Stats(ctx, "a")
	if g := s.Ranked["wordle"]; g.Wins != 1 {
		t.Errorf("figures %+v; want the day's first result counted, once", g)
	}
}
