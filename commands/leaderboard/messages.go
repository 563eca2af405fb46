package leaderboard

import (
	"kibitz/i18n"
)

// What /leaderboard and /stats say, in English and Korean.

// gameNames are the games as a reader calls them, by the name their results are recorded under
// (commands.Result.Game). A game missing here is shown by that name.
var gameNames = map[string]i18n.Text{
	"tictactoe": {En: "Tic-tac-toe", Ko: "틱택토"},
	"sudoku":    {En: "Sudoku", Ko: "스도쿠"},
	"wordle":    {En: "Wordle", Ko: "워들"},
	"nim":       {En: "Nim", Ko: "님"},
	"kpk":       {En: "King and pawn vs king", Ko: "킹폰킹"},
	"knight":    {En: "Knight's tour", Ko: "나이트 투어"},
}

// Counts.
var (
	wins   = i18n.Plural{One: "%s win", Other: "%s wins", Ko: "%s승"}
	losses = i18n.Plural{One: "%s loss", Other: "%s losses", Ko: "%s패"}
	draws  = i18n.Plural{One: "%s draw", Other: "%s draws", Ko: "%s무"}
	games  = i18n.Plural{One: "%s game", Other: "%s games", Ko: "%s판"}
	// streakOf is a run of wins: "3 wins" in "on a streak of 3 wins", "3연승".
	streakOf = i18n.Plural{One: "%s win", Other: "%s wins", Ko: "%s연승"}
)

// /leaderboard.
var (
	msgTitleAll = i18n.Text{
		En: "🏆 **%s**: the most wins in this server",
		Ko: "🏆 **%s**: 이 서버의 최다 승리",
	}
	msgTitleWeek = i18n.Text{
		En: "🏆 **%s**: the most wins this week (a new week starts %s)",
		Ko: "🏆 **%s**: 이번 주 최다 승리 (새 주는 %s 시작)",
	}
	msgEmptyAll = i18n.Text{
		En: "No wins yet.",
		Ko: "아직 승리가 없습니다.",
	}
	msgEmptyWeek = i18n.Text{
		En: "No wins yet this week.",
		Ko: "이번 주에는 아직 승리가 없습니다.",
	}
	msgEmptyHint = i18n.Text{
		En: "Every game won in this server counts: win one to be the first here.",
		Ko: "이 서버에서 이긴 게임은 모두 기록됩니다. 한 판 이기면 첫 번째로 오릅니다.",
	}
	msgYouRank = i18n.Text{
		En: "You are #%s, with %s.",
		Ko: "내 순위: %s위, %s",
	}
	msgYouNoneAll = i18n.Text{
		En: "You have no wins on this board yet.",
		Ko: "나는 아직 이 순위표에 승리가 없습니다.",
	}
	msgYouNoneWeek = i18n.Text{
		En: "You have no wins this week yet.",
		Ko: "나는 이번 주에 아직 승리가 없습니다.",
	}
	// msgYou marks the asker's own row in the emoji and text views and the alt text.
	msgYou = i18n.Text{En: "(you)", Ko: "(나)"}
	// msgEmojiRow is a row of the emoji view: the medal or the rank, the name, the wins.
	msgEmojiRow = i18n.Text{En: "%s %s: %s", Ko: "%s %s: %s"}
	// The headings of the text view's columns.
	msgColRank = i18n.Text{En: "#", Ko: "순위"}
	msgColWins = i18n.Text{En: "Wins", Ko: "승"}
	msgColName = i18n.Text{En: "Player", Ko: "이름"}
	// The picture in words.
	msgAltAll = i18n.Text{
		En: "The leaderboard of %s in this server, by wins: %s.",
		Ko: "이 서버의 %s 순위표, 승리 순: %s.",
	}
	msgAltWeek = i18n.Text{
		En: "The leaderboard of %s this week, by wins: %s.",
		Ko: "이번 주 %s 순위표, 승리 순: %s.",
	}
	msgAltRow  = i18n.Text{En: "%d. %s, %s", Ko: "%d위 %s %s"}
	msgRenamed = i18n.Text{
		En: "(The picture cannot draw some names' letters, so it shows those players as `user` and the end of their id; `display:text` shows every name.)",
		Ko: "(그림에 쓸 수 없는 글자가 든 이름은 `user`와 id 끝자리로 보여 드립니다. `표시:텍스트`로 모든 이름을 볼 수 있습니다.)",
	}
	// msgUnnamed is a player whose name kibitz does not know, by the last digits of their id.
	msgUnnamed  = i18n.Text{En: "user %s", Ko: "사용자 %s"}
	msgNoServer = i18n.Text{
		En: "Leaderboards belong to a server: run /leaderboard in a server's channel.",
		Ko: "순위표는 서버마다 있습니다. 서버 채널에서 /순위표 명령을 실행하세요.",
	}
	hintStatsAnywhere = i18n.Text{
		En: "Your own figures, from every server, are in /stats, which works here too.",
		Ko: "모든 서버에서 쌓은 내 기록은 /전적 명령으로 볼 수 있고, 여기서도 됩니다.",
	}
)

// /stats.
var (
	msgStatsTitle = i18n.Text{
		En: "📊 **%s**: %s in all",
		Ko: "📊 **%s**: 모두 %s",
	}
	msgStatsGame = i18n.Text{En: "**%s**: %s", Ko: "**%s**: %s"}
	// msgCounts are the counts of wins, losses and draws, one to three of them: "3 wins, 1 loss",
	// "3승 1패".
	msgCounts = [...]i18n.Text{
		{En: "%s", Ko: "%s"},
		{En: "%s, %s", Ko: "%s %s"},
		{En: "%s, %s, %s", Ko: "%s %s %s"},
	}
	msgRate   = i18n.Text{En: "%d%% won", Ko: "승률 %d%%"}
	msgStreak = i18n.Text{
		En: "on a streak of %s (best: %s)",
		Ko: "%s 중 (최고 %s)",
	}
	msgStreakBest = i18n.Text{
		En: "on a streak of %s, the best yet",
		Ko: "%s 중 (최고 기록)",
	}
	msgBestStreak = i18n.Text{
		En: "best streak: %s",
		Ko: "최고 %s",
	}
	msgBestTime = i18n.Text{
		En: "best time %s",
		Ko: "최고 기록 %s",
	}
	msgStatsNoneMe = i18n.Text{
		En: "You have not finished a game yet.",
		Ko: "아직 끝낸 게임이 없습니다.",
	}
	msgStatsNoneOther = i18n.Text{
		En: "**%s** has not finished a game yet.",
		Ko: "**%s** 님은 아직 끝낸 게임이 없습니다.",
	}
	msgStatsHint = i18n.Text{
		En: "Games of tic-tac-toe, Nim, Wordle and Sudoku count here once they end, in any server.",
		Ko: "틱택토, 님, 워들, 스도쿠 게임은 어느 서버에서든 끝나면 여기에 기록됩니다.",
	}
)
