// Package kpk is an exact tablebase for king and pawn against king: for every legal position, with the pawn
// of either colour and either side to move, whether the side with the pawn wins and in how many plies it
// mates, the winner hastening mate and the loser delaying it, counted through promotion. It also holds the
// positions a K+P v K game turns into, so that a game can be played out to the end: K+Q v K and K+R v K
// with their own distance-to-mate tables, and K+B v K, K+N v K and K v K, which are always draws.
//
// # Positions and notation
//
// Squares are small integers (a1 = 0 ... h8 = 63, Square with named constants A1..H8), pieces likewise
// (Piece, PieceType, Color). A Position is two kings, at most one more piece of either colour, and the side
// to move; every Position value is legal (see NewPosition for the rules and InputError for the codes).
// Parse reads FEN or the short form "Ke1 Pe2 ke8 w" (upper case white, lower case black, the side to move
// last, white by default); String writes FEN, Short the short form; both read back to the same Position.
// Moves are written in UCI (Move.UCI: "e7e8q") or SAN (Position.SAN: "e8=Q+", "Kxd7", "Rh8#"); ParseMove
// reads either. PGN writes a game in PGN from its starting FEN; ParsePGN reads one back (the FEN tag and
// the moves, played out to the final position), naming a move that cannot be played by its number.
//
// # Results
//
// Probe gives the result of a position for the side to move as an Eval: Win, Loss or Draw and the
// distance to mate in plies (DTM). RankMoves gives every legal move with its result for the player making
// it, best first; BestMove the tablebase's move; BestLine the whole optimal line to mate (a fixed number of
// plies when drawn); Solve all of these at once.
//
// A drawn position has many moves of the same result, and the choice among them is what a player meets:
// the side with the pawn keeps the pawn (or the piece it became) as long as the lone king's best play
// allows, and the lone king takes it as soon as it can. That measure, the hold (hold.go), is the plies
// until the lone king takes the piece or the game ends, a third K+P v K table; only among moves of the
// same hold come the older tie-breaks (the fewest drawing replies, then not leaving the piece to be taken
// at once; see RankMoves), which look one reply ahead: alone, they gave the pawn up sooner than needed in
// 28% of the drawn positions with the pawn to move (Kd2 Pe2 ke4 w: 1. Kc3 Ke3 2. Kc4 Kxe2, where e3 keeps
// it for ever). TestHold checks the table, and BestMove's choice in every drawn position, against a search
// written in the test.
//
// # The algorithm
//
// Retrograde analysis, as first applied to chess endgames by Ströhlein (Untersuchungen über kombinatorische
// Spiele, TU München, 1970) and by Thompson (Retrograde Analysis of Certain Endgames, ICCA Journal 9(3),
// 1986): start from the checkmates and walk backwards one ply at a time. A position with White (the side
// with the piece; a black piece is handled by mirroring the board) to move is won in n plies when some move
// reaches a position lost in n-1; a position with Black to move is lost in n when every move reaches a
// position won in at most n-1 and at least one does not in fewer; the first ply that finds a position is its
// distance to mate. What is never found is a draw.
//
// The analysis is bit-parallel (retro.go). The white king and the white piece form a "pair" of squares; for
// each pair the 64 squares of the black king are one 64-bit word. Black's moves never change the pair, so
// "Black to move is lost" is, for all 64 king squares at once, "no king step reaches a safe square not yet
// won", computed with eight shifts (neighbors). White's moves change the pair and are undone instead: a set
// of fresh losses at pair j is OR-ed into every pair White can have come from, masking out the black-king
// squares a slider crossed or a double step jumped over. Attack sets are taken with the black king lifted off
// the board, which is exactly what its moves need (it cannot step back along a rook's line).
//
// The K+Q v K and K+R v K tables are built first; the K+P v K analysis then takes every promotion that
// reaches a loss in those tables as a win one ply longer, at the ply where it belongs, so distances run
// through promotion. Underpromotion matters: in 16 positions with White to move (Kc2 Pg7 ka1, Ka4 Pb7 ka6,
// ...) only the rook promotion wins, the queen stalemating; there is no position where a rook promotion
// mates faster than the best queen promotion (TestUnderpromotion counts both). Bishop and knight
// promotions never win: K+B v K and K+N v K have no checkmate position at all (the same builder, run on
// them in TestMinorPiecesNeverWin, finds not one win), so such a promotion leads to a draw and the analysis
// needs no table for them; where it avoids a stalemate, the stalemate was a draw too.
//
// Rules followed: kings never adjacent, the side not to move never in check, no pawn on the first or last
// rank; stalemate is a draw; the pawn's double step; the lone king takes an unprotected pawn or piece (K v K,
// a draw). There is no en passant or castling with this material. The counts agree with the published
// statistics of K+P v K: with White (the pawn) to move 163,328 legal positions of which 124,960 are won,
// with Black to move 168,024 of which 97,604 are won; the longest win is mate in 28 (55 plies, Ka2 Pg2 kb5
// w); K+Q v K mates in at most 10 moves and K+R v K in at most 16. TestTableStats checks the builder's own
// counts, TestLegalCounts the same figures again position by position with NewPosition and Probe, for a
// pawn of either colour. The values agree with the Gaviota (distance to mate) and Syzygy (win/draw)
// tablebases on the positions of kibitz's acceptance check, and TestConsistency checks every position of
// every table against its own moves with the ordinary move generator, which the builder does not use, and
// that BestMove's move keeps the value (a win's best move reaches a loss one ply nearer mate).
//
// # Tables, time and memory
//
// One byte per position, plies to mate + 1 (0 for draws and illegal indices), indexed by white king, piece
// and black king (the pawn only on a2-h7), one array per side to move: 384 KiB for K+P v K, 512 KiB each
// for K+Q v K and K+R v K, 1.4 MiB in all; the build allocates 2.5 MiB in total, the rest being its
// working bitboards, freed once built. Building all three takes about 9 ms on one core (BenchmarkBuild,
// median of 5 on a busy shared 2-core machine; 7.7 ms of CPU time by perf's task-clock over 100 builds;
// about 18 ms of CPU time for the very first build in a fresh process, page faults included); a lookup
// (Probe) about 10 ns while the position is in the cache, and 30-40 ns of CPU time for positions drawn at
// random from all three tables (BenchmarkProbeRandom, measured with other jobs loading the machine, so
// mostly cache misses); BestMove 0.5 µs, Batch 0.6 µs a line.
//
// The tables are built lazily, on first use, behind a sync.OnceValue, and are read-only afterwards (safe for
// concurrent use). Lazily because most runs of kibitz (other puzzles, other subcommands) never need them and
// 10-20 ms is nothing next to Discord's 3-second deadline; Prepare builds them at start-up, and kibitz bot
// and kibitz serve call it in their warm-up (commands/kpk's Warm), where the first /kpk had paid 55 ms for
// them.
//
// Tried and rejected: a forward fixpoint (re-evaluate every position from its successors with the ordinary
// move generator until nothing changes) gives the same K+P v K table but needs 35 passes and 2.1 s for that
// table alone: 200 times the bit-parallel build of all three, measured in the same run (10.3 ms). Not done:
// folding the board's symmetries (file mirror for the pawn, eight-fold for the pieces) would cut memory
// about four-fold, at the price of a canonicalisation in every probe and unmove; the tables already meet
// their targets.
//
// # The hold
//
// The hold table (hold.go) is one more byte per K+P v K position, 384 KiB, built after the DTM tables by
// the same kind of level-by-level retrograde with the sides' roles swapped; the longest finite hold is 13
// plies. Measured as CPU time (perf's task-clock, medians of 9 runs of a fixed number of operations, on the
// shared 2-core machine with a load average of 6 to 15, where the BestMove of 0.5 µs above takes 1.9 µs,
// so compare the figures with each other rather than with those above): BenchmarkBuildHold 1.2 ms (BenchmarkBuildZeroing 1.2 ms in the same runs), the whole
// build 12.8 ms before and 14.6 ms after, 3.4 MB allocated before and 4.0 MB after; BestMove 1.9 µs before
// and after on BenchmarkBestMove's positions, 2.0 and 2.1 µs on drawn ones (BenchmarkBestMoveDrawn), the
// difference inside the noise: the hold is one lookup per move, beside the lookups of every reply that
// the older tie-break already makes.
//
// Tried and rejected: a bounded look-ahead at every call instead of the table (BenchmarkBestMoveLookahead;
// TestLookahead checks it on a sample): to tell a hold of 13 from none it searches 13 plies, about 13,800
// positions for one BestMove, 5.2 ms of CPU time, 2,500 times the table's BestMove. A shallower search
// would miss exactly the defect the hold fixes, and the table costs about a tenth more build time and
// 384 KiB.
//
// # Using it for Discord
//
// /kpk analyze: Parse the option (errors are *InputError: switch on Code for the wording, as
// commands/kpk/errors.go does; ParseKPK if only K+P v K is welcome), then Solve with
// Options{Line: true}. Result.Eval is for the side to move (Position.Turn): Win or Loss with Eval.Moves()
// gives "White mates in 23", Draw gives "Draw". Result.Best.SAN is the move; Result.Line the moves and
// positions for the animation (Step.Position is the position after each move).
//
// /kpk play: keep the Position in the session (MarshalText and UnmarshalText give its FEN). Offer
// Position.LegalMoves in the menu, labelled with Position.SAN and valued with Move.UCI (ParseMove reads the
// value back; Play refuses an illegal move). Before applying the user's move, Rank the position's moves: when the
// best MoveEval is a Win and the user's is not, the user threw the win away ("that move draws: Kd6 won in
// 12", 12 being the best MoveEval's Eval.Moves()). Then Play it and, while Position.Status is Ongoing, answer
// with BestMove. Promotions and captures need nothing special: the Position becomes K+Q v K, K+R v K or a dead
// draw, and the same functions go on. The game ends when Status is Checkmate, Stalemate or DeadDraw (K v K,
// K+B v K, K+N v K). Positions carry no clocks: a session counts the fifty-move clock itself (Counters,
// ResetsClock) and asks the count-aware functions below; repetitions are not tracked.
//
// # The fifty-move rule
//
// The tablebase's DTM knows no count. ProbeAt, RankMovesAt, BestMoveAt, BestLineAt and Solve with
// Options.Halfmove give the result under kibitz's rule (dtz.go): a move that brings the halfmove clock to
// 100 draws unless it mates or stalemates, which stands, as FIDE has it. The measure is the distance to
// zeroing (DTZ): plies to the next winning pawn move or mate, the winner hastening it and the loser
// delaying it; a win holds at clock h exactly when h + DTZ <= 100, because after a zeroing move the
// fresh count always suffices (no position is more than 56 plies from mate; TestFreshCountSuffices). In
// K+Q v K and K+R v K the only winning zeroing move is mate, so DTZ is DTM; in K+P v K it is a second
// retrograde over the quiet game of each pawn square (the kings and the side to move), precomputed beside
// the DTM table: 384 KiB more, about 1.5 ms of build (BenchmarkBuildZeroing, on the busy shared 2-core
// machine where BenchmarkBuild now reports 17-19 ms for everything), and ProbeAt stays a lookup, 60-80 ns
// there (BenchmarkProbeAt). The longest DTZ in K+P v K is 19 plies with the pawn's side to move, 20 with
// the lone king's. Clocked.Decided says the count draws a tablebase win, Clocked.Tight that the win holds
// but the tablebase's mating line may not fit (h + DTM > 100), so the mate may take longer than DTM, never
// less; DTM stays the tablebase's. TestProbeAtBruteForce checks ProbeAt against a plain search under the
// rule on random positions of every table, at the clocks around h = 100 - DTZ.
//
// A winner that plays BestMoveAt from a position won under the count repeats no position between two
// zeroing moves, whatever the loser plays, so a session that applies FIDE's repetition rules (a threefold
// claim, a fivefold draw) never sees them take a won game. A position can come back only after a winner's
// quiet move slower than the fastest mate, and BestMoveAt plays one in 376 cases (a position and a clock,
// both colours of pawn, clocks 92 to 97, at most 6 plies slower); TestWinnerNeverRepeats follows every line
// through them and finds at most one in a stretch of quiet moves and no position both before and after it.
package kpk
