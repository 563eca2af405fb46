package sudoku

import (
	"context"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/storage/memory"
)

// Which dailies /sudoku solve answers privately (daily_private.go).

// TestSolveTodaysDailyPrivately: /sudoku solve of the place's daily puzzle of the day, as given or as a
// player's board (givens dropped, digits written in), answers the asker alone and says why, so that a
// player who has finished it cannot post its solution to those still solving it; another place's daily
// and any other puzzle are answered in public as ever.
func TestSolveTodaysDailyPrivately(t *testing.T) {
	var s *Command
	h := newHarness(t, memory.New(), func(c *Command) { s = c })
	daily, err := s.dailyPuzzle(context.Background(), "g", s.today())
	if err != nil {
		t.Fatal(err)
	}
	board := daily.Givens
	dropped, written := 0, 0
	for cell := range 81 {
		r, c := cell/9, cell%9
		switch {
		case board.At(r, c) != 0 && dropped < 3:
			board.Set(r, c, 0)
			dropped++
		case board.At(r, c) == 0 && written < 10:
			board.Set(r, c, daily.Solution.At(r, c))
			written++
		}
	}
	other := mustParse(t, testWiki)
	for _, tc := range []struct {
		name    string
		in      *discordgo.Interaction
		private bool
	}{
		{"the daily here", commandtest.CommandIn(bob, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", daily.Givens.String()}), true},
		{"a board of it", commandtest.CommandIn(bob, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", board.String()}), true},
		{"another server's", commandtest.InGuild(commandtest.CommandIn(bob, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", daily.Givens.String()}), "h"), false},
		{"another puzzle", commandtest.CommandIn(bob, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", other.String()}), false},
	} {
		resp := h.Serve(tc.in)
		// The board's few givens dropped may leave the day's puzzle more than one solution: answered too.
		if !strings.Contains(resp.Content, "**Solved**") && !strings.Contains(resp.Content, "more than one solution") {
			t.Fatalf("%s: %q", tc.name, resp.Content)
		}
		said := strings.Contains(resp.Content, "Only you can see this answer: it is today's daily puzzle here")
		if resp.Private != tc.private || said != tc.private {
			t.Errorf("%s: private %v, says why %v; want %v", tc.name, resp.Private, said, tc.private)
		}
	}
}

// TestSolveYesterdaysDailyPrivately: a daily board begun before midnight can be finished after it, on its
// own day's ranking (TestDailyAcrossMidnight), so /sudoku solve of yesterday's daily here answers the
// asker alone too, saying it is yesterday's; so is an earlier day's whose boards may still be stored
// (keptDays), since /sudoku daily brings an unfinished one back and it still ranks
// (TestDailyWaitsForAnEarlierDay); a daily older than that, whose boards are gone, is answered in public.
func TestSolveYesterdaysDailyPrivately(t *testing.T) {
	h, clock, _ := playHarness(t)
	clock.Advance(13*time.Hour + 55*time.Minute) // 23:55
	_, p := dailyIn(t, h, alice, "g")
	solve := func() *router.Response {
		return h.Serve(commandtest.InGuild(commandtest.CommandIn(bob, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", p.puzzle.Givens.String()}, opt{"display", "text"}), "g"))
	}
	for _, tc := range []struct {
		name    string
		later   time.Duration
		private bool
		says    string
	}{
		{"today's, at 23:55", 0, true, "it is today's daily puzzle here"},
		{"yesterday's, at 00:01", 6 * time.Minute, true, "it is yesterday's daily puzzle here"},
		{"yesterday's, at 23:59", 23*time.Hour + 58*time.Minute, true, "it is yesterday's daily puzzle here"},
		{"the day before's", 2 * time.Minute, true, "it is the daily puzzle of 2026-05-01 here"},
		{"a week before's", 5 * 24 * time.Hour, true, "it is the daily puzzle of 2026-05-01 here"},
		{"gone", 24 * time.Hour, false, ""},
	} {
		clock.Advance(tc.later)
		resp := solve()
		if !strings.Contains(resp.Content, "**Solved**") {
			t.Fatalf("%s: %q", tc.name, resp.Content)
		}
		said := tc.says != "" && strings.Contains(resp.Content, tc.says)
		if resp.Private != tc.private || said != tc.private || strings.Contains(resp.Content, "Only you") != tc.private {
			t.Errorf("%s: private %v, says %q %v: %q", tc.name, resp.Private, tc.says, said, resp.Content)
		}
	}
}

// TestSolveMakesOnlyTheDailiesBegun: /sudoku solve compares a 9x9 grid with today's daily of its place
// and with the earlier days' only where someone began that day's (a daily nobody began has no board to
// spoil, and none can begin after its day): a place's first solve made the puzzles of all eight days,
// 2.5 ms each. The days before the days were noted (notedSince) are all looked at, as before.
func TestSolveMakesOnlyTheDailiesBegun(t *testing.T) {
	h, clock, cmd := playHarness(t)
	notedFrom(cmd, "2026-01-01") // before the harness's days: every day was noted
	grid := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	solve := func(u *discordgo.User, puzzle string) *router.Response {
		return h.Serve(commandtest.InGuild(commandtest.CommandIn(u, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", puzzle}, opt{"display", "text"}), "g"))
	}
	if resp := solve(bob, grid); !strings.Contains(resp.Content, "**Solved**") || cmd.dailies.Len() != 1 {
		t.Fatalf("a solve where no daily was begun made %d daily puzzles, want today's alone: %q", cmd.dailies.Len(), resp.Content)
	}
	// Once noting runs, a day not noted is not looked at: only today's is made.
	_, p := dailyIn(t, h, alice, "g")
	if err := h.Store.Delete(context.Background(), dailiesBegunKey("g")); err != nil {
		t.Fatal(err)
	}
	clock.Advance(24 * time.Hour)
	cmd.dailies.Purge()
	if resp := solve(bob, p.puzzle.Givens.String()); resp.Private || cmd.dailies.Len() != 1 {
		t.Errorf("yesterday's daily, not noted after noting began: private %v, %d puzzles made", resp.Private, cmd.dailies.Len())
	}
}

// TestDaysNotedFromTheFirstRun: the first day whose dailies begun are noted is the day after kibitz first
// noted one against its store, whenever that was, not a day written in the code: a board of yesterday's
// daily that a release from before the notes began (no note, no first day in the store) is looked at,
// so its puzzle is answered privately, after an upgrade on any date. A day fixed in the code, 2026-11-30,
// had every deployment upgraded after it answer such a board's puzzle in public.
func TestDaysNotedFromTheFirstRun(t *testing.T) {
	h, clock, cmd := playHarness(t)
	clock.Advance(400 * 24 * time.Hour) // 2027-06-05: an upgrade long after the release that began noting
	solve := func(u *discordgo.User, puzzle string) *router.Response {
		return h.Serve(commandtest.InGuild(commandtest.CommandIn(u, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", puzzle}, opt{"display", "text"}), "g"))
	}
	// alice begins today's daily on a release that notes nothing: as if the notes were never written
	_, p := dailyIn(t, h, alice, "g")
	ctx := context.Background()
	for _, key := range []string{dailiesBegunKey("g"), notedSinceKey} {
		if err := h.Store.Delete(ctx, key); err != nil {
			t.Fatal(err)
		}
	}
	cmd.notedFrom.Store(nil) // the upgraded process has read nothing yet

	// the next day, the upgraded release answers bob's solve of alice's board, still rankable
	clock.Advance(24 * time.Hour)
	if resp := solve(bob, p.puzzle.Givens.String()); !resp.Private || !strings.Contains(resp.Content, "yesterday's daily puzzle") {
		t.Errorf("yesterday's daily, begun before the upgrade: private %v: %q", resp.Private, resp.Content)
	}
	raw, err := h.Store.Get(ctx, notedSinceKey)
	if want := commands.Day(clock.Now().AddDate(0, 0, 1)); err != nil || string(raw) != want {
		t.Errorf("the first day noted, as stored: %q, %v; want tomorrow, %s", raw, err, want)
	}
	// a day from then on that nobody began is not made: only today's is, and that first day stays
	clock.Advance(3 * 24 * time.Hour)
	cmd.dailies.Purge()
	cmd.notedFrom.Store(nil) // another replica, or a restart
	// alice's day and the upgrade's, before the first day noted, are looked at still; the days after are noted
	if resp := solve(bob, p.puzzle.Givens.String()); cmd.dailies.Len() != 1+2 || !resp.Private {
		t.Errorf("four days on: %d puzzles made (want today's, alice's day and the upgrade's), private %v", cmd.dailies.Len(), resp.Private)
	}
}

// notedFrom sets the first day cmd takes the dailies begun as noted from (notedSince), as if read.
func notedFrom(cmd *Command, day string) { cmd.notedFrom.Store(&day) }

// BenchmarkSolveFirstInPlace is a 9x9 /sudoku solve in a place kibitz has not answered in yet, where no
// earlier daily was begun: the solve, and today's daily made to compare with (dailyFrom). Measured on a
// loaded 2-core machine, five runs of -benchtime 40x alternating with a build that made all eight days'
// dailies: medians 6.5 ms against 54 ms a solve, about 8 times less.
func BenchmarkSolveFirstInPlace(b *testing.B) {
	h, _, cmd := playHarness(b)
	notedFrom(cmd, "2026-01-01") // before the harness's days: none looked at for want of a note
	grid := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	b.ResetTimer()
	for i := range b.N {
		resp := h.Serve(commandtest.InGuild(commandtest.CommandIn(bob, discordgo.EnglishUS, "sudoku", "solve", opt{"puzzle", grid}, opt{"display", "text"}), "place"+strconv.Itoa(i)))
		if !strings.Contains(resp.Content, "**Solved**") {
			b.Fatal(resp.Content)
		}
	}
}
