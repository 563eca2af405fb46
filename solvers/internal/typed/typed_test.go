package typed

import (
	"strings"
	"testing"
	"unicode/utf8"

	"golang.org/x/text/width"
)

// TestASCIIIsWidthsFold checks ASCII against golang.org/x/text/width on every rune: a full-width
// character whose narrow form is ASCII reads as that form, and nothing else changes.
func TestASCIIIsWidthsFold(t *testing.T) {
	for r := rune(0); r <= utf8.MaxRune; r++ {
		want := r
		if p := width.LookupRune(r); p.Kind() == width.EastAsianFullwidth && p.Narrow() != 0 && p.Narrow() < utf8.RuneSelf {
			want = p.Narrow()
		}
		if got := ASCII(r); got != want {
			t.Fatalf("ASCII(%U) = %U, want %U", r, got, want)
		}
	}
}

func TestFold(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"Ke1 Pe2 ke8 w", "Ke1 Pe2 ke8 w"},
		{"Ｋｅ１　Ｐe2，ke8 ｗ", "Ke1 Pe2,ke8 w"},
		{"４k3/8/8/8/8/8/4P3/4K한 ｗ", "4k3/8/8/8/8/8/4P3/4K한 w"},
		{"é\xffｘ", "é\xffx"}, // other characters and broken bytes kept as they are
	} {
		if got := Fold(tc.in); got != tc.want {
			t.Errorf("Fold(%q) = %q, want %q", tc.in, got, tc.want)
		}
		if got := string(Fold([]byte(tc.in))); got != tc.want {
			t.Errorf("Fold([]byte(%q)) = %q, want %q", tc.in, got, tc.want)
		}
		if utf8.RuneCountInString(tc.in) != utf8.RuneCountInString(Fold(tc.in)) {
			t.Errorf("Fold(%q) does not keep the number of runes", tc.in)
		}
	}
	// ASCII comes back as it is, without a copy.
	line := []byte("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
	if n := testing.AllocsPerRun(10, func() { _ = Fold(line) }); n != 0 {
		t.Errorf("Fold of ASCII allocates %v times", n)
	}
}

func TestRuneAt(t *testing.T) {
	s := "a한\xffｗ"
	for _, tc := range []struct {
		i    int
		r    rune
		size int
	}{{0, 'a', 1}, {1, '한', 3}, {4, utf8.RuneError, 1}, {5, 'ｗ', 3}, {6, utf8.RuneError, 1}} {
		if r, size := RuneAt(s, tc.i); r != tc.r || size != tc.size {
			t.Errorf("RuneAt(%q, %d) = %q, %d; want %q, %d", s, tc.i, r, size, tc.r, tc.size)
		}
		if r, size := RuneAt([]byte(s), tc.i); r != tc.r || size != tc.size {
			t.Errorf("RuneAt([]byte(%q), %d) = %q, %d; want %q, %d", s, tc.i, r, size, tc.r, tc.size)
		}
	}
}

func TestClip(t *testing.T) {
	long := strings.Repeat("K", 2990)
	for _, tc := range []struct{ in, want string }{
		{"", ""},
		{"Kd2", "Kd2"},
		{strings.Repeat("x", MaxQuote), strings.Repeat("x", MaxQuote)},
		{long, strings.Repeat("K", MaxQuote) + "…"},
		{strings.Repeat("한", 50), strings.Repeat("한", MaxQuote) + "…"},
		{"1. Kd2\n2. Kd3", "1. Kd2"},
		{"a\r\nb", "a"},
	} {
		if got := Clip(tc.in); got != tc.want {
			t.Errorf("Clip(%.50q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
