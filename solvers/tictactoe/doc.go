// Package tictactoe plays tic-tac-toe perfectly.
//
// The game is small enough to solve outright: from the empty board 5,478 positions are reachable (X moves
// first). Solve computes the value of every position once, by plain minimax with memoisation over the
// 3^9 = 19,683 encodings of a board, and keeps it in a table of bytes; every later question is a lookup.
//
// A value is the outcome for the side to move under perfect play (win, draw or loss) and the number of
// plies until the game ends. Perfect play here is stricter than "never lose": the winner takes the quickest
// win, the loser holds out longest, and between equally good moves the lowest-numbered cell is chosen, so
// answers are reproducible. The empty board is a draw in 9 plies.
//
// Solve answers everything about one position (its value, every move's value, the perfect move) and
// counts the positions its table covers in Stats; ValueOf, Moves and Best are its parts on their own.
//
// Measured (2 cores, median of 5 runs): solving the whole table takes 3.8 ms (BenchmarkSolveTable), once
// per process; after that a perfect move costs about 1 µs (BenchmarkBest: 1.0 million positions/s), a
// lookup in a 19.7 KB table of bytes indexed by the board's base-3 number, with no hashing.
//
// Cells are numbered 1-9 in the text forms (row by row, as on a phone keypad read from the top) and 0-8 in
// the API.
package tictactoe
