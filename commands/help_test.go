package commands

import (
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"
)

func TestHelpListsEveryCommand(t *testing.T) {
	h := newHarness(t)
	resp := h.command(alice, discordgo.EnglishUS, "help", "")
	if !resp.Private {
		t.Error("help should be private")
	}
	for _, def := range h.mux.Definitions() {
		if !strings.Contains(resp.Content, "/"+def.Name) {
			t.Errorf("help does not mention /%s:\n%s", def.Name, resp.Content)
		}
	}
	topic := h.command(alice, discordgo.Korean, "help", "", opt{"topic", "tictactoe"})
	if !strings.Contains(topic.Content, "/tictactoe play opponent:@friend") || !strings.Contains(topic.Content, "예") {
		t.Errorf("help topic in Korean:\n%s", topic.Content)
	}
	unknown := h.command(alice, discordgo.EnglishUS, "help", "", opt{"topic", "chess"})
	if !strings.Contains(unknown.Content, "no command called") {
		t.Errorf("unknown topic: %q", unknown.Content)
	}
}
