package bot

import (
	"math"
	"regexp"
	"strconv"
	"time"

	"kibitz/i18n"
)

// Discord's timestamp markup, <t:SECONDS> or <t:SECONDS:STYLE>, which a Discord client shows as a time in
// the reader's own zone and language (a Nim turn's deadline is <t:...:R>, "in 2 minutes"). The console
// shows it in words too, rather than the markup: relative times from the console's clock, the others in
// UTC, since a console has no reader's zone to go by.

// timestampRE matches one timestamp. Discord's styles are t and T (a time), d and D (a date), f (the
// default) and F (a date and a time), and R (relative); markup with any other letter is not a timestamp,
// and Discord shows it as it is.
var timestampRE = regexp.MustCompile(`<t:(-?\d{1,20})(?::([tTdDfFR]))?>`)

// maxTimestamp is the last second of the year 9999: beyond it a time has no four-digit year to show, and the
// markup is left as it is.
const maxTimestamp = 253402300799

// showTimes replaces the timestamps in s with the times they stand for, in lang, as seen at now.
func showTimes(s string, now time.Time, lang i18n.Lang) string {
	return timestampRE.ReplaceAllStringFunc(s, func(m string) string {
		sub := timestampRE.FindStringSubmatch(m)
		secs, err := strconv.ParseInt(sub[1], 10, 64)
		if err != nil || secs > maxTimestamp || secs < -maxTimestamp {
			return m
		}
		return showTime(time.Unix(secs, 0).UTC(), sub[2], now, lang)
	})
}

// showTime is one timestamp in a style.
func showTime(t time.Time, style string, now time.Time, lang i18n.Lang) string {
	switch style {
	case "R":
		return relativeTime(t.Sub(now), lang)
	case "t":
		return t.Format("15:04 UTC")
	case "T":
		return t.Format("15:04:05 UTC")
	case "d", "D":
		return t.Format("2006-01-02")
	case "F":
		return msgLongDateTime.F(lang, weekdays[t.Weekday()], t.Format("2006-01-02"), t.Format("15:04 UTC"))
	}
	return t.Format("2006-01-02 15:04 UTC")
}

// timeUnit is a unit of a relative time: how long it is, how many of it make the next (0: the last), and
// its name for one and for several.
type timeUnit struct {
	length    time.Duration
	next      int64
	one, many i18n.Text
}

// timeUnits go from the smallest up; a month is 30 days and a year 365, as near as a relative time needs.
var timeUnits = []timeUnit{
	{time.Second, 60, i18n.Text{En: "1 second", Ko: "1초"}, i18n.Text{En: "%d seconds", Ko: "%d초"}},
	{time.Minute, 60, i18n.Text{En: "1 minute", Ko: "1분"}, i18n.Text{En: "%d minutes", Ko: "%d분"}},
	{time.Hour, 24, i18n.Text{En: "1 hour", Ko: "1시간"}, i18n.Text{En: "%d hours", Ko: "%d시간"}},
	{24 * time.Hour, 30, i18n.Text{En: "1 day", Ko: "1일"}, i18n.Text{En: "%d days", Ko: "%d일"}},
	{30 * 24 * time.Hour, 12, i18n.Text{En: "1 month", Ko: "1개월"}, i18n.Text{En: "%d months", Ko: "%d개월"}},
	{365 * 24 * time.Hour, 0, i18n.Text{En: "1 year", Ko: "1년"}, i18n.Text{En: "%d years", Ko: "%d년"}},
}

// relativeTime says how far d lies ahead (positive) or behind, in the largest unit in which it is at least
// one, rounded to the nearest: 119.8 seconds ahead is "in 2 minutes", the way a Discord client shows a
// deadline set two minutes ahead a moment ago.
func relativeTime(d time.Duration, lang i18n.Lang) string {
	abs := math.Abs(float64(d))
	for _, u := range timeUnits {
		n := int64(math.Round(abs / float64(u.length)))
		if u.next != 0 && n >= u.next {
			continue
		}
		if n == 0 && d < 0 {
			return msgJustNow.In(lang)
		}
		if n == 0 {
			return msgNow.In(lang)
		}
		amount := u.one.In(lang)
		if n != 1 {
			amount = u.many.F(lang, n)
		}
		if d > 0 {
			return msgInTime.F(lang, amount)
		}
		return msgTimeAgo.F(lang, amount)
	}
	return "" // not reached: the last unit takes every length
}

var (
	msgInTime       = i18n.Text{En: "in %s", Ko: "%s 후"}
	msgTimeAgo      = i18n.Text{En: "%s ago", Ko: "%s 전"}
	msgNow          = i18n.Text{En: "now", Ko: "지금"}
	msgJustNow      = i18n.Text{En: "just now", Ko: "방금"}
	msgLongDateTime = i18n.Text{En: "%s, %s %s", Ko: "%[2]s %[1]s %[3]s"}
	weekdays        = [7]i18n.Text{
		{En: "Sunday", Ko: "일요일"}, {En: "Monday", Ko: "월요일"}, {En: "Tuesday", Ko: "화요일"},
		{En: "Wednesday", Ko: "수요일"}, {En: "Thursday", Ko: "목요일"}, {En: "Friday", Ko: "금요일"},
		{En: "Saturday", Ko: "토요일"},
	}
)
