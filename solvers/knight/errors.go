package knight

import (
	"errors"
	"fmt"
	"strconv"
)

// Code says what is wrong with a problem. The Discord layer switches on it to word the message in the
// user's language, using the InputError fields that each code documents.
type Code string

const (
	// CodeBadFormat: a problem line is not "N R C" or "M N R C" with whole numbers. Fields: Text.
	CodeBadFormat Code = "bad_format"
	// CodeBadSize: a side of the board is less than 1. Fields: Board.
	CodeBadSize Code = "bad_size"
	// CodeBoardTooLarge: the board has more squares than allowed. Fields: Board, Limit (squares).
	CodeBoardTooLarge Code = "board_too_large"
	// CodeBadSquare: a start square is neither a chess name ("a1") nor "row,column". Fields: Text.
	CodeBadSquare Code = "bad_square"
	// CodeStartOffBoard: the start square is not on the board. Fields: Board, Start (0-based, may be
	// negative), and Text when the square came from Board.ParseSquare.
	CodeStartOffBoard Code = "start_off_board"

	// The codes below say that no tour exists; InputError.NoTour reports true for them.

	// CodeNoTour: the board is too small or too narrow for any knight's tour (1 x n and 2 x n but 1 x 1,
	// 3 x 3, 3 x 5, 3 x 6, 4 x 4). Fields: Board.
	CodeNoTour Code = "no_tour"
	// CodeWrongColour: both sides are odd and the start is not of the corners' colour; every move
	// changes colour and the corners' colour has one square more, so a tour starts and ends on it.
	// Fields: Board, Start.
	CodeWrongColour Code = "wrong_colour"
	// CodeInnerLine: the board is 4 squares across and the start is on one of the two middle rows (or
	// columns, for an n x 4 board); tours there start and end on the outer lines. Fields: Board, Start.
	CodeInnerLine Code = "inner_line"
	// CodeNoTourFromSquare: the board has tours, but none from this square (3 x 4: the two middle
	// columns; 3 x 7: the centre; 3 x 8: the squares 2,3 and 2,6; and the same squares of 4 x 3, 7 x 3
	// and 8 x 3). Fields: Board, Start.
	CodeNoTourFromSquare Code = "no_tour_from_square"
	// CodeOddClosed: a closed tour was asked on a board with an odd number of squares. Fields: Board.
	CodeOddClosed Code = "odd_closed"
	// CodeNoClosedTour: a closed tour was asked on a board with an even number of squares that has
	// none (Schwenk: a side of 1, 2 or 4, or 3 x 4, 3 x 6, 3 x 8). Fields: Board.
	CodeNoClosedTour Code = "no_closed_tour"
)

// InputError is a problem a user can fix: a malformed line, a board out of range, or a start from which
// no tour exists. Error() is one English sentence; the fields carry what a translation needs.
type InputError struct {
	Code  Code
	Text  string // the offending text (CodeBadFormat, CodeBadSquare; CodeStartOffBoard from ParseSquare)
	Board Board  // the board (every code but CodeBadFormat and CodeBadSquare)
	Start Square // the start square (CodeStartOffBoard, CodeWrongColour, CodeInnerLine, CodeNoTourFromSquare)
	Limit int    // the largest number of squares allowed (CodeBoardTooLarge)
}

// NoTour reports whether the error says that no tour exists (as opposed to a malformed problem):
// `kibitz solve knight` prints "none" for these.
func (e *InputError) NoTour() bool {
	switch e.Code {
	case CodeNoTour, CodeWrongColour, CodeInnerLine, CodeNoTourFromSquare, CodeOddClosed, CodeNoClosedTour:
		return true
	}
	return false
}

func (e *InputError) Error() string {
	b, s := e.Board, e.Start
	switch e.Code {
	case CodeBadFormat:
		return fmt.Sprintf("%q is not a board and start: write N R C for an N x N board, or M N R C for M rows and N columns, starting at row R, column C.", e.Text)
	case CodeBadSize:
		return fmt.Sprintf("The %s board is impossible: each side must be at least 1.", b)
	case CodeBoardTooLarge:
		return fmt.Sprintf("The %s board is too large: the most allowed is %s squares.", b, thousands(e.Limit))
	case CodeBadSquare:
		return fmt.Sprintf("%q is not a square: write a chess name such as a1, or row,column such as 1,1.", e.Text)
	case CodeStartOffBoard:
		name := s.String()
		if e.Text != "" {
			name = e.Text
		}
		return fmt.Sprintf("The start %s is off the %s board: rows go from 1 to %d and columns from 1 to %d.", name, b, b.Rows, b.Cols)
	case CodeNoTour:
		return fmt.Sprintf("The %s board has no knight's tour: apart from 1 x 1, both sides must be at least 3, and 3 x 3, 3 x 5, 3 x 6 and 4 x 4 have none.", b)
	case CodeWrongColour:
		return fmt.Sprintf("No tour starts at %s: on odd boards a tour must start on a corner-coloured square.", s)
	case CodeInnerLine:
		line := "row 1 or row 4"
		if b.Rows != 4 {
			line = "column 1 or column 4"
		}
		return fmt.Sprintf("No tour starts at %s: on a board 4 squares across, a tour must start in %s.", s, line)
	case CodeNoTourFromSquare:
		return fmt.Sprintf("No tour of the %s board starts at %s, though tours start from other squares.", b, s)
	case CodeOddClosed:
		return fmt.Sprintf("The %s board has no closed tour: it has an odd number of squares.", b)
	case CodeNoClosedTour:
		return fmt.Sprintf("The %s board has no closed tour: boards with a side of 1, 2 or 4, and 3 x 4, 3 x 6 and 3 x 8, have none.", b)
	}
	return "The knight's tour problem is not valid (" + strconv.Quote(string(e.Code)) + ")."
}

// ErrHeuristicFailed is returned by Solve with MethodWarnsdorff when Warnsdorff's rule runs into a dead
// end (Result.Stats.HeuristicSquares says how far it got), or, for a closed tour, ends on a square that is
// not a knight's move from the start. A tour may still exist: MethodAuto would construct it.
var ErrHeuristicFailed = errors.New("knight: Warnsdorff's rule found no tour from this square")

// thousands writes n with commas between groups of three digits: 25,000,000.
func thousands(n int) string {
	s := strconv.Itoa(n)
	start := 0
	if n < 0 {
		start = 1
	}
	for i := len(s) - 3; i > start; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}
