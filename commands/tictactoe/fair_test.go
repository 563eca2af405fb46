package tictactoe

import (
	"context"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/solvers/tictactoe"
)

// TestFairResults: which finished games count on the leaderboard and which are practice, by who played
// (docs/contract.md §5). A win against kibitz at easy is a win a player can pick: it shows in /stats as
// practice and never on the leaderboard; between people, and against perfect kibitz, results rank.
func TestFairResults(t *testing.T) {
	for _, c := range []struct {
		name   string
		game   Game
		ranked bool
	}{
		{"two people", Game{X: "1", O: "2"}, true},
		{"kibitz at perfect", Game{X: "1", Level: tictactoe.Perfect}, true},
		{"kibitz, a game stored before levels", Game{O: "1"}, true},
		{"kibitz at medium", Game{X: "1", Level: tictactoe.Medium}, false},
		{"kibitz at easy", Game{O: "1", Level: tictactoe.Easy}, false},
	} {
		if got := c.game.ranked(); got != c.ranked {
			t.Errorf("%s: ranked %v, want %v", c.name, got, c.ranked)
		}
	}

	// The farmable start: against easy kibitz, playing the best move every time wins whenever kibitz
	// blunders; find a seed where it does, and see where the win goes.
	h := newHarness(t)
	won := false
	for seed := uint64(0); seed < 40 && !won; seed++ {
		h.ttt.Seed = func() uint64 { return seed }
		resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"difficulty", "easy"}, opt{"first", "me"})
		if !strings.Contains(resp.Content, "Practice against kibitz below perfect") {
			t.Fatalf("a game against easy kibitz does not say it is practice:\n%s", resp.Content)
		}
		for range 5 {
			g := h.game(gameOf(t, resp))
			b, err := tictactoe.Parse(g.Board)
			if err != nil {
				t.Fatal(err)
			}
			if b.Over() {
				break
			}
			best, _ := tictactoe.Best(b)
			resp = h.Press(alice, cellID(t, resp, best.Cell+1))
			if !resp.Update {
				t.Fatalf("seed %d: %q", seed, resp.Content)
			}
		}
		won = strings.Contains(resp.Content, "<@101> wins!")
	}
	if !won {
		t.Fatal("easy kibitz never lost in 40 games")
	}
	st, err := h.ttt.Stats(context.Background(), alice.ID)
	if err != nil {
		t.Fatal(err)
	}
	if p := st.Practice[resultGame]; p.Wins != 1 {
		t.Errorf("practice %+v, want the win against easy kibitz", p)
	}
	if r := st.Ranked[resultGame]; r.Wins != 0 {
		t.Errorf("ranked %+v: a win against easy kibitz ranked", r)
	}
	if top, err := h.ttt.Leaderboard(context.Background(), resultGame, "g", commands.AllTime, 10); err != nil || len(top) != 0 {
		t.Errorf("leaderboard %+v (%v), want none", top, err)
	}

	// A game between two people ranks, and says nothing of practice; nor does one against perfect kibitz.
	if resp := h.play(h.pair(opt{"first", "me"}), alice, bob, 5, 2, 1, 3, 9); strings.Contains(resp.Content, "Practice") {
		t.Errorf("a game between people says practice:\n%s", resp.Content)
	}
	if resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play"); strings.Contains(resp.Content, "Practice") {
		t.Errorf("a game against perfect kibitz says practice:\n%s", resp.Content)
	}
	if top, err := h.ttt.Leaderboard(context.Background(), resultGame, "g", commands.AllTime, 10); err != nil || len(top) != 1 || top[0].Member != alice.ID {
		t.Errorf("leaderboard %+v (%v), want alice's win over bob", top, err)
	}
}
