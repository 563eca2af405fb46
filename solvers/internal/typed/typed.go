// Package typed reads text as users type it, for the solvers' parsers: the full-width forms of ASCII
// that a Japanese, Chinese or Korean keyboard types (Ｋｅ１, ｗ, ．, the ideographic space) read as the
// ASCII they stand for, and a mistake's text cut to a length an error message can quote.
//
// The fold is golang.org/x/text/width's for these characters (typed_test.go checks it against it),
// written out here because the solvers use the standard library alone (docs/architecture.md §2). It
// maps rune for rune, so the n-th rune of a folded text is the n-th of the text typed, and an error can
// quote what was typed rather than what was read.
package typed

import (
	"unicode/utf8"
)

// ASCII is the ASCII character r is the full-width form of (U+FF01-U+FF5E: ！ to ～, Ａ to ｚ, ０ to ９;
// U+3000, the ideographic space, is a space), or r itself.
func ASCII(r rune) rune {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		return r - 0xFF01 + '!'
	case r == 0x3000:
		return ' '
	}
	return r
}

// Fold is s with every full-width form read as its ASCII character (ASCII). It is s itself, not a copy,
// when s holds none, so that a parser of ASCII lines folds them without allocating.
func Fold[T ~string | ~[]byte](s T) T {
	i := 0
	for i < len(s) {
		if s[i] < utf8.RuneSelf {
			// ASCII folds to itself: compared, not decoded. The batch solvers fold every line; a nim line
			// of 33 bytes took 137 ns to look at decoded, about 25 ns so.
			i++
			continue
		}
		r, size := RuneAt(s, i)
		if ASCII(r) != r {
			break
		}
		i += size
	}
	if i == len(s) {
		return s
	}
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	for i < len(s) {
		r, size := RuneAt(s, i)
		if a := ASCII(r); a != r {
			b = append(b, byte(a))
		} else {
			b = append(b, s[i:i+size]...)
		}
		i += size
	}
	return T(b)
}

// RuneAt decodes the character that starts at s[i] and its length in bytes, as utf8.DecodeRune does
// (utf8.RuneError and 1 for a byte that starts none), for a string or a byte slice alike.
func RuneAt[T ~string | ~[]byte](s T, i int) (rune, int) {
	if c := s[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	var buf [utf8.UTFMax]byte
	n := copy(buf[:], s[i:min(i+utf8.UTFMax, len(s))])
	return utf8.DecodeRune(buf[:n])
}

// MaxQuote is how many characters of a mistake an error quotes (Clip).
const MaxQuote = 40

// Clip is the start of s that an error message quotes: its first line, at most MaxQuote characters, a
// cut marked with "…". A word of thousands of characters, quoted whole, made a reply longer than a
// Discord message and a line of `kibitz solve` that nobody reads to its end.
func Clip(s string) string {
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' || s[i] == '\r' {
			s = s[:i]
			break
		}
	}
	n := 0
	for i := range s {
		if n == MaxQuote {
			return s[:i] + "…"
		}
		n++
	}
	return s
}
