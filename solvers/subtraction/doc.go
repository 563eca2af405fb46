// Package subtraction solves subtraction games: a pile of n objects, a move takes s objects for some s
// in a finite move set (s <= n), and whoever cannot move loses. It answers every pile up to 10^18, and
// it holds the move sets that Nim played under a move rule uses (solvers/nim, nim.Only).
//
// # One package per game
//
// The impartial games kibitz solves by their Sprague-Grundy values each have a package of their own:
// this one, solvers/divisor (the divisor game) and solvers/dagame (token games on a DAG), beside
// solvers/nim. They used to share one package, solvers/grundy, with entry points told apart by name
// prefixes (grundy.NewSubtraction, grundy.SolveDivisor, grundy.ParseDAGame). What they share is the
// theory below, which needs no code; a mex, a few lines that each game writes for its own kind of values
// (a 256-bit set here, stamps in a mark array for the divisor game and the DAG pairs); and the number
// syntax, which is solvers/internal/numtext already. A parent package for that little would be a "util"
// in all but name, and subpackages under solvers/grundy would put three games one level deeper than
// every other solver for no code in common. So each game has the solver surface of docs/architecture.md §7 under its own name
// (subtraction.Parse, subtraction.Solve, subtraction.Batch), its own InputError and codes, and imports
// none of the others.
//
// # The theory
//
// In an impartial game both players have the same moves, and under normal play whoever cannot move loses.
// Each position has a Grundy value, the mex (least value not among) of its options' values; the player to
// move wins exactly when it is not 0; and a sum of independent games (a move is made in one of them) has
// the XOR of their values (Sprague 1935, Grundy 1939; Berlekamp, Conway and Guy, Winning Ways, ch. 3-4).
// A sum of piles played with one move set is therefore Nim on the piles' values, which is how
// /grundy subtraction answers a sum (nim.Solve with nim.Only(game)).
//
// # The method
//
// The Grundy sequence of a finite move set is eventually periodic; Solve finds the least pre-period and
// period with Brent's cycle finder on windows of the sequence, which the Game comment proves sufficient.
// Every move set of up to four moves at most 12 is checked against the sequence computed from the
// definition (the longest pre-period plus period among them is 73).
//
// # Batch format
//
// batch.go implements `kibitz solve subtraction --moves SET` exactly as docs/contract.md §4 describes: one
// output line per non-blank input line, "win" or "loss" for the player to move, "error: <reason>" for a
// bad case, worded by BatchOptions.Describe (`kibitz solve` passes commands/grundy.SolveError).
//
// # Limits and costs
//
// Measured on the 2-core development machine, medians of 5 runs (go test -bench . -count 5): 1-2 us for
// small move sets; the longest periods within the limits (moves near MaxMove = 10^6, periods of about 2
// million) take 40-200 ms; past 2^23 values or 2^27 move look-ups the search stops with CodeNoPeriod
// (0.1-0.3 s). Large random move sets often end that way. With Options.KeepValues the game of the values
// computed answers the piles among them instead (Batch and /grundy subtraction: a pile below every move is
// lost whatever the period), and refuses the others with CodeBeyondValues.
//
// # Errors
//
// Mistakes in user input are *InputError values with a Code and the fields that code documents; Error()
// is a short text for developers (`subtraction: too_small (moves 1, "0", limit 1)`), and the message
// catalogue of /grundy (commands/grundy/messages.go) words them for users. Other errors (a cancelled
// context) are wrapped and prefixed "subtraction:".
package subtraction
