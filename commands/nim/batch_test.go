package nim

import (
	"testing"

	"kibitz/commands"
	"kibitz/commands/commandtest/solvetest"
)

// TestBatch: `kibitz solve nim` answers a line a position under the rules its flags set, words its error
// lines, and a bad --moves, in the sentences of /nim's catalogue (SolveError).
func TestBatch(t *testing.T) {
	solvetest.Check(t, New(commands.Env{}, Config{}), []solvetest.Case{
		{Name: "positions", In: "3 4 5\n\n1 2 3\n", Want: "win 1:2\nloss -\n"},
		{Name: "misère, at most 3", Args: []string{"--misere", "--moves", "1-3"}, In: "1\n0 0\n", Want: "loss -\nwin -\n"},
		{Name: "bad lines go on", In: "3 x\n3,,4\n99999999999999999999\n1\n",
			Want: "error: Heap 2 (\"x\") is not a whole number.\n" +
				"error: Heap 2 is empty; separate the numbers with single commas or spaces.\n" +
				"error: Heap 1 (99999999999999999999) is larger than 9,223,372,036,854,775,807.\nwin 1:1\n"},
		{Name: "bad moves", Args: []string{"--moves", "1,y"}, In: "1\n", Usage: `--moves: Move 2 ("y") is not a whole number.`},
		{Name: "backwards moves", Args: []string{"--moves", "1-0"}, In: "1\n", Usage: `--moves: Move 1 (1-0) is a range that runs backwards; write the smaller number first.`},
	})
}
