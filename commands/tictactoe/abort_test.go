package tictactoe

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

// allFigures are a user's tic-tac-toe results, ranked and practice.
func (h *harness) allFigures(u *discordgo.User) (ranked, practice commands.GameStats) {
	h.T.Helper()
	st, err := h.ttt.Stats(context.Background(), u.ID)
	if err != nil {
		h.T.Fatal(err)
	}
	return st.Ranked[resultGame], st.Practice[resultGame]
}

// TestAbortedBeforeMoving: a game between people that ends before each of them has moved (tic-tac-toe
// has no resign: the one way is a timeout) is aborted and records nothing, for either player; a timeout
// after both have moved is a loss, as ever.
func TestAbortedBeforeMoving(t *testing.T) {
	ctx := context.Background()
	t.Run("the first mover times out by the sweep", func(t *testing.T) {
		// /tictactoe play opponent:bob first:opponent: bob accepts and never moves.
		h := newHarness(t)
		resp := h.pair(opt{"first", "opponent"})
		id := gameOf(t, resp)
		h.clock.Advance(DefaultTurnTimeout + commands.PressGrace) // the deadline has settled
		h.ttt.sweep(ctx)
		v, err := h.ttt.view(h.game(id), i18n.English, true)
		if err != nil || !strings.Contains(v.Content, "Game aborted: <@102> did not make a move in time") || strings.Contains(v.Content, "wins") {
			t.Fatalf("after the sweep: %q (%v)", v.Content, err)
		}
		if h.game(id).Forfeit != "X" {
			t.Fatalf("stored: %+v", h.game(id))
		}
		for _, u := range []*discordgo.User{alice, bob} {
			if r, p := h.allFigures(u); r.Played()+p.Played() != 0 {
				t.Errorf("%s: ranked %+v, practice %+v; want nothing", u.ID, r, p)
			}
		}
		if top, _ := h.ttt.Leaderboard(ctx, resultGame, "g", commands.AllTime, 10); len(top) != 0 {
			t.Errorf("leaderboard %v", top)
		}
		if alt := v.Alt["tictactoe.png"]; strings.Contains(alt, "wins") {
			t.Errorf("alt text %q", alt)
		}
	})
	t.Run("the second mover times out on a press", func(t *testing.T) {
		// alice moves; bob never does, and a press after his deadline applies it.
		h := newHarness(t)
		resp := h.play(h.pair(opt{"first", "me"}), alice, bob, 5)
		h.clock.Advance(DefaultTurnTimeout)
		resp = h.Press(carol, cellID(t, resp, 1))
		if !strings.Contains(resp.Content, "Game aborted: <@102> did not make a move in time") {
			t.Fatalf("after bob's deadline: %q", resp.Content)
		}
		for _, u := range []*discordgo.User{alice, bob} {
			if r, p := h.allFigures(u); r.Played()+p.Played() != 0 {
				t.Errorf("%s: ranked %+v, practice %+v; want nothing", u.ID, r, p)
			}
		}
	})
	t.Run("a timeout after both moved is a loss", func(t *testing.T) {
		h := newHarness(t)
		resp := h.play(h.pair(opt{"first", "me"}), alice, bob, 5, 1)
		h.clock.Advance(DefaultTurnTimeout)
		resp = h.Press(carol, cellID(t, resp, 9))
		if !strings.Contains(resp.Content, "<@101> ran out of time. <@102> wins!") {
			t.Fatalf("%q", resp.Content)
		}
		if a, b := h.figures(alice), h.figures(bob); a.Losses != 1 || b.Wins != 1 {
			t.Errorf("alice %+v, bob %+v", a, b)
		}
	})
}

// TestTableCap: two people's sixth game of a day is practice for both, and says so, in another place too
// (a group DM of theirs, whose leaderboard they have not played on: /stats adds up every place); the
// next day's game ranks again.
func TestTableCap(t *testing.T) {
	h := newHarness(t)
	for range commands.TableRankedPerDay {
		h.play(h.pair(opt{"first", "me"}), alice, bob, 5, 2, 1, 3, 9)
	}
	inGroup := func(in *discordgo.Interaction) *router.Response {
		return h.Serve(commandtest.InGroupDM(in, "group"))
	}
	resp := inGroup(commandtest.CommandIn(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"opponent", bob}, opt{"first", "me"}))
	resp = inGroup(commandtest.PressIn(bob, discordgo.EnglishUS, commandtest.ButtonWithLabel(t, resp, "Accept").CustomID))
	for i, cell := range []int{5, 2, 1, 3, 9} {
		u := alice
		if i%2 == 1 {
			u = bob
		}
		resp = inGroup(commandtest.PressIn(u, discordgo.EnglishUS, cellID(t, resp, cell)))
	}
	if !strings.Contains(resp.Content, "You have played 5 ranked games of tic-tac-toe together today, the most a day: this one is **practice**") {
		t.Errorf("the sixth game, in a group DM: %q", resp.Content)
	}
	if r, p := h.allFigures(alice); r.Wins != 5 || p.Wins != 1 {
		t.Errorf("alice: ranked %+v, practice %+v", r, p)
	}
	if r, p := h.allFigures(bob); r.Losses != 5 || p.Losses != 1 {
		t.Errorf("bob: ranked %+v, practice %+v", r, p)
	}
	h.clock.Advance(24 * time.Hour)
	h.play(h.pair(opt{"first", "me"}), alice, bob, 5, 2, 1, 3, 9)
	if r, _ := h.allFigures(alice); r.Wins != 6 {
		t.Errorf("the next day: alice ranked %+v", r)
	}
}
