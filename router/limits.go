package router

import (
	"encoding/json"
	"math"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/bwmarrin/discordgo"

	"kibitz/i18n"
)

// Option limits.
//
// Discord checks a command's options against its definition before it sends the interaction, but the
// console, a forged HTTP request and a client with an outdated definition do not, so the router checks them
// again, once, before any handler runs: a handler may trust that a string is no longer than its MaxLength,
// a number lies within MinValue and MaxValue, a value with Choices is one of them, and a required option is
// there. Autocomplete is never checked: the user is still typing.

// maxShownChoices bounds how many choices an error lists: Discord's own limit on an option's choices, so
// that a refused value is always answered with every choice there is.
const maxShownChoices = MaxOptionChoices

// checkLimits checks the options of a command request against the definition registered for its path.
// The error, a user error, names the option and the limit and never repeats a long value.
func (m *Mux) checkLimits(req *Request) error {
	for _, o := range m.options[req.Path] {
		given, ok := req.options[o.Name.En]
		if !ok || given == nil || given.Value == nil {
			if o.Required {
				return MissingOption(o.Name)
			}
			continue
		}
		if v, ok := choiceNamed(o.Choices, given.Value); ok {
			cp := *given
			cp.Value = v
			req.options[o.Name.En] = &cp
			given = &cp
		}
		if err := checkOption(o, given.Value); err != nil {
			return err
		}
	}
	return nil
}

// MissingOption is the error of a required option left out: the router's answer to such a request, and the
// console's words when it refuses such a line before sending it, as Discord's own input box does.
func MissingOption(name i18n.Text) *UserError {
	return Fail(Invalid, msgOptionMissing.Format(name)).WithHint(msgTryHelp)
}

// OptionTooLong is the error of a text option of n characters where the option takes at most limit: the
// router's answer to such a request, and the console's words when it refuses such a line before sending it
// (bot/console_command.go), as Discord's own input box does.
func OptionTooLong(name i18n.Text, n, limit int) *UserError {
	return Fail(TooLarge, msgOptionTooLong.Format(name, characters.N(int64(n)), characters.N(int64(limit)))).WithHint(msgOptionShorten)
}

// choiceNamed returns the value of the choice that v names, when v is not a choice's value but one's name
// in English (any case), Korean, or a complete catalogued language (any case). Discord sends values only, and so does the console, which reads a choice's name
// as Discord's client does (bot/console_command.go); a request built by hand (a test, a script of
// interactions) may still hold the name a user was shown. The handler then sees the value either way.
func choiceNamed(choices []Choice, v any) (any, bool) {
	s, ok := v.(string)
	if !ok || len(choices) == 0 || isChoice(choices, v) {
		return nil, false
	}
	for _, c := range choices {
		if strings.EqualFold(c.Name.En, s) || c.Name.Ko == s {
			return c.Value, true
		}
	}
	for _, l := range i18n.Catalogued() {
		if !i18n.Complete(l) {
			continue
		}
		for _, c := range choices {
			if strings.EqualFold(c.Name.In(l), s) {
				return c.Value, true
			}
		}
	}
	return nil, false
}

// checkOption checks one given value against its option's definition.
func checkOption(o Option, v any) error {
	switch o.Type {
	case discordgo.ApplicationCommandOptionString:
		s, ok := v.(string)
		if !ok {
			return Fail(Invalid, msgOptionNotText.Format(o.Name)).WithHint(msgTryHelp)
		}
		// Discord counts max_length in characters; a byte count would refuse Korean text a third as long.
		if n := utf8.RuneCountInString(s); o.MaxLength > 0 && n > o.MaxLength {
			return OptionTooLong(o.Name, n, o.MaxLength)
		}
	case discordgo.ApplicationCommandOptionInteger, discordgo.ApplicationCommandOptionNumber:
		f, ok := number(v)
		if !ok || math.IsNaN(f) || math.IsInf(f, 0) {
			return Fail(Invalid, msgOptionNotNumber.Format(o.Name)).WithHint(msgTryHelp)
		}
		if o.Type == discordgo.ApplicationCommandOptionInteger && f != math.Trunc(f) {
			return Fail(Invalid, msgOptionNotWhole.Format(o.Name)).WithHint(msgTryHelp)
		}
		// A MaxValue of 0 is no maximum: discordgo leaves it out of the definition (omitempty), so
		// Discord never enforced it either.
		lo, hasLo := 0.0, o.MinValue != nil
		if hasLo {
			lo = *o.MinValue
		}
		hi, hasHi := o.MaxValue, o.MaxValue != 0
		if hasLo && f < lo || hasHi && f > hi {
			code := Invalid
			if hasHi && f > hi {
				code = TooLarge
			}
			var msg i18n.Text
			switch {
			case hasLo && hasHi:
				msg = msgOptionRange.Format(o.Name, shownNumber(lo), shownNumber(hi), shownValue(v, f))
			case hasLo:
				msg = msgOptionAtLeast.Format(o.Name, shownNumber(lo), shownValue(v, f))
			default:
				msg = msgOptionAtMost.Format(o.Name, shownNumber(hi), shownValue(v, f))
			}
			return Fail(code, msg).WithHint(msgTryHelp)
		}
	case discordgo.ApplicationCommandOptionBoolean:
		if _, ok := v.(bool); !ok {
			return Fail(Invalid, msgOptionNotBool.Format(o.Name)).WithHint(msgTryHelp)
		}
	}
	if len(o.Choices) > 0 && !isChoice(o.Choices, v) {
		return Fail(Invalid, msgOptionNotAChoice.Format(o.Name, choiceList(o.Choices))).WithHint(msgTryHelp)
	}
	return nil
}

// number reads a numeric option value: JSON numbers decode as float64, or as json.Number with UseNumber;
// a request built in Go (a test) may hold Go integers.
func number(v any) (float64, bool) {
	switch n := v.(type) {
	case float64:
		return n, true
	case float32:
		return float64(n), true
	case int:
		return float64(n), true
	case int64:
		return float64(n), true
	case int32:
		return float64(n), true
	case json.Number:
		f, err := n.Float64()
		return f, err == nil
	}
	return 0, false
}

// isChoice reports whether v is the value of one of the choices. Numbers compare by value, since a choice
// declared as the Go int 9 arrives from Discord as the JSON number 9.
func isChoice(choices []Choice, v any) bool {
	for _, c := range choices {
		if s, ok := c.Value.(string); ok {
			if vs, ok := v.(string); ok && vs == s {
				return true
			}
			continue
		}
		want, ok1 := number(c.Value)
		got, ok2 := number(v)
		if ok1 && ok2 && want == got {
			return true
		}
	}
	return false
}

// choiceList names the choices as the reader's Discord client shows them, up to maxShownChoices. They are
// separated by commas (、 in Japanese), or by semicolons when a name has a comma of its own ("Sudoku, 4x4"),
// so that each name reads as one.
func choiceList(choices []Choice) i18n.Text {
	return i18n.Func(func(l i18n.Lang) string {
		var names []string
		for i, c := range choices {
			if i == maxShownChoices {
				names = append(names, "…")
				break
			}
			names = append(names, c.Name.In(l))
		}
		return joinNames(l, names)
	})
}

// Values is what o takes, for a reader who has no Discord client to offer it (the console, /help): its
// choices' names ("picture, emoji, text"), the range of a number ("whole numbers from 1 to 20"), or "true,
// false"; ok is false for free text, which its Description explains. It reads the fields the checks above
// enforce, so what /help says an option takes is what the router lets through.
func (o Option) Values() (values i18n.Text, ok bool) {
	switch {
	case len(o.Choices) > 0:
		return choiceList(o.Choices), true
	case o.Type == discordgo.ApplicationCommandOptionBoolean:
		return msgValuesBool, true
	case o.Type != discordgo.ApplicationCommandOptionInteger && o.Type != discordgo.ApplicationCommandOptionNumber:
		return values, false
	}
	whole := o.Type == discordgo.ApplicationCommandOptionInteger
	switch hasLo, hasHi := o.MinValue != nil, o.MaxValue != 0; {
	case hasLo && hasHi && whole:
		return msgValuesWholeRange.Format(shownNumber(*o.MinValue), shownNumber(o.MaxValue)), true
	case hasLo && hasHi:
		return msgValuesRange.Format(shownNumber(*o.MinValue), shownNumber(o.MaxValue)), true
	case hasLo && whole:
		return msgValuesWholeAtLeast.Format(shownNumber(*o.MinValue)), true
	case hasLo:
		return msgValuesAtLeast.Format(shownNumber(*o.MinValue)), true
	case hasHi && whole:
		return msgValuesWholeAtMost.Format(shownNumber(o.MaxValue)), true
	case hasHi:
		return msgValuesAtMost.Format(shownNumber(o.MaxValue)), true
	case whole:
		return msgValuesWhole, true
	}
	return values, false
}

// joinNames joins names as a list in l (i18n.List), or, when a name has a comma, as a list of items with
// commas (i18n.SemiList: semicolons, ／ in Japanese).
func joinNames(l i18n.Lang, names []string) string {
	if slices.ContainsFunc(names, func(n string) bool { return strings.ContainsAny(n, ",、") }) {
		return i18n.SemiList(l, names)
	}
	return i18n.List(l, names)
}

// showNumber prints a number short: whole numbers without a fraction or exponent while they are small
// enough to read, anything else in at most a few significant digits, so an error never echoes a huge value.
// It writes English's grouping; shownNumber writes each language's.
func showNumber(f float64) string { return shownNumber(f).In(i18n.English) }

// maxShownDigits is the most digits a whole number is shown with (shownNumber): 10^30 and beyond, far
// past anything Discord sends (2^53-1), read as 1e+30, so an error never echoes a huge value in full.
const maxShownDigits = 30

// shownNumber is showNumber's number for a sentence: a whole number of at most maxShownDigits digits
// grouped as the language groups them (i18n.Num), in every language, as the integer the float64 is
// (9007199254740991 is 9,007,199,254,740,991 and -1e15 is -1,000,000,000,000,000, not 9.0072e+15 and
// -1e+15; beyond int64, 1e20 is 100,000,000,000,000,000,000); any other in at most six significant digits.
type shownNumber float64

// In implements i18n.Localized.
func (f shownNumber) In(l i18n.Lang) string {
	x := float64(f)
	switch {
	case x != math.Trunc(x) || math.IsInf(x, 0):
	case math.Abs(x) < 1<<63:
		return i18n.GroupIn(l, int64(x)) // one digit-grouping rule for every number kibitz shows
	case math.Abs(x) < math.Pow10(maxShownDigits):
		n, _ := new(big.Float).SetFloat64(x).Int(nil) // exact: a float64 this large is a whole number
		return i18n.TypedNum(n.String()).In(l)
	}
	return strconv.FormatFloat(x, 'g', 6, 64)
}

// shownValue is the option value v, which reads as the number f, for a sentence: its raw text when v is a
// JSON number written in digits (json.Number: 9007199254740993 as typed, which a float64 makes
// ...992), grouped as the reader's language groups it (i18n.TypedNum); otherwise shownNumber(f).
func shownValue(v any, f float64) i18n.Localized {
	if n, ok := v.(json.Number); ok {
		digits := strings.TrimPrefix(string(n), "-")
		if digits != "" && len(digits) <= maxShownDigits && strings.Trim(digits, "0123456789") == "" {
			return i18n.TypedNum(string(n))
		}
	}
	return shownNumber(f)
}

// What the router says when an option breaks its definition. The value itself is never repeated: it may
// be thousands of characters, and would then make the error longer than a message may be.
var (
	characters       = i18n.Plural{One: "%s character", Other: "%s characters", Ko: "%s글자"}
	msgOptionMissing = i18n.Text{
		En: "The option `%s` is required, and it is missing.",
		Ko: "`%s` 옵션은 꼭 넣어야 하는데 빠져 있습니다.",
	}
	msgOptionTooLong = i18n.Text{
		En: "The option `%s` is %s long; it takes at most %s.",
		Ko: "`%s` 옵션이 %s입니다. 최대 %s까지 받습니다.",
	}
	msgOptionShorten = i18n.Text{
		En: "Shorten it and try again; /help shows examples.",
		Ko: "줄여서 다시 해 보세요. /도움말 명령에서 예시를 볼 수 있습니다.",
	}
	msgOptionNotText = i18n.Text{
		En: "The option `%s` must be text.",
		Ko: "`%s` 옵션에는 글자를 넣어야 합니다.",
	}
	msgOptionNotNumber = i18n.Text{
		En: "The option `%s` must be a number.",
		Ko: "`%s` 옵션에는 숫자를 넣어야 합니다.",
	}
	msgOptionNotWhole = i18n.Text{
		En: "The option `%s` must be a whole number.",
		Ko: "`%s` 옵션에는 정수를 넣어야 합니다.",
	}
	msgOptionNotBool = i18n.Text{
		En: "The option `%s` must be true or false.",
		Ko: "`%s` 옵션에는 true 또는 false를 넣어야 합니다.",
	}
	msgOptionRange = i18n.Text{
		En: "The option `%s` must be at least %s and at most %s; it was %s.",
		Ko: "`%[1]s` 옵션은 %[2]s 이상 %[3]s 이하여야 합니다. 입력한 값은 %[4]s입니다.",
	}
	msgOptionAtLeast = i18n.Text{
		En: "The option `%s` must be at least %s; it was %s.",
		Ko: "`%[1]s` 옵션은 %[2]s 이상이어야 합니다. 입력한 값은 %[3]s입니다.",
	}
	msgOptionAtMost = i18n.Text{
		En: "The option `%s` must be at most %s; it was %s.",
		Ko: "`%[1]s` 옵션은 %[2]s 이하여야 합니다. 입력한 값은 %[3]s입니다.",
	}
	// What an option takes (Option.Values), as /help lists it after the option's description.
	msgValuesBool         = i18n.Text{En: "true, false", Ko: "true, false"}
	msgValuesWholeRange   = i18n.Text{En: "whole numbers from %s to %s", Ko: "%s부터 %s까지의 정수"}
	msgValuesRange        = i18n.Text{En: "numbers from %s to %s", Ko: "%s부터 %s까지의 수"}
	msgValuesWholeAtLeast = i18n.Text{En: "whole numbers from %s", Ko: "%s 이상의 정수"}
	msgValuesAtLeast      = i18n.Text{En: "numbers from %s", Ko: "%s 이상의 수"}
	msgValuesWholeAtMost  = i18n.Text{En: "whole numbers up to %s", Ko: "%s 이하의 정수"}
	msgValuesAtMost       = i18n.Text{En: "numbers up to %s", Ko: "%s 이하의 수"}
	msgValuesWhole        = i18n.Text{En: "whole numbers", Ko: "정수"}
	msgOptionNotAChoice   = i18n.Text{
		En: "The option `%s` takes one of its choices: %s.",
		Ko: "`%s` 옵션은 다음 중 하나를 골라야 합니다: %s.",
	}
)
