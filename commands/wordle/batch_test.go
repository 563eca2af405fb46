package wordle

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"kibitz/commands"
	"kibitz/commands/commandtest"
)

// TestBatch runs `kibitz solve wordle` as docs/contract.md §4 has it, on the embedded lists: one line per
// non-blank input line, errors on their line with the run going on, --play, --eval, --hard.
func TestBatch(t *testing.T) {
	for _, tc := range []struct {
		name     string
		args     []string
		in, want string
		usage    string // the *commands.UsageError's message, for flags that do not go together
	}{
		{name: "histories", in: "-\n\nsalet=bbbbb\nsalet=bbbbb courd=bbbbb\n", want: "salet 2315\ncourd 221\nnymph 14\n"},
		{name: "bad lines go on", in: "crane=ggggg salet=ggggg\ncrane=gybbz\n-\n",
			want: "error: no word fits (row 2, salet=ggggg)\n" +
				"error: The feedback of row 1 has \"z\" at position 5; use g for green, y for yellow, b or . for grey.\nsalet 2315\n"},
		{name: "play", args: []string{"--play", "eerie"}, want: "salet=bbbyb drone=bybbg reive=ygybg eerie=ggggg\n"},
		{name: "eval hard", args: []string{"--eval", "--hard"},
			want: "average 3.5084\nworst 6\nhistogram 1:0 2:126 3:1053 4:983 5:139 6:14\n"},
		{name: "play and eval", args: []string{"-play", "eerie", "-eval"},
			usage: "-play and -eval do not go together: -play plays one answer, -eval every one"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := commandtest.RunBatch(commands.Kind(New(commands.Env{}, Config{}), "wordle").Run, tc.args, tc.in)
			var ue *commands.UsageError
			switch {
			case tc.usage != "":
				if out != "" || !errors.As(err, &ue) || ue.Msg != tc.usage {
					t.Errorf("kibitz solve wordle %v = %q, %v; want no output and the usage error %q", tc.args, out, err, tc.usage)
				}
			case err != nil || out != tc.want:
				t.Errorf("kibitz solve wordle %v = %q, %v; want %q", tc.args, out, err, tc.want)
			}
		})
	}
}

// TestBatchListFiles: the files the settings name (Config.AnswersFile, GuessesFile) are the lists of
// `kibitz solve wordle` unless --answers and --guesses name others; a mistake in a list is a usage error
// that names the file and the line.
func TestBatchListFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, words string) string {
		path := filepath.Join(dir, name)
		if err := os.WriteFile(path, []byte(words), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	five := write("five.txt", "crane\nslate\ntrace\ncrate\ngrace\n")
	two := write("two.txt", "crane\nslate\n")
	bad := write("bad.txt", "crane\ncrane\n")
	for _, tc := range []struct {
		name  string
		cfg   Config
		args  []string
		want  string
		usage string
	}{
		{name: "the setting's", cfg: Config{AnswersFile: five}, want: "trace 5\n"},
		{name: "the flag's", cfg: Config{AnswersFile: five}, args: []string{"--answers", two}, want: "crane 2\n"},
		{name: "a repeated word", cfg: Config{AnswersFile: bad}, usage: "Line 2 of the answers list " + bad + ` repeats "crane" from line 1.`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, err := commandtest.RunBatch(commands.Kind(New(commands.Env{}, tc.cfg), "wordle").Run, tc.args, "-\n")
			var ue *commands.UsageError
			switch {
			case tc.usage != "":
				if out != "" || !errors.As(err, &ue) || ue.Msg != tc.usage {
					t.Errorf("kibitz solve wordle %v = %q, %v; want no output and the usage error %q", tc.args, out, err, tc.usage)
				}
			case err != nil || out != tc.want:
				t.Errorf("kibitz solve wordle %v = %q, %v; want %q", tc.args, out, err, tc.want)
			}
		})
	}
}
