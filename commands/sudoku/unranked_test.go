package sudoku

import (
	"context"
	"math"
	"strings"
	"testing"

	"kibitz/commands"
)

// TestDailyOfAnUnrankedPlayer: a player the place's moderators took off its rankings (/rankings remove)
// is taken off the day's ranking there (Unrank), and a daily they solve after stays off it and off the
// leaderboards, saying so, while it counts in their figures; another place's ranking keeps them.
func TestDailyOfAnUnrankedPlayer(t *testing.T) {
	h, clock, cmd := playHarness(t)
	ctx := context.Background()
	ra, _ := dailyIn(t, h, alice, "g")
	solveAll(t, h, clock, alice, ra)
	rh, _ := dailyIn(t, h, alice, "h")
	solveAll(t, h, clock, alice, rh)

	u, err := cmd.RemoveFromRankings(ctx, "g", alice.ID, []string{"sudoku"}, []commands.PlaceRankings{cmd})
	if err != nil || u.Boards != 3 { // the all-time and week's boards, the day's ranking
		t.Fatalf("RemoveFromRankings = %+v, %v; want 3 boards", u, err)
	}
	day := commands.Day(clock.Now())
	for _, c := range []struct {
		place string
		want  int
	}{{"g", 0}, {"h", 1}} {
		scores, err := h.Store.ZRangeByScore(ctx, rankingKey(c.place, day), math.Inf(-1), math.Inf(1), 0)
		if err != nil || len(scores) != c.want {
			t.Errorf("%s's day's ranking after alice was taken off g's: %+v, %v; want %d", c.place, scores, err, c.want)
		}
	}

	rb, _ := dailyIn(t, h, bob, "g")
	if _, err := cmd.RemoveFromRankings(ctx, "g", bob.ID, []string{"sudoku"}, []commands.PlaceRankings{cmd}); err != nil {
		t.Fatal(err)
	}
	end := solveAll(t, h, clock, bob, rb)
	if !strings.Contains(end.Content, "A moderator has taken you off the rankings here") {
		t.Errorf("the end of a daily of a player taken off the rankings says nothing of it:\n%s", end.Content)
	}
	if _, found, err := h.Store.ZScore(ctx, rankingKey("g", day), bob.ID); err != nil || found {
		t.Errorf("bob is on the day's ranking (%v, %v) after he was taken off the place's", found, err)
	}
	for _, p := range []commands.Period{commands.AllTime, commands.Week} {
		if top, err := cmd.Leaderboard(ctx, "sudoku", "g", p, 10); err != nil || len(top) != 0 {
			t.Errorf("g's %s board: %+v, %v; want nobody", p, top, err)
		}
	}
	if s, err := cmd.Stats(ctx, bob.ID); err != nil || s.Ranked["sudoku"].Wins != 1 {
		t.Errorf("bob's figures: %+v, %v; want his solve", s.Ranked, err)
	}
}
