package wordle

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/storage"
)

// onBoard are the players on the place's board of day, in its order.
func onBoard(t *testing.T, h *commandtest.Harness, scope, day string) []string {
	t.Helper()
	var b board
	if err := storage.GetJSON(context.Background(), h.Store, boardKey(scope, day), &b); err != nil && !errors.Is(err, storage.ErrNotFound) {
		t.Fatal(err)
	}
	var users []string
	for _, e := range b.Entries {
		users = append(users, e.User)
	}
	return users
}

// TestDailyOfAnUnrankedPlayer: a player the place's moderators took off its rankings (/rankings remove)
// is taken off its boards of the days (Unrank), and so off the week's, which adds them up; a daily they
// finish after, won or missed at the closing, stays off the day's board and the leaderboards, and counts
// in their figures.
func TestDailyOfAnUnrankedPlayer(t *testing.T) {
	h, clock, w := newHarness(t)
	ctx := context.Background()
	playDaily(t, h, clock, alice, 3, true, time.Minute)
	playDaily(t, h, clock, bob, 4, true, time.Minute)
	day := formatDay(clock.Now())
	if got := onBoard(t, h, "g", day); !slices.Equal(got, []string{alice.ID, bob.ID}) {
		t.Fatalf("the day's board before: %v", got)
	}
	u, err := w.RemoveFromRankings(ctx, "g", alice.ID, []string{"wordle"}, []commands.PlaceRankings{w})
	if err != nil || u.Boards != 3 { // the all-time and week's boards, the day's
		t.Fatalf("RemoveFromRankings = %+v, %v; want 3 boards", u, err)
	}
	if got := onBoard(t, h, "g", day); !slices.Equal(got, []string{bob.ID}) {
		t.Errorf("the day's board after alice was taken off: %v, want bob alone", got)
	}

	clock.Advance(24 * time.Hour)
	next := formatDay(clock.Now())
	if end := playDaily(t, h, clock, alice, 2, true, time.Minute); !strings.Contains(end.Content, "A moderator has taken you off the rankings here") {
		t.Errorf("the end of a daily of a player taken off the rankings says nothing of it:\n%s", end.Content)
	}
	if _, err := w.RemoveFromRankings(ctx, "g", carol.ID, []string{"wordle"}, []commands.PlaceRankings{w}); err != nil {
		t.Fatal(err)
	}
	resp, g := openDaily(t, h, carol, next)
	submitGuess(t, h, carol, resp, missWords(t, g.Game.Answer, 1)[0])
	clock.Advance(16 * time.Hour) // past the closing, 01:00 the day after, and its grace
	w.sweepDailies(ctx)
	if got := onBoard(t, h, "g", next); len(got) != 0 {
		t.Errorf("the next day's board: %v, want nobody (alice won, carol missed, both taken off)", got)
	}
	if got := allTime(t, h, "g"); got != "102:1" {
		t.Errorf("all-time leaderboard %q, want bob's one win", got)
	}
	if a, c := sharedStats(t, h, alice.ID), sharedStats(t, h, carol.ID); a.Wins != 2 || c.Losses != 1 {
		t.Errorf("figures: alice %+v, carol %+v; want alice's two wins and carol's loss", a, c)
	}
}
