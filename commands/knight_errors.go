package commands

import (
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/knight"
)

// The knight solver's InputError codes in English and Korean, each with a hint that works: a nearby
// start from which a tour exists, the open tour when no closed one does, a board that has tours.

var (
	msgKnightErrNoSize = i18n.Text{
		En: "Give the board's size: the number of rows (and columns, unless you give columns).",
		Ko: "판의 크기를 주세요: 행의 수입니다 (열을 따로 주지 않으면 열의 수도 같습니다).",
	}
	hintKnightSize = i18n.Text{
		En: "Example: /knight tour size:8",
		Ko: "예: /나이트 투어 크기:8",
	}
	msgKnightErrMethod = i18n.Text{
		En: "%q is not a method: choose auto, warnsdorff or construct.",
		Ko: "%q라는 방법은 없습니다: auto(자동), warnsdorff(바른스도르프), construct(구성) 중에서 고르세요.",
	}
	msgKnightErrBadSize = i18n.Text{
		En: "The %s board is impossible: the size and the columns must be at least 1.",
		Ko: "%s 판은 만들 수 없습니다: 크기와 열은 1 이상이어야 합니다.",
	}
	msgKnightErrTooLarge = i18n.Text{
		En: "The %s board is too large: kibitz shows tours of at most %s squares (%d x %d) here, which keeps the text file of the tour under 6 MB for Discord.",
		Ko: "%s 판은 너무 큽니다: Discord에 올릴 투어 텍스트 파일이 6 MB를 넘지 않도록, 여기서는 최대 %s칸(%d x %d)까지만 보여 줍니다.",
	}
	hintKnightTooLarge = i18n.Text{
		En: "Try /knight tour size:%d. For larger boards (up to 5000 x 5000), the batch solver `kibitz solve knight` writes the tour as text.",
		Ko: "/나이트 투어 크기:%d 명령을 써 보세요. 더 큰 판(최대 5000 x 5000)은 일괄 풀이기 `kibitz solve knight`가 투어를 텍스트로 씁니다.",
	}
	msgKnightErrBadSquare = i18n.Text{
		En: "%q is not a square: write a chess name such as a1 (the bottom left corner) or row,column such as 1,1 (the top left corner).",
		Ko: "%q는 칸 이름이 아닙니다: a1(왼쪽 아래 모서리) 같은 체스 이름이나 1,1(왼쪽 위 모서리) 같은 행,열로 쓰세요.",
	}
	msgKnightErrOffBoard = i18n.Text{
		En: "The start %s is off the %s board: files go from a to %s and ranks from 1 to %d, or, counted from the top left, rows from 1 to %d and columns from 1 to %d.",
		Ko: "출발 칸 %s는 %s 판 밖에 있습니다: 파일은 a부터 %s까지, 랭크는 1부터 %d까지이고, 왼쪽 위부터 세면 행은 1부터 %d까지, 열은 1부터 %d까지입니다.",
	}
	msgKnightErrNarrow = i18n.Text{
		En: "The %s board has no knight's tour: on a board 1 or 2 squares across, the knight cannot reach every square.",
		Ko: "%s 판에는 나이트 투어가 없습니다: 한 변이 1칸이나 2칸인 판에서는 나이트가 모든 칸에 갈 수 없습니다.",
	}
	msgKnightErrThree = i18n.Text{
		En: "The 3 x 3 board has no knight's tour: the knight can never reach the centre.",
		Ko: "3 x 3 판에는 나이트 투어가 없습니다: 나이트는 가운데 칸에 절대 갈 수 없습니다.",
	}
	msgKnightErrSmall = i18n.Text{
		En: "The %s board has no knight's tour: an exhaustive search finds none. Of the boards at least 3 squares across, only 3 x 3, 3 x 5, 3 x 6 and 4 x 4 have none.",
		Ko: "%s 판에는 나이트 투어가 없습니다: 모든 경우를 찾아봐도 없습니다. 두 변이 3칸 이상인 판 중에서 투어가 없는 판은 3 x 3, 3 x 5, 3 x 6, 4 x 4뿐입니다.",
	}
	hintKnightSmall = i18n.Text{
		En: "Square boards have tours from 5 x 5 up (/knight tour size:5); narrow ones from 3 x 4, 3 x 7 and 4 x 5 up (/knight tour size:3 columns:4).",
		Ko: "정사각형 판은 5 x 5부터 투어가 있고 (/나이트 투어 크기:5), 좁은 판은 3 x 4, 3 x 7, 4 x 5부터 있습니다 (/나이트 투어 크기:3 열:4).",
	}
	msgKnightErrColour = i18n.Text{
		En: "No tour of the %s board starts at %s: every move changes the colour of the square, and with both sides odd the corners' colour has one square more, so a tour must start and end on a square of the corners' colour, which %s is not.",
		Ko: "%s 판에서 %s에서 출발하는 투어는 없습니다: 나이트는 수마다 칸의 색이 바뀌고, 두 변이 모두 홀수이면 모서리 색 칸이 하나 더 많으므로 투어는 모서리 색 칸에서 시작해서 끝나야 하는데, %s는 모서리 색이 아닙니다.",
	}
	msgKnightErrInnerRows = i18n.Text{
		En: "No tour of the %s board starts at %s: on a board 4 rows high, every move from the top or bottom row lands on the two middle rows, and counting the squares of each colour there shows that a tour must start and end on the top or bottom row (rank %d or 1).",
		Ko: "%s 판에서 %s에서 출발하는 투어는 없습니다: 높이가 4행인 판에서는 맨 위나 맨 아래 행에서 두는 수가 모두 가운데 두 행에 떨어지고, 여기에 칸의 색을 세어 보면 투어는 맨 위나 맨 아래 행(랭크 %d 또는 1)에서 시작해서 끝나야 합니다.",
	}
	msgKnightErrInnerCols = i18n.Text{
		En: "No tour of the %s board starts at %s: on a board 4 columns wide, every move from the left or right column lands on the two middle columns, and counting the squares of each colour there shows that a tour must start and end on the left or right column (file a or d).",
		Ko: "%s 판에서 %s에서 출발하는 투어는 없습니다: 너비가 4열인 판에서는 맨 왼쪽이나 맨 오른쪽 열에서 두는 수가 모두 가운데 두 열에 떨어지고, 여기에 칸의 색을 세어 보면 투어는 맨 왼쪽이나 맨 오른쪽 열(파일 a 또는 d)에서 시작해서 끝나야 합니다.",
	}
	msgKnightErrFromSquare = i18n.Text{
		En: "No tour of the %s board starts at %s, although tours start from other squares: on this narrow board an exhaustive search finds none from there.",
		Ko: "%s 판에서 %s에서 출발하는 투어는 없습니다. 다른 칸에서 출발하는 투어는 있지만, 이 좁은 판을 모든 경우 찾아봐도 그 칸에서 출발하는 투어는 없습니다.",
	}
	hintKnightStartAt = i18n.Text{
		En: "A tour starts at %s: %s",
		Ko: "%s에서는 투어가 시작됩니다: %s",
	}
	msgKnightErrOddClosed = i18n.Text{
		En: "The %s board has no closed tour: it has an odd number of squares, and a closed tour alternates colours all the way round, so it needs as many squares of each colour.",
		Ko: "%s 판에는 닫힌 투어가 없습니다: 칸 수가 홀수인데, 닫힌 투어는 한 바퀴 내내 색이 번갈아 바뀌므로 두 색의 칸 수가 같아야 합니다.",
	}
	msgKnightErrNoClosed = i18n.Text{
		En: "The %s board has no closed tour. By Schwenk's theorem (1991), an m x n board with m ≤ n has one unless m and n are both odd, m is 1, 2 or 4, or m is 3 and n is 4, 6 or 8.",
		Ko: "%s 판에는 닫힌 투어가 없습니다. 슈벵크 정리(1991)에 따르면 m ≤ n인 m x n 판에는 m과 n이 모두 홀수이거나, m이 1, 2, 4이거나, m이 3이고 n이 4, 6, 8인 경우를 빼면 닫힌 투어가 있습니다.",
	}
	hintKnightOpenInstead = i18n.Text{
		En: "An open tour exists: %s",
		Ko: "열린 투어는 있습니다: %s",
	}
	hintKnightClosedBoards = i18n.Text{
		En: "Boards with closed tours include 6 x 6, 8 x 8 and 3 x 10: /knight tour size:8 closed:true",
		Ko: "닫힌 투어가 있는 판으로는 6 x 6, 8 x 8, 3 x 10 등이 있습니다: /나이트 투어 크기:8 닫힌:true",
	}
	msgKnightErrBudget = i18n.Text{
		En: "The %s tour took longer than %s, the most kibitz spends on one, so it stopped. Boards this size usually take well under a second: the bot is busy; try again, or ask for the construction, which is the fastest method.",
		Ko: "%s 판의 투어가 kibitz가 한 번에 쓰는 최대 시간인 %s를 넘겨서 멈췄습니다. 이 크기의 판은 보통 1초도 걸리지 않습니다: 봇이 바쁜 것이니 다시 해 보거나, 가장 빠른 구성적 방법을 써 보세요.",
	}
	msgKnightErrInvalid = i18n.Text{
		En: "That is not a knight's tour problem kibitz can solve (%s).",
		Ko: "kibitz가 풀 수 있는 나이트 투어 문제가 아닙니다 (%s).",
	}
)

// knightInputError words a solver error in both languages, with a hint built from the request.
func knightInputError(ie *knight.InputError, kr *knightRequest) error {
	b := ie.Board
	at := func() string { return knightSquare(b, ie.Start) }
	// startHint suggests the nearest start from which a tour exists, keeping the other options.
	startHint := func() i18n.Text {
		s := knightSuggestStart(b, ie.Start)
		name := b.Name(s)
		return hintKnightStartAt.Format(name, kr.example(name, false, ""))
	}
	switch ie.Code {
	case knight.CodeBadSize:
		return router.Fail(router.Invalid, msgKnightErrBadSize.Format(b)).WithHint(hintKnightSize)
	case knight.CodeBoardTooLarge:
		return router.Fail(router.TooLarge, msgKnightErrTooLarge.Format(b, knightCount(knightMaxSquares), knightMaxSide, knightMaxSide)).
			WithHint(hintKnightTooLarge.Format(knightMaxSide))
	case knight.CodeBadSquare:
		return router.Fail(router.Invalid, msgKnightErrBadSquare.Format(ie.Text)).WithHint(kr.example("a1", kr.closed, ""))
	case knight.CodeStartOffBoard:
		name := ie.Text
		if name == "" {
			name = ie.Start.String()
		}
		return router.Fail(router.Invalid, msgKnightErrOffBoard.Format(name, b, knight.FileName(b.Cols-1), b.Rows, b.Rows, b.Cols)).
			WithHint(kr.example("a1", kr.closed, ""))
	case knight.CodeNoTour:
		msg := msgKnightErrSmall.Format(b)
		switch {
		case min(b.Rows, b.Cols) <= 2:
			msg = msgKnightErrNarrow.Format(b)
		case b.Rows == 3 && b.Cols == 3:
			msg = msgKnightErrThree
		}
		return router.Fail(router.Invalid, msg).WithHint(hintKnightSmall)
	case knight.CodeWrongColour:
		return router.Fail(router.Invalid, msgKnightErrColour.Format(b, at(), b.Name(ie.Start))).WithHint(startHint())
	case knight.CodeInnerLine:
		msg := msgKnightErrInnerCols.Format(b, at())
		if b.Rows == 4 {
			msg = msgKnightErrInnerRows.Format(b, at(), b.Rows)
		}
		return router.Fail(router.Invalid, msg).WithHint(startHint())
	case knight.CodeNoTourFromSquare:
		return router.Fail(router.Invalid, msgKnightErrFromSquare.Format(b, at())).WithHint(startHint())
	case knight.CodeOddClosed, knight.CodeNoClosedTour:
		msg := msgKnightErrNoClosed.Format(b)
		if ie.Code == knight.CodeOddClosed {
			msg = msgKnightErrOddClosed.Format(b)
		}
		hint := hintKnightClosedBoards
		if knight.Exists(knight.Problem{Board: b, Start: kr.start}, false) == nil {
			hint = hintKnightOpenInstead.Format(kr.example(kr.startText, false, ""))
		}
		return router.Fail(router.Invalid, msg).WithHint(hint)
	}
	return router.Fail(router.Invalid, msgKnightErrInvalid.Format(ie.Error())).WithHint(hintKnightSize)
}

// knightSuggestStart is a start near s from which an open tour of b exists: the closest within three
// squares (a neighbour on odd boards, the nearest outer line on 4-wide ones), else the bottom left corner,
// from which a tour exists whenever any does.
func knightSuggestStart(b knight.Board, s knight.Square) knight.Square {
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
