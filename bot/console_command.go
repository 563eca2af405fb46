package bot

import (
	"errors"
	"fmt"
	"mime"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
	"kibitz/router"
)

// The console's command line: "/name sub option:value ..." read into the interaction Discord would send.

// command turns "/name sub opt:value ..." into a command interaction, typing the options by the
// registered definition.
func (c *console) command(line string) (*discordgo.Interaction, error) {
	words, err := splitWords(line)
	if err != nil {
		return nil, c.mistake(msgUnclosedQuote)
	}
	name := strings.TrimPrefix(words[0], "/")
	var def *discordgo.ApplicationCommand
	for _, d := range c.srv.Mux.Definitions() {
		if named(d.Name, commandLocalizations(d), name, exactly) {
			def = d
		}
	}
	if def == nil {
		// A typo, most likely: Discord's box would offer no such command. (The router's answer to it, that
		// the command is no longer available, is for a command removed while a client still shows it.)
		return nil, c.mistake(msgNoCommand, name)
	}
	data := discordgo.ApplicationCommandInteractionData{Name: def.Name, Resolved: &discordgo.ApplicationCommandInteractionDataResolved{
		Users: map[string]*discordgo.User{}, Attachments: map[string]*discordgo.MessageAttachment{}}}
	rest := words[1:]
	optDefs := def.Options
	target := &data.Options
	var sub *discordgo.ApplicationCommandOption
	if len(optDefs) > 0 && optDefs[0].Type == discordgo.ApplicationCommandOptionSubCommand {
		var subs []string
		for _, s := range optDefs {
			subs = append(subs, c.optionName(s))
		}
		if len(rest) == 0 || strings.Contains(rest[0], ":") {
			return nil, c.mistake(msgNeedsSubcommand, c.commandName(def), i18n.List(c.lang(), subs))
		}
		for _, s := range optDefs {
			if named(s.Name, s.NameLocalizations, rest[0], exactly) {
				sub = s
			}
		}
		if sub == nil {
			return nil, c.mistake(msgNoSubcommand, c.commandName(def), rest[0], i18n.List(c.lang(), subs))
		}
		o := &discordgo.ApplicationCommandInteractionDataOption{Name: sub.Name, Type: discordgo.ApplicationCommandOptionSubCommand}
		data.Options = []*discordgo.ApplicationCommandInteractionDataOption{o}
		target = &o.Options
		optDefs = sub.Options
		rest = rest[1:]
	}
	// As in Discord's own box, a value may hold spaces without quotes (position:Ke1 Pe2 ke8 w): a word
	// that does not start with the name of an option of this command goes on the value before it. Each
	// value is built once, word by word, and no further than its option's limit: a line of a million words
	// is read in one pass.
	var names []string
	for _, o := range optDefs {
		names = append(names, c.optionName(o))
	}
	var given []*typed
	for _, w := range rest {
		key, value, ok := strings.Cut(w, ":")
		var od *discordgo.ApplicationCommandOption
		for _, o := range optDefs {
			if ok && named(o.Name, o.NameLocalizations, key, exactly) {
				od = o
			}
		}
		if od != nil {
			// Discord sends each option once: an option given twice with a value is refused below, once the
			// values are read (an empty one, board:, is left out, whatever its place).
			if n := len(given); n > 0 {
				if err := c.checkLength(given[n-1]); err != nil {
					return nil, err
				}
			}
			g := &typed{def: od}
			g.add(value)
			given = append(given, g)
			continue
		}
		n := len(given)
		// A word that reads as an option's name and a colon (bogus:1) is a mistyped option, not more of the
		// value before it, unless it is a link (https://...) or that value is free text where such words
		// are expected (a PGN game).
		if ok && n > 0 && looksLikeName(key) && !strings.HasPrefix(value, "//") && !c.freeText(def, sub, given[n-1].def) {
			return nil, c.mistake(msgNoSuchOption, key, i18n.List(c.lang(), names))
		}
		// "name: value", with a space after the colon, as people write it: the word after an option
		// written with nothing after its colon is its value, whatever the option's type.
		if n > 0 && given[n-1].chars == 0 {
			given[n-1].add(w)
			continue
		}
		if n > 0 && given[n-1].def.Type == discordgo.ApplicationCommandOptionString {
			given[n-1].add(" " + w)
			continue
		}
		if len(names) == 0 { // not a list of none
			return nil, c.mistake(msgTakesNoOptions, quotedSubject(w))
		}
		if !ok {
			return nil, c.mistake(msgNotNameValue, quotedSubject(w), i18n.List(c.lang(), names))
		}
		return nil, c.mistake(msgNoSuchOption, key, i18n.List(c.lang(), names))
	}
	if n := len(given); n > 0 {
		if err := c.checkLength(given[n-1]); err != nil {
			return nil, err
		}
	}
	present := map[string]bool{}
	for _, g := range given {
		// Discord sends no option left empty, so neither does the console: name: alone, or a value of white
		// space alone (name:"  "), leaves it out, also beside the same option with a value.
		value := g.value.String()
		if strings.TrimSpace(value) == "" {
			continue
		}
		// A second value would silently replace the first.
		if present[g.def.Name] {
			return nil, c.mistake(msgOptionTwice, c.optionName(g.def))
		}
		v, named := choiceValue(g.def, value)
		if !named {
			var err error
			if v, err = c.optionValue(g.def, value, data.Resolved); err != nil {
				return nil, c.mistake(msgBadOption, c.optionName(g.def), err)
			}
		}
		*target = append(*target, &discordgo.ApplicationCommandInteractionDataOption{Name: g.def.Name, Type: g.def.Type, Value: v})
		present[g.def.Name] = true
	}
	// Discord's own input box does not send a command without its required options; the console refuses
	// it too, in the words the router answers such a request with.
	for _, o := range optDefs {
		if o.Required && !present[o.Name] {
			name := i18n.Func(func(l i18n.Lang) string { return nameIn(l, o.Name, o.NameLocalizations) })
			return nil, errors.New(router.MissingOption(name).Message.In(c.lang()))
		}
	}
	return c.base(discordgo.InteractionApplicationCommand, data), nil
}

// typed is an option as typed on the line: its definition and its value so far, which holds at most one
// character more than the option takes (Discord's limit, MaxLength), while chars counts every character.
type typed struct {
	def   *discordgo.ApplicationCommandOption
	value strings.Builder
	chars int
}

// add puts s at the end of the value.
func (g *typed) add(s string) {
	n := utf8.RuneCountInString(s)
	if limit := g.def.MaxLength; limit > 0 && g.chars+n > limit {
		// Past the limit the value is refused (checkLength), so only its length counts from here on.
		if g.chars <= limit {
			g.value.WriteString(s)
		}
		g.chars += n
		return
	}
	g.value.WriteString(s)
	g.chars += n
}

// checkLength refuses a text value longer than its option takes, as Discord's box does, in the words the
// router answers such a request with (router.OptionTooLong), naming its length in characters.
func (c *console) checkLength(g *typed) error {
	if g.def.Type != discordgo.ApplicationCommandOptionString || g.def.MaxLength <= 0 || g.chars <= g.def.MaxLength {
		return nil
	}
	name := i18n.Func(func(l i18n.Lang) string { return nameIn(l, g.def.Name, g.def.NameLocalizations) })
	return errors.New(router.OptionTooLong(name, g.chars, g.def.MaxLength).Message.In(c.lang()))
}

// looksLikeName reports whether key, the text before a colon, reads as an option's name: letters and
// underscores only (bogus in bogus:1), not a number or a time (10:30).
func looksLikeName(key string) bool {
	if key == "" {
		return false
	}
	for _, r := range key {
		if !unicode.IsLetter(r) && r != '_' {
			return false
		}
	}
	return true
}

// freeText reports whether the option od of the command def (and its subcommand sub, or nil) takes free
// text where a word ending in a colon is expected (router.Option.FreeText).
func (c *console) freeText(def *discordgo.ApplicationCommand, sub, od *discordgo.ApplicationCommandOption) bool {
	for _, cmd := range c.srv.Mux.Commands() {
		if cmd.Name.En != def.Name {
			continue
		}
		opts := cmd.Options
		if sub != nil {
			for _, s := range cmd.Subcommands {
				if s.Name.En == sub.Name {
					opts = s.Options
				}
			}
		}
		for _, o := range opts {
			if o.Name.En == od.Name {
				return o.FreeText
			}
		}
	}
	return false
}

// choiceValue is the value of the choice that typed names, when the option has choices and typed is one's
// name rather than its value: as Discord's client, which shows the choices by their names ("9x9", "이번
// 주") and sends the value of the one picked (9, "week"), /help shows them. English names are matched in
// any case, localized ones (Korean, and Japanese, Spanish or Portuguese when registered) in any language of
// the console, as the router does (router/limits.go); a text value in any case too (period:WEEK).
func choiceValue(od *discordgo.ApplicationCommandOption, typed string) (any, bool) {
	for _, ch := range od.Choices {
		if fmt.Sprint(ch.Value) == typed {
			return nil, false // the value itself: typed as any other
		}
	}
	for _, ch := range od.Choices {
		if named(ch.Name, ch.NameLocalizations, typed, strings.EqualFold) {
			switch n := ch.Value.(type) {
			case int:
				return float64(n), true // a number arrives from Discord as JSON's float64
			case int64:
				return float64(n), true
			}
			return ch.Value, true
		}
	}
	for _, ch := range od.Choices {
		if v, ok := ch.Value.(string); ok && strings.EqualFold(v, typed) {
			return v, true // a value in another case (WEEK), read as a name is
		}
	}
	return nil, false
}

// named reports whether typed is name, or name in any language, as same compares them (a console in
// English takes /워들 too, as Discord takes /wordle in a Korean client).
func named(name string, localized map[discordgo.Locale]string, typed string, same func(a, b string) bool) bool {
	if same(typed, name) {
		return true
	}
	for _, n := range localized {
		if same(typed, n) {
			return true
		}
	}
	return false
}

// exactly is == as a function: names of commands, subcommands and options are typed as they are.
func exactly(a, b string) bool { return a == b }

// nameIn is a command's or an option's name in l, as l's Discord client shows it: its localization, or
// its name when it has none.
func nameIn(l i18n.Lang, name string, localized map[discordgo.Locale]string) string {
	if n := localized[discordgo.Locale(l.Locale())]; n != "" {
		return n
	}
	return name
}

// optionName is an option's (or a subcommand's) name as the console's user sees it in Discord.
func (c *console) optionName(o *discordgo.ApplicationCommandOption) string {
	return nameIn(c.lang(), o.Name, o.NameLocalizations)
}

// commandName is a command's name as the console's user sees it in Discord.
func (c *console) commandName(d *discordgo.ApplicationCommand) string {
	return nameIn(c.lang(), d.Name, commandLocalizations(d))
}

// commandLocalizations are a command's names by locale (a command's, unlike an option's, is a pointer).
func commandLocalizations(d *discordgo.ApplicationCommand) map[discordgo.Locale]string {
	if d.NameLocalizations == nil {
		return nil
	}
	return *d.NameLocalizations
}

// groupedWhole is a whole number with its digits grouped in threes by commas, or by dots, one separator
// throughout: "1,000,000", "640.000".
var groupedWhole = regexp.MustCompile(`^[-+]?[0-9]{1,3}(?:(?:,[0-9]{3})+|(?:\.[0-9]{3})+)$`)

func (c *console) optionValue(od *discordgo.ApplicationCommandOption, value string, res *discordgo.ApplicationCommandInteractionDataResolved) (any, error) {
	switch od.Type {
	case discordgo.ApplicationCommandOptionInteger:
		if groupedWhole.MatchString(value) {
			// As kibitz writes numbers (1,000,000; 1.000.000 in Spanish and Portuguese), /help's ranges
			// among them: read back as the number they are.
			value = strings.NewReplacer(",", "", ".", "").Replace(value)
		}
		n, err := strconv.ParseInt(value, 10, 64)
		if len(od.Choices) > 0 && err != nil && !errors.Is(err, strconv.ErrRange) {
			// A name that is none of the choices' ("25x25" for a size of 4x4, 9x9 or 16x16): not a number
			// the user meant, so said as a choice missed, with the choices.
			names := make([]string, len(od.Choices))
			for i, ch := range od.Choices {
				names[i] = nameIn(c.lang(), ch.Name, ch.NameLocalizations)
			}
			return nil, c.mistake(msgNotAChoice, quotedSubject(value), i18n.Plain(i18n.List(c.lang(), names)))
		}
		if len(od.Choices) > 0 && (errors.Is(err, strconv.ErrRange) || err == nil && (n > maxWhole || n < -maxWhole)) {
			// No choice is that large: sent on as a number, it is refused with the choices, as any other
			// whole number that is none of them (router/limits.go).
			f, _ := strconv.ParseFloat(value, 64)
			return f, nil
		}
		switch {
		case err != nil && !errors.Is(err, strconv.ErrRange):
			return nil, c.mistake(msgNotWhole, quotedSubject(value))
		case err != nil && strings.HasPrefix(value, "-"), err == nil && n < -maxWhole:
			return nil, c.mistake(msgWholeTooSmall, numberSubject(value), i18n.Num(lowest(od)))
		case err != nil, n > maxWhole:
			return nil, c.mistake(msgWholeTooLarge, numberSubject(value), i18n.Num(highest(od)))
		}
		return float64(n), nil
	case discordgo.ApplicationCommandOptionNumber:
		f, err := strconv.ParseFloat(value, 64)
		if err != nil {
			return nil, c.mistake(msgNotNumber, quotedSubject(value))
		}
		return f, nil
	case discordgo.ApplicationCommandOptionBoolean:
		switch strings.ToLower(value) {
		case "true", "yes", "y", "1", "on":
			return true, nil
		case "false", "no", "n", "0", "off":
			return false, nil
		}
		return nil, c.mistake(msgNotBool, quotedSubject(value))
	case discordgo.ApplicationCommandOptionUser:
		name := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(value), "@"))
		var u *discordgo.User
		if id, ok := mentionID(name); ok {
			// A mention is the user of that id, as Discord resolves it, never a name.
			if u = c.users[id]; u == nil {
				return nil, c.mistake(msgUnknownMention, mentionSubject(name), c.optionName(od)+":bob")
			}
		} else if name == "kibitz" {
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
		var pe *os.PathError
		switch {
		case errors.As(err, &pe):
			return nil, c.mistake(msgCannotAttach, value, pe.Err)
		case err != nil:
			return nil, c.mistake(msgCannotAttach, value, err)
		case st.IsDir():
			return nil, c.mistake(msgAttachFolder, value)
		}
		// The type Discord would give the file, from its name, as its client does on upload.
		id := strconv.Itoa(len(res.Attachments) + 1)
		res.Attachments[id] = &discordgo.MessageAttachment{ID: id, Filename: filepath.Base(abs), Size: int(st.Size()),
			URL: "file://" + abs, ContentType: mime.TypeByExtension(filepath.Ext(abs))}
		return id, nil
	}
	return value, nil
}

// mention is a user mention as Discord writes it, <@ID> or <@!ID>, alone.
var wholeMention = regexp.MustCompile(`^<@!?([0-9]+)>$`)

// mentionID is the id of the user that s mentions, when s is a mention.
func mentionID(s string) (string, bool) {
	m := wholeMention.FindStringSubmatch(s)
	if m == nil {
		return "", false
	}
	return m[1], true
}

// maxWhole is the largest whole number Discord sends in an integer option, 2^53-1 (a JSON number it
// keeps exact); its client refuses one beyond, and so does the console, before the value's digits are lost.
const maxWhole = 1<<53 - 1

// highest and lowest are the bounds of a whole-number option: its own, or Discord's.
func highest(od *discordgo.ApplicationCommandOption) int64 {
	if od.MaxValue != 0 && od.MaxValue < maxWhole {
		return int64(od.MaxValue)
	}
	return maxWhole
}

func lowest(od *discordgo.ApplicationCommandOption) int64 {
	if od.MinValue != nil && *od.MinValue > -maxWhole {
		return int64(*od.MinValue)
	}
	return -maxWhole
}

// errUnclosedQuote is splitWords' one mistake; the console words it (msgUnclosedQuote).
var errUnclosedQuote = errors.New("unclosed quote")

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
		return nil, errUnclosedQuote
	}
	if started {
		words = append(words, cur.String())
	}
	return words, nil
}
