package commands

import (
	"testing"

	"kibitz/i18n"
)

func TestTyped(t *testing.T) {
	for _, tc := range []struct {
		name, s, want string
	}{
		{"word", "crane", "`crane`"},
		{"backslash", `\`, "`\\`"},
		{"double quote", `a"b`, "`a\"b`"},
		{"asterisk", "*", "`*`"},
		{"underscore", "_x_", "`_x_`"},
		{"accented", "é", "`é`"},
		{"space inside", "Ke1 ke8", "`Ke1 ke8`"},
		{"backtick inside", "a`b", "``a`b``"},
		{"backtick alone", "`", "`` ` ``"},
		{"backticks at the ends", "`a``", "``` `a`` ```"},
		{"zero-width space alone", "\u200b", "U+200B"},
		{"no-break space alone", "\u00a0", "U+00A0"},
		{"space alone", " ", "U+0020"},
		{"zero-width space inside", "ab\u200bc\u200b", "`ab\u200bc\u200b` (U+200B)"},
		{"control character inside", "a\tb", "`a\tb` (U+0009)"},
		{"empty", "", `""`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := Typed(tc.s); got != tc.want {
				t.Errorf("Typed(%q) = %q, want %q", tc.s, got, tc.want)
			}
		})
	}
}

func TestTypedWith(t *testing.T) {
	for _, tc := range []struct {
		name, s, pair, want string
	}{
		{"vowel", "x", "은/는", "`x`는"},
		{"consonant", "ke9", "은/는", "`ke9`는"},
		{"sign after the letter", "e8=Q+", "은/는", "`e8=Q+`는"},
		{"final l", "nim", "이라는/라는", "`nim`이라는"},
		{"Hangul", "다섯", "이/가", "`다섯`이"},
		{"no letter", "*", "은/는", "`*`은(는)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			w := TypedWith(tc.s, tc.pair)
			if got := w.In(i18n.Korean); got != tc.want {
				t.Errorf("TypedWith(%q, %q).In(Korean) = %q, want %q", tc.s, tc.pair, got, tc.want)
			}
			if got, want := w.In(i18n.English), Typed(tc.s); got != want {
				t.Errorf("TypedWith(%q, %q).In(English) = %q, want %q", tc.s, tc.pair, got, want)
			}
		})
	}
}

func TestASCII(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"crane", "crane"},
		{"Ｘ．Ｏ．．．．．．", "X.O......"},
		{"ｃｒａｎｅ", "crane"},
		{"ａ１", "a1"},
		{"Ｋe1　Pe2，ke8 ｗ", "Ke1 Pe2,ke8 w"},
		{"！～", "!~"},
		// Numbers as a Korean, Japanese or Chinese keyboard types them, for Nim's and Grundy's options.
		{"３ ４ ５", "3 4 5"}, {"１，２，５", "1,2,5"}, {"１－３", "1-3"}, {"１０＾１８", "10^18"}, {"１２개", "12개"},
		// Not full-width forms of ASCII: kept.
		{"한글 ｶﾅ ￥ é", "한글 ｶﾅ ￥ é"},
	} {
		if got := ASCII(tc.in); got != tc.want {
			t.Errorf("ASCII(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
