// Package i18n holds kibitz's user-facing text: English and Korean side by side in Go, Japanese, Spanish
// and Brazilian Portuguese from translation files. The names of the commands, subcommands and options
// (Name) have their own files in those languages, locales/names.<locale>.json: a name is translated
// apart from a word of a sentence with the same English.
//
// Every string a user can see is an i18n.Text with English and Korean filled in, written next to the code
// that shows it, so a reader sees both at once and a missing translation is visible in review (and caught
// by the commands package's tests, which look for Text literals without Korean). Japanese, Spanish and
// Brazilian Portuguese live in JSON files under locales/ (locales/<area>.<locale>.json, embedded in the
// binary), keyed by the English source text: a Text's In(Japanese) looks its En up there, a Plural's looks
// its Other up. The areas only split the files: a text is looked up by its English alone, so the same
// English has one translation in a language wherever it is shown (the file check fails otherwise), and two
// places that need two translations need two English texts. A language from the files is served only when its catalogue is complete, every source text
// of the code translated (Complete; sources.json lists the sources and a test keeps it in step with the
// code), so a half-translated language never reaches users: FromLocale answers English until then.
//
// A reply follows the locale of the interaction that asked for it: Discord's "ko" is Korean, "ja"
// Japanese, "es-ES" and "es-419" Spanish, "pt-BR" Brazilian Portuguese (when complete), anything else
// English.
//
// Formatting is lazy for the catalogued languages: Format fills English and Korean at once (code may read a
// formatted Text's En and Ko) and keeps the source and the arguments, so In(Japanese) looks the source up
// and fills it with the arguments taken in Japanese.
//
// Plural categories follow CLDR's cardinal rules through golang.org/x/text/feature/plural (already in the
// module graph, no new dependency, and a plain function of the number; go-i18n would bring its own
// catalogue and file format, and kibitz's format is fixed: see the README), but for a whole 0 in
// Portuguese, which takes the plural there (pluralCategory).
package i18n

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Lang is a language kibitz answers in.
type Lang uint8

// The languages kibitz speaks.
const (
	English Lang = iota
	Korean
	Japanese
	Spanish
	Portuguese // Brazilian
)

// Langs are every language, English first.
func Langs() []Lang { return []Lang{English, Korean, Japanese, Spanish, Portuguese} }

// Catalogued are the languages whose texts come from the translation files.
func Catalogued() []Lang { return []Lang{Japanese, Spanish, Portuguese} }

// FromLocale maps a Discord locale ("ko", "en-US", "ja", "es-419", ...) to the language kibitz answers in.
// A catalogued language that is not Complete answers in English.
func FromLocale(locale string) Lang {
	l := ofLocale(locale)
	if l.catalogued() && !Complete(l) {
		return English
	}
	return l
}

// ofLocale is the language of a Discord locale, served or not.
func ofLocale(locale string) Lang {
	base, _, _ := strings.Cut(locale, "-")
	switch {
	case base == "ko":
		return Korean
	case base == "ja":
		return Japanese
	case base == "es":
		return Spanish
	case locale == "pt-BR":
		return Portuguese
	}
	return English
}

// Parse reads a language's code as String writes it ("en", "ko", "ja", "es", "pt-BR"; any case), or a
// Discord locale of it ("en-US", "es-419").
func Parse(s string) (Lang, bool) {
	for _, l := range Langs() {
		if strings.EqualFold(s, l.String()) || strings.EqualFold(s, l.Locale()) {
			return l, true
		}
	}
	if strings.EqualFold(s, "es-419") {
		return Spanish, true
	}
	return English, false
}

// Locale is the Discord locale key of the language ("ko", "en-US", "ja", "es-ES", "pt-BR"). Spanish serves
// "es-419" too: Locales lists both.
func (l Lang) Locale() string {
	switch l {
	case Korean:
		return "ko"
	case Japanese:
		return "ja"
	case Spanish:
		return "es-ES"
	case Portuguese:
		return "pt-BR"
	}
	return "en-US"
}

// Locales are the Discord locales the language serves.
func (l Lang) Locales() []string {
	if l == Spanish {
		return []string{"es-ES", "es-419"}
	}
	return []string{l.Locale()}
}

// String is the language's code, as the translation files name it: "en", "ko", "ja", "es", "pt-BR".
func (l Lang) String() string {
	switch l {
	case Korean:
		return "ko"
	case Japanese:
		return "ja"
	case Spanish:
		return "es"
	case Portuguese:
		return "pt-BR"
	}
	return "en"
}

func (l Lang) catalogued() bool { return l >= Japanese && l <= Portuguese }

// Text is one message: English and Korean written in Go; the other languages are looked up by the English.
// Either may contain fmt verbs; Format fills them, and a Text given as an argument fills each language with
// its own text. A Text made by Format, Join, Map or Func carries how it reads in the other languages, so
// two of them are not == even when they read the same: compare their En and Ko.
type Text struct {
	En string
	Ko string
	x  *derived // how a Text made by Format, Join, Map or Func reads in a catalogued language
}

// derived is a Text's text in the catalogued languages when it is not a source to look up: a formatted
// source and its arguments, or a function of the language; neither for a Plain text (plainText), the same
// in every language.
type derived struct {
	src  Text
	args []any
	in   func(Lang) string
}

var plainText = &derived{}

// nameText marks a name (Name): looked up among the names, not the texts.
var nameText = &derived{}

// In returns the text in the language l, falling back to English where the language's text is missing.
func (t Text) In(l Lang) string {
	switch {
	case l == English:
		return t.En
	case l == Korean:
		if t.Ko != "" {
			return t.Ko
		}
		return t.En
	case t.x == plainText:
		return t.En
	case t.x == nameText:
		if s, ok := lookupName(l, t.En); ok {
			return s
		}
		return t.En
	case t.x != nil && t.x.in != nil:
		return t.x.in(l)
	case t.x != nil:
		return fmt.Sprintf(t.x.src.In(l), in(l, t.x.args)...)
	}
	if s, ok := lookup(l, t.En); ok {
		return s
	}
	return t.En
}

// Format fills the fmt verbs with the arguments, in every language. An argument that is Localized (a
// Text, a Plural's count, a Num, a Duration, a Particle) is taken in the language being filled (its In),
// so the Korean sentence gets "백" where the English one gets "White", and "돌 1개" where it gets
// "1 stone"; other arguments print as fmt prints them. Korean and Japanese sentences often need the
// arguments in another order: use explicit indexes there ("%[2]d ... %[1]s").
//
// English and Korean are filled at once; the result keeps t and the arguments for the other languages,
// which are filled when asked for (In), from t's translation.
func (t Text) Format(args ...any) Text {
	out := Text{En: fmt.Sprintf(t.En, in(English, args)...), Ko: fmt.Sprintf(t.Ko, in(Korean, args)...)}
	out.x = &derived{src: t, args: slices.Clone(args)}
	return out
}

// F formats the text in one language: t.F(l, args...) is t.Format(args...).In(l) without the other
// languages. Text arguments are taken in l, as in Format.
func (t Text) F(l Lang, args ...any) string {
	return fmt.Sprintf(t.In(l), in(l, args)...)
}

// Map is t with f applied to its text in each language (f gets the language too): a Text that is
// capitalized, lower-cased or stripped of Markdown keeps its translations.
func (t Text) Map(f func(l Lang, s string) string) Text {
	return Func(func(l Lang) string { return f(l, t.In(l)) })
}

// Capitalize is t with its first letter in upper case, but in Korean, which has none: "Heap 3" for a
// sentence's start. The English is capitalized as written (its first byte); the other languages by their
// first letter.
func Capitalize(t Text) Text {
	out := t.Map(func(l Lang, s string) string {
		if l == Korean || s == "" {
			return s
		}
		r, n := utf8.DecodeRuneInString(s)
		return string(unicode.ToUpper(r)) + s[n:]
	})
	out.En, out.Ko = t.En, t.Ko
	if t.En != "" {
		out.En = strings.ToUpper(t.En[:1]) + t.En[1:]
	}
	return out
}

// Func is the Text whose text in each language is f's: for a text built in Go from parts (a list, a
// sentence of sentences).
func Func(f func(l Lang) string) Text {
	return Text{En: f(English), Ko: f(Korean), x: &derived{in: f}}
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

// Plain is a text that reads the same in every language (a number, a board, a command example).
func Plain(s string) Text { return Text{En: s, Ko: s, x: plainText} }

// Name is t as a command's, subcommand's or option's name: English and Korean as written, and in a
// catalogued language its translation among the names (locales/names.<locale>.json), never among the
// texts: the option moves: is "jugadas" in Spanish because the names file says so, not because the noun
// "moves" of a sentence is. A name without a translation reads in English.
func Name(t Text) Text {
	t.x = nameText
	return t
}

// Join concatenates texts language by language, with sep between them.
func Join(sep string, parts ...Text) Text {
	parts = slices.Clone(parts)
	var out Text
	for i, p := range parts {
		if i > 0 {
			out.En += sep
			out.Ko += sep
		}
		out.En += p.En
		out.Ko += p.Ko
	}
	out.x = &derived{in: func(l Lang) string {
		var b strings.Builder
		for i, p := range parts {
			if i > 0 {
				b.WriteString(sep)
			}
			b.WriteString(p.In(l))
		}
		return b.String()
	}}
	return out
}

// List joins items as a plain list in l, with no "and": "CRANE, CRANK" in most languages, "CRANE、CRANK" in
// Japanese, whose sentences read an ASCII comma as foreign. For lists of words and phrases in a sentence;
// numbers, cells and moves a user types back keep ", " (strings.Join).
func List(l Lang, items []string) string {
	return strings.Join(items, listSeparator(l))
}

// ListOf is List of texts, language by language: ListOf(a, b).In(l) is List(l, [a.In(l), b.In(l)]).
func ListOf(items ...Text) Text { return joinedBy(listSeparator, items) }

// joinedBy joins items language by language with sep(l) between them (English's in Korean, as List and
// SemiList have it).
func joinedBy(sep func(Lang) string, items []Text) Text {
	items = slices.Clone(items)
	out := Join(sep(English), items...)
	out.x = &derived{in: func(l Lang) string {
		parts := make([]string, len(items))
		for i, t := range items {
			parts[i] = t.In(l)
		}
		return strings.Join(parts, sep(l))
	}}
	return out
}

// listSeparator is what stands between two items of a plain list in l.
func listSeparator(l Lang) string {
	if l == Japanese {
		return "、"
	}
	return ", "
}

// SemiList joins items that may hold commas of their own ("Sudoku, 4x4", "heap 1: 3 stones, Grundy value
// 3") as a list in l, so that each reads as one: with "; " in most languages, with "／" in Japanese, whose
// sentences read an ASCII semicolon as foreign and whose items may hold a 、.
func SemiList(l Lang, items []string) string {
	return strings.Join(items, semiSeparator(l))
}

// SemiListOf is SemiList of texts, language by language.
func SemiListOf(items ...Text) Text { return joinedBy(semiSeparator, items) }

// semiSeparator is what stands between two items of a SemiList in l.
func semiSeparator(l Lang) string {
	if l == Japanese {
		return "／"
	}
	return "; "
}

// AndList joins items as a list in l: "2, 5 and 7", "2, 5, 7" (Korean), "2、5、7" (Japanese),
// "2, 5 y 7" (Spanish; "e" before a word that starts with the sound i), "2, 5 e 7" (Portuguese).
func AndList(l Lang, items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	head, last := strings.Join(items[:len(items)-1], ", "), items[len(items)-1]
	switch l {
	case Korean:
		return strings.Join(items, ", ")
	case Japanese:
		return strings.Join(items, "、")
	case Spanish:
		and := " y "
		if w := strings.ToLower(last); (strings.HasPrefix(w, "i") || strings.HasPrefix(w, "hi")) &&
			!strings.HasPrefix(w, "hie") && !strings.HasPrefix(w, "ia") && !strings.HasPrefix(w, "io") {
			and = " e "
		}
		return head + and + last
	case Portuguese:
		return head + " e " + last
	}
	return head + " and " + last
}

// AndListOf is AndList of texts, language by language.
func AndListOf(items ...Text) Text { return listOf(AndList, items) }

// OrList joins items as alternatives in l: "1, 3 or 4", "1, 3 또는 4" (Korean), "1、3、または4" (Japanese,
// 、 between every two items, as in its other lists; two read "1または3"), "1, 3 o 4" (Spanish; "u"
// before a word that starts with the sound o, "7 u 8"), "1, 3 ou 4" (Portuguese).
func OrList(l Lang, items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	head, last := strings.Join(items[:len(items)-1], ", "), items[len(items)-1]
	switch l {
	case Korean:
		return head + " 또는 " + last
	case Japanese:
		if len(items) == 2 {
			return items[0] + "または" + last
		}
		return strings.Join(items[:len(items)-1], "、") + "、または" + last
	case Spanish:
		if startsWithO(last) {
			return head + " u " + last
		}
		return head + " o " + last
	case Portuguese:
		return head + " ou " + last
	}
	return head + " or " + last
}

// OrListOf is OrList of texts, language by language.
func OrListOf(items ...Text) Text { return listOf(OrList, items) }

// listOf joins texts language by language with join, a list of strings in one language.
func listOf(join func(Lang, []string) string, items []Text) Text {
	items = slices.Clone(items)
	return Func(func(l Lang) string {
		parts := make([]string, len(items))
		for i, t := range items {
			parts[i] = t.In(l)
		}
		return join(l, parts)
	})
}

// startsWithO reports whether a Spanish word, or a number in digits as it is read aloud, starts with the
// sound o, before which "o" becomes "u": oro, hombre, 8 (ocho) and every number that starts with an 8,
// 11 (once), 11.000 (once mil), 11.000.000 (once millones); not 110 (ciento diez).
func startsWithO(w string) bool {
	w = strings.ToLower(w)
	digits := strings.NewReplacer(".", "", ",", "", " ", "").Replace(w)
	if digits != "" && strings.Trim(digits, "0123456789") == "" {
		return digits[0] == '8' || strings.HasPrefix(digits, "11") && len(digits)%3 == 2
	}
	w = strings.TrimPrefix(w, "h")
	return strings.HasPrefix(w, "o") || strings.HasPrefix(w, "ó")
}

// jaSpaced are the full-width marks after which Japanese sets no space: kibitz joins sentences with
// one ASCII space ("a. b"), which after 。 or ： reads as a gap in Japanese.
var jaSpaced = strings.NewReplacer("。 ", "。", "、 ", "、", "！ ", "！", "？ ", "？", "： ", "：")

// Tidy is s as the language sets its spacing: in Japanese, without the space that joining sentences
// left after a full-width mark; in every other language, s unchanged.
func Tidy(l Lang, s string) string {
	if l != Japanese {
		return s
	}
	return jaSpaced.Replace(s)
}
