package bot

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"

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
		c.fail(msgNoButton, arg, len(buttons))
		return
	}
	b := buttons[n-1]
	if b.Disabled {
		c.fail(msgButtonDisabled, n, b.Label)
		return
	}
	if b.URL != "" {
		c.say(msgButtonOpens, n, b.URL)
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
		c.fail(msgNoMenu, arg, len(menus))
		return
	}
	m := menus[n-1]
	if m.Disabled {
		c.fail(msgMenuDisabled, n)
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
		c.fail(msgNoChoice, n, value, i18n.List(c.lang(), vals))
		return
	}
	in := c.base(discordgo.InteractionMessageComponent, discordgo.MessageComponentInteractionData{
		CustomID: m.CustomID, ComponentType: discordgo.SelectMenuComponent, Values: []string{chosen}})
	in.Message = c.last
	c.send(ctx, in)
}

func (c *console) submit(ctx context.Context, args string) {
	if c.pending == nil {
		c.fail(msgNoForm)
		return
	}
	words, err := splitWords(args)
	if err != nil {
		c.fail(msgUnclosedQuote)
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
	// As a command's options: field:value or "field: value", a value running on to the next field; with a
	// single field the value alone will do.
	field := ""
	for _, w := range words {
		k, v, ok := strings.Cut(w, ":")
		isField := false
		for _, ti := range inputs {
			isField = isField || ok && ti.CustomID == k
		}
		switch {
		case isField:
			field, values[k] = k, v
		case field == "" && len(inputs) == 1:
			field, values[inputs[0].CustomID] = inputs[0].CustomID, w
		case field == "":
			var names []string
			for _, ti := range inputs {
				names = append(names, ti.CustomID)
			}
			c.fail(msgNotFieldValue, quotedSubject(w), i18n.List(c.lang(), names))
			return
		case values[field] == "":
			values[field] = w
		default:
			values[field] += " " + w
		}
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
	req, err := router.NewRequest(in, c.now())
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
	lang := c.lang()
	if resp.Modal != nil {
		c.pending = resp.Modal
		c.say(msgFormOpens, resp.Modal.Title)
		for _, row := range resp.Modal.Components {
			if ar, ok := row.(discordgo.ActionsRow); ok {
				for _, comp := range ar.Components {
					if ti, ok := comp.(discordgo.TextInput); ok {
						fmt.Fprintln(c.out, "  "+msgFormField.F(lang, ti.CustomID, ti.Label))
					}
				}
			}
		}
		fmt.Fprintln(c.out, "  "+msgFormAnswer.In(lang))
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
		who = msgReplyPrivate.In(lang)
	case resp.Update:
		who = msgReplyUpdate.In(lang)
	case len(resp.Notify) > 0:
		// Whom Discord would ping (a private message and an edit ping nobody).
		names := make([]string, len(resp.Notify))
		for i, id := range resp.Notify {
			names[i] = c.text("<@" + id + ">") // as the client shows a mention: @name
		}
		who = msgReplyNotifies.F(lang, i18n.List(lang, names))
	}
	fmt.Fprintf(c.out, "%s:\n", who)
	if resp.Content != "" {
		fmt.Fprintln(c.out, indent(c.text(resp.Content)))
	}
	for i, e := range resp.Embeds {
		if i > 0 {
			fmt.Fprintln(c.out, indent("")) // one embed from the next, as Discord draws each in a box of its own; every line of a reply indented
		}
		if e.Title != "" {
			fmt.Fprintln(c.out, indent("## "+c.text(e.Title)))
		}
		if e.Description != "" {
			fmt.Fprintln(c.out, indent(c.text(e.Description)))
		}
		for _, f := range e.Fields {
			fmt.Fprintln(c.out, indent(c.text(f.Name)+": "+c.text(f.Value)))
		}
		if e.Footer != nil && e.Footer.Text != "" {
			fmt.Fprintln(c.out, indent(c.text(e.Footer.Text)))
		}
	}
	for _, f := range resp.Files {
		path, err := c.save(f)
		if err != nil {
			// The marker a script reads for a mistake, error:, the same in every language (docs/contract.md §3).
			fmt.Fprintln(c.out, "  error: "+msgSaveFailed.F(lang, f.Name, err))
			continue
		}
		fmt.Fprintf(c.out, "  [attachment %s saved to %s]\n", f.Name, path)
		// Alt text is plain text (Discord renders no markdown or mention in it): printed as it is, its
		// further lines lined up under its first.
		if alt := resp.Alt[f.Name]; alt != "" {
			fmt.Fprintf(c.out, "  alt: %s\n", strings.ReplaceAll(alt, "\n", "\n       "))
		}
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
				label = msgDisabled.F(c.lang(), label)
			}
			parts = append(parts, fmt.Sprintf("[%d] %s", i+1, label))
		}
		fmt.Fprintln(c.out, "  "+msgButtonsLine.F(c.lang(), strings.Join(parts, "  ")))
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
		fmt.Fprintln(c.out, "  "+msgMenuLine.F(c.lang(), i+1, m.Placeholder, i18n.List(c.lang(), opts)))
	}
}

// text is s as a Discord client shows it: user mentions as @name, timestamps as times (showTimes).
func (c *console) text(s string) string {
	return showTimes(c.names(s), c.now(), c.lang())
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

// save writes an attachment into OutDir under its own name, numbered when the name is taken (NAME-2.png,
// NAME-3.png, ...), so that no file is ever overwritten, this run's or an earlier one's. Creating with
// O_EXCL makes the check and the creation one step: two consoles sharing a folder never take one name.
func (c *console) save(f *discordgo.File) (string, error) {
	if err := os.MkdirAll(c.cfg.OutDir, 0o755); err != nil {
		return "", err
	}
	base := filepath.Base(f.Name)
	if base == "." || base == ".." || base == string(filepath.Separator) {
		base = "attachment"
	}
	ext := filepath.Ext(base)
	stem := strings.TrimSuffix(base, ext)
	data := router.FileBytes(f)
	for n := 1; n <= maxSaveNumber; n++ {
		name := base
		if n > 1 {
			name = fmt.Sprintf("%s-%d%s", stem, n, ext)
		}
		path := filepath.Join(c.cfg.OutDir, name)
		file, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		if err != nil {
			return "", err
		}
		_, err = file.Write(data)
		if cerr := file.Close(); err == nil {
			err = cerr
		}
		return path, err
	}
	return "", fmt.Errorf("%s and %d numbered copies exist in %s", base, maxSaveNumber-1, c.cfg.OutDir)
}

// maxSaveNumber bounds the numbers save tries: a folder with that many copies of one name wants cleaning.
const maxSaveNumber = 100000

func indent(s string) string { return "  " + strings.ReplaceAll(s, "\n", "\n  ") }

// fileFetcher opens attachments given as local files in the console.
func fileFetcher(_ context.Context, url string) (io.ReadCloser, error) {
	path, ok := strings.CutPrefix(url, "file://")
	if !ok {
		return nil, fmt.Errorf("console: cannot fetch %s", url)
	}
	return os.Open(path)
}
