package leaderboard

import (
	"kibitz/i18n"
	"kibitz/router"
)

// What /leaderboard and /stats say, in English and Korean.

// Counts.
var (
	wins   = i18n.Plural{One: "%s win", Other: "%s wins", Ko: "%s승"}
	losses = i18n.Plural{One: "%s loss", Other: "%s losses", Ko: "%s패"}
	draws  = i18n.Plural{One: "%s draw", Other: "%s draws", Ko: "%s무"}
	games  = i18n.Plural{One: "%s game", Other: "%s games", Ko: "%s판"}
	// solved counts the puzzles of a game against the clock (figures).
	solved = i18n.Plural{One: "%s solved", Other: "%s solved", Ko: "퍼즐 %s개 완료"}
	// streakOf is a run of wins: "3 wins" in "on a streak of 3 wins", "3연승".
	streakOf = i18n.Plural{One: "%s win", Other: "%s wins", Ko: "%s연승"}
	// streakOfDays is a daily's run, of days won in a row (commands.DayRuns): "on a streak of 3 days won".
	streakOfDays = i18n.Plural{One: "%s day won", Other: "%s days won", Ko: "%s일 연승"}
	// morePlayers counts the players tied at a board's last rank shown and left off it (msgMoreTied).
	morePlayers = i18n.Plural{One: "%s more player", Other: "%s more players", Ko: "%s명"}
)

// /leaderboard.
var (
	msgTitleAll = router.PlaceText{
		Server:        i18n.Text{En: "🏆 **%s**: the most wins in this server", Ko: "🏆 **%s**: 이 서버의 최다 승리"},
		ServerChannel: i18n.Text{En: "🏆 **%s**: the most wins in this channel", Ko: "🏆 **%s**: 이 채널의 최다 승리"},
		BotDM:         i18n.Text{En: "🏆 **%s**: the most wins here", Ko: "🏆 **%s**: 여기서의 최다 승리"},
		GroupDM:       i18n.Text{En: "🏆 **%s**: the most wins in this chat", Ko: "🏆 **%s**: 이 대화방의 최다 승리"},
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
	// The same on a ranking against the clock (Sudoku's), where a win is a puzzle solved.
	msgTitleAllSolved = router.PlaceText{
		Server:        i18n.Text{En: "🏆 **%s**: the most puzzles solved in this server", Ko: "🏆 **%s**: 이 서버에서 퍼즐을 가장 많이 푼 사람"},
		ServerChannel: i18n.Text{En: "🏆 **%s**: the most puzzles solved in this channel", Ko: "🏆 **%s**: 이 채널에서 퍼즐을 가장 많이 푼 사람"},
		BotDM:         i18n.Text{En: "🏆 **%s**: the most puzzles solved here", Ko: "🏆 **%s**: 여기서 퍼즐을 가장 많이 푼 사람"},
		GroupDM:       i18n.Text{En: "🏆 **%s**: the most puzzles solved in this chat", Ko: "🏆 **%s**: 이 대화방에서 퍼즐을 가장 많이 푼 사람"},
	}
	msgTitleWeekSolved = i18n.Text{
		En: "🏆 **%s**: the most puzzles solved this week (a new week starts %s)",
		Ko: "🏆 **%s**: 이번 주 퍼즐을 가장 많이 푼 사람 (새 주는 %s 시작)",
	}
	msgEmptyAllSolved = i18n.Text{
		En: "No puzzle solved yet.",
		Ko: "아직 푼 퍼즐이 없습니다.",
	}
	msgEmptyWeekSolved = i18n.Text{
		En: "No puzzle solved yet this week.",
		Ko: "이번 주에는 아직 푼 퍼즐이 없습니다.",
	}
	msgYouNoneAllSolved = i18n.Text{
		En: "You have not solved a puzzle on this board yet.",
		Ko: "아직 이 순위표에서 내가 푼 퍼즐이 없습니다.",
	}
	msgYouNoneWeekSolved = i18n.Text{
		En: "You have not solved a puzzle on this board this week yet.",
		Ko: "이번 주에는 아직 이 순위표에서 내가 푼 퍼즐이 없습니다.",
	}
	// msgCountsHere says what counts on a ranking (commands.Ranking.Counts).
	msgCountsHere = i18n.Text{
		En: "Counted here: %s Practice is not (/stats shows it).",
		Ko: "여기 오르는 결과: %s 연습 게임은 오르지 않습니다(/전적에서 볼 수 있습니다).",
	}
	// msgNoRanking takes the name quoted, with its Korean particle ("wordle"이라는 needs the particle of
	// the name's last sound, which a fixed 라는 got wrong after a consonant).
	msgNoRanking = i18n.Text{
		En: "There is no ranking called %s.",
		Ko: "%s 순위표는 없습니다.",
	}
	// msgRules and msgRulesGame are what /help topic:leaderboard says of fair results. msgRules says where
	// a result played in the place ranks (router.Request.RankScope): on the server's, the channel's or the
	// chat's leaderboard, and in a DM with kibitz, which has none, in /stats only.
	msgRules = router.PlaceText{
		Server: i18n.Text{
			En: "**What ranks.** A result counts on this server's /leaderboard, from the games played here, only when its player could not pick an easy win: games between people, for those who moved and, in Nim, for those who left after Start, the daily puzzles (the same for everyone in this server), and tic-tac-toe against kibitz at perfect. Any two people rank at most %d games of one kind together a UTC day: a later game of that kind with both of them in it is practice for everyone in it. The rest is practice: /stats shows it, labelled. While a ranked game is being played, kibitz's own analysis commands do not analyse its position for its players (written as that game's commands take it, or for Nim as a /grundy game with the same Grundy values), and its Hint answers them alone.",
			Ko: "**순위에 오르는 결과.** 이 서버에서 한 게임 중 쉬운 승리를 골라 잡을 수 없는 게임만 이 서버의 /순위표에 오릅니다. 사람끼리의 게임에서 한 수 이상 둔 사람(님 게임에서는 시작 뒤에 나간 사람도)의 결과, 이 서버의 모두에게 같은 오늘의 퍼즐, 완벽 난이도의 kibitz와 둔 틱택토입니다. 어떤 두 사람이든 함께 한 게임은 종류마다 하루(UTC 기준) %d판까지만 순위에 오르고, 그날 그 뒤로 두 사람이 함께 참가한 그 종류의 게임은 참가자 모두에게 연습입니다. 나머지는 연습으로, /전적에 따로 표시됩니다. 순위에 오르는 게임이 진행되는 동안에는 kibitz의 분석 명령이 그 참가자에게 그 국면을 분석해 주지 않으며(그 게임의 명령이 받는 형태로 적은 국면, 님이라면 그런디 값이 같은 /그런디 게임으로 적은 국면도), 그 게임의 힌트는 참가자에게만 답합니다.",
		},
		ServerChannel: i18n.Text{
			En: "**What ranks.** A result counts on this channel's /leaderboard, from the games played here, only when its player could not pick an easy win: games between people, for those who moved and, in Nim, for those who left after Start, the daily puzzles (the same for everyone in this channel), and tic-tac-toe against kibitz at perfect. Any two people rank at most %d games of one kind together a UTC day: a later game of that kind with both of them in it is practice for everyone in it. The rest is practice: /stats shows it, labelled. While a ranked game is being played, kibitz's own analysis commands do not analyse its position for its players (written as that game's commands take it, or for Nim as a /grundy game with the same Grundy values), and its Hint answers them alone.",
			Ko: "**순위에 오르는 결과.** 이 채널에서 한 게임 중 쉬운 승리를 골라 잡을 수 없는 게임만 이 채널의 /순위표에 오릅니다. 사람끼리의 게임에서 한 수 이상 둔 사람(님 게임에서는 시작 뒤에 나간 사람도)의 결과, 이 채널의 모두에게 같은 오늘의 퍼즐, 완벽 난이도의 kibitz와 둔 틱택토입니다. 어떤 두 사람이든 함께 한 게임은 종류마다 하루(UTC 기준) %d판까지만 순위에 오르고, 그날 그 뒤로 두 사람이 함께 참가한 그 종류의 게임은 참가자 모두에게 연습입니다. 나머지는 연습으로, /전적에 따로 표시됩니다. 순위에 오르는 게임이 진행되는 동안에는 kibitz의 분석 명령이 그 참가자에게 그 국면을 분석해 주지 않으며(그 게임의 명령이 받는 형태로 적은 국면, 님이라면 그런디 값이 같은 /그런디 게임으로 적은 국면도), 그 게임의 힌트는 참가자에게만 답합니다.",
		},
		BotDM: i18n.Text{
			En: "**What ranks.** A result counts on the /leaderboard of the place it was played in (a server's; a channel's, in a server that did not add kibitz; a group DM's) only when its player could not pick an easy win: games between people, for those who moved and, in Nim, for those who left after Start, the daily puzzles (the same for everyone there), and tic-tac-toe against kibitz at perfect. Your direct messages with kibitz have no leaderboard: such a result played here shows in /stats only. Any two people rank at most %d games of one kind together a UTC day: a later game of that kind with both of them in it is practice for everyone in it. The rest is practice: /stats shows it, labelled. While a ranked game is being played, kibitz's own analysis commands do not analyse its position for its players (written as that game's commands take it, or for Nim as a /grundy game with the same Grundy values), and its Hint answers them alone.",
			Ko: "**순위에 오르는 결과.** 쉬운 승리를 골라 잡을 수 없는 게임만 그 게임을 한 곳의 /순위표에 오릅니다(서버, kibitz를 추가하지 않은 서버에서는 그 채널, 그룹 DM). 사람끼리의 게임에서 한 수 이상 둔 사람(님 게임에서는 시작 뒤에 나간 사람도)의 결과, 그곳의 모두에게 같은 오늘의 퍼즐, 완벽 난이도의 kibitz와 둔 틱택토입니다. kibitz와의 DM에는 순위표가 없어, 여기서 한 그런 게임은 /전적에만 나옵니다. 어떤 두 사람이든 함께 한 게임은 종류마다 하루(UTC 기준) %d판까지만 순위에 오르고, 그날 그 뒤로 두 사람이 함께 참가한 그 종류의 게임은 참가자 모두에게 연습입니다. 나머지는 연습으로, /전적에 따로 표시됩니다. 순위에 오르는 게임이 진행되는 동안에는 kibitz의 분석 명령이 그 참가자에게 그 국면을 분석해 주지 않으며(그 게임의 명령이 받는 형태로 적은 국면, 님이라면 그런디 값이 같은 /그런디 게임으로 적은 국면도), 그 게임의 힌트는 참가자에게만 답합니다.",
		},
		GroupDM: i18n.Text{
			En: "**What ranks.** A result counts on this chat's /leaderboard, from the games played here, only when its player could not pick an easy win: games between people, for those who moved and, in Nim, for those who left after Start, the daily puzzles (the same for everyone in this chat), and tic-tac-toe against kibitz at perfect. Any two people rank at most %d games of one kind together a UTC day: a later game of that kind with both of them in it is practice for everyone in it. The rest is practice: /stats shows it, labelled. While a ranked game is being played, kibitz's own analysis commands do not analyse its position for its players (written as that game's commands take it, or for Nim as a /grundy game with the same Grundy values), and its Hint answers them alone.",
			Ko: "**순위에 오르는 결과.** 이 대화방에서 한 게임 중 쉬운 승리를 골라 잡을 수 없는 게임만 이 대화방의 /순위표에 오릅니다. 사람끼리의 게임에서 한 수 이상 둔 사람(님 게임에서는 시작 뒤에 나간 사람도)의 결과, 이 대화방의 모두에게 같은 오늘의 퍼즐, 완벽 난이도의 kibitz와 둔 틱택토입니다. 어떤 두 사람이든 함께 한 게임은 종류마다 하루(UTC 기준) %d판까지만 순위에 오르고, 그날 그 뒤로 두 사람이 함께 참가한 그 종류의 게임은 참가자 모두에게 연습입니다. 나머지는 연습으로, /전적에 따로 표시됩니다. 순위에 오르는 게임이 진행되는 동안에는 kibitz의 분석 명령이 그 참가자에게 그 국면을 분석해 주지 않으며(그 게임의 명령이 받는 형태로 적은 국면, 님이라면 그런디 값이 같은 /그런디 게임으로 적은 국면도), 그 게임의 힌트는 참가자에게만 답합니다.",
		},
	}
	msgRulesGame = i18n.Text{
		En: "• **%s**: %s Practice: %s.",
		Ko: "• **%s**: %s 연습: %s.",
	}
	hintRankings = i18n.Text{
		En: "Choose one from the list of the game option.",
		Ko: "게임 옵션의 목록에서 하나를 고르세요.",
	}
	// msgMoreTied follows a board whose last rank shown is shared by more players than it shows: how many
	// more, with how many wins, and the rank.
	msgMoreTied = i18n.Text{
		En: "…and %[1]s with %[2]s, sharing #%[3]s.",
		Ko: "…그리고 공동 %[3]s위가 %[1]s 더 있습니다 (%[2]s).",
	}
	msgYouRank = i18n.Text{
		En: "You are #%s, with %s.",
		Ko: "내 순위: %s위, %s",
	}
	msgYouNoneAll = i18n.Text{
		En: "You have no wins on this board yet.",
		Ko: "아직 이 순위표에 내 승리가 없습니다.",
	}
	msgYouNoneWeek = i18n.Text{
		En: "You have no wins this week yet.",
		Ko: "이번 주에는 아직 내 승리가 없습니다.",
	}
	// msgYou marks the asker's own name in the emoji and text views and the alt text, with the space before
	// the bracket that the language wants (none before a full-width one).
	msgYou = i18n.Text{En: "%s (you)", Ko: "%s (나)"}
	// msgEmojiRow is a row of the emoji view: the medal or the rank, the name, the wins.
	msgEmojiRow = i18n.Text{En: "%s %s: %s", Ko: "%s %s: %s"}
	// msgWinsBest are a player's wins and best time on a ranking against the clock.
	msgWinsBest = i18n.Text{En: "%s, best time %s", Ko: "%s, 최고 기록 %s"}
	// The headings of the text view's columns.
	msgColRank   = i18n.Text{En: "#", Ko: "순위"}
	msgColWins   = i18n.Text{En: "Wins", Ko: "승"}
	msgColSolved = i18n.Text{En: "Solved", Ko: "푼 퍼즐"}
	msgColBest   = i18n.Text{En: "Best", Ko: "최고 기록"}
	msgColName   = i18n.Text{En: "Player", Ko: "이름"}
	// The picture in words.
	msgAltAll = router.PlaceText{
		Server:        i18n.Text{En: "The leaderboard of %s in this server, by wins: %s.", Ko: "이 서버의 %s 순위표, 승리 순: %s."},
		ServerChannel: i18n.Text{En: "The leaderboard of %s in this channel, by wins: %s.", Ko: "이 채널의 %s 순위표, 승리 순: %s."},
		BotDM:         i18n.Text{En: "The leaderboard of %s here, by wins: %s.", Ko: "여기의 %s 순위표, 승리 순: %s."},
		GroupDM:       i18n.Text{En: "The leaderboard of %s in this chat, by wins: %s.", Ko: "이 대화방의 %s 순위표, 승리 순: %s."},
	}
	msgAltWeek = i18n.Text{
		En: "The leaderboard of %s this week, by wins: %s.",
		Ko: "이번 주 %s 순위표, 승리 순: %s.",
	}
	msgAltAllSolved = router.PlaceText{
		Server:        i18n.Text{En: "The leaderboard of %s in this server, by puzzles solved: %s.", Ko: "이 서버의 %s 순위표, 푼 퍼즐 순: %s."},
		ServerChannel: i18n.Text{En: "The leaderboard of %s in this channel, by puzzles solved: %s.", Ko: "이 채널의 %s 순위표, 푼 퍼즐 순: %s."},
		BotDM:         i18n.Text{En: "The leaderboard of %s here, by puzzles solved: %s.", Ko: "여기의 %s 순위표, 푼 퍼즐 순: %s."},
		GroupDM:       i18n.Text{En: "The leaderboard of %s in this chat, by puzzles solved: %s.", Ko: "이 대화방의 %s 순위표, 푼 퍼즐 순: %s."},
	}
	msgAltWeekSolved = i18n.Text{
		En: "The leaderboard of %s this week, by puzzles solved: %s.",
		Ko: "이번 주 %s 순위표, 푼 퍼즐 순: %s.",
	}
	msgAltRow  = i18n.Text{En: "%d. %s, %s", Ko: "%d위 %s %s"}
	msgRenamed = i18n.Text{
		En: "(The picture cannot draw some names' letters, so it shows those players as `user` and the end of their id; `display:text` shows every name.)",
		Ko: "(그림에 쓸 수 없는 글자가 든 이름은 `user`와 id 끝자리로 보여 드립니다. `표시:텍스트`로 모든 이름을 볼 수 있습니다.)",
	}
	// msgUnnamed is a player whose name kibitz does not know, by the last digits of their id.
	msgUnnamed  = i18n.Text{En: "user %s", Ko: "사용자 %s"}
	msgNoServer = i18n.Text{
		En: "Leaderboards rank the people who play together in a server, in a channel or in a group DM, and your direct messages with kibitz have only you: run /leaderboard where you play with others.",
		Ko: "순위표는 서버나 채널, 그룹 DM에서 함께 하는 사람들의 순위인데, kibitz와의 DM에는 나밖에 없습니다. 다른 사람과 함께하는 곳에서 /순위표 명령을 실행하세요.",
	}
	hintStatsAnywhere = i18n.Text{
		En: "Your own figures, from everywhere, are in /stats, which works here too.",
		Ko: "어디서든 쌓은 내 기록은 /전적 명령으로 볼 수 있고, 여기서도 됩니다.",
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
	msgStatsKibitz = i18n.Text{
		En: "kibitz keeps no figures of its own: a game against kibitz counts for the people who play it. /stats shows a person's.",
		Ko: "kibitz는 자기 전적을 기록하지 않습니다. kibitz와 둔 게임은 함께 둔 사람의 전적에만 들어갑니다. /전적으로 사람의 전적을 보세요.",
	}
	msgStatsBot = i18n.Text{
		En: "**%s** is a bot, and bots have no figures: only people's games are recorded. /stats shows a person's.",
		Ko: "**%s** 님은 봇이라 전적이 없습니다. 사람이 둔 게임만 기록됩니다. /전적으로 사람의 전적을 보세요.",
	}
	// msgStatsNoneMe and msgStatsNoneOther say that no result is counted, not that no game was finished:
	// a daily finished after the day's first one started elsewhere is on its place's leaderboard and
	// not in /stats (commands.Env.ClaimDaily), and msgStatsHint says so.
	msgStatsNoneMe = i18n.Text{
		En: "No finished game of yours is counted yet.",
		Ko: "아직 집계된 게임이 없습니다.",
	}
	msgStatsNoneOther = i18n.Text{
		En: "No finished game of **%s** is counted yet.",
		Ko: "**%s** 님의 게임은 아직 집계된 것이 없습니다.",
	}
	msgStatsHint = i18n.Text{
		En: "Every finished game of %s that records a result counts here (/help topic:leaderboard says which), from any server or direct message, except a daily after the first one a player starts that day.",
		Ko: "%s 게임 중 결과가 기록되는 게임은 어느 서버에서든, DM에서든 끝나면 모두 여기에 집계됩니다(어떤 게임인지는 /도움말 주제:순위표). 단, 오늘의 퍼즐과 오늘의 단어는 그날 처음 시작한 것만 집계됩니다.",
	}
	// msgStatsRanked says where the ranked games played in the place go (router.Request.RankScope): the
	// server's, the channel's or the chat's leaderboard; in a DM with kibitz, none.
	msgStatsRanked = router.PlaceText{
		Server: i18n.Text{
			En: "Games nobody could pick an easy win in are ranked (those played here on this server's /leaderboard); the others are practice (/help topic:leaderboard says which).",
			Ko: "아무도 쉬운 승리를 고를 수 없는 게임은 순위전으로 기록되고(여기서 한 게임은 이 서버의 /순위표에 오릅니다), 나머지는 연습으로 기록됩니다(어느 쪽인지는 /도움말 주제:순위표).",
		},
		ServerChannel: i18n.Text{
			En: "Games nobody could pick an easy win in are ranked (those played here on this channel's /leaderboard); the others are practice (/help topic:leaderboard says which).",
			Ko: "아무도 쉬운 승리를 고를 수 없는 게임은 순위전으로 기록되고(여기서 한 게임은 이 채널의 /순위표에 오릅니다), 나머지는 연습으로 기록됩니다(어느 쪽인지는 /도움말 주제:순위표).",
		},
		BotDM: i18n.Text{
			En: "Games nobody could pick an easy win in are ranked, on the /leaderboard of the server, channel or group DM they were played in (your direct messages with kibitz have none: those played here are ranked in /stats only); the others are practice (/help topic:leaderboard says which).",
			Ko: "아무도 쉬운 승리를 고를 수 없는 게임은 순위전으로 게임을 한 서버, 채널, 그룹 DM의 /순위표에 오르고(kibitz와의 DM에는 순위표가 없어, 여기서 한 게임은 /전적에만 순위전으로 기록됩니다), 나머지는 연습으로 기록됩니다(어느 쪽인지는 /도움말 주제:순위표).",
		},
		GroupDM: i18n.Text{
			En: "Games nobody could pick an easy win in are ranked (those played here on this chat's /leaderboard); the others are practice (/help topic:leaderboard says which).",
			Ko: "아무도 쉬운 승리를 고를 수 없는 게임은 순위전으로 기록되고(여기서 한 게임은 이 대화방의 /순위표에 오릅니다), 나머지는 연습으로 기록됩니다(어느 쪽인지는 /도움말 주제:순위표).",
		},
	}
	msgStatsPractice = i18n.Text{
		En: "__Practice__ (not ranked):",
		Ko: "__연습__ (순위 없음):",
	}
	msgStatsPracticeIs = i18n.Text{
		En: "Practice: %s.",
		Ko: "연습: %s.",
	}
	// msgPracticeWhy is one game's practice: "in Nim, games against kibitz ...".
	msgPracticeWhy = i18n.Text{En: "in %s, %s", Ko: "%s에서는 %s"}
	msgSemicolon   = i18n.Text{En: "; ", Ko: "; "}
	// msgStatsEverywhere ends /stats: its figures are the user's from every place, direct messages
	// included, and the reply is public (docs/contract.md, /stats).
	msgStatsEverywhere = i18n.Text{
		En: "Figures from every place kibitz is played, direct messages included.",
		Ko: "kibitz를 하는 모든 곳의 기록이며, DM에서 한 게임도 포함됩니다.",
	}
	msgStatsEarlier = i18n.Text{
		En: "__Earlier games__ (recorded before ranked and practice games were told apart):",
		Ko: "__예전 게임__ (순위전과 연습을 나누기 전에 기록된 것):",
	}
)

// /rankings.
var (
	// boardsOf counts the boards a player was taken off; playersOf the players taken off.
	boardsOf  = i18n.Plural{One: "%s board", Other: "%s boards", Ko: "순위표 %s개"}
	playersOf = i18n.Plural{One: "%s player", Other: "%s players", Ko: "%s명"}
	// msgRankingsBoards names the place's leaderboards, in the sentences below: a server's, or the
	// channel's where only the user installed kibitz (a DM or group DM is refused before).
	msgRankingsBoards = router.PlaceText{
		Server:        i18n.Text{En: "this server's leaderboards", Ko: "이 서버의 순위표"},
		ServerChannel: i18n.Text{En: "this channel's leaderboards", Ko: "이 채널의 순위표"},
		BotDM:         i18n.Text{En: "the leaderboards here", Ko: "이곳의 순위표"},
		GroupDM:       i18n.Text{En: "this chat's leaderboards", Ko: "이 대화방의 순위표"},
	}
	msgRankingsNoServer = router.PlaceText{
		Server:        i18n.Text{En: "There is no leaderboard to moderate here.", Ko: "여기에는 관리할 순위표가 없습니다."},
		ServerChannel: i18n.Text{En: "There is no leaderboard to moderate here.", Ko: "여기에는 관리할 순위표가 없습니다."},
		BotDM: i18n.Text{
			En: "There is no leaderboard to moderate in your direct messages with kibitz: /rankings is for a server's moderators, in the server.",
			Ko: "kibitz와의 DM에는 관리할 순위표가 없습니다. /순위관리 명령은 서버 관리자가 서버에서 씁니다.",
		},
		GroupDM: i18n.Text{
			En: "There is no leaderboard to moderate in a group DM, which has no moderators: /rankings is for a server's moderators, in the server.",
			Ko: "그룹 DM에는 관리자가 없으므로 관리할 순위표가 없습니다. /순위관리 명령은 서버 관리자가 서버에서 씁니다.",
		},
	}
	// msgRankingsAbout is what /help topic:rankings says of the command, in a server; elsewhere
	// msgRankingsAboutElsewhere.
	msgRankingsAbout = i18n.Text{
		En: "For members with the **Manage Server** permission. A player taken off %s (a cheater, an alt account) is off every game's boards here, all time and weekly, and off the daily puzzles' rankings of the day, and their later ranked wins here stay off them until /rankings restore; their own /stats still count every game.",
		Ko: "**서버 관리하기** 권한이 있는 멤버용입니다. %s에서 뺀 플레이어(부정행위자, 부계정)는 이곳의 모든 게임의 전체 기간과 주간 순위표, 일일 퍼즐의 그날 순위에서 빠지고, /순위관리 복원 명령을 쓸 때까지 이후 이곳에서의 순위전 승리도 오르지 않습니다. 본인의 /전적에는 모든 게임이 반영됩니다.",
	}
	msgRankingsAboutElsewhere = i18n.Text{
		En: "/rankings works in servers only, for their members with the **Manage Server** permission.",
		Ko: "/순위관리 명령은 서버에서만, **서버 관리하기** 권한이 있는 멤버가 쓸 수 있습니다.",
	}
	msgRankingsManageServer = i18n.Text{
		En: "Only members with the **Manage Server** permission can take players off the leaderboards here, or put them back.",
		Ko: "**서버 관리하기** 권한이 있는 멤버만 이곳의 순위표에서 플레이어를 빼거나 다시 넣을 수 있습니다.",
	}
	msgRankingsNoUser = i18n.Text{En: "Name the player with the `user` option.", Ko: "`사용자` 옵션으로 플레이어를 골라 주세요."}
	msgRankingsBot    = i18n.Text{
		En: "%s is a bot, and bots never rank on kibitz's leaderboards: there is nothing to take off.",
		Ko: "%s 님은 봇입니다. 봇은 kibitz의 순위표에 오르지 않으므로 뺄 것이 없습니다.",
	}
	msgRankingsRemoved = i18n.Text{
		En: "%[1]s is off %[2]s now: taken off %[3]s (every game's, all time and weekly, with their best times, and the daily puzzles' rankings of the day).",
		Ko: "%[1]s 님은 이제 %[2]s에서 빠졌습니다. %[3]s에서 뺐습니다(모든 게임의 전체 기간과 주간 순위표와 최고 기록, 일일 퍼즐의 그날 순위).",
	}
	msgRankingsRemovedNone = i18n.Text{
		En: "%[1]s is off %[2]s now; they were on none of them yet.",
		Ko: "%[1]s 님은 이제 %[2]s에서 빠졌습니다. 아직 오른 순위표는 없었습니다.",
	}
	msgRankingsRemovedAfter = i18n.Text{
		En: "Their ranked wins here will not count on them until a moderator puts them back with /rankings restore, and what was taken off does not come back then. Their own /stats still count every game they play, here too.",
		Ko: "관리자가 /순위관리 복원 명령으로 다시 넣을 때까지 이곳에서의 순위전 승리는 순위표에 오르지 않으며, 다시 넣어도 뺀 기록은 돌아오지 않습니다. 본인의 /전적에는 이곳에서 한 게임도 모두 반영됩니다.",
	}
	msgRankingsAlreadyOff = i18n.Text{
		En: "%[1]s has been off %[2]s since %[3]s: nothing to take off.",
		Ko: "%[1]s 님은 %[3]s부터 %[2]s에서 빠져 있습니다. 뺄 것이 없습니다.",
	}
	msgRankingsAlreadyOffCleaned = i18n.Text{
		En: "%[1]s has been off %[2]s since %[3]s; taken off %[4]s where they still showed.",
		Ko: "%[1]s 님은 %[3]s부터 %[2]s에서 빠져 있습니다. 아직 남아 있던 %[4]s에서 뺐습니다.",
	}
	msgRankingsYourself = i18n.Text{
		En: "-# That is you: /rankings restore puts you back whenever you like.",
		Ko: "-# 나 자신을 뺐습니다. 언제든 /순위관리 복원 명령으로 다시 넣을 수 있습니다.",
	}
	msgRankingsRestored = i18n.Text{
		En: "%[1]s is back on %[2]s: their ranked wins here count on them again from now. What was taken off on %[3]s does not come back.",
		Ko: "%[1]s 님은 %[2]s에 다시 오릅니다. 지금부터 이곳에서의 순위전 승리가 다시 순위표에 반영됩니다. %[3]s에 뺀 기록은 돌아오지 않습니다.",
	}
	msgRankingsNotOff = i18n.Text{
		En: "%[1]s is not off %[2]s: nothing to put back.",
		Ko: "%[1]s 님은 %[2]s에서 빠져 있지 않습니다. 다시 넣을 것이 없습니다.",
	}
	msgRankingsNobodyOff = i18n.Text{
		En: "Nobody is off %s.",
		Ko: "%s에서 뺀 사람이 없습니다.",
	}
	msgRankingsListTitle = i18n.Text{
		En: "Off %[1]s (%[2]s, the earliest first):",
		Ko: "%[1]s에서 뺀 사람 (%[2]s, 먼저 뺀 순):",
	}
	msgRankingsListLine = i18n.Text{En: "• %s, since %s", Ko: "• %s 님, %s부터"}
	msgRankingsListMore = i18n.Text{En: "…and %s more.", Ko: "…외 %s."}
	msgRankingsListHint = i18n.Text{
		En: "-# /rankings restore puts a player back.",
		Ko: "-# /순위관리 복원 명령으로 플레이어를 다시 넣을 수 있습니다.",
	}
)
