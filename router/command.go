package router

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"sync"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
)

// Command is a slash command: its definition and its handlers in one value, so the name Discord sees and the
// route the router matches cannot drift apart. A command either has a Handler (and Options) or
// Subcommands, as Discord requires.
type Command struct {
	Name        i18n.Text // En is the name Discord routes by; Ko is the Korean localization
	Description i18n.Text
	Options     []Option
	Handler     Handler
	Subcommands []Subcommand
	// Private defers the reply privately when the handler runs long (see Subcommand.Private).
	Private bool
	// Example is a typical invocation, shown by /help.
	Example string
	// ServerOnly says the command needs a server that added kibitz, and works nowhere else: it is
	// registered for server installs and servers only, and the router refuses it, with a sentence, in a
	// server where only the user installed kibitz. Every other command is registered for both installs
	// (a server's and a user's) and every context (a server, a DM with kibitz, a group DM).
	ServerOnly bool
	// InServers says the command is about a server's members (a moderator's): it is offered in servers
	// only (context 0), through both installs, a server where only the user installed kibitz included,
	// whose place is the channel. Its handler refuses it anywhere else (a DM, a group DM), where a client
	// that has not refreshed its list can still send it, and the console too.
	InServers bool
	// MemberPermissions are the permissions (Discord's bits, discordgo.PermissionManageGuild) a member
	// needs to use the command: registered as default_member_permissions, so that Discord offers the command
	// to those members only; 0 for everyone. A server's admins may give it to others in its settings, and
	// a user install may not apply it, so the handler checks them again (Request.MemberCan).
	MemberPermissions int64
	// NotInBotDM says the command is about people who play together (a leaderboard): its handler refuses
	// it in a DM with kibitz, where the user is alone, and /help there says so instead of its example.
	NotInBotDM bool
	// About is what /help topic:<command> says after the subcommands and their examples: rules that the
	// options and descriptions cannot show (which results rank, for /leaderboard), an embed each (up to
	// MaxEmbedDescription characters, where the lines before it share MaxContent), in the words of the
	// place /help is asked in (where results rank, whom a daily is shared with).
	About []PlaceText
}

// Subcommand is one subcommand of a Command ("/tictactoe play").
type Subcommand struct {
	Name        i18n.Text
	Description i18n.Text
	Options     []Option
	Handler     Handler
	// Private says the usual reply is private. When the handler runs longer than the deferral threshold the
	// router must tell Discord whether the coming reply is private before it exists; this is that guess.
	Private bool
	// Heavy reports whether a request is heavy work (seconds of CPU, a large picture), judged from its
	// options before the handler runs: the router then limits it per user and per server. Nil: never.
	Heavy func(req *Request) bool
	// Await, when set, waits for what the handler needs that is still being built (the Wordle tables
	// while kibitz warms up) before the request takes a worker, so that the wait holds none that another
	// request could use (busy.go). It returns ctx's error when ctx ends first (the wait's limit,
	// Server.Timeout), and the request is then answered busy. Nil: nothing to wait for.
	Await func(ctx context.Context) error
	// Example is a typical invocation, shown by /help.
	Example string
	// WithOthers says the subcommand is for other people to play (a Wordle challenge): its handler refuses
	// it where nobody else can (Request.Alone), and /help there says so instead of its example.
	WithOthers bool
	// AloneDescription, when set, is what the subcommand does where nobody else can take part
	// (Request.Alone), when that is less than Description says (Nim's lobby: a game against kibitz only):
	// /help there shows it instead.
	AloneDescription i18n.Text
}

// Option is an option of a command or subcommand.
type Option struct {
	Type        discordgo.ApplicationCommandOptionType
	Name        i18n.Text
	Description i18n.Text
	Required    bool
	Choices     []Choice
	// Autocomplete answers while the user types this option; it returns Response.Choices.
	Autocomplete Handler
	MinValue     *float64
	MaxValue     float64
	MaxLength    int
	// FreeText says a text option's value is free text where a word ending in a colon is expected (a PGN
	// game's tags and comments): the console reads such a word in it as part of the value, where in any
	// other option's value it refuses one that is no option's name as a mistyped option.
	FreeText bool
	// WithOthers says the option brings other people in (a tic-tac-toe opponent, a Sudoku played
	// together): its handler refuses it where nobody else can take part (Request.Alone), and /help there
	// says so and leaves it out of the examples.
	WithOthers bool
	// Words are the words a free-text option understands besides its values (Nim's heaps:random, also
	// typed 무작위), by their name in each language: /help shows an example's word in the reader's
	// language. Discord offers no list for them; the handler reads every name.
	Words []Choice
}

// Choice is a fixed choice of an option.
type Choice struct {
	Name  i18n.Text
	Value any // string, int or float, matching the option's type
}

// nameRule is Discord's rule for names (docs/discord.md, "Slash commands"): letters in lower case where
// the script has cases (Japanese has none, and its prolonged sound mark ー is a modifier letter), digits,
// '-', '_'.
// Compiled on first use: its Unicode classes cost 2 MB and 7 ms, which `kibitz solve` never needs.
var nameRule = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`^[-_'\p{Ll}\p{Lm}\p{Lo}\p{N}\p{Devanagari}\p{Thai}]{1,` + strconv.Itoa(MaxName) + `}$`)
})

// definition converts the command to the form Discord registers, with localizations: the names,
// descriptions and choice names in Korean and in every complete catalogued language (Japanese, Spanish,
// Brazilian Portuguese). c's names are marked as names (namesKept).
func (c Command) definition() (*discordgo.ApplicationCommand, error) {
	def, err := c.build()
	if err != nil {
		return nil, err
	}
	if n := commandText(def); n > MaxCommandText {
		return nil, fmt.Errorf("router: command %q holds %d characters of names, descriptions and choices in its longest localizations, Discord allows %d",
			c.Name.En, n, MaxCommandText)
	}
	return def, nil
}

// build is definition without the check of the command's size as a whole.
func (c Command) build() (*discordgo.ApplicationCommand, error) {
	if err := checkNames(c.Name, c.Description); err != nil {
		return nil, err
	}
	def := &discordgo.ApplicationCommand{
		Type:                     discordgo.ChatApplicationCommand,
		Name:                     c.Name.En,
		NameLocalizations:        localized(c.Name),
		Description:              c.Description.En,
		DescriptionLocalizations: localized(c.Description),
		IntegrationTypes:         integrationTypes(c.ServerOnly),
		Contexts:                 contexts(c.ServerOnly || c.InServers),
	}
	if c.MemberPermissions != 0 {
		p := c.MemberPermissions
		def.DefaultMemberPermissions = &p
	}
	hasHandler, hasSubs := c.Handler != nil, len(c.Subcommands) > 0
	if hasHandler == hasSubs {
		return nil, fmt.Errorf("router: command %q needs either a handler or subcommands", c.Name.En)
	}
	if hasHandler {
		opts, err := options(c.Options)
		if err != nil {
			return nil, fmt.Errorf("router: command %q: %w", c.Name.En, err)
		}
		def.Options = opts
		return def, nil
	}
	if len(c.Options) > 0 {
		return nil, fmt.Errorf("router: command %q has subcommands and options", c.Name.En)
	}
	var subs []i18n.Text
	for _, s := range c.Subcommands {
		subs = append(subs, s.Name)
	}
	if err := distinct(subs); err != nil {
		return nil, fmt.Errorf("router: the subcommands of %q: %w", c.Name.En, err)
	}
	for _, s := range c.Subcommands {
		if s.Handler == nil {
			return nil, fmt.Errorf("router: subcommand %q %q has no handler", c.Name.En, s.Name.En)
		}
		if err := checkNames(s.Name, s.Description); err != nil {
			return nil, err
		}
		opts, err := options(s.Options)
		if err != nil {
			return nil, fmt.Errorf("router: subcommand %q %q: %w", c.Name.En, s.Name.En, err)
		}
		def.Options = append(def.Options, &discordgo.ApplicationCommandOption{
			Type:                     discordgo.ApplicationCommandOptionSubCommand,
			Name:                     s.Name.En,
			NameLocalizations:        *localized(s.Name),
			Description:              s.Description.En,
			DescriptionLocalizations: *localized(s.Description),
			Options:                  opts,
		})
	}
	return def, nil
}

// commandText is what Discord counts against MaxCommandText: every name, description, choice name and
// value of def, each in its longest localization.
func commandText(def *discordgo.ApplicationCommand) int {
	longest := func(s string, localized map[discordgo.Locale]string) int {
		n := utf8.RuneCountInString(s)
		for _, l := range localized {
			n = max(n, utf8.RuneCountInString(l))
		}
		return n
	}
	n := longest(def.Name, *def.NameLocalizations) + longest(def.Description, *def.DescriptionLocalizations)
	var options func(opts []*discordgo.ApplicationCommandOption)
	options = func(opts []*discordgo.ApplicationCommandOption) {
		for _, o := range opts {
			n += longest(o.Name, o.NameLocalizations) + longest(o.Description, o.DescriptionLocalizations)
			for _, ch := range o.Choices {
				n += longest(ch.Name, ch.NameLocalizations) + utf8.RuneCountInString(fmt.Sprint(ch.Value))
			}
			options(o.Options)
		}
	}
	options(def.Options)
	return n
}

// namesKept is c with its command, subcommand and option names marked as names (i18n.Name): in a
// catalogued language they read as its names file translates them, not as a text of the same English
// would ("moves", a noun in a sentence, and the option moves: are translated apart).
func (c Command) namesKept() Command {
	c.Name = i18n.Name(c.Name)
	c.Options = optionNamesKept(c.Options)
	c.Subcommands = slices.Clone(c.Subcommands)
	for i := range c.Subcommands {
		c.Subcommands[i].Name = i18n.Name(c.Subcommands[i].Name)
		c.Subcommands[i].Options = optionNamesKept(c.Subcommands[i].Options)
	}
	return c
}

func optionNamesKept(opts []Option) []Option {
	opts = slices.Clone(opts)
	for i := range opts {
		opts[i].Name = i18n.Name(opts[i].Name)
	}
	return opts
}

// integrationTypes are the installs a command is offered through: a server's install, and a user's unless
// the command needs a server that added kibitz.
func integrationTypes(serverOnly bool) *[]discordgo.ApplicationIntegrationType {
	t := []discordgo.ApplicationIntegrationType{discordgo.ApplicationIntegrationGuildInstall}
	if !serverOnly {
		t = append(t, discordgo.ApplicationIntegrationUserInstall)
	}
	return &t
}

// contexts are where a command is offered: servers, and DMs with kibitz and other private channels
// (group DMs) unless the command needs a server.
func contexts(serverOnly bool) *[]discordgo.InteractionContextType {
	c := []discordgo.InteractionContextType{discordgo.InteractionContextGuild}
	if !serverOnly {
		c = append(c, discordgo.InteractionContextBotDM, discordgo.InteractionContextPrivateChannel)
	}
	return &c
}

func options(list []Option) ([]*discordgo.ApplicationCommandOption, error) {
	if len(list) > MaxOptions {
		return nil, fmt.Errorf("%d options, Discord allows %d", len(list), MaxOptions)
	}
	var names []i18n.Text
	for _, o := range list {
		names = append(names, o.Name)
	}
	if err := distinct(names); err != nil {
		return nil, err
	}
	var out []*discordgo.ApplicationCommandOption
	optional := false
	for _, o := range list {
		if err := checkNames(o.Name, o.Description); err != nil {
			return nil, err
		}
		if o.Required && optional {
			return nil, fmt.Errorf("required option %q after an optional one", o.Name.En)
		}
		optional = optional || !o.Required
		if o.Autocomplete != nil && len(o.Choices) > 0 {
			return nil, fmt.Errorf("option %q has both choices and autocomplete", o.Name.En)
		}
		d := &discordgo.ApplicationCommandOption{
			Type:                     o.Type,
			Name:                     o.Name.En,
			NameLocalizations:        *localized(o.Name),
			Description:              o.Description.En,
			DescriptionLocalizations: *localized(o.Description),
			Required:                 o.Required,
			Autocomplete:             o.Autocomplete != nil,
			MinValue:                 o.MinValue,
			MaxValue:                 o.MaxValue,
			MaxLength:                o.MaxLength,
		}
		if len(o.Choices) > MaxOptionChoices {
			return nil, fmt.Errorf("option %q has %d choices, Discord allows %d", o.Name.En, len(o.Choices), MaxOptionChoices)
		}
		for _, ch := range o.Choices {
			if err := checkChoice(o.Name, ch.Name); err != nil {
				return nil, err
			}
			d.Choices = append(d.Choices, &discordgo.ApplicationCommandOptionChoice{
				Name: ch.Name.En, NameLocalizations: *localized(ch.Name), Value: ch.Value,
			})
		}
		out = append(out, d)
	}
	return out, nil
}

func checkNames(name, description i18n.Text) error {
	for l, n := range inEvery(name) {
		if !nameRule().MatchString(n) {
			return fmt.Errorf("router: %q (%s for %q) is not a valid Discord command or option name", n, l, name.En)
		}
	}
	for l, d := range inEvery(description) {
		if n := len([]rune(d)); n < 1 || n > MaxDescription {
			return fmt.Errorf("router: %s description %q of %q is %d characters, Discord allows 1-%d", l, d, name.En, n, MaxDescription)
		}
	}
	return nil
}

// checkChoice checks a choice's name in every language registered: 1 to MaxChoiceText characters.
func checkChoice(option, choice i18n.Text) error {
	for l, c := range inEvery(choice) {
		if n := len([]rune(c)); n < 1 || n > MaxChoiceText {
			return fmt.Errorf("router: %s name %q of a choice of %q is %d characters, Discord allows 1-%d", l, c, option.En, n, MaxChoiceText)
		}
	}
	return nil
}

// inEvery is t in every language a definition carries: English, Korean (as written, empty if missing),
// and the complete catalogued languages.
func inEvery(t i18n.Text) map[i18n.Lang]string {
	out := map[i18n.Lang]string{i18n.English: t.En, i18n.Korean: t.Ko}
	for _, l := range i18n.Catalogued() {
		if i18n.Complete(l) {
			out[l] = t.In(l)
		}
	}
	return out
}

// distinct checks that the names of one level (a command's subcommands, or the options of one command or
// subcommand) differ in every language registered: Discord tells them apart by name.
func distinct(names []i18n.Text) error {
	seen := map[i18n.Lang]map[string]string{}
	for _, n := range names {
		for l, s := range inEvery(n) {
			if seen[l] == nil {
				seen[l] = map[string]string{}
			}
			if other, dup := seen[l][s]; dup {
				return fmt.Errorf("%q and %q are both %q in %s", other, n.En, s, l)
			}
			seen[l][s] = n.En
		}
	}
	return nil
}

// localized is a name, a description or a choice name by Discord locale: Korean, and every complete
// catalogued language (Spanish under both es-ES and es-419).
func localized(t i18n.Text) *map[discordgo.Locale]string {
	m := map[discordgo.Locale]string{discordgo.Korean: t.Ko}
	for _, l := range i18n.Catalogued() {
		if i18n.Complete(l) {
			for _, loc := range l.Locales() {
				m[discordgo.Locale(loc)] = t.In(l)
			}
		}
	}
	return &m
}
