package commands

import (
	"testing"

	"github.com/bwmarrin/discordgo"
)

// bidiControls are the explicit bidirectional formatting characters: marks, embeddings, overrides and
// isolates. Discord applies them, so that a name starting with U+202E turned the rest of its line around.
const bidiControls = "\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"

// TestDisplayName: the name a result keeps, and every game shows, is the user's display name without
// control characters nor bidirectional formatting characters, its spaces made single; a display name of
// nothing else gives way to the user name, and that to "" (the views' "user 1234").
func TestDisplayName(t *testing.T) {
	for _, tc := range []struct {
		global, user, want string
	}{
		{"Alice", "alice", "Alice"},
		{"", "bob", "bob"},
		{"\u202eevil", "eve", "evil"},
		{"\u2067שלום\u2069 world", "sh", "שלום world"},
		{"a\u200e\u200fb\u061cc", "abc", "abc"},
		{"Li\u202ane\u202c  two\tparts", "x", "Line two parts"},
		{"  \u0007spaced\n ", "x", "spaced"},
		{"عربي", "ar", "عربي"},                      // right-to-left letters stay: only the controls go
		{"zero\u200bwidth", "z", "zero\u200bwidth"}, // not a bidirectional control
		{bidiControls, "carol", "carol"},
		{"\u202e \u2066", "dave", "dave"},
		{bidiControls, bidiControls, ""},
		{"", "", ""},
	} {
		if got := DisplayName(&discordgo.User{ID: "1", GlobalName: tc.global, Username: tc.user}); got != tc.want {
			t.Errorf("DisplayName(%+q, %+q) = %+q, want %+q", tc.global, tc.user, got, tc.want)
		}
	}
	if got := DisplayName(nil); got != "" {
		t.Errorf("DisplayName(nil) = %q", got)
	}
}
