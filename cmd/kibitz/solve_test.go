package main

import (
	"context"
	"strings"
	"testing"
)

// TestSolveKinds checks what every kind of `kibitz solve` shares: -h prints its usage on stdout and
// succeeds; a flag it does not know and an argument where the input belongs on stdin are usage errors
// (status 2); and, for the line-per-case kinds, a line too long to be a case gets its "error: " line
// while the cases around it are still answered (docs/contract.md §4: the run goes on), and an input that
// starts with a UTF-8 byte-order mark, as Windows editors save files, is read as if it had none.
func TestSolveKinds(t *testing.T) {
	long := strings.Repeat("1 ", 4<<20) // 8 MB: longer than any kind accepts (nim takes up to 4 MB of heaps)
	cases := map[string]struct {
		args       []string
		good, want string // one good case and its answer
	}{
		"sudoku":      {good: "1234341221434321", want: "1234341221434321"},
		"knight":      {good: "1 1 1", want: "1,1"},
		"kpk":         {good: "8/8/8/1k6/8/8/K5P1/8 w - - 0 1", want: "win 55 a2b3"},
		"tictactoe":   {good: "XXX.OO...", want: "over x"},
		"nim":         {good: "1 2 3", want: "loss -"},
		"subtraction": {args: []string{"--moves", "1,2,5"}, good: "3", want: "loss"},
		"divisor":     {good: "7", want: "loss"},
		"dagame":      {good: "2 1\n1 2\n1\n1 1", want: "Young"},
		"wordle":      {good: "salet=bbbbb courd=bbbbb", want: "nymph 14"},
	}
	for _, k := range solveKinds() {
		tc, ok := cases[k.name]
		if !ok {
			t.Errorf("kind %s has no case here; add one", k.name)
			continue
		}
		t.Run(k.name, func(t *testing.T) {
			setenv(t)
			code, out, errOut := runKibitz(t, context.Background(), "", "solve", k.name, "-h")
			if code != 0 || errOut != "" || !strings.HasPrefix(out, "usage: kibitz solve "+k.name) {
				t.Errorf("kibitz solve %s -h = %d, stdout %.80q, stderr %q; want 0 and the usage on stdout", k.name, code, out, errOut)
			}
			// The help is in sections (what a line of input is, what a line of output is, ...), each flag
			// under the one it belongs to, not in a flat list after them.
			if !strings.Contains(out, "\n\nInput:\n") || !strings.Contains(out, "\n\nOutput:\n") ||
				strings.Contains(out, "Other flags:") || strings.Contains(out, "\nflags:") {
				t.Errorf("kibitz solve %s -h =\n%s\nwant sections Input and Output, and every flag in a section", k.name, out)
			}
			for _, args := range [][]string{{"--no-such-flag"}, {"input.txt"}} {
				code, out, errOut := runKibitz(t, context.Background(), "", append([]string{"solve", k.name}, args...)...)
				if code != 2 || out != "" || !strings.HasPrefix(errOut, "kibitz solve "+k.name+": ") {
					t.Errorf("kibitz solve %s %v = %d, stdout %q, stderr %q; want 2 and a usage error", k.name, args, code, out, errOut)
				}
			}
			code, out, errOut = runKibitz(t, context.Background(), "\ufeff"+tc.good+"\r\n", append([]string{"solve", k.name}, tc.args...)...)
			if code != 0 || errOut != "" || out != tc.want+"\n" {
				t.Errorf("kibitz solve %s with a byte-order mark before %q = %d, stdout %q, stderr %q; want %q", k.name, tc.good, code, out, errOut, tc.want)
			}
			if k.name == "dagame" {
				return // dagame reads all of stdin as one case
			}
			in := tc.good + "\n" + long + "\n" + tc.good + "\n"
			code, out, errOut = runKibitz(t, context.Background(), in, append([]string{"solve", k.name}, tc.args...)...)
			got := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			if code != 0 || errOut != "" || len(got) != 3 || got[0] != tc.want || got[2] != tc.want ||
				!strings.HasPrefix(got[1], "error: ") || !strings.Contains(got[1], "longer than") {
				t.Errorf("kibitz solve %s with an 8 MB line between two cases = %d, stderr %q, lines %.200q; want %q, error: ... longer than ..., %q",
					k.name, code, errOut, got, tc.want, tc.want)
			}
		})
	}
}

// TestKindHelp checks the layout of a kind's help: the flags under their sections, their descriptions in
// one column and wrapped, defaults with grouped digits, and a flag no section names still shown.
func TestKindHelp(t *testing.T) {
	fs := newFlagSet("kibitz solve test")
	fs.Bool("count", false, "print how many")
	fs.Int64("max-nodes", 20_000_000, "give up after `N` search nodes, with an error line; this description is long enough that it has to wrap onto a second line")
	fs.String("stray", "", "a flag the help forgot")
	got := kindHelp{
		synopsis: "usage: kibitz solve test [--count] < in > out",
		sections: []helpSection{
			{title: "Input", text: "One case a line.\nTwo lines of prose."},
			{title: "Output", text: "One answer a line.", flags: []string{"count"}},
			{title: "Limits", flags: []string{"max-nodes"}},
		},
	}.render(fs)
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
