package grundy

import (
	"slices"
	"strings"
	"testing"

	"kibitz/solvers/grundy"
)

func TestHelpers(t *testing.T) {
	got := valueTable([]int{2, 1, 0, 11}, 8)
	want := "```\n" +
		"  │  0  1  2  3  4  5  6  7  8  9\n" +
		"──┼──────────────────────────────\n" +
		" 0 │" + strings.Repeat("   ", 8) + "  2  1\n" +
		"10 │  0 11\n" +
		"```"
	want = strings.Replace(want, "  │", "   │", 1) // the header's label column is as wide as "10"
	want = strings.Replace(want, "──┼", "───┼", 1)
	if got != want {
		t.Errorf("table:\n%s\nwant\n%s", got, want)
	}
	for _, tc := range []struct {
		in   string
		max  int
		want string
	}{
		{"1,2,5", 10, "1,2,5"},
		{"100,200,300,400", 10, "100,200,…"},
		{"1234567890123", 5, "12345,…"},
	} {
		if got := cutList(tc.in, tc.max); got != tc.want {
			t.Errorf("cutList(%q, %d) = %q, want %q", tc.in, tc.max, got, tc.want)
		}
	}
	fs := []grundy.PrimePower{{Prime: 2, Exp: 3}, {Prime: 3, Exp: 1}, {Prime: 5, Exp: 12}}
	if got := factorText(fs); got != "2³ × 3 × 5¹²" {
		t.Errorf("factors %q", got)
	}
	if got := shape(fs); got != "(12, 3, 1)" {
		t.Errorf("shape %q", got)
	}
	if got := properDivisors(grundy.Factorize(12), 12); !slices.Equal(got, []int64{2, 3, 4, 6}) {
		t.Errorf("divisors of 12: %v", got)
	}
	if got := properDivisors(grundy.Factorize(720720), 720720); got != nil {
		t.Errorf("720720 has 238 proper divisors, listed anyway: %d", len(got))
	}
}
