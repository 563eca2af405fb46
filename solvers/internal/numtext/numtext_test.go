package numtext

import (
	"math"
	"slices"
	"strings"
	"testing"

	"kibitz/solvers/internal/typed"
)

// list reads s as a list of numbers from least to most, the way solvers/nim reads heaps.
func list[T Text](s T, least, most int64) ([]int64, *Error) { return readAll(NewItems(s), least, most) }

// readAll reads the numbers of it, from least to most.
func readAll[T Text](it Items[T], least, most int64) ([]int64, *Error) {
	var out []int64
	for {
		item, ok, err := it.Next()
		if err != nil {
			return nil, err
		}
		if !ok {
			return out, nil
		}
		n, err := Number(item, it.Index(), least, most)
		if err != nil {
			return nil, err
		}
		out = append(out, n)
	}
}

// The syntax cases below came from the tests of nim.Parse (solvers/nim/parse_test.go), which read heaps
// from 0 to math.MaxInt64, and of the move sets that subtraction.Parse reads (solvers/subtraction/parse_test.go).

func TestList(t *testing.T) {
	tests := []struct {
		in   string
		want []int64
	}{
		{"3 4 5", []int64{3, 4, 5}},
		{"3,4,5", []int64{3, 4, 5}},
		{" 3, 4 ,5 ", []int64{3, 4, 5}},
		{"3\t4\n5", []int64{3, 4, 5}},
		{"3\v4\f5\r", []int64{3, 4, 5}},
		{"0", []int64{0}},
		{"+7", []int64{7}},
		{"2^62 9223372036854775807", []int64{1 << 62, math.MaxInt64}},
		{"10^18", []int64{1e18}},
		{"0^0 1^99999999999999999999 7^0", []int64{1, 1, 1}},
		{"-0", []int64{0}},
		{"", nil},
		{"   ", nil},
	}
	for _, tc := range tests {
		got, err := list(tc.in, 0, math.MaxInt64)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("list(%q) = %v, %v, want %v", tc.in, got, err, tc.want)
		}
		if got, err := list([]byte(tc.in), 0, math.MaxInt64); err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("list([]byte(%q)) = %v, %v, want %v", tc.in, got, err, tc.want)
		}
	}
}

// groupedList is list with NewGroupedItems, the way /grundy's n and /nim's heaps read.
func groupedList(s string) ([]int64, *Error) { return readAll(NewGroupedItems(s), 0, math.MaxInt64) }

// TestGroupedList: a word grouped by commas in threes, as kibitz writes a large number, is one number;
// any other comma separates, as NewItems reads it (which keeps reading "1,000" as 1 and 0).
func TestGroupedList(t *testing.T) {
	tests := []struct {
		in         string
		want, list []int64 // NewGroupedItems, NewItems
	}{
		{"1,000", []int64{1000}, []int64{1, 0}},
		{"1,000,000,000,000,000,000", []int64{1e18}, []int64{1, 0, 0, 0, 0, 0, 0}},
		{"720,720", []int64{720720}, []int64{720, 720}},
		{"+1,000 7", []int64{1000, 7}, nil},
		{"1, 2, 1,000,000", []int64{1, 2, 1e6}, []int64{1, 2, 1, 0, 0}},
		{"1,000, 2", []int64{1000, 2}, []int64{1, 0, 2}},
		{"3 ,1,000", []int64{3, 1000}, []int64{3, 1, 0}},
		{"1,2,5", []int64{1, 2, 5}, []int64{1, 2, 5}},
		{"10,20", []int64{10, 20}, []int64{10, 20}},
		{"5,1,000", []int64{5, 1, 0}, []int64{5, 1, 0}},
		{"1,0000", []int64{1, 0}, []int64{1, 0}},
		{"1.000.000 7", []int64{1e6, 7}, []int64{1e6, 7}}, // a dot never separates, so both read it whole
		{"1.000,2", []int64{1000, 2}, []int64{1000, 2}},
		{"1000,000", []int64{1000, 0}, []int64{1000, 0}},
		{"1 000", []int64{1, 0}, []int64{1, 0}},
		{"1,5.000", []int64{1, 5000}, []int64{1, 5000}}, // not Mixed: ",5" is no group of three
		{"1.000.000,5", []int64{1e6, 5}, []int64{1e6, 5}},
		{"3 4 5", []int64{3, 4, 5}, []int64{3, 4, 5}},
	}
	for _, tc := range tests {
		got, err := groupedList(tc.in)
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("groupedList(%q) = %v, %+v, want %v", tc.in, got, err, tc.want)
		}
		if tc.list == nil {
			continue
		}
		if got, err := list(tc.in, 0, math.MaxInt64); err != nil || !slices.Equal(got, tc.list) {
			t.Errorf("list(%q) = %v, %+v, want %v", tc.in, got, err, tc.list)
		}
	}
	for _, tc := range []struct {
		in   string
		want Error
	}{
		{"1,000,", Error{Code: EmptyItem, Index: 2}},
		{"-1,000", Error{Code: Negative, Index: 1, Text: "-1,000"}},
		{"9,223,372,036,854,775,808", Error{Code: TooLarge, Index: 1, Text: "9,223,372,036,854,775,808", Limit: math.MaxInt64}},
		{"99,999,999,999,999,999,999,999", Error{Code: TooLarge, Index: 1, Text: "99,999,999,999,999,999,999,999", Limit: math.MaxInt64}},
		// Commas and dots in one word (Mixed) are one number, and not a whole one: never split into others.
		{"1,000.000", Error{Code: NotNumber, Index: 1, Text: "1,000.000"}},
		{"1.000,000", Error{Code: NotNumber, Index: 1, Text: "1.000,000"}},
		{"7 1,000,000.5", Error{Code: NotNumber, Index: 2, Text: "1,000,000.5"}},
		{"1, +1,000.5 2", Error{Code: NotNumber, Index: 2, Text: "+1,000.5"}},
		{"1.000,000,", Error{Code: NotNumber, Index: 1, Text: "1.000,000"}},
	} {
		if _, err := groupedList(tc.in); err == nil || *err != tc.want {
			t.Errorf("groupedList(%q) error %+v, want %+v", tc.in, err, tc.want)
		}
	}
}

func TestGrouped(t *testing.T) {
	for s, want := range map[string]bool{
		"1,000": true, "999,999": true, "+1,000": true, "-1,000": true, "1,000,000": true,
		"1000": false, "1,00": false, "1,0000": false, "1000,000": false, ",000": false, "1,000,": false,
		"1,2,5": false, "+-1,000": false, "1,a00": false, "": false, "1,000^2": false,
		// Dots as Spanish and Portuguese readers see kibitz's numbers; one separator throughout.
		"1.000": true, "720.720": true, "+1.000.000": true, "1.5": false, "1.0000": false, "1.000,000": false,
		"1,000.000": false, "1..000": false, ".000": false, "1.000.": false,
	} {
		if got := Grouped(s); got != want {
			t.Errorf("Grouped(%q) = %v, want %v", s, got, want)
		}
	}
}

// TestMixed: a word grouped in threes by commas and dots together, or grouped by commas with a decimal
// point, is Mixed; a word with one separator throughout, or whose comma is followed by anything but a group
// of three digits, is not.
func TestMixed(t *testing.T) {
	for s, want := range map[string]bool{
		"1,000.000": true, "1.000,000": true, "+1,000.000": true, "-1.000,000": true, "1,000.000,000": true,
		"999.999,999.999": true, "1,000,000.5": true, "1,000.5": true, "1,000.0000": true, "1,000.000.5": true,
		"1,000": false, "1.000": false, "1.000.000": false, "1,000,000": false, "1.5": false, "1,5": false,
		"1.000,2": false, "1.000.000,5": false, "1,5.000": false, "5,1.000": false, "1000,000.5": false,
		"1,000.": false, "1,000.5x": false, ",000.000": false, "": false, "+": false, "1,00.000": false,
		"1.000,000^2": false, "1,000..000": false,
	} {
		if got := Mixed(s); got != want {
			t.Errorf("Mixed(%q) = %v, want %v", s, got, want)
		}
		if got := Mixed([]byte(s)); got != want {
			t.Errorf("Mixed([]byte(%q)) = %v, want %v", s, got, want)
		}
	}
}

func TestListErrors(t *testing.T) {
	tests := []struct {
		in   string
		want Error
	}{
		{"3,,4", Error{Code: EmptyItem, Index: 2}},
		{",3", Error{Code: EmptyItem, Index: 1}},
		{"3,", Error{Code: EmptyItem, Index: 2}},
		{"3 x 4", Error{Code: NotNumber, Index: 2, Text: "x"}},
		{"3 4.5", Error{Code: NotNumber, Index: 2, Text: "4.5"}},
		{"3 -4", Error{Code: Negative, Index: 2, Text: "-4"}},
		{"9223372036854775808", Error{Code: TooLarge, Index: 1, Text: "9223372036854775808", Limit: math.MaxInt64}},
		{"99999999999999999999999", Error{Code: TooLarge, Index: 1, Text: "99999999999999999999999", Limit: math.MaxInt64}},
		{"2^63", Error{Code: TooLarge, Index: 1, Text: "2^63", Limit: math.MaxInt64}},
		{"2^", Error{Code: NotNumber, Index: 1, Text: "2^"}},
		{"^2", Error{Code: NotNumber, Index: 1, Text: "^2"}},
		{"-", Error{Code: NotNumber, Index: 1, Text: "-"}},
		{"+", Error{Code: NotNumber, Index: 1, Text: "+"}},
		{"-2^99", Error{Code: Negative, Index: 1, Text: "-2^99"}},
	}
	for _, tc := range tests {
		_, err := list(tc.in, 0, math.MaxInt64)
		if err == nil || *err != tc.want {
			t.Errorf("list(%q) error %+v, want %+v", tc.in, err, tc.want)
		}
	}
	_, err := list("5 0", 1, 10)
	if want := (Error{Code: TooSmall, Index: 2, Text: "0", Limit: 1}); err == nil || *err != want {
		t.Errorf("list(5 0) from 1 error %+v, want %+v", err, want)
	}
	long := strings.Repeat("9", 50)
	_, err = list(long, 0, math.MaxInt64)
	if want := (Error{Code: TooLarge, Index: 1, Text: long[:40] + "…", Limit: math.MaxInt64}); err == nil || *err != want {
		t.Errorf("list(%s) error %+v, want %+v", long, err, want)
	}
}

func TestMoveRange(t *testing.T) {
	tests := []struct {
		in     string
		lo, hi int64
	}{
		{"5", 5, 5},
		{"1-3", 1, 3},
		{"2^3-10", 8, 10},
		{"1-9223372036854775807", 1, math.MaxInt64},
	}
	for _, tc := range tests {
		lo, hi, err := MoveRange(tc.in, 1, math.MaxInt64)
		if err != nil || lo != tc.lo || hi != tc.hi {
			t.Errorf("MoveRange(%q) = %d, %d, %+v, want %d, %d", tc.in, lo, hi, err, tc.lo, tc.hi)
		}
	}
	errs := []struct {
		in   string
		want Error
	}{
		// Every error quotes the item whole, a range with both its ends: "1-" is no number "" (it quoted
		// nothing the user typed), and "1-3-5" no number "3-5".
		{"3-1", Error{Code: BadRange, Index: 4, Text: "3-1"}},
		{"1-", Error{Code: NotNumber, Index: 4, Text: "1-"}},
		{"-1", Error{Code: Negative, Index: 4, Text: "-1"}},
		{"0-5", Error{Code: TooSmall, Index: 4, Text: "0-5", Limit: 1}},
		{"1-11", Error{Code: TooLarge, Index: 4, Text: "1-11", Limit: 10}},
		{"1-3-5", Error{Code: NotNumber, Index: 4, Text: "1-3-5"}},
		{"1--2", Error{Code: NotNumber, Index: 4, Text: "1--2"}},
		{"-1-2", Error{Code: Negative, Index: 4, Text: "-1-2"}},
		{"5--0", Error{Code: BadRange, Index: 4, Text: "5--0"}}, // its end reads as 0: backwards first
		// A backwards range is told as one, whatever the bounds say of its ends: its upper end is not
		// too small, it is in the wrong place.
		{"1-0", Error{Code: BadRange, Index: 4, Text: "1-0"}},
		{"5-0", Error{Code: BadRange, Index: 4, Text: "5-0"}},
		{"+3-1", Error{Code: BadRange, Index: 4, Text: "+3-1"}},
		{"2^3-1", Error{Code: BadRange, Index: 4, Text: "2^3-1"}},
		{"20-3", Error{Code: BadRange, Index: 4, Text: "20-3"}},
		{"99999999999999999999-1", Error{Code: BadRange, Index: 4, Text: "99999999999999999999-1"}},
		{"1-99999999999999999999", Error{Code: TooLarge, Index: 4, Text: "1-99999999999999999999", Limit: 10}},
		{"x-0", Error{Code: NotNumber, Index: 4, Text: "x-0"}},
		{"5-x", Error{Code: NotNumber, Index: 4, Text: "5-x"}},
	}
	for _, tc := range errs {
		_, _, err := MoveRange(tc.in, 4, 10)
		if err == nil || *err != tc.want {
			t.Errorf("MoveRange(%q) error %+v, want %+v", tc.in, err, tc.want)
		}
	}
}

func TestTrimSpaceAndDigits(t *testing.T) {
	if got := TrimSpace(" \t 1 2 \r\n"); got != "1 2" {
		t.Errorf("TrimSpace = %q", got)
	}
	if got := TrimSpace([]byte("  ")); len(got) != 0 {
		t.Errorf("TrimSpace(blank) = %q", got)
	}
	for _, tc := range []struct {
		in           string
		v            uint64
		overflow, ok bool
	}{
		{"18446744073709551615", math.MaxUint64, false, true},
		{"18446744073709551616", 0, true, true},
		{"", 0, false, false},
		{"1 2", 0, false, false},
	} {
		v, overflow, ok := Digits(tc.in)
		if ok != tc.ok || overflow != tc.overflow || !tc.overflow && v != tc.v {
			t.Errorf("Digits(%q) = %d, %v, %v", tc.in, v, overflow, ok)
		}
	}
}

// TestNoAllocations: reading a valid batch line in place allocates nothing (the batch.go of solvers/nim,
// solvers/subtraction and solvers/divisor reuse their buffers and count on it).
func TestNoAllocations(t *testing.T) {
	line := []byte("3 4, 5 1000000007 2^62 1-3")
	var sum int64
	allocs := testing.AllocsPerRun(100, func() {
		it := NewItems(line)
		for {
			item, ok, err := it.Next()
			if err != nil || !ok {
				break
			}
			lo, hi, _ := MoveRange(item, it.Index(), math.MaxInt64)
			sum += lo + hi
		}
		n, _ := Number(TrimSpace(line[:2]), 0, 0, 10)
		sum += n
	})
	if allocs != 0 {
		t.Errorf("reading a line allocates %v times, want 0", allocs)
	}
}

// FuzzNumber: never a panic; a success is in range and equals what plain decimals say; a string and its
// bytes read the same.
func FuzzNumber(f *testing.F) {
	for _, s := range []string{"0", "10^18", "1000000000000000001", "-1", "0^0", "1^99999999999999999999", "+5", "2^",
		"1,000", "1,000,000,000,000,000,000", "-1,000", "1,2,5", "1,0000", "+-1,000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := Number(s, 1, 1, 1e18)
		nb, errb := Number([]byte(s), 1, 1, 1e18)
		if n != nb || (err == nil) != (errb == nil) || err != nil && *err != *errb {
			t.Fatalf("Number(%q) = %d, %+v as a string, %d, %+v as bytes", s, n, err, nb, errb)
		}
		if err == nil && (n < 1 || n > 1e18) {
			t.Fatalf("Number(%q) = %d out of range", s, n)
		}
		// A grouped number reads as its digits without the commas.
		if Grouped(s) {
			plain, perr := Number(strings.ReplaceAll(s, ",", ""), 1, 1, 1e18)
			if n != plain || (err == nil) != (perr == nil) {
				t.Fatalf("Number(%q) = %d, %+v, without its commas %d, %+v", s, n, err, plain, perr)
			}
		}
	})
}

// FuzzGroupedItems: never a panic; the items are those of NewItems except where a word is Grouped, so
// text without a Grouped word reads as NewItems reads it.
func FuzzGroupedItems(f *testing.F) {
	for _, s := range []string{"1,000", "1, 2, 1,000,000", "5,1,000", "3 ,1,000", "1,000,", ",1,000", "1,2,5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, gerr := groupedList(s)
		want, err := list(s, 0, math.MaxInt64)
		hasGrouped := false
		for _, w := range strings.Fields(s) {
			if Grouped(strings.Trim(w, ",")) {
				hasGrouped = true
			}
		}
		if !hasGrouped && (!slices.Equal(got, want) || (gerr == nil) != (err == nil)) {
			t.Fatalf("groupedList(%q) = %v, %+v; list says %v, %+v", s, got, gerr, want, err)
		}
	})
}

// FuzzMoveRange: never a panic; a success is a range within the bounds; a backwards range is always
// BadRange with the item as typed, and BadRange is never said of a range in order; a string and its
// bytes read the same.
func FuzzMoveRange(f *testing.F) {
	for _, s := range []string{"5", "1-3", "3-1", "1-0", "0-5", "2^3-1", "1--2", "-1", "99999999999999999999-1", "1-", "1-3-5", "1--0"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		const most = 1000
		lo, hi, err := MoveRange(s, 1, most)
		blo, bhi, berr := MoveRange([]byte(s), 1, most)
		if lo != blo || hi != bhi || (err == nil) != (berr == nil) || err != nil && *err != *berr {
			t.Fatalf("MoveRange(%q) = %d, %d, %+v as a string, %d, %d, %+v as bytes", s, lo, hi, err, blo, bhi, berr)
		}
		if err == nil {
			if lo < 1 || lo > hi || hi > most {
				t.Fatalf("MoveRange(%q) = %d, %d", s, lo, hi)
			}
			return
		}
		a, b, ok := strings.Cut(s[min(1, len(s)):], "-")
		if ok {
			a = s[:1] + a
		}
		na, ea := Number(a, 1, 0, math.MaxInt64)
		nb, eb := Number(b, 1, 0, math.MaxInt64)
		inOrder := ok && ea == nil && eb == nil && na <= nb
		reversed := ok && ea == nil && eb == nil && na > nb
		if reversed && *err != (Error{Code: BadRange, Index: 1, Text: typed.Clip(s)}) {
			t.Fatalf("MoveRange(%q) error %+v, want bad_range", s, err)
		}
		if inOrder && err.Code == BadRange {
			t.Fatalf("MoveRange(%q) error %+v for a range in order", s, err)
		}
	})
}
