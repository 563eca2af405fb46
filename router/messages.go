package router

import (
	"errors"
	"log/slog"

	"kibitz/i18n"
	"kibitz/storage"
)

// What the router itself says to users.
var (
	// Discord sends only commands it has registered, so an unknown one is almost always a command kibitz
	// has since removed or renamed, still offered by a client that has not refreshed its list.
	// The console sends whatever is typed, so the message holds for a command that never was, too.
	// A command that needs a server that added kibitz, used anywhere else (Command.ServerOnly).
	msgNeedsServer = i18n.Text{
		En: "`%s` works only in a server that added kibitz: ask the server's admins to add it, or use the command there.",
		Ko: "`%s` 명령은 kibitz를 추가한 서버에서만 쓸 수 있습니다. 서버 관리자에게 kibitz를 추가해 달라고 하거나, 추가된 서버에서 써 주세요.",
	}
	// A public reply in a server where only the user installed kibitz and the server keeps such apps'
	// replies private (Request.CanPost).
	msgKeptPrivate = i18n.Text{
		En: "-# Only you can see this: this server shows the replies of apps it has not added to the person who asked only, so nobody else can see this message or press its buttons.",
		Ko: "-# 이 메시지는 나에게만 보입니다. 이 서버는 추가하지 않은 앱의 답을 명령한 사람에게만 보여 주므로, 다른 사람은 이 메시지를 보거나 버튼을 누를 수 없습니다.",
	}
	msgUnknownCommand = i18n.Text{
		En: "kibitz has no command `%s`; it may have been renamed or removed.",
		Ko: "kibitz에는 `%s` 명령이 없습니다. 이름이 바뀌었거나 없어진 명령일 수 있습니다.",
	}
	// A custom_id that no route matches comes from a kibitz whose routes had another version (or is
	// forged): a game that has ended still matches its route, and its handler says so.
	msgStaleComponent = i18n.Text{
		En: "This button or menu no longer works: it comes from an older version of kibitz.",
		Ko: "이 버튼이나 메뉴는 더 이상 작동하지 않습니다. 이전 버전의 kibitz가 만든 것입니다.",
	}
	// A custom_id of a routed feature at a version above this kibitz's (Mux.newerComponent): a replica not
	// yet upgraded met a button an upgraded one drew.
	msgNewerComponent = i18n.Text{
		En: "This button or menu comes from a newer version of kibitz, which is being rolled out: press it again in a minute.",
		Ko: "이 버튼이나 메뉴는 지금 배포 중인 새 버전의 kibitz가 만든 것입니다. 1분 뒤에 다시 눌러 주세요.",
	}
	msgTryHelp = i18n.Text{
		En: "Type /help to see what kibitz can do.",
		Ko: "/도움말 명령으로 kibitz가 할 수 있는 일을 볼 수 있습니다.",
	}
	msgInternal = i18n.Text{
		En: "Sorry, something went wrong on kibitz's side. Incident %s has been logged.",
		Ko: "죄송합니다. kibitz 쪽에서 문제가 생겼습니다. 오류 번호 %s 기록해 두었습니다.",
	}
	// The store could not be reached (storage.ErrUnavailable): a fault that passes, and one where a
	// write may have been done though its reply was lost, so the asker is told to try again, not that
	// nothing happened.
	msgUnavailable = i18n.Text{
		En: "Sorry, kibitz cannot reach its saved games right now, so this may not have gone through. Try again in a moment. Incident %s has been logged.",
		Ko: "죄송합니다. kibitz가 지금 저장된 게임에 접근할 수 없어 요청이 처리되지 않았을 수 있습니다. 잠시 후 다시 시도해 주세요. 오류 번호 %s 기록해 두었습니다.",
	}
	msgTimedOut = i18n.Text{
		En: "Sorry, that took too long and kibitz gave up. Try something smaller.",
		Ko: "죄송합니다. 시간이 너무 오래 걸려 중단했습니다. 더 작은 것으로 다시 시도해 주세요.",
	}
)

// apology is the reply to an error of kibitz's, logged once under a new incident id that it names: that
// the store cannot be reached (storage.ErrUnavailable: try again in a moment), or that something went
// wrong.
func apology(log *slog.Logger, err error, l i18n.Lang) *Response {
	msg, what := msgInternal, "interaction failed"
	if errors.Is(err, storage.ErrUnavailable) {
		msg, what = msgUnavailable, "interaction failed: the store cannot be reached"
	}
	incident := NewIncidentID()
	log.Error(what, "incident", incident, "err", err)
	return PrivateReply(incidentText(msg, incident).In(l))
}

// incidentText is msg, an apology (msgInternal, msgUnavailable), naming the incident the log records it
// under. The Korean particle after the id follows how its last digit or letter is read (…0으로, …1로).
func incidentText(msg i18n.Text, incident string) i18n.Text {
	return msg.Format(i18n.WithParticle(i18n.Plain(incident), "으로/로"))
}
