package commands

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"kibitz/commands/commandtest"
	"kibitz/storage"
	"kibitz/storage/memory"
)

func TestRecord(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC) // ISO week 48 of 2026
	env := Env{Store: memory.New(), Now: func() time.Time { return now }}.WithDefaults()
	ctx := context.Background()
	for _, r := range []Result{
		{Game: "tictactoe", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win},
		{Game: "tictactoe", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win},
		{Game: "tictactoe", Ranked: true, GuildID: "g", UserID: "b", Outcome: Win},
		{Game: "tictactoe", Ranked: true, GuildID: "g", UserID: "a", Outcome: Loss},
		{Game: "tictactoe", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win},
		{Game: "tictactoe", Ranked: true, GuildID: "", UserID: "a", Outcome: Win}, // a direct message: figures only
		{Game: "tictactoe", GuildID: "g", UserID: "a", Outcome: Win},              // practice: figures only, apart
		{Game: "tictactoe", GuildID: "g", UserID: "a", Outcome: Win},
		{Game: "sudoku", Board: "sudoku-9x9-expert", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, Time: 5 * time.Minute},
		{Game: "sudoku", Board: "sudoku-9x9-expert", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, Time: 3 * time.Minute},
		{Game: "sudoku", Board: "sudoku-9x9-expert", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, Time: 4 * time.Minute},
		{Game: "sudoku", Board: "sudoku-4x4", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, Time: 5 * time.Second},
		{Game: "sudoku", Board: "sudoku-9x9-easy", GuildID: "g", UserID: "a", Outcome: Win, Time: time.Second}, // with hints
		{Game: "nim", Ranked: true, GuildID: "g", UserID: "c", Outcome: Draw},
	} {
		if err := env.Record(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	s, err := env.Stats(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	if g := s.Ranked["tictactoe"]; g.Wins != 4 || g.Losses != 1 || g.Streak != 2 || g.BestStreak != 2 || g.Played() != 5 {
		t.Errorf("a's ranked tic-tac-toe: %+v", g)
	}
	if g := s.Practice["tictactoe"]; g.Wins != 2 || g.Played() != 2 {
		t.Errorf("a's practice tic-tac-toe: %+v", g)
	}
	if g := s.Ranked["sudoku-9x9-expert"]; g.Wins != 3 || g.BestTime != 3*time.Minute || g.Streak != 3 {
		t.Errorf("a's 9x9 expert sudoku: %+v", g)
	}
	if g := s.Ranked["sudoku-4x4"]; g.Wins != 1 || g.BestTime != 5*time.Second {
		t.Errorf("a's 4x4 sudoku: %+v", g)
	}
	if g := s.Practice["sudoku"]; g.Wins != 1 || g.BestTime != 0 {
		t.Errorf("a's practice sudoku: %+v (practice keeps no best time)", g)
	}
	for _, c := range []struct {
		ranking string
		period  Period
		want    []storage.Scored
	}{
		{"tictactoe", AllTime, []storage.Scored{{Member: "a", Score: 3}, {Member: "b", Score: 1}}}, // not the DM, not practice
		{"tictactoe", Week, []storage.Scored{{Member: "a", Score: 3}, {Member: "b", Score: 1}}},
		{"sudoku-9x9-expert", AllTime, []storage.Scored{{Member: "a", Score: 3}}},
		{"sudoku-4x4", AllTime, []storage.Scored{{Member: "a", Score: 1}}},
		{"sudoku-9x9-easy", AllTime, nil},
		{"sudoku", AllTime, nil},
		{"nim", Week, nil}, // a draw
	} {
		top, err := env.Leaderboard(ctx, c.ranking, "g", c.period, 10)
		if err != nil || !slices.Equal(top, c.want) {
			t.Errorf("leaderboard %s (%s): %+v, %v; want %+v", c.ranking, c.period, top, err, c.want)
		}
	}
	if key := LeaderboardKey("nim", "g", Week, now); key != "rank:nim:g:w2026-48" {
		t.Errorf("week key %q", key)
	}
	if s, err := env.Stats(ctx, "nobody"); err != nil || !s.Empty() {
		t.Errorf("no games: %+v, %v", s, err)
	}
	if err := env.Record(ctx, Result{Game: "nim", UserID: "a", Outcome: "resigned"}); err == nil {
		t.Error("an unknown outcome was recorded")
	}
}

// TestStatsMigrate: figures stored before results were ranked become the user's earlier games, apart from
// what is recorded since, and keep the name.
func TestStatsMigrate(t *testing.T) {
	env := Env{Store: memory.New()}.WithDefaults()
	ctx := context.Background()
	commandtest.SetRaw(t, env.Store, statsKey("a"), `[1,{"games":{"nim":{"wins":7,"losses":2},"sudoku":{"wins":3,"best_time":5000000000}},"name":"Alice"}]`)
	if err := env.Record(ctx, Result{Game: "nim", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win}); err != nil {
		t.Fatal(err)
	}
	s, err := env.Stats(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	if g := s.Earlier["nim"]; g.Wins != 7 || g.Losses != 2 {
		t.Errorf("earlier nim: %+v", g)
	}
	if g := s.Earlier["sudoku"]; g.Wins != 3 || g.BestTime != 5*time.Second {
		t.Errorf("earlier sudoku: %+v", g)
	}
	if g := s.Ranked["nim"]; g.Wins != 1 || g.Played() != 1 {
		t.Errorf("nim since: %+v", g)
	}
	if s.Name != "Alice" {
		t.Errorf("name %q", s.Name)
	}
}

// TestRecordConcurrent: players finishing games at the same moment lose no win.
func TestRecordConcurrent(t *testing.T) {
	env := Env{Store: memory.New()}.WithDefaults()
	var wg sync.WaitGroup
	for i := range 40 {
		wg.Go(func() {
			user := []string{"a", "b"}[i%2]
			if err := env.Record(context.Background(), Result{Game: "nim", Ranked: true, GuildID: "g", UserID: user, Outcome: Win}); err != nil {
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

// TestRecordDailyOnceADay: a user's figures count one daily a UTC day, the first finished, however many
// places they play it in (each place has its own); each place's leaderboard still counts its own. Results
// of other games are counted each time.
func TestRecordDailyOnceADay(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	env := Env{Store: memory.New(), Now: func() time.Time { return now }}.WithDefaults()
	ctx := context.Background()
	daily := func(place, day string, o Outcome) Result {
		return Result{Game: "wordle", Ranked: true, GuildID: place, UserID: "a", Outcome: o, Day: day}
	}
	for _, tc := range []struct {
		name                 string
		results              []Result
		wins, losses, streak int
		practiceWins         int
	}{
		{"one day in three places", []Result{daily("g", "2026-11-24", Win), daily("c1", "2026-11-24", Win), daily("u9", "2026-11-24", Win)}, 1, 0, 1, 0},
		{"a loss elsewhere the same day", []Result{daily("c2", "2026-11-24", Loss)}, 1, 0, 1, 0},
		{"the next day", []Result{daily("c1", "2026-11-25", Win), daily("g", "2026-11-25", Loss)}, 2, 0, 2, 0},
		// a streak of days: the day before the two won, lost, does not break them (TestDailyStreakOfDays)
		{"the day before, finished late", []Result{daily("c3", "2026-11-23", Loss)}, 2, 1, 2, 0},
		{"other games each time", []Result{{Game: "nim", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win}, {Game: "nim", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win}}, 2, 1, 2, 0},
		{"a practice daily once a day too", []Result{{Game: "sudoku", UserID: "a", Outcome: Win, Day: "2026-11-25"}, {Game: "sudoku", GuildID: "g", UserID: "a", Outcome: Win, Day: "2026-11-25"}}, 2, 1, 2, 1},
	} {
		for _, r := range tc.results {
			if err := env.Record(ctx, r); err != nil {
				t.Fatal(err)
			}
		}
		s, err := env.Stats(ctx, "a")
		if err != nil {
			t.Fatal(err)
		}
		if g := s.Ranked["wordle"]; g.Wins != tc.wins || g.Losses != tc.losses || g.Streak != tc.streak {
			t.Errorf("%s: wordle figures %d wins, %d losses, streak %d; want %d, %d, %d", tc.name, g.Wins, g.Losses, g.Streak, tc.wins, tc.losses, tc.streak)
		}
		if got := s.Practice["sudoku"].Wins; got != tc.practiceWins {
			t.Errorf("%s: practice sudoku wins %d, want %d", tc.name, got, tc.practiceWins)
		}
	}
	if s, _ := env.Stats(ctx, "a"); s.Ranked["nim"].Wins != 2 {
		t.Errorf("nim wins %d, want 2", s.Ranked["nim"].Wins)
	}
	for place, want := range map[string]int{"g": 1, "c1": 2, "u9": 1, "c2": 0} {
		top, err := env.Leaderboard(ctx, "wordle", place, AllTime, 10)
		if err != nil {
			t.Fatal(err)
		}
		got := 0
		if len(top) > 0 {
			got = int(top[0].Score)
		}
		if got != want {
			t.Errorf("the leaderboard of %s: %d wins, want %d", place, got, want)
		}
	}
}

// TestRecordDailyInItsWeek: a daily's ranked win, and its time, count in the ISO week of the day it names
// (Result.Day), whenever it is finished: Sunday's Wordle found in Monday's grace hour is Sunday's week's,
// and dailies opened through a week and finished the next Monday stay in their own week, so that nobody
// saves them up for one week. A result without a day counts in the week it ends in.
func TestRecordDailyInItsWeek(t *testing.T) {
	monday := time.Date(2026, 5, 11, 0, 30, 0, 0, time.UTC) // ISO week 20; 2026-05-04..10 is week 19
	env := Env{Store: memory.New(), Now: func() time.Time { return monday }}.WithDefaults()
	ctx := context.Background()
	for _, r := range []Result{
		{Game: "wordle", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, Day: "2026-05-10"},
		{Game: "wordle", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, Day: "2026-05-11"},
		{Game: "sudoku", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, Day: "2026-05-04", Time: 100 * time.Second},
		{Game: "sudoku", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, Day: "2026-05-10", Time: 90 * time.Second},
		{Game: "sudoku", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, Day: "2026-05-11", Time: 200 * time.Second},
		{Game: "nim", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win},
	} {
		if err := env.Record(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	week19 := time.Date(2026, 5, 6, 12, 0, 0, 0, time.UTC)
	for _, c := range []struct {
		key  string
		want float64 // 0: not on it
	}{
		{LeaderboardKey("wordle", "g", Week, week19), 1},
		{LeaderboardKey("wordle", "g", Week, monday), 1},
		{LeaderboardKey("wordle", "g", AllTime, monday), 2},
		{LeaderboardKey("sudoku", "g", Week, week19), 2},
		{LeaderboardKey("sudoku", "g", Week, monday), 1},
		{LeaderboardKey("sudoku", "g", AllTime, monday), 3},
		{BestTimeKey("sudoku", "g", Week, week19), 90},
		{BestTimeKey("sudoku", "g", Week, monday), 200}, // not last week's 90
		{BestTimeKey("sudoku", "g", AllTime, monday), 90},
		{LeaderboardKey("nim", "g", Week, monday), 1},
		{LeaderboardKey("nim", "g", Week, week19), 0},
	} {
		got, _, err := env.Store.ZScore(ctx, c.key, "a")
		if err != nil || got != c.want {
			t.Errorf("%s: %v, %v; want %v", c.key, got, err, c.want)
		}
	}
}

// TestSharedRanks: rows that tie share the rank of the first of them, and the next row's rank counts
// every row before it.
func TestSharedRanks(t *testing.T) {
	for _, tc := range []struct {
		scores []int
		want   []int
	}{
		{nil, []int{}},
		{[]int{5}, []int{1}},
		{[]int{5, 5, 3}, []int{1, 1, 3}},
		{[]int{5, 4, 4, 4, 1}, []int{1, 2, 2, 2, 5}},
		{[]int{2, 2, 2}, []int{1, 1, 1}},
	} {
		got := SharedRanks(len(tc.scores), func(prev, i int) bool { return tc.scores[prev] == tc.scores[i] })
		if !slices.Equal(got, tc.want) {
			t.Errorf("%v: ranks %v, want %v", tc.scores, got, tc.want)
		}
	}
}

// TestTiedPast: the rows past the shown ones that share the last shown rank are counted, and no others.
func TestTiedPast(t *testing.T) {
	for _, tc := range []struct {
		ranks []int
		shown int
		want  int
	}{
		{nil, 10, 0},
		{[]int{1, 1, 3}, 3, 0},                // every row shown
		{[]int{1, 1, 3}, 5, 0},                // fewer rows than the board holds
		{[]int{1, 2, 3, 4}, 3, 0},             // the next row ranks lower
		{[]int{1, 2, 2, 2, 5}, 2, 2},          // two more share #2, then #5
		{[]int{1, 2, 2, 2, 5, 5}, 3, 1},       // the tie runs on from inside the board
		{[]int{1, 1, 1, 1}, 1, 3},             // everyone shares #1
		{[]int{1, 2, 3, 3, 3, 3, 3, 8}, 4, 3}, // 3 more sharing #3
		{[]int{1, 1}, 0, 0},                   // a board of no rows
	} {
		if got := TiedPast(tc.ranks, tc.shown); got != tc.want {
			t.Errorf("%v, %d shown: %d tied past, want %d", tc.ranks, tc.shown, got, tc.want)
		}
	}
}

// TestRecordRetriedAfterPartialFailure: a daily's result whose recording failed halfway through its
// leaderboard writes, and is recorded again (as /wordle daily repairs it), is on each leaderboard once:
// the retry completes the writes that were missing without repeating those done, and a further retry
// changes nothing. The figures count it once too.
func TestRecordRetriedAfterPartialFailure(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC) // ISO week 48 of 2026
	ctx := context.Background()
	for _, tc := range []struct{ op, prefix string }{
		{"ZIncrByOnce", "rank:sudoku:g:all"},
		{"Expire", "rank:sudoku:g:all"},
		{"ZIncrByOnce", "rank:sudoku:g:w"},
		{"Expire", "rank:sudoku:g:w"},
		{"ZAdd", "rank:sudoku:g:all:best"},
		{"Expire", "rank:sudoku:g:all:best"},
		{"ZAdd", "rank:sudoku:g:w2026-48:best"},
		{"Expire", "rank:sudoku:g:w2026-48:best"},
	} {
		t.Run(tc.op+" "+tc.prefix, func(t *testing.T) {
			store := &commandtest.FailingWrites{Store: memory.New()}
			env := Env{Store: store, Now: func() time.Time { return now }}.WithDefaults()
			r := Result{Game: "sudoku", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, Time: 90 * time.Second, Day: "2026-11-24"}
			store.FailNext(tc.op, tc.prefix)
			if err := env.Record(ctx, r); err == nil {
				t.Fatal("the failed write was not reported")
			}
			if store.Armed() {
				t.Fatal("no write failed")
			}
			for range 2 { // the retry, and one more
				if err := env.Record(ctx, r); err != nil {
					t.Fatal(err)
				}
			}
			for _, p := range []Period{AllTime, Week} {
				want := []storage.Scored{{Member: "a", Score: 1}}
				if top, err := env.Leaderboard(ctx, "sudoku", "g", p, 10); err != nil || !slices.Equal(top, want) {
					t.Errorf("%s leaderboard %+v, %v; want one win", p, top, err)
				}
				best, found, err := store.ZScore(ctx, BestTimeKey("sudoku", "g", p, now), "a")
				if err != nil || !found || best != 90 {
					t.Errorf("%s best time %v (found %v), %v; want 90 seconds", p, best, found, err)
				}
			}
			for _, p := range []Period{AllTime, Week} {
				for _, key := range []string{LeaderboardKey("sudoku", "g", p, now), BestTimeKey("sudoku", "g", p, now)} {
					if ttl := store.TTL(key); ttl != p.keep() {
						t.Errorf("%s kept for %v, want %v", key, ttl, p.keep())
					}
				}
			}
			if s, err := env.Stats(ctx, "a"); err != nil || s.Ranked["sudoku"].Wins != 1 || s.Ranked["sudoku"].Played() != 1 {
				t.Errorf("figures %+v, %v; want one win", s.Ranked["sudoku"], err)
			}
		})
	}
}

// TestWinRate: the rate is rounded to the nearest, but says 100% only when every game was won and 0% only
// when none was.
func TestWinRate(t *testing.T) {
	for _, tc := range []struct {
		name    string
		wins, n int
		want    int
	}{
		{"no games", 0, 0, 0},
		{"all won", 3, 3, 100},
		{"none won", 0, 4, 0},
		{"five of seven", 5, 7, 71},
		{"half, rounded up", 1, 8, 13},
		{"one loss in 200", 199, 200, 99},
		{"one loss in 1,000,000", 999_999, 1_000_000, 99},
		{"two of three, rounded up", 2, 3, 67},
		{"one win in 201", 1, 201, 1},
		{"one win in 1,000,000", 1, 1_000_000, 1},
	} {
		if got := WinRate(tc.wins, tc.n); got != tc.want {
			t.Errorf("%s: WinRate(%d, %d) = %d, want %d", tc.name, tc.wins, tc.n, got, tc.want)
		}
	}
}

// TestRecordRetriedAfterLostReply: a write of Record that the store did but whose reply was lost (a
// dropped connection) is an error, and the result is recorded again (RepairResults, /wordle daily); the
// retry must neither count the win a second time nor take the first attempt's traces for a count that
// was made. Each write of a ranked win's recording loses its reply in turn, for a result of a game
// (Result.ID) and a daily's (Result.Day).
func TestRecordRetriedAfterLostReply(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	ctx := context.Background()
	for _, r := range []Result{
		{Game: "tictactoe", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, ID: "tictactoe:x1"},
		{Game: "sudoku", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, Time: 90 * time.Second, Day: "2026-11-24"},
	} {
		for lose := 1; ; lose++ {
			store := &commandtest.LostReply{Store: memory.New(), Lose: lose}
			env := Env{Store: store, Now: func() time.Time { return now }}.WithDefaults()
			env.Record(ctx, r) // reported or not: a lost reply of the day's claim reads as this place's
			if store.Writes < lose {
				break // every write has lost its reply once
			}
			for range 2 { // the retry, and one more
				if err := env.Record(ctx, r); err != nil {
					t.Fatalf("%s, write %d's reply lost: the retry: %v", r.Game, lose, err)
				}
			}
			for _, p := range []Period{AllTime, Week} {
				want := []storage.Scored{{Member: "a", Score: 1}}
				if top, err := env.Leaderboard(ctx, r.Game, "g", p, 10); err != nil || !slices.Equal(top, want) {
					t.Errorf("%s, write %d's reply lost: %s leaderboard %+v, %v; want one win", r.Game, lose, p, top, err)
				}
			}
			if s, err := env.Stats(ctx, "a"); err != nil || s.Ranked[r.Game].Wins != 1 || s.Ranked[r.Game].Played() != 1 {
				t.Errorf("%s, write %d's reply lost: figures %+v, %v; want one win", r.Game, lose, s.Ranked[r.Game], err)
			}
		}
	}
}

// TestRecordHonoursOlderMarkers: a win counted by a release that marked it with a key of its own
// (countedKey), and recorded again by this one, is not counted twice.
func TestRecordHonoursOlderMarkers(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	ctx := context.Background()
	env := Env{Store: memory.New(), Now: func() time.Time { return now }}.WithDefaults()
	r := Result{Game: "tictactoe", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, ID: "tictactoe:x1"}
	all := LeaderboardKey("tictactoe", "g", AllTime, now)
	// the older release counted the win on the all-time board, and failed before the week's
	if _, err := env.Store.ZIncrBy(ctx, all, "a", 1); err != nil {
		t.Fatal(err)
	}
	if _, err := env.Store.Claim(ctx, countedKey(all, "a", r.ID), dailyClaimKeep); err != nil {
		t.Fatal(err)
	}
	if err := env.Record(ctx, r); err != nil {
		t.Fatal(err)
	}
	for _, p := range []Period{AllTime, Week} {
		want := []storage.Scored{{Member: "a", Score: 1}}
		if top, err := env.Leaderboard(ctx, "tictactoe", "g", p, 10); err != nil || !slices.Equal(top, want) {
			t.Errorf("%s leaderboard %+v, %v; want one win", p, top, err)
		}
	}
}
