package tictactoe

import (
	"errors"
	"slices"
	"testing"
)

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
	}{
		{"empty", ".........", "........."},
		{"lower case and dashes", "x-o------", "X.O......"},
		{"pasted grid", "X|.|O\n.|X|.\n.|.|O", "X.O.X...O"},
		{"slashes and spaces", "XOX / OXO / ...", "XOXOXO..."},
		// What a Japanese keyboard types: full-width marks, dots, bars and the ideographic space.
		{"full-width", "Ｘ．Ｏ．．．．．．", "X.O......"},
		{"full-width grid", "ｘ｜－｜ｏ\n．　Ｘ　．／．．．", "X.O.X...."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b, err := Parse(tc.in)
			if err != nil || b.String() != tc.want {
				t.Errorf("Parse(%q) = %v, %v; want %s", tc.in, b, err, tc.want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		code     Code
	}{
		{"too short", "X.O", CodeLength},
		{"too long", "..........", CodeLength},
		{"bad character", "X.O.Z....", CodeBadCharacter},
		// 0 looks like O, and a board typed with it meant O more often than an empty cell: neither is
		// guessed, the message says which is which.
		{"zero", "XOX0.....", CodeBadCharacter},
		{"full-width zero", "XOX０.....", CodeBadCharacter},
		{"O first", "O........", CodeCounts},
		{"X twice ahead", "XX.......", CodeCounts},
		{"two winners", "XXXOOO...", CodeTwoWinners},
		{"X won but O moved", "XXXOO.O..", CodeAfterWin},
		{"O won but X moved", "OOOXX.XX.", CodeAfterWin},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.in)
			var ie *InputError
			if !errors.As(err, &ie) || ie.Code != tc.code {
				t.Fatalf("Parse(%q) error = %v, want code %s", tc.in, err, tc.code)
			}
			if ie.Error() == "" {
				t.Error("empty message")
			}
		})
	}
	for _, tc := range []struct {
		in   string
		cell int
		char string
	}{
		{"X.O.Z....", 5, "Z"},
		{"Ｘ．Ｏ．Ｚ．．．．", 5, "Ｚ"}, // as typed, though read as Z
		{"X.O한.....", 4, "한"},
	} {
		_, err := Parse(tc.in)
		if ie := err.(*InputError); ie.Cell != tc.cell || ie.Char != tc.char {
			t.Errorf("Parse(%q): bad character reported at cell %d char %q, want cell %d char %q", tc.in, ie.Cell, ie.Char, tc.cell, tc.char)
		}
	}
}

func TestPlay(t *testing.T) {
	var b Board
	b, ok := b.Play(4)
	if !ok || b.String() != "....X...." || b.ToMove() != O {
		t.Fatalf("Play(4) on empty = %v, %v", b, ok)
	}
	if _, ok := b.Play(4); ok {
		t.Error("Play on a taken cell succeeded")
	}
	if _, ok := b.Play(9); ok {
		t.Error("Play off the board succeeded")
	}
	won, _ := Parse("XXXOO....")
	if _, ok := won.Play(8); ok {
		t.Error("Play after a win succeeded")
	}
}

// TestWinningLines: every complete line, in the order rows, columns, diagonals; a last move can complete
// two at once (the bottom row and the right column of OOXOOXXXX, X's fifth mark on cell 9).
func TestWinningLines(t *testing.T) {
	for _, tc := range []struct {
		board string
		want  [][3]int
	}{
		{"XXXOO....", [][3]int{{0, 1, 2}}},
		{"OOXOOXXXX", [][3]int{{6, 7, 8}, {2, 5, 8}}},
		{"XOOXXOXOX", [][3]int{{0, 3, 6}, {0, 4, 8}}},
		{"XOXXOOOXX", nil},
		{".........", nil},
	} {
		b, err := Parse(tc.board)
		if err != nil {
			t.Fatal(err)
		}
		if got := b.WinningLines(); !slices.Equal(got, tc.want) {
			t.Errorf("Parse(%q).WinningLines() = %v, want %v", tc.board, got, tc.want)
		}
	}
	// Of the finished boards a game can reach, 22 have two lines and none has more.
	seen := map[Board]bool{}
	two := 0
	var walk func(b Board)
	walk = func(b Board) {
		if seen[b] {
			return
		}
		seen[b] = true
		if lines := len(b.WinningLines()); lines > 0 || b.Full() {
			if lines > 2 || lines > 0 && (b.Winner() == Empty) {
				t.Errorf("%v: %d lines, winner %v", b, lines, b.Winner())
			}
			if lines == 2 {
				two++
			}
			return
		}
		for i := range 9 {
			if next, ok := b.Play(i); ok {
				walk(next)
			}
		}
	}
	walk(Board{})
	if two != 22 {
		t.Errorf("%d reachable finished boards have two lines, want 22", two)
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{".........", "XOX/OXO/...", "X.O.Z....", "xxxooo...", "", "|||"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		b, err := Parse(s)
		if err != nil {
			return
		}
		again, err := Parse(b.String())
		if err != nil || again != b {
			t.Fatalf("round trip of %q: %v, %v", b.String(), again, err)
		}
		if b.count(X)-b.count(O) > 1 || b.count(O) > b.count(X) {
			t.Fatalf("Parse(%q) accepted impossible counts", s)
		}
	})
}
