package nim

import "kibitz/i18n"

// What kibitz itself did, as a player: the end lines that name it (view.go), and its moves at random on
// a position a player here has in a ranked game still going (guard.go).
var (
	// msgWinLastStone and its kin when the player is kibitz (forPlayer): the English, and so every
	// catalogued language, alike; Korean puts 님 after a person's name and not after kibitz's, which takes
	// 가 as it is read.
	msgBotWinsLastStone  = i18n.Text{En: msgWinLastStone.En, Ko: "🏆 %s가 마지막 돌을 가져가 이겼습니다!"}
	msgBotWinsLastMove   = i18n.Text{En: msgWinLastMove.En, Ko: "🏆 %s가 마지막 수를 두어 이겼습니다!"}
	msgBotLosesLastStone = i18n.Text{En: msgLoseLastStone.En, Ko: "%s가 마지막 돌을 가져가 졌습니다."}
	msgBotLosesLastMove  = i18n.Text{En: msgLoseLastMove.En, Ko: "%s가 마지막 수를 두어 졌습니다."}
	msgBotWins           = i18n.Text{En: msgOtherWins.En, Ko: "🏆 %s가 이겼습니다!"}
	msgBotAloneWins      = i18n.Text{En: msgAloneWins.En, Ko: "🏆 %s가 이겼습니다. 다른 참가자가 모두 나갔거나 시간을 넘겼습니다."}
	msgGuarded           = i18n.Text{
		En: "kibitz moved at random in this game: its position was one a player here has in a ranked Nim game still going, whose winning move kibitz keeps to itself until that game is over.",
		Ko: "kibitz가 이 게임에서 무작위로 두었습니다. 이 국면은 여기 참가자가 아직 두고 있는 순위전 님 게임의 국면이라, 그 게임이 끝날 때까지 kibitz는 이기는 수를 알려 주지 않습니다.",
	}
	// msgGuardedPractice follows msgGuarded in a game of people that would rank: kibitz did not play at its
	// level, so the game is practice for everyone in it (Game.results).
	msgGuardedPractice = i18n.Text{
		En: "So this game is **practice** for everyone: in /stats, not on the leaderboard.",
		Ko: "그래서 이 게임은 모두에게 **연습**입니다. /전적에는 나오지만 순위표에는 오르지 않습니다.",
	}
)
