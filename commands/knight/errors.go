package knight

import (
	"errors"
	"fmt"
	"math"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/knight"
)

// The errors of /knight, in English and Korean: the solver's codes and the command's own, each with a hint
// that works (a nearby start from which a tour exists, the open tour when no closed one does, a board that
// has tours, the largest board that would do); then the English lines of `kibitz solve knight`
// (SolveError). messages.go holds the rest of the catalogue.

var (
	msgErrNoSize = i18n.Text{
		En: "Give the board's size: the number of rows (and columns, unless you give columns).",
		Ko: "판의 크기(행 수)를 입력하세요. 열을 따로 주지 않으면 열 수도 같습니다.",
	}
	hintSize = i18n.Text{
		En: "Example: /knight tour size:8",
		Ko: "예: /나이트 투어 크기:8",
	}
	msgErrMethod = i18n.Text{
		En: "%s is not a method: choose auto, warnsdorff or construct.",
		Ko: "%s 방법은 없습니다: auto(자동), warnsdorff(바른스도르프), construct(구성) 중에서 고르세요.",
	}
	msgErrBadSize = i18n.Text{
		En: "The %s board is impossible: the size and the columns must be at least 1.",
		Ko: "%s 판은 만들 수 없습니다: 크기와 열은 1 이상이어야 합니다.",
	}
	// msgErrTooLarge and msgErrTooLong say the limit in sides, as the user gave the board: a square
	// board's side, or the longest other side for the shorter one given (tooLargeText).
	msgErrTooLarge = i18n.Text{
		En: "The %s board is too large: kibitz shows square boards up to %s x %[2]s here (%[3]s), which keeps the text file of the tour under 6 MB for Discord.",
		Ko: "%s 판은 너무 큽니다: 디스코드에 올릴 투어 텍스트 파일이 6 MB를 넘지 않도록, 여기서는 정사각형 판을 %s x %[2]s(%[3]s)까지만 보여 줍니다.",
	}
	msgErrTooLong = i18n.Text{
		En: "The %s board is too large: kibitz shows boards of at most %s here, so with %s, at most %s; that keeps the text file of the tour under 6 MB for Discord.",
		Ko: "%s 판은 너무 큽니다: 디스코드에 올릴 투어 텍스트 파일이 6 MB를 넘지 않도록 여기서는 최대 %s까지만 보여 주므로, %s이면 %s까지입니다.",
	}
	hintTooLarge = i18n.Text{
		En: "Try %s. For larger boards (up to %s, such as %s x %[3]s), the batch solver `kibitz solve knight` writes the tour as text.",
		Ko: "%s 명령을 써 보세요. 더 큰 판(최대 %s, 예: %s x %[3]s)은 일괄 풀이기 `kibitz solve knight`가 투어를 텍스트로 씁니다.",
	}
	msgErrBadSquare = i18n.Text{
		En: "%s is not a square: write a chess name such as a1 (the bottom left corner) or row,column such as 1,1 (the top left corner).",
		Ko: "%s 칸 이름이 아닙니다: a1(왼쪽 아래 모서리) 같은 체스 이름이나 1,1(왼쪽 위 모서리) 같은 행,열로 쓰세요.",
	}
	msgErrOffBoard = i18n.Text{
		En: "The start %s is off the %s board: files go from a to %s and ranks from 1 to %s, or, counted from the top left, rows from 1 to %s and columns from 1 to %s.",
		Ko: "출발 칸 %s %s 판 밖에 있습니다: 파일은 a부터 %s까지, 랭크는 1부터 %s까지이고, 왼쪽 위부터 세면 행은 1부터 %s까지, 열은 1부터 %s까지입니다.",
	}
	msgErrNarrow = i18n.Text{
		En: "The %s board has no knight's tour: on a board 1 or 2 squares across, the knight cannot reach every square (but for the one square of 1 x 1).",
		Ko: "%s 판에는 나이트 투어가 없습니다: 한 변이 1칸이나 2칸인 판에서는 (칸이 하나뿐인 1 x 1 판을 빼면) 나이트가 모든 칸에 갈 수 없습니다.",
	}
	msgErrThree = i18n.Text{
		En: "The 3 x 3 board has no knight's tour: the knight can never reach the centre.",
		Ko: "3 x 3 판에는 나이트 투어가 없습니다: 나이트는 가운데 칸에 절대 갈 수 없습니다.",
	}
	msgErrSmall = i18n.Text{
		En: "The %s board has no knight's tour: an exhaustive search finds none. Of the boards at least 3 squares across, only 3 x 3, 3 x 5, 3 x 6 and 4 x 4 have none.",
		Ko: "%s 판에는 나이트 투어가 없습니다: 모든 경우를 찾아봐도 없습니다. 두 변이 3칸 이상인 판 중에서 투어가 없는 판은 3 x 3, 3 x 5, 3 x 6, 4 x 4뿐입니다.",
	}
	hintSmall = i18n.Text{
		En: "Square boards have tours at 1 x 1 (its one square) and from 5 x 5 up (/knight tour size:5); boards 3 squares across have them at 3 x 4 and from 3 x 7 up, boards 4 across from 4 x 5 up (/knight tour size:3 columns:4).",
		Ko: "정사각형 판은 1 x 1(칸 하나)과 5 x 5 이상에 투어가 있고 (/나이트 투어 크기:5), 한 변이 3칸인 판은 3 x 4와 3 x 7 이상, 한 변이 4칸인 판은 4 x 5 이상에 투어가 있습니다 (/나이트 투어 크기:3 열:4).",
	}
	msgErrColour = i18n.Text{
		En: "No tour of the %s board starts at %s: every move changes the colour of the square, and with both sides odd the corners' colour has one square more, so a tour must start and end on a square of the corners' colour, which %s is not.",
		Ko: "%s 판에는 %s에서 출발하는 투어가 없습니다: 나이트는 수마다 칸의 색이 바뀌고, 두 변이 모두 홀수이면 모서리 색 칸이 하나 더 많으므로 투어는 모서리 색 칸에서 시작해서 끝나야 하는데, %s 모서리 색이 아닙니다.",
	}
	msgErrInnerRows = i18n.Text{
		En: "No tour of the %s board starts at %s: on a board 4 rows high, every move from the top or bottom row lands on the two middle rows, and counting the squares of each colour there shows that a tour must start and end on the top or bottom row (rank %d or 1).",
		Ko: "%s 판에는 %s에서 출발하는 투어가 없습니다: 높이가 4행인 판에서는 맨 위나 맨 아래 행에서 두는 수가 모두 가운데 두 행에 떨어지고, 여기에 칸의 색을 세어 보면 투어는 맨 위나 맨 아래 행(랭크 %d 또는 1)에서 시작해서 끝나야 합니다.",
	}
	msgErrInnerCols = i18n.Text{
		En: "No tour of the %s board starts at %s: on a board 4 columns wide, every move from the left or right column lands on the two middle columns, and counting the squares of each colour there shows that a tour must start and end on the left or right column (file a or d).",
		Ko: "%s 판에는 %s에서 출발하는 투어가 없습니다: 너비가 4열인 판에서는 맨 왼쪽이나 맨 오른쪽 열에서 두는 수가 모두 가운데 두 열에 떨어지고, 여기에 칸의 색을 세어 보면 투어는 맨 왼쪽이나 맨 오른쪽 열(파일 a 또는 d)에서 시작해서 끝나야 합니다.",
	}
	msgErrFromSquare = i18n.Text{
		En: "No tour of the %s board starts at %s, although tours start from other squares: on this narrow board an exhaustive search finds none from there.",
		Ko: "%s 판에는 %s에서 출발하는 투어가 없습니다. 다른 칸에서 출발하는 투어는 있지만, 이 좁은 판을 모든 경우 찾아봐도 그 칸에서 출발하는 투어는 없습니다.",
	}
	hintStartAt = i18n.Text{
		En: "A tour starts at %s: %s",
		Ko: "%s에서 출발하는 투어는 있습니다: %s",
	}
	msgErrOddClosed = i18n.Text{
		En: "The %s board has no closed tour: it has an odd number of squares, and a closed tour alternates colours all the way round, so it needs as many squares of each colour.",
		Ko: "%s 판에는 닫힌 투어가 없습니다: 칸 수가 홀수인데, 닫힌 투어는 한 바퀴 내내 색이 번갈아 바뀌므로 두 색의 칸 수가 같아야 합니다.",
	}
	msgErrNoClosed = i18n.Text{
		En: "The %s board has no closed tour. By Schwenk's theorem (1991), an m x n board with m ≤ n has one unless m and n are both odd, m is 1, 2 or 4, or m is 3 and n is 4, 6 or 8.",
		Ko: "%s 판에는 닫힌 투어가 없습니다. 슈벵크 정리(1991)에 따르면 m ≤ n인 m x n 판에는 m과 n이 모두 홀수이거나, m이 1, 2, 4이거나, m이 3이고 n이 4, 6, 8인 경우를 빼면 닫힌 투어가 있습니다.",
	}
	hintOpenInstead = i18n.Text{
		En: "An open tour exists: %s",
		Ko: "열린 투어는 있습니다: %s",
	}
	hintClosedBoards = i18n.Text{
		En: "Boards with closed tours include 6 x 6, 8 x 8 and 3 x 10: /knight tour size:8 closed:true",
		Ko: "닫힌 투어가 있는 판으로는 6 x 6, 8 x 8, 3 x 10 등이 있습니다: /나이트 투어 크기:8 닫힌:true",
	}
	msgErrBudget = i18n.Text{
		En: "The %s tour took longer than %s, the most kibitz spends on one, so it stopped. Boards this size usually take well under a second: the bot is busy; try again, or ask for the construction, which is the fastest method.",
		Ko: "%s 판의 투어 탐색이 kibitz가 한 번에 쓰는 최대 시간인 %s 넘겨서 멈췄습니다. 이 크기의 판은 보통 1초도 걸리지 않습니다: 봇이 바쁜 것이니 다시 해 보거나, 가장 빠른 구성적 방법을 써 보세요.",
	}
	// msgErrBadFormat and msgErrDeadEnd are `kibitz solve knight`'s wording too. /knight never meets the
	// first (only the batch reads lines), and meets the second only as ErrHeuristicFailed, after which it
	// shows the construction's tour.
	msgErrBadFormat = i18n.Text{
		En: "%s is not a board and start: write N R C for an N x N board, or M N R C for M rows and N columns, starting at row R, column C.",
		Ko: "%s 판과 출발 칸이 아닙니다: N x N 판은 N R C로, M행 N열 판은 M N R C로 쓰고, R행 C열에서 출발합니다.",
	}
	msgErrDeadEnd = i18n.Text{
		En: "Warnsdorff's rule ran into a dead end after %s of %s.",
		Ko: "바른스도르프 규칙은 %[2]s 중 %[1]s칸까지 가고 막혔습니다.",
	}
	// msgErrNotClosed is CodeDeadEnd when the rule reached every square but the last is not a knight's
	// move from the first: not a dead end, a tour that does not close.
	msgErrNotClosed = i18n.Text{
		En: "Warnsdorff's rule visited all %s, but its last square is not a knight's move from the first, so it found no closed tour.",
		Ko: "바른스도르프 규칙은 %s 모두 방문했지만, 마지막 칸이 첫 칸에서 한 수 거리가 아니어서 닫힌 투어를 찾지 못했습니다.",
	}
	hintConstruct = i18n.Text{
		En: "The constructive method never fails where a tour exists: %s",
		Ko: "구성적 방법은 투어가 있는 판에서는 실패하지 않습니다: %s",
	}
	msgErrInvalid = i18n.Text{ // a code this catalogue does not know yet
		En: "That is not a knight's tour problem kibitz can solve (%s).",
		Ko: "kibitz가 풀 수 있는 나이트 투어 문제가 아닙니다 (%s).",
	}
)

// The lines `kibitz solve knight` prints after "error: ", in English only, as it always has, where
// Discord's sentence says more than fits a batch's line (the options of /knight, a hint, Discord's
// limits). SolveError uses them.
const (
	solveBadSize      = "The %s board is impossible: each side must be at least 1."
	solveTooLarge     = "%s is too large: the most allowed is %[3]s (%[2]s x %[2]s for a square board)."
	solveTooLong      = "%s is too large: the most allowed is %s, so with %s, at most %s."
	solveRaiseLimit   = " --max-squares set that limit; it can go up to %s."
	solveBadSquare    = "%s is not a square: write a chess name such as a1, or row,column such as 1,1."
	solveOffBoard     = "The start %s is off the %s board: rows go from 1 to %s and columns from 1 to %s."
	solveNoTour       = "The %s board has no knight's tour: apart from 1 x 1, both sides must be at least 3, and 3 x 3, 3 x 5, 3 x 6 and 4 x 4 have none."
	solveColour       = "No tour starts at %s: on odd boards a tour must start on a corner-coloured square."
	solveInnerRows    = "No tour starts at %s: on a board 4 squares across, a tour must start in row 1 or row 4."
	solveInnerCols    = "No tour starts at %s: on a board 4 squares across, a tour must start in column 1 or column 4."
	solveFromSquare   = "No tour of the %s board starts at %s, though tours start from other squares."
	solveOddClosed    = "The %s board has no closed tour: it has an odd number of squares."
	solveNoClosedTour = "The %s board has no closed tour: boards with a side of 1, 2 or 4, and 3 x 4, 3 x 6 and 3 x 8, have none."
	solveInvalid      = "The knight's tour problem is not valid (%q)." // a code this catalogue does not know yet
)

// tooLarge is how a board of more than limit squares is refused, in sides: for a square board (or one
// whose shorter side is already beyond the square board's), the largest square board; otherwise the
// longest the other side can be for the shorter side given, in rows or columns as the board has it.
// fits is the largest board of that shape; square reports which of the two it is.
func tooLarge(b knight.Board, limit int) (fits knight.Board, square bool) {
	short := min(b.Rows, b.Cols)
	if side := maxSideOf(limit); b.Rows == b.Cols || short > side {
		return knight.Board{Rows: side, Cols: side}, true
	}
	if b.Rows == short {
		return knight.Board{Rows: short, Cols: limit / short}, false
	}
	return knight.Board{Rows: limit / short, Cols: short}, false
}

// maxSideOf is the side of the largest square board of at most limit squares.
func maxSideOf(limit int) int {
	side := int(math.Sqrt(float64(limit)))
	for side*side > limit {
		side--
	}
	for (side+1)*(side+1) <= limit {
		side++
	}
	return side
}

// tooLargeText is the sentence that refuses b, of more than limit squares and called name, in sides
// (tooLarge): with square, the square board's words, else the longest other side, as "with 3 rows, at
// most 213,333 columns".
func tooLargeText(name any, b knight.Board, limit int, square, long i18n.Text) i18n.Text {
	fits, isSquare := tooLarge(b, limit)
	if isSquare {
		return square.Format(name, i18n.Num(fits.Rows), squares.N(int64(limit)))
	}
	// The side given is the board's shorter one, read from b: fits can be square (a shorter side of
	// exactly the square's), which would not tell rows from columns.
	given, most := rowsOf.N(int64(fits.Rows)), colsOf.N(int64(fits.Cols))
	if b.Cols < b.Rows {
		given, most = colsOf.N(int64(fits.Cols)), rowsOf.N(int64(fits.Rows))
	}
	return long.Format(name, squares.N(int64(limit)), given, most)
}

// inputError words a solver error in both languages, with a hint built from the request.
func inputError(ie *knight.InputError, kr *request) error {
	b := ie.Board
	size := boardName(b)
	at := func() string { return square(b, ie.Start) }
	// startHint suggests the nearest start from which a tour exists, keeping the other options.
	startHint := func() i18n.Text {
		s := suggestStart(b, ie.Start)
		name := b.Name(s)
		return hintStartAt.Format(name, kr.example(name, false, ""))
	}
	switch ie.Code {
	case knight.CodeBadSize:
		return router.Fail(router.Invalid, msgErrBadSize.Format(size)).WithHint(hintSize)
	case knight.CodeBoardTooLarge:
		if min(b.Rows, b.Cols) <= 2 {
			// No size of this board has a tour: say so, rather than suggest a smaller one without.
			return router.Fail(router.Invalid, msgErrNarrow.Format(size)).WithHint(hintSmall)
		}
		fits, _ := tooLarge(b, maxSquares)
		larger := &request{board: fits}
		return router.Fail(router.TooLarge, tooLargeText(size, b, maxSquares, msgErrTooLarge, msgErrTooLong)).
			WithHint(hintTooLarge.Format(larger.example("", false, ""), squares.N(knight.MaxSquares), i18n.Num(maxSideOf(knight.MaxSquares))))
	case knight.CodeBadFormat:
		return router.Fail(router.Invalid, msgErrBadFormat.Format(commands.TypedWith(ie.Text, "은/는"))).WithHint(hintSize)
	case knight.CodeDeadEnd:
		return router.Fail(router.Invalid, deadEnd(ie)).
			WithHint(hintConstruct.Format(kr.example(kr.startText, kr.closed, "construct")))
	case knight.CodeBadSquare:
		return router.Fail(router.Invalid, msgErrBadSquare.Format(commands.TypedWith(ie.Text, "은/는"))).WithHint(kr.example("a1", kr.closed, ""))
	case knight.CodeStartOffBoard:
		name := ie.Text
		if name == "" {
			name = ie.Start.String()
		}
		return router.Fail(router.Invalid, msgErrOffBoard.Format(i18n.WithParticle(i18n.Plain(name), "은/는"), size, knight.FileName(b.Cols-1),
			i18n.Num(b.Rows), i18n.Num(b.Rows), i18n.Num(b.Cols))).
			WithHint(kr.example("a1", kr.closed, ""))
	case knight.CodeNoTour:
		msg := msgErrSmall.Format(size)
		switch {
		case min(b.Rows, b.Cols) <= 2:
			msg = msgErrNarrow.Format(size)
		case b.Rows == 3 && b.Cols == 3:
			msg = msgErrThree
		}
		return router.Fail(router.Invalid, msg).WithHint(hintSmall)
	case knight.CodeWrongColour:
		return router.Fail(router.Invalid, msgErrColour.Format(size, at(), i18n.WithParticle(i18n.Plain(b.Name(ie.Start)), "은/는"))).WithHint(startHint())
	case knight.CodeInnerLine:
		msg := msgErrInnerCols.Format(size, at())
		if b.Rows == 4 {
			msg = msgErrInnerRows.Format(size, at(), b.Rows)
		}
		return router.Fail(router.Invalid, msg).WithHint(startHint())
	case knight.CodeNoTourFromSquare:
		return router.Fail(router.Invalid, msgErrFromSquare.Format(size, at())).WithHint(startHint())
	case knight.CodeOddClosed, knight.CodeNoClosedTour:
		msg := msgErrNoClosed.Format(size)
		if ie.Code == knight.CodeOddClosed {
			msg = msgErrOddClosed.Format(size)
		}
		hint := hintClosedBoards
		if knight.Exists(knight.Problem{Board: b, Start: kr.start}, false) == nil {
			hint = hintOpenInstead.Format(kr.example(kr.startText, false, ""))
		}
		return router.Fail(router.Invalid, msg).WithHint(hint)
	}
	return router.Fail(router.Invalid, msgErrInvalid.Format(ie.Error())).WithHint(hintSize)
}

// suggestStart is a start near s from which an open tour of b exists: the closest within three
// squares (a neighbour on odd boards, the nearest outer line on 4-wide ones), else the bottom left corner,
// from which a tour exists whenever any does.
func suggestStart(b knight.Board, s knight.Square) knight.Square {
	best, bestDist := knight.Square{Row: b.Rows - 1}, -1
	for dr := -3; dr <= 3; dr++ {
		for dc := -3; dc <= 3; dc++ {
			t := knight.Square{Row: s.Row + dr, Col: s.Col + dc}
			if !b.Contains(t) || knight.Exists(knight.Problem{Board: b, Start: t}, false) != nil {
				continue
			}
			if d := dr*dr + dc*dc; bestDist < 0 || d < bestDist {
				best, bestDist = t, d
			}
		}
	}
	return best
}

// SolveError is the line `kibitz solve knight` prints for a case that fails (after "error: "): the
// catalogue's English for the solver's errors, and any other error's own text.
func SolveError(err error) string {
	var ie *knight.InputError
	if !errors.As(err, &ie) {
		return err.Error()
	}
	b, s := ie.Board, ie.Start
	switch ie.Code {
	case knight.CodeBadFormat:
		return msgErrBadFormat.F(i18n.English, commands.TypedWith(ie.Text, "은/는"))
	case knight.CodeBadSize:
		return fmt.Sprintf(solveBadSize, boardName(b).En)
	case knight.CodeBoardTooLarge:
		name := "The " + boardName(b).En + " board"
		if ie.Text != "" {
			name = "The board " + commands.Typed(ie.Text) // a side too long to keep: as written, not cut short
		}
		text := tooLargeText(name, b, ie.Limit, i18n.Plain(solveTooLarge), i18n.Plain(solveTooLong)).En
		if ie.Limit < knight.MaxSquares {
			text += fmt.Sprintf(solveRaiseLimit, i18n.Group(knight.MaxSquares))
		}
		return text
	case knight.CodeBadSquare:
		return fmt.Sprintf(solveBadSquare, commands.Typed(ie.Text))
	case knight.CodeStartOffBoard:
		name := s.String()
		if ie.Text != "" {
			name = ie.Text
		}
		return fmt.Sprintf(solveOffBoard, name, boardName(b).En, i18n.Group(int64(b.Rows)), i18n.Group(int64(b.Cols)))
	case knight.CodeDeadEnd:
		return deadEnd(ie).En
	case knight.CodeNoTour:
		return fmt.Sprintf(solveNoTour, boardName(b).En)
	case knight.CodeWrongColour:
		return fmt.Sprintf(solveColour, s)
	case knight.CodeInnerLine:
		if b.Rows == 4 {
			return fmt.Sprintf(solveInnerRows, s)
		}
		return fmt.Sprintf(solveInnerCols, s)
	case knight.CodeNoTourFromSquare:
		return fmt.Sprintf(solveFromSquare, boardName(b).En, s)
	case knight.CodeOddClosed:
		return fmt.Sprintf(solveOddClosed, boardName(b).En)
	case knight.CodeNoClosedTour:
		return fmt.Sprintf(solveNoClosedTour, boardName(b).En)
	}
	return fmt.Sprintf(solveInvalid, ie.Code)
}

// deadEnd words CodeDeadEnd: how far Warnsdorff's rule got, or, when it reached every square, that its
// tour does not close.
func deadEnd(ie *knight.InputError) i18n.Text {
	n := int64(ie.Board.Squares())
	if int64(ie.Reached) == n {
		return msgErrNotClosed.Format(i18n.WithParticle(squares.N(n), "을/를"))
	}
	return msgErrDeadEnd.Format(i18n.Num(ie.Reached), squares.N(n))
}
