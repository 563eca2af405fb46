package kpk

import (
	"strings"
	"testing"

	"kibitz/commands"
	"kibitz/commands/commandtest/solvetest"
)

// TestBatch runs `kibitz solve kpk` as docs/contract.md §4 has it: one answer line per non-blank input
// line, in order, and `error: ` lines for bad cases with the run going on.
func TestBatch(t *testing.T) {
	solvetest.Check(t, New(commands.Env{}, Config{}), []solvetest.Case{
		{Name: "FEN lines", In: "8/8/8/1k6/8/8/K5P1/8 w - - 0 1\n\n8/k5p1/8/8/1K6/8/8/8 b - - 0 1\n" +
			"4k3/8/8/8/8/8/4P3/4K3 b - - 0 1\nk7/P7/1K6/8/8/8/8/8 b - - 0 1\n",
			Want: "win 55 a2b3\nwin 55 a7b6\ndraw - e8d7\ndraw - -\n"},
		{Name: "bad lines go on", In: "Ke1 Pa2 kd2\nKa1 Qb2 ke6 w\nKe1 Pe2 ke8 w\n",
			Want: "error: The kings stand next to each other (e1 and d2).\n" +
				"error: The position needs one pawn besides the two kings, not a white queen. kibitz solve kpk --any takes every material from K v K to K+Q v K.\nwin 43 e1d2\n"},
		{Name: "-any takes what a game turns into", Args: []string{"-any"}, In: "Ka1 Qb2 ke6 w\nKc6 Ra8 kc8 b\n",
			Want: "win 19 b2b1\nloss 0 -\n"},
		// A FEN's castling and en passant fields count as on Discord: a right no position of these pieces
		// has, or a double step that did not happen, is an error line; a double step that did is read.
		{Name: "castling and en passant", In: "4k3/8/8/8/8/8/4P3/4K3 w KQkq - 0 1\n4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1\n" +
			"4k3/8/8/8/8/8/4P3/4K3 w - e3 0 1\n",
			Want: "error: The castling field of the FEN, `KQkq`, gives White the right to castle king-side (K), which needs the white king on e1 and the white rook on h1; this position does not have them, so write - in the castling field.\n" +
				"draw - e8d7\n" +
				"error: The en passant field of the FEN, `e3`, says White has just moved a pawn from e2 to e4, which this position cannot follow: that move leaves a white pawn on e4, e3 and e2 empty, and Black to move. Write - in the en passant field.\n"},
		{Name: "-any, castling the tables do not play", Args: []string{"-any"}, In: "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1\n4k3/8/8/8/8/8/8/R3K3 w - - 0 1\n",
			Want: "error: The castling field of the FEN, `Q`, gives White the right to castle queen-side (Q), and kibitz's tablebase has no castling in it, so it cannot answer for this position: write - in the castling field to have it analysed without that right.\n" +
				"win 23 a1a7\n"},
		{Name: "-all-moves", Args: []string{"-all-moves"}, In: "Ke1 Pe2 ke8 w\n", Want: "win 43 e1d2,e1f2\n"},
		// Full-width characters read as ASCII; a character beyond ASCII is quoted whole, a long word cut;
		// a clock no game reaches is refused.
		{Name: "what is typed", In: "Ke1 Pe2 ke8 ｗ\n4k3/8/8/8/8/8/4P3/4K한 w\n" + strings.Repeat("K", 2990) + "\n" +
			"4k3/8/8/8/8/8/4P3/4K3 w - - 18446744073709551617 1\n",
			Want: "win 43 e1d2\n" +
				"error: Rank 1 of the FEN board holds `한`, which is neither a piece letter nor a digit 1-8.\n" +
				"error: `" + strings.Repeat("K", 40) + "…` (word 1) is not a piece on a square: write pieces like Ke1 Pe2 ke8 (lower case for black), then w or b for the side to move.\n" +
				"error: The halfmove clock of the FEN must be a whole number from 0 to 9,999, not `18446744073709551617`: it counts the plies since the last capture or pawn move, and from 100 the game is drawn.\n"},
		// The FEN's halfmove clock: at 99 every king move draws and the pawn moves are tablebase draws; the
		// rook's mate in 16 does not fit in 5 plies; at 60 the win stands, DTM still the tablebase's.
		{Name: "fifty-move rule", Args: []string{"-any", "-dtz"},
			In: "4k3/8/8/8/8/8/4P3/4K3 w - - 99 1\n4k3/8/8/8/8/8/8/4K2R w - - 95 1\n4k3/8/8/8/8/8/4P3/4K3 w - - 60 1\n" +
				"k7/7Q/1K6/8/8/8/8/8 w - - 99 1\nKe1 Pe2 ke8 w\n",
			Want: "draw - e2e3 -\ndraw - h1h7 -\nwin 43 e1d2 9\nwin 1 h7a7 1\nwin 43 e1d2 9\n"},
	})
}
