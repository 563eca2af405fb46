package knight

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"kibitz/render/rendertest"
	"kibitz/solvers/knight"
)

// TestViewsGolden writes the text and emoji views of the tours the pictures are tested on, and of the
// smallest board: numbers, labels and alignment (one and two digits, two-letter files), the quarters, and
// the emoji grid of boards too large for one emoji a square.
func TestViewsGolden(t *testing.T) {
	a1 := func(rows int) knight.Square { return knight.Square{Row: rows - 1} }
	for _, tc := range []struct {
		name       string
		rows, cols int
		start      knight.Square
		closed     bool
		method     knight.Method
		text       bool
	}{
		{"knight_1x1", 1, 1, knight.Square{}, false, knight.MethodAuto, true},
		{"knight_5x5", 5, 5, knight.Square{Row: 2, Col: 2}, false, knight.MethodAuto, true},
		{"knight_8x8", 8, 8, a1(8), false, knight.MethodAuto, true},
		{"knight_6x6_closed", 6, 6, knight.Square{Row: 3, Col: 2}, true, knight.MethodConstruct, true},
		{"knight_4x9", 4, 9, a1(4), false, knight.MethodAuto, true},
		{"knight_12x12", 12, 12, a1(12), false, knight.MethodAuto, true},
		{"knight_3x30", 3, 30, a1(3), false, knight.MethodAuto, true},
		{"knight_30x30_closed", 30, 30, a1(30), true, knight.MethodConstruct, false},
		{"knight_40x5", 40, 5, a1(40), false, knight.MethodAuto, false},
		{"knight_3x1600", 3, 1600, knight.Square{Row: 1, Col: 800}, false, knight.MethodAuto, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tour := testTour(t, tc.rows, tc.cols, tc.start, tc.closed, tc.method)
			emoji := tourEmoji(tour)
			rendertest.GoldenText(t, tc.name+".emoji", emoji)
			lines := strings.Split(emoji, "\n")
			if len(lines) > emojiMaxRows {
				t.Errorf("%d rows of emoji", len(lines))
			}
			for _, l := range lines {
				if n := emojiCount(l); n > emojiMaxCols {
					t.Errorf("a row of %d emoji: %s", n, l)
				}
			}
			// The start shows once; the end too, unless it shares the start's emoji on a scaled grid.
			gw, gh := emojiCells(tour.Board)
			cell := func(s knight.Square) [2]int { return [2]int{s.Row * gh / tc.rows, s.Col * gw / tc.cols} }
			ends := 1
			if cell(tour.Start) == cell(tour.End()) {
				ends = 0
			}
			if strings.Count(emoji, emojiStart) != 1 || strings.Count(emoji, emojiEnd) != ends {
				t.Errorf("the start and end are not marked once each (end shown: %d):\n%s", ends, emoji)
			}
			if tc.text {
				rendertest.GoldenText(t, tc.name+".text", tourText(tour))
			}
		})
	}
}

// emojiCount counts the emoji of a row of the emoji view, whatever their length in runes (a keycap is
// three).
func emojiCount(row string) int {
	n := 0
	for _, e := range append([]string{emojiStart, emojiEnd}, emojiQuarters[:]...) {
		n += strings.Count(row, e)
	}
	return n
}

// TestEmojiQuartersAreNumbers: the emoji view tells the quarters of the tour apart by number (1️⃣ to 4️⃣),
// which a screen reader reads and which do not rely on telling colours apart: 🟦🟪🟥🟧 were read as their
// colours' names and blur under red-green colour blindness. A row of 12 is within a message's room.
func TestEmojiQuartersAreNumbers(t *testing.T) {
	for i, e := range emojiQuarters {
		if want := strconv.Itoa(i+1) + "\uFE0F\u20E3"; e != want {
			t.Errorf("quarter %d is %q, want the keycap %q", i+1, e, want)
		}
	}
	tour := testTour(t, 8, 8, knight.Square{Row: 7}, false, knight.MethodAuto)
	for _, l := range strings.Split(tourEmoji(tour), "\n") {
		if emojiCount(l) != 8 || utf8.RuneCountInString(l) > 3*emojiMaxCols {
			t.Errorf("a row of %d emoji in %d runes: %s", emojiCount(l), utf8.RuneCountInString(l), l)
		}
	}
}

// TestTextNumbers reads the numbers back from the text view: every square's place in the tour, in
// rows from the top, each row after its rank.
func TestTextNumbers(t *testing.T) {
	tour := testTour(t, 7, 9, knight.Square{Row: 6}, false, knight.MethodAuto)
	lines := strings.Split(strings.Trim(tourText(tour), "`\n"), "\n")
	order := tour.Order()
	if len(lines) != 8 {
		t.Fatalf("%d lines, want 7 ranks and the files", len(lines))
	}
	for r, l := range lines[:7] {
		f := strings.Fields(l)
		if len(f) != 10 || f[0] != strconv.Itoa(7-r) {
			t.Fatalf("rank line %q", l)
		}
		for c, n := range f[1:] {
			if want := strconv.Itoa(int(order[r*9+c])); n != want {
				t.Errorf("rank %d file %d: %s, want %s", 7-r, c+1, n, want)
			}
		}
	}
	if got := strings.Join(strings.Fields(lines[7]), ""); got != "abcdefghi" {
		t.Errorf("files %q", lines[7])
	}
}
