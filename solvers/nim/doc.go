// Package nim solves Nim: normal and misère play, with the move rules that Nim games in Discord use
// (take any number, take at most k, or take an amount from a move set). The other impartial games
// have packages of their own (solvers/subtraction, solvers/divisor, solvers/dagame); a move set here is
// a subtraction game of package subtraction.
//
// # The theory
//
// In an impartial game both players have the same moves, and under normal play whoever cannot move loses.
// Each position has a Grundy value, the mex (least value not among) of its options' values; the player to
// move wins exactly when it is not 0; and a sum of independent games (a move is made in one of them) has
// the XOR of their values (Sprague 1935, Grundy 1939; Berlekamp, Conway and Guy, Winning Ways, ch. 3-4).
// A Nim position is a sum of heaps, so Solve reduces it to each heap's Grundy value and XORs them, except
// in misère play, which has no such theory and is either a known special rule or a search.
//
// # The game
//
//   - Nim (nim.go): a heap of h has value h (Bouton 1901); heaps go up to 2^63-1. Parse reads a position,
//     Solve finds the XOR and a winning move; Suggest gives a move for games of more than two players (the
//     winning move when there is one, else the smallest take from the largest heap). Misère plain Nim is
//     Bouton's rule.
//   - Rules (rule.go): with "take at most k" a heap has value h mod (k+1) (closed form, any k); with a move
//     set it is a subtraction game per heap (subtraction.Solve finds its values; when their period does
//     not show, the values computed answer the heaps among them and CheckHeaps refuses the others with
//     CodeBeyondValues, which Solve, Batch and Suggest check first). Misère play under a rule
//     is searched over every position reachable (misere.go), within 2^26 examined moves, so only for small
//     heaps.
//
// # Batch format
//
// batch.go implements `kibitz solve nim` exactly as docs/contract.md §4 describes: one output line per
// non-blank input line ("win H:K", "loss -", "win -"), "error: <reason>" for a bad case, worded by
// BatchOptions.Describe (`kibitz solve` passes commands/nim.SolveError).
//
// # Limits and costs
//
// Measured on the 2-core development machine, medians of 5 runs (go test -bench . -count 5):
//
//   - Nim: about 5 million lines a second through Batch (five heaps a line).
//   - Misère under a rule: the search table is one bit per heap tuple below the start (at most 8 MiB);
//     heaps 12 15 18 20 22 with moves 1,3,4 visit 69,810 positions in about 3 ms.
//   - A move set costs its period search once, when ParseRule reads it (see solvers/subtraction/doc.go).
//
// # Errors
//
// Mistakes in user input are *InputError values with a Code and the fields that code documents; Error()
// is a short text for developers (`nim: not_number (heaps 2, "x")`), and the message catalogue of /nim
// (commands/nim/messages.go) words them for users. A mistake in a move set is found by package subtraction and
// comes out of ParseRule as an *InputError of this package, with the same code and fields. Other errors
// (a cancelled context) are wrapped and prefixed "nim:".
package nim
