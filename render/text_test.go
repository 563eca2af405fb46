package render

import (
	"strings"
	"testing"

	"kibitz/i18n"
)

// TestGroupDigits: the pictures and views group digits as the messages do (i18n.Group).
func TestGroupDigits(t *testing.T) {
	for _, v := range []int64{0, 7, 999, 1000, 1234, 12345, 1234567, 1<<63 - 1, -1, -1234, -1 << 63} {
		if got, want := GroupDigits(v), i18n.Group(v); got != want {
			t.Errorf("GroupDigits(%d) = %q, i18n.Group %q", v, got, want)
		}
	}
}

func TestDrawable(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		ok       bool
	}{
		{"Alice", "Alice", true},
		{"Alice 🌸", "Alice", true},
		{"🌸 Zoë  🌸 Ünïcødé", "Zoë Ünïcødé", true},
		{"Фёдор", "Фёдор", true},
		{"김철수", "", false},
		{"Bob 김", "Bob", false},
		{"tab\there\x00", "tab here", true},
		{"🌸", "", true},
	} {
		got, ok := Drawable(tc.in)
		if got != tc.want || ok != tc.ok {
			t.Errorf("Drawable(%q) = %q, %v; want %q, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

// TestFontLicense: the binary carries the embedded font's licence notice.
func TestFontLicense(t *testing.T) {
	for _, want := range []string{"DejaVu", "Copyright (c) 2003 by Bitstream, Inc.", "Permission is hereby granted"} {
		if !strings.Contains(FontLicense(), want) {
			t.Errorf("FontLicense does not contain %q", want)
		}
	}
}
