// Package divisor solves the divisor game: from a number N, a move replaces N by a divisor d with
// 1 < d < N. In normal play whoever cannot move (N is 1 or a prime) loses; in misère play, the usual
// competitive-programming version, that player wins. N goes up to MaxN = 10^18.
//
// It is one of the impartial games kibitz solves by Sprague-Grundy values, each in a package of its own
// (solvers/subtraction's package comment says why, and gives the theory).
//
// # The method
//
// The game depends only on the exponents of N's factorisation, sorted (its shape); Solve searches shapes
// and remembers them, never divisors. Factorize is Miller-Rabin plus Pollard-Brent rho. Checked against a
// sieve for every N up to 10^5 (10^6 in the heavy test), in both conventions. Grundy gives the
// normal-play Grundy values (for sums and for display), by one pass over the shapes below N's, also
// checked against a sieve up to 10^5. Misère play has no values that add up, so it has no Grundy
// counterpart: Solve decides a single misère game.
//
// The text form of a game is N itself: Parse reads it (decimal digits, or a power like 2^40), and its
// decimal digits are the canonical form; misère play is an option (Options.Misere), as it is a flag of
// `kibitz solve divisor` and an option of /grundy divisor.
//
// # Batch format
//
// batch.go implements `kibitz solve divisor [--misere]` exactly as docs/contract.md §4 describes: one
// output line per non-blank input line, "win" or "loss" for the player to move, "error: <reason>" for a
// bad case, worded by BatchOptions.Describe (`kibitz solve` passes commands/grundy.SolveError).
//
// # Limits and costs
//
// Measured on the 2-core development machine, medians of 5 runs (go test -bench . -count 5): about 8 us
// per random N up to 10^13 (factorisation included); 0.5-0.8 ms for the slowest kind up to MaxN (two
// primes near 10^9). Grundy's slowest shape below 10^18 takes a median of 57 ms (see Grundy).
//
// # Tried and rejected
//
// Trial division: 6.8 ms for a prime near 10^13 against 7.5 us with Miller-Rabin.
//
// # Errors
//
// Mistakes in user input are *InputError values with a Code and the fields that code documents; Error()
// is a short text for developers (`divisor: too_small (n, "0", limit 1)`), and the message catalogue of
// /grundy (commands/grundy/messages.go) words them for users. Other errors (a cancelled context) are
// wrapped and prefixed "divisor:".
package divisor
