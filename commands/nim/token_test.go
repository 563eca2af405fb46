package nim

import (
	"context"
	"strings"
	"testing"
	"time"

	"kibitz/commands"
	"kibitz/commands/commandtest"
)

// TestTokenForgotten: a game keeps the token of the interaction that last showed its message only while
// it can edit the message and the game can still change by itself. Dave's turn waits, after a timeout
// 20 minutes after the token (waitingGame): the sweep that applied it left no token in the store, and kept
// when it was issued, by which the turn still waits for a press. The press that shows it keeps its own,
// until the settlement ends the game.
func TestTokenForgotten(t *testing.T) {
	ctx := context.Background()
	n := newHarness(t)
	resp, id, _ := n.waitingGame()
	raw, err := n.Store.Get(ctx, gameKey(id))
	if err != nil {
		t.Fatal(err)
	}
	g := n.game(id)
	if g.Token != "" || strings.Contains(string(raw), `"token":`) || g.TokenAt.IsZero() {
		t.Errorf("a token older than it lasts is kept: %q, issued at %v", g.Token, g.TokenAt)
	}
	if _, later := commands.ShownAtPress(g.TokenAt, n.clock.Now()); !later {
		t.Error("without its token, the game's message reads as one that can still be edited")
	}

	n.press(alice, commandtest.Selects(resp)[0].CustomID, "1") // shows Dave's turn, and starts it
	if g := n.game(id); g.Token == "" || !g.TokenAt.Equal(n.clock.Now()) {
		t.Fatalf("the press that shows the turn: token %q at %v", g.Token, g.TokenAt)
	}
	// Dave times out: Alice, the last player left, wins; the sweep's edit shows it with the press's token,
	// which the store then drops.
	shown := len(n.msgr.Edits())
	n.clock.Advance(10*time.Minute + commands.PressGrace)
	n.nim.sweep(ctx)
	g = n.game(id)
	if g.Phase != phaseOver {
		t.Fatalf("phase %s, want the game over", g.Phase)
	}
	if edits := n.msgr.Edits(); len(edits) != shown+1 || edits[shown].Token == "" {
		t.Errorf("edits %+v, want the end shown with the press's token", edits[shown:])
	}
	if g.Token != "" {
		t.Errorf("a game over keeps its token %q", g.Token)
	}
}
