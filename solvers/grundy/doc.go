// Package grundy solves impartial games by their Sprague-Grundy values: subtraction games for piles up to
// 10^18, the divisor game, and token games on directed acyclic graphs (DAGame). Nim itself, and Nim played
// under a move rule, is package nim (solvers/nim), which uses the subtraction games of this package for
// its move sets.
//
// # The theory
//
// In an impartial game both players have the same moves, and under normal play whoever cannot move loses.
// Each position has a Grundy value, the mex (least value not among) of its options' values; the player to
// move wins exactly when it is not 0; and a sum of independent games (a move is made in one of them) has
// the XOR of their values (Sprague 1935, Grundy 1939; Berlekamp, Conway and Guy, Winning Ways, ch. 3-4).
// Every solver here reduces its game to Grundy values of small parts and XORs them, except misère play,
// which has no such theory and is either a known special rule or a search.
//
// # The games
//
//   - Subtraction games (subtraction.go): the Grundy sequence of a finite move set is eventually periodic;
//     NewSubtraction finds the least pre-period and period with Brent's cycle finder on windows of the
//     sequence, which the Subtraction comment proves sufficient. Every move set of up to four moves at most
//     12 is checked against the sequence computed from the definition (the longest pre-period plus period
//     among them is 73).
//   - The divisor game (divisor.go, factor.go): a move replaces N by a divisor d with 1 < d < N. It
//     depends only on the exponents of N's factorisation, sorted (its shape); shapes are searched and
//     remembered. Factorisation is Miller-Rabin plus Pollard-Brent rho. Checked against a sieve for every
//     N up to 10^5 (10^6 in the heavy test), in both conventions. DivisorGrundy gives the normal-play
//     Grundy values (for sums and for display), by one pass over the shapes below N's, also checked
//     against a sieve up to 10^5.
//   - DAGame (dagame.go, pairs.go, graph.go): coloured tokens on a DAG, at most two per colour; two tokens
//     of a colour on one node move together. One token has the usual Grundy value on the graph; two
//     tokens of a colour on different nodes have a value over pairs of nodes, where landing on the other
//     token merges them. Checked against a plain recursive search on random DAGs.
//
// # Batch formats
//
// batch.go implements `kibitz solve subtraction | divisor | dagame` exactly as docs/contract.md §4
// describes: one output line per non-blank input line ("win"/"loss"; "Young"/"Cheol"), "error: <reason>"
// for a bad case, worded by the options' Describe (`kibitz solve` passes commands/grundy.SolveError).
//
// # Limits and costs
//
// Measured on the 2-core development machine, medians of 5 runs (go test -bench . -count 5):
//
//   - Subtraction: 1-2 us for small move sets; the longest periods within the limits (moves near
//     MaxMove = 10^6, periods of about 2 million) take 40-200 ms; past 2^23 values or 2^27 move look-ups
//     the search stops with CodeNoPeriod (0.1-0.3 s). Large random move sets often end that way.
//   - Divisor: about 8 us per random N up to 10^13 (factorisation included); 0.5-0.8 ms for the slowest
//     kind up to MaxN = 10^18 (two primes near 10^9).
//   - DAGame, worst case (500 nodes, 100,000 edges, tokens at the sources): parse 6-8 ms, text to answer
//     about 55 ms (5 runs between 45 and 60 ms on a busy machine), target 200 ms. The pair table is
//     512 KiB.
//
// # Tried and rejected
//
//   - DAGame mex by a 16-word bitset: 150-190 ms on the worst case against 81-86 ms for stamping values in
//     a mark array, the same table (the bitset's read-modify-writes to the same word wait on each other);
//     four interleaved bitsets, ORed at the end, took 116-130 ms. Fixed-size rows ([512]uint16, indices
//     masked) then took the stamp version to 40-60 ms by removing bounds checks (pairs.go).
//   - Trial division for the divisor game: 6.8 ms for a prime near 10^13 against 7.5 us with Miller-Rabin.
//
// # Errors
//
// Mistakes in user input are *InputError values with a Code and the fields that code documents; Error()
// is a short text for developers (`grundy: too_small (n, "0", limit 1)`), and the message catalogue of
// /grundy (commands/grundy/messages.go) words them for users. Other errors (a cancelled context) are
// wrapped and prefixed "grundy:".
package grundy
