package tictactoe

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
)

// TestKibitzKeepsTheRankedMoveToItself: while alice plays a ranked game against bob, a practice game of
// hers against kibitz that comes to its board (within the two moves /tictactoe analyze declines) has
// kibitz move at random, and is practice, as its message says; its best move there was the answer the
// analysis refuses her. Once the ranked game is over, kibitz plays its own moves again.
func TestKibitzKeepsTheRankedMoveToItself(t *testing.T) {
	h := newHarness(t)
	ranked := h.pair(opt{"first", "me"}) // alice X to move on an empty board
	rankedID := gameOf(t, ranked)
	versus := func() (*Game, string) {
		t.Helper()
		resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"first", "me"})
		resp = h.play(resp, alice, alice, 1) // kibitz answers on a board of one mark
		return h.game(gameOf(t, resp)), resp.Content
	}
	g, shown := versus()
	if !g.Guarded || g.ranked() || !strings.Contains(shown, "kibitz moved at random in this game, which is practice") {
		t.Errorf("kibitz answered on a board of alice's ranked game: guarded %v, ranked %v, message %q", g.Guarded, g.ranked(), shown)
	}

	h.play(ranked, alice, bob, 5, 1, 3, 7, 4, 6, 2, 8, 9) // the ranked game ends
	if g := h.game(rankedID); !g.over() {
		t.Fatalf("the ranked game is not over: %s", g.Board)
	}
	if g, shown := versus(); g.Guarded || !g.ranked() || strings.Contains(shown, "at random") {
		t.Errorf("with the ranked game over, kibitz still moved at random: guarded %v, %q", g.Guarded, shown)
	}
}
