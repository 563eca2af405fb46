package commands

import (
	"bytes"
	"context"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"kibitz/commands/commandtest"
	"kibitz/storage"
	"kibitz/storage/memory"
)

// endOf is a ranked game of two that a won and b lost, in guild g, as one end (Result.ID).
func endOf(id string) []Result {
	return []Result{
		{Game: "nim", Ranked: true, GuildID: "g", UserID: "a", Outcome: Win, ID: id},
		{Game: "nim", Ranked: true, GuildID: "g", UserID: "b", Outcome: Loss, ID: id},
	}
}

// wantFigures checks a's and b's figures in nim and a's wins on both of g's boards: wins for a, losses
// for b, both on the boards.
func wantFigures(t *testing.T, env Env, wins, losses int) {
	t.Helper()
	ctx := context.Background()
	a, err := env.Stats(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	b, err := env.Stats(ctx, "b")
	if err != nil {
		t.Fatal(err)
	}
	if got := a.Ranked["nim"]; got.Wins != wins || got.Played() != wins {
		t.Errorf("a's figures %+v, want %d wins", got, wins)
	}
	if got := b.Ranked["nim"]; got.Losses != losses || got.Played() != losses {
		t.Errorf("b's figures %+v, want %d losses", got, losses)
	}
	for _, p := range []Period{AllTime, Week} {
		var want []storage.Scored
		if wins > 0 {
			want = []storage.Scored{{Member: "a", Score: float64(wins)}}
		}
		if top, err := env.Leaderboard(ctx, "nim", "g", p, 10); err != nil || !slices.Equal(top, want) {
			t.Errorf("%s board %+v, %v; want %+v", p, top, err, want)
		}
	}
}

// failingEnv is an Env on a store whose writes can be made to fail, on a clock that starts at start.
func failingEnv(start time.Time) (Env, *commandtest.FailingWrites, *commandtest.Clock) {
	clock := commandtest.NewClock(start)
	store := &commandtest.FailingWrites{Store: memory.New()}
	return Env{Store: store, Now: clock.Now}.WithDefaults(), store, clock
}

// tuesday is a time in ISO week 48 of 2026, far from its ends.
var tuesday = time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)

// wantPending checks that n ends are noted in PendingResults; why says when.
func wantPending(t *testing.T, env Env, n int, why string) {
	t.Helper()
	notes, err := env.Store.ZRangeByScore(context.Background(), PendingResults, -1e18, 1e18, 0)
	if err != nil {
		t.Fatal(err)
	}
	if len(notes) != n {
		t.Fatalf("%s: %d ends noted, want %d", why, len(notes), n)
	}
}

// TestRecordWithIDCountsOnce: a result with an ID recorded again (a repair, two replicas repairing at
// once) changes neither the figures nor the boards; another end's result counts.
func TestRecordWithIDCountsOnce(t *testing.T) {
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	env := Env{Store: memory.New(), Now: func() time.Time { return now }}.WithDefaults()
	ctx := context.Background()
	for range 3 {
		for _, r := range endOf("nim:g1:1") {
			if err := env.Record(ctx, r); err != nil {
				t.Fatal(err)
			}
		}
	}
	wantFigures(t, env, 1, 1)
	for _, r := range endOf("nim:g1:2") { // the rematch: another end
		if err := env.Record(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	wantFigures(t, env, 2, 2)
}

// TestRecentKept: a user's statistics remember their last recentKept result IDs, no more.
func TestRecentKept(t *testing.T) {
	env := Env{Store: memory.New()}.WithDefaults()
	ctx := context.Background()
	for i := range recentKept + 5 {
		if err := env.Record(ctx, Result{Game: "nim", UserID: "a", Outcome: Win, ID: "nim:" + string(rune('A'+i%26)) + string(rune('a'+i/26))}); err != nil {
			t.Fatal(err)
		}
	}
	s, err := env.Stats(ctx, "a")
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Recent) != recentKept || s.Practice["nim"].Wins != recentKept+5 {
		t.Errorf("%d IDs kept, %d wins; want %d and %d", len(s.Recent), s.Practice["nim"].Wins, recentKept, recentKept+5)
	}
}

// TestRecordAllRepairsAFailedRecording: an end whose recording fails at any of its writes (the loser's
// figures, the winner's, a board) stays noted, and the repair, once due, completes it: each result
// counted once, the note gone. Before it is due, the repair leaves it to the recording that may still
// be under way.
func TestRecordAllRepairsAFailedRecording(t *testing.T) {
	for _, tc := range []struct{ op, prefix string }{
		{"Update", "stats:a"},
		{"Update", "stats:b"},
		{"ZIncrByOnce", "rank:nim:g:all"},
		{"Expire", "rank:nim:g:all"},
		{"ZIncrByOnce", "rank:nim:g:w"},
		{"Expire", "rank:nim:g:w"},
	} {
		t.Run(tc.op+" "+tc.prefix, func(t *testing.T) {
			env, store, clock := failingEnv(tuesday)
			ctx := context.Background()
			store.FailNext(tc.op, tc.prefix)
			if err := env.RecordAll(ctx, endOf("nim:g1:1")); err == nil {
				t.Fatal("the failed write was not reported")
			}
			if store.Armed() {
				t.Fatal("no write failed")
			}
			wantPending(t, env, 1, "after the failed recording")
			env.RepairResults(ctx) // not due yet
			wantPending(t, env, 1, "after a repair before the end was due")
			clock.Advance(pendingAfter)
			env.RepairResults(ctx)
			env.RepairResults(ctx)
			wantFigures(t, env, 1, 1)
			wantPending(t, env, 0, "after the repair")
		})
	}
}

// TestRecordAllLostProcess: an end noted and never recorded (the process stopped between) is recorded by
// the repair; one recorded in full leaves no note.
func TestRecordAllLostProcess(t *testing.T) {
	env, _, clock := failingEnv(tuesday)
	ctx := context.Background()
	if err := env.RecordAll(ctx, endOf("nim:g1:1")); err != nil {
		t.Fatal(err)
	}
	wantPending(t, env, 0, "after a recording that succeeded")
	// the note RecordAll writes before recording, and then nothing: the process stopped
	note := `{"ended":"2026-11-24T12:00:00Z","results":[` +
		`{"Game":"nim","Ranked":true,"GuildID":"g","UserID":"a","Outcome":"win","ID":"nim:g2:1"},` +
		`{"Game":"nim","Ranked":true,"GuildID":"g","UserID":"b","Outcome":"loss","ID":"nim:g2:1"}]}`
	if err := env.Store.ZAdd(ctx, PendingResults, note, DeadlineScore(clock.Now().Add(pendingAfter))); err != nil {
		t.Fatal(err)
	}
	clock.Advance(pendingAfter)
	env.RepairResults(ctx)
	wantFigures(t, env, 2, 2)
	wantPending(t, env, 0, "after the repair")
}

// TestRepairGivesUp: an end the store keeps refusing is tried again a minute later, until a day after
// it ended; then it is dropped (and logged), not tried for ever. A note that cannot be read is dropped
// at once.
func TestRepairGivesUp(t *testing.T) {
	env, store, clock := failingEnv(tuesday)
	ctx := context.Background()
	store.FailNext("Update", "stats:a")
	if err := env.RecordAll(ctx, endOf("nim:g1:1")); err == nil {
		t.Fatal("the failed write was not reported")
	}
	clock.Advance(pendingAfter)
	store.FailNext("Update", "stats:a")
	env.RepairResults(ctx)
	wantPending(t, env, 1, "after a repair that failed")
	score, _, err := store.ZScore(ctx, PendingResults, mustMember(t, env))
	if err != nil || score != DeadlineScore(clock.Now().Add(pendingRetry)) {
		t.Errorf("the end is due again at %v, %v; want a minute later", score, err)
	}
	clock.Advance(pendingKeep)
	store.FailNext("Update", "stats:a")
	env.RepairResults(ctx)
	wantPending(t, env, 0, "after a day of repairs")
	if err := store.ZAdd(ctx, PendingResults, "not json", 0); err != nil {
		t.Fatal(err)
	}
	env.RepairResults(ctx)
	wantPending(t, env, 0, "after an unreadable note")
}

func mustMember(t *testing.T, env Env) string {
	t.Helper()
	notes, err := env.Store.ZRangeByScore(context.Background(), PendingResults, -1e18, 1e18, 1)
	if err != nil || len(notes) != 1 {
		t.Fatalf("notes %v, %v", notes, err)
	}
	return notes[0].Member
}

// TestRecordAllNeedsIDs: an end without IDs could not be repaired once: it is refused.
func TestRecordAllNeedsIDs(t *testing.T) {
	env := Env{Store: memory.New()}.WithDefaults()
	if err := env.RecordAll(context.Background(), []Result{{Game: "nim", UserID: "a", Outcome: Win}}); err == nil {
		t.Error("an end without IDs was recorded")
	}
}

// TestRepairAcrossTheWeek: an end recorded in part on Sunday night and repaired on Monday counts in
// Sunday's week, once, as its recording would have: a repair dates a result by when its game ended
// (Result.Ended), not by when the repair runs, whose week is another board.
func TestRepairAcrossTheWeek(t *testing.T) {
	for _, tc := range []struct{ op, prefix string }{
		{"Expire", "rank:nim:g:w"},
		{"Update", "stats:b"},
		{"ZIncrByOnce", "rank:nim:g:w"},
	} {
		t.Run(tc.op+" "+tc.prefix, func(t *testing.T) {
			sunday := time.Date(2026, 11, 29, 23, 59, 50, 0, time.UTC) // ISO week 48; Monday is week 49
			env, store, clock := failingEnv(sunday)
			ctx := context.Background()
			store.FailNext(tc.op, tc.prefix)
			if err := env.RecordAll(ctx, endOf("nim:g1:1")); err == nil {
				t.Fatal("the failed write was not reported")
			}
			clock.Advance(pendingAfter) // Monday 00:00:20
			env.RepairResults(ctx)
			for week, want := range map[time.Time]float64{sunday: 1, clock.Now(): 0} {
				score, _, err := store.ZScore(ctx, LeaderboardKey("nim", "g", Week, week), "a")
				if err != nil || score != want {
					t.Errorf("the week of %v: %v wins (%v), want %v", week.Format(time.DateOnly), score, err, want)
				}
			}
			if s, err := env.Stats(ctx, "b"); err != nil || !s.Ranked["nim"].Last.Equal(sunday) {
				t.Errorf("b's last game %v (%v), want %v, when it ended", s.Ranked["nim"].Last, err, sunday)
			}
		})
	}
}

// TestRepairLogsNoNames: the lines of the repair name an end by its result's ID and game, never by what
// its note holds (the players' names); an unreadable note, by its size.
func TestRepairLogsNoNames(t *testing.T) {
	env, store, clock := failingEnv(tuesday)
	var logs bytes.Buffer
	env.Log = slog.New(slog.NewTextHandler(&logs, &slog.HandlerOptions{Level: slog.LevelDebug}))
	ctx := context.Background()
	end := endOf("nim:g1:1")
	end[0].Name, end[1].Name = "Alice Liddell", "Bob Dobbs"
	store.FailNext("Update", "stats:a")
	if err := env.RecordAll(ctx, end); err == nil {
		t.Fatal("the failed write was not reported")
	}
	clock.Advance(pendingAfter)
	store.FailNext("Update", "stats:a")
	env.RepairResults(ctx) // tries again later
	clock.Advance(pendingRetry)
	env.RepairResults(ctx) // repaired
	if err := store.ZAdd(ctx, PendingResults, `{"results":[{"name":"Carol Cut`, 0); err != nil {
		t.Fatal(err)
	}
	env.RepairResults(ctx) // dropped
	got := logs.String()
	for _, want := range []string{`msg="repairing a game's results: trying again later" result=nim:g1:1 kind=nim`,
		`msg="repaired a game's results" result=nim:g1:1 kind=nim`, `msg="a pending end that cannot be read is dropped" bytes=30`} {
		if !strings.Contains(got, want) {
			t.Errorf("the log has no %s:\n%s", want, got)
		}
	}
	for _, name := range []string{"Alice", "Bob", "Carol"} {
		if strings.Contains(got, name) {
			t.Errorf("the log names %s:\n%s", name, got)
		}
	}
}
