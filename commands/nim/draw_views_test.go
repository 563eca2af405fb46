package nim

import (
	"strings"
	"testing"
	"unicode/utf8"

	"kibitz/i18n"
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

// TestViewsDrawTrueCounts: a row too long for the text view draws no more filled stones than the heap
// has left, no more rings than the last move took and no more winning marks than the winning move
// takes, each kind in its place and shortened by an ellipsis, within the width of twelve stones and
// one ellipsis (after kibitz took 199 of 200, the one stone left was drawn as twelve). The emoji view
// writes a large row as a stone and its count, and draws no stone for a heap emptied.
func TestViewsDrawTrueCounts(t *testing.T) {
	b := boardView{Heaps: []int64{0, 4, 5, 1}, Last: &markedMove{Heap: 3, Take: 199}}
	if got, want := strings.Split(boardText(b), "\n")[4], "Heap 4: 1 stone  │ ●○○○○○○○○○○○… −199"; got != want {
		t.Errorf("text row %q, want %q", got, want)
	}
	for _, tt := range []struct {
		heap, taken, take int64
		want              string
	}{
		{1, 199, 0, "●○○○○○○○○○○○…"},
		{0, 200, 0, "○○○○○○○○○○○○…"},
		{1985, 15, 0, "●●●●●●…○○○○○…"},
		{10, 5, 0, "●●●●●●●…○○○○○"},
		{7, 5, 0, "●●●●●●●○○○○○"},
		{300, 0, 3, "●●●●●●●●●…◉◉◉"},
		{2000, 0, 0, "●●●●●●●●●●●●…"},
		{20, 0, 20, "◉◉◉◉◉◉◉◉◉◉◉◉…"},
	} {
		if got := stonesText(tt.heap, tt.taken, tt.take); got != tt.want {
			t.Errorf("stonesText(%d, %d, %d) = %q, want %q", tt.heap, tt.taken, tt.take, got, tt.want)
		}
	}
	for h := int64(0); h <= 40; h++ {
		for taken := int64(0); taken <= 40; taken += 3 {
			for take := int64(0); take <= h; take += 5 {
				got := stonesText(h, taken, take)
				filled, win, rings := int64(strings.Count(got, "●")), int64(strings.Count(got, "◉")), int64(strings.Count(got, "○"))
				switch {
				case filled > h-take || win > take || rings > taken:
					t.Errorf("stonesText(%d, %d, %d) = %q draws more than there is", h, taken, take, got)
				case h+taken <= textStones && (filled != h-take || win != take || rings != taken || strings.Contains(got, "…")):
					t.Errorf("stonesText(%d, %d, %d) = %q: a short row is not drawn whole", h, taken, take, got)
				case (filled == 0) != (h == take) || (win == 0) != (take == 0) || (rings == 0) != (taken == 0):
					t.Errorf("stonesText(%d, %d, %d) = %q leaves a kind out", h, taken, take, got)
				case utf8.RuneCountInString(got) > textStones+1:
					t.Errorf("stonesText(%d, %d, %d) = %q is wider than %d", h, taken, take, got, textStones+1)
				}
			}
		}
	}
	if got := boardEmoji(boardView{Heaps: []int64{0, 3}, Last: &markedMove{Heap: 0, Take: 200}}); strings.Contains(strings.Split(got, "\n")[0], emojiStone) {
		t.Errorf("an emptied heap drawn with a stone: %q", got)
	}
}

// TestViewsGroupAsTheReaderDoes: the counts of the emoji and text views are grouped as the reader's
// language groups digits: a comma in English, a dot in Spanish and Portuguese, where 14,997 would read as
// about fifteen.
func TestViewsGroupAsTheReaderDoes(t *testing.T) {
	for _, tc := range []struct {
		lang       i18n.Lang
		count, cut string
	}{
		{i18n.English, "14,997", "−15,003"},
		{i18n.Spanish, "14.997", "−15.003"},
		{i18n.Portuguese, "14.997", "−15.003"},
	} {
		b := boardView{Heaps: []int64{14997, 3}, Last: &markedMove{Heap: 0, Take: 15003}, Lang: tc.lang}
		for view, got := range map[string]string{"emoji": boardEmoji(b), "text": boardText(b)} {
			if !strings.Contains(got, tc.count) || !strings.Contains(got, tc.cut) {
				t.Errorf("%s in %v: %q, want %q and %q", view, tc.lang, got, tc.count, tc.cut)
			}
		}
	}
}

// TestTextHeapsReadAloud: each row of the text view starts with its heap and count in words ("Heap 1: 3
// stones"), as the heap menu names them, since a screen reader passes over the stones (NVDA's default
// punctuation level says neither ● nor ○) or names each one ("black circle" twelve times), and a row that
// began with two bare numbers ("1 │ 3") was read "1 3". The stones still start in one column.
func TestTextHeapsReadAloud(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.English, i18n.Korean, i18n.Japanese} {
		b := boardView{Heaps: []int64{3, 1, 0, 1000, 5, 6, 7, 8, 9, 10}, Last: &markedMove{Heap: 0, Take: 2}, Lang: lang}
		rows := strings.Split(strings.TrimSuffix(strings.TrimPrefix(boardText(b), "```\n"), "\n```"), "\n")
		if len(rows) != len(b.Heaps) {
			t.Fatalf("%v: %d rows for %d heaps", lang, len(rows), len(b.Heaps))
		}
		col := -1
		for i, row := range rows {
			want := msgHeapOption.F(lang, i+1, stonesOf.N(b.Heaps[i]))
			if !strings.HasPrefix(row, want) {
				t.Errorf("%v: row %q, want it to start %q", lang, row, want)
			}
			at := strings.IndexAny(row, "●○")
			if at < 0 {
				continue
			}
			if c := utf8.RuneCountInString(row[:at]); col < 0 {
				col = c
			} else if c != col {
				t.Errorf("%v: the stones of row %q start in column %d, those above in %d", lang, row, c, col)
			}
		}
	}
}
