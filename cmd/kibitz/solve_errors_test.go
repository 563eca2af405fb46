package main

import (
	"kibitz/internal/textenc/textenctest"

	"context"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/iotest"
	"unicode/utf8"
)

// TestSolveErrorLines pins the words of a failed case in every kind: the solvers give a code, and each
// game's catalogue (commands/<game>, SolveError) words it for `kibitz solve` in English.
func TestSolveErrorLines(t *testing.T) {
	for _, tc := range []struct {
		kind string
		args []string
		in   string
		want string
	}{
		{"sudoku", nil, "12x4", "error: The line is 4 characters; a grid has 16 cells (4x4), 81 (9x9), 256 (16x16) or 625 (25x25)."},
		{"knight", nil, "0 1 1", "error: The 0 x 0 board is impossible: each side must be at least 1."},
		{"kpk", nil, "8/8/8/8/8/8/8/8 w - - 0 1", "error: White has no king."},
		{"kpk", nil, "4k3/8/8/8/8/8/4P3/4K3 b - e3 0 1", "error: The en passant field of the FEN, `e3`, says White has just moved a pawn from e2 to e4, which this position cannot follow: that move leaves a white pawn on e4, e3 and e2 empty, and Black to move. Write - in the en passant field."},
		{"tictactoe", nil, "XXXOOO...", "error: Both X and O have three in a row; that cannot happen in a game."},
		{"tictactoe", nil, "X.O.Z....", "error: Cell 5 is `Z`; use X, O or . for an empty cell."},
		{"nim", nil, "1 x 3", "error: Heap 2 (`x`) is not a whole number."},
		{"divisor", nil, "0", "error: N (0) is less than 1."},
		{"dagame", nil, "x", "error: Line 1 (`x`) should be two whole numbers \"N M\" (nodes, edges)."},
		{"wordle", nil, "crane=gggg", "error: The feedback of row 1 (`gggg`) should have five marks (g green, y yellow, b grey)."},
		{"wordle", nil, "crane=ggggg slate=ggggg", "error: no word fits (row 2, slate=ggggg, with the rows before it): no answer in the list fits all of them"},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			setenv(t)
			code, out, errOut := runKibitz(t, context.Background(), tc.in+"\n", append([]string{"solve", tc.kind}, tc.args...)...)
			if code != 0 || errOut != "" || strings.TrimSuffix(out, "\n") != tc.want {
				t.Errorf("kibitz solve %s < %q = %d, stdout %q, stderr %q; want 0 and %q", tc.kind, tc.in, code, out, errOut, tc.want)
			}
		})
	}
}

// TestSolveText: every kind reads its input in UTF-16 with its byte-order mark (what Windows
// PowerShell's > writes) as it reads UTF-8, one output line a line; a line that is not text gets an
// error line that says so; and UTF-16 without its mark, whose lines cannot be told, fails the run with
// status 1 before any answer.
func TestSolveText(t *testing.T) {
	const (
		nul     = "error: Line 2 holds a NUL byte, which no text holds: the input is not plain text; save it as plain text (UTF-8)."
		notUTF8 = "error: Line 2 is not UTF-8 text; save the input as plain text in UTF-8."
		noMark  = "the input is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text)"
	)
	sudoku := "1.34341221434.21"
	for _, tc := range []struct {
		kind, in string
		code     int
		out, err string
	}{
		{"tictactoe", textenctest.UTF16("X.O......\r\nXXXOO....\r\n", false, true), 0, "win 5 4\nover x\n", ""},
		{"nim", textenctest.UTF16("3 4 5\n\n1 1\n", false, true), 0, "win 1:2\nloss -\n", ""},
		{"sudoku", textenctest.UTF16(sudoku+"\n"+sudoku+"\n", false, true), 0, "1234341221434321\n1234341221434321\n", ""},
		{"dagame", textenctest.UTF16("2 1\n1 2\n1\n1 1\n", false, true), 0, "Young\n", ""},
		{"tictactoe", "X.O......\nX\x00O......\nXXXOO....\n", 0, "win 5 4\n" + nul + "\nover x\n", ""},
		{"sudoku", sudoku + "\n\xff\xfe\n" + sudoku + "\n", 0, "1234341221434321\n" + notUTF8 + "\n1234341221434321\n", ""},
		{"nim", "3 4 5\n\xe9\n", 0, "win 1:2\n" + notUTF8 + "\n", ""},
		{"tictactoe", textenctest.UTF16("X.O......\n", false, false), 1, "", "kibitz solve tictactoe: reading the cases: " + noMark + "\n"},
		{"sudoku", textenctest.UTF16(sudoku+"\n", false, false), 1, "", "kibitz solve sudoku: reading the cases: " + noMark + "\n"},
	} {
		t.Run(tc.kind, func(t *testing.T) {
			setenv(t)
			code, out, errOut := runKibitz(t, context.Background(), tc.in, "solve", tc.kind)
			if code != tc.code || out != tc.out || errOut != tc.err {
				t.Errorf("kibitz solve %s < %q = %d, stdout %q, stderr %q; want %d, %q, %q", tc.kind, tc.in, code, out, errOut, tc.code, tc.out, tc.err)
			}
		})
	}
}

// TestSolveReadFails: input that cannot be read (a folder as stdin, a failing disk) fails every kind
// alike, status 1, its reason after "reading the cases:", the words kibitz solve's runs share, whether the
// kind reads a case a line or all of its input as one.
func TestSolveReadFails(t *testing.T) {
	for _, kind := range solveKinds(&config{}) {
		setenv(t)
		args := append([]string{"solve", kind.Name}, kind.Example.Args...)
		var out, errOut strings.Builder
		code := run(context.Background(), args, iotest.ErrReader(errors.New("read /dev/stdin: is a directory")), &out, &errOut)
		want := "kibitz solve " + kind.Name + ": reading the cases: read /dev/stdin: is a directory\n"
		if code != 1 || out.String() != "" || errOut.String() != want {
			t.Errorf("kibitz %v from a failing reader = %d, stdout %q, stderr %q; want 1 and %q", args, code, out.String(), errOut.String(), want)
		}
	}
}

// TestSolveHint: at a terminal, where nothing says that kibitz is waiting for cases, a kind that reads
// its input says so once on stderr, with how to end it; answers still come on stdout alone. From a pipe
// or a file, nothing is said, and a kind that reads no input (wordle --play) says nothing either.
func TestSolveHint(t *testing.T) {
	for _, tc := range []struct {
		args      []string
		in        string
		terminal  bool
		out, hint string
	}{
		{[]string{"nim"}, "3 4 5\n", true, "win 1:2\n",
			"kibitz solve nim: reading cases, one a line, each answered as it comes; Ctrl-D to end (kibitz solve nim -h: what a case is)\n"},
		{[]string{"dagame"}, "2 1\n1 2\n1\n1 1\n", true, "Young\n",
			"kibitz solve dagame: reading one game, all of the input; Ctrl-D to end (kibitz solve dagame -h: how it is written)\n"},
		{[]string{"nim"}, "3 4 5\n", false, "win 1:2\n", ""},
		{[]string{"wordle", "--play", "eerie"}, "", true, "", ""},
	} {
		setenv(t)
		var out, errOut strings.Builder
		inv := &invocation{name: "kibitz solve " + tc.args[0]}
		sio := solveIO{in: strings.NewReader(tc.in), out: &out, errOut: &errOut, terminal: tc.terminal}
		code := inv.exit(runSolve(context.Background(), solveKinds(&config{}), tc.args, sio), &out, &errOut)
		if tc.args[0] == "wordle" {
			tc.out = out.String() // its game, whatever it is
		}
		if code != 0 || out.String() != tc.out || errOut.String() != tc.hint {
			t.Errorf("kibitz solve %v, terminal %v = %d, stdout %q, stderr %q; want 0, %q and %q", tc.args, tc.terminal, code, out.String(), errOut.String(), tc.out, tc.hint)
		}
	}
}

// TestSolveHintAtATerminal is TestSolveHint's first case on a real terminal: a pseudo-terminal, a line
// typed, then Ctrl-D. isTerminal takes it for one (TestIsTerminal checks what it does not take).
func TestSolveHintAtATerminal(t *testing.T) {
	control, terminal := openPTY(t)
	if !isTerminal(terminal) {
		t.Fatal("isTerminal(a pseudo-terminal) = false, want true")
	}
	setenv(t)
	go control.Write([]byte("3 4 5\n\x04"))
	var out, errOut strings.Builder
	code := run(context.Background(), []string{"solve", "nim"}, terminal, &out, &errOut)
	if code != 0 || out.String() != "win 1:2\n" || !strings.HasPrefix(errOut.String(), "kibitz solve nim: reading cases, one a line") {
		t.Errorf("kibitz solve nim at a terminal = %d, stdout %q, stderr %q; want 0, the answer and the hint", code, out.String(), errOut.String())
	}
}

// TestSolveQuotesCut: a long mistake is quoted by its first 40 characters and "…" in every kind that
// quotes its input, characters beyond ASCII whole (a character is never cut in half), and
// docs/contract.md §4 says so of each of them.
func TestSolveQuotesCut(t *testing.T) {
	long := strings.Repeat("노", 50) // 150 bytes
	kinds := []struct {
		kind string
		args []string
		in   string
	}{
		{"kpk", nil, long},
		{"knight", nil, "1 " + long},
		{"wordle", nil, long},
		{"nim", nil, "1 " + long},
		{"subtraction", []string{"--moves", "1"}, long},
		{"divisor", nil, long},
		{"dagame", nil, "2 1\n1 " + long},
	}
	quote := regexp.MustCompile("`([^`]*)`")
	for _, tc := range kinds {
		t.Run(tc.kind, func(t *testing.T) {
			setenv(t)
			_, out, _ := runKibitz(t, context.Background(), tc.in+"\n", append([]string{"solve", tc.kind}, tc.args...)...)
			m := quote.FindStringSubmatch(out)
			line := tc.in[strings.LastIndex(tc.in, "\n")+1:]
			if m == nil || utf8.RuneCountInString(m[1]) != 41 || !strings.HasSuffix(m[1], "…") ||
				!strings.Contains(line, strings.TrimSuffix(m[1], "…")) {
				t.Errorf("kibitz solve %s = %q; want the word or line quoted by its first 40 characters and …", tc.kind, out)
			}
		})
	}
	doc, err := os.ReadFile(filepath.Join(sourceDir, "..", "..", "docs", "contract.md"))
	if err != nil {
		t.Fatal(err)
	}
	_, said, _ := strings.Cut(string(doc), "A REASON that quotes the input")
	said, _, _ = strings.Cut(said, "one reads.")
	said = strings.Join(strings.Fields(said), " ")
	if !strings.Contains(said, "40 characters") || !strings.Contains(said, "`…`") || strings.Contains(said, "40 bytes") {
		t.Errorf("docs/contract.md §4 says of quotes %q; want 40 characters cut with `…`, as every kind cuts them", said)
	}
	for _, tc := range kinds {
		if !strings.Contains(said, "`"+tc.kind+"`") {
			t.Errorf("docs/contract.md §4 does not name %s among the kinds that quote the input", tc.kind)
		}
	}
}
