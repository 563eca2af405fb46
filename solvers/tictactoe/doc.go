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
// Cells are numbered 1-9 in the text forms (row by row, as on a phone keypad read from the top) and 0-8 in
// the API.
package tictactoe
