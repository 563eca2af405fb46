package nim

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"kibitz/solvers/internal/inputerr/inputerrtest"
	"kibitz/solvers/subtraction"
)

// wantCode checks that err is an *InputError with the code (and, when given, the index).
func wantCode(t *testing.T, call string, err error, code Code, index int) {
	t.Helper()
	inputerrtest.Want(t, call, err, code, index, func(e *InputError) (Code, int) { return e.Code, e.Index })
}

// The syntax cases (separators, spaces, signs, powers, overflow) are solvers/internal/numtext's
// (numtext_test.go); the cases here are Nim's own: its bounds, its field, one case a code.

func TestParse(t *testing.T) {
	tests := []struct {
		in   string
		want Heaps
	}{
		{"3 4 5", Heaps{3, 4, 5}},
		{"3,4,5", Heaps{3, 4, 5}},
		{"0", Heaps{0}},
		{"2^62 9223372036854775807", Heaps{1 << 62, 1<<63 - 1}},
		// A word grouped by commas in threes is one heap, as kibitz writes it; other commas separate.
		{"1,000", Heaps{1000}},
		{"1,000,000 7", Heaps{1e6, 7}},
		{"1, 2, 1,000", Heaps{1, 2, 1000}},
		{"1,2,5", Heaps{1, 2, 5}},
		{"5,1,000", Heaps{5, 1, 0}},
	}
	for _, tc := range tests {
		got, err := Parse(tc.in)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("Parse(%q) = %v, %v, want %v", tc.in, got, err, tc.want)
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
		{"   ", CodeEmpty, 0},
		{"3,,4", CodeEmptyItem, 2},
		{"3 x 4", CodeNotNumber, 2},
		{"3 -4", CodeNegative, 2},
		{"9223372036854775808", CodeTooLarge, 1},
		{"2^63", CodeTooLarge, 1},
		// Commas and dots in one word are one heap that is not a whole number, never heaps 1 and 0.
		{"1,000.000", CodeNotNumber, 1},
		{"3 1.000,000", CodeNotNumber, 2},
		{"1,000,000.5", CodeNotNumber, 1},
		{strings.Repeat("1 ", MaxHeaps+1), CodeTooMany, 0},
	}
	for _, tc := range tests {
		_, err := Parse(tc.in)
		wantCode(t, fmt.Sprintf("Parse(%.20q)", tc.in), err, tc.code, tc.index)
	}
}

// TestParseCountsTooMany: a list of too many heaps says how many it has, every item counted, the grouped,
// the malformed and those after an empty item too, so that the reply can say how many were given.
func TestParseCountsTooMany(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   string
		want int64
	}{
		{"one too many", strings.Repeat("1 ", MaxHeaps+1), MaxHeaps + 1},
		{"many more", strings.Repeat("1,", 2*MaxHeaps) + "1", 2*MaxHeaps + 1},
		{"grouped and malformed after the limit", strings.Repeat("1 ", MaxHeaps) + "1,000,000 x -3 2^70", MaxHeaps + 4},
		{"an empty item after the limit", strings.Repeat("1 ", MaxHeaps) + "5,,6,", MaxHeaps + 2},
	} {
		_, err := Parse(tc.in)
		var e *InputError
		if !errors.As(err, &e) || e.Code != CodeTooMany || e.Count != tc.want || e.Limit != MaxHeaps {
			t.Errorf("%s: Parse = %v (%+v); want too_many with Count %d, Limit %d", tc.name, err, e, tc.want, MaxHeaps)
		}
	}
}

func TestParseRule(t *testing.T) {
	tests := []struct{ in, want string }{
		{"", "any"},
		{"ANY", "any"},
		{"1,2,3", "1-3"},
		{"3,2,1", "1-3"},
		{"1-1000000000000", "1-1000000000000"},
		{"1-9223372036854775807", "any"},
		{"1", "1-1"},
		{"1,2,5", "1,2,5"},
		{"2-4", "2,3,4"},
	}
	for _, tc := range tests {
		r, err := ParseRule(context.Background(), tc.in)
		if err != nil || r.String() != tc.want {
			t.Errorf("ParseRule(%q) = %v, %v, want %s", tc.in, r, err, tc.want)
		}
	}
	_, err := ParseRule(context.Background(), "1-0")
	wantCode(t, `ParseRule("1-0")`, err, CodeBadRange, 1)
	_, err = ParseRule(context.Background(), "0-5")
	wantCode(t, `ParseRule("0-5")`, err, CodeTooSmall, 1)
	_, err = ParseRule(context.Background(), "1-5,")
	wantCode(t, `ParseRule("1-5,")`, err, CodeEmptyItem, 2)
	// A limit 1-k beyond the largest heap is too large against that bound, not against the largest
	// amount of a move set, which 1-2000000 passes: the error says the limit that was not respected.
	for _, tc := range []struct {
		in   string
		want InputError
	}{
		{"1-99999999999999999999", InputError{Code: CodeTooLarge, Field: FieldMoves, Index: 1, Text: "1-99999999999999999999", Limit: MaxHeap}},
		{" 1-9223372036854775808 ", InputError{Code: CodeTooLarge, Field: FieldMoves, Index: 1, Text: "1-9223372036854775808", Limit: MaxHeap}},
		{"2-99999999999999999999", InputError{Code: CodeTooLarge, Field: FieldMoves, Index: 1, Text: "2-99999999999999999999", Limit: subtraction.MaxMove}},
		{"1-2000000,7", InputError{Code: CodeTooLarge, Field: FieldMoves, Index: 1, Text: "1-2000000", Limit: subtraction.MaxMove}},
		{"1-", InputError{Code: CodeNotNumber, Field: FieldMoves, Index: 1, Text: "1-"}},
		{"1-3-5", InputError{Code: CodeNotNumber, Field: FieldMoves, Index: 1, Text: "1-3-5"}},
	} {
		_, err := ParseRule(context.Background(), tc.in)
		if e, ok := errors.AsType[*InputError](err); !ok || *e != tc.want {
			t.Errorf("ParseRule(%q) error %v, want %+v", tc.in, err, tc.want)
		}
	}
}

// TestSetRule: a move set analysed elsewhere (/grundy subtraction's) makes the rule ParseRule makes of its
// text, so that the two compare by String.
func TestSetRule(t *testing.T) {
	for _, in := range []string{"1", "1,2,3", "3,2,1", "1-5", "1,2,5", "2-4", "1,3"} {
		moves, err := subtraction.Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		game, err := subtraction.Solve(context.Background(), moves, subtraction.Options{})
		if err != nil {
			t.Fatal(err)
		}
		parsed, err := ParseRule(context.Background(), in)
		if got := SetRule(game); err != nil || got.String() != parsed.String() || got.Limit() != parsed.Limit() {
			t.Errorf("SetRule(%s) = %v, want %v as ParseRule(%q) reads it (%v)", moves, got, parsed, in, err)
		}
	}
}

// TestInputErrorText: Error() is a short text for developers, the code and the fields that are set; the
// sentences users read are the catalogue's (commands/nim/messages.go).
func TestInputErrorText(t *testing.T) {
	for _, tc := range []struct {
		err  *InputError
		want string
	}{
		{&InputError{Code: CodeNotNumber, Field: FieldHeaps, Index: 2, Text: "x"}, `nim: not_number (heaps 2, "x")`},
		{&InputError{Code: CodeTooMany, Field: FieldHeaps, Limit: MaxHeaps}, "nim: too_many (heaps, limit 100000)"},
		{&InputError{Code: CodeEmpty}, "nim: empty"},
	} {
		if got := tc.err.Error(); got != tc.want {
			t.Errorf("Error() = %q, want %q", got, tc.want)
		}
	}
}

// TestParseRuleMoveSetErrors: a mistake in a move set, found by package subtraction, comes out of ParseRule as
// this package's InputError with the same code and fields.
func TestParseRuleMoveSetErrors(t *testing.T) {
	for _, s := range []string{"1,0", "3-1", "1-0", "1,,2", "a", "1-200,301-400", "1000001"} {
		_, gerr := subtraction.Parse(s)
		var ge *subtraction.InputError
		if !errors.As(gerr, &ge) {
			t.Fatalf("subtraction.Parse(%q) error %v, want an InputError", s, gerr)
		}
		_, err := ParseRule(context.Background(), s)
		wantCode(t, fmt.Sprintf("ParseRule(%q)", s), err, Code(ge.Code), ge.Index)
		var ie *InputError
		errors.As(err, &ie)
		if string(ie.Field) != string(ge.Field) || ie.Index != ge.Index || ie.Text != ge.Text || ie.Limit != ge.Limit {
			t.Errorf("ParseRule(%q) error %+v, subtraction says %+v", s, ie, ge)
		}
	}
}

// FuzzParse: never a panic; a success round-trips through String; a failure is an InputError.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"3 4 5", "3,4,5", " 1, 2 ,3", "2^62", "9223372036854775807", ",", "1,,2", "-0", "+5",
		"1,000", "1, 2, 1,000,000", "5,1,000", "1,000,", "1,000.000", "1,000,000.5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		h, err := Parse(s)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("Parse(%q) error %v is not an InputError", s, err)
			}
			return
		}
		for _, v := range h {
			if v < 0 {
				t.Fatalf("Parse(%q) = %v has a negative heap", s, h)
			}
		}
		again, err := Parse(h.String())
		if err != nil || !slices.Equal(again, h) {
			t.Fatalf("Parse(%q).String() = %q reads back as %v, %v", s, h.String(), again, err)
		}
	})
}

// FuzzParseRule: a success round-trips through String and agrees with Allows.
func FuzzParseRule(f *testing.F) {
	for _, s := range []string{"", "any", "1,2,3", "1-5", "2,3", "1-9223372036854775807", "1-99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 200 {
			return // long move sets only cost the period search time
		}
		r, err := ParseRule(context.Background(), s)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("ParseRule(%q) error %v is not an InputError", s, err)
			}
			return
		}
		again, err := ParseRule(context.Background(), r.String())
		if err != nil || again.String() != r.String() {
			t.Fatalf("ParseRule(%q).String() = %q reads back as %v, %v", s, r.String(), again, err)
		}
		for k := range r.Takes(20) {
			if !r.Allows(20, k) {
				t.Fatalf("ParseRule(%q): Takes(20) yields %d, which Allows refuses", s, k)
			}
		}
	})
}
