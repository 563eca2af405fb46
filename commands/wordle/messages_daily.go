package wordle

import (
	"kibitz/i18n"
	"kibitz/router"
)

// The daily word (daily.go).
var (
	hintPlayAnywhere = i18n.Text{
		En: "/wordle play and /wordle daily work anywhere, direct messages included.",
		Ko: "/워들 게임과 /워들 오늘의단어 명령은 DM을 포함해 어디서나 할 수 있습니다.",
	}
	// msgDailyDone says where the result's share line went: the channel in a server, this chat in a DM
	// or a group DM.
	msgDailyDone = router.PlaceText{
		Server:        msgDailyDoneChannel,
		ServerChannel: msgDailyDoneChannel,
		BotDM:         msgDailyDoneChat,
		GroupDM:       msgDailyDoneChat,
	}
	msgDailyDoneChannel = i18n.Text{
		En: "Your result (%s) was shared in the channel as squares only, no letters. A new word comes at 00:00 UTC; /wordle stats shows your streak.",
		Ko: "결과(%s)는 글자 없이 네모로만 채널에 공유되었습니다. 새 단어는 UTC 0시에 나옵니다. /워들 통계 명령으로 연승 기록을 볼 수 있습니다.",
	}
	msgDailyDoneChat = i18n.Text{
		En: "Your result (%s) was shared in this chat as squares only, no letters. A new word comes at 00:00 UTC; /wordle stats shows your streak.",
		Ko: "결과(%s)는 글자 없이 네모로만 이 대화방에 공유되었습니다. 새 단어는 UTC 0시에 나옵니다. /워들 통계 명령으로 연승 기록을 볼 수 있습니다.",
	}
	// msgDailyDoneHidden replaces msgDailyDone where nobody else sees kibitz's replies
	// (router.Request.CanPost): the share is posted, for the player to copy, but to them alone.
	msgDailyDoneHidden = i18n.Text{
		En: "Your result (%s) is below as squares only, no letters, for you to copy: this server shows kibitz's messages to you alone. A new word comes at 00:00 UTC; /wordle stats shows your streak.",
		Ko: "결과(%s)를 아래에 글자 없이 네모로만 보여 드리니 복사해 쓰세요. 이 서버는 kibitz의 메시지를 나에게만 보여 줍니다. 새 단어는 UTC 0시에 나옵니다. /워들 통계 명령으로 연승 기록을 볼 수 있습니다.",
	}
	msgDailyAgain = i18n.Text{
		En: "You have played the daily word of %s already: one try a day.",
		Ko: "%s의 오늘의 단어는 이미 풀었습니다. 하루에 한 번만 할 수 있습니다.",
	}
	// msgDailyClosed ends a daily that closed after a guess and before the word was found, and refuses a
	// guess in it (missed.go: it closes lateGrace, an hour, after its day).
	msgDailyClosed = i18n.Text{
		En: "The daily word of %s closed at 01:00 UTC, an hour after its day, before you found it: it was **%s**, and the day counts as missed.",
		Ko: "%s의 오늘의 단어는 찾기 전에, 그날이 끝나고 한 시간 뒤인 UTC 1시에 마감되었습니다. 정답은 **%s**였고, 이 날은 실패로 기록됩니다.",
	}
	// msgDailyGrace is under the board of yesterday's daily in its hour of grace (daily.go): the day, and
	// when it closes as Discord timestamps.
	msgDailyGrace = i18n.Text{
		En: "Yesterday's daily word (%s) is still yours to finish: it closes at %s, and counts as missed if not found by then. /wordle daily opens today's once this one is done.",
		Ko: "어제의 단어(%s)를 아직 마저 풀 수 있습니다. %s에 마감되며, 그때까지 찾지 못하면 실패로 기록됩니다. 이 게임을 마치면 /워들 오늘의단어 명령으로 오늘의 단어 게임을 열 수 있습니다.",
	}
	msgDailyGone = i18n.Text{
		En: "There is no daily game of %s for you here: it has not been started, or it has expired.",
		Ko: "여기에는 %s의 일일 단어 게임이 없습니다. 시작하지 않았거나 만료되었습니다.",
	}
	hintDaily = i18n.Text{
		En: "Open today's with /wordle daily",
		Ko: "/워들 오늘의단어 명령으로 오늘의 단어 게임을 여세요.",
	}
	hintTomorrow = i18n.Text{
		En: "The next word comes at 00:00 UTC; /wordle stats shows the day's board.",
		Ko: "다음 단어는 UTC 0시에 나옵니다. /워들 통계 명령으로 오늘의 순위를 볼 수 있습니다.",
	}
	msgShare = i18n.Text{
		En: "%s finished the daily word:\nkibitz Wordle %s %s\n\n%s",
		Ko: "%s 님이 오늘의 단어를 마쳤습니다:\nkibitz Wordle %s %s\n\n%s",
	}
	msgDailyHardTip = i18n.Text{
		En: "-# Hard mode? /wordle daily hard:true, before your first guess (the share then shows a *).",
		Ko: "-# 하드 모드는 첫 추측 전에 /워들 오늘의단어 하드모드:true 명령으로 켭니다 (공유에 * 표시).",
	}
	msgModeLateHard = i18n.Text{
		En: "You have guessed already in today's word, in hard mode: the mode is chosen before the first guess, so today's game stays in hard mode.",
		Ko: "오늘의 단어를 이미 하드 모드로 추측했습니다. 모드는 첫 추측 전에만 고를 수 있으므로 오늘 게임은 하드 모드로 계속됩니다.",
	}
	msgModeLateNormal = i18n.Text{
		En: "You have guessed already in today's word, in normal mode: hard mode is chosen before the first guess, as in the original game, so today's game stays in normal mode.",
		Ko: "오늘의 단어를 이미 일반 모드로 추측했습니다. 원래 게임처럼 하드 모드는 첫 추측 전에만 고를 수 있으므로 오늘 게임은 일반 모드로 계속됩니다.",
	}
	hintModeLateHard = i18n.Text{
		En: "Play on with its Guess button or /wordle guess; tomorrow, /wordle daily without hard:true plays in normal mode",
		Ko: "추측 버튼이나 /워들 추측 명령으로 이어서 하세요. 내일 일반 모드로 하려면 하드모드:true 없이 /워들 오늘의단어 명령을 실행하세요.",
	}
	hintModeLateNormal = i18n.Text{
		En: "Play on with its Guess button or /wordle guess; tomorrow, choose hard mode with /wordle daily hard:true before your first guess",
		Ko: "추측 버튼이나 /워들 추측 명령으로 이어서 하세요. 내일은 첫 추측 전에 /워들 오늘의단어 하드모드:true 명령으로 하드 모드를 고르세요.",
	}
)
