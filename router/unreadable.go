package router

import (
	"errors"
	"log/slog"

	"kibitz/i18n"
	"kibitz/storage"
)

// msgUnreadable answers an interaction whose stored game cannot be read (storage.ErrUnreadable): damaged,
// or written in a schema version this build does not read, by a newer replica or before a migration was
// dropped. Pressing again cannot help, so the reply says what can.
var msgUnreadable = i18n.Text{
	En: "This game can no longer be loaded (it was saved by another version of kibitz, or damaged). Start a new one.",
	Ko: "이 게임은 더 이상 불러올 수 없습니다 (다른 버전의 kibitz가 저장했거나 손상되었습니다). 새 게임을 시작해 주세요.",
}

// unreadable logs an error matching storage.ErrUnreadable, once, with an incident id and the key, and is
// the private reply to it. It is kibitz's fault, not the user's (outcome internal_error), but unlike other
// internal errors the user can do something: start a new game.
func unreadable(log *slog.Logger, err error, l i18n.Lang) *Response {
	attrs := []any{"incident", NewIncidentID()}
	var ue *storage.UnreadableError
	if errors.As(err, &ue) {
		attrs = append(attrs, "key", ue.Key)
	}
	log.Error("stored value unreadable", append(attrs, "err", err)...)
	return PrivateReply(msgUnreadable.In(l))
}
