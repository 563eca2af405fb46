package lines

import (
	"bytes"
	"slices"
	"strconv"

	"kibitz/internal/textenc/textenctest"

	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"

	"kibitz/internal/textenc"
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
		// A lone CR ends a line too, as files saved on the old Mac OS end theirs; CRLF is one ending.
		{"cr", "3 1 1\r5 1 1\r", 10, []string{"3 1 1", "5 1 1"}},
		{"cr, no final ending", "a\rb", 10, []string{"a", "b"}},
		{"cr alone", "\r", 10, []string{""}},
		{"blank lines of cr kept", "\r\ra\r", 10, []string{"", "", "a"}},
		{"cr then crlf", "a\r\r\nb", 10, []string{"a", "", "b"}},
		{"lf then cr", "a\n\rb", 10, []string{"a", "", "b"}},
		{"crlf then cr", "a\r\n\rb\n", 10, []string{"a", "", "b"}},
		{"mixed endings", "a\nb\r\nc\rd", 10, []string{"a", "b", "c", "d"}},
		{"cr, exactly the limit", "abcde\rok", 5, []string{"abcde", "ok"}},
		{"cr, one byte over", "abcdef\rok\r", 5, []string{"<long>", "ok"}},
		{"cr, long line in the middle", "a\r" + long + "\rb\r", 100, []string{"a", "<long>", "b"}},
		{"crlf after a long line", "a\r\n" + long + "\r\nb\r\n", 100, []string{"a", "<long>", "b"}},
		{"cr, line longer than the buffer within the limit", long + "\rb", 300_000, []string{long, "b"}},
		{"byte-order mark, then cr", "\ufeffa\rb", 10, []string{"a", "b"}},
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
			for _, r := range readers(tt.in) {
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

// TestTooLongError: the line too long is named by its number, whatever its lines end with (CRLF counts
// once, a lone CR as LF).
func TestTooLongError(t *testing.T) {
	const want = "Line 3 is longer than 65,536 bytes, the most one case may take; it was skipped."
	long := strings.Repeat("x", 70_000)
	for _, in := range []string{"a\n\n" + long + "\n", "a\r\n\r\n" + long + "\r\n", "a\r\r" + long + "\r", "a\r\n\r" + long} {
		for _, r := range readers(in) {
			s := NewScanner(r.r, 65_536)
			for s.Scan() && !s.TooLong() {
			}
			if !s.TooLong() || s.TooLongError().Error() != want {
				t.Errorf("%s, %.12q...: TooLongError() = %v, want %q", r.name, in, s.TooLongError(), want)
			}
		}
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

// readers are in as a scanner may be given it: whole, and a byte a read (a pipe or a terminal).
func readers(in string) []struct {
	name string
	r    io.Reader
} {
	return []struct {
		name string
		r    io.Reader
	}{
		{"whole", strings.NewReader(in)},
		{"byte by byte", iotest.OneByteReader(strings.NewReader(in))},
	}
}

func FuzzScanner(f *testing.F) {
	f.Add("a\nb\r\n\nccc", 2)
	f.Add("a\rb\r\r\nccc\r", 2)
	f.Fuzz(func(t *testing.T, in string, max int) {
		if max < 0 || max > 1<<16 {
			return
		}
		// UTF-16, with its byte-order mark or without, is TestScannerText's.
		first := in // the first line with the first byte of its ending, as Scan looks at it
		if i := strings.IndexAny(in, "\r\n"); i >= 0 {
			first = in[:i+1]
		}
		if textenc.HasUTF16BOM([]byte(in)) || strings.Contains(in[:min(2, len(in))], "\x00") && textenc.LooksUTF16([]byte(in)) ||
			strings.Contains(first, "\x00") && textenc.LooksUTF16([]byte(first)) {
			return
		}
		// A CRLF may come in two reads, "\r" then "\n": byte by byte, every line ending does.
		var got [2][]string
		for i, r := range readers(in) {
			var err error
			if got[i], err = scanAll(t, r.r, max); err != nil {
				t.Fatalf("%s: %v", r.name, err)
			}
		}
		// the reference: split on "\r\n", "\n" or a lone "\r", drop the last piece when empty
		var want []string
		in = strings.TrimPrefix(in, "\ufeff")
		if in != "" {
			parts := strings.Split(strings.ReplaceAll(strings.ReplaceAll(in, "\r\n", "\n"), "\r", "\n"), "\n")
			if parts[len(parts)-1] == "" {
				parts = parts[:len(parts)-1]
			}
			for _, p := range parts {
				if len(p) > max {
					p = "<long>"
				}
				want = append(want, p)
			}
		}
		for i, r := range readers(in) {
			if !reflect.DeepEqual(got[i], want) {
				t.Errorf("%s: lines of %q (max %d) = %q, want %q", r.name, in, max, got[i], want)
			}
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
	for _, parts := range [][]string{{"7\n", "8\n"}, {"7\r", "8\r"}, {"\r", "8\r"}} {
		r := &countingReader{parts: parts}
		s := NewScanner(r, 10)
		if want := strings.TrimSpace(parts[0]); !s.Scan() || string(s.Bytes()) != want || r.reads != 1 {
			t.Errorf("%q: first Scan: %q after %d reads, want %q after 1", parts, s.Bytes(), r.reads, want)
		}
	}
}

// TestScannerText: an input in UTF-16 with its byte-order mark is read as its text, line by line; one in
// UTF-16 without the mark stops the scan with an error that says so, before any line; and a line that
// holds a NUL byte or bytes that are not UTF-8 is given with the reason it is no text (NotText), which
// names it, while the scan goes on.
func TestScannerText(t *testing.T) {
	const notUTF8 = "Line %d is not UTF-8 text; save the input as plain text in UTF-8."
	const nul = "Line %d holds a NUL byte, which no text holds: the input is not plain text; save it as plain text (UTF-8)."
	tests := []struct {
		name, in string
		want     []string // a line, or its NotText error
		err      string
	}{
		{"UTF-16 with its mark", textenctest.UTF16("X.O......\r\n\r\n3 4 5\r\n", false, true), []string{"X.O......", "", "3 4 5"}, ""},
		{"UTF-16 with its mark, Korean", textenctest.UTF16("노드\n", false, true), []string{"노드"}, ""},
		{"UTF-16BE with its mark", "\xfe\xff\x00X\x00\n\x00Y", []string{"X", "Y"}, ""},
		{"UTF-16 with its mark, a line too long", textenctest.UTF16("abcdefghijkl\nok\n", false, true), []string{"<long>", "ok"}, ""},
		{"UTF-16 without its mark", textenctest.UTF16("X.O......\n3 4 5\n", false, false), nil,
			"the input is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text)"},
		{"UTF-16 without its mark, a full-width character first", textenctest.UTF16("３ 4 5\n1 2\n", false, false), nil,
			"the input is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text)"},
		{"UTF-16 without its mark, Korean first", textenctest.UTF16("노드 1\n1 2\n", false, false), nil,
			"the input is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text)"},
		{"UTF-16BE without its mark", "\x00X\x00.\x00O\x00\n", nil,
			"the input is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text)"},
		{"UTF-16BE without its mark, a full-width character first", textenctest.UTF16("３ 4 5\n1 2\n", true, false), nil,
			"the input is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text)"},
		{"UTF-16BE without its mark, a full-width character and a digit", textenctest.UTF16("３4\n1 2\n", true, false), nil,
			"the input is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text)"},
		{"a NUL byte", "a\nb\x00c\nd\n", []string{"a", fmt.Sprintf(nul, 2), "d"}, ""},
		// A NUL byte in a short first line is a stray byte of that line, not UTF-16: the line says so
		// and the lines after it are read.
		{"a NUL byte after the first character", "1\x00\n3 1 1\n", []string{fmt.Sprintf(nul, 1), "3 1 1"}, ""},
		{"a NUL byte ending a short first line", "1 1\x00\n3 1 1\n", []string{fmt.Sprintf(nul, 1), "3 1 1"}, ""},
		{"a NUL byte inside a short first line", "ab\x00c\n3 1 1\n", []string{fmt.Sprintf(nul, 1), "3 1 1"}, ""},
		{"a NUL byte ending the first line", "1 1 1\x00\n3 1 1\n", []string{fmt.Sprintf(nul, 1), "3 1 1"}, ""},
		{"a NUL byte after the only character", "1\x00", []string{fmt.Sprintf(nul, 1)}, ""},
		{"a NUL byte first", "\x00\x01\x02binary\nd\n", []string{fmt.Sprintf(nul, 1), "d"}, ""},
		{"Latin-1", "a\ncaf\xe9\n\nd", []string{"a", fmt.Sprintf(notUTF8, 2), "", "d"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, r := range readers(tt.in) {
				s := NewScanner(r.r, 10)
				var got []string
				for s.Scan() {
					switch {
					case s.TooLong():
						got = append(got, "<long>")
					case s.NotText() != nil:
						got = append(got, s.NotText().Error())
					default:
						got = append(got, string(s.Bytes()))
					}
				}
				if fmt.Sprint(s.Err()) != tt.err && !(tt.err == "" && s.Err() == nil) {
					t.Errorf("%s: Err() = %v, want %q", r.name, s.Err(), tt.err)
				}
				if !reflect.DeepEqual(got, tt.want) {
					t.Errorf("%s: lines = %q, want %q", r.name, got, tt.want)
				}
			}
		})
	}
}

// TestCut: a text in memory is cut into lines at the same endings as Scanner's: LF, CRLF, a lone CR,
// none of them in the line.
func TestCut(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []string
	}{
		{"a\nb\n", []string{"a", "b"}},
		{"a\r\nb", []string{"a", "b"}},
		{"a\rb\r", []string{"a", "b"}},
		{"a\r\rb", []string{"a", "", "b"}},
		{"a\n\r\nb\r", []string{"a", "", "b"}},
		{"a\r\n\r", []string{"a", ""}},
		{"", nil},
		{"no ending", []string{"no ending"}},
	} {
		var got []string
		for text := []byte(tc.text); len(text) > 0; {
			var line []byte
			line, text, _ = Cut(text)
			got = append(got, string(line))
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("Cut(%q) lines %q, want %q", tc.text, got, tc.want)
		}
	}
}

// wholeLineEnd is lineEnd as it was, searching all of b for "\n" first: the reference for FuzzLineEnd.
func wholeLineEnd(b []byte) int {
	end := bytes.IndexByte(b, '\n')
	before := b
	if end >= 0 {
		before = b[:end]
	}
	if cr := bytes.IndexByte(before, '\r'); cr >= 0 && cr+1 != end {
		return cr
	}
	return end
}

// FuzzLineEnd: lineEnd, which searches a growing window, finds the ending a search of the whole finds.
func FuzzLineEnd(f *testing.F) {
	for _, s := range []string{"", "a", "a\n", "a\r", "a\r\n", "\r\n", strings.Repeat("x", 63) + "\r\n",
		strings.Repeat("x", 64) + "\r\n", strings.Repeat("y", 200) + "\r" + strings.Repeat("z", 100) + "\n"} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if got, want := lineEnd(b), wholeLineEnd(b); got != want {
			t.Errorf("lineEnd(%q) = %d, want %d", b, got, want)
		}
	})
}

// BenchmarkCutLoneCR cuts 1 MiB of short lines ending in a lone "\r", and in "\n": each line found at the
// cost of its length (it was the cost of all the text after it for lone "\r"s).
func BenchmarkCutLoneCR(b *testing.B) {
	for _, ending := range []string{"\r", "\n"} {
		text := bytes.Repeat([]byte("12 34"+ending), 1<<20/6)
		b.Run(strconv.Quote(ending), func(b *testing.B) {
			for b.Loop() {
				for rest := text; len(rest) > 0; {
					_, rest, _ = Cut(rest)
				}
			}
		})
	}
}
