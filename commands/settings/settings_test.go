package settings

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
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

// TestForget: /settings show says what is kept; /settings forget asks, its button deletes it for the
// user who asked alone and within a minute; show then finds nothing.
func TestForget(t *testing.T) {
	ctx := context.Background()
	clock := commandtest.NewClock(time.Date(2026, 11, 25, 12, 0, 0, 0, time.UTC))
	var env commands.Env
	h := commandtest.New(t, func(h *commandtest.Harness) {
		env = commands.Env{Store: h.Store, Log: h.Log, Now: clock.Now}.WithDefaults()
		New(env, Config{Games: []commands.Game{nimScored{}}}).Register(h.Mux)
	})
	h.Now = clock.Now
	alice, bob := commandtest.User("101"), commandtest.User("102")
	for _, g := range []string{"g1", "g2"} {
		r := commands.Result{Game: "nim", Ranked: true, GuildID: g, UserID: alice.ID, Outcome: commands.Win, ID: "nim:" + g}
		if err := env.Record(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	h.Command(alice, discordgo.EnglishUS, "settings", "display", opt{"view", "text"})
	r := h.Command(alice, discordgo.EnglishUS, "settings", "show")
	for _, want := range []string{"games finished: 2", "dailies: 2", "- your settings above", "/settings forget"} {
		if !strings.Contains(r.Content, want) {
			t.Errorf("show lacks %q: %q", want, r.Content)
		}
	}
	ask := func() string {
		r := h.Command(alice, discordgo.EnglishUS, "settings", "forget")
		if !r.Private || !strings.Contains(r.Content, "within 1 minute") || !strings.Contains(r.Content, "at most 8 days") {
			t.Errorf("forget's question: %q", r.Content)
		}
		return commandtest.ButtonWithLabel(t, r, "Delete my data").CustomID
	}
	button := ask()
	h.WantCode(t, commandtest.ComponentPress(bob, button), router.Forbidden)
	clock.Advance(time.Minute)
	h.WantCode(t, commandtest.ComponentPress(alice, button), router.Conflict, "lapsed")
	if s, _ := env.Stats(ctx, alice.ID); s.Empty() {
		t.Fatal("a lapsed question deleted the figures")
	}
	r = h.Press(alice, ask())
	if !r.Update || !strings.Contains(r.Content, "Deleted: 2 stored records, and your entries on 4 boards; places looked through: 2.") {
		t.Errorf("confirmed: %+v", r)
	}
	r = h.Command(alice, discordgo.EnglishUS, "settings", "show")
	for _, want := range []string{"- no figures", "dailies: 0", "- no settings of your own"} {
		if !strings.Contains(r.Content, want) {
			t.Errorf("show after forgetting lacks %q: %q", want, r.Content)
		}
	}
}

// nimScored declares Nim's ranking, whose boards /settings forget looks through.
type nimScored struct{}

func (nimScored) Register(*router.Mux) {}
func (nimScored) Scoring() commands.Scoring {
	return commands.Scoring{Game: "nim", Rankings: []commands.Ranking{{ID: "nim"}}}
}
