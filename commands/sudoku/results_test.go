package sudoku

import (
	"context"
	"math"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
)

// TestFairResults: which solved puzzles rank, and where (docs/contract.md §5). Only the daily puzzle
// ranks: a game of /sudoku play is practice, alone and without a hint too (a player could start as many
// as they like and finish only the quick ones), kept in /stats and on no ranking, and its end says why;
// /leaderboard offers no ranking of /sudoku play. A daily solved with a hint, or with Check, is practice,
// off the day's ranking by time too, and the first hint or Check says so. Check is how the audit's ranked
// #1 went: any digit in every blank, Check, change the cells it marks; a Check of a grid with no digit
// written in tells nothing, and a daily still ranks.
func TestFairResults(t *testing.T) {
	type result struct {
		ranking string // where the win is ranked; "" for practice
		note    string // in the end message
	}
	const (
		hintWarns  = "this game is practice now, since hints alone can solve a puzzle"
		checkWarns = "With its digits checked against the solution, this game is practice now, since checking alone can solve a puzzle"
		playNote   = "A game of `/sudoku play` is practice, since anyone may start as many as they like and finish only the quick ones: it shows in /stats, not on the leaderboards. Only the daily puzzle (`/sudoku daily`) ranks."
	)
	if rankings := (&Command{}).Scoring().Rankings; len(rankings) != 1 || rankings[0].ID != resultsName {
		t.Errorf("the rankings declared: %+v; want the daily's alone", rankings)
	}
	for _, c := range []struct {
		name    string
		start   func(h *commandtest.Harness) *router.Response
		fill    string   // before the presses: "any" writes 1 in every blank, "right" the answer in the first
		presses []string // then pressed, in order
		warns   string   // what the first press says, and no later one
		want    result
	}{
		{"4x4 alone", func(h *commandtest.Harness) *router.Response {
			return h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4}, opt{"display", "text"})
		}, "", nil, "", result{note: playNote}},
		{"9x9 easy alone", func(h *commandtest.Harness) *router.Response {
			return h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"difficulty", "easy"}, opt{"display", "text"})
		}, "", nil, "", result{note: playNote}},
		{"9x9 with any digit everywhere and Check", func(h *commandtest.Harness) *router.Response {
			return h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"display", "text"})
		}, "any", []string{"check", "check"}, "", result{note: playNote}},
		{"4x4 with a Check of right digits", func(h *commandtest.Harness) *router.Response {
			return h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4}, opt{"display", "text"})
		}, "right", []string{"check"}, "", result{note: playNote}},
		{"4x4 with a Check of nothing", func(h *commandtest.Harness) *router.Response {
			return h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4}, opt{"display", "text"})
		}, "", []string{"check"}, "", result{note: playNote}},
		{"4x4 together", func(h *commandtest.Harness) *router.Response {
			return h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4}, opt{"together", true}, opt{"display", "text"})
		}, "", nil, "", result{note: "Solved together, this game is practice for each of you, as every game of `/sudoku play` is"}},
		{"4x4 with a hint", func(h *commandtest.Harness) *router.Response {
			return h.Command(alice, discordgo.EnglishUS, "sudoku", "play", opt{"size", 4}, opt{"display", "text"})
		}, "", []string{"hint"}, "", result{note: playNote}},
		{"the daily with a Check of nothing", func(h *commandtest.Harness) *router.Response {
			resp, _ := dailyIn(t, h, alice, "g")
			return resp
		}, "", []string{"check"}, "", result{ranking: "sudoku"}},
		{"the daily alone", func(h *commandtest.Harness) *router.Response {
			resp, _ := dailyIn(t, h, alice, "g")
			return resp
		}, "", nil, "", result{ranking: "sudoku"}},
		{"the daily with Check", func(h *commandtest.Harness) *router.Response {
			resp, _ := dailyIn(t, h, alice, "g")
			return resp
		}, "any", []string{"check"}, checkWarns, result{note: "Solved with its digits checked against the solution, this game is practice, since checking alone can solve a puzzle: it shows in /stats, not on the leaderboards nor on the day's ranking by time."}},
		{"the daily with hints", func(h *commandtest.Harness) *router.Response {
			resp, _ := dailyIn(t, h, alice, "g")
			return resp
		}, "", []string{"hint", "hint", "hint"}, hintWarns, result{note: "Solved with a hint, this game is practice, since hints alone can solve a puzzle: it shows in /stats, not on the leaderboards nor on the day's ranking by time."}},
	} {
		t.Run(c.name, func(t *testing.T) {
			h, clock, cmd := playHarness(t)
			resp := c.start(h)
			p := stored(t, h, gameID(t, resp))
			for i := range len(p.Cells) {
				if p.at(i) != 0 || c.fill == "" {
					continue
				}
				resp = goTo(t, h, alice, resp, p.size(), i/p.size(), i%p.size())
				if c.fill == "right" {
					resp = write(t, h, alice, resp, p.size(), p.answer(i))
					break
				}
				resp = write(t, h, alice, resp, p.size(), 1)
			}
			for i, what := range c.presses {
				resp = use(t, h, alice, resp, what)
				if said := strings.Contains(resp.Content, "practice now"); said != (i == 0 && c.warns != "") ||
					said && !strings.Contains(resp.Content, c.warns) {
					t.Errorf("%s %d says it made the game practice: %v\n%s\nwant %q the first time only", what, i+1, said, resp.Content, c.warns)
				}
			}
			end := solveAll(t, h, clock, alice, resp)
			if c.want.note != "" && !strings.Contains(end.Content, c.want.note) || c.want.note == "" && strings.Contains(end.Content, "practice") {
				t.Errorf("the end says:\n%s\nwant %q", end.Content, c.want.note)
			}
			ctx := context.Background()
			st, err := cmd.Stats(ctx, alice.ID)
			if err != nil {
				t.Fatal(err)
			}
			// The rankings /sudoku play had once, per size and difficulty, are given nothing.
			for _, id := range []string{resultsName, "sudoku-4x4", "sudoku-9x9-easy", "sudoku-9x9-medium", "sudoku-16x16"} {
				top, err := cmd.Leaderboard(ctx, id, "g", commands.AllTime, 10)
				if err != nil {
					t.Fatal(err)
				}
				want := 0
				if id == c.want.ranking {
					want = 1
				}
				if len(top) != want || st.Ranked[id].Wins != want {
					t.Errorf("ranking %s: leaderboard %+v, figures %+v; want %d win", id, top, st.Ranked[id], want)
				}
				if want == 1 && st.Ranked[id].BestTime != p.elapsed(clock.Now()) {
					t.Errorf("ranking %s: best time %v, want %v", id, st.Ranked[id].BestTime, p.elapsed(clock.Now()))
				}
			}
			if practice := st.Practice[resultsName].Wins; (c.want.ranking == "") != (practice == 1) {
				t.Errorf("practice wins %d, want practice %v", practice, c.want.ranking == "")
			}
			if p.Day != "" {
				// The channel's line says what the player used: a Check as a hint is.
				if len(end.Followups) == 0 {
					t.Fatal("a daily's end tells the channel nothing")
				}
				share := end.Followups[len(end.Followups)-1].Content
				if checked := stored(t, h, p.ID).Checks > 0; checked != strings.Contains(share, " check") {
					t.Errorf("the channel's line %q; want the Checks named: %v", share, checked)
				}
				day, _ := h.Store.ZRangeByScore(ctx, rankingKey("g", p.Day), math.Inf(-1), math.Inf(1), 0)
				if (c.want.ranking != "") != (len(day) == 1) {
					t.Errorf("the day's ranking %+v, want alice only when ranked", day)
				}
			}
		})
	}
}
