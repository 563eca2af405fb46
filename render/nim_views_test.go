package render

import (
	"strings"
	"testing"
	"unicode/utf8"

	"kibitz/i18n"
)

// nimViewBoards are the boards of the view goldens: those of the picture goldens, and more heaps than
// there are keycaps.
var nimViewBoards = []struct {
	name  string
	board NimBoard
}{
	{"nim_start", NimBoard{Heaps: []int64{3, 4, 5}}},
	{"nim_last_move", NimBoard{Heaps: []int64{1, 4, 0, 7}, Last: &NimMove{Heap: 0, Take: 2}}},
	{"nim_large_heaps", NimBoard{Heaps: []int64{12, 300, 1 << 40, 16}, Last: &NimMove{Heap: 1, Take: 200}}},
	{"nim_analysis", NimBoard{Heaps: []int64{3, 4, 5}, Grundy: []int64{3, 4, 5}, Winning: &NimMove{Heap: 0, Take: 2}}},
	{"nim_eleven_heaps", NimBoard{Heaps: []int64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, Last: &NimMove{Heap: 10, Take: 1}}},
}

func TestNimViewsGolden(t *testing.T) {
	for _, tc := range nimViewBoards {
		t.Run(tc.name, func(t *testing.T) {
			checkGoldenText(t, tc.name+"_emoji", NimEmoji(tc.board))
			checkGoldenText(t, tc.name+"_text", NimText(tc.board))
		})
	}
}

// TestNimViewsFit: the largest board of a game in the channel (ten heaps of 2^63-1, one just emptied of
// as many) stays well within a message, and each emoji row within a phone's width.
func TestNimViewsFit(t *testing.T) {
	heaps := make([]int64, 10)
	for i := range heaps {
		heaps[i] = 1<<63 - 1
	}
	heaps[9] = 0
	b := NimBoard{Heaps: heaps, Last: &NimMove{Heap: 9, Take: 1<<63 - 1}}
	for name, s := range map[string]string{"emoji": NimEmoji(b), "text": NimText(b)} {
		if n := utf8.RuneCountInString(s); n > 1000 {
			t.Errorf("%s: %d characters", name, n)
		}
	}
	small := NimEmoji(NimBoard{Heaps: []int64{10, 11}})
	for _, line := range strings.Split(small, "\n") {
		if n := strings.Count(line, nimEmojiStone); n > nimEmojiStones {
			t.Errorf("a row of %d stones: %q", n, line)
		}
	}
	if !strings.Contains(small, "2️⃣ 🔵× **11**") {
		t.Errorf("a heap of 11 is not written as a number: %q", small)
	}
}

// TestGroupDigits: the pictures and views group digits as the messages do (i18n.Group).
func TestGroupDigits(t *testing.T) {
	for _, v := range []int64{0, 7, 999, 1000, 1234, 12345, 1234567, 1<<63 - 1, -1, -1234, -1 << 63} {
		if got, want := GroupDigits(v), i18n.Group(v); got != want {
			t.Errorf("GroupDigits(%d) = %q, i18n.Group %q", v, got, want)
		}
	}
}
