package commands

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/storage"
)

const (
	unreadableEn = "This game can no longer be loaded (it was saved by another version of kibitz, or damaged). Start a new one."
	unreadableKo = "이 게임은 더 이상 불러올 수 없습니다 (다른 버전의 kibitz가 저장했거나 손상되었습니다). 새 게임을 시작해 주세요."
)

// setRaw is commandtest.SetRaw.
func setRaw(t *testing.T, s storage.Store, key, value string) {
	t.Helper()
	commandtest.SetRaw(t, s, key, value)
}

// rawIn is commandtest.Raw.
func rawIn(t *testing.T, s storage.Store, key string) string {
	t.Helper()
	return commandtest.Raw(t, s, key)
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
