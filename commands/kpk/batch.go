package kpk

import (
	"context"
	"flag"
	"io"

	"kibitz/commands"
	"kibitz/solvers/kpk"
)

// Batches is KPK's form of `kibitz solve` (docs/contract.md §4): one position a line (a FEN or the short
// form `Ke1 Pe2 ke8 w`), answered with `RESULT DTM MOVE` for the side to move, RESULT and MOVE under the
// fifty-move rule from the FEN's halfmove clock. --any also takes K+Q v K, K+R v K, K+B v K, K+N v K and
// K v K; --dtz adds the distance to zeroing.
func (*Command) Batches() []commands.Batch {
	return []commands.Batch{{
		Name:    "kpk",
		Does:    "a king and pawn v king position: the result, the plies to mate, a best move",
		Usage:   "[--any] [--all-moves] [--dtz] < positions > answers",
		MaxLine: kpk.MaxLine,
		Help: []commands.HelpSection{
			{Title: "Input", Text: "One position a line: a FEN (only the board is required; white to move unless it says b;\n" +
				"castling -, en passant - or the square of a double step just played; a halfmove clock of at most\n" +
				"9,999), or pieces as a letter and a square, upper case for white, then the side to move:\n" +
				"Ke1 Pe2 ke8 w. Full-width characters (Ｋｅ１ Ｐｅ２ ｋｅ８ ｗ) read as ASCII.",
				Flags: []string{"any"}},
			{Title: "Output", Text: "One line a position: RESULT DTM MOVE for the side to move. RESULT is win, draw or loss;\n" +
				"DTM the plies to mate with best play, - for a draw; MOVE a best move in UCI (e2e4, a7a8q), - when\n" +
				"there is no legal move. When several moves are as good, MOVE is one of them: --all-moves lists all.\n" +
				"A position that cannot be read or is not legal gets error: REASON, and the run goes on.",
				Flags: []string{"all-moves", "dtz"}},
			{Title: "Fifty-move rule", Text: "RESULT and MOVE follow the FEN's halfmove clock (the short form's is 0): a move that brings\n" +
				"it to 100 draws unless it mates, so a win needs a pawn move or mate within 100 - clock plies\n" +
				"(DTZ). A win the count draws is draw -. DTM stays the tablebase's, which does not count the\n" +
				"clock: when the clock is high the mate may take longer, never less. At clock 0 the count never matters."},
		},
		Example: commands.BatchExample{In: "8/8/8/1k6/8/8/K5P1/8 w - - 0 1", Out: "win 55 a2b3"},
		Flags: func(fs *flag.FlagSet) commands.BatchRun {
			anyMaterial := fs.Bool("any", false, "accept every material from K v K to K+Q v K (a queen, rook, bishop, knight or pawn beside a king), not only K+P v K")
			allMoves := fs.Bool("all-moves", false, "MOVE lists every best move, separated by commas (e1d2,e1f2), rather than one")
			dtz := fs.Bool("dtz", false, "add a fourth field: the plies to the next winning pawn move or mate with best play (DTZ; with --any, the plies to mate for a queen or rook), - for a draw")
			return func(ctx context.Context, in io.Reader, out io.Writer) error {
				return kpk.Batch(ctx, in, out, kpk.BatchOptions{AnyMaterial: *anyMaterial, AllMoves: *allMoves, DTZ: *dtz, Describe: SolveError})
			}
		},
	}}
}
