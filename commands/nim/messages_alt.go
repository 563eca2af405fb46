package nim

import "kibitz/i18n"

// The pictures in words: the alt text of the game's board and of /nim analyze's (alt.go).
var (
	msgAltHeap      = i18n.Text{En: "heap %d: %s", Ko: "%d번 더미: %s"}
	msgAltHeapValue = i18n.Text{En: "heap %d: %s, Grundy value %s", Ko: "%d번 더미: %s, 그런디 값 %s"}
	msgAltGame      = i18n.Text{En: "Nim board. %s.", Ko: "님 판. %s."}
	msgAltLast      = i18n.Text{En: "Last move: %s took %s from heap %d.", Ko: "마지막 수: %[1]s 님이 %[3]d번 더미에서 %[2]s를 가져갔습니다."}
	msgAltLobby     = i18n.Text{En: "Waiting for players to join.", Ko: "참가자를 기다리고 있습니다."}
	// msgAltLobbyAlone is msgAltLobby where nobody else can join (Game.noneCanJoin).
	msgAltLobbyAlone = i18n.Text{En: "Waiting for the Start against kibitz.", Ko: "kibitz와의 게임 시작을 기다리고 있습니다."}
	msgAltTurn       = i18n.Text{En: "%s's turn.", Ko: "%s 님 차례입니다."}
	msgAltOver       = i18n.Text{En: "Game over.", Ko: "게임이 끝났습니다."}
	// How a game ended, as the status line says it (msgWinLastStone and its kin) without mentions, and in
	// the past tense: the picture shows a game that is over.
	msgAltWinLastStone  = i18n.Text{En: "Game over: %s took the last stone and won.", Ko: "게임 끝: %s 님이 마지막 돌을 가져가 이겼습니다."}
	msgAltWinLastMove   = i18n.Text{En: "Game over: %s made the last possible move and won.", Ko: "게임 끝: %s 님이 마지막 수를 두어 이겼습니다."}
	msgAltLoseLastStone = i18n.Text{En: "Game over: %s took the last stone and lost.", Ko: "게임 끝: %s 님이 마지막 돌을 가져가 졌습니다."}
	msgAltLoseLastMove  = i18n.Text{En: "Game over: %s made the last possible move and lost.", Ko: "게임 끝: %s 님이 마지막 수를 두어 졌습니다."}
	msgAltOtherWins     = i18n.Text{En: "%s won.", Ko: "%s 님이 이겼습니다."}
	msgAltOthersWin     = i18n.Text{En: "Everyone else won.", Ko: "나머지 모두가 이겼습니다."}
	// The same where the player is kibitz (forPlayer): the English, and so every catalogued language, alike;
	// Korean puts 님 after a person's name and not after kibitz's, which takes 가 as it is read.
	msgAltLastBot          = i18n.Text{En: msgAltLast.En, Ko: "마지막 수: %[1]s가 %[3]d번 더미에서 %[2]s를 가져갔습니다."}
	msgAltTurnBot          = i18n.Text{En: msgAltTurn.En, Ko: "%s 차례입니다."}
	msgAltWinLastStoneBot  = i18n.Text{En: msgAltWinLastStone.En, Ko: "게임 끝: %s가 마지막 돌을 가져가 이겼습니다."}
	msgAltWinLastMoveBot   = i18n.Text{En: msgAltWinLastMove.En, Ko: "게임 끝: %s가 마지막 수를 두어 이겼습니다."}
	msgAltLoseLastStoneBot = i18n.Text{En: msgAltLoseLastStone.En, Ko: "게임 끝: %s가 마지막 돌을 가져가 졌습니다."}
	msgAltLoseLastMoveBot  = i18n.Text{En: msgAltLoseLastMove.En, Ko: "게임 끝: %s가 마지막 수를 두어 졌습니다."}
	msgAltOtherWinsBot     = i18n.Text{En: msgAltOtherWins.En, Ko: "%s가 이겼습니다."}
	msgAltAloneWinsBot     = i18n.Text{En: msgAltAloneWins.En, Ko: "게임 끝: 다른 참가자가 모두 나갔거나 시간을 넘겨 %s가 이겼습니다."}
	msgAltAborted          = i18n.Text{En: "Game aborted: nobody lost to anyone, so it counts for nobody.", Ko: "무효 처리된 게임: 아무도 누구에게 지지 않았으므로 누구에게도 기록되지 않습니다."}
	msgAltAloneWins        = i18n.Text{En: "Game over: %s won, everyone else having left or run out of time.", Ko: "게임 끝: 다른 참가자가 모두 나갔거나 시간을 넘겨 %s 님이 이겼습니다."}
	msgAltNobodyLeft       = i18n.Text{En: "Game over: everyone has left.", Ko: "게임 끝: 모두 나갔습니다."}
	msgAltCancelled        = i18n.Text{En: "The game was cancelled.", Ko: "게임이 취소되었습니다."}
	msgAltAnalysis         = i18n.Text{
		En: "Nim position with each heap's Grundy value. %s. The XOR of the values: %s.",
		Ko: "더미마다 그런디 값을 적은 님 국면. %s. 값들의 XOR: %s.",
	}
	msgAltWinning = i18n.Text{
		En: "The winning move, ringed in green: take %s from heap %d.",
		Ko: "초록 고리로 표시한 이기는 수: %[2]d번 더미에서 %[1]s 가져가기.",
	}
	msgAltNoWinning = i18n.Text{En: "No winning move is marked.", Ko: "표시한 이기는 수는 없습니다."}
)
