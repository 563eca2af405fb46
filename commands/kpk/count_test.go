package kpk

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
)

// TestCountInReplies: where a FEN's halfmove clock changes what best play makes of the position, /kpk
// analyze (a position or a PGN) and /kpk play say the result under the count and why, and never a mate
// the count forbids; where it cannot matter, the tablebase's plain result.
func TestCountInReplies(t *testing.T) {
	for _, tc := range []struct {
		name, sub, position string
		want, not           []string
	}{
		{"king moves draw at 99", "analyze", "4k3/8/8/8/8/8/4P3/4K3 w - - 99 1",
			[]string{"**Draw.** The fifty-move count stands at 99: every move that does not move the pawn or mate draws at once", "White cannot win", "Kd2 (draw by the fifty-move rule)", "e3 (draw)"},
			[]string{"mates in 22."}},
		// The largest clock kpk reads stays a draw; a move number beyond 2^20 is clamped, never read as 1.
		{"the largest clock", "analyze", "4k3/8/8/8/8/8/4P3/4K3 w - - 9999 3000000",
			[]string{"**Draw.** The fifty-move count stands at 9,999: the game is already drawn", "FEN `4k3/8/8/8/8/8/4P3/4K3 w - - 9999 1048575`"},
			[]string{"mates in 22", " 0 1`"}},
		{"the win holds but is tight", "analyze", "4k3/8/8/8/8/8/4P3/4K3 w - - 60 1",
			[]string{"**White can force mate.** The fifty-move count stands at 60: White must move the pawn or mate within the 40 plies", "Kd2 (wins)"},
			[]string{"**White mates in 22.**"}},
		{"the count cannot matter", "analyze", "4k3/8/8/8/8/8/4P3/4K3 w - - 50 1",
			[]string{"**White mates in 22.**", "Kd2 (mate in 22)"}, []string{"fifty-move count"}},
		{"a PGN that reaches 100", "analyze", "[FEN \"7k/P7/5K2/8/8/8/8/8 w - - 98 1\"] 1. Kg6 Kg8",
			[]string{"**Draw.** The fifty-move count stands at 100: the game is already drawn"}, []string{"mate in 1", "Best move"}},
		{"a rook mate too far", "play", "4k3/8/8/8/8/8/8/4K2R w - - 95 1",
			[]string{"With best play this is a draw.", "White needs 21 plies to mate, and the count leaves 5 plies"},
			[]string{"With best play White mates"}},
		{"play at 99", "play", "4k3/8/8/8/8/8/4P3/4K3 w - - 99 1",
			[]string{"With best play this is a draw.", "The fifty-move count stands at 99"}, []string{"With best play White mates"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t)
			resp := h.Command(alice, discordgo.EnglishUS, "kpk", tc.sub, opt{"position", tc.position})
			for _, w := range tc.want {
				if !strings.Contains(resp.Content, w) {
					t.Errorf("/kpk %s %q: no %q in\n%s", tc.sub, tc.position, w, resp.Content)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(resp.Content, w) {
					t.Errorf("/kpk %s %q: %q in\n%s", tc.sub, tc.position, w, resp.Content)
				}
			}
		})
	}
}

// TestTablebaseKeepsWinUnderCount: playing Black against the tablebase from a high clock, whatever the
// player does, the tablebase mates before the count draws: its moves are chosen under the count.
func TestTablebaseKeepsWinUnderCount(t *testing.T) {
	h := newHarness(t)
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "play", opt{"position", "4k3/8/8/8/8/8/4P3/4K3 w - - 60 1"}, opt{"side", "black"})
	for i := 0; i < 60; i++ {
		g := gameOf(t, h, "g1")
		if g.over() {
			break
		}
		moves := g.Pos.LegalMoves()
		resp = choose(t, h, alice, resp, moves[i%len(moves)].UCI())
	}
	if g := gameOf(t, h, "g1"); g.End != "" || !g.over() || !strings.Contains(resp.Content, "Checkmate") {
		t.Errorf("the game from a clock of 60 ended with %q, over %v:\n%s", g.End, g.over(), resp.Content)
	}
}

// TestNoteOnTightWin: where the count made the better move's win tight, the note on a move that throws it
// away quotes no distance to mate (the mate may take longer under the count), and a take-back that brings
// the note back words it the same.
func TestNoteOnTightWin(t *testing.T) {
	for _, tc := range []struct {
		locale    discordgo.Locale
		want, not string
	}{
		{discordgo.EnglishUS, "That move draws: Kd2 kept the win.", "won in"},
		{discordgo.Korean, "그 수로 무승부가 됩니다. Kd2면 승리를 지킬 수 있었습니다.", "수 만에 이길"},
	} {
		t.Run(string(tc.locale), func(t *testing.T) {
			h := newHarness(t)
			// At 60, Kd2 still wins, but its 43-ply mate would take the clock past 100: tight.
			resp := h.Command(alice, tc.locale, "kpk", "play", opt{"position", "4k3/8/8/8/8/8/4P3/4K3 w - - 60 1"})
			resp = h.Serve(selectIn(alice, tc.locale, menuFor(t, resp, "e1d1"), "e1d1"))
			if !strings.Contains(resp.Content, tc.want) || strings.Contains(resp.Content, tc.not) {
				t.Fatalf("after Kd1: %q, want %q and no %q", resp.Content, tc.want, tc.not)
			}
			if g := gameOf(t, h, "g1"); g.Note == nil || !g.Note.Tight {
				t.Errorf("stored note %+v, want a tight one", g.Note)
			}
			moves := gameOf(t, h, "g1").Pos.LegalMoves()
			resp = h.Serve(selectIn(alice, tc.locale, menuFor(t, resp, moves[0].UCI()), moves[0].UCI()))
			resp = h.Serve(commandtest.PressIn(alice, tc.locale, takeBackOf(t, resp).CustomID))
			if !strings.Contains(resp.Content, tc.want) {
				t.Errorf("after Take back: %q, want %q", resp.Content, tc.want)
			}
		})
	}
}
