package commands

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"
)

// TestNimTurnTimeoutAnnounced: the lobby states the configured turn time (Deps.NimTurnTimeout, from
// KIBITZ_NIM_TURN_TIMEOUT), and the board the deadline it sets from it.
func TestNimTurnTimeoutAnnounced(t *testing.T) {
	for _, tc := range []struct {
		timeout time.Duration
		locale  discordgo.Locale
		join    string
		want    string
	}{
		{time.Minute, discordgo.EnglishUS, "Join", "Each turn lasts at most 1 min; a player who runs out of time twice in a row is removed."},
		{90 * time.Second, discordgo.EnglishUS, "Join", "Each turn lasts at most 90 s;"},
		{10 * time.Minute, discordgo.Korean, "참가", "한 차례는 최대 10분입니다."},
	} {
		t.Run(tc.timeout.String(), func(t *testing.T) {
			n := newNimHarness(t)
			n.nim.NimTurnTimeout = tc.timeout
			lobby := n.command(alice, tc.locale, "nim", "start", opt{"heaps", "3 4"})
			if !strings.Contains(nimDesc(lobby), tc.want) {
				t.Fatalf("lobby: %q, want %q", nimDesc(lobby), tc.want)
			}
			join := buttonWithLabel(t, lobby, tc.join).CustomID
			n.press(bob, join)
			resp := n.press(alice, strings.Replace(join, "/join", "/start", 1))
			deadline := n.clock.Now().Add(tc.timeout).Unix()
			if want := "<t:" + strconv.FormatInt(deadline, 10) + ":R>"; !strings.Contains(resp.Content, want) {
				t.Errorf("board: %q, want the deadline %s", resp.Content, want)
			}
		})
	}
}
