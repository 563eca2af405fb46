package commands

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/width"

	"kibitz/i18n"
)

// Typed is text the user typed as a reply quotes it back: in a Markdown code span, which Discord shows
// as it is. Go's %q quoting, used before, doubled a backslash ("\\") and escaped quotes, so the reply
// did not show what was typed; bare quotes would not do either, since Discord's Markdown reads a
// backslash as an escape and an asterisk as emphasis.
//
// A backtick inside would end the span, so the span is fenced with one backtick more than the longest
// run inside, and padded with a space where the text starts or ends with a backtick (Markdown, and
// Discord, drop that space). A character that shows nothing (a zero-width space, a no-break space, a
// control character pasted with the text) is named by its code point, U+200B: alone, since a span around
// it would look empty, or after the span, since the span shows it as nothing. For example:
//
//	crane      `crane`
//	\          `\`
//	a`b        ``a`b``
//	`          `` ` ``
//	U+200B     U+200B
//	ab U+200B  `ab` (U+200B), the span holding the invisible character as typed
func Typed(s string) string {
	if s == "" {
		return `""`
	}
	var hidden []string
	visible := false
	for _, r := range s {
		if !shows(r) {
			if r != ' ' {
				hidden = appendNew(hidden, codePoint(r))
			}
			continue
		}
		visible = true
	}
	if !visible {
		var names []string
		for _, r := range s {
			names = append(names, codePoint(r))
		}
		return strings.Join(names, " ")
	}
	span := codeSpan(s)
	if len(hidden) > 0 {
		span += " (" + strings.Join(hidden, " ") + ")"
	}
	return span
}

// TypedWith is Typed(s) followed in Korean by the particle of pair ("은/는", "이/가", ...) chosen by how
// s ends when read aloud: by its last letter or digit, since the signs after it are not read (the + of
// a check, the … of a clipped text, a closing bracket): `e8=Q+`는. Text without a letter or digit keeps
// i18n's last resort, both forms: `*`은(는). Other languages show Typed(s) alone.
func TypedWith(s, pair string) i18n.Localized {
	return typedWith{s: s, pair: pair}
}

type typedWith struct{ s, pair string }

// In implements i18n.Localized.
func (t typedWith) In(l i18n.Lang) string {
	shown := Typed(t.s)
	if l != i18n.Korean {
		return shown
	}
	read := strings.TrimRightFunc(t.s, func(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsDigit(c) })
	if read == "" {
		if first, second, ok := strings.Cut(t.pair, "/"); ok {
			return shown + first + "(" + second + ")"
		}
		return shown + t.pair
	}
	return shown + strings.TrimPrefix(i18n.WithParticle(i18n.Plain(read), t.pair).In(l), read)
}

// shows reports whether r shows as something: a letter, digit, mark, sign or punctuation, not a space
// or an invisible format or control character.
func shows(r rune) bool {
	return unicode.IsGraphic(r) && !unicode.IsSpace(r)
}

func codePoint(r rune) string { return fmt.Sprintf("U+%04X", r) }

func appendNew(list []string, s string) []string {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// codeSpan is s in a Markdown code span fenced with one backtick more than its longest run of backticks.
func codeSpan(s string) string {
	longest, run := 0, 0
	for _, r := range s {
		if r == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	fence := strings.Repeat("`", longest+1)
	if strings.HasPrefix(s, "`") {
		s = " " + s
	}
	if strings.HasSuffix(s, "`") {
		s += " "
	}
	return fence + s + fence
}

// ASCII is s with the full-width forms of ASCII that a Japanese, Chinese or Korean keyboard types read
// as the ASCII they stand for: Ｘ．Ｏ as X.O, ｃｒａｎｅ as crane, ａ１ as a1, the ideographic space as a
// space. It is golang.org/x/text/width's narrowing of these characters (U+FF01-U+FF5E and U+3000), and
// only of these: the half-width katakana and the other full-width signs (￥, ￠) keep their form. It maps
// rune for rune, so the n-th character of ASCII(s) is the n-th of s, and a reply can quote what was
// typed (Typed) at a place it found in what was read. The solvers, which use the standard library alone,
// fold the same characters by hand (solvers/internal/typed).
func ASCII(s string) string {
	return strings.Map(func(r rune) rune {
		if p := width.LookupRune(r); p.Kind() == width.EastAsianFullwidth {
			if n := p.Narrow(); n != 0 && n < utf8.RuneSelf {
				return n
			}
		}
		return r
	}, s)
}
