package settings

import "kibitz/i18n"

// What /settings show and /settings forget say of the data kibitz keeps (forget.go).
var (
	msgKeptHead    = i18n.Text{En: "**What kibitz keeps about you**", Ko: "**kibitz가 나에 대해 보관하는 것**"}
	msgKeptFigures = i18n.Text{
		En: "- your figures (/stats): games finished: %d",
		Ko: "- 내 기록(/전적): 끝낸 게임 %d판",
	}
	msgKeptNoFigures = i18n.Text{En: "- no figures (/stats)", Ko: "- 기록(/전적) 없음"}
	msgKeptPlaces    = i18n.Text{
		En: "- places with your leaderboard entries, Wordle figures or dailies: %d",
		Ko: "- 내 순위표 항목, 워들 기록 또는 오늘의 퍼즐이 있는 곳: %d곳",
	}
	msgKeptPrefs   = i18n.Text{En: "- your settings above", Ko: "- 위의 내 설정"}
	msgKeptNoPrefs = i18n.Text{En: "- no settings of your own", Ko: "- 따로 정한 설정 없음"}
	hintForget     = i18n.Text{
		En: "/settings forget deletes it.",
		Ko: "/설정 삭제 명령으로 지울 수 있습니다.",
	}
	msgForgetAsk = i18n.Text{
		En: "This deletes, for good, your figures, your settings, your Wordle and Sudoku figures and dailies, and your entries on the leaderboards and day's rankings. Press the button within %s to confirm.",
		Ko: "내 기록, 설정, 워들과 스도쿠 기록과 오늘의 퍼즐, 순위표와 오늘의 순위에 있는 내 항목을 영구히 지웁니다. %s 안에 버튼을 눌러 확인해 주세요.",
	}
	msgForgetLeft = i18n.Text{
		En: "What stays: games in progress with other players, until they end or expire (at most 8 days), and a moderator's decision to take you off a server's rankings.",
		Ko: "남는 것: 다른 사람과 진행 중인 게임은 끝나거나 만료될 때까지(최대 8일) 남고, 관리자가 서버 순위에서 나를 제외한 결정도 남습니다.",
	}
	msgForgetButton = i18n.Text{En: "Delete my data", Ko: "내 데이터 삭제"}
	msgForgotten    = i18n.Text{
		En: "Deleted: %d stored records, and your entries on %d boards; places looked through: %d.",
		Ko: "삭제했습니다: 저장된 항목 %d개, 순위판 %d개의 내 항목. 살펴본 곳: %d곳.",
	}
	msgForgetNotYours = i18n.Text{
		En: "This button deletes the data of the user who asked for it, not yours.",
		Ko: "이 버튼은 요청한 사용자의 데이터를 지우는 버튼입니다. 내 데이터는 지우지 않습니다.",
	}
	msgForgetLapsed = i18n.Text{
		En: "This question has lapsed: nothing was deleted.",
		Ko: "확인 시간이 지나 아무것도 지우지 않았습니다.",
	}
	hintForgetAgain = i18n.Text{En: "Use /settings forget to ask again.", Ko: "/설정 삭제 명령으로 다시 요청하세요."}
)
