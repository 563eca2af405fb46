package wordle

import (
	"context"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/wordle"
	"kibitz/storage"
)

// statsOf reads a user's daily stats in a server from the store; the zero stats when there are none.
func statsOf(t *testing.T, h *commandtest.Harness, guild, userID string) userStats {
	t.Helper()
	var s userStats
	err := storage.GetJSON(context.Background(), h.Store, "wdls:"+guild+":"+userID, &s)
	if errors.Is(err, storage.ErrNotFound) {
		return s
	}
	if err != nil {
		t.Fatalf("read stats of %s in %s: %v", userID, guild, err)
	}
	return s
}

// playDaily plays u's daily of the clock's day in guild "g": it opens the game, makes guesses guesses,
// the last one the answer when win, letting took pass before the last. The day's board times a game from
// its first guess, so it shows took, or no time for a game of one guess. It returns the last reply.
func playDaily(t *testing.T, h *commandtest.Harness, clock *commandtest.Clock, u *discordgo.User, guesses int, win bool, took time.Duration) *router.Response {
	t.Helper()
	day := formatDay(clock.Now())
	resp, g := openDaily(t, h, u, day)
	misses := guesses
	if win {
		misses--
	}
	var words []string
	if misses > 0 {
		words = missWords(t, g.Game.Answer, misses)
	}
	if win {
		words = append(words, g.Game.Answer.String())
	}
	for i, w := range words {
		if i == len(words)-1 {
			clock.Advance(took)
		}
		resp = submitGuess(t, h, u, resp, w)
	}
	if len(resp.Followups) != 1 {
		t.Fatalf("%s's daily of %s did not end with a share: %q", u.ID, day, resp.Content)
	}
	return resp
}

// statsText runs /wordle stats as u in guild "g" and returns the reply's text.
func statsText(t *testing.T, h *commandtest.Harness, u *discordgo.User, locale discordgo.Locale) string {
	t.Helper()
	resp := h.Serve(commandtest.CommandIn(u, locale, "wordle", "stats"))
	if !resp.Private || len(resp.Files) != 0 {
		t.Errorf("stats: private %v, %d files; want a private text", resp.Private, len(resp.Files))
	}
	return resp.Content
}

func TestStatsAdd(t *testing.T) {
	type result struct {
		day     string
		guesses int // 0 for a word missed
	}
	for _, tc := range []struct {
		name                  string
		results               []result
		today                 string
		played, won           int
		streak, current, best int
	}{
		{"none", nil, "2026-11-22", 0, 0, 0, 0, 0},
		{"one win", []result{{"2026-11-22", 3}}, "2026-11-22", 1, 1, 1, 1, 1},
		{"alive the next day", []result{{"2026-11-22", 3}}, "2026-11-23", 1, 1, 1, 1, 1},
		{"dead the day after", []result{{"2026-11-22", 3}}, "2026-11-24", 1, 1, 1, 0, 1},
		{"three in a row", []result{{"2026-11-22", 3}, {"2026-11-23", 1}, {"2026-11-24", 6}}, "2026-11-24", 3, 3, 3, 3, 3},
		{"across a month", []result{{"2026-11-30", 3}, {"2026-12-01", 2}}, "2026-12-01", 2, 2, 2, 2, 2},
		{"a loss breaks it", []result{{"2026-11-22", 3}, {"2026-11-23", 2}, {"2026-11-24", 0}}, "2026-11-24", 3, 2, 0, 0, 2},
		{"a gap breaks it", []result{{"2026-11-22", 3}, {"2026-11-23", 2}, {"2026-11-25", 4}}, "2026-11-25", 3, 3, 1, 1, 2},
		{"counted once", []result{{"2026-11-22", 3}, {"2026-11-22", 3}, {"2026-11-22", 0}}, "2026-11-22", 1, 1, 1, 1, 1},
		{"a late loss keeps a later streak", []result{{"2026-11-23", 2}, {"2026-11-22", 0}}, "2026-11-23", 2, 1, 1, 1, 1},
		// days in a row in the order of the days, as /stats counts them (commands.DayRuns)
		{"days apart", []result{{"2026-11-02", 3}, {"2026-11-09", 3}, {"2026-11-20", 3}}, "2026-11-25", 3, 3, 1, 0, 1},
		{"a late loss in the grace hour", []result{{"2026-11-21", 3}, {"2026-11-23", 3}, {"2026-11-22", 0}}, "2026-11-23", 3, 2, 1, 1, 1},
		{"a miss swept after the next day's win", []result{{"2026-11-01", 3}, {"2026-11-03", 3}, {"2026-11-02", 0}}, "2026-11-03", 3, 2, 1, 1, 1},
		{"a day won late joins the days around it", []result{{"2026-11-01", 3}, {"2026-11-03", 3}, {"2026-11-02", 4}}, "2026-11-04", 3, 3, 3, 3, 3},
		{"a late win before a loss", []result{{"2026-11-02", 0}, {"2026-11-03", 0}, {"2026-11-01", 2}}, "2026-11-03", 3, 1, 0, 0, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var s userStats
			dist := map[int]int{}
			for _, r := range tc.results {
				g := wordle.Game{Answer: mustWord(t, "crane")}
				for range max(r.guesses-1, 0) {
					g.Guesses = append(g.Guesses, mustWord(t, "pilot"))
				}
				if r.guesses > 0 {
					g.Guesses = append(g.Guesses, g.Answer)
				} else {
					for range wordle.MaxGuesses {
						g.Guesses = append(g.Guesses, mustWord(t, "pilot"))
					}
				}
				if s.add(r.day, &g) && r.guesses > 0 {
					dist[r.guesses]++
				}
			}
			if s.Played != tc.played || s.Won != tc.won || s.Streak != tc.streak || s.current(tc.today) != tc.current || s.Best != tc.best {
				t.Errorf("played %d won %d streak %d current %d best %d; want %d %d %d %d %d",
					s.Played, s.Won, s.Streak, s.current(tc.today), s.Best, tc.played, tc.won, tc.streak, tc.current, tc.best)
			}
			for k := 1; k <= wordle.MaxGuesses; k++ {
				if s.Dist[k] != dist[k] {
					t.Errorf("distribution %v, want %v", s.Dist, dist)
					break
				}
			}
		})
	}
}

func TestStatsStreaksAndDistribution(t *testing.T) {
	h, clock, _ := newHarness(t)
	text := statsText(t, h, alice, discordgo.EnglishUS)
	for _, want := range []string{"not finished a daily word in this server yet", "**Today, 2026-11-22**", "nobody has finished yet", "Days change at 00:00 UTC"} {
		if !strings.Contains(text, want) {
			t.Errorf("stats before any daily lacks %q:\n%s", want, text)
		}
	}
	// 22 won in 3, 23 in 1, 24 in 2, 25 missed, 26 won in 2.
	for _, r := range []struct {
		guesses int
		win     bool
	}{{3, true}, {1, true}, {2, true}, {6, false}, {2, true}} {
		playDaily(t, h, clock, alice, r.guesses, r.win, time.Minute)
		clock.Advance(24*time.Hour - time.Minute)
	}
	clock.Advance(-24 * time.Hour) // back to the 26th
	// Opening a finished daily again repairs its recording, and must not count it twice.
	openDaily(t, h, alice, "2026-11-26")
	if s := statsOf(t, h, "g", alice.ID); s.Played != 5 || s.Won != 4 || s.Best != 3 || s.Streak != 1 {
		t.Errorf("stats as stored: %+v", s)
	}
	text = statsText(t, h, alice, discordgo.EnglishUS)
	for _, want := range []string{
		"Played 5 · won 80% · days won in a row: 1 now, 3 at best",
		"Guess distribution (days won in 1 to 6 guesses; X, days missed):\n```\n" +
			"1 | 1 ●●●●●●●●●●\n" +
			"2 | 2 ●●●●●●●●●●●●●●●●●●●●\n" +
			"3 | 1 ●●●●●●●●●●\n" +
			"4 | 0\n" +
			"5 | 0\n" +
			"6 | 0\n" +
			"X | 1 ●●●●●●●●●●\n```",
		"**Today, 2026-11-26**",
		"1. <@101> 2/6 in 1 minute",
		"1. <@101> 4 found of 5 played, 15 guesses", // 3+1+2+7+2
	} {
		if !strings.Contains(text, want) {
			t.Errorf("stats lack %q:\n%s", want, text)
		}
	}
	// The streak stays alive through the next day, unplayed, and dies the day after.
	clock.Advance(24 * time.Hour)
	if text := statsText(t, h, alice, discordgo.EnglishUS); !strings.Contains(text, "days won in a row: 1 now, 3 at best") {
		t.Errorf("on the 27th:\n%s", text)
	}
	clock.Advance(24 * time.Hour)
	if text := statsText(t, h, alice, discordgo.EnglishUS); !strings.Contains(text, "days won in a row: 0 now, 3 at best") {
		t.Errorf("on the 28th:\n%s", text)
	}
	// Stats belong to a server: in another one, alice has none.
	resp := h.Serve(commandtest.InGuild(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "stats"), "h"))
	if !strings.Contains(resp.Content, "not finished a daily word in this server yet") {
		t.Errorf("stats in another server:\n%s", resp.Content)
	}
	text = statsText(t, h, alice, discordgo.Korean)
	for _, want := range []string{"나의 오늘의 단어 기록", "플레이 5 · 승률 80% · 연속으로 이긴 날: 지금 0일, 최고 3일", "추측 횟수 분포", "최근 7일", "UTC 0시"} {
		if !strings.Contains(text, want) {
			t.Errorf("Korean stats lack %q:\n%s", want, text)
		}
	}
}

func TestStatsBoards(t *testing.T) {
	h, clock, _ := newHarness(t)
	u := commandtest.User
	// The 22nd: six players, alice last.
	for _, r := range []struct {
		who     *discordgo.User
		guesses int
		win     bool
		took    time.Duration
	}{
		{u("201"), 3, true, 2 * time.Minute},
		{u("202"), 2, true, 5 * time.Minute},
		{u("203"), 3, true, time.Minute},
		{u("204"), 6, false, time.Minute},
		{u("205"), 4, true, time.Minute},
		{alice, 6, false, 9 * time.Minute},
	} {
		playDaily(t, h, clock, r.who, r.guesses, r.win, r.took)
	}
	text := statsText(t, h, alice, discordgo.EnglishUS)
	wantToday := "**Today, 2026-11-22** (fewest guesses, then fastest):\n" +
		"1. <@202> 2/6 in 5 minutes\n" +
		"2. <@203> 3/6 in 1 minute\n" +
		"3. <@201> 3/6 in 2 minutes\n" +
		"4. <@205> 4/6 in 1 minute\n" +
		"5. <@204> X/6 in 1 minute\n" +
		"You: #6 of 6.\n"
	if !strings.Contains(text, wantToday) {
		t.Errorf("today's board, want\n%s\ngot\n%s", wantToday, text)
	}
	if text := statsText(t, h, u("203"), discordgo.EnglishUS); strings.Contains(text, "You: #") {
		t.Errorf("a player on the shown board is told their place again:\n%s", text)
	}

	// The 23rd: 203 wins again, in 2; alice in 4.
	clock.Advance(24 * time.Hour)
	playDaily(t, h, clock, u("203"), 2, true, time.Minute)
	playDaily(t, h, clock, alice, 4, true, time.Minute)
	text = statsText(t, h, alice, discordgo.EnglishUS)
	wantWeek := "**Last 7 days** (most words found, then fewest guesses; a miss counts 7):\n" +
		"1. <@203> 2 found of 2 played, 5 guesses\n" +
		"2. <@202> 1 found of 1 played, 2 guesses\n" +
		"3. <@201> 1 found of 1 played, 3 guesses\n" +
		"4. <@205> 1 found of 1 played, 4 guesses\n" +
		"5. <@101> 1 found of 2 played, 11 guesses\n"
	if !strings.Contains(text, wantWeek) || strings.Contains(text, "You: #") {
		t.Errorf("the week's board, want\n%s\ngot\n%s", wantWeek, text)
	}
	if !strings.Contains(text, "**Today, 2026-11-23** (fewest guesses, then fastest):\n1. <@203> 2/6 in 1 minute\n2. <@101> 4/6 in 1 minute\n") {
		t.Errorf("the 23rd's board:\n%s", text)
	}
	// Other servers keep their own boards.
	if resp := h.Serve(commandtest.InGuild(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "stats"), "h")); strings.Count(resp.Content, "nobody has finished yet") != 2 {
		t.Errorf("another server's boards:\n%s", resp.Content)
	}

	// Six days on, the 22nd has left the week: 204 is gone, the others count the 23rd only.
	clock.Advance(6 * 24 * time.Hour)
	text = statsText(t, h, alice, discordgo.EnglishUS)
	if !strings.Contains(text, "nobody has finished yet.\n\n**Last 7 days**") ||
		!strings.Contains(text, "1. <@203> 1 found of 1 played, 2 guesses\n2. <@101> 1 found of 1 played, 4 guesses\n") ||
		strings.Contains(text, "<@204>") {
		t.Errorf("on the 29th:\n%s", text)
	}
	text = statsText(t, h, alice, discordgo.Korean)
	if !strings.Contains(text, "1. <@203> 1번 중 1번 성공, 추측 2회") {
		t.Errorf("Korean week board:\n%s", text)
	}
}

// TestStatsBoardTies: the day's board ranks by guesses, then the time as it shows it, in whole seconds,
// and the week's by words found, then guesses (it shows no time, so none ranks): the same result shares
// a rank (1, 1, 3), listed within it by who finished first, whatever order the board was stored in; the
// asker further down is told the rank they share.
func TestStatsBoardTies(t *testing.T) {
	t0 := time.Date(2026, 11, 22, 9, 0, 0, 0, time.UTC)
	at := func(m int) time.Time { return t0.Add(time.Duration(m) * time.Minute) }
	sec := func(s float64) time.Duration { return time.Duration(s * float64(time.Second)) }
	day := []struct {
		name    string
		entries []entry // in the board's stored order
		me      string
		lang    i18n.Lang // i18n.English, the zero Lang, when not set
		want    string
	}{{
		name:    "milliseconds apart share a rank",
		entries: []entry{{User: "2", Guesses: 3, Took: sec(39.9), At: at(5)}, {User: "1", Guesses: 3, Took: sec(40.2), At: at(1)}, {User: "3", Guesses: 3, Took: sec(41), At: at(2)}},
		want:    "1. <@1> 3/6 in 40 seconds\n1. <@2> 3/6 in 40 seconds\n3. <@3> 3/6 in 41 seconds\n",
	}, {
		name:    "the same time, fewer guesses first",
		entries: []entry{{User: "1", Guesses: 3, Took: sec(40), At: at(1)}, {User: "2", Guesses: 4, Took: sec(40), At: at(0)}, {User: "3", Guesses: 7, Took: sec(40), At: at(0)}},
		want:    "1. <@1> 3/6 in 40 seconds\n2. <@2> 4/6 in 40 seconds\n3. <@3> X/6 in 40 seconds\n",
	}, {
		name:    "the same time and end, by user id",
		entries: []entry{{User: "2", Guesses: 3, Took: sec(40), At: at(1)}, {User: "1", Guesses: 3, Took: sec(40), At: at(1), Hard: true}},
		want:    "1. <@1> 3/6* in 40 seconds\n1. <@2> 3/6 in 40 seconds\n",
	}, {
		name: "further down, on a shared rank",
		entries: []entry{{User: "1", Guesses: 2, Took: sec(10), At: at(0)}, {User: "2", Guesses: 3, Took: sec(10), At: at(0)},
			{User: "3", Guesses: 3, Took: sec(11), At: at(0)}, {User: "4", Guesses: 3, Took: sec(12), At: at(0)},
			{User: "5", Guesses: 3, Took: sec(20.1), At: at(1)}, {User: "6", Guesses: 3, Took: sec(20.3), At: at(2)},
			{User: "me", Guesses: 3, Took: sec(19.9), At: at(3)}},
		me: "me",
		want: "1. <@1> 2/6 in 10 seconds\n2. <@2> 3/6 in 10 seconds\n3. <@3> 3/6 in 11 seconds\n4. <@4> 3/6 in 12 seconds\n5. <@5> 3/6 in 20 seconds\n" +
			"…and 2 more players with the same result, sharing #5.\nYou: #5 of 7.\n",
	}, {
		name: "a tie past the five",
		entries: []entry{{User: "1", Guesses: 2, Took: sec(10), At: at(0)}, {User: "2", Guesses: 3, Took: sec(10), At: at(0)},
			{User: "3", Guesses: 3, Took: sec(30), At: at(1)}, {User: "4", Guesses: 3, Took: sec(30), At: at(2)},
			{User: "5", Guesses: 3, Took: sec(30), At: at(3)}, {User: "6", Guesses: 3, Took: sec(30), At: at(4)},
			{User: "7", Guesses: 4, Took: sec(5), At: at(0)}},
		want: "1. <@1> 2/6 in 10 seconds\n2. <@2> 3/6 in 10 seconds\n3. <@3> 3/6 in 30 seconds\n3. <@4> 3/6 in 30 seconds\n3. <@5> 3/6 in 30 seconds\n" +
			"…and 1 more player with the same result, sharing #3.\n",
	}, {
		name: "a tie past the five, in Korean",
		entries: []entry{{User: "1", Guesses: 3, Took: sec(30), At: at(0)}, {User: "2", Guesses: 3, Took: sec(30), At: at(1)},
			{User: "3", Guesses: 3, Took: sec(30), At: at(2)}, {User: "4", Guesses: 3, Took: sec(30), At: at(3)},
			{User: "5", Guesses: 3, Took: sec(30), At: at(4)}, {User: "6", Guesses: 3, Took: sec(30), At: at(5)},
			{User: "7", Guesses: 3, Took: sec(30), At: at(6)}},
		lang: i18n.Korean,
		want: "1. <@1> 3/6 (30초)\n1. <@2> 3/6 (30초)\n1. <@3> 3/6 (30초)\n1. <@4> 3/6 (30초)\n1. <@5> 3/6 (30초)\n" +
			"…그리고 같은 기록으로 공동 1위가 2명 더 있습니다.\n",
	}, {
		name: "a tie ending at the fifth",
		entries: []entry{{User: "1", Guesses: 2, Took: sec(10), At: at(0)}, {User: "2", Guesses: 3, Took: sec(10), At: at(0)},
			{User: "3", Guesses: 3, Took: sec(11), At: at(0)}, {User: "4", Guesses: 3, Took: sec(30), At: at(1)},
			{User: "5", Guesses: 3, Took: sec(30), At: at(2)}, {User: "6", Guesses: 3, Took: sec(31), At: at(3)}},
		want: "1. <@1> 2/6 in 10 seconds\n2. <@2> 3/6 in 10 seconds\n3. <@3> 3/6 in 11 seconds\n4. <@4> 3/6 in 30 seconds\n4. <@5> 3/6 in 30 seconds\n",
	}}
	for _, tt := range day {
		t.Run("day/"+tt.name, func(t *testing.T) {
			var sb strings.Builder
			writeToday(&sb, tt.entries, tt.me, tt.lang)
			if sb.String() != tt.want {
				t.Errorf("the day's board:\n%s\nwant:\n%s", sb.String(), tt.want)
			}
		})
	}

	week := []struct {
		name   string
		boards []board // the last seven days, today first
		me     string
		want   string
	}{{
		name: "the same words and guesses share a rank, whatever the time",
		boards: []board{{Entries: []entry{
			{User: "1", Guesses: 3, Took: sec(300), At: at(1)}, {User: "2", Guesses: 3, Took: sec(20), At: at(4)},
			{User: "3", Guesses: 3, Took: sec(60), At: at(2)}, {User: "4", Guesses: 3, Took: sec(10), At: at(5)},
			{User: "5", Guesses: 3, Took: sec(90), At: at(3)}}}},
		want: "1. <@1> 1 found of 1 played, 3 guesses\n1. <@3> 1 found of 1 played, 3 guesses\n1. <@5> 1 found of 1 played, 3 guesses\n" +
			"1. <@2> 1 found of 1 played, 3 guesses\n1. <@4> 1 found of 1 played, 3 guesses\n",
	}, {
		name: "1, 2, 2, 4, by who reached the result first",
		boards: []board{
			{Entries: []entry{{User: "1", Guesses: 2, Took: sec(50), At: at(1)}, {User: "2", Guesses: 4, Took: sec(5), At: at(9)}, {User: "4", Guesses: 5, Took: sec(5), At: at(0)}}},
			{Entries: []entry{{User: "1", Guesses: 3, Took: sec(50), At: at(-1440)}, {User: "3", Guesses: 4, Took: sec(50), At: at(-1440)}}},
		},
		want: "1. <@1> 2 found of 2 played, 5 guesses\n2. <@3> 1 found of 1 played, 4 guesses\n2. <@2> 1 found of 1 played, 4 guesses\n" +
			"4. <@4> 1 found of 1 played, 5 guesses\n",
	}, {
		name: "further down, on a shared rank",
		boards: []board{{Entries: []entry{
			{User: "1", Guesses: 2, Took: sec(9), At: at(1)}, {User: "2", Guesses: 3, Took: sec(9), At: at(2)},
			{User: "3", Guesses: 3, Took: sec(9), At: at(3)}, {User: "4", Guesses: 3, Took: sec(9), At: at(4)},
			{User: "5", Guesses: 3, Took: sec(9), At: at(5)}, {User: "me", Guesses: 3, Took: sec(1), At: at(6)}}}},
		me: "me",
		want: "1. <@1> 1 found of 1 played, 2 guesses\n2. <@2> 1 found of 1 played, 3 guesses\n2. <@3> 1 found of 1 played, 3 guesses\n" +
			"2. <@4> 1 found of 1 played, 3 guesses\n2. <@5> 1 found of 1 played, 3 guesses\n" +
			"…and 1 more player with the same result, sharing #2.\nYou: #2 of 6.\n",
	}, {
		name: "a tie past the five",
		boards: []board{
			{Entries: []entry{{User: "1", Guesses: 3, Took: sec(9), At: at(1)}, {User: "2", Guesses: 3, Took: sec(9), At: at(2)},
				{User: "3", Guesses: 4, Took: sec(9), At: at(3)}, {User: "4", Guesses: 4, Took: sec(9), At: at(4)},
				{User: "5", Guesses: 4, Took: sec(9), At: at(5)}, {User: "6", Guesses: 4, Took: sec(9), At: at(6)},
				{User: "7", Guesses: 4, Took: sec(9), At: at(7)}, {User: "8", Guesses: 5, Took: sec(9), At: at(8)}}},
			{Entries: []entry{{User: "1", Guesses: 4, Took: sec(9), At: at(-1440)}, {User: "2", Guesses: 4, Took: sec(9), At: at(-1440)}}},
		},
		want: "1. <@1> 2 found of 2 played, 7 guesses\n1. <@2> 2 found of 2 played, 7 guesses\n3. <@3> 1 found of 1 played, 4 guesses\n" +
			"3. <@4> 1 found of 1 played, 4 guesses\n3. <@5> 1 found of 1 played, 4 guesses\n…and 2 more players with the same result, sharing #3.\n",
	}, {
		name: "a tie ending at the fifth",
		boards: []board{{Entries: []entry{
			{User: "1", Guesses: 2, Took: sec(9), At: at(1)}, {User: "2", Guesses: 3, Took: sec(9), At: at(2)},
			{User: "3", Guesses: 3, Took: sec(9), At: at(3)}, {User: "4", Guesses: 3, Took: sec(9), At: at(4)},
			{User: "5", Guesses: 3, Took: sec(9), At: at(5)}, {User: "6", Guesses: 4, Took: sec(1), At: at(6)}}}},
		want: "1. <@1> 1 found of 1 played, 2 guesses\n2. <@2> 1 found of 1 played, 3 guesses\n2. <@3> 1 found of 1 played, 3 guesses\n" +
			"2. <@4> 1 found of 1 played, 3 guesses\n2. <@5> 1 found of 1 played, 3 guesses\n",
	}}
	for _, tt := range week {
		t.Run("week/"+tt.name, func(t *testing.T) {
			var sb strings.Builder
			writeWeek(&sb, tt.boards, tt.me, i18n.English)
			if sb.String() != tt.want {
				t.Errorf("the week's board:\n%s\nwant:\n%s", sb.String(), tt.want)
			}
		})
	}
}

// TestAllTimeTies: the all-time board shows five rows; when more players share the last rank shown, it
// says how many more, as the day's and the week's do.
func TestAllTimeTies(t *testing.T) {
	h, clock, _ := newHarness(t)
	for i := range 7 { // seven players, one word found each: all share #1
		playDaily(t, h, clock, commandtest.User(strconv.Itoa(301+i)), 3, true, time.Minute)
	}
	text := statsText(t, h, commandtest.User("301"), discordgo.EnglishUS)
	allTime := text[strings.Index(text, "**All time**"):]
	if strings.Count(allTime, "1. <@3") != 5 || !strings.Contains(allTime, "…and 2 more players with the same result, sharing #1.\n") {
		t.Errorf("the all-time board of seven tied players:\n%s", allTime)
	}
	// 301 finds a second word the next day: five rows, 301 at #1 and four of the other six at #2, and two
	// more of them.
	clock.Advance(24 * time.Hour)
	playDaily(t, h, clock, commandtest.User("301"), 3, true, time.Minute)
	text = statsText(t, h, commandtest.User("302"), discordgo.Korean)
	if allTime := text[strings.Index(text, "**역대 순위**"):]; !strings.Contains(allTime, "…그리고 같은 기록으로 공동 2위가 2명 더 있습니다.") {
		t.Errorf("the all-time board in Korean:\n%s", allTime)
	}
}

// TestDailyTimedFromFirstGuess: the day's board times a daily from its first guess, not from when
// /wordle daily first showed it: alice opens hers just after midnight, in hard mode (chosen before the
// first guess), and finds the word at 18:02 in 3 guesses, the first at 18:01:30; bob opens his at 18:00
// and finds it at 18:01 in 3, the first at 18:00. Alice was faster: 30 seconds to bob's minute.
func TestDailyTimedFromFirstGuess(t *testing.T) {
	h, clock, _ := newHarness(t)
	at := func(hour, min, sec int) {
		clock.Advance(time.Date(2026, 11, 22, hour, min, sec, 0, time.UTC).Sub(clock.Now()))
	}
	at(0, 5, 0)
	aliceResp := h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "daily", opt{"hard", true}))
	answer := gameIn(t, h, dailyKey("g", alice.ID, "2026-11-22")).Game.Answer
	misses := missWords(t, answer, 2)

	at(18, 0, 0)
	bobResp, _ := openDaily(t, h, bob, "2026-11-22")
	bobResp = submitGuess(t, h, bob, bobResp, misses[0])
	at(18, 0, 30)
	bobResp = submitGuess(t, h, bob, bobResp, misses[1])
	at(18, 1, 0)
	submitGuess(t, h, bob, bobResp, answer.String())

	at(18, 1, 30)
	aliceResp = submitGuess(t, h, alice, aliceResp, misses[0])
	aliceResp = submitGuess(t, h, alice, aliceResp, misses[1])
	at(18, 2, 0)
	submitGuess(t, h, alice, aliceResp, answer.String())

	want := "1. <@101> 3/6* in 30 seconds\n2. <@102> 3/6 in 1 minute\n"
	if text := statsText(t, h, alice, discordgo.EnglishUS); !strings.Contains(text, want) {
		t.Errorf("the day's board, want\n%s\ngot\n%s", want, text)
	}
}

// TestEntryTookOfOlderGames: a daily stored before games kept their first guess's arrival is timed from
// when it was first shown, as it was then; a game without a guess counts from its showing too.
func TestEntryTookOfOlderGames(t *testing.T) {
	start := time.Date(2026, 11, 22, 0, 5, 0, 0, time.UTC)
	first := start.Add(18 * time.Hour)
	end := first.Add(time.Minute)
	for _, tt := range []struct {
		name string
		g    game
		want time.Duration
	}{
		{"first guess kept", game{Start: start, First: first, At: end}, time.Minute},
		{"stored before it was kept", game{Start: start, At: end}, end.Sub(start)},
	} {
		if got := tt.g.took(); got != tt.want {
			t.Errorf("%s: took %v, want %v", tt.name, got, tt.want)
		}
	}
}

// TestFirstGuessCommittedLate: of two guesses that commit in the other order than they arrived, the one
// that arrived first starts the daily's time, though it committed second.
func TestFirstGuessCommittedLate(t *testing.T) {
	h, clock, _ := newHarness(t)
	clock.Advance(time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC).Sub(clock.Now()))
	resp, _ := openDaily(t, h, bob, "2026-11-22")
	answer := gameIn(t, h, dailyKey("g", bob.ID, "2026-11-22")).Game.Answer
	misses := missWords(t, answer, 2)
	early := clock.Now() // the arrival of the guess that commits second
	clock.Advance(10 * time.Second)
	resp = submitGuess(t, h, bob, resp, misses[0]) // arrived 10 s after it, committed first
	h.Now = func() time.Time { return early }
	resp = submitGuess(t, h, bob, resp, misses[1])
	h.Now = clock.Now
	clock.Advance(50 * time.Second)
	submitGuess(t, h, bob, resp, answer.String())
	if want := "1. <@102> 3/6 in 1 minute\n"; !strings.Contains(statsText(t, h, bob, discordgo.EnglishUS), want) {
		t.Errorf("the day's board, want %q in\n%s", want, statsText(t, h, bob, discordgo.EnglishUS))
	}
}
