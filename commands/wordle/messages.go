package wordle

import (
	"kibitz/i18n"
	"kibitz/router"
)

// What /wordle says, in English and Korean: the replies of the assist, of the games and of the stats.
// The daily word's are in messages_daily.go, the challenges' in messages_challenge.go, and the words for
// the solver's errors in errors.go (which turns each code into one of them, for Discord and for kibitz
// solve).

// The assist (assist.go).
var (
	msgAssistTitle = i18n.Text{
		En: "**Wordle assist**, UTC day %s: row %d of 6",
		Ko: "**워들 도우미**, UTC 기준 %s: 6줄 중 %d번째",
	}
	msgHardMode = i18n.Text{
		En: " (hard mode)",
		Ko: " (하드 모드)",
	}
	msgAssistRepeat = i18n.Text{
		En: "Row %d repeats row %d (%s %s): a guess played again rules out no answer, but uses a row, as in the game. Typed twice by mistake? /wordle reset starts afresh.",
		Ko: "%[1]d번째 줄이 %[2]d번째 줄(%[3]s %[4]s)과 같습니다. 같은 추측을 다시 해도 답은 더 줄지 않지만, 게임에서처럼 한 줄을 씁니다. 실수로 두 번 입력했다면 /워들 초기화 명령으로 새로 시작하세요.",
	}
	msgAssistSolved = i18n.Text{
		En: "Solved in %s! Your next /wordle assist starts a new puzzle.",
		Ko: "%s 만에 풀었습니다! 다음 /워들 도우미 명령은 새 퍼즐로 시작합니다.",
	}
	msgAssistOne = i18n.Text{
		En: "Only one answer fits: **%s**.",
		Ko: "맞는 답은 하나뿐입니다: **%s**.",
	}
	msgAssistCount = i18n.Text{
		En: "%s still fit.",
		Ko: "아직 %s이 가능합니다.",
	}
	msgAssistList = i18n.Text{
		En: "%s still fit: %s",
		Ko: "아직 %s이 가능합니다: %s",
	}
	msgAssistLast = i18n.Text{
		En: "That was your sixth row: if it was not the answer, the word is one of those above.",
		Ko: "여섯 번째 줄이었습니다. 답이 아니었다면 단어는 위의 것 중 하나입니다.",
	}
	msgAssistLastMany = i18n.Text{
		En: "That was your sixth row: if it was not the answer, the word is one of the answers counted above.",
		Ko: "여섯 번째 줄이었습니다. 답이 아니었다면 단어는 위에서 센 답 가운데 하나입니다.",
	}
	msgAssistSuggest = i18n.Text{
		En: "**Best next guesses**:",
		Ko: "**다음 추천 단어**:",
	}
	msgAssistTree = i18n.Text{
		En: "**Best next guesses** (from kibitz's precomputed optimal strategy):",
		Ko: "**다음 추천 단어** (kibitz가 미리 계산한 최적 전략):",
	}
	msgAssistOpening = i18n.Text{
		En: "**Best next guesses** (from kibitz's precomputed strategy for games opening with %s):",
		Ko: "**다음 추천 단어** (kibitz가 첫 추측이 %s인 게임을 위해 미리 계산한 전략):",
	}
	// msgRankedBy says what the list of suggestions is ordered by (wordle.Result's Ranking): a list
	// that put "leaves 8.3 answers on average" above "6.7" without a word read as a mistake.
	msgRankedBy = i18n.Text{
		En: "-# Order: kibitz's pick first, then the others by how many guesses each is expected to need to finish the game, fewest first (counted by its search where a figure is shown, else estimated from how the guess splits the answers left). The answers a guess leaves are for comparison: leaving fewer does not always finish sooner.",
		Ko: "-# 순서: kibitz가 고른 단어가 먼저이고, 나머지는 게임을 끝내기까지 필요할 것으로 예상되는 추측 횟수가 적은 순입니다(횟수가 표시된 단어는 탐색으로 센 값, 나머지는 남은 답을 얼마나 잘 나누는지로 추정한 값). 남는 답의 수는 비교용이며, 남는 답이 적다고 늘 더 빨리 끝나는 것은 아닙니다.",
	}
	msgAssistLine = i18n.Text{
		En: "%d. **%s**: leaves %s answers on average, %s at worst; %s.",
		Ko: "%d. **%s**: 평균 %s개, 최악 %s개의 답이 남습니다. %s.",
	}
	msgCouldBe = i18n.Text{
		En: "could be the answer",
		Ko: "정답일 수 있습니다",
	}
	msgCannotBe = i18n.Text{
		En: "cannot be the answer, but sorts the rest well",
		Ko: "정답은 아니지만 나머지를 잘 가릅니다",
	}
	msgExpected = i18n.Text{
		En: "; about %s guesses to finish",
		Ko: ". 끝내기까지 평균 약 %s번",
	}
	msgAssistSlow = i18n.Text{
		En: "kibitz could not finish its suggestions in time; try again in a moment.",
		Ko: "kibitz가 제시간에 추천을 끝내지 못했습니다. 잠시 후 다시 시도해 주세요.",
	}
	msgAssistFooter = i18n.Text{
		En: "Your session is private and lasts for the UTC day; /wordle reset starts afresh.",
		Ko: "이 기록은 나만 보며 UTC 기준 하루 동안 유지됩니다. /워들 초기화 명령으로 새로 시작할 수 있습니다.",
	}
	msgAssistFull = i18n.Text{
		En: "Your session for %s already has six rows, as many as Wordle allows.",
		Ko: "%s의 기록에는 이미 워들이 허용하는 여섯 줄이 모두 있습니다.",
	}
	hintReset = i18n.Text{
		En: "Start again with /wordle reset",
		Ko: "/워들 초기화 명령으로 다시 시작하세요.",
	}
	msgNoAnswer = i18n.Text{
		En: "No answer in kibitz's list gives %s the colours %s, so row %d was not added: check the colours.",
		Ko: "kibitz의 목록에는 %[1]s에 %[2]s 색을 주는 답이 없어 %[3]d번째 줄을 추가하지 않았습니다. 색을 확인하세요.",
	}
	hintNoAnswer = i18n.Text{
		En: "Only row %d is at fault: send it again with its colours checked; the rows before it are kept.",
		Ko: "%d번째 줄만 문제입니다. 색을 확인해 다시 보내 주세요. 앞의 줄들은 그대로 남아 있습니다.",
	}
	msgConflictRow = i18n.Text{
		En: "Row %d (%s %s) contradicts row %d (%s %s): no answer gives both, so the row was not added.",
		Ko: "%[1]d번째 줄(%[2]s %[3]s)이 %[4]d번째 줄(%[5]s %[6]s)과 모순됩니다. 둘 다 만족하는 답이 없어 줄을 추가하지 않았습니다.",
	}
	msgConflictRows = i18n.Text{
		En: "Row %d (%s %s) contradicts rows %s taken together: no answer gives them all, so the row was not added.",
		Ko: "%[4]s을 함께 놓고 보면 %[1]d번째 줄(%[2]s %[3]s)과 모순됩니다. 모두 만족하는 답이 없어 줄을 추가하지 않았습니다.",
	}
	// msgConflictItem is one earlier row in msgConflictRows' list.
	msgConflictItem = i18n.Text{
		En: "%d (%s %s)",
		Ko: "%d번째 줄(%s %s)",
	}
	hintConflict = i18n.Text{
		En: "Check the colours of rows %s; if the mistake is in row %s rather than row %d, start again with /wordle reset",
		Ko: "%s번째 줄의 색을 확인하세요. %[3]d번째 줄이 아니라 %[2]s번째 줄이 틀렸다면 /워들 초기화 명령으로 다시 시작하세요.",
	}
	msgNotWord = i18n.Text{
		En: "%s is not in kibitz's word list, so the row was not added. %s.",
		Ko: "kibitz의 단어 목록에 없는 단어라 줄을 추가하지 않았습니다: %s. %s.",
	}
	msgNotWordNone = i18n.Text{
		En: "%s is not in kibitz's word list, so the row was not added; no word in the list is close to it.",
		Ko: "kibitz의 단어 목록에 없는 단어라 줄을 추가하지 않았습니다: %s. 목록에는 비슷한 단어도 없습니다.",
	}
	msgAssistHardGreen = i18n.Text{
		En: "Row %d, %s, breaks hard mode: its letter %d must be the %[5]s %[4]s, so the game would not have taken it, and the row was not added.",
		Ko: "%[1]d번째 줄(%[2]s)은 하드 모드 규칙에 어긋납니다. %[3]d번째 자리에는 %[5]s으로 드러난 글자(%[4]s)가 와야 하므로, 게임이 받지 않았을 단어라 줄을 추가하지 않았습니다.",
	}
	msgAssistHardMissing = i18n.Text{
		En: "Row %d, %s, breaks hard mode: it must contain the revealed %s, so the game would not have taken it, and the row was not added.",
		Ko: "%[1]d번째 줄(%[2]s)은 하드 모드 규칙에 어긋납니다. 드러난 글자(%[3]s)가 들어가야 하므로, 게임이 받지 않았을 단어라 줄을 추가하지 않았습니다.",
	}
	msgAssistHardMissingN = i18n.Text{
		En: "Row %d, %s, breaks hard mode: it must contain %s %s, as revealed, so the game would not have taken it, and the row was not added.",
		Ko: "%[1]d번째 줄(%[2]s)은 하드 모드 규칙에 어긋납니다. 드러난 대로 글자(%[3]s)가 %[4]s 들어가야 하므로, 게임이 받지 않았을 단어라 줄을 추가하지 않았습니다.",
	}
	hintAssistHard = i18n.Text{
		En: "Check the word and its colours; if your game is not in hard mode, send the row with hard:false",
		Ko: "단어와 색을 확인하세요. 하드 모드로 하고 있지 않다면 하드모드:false를 붙여 다시 보내세요.",
	}
	msgReset = i18n.Text{
		En: "Your assist session for the UTC day %s is cleared.",
		Ko: "UTC 기준 %s의 도우미 기록을 지웠습니다.",
	}
	msgResetNone = i18n.Text{
		En: "You had no assist session for the UTC day %s; nothing to clear.",
		Ko: "UTC 기준 %s의 도우미 기록이 없어 지울 것이 없습니다.",
	}
)

// The games, play and daily (game.go).
var (
	msgPlayTitle = i18n.Text{
		En: "**Wordle**: your private game",
		Ko: "**워들**: 나만의 게임",
	}
	msgDailyTitle = router.PlaceText{
		Server:        i18n.Text{En: "**kibitz Wordle %s**: this server's word of the day (UTC)", Ko: "**kibitz 워들 %s**: 이 서버의 오늘의 단어 (UTC 기준)"},
		ServerChannel: i18n.Text{En: "**kibitz Wordle %s**: this channel's word of the day (UTC)", Ko: "**kibitz 워들 %s**: 이 채널의 오늘의 단어 (UTC 기준)"},
		BotDM:         i18n.Text{En: "**kibitz Wordle %s**: your word of the day (UTC)", Ko: "**kibitz 워들 %s**: 나의 오늘의 단어 (UTC 기준)"},
		GroupDM:       i18n.Text{En: "**kibitz Wordle %s**: this chat's word of the day (UTC)", Ko: "**kibitz 워들 %s**: 이 대화방의 오늘의 단어 (UTC 기준)"},
	}
	msgTurn = i18n.Text{
		En: "Guess %d of 6: press Guess, or type /wordle guess word:<word>.",
		Ko: "6번 중 %d번째 추측: 추측 버튼을 누르거나 /워들 추측 단어:<단어> 명령을 입력하세요.",
	}
	msgWon = i18n.Text{
		En: "You found **%s** in %s!",
		Ko: "%[2]s 만에 찾았습니다! 정답은 **%[1]s**입니다.",
	}
	msgWonFirst = i18n.Text{
		En: "You found **%s** at the first guess!",
		Ko: "첫 번째 추측에 찾았습니다! 정답은 **%s**입니다.",
	}
	msgLost = i18n.Text{
		En: "Out of guesses: the word was **%s**.",
		Ko: "기회를 다 썼습니다. 정답은 **%s**입니다.",
	}
	msgGuessButton = i18n.Text{
		En: "Guess",
		Ko: "추측",
	}
	msgAgainButton = i18n.Text{
		En: "Play again",
		Ko: "다시 하기",
	}
	msgFormTitle = i18n.Text{
		En: "Wordle: guess %d of 6",
		Ko: "워들: 6번 중 %d번째 추측",
	}
	msgFormLabel = i18n.Text{
		En: "A five-letter word",
		Ko: "다섯 글자 영어 단어",
	}
	msgPlayGone = i18n.Text{
		En: "This game is over (won, lost or given up) or has expired: a game is kept for 24 hours after its last guess.",
		Ko: "이 게임은 끝났거나(맞힘, 기회 소진, 포기) 만료되었습니다. 게임은 마지막 추측 후 24시간 동안 보관됩니다.",
	}
	msgNoPlayGame = i18n.Text{
		En: "You have no /wordle play game: none was started, or the last one expired 24 hours after its last guess.",
		Ko: "/워들 게임으로 시작한 게임이 없습니다. 시작한 적이 없거나, 마지막 추측 후 24시간이 지나 만료되었습니다.",
	}
	msgPlayKept = i18n.Text{
		En: "You have a game in progress (%s), so here it is: /wordle play never ends a game. To end it and start another, press **%s**.",
		Ko: "진행 중인 게임이 있어(%s) 그 게임을 보여 드립니다. /워들 게임 명령은 진행 중인 게임을 끝내지 않습니다. 그 게임을 끝내고 새로 시작하려면 **%s** 버튼을 누르세요.",
	}
	msgNoGuessYet = i18n.Text{
		En: "no guess yet",
		Ko: "아직 추측 없음",
	}
	msgGuessesMade = i18n.Text{
		En: "%s made",
		Ko: "%s 추측함",
	}
	msgPlayStaysHard = i18n.Text{
		En: "It stays in hard mode: the mode is chosen before the first guess.",
		Ko: "모드는 첫 추측 전에만 고를 수 있으므로 이 게임은 하드 모드로 계속됩니다.",
	}
	msgPlayStaysNormal = i18n.Text{
		En: "It stays in normal mode: hard mode is chosen before the first guess.",
		Ko: "하드 모드는 첫 추측 전에만 고를 수 있으므로 이 게임은 일반 모드로 계속됩니다.",
	}
	msgGiveUpButton = i18n.Text{
		En: "Give up, new game",
		Ko: "포기하고 새 게임",
	}
	msgGiveUpHardButton = i18n.Text{
		En: "Give up, new game in hard mode",
		Ko: "포기하고 하드 모드로 새 게임",
	}
	msgGaveUp = i18n.Text{
		En: "You gave up your game: the word was **%s**. Here is a new one.",
		Ko: "게임을 포기했습니다. 정답은 **%s**입니다. 새 게임을 시작합니다.",
	}
	hintPlay = i18n.Text{
		En: "Start a new one with /wordle play",
		Ko: "/워들 게임 명령으로 새 게임을 시작하세요.",
	}
	msgNewerGame = i18n.Text{
		En: "You already have a newer game in progress; play it from its own message or with /wordle guess.",
		Ko: "이미 진행 중인 새 게임이 있습니다. 그 메시지나 /워들 추측 명령으로 이어서 하세요.",
	}
	msgNoGame = i18n.Text{
		En: "You have no game in progress.",
		Ko: "진행 중인 게임이 없습니다.",
	}
	hintStart = i18n.Text{
		En: "Start one with /wordle play, or play the word of the day with /wordle daily",
		Ko: "/워들 게임 명령으로 시작하거나 /워들 오늘의단어 명령으로 오늘의 단어를 풀어 보세요.",
	}
	msgPlayOver = i18n.Text{
		En: "Your game is over: the word was **%s**.",
		Ko: "게임이 끝났습니다. 정답은 **%s**입니다.",
	}
)

// The stats and the boards (stats.go).
var (
	msgStatsTitle = router.PlaceText{
		Server:        i18n.Text{En: "**Your daily Wordle in this server**", Ko: "**이 서버에서의 나의 오늘의 단어 기록**"},
		ServerChannel: i18n.Text{En: "**Your daily Wordle in this channel**", Ko: "**이 채널에서의 나의 오늘의 단어 기록**"},
		BotDM:         i18n.Text{En: "**Your daily Wordle with kibitz**", Ko: "**kibitz와 푼 나의 오늘의 단어 기록**"},
		GroupDM:       i18n.Text{En: "**Your daily Wordle in this chat**", Ko: "**이 대화방에서의 나의 오늘의 단어 기록**"},
	}
	// msgStatsLine's streaks are of days (a day missed breaks one), counted as /stats counts a daily's
	// (commands.DayRuns); its rate is commands.WinRate, as /stats writes it.
	msgStatsLine = i18n.Text{
		En: "Played %s · won %s%% · days won in a row: %s now, %s at best",
		Ko: "플레이 %s · 승률 %s%% · 연속으로 이긴 날: 지금 %s일, 최고 %s일",
	}
	msgStatsNone = router.PlaceText{
		Server:        i18n.Text{En: "You have not finished a daily word in this server yet: try /wordle daily.", Ko: "이 서버에서 아직 오늘의 단어를 마친 적이 없습니다. /워들 오늘의단어 명령을 실행해 보세요."},
		ServerChannel: i18n.Text{En: "You have not finished a daily word in this channel yet: try /wordle daily.", Ko: "이 채널에서 아직 오늘의 단어를 마친 적이 없습니다. /워들 오늘의단어 명령을 실행해 보세요."},
		BotDM:         i18n.Text{En: "You have not finished a daily word here yet: try /wordle daily.", Ko: "여기서 아직 오늘의 단어를 마친 적이 없습니다. /워들 오늘의단어 명령을 실행해 보세요."},
		GroupDM:       i18n.Text{En: "You have not finished a daily word in this chat yet: try /wordle daily.", Ko: "이 대화방에서 아직 오늘의 단어를 마친 적이 없습니다. /워들 오늘의단어 명령을 실행해 보세요."},
	}
	// msgStatsDist heads the distribution's chart (distribution), saying what its figures count: a
	// listener hears "3 | 5" as two numbers.
	msgStatsDist = i18n.Text{
		En: "Guess distribution (days won in 1 to 6 guesses; X, days missed):",
		Ko: "추측 횟수 분포 (1~6번 만에 맞힌 날 수, X는 놓친 날 수):",
	}
	msgBoardToday = i18n.Text{
		En: "**Today, %s** (fewest guesses, then fastest):",
		Ko: "**오늘, %s** (추측이 적은 순, 같으면 빨리 푼 순):",
	}
	msgBoardWeek = i18n.Text{
		En: "**Last 7 days** (most words found, then fewest guesses; a miss counts 7):",
		Ko: "**최근 7일** (찾은 단어가 많은 순, 같으면 추측이 적은 순, 실패는 7회로 계산):",
	}
	msgBoardEmpty = i18n.Text{
		En: "nobody has finished yet.",
		Ko: "아직 아무도 마치지 않았습니다.",
	}
	msgBoardDay = i18n.Text{
		En: "%d. %s %s in %s",
		Ko: "%d. %s %s (%s)",
	}
	msgBoardWeekLine = i18n.Text{
		En: "%d. %s %s found of %s played, %s",
		Ko: "%d. %s %[4]s번 중 %[3]s번 성공, %[5]s",
	}
	// msgBoardMoreTied follows a board (the day's, the week's, all time's) whose last rank shown is
	// shared by more players than it shows: how many more, and the rank.
	msgBoardMoreTied = i18n.Text{
		En: "…and %[1]s with the same result, sharing #%[2]s.",
		Ko: "…그리고 같은 기록으로 공동 %[2]s위가 %[1]s 더 있습니다.",
	}
	msgBoardYou = i18n.Text{
		En: "You: #%s of %s.",
		Ko: "나: %[2]s명 중 %[1]s위.",
	}
	msgBoardAllTime = router.PlaceText{
		Server:        i18n.Text{En: "**All time** (daily words found in this server):", Ko: "**역대 순위** (이 서버에서 찾은 오늘의 단어 수):"},
		ServerChannel: i18n.Text{En: "**All time** (daily words found in this channel):", Ko: "**역대 순위** (이 채널에서 찾은 오늘의 단어 수):"},
		BotDM:         i18n.Text{En: "**All time** (daily words found here):", Ko: "**역대 순위** (여기서 찾은 오늘의 단어 수):"},
		GroupDM:       i18n.Text{En: "**All time** (daily words found in this chat):", Ko: "**역대 순위** (이 대화방에서 찾은 오늘의 단어 수):"},
	}
	msgNoAllTimeHere = i18n.Text{
		En: "**All time**: rankings are kept where people play together (a server, a group DM), not in your direct messages with kibitz; /stats shows your own figures.",
		Ko: "**역대 순위**: 순위는 여럿이 함께하는 곳(서버, 그룹 DM)에만 있고 kibitz와의 DM에는 없습니다. 내 기록은 /전적 명령으로 볼 수 있습니다.",
	}
	msgRankEmpty = i18n.Text{En: "nobody has found a daily word yet.", Ko: "아직 아무도 오늘의 단어를 찾지 못했습니다."}
	msgRankLine  = i18n.Text{En: "%d. %s %s", Ko: "%d. %s %s"} // numbered as the day's and the week's boards are
	msgRankYou   = i18n.Text{En: "You: %s.", Ko: "나: %s."}
	msgStatsDay  = i18n.Text{
		En: "-# Days change at 00:00 UTC.",
		Ko: "-# 날짜는 UTC 0시에 바뀝니다.",
	}
)

// The boards in words (view.go): the colours, the legend of the text board and the alt text of the
// picture, and the counts the replies carry.
var (
	msgGreen   = i18n.Text{En: "green", Ko: "초록"}
	msgYellow  = i18n.Text{En: "yellow", Ko: "노랑"}
	msgOrange  = i18n.Text{En: "orange", Ko: "주황"}
	msgBlue    = i18n.Text{En: "blue", Ko: "파랑"}
	msgGrey    = i18n.Text{En: "grey", Ko: "회색"}
	msgUntried = i18n.Text{En: "not tried yet", Ko: "아직 안 쓴 글자"}

	// What a row tells, by meaning (view_words.go): a phrase a meaning, each listing its letters, joined by
	// semicolons; in the alt text the first two take their colour in brackets (msgColoured). The grey
	// letter of which the row has a coloured copy too is "no other", not "not in the word": the word has
	// that letter, once for each copy coloured.
	msgWordsRight     = i18n.Text{En: "%s in the right place", Ko: "%s 자리까지 맞음"}
	msgWordsElsewhere = i18n.Text{En: "%s elsewhere in the word", Ko: "%s 다른 자리"}
	msgWordsAbsent    = i18n.Text{En: "%s not in the word", Ko: "%s 없음"}
	msgWordsNoOther   = i18n.Text{En: "no other %s", Ko: "%s 더 없음"}
	msgWordsAllRight  = i18n.Text{En: "all five in the right place", Ko: "다섯 글자 모두 자리까지 맞음"}
	// msgLetterAt names a letter the guess has more than once by its place, 1 to 5.
	msgLetterAt = i18n.Text{En: "%s at %d", Ko: "%[2]d번째 글자 %[1]s"}
	// msgColoured is a phrase with its colour in brackets: "E elsewhere in the word (yellow)".
	msgColoured = i18n.Text{En: "%s (%s)", Ko: "%s(%s)"}
	// msgWordsRow is a row of the text board in words: the guess, and what it tells.
	msgWordsRow = i18n.Text{En: "%s: %s", Ko: "%s: %s"}
	// msgWordsRuledOut names the keys the text board's keyboard shows as dots.
	msgWordsRuledOut = i18n.Text{En: "Not in the word: %s", Ko: "단어에 없는 글자: %s"}
	// The keyboard's letters in the alt text, by what is known of them: placed green at least once,
	// in the word but never green, not in the word (and msgUntried).
	msgKeysPlaced  = i18n.Text{En: "placed", Ko: "자리 찾음"}
	msgKeysPresent = i18n.Text{En: "in the word, not placed", Ko: "있지만 자리 모름"}
	msgKeysAbsent  = i18n.Text{En: "not in the word", Ko: "단어에 없음"}

	msgLegendRows = i18n.Text{
		En: "-# `[A]` %s: right place; `(A)` %s: elsewhere in the word; `A` grey: not in the word",
		Ko: "-# `[A]` %s: 자리까지 맞음; `(A)` %s: 다른 자리에 있음; `A` 회색: 단어에 없음",
	}
	msgLegendKeys = i18n.Text{
		En: "-# `[A]` %s: right place; `(A)` %s: elsewhere in the word; `A` grey: not in the word; on the keyboard, `A` is a letter not tried yet and `·` one not in the word",
		Ko: "-# `[A]` %s: 자리까지 맞음; `(A)` %s: 다른 자리에 있음; `A` 회색: 단어에 없음; 키보드의 `A`는 아직 안 쓴 글자, `·`는 단어에 없는 글자",
	}

	// msgContrastTip points a player to the high-contrast colours, once (contrastTip).
	msgContrastTip = i18n.Text{
		En: "Colour-blind? /settings contrast high:true shows orange and blue instead of green and yellow.",
		Ko: "색을 구별하기 어렵다면 /설정 대비 높게:true 명령으로 초록과 노랑 대신 주황과 파랑으로 볼 수 있습니다.",
	}

	msgAltEmpty = i18n.Text{
		En: "An empty Wordle board of %d rows.",
		Ko: "빈 워들 판(%d줄).",
	}
	msgAltBoard = i18n.Text{
		En: "Wordle board, %d of %d rows filled.",
		Ko: "워들 판, %[2]d줄 중 %[1]d줄을 채움.",
	}
	msgAltRow = i18n.Text{
		En: "Row %d, %s: %s.",
		Ko: "%d번째 줄 %s: %s.",
	}
	msgAltKeyGroup = i18n.Text{
		En: "%s: %s",
		Ko: "%s: %s",
	}
	msgAltKeys = i18n.Text{
		En: "Keyboard: %s.",
		Ko: "키보드: %s.",
	}

	countGuesses = i18n.Plural{One: "%s guess", Other: "%s guesses", Ko: "%s번"}
	countAnswers = i18n.Plural{One: "**%s** answer", Other: "**%s** answers", Ko: "**%s**개의 답"}
	countTimes   = i18n.Plural{One: "%s time", Other: "%s times", Ko: "%s번"}
	countWeek    = i18n.Plural{One: "%s guess", Other: "%s guesses", Ko: "추측 %s회"}
	countWins    = i18n.Plural{One: "%s win", Other: "%s wins", Ko: "%s승"}
	countPlayers = i18n.Plural{One: "%s player", Other: "%s players", Ko: "%s명"}
	// countMorePlayers counts the players who share a board's last rank shown and are left off it
	// (msgBoardMoreTied).
	countMorePlayers = i18n.Plural{One: "%s more player", Other: "%s more players", Ko: "%s명"}
)

// The lines of `kibitz solve wordle` (SolveError) where they differ from the replies above, which speak
// to a player of the game or of the assist rather than to a batch of histories. docs/contract.md §4 pins
// the "no word fits" lines: their head up to the colon stays as it was for the scripts that match it,
// and the reason after it says what is true, that no *answer* fits (allowed guesses may well colour the
// row so: 44 of them give KAINS gbbbb).
const (
	solveRow            = "Row %d: "
	solveNotFive        = "%s%s is not a five-letter word."
	solveNotAtoZ        = "%s%s has %s, which is not a letter a to z."
	solveNotAllowed     = "%s is not in the word list."
	solveFeedbackLength = "The feedback of row %d (%s) should have five marks (g green, y yellow, b grey)."
	solveFeedbackSymbol = "The feedback of row %d has %s at position %d; use g for green, y for yellow, b or . for grey."
	solveImpossible     = "Row %d (%s=%s) is impossible: no word gives that feedback to %s, because %s."
	solveNoAnswer       = "no word fits (row %d, %s=%s): no answer in the list gives %s that feedback"
	solveConflict       = "no word fits (row %d, %s=%s, with the rows before it): no answer in the list fits all of them"
	solveHardGreen      = "In hard mode, letter %d of %s must be the green %s."
	solveHardMissing    = "In hard mode, %s must contain the revealed %s."
	solveHardMissingN   = "In hard mode, %s must contain %s %d times."
	solveGameOver       = "The game is already over."
	// The reasons of solveImpossible, as /wordle assist gives them (msgErrImpossibleOrder, ...Room,
	// ...RoomN) in a terminal's words: positions and colours named, no coloured squares.
	solveImpossibleOrder = "the %[1]s at position %[2]d is yellow while the %[1]s at position %[3]d, further left, is grey, and Wordle colours a letter's leftmost copies yellow first"
	solveImpossibleRoom  = "the yellow %[1]s at position %[2]d means the answer has %[1]s at another position, but every other position is green or holds %[1]s in %[3]s too"
	solveImpossibleRoomN = "%[1]s is yellow %[2]d times, so the answer has %[1]s at as many positions that are neither green nor %[1]s in %[3]s, and %[3]s has fewer"
)

// What counts on the leaderboards (results.go).
var (
	msgGameName     = i18n.Text{En: "Wordle", Ko: "워들"}
	msgDailyRanking = i18n.Text{En: "daily word", Ko: "오늘의 단어"}
	// msgRankedCounts says whom the daily word is shared with where it is read, as the daily keys it
	// (router.Request.Scope): the server, the channel, the user alone, the chat.
	msgRankedCounts = router.PlaceText{
		Server: i18n.Text{
			En: "The daily word (`/wordle daily`, the same for everyone in this server): a win when found, a loss when not. Your /stats count one daily word a day: the first you guess in, wherever.",
			Ko: "오늘의 단어(`/워들 오늘의단어`, 이 서버의 모두에게 같은 단어): 맞히면 승, 못 맞히면 패. /전적에는 하루에 한 단어, 어디서든 가장 먼저 추측한 오늘의 단어만 셉니다.",
		},
		ServerChannel: i18n.Text{
			En: "The daily word (`/wordle daily`, the same for everyone in this channel): a win when found, a loss when not. Your /stats count one daily word a day: the first you guess in, wherever.",
			Ko: "오늘의 단어(`/워들 오늘의단어`, 이 채널의 모두에게 같은 단어): 맞히면 승, 못 맞히면 패. /전적에는 하루에 한 단어, 어디서든 가장 먼저 추측한 오늘의 단어만 셉니다.",
		},
		BotDM: i18n.Text{
			En: "The daily word (`/wordle daily`; here, in your direct messages with kibitz, a word of your own): a win when found, a loss when not. Your /stats count one daily word a day: the first you guess in, wherever.",
			Ko: "오늘의 단어(`/워들 오늘의단어`, kibitz와의 DM인 여기서는 나만의 단어): 맞히면 승, 못 맞히면 패. /전적에는 하루에 한 단어, 어디서든 가장 먼저 추측한 오늘의 단어만 셉니다.",
		},
		GroupDM: i18n.Text{
			En: "The daily word (`/wordle daily`, the same for everyone in this chat): a win when found, a loss when not. Your /stats count one daily word a day: the first you guess in, wherever.",
			Ko: "오늘의 단어(`/워들 오늘의단어`, 이 대화방의 모두에게 같은 단어): 맞히면 승, 못 맞히면 패. /전적에는 하루에 한 단어, 어디서든 가장 먼저 추측한 오늘의 단어만 셉니다.",
		},
	}
	msgPracticeCounts = i18n.Text{
		En: "your own games (`/wordle play`) and challenges",
		Ko: "혼자 하는 게임(`/워들 게임`)과 도전",
	}
)
