// Package help is /help [topic]: what kibitz can do, read off the commands registered before it, so it
// always matches them. commands/all registers it after every game.
package help

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
)

var (
	msgIntro = i18n.Text{
		En: "**kibitz** solves puzzles and plays games. Commands:",
		Ko: "**kibitz**는 퍼즐을 풀고 게임도 함께 합니다. 명령어:",
	}
	msgMore = i18n.Text{
		En: "For a command's options and examples: /help topic:<command>",
		Ko: "명령어의 옵션과 예시를 보려면: /도움말 주제:<명령어>",
	}
	// msgAccess ends the overview: what kibitz offers readers who cannot see a board, or not its colours,
	// which nothing else in /help says (the display option's description says it only to those who open
	// a command's page).
	msgAccess = i18n.Text{
		En: "Screen reader? Every picture has a full description (alt text); emoji boards read poorly, text views (display:text, or /settings display) are plainer. Colour-blind? /settings contrast high:true shows Wordle in orange and blue.",
		Ko: "화면 낭독기를 쓰시나요? 모든 그림에는 전체 설명(대체 텍스트)이 있습니다. 이모지 판은 듣기 어렵고 텍스트 보기(표시:텍스트 또는 /설정 표시)가 더 간단합니다. 색을 구별하기 어려우신가요? /설정 대비 높게:true 명령으로 워들을 주황과 파랑으로 볼 수 있습니다.",
	}
	msgPrivacy = i18n.Text{
		En: "What kibitz keeps about you: /settings show.",
		Ko: "kibitz가 나에 대해 보관하는 것: /설정 보기.",
	}
	msgUnknown = i18n.Text{
		En: "kibitz has no command `/%s`.",
		Ko: "kibitz에는 `/%s` 명령어가 없습니다.",
	}
	msgExample = i18n.Text{En: "Example", Ko: "예시"}
	// msgOptions titles the list of a command's options on its topic page.
	msgOptions = i18n.Text{En: "Options", Ko: "옵션"}
	// msgOptionValues is an option's description followed by what it takes (router.Option.Values).
	msgOptionValues = i18n.Text{En: "%s. Values: %s", Ko: "%s. 값: %s"}
	// msgAside is a name with what qualifies it in parentheses: a command with its subcommands, or an
	// option's name, when the name means something else in another subcommand, with the subcommands its
	// line is for. msgLabeled is a name, or a label, with what it says: a command's or an option's line,
	// an example. Both are texts, not marks written in Go, because the marks are the language's: Japanese
	// writes （）and ：, as its sentences around them do.
	msgAside   = i18n.Text{En: "%s (%s)", Ko: "%s (%s)"}
	msgLabeled = i18n.Text{En: "%s: %s", Ko: "%s: %s"}
	// msgFriend is the user an example mentions ("/stats user:@friend"), as a reader of each language
	// would write it.
	msgFriend = i18n.Text{En: "@friend", Ko: "@친구"}
	// msgNotHere follows a subcommand or an option for other people (router.Subcommand.WithOthers,
	// router.Option.WithOthers) on a topic page asked where nobody else can take part (router.Request.Alone).
	msgNotHere = router.PlaceText{
		Server:        msgNotHereHidden,
		ServerChannel: msgNotHereHidden,
		BotDM: i18n.Text{
			En: "(not in your direct messages with kibitz: nobody else is here)",
			Ko: "(kibitz와의 DM에서는 안 됩니다: 다른 사람이 없습니다)",
		},
		GroupDM: msgNotHereHidden,
	}
	// msgNoteInside joins a line's own closing parenthesis ("Who you challenge (kibitz when left out)") and
	// the note that follows it (msgNotHere) inside one parenthesis (withNote): the text before the note, the
	// note without its parentheses.
	msgNoteInside    = i18n.Text{En: "%s; %s", Ko: "%s; %s"}
	msgNotHereHidden = i18n.Text{
		En: "(not here: nobody else can see kibitz's messages)",
		Ko: "(여기서는 안 됩니다: 다른 사람이 kibitz의 메시지를 볼 수 없습니다)",
	}
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
	topic := strings.TrimPrefix(strings.TrimSpace(req.String("topic")), "/")
	if topic == "" {
		return &router.Response{Content: overview(m, req), Private: true}, nil
	}
	for _, c := range m.Commands() {
		if c.Name.En == topic || c.Name.Ko == topic {
			return commandHelp(c, req), nil
		}
	}
	// The router lets through only the topics offered (the option's choices), so this is a caller that
	// did not go through it.
	return nil, router.Fail(router.NotFound, msgUnknown.Format(topic)).WithHint(msgMore)
}

// overview is /help without a topic, in one shape in every language: the introduction, a line a command
// naming its subcommands, and how to see one command's options and examples. A line a subcommand with
// its options would not fit in one message in English (router.MaxContent); a line a command leaves room for
// more sections. Then comes where to see what kibitz keeps about the reader (msgPrivacy), and last what kibitz
// offers readers who cannot see a board or its colours (msgAccess).
// A command that does not work in a DM with kibitz (router.Command.NotInBotDM) says so there.
func overview(m *router.Mux, req *router.Request) string {
	lang := req.Lang
	var sb strings.Builder
	sb.WriteString(msgIntro.In(lang) + "\n")
	for _, c := range m.Commands() {
		line := commandSummary(c, lang)
		if c.NotInBotDM && req.Place == router.PlaceBotDM {
			line = withNote(line, notHereNote(req), req.Lang)
		}
		sb.WriteString(line + "\n")
	}
	sb.WriteString("\n" + msgMore.In(lang) + "\n" + msgPrivacy.In(lang) + "\n" + msgAccess.In(lang))
	return sb.String()
}

// notHereNote is msgNotHere after a line, in the place and language of req: a space before it, but in
// Japanese, whose full-width parentheses carry their own space (（ここでは使えません…）).
func notHereNote(req *router.Request) string {
	if req.Lang == i18n.Japanese {
		return req.Here(msgNotHere)
	}
	return " " + req.Here(msgNotHere)
}

// withNote is line followed by note (notHereNote). A line that ends in a parenthesis of its own takes the
// note inside it, after msgNoteInside's separator ("Who you challenge (kibitz when left out; not here: ...)"):
// two parentheses side by side read as two afterthoughts.
func withNote(line, note string, lang i18n.Lang) string {
	inner := strings.TrimSpace(note)
	for _, p := range [][2]string{{"(", ")"}, {"（", "）"}} {
		if strings.HasSuffix(line, p[1]) && strings.HasPrefix(inner, p[0]) && strings.HasSuffix(inner, p[1]) {
			inner = strings.TrimSuffix(strings.TrimPrefix(inner, p[0]), p[1])
			return msgNoteInside.F(lang, strings.TrimSuffix(line, p[1]), inner) + p[1]
		}
	}
	return line + note
}

// commandSummary is one line for a command: its name, its subcommands and its description, in lang.
func commandSummary(c router.Command, lang i18n.Lang) string {
	var subs []string
	for _, s := range c.Subcommands {
		subs = append(subs, s.Name.In(lang))
	}
	name := "`/" + c.Name.In(lang) + "`"
	if len(subs) > 0 {
		name = msgAside.F(lang, name, i18n.List(lang, subs))
	}
	return "• " + msgLabeled.F(lang, name, c.Description.In(lang))
}

// commandHelp is /help topic:<command>: a line for each subcommand (or the command itself) with its
// options and description, then its example; then what each option means and takes (optionLines); then
// what the command says About itself, in the words of the place it is asked in, an embed each: rules such as what ranks on the leaderboards run past what one
// message holds with the lines above in the longer languages (2,455 characters in Spanish in a DM), and
// an embed holds twice as much. Names are in the reader's language, as their Discord client shows the
// commands (Korean clients show the `ko` localizations). Where nobody else can take part (Request.Alone), a
// subcommand or an option for others says so, and no example shows what would be refused.
func commandHelp(c router.Command, req *router.Request) *router.Response {
	place, lang, alone := req.Place, req.Lang, req.Alone()
	notHere := notHereNote(req)
	var lines []string
	add := func(path string, opts []router.Option, description i18n.Text, example string, withOthers bool) {
		line := "• " + msgLabeled.F(lang, "`"+path+optionList(opts, lang)+"`", description.In(lang))
		if alone && withOthers {
			lines = append(lines, withNote(line, notHere, lang))
			return
		}
		lines = append(lines, line)
		if example != "" {
			lines = append(lines, "  "+msgLabeled.F(lang, msgExample, "`"+localExample(c, example, lang, alone)+"`"))
		}
	}
	name := "/" + c.Name.In(lang)
	if len(c.Subcommands) == 0 {
		add(name, c.Options, c.Description, c.Example, c.NotInBotDM && place == router.PlaceBotDM)
	}
	for _, s := range c.Subcommands {
		description := s.Description
		if alone && s.AloneDescription.En != "" {
			description = s.AloneDescription
		}
		add(name+" "+s.Name.In(lang), s.Options, description, s.Example, s.WithOthers)
	}
	resp := &router.Response{Content: strings.Join(lines, "\n"), Private: true}
	if !alone {
		notHere = ""
	}
	if options := optionLines(c, lang, notHere); len(options) > 0 {
		resp.Embeds = append(resp.Embeds, &discordgo.MessageEmbed{Title: msgOptions.In(lang), Description: strings.Join(options, "\n")})
	}
	for _, about := range c.About {
		resp.Embeds = append(resp.Embeds, &discordgo.MessageEmbed{Description: about.In(place, lang)})
	}
	return resp
}

// optionLines say what each option of c means and takes, a line each, by its name in lang: "• `first`: Who
// moves first and plays X. Values: me, opponent, random". Discord's client shows an option's description
// and choices only while it is being typed, and the console never, so the topic page says them, in an
// embed of their own (with the lines above they would not fit in one message's content in Spanish). An
// option that several subcommands share with one meaning (display) is said once; a name that means
// something else in another subcommand is said for each meaning, naming its subcommands. notHere, when not
// empty, follows the line of an option for others (router.Option.WithOthers).
func optionLines(c router.Command, lang i18n.Lang, notHere string) []string {
	type meaning struct {
		name, line string
		paths      []string
	}
	var meanings []*meaning
	seen := map[[2]string]*meaning{}
	perName := map[string]int{}
	add := func(path string, opts []router.Option) {
		for _, o := range opts {
			line := o.Description.In(lang)
			if values, ok := o.Values(); ok && !namesAll(line, o, lang) {
				line = msgOptionValues.F(lang, line, values)
			}
			if o.WithOthers {
				line = withNote(line, notHere, lang)
			}
			name := o.Name.In(lang)
			m := seen[[2]string{name, line}]
			if m == nil {
				m = &meaning{name: name, line: line}
				seen[[2]string{name, line}] = m
				meanings = append(meanings, m)
				perName[name]++
			}
			m.paths = append(m.paths, path)
		}
	}
	name := "/" + c.Name.In(lang)
	add(name, c.Options)
	for _, s := range c.Subcommands {
		add(name+" "+s.Name.In(lang), s.Options)
	}
	// The meanings of one name side by side, in the order the names first come.
	first := map[string]int{}
	for i, m := range meanings {
		if _, ok := first[m.name]; !ok {
			first[m.name] = i
		}
	}
	slices.SortStableFunc(meanings, func(a, b *meaning) int { return cmp.Compare(first[a.name], first[b.name]) })
	lines := make([]string, len(meanings))
	for i, m := range meanings {
		name := "`" + m.name + "`"
		if perName[m.name] > 1 {
			name = msgAside.F(lang, name, i18n.List(lang, m.paths))
		}
		lines[i] = "• " + msgLabeled.F(lang, name, m.line)
	}
	return lines
}

// namesAll reports whether an option's description in lang already names every value it takes ("How to
// show the board: picture, emoji or text"), so that its values would say it again: every choice's name, or
// true and false, within it in any case.
func namesAll(description string, o router.Option, lang i18n.Lang) bool {
	d := strings.ToLower(description)
	names := []string{"true", "false"}
	if len(o.Choices) > 0 {
		names = names[:0]
		for _, ch := range o.Choices {
			names = append(names, ch.Name.In(lang))
		}
	} else if o.Type != discordgo.ApplicationCommandOptionBoolean {
		return false
	}
	for _, n := range names {
		if !holdsWord(d, strings.ToLower(n)) {
			return false
		}
	}
	return true
}

// holdsWord reports whether s holds word as a word of its own: not inside another ("construct" in
// "construction", "warnsdorff" in "Warnsdorff's"), which names something else.
func holdsWord(s, word string) bool {
	inWord := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' || r == '’' }
	for i := 0; word != ""; {
		at := strings.Index(s[i:], word)
		if at < 0 {
			return false
		}
		start, end := i+at, i+at+len(word)
		before, _ := utf8.DecodeLastRuneInString(s[:start])
		after, _ := utf8.DecodeRuneInString(s[end:])
		if (start == 0 || !inWord(before)) && (end == len(s) || !inWord(after)) {
			return true
		}
		i = start + 1
	}
	return false
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

// localExample is an example of c, written with the English names and the choices' values as a definition's
// Example is ("/tictactoe play difficulty:medium"), as a reader of lang types it in Discord: the command,
// the subcommand and the options by their names in lang, and a choice by the name the reader's client
// shows for it ("/틱택토 대국 난이도:보통"; Discord sends its value). Other values stay as they are: they
// are typed the same in every language, except the placeholder user msgFriend. alone leaves out the options
// for others (router.Option.WithOthers), which would be refused.
func localExample(c router.Command, example string, lang i18n.Lang, alone bool) string {
	words := strings.Split(example, " ")
	opts := c.Options
	for i, w := range words {
		if name, value, ok := strings.Cut(w, ":"); ok {
			for _, o := range opts {
				switch {
				case o.Name.En != name:
				case alone && o.WithOthers:
					words[i] = ""
				default:
					words[i] = o.Name.In(lang) + ":" + exampleValue(o, value, lang)
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
	return strings.Join(slices.DeleteFunc(words, func(w string) bool { return w == "" }), " ")
}

// exampleValue is an option's value in an example, as a reader of lang types it.
func exampleValue(o router.Option, value string, lang i18n.Lang) string {
	for _, ch := range append(o.Choices, o.Words...) {
		if fmt.Sprint(ch.Value) == value {
			return ch.Name.In(lang)
		}
	}
	if o.Type == discordgo.ApplicationCommandOptionUser && value == msgFriend.En {
		return msgFriend.In(lang)
	}
	return value
}
