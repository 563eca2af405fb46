package all

import (
	"fmt"
	"strings"
	"testing"

	"kibitz/i18n"
	"kibitz/router"
)

// unfitTranslations are the descriptions (of commands, subcommands and options) and choice names of m's
// commands that, in a catalogued language, complete or not, break Discord's limits.
func unfitTranslations(m *router.Mux) []string {
	var out []string
	check := func(what string, text i18n.Text, limit int) {
		for _, l := range i18n.Catalogued() {
			if n := len([]rune(text.In(l))); n < 1 || n > limit {
				out = append(out, fmt.Sprintf("%s %q in %s is %d characters, Discord allows 1-%d: %q", what, text.En, l, n, limit, text.In(l)))
			}
		}
	}
	options := func(opts []router.Option) {
		for _, o := range opts {
			check("the description of option", o.Description, router.MaxDescription)
			for _, c := range o.Choices {
				check("the choice", c.Name, router.MaxChoiceText)
			}
		}
	}
	for _, c := range m.Commands() {
		check("the description", c.Description, router.MaxDescription)
		options(c.Options)
		for _, s := range c.Subcommands {
			check("the description of subcommand", s.Description, router.MaxDescription)
			options(s.Options)
		}
	}
	return out
}

// TestTranslatedDefinitionsFit checks the translations of every definition against Discord's limits, so
// that a translation too long is found while its language is still being written, not when it is
// complete and registration refuses it; and that the check finds one.
func TestTranslatedDefinitionsFit(t *testing.T) {
	m := router.NewMux()
	Register(m, Config{})
	for _, e := range unfitTranslations(m) {
		t.Error(e)
	}
	c := m.Commands()[0]
	defer i18n.SetCatalogue(i18n.Spanish, map[string]any{c.Description.En: strings.Repeat("é", router.MaxDescription+1)})()
	if got := unfitTranslations(m); len(got) != 1 || !strings.Contains(got[0], " in es is 101 characters") {
		t.Errorf("a Spanish description too long: %q", got)
	}
}
