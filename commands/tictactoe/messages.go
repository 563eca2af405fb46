package tictactoe

import (
	"errors"

	"kibitz/commands"
	"kibitz/i18n"
	"kibitz/router"
	"kibitz/solvers/tictactoe"
)

// What /tictactoe says, in English and Korean: replies to players, then the words for a board that does
// not parse, which serve Discord (inputError) and `kibitz solve tictactoe` (SolveError) alike.

var (
	msgSelf = i18n.Text{
		En: "You cannot play against yourself.",
		Ko: "자기 자신과는 둘 수 없습니다.",
	}
	msgBot = i18n.Text{
		En: "%s is a bot; bots other than kibitz cannot play.",
		Ko: "%s 님은 봇입니다. kibitz가 아닌 봇은 둘 수 없습니다.",
	}
	msgOpponentInDM = i18n.Text{
		En: "Nobody else is in your direct messages with kibitz to accept a challenge: challenge a friend in a server's channel or a group DM, or play kibitz here.",
		Ko: "kibitz와의 DM에는 도전을 받을 다른 사람이 없습니다. 친구에게는 서버 채널이나 그룹 DM에서 도전하고, 여기서는 kibitz와 두세요.",
	}
	// msgOpponentHidden refuses a challenge where nobody else sees kibitz's replies (router.Request.CanPost).
	msgOpponentHidden = i18n.Text{
		En: "Nobody else here can see kibitz's messages to accept a challenge: this server shows the replies of apps it has not added to the person who asked only. Challenge a friend in a group DM or a server that shows kibitz's replies to everyone, or play kibitz here.",
		Ko: "여기서는 다른 사람이 kibitz의 메시지를 볼 수 없어 도전을 받을 수 없습니다. 이 서버는 추가하지 않은 앱의 답을 명령한 사람에게만 보여 줍니다. 친구에게는 그룹 DM이나 kibitz의 답을 모두에게 보여 주는 서버에서 도전하고, 여기서는 kibitz와 두세요.",
	}
	// hintPlayKibitz follows a refused opponent: the user's command without it (hintKibitz).
	hintPlayKibitz = i18n.Text{
		En: "Leave out the opponent to play kibitz: %s",
		Ko: "상대를 비우면 kibitz와 둡니다: %s",
	}
	hintNew = i18n.Text{
		En: "Start a new one with /tictactoe play",
		Ko: "/틱택토 대국 명령으로 새 게임을 시작하세요.",
	}
	msgNotYourGame = i18n.Text{
		En: "This is not your game: only %s and %s can move here.",
		Ko: "이 게임의 참가자가 아닙니다. %s 님과 %s 님만 둘 수 있습니다.",
	}
	msgNotYourTurn = i18n.Text{
		En: "It is not your turn: waiting for %s.",
		Ko: "지금은 차례가 아닙니다. %s 님을 기다리는 중입니다.",
	}
	msgOver = i18n.Text{
		En: "This game is over.",
		Ko: "이 게임은 끝났습니다.",
	}
	hintRematch = i18n.Text{
		En: "Its players can press Rematch for another one.",
		Ko: "참가자는 재대결 버튼으로 한 판 더 둘 수 있습니다.",
	}
	hintOwnGame = i18n.Text{
		En: "Start your own with /tictactoe play",
		Ko: "/틱택토 대국 명령으로 직접 게임을 시작하세요.",
	}
	msgTaken = i18n.Text{
		En: "Cell %d is already taken.",
		Ko: "%d번 칸은 이미 찼습니다.",
	}
	msgBadCell = i18n.Text{
		En: "That button does not name a cell of the board.",
		Ko: "그 버튼은 판의 칸을 가리키지 않습니다.",
	}
	msgTurn = i18n.Text{
		En: "%s's turn (%s).",
		Ko: "%s 님 차례 (%s).",
	}
	// msgTook and msgKibitzTook name the last move in the status line (Command.lastMove): the player, the
	// cell's number as its button shows it, and where the cell lies (cellPlaces).
	msgTook = i18n.Text{
		En: "%s took %d (%s).",
		Ko: "%s 님이 %d번(%s)에 두었습니다.",
	}
	msgKibitzTook = i18n.Text{
		En: "kibitz took %d (%s).",
		Ko: "kibitz가 %d번(%s)에 두었습니다.",
	}
	msgWin = i18n.Text{
		En: "%s wins!",
		Ko: "%s 님이 이겼습니다!",
	}
	msgMarkWins = i18n.Text{
		En: "%s wins.",
		Ko: "%s 승리.",
	}
	msgKibitzWins = i18n.Text{
		En: "kibitz wins!",
		Ko: "kibitz가 이겼습니다!",
	}
	msgDraw = i18n.Text{
		En: "It's a draw.",
		Ko: "무승부입니다.",
	}
	msgRematch = i18n.Text{
		En: "Rematch",
		Ko: "재대결",
	}
	msgRematchStarted = i18n.Text{
		En: "The rematch of this game has already been asked for: look for it below this message.",
		Ko: "이 게임의 재대결은 이미 신청되었습니다. 이 메시지 아래에서 찾아보세요.",
	}
	msgRematchExpiring = i18n.Text{
		En: "The rematch challenge is just expiring: press Rematch again in a few seconds.",
		Ko: "재대결 신청이 막 만료되는 중입니다. 몇 초 뒤에 재대결 버튼을 다시 눌러 주세요.",
	}
	msgNotOver = i18n.Text{
		En: "This game is still being played; a rematch can start once it is over.",
		Ko: "이 게임은 아직 진행 중입니다. 끝난 뒤에 재대결을 시작할 수 있습니다.",
	}
	msgAnalysisTitle = i18n.Text{
		En: "%s to move: %s.",
		Ko: "%s 차례: %s.",
	}
	msgAnalysisLegend = i18n.Text{
		En: "W = win, D = draw, L = loss for %s, with the plies until the game ends. Best: cell %d.",
		Ko: "W = 승, D = 무, L = 패 (%s 기준), 숫자는 게임이 끝날 때까지의 수. 최선: %d번 칸.",
	}
	msgAnalysisFramed = i18n.Text{
		En: "The framed cells are the best moves.",
		Ko: "테두리를 두른 칸이 최선의 수입니다.",
	}
	msgAnalysisValues = i18n.Text{
		En: "For %s: %s. Best: cell %d.",
		Ko: "%s 기준: %s. 최선: %d번 칸.",
	}
	msgFinished = i18n.Text{
		En: "This game is already over: %s",
		Ko: "이미 끝난 게임입니다: %s",
	}
	// msgFinishedDraw is the result msgFinished gives a draw: msgDraw is a sentence of its own.
	msgFinishedDraw = i18n.Text{
		En: "it is a draw.",
		Ko: "무승부입니다.",
	}
)

// kibitz's difficulty, the turn timer and challenges.
var (
	// levelNames name the difficulties, as the option's choices and in a game's header.
	levelNames = map[tictactoe.Level]i18n.Text{
		tictactoe.Easy:    {En: "easy", Ko: "쉬움"},
		tictactoe.Medium:  {En: "medium", Ko: "보통"},
		tictactoe.Perfect: {En: "perfect", Ko: "완벽"},
	}
	msgKibitzAt = i18n.Text{
		En: "kibitz (%s)",
		Ko: "kibitz (%s)",
	}
	msgBadLevel = i18n.Text{
		En: "The difficulty is easy, medium or perfect.",
		Ko: "난이도는 쉬움(easy), 보통(medium), 완벽(perfect) 중 하나입니다.",
	}
	msgLevelWithOpponent = i18n.Text{
		En: "The difficulty is kibitz's: it applies to games against kibitz, not against a person.",
		Ko: "난이도는 kibitz의 실력입니다. 사람과 두는 게임이 아니라 kibitz와 두는 게임에만 쓸 수 있습니다.",
	}
	hintLevel = i18n.Text{
		En: "Play kibitz at a difficulty with /tictactoe play difficulty:easy, or challenge a friend with /tictactoe play opponent:@friend",
		Ko: "kibitz와 난이도를 정해 두려면 /틱택토 대국 난이도:쉬움, 친구에게 도전하려면 /틱택토 대국 상대:@친구",
	}
	msgNotStarted = i18n.Text{
		En: "This game has not started: the challenge was not accepted.",
		Ko: "이 게임은 시작되지 않았습니다. 도전이 수락되지 않았습니다.",
	}
	msgTurnEnds = i18n.Text{
		En: "Time runs out %s.",
		Ko: "%s 시간이 끝납니다.",
	}
	// msgAborted is the status of a game between people that ended before both had moved (Game.aborted).
	msgAborted = i18n.Text{
		En: "Game aborted: %s did not make a move in time, so it is recorded for nobody, not even as practice: a game counts once both players have moved.",
		Ko: "게임이 무효 처리되었습니다. %s 님이 시간 안에 한 수도 두지 않았으므로 이 게임은 누구에게도 기록되지 않으며 연습으로도 남지 않습니다. 게임은 두 사람 모두 수를 둔 뒤에야 기록됩니다.",
	}
	msgRanOut = i18n.Text{
		En: "%s ran out of time.",
		Ko: "%s 님의 시간이 다 되었습니다.",
	}

	// msgAcceptedYourMove calls the challenger when the accepted game starts with their move.
	msgAcceptedYourMove = i18n.Text{
		En: "%s, %s accepted your challenge: your move.",
		Ko: "%s 님, %s 님이 도전을 받아들였습니다. 두실 차례입니다.",
	}
	msgChallenge = i18n.Text{
		En: "%s, %s challenges you to a game of tic-tac-toe!",
		Ko: "%s 님, %s 님이 틱택토 도전장을 보냈습니다!",
	}
	// msgRematchChallenge is a challenge that the Rematch button sent: a rematch between people starts
	// only when the other player accepts it.
	msgRematchChallenge = i18n.Text{
		En: "%s, %s asks you for a rematch of tic-tac-toe, colours swapped!",
		Ko: "%s 님, %s 님이 색을 바꿔 틱택토 재대결을 신청했습니다!",
	}
	msgChallengeEnds = i18n.Text{
		En: "The challenge expires %s.",
		Ko: "도전은 %s 만료됩니다.",
	}
	msgAccept = i18n.Text{
		En: "Accept",
		Ko: "수락",
	}
	msgDecline = i18n.Text{
		En: "Decline",
		Ko: "거절",
	}
	msgCancel = i18n.Text{
		En: "Cancel",
		Ko: "취소",
	}
	msgDeclined = i18n.Text{
		En: "%s declined the challenge of %s.",
		Ko: "%s 님이 %s 님의 도전을 거절했습니다.",
	}
	msgCancelled = i18n.Text{
		En: "%s withdrew the challenge to %s.",
		Ko: "%s 님이 %s 님에게 한 도전을 취소했습니다.",
	}
	msgChallengeExpired = i18n.Text{
		En: "The challenge to %s has expired: it was not accepted within %s.",
		Ko: "%s 님에게 한 도전이 만료되었습니다. %s 안에 수락되지 않았습니다.",
	}
	msgChallengeFor = i18n.Text{
		En: "This challenge is for %s.",
		Ko: "이 도전은 %s 님에게 온 것입니다.",
	}
	msgOwnChallenge = i18n.Text{
		En: "This is your own challenge: %s answers it. Cancel withdraws it.",
		Ko: "직접 보낸 도전입니다. 수락이나 거절은 %s 님이 합니다. 취소 버튼으로 도전을 거둘 수 있습니다.",
	}
	msgOnlyChallengerCancels = i18n.Text{
		En: "Only %s can withdraw this challenge; press Decline to turn it down.",
		Ko: "이 도전은 %s 님만 취소할 수 있습니다. 거절하려면 거절 버튼을 누르세요.",
	}
	msgChallengeExpiredNote = i18n.Text{
		En: "Sorry, this challenge has expired: a challenge waits %s for an answer. Start a new one with /tictactoe play opponent:@friend",
		Ko: "죄송합니다. 이 도전은 만료되었습니다. 도전은 %s 동안 답을 기다립니다. /틱택토 대국 상대:@친구 명령으로 다시 도전하세요.",
	}
	msgChallengeDeclinedNote = i18n.Text{
		En: "This challenge was declined.",
		Ko: "이 도전은 거절되었습니다.",
	}
	msgChallengeCancelledNote = i18n.Text{
		En: "This challenge was withdrawn.",
		Ko: "이 도전은 취소되었습니다.",
	}
	msgChallengeAccepted = i18n.Text{
		En: "This challenge has already been accepted: the game is on.",
		Ko: "이 도전은 이미 수락되었습니다. 게임이 진행 중입니다.",
	}
	msgChallengeTooLateToCancel = i18n.Text{
		En: "The challenge has already been accepted, so it can no longer be withdrawn.",
		Ko: "도전이 이미 수락되어 더 이상 취소할 수 없습니다.",
	}
)

// cellPlaces say where each cell lies, for the status line's last move.
var cellPlaces = [9]i18n.Text{
	{En: "top left", Ko: "왼쪽 위"}, {En: "top middle", Ko: "가운데 위"}, {En: "top right", Ko: "오른쪽 위"},
	{En: "middle left", Ko: "왼쪽 가운데"}, {En: "centre", Ko: "한가운데"}, {En: "middle right", Ko: "오른쪽 가운데"},
	{En: "bottom left", Ko: "왼쪽 아래"}, {En: "bottom middle", Ko: "가운데 아래"}, {En: "bottom right", Ko: "오른쪽 아래"},
}

// The value of a move, in words: in the title of an analysis (for the side to move) and, grouped by value,
// under the emoji grid and in the picture's alt text.
var (
	plies        = i18n.Plural{One: "%s ply", Other: "%s plies", Ko: "%s수"}
	msgValueWin  = i18n.Text{En: "wins in %s", Ko: "%s 만에 승리"}
	msgValueDraw = i18n.Text{En: "draw with best play", Ko: "최선을 다하면 무승부"}
	msgValueLoss = i18n.Text{En: "loses in %s", Ko: "%s 만에 패배"}
	msgGroupWin  = i18n.Text{En: "%s: win in %s", Ko: "%s: %s 만에 승리"}
	msgGroupDraw = i18n.Text{En: "%s: draw", Ko: "%s: 무승부"}
	msgGroupLoss = i18n.Text{En: "%s: loss in %s", Ko: "%s: %s 만에 패배"}
	// cellList names one cell or several: "cell 4", "cells 4, 7 and 9"; "4번 칸", "4, 7, 9번 칸". The
	// several are one list (i18n.AndList), joined as the reader's language joins one.
	msgOneCell = i18n.Text{En: "cell %s", Ko: "%s번 칸"}
	msgCells   = i18n.Text{En: "cells %s", Ko: "%s번 칸"}
)

// The picture in words (alt text), for a reader who cannot see it: the cells row by row, then who is to
// move and what each move is worth, or how the game ended (never who is to move, once it has).
var (
	msgAltBoard  = i18n.Text{En: "Tic-tac-toe board.", Ko: "틱택토 판."}
	altRows      = [3]i18n.Text{{En: "Top row", Ko: "윗줄"}, {En: "Middle row", Ko: "가운데 줄"}, {En: "Bottom row", Ko: "아랫줄"}}
	msgAltRow    = i18n.Text{En: "%s: %s.", Ko: "%s: %s."}
	msgAltEmpty  = i18n.Text{En: "empty %d", Ko: "빈칸 %d"}
	msgAltToMove = i18n.Text{En: "%s to move.", Ko: "%s 차례."}
	msgWonLine   = i18n.Text{En: "%s wins with three in a row: %s.", Ko: "%s %s 완성해 이겼습니다."}
	// msgAltForfeit ends the words of a game lost on time: its board shows neither a line nor a full grid.
	// msgAltAborted ends the words of a game aborted because the mark to move ran out of time before its
	// first move (Game.aborted).
	msgAltAborted = i18n.Text{En: "%s ran out of time before its first move: the game was aborted.", Ko: "%s의 첫 수 전에 시간이 다 되어 게임이 무효 처리되었습니다."}
	msgAltForfeit = i18n.Text{En: "%s ran out of time: %s wins.", Ko: "%s의 시간이 다 되어 %s 이겼습니다."}
	msgAltFull    = i18n.Text{En: "The board is full: a draw.", Ko: "판이 다 찼습니다: 무승부입니다."}
	// altLines name the three-in-a-rows in the solver's order (rows, columns, diagonals), keyed by their
	// first and last cells.
	altLines = map[[2]int]i18n.Text{
		{0, 2}: {En: "the top row", Ko: "윗줄"},
		{3, 5}: {En: "the middle row", Ko: "가운데 가로줄"},
		{6, 8}: {En: "the bottom row", Ko: "아랫줄"},
		{0, 6}: {En: "the left column", Ko: "왼쪽 세로줄"},
		{1, 7}: {En: "the middle column", Ko: "가운데 세로줄"},
		{2, 8}: {En: "the right column", Ko: "오른쪽 세로줄"},
		{0, 8}: {En: "the diagonal from the top left", Ko: "왼쪽 위에서 내려가는 대각선"},
		{2, 6}: {En: "the diagonal from the top right", Ko: "오른쪽 위에서 내려가는 대각선"},
	}
)

var (
	msgErrLength = i18n.Text{
		En: "The board has %s; a tic-tac-toe board has 9 (X, O or . each).",
		Ko: "판에 %s 있습니다. 틱택토 판은 9칸입니다 (각각 X, O 또는 .).",
	}
	cells = i18n.Plural{One: "%s cell", Other: "%s cells", Ko: "칸이 %s개"}
	// msgErrChar takes the character as the user typed it (commands.Typed).
	msgErrChar = i18n.Text{
		En: "Cell %d is %s; use X, O or . for an empty cell.",
		Ko: "%d번 칸이 %s입니다. X, O 또는 빈칸을 뜻하는 . 중 하나를 쓰세요.",
	}
	// msgErrZero is msgErrChar for a 0, which looks like O.
	msgErrZero = i18n.Text{
		En: "Cell %d is 0 (zero): write O, the letter, for O's mark, or . for an empty cell.",
		Ko: "%d번 칸이 0(숫자 영)입니다. O의 표시는 알파벳 O로, 빈칸은 .으로 쓰세요.",
	}
	msgErrCounts = i18n.Text{
		En: "X moves first, so X has as many marks as O or one more.",
		Ko: "X가 먼저 두므로 X의 수는 O와 같거나 하나 더 많아야 합니다.",
	}
	msgErrTwoWinners = i18n.Text{
		En: "Both X and O have three in a row; that cannot happen in a game.",
		Ko: "X와 O가 모두 한 줄을 완성했습니다. 실제 게임에서는 불가능합니다.",
	}
	msgErrAfterWin = i18n.Text{
		En: "The game was already won when the last mark was placed.",
		Ko: "마지막 수를 두기 전에 이미 게임이 끝났습니다.",
	}
	msgErrInvalid = i18n.Text{ // a code this catalogue does not know yet
		En: "The board is not valid.",
		Ko: "올바른 판이 아닙니다.",
	}
	hintBoard = i18n.Text{
		En: "Example: /tictactoe analyze board:X.O......",
		Ko: "예: /틱택토 분석 판:X.O......",
	}
)

// boardError words a board that does not parse; ok is false for an error that is not the solver's.
func boardError(err error) (msg i18n.Text, ok bool) {
	var ie *tictactoe.InputError
	if !errors.As(err, &ie) {
		return msg, false
	}
	switch ie.Code {
	case tictactoe.CodeLength:
		return msgErrLength.Format(cells.N(int64(ie.Length))), true
	case tictactoe.CodeBadCharacter:
		if commands.ASCII(ie.Char) == "0" {
			return msgErrZero.Format(ie.Cell), true
		}
		return msgErrChar.Format(ie.Cell, commands.Typed(ie.Char)), true
	case tictactoe.CodeCounts:
		return msgErrCounts, true
	case tictactoe.CodeTwoWinners:
		return msgErrTwoWinners, true
	case tictactoe.CodeAfterWin:
		return msgErrAfterWin, true
	}
	return msgErrInvalid, true
}

// inputError is a board error as a reply, in the user's language; other errors pass through.
func inputError(err error) error {
	msg, ok := boardError(err)
	if !ok {
		return err
	}
	return router.Fail(router.Invalid, msg).WithHint(hintBoard)
}

// SolveError is the line `kibitz solve tictactoe` prints for a board that fails (after "error: "): the
// catalogue's English.
func SolveError(err error) string {
	if msg, ok := boardError(err); ok {
		return msg.En
	}
	return err.Error()
}

// msgGameNamed is the game's name inside a sentence: "your ranked tic-tac-toe game in progress", the
// refusal of /tictactoe analyze on it (commands.PlayingRanked).
var msgGameNamed = i18n.Text{En: "tic-tac-toe", Ko: "틱택토"}

// What counts on the leaderboards (Command.Scoring).
var (
	msgGameName     = i18n.Text{En: "Tic-tac-toe", Ko: "틱택토"}
	msgRankedCounts = i18n.Text{
		En: "Games between two people once both have moved, and games against kibitz at perfect (the default).",
		Ko: "두 사람 모두 수를 둔 게임, 그리고 완벽(기본) 난이도의 kibitz와 둔 게임.",
	}
	// msgPracticeGame marks a game that will not rank (Game.ranked).
	msgPracticeGame = i18n.Text{
		En: "-# Practice against kibitz below perfect: it shows in /stats, not on the leaderboard.",
		Ko: "-# 완벽보다 낮은 난이도의 kibitz와 두는 연습 게임입니다. /전적에만 나오고 순위표에는 오르지 않습니다.",
	}
	// msgPracticeCounts takes the daily cap of a table (commands.TableRankedPerDay; Command.Scoring).
	msgPracticeCounts = i18n.Text{
		En: "games against kibitz at easy or medium, and games past the first %d of a day between the same people",
		Ko: "쉬움이나 보통 난이도의 kibitz와 둔 게임, 그리고 같은 사람들끼리 하루 %d판을 넘겨 둔 게임",
	}
	msgGuarded = i18n.Text{
		En: "kibitz moved at random in this game, which is practice: its board was one you have in a ranked game still going, whose best move kibitz keeps to itself until that game is over.",
		Ko: "kibitz가 이 게임에서 무작위로 두어 이 게임은 연습입니다. 이 판은 아직 두고 있는 순위전 게임의 판이라, 그 게임이 끝날 때까지 kibitz는 가장 좋은 수를 알려 주지 않습니다.",
	}
)
