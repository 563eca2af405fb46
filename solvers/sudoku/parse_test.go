package sudoku

import (
	"errors"
	"strings"
	"testing"
)

const (
	easy81   = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"
	easySol  = "534678912672195348198342567859761423426853791713924856961537284287419635345286179"
	pasted9  = "5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n------+-------+------\n8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n7 . . | . 2 . | . . 6\n------+-------+------\n. 6 . | . . . | 2 8 .\n. . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n"
	pretty4  = "1 . | . .\n. . | 2 .\n----+----\n. 3 | . .\n. . | . 4\n"
	line4    = "1......2.3.....4"
	zeros81  = "530070000600195000098000060800060003400803001700020006060000280000419005000080079"
	unicode9 = "53..7....\n6..195...\n.98....6.\n━━━━━━━━━\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79"
)

func TestParseForms(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"one line", easy81, easy81},
		{"zeros as blanks", zeros81, easy81},
		{"pasted with boxes", pasted9, easy81},
		{"code block", "```\n" + pasted9 + "```", easy81},
		{"unicode box lines", unicode9, easy81},
		{"padded", "  " + easy81 + "\r\n", easy81},
		{"4x4 line", line4, line4},
		{"4x4 pretty", pretty4, "1.....2..3.....4"},
		{"16x16 lower case", strings.Repeat(".", 255) + "g", strings.Repeat(".", 255) + "G"},
		{"25x25", "Y" + strings.Repeat(".", 624), "Y" + strings.Repeat(".", 624)},
		{"underscores", strings.Repeat("_", 81), strings.Repeat(".", 81)},
		{"rows split by /", "53..7..../6..195.../.98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79", easy81},
		{"whole rows on each line", "53..7....6..195.../.98....6./8...6...34..8.3..17...2...6/.6....28....419..5....8..79", easy81},
		{"full-width line", "５３．．７．．．．６．．１９５．．．．９８．．．．６．８．．．６．．．３４．．８．３．．１７．．．２．．．６．６．．．．２８．．．．４１９．．５．．．．８．．７９", easy81},
		{"full-width and ASCII mixed, rows split by ／", "５３..７..../6..195...／.98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79", easy81},
		{"full-width letters, either case", "Ｇ" + strings.Repeat("０", 16) + "ａ" + strings.Repeat("＿", 238), "G" + strings.Repeat(".", 16) + "A" + strings.Repeat(".", 238)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := Parse(tt.in)
			if err != nil {
				t.Fatalf("Parse(%q) error: %v", tt.in, err)
			}
			if got := g.String(); got != tt.want {
				t.Errorf("Parse(%q) = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	dupRow := "7.7" + strings.Repeat(".", 78)
	row3 := strings.Repeat(".", 18) + "7....7..." + strings.Repeat(".", 54)
	dupCol := "5" + strings.Repeat(".", 8) + "5" + strings.Repeat(".", 71)
	dupBox := "5........" + ".5......." + strings.Repeat(".", 63)
	// The first duplicate found is the second 1 of row 1; the error counts all three.
	threeOnes := "111" + strings.Repeat(".", 78)
	threeInBox := "5........" + ".5......." + "..5......" + strings.Repeat(".", 54)
	tests := []struct {
		name string
		in   string
		want InputError
	}{
		{"empty", "  \n ", InputError{Code: CodeEmpty}},
		{"80 characters", easy81[:80], InputError{Code: CodeLength, Length: 80, Want: 81, Size: 9}},
		{"3 characters", "123", InputError{Code: CodeLength, Length: 3, Want: 16, Size: 4}},
		{"row 3 has two 7s", row3, InputError{Code: CodeDuplicateInRow, Row: 3, Digit: 7, Count: 2, Size: 9}},
		{"row 1", dupRow, InputError{Code: CodeDuplicateInRow, Row: 1, Digit: 7, Count: 2, Size: 9}},
		{"row 1 has three 1s", threeOnes, InputError{Code: CodeDuplicateInRow, Row: 1, Digit: 1, Count: 3, Size: 9}},
		{"column", dupCol, InputError{Code: CodeDuplicateInColumn, Col: 1, Digit: 5, Count: 2, Size: 9}},
		{"box", dupBox, InputError{Code: CodeDuplicateInBox, Box: 1, Digit: 5, Count: 2, Size: 9}},
		{"box 1 has three 5s", threeInBox, InputError{Code: CodeDuplicateInBox, Box: 1, Digit: 5, Count: 3, Size: 9}},
		{"letter in 9x9", "G" + easy81[1:], InputError{Code: CodeDigitRange, Row: 1, Col: 1, Char: 'G', Size: 9}},
		{"7 in 4x4", "7" + line4[1:], InputError{Code: CodeDigitRange, Row: 1, Col: 1, Char: '7', Size: 4}},
		{"Z, past A-Y, in 25x25", "Z" + strings.Repeat(".", 624), InputError{Code: CodeDigitRange, Row: 1, Col: 1, Char: 'Z', Size: 25}},
		{"z in 9x9", "z" + easy81[1:], InputError{Code: CodeDigitRange, Row: 1, Col: 1, Char: 'z', Size: 9}},
		{"an Arabic-Indic digit", "٥" + easy81[1:], InputError{Code: CodeBadCharacter, Row: 1, Col: 1, Char: '٥'}},
		{"bad character", easy81[:12] + "#" + easy81[13:], InputError{Code: CodeBadCharacter, Row: 2, Col: 4, Char: '#'}},
		{"bad unicode", "가" + easy81[1:], InputError{Code: CodeBadCharacter, Row: 1, Col: 1, Char: '가'}},
		{"full-width 80 cells", strings.Repeat("．", 80), InputError{Code: CodeLength, Length: 80, Want: 81, Size: 9}},
		{"full-width letter in 9x9", "Ｇ" + easy81[1:], InputError{Code: CodeDigitRange, Row: 1, Col: 1, Char: 'G', Size: 9}},
		{"full-width three 1s", "１１１" + strings.Repeat(".", 78), InputError{Code: CodeDuplicateInRow, Row: 1, Digit: 1, Count: 3, Size: 9}},
		{"short row", strings.Replace(pasted9, "4 . . | 8 . 3 | . . 1", "4 . . | 8 . 3 | . .", 1), InputError{Code: CodeRowLength, Row: 5, Length: 8, Size: 9}},
		{"missing row", strings.Replace(pasted9, "7 . . | . 2 . | . . 6\n", "", 1), InputError{Code: CodeRowCount, Rows: 8, Size: 9}},
		{"cells", "1 2 3", InputError{Code: CodeCellCount, Length: 3, Want: 16, Size: 4}},
		{"one row alone", "5 3 . | . 7 . | . . .", InputError{Code: CodeRowCount, Rows: 1, Size: 9}},
		{"one 25x25 row alone", strings.Repeat("A ", 24) + "B", InputError{Code: CodeRowCount, Rows: 1, Size: 25}},
		// Rows marked by / or line breaks are the user's rows: a row too long and the next too short
		// (81 cells in all) are not joined into another grid, solved in silence, but told; lines that
		// hold whole rows (two rows on a line) are read.
		{"a row too short, the next too long", "53..7..../6..195../.98....6../8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79",
			InputError{Code: CodeRowLength, Row: 2, Length: 8, Size: 9}},
		{"a row too long, the next too short", "53..7..../6..195..../98....6./8...6...3/4..8.3..1/7...2...6/.6....28./...419..5/....8..79",
			InputError{Code: CodeRowLength, Row: 2, Length: 10, Size: 9}},
		{"lines that are not whole rows", "53..7....6..195../..98....6.8...6...3/4..8.3..17...2...6.6....28....419..5....8..79",
			InputError{Code: CodeRowLength, Row: 1, Length: 17, Size: 9}},
		{"a grid joined on one line, a row short", strings.ReplaceAll(strings.Replace(pasted9, "8 . . | . 6 . | . . 3\n", "", 1), "\n", " "), InputError{Code: CodeCellCount, Length: 72, Want: 81, Size: 9}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(tt.in)
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("Parse(%q) error = %v, want an *InputError", tt.in, err)
			}
			if *ie != tt.want {
				t.Errorf("Parse(%q) = %+v, want %+v", tt.in, *ie, tt.want)
			}
			// The developer's text names the code; the words for a user are the catalogue's
			// (commands/sudoku/messages.go), tested there.
			if want := "sudoku: " + string(tt.want.Code); !strings.HasPrefix(ie.Error(), want) {
				t.Errorf("Parse(%q).Error() = %q, want it to start with %q", tt.in, ie.Error(), want)
			}
		})
	}
}

func TestStringRoundTrip(t *testing.T) {
	for _, in := range []string{easy81, easySol, line4, "123456789ABCDEFG" + strings.Repeat(".", 240)} {
		g, err := Parse(in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", in, err)
		}
		g2, err := Parse(g.Pretty())
		if err != nil || g2 != g {
			t.Errorf("Parse(Pretty(%s)) = %s, %v; want the same grid", g, g2, err)
		}
		if g.String() != in {
			t.Errorf("Parse(%q).String() = %q", in, g.String())
		}
	}
}

func TestParseBytesAllocs(t *testing.T) {
	line := []byte(easy81)
	var g Grid
	allocs := testing.AllocsPerRun(100, func() {
		if err := ParseBytes(&g, line); err != nil {
			t.Fatal(err)
		}
	})
	if allocs != 0 {
		t.Errorf("ParseBytes allocates %v times per line, want 0", allocs)
	}
}

func TestGridBasics(t *testing.T) {
	var g Grid // the zero Grid is an empty 9x9 grid
	if g.Size() != 9 || g.Len() != 81 || g.Givens() != 0 || g.String() != strings.Repeat(".", 81) {
		t.Errorf("zero Grid = size %d, len %d, givens %d, %q", g.Size(), g.Len(), g.Givens(), g.String())
	}
	g.Set(3, 6, 5)
	if g.At(3, 6) != 5 || (Cell{3, 6}).String() != "r4c7" {
		t.Errorf("Set/At = %d, cell %v", g.At(3, 6), Cell{3, 6})
	}
	if _, err := NewGrid(10); err == nil {
		t.Error("NewGrid(10) = nil error, want an error")
	}
	a, _ := Parse(easySol)
	b := a
	b.Set(0, 0, 9)
	if d := Diff(a, b); len(d) != 1 || d[0] != (Cell{0, 0}) {
		t.Errorf("Diff = %v, want [r1c1]", d)
	}
	if (Unit{Box, 6}).String() != "box 7" {
		t.Errorf("Unit string = %q", Unit{Box, 6}.String())
	}
}

// FuzzParse: Parse never panics; what it accepts prints canonically, parses back to the same grid,
// and has no repeated digit.
func FuzzParse(f *testing.F) {
	for _, s := range []string{easy81, zeros81, pasted9, pretty4, line4, unicode9, "123", "", "가나다", strings.Repeat("G", 256), "５３．．７／６"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		g, err := Parse(s)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("Parse(%q) error %v is not an *InputError", s, err)
			}
			if ie.Error() == "" {
				t.Fatalf("Parse(%q): empty message", s)
			}
			return
		}
		g2, err := Parse(g.String())
		if err != nil || g2 != g {
			t.Fatalf("Parse(%q) = %s; parsing that back = %s, %v", s, g, g2, err)
		}
		if g.Validate() != nil {
			t.Fatalf("Parse(%q) accepted a grid with a repeated digit", s)
		}
	})
}
