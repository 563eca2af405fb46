package batch

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"kibitz/internal/textenc"
	"kibitz/internal/textenc/textenctest"
	"kibitz/solvers/internal/lines"
)

// echo answers a case with its line in capitals; a line starting with "bad" fails.
func echo(_ context.Context, line []byte, w *bufio.Writer) error {
	if bytes.HasPrefix(line, []byte("bad")) {
		return errors.New("a bad case: " + string(line))
	}
	w.Write(bytes.ToUpper(line))
	return nil
}

func TestRun(t *testing.T) {
	long := strings.Repeat("x", 100)
	tests := []struct {
		name, in, want string
	}{
		{"empty input", "", ""},
		{"blank lines only", "\n  \n\t\r\n\n", ""},
		{"one case, no final newline", "a", "A\n"},
		{"blank lines skipped, order kept", "a\n\nb\n  \nc\n", "A\nB\nC\n"},
		{"white space around a case trimmed", "  a b \t\r\n", "A B\n"},
		{"crlf", "a\r\nb\r\n", "A\nB\n"},
		{"a failed case gets its error line, the run goes on", "a\nbad one\nb\n", "A\nerror: a bad case: bad one\nB\n"},
		{"an overlong line gets its error line, the run goes on", "a\n" + long + "\nb\n",
			"A\nerror: Line 2 is longer than 50 bytes, the most one case may take; it was skipped.\nB\n"},
		{"an overlong line of spaces is not blank", "a\n" + strings.Repeat(" ", 60) + "\nb",
			"A\nerror: Line 2 is longer than 50 bytes, the most one case may take; it was skipped.\nB\n"},
		{"overlong last line", "a\n\n" + long, "A\nerror: Line 3 is longer than 50 bytes, the most one case may take; it was skipped.\n"},
		{"a byte-order mark at the start dropped", "\ufeffa\r\nb\r\n", "A\nB\n"},
		{"exactly the limit", strings.Repeat("y", 50) + "\n", strings.Repeat("Y", 50) + "\n"},
		// UTF-16 with its byte-order mark (Windows PowerShell's >) is read, a line an answer; a line that is
		// no text gets an error line that says so, never its bytes.
		{"UTF-16 with its mark", "\xff\xfea\x00\r\x00\n\x00\r\x00\n\x00b\x00\r\x00\n\x00", "A\nB\n"},
		{"a NUL byte", "a\nb\x00\nc\n",
			"A\nerror: Line 2 holds a NUL byte, which no text holds: the input is not plain text; save it as plain text (UTF-8).\nC\n"},
		{"bytes that are not UTF-8", "a\n\xff\xfe\nc\n", "A\nerror: Line 2 is not UTF-8 text; save the input as plain text in UTF-8.\nC\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, r := range []struct {
				name string
				in   func() io.Reader
			}{
				{"whole", func() io.Reader { return strings.NewReader(tt.in) }},
				{"byte by byte", func() io.Reader { return iotest.OneByteReader(strings.NewReader(tt.in)) }},
			} {
				// A context that can end takes the path of the reading goroutine; one that cannot, the plain one.
				ctx, cancel := context.WithCancel(context.Background())
				for _, c := range []context.Context{context.Background(), ctx} {
					var out bytes.Buffer
					if err := Run(c, r.in(), &out, 50, echo); err != nil {
						t.Fatalf("%s: Run = %v", r.name, err)
					}
					if out.String() != tt.want {
						t.Errorf("%s: Run(%.60q) = %q, want %q", r.name, tt.in, out.String(), tt.want)
					}
				}
				cancel()
			}
		})
	}
}

// TestRunUTF16WithoutItsMark: an input in UTF-16 without its byte-order mark gets no answer: the run
// fails as reading does, saying what the input is and what to do, since its lines cannot be told.
func TestRunUTF16WithoutItsMark(t *testing.T) {
	var out bytes.Buffer
	err := Run(context.Background(), strings.NewReader("a\x00\n\x00b\x00\n\x00"), &out, 50, echo)
	const want = "reading the cases: the input is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text)"
	if fmt.Sprint(err) != want || out.Len() != 0 {
		t.Errorf("Run = %q, %v; want no answer and %q", out.String(), err, want)
	}
}

// TestRunCallsInOrder: one call per case, in the order of the input, with the case's line alone.
func TestRunCallsInOrder(t *testing.T) {
	var got []string
	in := "3\n1\n\n2\n"
	err := Run(context.Background(), strings.NewReader(in), io.Discard, 10, func(_ context.Context, line []byte, w *bufio.Writer) error {
		got = append(got, string(line))
		return nil
	})
	if err != nil || strings.Join(got, ",") != "3,1,2" {
		t.Errorf("Run called answer with %q, %v; want 3, 1, 2 in order", got, err)
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestRunIOErrors(t *testing.T) {
	in := strings.Repeat("a\n", 100_000) // more than the output buffer holds
	if err := Run(context.Background(), strings.NewReader(in), failingWriter{}, 10, echo); err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("Run to a failing writer = %v, want the write error", err)
	}
	boom := errors.New("boom")
	var out bytes.Buffer
	err := Run(context.Background(), io.MultiReader(strings.NewReader("a\nb\n"), iotest.ErrReader(boom)), &out, 10, echo)
	if !errors.Is(err, boom) || out.String() != "A\nB\n" {
		t.Errorf("Run from a failing reader = %v, output %q; want the read error and the answers before it", err, out.String())
	}
}

// TestRunCancelled: when the context ends during a case, the run stops there: the cases answered before
// are written out, the interrupted case gets no line (neither an answer nor an error), no later case is
// read, and Run returns the context's error.
func TestRunCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var calls int
	var out bytes.Buffer
	err := Run(ctx, strings.NewReader("a\nb\nslow\nc\nd\n"), &out, 10, func(ctx context.Context, line []byte, w *bufio.Writer) error {
		calls++
		if string(line) == "slow" {
			time.AfterFunc(20*time.Millisecond, cancel)
			select {
			case <-ctx.Done(): // a solver that watches its context
				return ctx.Err()
			case <-time.After(10 * time.Second):
				return errors.New("not cancelled")
			}
		}
		return echo(ctx, line, w)
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("Run = %v, want context.Canceled", err)
	}
	if out.String() != "A\nB\n" || calls != 3 {
		t.Errorf("Run wrote %q after %d cases, want \"A\\nB\\n\" after 3", out.String(), calls)
	}
}

// TestRunCancelledBetweenCases: a case that does not watch the context is answered in full; the run
// stops before the next one.
func TestRunCancelledBetweenCases(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out bytes.Buffer
	err := Run(ctx, strings.NewReader("a\nb\nc\n"), &out, 10, func(ctx context.Context, line []byte, w *bufio.Writer) error {
		if string(line) == "b" {
			cancel()
		}
		return echo(ctx, line, w)
	})
	if !errors.Is(err, context.Canceled) || out.String() != "A\nB\n" {
		t.Errorf("Run = %v, output %q; want context.Canceled and \"A\\nB\\n\"", err, out.String())
	}
}

// TestRunCancelledWhileReading: a run waiting for input (a terminal, a pipe nobody writes to) stops when
// the context ends, with what it answered written out.
func TestRunCancelledWhileReading(t *testing.T) {
	pr, pw := io.Pipe()
	defer pw.Close()
	go pw.Write([]byte("a\nb\n")) // then nothing more, and no end
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var out bytes.Buffer
	answered := make(chan struct{}, 2)
	done := make(chan error, 1)
	go func() {
		done <- Run(ctx, pr, &out, 10, func(ctx context.Context, line []byte, w *bufio.Writer) error {
			answered <- struct{}{}
			return echo(ctx, line, w)
		})
	}()
	<-answered
	<-answered
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) || out.String() != "A\nB\n" {
			t.Errorf("Run = %v, output %q; want context.Canceled and \"A\\nB\\n\"", err, out.String())
		}
	case <-time.After(5 * time.Second):
		t.Fatal("Run still waits for input 5 s after its context ended")
	}
}

func TestOnce(t *testing.T) {
	answer := func(s string, err error) func(context.Context, *bufio.Writer) error {
		return func(_ context.Context, w *bufio.Writer) error {
			if err != nil {
				return err
			}
			w.WriteString(s)
			return nil
		}
	}
	var out bytes.Buffer
	if err := Once(context.Background(), &out, answer("one\ntwo", nil)); err != nil || out.String() != "one\ntwo\n" {
		t.Errorf("Once = %v, %q; want \"one\\ntwo\\n\"", err, out.String())
	}
	out.Reset()
	if err := Once(context.Background(), &out, answer("", errors.New("no"))); err != nil || out.String() != "error: no\n" {
		t.Errorf("Once failing = %v, %q; want \"error: no\\n\"", err, out.String())
	}
	ctx, cancel := context.WithCancel(context.Background())
	out.Reset()
	err := Once(ctx, &out, func(ctx context.Context, w *bufio.Writer) error {
		cancel()
		return ctx.Err()
	})
	if !errors.Is(err, context.Canceled) || out.Len() != 0 {
		t.Errorf("Once cancelled = %v, %q; want context.Canceled and nothing written", err, out.String())
	}
	if err := Once(context.Background(), failingWriter{}, answer("x", nil)); err == nil {
		t.Error("Once to a failing writer = nil error")
	}
}

// readLines is ReadLines's lines joined by "|", or its error.
func readLines(r io.Reader, max int) (string, error) {
	var got []string
	err := ReadLines(context.Background(), r, max, func(n int, line []byte) error {
		if n != len(got)+1 {
			return fmt.Errorf("line %d after %d", n, len(got))
		}
		got = append(got, string(line))
		return nil
	})
	return strings.Join(got, "|"), err
}

// TestReadLines: an input read as one case gives its lines, decoded as every reader of kibitz decodes
// them, up to the limit in bytes of its text, line endings counted (a byte-order mark not); a longer one,
// in UTF-8 or in UTF-16, is refused with an error that names the limit, as is an input that is no text,
// at the first line that shows it (a line whose ending passes the limit is not given): the lines before
// it are given, and the rest is not read.
func TestReadLines(t *testing.T) {
	const max = 10
	tooLong := "The input is longer than 10 bytes, the most one case may take; it was not solved."
	for _, tc := range []struct {
		name, in string
		want     string // the lines joined by "|", then the error after "!"
	}{
		{"text", "2 1\n1 2\n", "2 1|1 2"},
		{"endings", "1\r\n2\r3\n\n4", "1|2|3||4"},
		{"empty", "", ""},
		{"the limit", "0123456789", "0123456789"},
		{"the limit and a byte-order mark", "\ufeff0123456789", "0123456789"},
		{"the limit in lines", "01234\r\n678", "01234|678"},
		{"a byte over", "0123456789\n", "!" + tooLong},
		{"a byte over, after a CRLF", "01234567\r\n9", "01234567!" + tooLong},
		{"a byte over, after a byte-order mark", "\ufeff0123456789\n", "!" + tooLong},
		{"far over", strings.Repeat("1 2\n", 1000), "1 2|1 2!" + tooLong},
		{"a line far over", strings.Repeat("1", 1000) + "\n1 2\n", "!" + tooLong},
		{"UTF-16, the limit", textenctest.UTF16("0123456789", false, true), "0123456789"},
		{"UTF-16BE, the limit", textenctest.UTF16("0123456789", true, true), "0123456789"},
		{"UTF-16, a byte over", textenctest.UTF16("0123456789\n", false, true), "!" + tooLong},
		{"UTF-16, over once decoded", textenctest.UTF16("노드노드", false, true), "!" + tooLong}, // 10 bytes read, 12 of text
		{"UTF-16 without its mark", textenctest.UTF16("1 2\n", false, false), "!textenc: UTF-16 without a byte-order mark"},
		{"a NUL byte", "1 2\x00\n", "!textenc: a NUL byte"},
		{"a NUL byte on line 2", "1\n2\x00\n", "1!textenc: a NUL byte"},
		{"not UTF-8", "1\r\xff\n", "1!textenc: not UTF-8"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, r := range []io.Reader{strings.NewReader(tc.in), iotest.OneByteReader(strings.NewReader(tc.in))} {
				got, err := readLines(r, max)
				if err != nil {
					got += "!" + err.Error()
				}
				if got != tc.want {
					t.Errorf("ReadLines = %q, want %q", got, tc.want)
				}
			}
		})
	}
	// A mistake ends the reading at its line, though the input has not ended.
	pr, pw := io.Pipe()
	defer pw.Close()
	go pw.Write([]byte("1\n2\nbad\n"))
	stop := errors.New("bad line")
	err := ReadLines(context.Background(), pr, 100, func(_ int, line []byte) error {
		if string(line) == "bad" {
			return stop
		}
		return nil
	})
	if err != stop {
		t.Errorf("ReadLines stopped by its line = %v, want %v", err, stop)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	start := time.Now()
	if err := ReadLines(ctx, pr, max, func(int, []byte) error { return nil }); !errors.Is(err, context.DeadlineExceeded) || time.Since(start) > 5*time.Second {
		t.Errorf("ReadLines of a pipe nobody writes to = %v after %v, want the context's error at once", err, time.Since(start))
	}
}

// FuzzReadLines: ReadLines gives an input's lines as textenc.Decode decodes all of it and lines.Cut cuts
// them, when that text takes at most the limit; refuses it as too long only when it takes more (or, no
// text, is longer in bytes); and refuses as no text only an input that Decode refuses.
func FuzzReadLines(f *testing.F) {
	f.Add("2 1\n1 2\n", 4)
	f.Add("\ufeff0123", 4)
	f.Add("1\r\n2\r", 5)
	f.Add(textenctest.UTF16("노드", false, true), 5)
	f.Fuzz(func(t *testing.T, in string, max int) {
		if max < 0 || max > 1<<12 || len(in) > 1<<14 {
			return // lines.Cut, cutting the reference, takes time quadratic in a text of lone "\r"s
		}
		got, err := readLines(strings.NewReader(in), max)
		if textenc.HasUTF16BOM([]byte(in)) && strings.HasPrefix(got, "\ufeff") {
			return // a mark in the text after UTF-16's: Decode drops it too, the shared line reader keeps it
		}
		text, decodeErr := textenc.Decode([]byte(in))
		var want []string
		for rest := text; len(rest) > 0; {
			var line []byte
			line, rest, _ = lines.Cut(rest)
			want = append(want, string(line))
		}
		switch {
		case errors.As(err, new(*TooLongInputError)):
			if decodeErr == nil && len(text) <= max || decodeErr != nil && len(in) <= max {
				t.Errorf("ReadLines(%q, %d) = %v; Decode = %q, %v", in, max, err, text, decodeErr)
			}
		case err != nil:
			if decodeErr == nil {
				t.Errorf("ReadLines(%q, %d) = %v; Decode = %q", in, max, err, text)
			}
		case decodeErr != nil || got != strings.Join(want, "|") || len(text) > max:
			t.Errorf("ReadLines(%q, %d) = %q; Decode = %q, %v", in, max, got, text, decodeErr)
		}
	})
}

func TestWorded(t *testing.T) {
	code := errors.New("code 7")
	describe := func(err error) string { return "worded: " + err.Error() }
	answer := func(_ context.Context, line []byte, w *bufio.Writer) error {
		if string(line) == "bad" {
			return code
		}
		w.Write(line)
		return nil
	}
	var out bytes.Buffer
	if err := Run(context.Background(), strings.NewReader("a\nbad\nb\n"), &out, 10, Worded(describe, answer)); err != nil {
		t.Fatal(err)
	}
	if want := "a\nerror: worded: code 7\nb\n"; out.String() != want {
		t.Errorf("Run with Worded wrote %q, want %q", out.String(), want)
	}
	if err := Say(context.Background(), describe, code); !errors.Is(err, code) {
		t.Errorf("Say(%v) = %v, which is not the original error", code, err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Say(ctx, describe, code); err != code {
		t.Errorf("Say after ctx ended = %v, want the error unchanged", err)
	}
	if err := Say(context.Background(), nil, code); err != code {
		t.Errorf("Say with no describe = %v, want the error unchanged", err)
	}
}

// TestRunAnswersEachLineAtOnce: a case is answered as soon as its line has come, before the next one,
// as a person at a terminal or a program that writes a case and waits for its answer needs
// (docs/contract.md §4). The answers reach out before Run waits for more input, not when the input ends.
// A run that kept them until the end never answers, and the test times out.
func TestRunAnswersEachLineAtOnce(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	// A context that can end takes the path of the reading goroutine; one that cannot, the plain one.
	for _, c := range []context.Context{context.Background(), ctx} {
		inR, inW := io.Pipe()
		outR, outW := io.Pipe()
		done := make(chan error, 1)
		go func() {
			done <- Run(c, inR, outW, 50, echo)
			outW.Close()
		}()
		answers := bufio.NewReader(outR)
		for _, tc := range []struct{ line, want string }{{"a", "A\n"}, {"\n\nbad b", "error: a bad case: bad b\n"}, {"c", "C\n"}} {
			if _, err := io.WriteString(inW, tc.line+"\n"); err != nil {
				t.Fatal(err)
			}
			if got, err := answers.ReadString('\n'); got != tc.want || err != nil {
				t.Fatalf("after %q: read %q, %v; want %q", tc.line, got, err, tc.want)
			}
		}
		inW.Close()
		if rest, err := io.ReadAll(answers); len(rest) != 0 || err != nil {
			t.Errorf("after the end of the input: %q, %v; want nothing more", rest, err)
		}
		if err := <-done; err != nil {
			t.Errorf("Run = %v", err)
		}
	}
}

// TestRunWriteFailsWhileWaiting: answers that cannot be written end the run when they are written out,
// before Run waits for more input, rather than when the next line comes.
func TestRunWriteFailsWhileWaiting(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	for _, c := range []context.Context{context.Background(), ctx} {
		inR, inW := io.Pipe()
		go io.WriteString(inW, "a\n") // then nothing more, and no end
		err := Run(c, inR, failingWriter{}, 50, echo)
		if err == nil || !strings.HasPrefix(err.Error(), "writing the answers: ") || !strings.Contains(err.Error(), "disk full") {
			t.Errorf("Run = %v, want the write error", err)
		}
		inW.Close()
	}
}

// TestReadLinesReadFails: a read that fails is told as Run tells it, after "reading the cases: ", with
// the lines before it handed over.
func TestReadLinesReadFails(t *testing.T) {
	boom := errors.New("boom")
	var got []string
	err := ReadLines(context.Background(), io.MultiReader(strings.NewReader("a\nb\n"), iotest.ErrReader(boom)), 100, func(_ int, line []byte) error {
		got = append(got, string(line))
		return nil
	})
	if !errors.Is(err, boom) || err.Error() != "reading the cases: boom" || strings.Join(got, ",") != "a,b" {
		t.Errorf("ReadLines from a failing reader = %v after lines %q; want \"reading the cases: boom\" after a, b", err, got)
	}
}
