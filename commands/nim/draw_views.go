package nim

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"kibitz/i18n"
	"kibitz/router"
)

// The two other views of a Nim board (docs/architecture.md §3, commands.Show): an emoji row per heap, and
// monospace text in a code block. Like the picture they show the heaps numbered from 1, the stones of
// each, its count, the stones the last move took and those a winning move would take; the Grundy values
// are left to the message's own table (commands/nim's analysis). The emoji are the same in every
// language, numbers and symbols only; the text starts each heap's line with words a screen reader says.

// Stones drawn one by one in a row; a larger heap is written as a number. Ten emoji and the heap's label
// and count stay within a phone's width; the text view, in a narrower font, takes a dozen.
const (
	emojiStones = 10
	textStones  = 12
)

// The emoji of a Nim board: standard Unicode emoji, in the picture's colours. A stone is blue, a stone
// the last move took a red ring (drawn after the stones left, as in the picture), a stone a winning move
// takes green.
const (
	emojiStone = "🔵"
	emojiTaken = "⭕"
	emojiTake  = "🟢"
)

// heapKeycaps label heaps 1 to 10; later heaps are labelled "11." and so on.
var heapKeycaps = []string{"1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"}

// boardEmoji is the board as emoji, one line per heap: its number, a stone per object up to ten (a larger
// heap as "🔵×" and its count, and a heap a large move emptied as its count alone), the count in bold, and
// "−k" after a heap the last move or the winning move takes k from:
//
//	1️⃣ 🔵⭕⭕ **1** −2
//	2️⃣ 🔵🔵🔵🔵 **4**
//	3️⃣ 🔵× **1,000** −200
func boardEmoji(b boardView) string {
	lines := make([]string, len(b.Heaps))
	for i, h := range b.Heaps {
		row := marksOf(b, i)
		label := strconv.Itoa(i+1) + "."
		if i < len(heapKeycaps) {
			label = heapKeycaps[i]
		}
		var sb strings.Builder
		sb.WriteString(label + " ")
		switch {
		case h+row.taken > emojiStones && h == 0:
			// Nothing left: no stone, as for any empty heap; "−k" says what was taken.
		case h+row.taken > emojiStones:
			sb.WriteString(emojiStone + "× ")
		case h+row.taken > 0:
			sb.WriteString(strings.Repeat(emojiStone, int(h-row.take)) + strings.Repeat(emojiTake, int(row.take)) +
				strings.Repeat(emojiTaken, int(row.taken)) + " ")
		}
		sb.WriteString("**" + i18n.GroupIn(b.Lang, h) + "**" + row.delta(b.Lang))
		lines[i] = sb.String()
	}
	return strings.Join(lines, "\n")
}

// boardText is the board as monospace text in a code block, one line per heap: the heap and its count in
// words, as the heap menu names them (msgHeapOption: "Heap 1: 3 stones", "1번 더미: 돌 3개"), then a rule
// and its stones (stonesText: ● left, ◉ taken by the winning move, ○ taken by the last move), and "−k" as
// in boardEmoji:
//
//	Heap 1: 3 stones     │ ●●●
//	Heap 2: 4 stones     │ ●●●●
//	Heap 3: 1 stone      │ ●○○○○○○○○○○○… −199
//	Heap 4: 1,985 stones │ ●●●●●●●●●●●●…
//
// The words come first for a screen reader, which passes over the stones (NVDA's default punctuation
// level says neither ● nor ○) or names each one ("black circle", twelve times): a line that began with
// the heap's number and its count alone ("1 │ 3") was read "1 3". The labels are padded to one width, so
// that the stones start in one column; in Korean and Japanese too, whose labels differ only in their
// ASCII digits. An empty heap's line is its words alone.
//
// A board whose lines in words would not fit in a message (an analysis of about 90 heaps or more) is
// written as compactText writes it, which holds twice as many heaps, rather than not shown at all.
func boardText(b boardView) string {
	labels := make([]string, len(b.Heaps))
	width := 0
	for i, h := range b.Heaps {
		labels[i] = msgHeapOption.F(b.Lang, i+1, stonesOf.N(h))
		width = max(width, utf8.RuneCountInString(labels[i]))
	}
	var sb strings.Builder
	sb.WriteString("```\n")
	for i, h := range b.Heaps {
		row := marksOf(b, i)
		line := labels[i]
		if stones := stonesText(h, row.taken, row.take); stones != "" {
			line += strings.Repeat(" ", width-utf8.RuneCountInString(labels[i])) + " │ " + stones
		}
		sb.WriteString(line + row.delta(b.Lang) + "\n")
	}
	sb.WriteString("```")
	if utf8.RuneCountInString(sb.String()) > router.MaxContent-textRoom {
		return compactText(b)
	}
	return sb.String()
}

// textRoom is what a board in text leaves of a message for the lines around it: its legend and the line
// that says it is shown as text rather than as emoji or a picture.
const textRoom = 300

// compactText is the board as boardText writes it, in numbers alone: each heap's number, a rule, its
// count right-aligned, then its stones and "−k":
//
//	1 │     1 ●○○ −2
//	2 │     4 ●●●●
//
// One rule between the number and the count, none between the count and its stones, keeps a row a few
// characters shorter than the emoji one, so a board too long for a message as emoji may fit as text.
func compactText(b boardView) string {
	labelW, countW := len(strconv.Itoa(len(b.Heaps))), 1
	counts := make([]string, len(b.Heaps))
	for i, h := range b.Heaps {
		counts[i] = i18n.GroupIn(b.Lang, h)
		countW = max(countW, len(counts[i]))
	}
	var sb strings.Builder
	sb.WriteString("```\n")
	for i, h := range b.Heaps {
		row := marksOf(b, i)
		line := padLeft(strconv.Itoa(i+1), labelW) + " │ " + padLeft(counts[i], countW) + " "
		line += stonesText(h, row.taken, row.take)
		sb.WriteString(strings.TrimRight(line+row.delta(b.Lang), " ") + "\n")
	}
	sb.WriteString("```")
	return sb.String()
}

// stonesText draws a heap of h stones in the text view, take of them marked for the winning move, after
// a last move that took taken: a ● per stone left, then a ◉ per stone the winning move takes, then a ○ per
// stone taken. Up to twelve in all are drawn one by one. A longer row keeps within the width of twelve
// and an ellipsis, and stays true: each kind is drawn, none more often than it counts, and a kind drawn
// short is followed by "…" (the count and "−k" beside the row give the numbers). The width is shared
// from the smallest kind up, each drawn whole when its share holds it, so a heap of 1 after a move of 199
// is ●○○○○○○○○○○○…, never twelve ● (as it was when a long row was drawn as the stones left alone).
func stonesText(h, taken, take int64) string {
	kinds := []struct {
		mark string
		n    int64
	}{{"●", h - take}, {"◉", take}, {"○", taken}}
	if h+taken <= textStones {
		var sb strings.Builder
		for _, k := range kinds {
			sb.WriteString(strings.Repeat(k.mark, int(k.n)))
		}
		return sb.String()
	}
	order := []int{0, 1, 2} // the kinds drawn, from the smallest
	order = slices.DeleteFunc(order, func(i int) bool { return kinds[i].n == 0 })
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(kinds[a].n, kinds[b].n) })
	room := int64(textStones + 1) // cells, an ellipsis taking one
	drawn := make([]string, len(kinds))
	for left, i := range order {
		share := room / int64(len(order)-left)
		if kinds[i].n <= share {
			drawn[i] = strings.Repeat(kinds[i].mark, int(kinds[i].n))
			room -= kinds[i].n
			continue
		}
		drawn[i] = strings.Repeat(kinds[i].mark, int(share-1)) + "…"
		room -= share
	}
	return strings.Join(drawn, "")
}

// rowMarks is what a heap's row marks: the stones the last move took (gone, drawn after the others) and
// those the winning move takes (still there, the last of the heap).
type rowMarks struct{ taken, take int64 }

func marksOf(b boardView, i int) rowMarks {
	var r rowMarks
	if b.Last != nil && b.Last.Heap == i {
		r.taken = b.Last.Take
	}
	if b.Winning != nil && b.Winning.Heap == i {
		r.take = min(b.Winning.Take, b.Heaps[i])
	}
	return r
}

// delta is " −k" for a row with a move, the amount it took or takes.
func (r rowMarks) delta(lang i18n.Lang) string {
	if k := max(r.taken, r.take); k > 0 {
		return " −" + i18n.GroupIn(lang, k)
	}
	return ""
}

// padLeft right-aligns s in width columns (the labels and counts are ASCII).
func padLeft(s string, width int) string {
	return strings.Repeat(" ", max(0, width-utf8.RuneCountInString(s))) + s
}
