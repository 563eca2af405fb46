package router

// Fitting what is not text: autocomplete choices, modals, buttons and select menus (see Fit).

import "github.com/bwmarrin/discordgo"

// fitChoices keeps the first 25 autocomplete choices that Discord accepts: a name of 1 to 100 characters
// (a long one shortened, an empty one replaced by the value) and a string value of at most 100 (a longer
// value cannot be shortened without answering something else, so its choice is left out).
func fitChoices(in []*discordgo.ApplicationCommandOptionChoice) []*discordgo.ApplicationCommandOptionChoice {
	if in == nil {
		return nil
	}
	out := make([]*discordgo.ApplicationCommandOptionChoice, 0, min(len(in), MaxChoices))
	for _, c := range in {
		if len(out) == MaxChoices {
			break
		}
		if c == nil {
			continue
		}
		if s, ok := c.Value.(string); ok && runes(s) > MaxChoiceText {
			continue
		}
		name := c.Name
		if name == "" {
			name = valueText(c.Value)
		}
		name = truncate(name, MaxChoiceText)
		if name == "" {
			continue
		}
		if name != c.Name {
			cp := *c
			cp.Name = name
			c = &cp
		}
		out = append(out, c)
	}
	return out
}

func valueText(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case nil:
		return ""
	}
	if f, ok := number(v); ok {
		return showNumber(f)
	}
	return ""
}

// fitModal shortens a modal's title and inputs and keeps at most 5 rows.
func fitModal(m *Modal) *Modal {
	if m == nil {
		return nil
	}
	out := *m
	out.Title = truncate(m.Title, MaxModalTitle)
	rows := m.Components
	if len(rows) > MaxRows {
		rows = rows[:MaxRows]
	}
	out.Components = make([]discordgo.MessageComponent, len(rows))
	for i, row := range rows {
		out.Components[i] = mapRow(row, func(cs []discordgo.MessageComponent) []discordgo.MessageComponent {
			fitted := make([]discordgo.MessageComponent, len(cs))
			for j, c := range cs {
				fitted[j] = fitInput(c)
			}
			return fitted
		})
	}
	return &out
}

func fitInput(c discordgo.MessageComponent) discordgo.MessageComponent {
	fit := func(ti discordgo.TextInput) discordgo.TextInput {
		ti.Label = truncate(ti.Label, MaxInputLabel)
		ti.Placeholder = truncate(ti.Placeholder, MaxInputPlaceholder)
		// A pre-filled value is the user's to edit: cut it without an ellipsis they would have to delete.
		ti.Value = prefix(ti.Value, MaxInputValue)
		return ti
	}
	switch ti := c.(type) {
	case discordgo.TextInput:
		return fit(ti)
	case *discordgo.TextInput:
		if ti == nil {
			return c
		}
		f := fit(*ti)
		return &f
	}
	return c
}

// fitComponents keeps at most 5 action rows, and in each row at most 5 buttons or a single select menu
// of at most 25 options, with their texts shortened. Empty rows, which Discord refuses, are left out.
func fitComponents(in []discordgo.MessageComponent) []discordgo.MessageComponent {
	if in == nil {
		return nil
	}
	out := make([]discordgo.MessageComponent, 0, min(len(in), MaxRows))
	for _, c := range in {
		if len(out) == MaxRows {
			break
		}
		c = mapRow(c, fitRow)
		if rowLen(c) == 0 {
			continue
		}
		out = append(out, c)
	}
	return out
}

// mapRow applies f to the components of an action row, given as a value or a pointer; anything else
// comes back unchanged.
func mapRow(c discordgo.MessageComponent, f func([]discordgo.MessageComponent) []discordgo.MessageComponent) discordgo.MessageComponent {
	switch r := c.(type) {
	case discordgo.ActionsRow:
		r.Components = f(r.Components)
		return r
	case *discordgo.ActionsRow:
		if r == nil {
			return c
		}
		cp := *r
		cp.Components = f(r.Components)
		return &cp
	}
	return c
}

// rowLen is the number of components in an action row; -1 for anything that is not one.
func rowLen(c discordgo.MessageComponent) int {
	switch r := c.(type) {
	case discordgo.ActionsRow:
		return len(r.Components)
	case *discordgo.ActionsRow:
		if r != nil {
			return len(r.Components)
		}
	}
	return -1
}

func fitRow(cs []discordgo.MessageComponent) []discordgo.MessageComponent {
	// A select menu fills its row alone.
	for _, c := range cs {
		switch m := c.(type) {
		case discordgo.SelectMenu:
			return []discordgo.MessageComponent{fitSelect(m)}
		case *discordgo.SelectMenu:
			if m != nil {
				f := fitSelect(*m)
				return []discordgo.MessageComponent{&f}
			}
		}
	}
	out := make([]discordgo.MessageComponent, 0, min(len(cs), MaxRowButtons))
	for _, c := range cs {
		if len(out) == MaxRowButtons {
			break
		}
		switch b := c.(type) {
		case discordgo.Button:
			b.Label = truncate(b.Label, MaxButtonLabel)
			c = b
		case *discordgo.Button:
			if b == nil {
				continue
			}
			cp := *b
			cp.Label = truncate(b.Label, MaxButtonLabel)
			c = &cp
		case nil:
			continue
		}
		out = append(out, c)
	}
	return out
}

func fitSelect(m discordgo.SelectMenu) discordgo.SelectMenu {
	m.Placeholder = truncate(m.Placeholder, MaxPlaceholder)
	if m.Options == nil {
		return m
	}
	opts := m.Options
	if len(opts) > MaxSelectOptions {
		opts = opts[:MaxSelectOptions]
	}
	m.Options = make([]discordgo.SelectMenuOption, len(opts))
	for i, o := range opts {
		o.Label = truncate(o.Label, MaxSelectText)
		o.Value = prefix(o.Value, MaxSelectText)
		o.Description = truncate(o.Description, MaxSelectText)
		m.Options[i] = o
	}
	// A menu may not ask for more choices than it offers.
	if m.MaxValues > len(m.Options) {
		m.MaxValues = len(m.Options)
	}
	if m.MinValues != nil && *m.MinValues > len(m.Options) {
		n := len(m.Options)
		m.MinValues = &n
	}
	return m
}
