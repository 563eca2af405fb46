package kpk

import (
	"bytes"
	"context"
	"image/png"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands"
	"kibitz/commands/commandtest"
	"kibitz/router"
	"kibitz/storage"
)

var (
	alice = commandtest.User("101")
	bob   = commandtest.User("102")
)

// newHarness is commandtest's harness with /kpk (and /help) registered, numbering games g1, g2, ...
func newHarness(t *testing.T) *commandtest.Harness {
	t.Helper()
	return commandtest.New(t, func(h *commandtest.Harness) {
		commands.RegisterAll(h.Mux, New(commands.Env{Store: h.Store, Log: h.Log, NewID: h.NewID}, Config{}))
	})
}

// opt is commandtest.Opt, short for the tables of options.
type opt = commandtest.Opt

// menuFor is the custom_id of the menu offering the move with UCI value uci.
func menuFor(t *testing.T, resp *router.Response, uci string) string {
	t.Helper()
	for _, s := range commandtest.Selects(resp) {
		for _, o := range s.Options {
			if o.Value == uci {
				return s.CustomID
			}
		}
	}
	t.Fatalf("no menu offers %s: %q", uci, resp.Content)
	return ""
}

// selectIn builds the interaction of choosing values in the select menu customID, as u in locale.
func selectIn(u *discordgo.User, locale discordgo.Locale, customID string, values ...string) *discordgo.Interaction {
	return &discordgo.Interaction{ID: "3", Type: discordgo.InteractionMessageComponent, Locale: locale,
		GuildID: "g", ChannelID: "c", Member: &discordgo.Member{User: u},
		Data: discordgo.MessageComponentInteractionData{CustomID: customID, Values: values,
			ComponentType: discordgo.SelectMenuComponent}}
}

// choose chooses uci from whichever menu of resp offers it, in English.
func choose(t *testing.T, h *commandtest.Harness, u *discordgo.User, resp *router.Response, uci string) *router.Response {
	t.Helper()
	return h.Press(u, menuFor(t, resp, uci), uci)
}

// resign presses Resign on resp, then Yes, resign on the question it asks, as u.
func resign(t *testing.T, h *commandtest.Harness, u *discordgo.User, resp *router.Response) *router.Response {
	t.Helper()
	asked := h.Press(u, commandtest.ButtonWithLabel(t, resp, "Resign").CustomID)
	return h.Press(u, commandtest.ButtonWithLabel(t, asked, "Yes, resign").CustomID)
}

// gameOf reads a game from the store.
func gameOf(t *testing.T, h *commandtest.Harness, id string) Game {
	t.Helper()
	var g Game
	if err := storage.GetJSON(context.Background(), h.Store, "kpk:"+id, &g); err != nil {
		t.Fatalf("game %s: %v", id, err)
	}
	return g
}

func decodePNG(t *testing.T, resp *router.Response) {
	t.Helper()
	if len(resp.Files) != 1 {
		t.Fatalf("%d files, want 1 PNG: %q", len(resp.Files), resp.Content)
	}
	img, err := png.Decode(bytes.NewReader(router.FileBytes(resp.Files[0])))
	if err != nil {
		t.Fatalf("board is not a PNG: %v", err)
	}
	if b := img.Bounds(); b.Dx() != 432 || b.Dy() != 432 {
		t.Errorf("board is %v, want 432x432", b)
	}
	if alt := resp.Alt[resp.Files[0].Name]; !strings.HasPrefix(alt, "Chessboard") && !strings.HasPrefix(alt, "체스판") &&
		!strings.HasPrefix(alt, "흑 쪽에서 본 체스판") {
		t.Errorf("board without its alt text: %q", alt)
	}
}
