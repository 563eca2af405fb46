// Package dagame solves token games on a directed acyclic graph (DAGame): coloured tokens, at most two
// per colour, each on a node; a move picks a colour and moves one of its tokens along an edge, two tokens
// of a colour on one node moving together; whoever cannot move loses. The first player is Young, the
// second Cheol.
//
// It is one of the impartial games kibitz solves by Sprague-Grundy values, each in a package of its own
// (solvers/subtraction's package comment says why, and gives the theory).
//
// # The method
//
// The colours are independent games, so the whole is their sum, decided by the XOR of their Grundy
// values. One token has the usual Grundy value on the graph (graph.go); two tokens of a colour on
// different nodes have a value over pairs of nodes, where landing on the other token merges them
// (pairs.go). Checked against a plain recursive search on random DAGs.
//
// The text form (Parse, Game.String) is a line "N M", M lines "p q" (an edge from node p to node q), a
// line "K", then K lines "v c" (a token of colour c on node v); a fuzz test checks that it round-trips.
//
// # Batch format
//
// batch.go implements `kibitz solve dagame` exactly as docs/contract.md §4 describes: all of the input is
// one game, answered "Young" or "Cheol", or "error: <reason>", worded by BatchOptions.Describe
// (`kibitz solve` passes commands/grundy.SolveError). It reads at most MaxInput bytes of text (32 MiB;
// the largest game, written plainly, takes under 26 MB): a longer input gets an error line that names
// the limit, as a line too long does in the other kinds, and is read no further.
//
// # Limits and costs
//
// Measured on the 2-core development machine, medians of 5 runs (go test -bench . -count 5). The worst
// case (500 nodes, 100,000 edges, tokens at the sources): parse 6-8 ms, text to answer about 55 ms (5
// runs between 45 and 60 ms on a busy machine), target 200 ms. The pair table is 512 KiB.
//
// # Tried and rejected
//
// The mex by a 16-word bitset: 150-190 ms on the worst case against 81-86 ms for stamping values in a
// mark array, the same table (the bitset's read-modify-writes to the same word wait on each other); four
// interleaved bitsets, ORed at the end, took 116-130 ms. Fixed-size rows ([512]uint16, indices masked)
// then took the stamp version to 40-60 ms by removing bounds checks (pairs.go).
//
// # Errors
//
// Mistakes in user input are *InputError values with a Code and the fields that code documents; Error()
// is a short text for developers (`dagame: node_range (edge, line 4, value 9, limit 5)`), and the message
// catalogue of /grundy (commands/grundy/messages.go) words them for users. Other errors (a cancelled
// context) are wrapped and prefixed "dagame:".
package dagame
