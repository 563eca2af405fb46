package knight

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"kibitz/commands/commandtest"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/knight"
)

// wordingProblems lists what is wrong with the words for code: an empty text, or one that shows the
// code itself (the catalogue's fallback for a code it does not know).
func wordingProblems(code knight.Code) []string {
	// Every field filled, so that each code finds what it needs: a 4 x 9 board, a start on an inner row.
	ie := &knight.InputError{Code: code, Text: "z9", Board: knight.Board{Rows: 4, Cols: 9},
		Start: knight.Square{Row: 1, Col: 4}, Limit: 100, Reached: 24}
	kr := &request{board: ie.Board, start: ie.Start, startText: "e3"}
	var problems []string
	check := func(where, text string) {
		if why := commandtest.Unworded(text, string(code), ie.Error()); why != "" {
			problems = append(problems, fmt.Sprintf("%s: %s: %q", where, why, text))
		}
	}
	ue, ok := router.AsUserError(inputError(ie, kr))
	if !ok {
		return []string{"not a user error on Discord"}
	}
	check("Discord English", ue.Message.En)
	check("Discord Korean", ue.Message.Ko)
	check("Discord English hint", ue.Hint.En)
	check("Discord Korean hint", ue.Hint.Ko)
	check("kibitz solve", SolveError(ie))
	return problems
}

// TestEveryCodeHasWords walks every code of the solver through the catalogue: on Discord in English and
// Korean, with a hint, and for `kibitz solve knight`. A new code cannot ship without its words.
func TestEveryCodeHasWords(t *testing.T) {
	codes := commandtest.SolverCodes(t, filepath.Join("..", "..", "solvers", "knight"))
	if len(codes) < 12 {
		t.Fatalf("found %d codes in the solver's sources (%v): the scan is broken", len(codes), codes)
	}
	for _, code := range codes {
		for _, p := range wordingProblems(knight.Code(code)) {
			t.Errorf("%s: %s", code, p)
		}
	}
	// The check itself catches a code the catalogue does not know.
	if len(wordingProblems("not_a_code")) == 0 {
		t.Error("an unknown code passed the check")
	}
}

// TestSolveError pins the lines `kibitz solve knight` prints for the solver's errors: the sentences it
// printed when the solver still wrote them.
func TestSolveError(t *testing.T) {
	for _, tt := range []struct {
		err  error
		want string
	}{
		{&knight.InputError{Code: knight.CodeBadFormat, Text: "8 x 1"},
			"`8 x 1` is not a board and start: write N R C for an N x N board, or M N R C for M rows and N columns, starting at row R, column C."},
		{&knight.InputError{Code: knight.CodeBadSize, Board: knight.Board{Rows: 0, Cols: 5}},
			"The 0 x 5 board is impossible: each side must be at least 1."},
		{&knight.InputError{Code: knight.CodeBadSize, Board: knight.Board{Rows: -3000, Cols: -3000}},
			"The -3,000 x -3,000 board is impossible: each side must be at least 1."},
		{&knight.InputError{Code: knight.CodeBoardTooLarge, Board: knight.Board{Rows: 9000, Cols: 9000}, Limit: 25000000},
			"The 9,000 x 9,000 board is too large: the most allowed is 25,000,000 squares (5,000 x 5,000 for a square board)."},
		{&knight.InputError{Code: knight.CodeBoardTooLarge, Board: knight.Board{Rows: 11, Cols: 11}, Limit: 100},
			"The 11 x 11 board is too large: the most allowed is 100 squares (10 x 10 for a square board). --max-squares set that limit; it can go up to 25,000,000."},
		{&knight.InputError{Code: knight.CodeBoardTooLarge, Board: knight.Board{Rows: 3, Cols: 9_000_000}, Limit: 25000000},
			"The 3 x 9,000,000 board is too large: the most allowed is 25,000,000 squares, so with 3 rows, at most 8,333,333 columns."},
		{&knight.InputError{Code: knight.CodeBoardTooLarge, Board: knight.Board{Rows: 1 << 40, Cols: 1 << 40}, Limit: 25000000, Text: "99999999999999999999 1 1"},
			"The board `99999999999999999999 1 1` is too large: the most allowed is 25,000,000 squares (5,000 x 5,000 for a square board)."},
		{&knight.InputError{Code: knight.CodeBadSquare, Text: "zz"},
			"`zz` is not a square: write a chess name such as a1, or row,column such as 1,1."},
		{&knight.InputError{Code: knight.CodeStartOffBoard, Board: knight.Board{Rows: 8, Cols: 8}, Start: knight.Square{Row: 8}},
			"The start 9,1 is off the 8 x 8 board: rows go from 1 to 8 and columns from 1 to 8."},
		{&knight.InputError{Code: knight.CodeStartOffBoard, Board: knight.Board{Rows: 8, Cols: 8}, Start: knight.Square{Row: -1}, Text: "i1"},
			"The start i1 is off the 8 x 8 board: rows go from 1 to 8 and columns from 1 to 8."},
		{&knight.InputError{Code: knight.CodeStartOffBoard, Board: knight.Board{Rows: 1000, Cols: 3}, Start: knight.Square{Row: 1000}},
			"The start 1001,1 is off the 1,000 x 3 board: rows go from 1 to 1,000 and columns from 1 to 3."},
		{&knight.InputError{Code: knight.CodeDeadEnd, Board: knight.Board{Rows: 7, Cols: 7}, Start: knight.Square{Row: 1, Col: 1}, Reached: 43},
			"Warnsdorff's rule ran into a dead end after 43 of 49 squares."},
		// Every square reached, with --closed: the tour did not close, which is no dead end.
		{&knight.InputError{Code: knight.CodeDeadEnd, Board: knight.Board{Rows: 8, Cols: 8}, Start: knight.Square{Row: 7, Col: 1}, Reached: 64},
			"Warnsdorff's rule visited all 64 squares, but its last square is not a knight's move from the first, so it found no closed tour."},
		{&knight.InputError{Code: knight.CodeNoTour, Board: knight.Board{Rows: 4, Cols: 4}},
			"The 4 x 4 board has no knight's tour: apart from 1 x 1, both sides must be at least 3, and 3 x 3, 3 x 5, 3 x 6 and 4 x 4 have none."},
		{&knight.InputError{Code: knight.CodeWrongColour, Board: knight.Board{Rows: 7, Cols: 7}, Start: knight.Square{Col: 1}},
			"No tour starts at 1,2: on odd boards a tour must start on a corner-coloured square."},
		{&knight.InputError{Code: knight.CodeInnerLine, Board: knight.Board{Rows: 4, Cols: 9}, Start: knight.Square{Row: 1, Col: 4}},
			"No tour starts at 2,5: on a board 4 squares across, a tour must start in row 1 or row 4."},
		{&knight.InputError{Code: knight.CodeInnerLine, Board: knight.Board{Rows: 9, Cols: 4}, Start: knight.Square{Row: 4, Col: 1}},
			"No tour starts at 5,2: on a board 4 squares across, a tour must start in column 1 or column 4."},
		{&knight.InputError{Code: knight.CodeNoTourFromSquare, Board: knight.Board{Rows: 3, Cols: 8}, Start: knight.Square{Row: 1, Col: 2}},
			"No tour of the 3 x 8 board starts at 2,3, though tours start from other squares."},
		{&knight.InputError{Code: knight.CodeNoTour, Board: knight.Board{Rows: 2, Cols: 5000}},
			"The 2 x 5,000 board has no knight's tour: apart from 1 x 1, both sides must be at least 3, and 3 x 3, 3 x 5, 3 x 6 and 4 x 4 have none."},
		{&knight.InputError{Code: knight.CodeOddClosed, Board: knight.Board{Rows: 7, Cols: 9}},
			"The 7 x 9 board has no closed tour: it has an odd number of squares."},
		{&knight.InputError{Code: knight.CodeNoClosedTour, Board: knight.Board{Rows: 4, Cols: 9}},
			"The 4 x 9 board has no closed tour: boards with a side of 1, 2 or 4, and 3 x 4, 3 x 6 and 3 x 8, have none."},
		{&knight.InputError{Code: "mystery"}, `The knight's tour problem is not valid ("mystery").`},
		{fmt.Errorf("wrapped: %w", &knight.InputError{Code: knight.CodeBadSquare, Text: "zz"}),
			"`zz` is not a square: write a chess name such as a1, or row,column such as 1,1."},
		{errors.New("line too long"), "line too long"},
	} {
		if got := SolveError(tt.err); got != tt.want {
			t.Errorf("SolveError(%v) = %q, want %q", tt.err, got, tt.want)
		}
	}
}

// TestDeadEndOnDiscord: /knight meets Warnsdorff's dead end only as knight.ErrHeuristicFailed (and shows
// the construction instead), but its words are there in both languages, with the construction as hint.
func TestDeadEndOnDiscord(t *testing.T) {
	for _, tt := range []struct {
		reached   int
		closed    bool
		l         i18n.Lang
		msg, hint string
	}{
		{29, false, i18n.English, "after 29 of 49 squares", "/knight tour size:7 start:e5 method:construct"},
		{29, false, i18n.Korean, "49칸 중 29칸", "/나이트 투어 크기:7 출발:e5 방법:구성"},
		// Every square, for a closed tour: the rule's tour did not close.
		{49, true, i18n.English, "visited all 49 squares, but its last square is not a knight's move from the first", "/knight tour size:7 start:e5 closed:true method:construct"},
		{49, true, i18n.Korean, "49칸을 모두 방문했지만", "/나이트 투어 크기:7 출발:e5 닫힌:true 방법:구성"},
	} {
		ie := &knight.InputError{Code: knight.CodeDeadEnd, Board: knight.Board{Rows: 7, Cols: 7}, Start: knight.Square{Row: 2, Col: 4}, Reached: tt.reached}
		kr := &request{board: ie.Board, start: ie.Start, startText: "e5", closed: tt.closed}
		ue, ok := router.AsUserError(inputError(ie, kr))
		if !ok {
			t.Fatal("not a user error")
		}
		if !strings.Contains(ue.Message.In(tt.l), tt.msg) || !strings.Contains(ue.Hint.In(tt.l), tt.hint) {
			t.Errorf("%s: %q, hint %q; want %q and %q", tt.l, ue.Message.In(tt.l), ue.Hint.In(tt.l), tt.msg, tt.hint)
		}
	}
}
