package all

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
)

// TestEveryExampleInEveryLanguage runs every example /help shows, in English, Korean and each served
// catalogued language (Japanese, Spanish, Brazilian Portuguese, whose clients show the English names), as
// a user of that language's Discord client types it (typedExample), through the real router and every
// game, and checks each reply as Discord would take it: within its limits before any fitting (a reply
// that needs router.Fit to be sent was not written to fit), and, in every language but English, without a
// sentence left in English (englishRunIn). The console runs these same handlers (bot/console.go); bot/console_test.go
// runs the same examples through it.
func TestEveryExampleInEveryLanguage(t *testing.T) {
	h := newHarness(t)
	for _, c := range h.Mux.Commands() {
		for _, locale := range walkLocales() {
			shown := exampleLine.FindAllStringSubmatch(h.Command(alice, locale, "help", "", opt{"topic", c.Name.En}).Content, -1)
			if want := max(1, len(c.Subcommands)); len(shown) != want {
				t.Errorf("/help topic:%s in %s shows %d examples, want %d", c.Name.En, locale, len(shown), want)
			}
			for _, m := range shown {
				example := m[1]
				t.Run(example, func(t *testing.T) {
					in, err := typedExample(c, example, locale)
					if err != nil {
						t.Fatalf("%s cannot be typed as shown: %v", example, err)
					}
					if in == nil {
						t.Skip("the example needs an attachment, which a walk cannot give")
					}
					resp, err := h.Handle(in)
					texts := replyTexts(resp)
					if err != nil {
						ue, ok := router.AsUserError(err)
						if !ok {
							t.Fatalf("%s: %v", example, err)
						}
						texts = []string{ue.Text(langOf(locale))}
					}
					for _, p := range overs(resp) {
						t.Errorf("%s: %s", example, p)
					}
					if locale != discordgo.EnglishUS {
						for _, text := range texts {
							if en := englishRunIn(locale, text); en != "" {
								t.Errorf("%s in %s: English left in %q\n%s", example, locale, en, text)
							}
						}
					}
				})
			}
		}
	}
}

// exampleLine is an example in /help topic:<command>'s reply: "  Example: `/tictactoe play`", in Japanese
// "  例：`/三目並べ プレイ`".
var exampleLine = regexp.MustCompile("(?m)^  [^ :：]+(?:: |：)`([^`]*)`$")

// typedExample is the interaction that a Discord client in locale sends for an example as /help shows it
// ("/틱택토 대국 난이도:보통"). The client shows the command, its subcommands, options and choices by
// their names in its language, and sends the English names and the choice's value: so every name in the
// example must be one the client shows, and a value of an option with choices the name of one of them,
// or the example cannot be typed as shown and typedExample says why. A value runs to the next option
// ("heaps:3 4 5"), as in the console. It returns nil for an example that needs what a walk cannot give:
// an attachment.
func typedExample(c router.Command, example string, locale discordgo.Locale) (*discordgo.Interaction, error) {
	l := langOf(locale)
	words := strings.Fields(example)
	if len(words) == 0 || words[0] != "/"+c.Name.In(l) {
		return nil, fmt.Errorf("it does not start with /%s", c.Name.In(l))
	}
	rest, opts, sub := words[1:], c.Options, ""
	if len(c.Subcommands) > 0 {
		for _, s := range c.Subcommands {
			if len(rest) > 0 && rest[0] == s.Name.In(l) {
				opts, sub = s.Options, s.Name.En
			}
		}
		if sub == "" {
			return nil, fmt.Errorf("no subcommand of /%s after it", c.Name.In(l))
		}
		rest = rest[1:]
	}
	type typed struct {
		o     router.Option
		value string
	}
	var given []typed
	for _, w := range rest {
		name, value, named := strings.Cut(w, ":")
		i := slices.IndexFunc(opts, func(o router.Option) bool { return named && o.Name.In(l) == name })
		switch {
		case i >= 0:
			given = append(given, typed{opts[i], value})
		case len(given) > 0:
			given[len(given)-1].value += " " + w
		default:
			return nil, fmt.Errorf("%q is not an option", w)
		}
	}
	var sent []opt
	for _, g := range given {
		v, err := sentValue(g.o, g.value, l)
		if err != nil {
			return nil, fmt.Errorf("%s:%s: %w", g.o.Name.In(l), g.value, err)
		}
		if v == nil {
			return nil, nil
		}
		sent = append(sent, opt{g.o.Name.En, v})
	}
	for _, o := range opts {
		if o.Required && !slices.ContainsFunc(sent, func(s opt) bool { return s.Name == o.Name.En }) {
			if o.Type == discordgo.ApplicationCommandOptionAttachment {
				return nil, nil
			}
			return nil, fmt.Errorf("the required option %s is missing", o.Name.In(l))
		}
	}
	return commandtest.CommandIn(alice, locale, c.Name.En, sub, sent...), nil
}

// sentValue is the value Discord sends for what a user of l typed into the option o, or nil for an
// attachment.
func sentValue(o router.Option, typed string, l i18n.Lang) (any, error) {
	if len(o.Choices) > 0 {
		var names []string
		for _, ch := range o.Choices {
			if ch.Name.In(l) == typed {
				if s, ok := ch.Value.(string); ok {
					return s, nil
				}
				f, err := strconv.ParseFloat(fmt.Sprint(ch.Value), 64) // a number arrives as JSON's float64
				return f, err
			}
			names = append(names, ch.Name.In(l))
		}
		return nil, fmt.Errorf("not a choice as the client shows them: %s", strings.Join(names, ", "))
	}
	switch o.Type {
	case discordgo.ApplicationCommandOptionAttachment:
		return nil, nil
	case discordgo.ApplicationCommandOptionUser:
		return commandtest.User("102"), nil
	case discordgo.ApplicationCommandOptionBoolean:
		return strconv.ParseBool(typed)
	case discordgo.ApplicationCommandOptionInteger, discordgo.ApplicationCommandOptionNumber:
		return strconv.ParseFloat(typed, 64)
	}
	return typed, nil
}

func langOf(l discordgo.Locale) i18n.Lang { return i18n.FromLocale(string(l)) }

// overs lists how a handler's own reply breaks Discord's limits (commandtest.Overs), before any fitting.
func overs(r *router.Response) []string {
	if r == nil {
		return nil
	}
	return commandtest.Overs(r)
}

// replyTexts is what a reader reads of a reply: its text, embeds, labels and alt texts, followups too.
func replyTexts(r *router.Response) []string {
	if r == nil {
		return nil
	}
	out := []string{r.Content}
	for _, e := range r.Embeds {
		out = append(out, e.Title, e.Description)
		for _, f := range e.Fields {
			out = append(out, f.Name, f.Value)
		}
		if e.Footer != nil {
			out = append(out, e.Footer.Text)
		}
	}
	for _, row := range r.Components {
		if ar, ok := row.(discordgo.ActionsRow); ok {
			for _, c := range ar.Components {
				switch c := c.(type) {
				case discordgo.Button:
					out = append(out, c.Label)
				case discordgo.SelectMenu:
					out = append(out, c.Placeholder)
					for _, o := range c.Options {
						out = append(out, o.Label, o.Description)
					}
				}
			}
		}
	}
	for _, a := range r.Alt {
		out = append(out, a)
	}
	for _, f := range r.Followups {
		out = append(out, replyTexts(f)...)
	}
	return out
}

var (
	// codeOrMarkup is what may stay in English in a Korean reply: code blocks and inline code (boards,
	// commands, values as typed), mentions and timestamps, links, file names.
	codeOrMarkup = regexp.MustCompile("(?s)```.*?```|`[^`]*`|<[@#t:][^>]*>|https?://\\S+|\\S+\\.(png|gif|txt)\\b")
	// threeWords is three English words in a row: a phrase or a sentence, not a name or a move.
	threeWords = regexp.MustCompile(`[A-Za-z]{2,}(?:[ ,'’-]+[A-Za-z]{2,}){2,}`)
)

// functionWords are words that only a sentence has: a run of three words with one of them is English
// prose, where a list of Wordle answers ("chore, curse, curve") or of names is not.
var functionWords = map[string]bool{"the": true, "a": true, "an": true, "is": true, "are": true, "was": true,
	"of": true, "to": true, "and": true, "or": true, "in": true, "on": true, "for": true, "with": true,
	"not": true, "no": true, "you": true, "your": true, "this": true, "that": true, "it": true, "be": true,
	"has": true, "have": true, "at": true, "by": true, "as": true, "from": true, "can": true, "will": true}

// englishRun is the first run of three English words, one of them a function word, in text outside code
// and markup, or "".
func englishRun(text string) string {
	for _, run := range threeWords.FindAllString(codeOrMarkup.ReplaceAllString(text, " "), -1) {
		for _, w := range regexp.MustCompile(`[A-Za-z]+`).FindAllString(run, -1) {
			if functionWords[strings.ToLower(w)] {
				return run
			}
		}
	}
	return ""
}

// latinFunctionWords are the function words of English that are not also words of Spanish or
// Portuguese ("a", "no", "as" are): in a reply in those languages, a run of three words with one of these
// is English left untranslated.
var latinFunctionWords = map[string]bool{"the": true, "is": true, "are": true, "was": true, "of": true,
	"to": true, "and": true, "or": true, "in": true, "on": true, "for": true, "with": true, "not": true,
	"you": true, "your": true, "this": true, "that": true, "it": true, "be": true, "have": true,
	"at": true, "by": true, "from": true, "can": true, "will": true}

// latinWords is a run of three words of any letters (accented ones included, so that "início" is one word
// and not "in"), and latinWord one of them.
var (
	latinWords = regexp.MustCompile(`\p{L}{2,}(?:[ ,'’-]+\p{L}{2,}){2,}`)
	latinWord  = regexp.MustCompile(`\p{L}+`)
)

// englishRunIn is englishRun for a reply in locale: Spanish and Portuguese share some short words with
// English, so only the function words they do not share count there.
func englishRunIn(locale discordgo.Locale, text string) string {
	if locale != discordgo.SpanishES && locale != discordgo.SpanishLATAM && locale != discordgo.PortugueseBR {
		return englishRun(text)
	}
	for _, run := range latinWords.FindAllString(codeOrMarkup.ReplaceAllString(text, " "), -1) {
		for _, w := range latinWord.FindAllString(run, -1) {
			if latinFunctionWords[strings.ToLower(w)] {
				return run
			}
		}
	}
	return ""
}

func TestEnglishRun(t *testing.T) {
	for text, want := range map[string]string{
		"아직 **3**개의 답이 가능합니다: chore, curse, curve":   "",
		"이 게임은 끝났습니다. This game is over.":            "This game is over",
		"`/tictactoe play opponent:@friend`로 시작하세요.": "",
		"```\nThe board is here\n```":                "",
		"Young이 이깁니다.":                               "",
	} {
		if got := englishRun(text); got != want {
			t.Errorf("englishRun(%q) = %q, want %q", text, got, want)
		}
	}
}

// walkLocales are the Discord locales the walk runs in: English, Korean, and each catalogued language
// that is served (complete).
func walkLocales() []discordgo.Locale {
	out := []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean}
	for _, l := range i18n.Catalogued() {
		if i18n.Complete(l) {
			out = append(out, discordgo.Locale(l.Locale()))
		}
	}
	return out
}

func TestEnglishRunIn(t *testing.T) {
	for _, tc := range []struct {
		locale     discordgo.Locale
		text, want string
	}{
		{discordgo.SpanishES, "Todavía no has terminado ninguna palabra del día.", ""},
		{discordgo.PortugueseBR, "Um salto de cavalo do fim ao início fecha o passeio.", ""},
		{discordgo.PortugueseBR, "com as jogadas até o fim", ""},
		{discordgo.SpanishES, "La partida terminó. This game is over.", "This game is over"},
		{discordgo.PortugueseBR, "Escolha uma casa: the board is full", "the board is full"},
		{discordgo.Japanese, "ゲームは終わりました。This game is over.", "This game is over"},
	} {
		if got := englishRunIn(tc.locale, tc.text); got != tc.want {
			t.Errorf("englishRunIn(%s, %q) = %q, want %q", tc.locale, tc.text, got, tc.want)
		}
	}
}
