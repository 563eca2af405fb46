package commands

import "testing"

func TestShorten(t *testing.T) {
	for _, tc := range []struct {
		s    string
		max  int
		want string
	}{
		{"3 4 5", 5, "3 4 5"},
		{"3 4 5 6", 5, "3 4 …"},
		{"12345678", 5, "12345 …"},
		// A character is never split: 세 and 개 are three bytes each.
		{"세개세개", 5, "세 …"},
		{"세개세개", 6, "세개 …"},
	} {
		if got := Shorten(tc.s, tc.max); got != tc.want {
			t.Errorf("Shorten(%q, %d) = %q, want %q", tc.s, tc.max, got, tc.want)
		}
	}
}
