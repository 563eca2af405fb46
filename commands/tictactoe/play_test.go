package tictactoe

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/solvers/tictactoe"
	"kibitz/storage"
)

// gameOf is the id of the game a board message shows.
func gameOf(t *testing.T, resp *router.Response) string {
	t.Helper()
	b := commandtest.Buttons(resp)
	if len(b) == 0 {
		t.Fatalf("no buttons: %q", resp.Content)
	}
	return strings.Split(b[0].CustomID, "/")[1]
}

// TestDifficultyReachesKibitz: the difficulty decides kibitz's moves, from the game's seed. After X
// takes a corner, O's one move that does not lose is the centre: perfect kibitz takes it whatever the
// seed, and easy kibitz, on some seeds, plays a move that loses, the same move every time for a seed.
func TestDifficultyReachesKibitz(t *testing.T) {
	h := newHarness(t)
	afterCorner, _ := tictactoe.Parse("X........")
	values := map[int]tictactoe.Value{}
	for _, mv := range tictactoe.Moves(afterCorner) {
		values[mv.Cell] = mv.Value
	}
	best, _ := tictactoe.Best(afterCorner)
	reply := func(level string, seed uint64) (int, *router.Response) {
		t.Helper()
		h.ttt.Seed = func() uint64 { return seed }
		resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"difficulty", level}, opt{"first", "me"})
		want := "**O** kibitz (" + level + ")\n"
		if level == "perfect" {
			want = "**O** kibitz\n"
		}
		if !strings.Contains(resp.Content, want) {
			t.Fatalf("header %q lacks %q", resp.Content, want)
		}
		resp = h.Press(alice, cellID(t, resp, 1))
		g := h.game(gameOf(t, resp))
		if g.Seed != seed || string(g.Level) != level || len(g.Moves) != 2 {
			t.Fatalf("stored game: %+v", g)
		}
		return g.Moves[1], resp
	}
	blunders := 0
	for seed := range uint64(30) {
		if c, _ := reply("perfect", seed); values[c] != best.Value {
			t.Fatalf("seed %d: perfect kibitz played cell %d (%v), the best is %v", seed, c+1, values[c], best.Value)
		}
		c, _ := reply("easy", seed)
		if again, _ := reply("easy", seed); again != c {
			t.Fatalf("seed %d: easy kibitz played cell %d, then %d", seed, c+1, again+1)
		}
		if best.Value.Better(values[c]) {
			blunders++
		}
	}
	reply("medium", 0) // stored and shown as medium
	if blunders == 0 || blunders == 30 {
		t.Errorf("easy kibitz blundered on %d seeds of 30, want some (3 moves in 5 are random, 7 of 8 of them lose)", blunders)
	}
	ko := h.Command(alice, discordgo.Korean, "tictactoe", "play", opt{"difficulty", "easy"})
	if !strings.Contains(ko.Content, "kibitz (쉬움)") {
		t.Errorf("Korean header: %q", ko.Content)
	}
}

// TestDifficultyIsKibitzs: the difficulty goes with a game against kibitz (named or left out), and is
// refused with a person as the opponent.
func TestDifficultyIsKibitzs(t *testing.T) {
	h := newHarness(t)
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"opponent", bob}, opt{"difficulty", "easy"}),
		router.Invalid, "games against kibitz")
	h.WantCode(t, commandtest.CommandIn(alice, discordgo.Korean, "tictactoe", "play", opt{"opponent", bob}, opt{"difficulty", "easy"}),
		router.Invalid, "kibitz와 두는 게임")
	kibitz := &discordgo.User{ID: kibitzID, Bot: true}
	if r := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"opponent", kibitz}, opt{"difficulty", "medium"}); r.Private ||
		!strings.Contains(r.Content, "kibitz (medium)") || len(commandtest.Buttons(r)) != 9 {
		t.Errorf("kibitz named, at medium: %q", r.Content)
	}
}

// TestRematch: a rematch against kibitz starts at once and keeps the difficulty, with the seed of a new
// game. A rematch between two people is a challenge from the presser, colours swapped, that the other
// player must accept: until then there is no board and no turn timer, and a challenge left to expire
// records nothing for anyone, so one player cannot collect wins from another who has walked away.
func TestRematch(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	for id, g := range map[string]*Game{
		"easy":  {ID: "easy", Board: "XXXOO....", X: alice.ID, O: "", Level: tictactoe.Easy, Seed: 1},
		"pair":  {ID: "pair", Board: "XXXOO....", X: alice.ID, O: bob.ID, Challenger: alice.ID},
		"pair2": {ID: "pair2", Board: "XXXOO....", X: alice.ID, O: bob.ID, Challenger: alice.ID},
	} {
		if err := storage.PutJSON(ctx, h.Store, gameKey(id), idle, g); err != nil {
			t.Fatal(err)
		}
	}
	h.ttt.Seed = func() uint64 { return 77 }
	again := h.Press(alice, router.ID(rematchRoute, "easy"))
	if g := h.game(gameOf(t, again)); g.Level != tictactoe.Easy || g.Seed != 77 || len(g.Moves) != 1 ||
		!strings.HasPrefix(again.Content, "**X** kibitz (easy)  vs  **O** <@101>") {
		t.Errorf("rematch against kibitz: %q, %+v", again.Content, g)
	}

	// Between people: a challenge to alice, from bob, who plays X now.
	pair := h.Press(bob, router.ID(rematchRoute, "pair"))
	id := strings.Split(commandtest.ButtonWithLabel(t, pair, "Accept").CustomID, "/")[1]
	g := h.game(id)
	if g.Phase != phaseChallenge || g.X != bob.ID || g.O != alice.ID || g.Challenger != bob.ID ||
		!g.Deadline.Equal(start.Add(challengeLife)) || len(commandtest.Buttons(pair)) != 3 ||
		!strings.HasPrefix(pair.Content, "<@101>, <@102> asks you for a rematch of tic-tac-toe, colours swapped!\n**X** <@102>  vs  **O** <@101>") {
		t.Fatalf("rematch of two people: %q, %+v", pair.Content, g)
	}
	// Only alice may accept it; bob's press on a cell finds no game yet.
	h.WantCode(t, commandtest.ComponentPress(bob, router.ID(acceptRoute, id)), router.Forbidden)
	h.WantCode(t, commandtest.ComponentPress(bob, router.ID(cellRoute, id, "5")), router.Conflict)
	// Alice never answers: the challenge expires, and neither player gets a result.
	h.clock.Advance(challengeLife + commands.PressGrace + time.Second)
	h.ttt.sweep(ctx)
	if g := h.game(id); g.Phase != phaseExpired {
		t.Fatalf("after the expiry: %+v", g)
	}
	for _, u := range []*discordgo.User{alice, bob} {
		if f := h.figures(u); f.Played() != 0 {
			t.Errorf("%s has %+v from a rematch never accepted", u.ID, f)
		}
	}

	// Accepted, it is a game like any other: the board, and the first turn's deadline.
	pair = h.Press(alice, router.ID(rematchRoute, "pair2"))
	id = strings.Split(commandtest.ButtonWithLabel(t, pair, "Accept").CustomID, "/")[1]
	resp := h.Press(bob, router.ID(acceptRoute, id))
	g = h.game(id)
	if g.Phase != phasePlay || len(commandtest.Buttons(resp)) != 9 || !strings.Contains(resp.Content, "<@102>'s turn (X). Time runs out <t:") {
		t.Errorf("accepted rematch: %q, %+v", resp.Content, g)
	}
}

// play presses the cells in turn, the first player first: the players alternate.
func (h *harness) play(resp *router.Response, first, second *discordgo.User, cells ...int) *router.Response {
	h.T.Helper()
	for i, c := range cells {
		u := first
		if i%2 == 1 {
			u = second
		}
		resp = h.Press(u, cellID(h.T.(*testing.T), resp, c))
		if !resp.Update {
			h.T.Fatalf("move %d (cell %d): %q", i, c, resp.Content)
		}
	}
	return resp
}

// figures are a user's tic-tac-toe results.
func (h *harness) figures(u *discordgo.User) commands.GameStats {
	h.T.Helper()
	st, err := h.ttt.Stats(context.Background(), u.ID)
	if err != nil {
		h.T.Fatal(err)
	}
	return st.Ranked[resultGame]
}

// TestResultsRecorded: a finished game records each human player's result once: a win and a loss (the
// win on the server's leaderboard), a draw for both, and against kibitz the human's alone.
func TestResultsRecorded(t *testing.T) {
	h := newHarness(t)
	ctx := context.Background()
	won := h.play(h.pair(opt{"first", "me"}), alice, bob, 5, 2, 1, 3, 9)
	if !strings.Contains(won.Content, "<@101> wins!") {
		t.Fatalf("win: %q", won.Content)
	}
	h.WantCode(t, commandtest.ComponentPress(bob, cellID(t, won, 4)), router.Conflict, "over")
	drawn := h.play(h.pair(opt{"first", "me"}), alice, bob, 1, 5, 9, 2, 8, 7, 3, 6, 4)
	if !strings.Contains(drawn.Content, "draw") {
		t.Fatalf("draw: %q", drawn.Content)
	}
	if a, b := h.figures(alice), h.figures(bob); a.Wins != 1 || a.Draws != 1 || a.Losses != 0 || b.Losses != 1 || b.Draws != 1 || b.Wins != 0 {
		t.Errorf("alice %+v, bob %+v", a, b)
	}
	top, err := h.ttt.Leaderboard(ctx, resultGame, "g", commands.AllTime, 10)
	if err != nil || len(top) != 1 || top[0].Member != alice.ID || top[0].Score != 1 {
		t.Errorf("leaderboard %v (%v), want alice with 1 win", top, err)
	}
	// Each result keeps its player's name, by which the leaderboards show them (not "user 102").
	for _, u := range []*discordgo.User{alice, bob} {
		if st, err := h.ttt.Stats(ctx, u.ID); err != nil || st.Name != commands.DisplayName(u) {
			t.Errorf("%s's results kept the name %q (%v), want %q", u.ID, st.Name, err, commands.DisplayName(u))
		}
	}

	// Against perfect kibitz, carol loses: X takes 1 and 2, O (kibitz) blocks at 3 and wins on 3-5-7.
	resp := h.Command(carol, discordgo.EnglishUS, "tictactoe", "play", opt{"first", "me"})
	resp = h.play(resp, carol, carol, 1)
	resp = h.play(resp, carol, carol, 2)
	resp = h.play(resp, carol, carol, 4)
	if !strings.Contains(resp.Content, "kibitz wins!") {
		t.Fatalf("against kibitz: %q", resp.Content)
	}
	if c := h.figures(carol); c.Losses != 1 || c.Played() != 1 {
		t.Errorf("carol %+v, want one loss", c)
	}
}

// TestNoChallengeInABotDM: nobody else is in a DM with kibitz to accept a challenge, so one is refused
// there with a sentence that says so; a game against kibitz is played as anywhere.
func TestNoChallengeInABotDM(t *testing.T) {
	h := newHarness(t)
	h.WantCode(t, commandtest.InBotDM(commandtest.CommandIn(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"opponent", bob})),
		router.Invalid, "Nobody else is in your direct messages with kibitz", "play kibitz here")
	resp := h.Serve(commandtest.InBotDM(commandtest.CommandIn(alice, discordgo.EnglishUS, "tictactoe", "play")))
	if resp.Private || len(commandtest.Buttons(resp)) != 9 {
		t.Errorf("a game against kibitz in a DM: %q", resp.Content)
	}
}

// TestPlayKibitzHintKeepsTheOptions: the hint after a refused opponent is the command the user ran without
// the opponent, their other options kept (as their client shows them).
func TestPlayKibitzHintKeepsTheOptions(t *testing.T) {
	h := newHarness(t)
	asked := func(locale discordgo.Locale, opponent *discordgo.User) *discordgo.Interaction {
		return commandtest.CommandIn(alice, locale, "tictactoe", "play", opt{"opponent", opponent}, opt{"first", "opponent"}, opt{"display", "emoji"})
	}
	for _, tc := range []struct {
		name string
		in   *discordgo.Interaction
		want string
	}{
		{"bot DM", commandtest.InBotDM(asked(discordgo.EnglishUS, bob)), "Leave out the opponent to play kibitz: /tictactoe play first:opponent display:emoji"},
		{"bot DM, Korean", commandtest.InBotDM(asked(discordgo.Korean, bob)), "상대를 비우면 kibitz와 둡니다: /틱택토 대국 선공:상대 표시:이모지"},
		{"hidden server", commandtest.InHiddenServer(asked(discordgo.EnglishUS, bob), "g9", "c9"), "Leave out the opponent to play kibitz: /tictactoe play first:opponent display:emoji"},
		{"self", asked(discordgo.EnglishUS, alice), "Leave out the opponent to play kibitz: /tictactoe play first:opponent display:emoji"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h.WantCode(t, tc.in, router.Invalid, tc.want)
		})
	}
}

// TestRematchJustExpired: a Rematch pressed after the rematch challenge expired, but within
// commands.PressGrace of it (an Accept that arrived in time may still be on its way), opens nothing yet, and
// says the challenge is expiring, not that it is waiting below; pressed once the expiry has settled, it
// opens a new challenge.
func TestRematchJustExpired(t *testing.T) {
	h := newHarness(t)
	g := &Game{ID: "done", Board: "XXXOO....", X: alice.ID, O: bob.ID, Challenger: alice.ID}
	if err := storage.PutJSON(context.Background(), h.Store, gameKey(g.ID), idle, g); err != nil {
		t.Fatal(err)
	}
	rematch := router.ID(rematchRoute, g.ID)
	first := gameOf(t, h.Press(bob, rematch))
	h.clock.Advance(challengeLife + time.Second) // expired, not settled
	r := h.Press(alice, rematch)
	if !r.Private || !strings.Contains(r.Content, "The rematch challenge is just expiring: press Rematch again in a few seconds.") {
		t.Fatalf("a Rematch a second after the rematch challenge expired answered %q", r.Content)
	}
	if old := h.game(g.ID); old.Rematch != first {
		t.Fatalf("the finished game names rematch %q, want still %q", old.Rematch, first)
	}
	h.clock.Advance(commands.PressGrace)
	if again := h.Press(alice, rematch); again.Private || !strings.Contains(again.Content, "asks you for a rematch") {
		t.Errorf("a Rematch once the expiry settled answered %q", again.Content)
	}
}

// TestRematchAgain: a rematch challenge that ended without a game (declined, withdrawn, expired) leaves
// the finished board's Rematch button free: either player may ask again, and two presses at once still
// open one challenge. A rematch challenge still waiting, or accepted, is the rematch: a press is told so.
func TestRematchAgain(t *testing.T) {
	for _, tc := range []struct {
		name  string
		end   func(h *harness, id string) // ends (or leaves) the first rematch challenge, id
		again bool                        // whether a second rematch may be asked for
	}{
		{"declined", func(h *harness, id string) { h.Press(alice, router.ID(declineRoute, id)) }, true},
		{"withdrawn", func(h *harness, id string) { h.Press(bob, router.ID(cancelRoute, id)) }, true},
		{"expired and swept", func(h *harness, id string) {
			h.clock.Advance(challengeLife + commands.PressGrace) // the expiry has settled
			h.ttt.sweep(context.Background())
		}, true},
		{"expired, nobody noticed", func(h *harness, id string) { h.clock.Advance(challengeLife + commands.PressGrace) }, true},
		{"waiting", func(h *harness, id string) {}, false},
		{"accepted", func(h *harness, id string) { h.Press(alice, router.ID(acceptRoute, id)) }, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			g := &Game{ID: "done", Board: "XXXOO....", X: alice.ID, O: bob.ID, Challenger: alice.ID}
			if err := storage.PutJSON(context.Background(), h.Store, gameKey(g.ID), idle, g); err != nil {
				t.Fatal(err)
			}
			rematch := router.ID(rematchRoute, g.ID)
			first := gameOf(t, h.Press(bob, rematch))
			tc.end(h, first)
			if !tc.again {
				if r := h.Press(alice, rematch); !r.Private || !strings.Contains(r.Content, "already been asked for") {
					t.Fatalf("a press while the rematch %s answered %q", tc.name, r.Content)
				}
				return
			}
			results := make([]*router.Response, 2)
			var wg sync.WaitGroup
			for i, u := range []*discordgo.User{alice, bob} {
				wg.Go(func() { results[i] = h.Press(u, rematch) })
			}
			wg.Wait()
			var opened []string
			for _, r := range results {
				switch {
				case !r.Private && strings.Contains(r.Content, "asks you for a rematch"):
					opened = append(opened, gameOf(t, r))
				case r.Private && strings.Contains(r.Content, "already been asked for"):
				default:
					t.Fatalf("a press after the rematch %s answered %q", tc.name, r.Content)
				}
			}
			if len(opened) != 1 || opened[0] == first {
				t.Fatalf("after the rematch %s: %v opened, want one new challenge", tc.name, opened)
			}
			if old := h.game(g.ID); old.Rematch != opened[0] {
				t.Errorf("the finished game names rematch %q, want %q", old.Rematch, opened[0])
			}
			if n := h.game(opened[0]); n.Phase != phaseChallenge || n.RematchOf != g.ID {
				t.Errorf("the new rematch: %+v", n)
			}
		})
	}
}

// TestResultsRepaired: a game whose results could not all be recorded when it ended (the store failed
// the loser's figures, or the winner's win on the board) has them recorded by the repair once it is due
// (commands.Env.RepairResults, which the leaderboard's room sweeps): the loss counts, and the win once.
func TestResultsRepaired(t *testing.T) {
	for _, tc := range []struct{ op, prefix string }{
		{"Update", "stats:" + bob.ID},
		{"ZIncrByOnce", "rank:tictactoe:g:w"},
	} {
		t.Run(tc.op+" "+tc.prefix, func(t *testing.T) {
			h := newHarness(t)
			ctx := context.Background()
			failing := &commandtest.FailingWrites{Store: h.ttt.Store}
			h.ttt.Store = failing
			resp := h.pair(opt{"first", "me"})
			failing.FailNext(tc.op, tc.prefix)
			if won := h.play(resp, alice, bob, 5, 2, 1, 3, 9); !strings.Contains(won.Content, "<@101> wins!") {
				t.Fatalf("win: %q", won.Content)
			}
			if failing.Armed() {
				t.Fatal("no write failed")
			}
			h.clock.Advance(time.Minute)
			h.ttt.RepairResults(ctx)
			h.ttt.RepairResults(ctx)
			if a, b := h.figures(alice), h.figures(bob); a.Wins != 1 || a.Played() != 1 || b.Losses != 1 || b.Played() != 1 {
				t.Errorf("alice %+v, bob %+v; want one win and one loss", a, b)
			}
			for _, p := range []commands.Period{commands.AllTime, commands.Week} {
				top, err := h.ttt.Leaderboard(ctx, resultGame, "g", p, 10)
				if err != nil || len(top) != 1 || top[0].Member != alice.ID || top[0].Score != 1 {
					t.Errorf("%s leaderboard %v (%v), want alice with 1 win", p, top, err)
				}
			}
		})
	}
}
