package sudoku

import (
	"kibitz/i18n"
	"kibitz/router"
)

// What counts on the leaderboards (results.go), in English and Korean.
var (
	msgGameName     = i18n.Text{En: "Sudoku", Ko: "스도쿠"}
	msgDailyRanking = i18n.Text{En: "daily puzzle", Ko: "오늘의 퍼즐"}
	msgSizeRanking  = i18n.Text{En: "%[1]dx%[1]d", Ko: "%[1]dx%[1]d"}
	msgGradeRanking = i18n.Text{En: "%[1]dx%[1]d %[2]s", Ko: "%[1]dx%[1]d %[2]s"}
	// msgDailyCounts says whom the daily puzzle is shared with where it is read, as the daily keys it
	// (router.Request.Scope): the server, the channel, the user alone, the chat.
	msgDailyCounts = router.PlaceText{
		Server: i18n.Text{
			En: "The daily puzzle (`/sudoku daily`, the same for everyone in this server), solved alone without a hint or a Check.",
			Ko: "오늘의 퍼즐(`/스도쿠 오늘의퍼즐`, 이 서버의 모두에게 같은 퍼즐)을 힌트나 확인 없이 혼자 푼 게임.",
		},
		ServerChannel: i18n.Text{
			En: "The daily puzzle (`/sudoku daily`, the same for everyone in this channel), solved alone without a hint or a Check.",
			Ko: "오늘의 퍼즐(`/스도쿠 오늘의퍼즐`, 이 채널의 모두에게 같은 퍼즐)을 힌트나 확인 없이 혼자 푼 게임.",
		},
		BotDM: i18n.Text{
			En: "The daily puzzle (`/sudoku daily`; here, in your direct messages with kibitz, a puzzle of your own), solved alone without a hint or a Check.",
			Ko: "오늘의 퍼즐(`/스도쿠 오늘의퍼즐`, kibitz와의 DM인 여기서는 나만의 퍼즐)을 힌트나 확인 없이 혼자 푼 게임.",
		},
		GroupDM: i18n.Text{
			En: "The daily puzzle (`/sudoku daily`, the same for everyone in this chat), solved alone without a hint or a Check.",
			Ko: "오늘의 퍼즐(`/스도쿠 오늘의퍼즐`, 이 대화방의 모두에게 같은 퍼즐)을 힌트나 확인 없이 혼자 푼 게임.",
		},
	}
	msgSizeCounts = i18n.Text{
		En: "Puzzles of `/sudoku play` of size %[1]dx%[1]d, solved alone without a hint or a Check.",
		Ko: "`/스도쿠 게임`의 %[1]dx%[1]d 퍼즐을 힌트나 확인 없이 혼자 푼 게임.",
	}
	msgGradeCounts = i18n.Text{
		En: "Puzzles of `/sudoku play` of size %[1]dx%[1]d graded %[2]s, solved alone without a hint or a Check.",
		Ko: "`/스도쿠 게임`의 %[1]dx%[1]d, 난이도 %[2]s 퍼즐을 힌트나 확인 없이 혼자 푼 게임.",
	}
	msgRankedSummary = i18n.Text{
		En: "A puzzle solved alone without a hint or a Check, with its time, on a ranking of its kind: the daily puzzle, and each size of `/sudoku play` (each difficulty on 9x9). Until such a game is over, `/sudoku solve` declines its puzzle to its player; anyone else who asks for it where it is played gets the answer privately. Your /stats count one daily puzzle a day: the first you open, wherever.",
		Ko: "힌트나 확인 없이 혼자 푼 퍼즐이 그 시간과 함께 종류별 순위에 오릅니다. 오늘의 퍼즐, 그리고 `/스도쿠 게임`의 크기별(9x9는 난이도별) 순위입니다. 그런 게임이 끝날 때까지 `/스도쿠 풀기`는 그 참가자에게는 그 퍼즐을 풀어 주지 않고, 그 게임을 하는 곳에서 다른 사람이 물으면 그 사람에게만 답을 보여 줍니다. /전적에는 하루에 한 퍼즐, 어디서든 가장 먼저 연 오늘의 퍼즐만 셉니다.",
	}
	msgPracticeCounts = i18n.Text{
		En: "puzzles solved with a hint, with Check or together",
		Ko: "힌트나 확인을 쓰거나 함께 푼 퍼즐",
	}
	// msgHintMakesPractice follows the first hint of a game played alone, msgHintMakesPracticeDaily of a
	// daily puzzle: each says why (hints alone can solve a puzzle) and what it means.
	msgHintMakesPractice = i18n.Text{
		En: "With a hint, this game is practice now, since hints alone can solve a puzzle: it will show in /stats, not on the leaderboards.",
		Ko: "힌트만으로도 퍼즐을 풀 수 있으므로, 힌트를 쓴 이 게임은 이제 연습입니다. /전적에는 나오지만 순위표에는 오르지 않습니다.",
	}
	msgHintMakesPracticeDaily = i18n.Text{
		En: "With a hint, this game is practice now, since hints alone can solve a puzzle: it will show in /stats, not on the leaderboards nor on today's ranking by time.",
		Ko: "힌트만으로도 퍼즐을 풀 수 있으므로, 힌트를 쓴 이 게임은 이제 연습입니다. /전적에는 나오지만 순위표와 오늘의 시간 순위에는 오르지 않습니다.",
	}
	// msgPracticeHints (msgPracticeHintsDaily for a daily puzzle) and msgPracticeTogether end a game
	// solved as practice, saying why.
	msgPracticeHints = i18n.Text{
		En: "Solved with a hint, this game is practice, since hints alone can solve a puzzle: it shows in /stats, not on the leaderboards.",
		Ko: "힌트만으로도 퍼즐을 풀 수 있으므로, 힌트를 써서 푼 이 게임은 연습으로 기록됩니다. /전적에는 나오지만 순위표에는 오르지 않습니다.",
	}
	msgPracticeHintsDaily = i18n.Text{
		En: "Solved with a hint, this game is practice, since hints alone can solve a puzzle: it shows in /stats, not on the leaderboards nor on the day's ranking by time.",
		Ko: "힌트만으로도 퍼즐을 풀 수 있으므로, 힌트를 써서 푼 이 게임은 연습으로 기록됩니다. /전적에는 나오지만 순위표와 오늘의 시간 순위에는 오르지 않습니다.",
	}
	// msgCheckMakesPractice (msgCheckMakesPracticeDaily) follows the first Check of a game played alone
	// (or a hint that found a wrong digit, which is one), and msgPracticeChecks (msgPracticeChecksDaily)
	// ends a game so solved: why (checking alone can solve a puzzle) and what it means.
	msgCheckMakesPractice = i18n.Text{
		En: "With its digits checked against the solution, this game is practice now, since checking alone can solve a puzzle (write any digits, change those found wrong): it will show in /stats, not on the leaderboards.",
		Ko: "써 넣은 숫자를 답과 맞춰 보았으므로 이 게임은 이제 연습입니다. 맞춰 보기만으로도 퍼즐을 풀 수 있기 때문입니다(아무 숫자나 쓰고 틀린 칸만 고치면 됩니다). /전적에는 나오지만 순위표에는 오르지 않습니다.",
	}
	msgCheckMakesPracticeDaily = i18n.Text{
		En: "With its digits checked against the solution, this game is practice now, since checking alone can solve a puzzle (write any digits, change those found wrong): it will show in /stats, not on the leaderboards nor on today's ranking by time.",
		Ko: "써 넣은 숫자를 답과 맞춰 보았으므로 이 게임은 이제 연습입니다. 맞춰 보기만으로도 퍼즐을 풀 수 있기 때문입니다(아무 숫자나 쓰고 틀린 칸만 고치면 됩니다). /전적에는 나오지만 순위표와 오늘의 시간 순위에는 오르지 않습니다.",
	}
	msgPracticeChecks = i18n.Text{
		En: "Solved with its digits checked against the solution, this game is practice, since checking alone can solve a puzzle: it shows in /stats, not on the leaderboards.",
		Ko: "써 넣은 숫자를 답과 맞춰 보며 푼 이 게임은 연습으로 기록됩니다. 맞춰 보기만으로도 퍼즐을 풀 수 있기 때문입니다. /전적에는 나오지만 순위표에는 오르지 않습니다.",
	}
	msgPracticeChecksDaily = i18n.Text{
		En: "Solved with its digits checked against the solution, this game is practice, since checking alone can solve a puzzle: it shows in /stats, not on the leaderboards nor on the day's ranking by time.",
		Ko: "써 넣은 숫자를 답과 맞춰 보며 푼 이 게임은 연습으로 기록됩니다. 맞춰 보기만으로도 퍼즐을 풀 수 있기 때문입니다. /전적에는 나오지만 순위표와 오늘의 시간 순위에는 오르지 않습니다.",
	}
	msgPracticeTogether = i18n.Text{
		En: "Solved together, this game is practice for each of you, since a team's time is no one player's: it shows in /stats, not on the leaderboards.",
		Ko: "여럿이 함께 낸 시간은 누구 한 사람의 기록이 아니므로, 함께 푼 이 게임은 모두에게 연습으로 기록됩니다. /전적에는 나오지만 순위표에는 오르지 않습니다.",
	}
)
