package all

// Tests that what /help and /stats say of results is what the games record, played through every
// registered game as the bot registers them.

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
)

// TestNimLeaverClaims: a Nim player who leaves after Start without a move records a ranked loss, which
// /help topic:leaderboard's general rule says ("in Nim, for those who left after Start": it once said games
// between people count for those who moved); the winner, who never moved, records nothing, so a finished
// game need not count in /stats, which its empty reply says ("that records a result": it once said every
// finished game counts).
func TestNimLeaverClaims(t *testing.T) {
	h := newHarness(t)
	bob := commandtest.User("102")
	resp := h.Command(alice, discordgo.EnglishUS, "nim", "start", opt{"heaps", "3 4"})
	resp = h.Press(bob, commandtest.ButtonWithLabel(t, resp, "Join").CustomID)
	resp = h.Press(alice, commandtest.ButtonWithLabel(t, resp, "Start").CustomID)
	leave := commandtest.ButtonWithLabel(t, resp, "Leave").CustomID
	h.Press(bob, leave) // Leave in play asks first
	h.Press(bob, leave)

	if got := h.Command(bob, discordgo.EnglishUS, "stats", "").Content; !strings.Contains(got, "**Nim**: 0 wins, 1 loss") ||
		strings.Contains(got, "Practice") {
		t.Errorf("bob, who left after Start without a move, has no ranked loss:\n%s", got)
	}
	rules := commandtest.Text(h.Command(alice, discordgo.EnglishUS, "help", "", opt{"topic", "leaderboard"}))
	if !strings.Contains(rules, "games between people, for those who moved and, in Nim, for those who left after Start,") {
		t.Errorf("/help topic:leaderboard does not say that a Nim leaver's result counts:\n%s", rules)
	}
	rulesKo := commandtest.Text(h.Command(alice, discordgo.Korean, "help", "", opt{"topic", "leaderboard"}))
	if !strings.Contains(rulesKo, "한 수 이상 둔 사람(님 게임에서는 시작 뒤에 나간 사람도)의 결과") {
		t.Errorf("/help topic:leaderboard in Korean does not say that a Nim leaver's result counts:\n%s", rulesKo)
	}

	got := h.Command(alice, discordgo.EnglishUS, "stats", "").Content
	if !strings.HasPrefix(got, "No finished game of yours is counted yet.\n") {
		t.Fatalf("alice, the winner who never moved, has figures:\n%s", got)
	}
	if !strings.Contains(got, "Every finished game of Tic-tac-toe, Sudoku, Wordle and Nim that records a result counts here (/help topic:leaderboard says which)") {
		t.Errorf("/stats after a finished game that recorded nothing claims every finished game counts:\n%s", got)
	}
	if got := h.Command(alice, discordgo.Korean, "stats", "").Content; !strings.Contains(got, "틱택토, 스도쿠, 워들, 님 게임 중 결과가 기록되는 게임은") {
		t.Errorf("/stats in Korean:\n%s", got)
	}
}

// TestStatsDescriptionClaimsRankedGames: /stats shows the games that record results (commands.ScoredGame)
// and no other, and some games record none (knight's tours, KPK, the Grundy games), so its description
// must not claim every game: it says the games kibitz ranks.
func TestStatsDescriptionClaimsRankedGames(t *testing.T) {
	var scored, unscored []string
	for _, g := range (Config{}).games(commands.Env{}) {
		m := router.NewMux()
		g.Register(m)
		name := m.Commands()[0].Name.En
		if _, ok := g.(commands.ScoredGame); ok {
			scored = append(scored, name)
		} else {
			unscored = append(unscored, name)
		}
	}
	if len(scored) == 0 || len(unscored) == 0 {
		t.Fatalf("scored %v, unscored %v: the test needs both", scored, unscored)
	}
	h := newHarness(t)
	for _, c := range h.Mux.Commands() {
		if c.Name.En != "stats" {
			continue
		}
		if d := c.Description.En; strings.Contains(d, "every game") || !strings.Contains(d, "in the games kibitz ranks") {
			t.Errorf("/stats says %q; games %v record no results", d, unscored)
		}
		if d := c.Description.Ko; strings.Contains(d, "모든 게임") || !strings.Contains(d, "kibitz가 순위를 매기는 게임") {
			t.Errorf("/stats in Korean says %q", d)
		}
		return
	}
	t.Fatal("no /stats")
}
