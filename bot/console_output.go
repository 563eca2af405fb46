package bot

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
)

// What the console prints of a reply, and the presses, choices and forms that answer one.

// components lists the buttons and menus of the last message in the order they are numbered.
func (c *console) components() (buttons []*discordgo.Button, menus []*discordgo.SelectMenu) {
	if c.last == nil {
		return nil, nil
	}
	for _, row := range c.last.Components {
		ar, ok := row.(discordgo.ActionsRow)
		if !ok {
			if p, ok := row.(*discordgo.ActionsRow); ok {
				ar = *p
			} else {
				continue
			}
		}
		for _, comp := range ar.Components {
			switch v := comp.(type) {
			case discordgo.Button:
				buttons = append(buttons, &v)
			case *discordgo.Button:
				buttons = append(buttons, v)
			case discordgo.SelectMenu:
				menus = append(menus, &v)
			case *discordgo.SelectMenu:
				menus = append(menus, v)
			}
		}
	}
	return buttons, menus
}

func (c *console) click(ctx context.Context, arg string) {
	buttons, _ := c.components()
	n, err := strconv.Atoi(arg)
	if err != nil || n < 1 || n > len(buttons) {
		fmt.Fprintf(c.out, "error: there is no button %s (the last message has %d)\n", arg, len(buttons))
		return
	}
	b := buttons[n-1]
	if b.Disabled {
		fmt.Fprintf(c.out, "error: button %d (%s) is disabled\n", n, b.Label)
		return
	}
	if b.URL != "" {
		fmt.Fprintf(c.out, "(button %d opens %s)\n", n, b.URL)
		return
	}
	in := c.base(discordgo.InteractionMessageComponent, discordgo.MessageComponentInteractionData{
		CustomID: b.CustomID, ComponentType: discordgo.ButtonComponent})
	in.Message = c.last
	c.send(ctx, in)
}

func (c *console) choose(ctx context.Context, arg, value string) {
	_, menus := c.components()
	n, err := strconv.Atoi(arg)
	if err != nil || n < 1 || n > len(menus) {
		fmt.Fprintf(c.out, "error: there is no menu %s (the last message has %d)\n", arg, len(menus))
		return
	}
	m := menus[n-1]
	if m.Disabled {
		fmt.Fprintf(c.out, "error: menu %d is disabled\n", n)
		return
	}
	chosen := ""
	for _, o := range m.Options {
		if o.Value == value || strings.EqualFold(o.Label, value) {
			chosen = o.Value
		}
	}
	if chosen == "" {
		var vals []string
		for _, o := range m.Options {
			vals = append(vals, o.Value)
		}
		fmt.Fprintf(c.out, "error: menu %d has no choice %q; choices: %s\n", n, value, strings.Join(vals, ", "))
		return
	}
	in := c.base(discordgo.InteractionMessageComponent, discordgo.MessageComponentInteractionData{
		CustomID: m.CustomID, ComponentType: discordgo.SelectMenuComponent, Values: []string{chosen}})
	in.Message = c.last
	c.send(ctx, in)
}

func (c *console) submit(ctx context.Context, args string) {
	if c.pending == nil {
		fmt.Fprintln(c.out, "error: no form is open")
		return
	}
	words, err := splitWords(args)
	if err != nil {
		fmt.Fprintln(c.out, "error:", err)
		return
	}
	values := map[string]string{}
	var inputs []*discordgo.TextInput
	for _, row := range c.pending.Components {
		if ar, ok := row.(discordgo.ActionsRow); ok {
			for _, comp := range ar.Components {
				if ti, ok := comp.(discordgo.TextInput); ok {
					inputs = append(inputs, &ti)
				}
			}
		}
	}
	for _, w := range words {
		k, v, ok := strings.Cut(w, ":")
		if !ok && len(inputs) == 1 {
			k, v = inputs[0].CustomID, w // one field: the value alone will do
		}
		values[k] = v
	}
	var rows []discordgo.MessageComponent
	for _, ti := range inputs {
		rows = append(rows, &discordgo.ActionsRow{Components: []discordgo.MessageComponent{
			&discordgo.TextInput{CustomID: ti.CustomID, Value: values[ti.CustomID]}}})
	}
	in := c.base(discordgo.InteractionModalSubmit, discordgo.ModalSubmitInteractionData{
		CustomID: c.pending.CustomID, Components: rows})
	in.Message = c.last
	c.pending = nil
	c.send(ctx, in)
}

// send runs an interaction and prints the reply and its followups.
func (c *console) send(ctx context.Context, in *discordgo.Interaction) {
	req, err := router.NewRequest(in, time.Now())
	if err != nil {
		fmt.Fprintln(c.out, "error:", err)
		return
	}
	req.Fetch = fileFetcher
	resp := c.srv.Serve(ctx, req)
	c.show(resp, in)
	for _, f := range resp.Followups {
		c.show(f, nil)
	}
}

var mentionRE = regexp.MustCompile(`<@!?(\d+)>`)

func (c *console) show(resp *router.Response, in *discordgo.Interaction) {
	lang := i18n.FromLocale(string(c.locale))
	if resp.Modal != nil {
		c.pending = resp.Modal
		fmt.Fprintf(c.out, "kibitz opens a form: %s\n", resp.Modal.Title)
		for _, row := range resp.Modal.Components {
			if ar, ok := row.(discordgo.ActionsRow); ok {
				for _, comp := range ar.Components {
					if ti, ok := comp.(discordgo.TextInput); ok {
						fmt.Fprintf(c.out, "  field %s: %s\n", ti.CustomID, ti.Label)
					}
				}
			}
		}
		fmt.Fprintln(c.out, "  (answer with: submit field:value)")
		return
	}
	if resp.Choices != nil {
		for _, ch := range resp.Choices {
			fmt.Fprintf(c.out, "  %s\n", ch.Name)
		}
		return
	}
	who := "kibitz"
	switch {
	case resp.Private:
		who = map[i18n.Lang]string{i18n.English: "kibitz (only you can see this)", i18n.Korean: "kibitz (나만 보기)"}[lang]
	case resp.Update:
		who = map[i18n.Lang]string{i18n.English: "kibitz (updates the message)", i18n.Korean: "kibitz (메시지 수정)"}[lang]
	}
	fmt.Fprintf(c.out, "%s:\n", who)
	if resp.Content != "" {
		fmt.Fprintln(c.out, indent(c.names(resp.Content)))
	}
	for _, e := range resp.Embeds {
		if e.Title != "" {
			fmt.Fprintln(c.out, indent("## "+c.names(e.Title)))
		}
		if e.Description != "" {
			fmt.Fprintln(c.out, indent(c.names(e.Description)))
		}
		for _, f := range e.Fields {
			fmt.Fprintln(c.out, indent(c.names(f.Name)+": "+c.names(f.Value)))
		}
		if e.Footer != nil && e.Footer.Text != "" {
			fmt.Fprintln(c.out, indent(c.names(e.Footer.Text)))
		}
	}
	for _, f := range resp.Files {
		path, err := c.save(f)
		if err != nil {
			fmt.Fprintln(c.out, "  error saving attachment:", err)
			continue
		}
		fmt.Fprintf(c.out, "  [attachment %s saved to %s]\n", f.Name, path)
	}
	msg := &discordgo.Message{ID: strconv.Itoa(c.msgs), ChannelID: "console", Content: resp.Content,
		Components: resp.Components, Flags: 0}
	if resp.Update && in != nil && in.Message != nil {
		msg.ID = in.Message.ID
	}
	if len(resp.Components) > 0 {
		c.last = msg
		c.printComponents()
	} else if resp.Update {
		c.last = nil // the message lost its components
	}
}

func (c *console) printComponents() {
	buttons, menus := c.components()
	if len(buttons) > 0 {
		var parts []string
		for i, b := range buttons {
			label := b.Label
			if label == "" && b.Emoji != nil {
				label = b.Emoji.Name
			}
			if b.Disabled {
				label += " (disabled)"
			}
			parts = append(parts, fmt.Sprintf("[%d] %s", i+1, label))
		}
		fmt.Fprintln(c.out, "  buttons: "+strings.Join(parts, "  "))
	}
	for i, m := range menus {
		var opts []string
		for _, o := range m.Options {
			if o.Label != o.Value {
				opts = append(opts, o.Value+"="+o.Label)
			} else {
				opts = append(opts, o.Value)
			}
		}
		fmt.Fprintf(c.out, "  menu %d (%s): %s\n", i+1, m.Placeholder, strings.Join(opts, ", "))
	}
}

// names replaces user mentions with @name, as Discord would show them.
func (c *console) names(s string) string {
	return mentionRE.ReplaceAllStringFunc(s, func(m string) string {
		id := mentionRE.FindStringSubmatch(m)[1]
		if u, ok := c.users[id]; ok {
			return "@" + u.Username
		}
		return m
	})
}

func (c *console) save(f *discordgo.File) (string, error) {
	if err := os.MkdirAll(c.cfg.OutDir, 0o755); err != nil {
		return "", err
	}
	c.files++
	path := filepath.Join(c.cfg.OutDir, fmt.Sprintf("%03d-%s", c.files, filepath.Base(f.Name)))
	if err := os.WriteFile(path, router.FileBytes(f), 0o644); err != nil {
		return "", err
	}
	return path, nil
}

func indent(s string) string { return "  " + strings.ReplaceAll(s, "\n", "\n  ") }

// fileFetcher opens attachments given as local files in the console.
func fileFetcher(_ context.Context, url string) (io.ReadCloser, error) {
	path, ok := strings.CutPrefix(url, "file://")
	if !ok {
		return nil, fmt.Errorf("console: cannot fetch %s", url)
	}
	return os.Open(path)
}
