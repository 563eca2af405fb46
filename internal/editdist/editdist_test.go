package editdist

import (
	"strings"
	"testing"
)

func TestOSA(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want int
	}{
		{"", "", 0},
		{"", "abc", 3},
		{"sudoku", "sudoku", 0},
		{"sodoku", "sudoku", 1},  // a substitution
		{"sudoku", "sdoku", 1},   // a deletion
		{"crane", "carne", 1},    // a swap of neighbours
		{"ca", "abc", 3},         // no letter edited twice: OSA, not the unrestricted distance (2)
		{"kitten", "sitting", 3}, // two substitutions and an insertion
		{strings.Repeat("a", 20), strings.Repeat("a", 18) + "bb", 2}, // longer than the stack rows
	} {
		for _, pair := range [][2]string{{tc.a, tc.b}, {tc.b, tc.a}} {
			if got := OSA([]rune(pair[0]), []rune(pair[1])); got != tc.want {
				t.Errorf("OSA(%q, %q) = %d, want %d", pair[0], pair[1], got, tc.want)
			}
		}
	}
}
