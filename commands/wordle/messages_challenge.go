package wordle

import (
	"kibitz/i18n"
	"kibitz/router"
)

// The challenges (challenge.go).
var (
	msgChallengeNoServer = i18n.Text{
		En: "A challenge is for others to play, and nobody else is in your direct messages with kibitz: run /wordle challenge in a server's channel or a group DM.",
		Ko: "도전은 다른 사람이 푸는 것인데, kibitz와의 DM에는 다른 사람이 없습니다. 서버 채널이나 그룹 DM에서 /워들 도전 명령을 실행하세요.",
	}
	// msgChallengeHidden refuses a challenge where nobody else sees kibitz's replies (router.Request.CanPost).
	msgChallengeHidden = i18n.Text{
		En: "A challenge is for others to play, and nobody else here can see kibitz's messages: this server shows the replies of apps it has not added to the person who asked only. Run /wordle challenge in a group DM or a server that shows kibitz's replies to everyone.",
		Ko: "도전은 다른 사람이 푸는 것인데, 여기서는 다른 사람이 kibitz의 메시지를 볼 수 없습니다. 이 서버는 추가하지 않은 앱의 답을 명령한 사람에게만 보여 줍니다. 그룹 DM이나 kibitz의 답을 모두에게 보여 주는 서버에서 /워들 도전 명령을 실행하세요.",
	}
	msgChallengeNotWord = i18n.Text{
		En: "%s is not in kibitz's word list, so nobody could guess it: it cannot be a challenge. %s.",
		Ko: "kibitz의 단어 목록에 없어 아무도 추측할 수 없으므로 도전으로 낼 수 없습니다: %s. %s.",
	}
	msgChallengeNotWordNone = i18n.Text{
		En: "%s is not in kibitz's word list, so nobody could guess it: it cannot be a challenge; no word in the list is close.",
		Ko: "kibitz의 단어 목록에 없어 아무도 추측할 수 없으므로 도전으로 낼 수 없습니다: %s. 목록에는 비슷한 단어도 없습니다.",
	}
	// msgChallengeIsDaily refuses a challenge word that is today's daily's, which the setter has finished
	// (spoilsDaily); msgChallengeIsYesterdaysDaily, yesterday's, in its hour of grace.
	msgChallengeIsDaily = i18n.Text{
		En: "%s is today's word of the day here, which you have played: as a challenge it would give the daily away to everyone who has not. Choose another word.",
		Ko: "이미 풀어 본 여기의 오늘의 단어입니다: %s. 도전으로 내면 아직 풀지 않은 사람들에게 오늘의 단어를 알려 주게 됩니다. 다른 단어를 고르세요.",
	}
	msgChallengeIsYesterdaysDaily = i18n.Text{
		En: "%s is yesterday's word of the day here, which you have played: a daily begun before midnight can still be finished until 01:00 UTC, and as a challenge it would give that daily away. Choose another word.",
		Ko: "이미 풀어 본 여기의 어제의 단어입니다: %s. 자정 전에 시작한 판은 UTC 01:00까지 끝낼 수 있어, 도전으로 내면 그 단어를 알려 주게 됩니다. 다른 단어를 고르세요.",
	}
	hintChallenge = i18n.Text{En: "Set one with /wordle challenge word:crane", Ko: "/워들 도전 단어:crane 처럼 도전을 내 보세요."}
	// msgChallengeSet speaks of a channel in a server and of a chat in a group DM (a DM with kibitz has
	// no challenges: challenge refuses it before).
	msgChallengeSet = router.PlaceText{
		Server:        msgChallengeSetChannel,
		ServerChannel: msgChallengeSetChannel,
		BotDM:         msgChallengeSetChat,
		GroupDM:       msgChallengeSetChat,
	}
	msgChallengeSetChannel = i18n.Text{
		En: "Your challenge **%s** is set for this channel. Only you see the word: the channel sees that you set a challenge, and each result as squares, no letters. It ends %s.",
		Ko: "이 채널에 도전을 냈습니다: **%s**. 단어는 나만 봅니다. 채널에는 도전을 냈다는 사실과 각자의 결과가 글자 없이 네모로만 보입니다. %s 끝납니다.",
	}
	msgChallengeSetChat = i18n.Text{
		En: "Your challenge **%s** is set for this chat. Only you see the word: the chat sees that you set a challenge, and each result as squares, no letters. It ends %s.",
		Ko: "이 대화방에 도전을 냈습니다: **%s**. 단어는 나만 봅니다. 대화방에는 도전을 냈다는 사실과 각자의 결과가 글자 없이 네모로만 보입니다. %s 끝납니다.",
	}
	msgChallengeAnnounce = i18n.Text{
		En: "%s set a Wordle challenge! Press Play to find the word in six guesses on your own board. It ends %s.",
		Ko: "%s 님이 워들 도전을 냈습니다! 도전하기를 눌러 각자의 판에서 여섯 번 안에 단어를 찾아보세요. %s 끝납니다.",
	}
	msgPlayButton     = i18n.Text{En: "Play", Ko: "도전하기"}
	msgPlayHardButton = i18n.Text{En: "Play in hard mode", Ko: "하드 모드로 도전"}
	msgResultsButton  = i18n.Text{En: "Results", Ko: "결과 보기"}
	msgChallengeTitle = i18n.Text{En: "**kibitz Wordle challenge** set by %s", Ko: "**kibitz 워들 도전**: %s 님이 낸 단어"}
	msgChallengeEnds  = i18n.Text{En: "The challenge ends %s.", Ko: "도전은 %s 끝납니다."}
	// msgChallengeDone speaks of the channel in a server and of the chat in a group DM, as msgChallengeSet
	// does (a DM with kibitz has no challenges).
	msgChallengeDone = router.PlaceText{
		Server:        msgChallengeDoneChannel,
		ServerChannel: msgChallengeDoneChannel,
		BotDM:         msgChallengeDoneChat,
		GroupDM:       msgChallengeDoneChat,
	}
	msgChallengeDoneChannel = i18n.Text{
		En: "Your result (%s) was shared in the channel as squares only, no letters.",
		Ko: "결과(%s)는 글자 없이 네모로만 채널에 공유되었습니다.",
	}
	msgChallengeDoneChat = i18n.Text{
		En: "Your result (%s) was shared in this chat as squares only, no letters.",
		Ko: "결과(%s)는 글자 없이 네모로만 이 대화방에 공유되었습니다.",
	}
	msgChallengeShare = i18n.Text{
		En: "%s finished %s's challenge:\nkibitz Wordle challenge %s\n\n%s",
		Ko: "%s 님이 %s 님의 도전을 마쳤습니다:\nkibitz Wordle challenge %s\n\n%s",
	}
	msgChallengeGone = i18n.Text{
		En: "There is no such challenge here: it has ended more than a day ago, or it was set somewhere else.",
		Ko: "여기에는 그런 도전이 없습니다. 끝난 지 하루가 넘었거나 다른 곳에서 낸 도전입니다.",
	}
	msgChallengeNotStarted = i18n.Text{
		En: "You have not started this challenge: press Play (or Play in hard mode) on its message in the channel first.",
		Ko: "아직 이 도전을 시작하지 않았습니다. 먼저 채널의 도전 메시지에서 도전하기(또는 하드 모드로 도전)를 누르세요.",
	}
	msgChallengeExpired = i18n.Text{
		En: "This challenge has ended: a challenge can be played for %s after it is set.",
		Ko: "이 도전은 끝났습니다. 도전은 낸 뒤 %s 동안만 풀 수 있습니다.",
	}
	msgChallengeOwn = i18n.Text{
		En: "You set this challenge, so you know the word: it is for the others to find.",
		Ko: "내가 낸 도전이라 이미 단어를 알고 있습니다. 다른 사람들이 찾을 차례입니다.",
	}
	hintChallengeOwn = i18n.Text{
		En: "Press Results to see how they do, or set another with /wordle challenge",
		Ko: "결과 보기를 눌러 다른 사람들의 결과를 보거나 /워들 도전 명령으로 새 도전을 내세요.",
	}
	msgNoChallenge  = i18n.Text{En: "You have no challenge open here.", Ko: "여기에서 연 도전이 없습니다."}
	hintNoChallenge = i18n.Text{
		En: "Press Play on a challenge's message first, or set one with /wordle challenge",
		Ko: "먼저 도전 메시지의 도전하기를 누르거나 /워들 도전 명령으로 도전을 내세요.",
	}
	msgChalModeKeptHard = i18n.Text{
		En: "You have guessed already in this challenge, in hard mode: the mode is chosen before the first guess, so your game stays in hard mode.",
		Ko: "이 도전은 이미 하드 모드로 추측했습니다. 모드는 첫 추측 전에만 고를 수 있으므로 내 게임은 하드 모드로 계속됩니다.",
	}
	msgChalModeKeptNormal = i18n.Text{
		En: "You have guessed already in this challenge, in normal mode: hard mode is chosen before the first guess, so your game stays in normal mode.",
		Ko: "이 도전은 이미 일반 모드로 추측했습니다. 하드 모드는 첫 추측 전에만 고를 수 있으므로 내 게임은 일반 모드로 계속됩니다.",
	}
	msgChallengePlayed  = i18n.Text{En: "You have played this challenge already: one try each.", Ko: "이 도전은 이미 풀었습니다. 한 사람에 한 번만 할 수 있습니다."}
	msgResultsTitle     = i18n.Text{En: "**%s's Wordle challenge**, ends %s:", Ko: "**%s 님의 워들 도전** (%s 종료):"}
	msgResultsTitleOver = i18n.Text{En: "**%s's Wordle challenge**, ended:", Ko: "**%s 님의 워들 도전** (종료됨):"}
	msgResultsNone      = i18n.Text{En: "Nobody has finished it yet.", Ko: "아직 아무도 마치지 않았습니다."}
	msgResultsCount     = i18n.Text{En: "%s finished it (best first, squares only):", Ko: "%s이 마쳤습니다 (잘한 순, 네모만):"}
	msgResultsMore      = i18n.Plural{One: "…and %s more player.", Other: "…and %s more players.", Ko: "…그 밖에 %s명."}
)
