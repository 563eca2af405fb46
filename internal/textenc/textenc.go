// Package textenc tells what kibitz reads as text (a file attached to a command, the standard input of
// `kibitz solve`) from what it cannot read so, before any of it is parsed: a mistake in the encoding is
// then said as one, rather than as a line that holds raw byte-order marks and NUL bytes
// (docs/contract.md §4).
//
// kibitz reads UTF-8. A UTF-8 byte-order mark at the start is dropped. UTF-16 with its byte-order mark,
// which Windows writes (PowerShell 5's `>` and Out-File, Notepad's "Unicode"), is decoded into UTF-8 and
// read: the mark says the encoding, so nothing is guessed. UTF-16 without the mark is refused (Kind
// UTF16): its NUL bytes in every other place make it likely, not certain, and a wrong guess would read
// other bytes as text. So is anything else that is no text: a NUL byte, which no text file holds, or
// bytes that are not UTF-8 (a Latin-1 or Shift JIS file, a binary).
package textenc

import (
	"bytes"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/unicode"
	"golang.org/x/text/transform"
)

// Kind is what makes an input no text that kibitz reads.
type Kind int

// The kinds of Error.
const (
	// UTF16: the input starts as UTF-16 does, NUL bytes in every other place (LooksUTF16), without a
	// byte-order mark.
	UTF16 Kind = iota + 1
	// NUL: a line holds a NUL byte.
	NUL
	// NotUTF8: a line holds bytes that are not UTF-8.
	NotUTF8
)

// Error says why an input is not text: its Kind, and the line of the first NUL byte or of the first
// bytes that are not UTF-8 (counted from 1, as the decoded text's lines; 0 for UTF16). Each caller words
// it for its reader; Error() is a short text for logs.
type Error struct {
	Kind Kind
	Line int
}

func (e *Error) Error() string {
	switch e.Kind {
	case UTF16:
		return "textenc: UTF-16 without a byte-order mark"
	case NUL:
		return "textenc: a NUL byte"
	}
	return "textenc: not UTF-8"
}

// Sentence is e in English as `kibitz solve` prints it on an error line (docs/contract.md §4), its line
// number grouped as kibitz writes numbers there (1,234): one wording for every reader of the batch form.
func (e *Error) Sentence() string {
	switch e.Kind {
	case UTF16:
		return "The input is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text)."
	case NUL:
		return "Line " + Group(e.Line) + " holds a NUL byte, which no text holds: the input is not plain text; save it as plain text (UTF-8)."
	}
	return "Line " + Group(e.Line) + " is not UTF-8 text; save the input as plain text in UTF-8."
}

// Group writes n >= 0 with commas between groups of three digits, as kibitz writes a number on an English
// error line of `kibitz solve` (i18n.Group's form; neither this package nor the solvers' line reader,
// which uses it too, import i18n).
func Group(n int) string {
	d := strconv.Itoa(n)
	var b strings.Builder
	for i := range len(d) {
		if i > 0 && (len(d)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(d[i])
	}
	return b.String()
}

// The byte-order marks.
const (
	bomUTF8    = "\xef\xbb\xbf"
	bomUTF16LE = "\xff\xfe"
	bomUTF16BE = "\xfe\xff"
)

// HasUTF16BOM reports whether head, the first bytes of an input, starts with a UTF-16 byte-order mark.
func HasUTF16BOM(head []byte) bool {
	return bytes.HasPrefix(head, []byte(bomUTF16LE)) || bytes.HasPrefix(head, []byte(bomUTF16BE))
}

// LooksUTF16 reports whether head, the first bytes of an input (the first 64 are looked at), starts as
// UTF-16 without a byte-order mark: NUL bytes in every other place, as in "2\x00 \x00" (little-endian)
// or "\x002\x00 " (big-endian), where the characters are ASCII. Precisely: half of the places of one
// parity or more hold NUL, none of the other, and two at least (minUTF16NULs). No UTF-8 text does: it
// holds no NUL byte at all; nor do most binaries, whose NUL bytes fall anywhere.
func LooksUTF16(head []byte) bool {
	head = head[:min(len(head), 64)&^1]
	if HasUTF16BOM(head) {
		return false
	}
	var nul [2]int // by parity of the place
	for i, b := range head {
		if b == 0 {
			nul[i&1]++
		}
	}
	pairs := len(head) / 2
	for p := range 2 {
		if nul[1-p] == 0 && nul[p] >= minUTF16NULs && 2*nul[p] >= pairs {
			return true
		}
	}
	return false
}

// minUTF16NULs is the fewest NUL bytes LooksUTF16 takes for UTF-16. One is a stray byte in a line of
// text ("1 1\x00" fills half of its odd places), which the readers refuse by its line while the run goes
// on; taken for UTF-16, it failed the whole input. UTF-16 of a line of text holds two at least: a
// character of ASCII and the line ending, or two characters.
const minUTF16NULs = 2

// Decode returns data as UTF-8 text without a byte-order mark: UTF-8 as it is (its mark dropped), UTF-16
// with its mark decoded (a lone surrogate becomes U+FFFD). Otherwise it returns an *Error: UTF-16
// without its mark, or a NUL byte or bytes that are not UTF-8, with their line.
func Decode(data []byte) ([]byte, error) {
	switch {
	case HasUTF16BOM(data):
		dec := unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM).NewDecoder() // the mark picks the order
		out, _, err := transform.Bytes(dec, data)
		if err != nil { // an odd last byte, at worst: said as bytes that are not UTF-8
			return nil, &Error{Kind: NotUTF8, Line: bytes.Count(data, []byte{'\n', 0}) + 1}
		}
		data = out
	case LooksUTF16(data):
		return nil, &Error{Kind: UTF16}
	}
	data = bytes.TrimPrefix(data, []byte(bomUTF8))
	if kind := Check(data); kind != 0 {
		// Its line: the first line that Check refuses.
		line := 1
		for rest := data; len(rest) > 0; line++ {
			l := rest
			if i := bytes.IndexByte(rest, '\n'); i >= 0 {
				l, rest = rest[:i], rest[i+1:]
			} else {
				rest = nil
			}
			if k := Check(l); k != 0 {
				return nil, &Error{Kind: k, Line: line}
			}
		}
	}
	return data, nil
}

// Check reports what makes b no text: NUL for a NUL byte, NotUTF8 for bytes that are not UTF-8, and 0
// when b is UTF-8 text. It costs little beside reading b: a byte search and utf8.Valid.
func Check(b []byte) Kind {
	switch {
	case bytes.IndexByte(b, 0) >= 0:
		return NUL
	case !utf8.Valid(b):
		return NotUTF8
	}
	return 0
}

// NewReader returns r read as UTF-8 text when r starts with a UTF-16 byte-order mark: what it reads then
// is decoded (the mark dropped). head is r's first bytes, peeked (two at least, or all r has when it
// has fewer): other inputs, UTF-8 ones among them, are returned as they are (ok false), and so is r when head
// LooksUTF16, which the caller refuses.
func NewReader(r io.Reader, head []byte) (_ io.Reader, ok bool) {
	if !HasUTF16BOM(head) {
		return r, false
	}
	return transform.NewReader(r, unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM).NewDecoder()), true
}
