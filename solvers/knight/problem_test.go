package knight

import (
	"errors"
	"strings"
	"testing"
)

func TestParse(t *testing.T) {
	tests := []struct {
		line string
		want Problem
		code Code
	}{
		{"8 1 1", Problem{Board{8, 8}, Square{0, 0}}, ""},
		{"3 4 1 2", Problem{Board{3, 4}, Square{0, 1}}, ""},
		{"  5\t 3 3  ", Problem{Board{5, 5}, Square{2, 2}}, ""},
		{"5000 5000 1 1", Problem{Board{5000, 5000}, Square{0, 0}}, ""},
		{"8 1 1\r", Problem{Board{8, 8}, Square{0, 0}}, ""},
		{"2 1 1", Problem{Board{2, 2}, Square{0, 0}}, ""}, // parses; Solve says there is no tour
		{"", Problem{}, CodeBadFormat},
		{"8 1", Problem{}, CodeBadFormat},
		{"8 1 1 1 1", Problem{}, CodeBadFormat},
		{"8 a 1", Problem{}, CodeBadFormat},
		{"8 1.5 1", Problem{}, CodeBadFormat},
		{"8,1,1", Problem{}, CodeBadFormat},
		{"8 - 1", Problem{}, CodeBadFormat},
		{"0 1 1", Problem{}, CodeBadSize},
		{"-3 1 1", Problem{}, CodeBadSize},
		{"5001 5000 1 1", Problem{}, CodeBoardTooLarge},
		{"99999999999999999999999 1 1", Problem{}, CodeBoardTooLarge},
		{"8 9 1", Problem{}, CodeStartOffBoard},
		{"8 0 1", Problem{}, CodeStartOffBoard},
		{"3 4 3 5", Problem{}, CodeStartOffBoard},
	}
	for _, tt := range tests {
		got, err := Parse(tt.line)
		var ie *InputError
		switch {
		case tt.code == "" && (err != nil || got != tt.want):
			t.Errorf("Parse(%q) = %v, %v; want %v", tt.line, got, err, tt.want)
		case tt.code != "" && (!errors.As(err, &ie) || ie.Code != tt.code):
			t.Errorf("Parse(%q) = %v, %v; want code %q", tt.line, got, err, tt.code)
		}
	}
}

// TestParseTooLong: a number too long to keep is cut short for the checks, and the error carries what was
// written instead, so that its message does not show the cut value.
func TestParseTooLong(t *testing.T) {
	for _, tt := range []struct {
		line string
		code Code
		text string
	}{
		{" 99999999999999999999 1 1 ", CodeBoardTooLarge, "99999999999999999999 1 1"},
		{"3 99999999999999999999 1 1", CodeBoardTooLarge, "3 99999999999999999999 1 1"},
		{"8 99999999999999999999 1", CodeStartOffBoard, "99999999999999999999,1"},
		{"8 4 5 +99999999999999999999", CodeStartOffBoard, "5,+99999999999999999999"},
		{"9000 1 1", CodeBoardTooLarge, ""}, // kept whole: the board says it
		{"8 9 1", CodeStartOffBoard, ""},
		// A line too long for an error message is cut to 40 characters; each number of a start alike.
		{"5 " + strings.Repeat("x", 2990), CodeBadFormat, "5 " + strings.Repeat("x", 38) + "…"},
		{strings.Repeat("9", 3000) + " 1 1", CodeBoardTooLarge, strings.Repeat("9", 40) + "…"},
		{"8 " + strings.Repeat("9", 100) + " " + strings.Repeat("9", 100), CodeStartOffBoard,
			strings.Repeat("9", 40) + "…," + strings.Repeat("9", 40) + "…"},
		{"8 1 한", CodeBadFormat, "8 1 한"},
	} {
		_, err := Parse(tt.line)
		var ie *InputError
		if !errors.As(err, &ie) || ie.Code != tt.code || ie.Text != tt.text {
			t.Errorf("Parse(%q) = %v (text %q), want %s with text %q", tt.line, err, textOf(ie), tt.code, tt.text)
		}
	}
}

func textOf(ie *InputError) string {
	if ie == nil {
		return ""
	}
	return ie.Text
}

func TestProblemString(t *testing.T) {
	for _, line := range []string{"8 1 1", "3 4 1 2", "1 1 1", "5000 3 4999 2"} {
		p, err := Parse(line)
		if err != nil {
			t.Fatalf("Parse(%q): %v", line, err)
		}
		if got := p.String(); got != line {
			t.Errorf("Parse(%q).String() = %q", line, got)
		}
	}
}

// FuzzParse: never a panic; what parses prints back to a line that parses to the same problem.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"8 1 1", "3 4 1 2", " 5 3 3 ", "0 1 1", "x", "1 2 3 4 5", "-1 -1 -1", "+8 +1 +1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		p, err := Parse(line)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) || ie.NoTour() || ie.Error() == "" {
				t.Fatalf("Parse(%q) = %v", line, err)
			}
			return
		}
		back, err := Parse(p.String())
		if err != nil || back != p {
			t.Fatalf("Parse(%q) = %v, but %q parses to %v, %v", line, p, p.String(), back, err)
		}
	})
}
