package knight

import (
	"errors"
	"fmt"
	"strconv"

	"kibitz/solvers/internal/inputerr"
)

// Code says what is wrong with a problem. The message catalogue of commands/knight switches on it to word
// the message, in the user's language on Discord and in English for `kibitz solve knight`, using the
// InputError fields that each code documents.
type Code string

const (
	// CodeBadFormat: a problem line is not "N R C" or "M N R C" with whole numbers. Fields: Text.
	CodeBadFormat Code = "bad_format"
	// CodeBadSize: a side of the board is less than 1. Fields: Board.
	CodeBadSize Code = "bad_size"
	// CodeBoardTooLarge: the board has more squares than allowed. Fields: Board, Limit (squares), and
	// Text, the problem line as written, when Parse read a number too long to keep (Board then holds a
	// side cut short).
	CodeBoardTooLarge Code = "board_too_large"
	// CodeBadSquare: a start square is neither a chess name ("a1") nor "row,column". Fields: Text.
	CodeBadSquare Code = "bad_square"
	// CodeStartOffBoard: the start square is not on the board. Fields: Board, Start (0-based, may be
	// negative), and Text when the square came from Board.ParseSquare, or from a problem line with a
	// number too long to keep ("R,C" as written).
	CodeStartOffBoard Code = "start_off_board"
	// CodeDeadEnd: Warnsdorff's rule alone (MethodWarnsdorff) found no tour: it ran into a dead end, or,
	// for a closed tour, ended a knight's move away from closing. A tour may still exist. Solve says so
	// with ErrHeuristicFailed and a Result; Batch, which has only an error line, with this code. Fields:
	// Board, Start, Reached.
	CodeDeadEnd Code = "dead_end"

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
// no tour exists (and, from Batch, a method that found none: CodeDeadEnd). Error() is a short text for
// developers; the fields carry what a message needs.
type InputError struct {
	Code Code
	// Text is the offending text (CodeBadFormat, CodeBadSquare; CodeStartOffBoard from ParseSquare), at
	// most 40 characters of it and "…" (a number of a start, each), so that an error stays a line.
	Text  string
	Board Board  // the board (every code but CodeBadFormat and CodeBadSquare)
	Start Square // the start (CodeStartOffBoard, CodeDeadEnd, CodeWrongColour, CodeInnerLine, CodeNoTourFromSquare)
	Limit int    // the largest number of squares allowed (CodeBoardTooLarge)
	// Reached is how many squares Warnsdorff's rule reached before it stopped (CodeDeadEnd): all of
	// them when its tour did not close.
	Reached int
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

// Error is a short text for developers and logs: the code and its fields, such as
// "knight: board_too_large (9000 x 9000, limit 25000000)". Users read the words of commands/knight's
// catalogue instead, on Discord and in `kibitz solve knight`.
func (e *InputError) Error() string {
	b, s := e.Board, e.Start
	switch e.Code {
	case CodeBadFormat, CodeBadSquare:
		return inputerr.Text("knight", string(e.Code), strconv.Quote(e.Text))
	case CodeBoardTooLarge:
		return inputerr.Text("knight", string(e.Code), fmt.Sprintf("%s, limit %d", b, e.Limit))
	case CodeStartOffBoard:
		name := s.String()
		if e.Text != "" {
			name = strconv.Quote(e.Text)
		}
		return inputerr.Text("knight", string(e.Code), fmt.Sprintf("%s on %s", name, b))
	case CodeBadSize, CodeNoTour, CodeOddClosed, CodeNoClosedTour:
		return inputerr.Text("knight", string(e.Code), b.String())
	case CodeWrongColour, CodeInnerLine, CodeNoTourFromSquare:
		return inputerr.Text("knight", string(e.Code), fmt.Sprintf("%s from %s", b, s))
	case CodeDeadEnd:
		return inputerr.Text("knight", string(e.Code), fmt.Sprintf("%s from %s, %d of %d squares", b, s, e.Reached, b.Squares()))
	}
	return inputerr.Text("knight", string(e.Code))
}

// ErrHeuristicFailed is returned by Solve with MethodWarnsdorff when Warnsdorff's rule runs into a dead
// end (Result.Stats.HeuristicSquares says how far it got), or, for a closed tour, ends on a square that is
// not a knight's move from the start. A tour may still exist: MethodAuto would construct it.
var ErrHeuristicFailed = errors.New("knight: Warnsdorff's rule found no tour from this square")
