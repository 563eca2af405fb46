package leaderboard

import (
	"bytes"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/router"
)

// bidiControls are the explicit bidirectional formatting characters, which Discord applies: a name
// starting with U+202E turned the rest of its row around, "(you)" and the wins included.
const bidiControls = "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"

// TestNamesWithoutBidiControls: no view of a board nor of /stats passes a name's bidirectional
// formatting characters on: not the names kept with the figures (some kept before kibitz cleaned them),
// nor the asker's, nor a user's named; a name of nothing else is shown as the user and the end of their
// id, as a name kibitz does not know.
func TestNamesWithoutBidiControls(t *testing.T) {
	h, env, _ := setup(t)
	record(t, env, wonBy("2001", "\u202eevil", 3)...)
	record(t, env, wonBy("2002", bidiControls, 2)...)
	me := &discordgo.User{ID: "2003", Username: "me", GlobalName: "\u202bMe\u202c"}
	record(t, env, wonBy("2003", "", 1)...)
	clean := func(what, s string, want ...string) {
		t.Helper()
		if i := strings.IndexAny(s, bidiControls); i >= 0 {
			t.Errorf("%s passes on a bidirectional control (%+q at byte %d):\n%+q", what, []rune(s[i:])[0], i, s)
		}
		for _, w := range want {
			if !strings.Contains(s, w) {
				t.Errorf("%s lacks %q:\n%s", what, w, s)
			}
		}
	}
	for _, tc := range []struct {
		locale discordgo.Locale
		want   []string
	}{
		{discordgo.EnglishUS, []string{"evil", "user 2002", "Me (you)"}},
		{discordgo.Korean, []string{"evil", "사용자 2002", "Me (나)"}},
		{discordgo.Japanese, []string{"evil", "Me（あなた）"}},
	} {
		resp := board(h, me, tc.locale, opt{"game", "tictactoe"}, opt{"display", "text"})
		clean(string(tc.locale)+" text", resp.Content, tc.want...)
		emoji := make([]string, len(tc.want)) // the names in bold
		for i, w := range tc.want {
			emoji[i] = w
			if rest, ok := strings.CutPrefix(w, "Me"); ok {
				emoji[i] = "**Me**" + rest
			}
		}
		resp = board(h, me, tc.locale, opt{"game", "tictactoe"}, opt{"display", "emoji"})
		clean(string(tc.locale)+" emoji", resp.Content, emoji...)
		resp = board(h, me, tc.locale, opt{"game", "tictactoe"})
		clean(string(tc.locale)+" alt text", resp.Alt["leaderboard.png"], tc.want...)
		clean(string(tc.locale)+" picture's message", resp.Content)
		if strings.Contains(resp.Content, "user` and the end of their id") {
			t.Errorf("%s: the picture says it cannot draw a name it can:\n%s", tc.locale, resp.Content)
		}
	}
	// The picture draws the names as they read: as a board whose names had no controls.
	h2, env2, _ := setup(t)
	record(t, env2, wonBy("2001", "evil", 3)...)
	record(t, env2, wonBy("2002", "", 2)...)
	record(t, env2, wonBy("2003", "", 1)...)
	plain := &discordgo.User{ID: "2003", Username: "me", GlobalName: "Me"}
	got, want := board(h, me, discordgo.EnglishUS, opt{"game", "tictactoe"}), board(h2, plain, discordgo.EnglishUS, opt{"game", "tictactoe"})
	if !bytes.Equal(router.FileBytes(got.Files[0]), router.FileBytes(want.Files[0])) {
		t.Errorf("the picture of names with controls differs from the picture of the same names without")
	}

	// /stats, of the asker, of a user named, of a user whose name is nothing but controls, of a bot.
	en := discordgo.EnglishUS
	clean("/stats", h.Command(me, en, "stats", "").Content, "**Me**")
	clean("/stats user", h.Command(me, en, "stats", "", opt{"user", &discordgo.User{ID: "2001", GlobalName: "\u2066evil\u2069"}}).Content, "**evil**")
	clean("/stats of a kept name", h.Command(me, en, "stats", "", opt{"user", &discordgo.User{ID: "2001"}}).Content, "**evil**")
	clean("/stats of controls", h.Command(me, en, "stats", "", opt{"user", &discordgo.User{ID: "2002", GlobalName: bidiControls}}).Content, "user 2002")
	bot := &discordgo.User{ID: "2009", Username: "helper", GlobalName: "\u202ebot", Bot: true}
	clean("/stats of a bot", h.Command(me, en, "stats", "", opt{"user", bot}).Content, "bot")
	commandtest.CheckFits(t, h.Command(me, en, "stats", ""))
}
