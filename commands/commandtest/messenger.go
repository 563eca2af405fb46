package commandtest

import (
	"context"
	"sync"

	"kibitz/i18n"
	"kibitz/router"
)

// Edit is one edit a Messenger was asked for.
type Edit struct {
	AppID, Token string
	Lang         i18n.Lang
	Resp         *router.Response
}

// Messenger is a router.Messenger that keeps the edits asked of it, in order, and sends nothing: the
// fake of the games that edit their messages outside any interaction (turn timers, challenges that
// expire). Its zero value is ready; it is safe for concurrent use.
type Messenger struct {
	mu    sync.Mutex
	edits []Edit
}

// EditMessage keeps the edit.
func (m *Messenger) EditMessage(_ context.Context, appID, token string, lang i18n.Lang, resp *router.Response) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.edits = append(m.edits, Edit{appID, token, lang, resp})
	return nil
}

// Edits are the edits so far, oldest first.
func (m *Messenger) Edits() []Edit {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]Edit(nil), m.edits...)
}
