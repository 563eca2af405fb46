package nim

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
)

// The rules that keep a ranked Nim result from being had cheaply (docs/contract.md, "Results, rankings
// and practice"): how a game ranks is fixed by its seats at Start.

// practiceOf is u's practice wins and losses in Nim.
func (h *harness) practiceOf(u *discordgo.User) [2]int {
	h.T.Helper()
	st, err := h.nim.Stats(context.Background(), u.ID)
	if err != nil {
		h.T.Fatal(err)
	}
	return [2]int{st.Practice["nim"].Wins, st.Practice["nim"].Losses}
}

// TestMisereStartedWithThreeNeverRanksAWin: a misère game that started with three players or more
// gives no ranked win however many leave; the losses of those who left and of the last mover rank.
func TestMisereStartedWithThreeNeverRanksAWin(t *testing.T) {
	t.Run("two leave, the last one wins alone", func(t *testing.T) {
		n := newHarness(t)
		resp, id := n.start("3 4 5", []opt{{"misere", true}}, bob, carol)
		resp = n.move(alice, resp, 1, 1)
		resp = n.move(bob, resp, 1, 1)
		resp = n.move(carol, resp, 1, 1)
		leave := commandtest.ButtonWithLabel(t, resp, "Leave").CustomID
		n.leaveWith(bob, leave)
		resp = n.leaveWith(carol, leave)
		if g := n.game(id); g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != alice.ID {
			t.Fatalf("after two left: %+v", g)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 1}, carol: {0, 1}})
		if p := n.practiceOf(alice); p != [2]int{1, 0} {
			t.Errorf("alice's practice %v, want the win", p)
		}
		if !strings.Contains(desc(resp), "started in misère play with three players or more") {
			t.Errorf("the end does not say why the win is practice:\n%s", desc(resp))
		}
	})
	t.Run("one leaves, two finish", func(t *testing.T) {
		// heaps 1 1 1: alice and bob take one each, bob leaves, carol takes the last stone and loses:
		// alice's win is practice, and the game gives two ranked results (bob's and carol's losses).
		n := newHarness(t)
		resp, id := n.start("1 1 1", []opt{{"misere", true}}, bob, carol)
		resp = n.move(alice, resp, 1, 1)
		resp = n.move(bob, resp, 2, 1)
		resp = n.leave(bob, resp)
		n.move(carol, resp, 3, 1)
		if g := n.game(id); g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != alice.ID || g.Loser == nil || g.Loser.ID != carol.ID {
			t.Fatalf("end: %+v", g)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 1}, carol: {0, 1}})
		if p := n.practiceOf(alice); p != [2]int{1, 0} {
			t.Errorf("alice's practice %v, want the win", p)
		}
	})
}

// TestLeavingIsALoss: after Start, a player who leaves or runs out of time and is removed loses, ranked,
// moved or not: Nim is decided by its start, so whoever is lost could otherwise void every game by
// leaving before their first move. A win needs a move: a winner who never moved records nothing, so a
// second account that joins and leaves hands its owner nothing. A game that ends by its first move,
// before anyone else had a turn, is aborted and records nothing for anyone.
func TestLeavingIsALoss(t *testing.T) {
	t.Run("a leave before moving", func(t *testing.T) {
		// The farm of four presses: start heaps:1 2, bob joins, Start, bob leaves: a loss for bob, nothing
		// for alice, who never moved.
		n := newHarness(t)
		resp, id := n.start("1 2", nil, bob)
		resp = n.leave(bob, resp)
		if g := n.game(id); g.Phase != phaseOver {
			t.Fatalf("after bob left: %+v", g)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 1}})
		if p := n.practiceOf(alice); p != [2]int{} {
			t.Errorf("alice: practice %v, want nothing recorded", p)
		}
		if !strings.Contains(desc(resp), "<@101> won without making a move: the win records nothing (a win needs a move); those who left or ran out of time lose.") {
			t.Errorf("the end does not say alice's win records nothing:\n%s", desc(resp))
		}
	})
	t.Run("the rival's Hint does not void a leaver's loss", func(t *testing.T) {
		// bob, who never moves, presses Hint: his win records nothing anyway, so his Hint voids nothing.
		n := newHarness(t)
		resp, id := n.start("3 4", nil, bob)
		n.press(bob, router.ID(hintRoute, id))
		n.leave(alice, resp)
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {0, 0}})
		if p := n.practiceOf(alice); p != [2]int{} {
			t.Errorf("alice's loss went to practice: %v", p)
		}
	})
	t.Run("a mover's loss to kibitz stands", func(t *testing.T) {
		// alice, kibitz, bob: alice leaves kibitz the last stone, and kibitz takes it before bob's turn.
		// alice lost to kibitz: a ranked loss, not an aborted game; bob never had a turn: nothing.
		n := newHarness(t)
		resp, id := n.start("1 1", []opt{{"bot", true}}, bob)
		if g := n.game(id); len(g.Players) != 3 || !g.Players[1].Bot || g.Players[2].ID != bob.ID {
			t.Fatalf("order %+v, want alice, kibitz, bob", g.Players)
		}
		resp = n.move(alice, resp, 1, 1)
		if g := n.game(id); g.Phase != phaseOver || g.Winner == nil || !g.Winner.Bot {
			t.Fatalf("after kibitz's move: %+v", g)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {0, 0}})
		if strings.Contains(resp.Content, "aborted") || !strings.Contains(desc(resp), "<@102> did not make a move: this game records nothing for them") {
			t.Errorf("the end of a game alice lost to kibitz:\n%s\n%s", resp.Content, desc(resp))
		}
	})
	t.Run("a turn let run out is no pass", func(t *testing.T) {
		// heaps:2 2, alice to move, is lost. Were a timeout a skipped turn, she would wait one out, bob
		// would have to move from 2 2 and lose, and alice would take a ranked win for doing nothing. A
		// timeout puts her out: her loss ranks, and bob, who never moved, records nothing.
		n := newHarness(t)
		_, id := n.start("2 2", nil, bob)
		n.clock.Advance(n.nim.TurnTimeout + commands.PressGrace + time.Second) // the deadline has settled
		n.nim.sweep(context.Background())
		g := n.game(id)
		if g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != bob.ID || len(g.Players) != 1 {
			t.Fatalf("after alice's timeout: %+v", g)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {0, 0}})
		edits := n.msgr.Edits()
		if d := desc(edits[len(edits)-1].Resp); !strings.Contains(d, "<@101> ran out of time and is out of the game.") ||
			!strings.Contains(d, "<@102> won without making a move: the win records nothing") {
			t.Errorf("the end: %q", d)
		}
	})
	t.Run("a win over a turn let run out", func(t *testing.T) {
		// alice moves, bob lets his turn run out: he is out and loses, and alice's win ranks.
		n := newHarness(t)
		resp, id := n.start("2 2", nil, bob)
		n.move(alice, resp, 1, 2)
		n.clock.Advance(n.nim.TurnTimeout + commands.PressGrace + time.Second) // the deadline has settled
		n.nim.sweep(context.Background())
		if g := n.game(id); g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != alice.ID {
			t.Fatalf("after bob's timeout: %+v", g)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {1, 0}, bob: {0, 1}})
	})
	t.Run("the player lost at once leaves before moving", func(t *testing.T) {
		// heaps:3 5, alice moves to 3 3: bob, to move, is lost, and leaving does not void his loss.
		n := newHarness(t)
		resp, _ := n.start("3 5", nil, bob)
		resp = n.move(alice, resp, 2, 2)
		n.leave(bob, resp)
		n.wantRecord(map[*discordgo.User][2]int{alice: {1, 0}, bob: {0, 1}})
	})
	t.Run("both idle", func(t *testing.T) {
		// alice times out, bob times out, alice times out again and is removed: her loss; bob is left,
		// without a move of his own, and his win records nothing.
		n := newHarness(t)
		_, id := n.start("5 6 7", nil, bob)
		n.clock.Advance(3*(time.Minute+commands.PressGrace) + time.Second) // each turn starts as the last settles
		n.nim.sweep(context.Background())
		if g := n.game(id); g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != bob.ID {
			t.Fatalf("after the timeouts: %+v", g)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {0, 0}})
		if p := n.practiceOf(bob); p != [2]int{} {
			t.Errorf("bob: practice %v, want nothing recorded", p)
		}
	})
	t.Run("one moved, the other timed out", func(t *testing.T) {
		n := newHarness(t)
		_, id := n.start("5 6 7", nil, bob)
		n.takeOne(id)                                                      // alice
		n.clock.Advance(3*(time.Minute+commands.PressGrace) + time.Second) // each turn starts as the last settles
		n.nim.sweep(context.Background())                                  // bob, alice, bob again: removed
		if g := n.game(id); g.Phase != phaseOver || g.Winner == nil || g.Winner.ID != alice.ID {
			t.Fatalf("after the timeouts: %+v", g)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {1, 0}, bob: {0, 1}})
	})
	t.Run("the first move wins", func(t *testing.T) {
		// heaps:5, alice takes all five: bob never had a move, so the game records nothing.
		n := newHarness(t)
		resp, _ := n.start("5", nil, bob)
		resp = n.move(alice, resp, 1, 5)
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 0}})
		for _, u := range []*discordgo.User{alice, bob} {
			if p := n.practiceOf(u); p != [2]int{} {
				t.Errorf("%s: practice %v, want nothing recorded", u.ID, p)
			}
		}
		if !strings.Contains(resp.Content, "Game aborted: <@102> did not make a move before it ended") {
			t.Errorf("status %q", resp.Content)
		}
		// The picture's words say what the status line says: nobody won.
		if alt := resp.Alt["nim.png"]; !strings.Contains(alt, "Game aborted") || strings.Contains(alt, "won") {
			t.Errorf("alt text of an aborted game: %q", alt)
		}
	})
	t.Run("a leave after moving", func(t *testing.T) {
		// Leaving never escapes a loss once the player has moved.
		n := newHarness(t)
		resp, _ := n.start("3 4 5", nil, bob)
		resp = n.move(alice, resp, 1, 1)
		resp = n.move(bob, resp, 1, 1)
		n.leave(bob, resp)
		n.wantRecord(map[*discordgo.User][2]int{alice: {1, 0}, bob: {0, 1}})
	})
	t.Run("three players, one leaves before moving", func(t *testing.T) {
		// carol leaves at once: her loss; alice and bob play on, and their game ranks.
		n := newHarness(t)
		resp, id := n.start("1 1", nil, bob, carol)
		resp = n.leave(carol, resp)
		resp = n.move(alice, resp, 1, 1)
		resp = n.move(bob, resp, 2, 1)
		if g := n.game(id); g.Winner == nil || g.Winner.ID != bob.ID {
			t.Fatalf("end: %+v", g)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {1, 0}, carol: {0, 1}})
		if strings.Contains(desc(resp), "did not make a move") {
			t.Errorf("the end says someone records nothing:\n%s", desc(resp))
		}
	})
	t.Run("three players, the game ends before the third's turn", func(t *testing.T) {
		// heaps:1 1, alice and bob take one each: carol, still seated, never had a turn and records nothing.
		n := newHarness(t)
		resp, _ := n.start("1 1", nil, bob, carol)
		resp = n.move(alice, resp, 1, 1)
		resp = n.move(bob, resp, 2, 1)
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {1, 0}, carol: {0, 0}})
		if !strings.Contains(desc(resp), "<@103> did not make a move: this game records nothing for them") {
			t.Errorf("the end does not name who recorded nothing:\n%s", desc(resp))
		}
	})
	t.Run("three players, the two who moved leave", func(t *testing.T) {
		// alice and bob move and leave: ranked losses; carol, who never moved, is left: nothing for her,
		// and no ranked win for anyone.
		n := newHarness(t)
		resp, id := n.start("3 4 5", nil, bob, carol)
		resp = n.move(alice, resp, 1, 1)
		resp = n.move(bob, resp, 1, 1)
		leave := commandtest.ButtonWithLabel(t, resp, "Leave").CustomID
		n.leaveWith(alice, leave)
		n.leaveWith(bob, leave)
		if g := n.game(id); g.Winner == nil || g.Winner.ID != carol.ID {
			t.Fatalf("end: %+v", g)
		}
		n.wantRecord(map[*discordgo.User][2]int{alice: {0, 1}, bob: {0, 1}, carol: {0, 0}})
	})
}

// TestTableCap: of one table's games in a day, the first commands.TableRankedPerDay rank; the next is
// practice for both players and its end says so, naming the game (the cap is per kind of game); a game
// the next day ranks again.
func TestTableCap(t *testing.T) {
	n := newHarness(t)
	play := func() *router.Response {
		resp, _ := n.start("1 1", nil, bob)
		resp = n.move(alice, resp, 1, 1)
		return n.move(bob, resp, 2, 1) // bob wins
	}
	for range commands.TableRankedPerDay {
		if resp := play(); strings.Contains(desc(resp), "ranked games of Nim together today") {
			t.Fatalf("a game within the day's count says it is practice:\n%s", desc(resp))
		}
	}
	resp := play()
	want := "You have played 5 ranked games of Nim together today, the most a day: this one is **practice** for all of you"
	if !strings.Contains(desc(resp), want) {
		t.Errorf("the sixth game's end:\n%s", desc(resp))
	}
	if ko, err := n.nim.view(n.game(strings.Split(commandtest.ButtonWithLabel(t, resp, "Rematch").CustomID, "/")[1]), i18n.Korean); err != nil ||
		!strings.Contains(desc(ko), "오늘 함께 님 순위전을 5판 두었습니다") {
		t.Errorf("in Korean: %v\n%s", err, desc(ko))
	}
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 5}, bob: {5, 0}})
	if p := n.practiceOf(bob); p != [2]int{1, 0} {
		t.Errorf("bob's practice %v, want the sixth win", p)
	}
	// A third seat taken and left before any move does not make a new table: the table is the people who
	// moved, alice and bob, who have played their five.
	resp, _ = n.start("1 1", nil, bob, carol)
	resp = n.leave(carol, resp)
	resp = n.move(alice, resp, 1, 1)
	resp = n.move(bob, resp, 2, 1)
	// carol, who left (a loss, practice here), has played no ranked game with them: the end names the
	// two who have, not "you".
	if d := desc(resp); !strings.Contains(d, "<@101> and <@102> have played 5 ranked games of Nim together today") || strings.Contains(d, "You have played") { // not 6: the sixth was practice
		t.Errorf("a game with an idle third seat ranked past the cap:\n%s", d)
	}
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 5}, bob: {5, 0}, carol: {0, 0}})
	// Misère play with three: what it says of its shared win and ranked loss does not hold once the table
	// is past its count. carol makes the last move and loses, as practice, and the end does not say that
	// the loss ranks.
	resp, _ = n.start("1 1 1", []opt{{"misere", true}}, bob, carol)
	resp = n.move(alice, resp, 1, 1)
	resp = n.move(bob, resp, 2, 1)
	resp = n.move(carol, resp, 3, 1)
	if d := desc(resp); !strings.Contains(d, "<@101> and <@102> have played 5 ranked games of Nim together today") || strings.Contains(d, "The loss ranks") {
		t.Errorf("a misère game of three past the cap:\n%s", d)
	}
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 5}, bob: {5, 0}, carol: {0, 0}})
	if p := n.practiceOf(carol); p != [2]int{0, 2} {
		t.Errorf("carol's practice %v, want the two losses", p)
	}
	// Nor does a leave without a move: bob's seat is counted with alice's, and the game is practice.
	resp, _ = n.start("1 1", nil, bob)
	resp = n.move(alice, resp, 1, 1)
	resp = n.leave(bob, resp)
	if !strings.Contains(desc(resp), "You have played 5 ranked games of Nim together today") {
		t.Errorf("a game left without a move ranked past the cap:\n%s", desc(resp))
	}
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 5}, bob: {5, 0}})
	n.clock.Advance(24 * time.Hour)
	play()
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 6}, bob: {6, 0}})
}

// TestBeatingOnlyKibitz: a game between people that kibitz alone lost, every person with a result
// having won, is no aborted game (kibitz lost to them) and no ranked one (nobody lost to anyone but
// kibitz, and wins against kibitz are practice): the winners' wins are practice, and the end says so.
func TestBeatingOnlyKibitz(t *testing.T) {
	const line = "Nobody but kibitz lost this game, so its win is **practice**, as a win against kibitz alone is"
	for _, tc := range []struct {
		name   string
		heaps  string
		extra  []opt
		moves  int                        // presses of "take 1" by the people, kibitz answering each
		winner map[*discordgo.User][2]int // practice results
		idle   string                     // the end's line for a person who never moved, if any
	}{
		// alice, kibitz, bob, alice take a stone each, and kibitz must take the last.
		{"misère, kibitz takes the last stone", "1 1 1 1 1", []opt{{"misere", true}}, 3,
			map[*discordgo.User][2]int{alice: {1, 0}, bob: {1, 0}}, ""},
		// alice takes the one stone: kibitz lost, bob never had a turn.
		{"normal play, the first move takes all", "1", nil, 1,
			map[*discordgo.User][2]int{alice: {1, 0}, bob: {0, 0}}, "<@102> did not make a move: this game records nothing for them"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n := newHarness(t)
			resp, id := n.start(tc.heaps, append([]opt{{"bot", true}}, tc.extra...), bob)
			if g := n.game(id); len(g.Players) != 3 || !g.Players[1].Bot {
				t.Fatalf("order %+v, want alice, kibitz, bob", g.Players)
			}
			for range tc.moves {
				resp = n.takeOne(id)
			}
			g := n.game(id)
			if g.Phase != phaseOver || !g.kibitzLost() {
				t.Fatalf("after the moves: %+v", g)
			}
			n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, bob: {0, 0}})
			for u, want := range tc.winner {
				if got := n.practiceOf(u); got != want {
					t.Errorf("%s's practice: %v, want %v", u.ID, got, want)
				}
			}
			d := desc(resp)
			if strings.Contains(resp.Content, "aborted") || !strings.Contains(d, line) || (tc.idle != "" && !strings.Contains(d, tc.idle)) {
				t.Errorf("the end:\n%s\n%s", resp.Content, d)
			}
			if strings.Contains(d, "The loss ranks") {
				t.Errorf("the end says a loss ranks, where kibitz's records nothing:\n%s", d)
			}
		})
	}
}
