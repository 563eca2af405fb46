package sudoku

import "kibitz/i18n"

// What /sudoku play and /sudoku daily say, in English and Korean: the part of the catalogue
// (messages.go) for games being played, their controls, their results and the daily ranking.

// Counts with their nouns.
var (
	nMistakes   = i18n.Plural{One: "%s mistake", Other: "%s mistakes", Ko: "실수 %s개"}
	nChecks     = i18n.Plural{One: "%s check", Other: "%s checks", Ko: "확인 %s번"}
	nWrongCells = i18n.Plural{One: "%s wrong cell", Other: "%s wrong cells", Ko: "틀린 칸 %s개"}
	nFinishers  = i18n.Plural{One: "%s finisher", Other: "%s finishers", Ko: "완주 %s명"}
	// nMoreFinishers counts the finishers who share the last rank a day's ranking lists and are left off it
	// (msgRankingMoreTied).
	nMoreFinishers = i18n.Plural{One: "%s more finisher", Other: "%s more finishers", Ko: "%s명"}
)

// The message of a game: its headline, what is chosen, the result.
var (
	msgPlayHeadline = i18n.Text{
		En: "**Sudoku %[1]dx%[1]d**, %[2]s, started %[3]s · %[4]s",
		Ko: "**스도쿠 %[1]dx%[1]d**, %[2]s, %[3]s 시작 · %[4]s",
	}
	msgDailyHeadline = i18n.Text{
		En: "**Daily Sudoku** of %[1]s (%[2]dx%[2]d, %[3]s): %[4]s's board, started %[5]s · %[6]s",
		Ko: "**일일 스도쿠** %[1]s (%[2]dx%[2]d, %[3]s): %[4]s 님의 판, %[5]s 시작 · %[6]s",
	}
	msgPlayCounts = i18n.Text{En: "%s, %s", Ko: "%s, %s"}
	// msgPlaySolo and msgPlayTogether say who plays a board of /sudoku play, and that it is practice, as
	// every game of /sudoku play is (results.go): from its start, not only at its end.
	msgPlaySolo = i18n.Text{
		En: "Only %s plays this board. Practice: in /stats, not on the leaderboards (only `/sudoku daily` ranks).",
		Ko: "이 판은 %s 님만 풀 수 있습니다. 연습 게임이라 /전적에는 나오지만 순위표에는 오르지 않습니다(순위에는 `/스도쿠 오늘의퍼즐`만 오릅니다).",
	}
	msgPlayTogether = i18n.Text{
		En: "Played together: anyone here may fill in cells. Practice: in /stats, not on the leaderboards (only `/sudoku daily` ranks).",
		Ko: "함께 풀기: 여기 있는 누구나 칸을 채울 수 있습니다. 연습 게임이라 /전적에는 나오지만 순위표에는 오르지 않습니다(순위에는 `/스도쿠 오늘의퍼즐`만 오릅니다).",
	}
	msgPlaySolved = i18n.Text{
		En: "**Solved** in %[1]s, with %[2]s and %[3]s.",
		Ko: "**완성!** %[1]s 걸렸습니다 (%[2]s, %[3]s).",
	}
	msgPlaySolvedBy = i18n.Text{En: "Solved together by %s.", Ko: "함께 푼 사람: %s."}
	// The chosen cell is said by its row and column in words (msgRowColumn), which read aloud better than
	// "r1c2".
	msgRowColumn       = i18n.Text{En: "row %d, column %d", Ko: "%d행 %d열"}
	msgChosenGiven     = i18n.Text{En: "Chosen: **%[1]s**, a given (%[2]s): choose another cell.", Ko: "고른 칸: **%[1]s**, 주어진 숫자(%[2]s)입니다. 다른 칸을 고르세요."}
	msgChosenDigit     = i18n.Text{En: "Chosen: **%[1]s**, holding %[2]s.", Ko: "고른 칸: **%[1]s**, 숫자 %[2]s."}
	msgChosenNotes     = i18n.Text{En: "Chosen: **%[1]s**, empty; notes: %[2]s.", Ko: "고른 칸: **%[1]s**, 빈칸; 메모: %[2]s."}
	msgChosenEmpty     = i18n.Text{En: "Chosen: **%s**, empty: choose a digit.", Ko: "고른 칸: **%s**, 빈칸입니다. 숫자를 고르세요."}
	msgChosenRow       = i18n.Text{En: "Row %d chosen: now choose a column.", Ko: "%d행을 골랐습니다. 이제 열을 고르세요."}
	msgChosenColumn    = i18n.Text{En: "Column %d chosen: now choose a row.", Ko: "%d열을 골랐습니다. 이제 행을 고르세요."}
	msgChooseCell      = i18n.Text{En: "Choose a cell, then a digit.", Ko: "칸을 고른 뒤 숫자를 고르세요."}
	msgChooseRowColumn = i18n.Text{En: "Choose a row and a column, then a digit.", Ko: "행과 열을 고른 뒤 숫자를 고르세요."}
	msgPencilOn        = i18n.Text{
		En: "✏️ Notes on: a digit adds or removes a pencil mark.",
		Ko: "✏️ 메모 켜짐: 숫자를 누르면 메모를 넣거나 뺍니다.",
	}
	msgAltPlay = i18n.Text{
		En: "A %[1]dx%[1]d Sudoku being played: %[2]s (dark), %[3]s written in (blue).",
		Ko: "풀고 있는 %[1]dx%[1]d 스도쿠: %[2]s(검은색), 써 넣은 %[3]s(파란색).",
	}
	msgAltPlayed = i18n.Text{
		En: "A %[1]dx%[1]d Sudoku, solved: %[2]s (dark), %[3]s written in (blue).",
		Ko: "다 푼 %[1]dx%[1]d 스도쿠: %[2]s(검은색), 써 넣은 %[3]s(파란색).",
	}
	msgAltHintCell = i18n.Text{En: "The last hint's cell (yellow): %s.", Ko: "마지막 힌트 칸 (노란색): %s."}
	msgAltNotes    = i18n.Text{En: "Notes (small, grey) in %s.", Ko: "메모(작은 회색 글씨)가 있는 칸: %s."}
	msgAltWrong    = i18n.Text{En: "Wrong (red): %s.", Ko: "틀린 칸 (빨간색): %s."}
	msgAltChosen   = i18n.Text{En: "The chosen cell (framed): %s.", Ko: "고른 칸 (테두리): %s."}
	// msgAltWritten lists the digits written in, cell and digit ("r1c3 4, r2c2 7"), after the grid, whose
	// rows give them and the givens alike (playAlt).
	msgAltWritten = i18n.Text{En: "Written in: %s.", Ko: "써 넣은 숫자: %s."}
)

// How each view of a game shows what it marks (view.go): the picture's colours, the emoji's
// keycaps, clocks, ❌ and 🟦, the text's marks and pointers; and the notes, listed under the emoji
// and the text, which have no room for them in a cell.
var (
	msgLegendGivens       = i18n.Text{En: "Givens dark, digits written in blue", Ko: "주어진 숫자는 검은색, 써 넣은 숫자는 파란색"}
	msgLegendNotes        = i18n.Text{En: "notes small and grey", Ko: "메모는 작은 회색 글씨"}
	msgLegendChosenCell   = i18n.Text{En: "the chosen row and column pale blue, the chosen cell framed", Ko: "고른 행과 열은 연한 파란색, 고른 칸은 테두리로 표시"}
	msgLegendChosenRow    = i18n.Text{En: "the chosen row pale blue", Ko: "고른 행은 연한 파란색"}
	msgLegendChosenColumn = i18n.Text{En: "the chosen column pale blue", Ko: "고른 열은 연한 파란색"}
	msgLegendHint         = i18n.Text{En: "the last hint's cell yellow", Ko: "마지막 힌트 칸은 노란색"}
	msgLegendEnd          = i18n.Text{En: "%s.", Ko: "%s."}
	msgPlayEmojiLegend    = i18n.Text{
		En: "Givens are keycaps (%[1]s); digits written in are clock faces, the hour for the digit (%[2]s is 3).",
		Ko: "주어진 숫자는 키캡(%[1]s), 써 넣은 숫자는 시계 이모지로 나타내며, 시계가 가리키는 시가 그 숫자입니다 (%[2]s = 3).",
	}
	msgPlayEmojiChosen = i18n.Text{En: "%s is the chosen cell.", Ko: "%s 표시는 고른 칸입니다."}
	// msgPlayTextLegend takes a given, the mark of a digit written in and that digit, each in a code span
	// (a star in plain text would start italics).
	msgPlayTextLegend = i18n.Text{
		En: "Givens are plain (%[1]s); digits written in have %[2]s before them (%[3]s).",
		Ko: "주어진 숫자는 그대로(%[1]s), 써 넣은 숫자는 앞에 %[2]s를 붙여 나타냅니다 (%[3]s).",
	}
	msgTextChosenCell   = i18n.Text{En: "v and < point at the chosen cell, %s.", Ko: "v와 < 표시가 가리키는 칸이 고른 칸 %s입니다."}
	msgTextChosenRow    = i18n.Text{En: "< points at the chosen row, %d.", Ko: "< 표시는 고른 %d행을 가리킵니다."}
	msgTextChosenColumn = i18n.Text{En: "v points at the chosen column, %d.", Ko: "v 표시는 고른 %d열을 가리킵니다."}
	msgWrongPicture     = i18n.Text{En: "Wrong, in red: %s.", Ko: "틀린 칸 (빨간색): %s."}
	msgWrongEmoji       = i18n.Text{En: "Wrong, shown as %s: %s.", Ko: "틀린 칸 (%s 표시): %s."}
	msgWrongText        = i18n.Text{En: "Wrong, marked %s: %s.", Ko: "틀린 칸 (%s 표시): %s."}
	msgNotesList        = i18n.Text{En: "Notes: %s.", Ko: "메모: %s."}
	msgNoteOfCell       = i18n.Text{En: "%s: %s", Ko: "%s: %s"}
	msgNotesCount       = i18n.Text{En: "Notes in %s, too many to list here.", Ko: "메모가 있는 칸이 %s이라 여기 다 적을 수 없습니다."}
)

// The controls.
var (
	msgEraseButton   = i18n.Text{En: "Erase", Ko: "지우기"}
	msgNotesOff      = i18n.Text{En: "Notes: off", Ko: "메모: 꺼짐"}
	msgNotesOn       = i18n.Text{En: "Notes: on", Ko: "메모: 켜짐"}
	msgUndoButton    = i18n.Text{En: "Undo", Ko: "되돌리기"}
	msgCheckButton   = i18n.Text{En: "Check", Ko: "확인"}
	msgRankingButton = i18n.Text{En: "Ranking", Ko: "순위"}
	// msgTodayButton opens the day's daily from the board of an earlier day's (todayRoute).
	msgTodayButton  = i18n.Text{En: "Open today's puzzle", Ko: "오늘의 퍼즐 열기"}
	msgCellMenu     = i18n.Text{En: "Choose a cell", Ko: "칸 고르기"}
	msgCellGiven    = i18n.Text{En: "given %s", Ko: "주어진 숫자 %s"}
	msgCellNotes    = i18n.Text{En: "notes %s", Ko: "메모 %s"}
	msgCellEmpty    = i18n.Text{En: "empty", Ko: "빈칸"}
	msgRowOption    = i18n.Text{En: "Row %d", Ko: "%d행"}
	msgColumnOption = i18n.Text{En: "Column %d", Ko: "%d열"}
	msgRowMenu      = i18n.Text{En: "Choose a row", Ko: "행 고르기"}
	msgColumnMenu   = i18n.Text{En: "Choose a column", Ko: "열 고르기"}
	msgDigitNoted   = i18n.Text{En: "noted", Ko: "메모함"}
	msgDigitWritten = i18n.Text{En: "in the cell", Ko: "칸에 있음"}
	msgDigitMenu    = i18n.Text{En: "Write a digit", Ko: "숫자 쓰기"}
	msgNoteMenu     = i18n.Text{En: "Add or remove a note", Ko: "메모 넣기/빼기"}
)

// What a press did, and why one was refused.
var (
	msgBadPlaySize = i18n.Text{
		En: "There is no %[1]dx%[1]d game to play: the sizes are 4, 9 and 16.",
		Ko: "%[1]dx%[1]d 게임은 없습니다. 크기는 4, 9, 16 중에서 고르세요.",
	}
	msgTogetherInDM = i18n.Text{
		En: "Nobody else is in your direct messages with kibitz to play together: leave out `together` to play alone here, or start the game in a server's channel or a group DM.",
		Ko: "kibitz와의 DM에는 함께 풀 다른 사람이 없습니다. 여기서는 `함께` 옵션을 빼고 혼자 풀거나, 서버 채널이나 그룹 DM에서 게임을 시작하세요.",
	}
	// msgTogetherHidden refuses together where nobody else sees kibitz's replies (router.Request.CanPost).
	msgTogetherHidden = i18n.Text{
		En: "Nobody else here can see kibitz's messages to play together: this server shows the replies of apps it has not added to the person who asked only. Leave out `together` to play alone here, or start the game in a group DM or a server that shows kibitz's replies to everyone.",
		Ko: "여기서는 다른 사람이 kibitz의 메시지를 볼 수 없어 함께 풀 수 없습니다. 이 서버는 추가하지 않은 앱의 답을 명령한 사람에게만 보여 줍니다. `함께` 옵션을 빼고 여기서 혼자 풀거나, 그룹 DM이나 kibitz의 답을 모두에게 보여 주는 서버에서 게임을 시작하세요.",
	}
	// hintPlayAlone follows a refusal of together: the user's command without it (hintAlone).
	hintPlayAlone = i18n.Text{En: "Alone: %s", Ko: "혼자 풀기: %s"}
	hintPlay      = i18n.Text{
		En: "Example: /sudoku play difficulty:easy size:9x9 together:true",
		Ko: "예: /스도쿠 게임 난이도:쉬움 크기:9x9 함께:true",
	}
	hintPlayNew = i18n.Text{
		En: "Start a game of your own with /sudoku play",
		Ko: "/스도쿠 게임 명령으로 내 게임을 시작하세요.",
	}
	msgPlayExpired = i18n.Text{
		En: "This game has expired: games are kept for 7 days after their last move.",
		Ko: "이 게임은 만료되었습니다. 게임은 마지막 수 뒤 7일 동안 보관됩니다.",
	}
	msgNotYourGame = i18n.Text{
		En: "This is %s's game, and only they play it (a game started with together:true is open to everyone here).",
		Ko: "이 게임은 %s 님의 게임이라 그분만 풀 수 있습니다 (함께:true로 시작한 게임은 누구나 풀 수 있습니다).",
	}
	msgNotYourDaily = i18n.Text{
		En: "This is %s's daily board: everyone plays a board of their own.",
		Ko: "이것은 %s 님의 일일 스도쿠 판입니다. 각자 자기 판을 풉니다.",
	}
	hintDaily = i18n.Text{
		En: "Open yours with /sudoku daily",
		Ko: "/스도쿠 오늘의퍼즐 명령으로 내 판을 여세요.",
	}
	msgStale = i18n.Text{
		En: "Your press came from an older board: another move came first, so yours was not applied. The board is up to date now: press again.",
		Ko: "누른 버튼이 이전 판의 것이라 적용하지 않았습니다. 그사이 다른 수가 먼저 들어왔습니다. 판을 최신으로 바꿨으니 다시 누르세요.",
	}
	msgPlayOver  = i18n.Text{En: "This game is over.", Ko: "이 게임은 끝났습니다."}
	msgFullWrong = i18n.Text{En: "The grid is full, but not right yet: %s.", Ko: "판이 다 찼지만 아직 맞지 않습니다: %s."}
	// msgFullWrongRanked is the same in a ranked game, which does not say where: that would be a Check.
	msgFullWrongRanked = i18n.Text{
		En: "The grid is full, but not right yet. Check shows the wrong digits, and makes this game practice.",
		Ko: "판이 다 찼지만 아직 맞지 않습니다. 확인을 누르면 틀린 숫자를 보여 주지만, 이 게임은 연습이 됩니다.",
	}
	msgUndone = i18n.Text{En: "Took back the last move, in %s.", Ko: "마지막 수(%s 칸)를 되돌렸습니다."}
	// Check's findings: the digits written in (by hand or by hints) against the solution.
	msgCheckNothing   = i18n.Text{En: "Check: no digit is written in yet, so there is nothing to check.", Ko: "확인: 아직 써 넣은 숫자가 없어 확인할 것이 없습니다."}
	msgCheckOneRight  = i18n.Text{En: "Check: the one digit written in is right.", Ko: "확인: 써 넣은 숫자 하나가 맞습니다."}
	msgCheckOneWrong  = i18n.Text{En: "Check: the one digit written in is wrong.", Ko: "확인: 써 넣은 숫자 하나가 틀렸습니다."}
	msgCheckAllRight  = i18n.Text{En: "Check: all %s digits written in are right.", Ko: "확인: 써 넣은 숫자 %s개가 모두 맞습니다."}
	msgCheckAllWrong  = i18n.Text{En: "Check: all %s digits written in are wrong.", Ko: "확인: 써 넣은 숫자 %s개가 모두 틀렸습니다."}
	msgCheckSomeWrong = i18n.Text{En: "Check: of the %[1]s digits written in, %[2]s.", Ko: "확인: 써 넣은 숫자 %[1]s개 중 %[2]s."}
	nCheckedWrong     = i18n.Plural{One: "%s is wrong", Other: "%s are wrong", Ko: "%s개가 틀렸습니다"}
	msgHintWrong      = i18n.Text{En: "Hint: %s is wrong, and no logical step follows from a wrong digit; fix it first.", Ko: "힌트: %s 칸이 틀렸습니다. 틀린 숫자에서는 논리적인 다음 단계가 없으니 먼저 고치세요."}
	msgPlayHintHeader = i18n.Text{En: "**Hint %d**, written in for you:", Ko: "**힌트 %d**, 칸에 써 넣었습니다:"}
	// msgPlayHintHeaderTogether is msgPlayHintHeader on a board played together, after msgPressedBy.
	msgPlayHintHeaderTogether = i18n.Text{En: "**Hint %d**, written in:", Ko: "**힌트 %d**, 칸에 써 넣었습니다:"}
	// msgPressedBy puts who pressed before what the press did, on a board played together.
	msgPressedBy     = i18n.Text{En: "By %s: %s", Ko: "%s 님: %s"}
	msgNoCell        = i18n.Text{En: "Choose a cell first.", Ko: "먼저 칸을 고르세요."}
	msgGivenCell     = i18n.Text{En: "That cell is a given: it cannot change.", Ko: "그 칸은 주어진 숫자라 바꿀 수 없습니다."}
	msgSameDigit     = i18n.Text{En: "The cell already holds that digit.", Ko: "그 칸에는 이미 그 숫자가 있습니다."}
	msgAlreadyEmpty  = i18n.Text{En: "The cell is already empty.", Ko: "그 칸은 이미 비어 있습니다."}
	msgNoteOnDigit   = i18n.Text{En: "The cell holds a digit: erase it before taking notes.", Ko: "그 칸에는 숫자가 있습니다. 메모하려면 먼저 지우세요."}
	msgNothingToUndo = i18n.Text{En: "There is no move to take back.", Ko: "되돌릴 것이 없습니다."}
)

// The daily puzzle and its ranking.
var (
	msgDailyShare = i18n.Text{
		En: "%[1]s solved the daily Sudoku of %[2]s in %[3]s (%[4]s, %[5]s).",
		Ko: "%[1]s 님이 %[2]s 일일 스도쿠를 %[3]s 만에 풀었습니다 (%[4]s, %[5]s).",
	}
	// msgDailyShareHowTo ends the share: how someone in the channel plays their own.
	msgDailyShareHowTo = i18n.Text{
		En: "-# Solve today's, the same for everyone here, with /sudoku daily",
		Ko: "-# 여기 모두에게 같은 오늘의 퍼즐은 /스도쿠 오늘의퍼즐 명령으로 풀 수 있습니다",
	}
	msgRankingUnavailable = i18n.Text{En: "The ranking cannot be read just now.", Ko: "지금은 순위를 읽을 수 없습니다."}
	// msgYesterdayUnfinished follows /sudoku daily when the asker's board of an earlier day's daily here
	// (yesterday's, or older) is unfinished and still ranks (Command.unfinishedEarlier): the board comes in
	// a message of its own.
	// msgYesterdayWaiting is /sudoku daily over the asker's board of an earlier day's daily, unfinished and
	// still ranked, while the day's board is not started (Command.waitingReply): the day's waits for its
	// button.
	msgYesterdayWaiting = i18n.Text{
		En: "Your board of the daily Sudoku of %s is not finished yet, and still ranks on that day's ranking: here it is. Today's puzzle waits for you, its clock not started: **Open today's puzzle** starts it when you like.",
		Ko: "%s 일일 스도쿠 판을 아직 다 풀지 않았습니다. 그날 순위에 아직 오를 수 있어 그 판을 여기 보여 드립니다. 오늘의 퍼즐은 시작하기 전까지 시간을 재지 않으니, 원할 때 **오늘의 퍼즐 열기**를 눌러 시작하세요.",
	}
	msgYesterdayUnfinished = i18n.Text{
		En: "Your board of the daily Sudoku of %s is not finished yet, and still ranks on that day's ranking: it is in the message below.",
		Ko: "%s 일일 스도쿠 판을 아직 다 풀지 않았습니다. 그날 순위에 아직 오를 수 있으며, 그 판은 아래 메시지에 있습니다.",
	}
	// msgRankingEmpty says the day's ranking is empty: it lists puzzles solved without a hint or a Check,
	// so someone may have solved the day's with one; msgRankingEmptyOff says it to a player who did, and msgRankingOff
	// follows a ranking shown to them.
	msgRankingEmpty = i18n.Text{
		En: "Nobody has solved the daily Sudoku of %s without a hint or a Check yet.",
		Ko: "%s 일일 스도쿠를 힌트나 확인 없이 푼 사람이 아직 없습니다.",
	}
	msgRankingEmptyOff = i18n.Text{
		En: "Nobody is on the ranking of the daily Sudoku of %s yet: yours, solved with a hint or a Check, is off it.",
		Ko: "%s 일일 스도쿠 순위에는 아직 아무도 없습니다. 힌트나 확인을 써서 푼 내 기록은 순위에 오르지 않습니다.",
	}
	msgRankingOff = i18n.Text{
		En: "Yours, solved with a hint or a Check, is off the ranking.",
		Ko: "힌트나 확인을 써서 푼 내 기록은 순위에 오르지 않습니다.",
	}
	msgRankingHeader = i18n.Text{En: "**Ranking of %[1]s** (%[2]s, fastest first):", Ko: "**%[1]s 순위** (%[2]s, 빠른 순):"}
	msgRankingLine   = i18n.Text{En: "%d. %s: %s", Ko: "%d. %s: %s"}
	// msgRankingMoreTied follows a day's ranking whose last rank listed is shared by more finishers than it
	// lists: how many more, and the rank.
	msgRankingMoreTied = i18n.Text{
		En: "…and %[1]s in the same time, sharing #%[2]s.",
		Ko: "…그리고 같은 기록으로 공동 %[2]s위가 %[1]s 더 있습니다.",
	}
)
