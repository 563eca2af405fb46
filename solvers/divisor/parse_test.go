package divisor

import (
	"errors"
	"strconv"
	"testing"
)

// The syntax cases (separators, spaces, signs, powers) are solvers/internal/numtext's (numtext_test.go);
// the cases here are this package's own: its bounds and its field, one case a code.

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
	}{{"1", 1}, {" 720720 ", 720720}, {"2^40", 1 << 40}, {"10^18", MaxN}, {"+12", 12},
		{"720,720", 720720}, {"1,000,000,000,000,000,000", MaxN}, {" +1,000 ", 1000}} {
		if got, err := Parse(tc.in); err != nil || got != tc.want {
			t.Errorf("Parse(%q) = %d, %v, want %d", tc.in, got, err, tc.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want InputError
	}{
		{"", InputError{Code: CodeEmpty, Field: FieldN}},
		{"  ", InputError{Code: CodeEmpty, Field: FieldN}},
		{"0", InputError{Code: CodeTooSmall, Field: FieldN, Text: "0", Limit: 1}},
		{"10^19", InputError{Code: CodeTooLarge, Field: FieldN, Text: "10^19", Limit: MaxN}},
		{"-5", InputError{Code: CodeNegative, Field: FieldN, Text: "-5"}},
		{"12a", InputError{Code: CodeNotNumber, Field: FieldN, Text: "12a"}},
		{"1 2", InputError{Code: CodeNotNumber, Field: FieldN, Text: "1 2"}},
		{"1,2", InputError{Code: CodeNotNumber, Field: FieldN, Text: "1,2"}},
		{"1,0000", InputError{Code: CodeNotNumber, Field: FieldN, Text: "1,0000"}},
		{"1,000,000,000,000,000,001", InputError{Code: CodeTooLarge, Field: FieldN, Text: "1,000,000,000,000,000,001", Limit: MaxN}},
	} {
		_, err := Parse(tc.in)
		var ie *InputError
		if !errors.As(err, &ie) || *ie != tc.want {
			t.Errorf("Parse(%q) error %v, want %v", tc.in, err, &tc.want)
		}
	}
}

// TestInputErrorText: Error() is a short text for developers, the code and the fields that are set; the
// sentences users read are the catalogue's (commands/grundy/messages.go).
func TestInputErrorText(t *testing.T) {
	for _, tc := range []struct {
		err  *InputError
		want string
	}{
		{&InputError{Code: CodeTooSmall, Field: FieldN, Text: "0", Limit: 1}, `divisor: too_small (n, "0", limit 1)`},
		{&InputError{Code: CodeNotNumber, Field: FieldN, Text: "abc"}, `divisor: not_number (n, "abc")`},
		{&InputError{Code: CodeEmpty}, "divisor: empty"},
	} {
		if got := tc.err.Error(); got != tc.want {
			t.Errorf("Error() = %q, want %q", got, tc.want)
		}
	}
}

// FuzzParse: a success is in range and round-trips through its canonical form, the decimal digits; a
// failure is an InputError.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"1", "10^13", "0", "2^40", "10^18", "-0", "+7", "0^0", "1^99999999999999999999",
		"720,720", "1,000,000,000,000,000,000", "1,2", "-1,000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := Parse(s)
		if err != nil {
			var ie *InputError
			if !errors.As(err, &ie) {
				t.Fatalf("Parse(%q) error %v is not an InputError", s, err)
			}
			return
		}
		if n < 1 || n > MaxN {
			t.Fatalf("Parse(%q) = %d out of range", s, n)
		}
		if again, err := Parse(strconv.FormatInt(n, 10)); err != nil || again != n {
			t.Fatalf("Parse(%q) = %d reads back as %d, %v", s, n, again, err)
		}
	})
}
