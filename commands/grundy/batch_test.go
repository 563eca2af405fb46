package grundy

import (
	"kibitz/internal/textenc/textenctest"

	"testing"

	"kibitz/commands"
	"kibitz/commands/commandtest/solvetest"
)

// TestBatches: `kibitz solve subtraction | divisor | dagame` answer their cases, word their error lines,
// and a bad --moves, in the sentences of /grundy's catalogue (SolveError).
func TestBatches(t *testing.T) {
	solvetest.Check(t, New(commands.Env{}, Config{}), []solvetest.Case{
		{Name: "subtraction", Kind: "subtraction", Args: []string{"--moves", "1,2,5"}, In: "x\n10^19\n4\n3\n",
			Want: "error: Pile size (`x`) is not a whole number.\n" +
				"error: Pile size (10^19) is larger than 1,000,000,000,000,000,000.\nwin\nloss\n"},
		{Name: "subtraction, bad moves", Kind: "subtraction", Args: []string{"--moves", "5-2"},
			Usage: "--moves: Entry 1 (`5-2`) is a range that runs backwards; write the smaller amount first."},
		{Name: "subtraction, backwards to 0", Kind: "subtraction", Args: []string{"--moves", "1-0"},
			Usage: "--moves: Entry 1 (`1-0`) is a range that runs backwards; write the smaller amount first."},
		{Name: "subtraction, a range without its end", Kind: "subtraction", Args: []string{"--moves", "1-"},
			Usage: "--moves: Entry 1 (`1-`) is a range without its upper end; write both ends, such as 1-3."},
		{Name: "subtraction, two dashes", Kind: "subtraction", Args: []string{"--moves", "1-3-5"},
			Usage: "--moves: Entry 1 (`1-3-5`) has more than one dash; a range has two ends, such as 1-3."},
		{Name: "subtraction, an amount too large", Kind: "subtraction", Args: []string{"--moves", "1-99999999999999999999"},
			Usage: "--moves: Entry 1 (`1-99999999999999999999`) has an amount above 1,000,000, the most a move set may list."},
		{Name: "subtraction, too many amounts", Kind: "subtraction", Args: []string{"--moves", "1-300"},
			Usage: "--moves: The set has 300 amounts, more than the 255 a move set may have."},
		{Name: "subtraction, one amount too many", Kind: "subtraction", Args: []string{"--moves", "1-256"},
			Usage: "--moves: The set has 256 amounts, more than the 255 a move set may have."},
		{Name: "subtraction, no moves", Kind: "subtraction", Usage: "--moves is required, e.g. --moves 1,2,5"},
		// Given empty (a shell variable that was not set), --moves is said to be empty, as nim says it, not
		// to be missing.
		{Name: "subtraction, moves given empty", Kind: "subtraction", Args: []string{"--moves", ""}, Usage: "--moves is empty: give a SET like 1,2,5 or 1-3"},
		{Name: "subtraction, moves given blank", Kind: "subtraction", Args: []string{"--moves", " "}, Usage: "--moves is empty: give a SET like 1,2,5 or 1-3"},
		{Name: "subtraction, moves given empty as --moves=", Kind: "subtraction", Args: []string{"--moves="}, Usage: "--moves is empty: give a SET like 1,2,5 or 1-3"},
		// No period within the values computed: the piles among them are answered (5 is below every move),
		// the others refused.
		{Name: "subtraction, no period", Kind: "subtraction", Args: []string{"--moves", noPeriodMoves}, In: "5\n10^18\n0\n",
			Want: "loss\nerror: A pile of 10^18 is larger than 2,236,961, the largest pile kibitz can answer with these moves: " +
				"their Grundy values show no period within the first 2,236,962 values, so it answers only the piles among them.\nloss\n"},
		// Full-width digits and marks read as ASCII, in the lines and in --moves, as /grundy reads its options.
		{Name: "subtraction, full-width", Kind: "subtraction", Args: []string{"--moves", "１，２，５"}, In: "３\n１０＾１８\n",
			Want: "loss\nwin\n"},
		{Name: "divisor, full-width", Kind: "divisor", In: "７\n７２０，７２０\n", Want: "loss\nwin\n"},
		{Name: "divisor", Kind: "divisor", In: "0\n7\n12\n", Want: "error: N (0) is less than 1.\nloss\nwin\n"},
		{Name: "divisor, misère", Kind: "divisor", Args: []string{"--misere"}, In: "7\n", Want: "win\n"},
		// The bound its help and the README give: 10^18 is answered, the next number refused.
		{Name: "divisor, bound", Kind: "divisor", In: "1000000000000000000\n1000000000000000001\n",
			Want: "win\nerror: N (1000000000000000001) is larger than 1,000,000,000,000,000,000.\n"},
		{Name: "dagame", Kind: "dagame", In: "2 1\n1 2\n1\n1 1\n", Want: "Young\n"},
		{Name: "dagame, missing lines", Kind: "dagame", In: "3 5\n1 2\n2 3\n",
			Want: "error: The input ends at line 3 after 2 of the 5 edge lines it promised.\n"},
		// UTF-16 with its byte-order mark (Windows PowerShell's >) is read; without it, or any other input
		// that is not UTF-8 text, is said to be so, never quoted.
		{Name: "dagame, UTF-16LE", Kind: "dagame", In: textenctest.UTF16("2 1\n1 2\n1\n1 1\n", false, true), Want: "Young\n"},
		{Name: "dagame, UTF-16BE", Kind: "dagame", In: textenctest.UTF16("2 1\r\n1 2\r\n1\r\n1 0\r\n", true, true), Want: "Young\n"},
		{Name: "dagame, UTF-16 and its mistake", Kind: "dagame", In: textenctest.UTF16("2 1\n1 2\n1\n1 x\n", false, true),
			Want: "error: Line 4 (`1 x`) should be a token \"v c\" (node, colour).\n"},
		{Name: "dagame, UTF-16LE without its mark", Kind: "dagame", In: textenctest.UTF16("2 1\n1 2\n1\n1 0\n", false, false),
			Want: "error: The input is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text).\n"},
		{Name: "dagame, UTF-16BE without its mark", Kind: "dagame", In: textenctest.UTF16("2 1\n", true, false),
			Want: "error: The input is UTF-16 text without a byte-order mark, which kibitz does not read; save it as UTF-8 (plain text).\n"},
		{Name: "dagame, a NUL byte", Kind: "dagame", In: "2 1\n1 2\x00\n1\n1 0\n",
			Want: "error: Line 2 holds a NUL byte, which no text holds: the input is not plain text; save it as plain text (UTF-8).\n"},
		{Name: "dagame, Latin-1", Kind: "dagame", In: "2 1\n1 2\n1\n1 0 \xe9\n",
			Want: "error: Line 4 is not UTF-8 text; save the input as plain text in UTF-8.\n"},
		{Name: "dagame, negative colour", Kind: "dagame", In: "2 1\n1 2\n1\n1 -1\n",
			Want: "error: Line 4 (`1 -1`) holds a negative number; it should be a token \"v c\" (node, colour), and no number in a DAGame is negative.\n"},
		{Name: "dagame, colour too large", Kind: "dagame", In: "2 1\n1 2\n1\n1 99999999999999999999\n",
			Want: "error: Line 4 (`1 99999999999999999999`) gives a colour larger than 9,223,372,036,854,775,807, the largest a colour may be.\n"},
		{Name: "dagame, cycle", Kind: "dagame", In: "2 2\n1 2\n2 1\n0\n",
			Want: "error: The graph has a cycle through node 1 (1 -> 2 -> 1), so the game could go on forever.\n"},
	})
}
