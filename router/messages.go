package router

import "kibitz/i18n"

// What the router itself says to users.
var (
	// Discord sends only commands it has registered, so an unknown one is almost always a command kibitz
	// has since removed or renamed, still offered by a client that has not refreshed its list.
	msgUnknownCommand = i18n.Text{
		En: "The command `%s` is no longer available.",
		Ko: "`%s` 명령은 더 이상 사용할 수 없습니다.",
	}
	msgStaleComponent = i18n.Text{
		En: "This button no longer works: it belongs to an older message or an older version of kibitz.",
		Ko: "이 버튼은 더 이상 작동하지 않습니다. 오래된 메시지이거나 이전 버전의 kibitz에서 만든 버튼입니다.",
	}
	msgTryHelp = i18n.Text{
		En: "Type /help to see what kibitz can do.",
		Ko: "/도움말 명령으로 kibitz가 할 수 있는 일을 볼 수 있습니다.",
	}
	msgInternal = i18n.Text{
		En: "Sorry, something went wrong on kibitz's side. Incident %s has been logged.",
		Ko: "죄송합니다. kibitz 쪽에서 문제가 생겼습니다. 사건 번호 %s로 기록했습니다.",
	}
	msgTimedOut = i18n.Text{
		En: "Sorry, that took too long and kibitz gave up. Try something smaller.",
		Ko: "죄송합니다. 시간이 너무 오래 걸려 중단했습니다. 더 작은 것으로 다시 시도해 주세요.",
	}
)
