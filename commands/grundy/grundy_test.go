package grundy

import (
	"kibitz/i18n"

	"slices"
	"strings"
	"testing"

	"kibitz/solvers/divisor"
	"kibitz/solvers/subtraction"
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
		in   subtraction.MoveSet
		max  int
		want string
	}{
		{subtraction.MoveSet{1, 2, 5}, 10, "1, 2, 5"},
		{subtraction.MoveSet{100, 200, 300, 400}, 10, "100, 200, …"},
		{subtraction.MoveSet{3, 1000000}, 20, "3, 1,000,000"},
		{subtraction.MoveSet{3, 1000000}, 5, "3, …"},
		{subtraction.MoveSet{1234567}, 5, "1,234,567"}, // the first number whatever its length
	} {
		if got := cutList(tc.in, tc.max); got != tc.want {
			t.Errorf("cutList(%v, %d) = %q, want %q", tc.in, tc.max, got, tc.want)
		}
	}
	fs := []divisor.PrimePower{{Prime: 2, Exp: 3}, {Prime: 3, Exp: 1}, {Prime: 5, Exp: 12}}
	if got := factorText(fs, i18n.English); got != "2³ × 3 × 5¹²" {
		t.Errorf("factors %q", got)
	}
	large := []divisor.PrimePower{{Prime: 1000003, Exp: 2}, {Prime: 999999999999999989, Exp: 1}}
	if got := factorText(large, i18n.English); got != "1,000,003² × 999,999,999,999,999,989" {
		t.Errorf("factors %q", got)
	}
	if got := shape(fs); got != "(12, 3, 1)" {
		t.Errorf("shape %q", got)
	}
	if got := properDivisors(divisor.Factorize(12), 12); !slices.Equal(got, []int64{2, 3, 4, 6}) {
		t.Errorf("divisors of 12: %v", got)
	}
	if got := properDivisors(divisor.Factorize(720720), 720720); got != nil {
		t.Errorf("720720 has 238 proper divisors, listed anyway: %d", len(got))
	}
}
