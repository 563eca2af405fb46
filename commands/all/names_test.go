package all

// The names of the commands, subcommands and options in the catalogued languages: every one translated
// (i18n/locales/names.<locale>.json), and every translated text citing them as that language's client
// shows them.

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"kibitz/i18n"
	"kibitz/router"
)

var rewriteNames = flag.Bool("rewrite-names", false, "rewrite the citations of English names in i18n/locales to each language's names")

// levels calls f with each level of m's names, where Discord tells names apart: the commands, each
// command's subcommands, and the options of each command and subcommand; where says which.
func levels(m *router.Mux, f func(where string, names []i18n.Text)) {
	options := func(where string, opts []router.Option) {
		var names []i18n.Text
		for _, o := range opts {
			names = append(names, o.Name)
		}
		f(where, names)
	}
	var commands []i18n.Text
	for _, c := range m.Commands() {
		commands = append(commands, c.Name)
		options("/"+c.Name.En, c.Options)
		var subs []i18n.Text
		for _, s := range c.Subcommands {
			subs = append(subs, s.Name)
			options("/"+c.Name.En+" "+s.Name.En, s.Options)
		}
		f("/"+c.Name.En, subs)
	}
	f("the commands", commands)
}

// allNames are the English names of every command, subcommand and option of m.
func allNames(m *router.Mux) map[string]bool {
	out := map[string]bool{}
	levels(m, func(_ string, names []i18n.Text) {
		for _, n := range names {
			out[n.En] = true
		}
	})
	return out
}

// TestEveryNameTranslated checks the names file of every catalogued language against the commands: a
// translation for every name (one left out would read in English in a client that shows the rest
// translated), and no key that is no longer a name. Registration checks each against Discord's rules.
func TestEveryNameTranslated(t *testing.T) {
	m := router.NewMux()
	Register(m, Config{})
	names := allNames(m)
	for _, l := range i18n.Catalogued() {
		have := i18n.Names(l)
		for n := range names {
			if _, ok := have[n]; !ok {
				t.Errorf("i18n/locales/names.%s.json lacks the name %q", l, n)
			}
		}
		for n := range have {
			if !names[n] {
				t.Errorf("i18n/locales/names.%s.json translates %q, which is no command, subcommand or option name", l, n)
			}
		}
	}
}

// citer finds the names a text cites: "/wordle daily" (a command and its subcommand), "hard:true" and
// "`display`" (an option), "game:wordle" (an option's choice, by its value or English name, or a word it
// reads, such as heaps:random). A text in language l must cite each as l's client shows it.
type citer struct {
	l        i18n.Lang
	commands []router.Command
	options  map[string][]router.Option // by the option's name in English and in l
	// commandNames and optionNames are every command's and option's name in English and in l, the
	// candidates of a citation.
	commandNames, optionNames []string
}

func newCiter(m *router.Mux, l i18n.Lang) *citer {
	c := &citer{l: l, commands: m.Commands(), options: map[string][]router.Option{}}
	add := func(list []router.Option) {
		for _, o := range list {
			c.options[o.Name.En] = append(c.options[o.Name.En], o)
			if local := o.Name.In(l); local != o.Name.En {
				c.options[local] = append(c.options[local], o)
			}
		}
	}
	for _, cmd := range c.commands {
		c.commandNames = append(c.commandNames, cmd.Name.En, cmd.Name.In(l))
		add(cmd.Options)
		for _, s := range cmd.Subcommands {
			add(s.Options)
		}
	}
	for n := range c.options {
		c.optionNames = append(c.optionNames, n)
	}
	return c
}

// is reports whether word is the name, in English or in l.
func (c *citer) is(name i18n.Text, word string) bool { return name.En == word || name.In(c.l) == word }

// asciiName is an ASCII character a name may hold: what must not go on after an English name, or come
// before one, for it to be the name and not part of a longer word. A name in a script without spaces
// (Japanese) may be followed by anything: "/成績で" cites /成績.
func asciiName(r rune) bool {
	return r < utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '-' || r == '_')
}

// nameAt is the longest of names that text[i:] starts with as a whole name, "" for none.
func nameAt(text string, i int, names []string) string {
	best := ""
	for _, n := range names {
		if n == "" || len(n) <= len(best) || !strings.HasPrefix(text[i:], n) {
			continue
		}
		last, _ := utf8.DecodeLastRuneInString(n)
		next, _ := utf8.DecodeRuneInString(text[i+len(n):])
		if asciiName(last) && asciiName(next) {
			continue
		}
		best = n
	}
	return best
}

// before is the character before text[i], or a space at the start.
func before(text string, i int) rune {
	if i == 0 {
		return ' '
	}
	r, _ := utf8.DecodeLastRuneInString(text[:i])
	return r
}

// localize is text with every citation of an English name that l's client shows otherwise replaced by the
// name it shows, and those English citations.
func (c *citer) localize(text string) (string, []string) {
	var b strings.Builder
	var found []string
	swap := func(en, local string) string {
		if en != local {
			found = append(found, en)
		}
		return local
	}
	for i := 0; i < len(text); {
		r, n := utf8.DecodeRuneInString(text[i:])
		prev := before(text, i)
		if r == '/' && !asciiName(prev) && !strings.ContainsRune("/.:<", prev) {
			if word := nameAt(text, i+1, c.commandNames); word != "" {
				command := c.commands[slices.IndexFunc(c.commands, func(cmd router.Command) bool { return c.is(cmd.Name, word) })]
				b.WriteString("/" + swap(word, command.Name.In(c.l)))
				i += 1 + len(word)
				if strings.HasPrefix(text[i:], " ") {
					var subs []string
					for _, s := range command.Subcommands {
						subs = append(subs, s.Name.En, s.Name.In(c.l))
					}
					if sub := nameAt(text, i+1, subs); sub != "" {
						s := command.Subcommands[slices.IndexFunc(command.Subcommands, func(s router.Subcommand) bool { return c.is(s.Name, sub) })]
						b.WriteString(" " + swap(sub, s.Name.In(c.l)))
						i += 1 + len(sub)
					}
				}
				continue
			}
		}
		if r == '`' {
			// `user` is what a leaderboard's picture shows for a player without a known name, in every
			// language (commands/leaderboard), not the option.
			if word := nameAt(text, i+1, c.optionNames); word != "" && word != "user" && strings.HasPrefix(text[i+1+len(word):], "`") {
				b.WriteString("`" + swap(word, c.options[word][0].Name.In(c.l)) + "`")
				i += 2 + len(word)
				continue
			}
		}
		if !asciiName(prev) {
			if word := nameAt(text, i, c.optionNames); word != "" && strings.HasPrefix(text[i+len(word):], ":") {
				opts := c.options[word]
				b.WriteString(swap(word, opts[0].Name.In(c.l)) + ":")
				i += len(word) + 1
				if value, local, ok := c.choiceAt(opts, text, i); ok {
					b.WriteString(swap(value, local))
					i += len(value)
				}
				continue
			}
		}
		b.WriteRune(r)
		i += n
	}
	return b.String(), found
}

// choiceAt is the choice (or word) of one of opts that text[i:] starts with, by its value, its English
// name or its name in l, and its name in l.
func (c *citer) choiceAt(opts []router.Option, text string, i int) (typed, local string, ok bool) {
	for _, o := range opts {
		for _, ch := range append(slices.Clone(o.Choices), o.Words...) {
			for _, name := range []string{ch.Name.In(c.l), ch.Name.En, fmt.Sprint(ch.Value)} {
				if got := nameAt(text, i, []string{name}); got != "" && len(got) > len(typed) {
					typed, local, ok = got, ch.Name.In(c.l), true
				}
			}
		}
	}
	return typed, local, ok
}

// TestCiter checks what the citations found are, and their replacements.
func TestCiter(t *testing.T) {
	m := router.NewMux()
	Register(m, Config{})
	defer i18n.SetNames(i18n.Spanish, map[string]string{"wordle": "wordle", "daily": "diario", "hard": "difícil", "display": "vista",
		"leaderboard": "clasificación", "game": "juego", "period": "periodo", "tictactoe": "tres-en-raya", "heaps": "montones", "nim": "nim", "start": "inicio"})()
	c := newCiter(m, i18n.Spanish)
	for _, tc := range []struct{ in, want string }{
		{"Usa /wordle daily hard:true.", "Usa /wordle diario difícil:true."},
		{"(su opción `display`)", "(su opción `vista`)"},
		{"/leaderboard game:tictactoe", "/clasificación juego:" + i18n.Text{En: "Tic-tac-toe"}.In(i18n.Spanish)},
		{"/nim start heaps:random", "/nim inicio montones:" + i18n.Text{En: "random"}.In(i18n.Spanish)},
		{"3/5, https://x.y/wordle, display, 10:00", "3/5, https://x.y/wordle, display, 10:00"},
		{"/wordle diario", "/wordle diario"},
		{"（`display`や`heaps:random`）", "（`vista`や`montones:" + i18n.Text{En: "random"}.In(i18n.Spanish) + "`）"},
		{"/leaderboardに載ります。/wordles", "/clasificaciónに載ります。/wordles"},
	} {
		got, _ := c.localize(tc.in)
		if got != tc.want {
			t.Errorf("localize(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if _, found := c.localize(tc.want); len(found) > 0 {
			t.Errorf("localize(%q) finds %q", tc.want, found)
		}
	}
}

// TestTranslationsCiteLocalNames checks every translation of every catalogued language: a command,
// subcommand, option or choice cited as the language's client shows it ("/wordle diario difícil:true" in
// Spanish), never by an English name the client does not show. -rewrite-names rewrites the files so.
func TestTranslationsCiteLocalNames(t *testing.T) {
	m := router.NewMux()
	Register(m, Config{})
	files, err := filepath.Glob("../../i18n/locales/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no translation files: %v", err)
	}
	for _, l := range i18n.Catalogued() {
		c := newCiter(m, l)
		for _, file := range files {
			if !strings.HasSuffix(file, "."+l.String()+".json") || strings.HasPrefix(filepath.Base(file), "names.") {
				continue
			}
			b, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			var entries map[string]any
			if err := json.Unmarshal(b, &entries); err != nil {
				t.Fatal(err)
			}
			changed := false
			fix := func(key, text string) string {
				out, found := c.localize(text)
				if len(found) > 0 {
					changed = true
					if !*rewriteNames {
						t.Errorf("%s: %q cites %q in English (as %s's client shows them: %q)", filepath.Base(file), key, found, l, out)
					}
				}
				return out
			}
			for key, v := range entries {
				switch v := v.(type) {
				case string:
					entries[key] = fix(key, v)
				case map[string]any:
					for cat, f := range v {
						v[cat] = fix(key, f.(string))
					}
				}
			}
			if changed && *rewriteNames {
				var out strings.Builder
				enc := json.NewEncoder(&out)
				enc.SetEscapeHTML(false)
				enc.SetIndent("", "  ")
				if err := enc.Encode(entries); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(file, []byte(out.String()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}

// ambiguities are the names of one level of m's commands (the commands, a command's subcommands, one
// command's options) that, in some language, name another of that level in some other language.
func ambiguities(m *router.Mux) []string {
	var out []string
	levels(m, func(where string, names []i18n.Text) {
		owner := map[string]string{}
		for _, n := range names {
			for _, l := range i18n.Langs() {
				s := n.In(l)
				if other, ok := owner[s]; ok && other != n.En {
					out = append(out, fmt.Sprintf("%s: %q names both %q and %q", where, s, other, n.En))
				}
				owner[s] = n.En
			}
		}
	})
	return out
}

// TestNamesUnambiguousAcrossLanguages checks that no name of one level is, in any language, the name of
// another in any other: the console takes a name in every language (bot/console_command.go), so /ranking
// must mean one command whatever the console's language. And that the check finds one.
func TestNamesUnambiguousAcrossLanguages(t *testing.T) {
	m := router.NewMux()
	Register(m, Config{})
	for _, a := range ambiguities(m) {
		t.Error(a)
	}
	es := i18n.Names(i18n.Spanish)
	es["show"] = i18n.Names(i18n.Japanese)["display"] // /settings show would read as /settings display does in Japanese
	defer i18n.SetNames(i18n.Spanish, es)()
	if got := ambiguities(m); len(got) != 1 || !strings.Contains(got[0], "/settings") {
		t.Errorf("a Spanish name that is another's Japanese name: %q", got)
	}
}
