package nim

import (
	"os"
	"strings"
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
		// win -: in misère play the player to move cannot move, and so wins; every heap empty, or stones
		// left that no amount --moves allows can take.
		{Name: "misère, every heap empty", Args: []string{"--misere"}, In: "0\n0 0\n", Want: "win -\nwin -\n"},
		{Name: "misère, no amount allowed", Args: []string{"--misere", "--moves", "2"}, In: "1\n0 1\n1 1\n", Want: "win -\nwin -\nwin -\n"},
		{Name: "normal play, no amount allowed", Args: []string{"--moves", "2"}, In: "0 1\n", Want: "loss -\n"},
		{Name: "bad lines go on", In: "3 x\n3,,4\n99999999999999999999\n1\n",
			Want: "error: Heap 2 (`x`) is not a whole number.\n" +
				"error: Heap 2 is empty; separate the numbers with single commas or spaces.\n" +
				"error: Heap 1 (99999999999999999999) is larger than 9,223,372,036,854,775,807.\nwin 1:1\n"},
		// Too many heaps: the line says how many it has, not only the most allowed.
		{Name: "too many heaps", In: strings.Repeat("1 ", 100_002) + "\n3\n",
			Want: "error: There are 100,002 heaps, more than the 100,000 allowed.\nwin 1:3\n"},
		// A move set without a period: the heaps among the values computed are answered, the others refused.
		{Name: "moves without a period", Args: []string{"--moves", noPeriodMoves}, In: "5 7\n1 4793490\n1000000 3\n",
			Want: "loss -\nerror: Heap 2 (4,793,490) is larger than 4,793,489, the largest heap kibitz can answer with these moves: " +
				"their Grundy values show no period within the first 4,793,490 values, so it answers only the heaps among them.\nwin 1:902162\n"},
		{Name: "bad moves", Args: []string{"--moves", "1,y"}, In: "1\n", Usage: "--moves: Entry 2 (`y`) is neither a whole number nor a range such as 1-3."},
		{Name: "backwards moves", Args: []string{"--moves", "1-0"}, In: "1\n", Usage: "--moves: Entry 1 (`1-0`) is a range that runs backwards; write the smaller amount first."},
		{Name: "a range without its end", Args: []string{"--moves", "2-"}, In: "1\n", Usage: "--moves: Entry 1 (`2-`) is a range without its upper end; write both ends, such as 1-3."},
		{Name: "two dashes", Args: []string{"--moves", "1-3-5"}, In: "1\n", Usage: "--moves: Entry 1 (`1-3-5`) has more than one dash; a range has two ends, such as 1-3."},
		// A limit 1-k goes beyond the largest amount of a move set, to the largest heap, and says so.
		{Name: "a limit beyond a move set's amounts", Args: []string{"--moves", "1-2000000"}, In: "3\n", Want: "win 1:3\n"},
		{Name: "a limit beyond the largest heap", Args: []string{"--moves", "1-99999999999999999999"}, In: "3\n",
			Usage: "--moves: Entry 1 (`1-99999999999999999999`) has an amount above 9,223,372,036,854,775,807, the most a limit 1-k may allow, as no heap is larger."},
		{Name: "a move set's amount too large", Args: []string{"--moves", "2000000"}, In: "3\n",
			Usage: "--moves: Entry 1 (`2000000`) has an amount above 1,000,000, the most a move set may list."},
		// An empty value given is a mistake, as for `kibitz solve subtraction`; left out, any number.
		{Name: "moves given empty", Args: []string{"--moves", ""}, In: "3\n", Usage: "--moves is empty: give a SET like 1,2,5 or 1-3, or leave --moves out for any number"},
		{Name: "moves given blank", Args: []string{"--moves", "  "}, In: "3\n", Usage: "--moves is empty: give a SET like 1,2,5 or 1-3, or leave --moves out for any number"},
		{Name: "moves any", Args: []string{"--moves", "any"}, In: "3\n", Want: "win 1:3\n"},
		// Full-width digits and marks read as ASCII, in the lines and in --moves, as /nim reads its options.
		{Name: "full-width", Args: []string{"--moves", "１，２"}, In: "３ ４ ５\n３\n", Want: "win 3:1\nloss -\n"},
		{Name: "full-width limit", Args: []string{"--moves", "１－３"}, In: "４　８\n", Want: "loss -\n"},
	})
}

// TestBatchDocsSayWhenWinDash: `win -` is printed whenever the player to move cannot move in misère play,
// with stones left too (--moves 2 on heaps of 1, TestBatch): the --help text and docs/contract.md §4 say
// so, not only "every heap empty".
func TestBatchDocsSayWhenWinDash(t *testing.T) {
	var output string
	for _, sec := range New(commands.Env{}, Config{}).Batches()[0].Help {
		if sec.Title == "Output" {
			output = strings.Join(strings.Fields(sec.Text), " ")
		}
	}
	contract, err := os.ReadFile("../../docs/contract.md")
	if err != nil {
		t.Fatal(err)
	}
	var row string
	for line := range strings.Lines(string(contract)) {
		if strings.HasPrefix(line, "| `nim` |") {
			row = line
		}
	}
	for doc, text := range map[string]string{"--help": output, "docs/contract.md": row} {
		for _, want := range []string{"cannot move", "every heap empty", "no heap holds an amount"} {
			if !strings.Contains(text, want) {
				t.Errorf("%s lacks %q: %s", doc, want, text)
			}
		}
	}
}
