package knight

import (
	"errors"
	"testing"
)

func TestSquareNames(t *testing.T) {
	tests := []struct {
		b    Board
		s    Square
		name string
	}{
		{Board{8, 8}, Square{7, 0}, "a1"},
		{Board{8, 8}, Square{0, 7}, "h8"},
		{Board{8, 8}, Square{0, 0}, "a8"},
		{Board{5, 30}, Square{4, 25}, "z1"},
		{Board{5, 30}, Square{4, 26}, "aa1"},
		{Board{100, 800}, Square{0, 701}, "zz100"},
		{Board{100, 800}, Square{0, 702}, "aaa100"},
	}
	for _, tt := range tests {
		if got := tt.b.Name(tt.s); got != tt.name {
			t.Errorf("%v.Name(%v) = %q, want %q", tt.b, tt.s, got, tt.name)
		}
		if got, err := tt.b.ParseSquare(tt.name); err != nil || got != tt.s {
			t.Errorf("%v.ParseSquare(%q) = %v, %v; want %v", tt.b, tt.name, got, err, tt.s)
		}
		if got, err := tt.b.ParseSquare(tt.s.String()); err != nil || got != tt.s {
			t.Errorf("%v.ParseSquare(%q) = %v, %v; want %v", tt.b, tt.s.String(), got, err, tt.s)
		}
	}
}

func TestParseSquare(t *testing.T) {
	b := Board{8, 10}
	tests := []struct {
		text string
		want Square
		code Code
	}{
		{"a1", Square{7, 0}, ""},
		{"J8", Square{0, 9}, ""},
		{" c3 ", Square{5, 2}, ""},
		{"1,1", Square{0, 0}, ""},
		{" 8 , 10 ", Square{7, 9}, ""},
		{"k1", Square{}, CodeStartOffBoard},
		{"a9", Square{}, CodeStartOffBoard},
		{"a0", Square{}, CodeStartOffBoard},
		{"0,1", Square{}, CodeStartOffBoard},
		{"9,1", Square{}, CodeStartOffBoard},
		{"", Square{}, CodeBadSquare},
		{"a", Square{}, CodeBadSquare},
		{"1", Square{}, CodeBadSquare},
		{"a-1", Square{}, CodeBadSquare},
		{"a+1", Square{}, CodeBadSquare},
		{"1a", Square{}, CodeBadSquare},
		{"x,2", Square{}, CodeBadSquare},
		{"1,2,3", Square{}, CodeBadSquare},
		{"é1", Square{}, CodeBadSquare},
		// Too long to keep, yet a square's shape: off the board, not "not a square".
		{"zzzzzzzzzzzz1", Square{}, CodeStartOffBoard},
		{"99999999999999999999,1", Square{}, CodeStartOffBoard},
		{"1,-99999999999999999999", Square{}, CodeStartOffBoard},
		{"a99999999999999999999", Square{}, CodeStartOffBoard},
		{"a1x", Square{}, CodeBadSquare},
	}
	for _, tt := range tests {
		got, err := b.ParseSquare(tt.text)
		var ie *InputError
		switch {
		case tt.code == "" && (err != nil || got != tt.want):
			t.Errorf("ParseSquare(%q) = %v, %v; want %v", tt.text, got, err, tt.want)
		case tt.code != "" && (!errors.As(err, &ie) || ie.Code != tt.code):
			t.Errorf("ParseSquare(%q) = %v, %v; want code %q", tt.text, got, err, tt.code)
		}
	}
}

// FuzzParseSquare: never a panic; a square read back is on the board and its two names read back to it.
func FuzzParseSquare(f *testing.F) {
	for _, s := range []string{"a1", "h8", "aa30", "1,1", " 3 , 5 ", "z0", "-1,2", "a-1"} {
		f.Add(s, uint16(30), uint16(30))
	}
	f.Fuzz(func(t *testing.T, text string, rows, cols uint16) {
		b := Board{int(rows%1000) + 1, int(cols%1000) + 1}
		s, err := b.ParseSquare(text)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) || ie.Code != CodeBadSquare && ie.Code != CodeStartOffBoard {
				t.Fatalf("ParseSquare(%q) = %v", text, err)
			}
			return
		}
		if !b.Contains(s) {
			t.Fatalf("ParseSquare(%q) = %v, off the %v board", text, s, b)
		}
		for _, name := range []string{b.Name(s), s.String()} {
			if back, err := b.ParseSquare(name); err != nil || back != s {
				t.Fatalf("ParseSquare(%q) = %v, %v; want %v", name, back, err, s)
			}
		}
	})
}
