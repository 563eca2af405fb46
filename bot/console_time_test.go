package bot

import (
	"strconv"
	"testing"
	"time"
	"unicode/utf8"

	"kibitz/i18n"
)

func TestShowTimes(t *testing.T) {
	now := time.Date(2026, 11, 24, 17, 5, 0, 0, time.UTC)
	ts := func(d time.Duration, style string) string {
		s := "<t:" + strconv.FormatInt(now.Add(d).Unix(), 10)
		if style != "" {
			s += ":" + style
		}
		return s + ">"
	}
	for _, tc := range []struct {
		name   string
		in     string
		en, ko string
	}{
		{"a deadline two minutes ahead", "Bob's turn, " + ts(2*time.Minute, "R") + ".", "Bob's turn, in 2 minutes.", "Bob's turn, 2분 후."},
		{"a moment after it was set", ts(2*time.Minute-200*time.Millisecond, "R"), "in 2 minutes", "2분 후"},
		{"three minutes ago", ts(-3*time.Minute, "R"), "3 minutes ago", "3분 전"},
		{"one of a unit", ts(time.Hour, "R") + " " + ts(-time.Second, "R"), "in 1 hour 1 second ago", "1시간 후 1초 전"},
		{"seconds", ts(45*time.Second, "R"), "in 45 seconds", "45초 후"},
		{"now", ts(0, "R"), "now", "지금"},
		{"days", ts(-3*24*time.Hour, "R"), "3 days ago", "3일 전"},
		{"months", ts(65*24*time.Hour, "R"), "in 2 months", "2개월 후"},
		{"years", ts(-800*24*time.Hour, "R"), "2 years ago", "2년 전"},
		{"default style", ts(0, ""), "2026-11-24 17:05 UTC", "2026-11-24 17:05 UTC"},
		{"f", ts(0, "f"), "2026-11-24 17:05 UTC", "2026-11-24 17:05 UTC"},
		{"F", ts(0, "F"), "Tuesday, 2026-11-24 17:05 UTC", "2026-11-24 화요일 17:05 UTC"},
		{"t", ts(9*time.Second, "t"), "17:05 UTC", "17:05 UTC"},
		{"T", ts(9*time.Second, "T"), "17:05:09 UTC", "17:05:09 UTC"},
		{"d and D", ts(0, "d") + " " + ts(0, "D"), "2026-11-24 2026-11-24", "2026-11-24 2026-11-24"},
		{"before 1970", "<t:-86400:d>", "1969-12-31", "1969-12-31"},
		{"not a style", "<t:1700000000:x> <t:1700000000:>", "<t:1700000000:x> <t:1700000000:>", "<t:1700000000:x> <t:1700000000:>"},
		{"not a number", "<t:soon:R> <t::R> <t:1.5:R>", "<t:soon:R> <t::R> <t:1.5:R>", "<t:soon:R> <t::R> <t:1.5:R>"},
		{"beyond the year 9999", "<t:99999999999999:R>", "<t:99999999999999:R>", "<t:99999999999999:R>"},
		{"no markup", "a <t> b <@123>", "a <t> b <@123>", "a <t> b <@123>"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for lang, want := range map[i18n.Lang]string{i18n.English: tc.en, i18n.Korean: tc.ko} {
				if got := showTimes(tc.in, now, lang); got != want {
					t.Errorf("%v: showTimes(%q) = %q, want %q", lang, tc.in, got, want)
				}
			}
		})
	}
}

// TestRelativeTimeRounds: a length is said in the largest unit it reaches once rounded.
func TestRelativeTimeRounds(t *testing.T) {
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{400 * time.Millisecond, "now"},
		// A moment behind is "just now", not "now": Japanese says the two apart (すぐ, たった今).
		{-400 * time.Millisecond, "just now"},
		{-600 * time.Millisecond, "1 second ago"},
		{59*time.Second + 600*time.Millisecond, "in 1 minute"},
		{89 * time.Second, "in 1 minute"},
		{90 * time.Second, "in 2 minutes"},
		{-(23*time.Hour + 31*time.Minute), "1 day ago"},
		{29 * 24 * time.Hour, "in 29 days"},
		{-400 * 24 * time.Hour, "1 year ago"},
	} {
		if got := relativeTime(tc.d, i18n.English); got != tc.want {
			t.Errorf("relativeTime(%v) = %q, want %q", tc.d, got, tc.want)
		}
	}
}

// FuzzShowTimes: whatever the text, showing its times leaves no timestamp behind, changes nothing a second
// time, and keeps valid text valid.
func FuzzShowTimes(f *testing.F) {
	f.Add("turn ends <t:1700000120:R>", int64(1700000000))
	f.Add("<t:-62135596800:F> <t:253402300799:T> <t:253402300800:d>", int64(0))
	f.Add("<t:<t:5:R>:R>", int64(-1))
	f.Add("<t:9223372036854775807> <t:-9223372036854775808:R> <t:99999999999999999999:t>", int64(1<<62))
	f.Fuzz(func(t *testing.T, s string, nowSecs int64) {
		now := time.Unix(nowSecs%(maxTimestamp+1), 0)
		for _, lang := range []i18n.Lang{i18n.English, i18n.Korean} {
			out := showTimes(s, now, lang)
			for _, m := range timestampRE.FindAllStringSubmatch(out, -1) {
				if secs, err := strconv.ParseInt(m[1], 10, 64); err == nil && secs <= maxTimestamp && secs >= -maxTimestamp {
					t.Fatalf("%v: %q left the timestamp %q in %q", lang, s, m[0], out)
				}
			}
			if again := showTimes(out, now, lang); again != out {
				t.Fatalf("%v: a second pass changed %q to %q", lang, out, again)
			}
			if utf8.ValidString(s) && !utf8.ValidString(out) {
				t.Fatalf("%v: %q became invalid text %q", lang, s, out)
			}
		}
	})
}
