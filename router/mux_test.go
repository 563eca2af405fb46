package router

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
)

// named returns a handler that answers with its name, to see which route was taken.
func named(name string) Handler {
	return func(context.Context, *Request) (*Response, error) { return Reply(name), nil }
}

func sampleCommand() Command {
	return Command{
		Name:        i18n.Text{En: "game", Ko: "게임"},
		Description: i18n.Text{En: "A game", Ko: "게임"},
		Subcommands: []Subcommand{{
			Name: i18n.Text{En: "play", Ko: "대국"}, Description: i18n.Text{En: "Play", Ko: "두기"},
			Handler: named("play"),
			Options: []Option{{
				Type: discordgo.ApplicationCommandOptionString, Name: i18n.Text{En: "word", Ko: "단어"},
				Description: i18n.Text{En: "A word", Ko: "단어"}, Required: true, Autocomplete: named("complete"),
			}},
		}, {
			Name: i18n.Text{En: "stats", Ko: "통계"}, Description: i18n.Text{En: "Stats", Ko: "통계"},
			Handler: named("stats"), Private: true,
		}},
	}
}

// TestLookupComponentRoute: a component's route is the pattern it matched, with the wildcards' values in
// Params.
func TestLookupComponentRoute(t *testing.T) {
	m := NewMux()
	m.Component("g1/{game}/{cell}", named("cell"))
	in := &discordgo.Interaction{Type: discordgo.InteractionMessageComponent, User: &discordgo.User{ID: "1"},
		Data: discordgo.MessageComponentInteractionData{CustomID: "g1/abc/5"}}
	req, _ := NewRequest(in, testNow)
	if _, route, err := m.Lookup(req); err != nil || route.Path != "g1/{game}/{cell}" || req.Route != "g1/{game}/{cell}" ||
		req.Params["game"] != "abc" || req.Params["cell"] != "5" {
		t.Errorf("Lookup(g1/abc/5) = route %q, req.Route %q, params %v, %v", route.Path, req.Route, req.Params, err)
	}
}

func TestMuxRoutesComponentsMostSpecificFirst(t *testing.T) {
	m := NewMux()
	m.Component("g1/{game}/{cell}", named("cell"))
	m.Component("g1/{game}/rematch", named("rematch"))
	m.Component("g1/x/{cell}/{n}", named("x-cell-n"))
	m.Component("g1/x/5/{n}", named("x-5-n"))
	for id, want := range map[string]string{
		"g1/abc/5":       "cell",
		"g1/abc/rematch": "rematch",
		"g1/x/4/1":       "x-cell-n",
		"g1/x/5/1":       "x-5-n",
	} {
		r, params, ok := m.matchComponent(id)
		if !ok {
			t.Errorf("%q matched nothing", id)
			continue
		}
		resp, _ := r.handler(context.Background(), &Request{})
		if resp.Content != want {
			t.Errorf("%q went to %s (params %v), want %s", id, resp.Content, params, want)
		}
	}
}

func TestMuxConflicts(t *testing.T) {
	for name, patterns := range map[string][]string{
		"duplicate":           {"a1/{x}", "a1/{y}"},
		"neither is specific": {"a1/{x}/b", "a1/c/{y}"},
		"crossed wildcards":   {"g1/x/{cell}", "g1/{game}/rematch"},
		"no version":          {"ttt/{game}"},
		"version only":        {"1/{game}"},
		"upper case feature":  {"TTT1/{game}"},
		"version in between":  {"t1t/{game}"},
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("registering %v did not panic", patterns)
				}
			}()
			m := NewMux()
			for _, p := range patterns {
				m.Component(p, named(p))
			}
		})
	}
	// Overlapping where one is more specific is fine, as in net/http.
	m := NewMux()
	m.Component("a1/{x}/{y}", named("general"))
	m.Component("a1/{x}/b", named("specific"))
	m.Component("wdl12/{x}", named("two-digit version"))
}

func TestMuxDuplicateCommandPanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("registering a command twice did not panic")
		}
	}()
	m := NewMux()
	m.Command(sampleCommand())
	m.Command(sampleCommand())
}

func TestCommandDefinitionErrors(t *testing.T) {
	base := sampleCommand
	for name, mutate := range map[string]func(*Command){
		"upper-case name":       func(c *Command) { c.Name.En = "Game" },
		"space in Korean name":  func(c *Command) { c.Name.Ko = "게임 하기" },
		"empty description":     func(c *Command) { c.Description.Ko = "" },
		"description too long":  func(c *Command) { c.Description.En = strings.Repeat("x", 101) },
		"handler and subs":      func(c *Command) { c.Handler = named("x") },
		"neither":               func(c *Command) { c.Subcommands = nil },
		"subcommand no handler": func(c *Command) { c.Subcommands[0].Handler = nil },
		"required after options": func(c *Command) {
			c.Subcommands[0].Options = append([]Option{{Type: 3, Name: i18n.Plain("a"), Description: i18n.Plain("a")}}, c.Subcommands[0].Options...)
		},
		"choices and autocomplete": func(c *Command) {
			c.Subcommands[0].Options[0].Choices = []Choice{{Name: i18n.Plain("x"), Value: "x"}}
		},
		"more than 8,000 characters": func(c *Command) { // 4 options of 25 choices of 90 characters: 9,000
			for i := range 4 {
				o := Option{Type: 3, Name: i18n.Plain(fmt.Sprint("o", i)), Description: i18n.Plain("o")}
				for j := range 25 {
					o.Choices = append(o.Choices, Choice{Name: i18n.Plain(strings.Repeat("x", 88) + fmt.Sprint(j+10)), Value: j})
				}
				c.Subcommands[0].Options = append(c.Subcommands[0].Options, o)
			}
		},
	} {
		t.Run(name, func(t *testing.T) {
			c := base()
			mutate(&c)
			if _, err := c.definition(); err == nil {
				t.Errorf("definition() succeeded, want an error")
			}
		})
	}
}

func TestDefinitionsCarryKoreanLocalizations(t *testing.T) {
	m := NewMux()
	m.Command(sampleCommand())
	defs := m.Definitions()
	if len(defs) != 1 {
		t.Fatalf("%d definitions", len(defs))
	}
	d := defs[0]
	if (*d.NameLocalizations)[discordgo.Korean] != "게임" || (*d.DescriptionLocalizations)[discordgo.Korean] != "게임" {
		t.Errorf("command localizations = %v %v", *d.NameLocalizations, *d.DescriptionLocalizations)
	}
	sub := d.Options[0]
	if sub.Type != discordgo.ApplicationCommandOptionSubCommand || sub.NameLocalizations[discordgo.Korean] != "대국" {
		t.Errorf("subcommand = %+v", sub)
	}
	opt := sub.Options[0]
	if opt.NameLocalizations[discordgo.Korean] != "단어" || !opt.Autocomplete || !opt.Required {
		t.Errorf("option = %+v", opt)
	}
}

func commandInteraction(name string, opts ...*discordgo.ApplicationCommandInteractionDataOption) *discordgo.Interaction {
	return &discordgo.Interaction{ID: "1", Type: discordgo.InteractionApplicationCommand, Locale: discordgo.Korean,
		Member: &discordgo.Member{User: &discordgo.User{ID: "42"}},
		Data:   discordgo.ApplicationCommandInteractionData{Name: name, Options: opts}}
}

func TestLookupCommandAndAutocomplete(t *testing.T) {
	m := NewMux()
	m.Command(sampleCommand())
	in := commandInteraction("game", &discordgo.ApplicationCommandInteractionDataOption{
		Name: "play", Type: discordgo.ApplicationCommandOptionSubCommand,
		Options: []*discordgo.ApplicationCommandInteractionDataOption{{Name: "word", Type: 3, Value: "crane"}},
	})
	req, err := NewRequest(in, testNow)
	if err != nil {
		t.Fatal(err)
	}
	if req.Path != "/game play" || req.String("word") != "crane" || req.Lang != i18n.Korean || req.User.ID != "42" {
		t.Fatalf("request = path %q word %q lang %v", req.Path, req.String("word"), req.Lang)
	}
	h, route, err := m.Lookup(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp, _ := h(context.Background(), req); resp.Content != "play" || route.Private || req.Route != "/game play" {
		t.Errorf("routed to %q (private %v, route %q), want play", resp.Content, route.Private, req.Route)
	}
	// The request knows its options' names in every language, for the errors that name them
	// (OpenAttachment's).
	if name := req.optionName("word"); name.Ko != "단어" {
		t.Errorf("the option word is named %q in Korean, want 단어", name.Ko)
	}

	in.Type = discordgo.InteractionApplicationCommandAutocomplete
	in.Data.(discordgo.ApplicationCommandInteractionData).Options[0].Options[0].Focused = true
	req, _ = NewRequest(in, testNow)
	h, _, err = m.Lookup(req)
	if err != nil {
		t.Fatal(err)
	}
	if resp, _ := h(context.Background(), req); resp.Content != "complete" || req.Focused != "word" || req.Route != "/game play word" {
		t.Errorf("autocomplete went to %q, focused %q, route %q", resp.Content, req.Focused, req.Route)
	}

	req, _ = NewRequest(commandInteraction("nothing"), testNow)
	_, _, err = m.Lookup(req)
	if ue, ok := AsUserError(err); !ok || ue.Code != NotFound || req.Route != "" {
		t.Errorf("unknown command: %v (route %q), want a NotFound user error and no route", err, req.Route)
	}
}

// TestLookupOtherVersionComponent: a custom_id that no route matches is from an older kibitz ("no longer
// works"), unless its feature is routed here at lower versions only: then a newer kibitz drew it, during an
// upgrade, and its presser is told to press again soon.
func TestLookupOtherVersionComponent(t *testing.T) {
	m := NewMux()
	m.Component("g2/{game}", named("new"))
	m.Component("g3/{game}/x", named("newer, one route"))
	m.Component("h12/{game}", named("another feature"))
	for _, tc := range []struct{ id, want string }{
		{"g1/abc", "no longer works"},
		{"g4/abc", "newer version"},
		{"g3/abc/y", "no longer works"}, // g3 is routed: a segment that matches none of its routes is no upgrade
		{"h2/abc", "no longer works"},
		{"h13/abc", "newer version"},
		{"gg5/abc", "no longer works"}, // a feature this kibitz does not route at all
		{"g/abc", "no longer works"},
		{"g99999999999/abc", "no longer works"}, // no version kibitz writes
	} {
		in := &discordgo.Interaction{Type: discordgo.InteractionMessageComponent, User: &discordgo.User{ID: "1"},
			Data: discordgo.MessageComponentInteractionData{CustomID: tc.id}}
		req, err := NewRequest(in, testNow)
		if err != nil {
			t.Fatal(err)
		}
		_, _, err = m.Lookup(req)
		if ue, ok := AsUserError(err); !ok || ue.Code != NotFound || !strings.Contains(ue.Message.En, tc.want) {
			t.Errorf("%s: %v, want a NotFound user error saying %q", tc.id, err, tc.want)
		}
	}
}

func TestNewRequestRejectsMalformed(t *testing.T) {
	for name, in := range map[string]*discordgo.Interaction{
		"no user":         {Type: discordgo.InteractionApplicationCommand, Data: discordgo.ApplicationCommandInteractionData{Name: "x"}},
		"wrong data type": {Type: discordgo.InteractionApplicationCommand, User: &discordgo.User{ID: "1"}, Data: discordgo.MessageComponentInteractionData{}},
		"ping":            {Type: discordgo.InteractionPing, User: &discordgo.User{ID: "1"}},
	} {
		if _, err := NewRequest(in, testNow); err == nil {
			t.Errorf("%s: NewRequest succeeded", name)
		}
	}
}

func TestModalFields(t *testing.T) {
	in := &discordgo.Interaction{Type: discordgo.InteractionModalSubmit, User: &discordgo.User{ID: "1"},
		Data: discordgo.ModalSubmitInteractionData{CustomID: "w1/g", Components: []discordgo.MessageComponent{
			&discordgo.ActionsRow{Components: []discordgo.MessageComponent{&discordgo.TextInput{CustomID: "guess", Value: "crane"}}},
		}}}
	req, err := NewRequest(in, testNow)
	if err != nil || req.Kind != KindModal || req.Fields["guess"] != "crane" {
		t.Fatalf("modal request = %+v, %v", req, err)
	}
}

func TestUserErrorText(t *testing.T) {
	e := Fail(Invalid, i18n.Text{En: "Bad.", Ko: "나쁨."}).WithHint(i18n.Text{En: "Try this.", Ko: "이렇게."})
	if e.Text(i18n.Korean) != "나쁨.\n이렇게." || e.Text(i18n.English) != "Bad.\nTry this." {
		t.Errorf("Text = %q / %q", e.Text(i18n.English), e.Text(i18n.Korean))
	}
	wrapped := errors.Join(errors.New("context"), e)
	if got, ok := AsUserError(wrapped); !ok || got.Code != Invalid {
		t.Errorf("AsUserError(wrapped) = %v, %v", got, ok)
	}
}

// TestDefinitionsCarryCataloguedLocalizations checks that a complete catalogued language localizes names
// (from its names, never its texts), descriptions and choice names, Spanish under es-ES and es-419; and
// that its names and texts are held to Discord's rules and limits.
func TestDefinitionsCarryCataloguedLocalizations(t *testing.T) {
	c := Command{Name: i18n.Text{En: "game", Ko: "게임"}, Description: i18n.Text{En: "Play a game.", Ko: "게임을 합니다."},
		Handler: named("game"),
		Options: []Option{{Name: i18n.Text{En: "level", Ko: "난이도"}, Description: i18n.Text{En: "How hard.", Ko: "난이도"},
			Type:    discordgo.ApplicationCommandOptionString,
			Choices: []Choice{{Name: i18n.Text{En: "Easy", Ko: "쉬움"}, Value: "easy"}}}}}.namesKept()
	defer i18n.SetCatalogue(i18n.Spanish, map[string]any{"Play a game.": "Juega una partida.", "How hard.": "Qué tan difícil.", "Easy": "Fácil",
		"level": "Nivel de dificultad"})() // a text of the same English as a name: not the name's translation
	defer i18n.SetNames(i18n.Spanish, map[string]string{"game": "juego", "level": "nivel"})()
	d, err := c.definition()
	if err != nil {
		t.Fatal(err)
	}
	for _, loc := range []discordgo.Locale{"es-ES", "es-419"} {
		if got := (*d.DescriptionLocalizations)[loc]; got != "Juega una partida." {
			t.Errorf("%s description = %q", loc, got)
		}
		if got := (*d.NameLocalizations)[loc]; got != "juego" {
			t.Errorf("%s command name = %q", loc, got)
		}
		opt := d.Options[0]
		if opt.NameLocalizations[loc] != "nivel" || opt.DescriptionLocalizations[loc] != "Qué tan difícil." {
			t.Errorf("%s option = %v %v", loc, opt.NameLocalizations, opt.DescriptionLocalizations)
		}
		if got := opt.Choices[0].NameLocalizations[loc]; got != "Fácil" {
			t.Errorf("%s choice = %q", loc, got)
		}
	}
	if _, ok := (*d.DescriptionLocalizations)["pt-BR"]; ok && !i18n.Complete(i18n.Portuguese) {
		t.Errorf("an incomplete language is registered: %v", *d.DescriptionLocalizations)
	}
	for _, tc := range []struct {
		names map[string]string
		want  string
	}{
		{map[string]string{"game": "Juego"}, `"Juego" (es for "game") is not a valid Discord command or option name`},
		{map[string]string{"level": "nivel de juego"}, `"nivel de juego" (es for "level") is not a valid`},
		{map[string]string{"level": "ゲームレベル"}, ""}, // Japanese letters, the prolonged sound mark among them
	} {
		undo := i18n.SetNames(i18n.Spanish, tc.names)
		_, err := c.definition()
		undo()
		if got := fmt.Sprint(err); tc.want == "" && err != nil || tc.want != "" && !strings.Contains(got, tc.want) {
			t.Errorf("names %v: error %v, want %q", tc.names, err, tc.want)
		}
	}
	two := c
	two.Options = append(slices.Clone(c.Options), Option{Name: i18n.Name(i18n.Text{En: "rank", Ko: "등급"}), Description: i18n.Text{En: "How hard.", Ko: "등급"},
		Type: discordgo.ApplicationCommandOptionString})
	defer i18n.SetNames(i18n.Spanish, map[string]string{"level": "nivel", "rank": "nivel"})()
	if _, err := two.definition(); err == nil || !strings.Contains(err.Error(), `"level" and "rank" are both "nivel" in es`) {
		t.Errorf("two options of one name in Spanish: %v", err)
	}
	defer i18n.SetCatalogue(i18n.Spanish, map[string]any{"Play a game.": strings.Repeat("x", MaxDescription+1), "Easy": "Fácil"})()
	if _, err := c.definition(); err == nil || !strings.Contains(err.Error(), "es description") {
		t.Errorf("a Spanish description too long: %v", err)
	}
	defer i18n.SetCatalogue(i18n.Spanish, map[string]any{"Easy": strings.Repeat("x", MaxChoiceText+1)})()
	if _, err := c.definition(); err == nil || !strings.Contains(err.Error(), "es name") {
		t.Errorf("a Spanish choice name too long: %v", err)
	}
}
