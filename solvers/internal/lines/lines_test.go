package lines

import (
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
)

// scanAll returns the lines Scan finds, "<long>" for a line that was too long.
func scanAll(t *testing.T, r io.Reader, max int) ([]string, error) {
	t.Helper()
	s := NewScanner(r, max)
	var got []string
	for s.Scan() {
		if s.TooLong() {
			if s.Bytes() != nil {
				t.Errorf("Bytes() = %q for a line that was too long, want nil", s.Bytes())
			}
			got = append(got, "<long>")
			continue
		}
		got = append(got, string(s.Bytes()))
	}
	return got, s.Err()
}

func TestScanner(t *testing.T) {
	long := strings.Repeat("x", 200_000) // longer than the read buffer
	tests := []struct {
		name string
		in   string
		max  int
		want []string
	}{
		{"empty", "", 10, nil},
		{"one line without ending", "abc", 10, []string{"abc"}},
		{"one line with ending", "abc\n", 10, []string{"abc"}},
		{"blank lines kept", "a\n\n \nb\n", 10, []string{"a", "", " ", "b"}},
		{"crlf", "a\r\nb\r\n", 10, []string{"a", "b"}},
		{"exactly the limit", "abcde\n", 5, []string{"abcde"}},
		{"one byte over", "abcdef\nok\n", 5, []string{"<long>", "ok"}},
		{"over the limit at the end", "ok\nabcdef", 5, []string{"ok", "<long>"}},
		{"long line in the middle", "a\n" + long + "\nb\n", 100, []string{"a", "<long>", "b"}},
		{"long line last, no ending", "a\n" + long, 100, []string{"a", "<long>"}},
		{"line longer than the buffer within the limit", long + "\nb", 300_000, []string{long, "b"}},
		{"byte-order mark dropped", "\ufeffabc\r\nd\r\n", 10, []string{"abc", "d"}},
		{"byte-order mark alone", "\ufeff", 10, nil},
		{"byte-order mark not counted in the limit", "\ufeffabcde\n", 5, []string{"abcde"}},
		{"byte-order mark kept after the start", "a\n\ufeffb\n", 10, []string{"a", "\ufeffb"}},
		{"half a byte-order mark kept", "\xef\xbbx\n", 10, []string{"\xef\xbbx"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, r := range []struct {
				name string
				r    io.Reader
			}{
				{"whole", strings.NewReader(tt.in)},
				{"byte by byte", iotest.OneByteReader(strings.NewReader(tt.in))},
			} {
				got, err := scanAll(t, r.r, tt.max)
				if err != nil {
					t.Fatalf("%s: Err() = %v", r.name, err)
				}
				if !reflect.DeepEqual(got, tt.want) {
					t.Errorf("%s: lines of %.40q (max %d) = %.200q, want %.200q", r.name, tt.in, tt.max, got, tt.want)
				}
			}
		})
	}
}

func TestTooLongError(t *testing.T) {
	s := NewScanner(strings.NewReader("a\n\n"+strings.Repeat("x", 70_000)+"\n"), 65_536)
	for s.Scan() && !s.TooLong() {
	}
	const want = "Line 3 is longer than 65,536 bytes, the most one case may take; it was skipped."
	if !s.TooLong() || s.TooLongError().Error() != want {
		t.Errorf("TooLongError() = %v, want %q", s.TooLongError(), want)
	}
}

func TestScannerReadError(t *testing.T) {
	boom := errors.New("boom")
	r := io.MultiReader(strings.NewReader("a\nb"), iotest.ErrReader(boom))
	got, err := scanAll(t, r, 10)
	if !errors.Is(err, boom) {
		t.Errorf("Err() = %v, want %v", err, boom)
	}
	if !reflect.DeepEqual(got, []string{"a"}) {
		t.Errorf("lines before the error = %q, want [a]", got)
	}
}

func FuzzScanner(f *testing.F) {
	f.Add("a\nb\r\n\nccc", 2)
	f.Fuzz(func(t *testing.T, in string, max int) {
		if max < 0 || max > 1<<16 {
			return
		}
		got, err := scanAll(t, strings.NewReader(in), max)
		if err != nil {
			t.Fatal(err)
		}
		// the reference: split on "\n", drop the last piece when empty, trim one "\r"
		var want []string
		in = strings.TrimPrefix(in, "\ufeff")
		if in != "" {
			parts := strings.Split(in, "\n")
			if parts[len(parts)-1] == "" {
				parts = parts[:len(parts)-1]
			}
			for _, p := range parts {
				p = strings.TrimSuffix(p, "\r")
				if len(p) > max {
					p = "<long>"
				}
				want = append(want, p)
			}
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("lines of %q (max %d) = %q, want %q", in, max, got, want)
		}
	})
}

// countingReader gives its lines one Read each, and counts the Reads.
type countingReader struct {
	parts []string
	reads int
}

func (r *countingReader) Read(p []byte) (int, error) {
	r.reads++
	if len(r.parts) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.parts[0])
	r.parts = r.parts[1:]
	return n, nil
}

// TestScannerDoesNotWaitForMore: a first line shorter than a byte-order mark, as typed on a terminal, is
// given at once: looking for the mark reads no further than the line.
func TestScannerDoesNotWaitForMore(t *testing.T) {
	r := &countingReader{parts: []string{"7\n", "8\n"}}
	s := NewScanner(r, 10)
	if !s.Scan() || string(s.Bytes()) != "7" || r.reads != 1 {
		t.Errorf("first Scan: %q after %d reads, want \"7\" after 1", s.Bytes(), r.reads)
	}
}
