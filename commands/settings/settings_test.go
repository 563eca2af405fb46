package settings

import (
	"context"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
)

type opt = commandtest.Opt

func TestSettings(t *testing.T) {
	h := commandtest.New(t, func(h *commandtest.Harness) {
		New(commands.Env{Store: h.Store, Log: h.Log}, Config{}).Register(h.Mux)
	})
	alice, bob := commandtest.User("101"), commandtest.User("102")
	r := h.Command(alice, discordgo.EnglishUS, "settings", "show")
	if !r.Private || !strings.Contains(r.Content, "**pictures**") || !strings.Contains(r.Content, "**green and yellow**") {
		t.Errorf("defaults: %q", r.Content)
	}
	r = h.Command(alice, discordgo.EnglishUS, "settings", "display", opt{"view", "emoji"})
	if !strings.HasPrefix(r.Content, "Saved. ") || !strings.Contains(r.Content, "**emoji grids**") {
		t.Errorf("display emoji: %q", r.Content)
	}
	r = h.Command(alice, discordgo.Korean, "settings", "contrast", opt{"high", true})
	if !strings.HasPrefix(r.Content, "저장했습니다. ") || !strings.Contains(r.Content, "**이모지 격자로**") || !strings.Contains(r.Content, "고대비") {
		t.Errorf("contrast in Korean: %q", r.Content)
	}
	p, err := commands.LoadPrefs(context.Background(), h.Store, alice.ID)
	if err != nil || p.Display != commands.ViewEmoji || !p.HighContrast {
		t.Errorf("stored %+v, %v; want emoji and high contrast", p, err)
	}
	if p, _ := commands.LoadPrefs(context.Background(), h.Store, bob.ID); p != (commands.Prefs{}) {
		t.Errorf("bob's settings changed with alice's: %+v", p)
	}
	r = h.Command(alice, discordgo.EnglishUS, "settings", "display", opt{"view", "sideways"})
	if !r.Private || !strings.Contains(r.Content, "view") {
		t.Errorf("a view that is not a choice: %q", r.Content)
	}
}
