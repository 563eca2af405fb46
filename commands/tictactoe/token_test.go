package tictactoe

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
)

// storedHas reports whether the value stored for game id holds token, in any field.
func (h *harness) storedHas(id, token string) bool {
	h.T.Helper()
	raw, err := h.Store.Get(context.Background(), gameKey(id))
	if err != nil {
		h.T.Fatal(err)
	}
	return strings.Contains(string(raw), token)
}

// TestTokenForgottenAtTheEnd: a game keeps the token of the interaction that last showed its message
// while a deadline may need it, and not once the game is over: the sweep that ended it edits with it,
// then the store has it no more; a press that ends a game or answers a challenge leaves none either. When
// it was issued is kept.
func TestTokenForgottenAtTheEnd(t *testing.T) {
	ctx := context.Background()
	t.Run("ended by the sweep", func(t *testing.T) {
		h := newHarness(t)
		h.ttt.TurnTimeout = 30 * time.Second
		resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"first", "me"}, opt{"display", "text"})
		in := commandtest.PressIn(alice, discordgo.EnglishUS, cellID(t, resp, 1))
		in.AppID, in.Token = "app", "tok-move"
		h.Serve(in)
		if !h.storedHas("g1", "tok-move") {
			t.Fatal("a game in play does not keep the token its deadline's edit needs")
		}
		h.clock.Advance(30*time.Second + commands.PressGrace)
		h.ttt.sweep(ctx)
		if edits := h.msgr.Edits(); len(edits) != 1 || edits[0].Token != "tok-move" {
			t.Fatalf("edits %+v, want one with the move's token", edits)
		}
		if g := h.game("g1"); g.Forfeit == "" || g.Token != "" || !g.TokenAt.Equal(start) || h.storedHas("g1", "tok-move") {
			t.Errorf("after the forfeit: token %q, at %v", g.Token, g.TokenAt)
		}
	})
	t.Run("declined", func(t *testing.T) {
		h := newHarness(t)
		challenge := commandtest.CommandIn(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"opponent", bob})
		challenge.AppID, challenge.Token = "app", "tok-challenge"
		resp := h.Serve(challenge)
		if !h.storedHas("g1", "tok-challenge") {
			t.Fatal("a challenge does not keep the token its expiry's edit needs")
		}
		in := commandtest.PressIn(bob, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, resp, "Decline").CustomID)
		in.AppID, in.Token = "app", "tok-decline"
		h.Serve(in)
		if h.storedHas("g1", "tok-") {
			t.Errorf("a declined challenge keeps a token: %+v", h.game("g1"))
		}
	})
	t.Run("ended by a move", func(t *testing.T) {
		h := newHarness(t)
		resp := h.Command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"first", "me"}, opt{"display", "text"})
		for i := 0; !h.game("g1").over(); i++ {
			b := h.game("g1").board()
			cell := 0
			for c := range 9 {
				if _, ok := b.Play(c); ok {
					cell = c + 1
					break
				}
			}
			in := commandtest.PressIn(alice, discordgo.EnglishUS, cellID(t, resp, cell))
			in.AppID, in.Token = "app", "tok-"+string(rune('a'+i))
			resp = h.Serve(in)
		}
		if g := h.game("g1"); g.Token != "" || h.storedHas("g1", "tok-") {
			t.Errorf("a game over keeps a token: %q", g.Token)
		}
	})
}
