package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestSolveWordle: mistakes in how `kibitz solve wordle` is called are usage errors (status 2) that say
// what is wrong. What it answers is tested beside it, in commands/wordle.
func TestSolveWordle(t *testing.T) {
	checkSolveCalls(t, []solveCall{
		{name: "play and eval", args: []string{"wordle", "-play", "eerie", "-eval"}, code: 2, errSubstr: "-play and -eval do not go together"},
		{name: "unknown flag", args: []string{"wordle", "-fast"}, code: 2, errSubstr: "kibitz solve wordle: flag provided but not defined: -fast"},
		{name: "extra argument", args: []string{"wordle", "games.txt"}, code: 2, errSubstr: `kibitz solve wordle: unexpected argument "games.txt"`},
	})
}

// TestSolveWordleUsageNamesEveryFlag: the usage line of -h names every flag kibitz solve wordle takes.
func TestSolveWordleUsageNamesEveryFlag(t *testing.T) {
	setenv(t)
	_, out, _ := runKibitz(t, context.Background(), "", "solve", "wordle", "-h")
	first, _, _ := strings.Cut(out, "\n")
	for _, flag := range []string{"--hard", "--greedy", "--play WORD", "--eval", "--answers FILE", "--guesses FILE"} {
		if !strings.Contains(first, "["+flag) && !strings.Contains(first, flag+"]") && !strings.Contains(first, "| "+flag) {
			t.Errorf("the usage line %q does not name %s", first, flag)
		}
	}
}

// writeList writes a word list into the test's folder and returns its path.
func writeList(t *testing.T, name, words string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, []byte(words), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestSolveWordleReplacedLists checks WORDLE_ANSWERS_FILE and WORDLE_GUESSES_FILE: from the environment,
// from .env, overridden by --answers and --guesses, and a mistake in a list named by file and line.
func TestSolveWordleReplacedLists(t *testing.T) {
	answers := writeList(t, "answers.txt", "# five answers\ncrane\nslate\ntrace\ncrate\ngrace\n")
	other := writeList(t, "other.txt", "crane\nslate\n")
	guesses := writeList(t, "guesses.txt", "salet\nbumpy\n")
	bad := writeList(t, "bad.txt", "crane\n\nCr4ne\n")
	in := "-\ncrane=bbbbb\nslate=ggggg\nsalet=bbbbb\n"
	for _, tc := range []struct {
		name      string
		env       []string
		dotenv    string // the .env file's text, if any
		args      []string
		want      string
		code      int
		errSubstr string
	}{
		{name: "environment", env: []string{"WORDLE_ANSWERS_FILE", answers, "WORDLE_GUESSES_FILE", guesses},
			// trace tells the five apart; no answer lacks every letter of crane, nor of salet (allowed)
			want: "trace 5\nerror: no word fits (row 1, crane=bbbbb): no answer in the list gives crane that feedback\nslate 1\nerror: no word fits (row 1, salet=bbbbb): no answer in the list gives salet that feedback\n"},
		{name: ".env", dotenv: "WORDLE_ANSWERS_FILE=" + answers + "\n",
			want: "trace 5\nerror: no word fits (row 1, crane=bbbbb): no answer in the list gives crane that feedback\nslate 1\nerror: no word fits (row 1, salet=bbbbb): no answer in the list gives salet that feedback\n"},
		{name: "flags override", env: []string{"WORDLE_ANSWERS_FILE", answers}, args: []string{"--answers", other},
			want: "crane 2\nerror: no word fits (row 1, crane=bbbbb): no answer in the list gives crane that feedback\nslate 1\nerror: no word fits (row 1, salet=bbbbb): no answer in the list gives salet that feedback\n"},
		{name: "play against a replaced answer", env: []string{"WORDLE_ANSWERS_FILE", other}, args: []string{"--play", "slate"},
			want: "crane=bbgbg slate=ggggg\n"},
		{name: "eval", args: []string{"--answers", other, "--eval"},
			want: "average 1.5000\nworst 2\nhistogram 1:1 2:1 3:0 4:0 5:0 6:0\n"},
		{name: "bad list", env: []string{"WORDLE_GUESSES_FILE", bad}, code: 2,
			errSubstr: "kibitz solve wordle: Line 3 of the guesses list " + bad + ` ("Cr4ne") is not five lowercase letters.`},
		{name: "missing list", env: []string{"WORDLE_ANSWERS_FILE", answers + ".gone"}, code: 1,
			errSubstr: "kibitz solve wordle: cannot read the answers list " + answers + ".gone (-answers, or WORDLE_ANSWERS_FILE): no such file or directory; give a file"},
		{name: "a folder", args: []string{"--guesses", filepath.Dir(answers)}, code: 1,
			errSubstr: "kibitz solve wordle: cannot read the guesses list " + filepath.Dir(answers) + " (-guesses, or WORDLE_GUESSES_FILE): "},
	} {
		t.Run(tc.name, func(t *testing.T) {
			setenv(t, tc.env...)
			if tc.dotenv != "" {
				for _, name := range []string{"WORDLE_ANSWERS_FILE", "WORDLE_GUESSES_FILE"} {
					os.Unsetenv(name) // set, even empty, a variable would win over .env; setenv restores it
				}
				if err := os.WriteFile(".env", []byte(tc.dotenv), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			solveCall{args: append([]string{"wordle"}, tc.args...), in: in, want: tc.want, code: tc.code, errSubstr: tc.errSubstr}.check(t)
		})
	}
}

// TestConsoleWordleReplacedLists checks that the commands, not only the batch solver, take the lists of
// WORDLE_ANSWERS_FILE and WORDLE_GUESSES_FILE: the assist counts the replaced answers and suggests from
// them, and a list with a mistake stops kibitz before it serves anything.
func TestConsoleWordleReplacedLists(t *testing.T) {
	answers := writeList(t, "answers.txt", "crane\nslate\ntrace\ncrate\ngrace\n")
	guesses := writeList(t, "guesses.txt", "salet\nbumpy\n")
	setenv(t, "WORDLE_ANSWERS_FILE", answers, "WORDLE_GUESSES_FILE", guesses)
	code, stdout, stderr := runKibitz(t, context.Background(), "/wordle assist guess:crane feedback:yggbg\nquit\n",
		"console", "-out", t.TempDir())
	// of the five answers, trace and grace colour crane so; the original lists have more (brace, ...)
	if code != 0 || stderr != "" || !strings.Contains(stdout, "**2** answers still fit: TRACE, GRACE") {
		t.Fatalf("kibitz console with replaced lists = %d, stderr %q:\n%s", code, stderr, stdout)
	}

	bad := writeList(t, "bad.txt", "crane\ncrane\n")
	setenv(t, "WORDLE_ANSWERS_FILE", bad)
	code, _, stderr = runKibitz(t, context.Background(), "quit\n", "console", "-out", t.TempDir())
	if code == 0 || !strings.Contains(stderr, "Line 2 of the answers list "+bad+` repeats "crane" from line 1.`) {
		t.Errorf("kibitz console with a list that repeats a word = %d, stderr %q; want a failure naming the file and line", code, stderr)
	}
}
