// Package lines reads the one-case-per-line input of the batch solvers (`kibitz solve`). Unlike
// bufio.Scanner, a line longer than the limit does not end the run: it is skipped and reported as too
// long, so that the caller can print "error: ..." on its line and go on, as docs/contract.md §4 asks.
// A line ends in "\n", "\r\n" or a lone "\r" (the old Mac OS's line ending, which read as "\n" only made
// a file one line).
// A UTF-8 byte-order mark at the start of the input (Windows editors save files with one) is dropped.
// An input in UTF-16 with its byte-order mark (Windows PowerShell's > writes one) is decoded and read as
// its text; one in UTF-16 without the mark, whose lines cannot be told, stops the scan (ErrUTF16); and a
// line with a NUL byte or bytes that are not UTF-8 is given with the reason it is no text (NotText), for
// its "error:" line (kibitz/internal/textenc says why).
package lines

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"

	"kibitz/internal/textenc"
)

// chunk is the read buffer: lines up to this size cost no copy; longer ones are gathered, up to the limit.
const chunk = 64 << 10

// Scanner reads lines of at most a fixed number of bytes (not counting the line ending: "\n", "\r\n", or
// a lone "\r", as files saved on the old Mac OS end their lines).
type Scanner struct {
	rd      *bufio.Reader
	max     int
	line    []byte // the current line, without its ending; nil when too long
	long    bool   // the current line was longer than max
	acc     []byte // gathers a line longer than the read buffer
	afterCR bool   // the last line ended in "\r" without its "\n": a "\n" next is the rest of a CRLF
	done    bool
	err     error
	n       int   // lines scanned, the current one included
	used    int64 // bytes of text taken from the input (Used)
}

// bom is the UTF-8 byte-order mark, which a file may begin with.
const bom = "\ufeff"

// NewScanner reads lines of at most max bytes from r.
func NewScanner(r io.Reader, max int) *Scanner {
	return &Scanner{rd: bufio.NewReaderSize(r, min(chunk, max+2)), max: max}
}

// Scan moves to the next line, blank lines included, and reports whether there was one. It returns
// false at the end of the input and when reading fails (see Err).
func (s *Scanner) Scan() bool {
	if s.done {
		return false
	}
	s.line, s.long, s.acc = nil, false, s.acc[:0]
	if s.n == 0 && !s.start() {
		return false
	}
	if s.afterCR {
		// Looked at now, not when the "\r" came: a line typed is answered without waiting for the next.
		s.afterCR = false
		b, err := s.rd.Peek(1)
		switch {
		case err == io.EOF:
			s.done = true
			return false
		case err != nil:
			s.err, s.done = err, true
			return false
		case b[0] == '\n':
			s.discard(1)
		}
	}
	s.n++
	var line []byte
	for {
		part, err := s.readSlice()
		if errors.Is(err, bufio.ErrBufferFull) {
			if !s.long {
				s.acc = append(s.acc, part...)
				s.long = len(s.acc) > s.max
			}
			continue
		}
		if err == io.EOF {
			s.done = true
		} else if err != nil {
			s.err, s.done = err, true
			return false
		}
		line = part
		if len(s.acc) > 0 && !s.long {
			s.acc = append(s.acc, part...)
			line = s.acc
		}
		s.afterCR = len(part) > 0 && part[len(part)-1] == '\r'
		break
	}
	if s.done && len(line) == 0 && len(s.acc) == 0 && !s.long {
		return false // the input ended with a line ending (or was empty)
	}
	if s.long {
		return true
	}
	if s.n == 1 && bytes.IndexByte(line, 0) >= 0 && textenc.LooksUTF16(bytes.TrimSuffix(line, []byte("\r\n"))) {
		// UTF-16 without its mark whose first character is not ASCII (３, 노), which start does not see in
		// the first two bytes: its first line, cut after the byte 0x0A or 0x0D of its line ending, tells it
		// (that byte is the second of a big-endian "\x00\n"). A NUL byte or two in a line of text do not
		// (textenc.LooksUTF16): that line is refused by its number, as a NUL byte anywhere else.
		s.err, s.done, s.line = ErrUTF16, true, nil
		return false
	}
	line = bytes.TrimSuffix(line, []byte("\n"))
	line = bytes.TrimSuffix(line, []byte("\r"))
	if len(line) > s.max {
		s.long = true
		return true
	}
	s.line = line
	return true
}

// readSlice is bufio.Reader.ReadSlice for a line that ends in "\n", "\r\n" or a lone "\r": the bytes up
// to the end of the line, its ending included, valid until the next read. A "\r" that ends what has come
// so far is given as the line's end, without waiting for a "\n" after it (Scan drops that "\n", afterCR).
// Like ReadSlice, it waits for more of a line until its buffer is full (bufio.ErrBufferFull, with the
// buffer) or the input ends (its error, with the rest).
func (s *Scanner) readSlice() ([]byte, error) {
	var err error
	searched := 0
	for {
		buf, _ := s.rd.Peek(s.rd.Buffered())
		if end := lineEnd(buf[searched:]); end >= 0 {
			end += searched
			s.discard(end + 1)
			return buf[:end+1], nil
		}
		searched = len(buf)
		switch {
		case err != nil:
			s.discard(len(buf))
			return buf, err
		case len(buf) == s.rd.Size():
			s.discard(len(buf))
			return buf, bufio.ErrBufferFull
		}
		_, err = s.rd.Peek(len(buf) + 1) // more of the line, or the end of the input; looked at above
	}
}

// discard takes n bytes of the input, counted in Used. A UTF-8 byte-order mark dropped at the start is
// taken with rd.Discard, not counted.
func (s *Scanner) discard(n int) {
	s.rd.Discard(n)
	s.used += int64(n)
}

// Used is how many bytes of text the lines scanned took, their endings included (a "\n" after a line that
// ended in "\r" counts once the next Scan has seen it), a UTF-8 byte-order mark not: for UTF-16 with its
// mark, the bytes of the text decoded. A reader that takes all of its input as one case (dagame) holds
// that to its limit.
func (s *Scanner) Used() int64 { return s.used }

// lineEnd is the index in b of the last byte of the first line ending: a "\n" (alone or after "\r"), or a
// lone "\r" (one that ends b too, whose "\n" may come later); -1 when b holds none. Two searches for a
// byte, each vectorised, rather than one for either byte (bytes.IndexAny), which looks at a byte a time.
//
// The searches look at a window of b that doubles until it holds an ending, so that finding a line costs
// about its length whatever follows it. Searching all of b for "\n" first cost all of b for every line of
// a text whose lines end in a lone "\r" (and one for "\r" first would for every line ending in "\n"):
// quadratic in Cut, which takes the whole of a /grundy dagame file, and the whole buffered input for
// every line in Scanner. BenchmarkCutLoneCR, 1 MiB of 6-byte lines: lone "\r"s 1.21 s, now 1.9 ms (a
// 4 MiB file, the most /grundy dagame reads, some 19 s); "\n"s 2.3 ms, as before.
func lineEnd(b []byte) int {
	for w := 64; ; w *= 2 {
		window := b[:min(w, len(b))]
		end := bytes.IndexByte(window, '\n')
		before := window
		if end >= 0 {
			before = window[:end]
		}
		if cr := bytes.IndexByte(before, '\r'); cr >= 0 {
			if cr+1 < len(b) && b[cr+1] == '\n' {
				return cr + 1 // CRLF, the "\n" just past the window perhaps
			}
			return cr
		}
		if end >= 0 || len(window) == len(b) {
			return end
		}
	}
}

// Cut is the first line of text, a whole input in memory, and the text after it: the line ends at a
// "\n", a "\r\n" or a lone "\r" (a file saved with the old Mac OS's endings), which neither holds; found
// is false when text holds no ending (line is then all of it). The same endings as Scanner's, for a
// reader that takes its input whole (a game graph, a word list).
func Cut(text []byte) (line, rest []byte, found bool) {
	i := lineEnd(text)
	if i < 0 {
		return text, nil, false
	}
	line = text[:i]
	if text[i] == '\n' {
		line = bytes.TrimSuffix(line, []byte{'\r'})
	}
	return line, text[i+1:], true
}

// ErrUTF16 is Err for an input in UTF-16 without its byte-order mark; its text follows "reading the
// cases: " on `kibitz solve`'s error line (docs/contract.md §4).
var ErrUTF16 = errors.New("the input is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text)")

// start looks at the first bytes of the input, before the first line: it drops a UTF-8 byte-order mark,
// decodes UTF-16 with its mark, and refuses UTF-16 without it (false, with ErrUTF16) when its first
// character is ASCII (Scan looks at the first line for the rest). It reads no further
// than the first line needs: one byte, two unless it is a line ending, three when they may be a UTF-8
// mark, and up to 64 only when the first two hold a NUL byte, which no text does, so that a first line
// typed on a terminal ("7\n") is answered at once.
func (s *Scanner) start() bool {
	b, err := s.rd.Peek(1)
	if err != nil || b[0] == '\n' || b[0] == '\r' {
		return true
	}
	head, _ := s.rd.Peek(2)
	switch {
	case head[0] == bom[0]:
		if b, err := s.rd.Peek(len(bom)); err == nil && string(b) == bom {
			s.rd.Discard(len(bom))
		}
	case textenc.HasUTF16BOM(head):
		r, _ := textenc.NewReader(s.rd, head)
		s.rd = bufio.NewReaderSize(r, s.rd.Size())
	case bytes.IndexByte(head, 0) >= 0:
		if head, _ := s.rd.Peek(64); textenc.LooksUTF16(head) {
			s.err, s.done = ErrUTF16, true
			return false
		}
	}
	return true
}

// NotText is the reason to print for the current line when it holds a NUL byte or bytes that are not
// UTF-8, naming it as TooLongError does; nil for a line of text, and for a line too long.
func (s *Scanner) NotText() error {
	if kind := textenc.Check(s.line); kind != 0 {
		return errors.New((&textenc.Error{Kind: kind, Line: s.n}).Sentence())
	}
	return nil
}

// Refused is the reason to print for the current line when it cannot be a case: too long (TooLongError)
// or no text (NotText); nil otherwise.
func (s *Scanner) Refused() error {
	if s.long {
		return s.TooLongError()
	}
	return s.NotText()
}

// Line is the number of the current line, counted from 1.
func (s *Scanner) Line() int { return s.n }

// Bytes is the current line without its ending, valid until the next Scan; nil when the line is too long.
func (s *Scanner) Bytes() []byte { return s.line }

// TooLong reports whether the current line was longer than the limit; its bytes were skipped.
func (s *Scanner) TooLong() bool { return s.long }

// TooLongError is the reason to print for a line that was too long: a sentence, like the solvers' other
// reasons, that names the line, since the blank lines skipped before it make the output's count differ.
func (s *Scanner) TooLongError() error {
	//lint:ignore ST1005 the text is the reason on a `kibitz solve` "error:" line, printed as it is (contract §4)
	return fmt.Errorf("Line %s is longer than %s bytes, the most one case may take; it was skipped.", textenc.Group(s.n), textenc.Group(s.max))
}

// Err is the error that stopped Scan, other than the end of the input.
func (s *Scanner) Err() error { return s.err }
