package i18n

import (
	"math"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Numbers, counts, durations and Korean particles: the parts of a sentence that change with the value
// they carry. A message takes them as arguments (Format, F), and each language gets its own form, so no
// message writes "1 tokens", "3s" or "을(를)" by hand. golang.org/x/text's message catalogues do the same
// with plural selectors keyed by message strings; with two languages, one of them without plurals, a
// value that knows its forms reads better beside the sentence and needs no catalogue registration.

// Num is a whole number with its digits grouped as the language groups them: 12,345 in English, Korean
// and Japanese, 12.345 in Spanish and Portuguese (Spanish leaves four digits alone: 1000, 10.000). It is
// the one rule for every number kibitz shows in a sentence.
type Num int64

// In implements Localized.
func (n Num) In(l Lang) string { return GroupIn(l, int64(n)) }

// Group writes n with commas between groups of three digits: 25,000,000, -1,234: English's grouping, for
// texts in English only (`kibitz solve`'s errors) and for numbers a user copies back as input in any
// language (a move, a rule), which keep one form. A number in a sentence or a table takes a Num, or
// GroupIn; a number the user typed, echoed in a sentence, a TypedNum.
func Group(n int64) string { return GroupIn(English, n) }

// GroupIn writes n with l's digit grouping (see Num).
func GroupIn(l Lang, n int64) string {
	s := strconv.FormatInt(n, 10)
	if n < 0 {
		return "-" + group(l, s[1:])
	}
	return group(l, s)
}

// group puts l's group separator between groups of three of digits. CLDR's minimum grouping digits is 2
// for Spanish: a number of four digits is not grouped.
func group(l Lang, digits string) string {
	sep := byte(',')
	switch l {
	case Spanish, Portuguese:
		sep = '.'
	}
	if l == Spanish && len(digits) <= 4 {
		return digits
	}
	var b strings.Builder
	for i := range len(digits) {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(sep)
		}
		b.WriteByte(digits[i])
	}
	return b.String()
}

// TypedNum is a whole number as a user typed it, of any length (beyond int64 too), with its digits
// grouped as the reader's language groups them (Num's rule): an echo of an input in a sentence, such as
// "99999" in "The 99,999 x 99,999 board is too large" (Spanish "99.999 x 99.999"). Text that is not an
// optional sign and digits only reads as typed in every language, as in GroupTyped.
type TypedNum string

// In implements Localized.
func (t TypedNum) In(l Lang) string { return groupTyped(l, string(t)) }

// GroupTyped writes a whole number as typed, of any length (beyond int64 too), with Group's commas:
// "99999999999999999999999" is "99,999,999,999,999,999,999,999", "-1234" is "-1,234", "+5000" is "+5,000".
// Text that is not an optional sign and digits only is returned as it is, so a mistake can always be
// echoed through it.
func GroupTyped(s string) string { return groupTyped(English, s) }

// groupTyped is GroupTyped with l's grouping.
func groupTyped(l Lang, s string) string {
	sign, digits := "", s
	if strings.HasPrefix(s, "-") || strings.HasPrefix(s, "+") {
		sign, digits = s[:1], s[1:]
	}
	if digits == "" || strings.Trim(digits, "0123456789") != "" {
		return s
	}
	return sign + group(l, digits)
}

// Plural is a noun with its number: One and Other are English forms for 1 and for every other count,
// Ko the Korean form (Korean nouns do not change with the count; the counter word goes in the form).
// Each form has one %s, where the number goes, grouped as Num: Plural{One: "%s stone",
// Other: "%s stones", Ko: "돌 %s개"}. The catalogued languages look Other up and take the form of the
// count's CLDR plural category ("other" when the translation has no form for it).
type Plural struct {
	One, Other string
	Ko         string
}

// N is the count n with the noun, for a message argument: "1 stone", "2 stones", "돌 2개".
func (p Plural) N(n int64) Localized { return count{p: p, n: n} }

// Of is the count's text in l.
func (p Plural) Of(l Lang, n int64) string { return count{p: p, n: n}.In(l) }

type count struct {
	p Plural
	n int64
}

func (c count) In(l Lang) string {
	form := c.p.Other
	if l.catalogued() {
		if e, ok := loaded().entries[l][c.p.Other]; ok {
			switch {
			case e.text != "":
				return strings.Replace(e.text, "%s", GroupIn(l, c.n), 1)
			case e.forms[pluralCategory(l, c.n)] != "":
				return strings.Replace(e.forms[pluralCategory(l, c.n)], "%s", GroupIn(l, c.n), 1)
			}
			return strings.Replace(e.forms["other"], "%s", GroupIn(l, c.n), 1)
		}
	}
	switch {
	case l == Korean && c.p.Ko != "":
		form = c.p.Ko
	case c.n == 1 || c.n == -1:
		form = c.p.One
	}
	return strings.Replace(form, "%s", GroupIn(l, c.n), 1)
}

// Duration is a length of time in words, to the second: "1 minute 5 seconds", "1분 5초", "1分5秒",
// "1 minuto 5 segundos"; under a second, "less than a second", "1초 미만". Hours, minutes and seconds that
// are zero are left out. The words are texts like any other (area i18n of the translation files); only
// the space between the parts, none in Japanese, is here.
type Duration time.Duration

var (
	hours   = Plural{One: "%s hour", Other: "%s hours", Ko: "%s시간"}
	minutes = Plural{One: "%s minute", Other: "%s minutes", Ko: "%s분"}
	seconds = Plural{One: "%s second", Other: "%s seconds", Ko: "%s초"}
	instant = Text{En: "less than a second", Ko: "1초 미만"}
)

// durationSeparation is what goes between the parts of a Duration: a space, none in Japanese ("1分5秒").
func durationSeparation(l Lang) string {
	if l == Japanese {
		return ""
	}
	return " "
}

// In implements Localized.
func (d Duration) In(l Lang) string {
	t := time.Duration(d).Round(time.Second)
	h, m, s := int64(t/time.Hour), int64(t%time.Hour/time.Minute), int64(t%time.Minute/time.Second)
	if t < time.Second {
		return instant.In(l)
	}
	var parts []string
	for _, u := range []struct {
		n int64
		p Plural
	}{{h, hours}, {m, minutes}, {s, seconds}} {
		if u.n > 0 {
			parts = append(parts, u.p.Of(l, u.n))
		}
	}
	return strings.Join(parts, durationSeparation(l))
}

// Particle is a word with a Korean particle chosen by how the word ends: "을/를", "이/가", "은/는",
// "과/와", "으로/로" (the first form after a final consonant, the second after a vowel; for "으로/로"
// a final ㄹ takes "로"). English reads the word alone. Digits are read as Sino-Korean numbers (3: 삼,
// ends in ㅁ); Latin letters by their usual Korean names (e: 이, vowel; l: 엘, ㄹ). A word that ends
// otherwise gets both forms, "을(를)", as a last resort.
type Particle struct {
	Word Localized // the word in each language; Plain for one that reads the same
	Pair string    // "을/를", "이/가", "은/는", "과/와" or "으로/로"
}

// WithParticle is w followed by the Korean particle pair, for a message argument.
func WithParticle(w Localized, pair string) Particle { return Particle{Word: w, Pair: pair} }

// In implements Localized.
func (p Particle) In(l Lang) string {
	w := p.Word.In(l)
	if l != Korean {
		return w
	}
	first, second, ok := strings.Cut(p.Pair, "/")
	if !ok {
		return w + p.Pair
	}
	final, known := finalSound(w)
	switch {
	case !known:
		return w + first + "(" + second + ")"
	case final == 0:
		return w + second
	case first == "으로" && final == 'ㄹ':
		return w + second
	}
	return w + first
}

// finalSound is the final consonant of the last syllable of w as read aloud in Korean (0 for none, a
// vowel ending), and whether it is known. Closing punctuation and spaces are skipped.
func finalSound(w string) (rune, bool) {
	w = strings.TrimRight(w, " )]}\"'`*_.,!?")
	r, _ := utf8.DecodeLastRuneInString(w)
	switch {
	case r >= '가' && r <= '힣':
		jong := (r - '가') % 28
		if jong == 0 {
			return 0, true
		}
		return []rune("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")[jong-1], true
	case r >= '0' && r <= '9':
		// 영 일 이 삼 사 오 육 칠 팔 구
		return []rune{'ㅇ', 'ㄹ', 0, 'ㅁ', 0, 0, 'ㄱ', 'ㄹ', 'ㄹ', 0}[r-'0'], true
	case r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z':
		// 에이 비 씨 디 이 에프 지 에이치 아이 제이 케이 엘 엠 엔 오 피 큐 알 에스 티 유 브이 더블유 엑스 와이 지
		return []rune{0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 'ㄹ', 'ㅁ', 'ㄴ', 0, 0, 0, 'ㄹ', 0, 0, 0, 0, 0, 0, 0, 0}[(r|0x20)-'a'], true
	}
	return 0, false
}

// Float is a number with a fixed count of decimals, its whole part grouped like Num: 1,234.57; Spanish and
// Portuguese write a decimal comma: 1234,57 and 1.234,57.
type Float struct {
	X        float64
	Decimals int
}

// In implements Localized. The number is rounded as it is written, a 5 up (halfUp): 7.25 to 7.3, where
// strconv rounds the binary value, 7.25 to 7.2 (to even) and 1.85 to 1.8 (a hair under it in binary).
func (f Float) In(l Lang) string {
	s := halfUp(strconv.FormatFloat(math.Abs(f.X), 'f', -1, 64), f.Decimals)
	whole, frac, _ := strings.Cut(s, ".")
	out := group(l, whole)
	if frac != "" {
		if l == Spanish || l == Portuguese {
			out += "," + frac
		} else {
			out += "." + frac
		}
	}
	if f.X < 0 && strings.Trim(s, "0.") != "" {
		out = "-" + out
	}
	return out
}

// halfUp rounds the decimal digits s ("7.25", the shortest form that reads back as the float: what a
// reader takes the number to be) to decimals places, a 5 up.
func halfUp(s string, decimals int) string {
	whole, frac, _ := strings.Cut(s, ".")
	if len(frac) <= decimals {
		frac += strings.Repeat("0", decimals-len(frac))
	} else {
		up := frac[decimals] >= '5'
		digits := []byte(whole + frac[:decimals])
		for i := len(digits) - 1; up && i >= 0; i-- { // carry the 1
			if digits[i] == '9' {
				digits[i] = '0'
				continue
			}
			digits[i]++
			up = false
		}
		if up {
			digits = append([]byte{'1'}, digits...)
		}
		whole, frac = string(digits[:len(digits)-decimals]), string(digits[len(digits)-decimals:])
	}
	if decimals == 0 {
		return whole
	}
	return whole + "." + frac
}
