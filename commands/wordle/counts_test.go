package wordle

import (
	"strings"
	"testing"
	"time"

	"github.com/bwmarrin/discordgo"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/solvers/wordle"
)

// TestCounts checks every count and duration of /wordle's replies at its boundaries, 1 and 2 (and 0
// where it occurs), in both languages. The week's board said "1 guesses", and durations read "1m0s".
func TestCounts(t *testing.T) {
	t.Run("assist solved", func(t *testing.T) {
		h, _, _ := newHarness(t)
		for _, tc := range []struct {
			rows   []string
			en, ko string
		}{
			{[]string{"crane=ggggg"}, "Solved in 1 guess!", "1번 만에 풀었습니다!"},
			{[]string{"crane=bybbb", "world=ggggg"}, "Solved in 2 guesses!", "2번 만에 풀었습니다!"},
		} {
			for i, r := range tc.rows {
				guess, fb, _ := strings.Cut(r, "=")
				en := assist(h, alice, guess, fb)
				if i == len(tc.rows)-1 && !strings.Contains(en.Content, tc.en) {
					t.Errorf("%v: %q lacks %q", tc.rows, en.Content, tc.en)
				}
			}
			h.Serve(commandtest.CommandIn(alice, discordgo.EnglishUS, "wordle", "reset"))
			for i, r := range tc.rows {
				guess, fb, _ := strings.Cut(r, "=")
				ko := h.Serve(commandtest.CommandIn(alice, discordgo.Korean, "wordle", "assist", opt{"guess", guess}, opt{"feedback", fb}))
				if i == len(tc.rows)-1 && !strings.Contains(ko.Content, tc.ko) {
					t.Errorf("%v: %q lacks %q", tc.rows, ko.Content, tc.ko)
				}
			}
		}
	})

	t.Run("boards", func(t *testing.T) {
		h, clock, _ := newHarness(t)
		u := commandtest.User
		playDaily(t, h, clock, u("201"), 1, true, 0) // one guess: no time
		playDaily(t, h, clock, u("202"), 2, true, 65*time.Second)
		playDaily(t, h, clock, u("203"), 6, false, 2*time.Minute)
		for _, tc := range []struct {
			locale discordgo.Locale
			want   []string
		}{
			{discordgo.EnglishUS, []string{
				"1. <@201> 1/6 in less than a second\n2. <@202> 2/6 in 1 minute 5 seconds\n3. <@203> X/6 in 2 minutes\n",
				"1. <@201> 1 found of 1 played, 1 guess\n2. <@202> 1 found of 1 played, 2 guesses\n3. <@203> 0 found of 1 played, 7 guesses\n",
				"Played 1 · won 100% · days won in a row: 1 now, 1 at best"}},
			{discordgo.Korean, []string{
				"1. <@201> 1/6 (1초 미만)\n2. <@202> 2/6 (1분 5초)\n3. <@203> X/6 (2분)\n",
				"1. <@201> 1번 중 1번 성공, 추측 1회\n2. <@202> 1번 중 1번 성공, 추측 2회\n3. <@203> 1번 중 0번 성공, 추측 7회\n"}},
		} {
			text := statsText(t, h, u("201"), tc.locale)
			for _, want := range tc.want {
				if !strings.Contains(text, want) {
					t.Errorf("%s stats lack\n%s\ngot\n%s", tc.locale, want, text)
				}
			}
		}
	})

	t.Run("hard mode", func(t *testing.T) {
		for _, tc := range []struct {
			count  int
			en, ko string
		}{
			{1, "Hard mode: SENSE must contain the revealed E", "SENSE에는 드러난 글자(E)가 들어가야 합니다"},
			{2, "Hard mode: SENSE must contain E 2 times, as revealed", "SENSE에는 글자(E)가 2번 들어가야 합니다"},
		} {
			got := errorText(&wordle.InputError{Code: wordle.CodeHardMissing, Word: "sense", Letter: "e", Count: tc.count}, false)
			if !strings.Contains(got.In(i18n.English), tc.en) || !strings.Contains(got.In(i18n.Korean), tc.ko) {
				t.Errorf("count %d: %q / %q", tc.count, got.En, got.Ko)
			}
		}
	})
}
