// Package dlx solves exact cover problems with Knuth's Algorithm X on dancing links.
//
// An exact cover problem has items and options, each option a set of items; a solution is a set of
// options that covers every primary item exactly once and every secondary item at most once. Sudoku,
// N-queens, pentomino packing and many other puzzles are exact cover problems: New, AddOption and
// Search are all a new one needs (see the N-queens example).
//
// # The algorithm
//
// The implementation follows Knuth's DLX1 (Donald E. Knuth, "Dancing Links", 2000, and The Art of
// Computer Programming, Volume 4B, section 7.2.2.1, Algorithm X; the program dlx1.w):
//
//   - The matrix is a set of uint32-indexed arrays, not pointers: item headers and option nodes share
//     one node array {top, up, down} (12 bytes a node), with spacers between options whose links lead
//     to the neighbouring options' ends. Indices halve the memory of pointers and keep a 9x9 Sudoku's
//     whole matrix (about 4,000 nodes) within 48 KB, in the first-level cache; the garbage collector
//     has no pointers to scan.
//   - Covering an item unlinks every other node of every option that contains it; uncovering does the
//     same in exactly the reverse order, which is what makes the links dance back.
//   - The item to branch on is the primary item with the fewest remaining options (the MRV heuristic,
//     Knuth's "minimum remaining values"); the scan stops early at a length of 0 (dead end) or 1
//     (forced), and other ties go to the last item in the list, not the first as in DLX1: with the
//     Sudoku encoding's cell items placed last, that branches on a cell with two candidates rather
//     than on a digit with two places, 1,747 nodes a forum-hardest puzzle instead of 2,245.
//   - Beside the item list, a bitmap marks the active primary items, and the MRV scan walks its set
//     bits instead of the rlink chain: the same items in the same order, so the same search node for
//     node, but the next item comes from a register rather than from a load that waits for the
//     previous one (see choose for the numbers).
//   - Secondary items are covered with the options that contain them but never chosen for branching.
//   - The search is iterative, with the labels of Knuth's steps X2..X8; every exit (solution limit, node
//     budget, cancelled context, visit returning false, a failed sanity check) unwinds the levels, so the
//     matrix is restored and can be searched again without rebuilding it.
//   - Select fixes options before the search (the givens of a Sudoku) and Reset undoes them by copying
//     back a snapshot of the links taken at the first Select (three times faster than uncovering);
//     Options.Reset ends a search the same way instead of unwinding it level by level. A solver that
//     keeps one Matrix pays for building it once.
//   - Stats counts nodes, solutions and updates (links changed by covering), the figures Knuth reports.
//   - Options.Check runs a sanity checker at every node, like DLX1's sanity(): it walks every active
//     item's list and checks both links, the item names and the lengths, and that the active bitmap,
//     when there is one, holds exactly the listed items.
//
// # Measured
//
// On the 9x9 Sudoku encoding (324 primary items, 729 options) in package sudoku, one core of the
// development machine at a quiet moment, medians of 5 runs: 56,500 17-clue puzzles/s (95 nodes each)
// and 3,860 forum-hardest puzzles/s (1,747 nodes each). Before the bitmap scan, and with the MRV scan
// inlined into Search, the same day's runs gave about 41,000 and 2,500 (the figures first recorded
// here were 42,800 and 2,660). Turning off bounds checks (-gcflags=-B) gained 1%,
// within the noise. BenchmarkQueens here reports nodes and updates for 8 and 12 queens. What was
// tried, with its numbers, is recorded in package sudoku's documentation.
package dlx
