package help

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
)

// The tests of /help over the registered games are in commands/all/help_test.go, where the list is.

// TestHelpOverviewFitsManyCommands: with thirty commands of three subcommands each, nearly three times
// today's, /help's one line per command still fits in one Discord message and names every one.
func TestHelpOverviewFitsManyCommands(t *testing.T) {
	m := router.NewMux()
	noop := func(context.Context, *router.Request) (*router.Response, error) { return nil, nil }
	for i := range 30 {
		var subs []router.Subcommand
		for j := range 3 {
			subs = append(subs, router.Subcommand{Name: i18n.Plain(fmt.Sprint("sub", j)), Handler: noop,
				Description: i18n.Plain(strings.Repeat("a long description ", 4))})
		}
		m.Command(router.Command{Name: i18n.Plain(fmt.Sprint("game", i)), Description: i18n.Plain("A game"), Subcommands: subs})
	}
	req, _ := router.NewRequest(&discordgo.Interaction{Type: discordgo.InteractionApplicationCommand,
		User: commandtest.User("101"), Data: discordgo.ApplicationCommandInteractionData{Name: "help"}}, time.Now())
	resp, err := help(m, req)
	if err != nil {
		t.Fatal(err)
	}
	if n := utf8.RuneCountInString(resp.Content); n > router.MaxContent {
		t.Errorf("help is %d characters, Discord allows %d", n, router.MaxContent)
	}
	for i := range 30 {
		if want := fmt.Sprintf("• `/game%d` (sub0, sub1, sub2): A game\n", i); !strings.Contains(resp.Content, want) {
			t.Errorf("help lacks %q:\n%s", want, resp.Content)
		}
	}
}

// TestHelpUnknownTopic: a topic that is no command, which only a caller that skips the router's check of
// the choices can ask, is answered in words, in both languages.
func TestHelpUnknownTopic(t *testing.T) {
	m := router.NewMux()
	for _, tc := range []struct {
		locale discordgo.Locale
		topic  string
		want   string
	}{
		{discordgo.EnglishUS, "chess", "kibitz has no command `/chess`.\nFor a command's options and examples: /help topic:<command>"},
		{discordgo.Korean, "/장기", "kibitz에는 `/장기` 명령어가 없습니다.\n명령어의 옵션과 예시를 보려면: /도움말 주제:<명령어>"},
	} {
		req, _ := router.NewRequest(&discordgo.Interaction{Type: discordgo.InteractionApplicationCommand, Locale: tc.locale,
			User: commandtest.User("101"), Data: discordgo.ApplicationCommandInteractionData{Name: "help",
				Options: []*discordgo.ApplicationCommandInteractionDataOption{{Name: "topic", Value: tc.topic}}}}, time.Now())
		_, err := help(m, req)
		ue, ok := router.AsUserError(err)
		if !ok || ue.Text(req.Lang) != tc.want {
			t.Errorf("/help topic:%s in %s: %v\nwant %q", tc.topic, tc.locale, err, tc.want)
		}
	}
}
