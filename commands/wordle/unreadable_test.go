package wordle

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
)

// unreadableEn is the router's reply to a press on a game that can no longer be read (storage.ErrUnreadable).
const unreadableEn = "This game can no longer be loaded (it was saved by another version of kibitz, or damaged). Start a new one."

// TestPlayUnreadableGame: a user's play game lives under one key per user, so a new /wordle play
// must replace a game that cannot be read, as the reply about it asks; guessing in it is refused, and
// changes nothing.
func TestPlayUnreadableGame(t *testing.T) {
	h, _, _ := newHarness(t)
	_, g := startPlay(t, h, alice)
	key := "wdlp:" + alice.ID
	const damaged = `[1,{"id":"g1","game":{"answer":`
	commandtest.SetRaw(t, h.Store, key, damaged)
	resp := h.Serve(submit(alice, discordgo.EnglishUS, "g", router.ID(playWordRoute, g.ID), "crane"))
	if !resp.Private || resp.Content != unreadableEn {
		t.Errorf("a guess in an unreadable game: %+v; want privately %q", resp, unreadableEn)
	}
	if got := commandtest.Raw(t, h.Store, key); got != damaged {
		t.Errorf("after the guess %s holds %s, want it unchanged", key, got)
	}
	resp, fresh := startPlay(t, h, alice)
	if !strings.Contains(resp.Content, "Guess 1 of 6") || fresh.ID == g.ID {
		t.Errorf("/wordle play over an unreadable game: %q, game %+v", resp.Content, fresh)
	}
}
