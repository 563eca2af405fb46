package nim

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
)

// TestKibitzKeepsTheRankedMoveToItself: alice plays a ranked game on 7 9 12 with moves 1,3,4, whose
// analysis and Hint are refused her while it goes on. In her DM with kibitz she sets up a practice game on
// 7 9 12 1 and empties the heap of 1: kibitz, to move on her ranked position, moves at random and the
// message says why; it played the winning move, the answer the Hint refuses. Once the ranked game is
// over, kibitz plays its own moves again.
func TestKibitzKeepsTheRankedMoveToItself(t *testing.T) {
	n := newHarness(t)
	_, ranked := n.start("7 9 12", []opt{{"moves", "1,3,4"}}, bob)
	if g := n.game(ranked); !g.ranked() {
		t.Fatalf("the game between alice and bob does not rank: %+v", g)
	}
	practice := func() (*Game, string) {
		t.Helper()
		lobby := n.Serve(commandtest.InBotDM(commandtest.CommandIn(alice, discordgo.EnglishUS, "nim", "start",
			opt{"heaps", "7 9 12 1"}, opt{"moves", "1,3,4"}, opt{"bot", true})))
		start := commandtest.ButtonWithLabel(t, lobby, "Start").CustomID
		id := strings.Split(start, "/")[1]
		board := n.Serve(commandtest.InBotDM(n.in(alice, discordgo.EnglishUS, start)))
		board = n.Serve(commandtest.InBotDM(n.in(alice, discordgo.EnglishUS, commandtest.Selects(board)[0].CustomID, "4")))
		board = n.Serve(commandtest.InBotDM(n.in(alice, discordgo.EnglishUS, commandtest.Selects(board)[1].CustomID, "1")))
		g := n.game(id)
		if g.Last == nil || !g.Last.Player.Bot {
			t.Fatalf("kibitz did not answer alice's move: %+v", g.Last)
		}
		return g, desc(board)
	}
	g, shown := practice()
	if !g.Guarded || !strings.Contains(shown, "kibitz moved at random in this game") {
		t.Errorf("kibitz moved on alice's ranked position (took %d from heap %d) without keeping its move to itself: guarded %v, message %q",
			g.Last.Take, g.Last.Heap+1, g.Guarded, shown)
	}

	// alice leaves the ranked game: it is over, and kibitz plays its own moves on that position again
	n.leaveWith(alice, "nim1/"+ranked+"/leave")
	if g := n.game(ranked); g.Phase != phaseOver {
		t.Fatalf("the ranked game after alice left: %s", g.Phase)
	}
	if g, shown := practice(); g.Guarded || strings.Contains(shown, "at random") {
		t.Errorf("with the ranked game over, kibitz still moved at random: %q", shown)
	}
}

// TestNoneJoinsAGameAgainstKibitzAlone: a lobby in a DM with kibitz says nobody else can join it and
// shows no Join; a Join pressed on it anyway (a forged interaction) is refused, and the game, against
// kibitz alone, stays practice.
func TestNoneJoinsAGameAgainstKibitzAlone(t *testing.T) {
	n := newHarness(t)
	lobby := n.Serve(commandtest.InBotDM(commandtest.CommandIn(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4 5"}, opt{"bot", true})))
	start := commandtest.ButtonWithLabel(t, lobby, "Start").CustomID
	id := strings.Split(start, "/")[1]
	n.wantErr(n.in(bob, discordgo.EnglishUS, "nim1/"+id+"/join"), router.Forbidden, "nobody else can join")
	n.Serve(commandtest.InBotDM(n.in(alice, discordgo.EnglishUS, start)))
	if g := n.game(id); g.ranked() || len(g.Players) != 2 {
		t.Errorf("the game against kibitz alone: players %+v, ranked %v; want alice and kibitz, practice", g.Players, g.ranked())
	}
}

// TestGuardedGameBetweenPeopleIsPractice: in a game of two people and kibitz, kibitz moved at random on a
// seated player's ranked position (Game.Guarded), not at its level, so the game measures nothing of the
// people in it: it ends as practice for everyone, and its end says so.
func TestGuardedGameBetweenPeopleIsPractice(t *testing.T) {
	n := newHarness(t)
	n.start("7 9 12", []opt{{"moves", "1,3,4"}}, bob) // alice and bob, ranked
	board, id := n.start("7 9 12 1", []opt{{"moves", "1,3,4"}, {"bot", true}}, carol)
	if g := n.game(id); !g.ranked() || !g.Players[1].Bot {
		t.Fatalf("alice, kibitz and carol: ranked %v, players %+v", g.ranked(), g.Players)
	}
	board = n.move(alice, board, 4, 1) // 7 9 12: alice's ranked position, kibitz to move
	if g := n.game(id); !g.Guarded {
		t.Fatalf("kibitz moved on alice's ranked position without keeping its move to itself: %+v", g.Last)
	}
	// carol leaves, then alice: kibitz is left alone and the game is over
	board = n.leave(carol, board)
	if !strings.Contains(desc(board), "this game is **practice** for everyone") {
		t.Errorf("the board after kibitz's random move does not say the game is practice: %q", desc(board))
	}
	n.leave(alice, board)
	g := n.game(id)
	if g.Phase != phaseOver {
		t.Fatalf("the game after both people left: %s", g.Phase)
	}
	for _, r := range g.results() {
		if r.Ranked {
			t.Errorf("%s's %v ranks in a game kibitz moved at random in", r.UserID, r.Outcome)
		}
	}
	n.wantRecord(map[*discordgo.User][2]int{alice: {0, 0}, carol: {0, 0}})
}
