package main

import (
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestSolveWordle: mistakes in how `kibitz solve wordle` is called are usage errors (status 2) that say
// what is wrong. What it answers is tested beside it, in commands/wordle.
func TestSolveWordle(t *testing.T) {
	checkSolveCalls(t, []solveCall{
		{name: "play and eval", args: []string{"wordle", "-play", "eerie", "-eval"}, code: 2, errSubstr: "--play and --eval do not go together: --play plays one answer, --eval every one"},
		{name: "unknown flag", args: []string{"wordle", "-fast"}, code: 2, errSubstr: "kibitz solve wordle: unknown flag --fast"},
		// --play's WORD is a flag's value: a word the game cannot be played against is a usage error, not
		// an error line on stdout.
		{name: "play a word that is no answer", args: []string{"wordle", "--play", "zzzzz"}, code: 2,
			errSubstr: "kibitz solve wordle: --play zzzzz: `zzzzz` is not one of the possible answers."},
		{name: "play a word too short", args: []string{"wordle", "--play", "abc"}, code: 2,
			errSubstr: "kibitz solve wordle: --play abc: `abc` is not a five-letter word."},
		{name: "extra argument", args: []string{"wordle", "games.txt"}, code: 2, errSubstr: `kibitz solve wordle: unexpected argument "games.txt"`},
	})
}

// TestDocumentedWordleExamples: the histories that `kibitz solve wordle -h` and docs/contract.md §4 give
// as examples are ones some answer fits: run through the solver, each gets a guess, not an error line.
// (crane=gybbg slate=bbbyg was given for a long time, and no answer fits it.)
func TestDocumentedWordleExamples(t *testing.T) {
	history := regexp.MustCompile("[(`]((?:[a-z]{5}=[gyb.x-]{5} ?)+)[)`]")
	setenv(t)
	_, help, _ := runKibitz(t, context.Background(), "", "solve", "wordle", "-h")
	contract := readRepoFile(t, "docs/contract.md")
	_, s4, _ := strings.Cut(contract, "\n## §4 ")
	s4, _, _ = strings.Cut(s4, "\n## §5 ")
	_, row, _ := strings.Cut(s4, "\n| `wordle` |")
	row, _, _ = strings.Cut(row, "\n")
	for where, text := range map[string]string{"kibitz solve wordle -h": help, "docs/contract.md §4": row} {
		examples := history.FindAllStringSubmatch(text, -1)
		if len(examples) == 0 {
			t.Errorf("%s gives no example history", where)
		}
		for _, m := range examples {
			example := strings.TrimSpace(m[1])
			code, out, errOut := runKibitz(t, context.Background(), example+"\n", "solve", "wordle")
			if code != 0 || errOut != "" || strings.HasPrefix(out, "error:") || strings.Count(out, "\n") != 1 {
				t.Errorf("%s's example %q: kibitz solve wordle = %d, stdout %q, stderr %q; want a guess", where, example, code, out, errOut)
			}
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
// from .env, overridden by --answers and --guesses, and a mistake in a list named by line, after where
// the list came from as the user gave it: the flag or the variable, with the file.
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
			errSubstr: "kibitz solve wordle: WORDLE_GUESSES_FILE=" + bad + `: Line 3 of the guesses list ("Cr4ne") is not five lowercase letters.` + "\n"},
		{name: "bad list by flag", env: []string{"WORDLE_GUESSES_FILE", guesses}, args: []string{"--guesses", bad}, code: 2,
			errSubstr: "kibitz solve wordle: --guesses " + bad + `: Line 3 of the guesses list ("Cr4ne") is not five lowercase letters.` + "\n"},
		{name: "bad answers list by flag", env: []string{"WORDLE_GUESSES_FILE", bad}, args: []string{"--answers", bad}, code: 2,
			errSubstr: "kibitz solve wordle: --answers " + bad + `: Line 3 of the answers list ("Cr4ne") is not five lowercase letters.` + "\n"},
		{name: "missing list", env: []string{"WORDLE_ANSWERS_FILE", answers + ".gone"}, code: 1,
			errSubstr: "kibitz solve wordle: WORDLE_ANSWERS_FILE=" + answers + ".gone: cannot read the answers list (no such file or directory); give a file"},
		{name: "missing list by flag", env: []string{"WORDLE_ANSWERS_FILE", answers}, args: []string{"--answers", answers + ".gone"}, code: 1,
			errSubstr: "kibitz solve wordle: --answers " + answers + ".gone: cannot read the answers list (no such file or directory); give a file"},
		{name: "a folder", args: []string{"--guesses", filepath.Dir(answers)}, code: 1,
			errSubstr: "kibitz solve wordle: --guesses " + filepath.Dir(answers) + ": cannot read the guesses list ("},
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
	if code == 0 || !strings.Contains(stderr, "WORDLE_ANSWERS_FILE="+bad+`: Line 2 of the answers list repeats "crane" from line 1.`) {
		t.Errorf("kibitz console with a list that repeats a word = %d, stderr %q; want a failure naming the file and line", code, stderr)
	}
}
