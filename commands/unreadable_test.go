package commands

import (
	"context"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/router"
	"kibitz/storage"
)

const (
	unreadableEn = "This game can no longer be loaded (it was saved by another version of kibitz, or damaged). Start a new one."
	unreadableKo = "이 게임은 더 이상 불러올 수 없습니다 (다른 버전의 kibitz가 저장했거나 손상되었습니다). 새 게임을 시작해 주세요."
)

// setRaw stores value under key as it is, bypassing the JSON helpers.
func setRaw(t *testing.T, s storage.Store, key, value string) {
	t.Helper()
	if _, err := s.Update(context.Background(), key, 0, func([]byte) ([]byte, error) { return []byte(value), nil }); err != nil {
		t.Fatal(err)
	}
}

// rawIn is the value stored under key, as it is.
func rawIn(t *testing.T, s storage.Store, key string) string {
	t.Helper()
	v, err := s.Get(context.Background(), key)
	if err != nil {
		t.Fatalf("read %s: %v", key, err)
	}
	return string(v)
}

// TestTicTacToeUnreadableGame presses a cell of a game whose stored value cannot be read, damaged or
// written by a newer version: the presser is told privately, in their language, to start a new game, and
// the value is left as it was. A game stored before schema versions existed still plays, and is stored in
// the current version afterwards.
func TestTicTacToeUnreadableGame(t *testing.T) {
	h := newHarness(t)
	resp := h.command(alice, discordgo.EnglishUS, "tictactoe", "play", opt{"opponent", bob}, opt{"first", "me"})
	cell5 := cellID(t, resp, 5)
	key := "ttt:" + strings.Split(cell5, "/")[1]
	for _, stored := range []string{
		`{"id":"g1","board":"X...`, // damaged
		`[2,{"id":"g1","board":".........","x":"101","o":"102","clock":9}]`, // a newer version
		`{"id":"g1","board":[".","X"],"x":"101","o":"102"}`,                 // another type
		`[1,{"id":"g1","board":"XXXXXXXXX","x":"101","o":"102"}]`,           // a board no game reaches
	} {
		setRaw(t, h.store, key, stored)
		for locale, want := range map[discordgo.Locale]string{discordgo.EnglishUS: unreadableEn, discordgo.Korean: unreadableKo} {
			got := h.serve(pressIn(alice, locale, cell5))
			if !got.Private || got.Update || got.Content != want {
				t.Errorf("press on %s (%s): %+v; want privately %q", stored, locale, got, want)
			}
		}
		if got := rawIn(t, h.store, key); got != stored {
			t.Errorf("after the presses %s holds %s, want it unchanged: %s", key, got, stored)
		}
	}

	// The layout of today's games, stored without a version, as every game was before versions existed.
	setRaw(t, h.store, key, `{"id":"g1","board":".........","x":"101","o":"102"}`)
	resp = h.press(alice, cell5)
	if !resp.Update || buttons(resp)[4].Label != "X" {
		t.Fatalf("press on a game stored without a version: %+v", resp)
	}
	if got, want := rawIn(t, h.store, key), `[1,{"id":"g1","board":"....X....","x":"101","o":"102","moves":[4]}]`; got != want {
		t.Errorf("after a move the game is stored as %s, want %s", got, want)
	}
}

// TestWordlePlayUnreadableGame: a user's play game lives under one key per user, so a new /wordle play
// must replace a game that cannot be read, as the reply about it asks; guessing in it is refused, and
// changes nothing.
func TestWordlePlayUnreadableGame(t *testing.T) {
	h, _, _ := newWordleHarness(t)
	_, g := startPlay(t, h, alice)
	key := "wdlp:" + alice.ID
	const damaged = `[1,{"id":"g1","game":{"answer":`
	setRaw(t, h.store, key, damaged)
	resp := h.serve(wordleSubmit(alice, discordgo.EnglishUS, "g", router.ID(wordlePlayWordRoute, g.ID), "crane"))
	if !resp.Private || resp.Content != unreadableEn {
		t.Errorf("a guess in an unreadable game: %+v; want privately %q", resp, unreadableEn)
	}
	if got := rawIn(t, h.store, key); got != damaged {
		t.Errorf("after the guess %s holds %s, want it unchanged", key, got)
	}
	resp, fresh := startPlay(t, h, alice)
	if !strings.Contains(resp.Content, "Guess 1 of 6") || fresh.ID == g.ID {
		t.Errorf("/wordle play over an unreadable game: %q, game %+v", resp.Content, fresh)
	}
}
