// Package knight finds knight's tours: paths of knight's moves that visit every square of an M x N board
// once, from a given start, and closed tours, whose last square is a knight's move from the first.
//
// # Use
//
//	p, err := knight.Parse("8 1 1")              // or Problem{Board{8, 8}, Square{0, 0}}
//	res, err := knight.Solve(ctx, p, knight.Options{Closed: false, Method: knight.MethodAuto})
//	for i, sq := range res.Tour.All() { ... }   // squares in order; Tour.Order() numbers the board
//
// Squares count from 0 in Go (Row from the top, Col from the left) and from 1 in text: "r,c"
// (Square.String, the format of `kibitz solve knight`) or chess names (Board.Name, Board.ParseSquare):
// file letters for the column, a = column 1, then the rank, rank 1 being the bottom row as on a
// chessboard, so "a1" is the bottom left corner. Past column 26 the files go on as spreadsheet columns:
// z, aa, ab, ..., az, ba, ...
//
// A Result says which method produced the tour and what Warnsdorff's rule did from that start
// (Result.Heuristic), so a reply can say "the heuristic failed from this square; the constructive method
// succeeded". A tour is stored as its start and one byte a move (Tour.Moves).
//
// # Which boards have tours
//
// Exists states the rules and Solve gives an *InputError saying why when there is no tour. With m <= n
// the sides of the board:
//
//   - Closed tours exist unless m and n are both odd, or m is 1, 2 or 4, or m = 3 and n is 4, 6 or 8
//     (A. J. Schwenk, "Which rectangular chessboards have a knight's tour?", Mathematics Magazine 64
//     (1991) 325-332). On every other board the closed tour can be walked from any square, so an open
//     tour starts everywhere.
//   - Open tours exist on 1 x 1, 3 x 4, 3 x n for n >= 7, 4 x n for n >= 5 and m x n for m >= 5, and on no
//     other board (P. Cull and J. De Curtins, "Knight's tour revisited", Fibonacci Quarterly 16 (1978)
//     276-285, for m >= 5; the whole list is the classical one, as the rec.puzzles archive states it in
//     competition/games/chess/knight.tour; here the narrow boards are settled by the exhaustive search
//     in the tests, TestExistsExhaustive, and by the construction).
//     On n x n boards, A. Conrad, T. Hindrichs, H. Morsy and I. Wegener ("Solution of the knight's
//     Hamiltonian path problem on chessboards", Discrete Applied Mathematics 50 (1994) 125-134) show that
//     tours exist exactly for n >= 5 and, for n >= 6, between any two squares that the colour rule allows.
//   - Colour: a move always changes colour. When both sides are odd the corners' colour has one square
//     more, so an open tour starts and ends on it ("on odd boards a tour must start on a corner-coloured
//     square"); 5 x 5 has tours from all 13 such squares.
//   - 4 x n: call the two outer rows A and the two inner rows B. Every move from A lands in B and the two
//     have 2n squares each, so a tour reads A B A B ... with at most one B B step; between two A's two
//     moves apart the colour is the same, so before the B B step all the A's visited have one colour and
//     after it the other, and the tour must start and end in A. This is the classic argument, credited to
//     L. Pósa, that 4 x n has no closed tour; here it says that open tours start only on the outer rows,
//     and they do from every outer square for n >= 5.
//   - 3 x n, measured here by exhaustive search (TestExistsExhaustive) and confirmed by construction on
//     every length to 100 and on long boards: 3 x 4 only from the end columns; 3 x 7 from the
//     corner-coloured squares but the centre; 3 x 8 from all squares but 2,3 and 2,6; 3 x n, n >= 9 odd,
//     from every corner-coloured square; n >= 10 even, from everywhere (a closed tour). 3 x 3, 3 x 5 and
//     3 x 6 have none.
//
// # Warnsdorff's rule
//
// H. C. von Warnsdorff (1823): move to the free square with the fewest free onward squares. Ties are
// broken as Arnd Roth proposed: the square farthest from the centre by (2r-(M+1))^2 + (2c-(N+1))^2 on
// 1-based row r and column c; then the lower row, then the lower column. A square with no onward square
// counts as fewest. It costs about 48 ns a square (one byte a square of state) and often works: from
// 99.38% of the starts at n = 100 (9,938 of 10,000), from the corner on every n x n board up to 288
// (first failure n = 289, TestWarnsdorffCorner), but some start fails on the n x n boards with n = 7
// (ten of the 25 possible starts), 10, 14, 15, 16, 17 and every n from 21 to 100
// (TestWarnsdorffFailingSizes); on 4 x n boards it fails from most starts (it succeeds from none for
// n = 7 to 14 and 17, from 16 of the 60 possible on 4 x 30). MethodAuto tries it first and constructs
// the tour when it fails; BenchmarkWarnsdorff reports its success rate by board size (n = 21: 99.10%
// of the 221 possible starts; 50: 99.60% of 2,500; 100: 99.25% of an even spread of 2,000; 200: 99.40%
// of 500).
//
// # The construction
//
// MethodConstruct never fails where Exists allows a tour, in time and memory linear in the squares. It
// lays pieces from a table (pieces_gen.go, written by internal/gen) into an array of links, one byte a
// square holding the moves to the square's two neighbours on the tour, then walks the links from the
// start into moves (a second byte a square: 2.0 bytes a square in all).
//
// Boards with both sides at least 5 (grid.go) are cut into blocks of 6, 8 or 10 squares a side, with at
// most one band of odd height and one of odd width (5, 7, 9 or 11) for odd sides. Each block with an even
// number of squares gets a closed tour through four fixed edges near its sides, its ports; on a board with
// both sides odd, the one odd x odd block is placed over the start and gets an open tour from the start
// through the same ports (one for every corner-coloured square of every odd block: 330 in the table,
// the rest by transposition). Two neighbouring blocks are joined by swapping a port edge of each for two
// edges between them, which turns two cycles, or a cycle and the open path, into one; joins along a
// spanning tree of the blocks leave a single closed tour, or one open tour from the start. This is the
// divide-and-conquer scheme of I. Parberry ("An efficient algorithm for the knight's tour problem",
// Discrete Applied Mathematics 73 (1997) 251-260), with joins between side neighbours instead of his
// four-way joins at corners, blocks of odd size, and the open block over the start.
//
// Boards 3 or 4 squares across (strip.go) have no room for such joins: across three rows no two
// edges can be swapped between side-by-side blocks at all. They are built lengthwise: boards shorter
// than 18 come whole from the table (every valid start of the left half; the right half is mirrored),
// longer ones from a base tour of 18 to 21 columns (3 x 12 or 3 x 14 for closed tours) that the table
// holds for starts in its first 11 columns, lengthened 4 columns at a time by pumps. A pump continues every
// tour edge that crosses a chosen boundary of the base through a 4-column block, so the base's columns
// left of the boundary, any number of pumps and the base's columns right of it, copied side by side,
// are the tour. Pumps go in right of the start and, for starts from column 7 on, also left of it, which
// carries the start to any column.
//
// The table was found by a seeded depth-first search with Warnsdorff ordering (internal/gen, 23 s; the
// file is 66 KB). The tests check every piece, and with Verify, which shares no code with the
// solvers, the tours from every start, open and closed, of every board up to 16 x 16, every square
// board up to 40 x 40, every board of 5 to 11 rows and up to 60 columns, every strip up to 3 x 100 and
// 4 x 100, and large boards (666 x 666 and 1001 x 1001 among them) from corners, edges and centres.
//
// Measured on the development machine (one core, -cpu 1, medians of 5 runs; BenchmarkConstruct):
// 100 x 100 in 0.044 ms, 666 x 666 in 1.9 ms, 1001 x 1001 (with the open block) in 4.4 ms, 2000 x 2000
// in 18 ms, 5000 x 5000 in 114 ms: about 220 million squares a second at every size, 2.0 bytes a
// square. Walking the links is most of it (about 4 ns a square); laying and joining the pieces, and
// allocating, the rest. The text of a 2000 x 2000 tour (36 MB) takes 87 ms more (BenchmarkBatch2000);
// `kibitz solve knight` writes it in 0.15 s with 21 MB of memory.
//
// The same on a shared machine with two cores under a load average of 5 to 10, where the benchmark
// gets about 40% of a core (medians of 5): 100 x 100 in 0.094 ms, 666 x 666 in 6.3 ms, 1001 x 1001 in
// 16 ms, 2000 x 2000 in 61 ms, 5000 x 5000 in 0.32 s, all still 2.0 bytes a square; the CPU time by
// `time` stayed at 2.3 ms for 666 x 666 and 0.16 s for 5000 x 5000. `kibitz solve knight` streamed the
// 2000 x 2000 tour in 0.45 s of wall time (0.15 s of CPU, 20 MB resident; BenchmarkBatch2000 in
// commands/knight: 0.23 s) and the 5000 x 5000 one (239 MB of text) in 1.7 s (61 MB resident).
//
// # Tried and rejected
//
//   - Strip bases found by free search, keeping a tour only if both boundaries could take pumps: 90 s for
//     the 22 starts of one 4 x 18 base, with failures. Requiring during the search that the edges over
//     each boundary stay a subset of a pattern that has a pump, and on 4-row boards refusing the B B step
//     while an outer square of the start's colour is unvisited: 1.9 s, no failures.
//   - Inserting "U-turn" blocks into a host edge, the simplest lengthening: on 3 rows it exists for
//     widths 4, 8, 10 and 12, but on 4 rows for none, since a 4 x n path must start and end on the outer
//     rows (see above); a single pass through a 4-row block cannot cover both colours of its outer rows
//     either, so 4 x n needs two or three lanes at every boundary, which the pumps provide.
//   - 3 x 10 as a closed base: none of its closed tours crosses any boundary in a pattern with a 4-wide
//     pump, so it stands alone and the bases are 3 x 12 and 3 x 14.
//   - Walking the links by a 4 KB lookup table (links, way back) instead of two compares: 23% slower
//     (30.4 against 24.8 ms at 2000 x 2000, medians of 6 in one run); a conditional-move form of the
//     compares: equal (14.8 ms each in a quieter run).
//   - Warnsdorff computing Roth's distance for every candidate instead of only for those of fewest onward
//     squares: 3.6 s against 1.2 s for 5000 x 5000.
//
// # Limits for a chat bot
//
// MaxSquares (25 million, 5000 x 5000) is the hard limit: 50 MB while building, 240 MB of text.
// Options.MaxSquares lowers it. For Discord, the text of a tour is about 9 bytes a square, so a 500 x 500
// tour (250,000 squares, 2.3 MB of text) fits an attachment comfortably and takes about 1 ms to
// construct; MethodAuto adds Warnsdorff's walk, about 12 ms at that size. Boards up to 12 x 12 suit a numbered
// picture (Tour.Order), larger ones a line drawing (Tour.All).
package knight

//go:generate go run ./internal/gen -o pieces_gen.go
