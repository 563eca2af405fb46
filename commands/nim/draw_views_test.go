package nim

import (
	"strings"
	"testing"
	"unicode/utf8"

	"kibitz/render/rendertest"
)

// viewBoards are the boards of the view goldens: those of the picture goldens, and more heaps than
// there are keycaps.
var viewBoards = []struct {
	name  string
	board boardView
}{
	{"nim_start", boardView{Heaps: []int64{3, 4, 5}}},
	{"nim_last_move", boardView{Heaps: []int64{1, 4, 0, 7}, Last: &markedMove{Heap: 0, Take: 2}}},
	{"nim_large_heaps", boardView{Heaps: []int64{12, 300, 1 << 40, 16}, Last: &markedMove{Heap: 1, Take: 200}}},
	{"nim_analysis", boardView{Heaps: []int64{3, 4, 5}, Grundy: []int64{3, 4, 5}, Winning: &markedMove{Heap: 0, Take: 2}}},
	{"nim_eleven_heaps", boardView{Heaps: []int64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, Last: &markedMove{Heap: 10, Take: 1}}},
}

func TestViewsGolden(t *testing.T) {
	for _, tc := range viewBoards {
		t.Run(tc.name, func(t *testing.T) {
			rendertest.GoldenText(t, tc.name+"_emoji", boardEmoji(tc.board))
			rendertest.GoldenText(t, tc.name+"_text", boardText(tc.board))
		})
	}
}

// TestViewsFit: the largest board of a game in the channel (ten heaps of 2^63-1, one just emptied of
// as many) stays well within a message, and each emoji row within a phone's width.
func TestViewsFit(t *testing.T) {
	heaps := make([]int64, 10)
	for i := range heaps {
		heaps[i] = 1<<63 - 1
	}
	heaps[9] = 0
	b := boardView{Heaps: heaps, Last: &markedMove{Heap: 9, Take: 1<<63 - 1}}
	for name, s := range map[string]string{"emoji": boardEmoji(b), "text": boardText(b)} {
		if n := utf8.RuneCountInString(s); n > 1000 {
			t.Errorf("%s: %d characters", name, n)
		}
	}
	small := boardEmoji(boardView{Heaps: []int64{10, 11}})
	for _, line := range strings.Split(small, "\n") {
		if n := strings.Count(line, emojiStone); n > emojiStones {
			t.Errorf("a row of %d stones: %q", n, line)
		}
	}
	if !strings.Contains(small, "2️⃣ 🔵× **11**") {
		t.Errorf("a heap of 11 is not written as a number: %q", small)
	}
}
