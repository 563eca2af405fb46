package textenc

import (
	"kibitz/internal/textenc/textenctest"

	"bytes"
	"errors"
	"io"
	"testing"
)

// le and be are s in UTF-16, little- and big-endian, with the byte-order mark when bom.
func le(s string, bom bool) []byte { return []byte(textenctest.UTF16(s, false, bom)) }
func be(s string, bom bool) []byte { return []byte(textenctest.UTF16(s, true, bom)) }

// TestDecode: UTF-8 is read as it is, UTF-16 with its byte-order mark decoded, and the rest refused with
// its kind and line.
func TestDecode(t *testing.T) {
	t.Parallel()
	const text = "2 1\n1 2\n1\n1 0\n"
	for _, tc := range []struct {
		name string
		in   []byte
		want string // the text, when read
		kind Kind
		line int
	}{
		{"UTF-8", []byte(text), text, 0, 0},
		{"UTF-8 with its mark", []byte("\ufeff" + text), text, 0, 0},
		{"empty", nil, "", 0, 0},
		{"UTF-16LE with its mark", le(text, true), text, 0, 0},
		{"UTF-16BE with its mark", be(text, true), text, 0, 0},
		{"UTF-16LE, CRLF and Korean", le("노드\r\n1 2\r\n", true), "노드\r\n1 2\r\n", 0, 0},
		{"UTF-16LE without its mark", le(text, false), "", UTF16, 0},
		{"UTF-16BE without its mark", be(text, false), "", UTF16, 0},
		{"a NUL byte", []byte("2 1\n1 2\x00\n"), "", NUL, 2},
		{"a NUL byte after a character", []byte("1\x00"), "", NUL, 1},
		{"a NUL byte in a short first line", []byte("1\x00\n2 1\n"), "", NUL, 1},
		{"Latin-1", []byte("2 1\n1 2\n1\ncaf\xe9\n"), "", NotUTF8, 4},
		{"NUL bytes anywhere", []byte("\x00\xff\xfe garbage"), "", NUL, 1},
		{"control bytes", []byte("\x00\x01\x02binary"), "", NUL, 1},
		{"a binary", []byte("\x89PNG\r\n\x1a\n\x00\x00"), "", NotUTF8, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Decode(tc.in)
			var e *Error
			switch {
			case tc.kind == 0 && (err != nil || string(got) != tc.want):
				t.Errorf("Decode = %q, %v; want %q", got, err, tc.want)
			case tc.kind != 0 && (!errors.As(err, &e) || e.Kind != tc.kind || e.Line != tc.line):
				t.Errorf("Decode = %q, %v; want kind %d on line %d", got, err, tc.kind, tc.line)
			}
		})
	}
}

// TestNewReader: a stream that starts with a UTF-16 byte-order mark is read decoded; any other is left
// as it is.
func TestNewReader(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		in   []byte
		want string
		ok   bool
	}{
		{"UTF-16LE", le("X.O......\n3 4 5\n", true), "X.O......\n3 4 5\n", true},
		{"UTF-16BE", be("X.O......\n", true), "X.O......\n", true},
		{"UTF-8", []byte("X.O......\n"), "X.O......\n", false},
		{"UTF-16LE without its mark", le("X\n", false), "X\x00\n\x00", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, ok := NewReader(bytes.NewReader(tc.in), tc.in[:min(2, len(tc.in))])
			got, err := io.ReadAll(r)
			if err != nil || string(got) != tc.want || ok != tc.ok {
				t.Errorf("read %q, %v (decoded %v); want %q (%v)", got, err, ok, tc.want, tc.ok)
			}
		})
	}
}

// TestLooksUTF16: NUL bytes in every other place, from the first, and none in the others, are UTF-16
// without its mark; NUL bytes elsewhere, or none, are not.
func TestLooksUTF16(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		head string
		want bool
	}{
		{"2\x00\n\x00", true},
		{"\x002\x00\n", true},
		{"2\x00 \x001\x00\n\x00", true},
		{"\x002\x00 \x001\x00\n", true},
		{"\x13\xff \x004\x00", true}, // ３ 4, little-endian: a character beyond ASCII first
		// One NUL byte is a stray byte in a line of text, not an encoding: a character, or a line, of
		// UTF-16 without its mark is no evidence of it either.
		{"2\x00", false},
		{"\x002", false},
		{"1 1\x00", false},
		{"1 1\x00\n3 1 1\n", false},
		{"ab\x00c", false},
		{"1\x00\n3 1 1\n", false},
		{"2 1\n", false},
		{"7", false},
		{"", false},
		{"\x00\xff\xfe garbage", false},
		{"\x00\x01\x02binary", false},
		{"\x00\x00\x00\x00", false},
		{"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", false},
	} {
		if got := LooksUTF16([]byte(tc.head)); got != tc.want {
			t.Errorf("LooksUTF16(%q) = %v; want %v", tc.head, got, tc.want)
		}
	}
}
