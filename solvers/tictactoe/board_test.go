package tictactoe

import (
	"errors"
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
		{"zeros as blanks", "X00000000", "X........"},
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
	_, err := Parse("X.O.Z....")
	if ie := err.(*InputError); ie.Cell != 5 || ie.Char != "Z" {
		t.Errorf("bad character reported at cell %d char %q, want cell 5 char Z", ie.Cell, ie.Char)
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
	if got := won.WinningLine(); len(got) != 3 || got[0] != 0 || got[2] != 2 {
		t.Errorf("WinningLine = %v, want [0 1 2]", got)
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
