package bot

import (
	"bufio"
	"context"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
)

// ConsoleConfig configures the console.
type ConsoleConfig struct {
	// OutDir receives attachments; created when missing.
	OutDir string
	// Prompt prints "> " before each line (at a terminal, not from a pipe).
	Prompt bool
	// Banner is printed once at the start (how to connect to Discord, for example).
	Banner string
	// BotUserID is kibitz's own user id in the console.
	BotUserID string
	// Messenger, when set, prints the edits that games make outside an interaction (a turn timer running
	// out) into this console as they happen. Give the same one to the commands.
	Messenger *ConsoleMessenger
}

// ConsoleMessenger is the console's router.Messenger: an edit made outside any interaction is printed as
// an update of the message, between the lines the user types. Create it before the commands (they need
// it) and pass it to RunConsole in ConsoleConfig.
type ConsoleMessenger struct {
	mu sync.Mutex // held while the console runs a line and while an edit prints
	c  *console
}

// NewConsoleMessenger returns a messenger not yet attached to a console; until RunConsole attaches it,
// edits are dropped.
func NewConsoleMessenger() *ConsoleMessenger { return &ConsoleMessenger{} }

// EditMessage implements router.Messenger.
func (m *ConsoleMessenger) EditMessage(_ context.Context, _, _ string, resp *router.Response) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.c == nil {
		return nil
	}
	update := *resp
	update.Update = true
	m.c.show(&update, nil)
	return nil
}

// console runs slash commands typed in a terminal through the same router and handlers as Discord.
type console struct {
	cfg     ConsoleConfig
	srv     *router.Server
	out     io.Writer
	user    *discordgo.User
	users   map[string]*discordgo.User // by id, for mentions
	locale  discordgo.Locale
	last    *discordgo.Message // the last message with components: what click and select act on
	msgs    int                // messages shown, for ids
	files   int                // attachments saved, for unique names
	pending *router.Modal      // an open modal, answered by "submit"
}

// RunConsole reads commands from in until "quit" or the end of input and writes what kibitz answers to
// out. See docs/contract.md §3 for the language: slash commands, click N, select N VALUE, as NAME,
// locale ko|en, help, quit; and submit field:value for an open form.
func RunConsole(ctx context.Context, in io.Reader, out io.Writer, srv *router.Server, cfg ConsoleConfig) error {
	if cfg.OutDir == "" {
		cfg.OutDir = "kibitz-out"
	}
	if cfg.BotUserID == "" {
		cfg.BotUserID = "100000000000000000"
	}
	c := &console{cfg: cfg, srv: srv, out: out, users: map[string]*discordgo.User{}, locale: discordgo.EnglishUS}
	c.users[cfg.BotUserID] = &discordgo.User{ID: cfg.BotUserID, Username: "kibitz", Bot: true}
	c.user = c.userNamed("you")
	m := cfg.Messenger
	if m == nil {
		m = NewConsoleMessenger()
	}
	m.mu.Lock()
	m.c = c
	m.mu.Unlock()
	defer func() {
		m.mu.Lock()
		m.c = nil
		m.mu.Unlock()
	}()
	if cfg.Banner != "" {
		fmt.Fprintln(out, cfg.Banner)
	}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64*1024), 4<<20)
	for {
		if cfg.Prompt {
			fmt.Fprint(out, "> ")
		}
		if !sc.Scan() {
			break
		}
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if line == "quit" || line == "exit" {
			return nil
		}
		m.mu.Lock()
		c.run(ctx, line)
		m.mu.Unlock()
		if ctx.Err() != nil {
			return nil
		}
	}
	return sc.Err()
}

const consoleHelp = `Type slash commands as in Discord, options as name:value; a value runs to the next option
(or quote it: heaps:"3 4 5"):
  /help
  /tictactoe play
  /tictactoe analyze board:X.O......
  /kpk analyze position:Ke1 Pe2 ke8 w
Then:
  click N           press the N-th button of the last message
  select N VALUE    choose VALUE in the N-th menu of the last message
  submit f:v ...    fill in and send the open form
  as NAME           act as another user from now on
  locale ko|en      answer in Korean or English
  help              this text
  quit              leave`

func (c *console) run(ctx context.Context, line string) {
	fields := strings.Fields(line)
	switch {
	case strings.HasPrefix(line, "/"):
		in, err := c.command(line)
		if err != nil {
			fmt.Fprintln(c.out, "error:", err)
			return
		}
		c.send(ctx, in)
	case fields[0] == "click":
		if len(fields) != 2 {
			fmt.Fprintln(c.out, "error: usage: click N")
			return
		}
		c.click(ctx, fields[1])
	case fields[0] == "select":
		if len(fields) < 3 {
			fmt.Fprintln(c.out, "error: usage: select N VALUE")
			return
		}
		c.choose(ctx, fields[1], strings.Join(fields[2:], " "))
	case fields[0] == "submit":
		c.submit(ctx, strings.TrimSpace(strings.TrimPrefix(line, "submit")))
	case fields[0] == "as":
		if len(fields) != 2 || strings.TrimPrefix(fields[1], "@") == "" {
			fmt.Fprintln(c.out, "error: usage: as NAME (one word, such as as bob)")
			return
		}
		c.user = c.userNamed(strings.TrimPrefix(fields[1], "@"))
		fmt.Fprintf(c.out, "(now acting as %s)\n", c.user.Username)
	case fields[0] == "locale":
		if len(fields) != 2 {
			fmt.Fprintln(c.out, "error: usage: locale ko or locale en")
			return
		}
		switch fields[1] {
		case "ko":
			c.locale = discordgo.Korean
		case "en":
			c.locale = discordgo.EnglishUS
		default:
			fmt.Fprintln(c.out, "error: locale ko or locale en")
			return
		}
		fmt.Fprintf(c.out, "(locale %s)\n", fields[1])
	case fields[0] == "help":
		fmt.Fprintln(c.out, consoleHelp)
	default:
		fmt.Fprintf(c.out, "error: %q is not a command; type help\n", fields[0])
	}
}

// userNamed returns the console user called name, with a stable snowflake-like id.
func (c *console) userNamed(name string) *discordgo.User {
	h := fnv.New64a()
	h.Write([]byte(name))
	id := strconv.FormatUint(200000000000000000+h.Sum64()%100000000000000000, 10)
	if u, ok := c.users[id]; ok {
		return u
	}
	u := &discordgo.User{ID: id, Username: name, GlobalName: name}
	c.users[id] = u
	return u
}

func (c *console) base(typ discordgo.InteractionType, data discordgo.InteractionData) *discordgo.Interaction {
	c.msgs++
	return &discordgo.Interaction{
		ID: strconv.Itoa(c.msgs), AppID: c.cfg.BotUserID, Type: typ, Data: data,
		GuildID: "console", ChannelID: "console", Locale: c.locale,
		Member: &discordgo.Member{User: c.user}, Token: "console",
	}
}

// command turns "/name sub opt:value ..." into a command interaction, typing the options by the
// registered definition.
func (c *console) command(line string) (*discordgo.Interaction, error) {
	words, err := splitWords(line)
	if err != nil {
		return nil, err
	}
	name := strings.TrimPrefix(words[0], "/")
	var def *discordgo.ApplicationCommand
	for _, d := range c.srv.Mux.Definitions() {
		if d.Name == name || (d.NameLocalizations != nil && (*d.NameLocalizations)[discordgo.Korean] == name) {
			def = d
		}
	}
	if def == nil {
		// Let the router answer, as Discord would never send this.
		return c.base(discordgo.InteractionApplicationCommand, discordgo.ApplicationCommandInteractionData{Name: name}), nil
	}
	data := discordgo.ApplicationCommandInteractionData{Name: def.Name, Resolved: &discordgo.ApplicationCommandInteractionDataResolved{
		Users: map[string]*discordgo.User{}, Attachments: map[string]*discordgo.MessageAttachment{}}}
	rest := words[1:]
	optDefs := def.Options
	target := &data.Options
	if len(optDefs) > 0 && optDefs[0].Type == discordgo.ApplicationCommandOptionSubCommand {
		var names []string
		for _, s := range optDefs {
			names = append(names, s.Name)
		}
		if len(rest) == 0 || strings.Contains(rest[0], ":") {
			return nil, fmt.Errorf("/%s needs a subcommand: %s", def.Name, strings.Join(names, ", "))
		}
		var sub *discordgo.ApplicationCommandOption
		for _, s := range optDefs {
			if s.Name == rest[0] || s.NameLocalizations[discordgo.Korean] == rest[0] {
				sub = s
			}
		}
		if sub == nil {
			return nil, fmt.Errorf("/%s has no subcommand %q; it has %s", def.Name, rest[0], strings.Join(names, ", "))
		}
		o := &discordgo.ApplicationCommandInteractionDataOption{Name: sub.Name, Type: discordgo.ApplicationCommandOptionSubCommand}
		data.Options = []*discordgo.ApplicationCommandInteractionDataOption{o}
		target = &o.Options
		optDefs = sub.Options
		rest = rest[1:]
	}
	// As in Discord's own box, a value may hold spaces without quotes (position:Ke1 Pe2 ke8 w): a word
	// that does not start with the name of an option of this command goes on the value before it.
	type typed struct {
		def   *discordgo.ApplicationCommandOption
		value string
	}
	var given []typed
	for _, w := range rest {
		key, value, ok := strings.Cut(w, ":")
		var od *discordgo.ApplicationCommandOption
		for _, o := range optDefs {
			if ok && (o.Name == key || o.NameLocalizations[discordgo.Korean] == key) {
				od = o
			}
		}
		if od != nil {
			given = append(given, typed{od, value})
			continue
		}
		if n := len(given); n > 0 && given[n-1].def.Type == discordgo.ApplicationCommandOptionString {
			given[n-1].value += " " + w
			continue
		}
		var names []string
		for _, o := range optDefs {
			names = append(names, o.Name)
		}
		if !ok {
			return nil, fmt.Errorf("%q is not name:value; options: %s", w, strings.Join(names, ", "))
		}
		return nil, fmt.Errorf("no option %q here; options: %s", key, strings.Join(names, ", "))
	}
	for _, g := range given {
		v, err := c.optionValue(g.def, g.value, data.Resolved)
		if err != nil {
			return nil, fmt.Errorf("option %s: %w", g.def.Name, err)
		}
		*target = append(*target, &discordgo.ApplicationCommandInteractionDataOption{Name: g.def.Name, Type: g.def.Type, Value: v})
	}
	return c.base(discordgo.InteractionApplicationCommand, data), nil
}

func (c *console) optionValue(od *discordgo.ApplicationCommandOption, value string, res *discordgo.ApplicationCommandInteractionDataResolved) (any, error) {
	switch od.Type {
	case discordgo.ApplicationCommandOptionInteger:
		n, err := strconv.ParseInt(value, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%q is not a whole number", value)
		}
		return float64(n), nil
	case discordgo.ApplicationCommandOptionNumber:
		f, err := strconv.ParseFloat(value, 64)
		if err != nil {
			return nil, fmt.Errorf("%q is not a number", value)
		}
		return f, nil
	case discordgo.ApplicationCommandOptionBoolean:
		switch strings.ToLower(value) {
		case "true", "yes", "y", "1", "on":
			return true, nil
		case "false", "no", "n", "0", "off":
			return false, nil
		}
		return nil, fmt.Errorf("%q is not true or false", value)
	case discordgo.ApplicationCommandOptionUser:
		name := strings.TrimPrefix(value, "@")
		var u *discordgo.User
		if name == "kibitz" {
			u = c.users[c.cfg.BotUserID]
		} else {
			u = c.userNamed(name)
		}
		res.Users[u.ID] = u
		return u.ID, nil
	case discordgo.ApplicationCommandOptionAttachment:
		abs, err := filepath.Abs(value)
		if err != nil {
			return nil, err
		}
		st, err := os.Stat(abs)
		if err != nil {
			return nil, fmt.Errorf("cannot attach %s: %w", value, err)
		}
		id := strconv.Itoa(len(res.Attachments) + 1)
		res.Attachments[id] = &discordgo.MessageAttachment{ID: id, Filename: filepath.Base(abs), Size: int(st.Size()),
			URL: "file://" + abs}
		return id, nil
	}
	return value, nil
}

// splitWords splits on spaces, keeping "double quoted" values (name:"a b") together.
func splitWords(line string) ([]string, error) {
	var words []string
	var cur strings.Builder
	inQuote, started := false, false
	for _, r := range line {
		switch {
		case r == '"':
			inQuote = !inQuote
			started = true
		case (r == ' ' || r == '\t') && !inQuote:
			if started {
				words = append(words, cur.String())
				cur.Reset()
				started = false
			}
		default:
			cur.WriteRune(r)
			started = true
		}
	}
	if inQuote {
		return nil, fmt.Errorf("unclosed quote")
	}
	if started {
		words = append(words, cur.String())
	}
	return words, nil
}

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
