package sudoku

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
)

// dmDaily runs /sudoku daily as u in their DM with kibitz and returns the reply.
func dmDaily(t *testing.T, h *commandtest.Harness, u *discordgo.User) *router.Response {
	t.Helper()
	resp := h.Serve(commandtest.InBotDM(commandtest.CommandIn(u, discordgo.EnglishUS, "sudoku", "daily", opt{"display", "text"})))
	if p := stored(t, h, gameID(t, resp)); p.Guild != "u"+u.ID {
		t.Fatalf("the DM's daily is the place %q's", p.Guild)
	}
	return resp
}

// dailyFigures are u's /stats figures of the daily puzzle: ranked (solved alone without a hint) and
// practice solves.
func dailyFigures(t *testing.T, h *commandtest.Harness, u *discordgo.User) (ranked, practice int) {
	t.Helper()
	s, err := commands.Env{Store: h.Store}.Stats(context.Background(), u.ID)
	if err != nil {
		t.Fatal(err)
	}
	return s.Ranked[resultsName].Wins, s.Practice[resultsName].Wins
}

// TestStatsCountTheDailyOpenedFirst: /stats counts one daily puzzle a day, the first the user opened,
// wherever, and not the day's others. The audit's sequence: the server's daily solved with a hint
// (practice), then the DM's solved without one: /stats shows the practice solve alone. The same when the
// DM's, opened second, is solved first. The next day, a single daily counts.
func TestStatsCountTheDailyOpenedFirst(t *testing.T) {
	for _, dmSolvedFirst := range []bool{false, true} {
		h, clock, _ := playHarness(t)
		server, _ := dailyIn(t, h, alice, "g")
		var dm *router.Response
		if dmSolvedFirst {
			dm = dmDaily(t, h, alice)
			solveAll(t, h, clock, alice, dm)
		}
		solveAll(t, h, clock, alice, use(t, h, alice, server, "hint"))
		if !dmSolvedFirst {
			dm = dmDaily(t, h, alice)
			if end := solveAll(t, h, clock, alice, dm); !strings.Contains(end.Content, "so this one is not counted.") {
				t.Errorf("the end of the DM's daily, opened second, does not say /stats do not count it:\n%s", end.Content)
			}
		}
		if p := stored(t, h, gameID(t, dm)); !p.over() || !p.ranked() {
			t.Fatalf("the DM's daily: over %v, ranked %v", p.over(), p.ranked())
		}
		// The first opened says nothing of it; the other says, at its opening, that /stats will not count it.
		if strings.Contains(server.Content, "Your /stats count one daily a day") {
			t.Errorf("the daily opened first says it is not counted:\n%s", server.Content)
		}
		if !strings.Contains(dm.Content, "today's was in another place, so this one is not counted.") {
			t.Errorf("the DM's daily, opened second, does not say /stats will not count it:\n%s", dm.Content)
		}
		if ranked, practice := dailyFigures(t, h, alice); ranked != 0 || practice != 1 {
			t.Errorf("DM's solved first %v: /stats has %d ranked and %d practice dailies; want the practice one, opened first", dmSolvedFirst, ranked, practice)
		}

		clock.Advance(24 * time.Hour)
		next, p := dailyIn(t, h, alice, "g")
		if p.Day != "2026-05-02" {
			t.Fatalf("the next day's daily is of %s", p.Day)
		}
		solveAll(t, h, clock, alice, next)
		if ranked, practice := dailyFigures(t, h, alice); ranked != 1 || practice != 1 {
			t.Errorf("DM's solved first %v: the next day, /stats has %d ranked and %d practice dailies; want one each", dmSolvedFirst, ranked, practice)
		}
		// Another server's daily that day counts on its own rankings, and says so.
		if other, _ := dailyIn(t, h, alice, "g2"); !strings.Contains(other.Content, "so this one counts on this place's rankings only.") {
			t.Errorf("a second server's daily does not say it counts on its rankings only:\n%s", other.Content)
		}
	}
}
