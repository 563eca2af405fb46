// Package help is /help [topic]: what kibitz can do, read off the commands registered before it, so it
// always matches them. commands/all registers it after every game.
package help

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
)

var (
	msgIntro = i18n.Text{
		En: "**kibitz** solves and plays puzzles. Commands:",
		Ko: "**kibitz**는 퍼즐을 풀고 게임을 둡니다. 명령어:",
	}
	msgMore = i18n.Text{
		En: "For examples of one command: /help topic:<command>",
		Ko: "명령어 하나의 예시를 보려면: /도움말 주제:<명령어>",
	}
	msgUnknown = i18n.Text{
		En: "There is no command called %q.",
		Ko: "%q라는 명령어는 없습니다.",
	}
	msgExample = i18n.Text{En: "Example", Ko: "예"}
)

// Command is /help, ready to register (commands.Game) after every other command.
type Command struct{}

// New is /help. It has no settings: everything it says comes from the commands on the mux.
func New() *Command { return &Command{} }

// Register adds /help to m, listing the commands m holds now (its topics are fixed at registration,
// so /help comes last).
func (*Command) Register(m *router.Mux) {
	name := i18n.Text{En: "help", Ko: "도움말"}
	var topics []router.Choice
	for _, c := range m.Commands() {
		topics = append(topics, router.Choice{Name: c.Name, Value: c.Name.En})
	}
	topics = append(topics, router.Choice{Name: name, Value: name.En}) // /help explains itself too
	m.Command(router.Command{
		Name:        name,
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
		for _, compact := range []bool{false, true} {
			sb.Reset()
			sb.WriteString(msgIntro.In(lang) + "\n")
			for _, c := range m.Commands() {
				if compact {
					writeCommandSummary(&sb, c, lang)
				} else {
					writeCommandHelp(&sb, c, lang, false)
				}
			}
			sb.WriteString("\n" + msgMore.In(lang))
			if utf8.RuneCountInString(sb.String()) <= maxMessage {
				break
			}
		}
		return &router.Response{Content: sb.String(), Private: true}, nil
	}
	for _, c := range m.Commands() {
		if c.Name.En == topic || c.Name.Ko == topic {
			writeCommandHelp(&sb, c, lang, true)
			return &router.Response{Content: sb.String(), Private: true}, nil
		}
	}
	return nil, router.Fail(router.NotFound, msgUnknown.Format(topic)).WithHint(msgMore)
}

// maxMessage is Discord's limit on a message's content, in characters (docs/discord.md §8).
const maxMessage = 2000

// writeCommandSummary is one line for a command: its name, its subcommands and its description. /help
// falls back to it when the full list would not fit in one message.
func writeCommandSummary(sb *strings.Builder, c router.Command, lang i18n.Lang) {
	var subs []string
	for _, s := range c.Subcommands {
		subs = append(subs, s.Name.In(lang))
	}
	line := "• `/" + c.Name.In(lang) + "`"
	if len(subs) > 0 {
		line += " (" + strings.Join(subs, ", ") + ")"
	}
	sb.WriteString(line + ": " + c.Description.In(lang) + "\n")
}

// writeCommandHelp lists a command's subcommands (or the command itself) with their options and
// descriptions, and with examples when asked. Names are in the reader's language, as their Discord client
// shows the commands (Korean clients show the `ko` localizations).
func writeCommandHelp(sb *strings.Builder, c router.Command, lang i18n.Lang, examples bool) {
	name := "/" + c.Name.In(lang)
	if len(c.Subcommands) == 0 {
		sb.WriteString("• `" + name + optionList(c.Options, lang) + "`: " + c.Description.In(lang) + "\n")
		if examples && c.Example != "" {
			sb.WriteString("  " + msgExample.In(lang) + ": `" + localExample(c, c.Example, lang) + "`\n")
		}
		return
	}
	for _, s := range c.Subcommands {
		sb.WriteString("• `" + name + " " + s.Name.In(lang) + optionList(s.Options, lang) + "`: " + s.Description.In(lang) + "\n")
		if examples && s.Example != "" {
			sb.WriteString("  " + msgExample.In(lang) + ": `" + localExample(c, s.Example, lang) + "`\n")
		}
	}
}

// optionList is " board [first]": required options bare, optional ones in brackets.
func optionList(opts []router.Option, lang i18n.Lang) string {
	var sb strings.Builder
	for _, o := range opts {
		if o.Required {
			sb.WriteString(" " + o.Name.In(lang))
		} else {
			sb.WriteString(" [" + o.Name.In(lang) + "]")
		}
	}
	return sb.String()
}

// localExample rewrites an example written with the English names ("/tictactoe play opponent:@friend")
// into lang's names ("/틱택토 대국 상대:@friend"): the command, the subcommand and each option name before
// a colon. Values stay as they are: they are typed the same in every language.
func localExample(c router.Command, example string, lang i18n.Lang) string {
	if lang == i18n.English {
		return example
	}
	words := strings.Split(example, " ")
	opts := c.Options
	for i, w := range words {
		if name, value, ok := strings.Cut(w, ":"); ok {
			for _, o := range opts {
				if o.Name.En == name {
					words[i] = o.Name.In(lang) + ":" + value
				}
			}
			continue
		}
		switch {
		case i == 0 && w == "/"+c.Name.En:
			words[i] = "/" + c.Name.In(lang)
		case i == 1:
			for _, s := range c.Subcommands {
				if s.Name.En == w {
					words[i], opts = s.Name.In(lang), s.Options
				}
			}
		}
	}
	return strings.Join(words, " ")
}
