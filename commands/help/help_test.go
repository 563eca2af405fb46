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

// TestHelpOptionsSaidOnce: a topic page's Options embed says an option that subcommands share with one
// meaning once, and each meaning of a name that means two things, side by side, naming the subcommands
// each is for; an option's values follow its description, unless the description names them all.
func TestHelpOptionsSaidOnce(t *testing.T) {
	m := router.NewMux()
	noop := func(context.Context, *router.Request) (*router.Response, error) { return nil, nil }
	shared := router.Option{Type: discordgo.ApplicationCommandOptionBoolean, Name: i18n.Plain("loud"), Description: i18n.Plain("Say it aloud")}
	// A description that names its values already: they are not said again.
	mood := router.Option{Type: discordgo.ApplicationCommandOptionString, Name: i18n.Plain("mood"), Description: i18n.Plain("Happy or Sad"),
		Choices: []router.Choice{{Name: i18n.Plain("happy"), Value: "h"}, {Name: i18n.Plain("sad"), Value: "s"}}}
	// One that holds a value's name only inside another word ("construction", "Warnsdorff's") does not
	// name it: the values follow.
	how := router.Option{Type: discordgo.ApplicationCommandOptionString, Name: i18n.Plain("how"), Description: i18n.Plain("By Warnsdorff's rule or by construction"),
		Choices: []router.Choice{{Name: i18n.Plain("warnsdorff"), Value: "w"}, {Name: i18n.Plain("construct"), Value: "c"}}}
	word := func(d string) router.Option {
		return router.Option{Type: discordgo.ApplicationCommandOptionString, Name: i18n.Plain("word"), Description: i18n.Plain(d)}
	}
	one := 1.0
	m.Command(router.Command{Name: i18n.Plain("game"), Description: i18n.Plain("A game"), Subcommands: []router.Subcommand{
		{Name: i18n.Plain("guess"), Description: i18n.Plain("Guess"), Handler: noop, Options: []router.Option{word("Your guess"), shared, mood, how}},
		{Name: i18n.Plain("set"), Description: i18n.Plain("Set"), Handler: noop, Options: []router.Option{word("The secret"), shared, {
			Type: discordgo.ApplicationCommandOptionInteger, Name: i18n.Plain("tries"), Description: i18n.Plain("How many tries"), MinValue: &one, MaxValue: 6}}},
		{Name: i18n.Plain("stats"), Description: i18n.Plain("Stats"), Handler: noop},
	}})
	resp := commandHelp(m.Commands()[0], &router.Request{Place: router.PlaceServer, Lang: i18n.English})
	if len(resp.Embeds) != 1 || resp.Embeds[0].Title != "Options" {
		t.Fatalf("embeds %+v, want one titled Options", resp.Embeds)
	}
	want := "• `word` (/game guess): Your guess\n" +
		"• `word` (/game set): The secret\n" + // the meanings of one name side by side
		"• `loud`: Say it aloud. Values: true, false\n" +
		"• `mood`: Happy or Sad\n" +
		"• `how`: By Warnsdorff's rule or by construction. Values: warnsdorff, construct\n" +
		"• `tries`: How many tries. Values: whole numbers from 1 to 6"
	if got := resp.Embeds[0].Description; got != want {
		t.Errorf("options:\n%s\nwant\n%s", got, want)
	}
}

// TestHelpPunctuationFollowsLanguage: the marks /help puts between a command and its subcommands, a line's
// name and its description, and "Example" and the example are the language's: full-width in Japanese,
// whose texts write （）and ：, as their translations of "%s (%s)" and "%s: %s" say; ASCII elsewhere.
func TestHelpPunctuationFollowsLanguage(t *testing.T) {
	m := router.NewMux()
	noop := func(context.Context, *router.Request) (*router.Response, error) { return nil, nil }
	clue := func(d string) router.Option {
		return router.Option{Type: discordgo.ApplicationCommandOptionString, Name: i18n.Plain("clue"), Description: i18n.Plain(d)}
	}
	m.Command(router.Command{Name: i18n.Plain("toy"), Description: i18n.Plain("A game"), Subcommands: []router.Subcommand{
		{Name: i18n.Plain("poke"), Description: i18n.Plain("Guess"), Example: "/toy poke clue:crane", Handler: noop, Options: []router.Option{clue("Your guess")}},
		{Name: i18n.Plain("prod"), Description: i18n.Plain("Set"), Handler: noop, Options: []router.Option{clue("The secret")}},
	}})
	for _, tc := range []struct {
		lang                   i18n.Lang
		overview, page, option string
	}{
		{i18n.English, "• `/toy` (poke, prod): A game", "• `/toy poke [clue]`: Guess\n  Example: `/toy poke clue:crane`", "• `clue` (/toy poke): Your guess"},
		{i18n.Korean, "• `/toy` (poke, prod): A game", "• `/toy poke [clue]`: Guess\n  예시: `/toy poke clue:crane`", "• `clue` (/toy poke): Your guess"},
		{i18n.Spanish, "• `/toy` (poke, prod): A game", "• `/toy poke [clue]`: Guess\n  Ejemplo: `/toy poke clue:crane`", "• `clue` (/toy poke): Your guess"},
		{i18n.Japanese, "• `/toy`（poke、prod）：A game", "• `/toy poke [clue]`：Guess\n  例：`/toy poke clue:crane`", "• `clue`（/toy poke）：Your guess"},
	} {
		req := &router.Request{Place: router.PlaceServer, Lang: tc.lang}
		if got := overview(m, req); !strings.Contains(got, tc.overview+"\n") {
			t.Errorf("%s: overview lacks %q:\n%s", tc.lang, tc.overview, got)
		}
		resp := commandHelp(m.Commands()[0], req)
		if !strings.HasPrefix(resp.Content, tc.page+"\n") {
			t.Errorf("%s: topic page starts\n%s\nwant\n%s", tc.lang, resp.Content, tc.page)
		}
		if len(resp.Embeds) == 0 || !strings.HasPrefix(resp.Embeds[0].Description, tc.option+"\n") {
			t.Errorf("%s: options embed %+v, want it to start with %q", tc.lang, resp.Embeds, tc.option)
		}
	}
}
