package commands

import (
	"context"
	"strings"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
)

// /help [topic]: what kibitz can do, read off the registered commands, so it always matches them.

var (
	msgHelpIntro = i18n.Text{
		En: "**kibitz** solves and plays puzzles. Commands:",
		Ko: "**kibitz**는 퍼즐을 풀고 게임을 둡니다. 명령어:",
	}
	msgHelpMore = i18n.Text{
		En: "For examples of one command: /help topic:<command>",
		Ko: "명령어 하나의 예시를 보려면: /help topic:<명령어>",
	}
	msgHelpUnknown = i18n.Text{
		En: "There is no command called %q.",
		Ko: "%q라는 명령어는 없습니다.",
	}
	msgHelpExample = i18n.Text{En: "Example", Ko: "예"}
)

func registerHelp(m *router.Mux) {
	var topics []router.Choice
	for _, c := range m.Commands() {
		topics = append(topics, router.Choice{Name: c.Name, Value: c.Name.En})
	}
	m.Command(router.Command{
		Name:        i18n.Text{En: "help", Ko: "도움말"},
		Description: i18n.Text{En: "What kibitz can do, with examples", Ko: "kibitz가 할 수 있는 일과 예시"},
		Example:     "/help topic:tictactoe",
		Private:     true,
		Handler: func(ctx context.Context, req *router.Request) (*router.Response, error) {
			return help(m, req)
		},
		Options: []router.Option{{
			Type:        discordgo.ApplicationCommandOptionString,
			Name:        i18n.Text{En: "topic", Ko: "주제"},
			Description: i18n.Text{En: "One command to explain", Ko: "설명할 명령어"},
			Choices:     topics,
		}},
	})
}

func help(m *router.Mux, req *router.Request) (*router.Response, error) {
	lang := req.Lang
	topic := strings.TrimPrefix(strings.TrimSpace(req.String("topic")), "/")
	var sb strings.Builder
	if topic == "" {
		sb.WriteString(msgHelpIntro.In(lang) + "\n")
		for _, c := range m.Commands() {
			writeCommandHelp(&sb, c, lang, false)
		}
		sb.WriteString("\n" + msgHelpMore.In(lang))
		return &router.Response{Content: sb.String(), Private: true}, nil
	}
	for _, c := range m.Commands() {
		if c.Name.En == topic || c.Name.Ko == topic {
			writeCommandHelp(&sb, c, lang, true)
			return &router.Response{Content: sb.String(), Private: true}, nil
		}
	}
	return nil, router.Fail(router.NotFound, msgHelpUnknown.Format(topic)).WithHint(msgHelpMore)
}

func writeCommandHelp(sb *strings.Builder, c router.Command, lang i18n.Lang, examples bool) {
	if len(c.Subcommands) == 0 {
		sb.WriteString("• `/" + c.Name.En + optionList(c.Options) + "`: " + c.Description.In(lang) + "\n")
		if examples && c.Example != "" {
			sb.WriteString("  " + msgHelpExample.In(lang) + ": `" + c.Example + "`\n")
		}
		return
	}
	for _, s := range c.Subcommands {
		sb.WriteString("• `/" + c.Name.En + " " + s.Name.En + optionList(s.Options) + "`: " + s.Description.In(lang) + "\n")
		if examples && s.Example != "" {
			sb.WriteString("  " + msgHelpExample.In(lang) + ": `" + s.Example + "`\n")
		}
	}
}

// optionList is " board [first]": required options bare, optional ones in brackets.
func optionList(opts []router.Option) string {
	var sb strings.Builder
	for _, o := range opts {
		if o.Required {
			sb.WriteString(" " + o.Name.En)
		} else {
			sb.WriteString(" [" + o.Name.En + "]")
		}
	}
	return sb.String()
}
