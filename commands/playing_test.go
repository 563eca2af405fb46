package commands

import (
	"context"
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/storage"
	"kibitz/storage/memory"
)

func TestPlaying(t *testing.T) {
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	env := Env{Store: memory.New(), Now: func() time.Time { return now }}.WithDefaults()
	ctx := context.Background()
	env.SetPlaying(ctx, "nim", "ann", "later", now.Add(2*time.Hour))
	env.SetPlaying(ctx, "nim", "ann", "sooner", now.Add(time.Hour))
	env.SetPlaying(ctx, "nim", "ann", "expired", now.Add(-time.Second))
	env.SetPlaying(ctx, "nim", "ann", "ended", now.Add(time.Hour))
	env.SetPlaying(ctx, "nim", "ann", "ended", time.Time{})
	env.SetPlaying(ctx, "nim", "bob", "bobs", now.Add(time.Hour))
	env.SetPlaying(ctx, "sudoku", "ann", "other kind", now.Add(time.Hour))

	if got, want := env.Playing(ctx, "nim", "ann"), []string{"sooner", "later"}; !slices.Equal(got, want) {
		t.Errorf("ann's Nim games: %v, want %v (soonest first; no expired or ended game, no other player's or kind's)", got, want)
	}
	if got := env.Playing(ctx, "tictactoe", "ann"); len(got) != 0 {
		t.Errorf("a kind ann plays no game of: %v, want none", got)
	}
	now = now.Add(90 * time.Minute)
	if got, want := env.Playing(ctx, "nim", "ann"), []string{"later"}; !slices.Equal(got, want) {
		t.Errorf("ann's Nim games 90 minutes on: %v, want %v", got, want)
	}
}

func TestPlayingRanked(t *testing.T) {
	err := PlayingRanked(i18n.Text{En: "Nim", Ko: "님"})
	var ue *router.UserError
	if !errors.As(err, &ue) || ue.Code != router.Forbidden {
		t.Fatalf("PlayingRanked: %#v, want a router.UserError with code forbidden", err)
	}
	if !strings.Contains(ue.Message.En, "ranked Nim game") || !strings.Contains(ue.Message.Ko, "님 게임") || ue.Hint.En == "" {
		t.Errorf("PlayingRanked says %q / %q (hint %q): want the game named in both languages, and a hint", ue.Message.En, ue.Message.Ko, ue.Hint.En)
	}
}

// TestPlayingBeyondTheBound: a player's ranked games in progress are read up to playingMost; with more,
// an analysis declines whatever it is asked (PlayingAny matches), since one of those unread could be the
// game asked about. Throwaway games opened after the real one (a Sudoku daily in each of 20 channels)
// otherwise pushed it out of what was read.
func TestPlayingBeyondTheBound(t *testing.T) {
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	env := Env{Store: memory.New(), Now: func() time.Time { return now }}.WithDefaults()
	ctx := context.Background()
	never := func(*anyGame) bool { return false }
	for i := range playingMost {
		env.SetPlaying(ctx, "sudoku", "ann", "g"+strconv.Itoa(i), now.Add(time.Hour+time.Duration(i)*time.Minute))
	}
	if ids, all := env.PlayingAll(ctx, "sudoku", "ann"); len(ids) != playingMost || !all {
		t.Errorf("%d games in progress: read %d, all %v; want every one", playingMost, len(ids), all)
	}
	if PlayingAny(ctx, env, "sudoku", "ann", func(id string) string { return "game:" + id }, never) {
		t.Errorf("%d games in progress, none matching: the analysis declined", playingMost)
	}
	env.SetPlaying(ctx, "sudoku", "ann", "one more", now.Add(time.Hour))
	if ids, all := env.PlayingAll(ctx, "sudoku", "ann"); len(ids) != playingMost || all {
		t.Errorf("%d games in progress: read %d, all %v; want %d and not all", playingMost+1, len(ids), all, playingMost)
	}
	if !PlayingAny(ctx, env, "sudoku", "ann", func(id string) string { return "game:" + id }, never) {
		t.Errorf("%d games in progress, more than are read: the analysis went ahead", playingMost+1)
	}
}

// anyGame stands for a game kind's stored value where none is read.
type anyGame struct{}

func (anyGame) SchemaVersion() int { return 1 }

// TestSetPlayingDropsStaleEntries: a write of a player's games in progress takes out the entries whose
// time passed over playingStale ago, which readers skip but which stayed in the set while it was written
// again (a Sudoku daily left unsolved, one a place and day, each stayed as long as the player kept
// playing); an entry just past its time, which a move may be renewing, another player's, and the live
// ones stay.
func TestSetPlayingDropsStaleEntries(t *testing.T) {
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	env := Env{Store: memory.New(), Now: func() time.Time { return now }}.WithDefaults()
	ctx := context.Background()
	env.SetPlaying(ctx, "sudoku", "ann", "stale", now.Add(time.Hour))
	env.SetPlaying(ctx, "sudoku", "ann", "just past", now.Add(2*time.Hour))
	env.SetPlaying(ctx, "sudoku", "ann", "live", now.Add(5*time.Hour))
	env.SetPlaying(ctx, "sudoku", "bob", "bob's stale", now.Add(time.Hour))
	for i := range playingMost + 5 { // more than one write takes out: the next ones take the rest
		env.SetPlaying(ctx, "sudoku", "ann", "old"+strconv.Itoa(i), now.Add(time.Minute))
	}
	now = now.Add(2*time.Hour + playingStale/2)
	env.SetPlaying(ctx, "sudoku", "ann", "new", now.Add(time.Hour))
	env.SetPlaying(ctx, "sudoku", "ann", "new", now.Add(time.Hour))
	members := func(user string) []string {
		t.Helper()
		all, err := env.Store.ZRangeByScore(ctx, playingKey("sudoku", user), math.Inf(-1), math.Inf(1), 0)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, s := range all {
			ids = append(ids, s.Member)
		}
		return ids
	}
	if got, want := members("ann"), []string{"just past", "new", "live"}; !slices.Equal(got, want) {
		t.Errorf("ann's entries: %q, want %q", got, want)
	}
	if got, want := members("bob"), []string{"bob's stale"}; !slices.Equal(got, want) {
		t.Errorf("bob's entries, not written since: %q, want %q", got, want)
	}
}

// zrangeCounter counts the reads by score a store answers.
type zrangeCounter struct {
	storage.Store
	reads int
}

func (s *zrangeCounter) ZRangeByScore(ctx context.Context, key string, lo, hi float64, limit int) ([]storage.Scored, error) {
	s.reads++
	return s.Store.ZRangeByScore(ctx, key, lo, hi, limit)
}

// TestSetPlayingSweepsOncePerWindow: the writes of a move (three a tic-tac-toe move, up to 26 a Nim
// turn) sweep a player's index once within playingStale, not once each; a later write, or one after a
// sweep that took out a full batch, sweeps again.
func TestSetPlayingSweepsOncePerWindow(t *testing.T) {
	now := time.Date(2026, 11, 27, 12, 0, 0, 0, time.UTC)
	store := &zrangeCounter{Store: memory.New()}
	env := Env{Store: store, Now: func() time.Time { return now }}.WithDefaults()
	ctx := context.Background()
	cyWrites := func() { env.SetPlaying(ctx, "nim", "cy", "g", now.Add(time.Hour)) }
	steps := []struct {
		name  string
		wait  time.Duration
		write func()
		reads int
	}{
		{"first write", 0, func() { env.SetPlaying(ctx, "nim", "ann", "g", now.Add(time.Hour)) }, 1},
		{"a move's writes", time.Second, func() {
			for range 26 {
				env.SetPlaying(ctx, "nim", "ann", "g", now.Add(time.Hour))
			}
		}, 0},
		{"another player", 0, func() { env.SetPlaying(ctx, "nim", "bob", "g", now.Add(time.Hour)) }, 1},
		{"past the window", playingStale, func() { env.SetPlaying(ctx, "nim", "ann", "g", now.Add(time.Hour)) }, 1},
		{"a full batch to take out", 0, func() {
			for i := range playingMost + 5 {
				if err := store.Store.ZAdd(ctx, playingKey("nim", "cy"), strconv.Itoa(i), DeadlineScore(now.Add(-time.Hour))); err != nil {
					t.Fatal(err)
				}
			}
			env.SetPlaying(ctx, "nim", "cy", "g", now.Add(time.Hour))
		}, 1},
		{"after a full batch", 0, cyWrites, 1},
		{"after the rest", 0, cyWrites, 0},
	}
	for _, s := range steps {
		now = now.Add(s.wait)
		before := store.reads
		s.write()
		if got := store.reads - before; got != s.reads {
			t.Errorf("%s: %d reads, want %d", s.name, got, s.reads)
		}
	}
}
