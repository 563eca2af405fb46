package main

import (
	"context"
	"flag"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"kibitz/commands"
)

// TestSolveKinds checks what every kind of `kibitz solve` shares: -h prints its usage on stdout and
// succeeds; a flag it does not know and an argument where the input belongs on stdin are usage errors
// (status 2); and, for the line-per-case kinds, a line too long to be a case gets its "error: " line
// while the cases around it are still answered (docs/contract.md §4: the run goes on), a line of the
// kind's limit is a case and a byte more is too long, the limit its help states, and an input that
// starts with a UTF-8 byte-order mark, as Windows editors save files, is read as if it had none. Each kind
// is run on the case it declares (commands.Batch.Example).
func TestSolveKinds(t *testing.T) {
	long := strings.Repeat("1 ", 4<<20) // 8 MB: longer than any kind accepts (nim takes up to 4 MB of heaps)
	for _, k := range solveKinds(&config{}) {
		tc := k.Example
		if tc.In == "" || tc.Out == "" {
			t.Errorf("kind %s declares no Example (commands.Batch); give it one", k.Name)
			continue
		}
		t.Run(k.Name, func(t *testing.T) {
			setenv(t)
			code, out, errOut := runKibitz(t, context.Background(), "", "solve", k.Name, "-h")
			if code != 0 || errOut != "" || !strings.HasPrefix(out, "usage: kibitz solve "+k.Name) {
				t.Errorf("kibitz solve %s -h = %d, stdout %.80q, stderr %q; want 0 and the usage on stdout", k.Name, code, out, errOut)
			}
			// The help is in sections (what a line of input is, what a line of output is, ...), each flag
			// under the one it belongs to, not in a flat list after them.
			if !strings.Contains(out, "\n\nInput:\n") || !strings.Contains(out, "\n\nOutput:\n") ||
				strings.Contains(out, "Other flags:") || strings.Contains(out, "\nflags:") {
				t.Errorf("kibitz solve %s -h =\n%s\nwant sections Input and Output, and every flag in a section", k.Name, out)
			}
			for _, args := range [][]string{{"--no-such-flag"}, {"input.txt"}} {
				code, out, errOut := runKibitz(t, context.Background(), "", append([]string{"solve", k.Name}, args...)...)
				if code != 2 || out != "" || !strings.HasPrefix(errOut, "kibitz solve "+k.Name+": ") {
					t.Errorf("kibitz solve %s %v = %d, stdout %q, stderr %q; want 2 and a usage error", k.Name, args, code, out, errOut)
				}
			}
			code, out, errOut = runKibitz(t, context.Background(), "\ufeff"+tc.In+"\r\n", append([]string{"solve", k.Name}, tc.Args...)...)
			if code != 0 || errOut != "" || out != tc.Out+"\n" {
				t.Errorf("kibitz solve %s with a byte-order mark before %q = %d, stdout %q, stderr %q; want %q", k.Name, tc.In, code, out, errOut, tc.Out)
			}
			if tc.Whole {
				checkInputLimit(t, k) // the kind reads all of stdin as one case
				return
			}
			in := tc.In + "\n" + long + "\n" + tc.In + "\n"
			code, out, errOut = runKibitz(t, context.Background(), in, append([]string{"solve", k.Name}, tc.Args...)...)
			got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if code != 0 || errOut != "" || len(got) != 3 || got[0] != tc.Out || got[2] != tc.Out ||
				!strings.HasPrefix(got[1], "error: ") || !strings.Contains(got[1], "longer than") {
				t.Errorf("kibitz solve %s with an 8 MB line between two cases = %d, stderr %q, lines %.200q; want %q, error: ... longer than ..., %q",
					k.Name, code, errOut, got, tc.Out, tc.Out)
				return
			}
			// The limit the error names is the one the kind enforces, to the byte, and the one its help
			// states under Input.
			m := lineLimit.FindStringSubmatch(got[1])
			if m == nil {
				t.Fatalf("kibitz solve %s: %q names no limit", k.Name, got[1])
			}
			limit, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
			_, help, _ := runKibitz(t, context.Background(), "", "solve", k.Name, "-h")
			input, _, _ := strings.Cut(help[strings.Index(help, "\n\nInput:\n")+2:], "\n\n")
			if want := "at most " + m[1] + " bytes"; !strings.Contains(strings.Join(strings.Fields(input), " "), want) {
				t.Errorf("kibitz solve %s -h, Input:\n%s\nwant it to state the line limit, %q", k.Name, input, want)
			}
			if !contractLimits(t)[k.Name+" "+m[1]] {
				t.Errorf("docs/contract.md §4 does not list %s under %s bytes", k.Name, m[1])
			}
			fits := tc.In + strings.Repeat(" ", limit-len(tc.In))
			over := fits + " "
			code, out, errOut = runKibitz(t, context.Background(), fits+"\r\n"+over+"\n", append([]string{"solve", k.Name}, tc.Args...)...)
			got = strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if code != 0 || errOut != "" || len(got) != 2 || got[0] != tc.Out || !strings.HasPrefix(got[1], "error: Line 2 is longer than") {
				t.Errorf("kibitz solve %s with lines of %d and %d bytes = %d, stderr %q, lines %.200q; want %q and error: Line 2 is longer than ...",
					k.Name, limit, limit+1, code, errOut, got, tc.Out)
			}
		})
	}
}

// checkInputLimit checks the limit of a kind that reads all of stdin as one case (docs/contract.md §4): its
// help states it under Input, the contract lists it, an input of that many bytes is a case, and a byte
// more gets an error line that names the limit, not an answer (nor the memory of an input of any size).
func checkInputLimit(t *testing.T, k commands.Batch) {
	t.Helper()
	tc := k.Example
	_, help, _ := runKibitz(t, context.Background(), "", "solve", k.Name, "-h")
	input, _, _ := strings.Cut(help[strings.Index(help, "\n\nInput:\n")+2:], "\n\n")
	m := stated.FindStringSubmatch(strings.Join(strings.Fields(input), " "))
	if m == nil {
		t.Fatalf("kibitz solve %s -h, Input:\n%s\nwant it to state the most bytes the input takes", k.Name, input)
	}
	if !contractLimits(t)[k.Name+" "+m[1]] {
		t.Errorf("docs/contract.md §4 does not list %s under %s bytes", k.Name, m[1])
	}
	limit, _ := strconv.Atoi(strings.ReplaceAll(m[1], ",", ""))
	fits := tc.In + "\n" + strings.Repeat(" ", limit-len(tc.In)-1)
	code, out, errOut := runKibitz(t, context.Background(), fits, append([]string{"solve", k.Name}, tc.Args...)...)
	if code != 0 || errOut != "" || out != tc.Out+"\n" {
		t.Errorf("kibitz solve %s with %d bytes = %d, stdout %.200q, stderr %q; want %q", k.Name, limit, code, out, errOut, tc.Out)
	}
	want := "error: The input is longer than " + m[1] + " bytes"
	code, out, errOut = runKibitz(t, context.Background(), fits+" ", append([]string{"solve", k.Name}, tc.Args...)...)
	if code != 0 || errOut != "" || !strings.HasPrefix(out, want) || strings.Count(out, "\n") != 1 {
		t.Errorf("kibitz solve %s with %d bytes = %d, stdout %.200q, stderr %q; want %s ...", k.Name, limit+1, code, out, errOut, want)
	}
}

// stated finds the limit a kind's help states under Input.
var stated = regexp.MustCompile(`at most ([0-9,]+) bytes`)

// lineLimit finds the limit in the error of a line too long; contractLimit a line of the list of limits
// in docs/contract.md §4 ("  - 65,536 bytes: `tictactoe`, `knight`, ...").
var (
	lineLimit     = regexp.MustCompile(`longer than ([0-9,]+) bytes`)
	contractLimit = regexp.MustCompile("(?m)^  - ([0-9,]+) bytes[^:]*: (.+)$")
)

// contractLimits are the kinds' line limits as docs/contract.md §4 lists them: "nim 4,194,304".
func contractLimits(t *testing.T) map[string]bool {
	t.Helper()
	doc, err := os.ReadFile(filepath.Join(sourceDir, "..", "..", "docs", "contract.md"))
	if err != nil {
		t.Fatal(err)
	}
	limits := map[string]bool{}
	for _, m := range contractLimit.FindAllStringSubmatch(string(doc), -1) {
		for kind := range strings.SplitSeq(m[2], ",") {
			limits[strings.Trim(kind, " `.;")+" "+m[1]] = true
		}
	}
	return limits
}

// TestKindHelp checks the layout of a kind's help: the flags under their sections, their descriptions in
// one column and wrapped, defaults with grouped digits, and a flag no section names still shown.
func TestKindHelp(t *testing.T) {
	fs := newFlagSet("kibitz solve test")
	fs.Bool("count", false, "print how many")
	fs.Int64("max-nodes", 20_000_000, "give up after `N` search nodes, with an error line; this description is long enough that it has to wrap onto a second line")
	fs.String("stray", "", "a flag the help forgot")
	got := renderHelp("usage: kibitz solve test [--count] < in > out", []commands.HelpSection{
		{Title: "Input", Text: "One case a line.\nTwo lines of prose."},
		{Title: "Output", Text: "One answer a line.", Flags: []string{"count"}},
		{Title: "Limits", Flags: []string{"max-nodes"}},
	}, fs)
	const want = `usage: kibitz solve test [--count] < in > out

Input:
  One case a line.
  Two lines of prose.

Output:
  One answer a line.
  --count         print how many

Limits:
  --max-nodes N   give up after N search nodes, with an error line; this description is long enough
                  that it has to wrap onto a second line (default 20,000,000)

Other flags:
  --stray string  a flag the help forgot`
	if got != want {
		t.Errorf("render =\n%s\nwant\n%s", got, want)
	}
}

// TestSolveRunsAnyKind: `kibitz solve` has no code of its own for any kind: a kind it has never heard of,
// declared as the games declare theirs (commands.Batch), is listed by -h, explains itself with its -h,
// runs, and gets the command line's forms for a bad flag and for a mistake it finds in its flags.
func TestSolveRunsAnyKind(t *testing.T) {
	echo := commands.Batch{
		Name:  "echo",
		Does:  "a line: the same line",
		Usage: "[--times N] < lines > lines",
		Help:  []commands.HelpSection{{Title: "Input", Text: "Any line."}, {Title: "Output", Flags: []string{"times"}}},
		Flags: func(fs *flag.FlagSet) commands.BatchRun {
			times := fs.Int("times", 1, "write each line `N` times")
			return func(_ context.Context, in io.Reader, out io.Writer) error {
				if *times < 1 {
					return commands.Usagef("--times must be at least 1; it was %d", *times)
				}
				b, err := io.ReadAll(in)
				for range *times {
					out.Write(b)
				}
				return err
			}
		},
	}
	kinds := append(solveKinds(&config{}), echo)
	solve := func(in string, args ...string) (code int, stdout, stderr string) {
		var o, e strings.Builder
		inv := &invocation{name: "kibitz solve"}
		if len(args) > 0 && args[0] == "echo" {
			inv.name += " echo"
		}
		code = inv.exit(runSolve(context.Background(), kinds, args, solveIO{in: strings.NewReader(in), out: &o}), &o, &e)
		return code, o.String(), e.String()
	}
	for _, tc := range []struct {
		args         []string
		in           string
		code         int
		stdout, errs string // stdout exactly; the start of stderr
	}{
		{args: []string{"-h"}, stdout: "", errs: ""},
		{args: []string{"echo", "-h"}, stdout: "usage: kibitz solve echo [--times N] < lines > lines\n\nInput:\n  Any line.\n\nOutput:\n  --times N  write each line N times (default 1)\n"},
		{args: []string{"echo", "--times", "2"}, in: "hi\n", stdout: "hi\nhi\n"},
		{args: []string{"echo", "--times", "x"}, code: 2, errs: `kibitz solve echo: --times takes a whole number, not "x"` + "\n\nusage: kibitz solve echo"},
		{args: []string{"echo", "--times", "0"}, code: 2, errs: "kibitz solve echo: --times must be at least 1; it was 0\n"},
		{args: []string{"echo", "lines.txt"}, code: 2, errs: `kibitz solve echo: unexpected argument "lines.txt" (the cases come on standard input)`},
	} {
		code, stdout, stderr := solve(tc.in, tc.args...)
		if tc.args[0] == "-h" {
			if code != 0 || !strings.Contains(stdout, "\n  echo         a line: the same line\n") {
				t.Errorf("kibitz solve -h = %d, %q; want the kind echo listed", code, stdout)
			}
			continue
		}
		if code != tc.code || stdout != tc.stdout || !strings.HasPrefix(stderr, tc.errs) || tc.errs == "" && stderr != "" {
			t.Errorf("kibitz solve %v = %d, stdout %q, stderr %q; want %d, %q, %q...", tc.args, code, stdout, stderr, tc.code, tc.stdout, tc.errs)
		}
	}
}

// TestSolveKindsDocumented: docs/contract.md §4 and the README's "Batch solvers" have a row for every
// kind the games declare, and none for a kind that is gone.
func TestSolveKindsDocumented(t *testing.T) {
	var declared []string
	for _, k := range solveKinds(&config{}) {
		declared = append(declared, k.Name)
	}
	slices.Sort(declared)
	for _, doc := range []struct{ file, from, to string }{
		{"docs/contract.md", "\n## §4 ", "\n## §5 "},
		{"README.md", "\n## Batch solvers", "\n## Project structure"},
	} {
		text := readRepoFile(t, doc.file)
		start := strings.Index(text, doc.from)
		end := strings.Index(text, doc.to)
		if start < 0 || end < start {
			t.Fatalf("%s has no %q followed by %q", doc.file, doc.from, doc.to)
		}
		var documented []string
		for line := range strings.Lines(text[start:end]) {
			if kind, ok := strings.CutPrefix(line, "| `"); ok {
				kind, _, _ = strings.Cut(kind, "`")
				documented = append(documented, kind)
			}
		}
		slices.Sort(documented)
		if !slices.Equal(documented, declared) {
			t.Errorf("%s (%s) documents the kinds %v; the games declare %v", doc.file, strings.TrimSpace(doc.from), documented, declared)
		}
	}
}

// solveCall is a call of `kibitz solve` and what it must give, for the tables of each kind's calls: args
// (the kind first), the input, the exit status, stdout whole, and a part of stderr ("" for no stderr at
// all).
type solveCall struct {
	name      string
	args      []string
	in, want  string
	code      int
	errSubstr string
}

// checkSolveCalls runs each call as a subtest named by its name, in an environment of its own (setenv).
func checkSolveCalls(t *testing.T, calls []solveCall) {
	t.Helper()
	for _, c := range calls {
		t.Run(c.name, func(t *testing.T) {
			setenv(t)
			c.check(t)
		})
	}
}

// check runs the call in the environment the test has set and reports what differs from what it must give.
func (c solveCall) check(t *testing.T) {
	t.Helper()
	code, out, errOut := runKibitz(t, context.Background(), c.in, append([]string{"solve"}, c.args...)...)
	if code != c.code || out != c.want || !strings.Contains(errOut, c.errSubstr) || c.errSubstr == "" && errOut != "" {
		t.Errorf("kibitz solve %s = %d\n%s\nstderr %q; want %d\n%s\nstderr with %q", strings.Join(c.args, " "), code, out, errOut,
			c.code, c.want, c.errSubstr)
	}
}

// TestSolveUsageNamesEveryFlag: the usage line of every kind's -h names every flag the kind takes, as
// --name (`kibitz solve kpk -h` once left out --dtz).
func TestSolveUsageNamesEveryFlag(t *testing.T) {
	for _, k := range solveKinds(&config{}) {
		setenv(t)
		_, out, _ := runKibitz(t, context.Background(), "", "solve", k.Name, "-h")
		first, _, _ := strings.Cut(out, "\n")
		fs := newFlagSet("kibitz solve " + k.Name)
		k.Flags(fs)
		fs.VisitAll(func(f *flag.Flag) {
			name := "--" + f.Name
			if i := strings.Index(first, name); i < 0 || i+len(name) < len(first) && strings.ContainsAny(first[i+len(name):i+len(name)+1], "abcdefghijklmnopqrstuvwxyz-") {
				t.Errorf("kibitz solve %s -h: the usage line %q does not name %s", k.Name, first, name)
			}
		})
	}
}

// TestSolveFlagMistakes: every mistake in kibitz solve's command line says what is wrong with the flag
// written as the help writes it (--name), says the range of a number out of range, and is followed by the
// kind's usage, whichever check found it; a kind typed in the wrong case or a letter off is named.
func TestSolveFlagMistakes(t *testing.T) {
	for _, tc := range []struct {
		args  []string
		line  string
		usage string
	}{
		{[]string{"sudoku", "--max-nodes", "99999999999999999999"},
			"kibitz solve sudoku: --max-nodes 99999999999999999999 is out of range: it takes a whole number from 0 to 9,223,372,036,854,775,807",
			"usage: kibitz solve sudoku"},
		{[]string{"sudoku", "--max-nodes", "-1"},
			"kibitz solve sudoku: --max-nodes must be from 0 (no limit) to 9,223,372,036,854,775,807; it was -1", "usage: kibitz solve sudoku"},
		{[]string{"sudoku", "--max-nodes", "abc"}, `kibitz solve sudoku: --max-nodes takes a whole number, not "abc"`, "usage: kibitz solve sudoku"},
		{[]string{"sudoku", "--max-nodes"}, "kibitz solve sudoku: --max-nodes needs a value", "usage: kibitz solve sudoku"},
		{[]string{"knight", "--max-squares", "99999999999999999999"},
			"kibitz solve knight: --max-squares 99999999999999999999 is out of range: it takes a whole number from 1 to 25,000,000",
			"usage: kibitz solve knight"},
		{[]string{"knight", "--max-squares", "0"},
			"kibitz solve knight: --max-squares must be from 1 to 25,000,000 (5,000 x 5,000); it was 0", "usage: kibitz solve knight"},
		{[]string{"subtraction"}, "kibitz solve subtraction: --moves is required, e.g. --moves 1,2,5", "usage: kibitz solve subtraction"},
		{[]string{"wordle", "-bogus"}, "kibitz solve wordle: unknown flag --bogus: kibitz solve wordle takes --answers, --eval, --greedy, --guesses, --hard, --play (kibitz solve wordle -h says what each does)", "usage: kibitz solve wordle"},
		{[]string{"wordle", "--play", "eerie", "--eval"},
			"kibitz solve wordle: --play and --eval do not go together: --play plays one answer, --eval every one", "usage: kibitz solve wordle"},
		{[]string{"Sudoku"}, `kibitz solve: unknown kind "Sudoku"; kinds are written in lower case: sudoku`, "usage: kibitz solve KIND"},
		{[]string{"sodoku"}, `kibitz solve: unknown kind "sodoku"; did you mean sudoku?`, "usage: kibitz solve KIND"},
		{[]string{"chess"}, `kibitz solve: unknown kind "chess"`, "usage: kibitz solve KIND"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			setenv(t)
			code, out, errOut := runKibitz(t, context.Background(), "", append([]string{"solve"}, tc.args...)...)
			line, rest, _ := strings.Cut(errOut, "\n")
			if code != 2 || out != "" || line != tc.line || !strings.HasPrefix(strings.TrimPrefix(rest, "\n"), tc.usage) {
				t.Errorf("kibitz solve %v = %d, stdout %q, stderr %.200q; want 2, %q and the usage %q", tc.args, code, out, errOut, tc.line, tc.usage)
			}
		})
	}
}
