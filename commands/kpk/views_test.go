package kpk

import (
	"context"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/solvers/kpk"
)

// TestAnalyzeViews: /kpk analyze in each view and both languages: the emoji grid or the text board with
// the line that reads it, in the message and no file; or the picture with its alt text.
func TestAnalyzeViews(t *testing.T) {
	p, _ := kpk.Parse("Kb6 Qc8 ka8 b")
	for _, tc := range []struct {
		locale discordgo.Locale
		view   string
		want   []string
	}{
		{discordgo.EnglishUS, "emoji", []string{boardEmoji(p, boardOptions{}),
			"⚪ white king b6 · 👸 white queen c8 · ⚫ black king a8 · Black to move, in check"}},
		{discordgo.Korean, "emoji", []string{boardEmoji(p, boardOptions{}),
			"⚪ 백 킹 b6 · 👸 백 퀸 c8 · ⚫ 흑 킹 a8 · 흑 차례, 체크 상태"}},
		{discordgo.EnglishUS, "text", []string{boardText(p, boardOptions{}),
			"Capitals are White, small letters Black; Black to move, in check."}},
		{discordgo.Korean, "text", []string{boardText(p, boardOptions{}), "대문자는 백, 소문자는 흑입니다. 흑 차례, 체크 상태."}},
		{discordgo.EnglishUS, "image", nil},
		{discordgo.Korean, "image", nil},
	} {
		t.Run(string(tc.locale)+" "+tc.view, func(t *testing.T) {
			h := newHarness(t)
			h.Unfitted = true // measure the handlers' own replies (commandtest.CheckFits)
			resp := h.Command(alice, tc.locale, "kpk", "analyze", opt{"position", p.Short()}, opt{"display", tc.view})
			if resp.Private {
				t.Fatalf("private reply %q", resp.Content)
			}
			commandtest.CheckFits(t, resp)
			if tc.view == "image" {
				decodePNG(t, resp)
				return
			}
			if len(resp.Files) != 0 {
				t.Errorf("%s view with %d files", tc.view, len(resp.Files))
			}
			for _, w := range tc.want {
				if !strings.Contains(resp.Content, w) {
					t.Errorf("reply %q\nwant it to contain %q", resp.Content, w)
				}
			}
			if tc.locale == discordgo.Korean && strings.Contains(resp.Content, "king") {
				t.Errorf("Korean reply with English piece names: %q", resp.Content)
			}
		})
	}
}

// TestViewFromSettings: without the option, a user's /settings default decides; the option overrides it.
func TestViewFromSettings(t *testing.T) {
	h := newHarness(t)
	if _, err := commands.ChangePrefs(context.Background(), h.Store, alice.ID, func(p *commands.Prefs) { p.Display = commands.ViewText }); err != nil {
		t.Fatal(err)
	}
	resp := h.Command(alice, discordgo.EnglishUS, "kpk", "analyze", opt{"position", "Ke1 Pe2 ke8 w"})
	if len(resp.Files) != 0 || !strings.Contains(resp.Content, "```\n8 . . . . k . . .") {
		t.Errorf("alice prefers text, got %d files and %q", len(resp.Files), resp.Content)
	}
	resp = h.Command(alice, discordgo.EnglishUS, "kpk", "analyze", opt{"position", "Ke1 Pe2 ke8 w"}, opt{"display", "image"})
	decodePNG(t, resp)
	resp = h.Command(bob, discordgo.EnglishUS, "kpk", "analyze", opt{"position", "Ke1 Pe2 ke8 w"})
	decodePNG(t, resp) // bob has no default: the picture
}

// TestPlayKeepsItsView: a game shows its board after every move in the view it started in, from the
// player's side, to the end; and Again starts the next game in the view of whoever presses it.
func TestPlayKeepsItsView(t *testing.T) {
	for _, tc := range []struct {
		locale discordgo.Locale
		view   string
		legend string
		top    string // the first rank above the eighth, as Black sees the board
		bottom string
	}{
		{discordgo.EnglishUS, "emoji", "⚫ black king", "1️⃣", "8️⃣"},
		{discordgo.Korean, "emoji", "⚫ 흑 킹", "1️⃣", "8️⃣"},
		{discordgo.EnglishUS, "text", "Capitals are White, small letters Black", "```\n1 ", "\n8 "},
		{discordgo.Korean, "text", "대문자는 백, 소문자는 흑입니다.", "```\n1 ", "\n8 "},
	} {
		t.Run(string(tc.locale)+" "+tc.view, func(t *testing.T) {
			h := newHarness(t)
			h.Unfitted = true // measure the handlers' own replies (commandtest.CheckFits)
			resp := h.Command(alice, tc.locale, "kpk", "play", opt{"position", "Kb3 Pg2 kb5 b"}, opt{"side", "black"},
				opt{"display", tc.view})
			for i := 0; ; i++ {
				commandtest.CheckFits(t, resp)
				if len(resp.Files) != 0 || !strings.Contains(resp.Content, tc.legend) {
					t.Fatalf("ply %d: %d files, %q", i, len(resp.Files), resp.Content)
				}
				if top, bottom := strings.Index(resp.Content, tc.top), strings.Index(resp.Content, tc.bottom); top < 0 || bottom < top {
					t.Fatalf("ply %d: the board is not from Black's side: %q", i, resp.Content)
				}
				g := gameOf(t, h, "g1")
				if g.over() {
					if g.Ply != 54 || !strings.Contains(resp.Content, tc.legend) {
						t.Errorf("the game ended at ply %d, want the mate at 54: %q", g.Ply, resp.Content)
					}
					break
				}
				m, _, _ := kpk.BestMove(g.Pos)
				resp = h.Serve(selectIn(alice, tc.locale, menuFor(t, resp, m.UCI()), m.UCI()))
				if !resp.Update {
					t.Fatalf("move %s: not an update: %q", m.UCI(), resp.Content)
				}
			}
			// Again, pressed by bob, who has no default: his game shows the picture.
			again := h.Press(bob, buttonWithPrefix(t, resp, "kpk1/again/"))
			decodePNG(t, again)
		})
	}
}

func buttonWithPrefix(t *testing.T, resp *router.Response, prefix string) string {
	t.Helper()
	for _, b := range commandtest.Buttons(resp) {
		if strings.HasPrefix(b.CustomID, prefix) {
			return b.CustomID
		}
	}
	t.Fatalf("no button %s… in %q", prefix, resp.Content)
	return ""
}
