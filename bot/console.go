package bot

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/internal/ctxread"
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
	// Now is the console's clock: the time of each interaction, and what relative timestamps are shown
	// from. nil means time.Now.
	Now func() time.Time
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
func (m *ConsoleMessenger) EditMessage(_ context.Context, _, _ string, lang i18n.Lang, resp *router.Response) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.c == nil {
		return nil
	}
	update := *resp
	update.Update = true
	// Fitted as RESTMessenger fits it, so the console shows what Discord would.
	m.c.show(router.Fit(&update, lang), nil)
	return nil
}

// console runs slash commands typed in a terminal through the same router and handlers as Discord.
type console struct {
	cfg     ConsoleConfig
	srv     *router.Server
	out     io.Writer
	user    *discordgo.User
	owner   *discordgo.User            // the first user, "you": the owner of the console's servers
	users   map[string]*discordgo.User // by id, for mentions
	locale  discordgo.Locale
	last    *discordgo.Message // the last message with components: what click and select act on
	msgs    int                // messages shown, for ids
	pending *router.Modal      // an open modal, answered by "submit"
	place   router.Place       // where the interactions happen: "place server|user-server|dm|group"
}

// lang is the language the console answers in, and speaks its own messages in.
func (c *console) lang() i18n.Lang { return i18n.FromLocale(string(c.locale)) }

// now is the console's clock.
func (c *console) now() time.Time {
	if c.cfg.Now != nil {
		return c.cfg.Now()
	}
	return time.Now()
}

// say prints one of the console's own lines in its language.
func (c *console) say(t i18n.Text, args ...any) { fmt.Fprintln(c.out, t.F(c.lang(), args...)) }

// fail prints a mistake in the line typed, as "error: " and the console's words for it.
func (c *console) fail(t i18n.Text, args ...any) {
	fmt.Fprintln(c.out, "error:", t.F(c.lang(), args...))
}

// mistake is a mistake in the line typed, as an error in the console's language.
func (c *console) mistake(t i18n.Text, args ...any) error { return errors.New(t.F(c.lang(), args...)) }

// RunConsole reads commands from in until "quit" or the end of input and writes what kibitz answers to
// out. See docs/contract.md §3 for the language: slash commands, click N, select N VALUE, as NAME,
// locale ko|en|ja|es|pt-BR, place server|user-server|dm|group, help, quit; and submit field:value for an open form.
func RunConsole(ctx context.Context, in io.Reader, out io.Writer, srv *router.Server, cfg ConsoleConfig) error {
	if cfg.OutDir == "" {
		cfg.OutDir = "kibitz-out"
	}
	if cfg.BotUserID == "" {
		cfg.BotUserID = "100000000000000000"
	}
	// Every write goes through w, which keeps the first failure: the console stops at the next line and
	// reports it (docs/contract.md §1: a failure, status 1), rather than running a script into the void.
	w := &errWriter{w: out}
	out = w
	c := &console{cfg: cfg, srv: srv, out: out, users: map[string]*discordgo.User{}, locale: discordgo.EnglishUS}
	c.users[cfg.BotUserID] = &discordgo.User{ID: cfg.BotUserID, Username: "kibitz", Bot: true}
	c.user = c.userNamed("you")
	c.owner = c.user
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
	// Read so that Ctrl-C ends the console while it waits for a line (at an idle prompt, or for a script
	// on a pipe that writes nothing more), as `kibitz solve` reads (docs/contract.md §3).
	sc := bufio.NewScanner(ctxread.New(ctx, in, nil))
	// The buffer holds the longest line and its end, \r\n: the scanner refuses a line that fills it
	// without ending. A line that ends within it but is longer than maxConsoleLine is refused below.
	sc.Buffer(make([]byte, 64*1024), maxConsoleLine+2)
	lines := 0
	for {
		if err := w.failed(); err != nil {
			return err
		}
		if cfg.Prompt {
			fmt.Fprint(out, "> ")
		}
		if !sc.Scan() {
			if cfg.Prompt && (sc.Err() == nil || ctx.Err() != nil) {
				// Ctrl-D or Ctrl-C at the prompt: the terminal echoes no newline, and the shell's
				// prompt would follow ours on its line.
				fmt.Fprintln(out)
			}
			break
		}
		lines++
		if len(sc.Bytes()) > maxConsoleLine {
			return lineTooLong(lines)
		}
		if ctx.Err() != nil { // interrupted while the line was typed: it is not run
			return nil
		}
		text := sc.Text()
		if lines == 1 {
			// A script saved by a Windows editor starts with a UTF-8 byte-order mark, which is no part of
			// its first line: dropped, as `kibitz solve` drops it (solvers/internal/lines).
			text = strings.TrimPrefix(text, "\ufeff")
		}
		line := strings.TrimSpace(text)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if line == "quit" || line == "exit" {
			return w.failed()
		}
		m.mu.Lock()
		c.run(ctx, line)
		m.mu.Unlock()
		if ctx.Err() != nil {
			return w.failed()
		}
	}
	switch {
	case w.failed() != nil:
		return w.failed()
	case ctx.Err() != nil: // interrupted while it waited for a line
		return nil
	case errors.Is(sc.Err(), bufio.ErrTooLong):
		return lineTooLong(lines + 1)
	}
	return sc.Err()
}

// errWriter is w that keeps the first error of its writes and drops every write after it. The console
// writes from its own goroutine and from its messenger's edits, hence the lock.
type errWriter struct {
	mu  sync.Mutex
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	e.err = err
	return n, err
}

// failed is the console's error for the first write that failed; nil while none has.
func (e *errWriter) failed() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.err != nil {
		return fmt.Errorf("writing the replies: %w", e.err)
	}
	return nil
}

// lineTooLong is the error of line n, longer than maxConsoleLine. It does not start with "console": the
// command line that runs the console names itself first (docs/contract.md §1).
func lineTooLong(n int) error {
	return fmt.Errorf("line %d is longer than %d MiB, the most a line may hold", n, maxConsoleLine>>20)
}

// maxConsoleLine is the longest line the console reads, in bytes, its end (\n or \r\n) aside: 4 MiB, far
// more than any command's options take, and little enough memory to hold. A longer line ends the console
// with an error saying so, before it is read whole.
const maxConsoleLine = 4 << 20

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
			c.fail(msgUsageClick)
			return
		}
		c.click(ctx, fields[1])
	case fields[0] == "select":
		if len(fields) < 3 {
			c.fail(msgUsageSelect)
			return
		}
		c.choose(ctx, fields[1], strings.Join(fields[2:], " "))
	case fields[0] == "submit":
		c.submit(ctx, strings.TrimSpace(strings.TrimPrefix(line, "submit")))
	case fields[0] == "as":
		if len(fields) != 2 || strings.TrimPrefix(fields[1], "@") == "" {
			c.fail(msgUsageAs)
			return
		}
		name := strings.TrimPrefix(fields[1], "@")
		if id, ok := mentionID(name); ok {
			// A mention is the user of that id, whom the console knows by name: never a user named <@ID>.
			u := c.users[id]
			switch {
			case u == nil:
				c.fail(msgUnknownMention, mentionSubject(name), "as bob")
				return
			case u.Bot:
				c.fail(msgAsKibitz, mentionSubject(name))
				return
			}
			c.user = u
		} else {
			c.user = c.userNamed(name)
		}
		c.say(msgActingAs, c.user.Username)
	case fields[0] == "locale":
		if len(fields) != 2 {
			c.fail(msgUsageLocale)
			return
		}
		l, ok := i18n.Parse(fields[1])
		if !ok {
			c.fail(msgUnknownLocale)
			return
		}
		c.locale = discordgo.Locale(l.Locale())
		if strings.EqualFold(fields[1], "es-419") {
			c.locale = "es-419"
		}
		if c.lang() != l {
			c.say(msgLocaleIncomplete, l.String()) // served in English until its translation is complete
			return
		}
		c.say(msgLocaleSet, l.String()) // in the language just chosen
	case fields[0] == "place":
		p, ok := places[strings.Join(fields[1:], " ")]
		if !ok {
			c.fail(msgUsagePlace)
			return
		}
		c.place = p
		c.say(msgPlaceSet[p])
	case fields[0] == "quit" || fields[0] == "exit":
		// "quit" alone leaves (RunConsole); anything after it is a mistake, not a reason to leave.
		c.fail(msgUsageQuit, fields[0], fields[0])
	case fields[0] == "help":
		fmt.Fprintln(c.out, msgConsoleHelp.In(c.lang()))
	default:
		c.fail(msgNotConsoleCommand, quotedSubject(fields[0]))
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
	in := &discordgo.Interaction{
		ID: strconv.Itoa(c.msgs), AppID: c.cfg.BotUserID, Type: typ, Data: data,
		GuildID: "console", ChannelID: "console", Locale: c.locale,
		Member: &discordgo.Member{User: c.user}, Token: "console",
		// What kibitz may do in a channel that lets it answer fully: post, embed, attach files (the console
		// saves them), so the console shows every reply as such a channel would.
		AppPermissions: discordgo.PermissionViewChannel | discordgo.PermissionSendMessages | discordgo.PermissionEmbedLinks |
			discordgo.PermissionAttachFiles,
		AuthorizingIntegrationOwners: map[discordgo.ApplicationIntegrationType]string{
			discordgo.ApplicationIntegrationGuildInstall: "console"},
	}
	// The console's servers are its operator's: "you" has an owner's permissions there (a moderator's
	// commands, /rankings, work), and a user acted as with "as NAME" a plain member's, none.
	if c.user == c.owner {
		in.Member.Permissions = discordgo.PermissionAll
	}
	// The envelope Discord sends from each place (router.Locate reads it): no guild and a user instead of
	// a member outside a server; a user install's owner where the user brought kibitz along.
	userInstall := map[discordgo.ApplicationIntegrationType]string{discordgo.ApplicationIntegrationUserInstall: c.user.ID}
	switch c.place {
	case router.PlaceServerUserInstall:
		in.GuildID, in.ChannelID = "console-elsewhere", "console-elsewhere"
		in.AuthorizingIntegrationOwners = userInstall
	case router.PlaceBotDM:
		in.GuildID, in.ChannelID, in.Member, in.User = "", "console-dm-"+c.user.ID, nil, c.user
		in.Context = discordgo.InteractionContextBotDM
		in.AuthorizingIntegrationOwners[discordgo.ApplicationIntegrationGuildInstall] = "0"
	case router.PlaceGroupDM:
		in.GuildID, in.ChannelID, in.Member, in.User = "", "console-group", nil, c.user
		in.Context = discordgo.InteractionContextPrivateChannel
		in.AuthorizingIntegrationOwners = userInstall
	}
	return in
}

// places are the console's names of the places it can act in ("place NAME").
var places = map[string]router.Place{
	"server": router.PlaceServer, "user-server": router.PlaceServerUserInstall,
	"dm": router.PlaceBotDM, "group": router.PlaceGroupDM,
}
