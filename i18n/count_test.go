package i18n

import (
	"testing"
	"time"
)

func TestGroup(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 7: "7", 999: "999", 1000: "1,000", -1234: "-1,234",
		25000000: "25,000,000", 1e18: "1,000,000,000,000,000,000"} {
		if got := Group(n); got != want {
			t.Errorf("Group(%d) = %q, want %q", n, got, want)
		}
	}
	if got := (Float{1234.5678, 2}).In(English); got != "1,234.57" {
		t.Errorf("Float = %q", got)
	}
	if got := (Float{-0.001, 2}).In(English); got != "0.00" {
		t.Errorf("Float of a tiny negative = %q, want 0.00", got)
	}
}

// TestFloatRoundsHalfUp: a number is rounded as it is written, a 5 up: 7.25 to 7.3 and 1.85 to 1.9, as a
// reader rounds them, though 7.25 is exact in binary (and strconv rounds it to even, 7.2) and 1.85 is a
// little under it (1.8 by strconv).
func TestFloatRoundsHalfUp(t *testing.T) {
	for _, tc := range []struct {
		x        float64
		decimals int
		want     string
	}{
		{7.25, 1, "7.3"}, {1.85, 1, "1.9"}, {638.0 / 88, 1, "7.3"}, {111.0 / 60, 1, "1.9"},
		{2.675, 2, "2.68"}, {0.125, 2, "0.13"}, {9.95, 1, "10.0"}, {99.96, 1, "100.0"}, {999.95, 1, "1,000.0"},
		{7.24, 1, "7.2"}, {3, 2, "3.00"}, {0, 1, "0.0"}, {-1.25, 1, "-1.3"}, {-0.04, 1, "0.0"},
		{1e21, 0, "1,000,000,000,000,000,000,000"}, {2.5, 0, "3"},
	} {
		if got := (Float{tc.x, tc.decimals}).In(English); got != tc.want {
			t.Errorf("Float{%v, %d} = %q, want %q", tc.x, tc.decimals, got, tc.want)
		}
	}
}

func TestGroupTyped(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"0", "0"}, {"999", "999"}, {"1000", "1,000"}, {"-1234", "-1,234"}, {"+5000", "+5,000"},
		{"99999999999999999999999", "99,999,999,999,999,999,999,999"},
		{"00012", "00,012"},
		{"", ""}, {"-", "-"}, {"12a", "12a"}, {"1,000", "1,000"}, {"3.5", "3.5"}, {"１２", "１２"},
	} {
		if got := GroupTyped(tc.in); got != tc.want {
			t.Errorf("GroupTyped(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestTypedNum(t *testing.T) {
	for _, tc := range []struct {
		in   string
		l    Lang
		want string
	}{
		{"99999", English, "99,999"},
		{"99999", Korean, "99,999"},
		{"99999", Japanese, "99,999"},
		{"99999", Spanish, "99.999"},
		{"99999", Portuguese, "99.999"},
		{"5000", Spanish, "5000"},
		{"5000", Portuguese, "5.000"},
		{"-99999999999999999999999", Spanish, "-99.999.999.999.999.999.999.999"},
		{"12a", Spanish, "12a"},
		{"1,000", Portuguese, "1,000"},
	} {
		if got := TypedNum(tc.in).In(tc.l); got != tc.want {
			t.Errorf("TypedNum(%q).In(%v) = %q, want %q", tc.in, tc.l, got, tc.want)
		}
	}
}

func TestPlural(t *testing.T) {
	stones := Plural{One: "%s stone", Other: "%s stones", Ko: "돌 %s개"}
	msg := Text{En: "Take %s.", Ko: "%s를 가져가세요."}
	for _, tc := range []struct {
		n      int64
		en, ko string
	}{
		{0, "Take 0 stones.", "돌 0개를 가져가세요."},
		{1, "Take 1 stone.", "돌 1개를 가져가세요."},
		{2, "Take 2 stones.", "돌 2개를 가져가세요."},
		{1500, "Take 1,500 stones.", "돌 1,500개를 가져가세요."},
	} {
		got := msg.Format(stones.N(tc.n))
		if got.En != tc.en || got.Ko != tc.ko {
			t.Errorf("n=%d: %+v, want %q / %q", tc.n, got, tc.en, tc.ko)
		}
	}
}

func TestDuration(t *testing.T) {
	for _, tc := range []struct {
		d      time.Duration
		en, ko string
	}{
		{300 * time.Millisecond, "less than a second", "1초 미만"},
		{time.Second, "1 second", "1초"},
		{3 * time.Second, "3 seconds", "3초"},
		{65 * time.Second, "1 minute 5 seconds", "1분 5초"},
		{2 * time.Minute, "2 minutes", "2분"},
		{time.Hour + time.Second, "1 hour 1 second", "1시간 1초"},
	} {
		if en, ko := Duration(tc.d).In(English), Duration(tc.d).In(Korean); en != tc.en || ko != tc.ko {
			t.Errorf("Duration(%v) = %q / %q, want %q / %q", tc.d, en, ko, tc.en, tc.ko)
		}
	}
}

func TestParticle(t *testing.T) {
	for _, tc := range []struct {
		word, pair, want string
	}{
		{"사과", "을/를", "사과를"},
		{"수박", "을/를", "수박을"},
		{"3", "이/가", "3이"},    // 삼
		{"2", "이/가", "2가"},    // 이
		{"e4", "으로/로", "e4로"}, // 사
		{"a1", "으로/로", "a1로"}, // 일: ㄹ takes 로
		{"b3", "으로/로", "b3으로"},
		{"칸", "과/와", "칸과"},
		{"Nim", "은/는", "Nim은"},     // 엠
		{"crane", "을/를", "crane를"}, // 이
		{"★", "을/를", "★을(를)"},
		{"`salet`", "을/를", "`salet`를"}, // 티, past the closing backquote
	} {
		if got := WithParticle(Plain(tc.word), tc.pair).In(Korean); got != tc.want {
			t.Errorf("%s + %s = %q, want %q", tc.word, tc.pair, got, tc.want)
		}
		if got := WithParticle(Plain(tc.word), tc.pair).In(English); got != tc.word {
			t.Errorf("English %q, want the word alone", got)
		}
	}
}
