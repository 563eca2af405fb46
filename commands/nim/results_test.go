package nim

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

// The results of finished games (results.go): recorded once, for the human players, however the game
// ended.

// wantRecord checks each user's Nim figures (wins, losses), and the guild's all-time leaderboard.
func (h *harness) wantRecord(want map[*discordgo.User][2]int) {
	h.T.Helper()
	ctx := context.Background()
	board := map[string]float64{}
	top, err := h.nim.Leaderboard(ctx, "nim", "g", commands.AllTime, 10)
	if err != nil {
		h.T.Fatal(err)
	}
	for _, s := range top {
		board[s.Member] = s.Score
	}
	for u, wl := range want {
		st, err := h.nim.Stats(ctx, u.ID)
		if err != nil {
			h.T.Fatal(err)
		}
		if s := st.Ranked["nim"]; s.Wins != wl[0] || s.Losses != wl[1] || s.Draws != 0 {
			h.T.Errorf("%s: %d wins, %d losses; want %d, %d", u.ID, s.Wins, s.Losses, wl[0], wl[1])
		}
		if board[u.ID] != float64(wl[0]) {
			h.T.Errorf("%s: %v on the leaderboard, want %d", u.ID, board[u.ID], wl[0])
		}
	}
	if len(board) > len(want) {
		h.T.Errorf("leaderboard %v: players beyond %d", board, len(want))
	}
}

func TestResultsOfMoves(t *testing.T) {
	t.Run("two players", func(t *testing.T) {
		n := newHarness(t)
		resp, _ := n.start("1 1", nil, bob)
		resp = n.move(alice, resp, 1, 1)
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 0}}) // not over yet
		n.move(bob, resp, 2, 1)
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {1, 0}})
	})
	t.Run("kibitz wins", func(t *testing.T) {
		// 1 2 3 is lost for alice, who moves first: perfect kibitz wins, and records nothing.
		n := newHarness(t)
		_, id := n.start("1 2 3", []opt{{"bot", true}}, bob)
		for n.game(id).Phase == phasePlaying {
			n.takeOne(id)
		}
		if w := n.game(id).Winner; w == nil || !w.Bot {
			t.Fatalf("winner %+v", w)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {0, 1}})
		if keys, _ := n.Store.ZRevRange(context.Background(), commands.LeaderboardKey("nim", "g", commands.Week, n.clock.Now()), 0, -1); len(keys) != 0 {
			t.Errorf("the week's leaderboard: %v", keys)
		}
	})
	t.Run("misère, three players", func(t *testing.T) {
		// Whoever takes the last stone loses, ranked; the two others share the win, as practice: one
		// game, one ranked result, however many play.
		n := newHarness(t)
		resp, _ := n.start("1 1 1", []opt{{"misere", true}}, bob, carol)
		resp = n.move(alice, resp, 1, 1)
		resp = n.move(bob, resp, 2, 1)
		n.move(carol, resp, 3, 1)
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 0}, carol: {0, 1}})
		for _, u := range []*discordgo.User{alice, bob} {
			if st, _ := n.nim.Stats(context.Background(), u.ID); st.Practice["nim"].Wins != 1 {
				t.Errorf("%s: practice %+v, want the shared win", u.ID, st.Practice["nim"])
			}
		}
	})
	t.Run("misère, four players, one left", func(t *testing.T) {
		// Each moves once, then dave leaves: a ranked loss. Of the three still playing, the last mover
		// (alice) loses, ranked, and the two others share the win (practice).
		n := newHarness(t)
		resp, id := n.start("1 1 1 1 1", []opt{{"misere", true}}, bob, carol, dave)
		for range 4 {
			resp = n.takeOne(id)
		}
		n.leave(dave, resp)
		for n.game(id).Phase == phasePlaying {
			n.takeOne(id)
		}
		if g := n.game(id); g.Loser == nil || g.Loser.ID != alice.ID || g.Winner != nil {
			t.Fatalf("end: winner %+v, loser %+v", g.Winner, g.Loser)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {0, 0}, carol: {0, 0}, dave: {0, 1}})
	})
	t.Run("misère, two players and kibitz", func(t *testing.T) {
		// kibitz is made to take the last stone: the two people share the win, and nothing ranks.
		n := newHarness(t)
		_, id := n.start("1 1 1 1 1", []opt{{"misere", true}, {"bot", true}}, bob) // alice, kibitz, bob, alice, kibitz
		for n.game(id).Phase == phasePlaying {
			n.takeOne(id)
		}
		if g := n.game(id); g.Loser == nil || !g.Loser.Bot {
			t.Fatalf("loser %+v", g.Loser)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 0}})
	})
	t.Run("leaving", func(t *testing.T) {
		// Each moves, then carol leaves, then alice: bob is left and wins; both who left lose.
		n := newHarness(t)
		resp, id := n.start("3 4 5", nil, bob, carol)
		for range 3 {
			resp = n.takeOne(id)
		}
		leave := commandtest.ButtonWithLabel(t, resp, "Leave").CustomID
		n.leaveWith(carol, leave)
		resp = n.leaveWith(alice, leave)
		if g := n.game(id); g.Phase != phaseOver || !g.Alone {
			t.Fatalf("after leaving: %+v", g)
		}
		if !strings.Contains(resp.Content, "🏆 <@102> wins: everyone else has left or run out of time.") {
			t.Errorf("status %q", resp.Content)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {1, 0}, carol: {0, 1}})
		n.wantErr(n.in(bob, discordgo.EnglishUS, leave), router.Conflict, "over")
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {1, 0}, carol: {0, 1}})
	})
	t.Run("direct message", func(t *testing.T) {
		// Outside a server: in the players' figures, on no leaderboard.
		n := newHarness(t)
		in := commandtest.CommandIn(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "random"}, opt{"bot", true})
		in.GuildID = ""
		resp := n.Serve(in)
		resp = n.press(alice, commandtest.ButtonWithLabel(t, resp, "Start").CustomID)
		for id := strings.Split(commandtest.ButtonWithLabel(t, resp, "Hint").CustomID, "/")[1]; n.game(id).Phase == phasePlaying; {
			n.takeOne(id)
		}
		st, _ := n.nim.Stats(context.Background(), alice.ID)
		if s := st.Practice["nim"]; s.Played() != 1 { // alone against kibitz: practice anywhere
			t.Errorf("alice: %+v", s)
		}
		if top, _ := n.nim.Leaderboard(context.Background(), "nim", "", commands.AllTime, 10); len(top) != 0 {
			t.Errorf("a leaderboard without a server: %v", top)
		}
	})
}

// TestResultsOfTimeouts ends games by turn timeouts, applied by a press and by the sweep at once: each
// game is recorded once, whichever of the two ended it.
func TestResultsOfTimeouts(t *testing.T) {
	n := newHarness(t)
	// The sweep alone: each moves once (a game ranks once everyone has moved), then alice times out,
	// then bob, then alice again, and is removed: bob wins.
	_, first := n.start("5 6 7", nil, bob)
	n.takeOne(first)
	n.takeOne(first)
	n.clock.Advance(3*time.Minute + time.Second)
	n.nim.sweep(context.Background())
	if g := n.game(first); g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != bob.ID {
		t.Fatalf("game %s after the sweep: %+v", first, g)
	}
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {1, 0}})
	var ids []string
	for range 8 {
		_, id := n.start("5 6 7", nil, bob)
		n.takeOne(id)
		n.takeOne(id)
		ids = append(ids, id)
	}
	n.clock.Advance(3*time.Minute + time.Second)
	presses := []func() *router.Response{func() *router.Response { n.nim.sweep(context.Background()); return nil }}
	for _, id := range ids {
		presses = append(presses, func() *router.Response { return n.press(bob, router.ID(hintRoute, id)) })
	}
	n.pressAll(presses...)
	for _, id := range ids {
		if g := n.game(id); g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != bob.ID {
			t.Fatalf("game %s: %+v", id, g)
		}
	}
	n.nim.sweep(context.Background())
	// Nine games of one table in a day: the first five rank, the others are practice (fair_test.go).
	capped := commands.TableRankedPerDay
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, capped}, bob: {capped, 0}})
	if p := n.practiceOf(bob); p != [2]int{len(ids) + 1 - capped, 0} {
		t.Errorf("bob's practice %v, want the games beyond the day's %d", p, capped)
	}
}

// TestFairResults: which finished games count on the leaderboard and which are practice (docs/contract.md
// §5). A game against kibitz alone is practice whatever its level, heaps and rule: against a perfect
// player Nim is decided by its start, which anyone can compute, and below perfect kibitz gives wins
// away. Games between people rank, kibitz among them or not.
func TestFairResults(t *testing.T) {
	for _, c := range []struct {
		name   string
		opts   []opt
		others []*discordgo.User
		ranked bool
	}{
		{"heaps:5 against kibitz, taken at once", []opt{{"heaps", "5"}, {"bot", true}}, nil, false},
		{"heaps chosen, perfect kibitz", []opt{{"heaps", "3 4 5"}, {"bot", true}}, nil, false},
		{"heaps chosen, easy kibitz", []opt{{"heaps", "3 4 5"}, {"difficulty", "easy"}}, nil, false},
		{"random heaps, easy kibitz", []opt{{"heaps", "random"}, {"difficulty", "easy"}}, nil, false},
		{"random heaps, medium kibitz", []opt{{"heaps", "random"}, {"difficulty", "medium"}}, nil, false},
		{"one random heap, perfect kibitz", []opt{{"heaps", "random"}, {"bot", true}, {"count", 1}}, nil, false},
		{"random heaps of at most 1, perfect kibitz", []opt{{"heaps", "random"}, {"bot", true}, {"max", 1}}, nil, false},
		{"random heaps, perfect kibitz, one amount to take", []opt{{"heaps", "random"}, {"bot", true}, {"moves", "1"}}, nil, false},
		{"random heaps, perfect kibitz, two amounts to take", []opt{{"heaps", "random"}, {"bot", true}, {"moves", "1,2"}}, nil, false},
		{"random heaps, perfect kibitz", []opt{{"heaps", "random"}, {"bot", true}}, nil, false},
		{"random heaps, perfect kibitz asked for", []opt{{"heaps", "random"}, {"difficulty", "perfect"}, {"misere", true}}, nil, false},
		{"two people on heaps chosen", []opt{{"heaps", "5 5"}}, []*discordgo.User{bob}, true},
		{"two people, one amount to take", []opt{{"heaps", "5 2"}, {"moves", "1"}}, []*discordgo.User{bob}, true},
		{"two people and easy kibitz", []opt{{"heaps", "2 3"}, {"difficulty", "easy"}}, []*discordgo.User{bob}, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			n := newHarness(t)
			resp := n.Command(alice, discordgo.EnglishUS, "nim", "start", c.opts...)
			join := commandtest.ButtonWithLabel(t, resp, "Join").CustomID
			id := strings.Split(join, "/")[1]
			for _, u := range c.others {
				resp = n.press(u, join)
			}
			// The lobby says a game will be practice before anyone plays, and the board says so after.
			if said := strings.Contains(desc(resp), "this game is **practice**, on no leaderboard (in /stats only): a game against kibitz alone never ranks"); said == c.ranked {
				t.Errorf("the lobby says practice: %v, want %v:\n%s", said, !c.ranked, desc(resp))
			}
			resp = n.press(alice, commandtest.ButtonWithLabel(t, resp, "Start").CustomID)
			if said := strings.Contains(desc(resp), "A **practice** game, on no leaderboard (in /stats only): against kibitz alone"); said == c.ranked {
				t.Errorf("the board says practice: %v, want %v:\n%s", said, !c.ranked, desc(resp))
			}
			if c.opts[0].Value == "5" {
				n.move(alice, resp, 1, 5) // the whole heap: alice wins at once
				if w := n.game(id).Winner; w == nil || w.ID != alice.ID {
					t.Fatalf("taking all five: winner %+v", w)
				}
			}
			for n.game(id).Phase == phasePlaying {
				n.takeOne(id)
			}
			ctx := context.Background()
			st, err := n.nim.Stats(ctx, alice.ID)
			if err != nil {
				t.Fatal(err)
			}
			ranked, practice := st.Ranked["nim"].Played(), st.Practice["nim"].Played()
			if c.ranked && (ranked != 1 || practice != 0) || !c.ranked && (ranked != 0 || practice != 1) {
				t.Errorf("ranked %d, practice %d; want ranked %v", ranked, practice, c.ranked)
			}
			top, err := n.nim.Leaderboard(ctx, "nim", "g", commands.AllTime, 10)
			if err != nil {
				t.Fatal(err)
			}
			if !c.ranked && len(top) != 0 {
				t.Errorf("practice on the leaderboard: %+v", top)
			}
			humanWon := 0
			if w := n.game(id).Winner; w != nil && !w.Bot {
				humanWon = 1
			}
			if c.ranked && len(top) != humanWon {
				t.Errorf("leaderboard %+v, want the winner among people, if any", top)
			}
		})
	}
}

// TestHintMakesAWinPractice: a player who presses Hint in a game that would rank is told, once, that a
// win of theirs makes the game practice; when they win, the game counts in /stats as practice for
// everyone in it (the rival's loss too) and on no leaderboard, and its end says so. A loss after a hint stays
// ranked. (Someone outside a ranked game gets no hint of it: TestHintOfARankedGameIsForItsPlayers.)
func TestHintMakesAWinPractice(t *testing.T) {
	ctx := context.Background()
	practiceWins := func(n *harness, u *discordgo.User) int {
		st, err := n.nim.Stats(ctx, u.ID)
		if err != nil {
			t.Fatal(err)
		}
		return st.Practice["nim"].Wins
	}
	t.Run("the hinted player wins", func(t *testing.T) {
		n := newHarness(t)
		resp, id := n.start("1 1 1", nil, bob)
		hint := n.press(alice, router.ID(hintRoute, id))
		if !hint.Private || !strings.Contains(hint.Content, "You asked for a hint, so if you win, this game counts as **practice** for everyone in it") {
			t.Errorf("the first hint of a ranked game: %q, want it to say a win is practice now", hint.Content)
		}
		if again := n.press(alice, router.ID(hintRoute, id)); strings.Contains(again.Content, "practice") {
			t.Errorf("the second hint says it again: %q", again.Content)
		}
		resp = n.move(alice, resp, 1, 1)
		resp = n.move(bob, resp, 2, 1)
		resp = n.move(alice, resp, 3, 1) // alice takes the last stone
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 0}})
		if w := practiceWins(n, alice); w != 1 {
			t.Errorf("alice's practice wins = %d, want 1", w)
		}
		if p := n.practiceOf(bob); p != [2]int{0, 1} {
			t.Errorf("bob's practice %v, want the loss: a loss to a hinted win is practice", p)
		}
		if !strings.Contains(desc(resp), "<@101> pressed Hint in this game and won, so the game is **practice** for everyone in it") {
			t.Errorf("the end does not say the game is practice:\n%s", desc(resp))
		}
	})
	t.Run("the hinted player loses", func(t *testing.T) {
		n := newHarness(t)
		resp, id := n.start("1 1", nil, bob)
		n.press(alice, router.ID(hintRoute, id))
		resp = n.move(alice, resp, 1, 1)
		n.move(bob, resp, 2, 1)
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {1, 0}})
	})
	t.Run("misère with three, a winner hinted", func(t *testing.T) {
		// Bob, the second mover, hints; alice takes the last stone and loses, a loss that would rank
		// but for bob's hint: the end says the game is practice, not that the loss ranks.
		n := newHarness(t)
		resp, id := n.start("1 1 1 1", []opt{{"misere", true}}, bob, carol)
		resp = n.move(alice, resp, 1, 1)
		hint := n.press(bob, router.ID(hintRoute, id))
		if !strings.Contains(hint.Content, "if you do not lose, this game is **practice** for everyone in it, the loss too") {
			t.Errorf("the first hint of a misère game of three: %q, want the misère warning", hint.Content)
		}
		resp = n.move(bob, resp, 2, 1)
		resp = n.move(carol, resp, 3, 1)
		resp = n.move(alice, resp, 4, 1)
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 0}, carol: {0, 0}})
		if p := n.practiceOf(alice); p != [2]int{0, 1} {
			t.Errorf("alice's practice %v, want the loss", p)
		}
		d := desc(resp)
		if !strings.Contains(d, "<@102> pressed Hint in this game and won, so the game is **practice** for everyone") {
			t.Errorf("the end does not say the game is practice:\n%s", d)
		}
		if strings.Contains(d, "The loss ranks") {
			t.Errorf("the end says the loss ranks, though the hint made it practice:\n%s", d)
		}
	})
	t.Run("a hint in Korean", func(t *testing.T) {
		n := newHarness(t)
		_, id := n.start("1 1", nil, bob)
		ko := n.Serve(n.in(bob, discordgo.Korean, router.ID(hintRoute, id)))
		if !strings.Contains(ko.Content, "힌트를 봤으므로 이 게임에서 이기면 모두에게 **연습**으로 기록됩니다") {
			t.Errorf("the first hint in Korean: %q", ko.Content)
		}
	})
}
