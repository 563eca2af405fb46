package sudoku

import (
	"kibitz/i18n"
	"kibitz/router"
)

// What counts on the leaderboards (results.go), in English and Korean.
var (
	msgGameName     = i18n.Text{En: "Sudoku", Ko: "스도쿠"}
	msgDailyRanking = i18n.Text{En: "daily puzzle", Ko: "오늘의 퍼즐"}
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
	msgRankedSummary = i18n.Text{
		En: "The daily puzzle (`/sudoku daily`, one a day, the same for everyone in a place), solved alone without a hint or a Check, with its time. Until such a game is over, `/sudoku solve` declines its puzzle to its player; anyone else who asks for it in that place gets the answer privately. Your /stats count one daily puzzle a day: the first you open, wherever.",
		Ko: "오늘의 퍼즐(`/스도쿠 오늘의퍼즐`, 하루에 하나, 같은 곳의 모두에게 같은 퍼즐)을 힌트나 확인 없이 혼자 푼 게임이 그 시간과 함께 순위에 오릅니다. 그런 게임이 끝날 때까지 `/스도쿠 풀기`는 그 참가자에게는 그 퍼즐을 풀어 주지 않고, 그곳에서 다른 사람이 물으면 그 사람에게만 답을 보여 줍니다. /전적에는 하루에 한 퍼즐, 어디서든 가장 먼저 연 오늘의 퍼즐만 셉니다.",
	}
	// msgPracticeCounts says what is practice: /sudoku play (results.go says why), and a daily helped.
	msgPracticeCounts = i18n.Text{
		En: "every puzzle of `/sudoku play` (a new one whenever you like: one could finish only the quick ones), and a daily puzzle solved with a hint or with Check",
		Ko: "`/스도쿠 게임`의 모든 퍼즐(원할 때마다 새 퍼즐을 시작할 수 있어, 빨리 풀리는 것만 골라 끝낼 수 있음), 그리고 힌트나 확인을 써서 푼 오늘의 퍼즐",
	}
	// msgDailyRanks is under the headline of a daily board that ranks, before it is solved.
	msgDailyRanks = i18n.Text{
		En: "-# This board ranks: a **Hint**, or a **Check** of digits you wrote, makes it practice, off the leaderboards and the day's ranking by time.",
		Ko: "-# 이 판은 순위에 듭니다. **힌트**를 누르거나 써 넣은 숫자를 **확인**하면 연습이 되어 순위표와 그날의 시간 순위에서 빠집니다.",
	}
	// msgHintMakesPracticeDaily follows the first hint of a daily puzzle: why (hints alone can solve a
	// puzzle) and what it means. A game of /sudoku play is practice from its start, and says nothing more.
	msgHintMakesPracticeDaily = i18n.Text{
		En: "With a hint, this game is practice now, since hints alone can solve a puzzle: it will show in /stats, not on the leaderboards nor on today's ranking by time.",
		Ko: "힌트만으로도 퍼즐을 풀 수 있으므로, 힌트를 쓴 이 게임은 이제 연습입니다. /전적에는 나오지만 순위표와 오늘의 시간 순위에는 오르지 않습니다.",
	}
	// msgPracticeHintsDaily ends a daily solved with a hint, saying why it is practice.
	msgPracticeHintsDaily = i18n.Text{
		En: "Solved with a hint, this game is practice, since hints alone can solve a puzzle: it shows in /stats, not on the leaderboards nor on the day's ranking by time.",
		Ko: "힌트만으로도 퍼즐을 풀 수 있으므로, 힌트를 써서 푼 이 게임은 연습으로 기록됩니다. /전적에는 나오지만 순위표와 오늘의 시간 순위에는 오르지 않습니다.",
	}
	// msgCheckMakesPracticeDaily follows the first Check of a daily (or a hint that found a wrong digit,
	// which is one), and msgPracticeChecksDaily ends a daily so solved: why (checking alone can solve a
	// puzzle) and what it means.
	msgCheckMakesPracticeDaily = i18n.Text{
		En: "With its digits checked against the solution, this game is practice now, since checking alone can solve a puzzle (write any digits, change those found wrong): it will show in /stats, not on the leaderboards nor on today's ranking by time.",
		Ko: "써 넣은 숫자를 답과 맞춰 보았으므로 이 게임은 이제 연습입니다. 맞춰 보기만으로도 퍼즐을 풀 수 있기 때문입니다(아무 숫자나 쓰고 틀린 칸만 고치면 됩니다). /전적에는 나오지만 순위표와 오늘의 시간 순위에는 오르지 않습니다.",
	}
	msgPracticeChecksDaily = i18n.Text{
		En: "Solved with its digits checked against the solution, this game is practice, since checking alone can solve a puzzle: it shows in /stats, not on the leaderboards nor on the day's ranking by time.",
		Ko: "써 넣은 숫자를 답과 맞춰 보며 푼 이 게임은 연습으로 기록됩니다. 맞춰 보기만으로도 퍼즐을 풀 수 있기 때문입니다. /전적에는 나오지만 순위표와 오늘의 시간 순위에는 오르지 않습니다.",
	}
	// msgPracticePlay ends a game of /sudoku play played alone, msgPracticeTogether one played together:
	// each is practice, whatever it used (results.go says why).
	msgPracticePlay = i18n.Text{
		En: "A game of `/sudoku play` is practice, since anyone may start as many as they like and finish only the quick ones: it shows in /stats, not on the leaderboards. Only the daily puzzle (`/sudoku daily`) ranks.",
		Ko: "`/스도쿠 게임`은 원하는 만큼 새로 시작해서 빨리 풀리는 것만 끝낼 수 있으므로 연습입니다. /전적에는 나오지만 순위표에는 오르지 않습니다. 순위에는 오늘의 퍼즐(`/스도쿠 오늘의퍼즐`)만 오릅니다.",
	}
	msgPracticeTogether = i18n.Text{
		En: "Solved together, this game is practice for each of you, as every game of `/sudoku play` is: it shows in /stats, not on the leaderboards. Only the daily puzzle (`/sudoku daily`) ranks.",
		Ko: "함께 푼 이 게임은 `/스도쿠 게임`의 다른 게임처럼 모두에게 연습으로 기록됩니다. /전적에는 나오지만 순위표에는 오르지 않습니다. 순위에는 오늘의 퍼즐(`/스도쿠 오늘의퍼즐`)만 오릅니다.",
	}
)
