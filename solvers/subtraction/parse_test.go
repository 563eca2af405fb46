package subtraction

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"kibitz/solvers/internal/inputerr/inputerrtest"
)

// wantCode checks that err is an *InputError with the code (and, when given, the index).
func wantCode(t *testing.T, call string, err error, code Code, index int) {
	t.Helper()
	inputerrtest.Want(t, call, err, code, index, func(e *InputError) (Code, int) { return e.Code, e.Index })
}

// The syntax cases (separators, spaces, signs, powers, ranges) are solvers/internal/numtext's
// (numtext_test.go); the cases here are this package's own: its bounds, its fields, one case a code.

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want MoveSet
	}{
		{"1,2,5", MoveSet{1, 2, 5}},
		{"5 2 1 2", MoveSet{1, 2, 5}},
		{"1-3", MoveSet{1, 2, 3}},
		{"1-3, 7, 9-10", MoveSet{1, 2, 3, 7, 9, 10}},
		{"1000000", MoveSet{MaxMove}},
		{strings.Repeat("1-255,", 20), func() MoveSet {
			var m MoveSet
			for i := int64(1); i <= 255; i++ {
				m = append(m, i)
			}
			return m
		}()},
	}
	for _, tc := range tests {
		got, err := Parse(strings.TrimSuffix(tc.in, ","))
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("Parse(%.20q) = %v, %v, want %v", tc.in, got, err, tc.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in    string
		code  Code
		index int
	}{
		{"", CodeEmpty, 0},
		{"1,0", CodeTooSmall, 2},
		{"1000001", CodeTooLarge, 1},
		{"3-1", CodeBadRange, 1},
		{"1-0", CodeBadRange, 1},
		{"2, 5-0", CodeBadRange, 2},
		{"-1", CodeNegative, 1},
		{"1-300", CodeTooMany, 0},
		{"1-200,301-400", CodeTooMany, 0},
		{"a", CodeNotNumber, 1},
	}
	for _, tc := range tests {
		_, err := Parse(tc.in)
		wantCode(t, fmt.Sprintf("Parse(%q)", tc.in), err, tc.code, tc.index)
	}
}

// TestParseTooManyCounts: a set of more than MaxMoves amounts says how many it has, each amount counted
// once however many entries name it, a range of a million too.
func TestParseTooManyCounts(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
	}{
		{"1-256", 256},
		{"1-300", 300},
		{"1-200,301-400", 300},
		{"1-200,150-300", 300},
		{"1-255,1-255,256", 256},
		{strings.Repeat("1-255,", 50) + "1000", 256},
		{"1-1000000", MaxMove},
		{"1-1000000,5,1-10", MaxMove},
		{"2-300 400 500", 301},
	} {
		_, err := Parse(tc.in)
		var e *InputError
		if !errors.As(err, &e) || e.Code != CodeTooMany || e.Limit != MaxMoves || e.Count != tc.want {
			t.Errorf("Parse(%.40q) = %v (%+v), want too_many with Count %d", tc.in, err, e, tc.want)
		}
	}
	if _, err := Solve(context.Background(), make(MoveSet, MaxMoves+2), Options{}); err == nil {
		t.Fatal("Solve of too many moves: no error")
	} else if e, ok := errors.AsType[*InputError](err); !ok || e.Code != CodeTooMany || e.Count != MaxMoves+2 {
		t.Errorf("Solve of %d moves: %v, want too_many with Count %d", MaxMoves+2, err, MaxMoves+2)
	}
}

func TestParsePile(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
	}{{"0", 0}, {" 42 ", 42}, {"10^18", 1e18}, {"1000000000000000000", 1e18},
		{"1,000", 1000}, {"1,000,000,000,000,000,000", 1e18}} {
		if got, err := ParsePile(tc.in); err != nil || got != tc.want {
			t.Errorf("ParsePile(%q) = %d, %v, want %d", tc.in, got, err, tc.want)
		}
	}
	for _, tc := range []struct {
		in   string
		code Code
	}{{"", CodeEmpty}, {"10^18+1", CodeNotNumber}, {"1000000000000000001", CodeTooLarge}, {"-1", CodeNegative}, {"1 2", CodeNotNumber},
		{"1,2", CodeNotNumber}, {"1,0000", CodeNotNumber}, {"1,000,000,000,000,000,001", CodeTooLarge}} {
		_, err := ParsePile(tc.in)
		wantCode(t, fmt.Sprintf("ParsePile(%q)", tc.in), err, tc.code, 0)
	}
}

// TestInputErrorText: Error() is a short text for developers, the code and the fields that are set; the
// sentences users read are the catalogue's (commands/grundy/messages.go).
func TestInputErrorText(t *testing.T) {
	for _, tc := range []struct {
		err  *InputError
		want string
	}{
		{&InputError{Code: CodeTooLarge, Field: FieldPile, Text: "2^70", Limit: MaxPile}, `subtraction: too_large (pile, "2^70", limit 1000000000000000000)`},
		{&InputError{Code: CodeTooSmall, Field: FieldMoves, Index: 2, Text: "0", Limit: 1}, `subtraction: too_small (moves 2, "0", limit 1)`},
		{&InputError{Code: CodeEmpty}, "subtraction: empty"},
	} {
		if got := tc.err.Error(); got != tc.want {
			t.Errorf("Error() = %q, want %q", got, tc.want)
		}
	}
}

// FuzzParse: a success is sorted, distinct, within limits, and round-trips.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"1,2,5", "1-3", "1-3,7", "3-1", "1000000", "0", "1--2", "2^3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m, err := Parse(s)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("Parse(%q) error %v is not an InputError", s, err)
			}
			return
		}
		if err := checkMoveSet(m); err != nil {
			t.Fatalf("Parse(%q) = %v: %v", s, m, err)
		}
		again, err := Parse(m.String())
		if err != nil || !slices.Equal(again, m) {
			t.Fatalf("Parse(%q).String() = %q reads back as %v, %v", s, m.String(), again, err)
		}
	})
}

// FuzzParsePile: a success is in range and equals what strconv reads for plain decimals.
func FuzzParsePile(f *testing.F) {
	for _, s := range []string{"0", "10^18", "1000000000000000000", "1000000000000000001", "-1", "0^0", "1^99999999999999999999",
		"1,000", "1,000,000,000,000,000,000", "1,2,5", "1,0000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := ParsePile(s)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("ParsePile(%q) error %v is not an InputError", s, err)
			}
			return
		}
		if n < 0 || n > MaxPile {
			t.Fatalf("ParsePile(%q) = %d out of range", s, n)
		}
		plain := strings.TrimSpace(s)
		if Grouped(plain) {
			plain = strings.ReplaceAll(plain, ",", "")
		}
		if want, perr := strconv.ParseInt(plain, 10, 64); perr == nil && want != n {
			t.Fatalf("ParsePile(%q) = %d, strconv says %d", s, n, want)
		}
	})
}
