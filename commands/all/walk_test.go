package all

import (
	"regexp"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
)

// TestEveryExampleInBothLanguages runs every subcommand's help example, as /help shows it, in English
// and in Korean, through the real router and every game, and checks each reply as Discord would take
// it: within its limits before any fitting (a reply that needs router.Fit to be sent was not written
// to fit), and, in Korean, without a sentence left in English. The console runs these same handlers
// (bot/console.go); its own tests cover what it adds.
func TestEveryExampleInBothLanguages(t *testing.T) {
	h := newHarness(t)
	for _, c := range h.Mux.Commands() {
		subs := c.Subcommands
		if len(subs) == 0 {
			subs = []router.Subcommand{{Example: c.Example, Options: c.Options}}
		}
		for _, s := range subs {
			if s.Example == "" {
				continue // TestHelpExamplesAreValid reports it
			}
			for _, locale := range []discordgo.Locale{discordgo.EnglishUS, discordgo.Korean} {
				t.Run(s.Example+" "+string(locale), func(t *testing.T) {
					in := exampleInteraction(t, s.Example, s.Options, locale)
					if in == nil {
						t.Skip("the example needs an attachment or a user that a walk cannot give")
					}
					resp, err := h.Handle(in)
					texts := replyTexts(resp)
					if err != nil {
						ue, ok := router.AsUserError(err)
						if !ok {
							t.Fatalf("%s: %v", s.Example, err)
						}
						texts = []string{ue.Text(langOf(locale))}
					}
					for _, p := range limitProblems(resp) {
						t.Errorf("%s: %s", s.Example, p)
					}
					if locale == discordgo.Korean {
						for _, text := range texts {
							if en := englishRun(text); en != "" {
								t.Errorf("%s in Korean: English left in %q\n%s", s.Example, en, text)
							}
						}
					}
				})
			}
		}
	}
}

// exampleInteraction builds the interaction of an example such as "/nim start heaps:3 4 5 misere:true"
// (a value runs to the next option, as in the console), typing values by the options' definitions. It
// returns nil for an example that needs what a walk cannot give: an attachment.
func exampleInteraction(t *testing.T, example string, opts []router.Option, locale discordgo.Locale) *discordgo.Interaction {
	words := strings.Fields(example)
	var name, sub string
	name = strings.TrimPrefix(words[0], "/")
	rest := words[1:]
	if len(rest) > 0 && !strings.Contains(rest[0], ":") {
		sub, rest = rest[0], rest[1:]
	}
	var given []opt
	for _, w := range rest {
		n, v, ok := strings.Cut(w, ":")
		if !ok && len(given) > 0 {
			last := &given[len(given)-1]
			last.Value = last.Value.(string) + " " + w
			continue
		}
		given = append(given, opt{n, v})
	}
	for i, g := range given {
		for _, o := range opts {
			if o.Name.En != g.Name {
				continue
			}
			v := g.Value.(string)
			switch o.Type {
			case discordgo.ApplicationCommandOptionAttachment:
				return nil
			case discordgo.ApplicationCommandOptionUser:
				given[i].Value = commandtest.User("102")
			case discordgo.ApplicationCommandOptionBoolean:
				given[i].Value = v == "true"
			case discordgo.ApplicationCommandOptionInteger, discordgo.ApplicationCommandOptionNumber:
				var f float64
				for _, r := range v {
					f = f*10 + float64(r-'0')
				}
				given[i].Value = f
			}
		}
	}
	for _, o := range opts {
		if o.Required && o.Type == discordgo.ApplicationCommandOptionAttachment {
			return nil
		}
	}
	in := commandtest.CommandIn(alice, locale, name, sub, given...)
	return in
}

func langOf(l discordgo.Locale) i18n.Lang { return i18n.FromLocale(string(l)) }

func itoa(n int) string { return strconv.Itoa(n) }

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

// limitProblems lists how a reply breaks Discord's limits (docs/discord.md §8) before any fitting.
func limitProblems(r *router.Response) []string {
	if r == nil {
		return nil
	}
	var p []string
	if n := utf8.RuneCountInString(r.Content); n > 2000 {
		p = append(p, "content of "+itoa(n)+" characters")
	}
	if len(r.Files) > 10 {
		p = append(p, itoa(len(r.Files))+" files")
	}
	if len(r.Components) > 5 {
		p = append(p, itoa(len(r.Components))+" rows of components")
	}
	for _, row := range r.Components {
		if ar, ok := row.(discordgo.ActionsRow); ok {
			if len(ar.Components) > 5 {
				p = append(p, "a row of "+itoa(len(ar.Components))+" components")
			}
			for _, c := range ar.Components {
				if b, ok := c.(discordgo.Button); ok && utf8.RuneCountInString(b.Label) > 80 {
					p = append(p, "a button label of "+itoa(utf8.RuneCountInString(b.Label))+" characters")
				}
			}
		}
	}
	for name, a := range r.Alt {
		if n := utf8.RuneCountInString(a); n > 1024 {
			p = append(p, "alt text of "+name+": "+itoa(n)+" characters")
		}
	}
	for _, f := range r.Followups {
		p = append(p, limitProblems(f)...)
	}
	return p
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
