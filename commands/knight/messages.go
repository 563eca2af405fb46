package knight

import (
	"kibitz/i18n"
	"kibitz/solvers/knight"
)

// What /knight says, in English and Korean: the reply with a tour, its views and pictures in words, and
// the words both halves of the catalogue share. The errors, with the lines of `kibitz solve knight`
// (SolveError), are in errors.go.

var (
	msgTitle = i18n.Text{
		En: "**Knight's tour of the %s board**: %s, from %s to %s.",
		Ko: "**%s 판의 나이트 투어**: %s, %s에서 %s까지.",
	}
	msgOpen = i18n.Text{
		En: "open",
		Ko: "열린 투어",
	}
	msgClosed = i18n.Text{
		En: "closed (the last square is a knight's move from the first)",
		Ko: "닫힌 투어 (마지막 칸에서 한 수로 첫 칸에 돌아옵니다)",
	}
	msgHappensClosed = i18n.Text{
		En: "open, and it happens to close (the last square is a knight's move from the first)",
		Ko: "열린 투어인데 우연히 닫혀 있습니다 (마지막 칸에서 한 수로 첫 칸에 돌아옵니다)",
	}
	msgByWarnsdorff = i18n.Text{
		En: "Found by Warnsdorff's rule with Roth's tie-break (method: %s).",
		Ko: "바른스도르프 규칙(로트의 동점 처리)으로 찾았습니다 (방법: %s).",
	}
	msgByConstruct = i18n.Text{
		En: "Built by the constructive method (method: construct): small tabulated tours joined divide-and-conquer, in time linear in the squares; it never fails where a tour exists.",
		Ko: "구성적 방법으로 만들었습니다 (방법: 구성): 미리 계산한 작은 투어 조각을 분할 정복으로 이어 붙이며, 칸 수에 비례하는 시간에 끝나고 투어가 있는 판에서는 실패하지 않습니다.",
	}
	msgFellBack = i18n.Text{
		En: "Warnsdorff's rule with Roth's tie-break got stuck after %s of %s from %s, so kibitz built this tour with the constructive method, which never fails where a tour exists (method: auto).",
		Ko: "바른스도르프 규칙(로트의 동점 처리)은 %[3]s에서 출발해 %[2]s 중 %[1]s칸까지 가고 막혔습니다. 그래서 투어가 있는 판에서는 실패하지 않는 구성적 방법으로 이 투어를 만들었습니다 (방법: 자동).",
	}
	msgFellBackClosed = i18n.Text{
		En: "Warnsdorff's rule with Roth's tie-break visited all %s from %s but did not end a knight's move from the start, so kibitz built this closed tour with the constructive method (method: auto).",
		Ko: "바른스도르프 규칙(로트의 동점 처리)은 %[2]s에서 출발해 %[1]s을 모두 방문했지만 마지막 칸이 첫 칸에서 한 수 거리가 아니어서 닫힌 투어를 찾지 못했습니다. 그래서 구성적 방법으로 이 투어를 만들었습니다 (방법: 자동).",
	}
	msgTook = i18n.Text{
		En: "Solved in %s.",
		Ko: "푸는 데 %s 걸렸습니다.",
	}
	msgLegendNumbered = i18n.Text{
		En: "Each square shows when the knight visits it: 1 (green) is the start, %s (black) the end, and the faint lines join consecutive squares.",
		Ko: "각 칸의 숫자는 나이트가 그 칸에 들르는 순서입니다. 출발은 1(초록), 끝은 %s(검정)이고, 옅은 선은 연이은 두 칸을 잇습니다.",
	}
	msgLegendSingle = i18n.Text{
		En: "The board's one square, 1 (green), is both the start and the end.",
		Ko: "판의 하나뿐인 칸 1(초록)이 출발이자 끝입니다.",
	}
	msgLegendClosing = i18n.Text{
		En: "The dashed line is the move back to the start.",
		Ko: "점선은 출발 칸으로 돌아가는 수입니다.",
	}
	msgLegendPath = i18n.Text{
		En: "The line follows the knight from the green disc (start) to the black square (end), its colour running from blue to orange.",
		Ko: "선은 초록 원(출발)에서 검은 사각형(끝)까지 나이트를 따라가며, 색은 파랑에서 주황으로 바뀝니다.",
	}
	msgLegendPreview = i18n.Text{
		En: "Too many moves to draw one by one (line drawings go up to %[1]d x %[1]d), so the picture colours each square by when the knight visits it, from blue (first) to orange (last); the green disc is the start, the black square the end.",
		Ko: "수가 너무 많아 하나씩 그릴 수 없으므로 (선 그림은 %[1]d x %[1]d까지), 그림은 각 칸을 나이트가 방문하는 시점에 따라 파랑(처음)에서 주황(마지막)까지의 색으로 칠했습니다. 초록 원이 출발, 검은 사각형이 끝입니다.",
	}
	msgLegendAveraged = i18n.Text{
		En: "The board is longer than %s, so each pixel shows the average of the squares it covers.",
		Ko: "판이 %s보다 길어서, 한 픽셀은 그 안에 든 칸들의 평균을 보여 줍니다.",
	}
	msgFile = i18n.Text{
		En: "The whole tour is attached as %s (%s): %s as row,column from the top left square, 1,1 (a1 is %s).",
		Ko: "전체 투어를 %s 파일로 첨부했습니다 (%s). %s 행,열로 적었고, 왼쪽 위 칸이 1,1입니다 (a1은 %s).",
	}
	// The squares msgFile lists: all of them, or the one square of a 1 x 1 board (not "all 1 squares").
	msgAllSquares = i18n.Text{En: "all %s squares in order", Ko: "%s칸 전부를 순서대로"}
	msgOneSquare  = i18n.Text{En: "its one square", Ko: "하나뿐인 칸을"}

	msgLimits = i18n.Text{
		En: "-# Limits: numbered squares up to %[1]d x %[1]d, lines up to %[2]d x %[2]d, a coloured preview beyond (each picture under 1 MB); text up to %[6]d x %[6]d; the tour's file up to %[3]s squares (%[4]d x %[4]d, at most 5.5 MB). A search stops after %[5]s.",
		Ko: "-# 한도: 번호를 적은 칸은 %[1]d x %[1]d까지, 선 그림은 %[2]d x %[2]d까지, 그보다 크면 색 미리보기(그림은 모두 1 MB 미만), 텍스트는 %[6]d x %[6]d까지, 투어 파일은 %[3]s칸(%[4]d x %[4]d, 최대 5.5 MB)까지입니다. 탐색은 %[5]s 뒤에 멈춥니다.",
	}
	msgStuck = i18n.Text{
		En: "**Warnsdorff's rule failed here** (method: warnsdorff): with Roth's tie-break it got stuck after %s of %s from %s. That is the heuristic failing, not a board without a tour: the constructive method succeeds from the same square, and this is its tour.",
		Ko: "**바른스도르프 규칙은 여기서 실패했습니다** (방법: 바른스도르프): 로트의 동점 처리로 %[3]s에서 출발해 %[2]s 중 %[1]s칸까지 가고 막혔습니다. 투어가 없는 것이 아니라 휴리스틱이 실패한 것입니다: 같은 칸에서 구성적 방법은 성공하며, 이것이 그 투어입니다.",
	}
	msgNotClosed = i18n.Text{
		En: "**Warnsdorff's rule failed here** (method: warnsdorff): with Roth's tie-break it visited all %s from %s but did not end a knight's move from the start, so it found no closed tour. The constructive method succeeds from the same square: this is its tour.",
		Ko: "**바른스도르프 규칙은 여기서 실패했습니다** (방법: 바른스도르프): 로트의 동점 처리로 %[2]s에서 출발해 %[1]s을 모두 방문했지만, 마지막 칸이 첫 칸에서 한 수 거리가 아니어서 닫힌 투어를 찾지 못했습니다. 같은 칸에서 구성적 방법은 성공하며, 이것이 그 투어입니다.",
	}
)

// The emoji and text views of a tour (their legends), and the pictures in words: the alt text Discord
// keeps with each picture for a reader who cannot see it.
var (
	msgLegendText = i18n.Text{
		En: "Each number is when the knight visits the square: 1 is the start, %s the end. The ranks (rows) are numbered on the left, the files (columns) lettered below.",
		Ko: "각 칸의 숫자는 나이트가 그 칸에 들르는 순서입니다. 1이 출발, %s 끝입니다. 왼쪽 숫자는 랭크(가로줄), 아래 글자는 파일(세로줄)입니다.",
	}
	msgLegendEmoji = i18n.Text{
		En: "%[1]s is the start and %[2]s the end; every other square shows when the knight visits it, by quarters of the tour: %[3]s first, %[4]s second, %[5]s third, %[6]s last.",
		Ko: "%[1]s 표시는 출발 칸, %[2]s 표시는 끝 칸입니다. 나머지 칸의 숫자는 나이트가 그 칸에 들르는 때가 투어를 넷으로 나눈 구간 중 어디인지 나타냅니다: %[3]s 첫째, %[4]s 둘째, %[5]s 셋째, %[6]s 마지막 구간.",
	}
	msgLegendEmojiSingle = i18n.Text{
		En: "%s is the board's one square, both the start and the end.",
		Ko: "%s 표시는 판의 하나뿐인 칸으로, 출발이자 끝입니다.",
	}
	msgLegendEmojiScaled = i18n.Text{
		En: "Each emoji stands for up to %s x %s squares and shows their average.",
		Ko: "이모지 하나는 최대 %s x %s칸을 나타내며 그 칸들의 평균을 보여 줍니다.",
	}
	msgLegendEmojiShared = i18n.Text{
		En: "The end lies in the start's emoji.",
		Ko: "끝 칸은 출발 칸과 같은 이모지 안에 있습니다.",
	}
	msgEmojiMoreText = i18n.Text{
		En: "With display:text, every square is numbered by its move.",
		Ko: "표시:텍스트로 보면 칸마다 몇 번째 수인지 번호가 붙습니다.",
	}
	// msgEmojiMorePicture speaks of the picture view as one to ask for: none is attached to the emoji.
	msgEmojiMorePicture = i18n.Text{
		En: "With display:picture, the tour shows in more detail.",
		Ko: "표시:그림으로 보면 투어가 더 자세히 보입니다.",
	}
	// msgLegendTextSingle is msgLegendSingle for the text view, which has no colours.
	msgLegendTextSingle = i18n.Text{
		En: "The board's one square, 1, is both the start and the end.",
		Ko: "판의 하나뿐인 칸 1이 출발이자 끝입니다.",
	}

	msgAltNumbered = i18n.Text{
		En: "Knight's tour of the %s board, every square numbered by when the knight visits it: %s, from %s to %s.",
		Ko: "%s 판의 나이트 투어. 칸마다 나이트가 방문하는 순서를 적었습니다: %s, %s에서 %s까지.",
	}
	msgAltSingle = i18n.Text{
		En: "Knight's tour of the 1 x 1 board: its one square, %s, numbered 1, is both the start and the end.",
		Ko: "1 x 1 판의 나이트 투어: 하나뿐인 칸 %s에 1을 적었으며, 이 칸이 출발이자 끝입니다.",
	}
	msgAltOrder = i18n.Text{
		En: "By rank from the top, files a to %s: %s.",
		Ko: "위 행부터, a열에서 %s열까지: %s.",
	}
	msgAltRank = i18n.Text{
		En: "rank %d: %s",
		Ko: "%d행: %s",
	}
	msgAltPath = i18n.Text{
		En: "Knight's tour of the %s board drawn as a line from square to square: %s, from %s, the green disc, to %s, the black square. The line's colour runs from blue at the start to orange at the end.",
		Ko: "%s 판의 나이트 투어를 칸에서 칸으로 이어지는 선으로 그린 그림: %s, 초록 원인 %s에서 검은 사각형인 %s까지. 선의 색은 출발의 파랑에서 끝의 주황으로 바뀝니다.",
	}
	msgAltPreview = i18n.Text{
		En: "Knight's tour of the %s board as a coloured preview: %s, from %s, the green disc, to %s, the black square. Each square is coloured by when the knight visits it, from blue (first) to orange (last).",
		Ko: "%s 판의 나이트 투어 색 미리보기: %s, 초록 원인 %s에서 검은 사각형인 %s까지. 각 칸은 나이트가 방문하는 시점에 따라 파랑(처음)에서 주황(마지막)으로 칠했습니다.",
	}
	msgAltDashed = i18n.Text{
		En: "A dashed line joins the end to the start.",
		Ko: "점선이 끝 칸과 출발 칸을 잇습니다.",
	}
)

// Sizes and times, each number written by i18n's one rule and each unit in the reader's language.
var (
	fileBytes  = i18n.Plural{One: "%s byte", Other: "%s bytes", Ko: "%s바이트"}
	msgKB      = i18n.Text{En: "%s KB", Ko: "%s KB"}
	msgMB      = i18n.Text{En: "%s MB", Ko: "%s MB"}
	msgMillis  = i18n.Text{En: "%s ms", Ko: "%s밀리초"}
	msgSeconds = i18n.Text{En: "%s s", Ko: "%s초"}
)

// methodNames are the methods' choice names, for the definition and the reply that names the method.
var methodNames = map[knight.Method]i18n.Text{
	knight.MethodAuto:       {En: "auto", Ko: "자동"},
	knight.MethodWarnsdorff: {En: "warnsdorff", Ko: "바른스도르프"},
	knight.MethodConstruct:  {En: "construct", Ko: "구성"},
}

// squares is a count of squares with its noun: "1 square", "36 squares", "36칸"; rowsOf and colsOf count
// a board's rows and columns.
var (
	squares = i18n.Plural{One: "%s square", Other: "%s squares", Ko: "%s칸"}
	rowsOf  = i18n.Plural{One: "%s row", Other: "%s rows", Ko: "%s행"}
	colsOf  = i18n.Plural{One: "%s column", Other: "%s columns", Ko: "%s열"}
)

// boardName is a board's size as the replies write it, each side grouped like every number, in the
// reader's digits: "8 x 8", "3 x 1,000" (Portuguese "3 x 1.000").
func boardName(b knight.Board) i18n.Text {
	return i18n.Func(func(l i18n.Lang) string {
		return i18n.GroupIn(l, int64(b.Rows)) + " x " + i18n.GroupIn(l, int64(b.Cols))
	})
}
