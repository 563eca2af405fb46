package knight

import (
	"errors"
	"fmt"
	"strconv"

	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/knight"
)

// What /knight says, in English and Korean: the reply with a tour, then the solver's codes (with the
// errors of the command itself), each with a hint that works: a nearby start from which a tour exists,
// the open tour when no closed one does, a board that has tours. Last come the English lines of
// `kibitz solve knight` (SolveError).

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
		En: "Warnsdorff's rule with Roth's tie-break visited all %s from %s, but its last square was not a knight's move from the first, so it found no closed tour; kibitz built this one with the constructive method (method: auto).",
		Ko: "바른스도르프 규칙(로트의 동점 처리)은 %[2]s에서 출발해 %[1]s을 모두 방문했지만 마지막 칸이 첫 칸에서 한 수 거리가 아니어서 닫힌 투어를 찾지 못했습니다. 그래서 구성적 방법으로 이 투어를 만들었습니다 (방법: 자동).",
	}
	msgTook = i18n.Text{
		En: "Solved in %s.",
		Ko: "푸는 데 %s 걸렸습니다.",
	}
	msgLegendNumbered = i18n.Text{
		En: "Each square shows when the knight visits it: 1 (green) is the start, %s (black) the end, and the faint lines join consecutive squares.",
		Ko: "각 칸의 숫자는 나이트가 그 칸을 방문하는 순서입니다: 1(초록)이 출발, %s(검정)이 끝이고, 옅은 선이 이어지는 칸을 잇습니다.",
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
		En: "The whole tour is attached as %s (%s): %s, as row,column counted from the top left square 1,1 (a1 is %s).",
		Ko: "전체 투어를 %s 파일로 첨부했습니다 (%s): %s, 왼쪽 위 칸을 1,1로 하는 행,열로 적었습니다 (a1은 %s).",
	}
	// The squares msgFile lists: all of them, or the one square of a 1 x 1 board (not "all 1 squares").
	msgAllSquares = i18n.Text{En: "all %s squares in order", Ko: "%s칸 전부를 순서대로"}
	msgOneSquare  = i18n.Text{En: "its one square", Ko: "하나뿐인 칸을"}

	msgLimits = i18n.Text{
		En: "-# Limits: numbered squares up to %[1]d x %[1]d, a line drawing up to %[2]d x %[2]d, a coloured preview beyond, each picture under 1 MB. Every tour also comes as a text file, up to %[3]s squares (%[4]d x %[4]d): at most 5.5 MB, well within Discord's 10 MB a file. The largest take under a second (Discord may show \"thinking\" meanwhile); a search stops after %[5]s.",
		Ko: "-# 한도: %[1]d x %[1]d까지는 번호를 적은 칸, %[2]d x %[2]d까지는 선 그림, 그보다 크면 색 미리보기이며, 그림은 모두 1 MB 미만입니다. 모든 투어는 텍스트 파일로도 첨부하며, 최대 %[3]s칸(%[4]d x %[4]d), 5.5 MB 이하로 Discord의 파일당 10 MB 한도 안에 넉넉히 듭니다. 가장 큰 판도 1초가 안 걸리고 (그동안 Discord에 \"생각 중\"이 보일 수 있습니다), 탐색은 %[5]s 뒤에 멈춥니다.",
	}
	msgStuck = i18n.Text{
		En: "**Warnsdorff's rule failed here** (method: warnsdorff): with Roth's tie-break it got stuck after %s of %s from %s. That is the heuristic failing, not a board without a tour: the constructive method succeeds from the same square, and this is its tour.",
		Ko: "**바른스도르프 규칙은 여기서 실패했습니다** (방법: 바른스도르프): 로트의 동점 처리로 %[3]s에서 출발해 %[2]s 중 %[1]s칸까지 가고 막혔습니다. 투어가 없는 것이 아니라 휴리스틱이 실패한 것입니다: 같은 칸에서 구성적 방법은 성공하며, 이것이 그 투어입니다.",
	}
	msgNotClosed = i18n.Text{
		En: "**Warnsdorff's rule failed here** (method: warnsdorff): with Roth's tie-break it visited all %s from %s, but its last square was not a knight's move from the first, so it found no closed tour. The constructive method succeeds from the same square, and this is its tour.",
		Ko: "**바른스도르프 규칙은 여기서 실패했습니다** (방법: 바른스도르프): 로트의 동점 처리로 %[2]s에서 출발해 %[1]s을 모두 방문했지만, 마지막 칸이 첫 칸에서 한 수 거리가 아니어서 닫힌 투어를 찾지 못했습니다. 같은 칸에서 구성적 방법은 성공하며, 이것이 그 투어입니다.",
	}
)

// The emoji and text views of a tour (their legends), and the pictures in words: the alt text Discord
// keeps with each picture for a reader who cannot see it.
var (
	msgLegendText = i18n.Text{
		En: "Each number is when the knight visits the square: 1 is the start, %s the end; the ranks run up the left side and the files along the bottom.",
		Ko: "각 숫자는 나이트가 그 칸을 방문하는 순서입니다: 1이 출발, %s 끝이며, 왼쪽에 랭크, 아래에 파일을 적었습니다.",
	}
	msgLegendEmoji = i18n.Text{
		En: "%[1]s is the start and %[2]s the end; every other square shows when the knight visits it, by quarters of the tour: %[3]s first, %[4]s second, %[5]s third, %[6]s last.",
		Ko: "%[1]s 출발, %[2]s 끝이고, 나머지 칸은 나이트가 방문하는 시점을 투어의 4분의 1씩 나누어 보여 줍니다: %[3]s 처음, %[4]s 두 번째, %[5]s 세 번째, %[6]s 마지막.",
	}
	msgLegendEmojiSingle = i18n.Text{
		En: "%s is the board's one square, both the start and the end.",
		Ko: "%s 판의 하나뿐인 칸: 출발이자 끝입니다.",
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
		En: "The text view numbers every move.",
		Ko: "텍스트로 보면 모든 수에 번호가 붙습니다.",
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
		Ko: "위 랭크부터, 파일 a에서 %s까지: %s.",
	}
	msgAltRank = i18n.Text{
		En: "rank %d: %s",
		Ko: "%d랭크: %s",
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

var (
	msgErrNoSize = i18n.Text{
		En: "Give the board's size: the number of rows (and columns, unless you give columns).",
		Ko: "판의 크기를 주세요: 행의 수입니다 (열을 따로 주지 않으면 열의 수도 같습니다).",
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
	msgErrTooLarge = i18n.Text{
		En: "The %s board is too large: kibitz shows tours of at most %s (%d x %d) here, which keeps the text file of the tour under 6 MB for Discord.",
		Ko: "%s 판은 너무 큽니다: Discord에 올릴 투어 텍스트 파일이 6 MB를 넘지 않도록, 여기서는 최대 %s(%d x %d)까지만 보여 줍니다.",
	}
	hintTooLarge = i18n.Text{
		En: "Try /knight tour size:%d. For larger boards (up to 5000 x 5000), the batch solver `kibitz solve knight` writes the tour as text.",
		Ko: "/나이트 투어 크기:%d 명령을 써 보세요. 더 큰 판(최대 5000 x 5000)은 일괄 풀이기 `kibitz solve knight`가 투어를 텍스트로 씁니다.",
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
		En: "The %s board has no knight's tour: on a board 1 or 2 squares across, the knight cannot reach every square.",
		Ko: "%s 판에는 나이트 투어가 없습니다: 한 변이 1칸이나 2칸인 판에서는 나이트가 모든 칸에 갈 수 없습니다.",
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
		En: "Square boards have tours from 5 x 5 up (/knight tour size:5); narrow ones from 3 x 4, 3 x 7 and 4 x 5 up (/knight tour size:3 columns:4).",
		Ko: "정사각형 판은 5 x 5부터 투어가 있고 (/나이트 투어 크기:5), 좁은 판은 3 x 4, 3 x 7, 4 x 5부터 있습니다 (/나이트 투어 크기:3 열:4).",
	}
	msgErrColour = i18n.Text{
		En: "No tour of the %s board starts at %s: every move changes the colour of the square, and with both sides odd the corners' colour has one square more, so a tour must start and end on a square of the corners' colour, which %s is not.",
		Ko: "%s 판에서 %s에서 출발하는 투어는 없습니다: 나이트는 수마다 칸의 색이 바뀌고, 두 변이 모두 홀수이면 모서리 색 칸이 하나 더 많으므로 투어는 모서리 색 칸에서 시작해서 끝나야 하는데, %s 모서리 색이 아닙니다.",
	}
	msgErrInnerRows = i18n.Text{
		En: "No tour of the %s board starts at %s: on a board 4 rows high, every move from the top or bottom row lands on the two middle rows, and counting the squares of each colour there shows that a tour must start and end on the top or bottom row (rank %d or 1).",
		Ko: "%s 판에서 %s에서 출발하는 투어는 없습니다: 높이가 4행인 판에서는 맨 위나 맨 아래 행에서 두는 수가 모두 가운데 두 행에 떨어지고, 여기에 칸의 색을 세어 보면 투어는 맨 위나 맨 아래 행(랭크 %d 또는 1)에서 시작해서 끝나야 합니다.",
	}
	msgErrInnerCols = i18n.Text{
		En: "No tour of the %s board starts at %s: on a board 4 columns wide, every move from the left or right column lands on the two middle columns, and counting the squares of each colour there shows that a tour must start and end on the left or right column (file a or d).",
		Ko: "%s 판에서 %s에서 출발하는 투어는 없습니다: 너비가 4열인 판에서는 맨 왼쪽이나 맨 오른쪽 열에서 두는 수가 모두 가운데 두 열에 떨어지고, 여기에 칸의 색을 세어 보면 투어는 맨 왼쪽이나 맨 오른쪽 열(파일 a 또는 d)에서 시작해서 끝나야 합니다.",
	}
	msgErrFromSquare = i18n.Text{
		En: "No tour of the %s board starts at %s, although tours start from other squares: on this narrow board an exhaustive search finds none from there.",
		Ko: "%s 판에서 %s에서 출발하는 투어는 없습니다. 다른 칸에서 출발하는 투어는 있지만, 이 좁은 판을 모든 경우 찾아봐도 그 칸에서 출발하는 투어는 없습니다.",
	}
	hintStartAt = i18n.Text{
		En: "A tour starts at %s: %s",
		Ko: "%s에서는 투어가 시작됩니다: %s",
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
		Ko: "%s 판의 투어가 kibitz가 한 번에 쓰는 최대 시간인 %s 넘겨서 멈췄습니다. 이 크기의 판은 보통 1초도 걸리지 않습니다: 봇이 바쁜 것이니 다시 해 보거나, 가장 빠른 구성적 방법을 써 보세요.",
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
	solveTooLarge     = "The %s board is too large: the most allowed is %s squares."
	solveBadSquare    = "%q is not a square: write a chess name such as a1, or row,column such as 1,1."
	solveOffBoard     = "The start %s is off the %s board: rows go from 1 to %d and columns from 1 to %d."
	solveNoTour       = "The %s board has no knight's tour: apart from 1 x 1, both sides must be at least 3, and 3 x 3, 3 x 5, 3 x 6 and 4 x 4 have none."
	solveColour       = "No tour starts at %s: on odd boards a tour must start on a corner-coloured square."
	solveInnerRows    = "No tour starts at %s: on a board 4 squares across, a tour must start in row 1 or row 4."
	solveInnerCols    = "No tour starts at %s: on a board 4 squares across, a tour must start in column 1 or column 4."
	solveFromSquare   = "No tour of the %s board starts at %s, though tours start from other squares."
	solveOddClosed    = "The %s board has no closed tour: it has an odd number of squares."
	solveNoClosedTour = "The %s board has no closed tour: boards with a side of 1, 2 or 4, and 3 x 4, 3 x 6 and 3 x 8, have none."
	solveInvalid      = "The knight's tour problem is not valid (%q)." // a code this catalogue does not know yet
)

// squares is a count of squares with its noun: "1 square", "36 squares", "36칸".
var squares = i18n.Plural{One: "%s square", Other: "%s squares", Ko: "%s칸"}

// boardName is a board's size as the replies write it, each side grouped like every number: "8 x 8",
// "3 x 1,000".
func boardName(b knight.Board) i18n.Text {
	return i18n.Plain(i18n.Group(int64(b.Rows)) + " x " + i18n.Group(int64(b.Cols)))
}

// quoted is text as the user typed it, in quotes, with the Korean particle of pair after it.
func quoted(text, pair string) i18n.Particle {
	return i18n.WithParticle(i18n.Plain(strconv.Quote(text)), pair)
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
		return router.Fail(router.TooLarge, msgErrTooLarge.Format(size, squares.N(maxSquares), maxSide, maxSide)).
			WithHint(hintTooLarge.Format(maxSide))
	case knight.CodeBadFormat:
		return router.Fail(router.Invalid, msgErrBadFormat.Format(quoted(ie.Text, "은/는"))).WithHint(hintSize)
	case knight.CodeDeadEnd:
		return router.Fail(router.Invalid, msgErrDeadEnd.Format(i18n.Num(ie.Reached), squares.N(int64(b.Squares())))).
			WithHint(hintConstruct.Format(kr.example(kr.startText, kr.closed, "construct")))
	case knight.CodeBadSquare:
		return router.Fail(router.Invalid, msgErrBadSquare.Format(quoted(ie.Text, "은/는"))).WithHint(kr.example("a1", kr.closed, ""))
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
		return msgErrBadFormat.F(i18n.English, quoted(ie.Text, "은/는"))
	case knight.CodeBadSize:
		return fmt.Sprintf(solveBadSize, b)
	case knight.CodeBoardTooLarge:
		return fmt.Sprintf(solveTooLarge, b, i18n.Group(int64(ie.Limit)))
	case knight.CodeBadSquare:
		return fmt.Sprintf(solveBadSquare, ie.Text)
	case knight.CodeStartOffBoard:
		name := s.String()
		if ie.Text != "" {
			name = ie.Text
		}
		return fmt.Sprintf(solveOffBoard, name, b, b.Rows, b.Cols)
	case knight.CodeDeadEnd:
		return msgErrDeadEnd.F(i18n.English, i18n.Num(ie.Reached), squares.N(int64(b.Squares())))
	case knight.CodeNoTour:
		return fmt.Sprintf(solveNoTour, b)
	case knight.CodeWrongColour:
		return fmt.Sprintf(solveColour, s)
	case knight.CodeInnerLine:
		if b.Rows == 4 {
			return fmt.Sprintf(solveInnerRows, s)
		}
		return fmt.Sprintf(solveInnerCols, s)
	case knight.CodeNoTourFromSquare:
		return fmt.Sprintf(solveFromSquare, b, s)
	case knight.CodeOddClosed:
		return fmt.Sprintf(solveOddClosed, b)
	case knight.CodeNoClosedTour:
		return fmt.Sprintf(solveNoClosedTour, b)
	}
	return fmt.Sprintf(solveInvalid, ie.Code)
}
