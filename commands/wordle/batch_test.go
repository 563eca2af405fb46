package wordle

import (
	"os"
	"path/filepath"
	"testing"

	"kibitz/commands"
	"kibitz/commands/commandtest/solvetest"
)

// TestBatch runs `kibitz solve wordle` as docs/contract.md §4 has it, on the embedded lists: one line per
// non-blank input line, errors on their line with the run going on, --play, --eval, --hard.
func TestBatch(t *testing.T) {
	solvetest.Check(t, New(commands.Env{}, Config{}), []solvetest.Case{
		{Name: "histories", In: "-\n\nsalet=bbbbb\nsalet=bbbbb courd=bbbbb\n", Want: "salet 2315\ncourd 221\nnymph 14\n"},
		// 44 allowed guesses colour KAINS so (KEBOB, KEDGE...), but no answer does: the line says which.
		{Name: "no answer, though guesses fit", In: "kains=gbbbb\n",
			Want: "error: no word fits (row 1, kains=gbbbb): no answer in the list gives kains that feedback\n"},
		{Name: "bad lines go on", In: "crane=ggggg salet=ggggg\ncrane=gybbz\n-\n",
			Want: "error: no word fits (row 2, salet=ggggg): no answer in the list gives salet that feedback\n" +
				"error: The feedback of row 1 has `z` at position 5; use g for green, y for yellow, b or . for grey.\nsalet 2315\n"},
		// A guess no game would take is a typo: the line says which row, and the run goes on.
		{Name: "a guess not in the list", In: "salet=bbbbb qqqqq=bbbbb\nsalet=bbbbb\n",
			Want: "error: Row 2: `qqqqq` is not in the word list.\ncourd 221\n"},
		{Name: "full-width", In: "ｓａｌｅｔ＝ｂｂｂｂｂ\n", Want: "courd 221\n"},
		{Name: "play", Args: []string{"--play", "eerie"}, Want: "salet=bbbyb drone=bybbg reive=ygybg eerie=ggggg\n"},
		{Name: "eval hard", Args: []string{"--eval", "--hard"},
			Want: "average 3.5084\nworst 6\nhistogram 1:0 2:126 3:1053 4:983 5:139 6:14\n"},
		{Name: "play and eval", Args: []string{"-play", "eerie", "-eval"},
			Usage: "--play and --eval do not go together: --play plays one answer, --eval every one"},
		{Name: "play a word that is no answer", Args: []string{"--play", "zzzzz"},
			Usage: "--play zzzzz: `zzzzz` is not one of the possible answers."},
		// --play given empty (a shell variable that was not set) is a mistake, not a run that reads the input.
		{Name: "play given empty", Args: []string{"--play", ""}, In: "crane=gybbg\n",
			Usage: "--play is empty: give a WORD from the answers list, such as --play crane, or leave --play out to read histories"},
		{Name: "play given empty as --play=", Args: []string{"--play="}, In: "crane=gybbg\n",
			Usage: "--play is empty: give a WORD from the answers list, such as --play crane, or leave --play out to read histories"},
		{Name: "play given blank", Args: []string{"--play", "  "}, In: "crane=gybbg\n",
			Usage: "--play is empty: give a WORD from the answers list, such as --play crane, or leave --play out to read histories"},
		{Name: "play given empty, with eval", Args: []string{"--play", "", "--eval"},
			Usage: "--play is empty: give a WORD from the answers list, such as --play crane, or leave --play out to read histories"},
		// Full-width letters read as ASCII, as in every other Wordle input (commands.ASCII).
		{Name: "play full-width", Args: []string{"--play", "ＥＥＲＩＥ"}, Want: "salet=bbbyb drone=bybbg reive=ygybg eerie=ggggg\n"},
		{Name: "play full-width lower case", Args: []string{"--play", "ｅｅｒｉｅ"}, Want: "salet=bbbyb drone=bybbg reive=ygybg eerie=ggggg\n"},
		{Name: "play full-width, no answer", Args: []string{"--play", "ＺＺＺＺＺ"},
			Usage: "--play ＺＺＺＺＺ: `zzzzz` is not one of the possible answers."},
		{Name: "play full-width, a digit", Args: []string{"--play", "ＣＲＡ１Ｅ"},
			Usage: "--play ＣＲＡ１Ｅ: `CRA1E` has `1`, which is not a letter a to z."},
	})
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
		name string
		cfg  Config
		run  solvetest.Case
	}{
		{"the setting's", Config{AnswersFile: five}, solvetest.Case{In: "-\n", Want: "trace 5\n"}},
		{"the flag's", Config{AnswersFile: five}, solvetest.Case{Args: []string{"--answers", two}, In: "-\n", Want: "crane 2\n"}},
		{"a repeated word", Config{AnswersFile: bad}, solvetest.Case{In: "-\n", Usage: "WORDLE_ANSWERS_FILE=" + bad + `: Line 2 of the answers list repeats "crane" from line 1.`}},
		{"a repeated word, by flag", Config{AnswersFile: five}, solvetest.Case{Args: []string{"--answers", bad}, In: "-\n",
			Usage: "--answers " + bad + `: Line 2 of the answers list repeats "crane" from line 1.`}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			solvetest.Check(t, New(commands.Env{}, tc.cfg), []solvetest.Case{tc.run})
		})
	}
}
