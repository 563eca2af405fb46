package nim

import (
	"kibitz/i18n"
	"kibitz/solvers/nim"
)

// What /nim says, in English and Korean, by subject: the lobby and the presses (lobby.go), moves and
// hints (play.go) and the game's message (view.go); /nim analyze's (analyze.go) are in
// messages_analyze.go, the pictures' alt texts (alt.go) in messages_alt.go. The words for the solver's input errors, which `kibitz solve nim` shares
// (SolveError), are in errors.go; those of the number syntax are commands/internal/numwords'.

// The lobby and the presses.
var (
	// msgGameOn calls the people seated at Start but the host (startCall): the players, then who moves first.
	msgGameOn = i18n.Text{
		En: "%s: the game of Nim has started, and %s moves first.",
		Ko: "%s: 님 게임이 시작되었습니다. 먼저 두는 사람은 %s입니다.",
	}
	// msgLobbyHidden refuses a lobby without kibitz where nobody else sees kibitz's replies
	// (router.Request.Alone).
	msgLobbyHidden = i18n.Text{
		En: "Nobody else here can see kibitz's messages to join a game: this server shows the replies of apps it has not added to the person who asked only. Play kibitz here with bot:true, or open the game in a group DM or a server that shows kibitz's replies to everyone.",
		Ko: "여기서는 다른 사람이 kibitz의 메시지를 볼 수 없어 게임에 참가할 수 없습니다. 이 서버는 추가하지 않은 앱의 답을 명령한 사람에게만 보여 줍니다. 여기서는 봇:true로 kibitz와 두거나, 그룹 DM이나 kibitz의 답을 모두에게 보여 주는 서버에서 게임을 여세요.",
	}
	msgLobbyInDM = i18n.Text{
		En: "Nobody else is in your direct messages with kibitz to join a game: play kibitz here with bot:true, or open the game in a server's channel or a group DM.",
		Ko: "kibitz와의 DM에는 게임에 참가할 다른 사람이 없습니다. 여기서는 봇:true로 kibitz와 두거나, 서버 채널이나 그룹 DM에서 게임을 여세요.",
	}
	msgNoneCanJoin = i18n.Text{
		En: "This game is against kibitz alone: nobody else can join it.",
		Ko: "이 게임은 kibitz와만 두는 게임이라 다른 사람은 참가할 수 없습니다.",
	}
	// hintStartWithKibitz follows a lobby refused where nobody else can join: the user's command with
	// bot:true (hintWithKibitz).
	hintStartWithKibitz = i18n.Text{En: "With kibitz: %s", Ko: "kibitz와 두기: %s"}
	hintStart           = i18n.Text{
		En: "Example: /nim start heaps:3 4 5 moves:1-3 bot:true",
		Ko: "예: /님 시작 더미:3 4 5 수:1-3 봇:true",
	}
	msgLiveTooManyHeaps = i18n.Text{
		En: "A game in the channel has at most %d heaps; this one has %d. /nim analyze takes up to %s, as many as its %s characters hold.",
		Ko: "채널 게임의 더미는 최대 %d개입니다. 이 국면에는 %d개가 있습니다. /님 분석 명령은 더미 옵션에 %[4]s자까지 쓸 수 있어 최대 %[3]s개까지 받습니다.",
	}
	msgNoMoveAtStart = i18n.Text{
		En: "No move is possible from these heaps with these rules, so there is no game to play.",
		Ko: "이 더미와 규칙으로는 둘 수 있는 수가 없어 게임을 할 수 없습니다.",
	}
	hintNew = i18n.Text{
		En: "Start a new one with /nim start heaps:3 4 5",
		Ko: "/님 시작 더미:3 4 5 명령으로 새 게임을 시작하세요.",
	}
	msgStarted = i18n.Text{
		En: "This game has already started; join the next one (a rematch, or /nim start).",
		Ko: "이 게임은 이미 시작했습니다. 다음 게임(재대결이나 /님 시작)에 참가하세요.",
	}
	msgNotStarted = i18n.Text{
		En: "The game has not started yet: the host starts it from the lobby.",
		Ko: "아직 게임이 시작되지 않았습니다. 방장이 대기실에서 시작합니다.",
	}
	msgIsOver = i18n.Text{
		En: "This game is over.",
		Ko: "이 게임은 끝났습니다.",
	}
	msgWasCancelled = i18n.Text{
		En: "This game was cancelled.",
		Ko: "이 게임은 취소되었습니다.",
	}
	msgAlreadyIn = i18n.Text{
		En: "You are already in this game.",
		Ko: "이미 이 게임에 참가했습니다.",
	}
	msgFull = i18n.Text{
		En: "This game is full: at most %d players.",
		Ko: "이 게임은 가득 찼습니다. 최대 %d명입니다.",
	}
	msgBotsCannotJoin = i18n.Text{
		En: "Bots cannot join a Nim game (kibitz joins when the game is started with bot:true).",
		Ko: "봇은 님 게임에 참가할 수 없습니다 (kibitz는 봇:true 옵션으로 시작한 게임에 참가합니다).",
	}
	msgNotIn = i18n.Text{
		En: "You are not in this game.",
		Ko: "이 게임에 참가하지 않았습니다.",
	}
	msgOnlyHostStarts = i18n.Text{
		En: "Only the host, %s, can start the game.",
		Ko: "방장 %s 님만 게임을 시작할 수 있습니다.",
	}
	msgOnlyHostCancels = i18n.Text{
		En: "Only the host, %s, can cancel the game.",
		Ko: "방장 %s 님만 게임을 취소할 수 있습니다.",
	}
	msgNeedTwo = i18n.Text{
		En: "A game needs at least two players: wait for someone to press Join, or start one with bot:true to play kibitz.",
		Ko: "게임에는 두 명 이상이 필요합니다. 누군가 참가를 누를 때까지 기다리거나, 봇:true 옵션으로 시작해 kibitz와 두세요.",
	}
	msgNotAPlayer = i18n.Text{
		En: "You are not playing in this game; only its players move. Join the next one!",
		Ko: "이 게임의 참가자가 아닙니다. 참가자만 둘 수 있습니다. 다음 게임에 참가하세요!",
	}
	msgWaitTurn = i18n.Text{
		En: "Wait for your turn: it is %s's move.",
		Ko: "차례를 기다려 주세요. 지금은 %s 님 차례입니다.",
	}
	msgStale = i18n.Text{
		En: "That menu belonged to an earlier board; the board has changed since. Here is the current one.",
		Ko: "그 메뉴는 이전 판의 것입니다. 그 사이에 판이 바뀌었습니다. 지금 판을 보여 드립니다.",
	}
	msgRematchTaken = i18n.Text{
		En: "A rematch of this game has already been opened: look for its lobby below.",
		Ko: "이 게임의 재대결이 이미 열렸습니다. 아래의 대기실을 찾아보세요.",
	}
	msgRematchNotOver = i18n.Text{
		En: "The game is not over yet.",
		Ko: "아직 게임이 끝나지 않았습니다.",
	}
	msgRematchIsOpen = i18n.Text{
		En: "The rematch is already open in this message: press Join to play, or wait for the host to start it.",
		Ko: "재대결이 이미 이 메시지에 열렸습니다. 참가를 눌러 함께하거나 방장이 시작하기를 기다리세요.",
	}
	msgDrawWithoutRandom = i18n.Text{
		En: "count and max say how to draw random heaps: use them with heaps:random, or leave them out.",
		Ko: "개수와 최대는 무작위 더미를 뽑는 방법입니다. 더미:무작위와 함께 쓰거나 빼 주세요.",
	}
	msgRandomNoMoveOne = i18n.Text{
		En: "Heaps of 1 stone allow no move under these rules, so there is no game to play: raise max or change moves.",
		Ko: "이 규칙에서는 돌 1개짜리 더미로 둘 수 있는 수가 없어 게임을 할 수 없습니다. 최대를 늘리거나 수를 바꾸세요.",
	}
	msgRandomNoMove = i18n.Text{
		En: "Heaps of 1 to %s allow no move under these rules, so there is no game to play: raise max or change moves.",
		Ko: "이 규칙에서는 %s 이하인 더미로 둘 수 있는 수가 없어 게임을 할 수 없습니다. 최대를 늘리거나 수를 바꾸세요.",
	}
	msgLevelWithoutBot = i18n.Text{
		En: "difficulty is how well kibitz plays, and bot:false leaves kibitz out: drop one of the two.",
		Ko: "난이도는 kibitz의 실력인데 봇:false로 kibitz를 뺐습니다. 둘 중 하나를 빼 주세요.",
	}
	msgUnknownLevel = i18n.Text{
		En: "difficulty takes easy, medium or perfect.",
		Ko: "난이도는 쉬움(easy), 보통(medium), 완벽(perfect) 중 하나입니다.",
	}
)

// kibitz's levels (nim.Level): the difficulty option's choices, kibitz's line among the players, and
// what each level means.
var (
	levelNames = map[nim.Level]i18n.Text{
		nim.Easy:    {En: "easy", Ko: "쉬움"},
		nim.Medium:  {En: "medium", Ko: "보통"},
		nim.Perfect: {En: "perfect", Ko: "완벽"},
	}
	msgKibitzAt = i18n.Text{En: "kibitz (%s)", Ko: "kibitz (%s)"}
	levelLines  = map[nim.Level]i18n.Text{
		nim.Easy: {
			En: "kibitz plays **easy**: it often makes a random move.",
			Ko: "kibitz 난이도 **쉬움**: 무작위로 두는 일이 잦습니다.",
		},
		nim.Medium: {
			En: "kibitz plays **medium**: now and then it makes a random move.",
			Ko: "kibitz 난이도 **보통**: 가끔 무작위로 둡니다.",
		},
		nim.Perfect: {
			En: "kibitz plays **perfect**: it takes a winning move whenever there is one.",
			Ko: "kibitz 난이도 **완벽**: 이기는 수가 있으면 언제나 그 수를 둡니다.",
		},
	}
)

// Moves and hints.
var (
	msgBadHeap = i18n.Text{
		En: "That menu does not name a heap of this game.",
		Ko: "그 메뉴는 이 게임의 더미를 가리키지 않습니다.",
	}
	msgHeapNoMove = i18n.Text{
		En: "Heap %d allows no move; pick another heap.",
		Ko: "%d번 더미에서는 둘 수 있는 수가 없습니다. 다른 더미를 고르세요.",
	}
	// What is wrong with an amount to take (amountOf): each its own sentence, with the number as typed.
	msgAmountNotNumber = i18n.Text{
		En: "%s is not a whole number: type how many stones to take from heap %d, in digits (%s).",
		Ko: "%s 정수가 아닙니다: %d번 더미에서 가져갈 돌의 개수를 숫자로 입력하세요 (%s).",
	}
	// msgAmountBadGroups is digits with separators the form does not read as one number ("1,5", "2 3",
	// "1,0,0,0"): the text as typed, the heap, an example of grouped digits in the reader's grouping, and
	// what the rules allow from the heap.
	msgAmountBadGroups = i18n.Text{
		En: "%s is not a whole number: type how many stones to take from heap %d, in digits alone or grouped by threes with one separator, such as %s (%s).",
		Ko: "%s 정수가 아닙니다: %d번 더미에서 가져갈 돌의 개수를 숫자만 붙여 쓰거나 %s처럼 세 자리마다 같은 구분 기호를 넣어 입력하세요 (%s).",
	}
	msgAmountNotPositive = i18n.Text{
		En: "A move takes at least 1 stone: %s is not a positive whole number.",
		Ko: "한 번에 돌을 1개 이상 가져가야 합니다: %s 양의 정수가 아닙니다.",
	}
	msgAmountTooMany = i18n.Text{
		En: "Heap %d has only %s: you cannot take %s.",
		Ko: "%d번 더미에는 %s뿐이라 %s개를 가져갈 수 없습니다.",
	}
	// msgCannotTake takes what the rules allow from the heap (allowedText): msgFormRange or msgAmounts.
	msgCannotTake = i18n.Text{
		En: "You cannot take %s from heap %d: from it the rules allow taking %s.",
		Ko: "%[2]d번 더미에서 %[1]s개를 가져갈 수 없습니다: 규칙상 이 더미에서는 %[3]s를 가져갈 수 있습니다.",
	}
	msgAmounts  = i18n.Text{En: "%s", Ko: "%s개"}
	msgBadRange = i18n.Text{
		En: "%s is not a range of amounts within heap %d, which has %s.",
		Ko: "%s %d번 더미의 개수 범위가 아닙니다. 이 더미에는 %s가 있습니다.",
	}
	msgHintWin = i18n.Text{
		En: "The player to move, %s, can win: take %s from heap %d, leaving %s.",
		Ko: "지금 둘 차례인 %s 님이 이길 수 있습니다: %[3]d번 더미에서 %[2]s개를 가져가 %[4]s 남기세요.",
	}
	msgHintLoss = i18n.Text{
		En: "The player to move, %s, loses against perfect play: every move leaves the next player a winning position. Take little and hope for a mistake.",
		Ko: "지금 둘 차례인 %s 님은 상대가 완벽하게 두면 집니다. 어떤 수를 두어도 상대가 이기는 국면이 됩니다. 조금만 가져가며 실수를 기다리세요.",
	}
	msgHintTooLarge = i18n.Text{
		En: "This misère position, with moves of %s stones, has too many positions to search, so kibitz cannot say who wins.",
		Ko: "한 번에 %s개를 가져가는 이 미제르 국면은 살펴볼 국면이 너무 많아, kibitz도 누가 이기는지 말할 수 없습니다.",
	}
	msgHintPractice = i18n.Text{
		En: "-# You asked for a hint, so if you win, this game counts as **practice** for everyone in it: in /stats, not on the leaderboard. A loss of yours still counts.",
		Ko: "-# 힌트를 봤으므로 이 게임에서 이기면 모두에게 **연습**으로 기록됩니다. /전적에는 나오지만 순위표에는 오르지 않습니다. 지면 그대로 순위 기록에 들어갑니다.",
	}
	msgHintPracticeMisere = i18n.Text{
		En: "-# You asked for a hint, so if you do not lose, this game is **practice** for everyone in it, the loss too: in /stats, not on the leaderboard. A loss of yours still counts.",
		Ko: "-# 힌트를 봤으므로 이 게임에서 지지 않으면 패배까지 포함해 모두에게 **연습**으로 기록됩니다. /전적에는 나오지만 순위표에는 오르지 않습니다. 지면 그대로 순위 기록에 들어갑니다.",
	}
	// msgAborted is the status of a game between people in which nobody lost to anyone (Game.aborted): it
	// records nothing. msgIdleRecordsNothing names, at the
	// end of a game that did rank, the people who never moved and never left, for whom it records nothing.
	msgAborted = i18n.Text{
		En: "Game aborted: %s did not make a move before it ended, so nobody lost to anyone: it is recorded for nobody, not even as practice.",
		Ko: "게임이 무효 처리되었습니다. %s 님이 게임이 끝나기 전에 수를 두지 않아 아무도 누구에게 지지 않았으므로 누구에게도 기록되지 않으며 연습으로도 남지 않습니다.",
	}
	// msgIdleWinRecordsNothing names a winner who never moved (the last left): a win needs a move.
	msgIdleWinRecordsNothing = i18n.Text{
		En: "%s won without making a move: the win records nothing (a win needs a move); those who left or ran out of time lose.",
		Ko: "%s 님은 수를 두지 않고 이겼으므로 이 승리는 기록되지 않습니다(승리에는 수가 필요합니다). 나갔거나 시간을 넘겨 빠진 사람은 패배로 기록됩니다.",
	}
	msgIdleRecordsNothing = i18n.Text{
		En: "%s did not make a move: this game records nothing for them, and gives nobody a ranked win over them.",
		Ko: "%s 님은 수를 두지 않았으므로 이 게임은 그 사람에게 아무것도 기록하지 않으며, 누구도 그 사람을 상대로 순위전 승리를 얻지 않습니다.",
	}
	// msgBeatOnlyKibitz ends a game between people that kibitz alone lost (Game.beatOnlyKibitz).
	msgBeatOnlyKibitz = i18n.Text{
		En: "Nobody but kibitz lost this game, so its win is **practice**, as a win against kibitz alone is: in /stats, not on the leaderboard.",
		Ko: "이 게임에서 진 것은 kibitz뿐이므로, kibitz와 단둘이 둔 게임에서 이긴 것처럼 이 승리는 **연습**입니다. /전적에는 나오지만 순위표에는 오르지 않습니다.",
	}
	// msgHintedWin ends a game that would rank but was won by a player who pressed Hint in it
	// (Game.results): practice for everyone.
	msgHintedWin = i18n.Text{
		En: "%s pressed Hint in this game and won, so the game is **practice** for everyone in it: in /stats, not on the leaderboard.",
		Ko: "%s 님이 이 게임에서 힌트를 보고 이겼으므로 이 게임은 모두에게 **연습**입니다. /전적에는 나오지만 순위표에는 오르지 않습니다.",
	}
	msgHintMany = i18n.Text{
		En: "With %d players this is the two-player answer: it assumes everyone else plays against the player to move.",
		Ko: "참가자가 %d명이지만 2인 게임으로 보고 답합니다. 나머지 모두가 지금 둘 사람에게 맞선다고 가정합니다.",
	}
)

// The game's message.
var (
	msgTitle       = i18n.Text{En: "Nim", Ko: "님"}
	msgLobbyStatus = i18n.Text{
		En: "%s opened a game of Nim. Press **Join** to play (%d/%d players); the host presses **Start**.",
		Ko: "%s 님이 님 게임을 열었습니다. **참가**를 눌러 함께하세요 (%d/%d명). 방장이 **시작**을 누릅니다.",
	}
	// msgLobbyAloneStatus and msgRematchAloneStatus stand for msgLobbyStatus and msgRematchLobbyStatus
	// where nobody else can join (Game.alone): the opener and kibitz.
	msgLobbyAloneStatus = i18n.Text{
		En: "%s opened a game of Nim against kibitz: press **Start** to play. Nobody else can join here.",
		Ko: "%s 님이 kibitz와 두는 님 게임을 열었습니다. **시작**을 누르면 시작합니다. 여기서는 다른 사람이 참가할 수 없습니다.",
	}
	msgRematchAloneStatus = i18n.Text{
		En: "%s asked for a rematch against kibitz, with the same rules: press **Start** to play again.",
		Ko: "%s 님이 같은 규칙으로 kibitz와 재대결을 열었습니다. 다시 두려면 **시작**을 누르세요.",
	}
	// msgRematchCall follows the finished game's result in the message that calls its other people to a
	// rematch (Command.rematch): who asked, then whom it calls.
	msgRematchCall = i18n.Text{
		En: "%s asked for a rematch: %s, press **Join** on the game's message to play again.",
		Ko: "%s 님이 재대결을 열었습니다. %s 님, 다시 두려면 게임 메시지에서 **참가**를 누르세요.",
	}
	msgRematchLobbyStatus = i18n.Text{
		En: "%s asked for a rematch, with the same rules. Press **Join** to play again (%d/%d players); the host presses **Start**.",
		Ko: "%s 님이 같은 규칙으로 재대결을 열었습니다. 다시 두려면 **참가**를 누르세요 (%d/%d명). 방장이 **시작**을 누릅니다.",
	}
	msgLobbyHandedStatus = i18n.Text{
		En: "%s opened a game of Nim and left; %s is the host now. Press **Join** to play (%d/%d players); the host presses **Start**.",
		Ko: "%s 님이 연 님 게임에서 나가, 이제 %s 님이 방장입니다. **참가**를 눌러 함께하세요 (%d/%d명). 방장이 **시작**을 누릅니다.",
	}
	// msgRematchHandedStatus stands for msgLobbyHandedStatus in a rematch's lobby (Game.Round > 0).
	msgRematchHandedStatus = i18n.Text{
		En: "%s asked for a rematch and left; %s is the host now. Press **Join** to play again (%d/%d players); the host presses **Start**.",
		Ko: "%s 님이 재대결을 열고 나가, 이제 %s 님이 방장입니다. 다시 두려면 **참가**를 누르세요 (%d/%d명). 방장이 **시작**을 누릅니다.",
	}
	// msgLobbyFullStatus and the three after it stand for the four lobby statuses above once every seat
	// is taken (Game.full): Join is disabled, so they do not ask for it.
	msgLobbyFullStatus = i18n.Text{
		En: "%s opened a game of Nim. The game is full (%d/%d players), so nobody else can join; the host presses **Start**.",
		Ko: "%s 님이 님 게임을 열었습니다. 자리가 다 차서 더 참가할 수 없습니다 (%d/%d명). 방장이 **시작**을 누릅니다.",
	}
	msgRematchFullStatus = i18n.Text{
		En: "%s asked for a rematch, with the same rules. The game is full (%d/%d players), so nobody else can join; the host presses **Start**.",
		Ko: "%s 님이 같은 규칙으로 재대결을 열었습니다. 자리가 다 차서 더 참가할 수 없습니다 (%d/%d명). 방장이 **시작**을 누릅니다.",
	}
	msgLobbyHandedFullStatus = i18n.Text{
		En: "%s opened a game of Nim and left; %s is the host now. The game is full (%d/%d players), so nobody else can join; the host presses **Start**.",
		Ko: "%s 님이 연 님 게임에서 나가, 이제 %s 님이 방장입니다. 자리가 다 차서 더 참가할 수 없습니다 (%d/%d명). 방장이 **시작**을 누릅니다.",
	}
	msgRematchHandedFullStatus = i18n.Text{
		En: "%s asked for a rematch and left; %s is the host now. The game is full (%d/%d players), so nobody else can join; the host presses **Start**.",
		Ko: "%s 님이 재대결을 열고 나가, 이제 %s 님이 방장입니다. 자리가 다 차서 더 참가할 수 없습니다 (%d/%d명). 방장이 **시작**을 누릅니다.",
	}
	// msgShownAtPressNext follows a turn whose deadline falls after the game's message can be edited, in
	// a game where a timeout leaves a next turn (timer.go: waitUnshown), which is settled when nobody
	// presses within the duration (settleAfter).
	msgShownAtPressNext = i18n.Text{
		En: "Discord lets kibitz change this message for 15 minutes only, so if time runs out after that, the next press on the game shows it and starts the next player's turn, with the whole turn time. If nobody presses within %s, the game ends there: whoever ran out of time or left loses, and nobody else records anything.",
		Ko: "디스코드는 kibitz가 이 메시지를 15분 동안만 고칠 수 있게 하므로, 그 뒤에 시간이 다 되면 그 결과는 다음에 이 게임의 버튼을 누를 때 표시되고, 다음 사람의 차례도 그때 제한 시간 전체로 시작됩니다. %s 안에 아무도 누르지 않으면 게임은 거기서 끝나며, 시간이 다 되었거나 나간 사람은 패배하고 다른 사람에게는 아무것도 기록되지 않습니다.",
	}
	// msgSettled is the status of a game settled while its turn waited for a press (timer.go:
	// settleAfter, the duration): the player whose turn waited.
	msgSettled = i18n.Text{
		En: "Game over: nobody pressed anything for %s to show %s's turn, so it never started. Whoever ran out of time or left loses; nobody else records anything.",
		Ko: "게임 끝: %s 동안 아무도 버튼을 누르지 않아 %s 님의 차례가 표시되지도, 시작되지도 않았습니다. 시간이 다 되었거나 나간 사람은 패배하고, 다른 사람에게는 아무것도 기록되지 않습니다.",
	}
	msgTurnStatus = i18n.Text{
		En: "%s's turn: pick a heap, then how many stones to take. Time runs out %s.",
		Ko: "%s 님 차례: 더미를 고른 뒤 가져갈 개수를 고르세요. %s 시간이 끝납니다.",
	}
	msgWinLastStone = i18n.Text{
		En: "🏆 %s took the last stone and wins!",
		Ko: "🏆 %s 님이 마지막 돌을 가져가 이겼습니다!",
	}
	msgWinLastMove = i18n.Text{
		En: "🏆 %s made the last possible move and wins!",
		Ko: "🏆 %s 님이 마지막 수를 두어 이겼습니다!",
	}
	msgLoseLastStone = i18n.Text{
		En: "%s took the last stone and loses.",
		Ko: "%s 님이 마지막 돌을 가져가 졌습니다.",
	}
	msgLoseLastMove = i18n.Text{
		En: "%s made the last possible move and loses.",
		Ko: "%s 님이 마지막 수를 두어 졌습니다.",
	}
	msgOtherWins = i18n.Text{
		En: "🏆 %s wins!",
		Ko: "🏆 %s 님이 이겼습니다!",
	}
	// msgOthersWin names no one: the winners are everyone still in the game, not those who left or ran
	// out of time, who lost.
	msgOthersWin = i18n.Text{
		En: "Everyone else still in the game wins!",
		Ko: "게임에 남은 나머지 모두가 이겼습니다!",
	}
	msgAloneWins = i18n.Text{
		En: "🏆 %s wins: everyone else has left or run out of time.",
		Ko: "🏆 %s 님이 이겼습니다. 다른 참가자가 모두 나갔거나 시간을 넘겼습니다.",
	}
	msgNobodyLeft = i18n.Text{
		En: "Everyone has left; the game is over.",
		Ko: "모두 나가서 게임이 끝났습니다.",
	}
	msgCancelledStatus = i18n.Text{
		En: "This game of Nim was cancelled.",
		Ko: "이 님 게임은 취소되었습니다.",
	}
	msgNormalStones = i18n.Text{
		En: "**Normal play**: whoever takes the last stone wins.",
		Ko: "**일반 규칙**: 마지막 돌을 가져가는 사람이 이깁니다.",
	}
	msgMisereStones = i18n.Text{
		En: "**Misère play**: whoever takes the last stone loses.",
		Ko: "**미제르 규칙**: 마지막 돌을 가져가는 사람이 집니다.",
	}
	msgNormalMoves = i18n.Text{
		En: "**Normal play**: whoever makes the last move wins (who cannot move loses).",
		Ko: "**일반 규칙**: 마지막 수를 두는 사람이 이깁니다 (둘 수 없는 사람이 집니다).",
	}
	msgMisereMoves = i18n.Text{
		En: "**Misère play**: whoever makes the last move loses (who cannot move wins).",
		Ko: "**미제르 규칙**: 마지막 수를 두는 사람이 집니다 (둘 수 없는 사람이 이깁니다).",
	}
	msgMoveAny = i18n.Text{
		En: "A move takes any number of stones from one heap.",
		Ko: "한 번에 한 더미에서 원하는 만큼 돌을 가져갑니다.",
	}
	msgMoveOne = i18n.Text{
		En: "A move takes exactly 1 stone from one heap.",
		Ko: "한 번에 한 더미에서 돌을 1개만 가져갑니다.",
	}
	msgMoveLimit = i18n.Text{
		En: "A move takes 1 to %s stones from one heap.",
		Ko: "한 번에 한 더미에서 돌을 1개부터 %s개까지 가져갑니다.",
	}
	msgMoveSet = i18n.Text{
		En: "A move takes exactly %s stones from one heap.",
		Ko: "한 번에 한 더미에서 돌을 정확히 %s개 가져갑니다.",
	}
	msgPlayers      = i18n.Text{En: "Players", Ko: "참가자"}
	msgHostMark     = i18n.Text{En: " (host)", Ko: " (방장)"} // after a name: Japanese writes （ホスト） without the space
	msgLastMoves    = i18n.Text{En: "Last moves", Ko: "최근 기록"}
	msgEventMove    = i18n.Text{En: "%s took %s from heap %d.", Ko: "%s 님이 %[3]d번 더미에서 %[2]s개를 가져갔습니다."}
	msgEventTimeout = i18n.Text{En: "%s ran out of time and was skipped.", Ko: "%s 님이 시간을 넘겨 차례를 건너뛰었습니다."}
	msgEventRemoved = i18n.Text{En: "%s ran out of time and is out of the game.", Ko: "%s 님이 시간을 넘겨 게임에서 빠졌습니다."}
	msgEventLeft    = i18n.Text{En: "%s left the game.", Ko: "%s 님이 게임에서 나갔습니다."}
	msgHeapsLine    = i18n.Text{En: "Heaps: %s", Ko: "더미: %s"}
	msgJoin         = i18n.Text{En: "Join", Ko: "참가"}
	msgLeave        = i18n.Text{En: "Leave", Ko: "나가기"}
	msgStart        = i18n.Text{En: "Start", Ko: "시작"}
	msgCancel       = i18n.Text{En: "Cancel", Ko: "취소"}
	msgHint         = i18n.Text{En: "Hint", Ko: "힌트"}
	msgRematch      = i18n.Text{En: "Rematch", Ko: "재대결"}
	msgRematchOpen  = i18n.Text{En: "Rematch opened", Ko: "재대결 열림"}
	msgPickHeap     = i18n.Text{En: "Pick a heap", Ko: "더미 고르기"}
	msgHeapOption   = i18n.Text{En: "Heap %d: %s", Ko: "%d번 더미: %s"}
	msgHowMany      = i18n.Text{En: "How many stones from heap %d?", Ko: "%d번 더미에서 몇 개를 가져갈까요?"}
	msgTakeOption   = i18n.Text{En: "Take %s (leaves %s)", Ko: "%s개 가져가기 (%s개 남음)"}
	msgTakeRange    = i18n.Text{En: "Take %s to %s", Ko: "%s~%s개 가져가기"}
	msgAllAmounts   = i18n.Text{En: "↩ All amounts", Ko: "↩ 모든 개수 보기"}
	msgTypeAmount   = i18n.Text{En: "✎ Type the exact amount…", Ko: "✎ 정확한 개수 입력…"}
	msgFormTitle    = i18n.Text{En: "Take from heap %d", Ko: "%d번 더미에서 가져가기"}
	msgFormLabel    = i18n.Text{En: "How many stones?", Ko: "몇 개를 가져갈까요?"}
	msgFormRange    = i18n.Text{En: "%s to %s", Ko: "%s~%s개"}
	msgPlayerN      = i18n.Text{En: "player %d", Ko: "%d번 참가자"}
	// The legends of the marks on a board in emoji and in text (legend): the symbols boardEmoji and
	// boardText draw (draw_views.go).
	msgLegendLastEmoji = i18n.Text{En: "⭕ and −k: the stones the last move took", Ko: "⭕, −k: 마지막 수가 가져간 돌"}
	msgLegendLastText  = i18n.Text{En: "○ and −k: the stones the last move took", Ko: "○, −k: 마지막 수가 가져간 돌"}
	msgLegendWinEmoji  = i18n.Text{En: "🟢 and −k: the stones the winning move takes", Ko: "🟢, −k: 이기는 수가 가져갈 돌"}
	msgLegendWinText   = i18n.Text{En: "◉ and −k: the stones the winning move takes", Ko: "◉, −k: 이기는 수가 가져갈 돌"}
)

// Counts with their nouns (i18n.Plural).
var (
	stonesOf    = i18n.Plural{One: "%s stone", Other: "%s stones", Ko: "돌 %s개"}
	valuesOf    = i18n.Plural{One: "%s value", Other: "%s values", Ko: "값 %s개"}
	positionsOf = i18n.Plural{One: "%s position", Other: "%s positions", Ko: "%s개"}
)

// What counts on the leaderboards (Command.Scoring).
var (
	msgGameName     = i18n.Text{En: "Nim", Ko: "님"}
	msgRankedCounts = i18n.Text{
		En: "Games between two people or more (kibitz may play too): a win for a player who moved, a loss for a player who moved or left after Start (leaving never escapes a loss); in misère play started with three players or more, the losses alone, however many leave.",
		Ko: "두 사람 이상이 둔 게임(kibitz가 함께 두어도 됩니다): 수를 둔 사람의 승리, 수를 두었거나 시작 뒤에 나간 사람의 패배(나가도 패배는 피할 수 없습니다). 세 명 이상으로 시작한 미제르 게임에서는 몇 명이 나가든 진 기록만.",
	}
	// msgPracticeLobby and msgPracticeGame say that a game against kibitz alone will not rank
	// (Game.ranked), in the lobby and after it, and why. msgPracticeJoinRanks follows msgPracticeLobby
	// where someone else could join: not in a DM with kibitz, which has nobody else and no leaderboard.
	msgPracticeLobby = i18n.Text{
		En: "As it stands this game is **practice**, on no leaderboard (in /stats only): a game against kibitz alone never ranks, since against a perfect player Nim is decided by its start (/nim analyze says who wins it), and below perfect kibitz gives wins away.",
		Ko: "지금 이대로면 이 게임은 **연습**이라 순위표에는 오르지 않고 /전적에만 나옵니다. kibitz와 단둘이 둔 게임은 순위에 들지 않습니다. 완벽하게 두는 상대와의 님은 시작 국면이 승패를 정하고(누가 이기는지는 /님 분석이 알려 줍니다), 완벽보다 낮은 kibitz는 승리를 내주기 때문입니다.",
	}
	msgPracticeJoinRanks = i18n.Text{
		En: "A second person joining makes it ranked.",
		Ko: "한 사람이 더 참가하면 순위전이 됩니다.",
	}
	msgPracticeGame = i18n.Text{
		En: "A **practice** game, on no leaderboard (in /stats only): against kibitz alone Nim is decided by its start, or given away below perfect.",
		Ko: "**연습** 게임입니다. 순위표에는 오르지 않고 /전적에만 나옵니다. kibitz와 단둘이 두는 님은 시작 국면이 승패를 정하거나, 완벽보다 낮은 kibitz가 승리를 내줍니다.",
	}
	// msgOrderToDraw and msgOrderDrawn say that the order of turns of a game between people is drawn at
	// Start (Command.begin), in the lobby and on the board; msgOrderDrawn takes who moves first.
	msgOrderToDraw = i18n.Text{
		En: "The order of turns is drawn at random when the host presses **Start**.",
		Ko: "방장이 **시작**을 누르면 두는 순서를 무작위로 정합니다.",
	}
	msgOrderDrawn = i18n.Text{
		En: "The order of turns was drawn at random: %s moves first.",
		Ko: "두는 순서를 무작위로 정했습니다. %s 님이 먼저 둡니다.",
	}
	// msgMisereShared says what ranks in misère play with three players or more (Game.results).
	// msgMisereStartedMany says so once leavers have brought such a game down to two players: its win
	// is practice all the same, since the way a game ranks is fixed by its seats at Start.
	msgMisereStartedMany = i18n.Text{
		En: "This game started in misère play with three players or more, so its win is **practice** however many are left; the losses rank, those of players who left too.",
		Ko: "이 게임은 세 명 이상의 미제르 게임으로 시작했으므로 몇 명이 남든 승리는 **연습**입니다. 진 기록은 나간 사람의 것까지 순위에 듭니다.",
	}
	msgMisereShared = i18n.Text{
		En: "Misère play with three players or more: whoever makes the last move loses and everyone else shares the win. The loss ranks; the shared win is **practice**, so that a game gives one ranked result, however many play.",
		Ko: "세 명 이상의 미제르 게임: 마지막 수를 둔 사람이 지고 나머지가 승리를 나눕니다. 진 기록은 순위에 들고, 나눈 승리는 **연습**입니다. 몇 명이 두든 한 게임에 순위 기록은 하나입니다.",
	}
	// msgPracticeCounts takes the daily cap of a table (commands.TableRankedPerDay; Command.Scoring).
	msgPracticeCounts = i18n.Text{
		En: "every game against kibitz alone, at every level and on any heaps or rule (against a perfect player Nim is decided by its start), every win of misère play started with three players or more, a game won after the winner pressed Hint, for all in it, a game between people that nobody but kibitz lost, a game in which kibitz moved at random (on a position a player there has in another ranked game), and games past the first %d of a day between the same people",
		Ko: "kibitz와 단둘이 둔 모든 게임(난이도, 더미, 규칙과 상관없이: 완벽하게 두는 상대와의 님은 시작 국면이 승패를 정합니다), 세 명 이상으로 시작한 미제르 게임의 모든 승리, 힌트를 본 사람이 이긴 게임(모두에게), kibitz 말고는 아무도 지지 않은 여러 사람의 게임, kibitz가 무작위로 둔 게임(참가자가 다른 순위전에서 두고 있는 국면에서), 그리고 같은 사람들끼리 하루 %d판을 넘겨 둔 게임",
	}
)
