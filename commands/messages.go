package commands

import (
	"time"

	"kibitz/i18n"
)

// The sentences several games say alike, one message each; every other text is in its game's own
// catalogue (commands/<game>/messages.go).
var (
	msgGameGone = i18n.Text{
		En: "This game has ended or expired: games are kept for %s after the last move.",
		Ko: "이 게임은 끝났거나 만료되었습니다. 게임은 마지막 수 이후 %s 동안 보관됩니다.",
	}
	// msgShownAtPress follows a turn whose deadline falls after the game's message can be edited
	// (ShownAtPress).
	msgShownAtPress = i18n.Text{
		En: "Discord lets kibitz change this message for 15 minutes only, so if time runs out after that, the next press on the game shows it.",
		Ko: "디스코드는 kibitz가 이 메시지를 15분 동안만 고칠 수 있게 하므로, 그 뒤에 시간이 다 되면 그 결과는 다음에 이 게임의 버튼을 누를 때 표시됩니다.",
	}
	msgOnlyPlayersRematch = i18n.Text{
		En: "Only the players of this game can start a rematch.",
		Ko: "이 게임의 참가자만 재대결을 시작할 수 있습니다.",
	}
	// msgTablePractice ends a game between people whose table had played its ranked games of the day
	// (Env.RankedForTable).
	msgTablePractice = i18n.Text{
		En: "You have played %[1]d ranked games of %[2]s together today, the most a day: this one is **practice** for all of you (in /stats, not on the leaderboard).",
		Ko: "오늘 함께 %[2]s 순위전을 %[1]d판 두었습니다(하루 최대). 이번 게임은 모두에게 **연습**입니다(/전적에는 나오지만 순위표에는 오르지 않습니다).",
	}
	// msgTablePracticeOf says so at the end of a game of three or more, naming the people who had.
	msgTablePracticeOf = i18n.Text{
		En: "%[1]s have played %[2]d ranked games of %[3]s together today, the most a day: this game is **practice** for everyone in it (in /stats, not on the leaderboard).",
		Ko: "%[1]s 님은 오늘 함께 %[3]s 순위전을 %[2]d판 두었습니다(하루 최대). 이번 게임은 참가자 모두에게 **연습**입니다(/전적에는 나오지만 순위표에는 오르지 않습니다).",
	}
	// msgDailyElsewhere and msgDailyElsewhereDM are said on a daily of a place whose day another place's
	// daily claimed first (Env.DailyElsewhere): it counts on this place's rankings, or, in a DM with
	// kibitz, which has none, nowhere.
	msgDailyElsewhere = i18n.Text{
		En: "Your /stats count one daily a day, the first you start: today's was in another place, so this one counts on this place's rankings only.",
		Ko: "/전적에는 게임마다 하루에 일일 게임 하나, 가장 먼저 시작한 것만 셉니다. 오늘은 다른 곳에서 먼저 시작했으므로 이 게임은 이곳의 순위에만 반영됩니다.",
	}
	msgDailyElsewhereDM = i18n.Text{
		En: "Your /stats count one daily a day, the first you start: today's was in another place, so this one is not counted.",
		Ko: "/전적에는 게임마다 하루에 일일 게임 하나, 가장 먼저 시작한 것만 셉니다. 오늘은 다른 곳에서 먼저 시작했으므로 이 게임은 기록되지 않습니다.",
	}
	msgInputNotValid = i18n.Text{
		En: "The input is not valid (%s).",
		Ko: "입력이 올바르지 않습니다 (%s).",
	}
)

// GameGone is what a press on a game no longer in the store is told: it ended, or it expired ttl after
// its last move.
func GameGone(ttl time.Duration) i18n.Text { return msgGameGone.Format(i18n.Duration(ttl)) }

// OnlyPlayersRematch refuses a rematch to someone who did not play the game.
func OnlyPlayersRematch() i18n.Text { return msgOnlyPlayersRematch }

// InputNotValid words a solver's error code that its game's catalogue has no sentence for (a test of each
// game walks every code, so none reaches a user this way).
func InputNotValid(code string) i18n.Text { return msgInputNotValid.Format(code) }
