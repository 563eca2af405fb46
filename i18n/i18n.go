// Package i18n holds kibitz's user-facing text in English and Korean side by side.
//
// Every string a user can see is an i18n.Text with both languages filled in, written next to the code that
// shows it, so a reader sees both at once and a missing translation is visible in review (and caught by the
// commands package's tests, which look for Text literals without Korean). A reply follows the locale of the
// interaction that asked for it: Discord's "ko" is Korean, anything else is English.
package i18n

import "fmt"

// Lang is a language kibitz answers in.
type Lang uint8

// The languages kibitz speaks.
const (
	English Lang = iota
	Korean
)

// FromLocale maps a Discord locale ("ko", "en-US", "en-GB", ...) to the language kibitz answers in.
func FromLocale(locale string) Lang {
	if locale == "ko" || len(locale) > 2 && locale[:3] == "ko-" {
		return Korean
	}
	return English
}

// Locale is the Discord locale key of the language ("ko" for Korean, "en-US" for English).
func (l Lang) Locale() string {
	if l == Korean {
		return "ko"
	}
	return "en-US"
}

// String is the language's two-letter code.
func (l Lang) String() string {
	if l == Korean {
		return "ko"
	}
	return "en"
}

// Text is one message in both languages. Either may contain fmt verbs; Format fills both, and a Text given
// as an argument fills each language with its own half.
type Text struct {
	En string
	Ko string
}

// In returns the text in the language l, falling back to English where Korean is missing.
func (t Text) In(l Lang) string {
	if l == Korean && t.Ko != "" {
		return t.Ko
	}
	return t.En
}

// Format fills the fmt verbs of both languages with the same arguments. An argument that is Localized (a
// Text, a Plural's count, a Num, a Duration, a Particle) is taken in the language being filled (its In),
// so the Korean sentence gets "백" where the English one gets "White", and "돌 1개" where it gets
// "1 stone"; other arguments print as fmt prints them. Korean sentences often need the arguments in
// another order: use explicit indexes there ("%[2]d ... %[1]s").
func (t Text) Format(args ...any) Text {
	return Text{En: fmt.Sprintf(t.En, in(English, args)...), Ko: fmt.Sprintf(t.Ko, in(Korean, args)...)}
}

// F formats the text in one language: t.F(l, args...) is t.Format(args...).In(l) without the other language.
// Text arguments are taken in l, as in Format.
func (t Text) F(l Lang, args ...any) string {
	return fmt.Sprintf(t.In(l), in(l, args)...)
}

// Localized is an argument that reads differently in each language: a Text, a count with its noun
// (Plural.N), a number (Num), a duration (Duration), a word with its Korean particle (Particle).
type Localized interface {
	In(l Lang) string
}

// in returns args with each Localized argument replaced by its text in l. It copies only when there is
// one to replace, so the common call with plain numbers and strings allocates nothing more.
func in(l Lang, args []any) []any {
	var out []any
	for i, a := range args {
		if tx, ok := a.(Localized); ok {
			if out == nil {
				out = append([]any(nil), args...)
			}
			out[i] = tx.In(l)
		}
	}
	if out == nil {
		return args
	}
	return out
}

// Plain is a text that reads the same in both languages (a number, a board, a command example).
func Plain(s string) Text { return Text{En: s, Ko: s} }

// Join concatenates texts language by language, with sep between them.
func Join(sep string, parts ...Text) Text {
	var out Text
	for i, p := range parts {
		if i > 0 {
			out.En += sep
			out.Ko += sep
		}
		out.En += p.En
		out.Ko += p.Ko
	}
	return out
}
