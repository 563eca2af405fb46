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
	// Err is what the edit failed with (Messenger.Refuse); nil for an edit that showed.
	Err error
}

// Messenger is a router.Messenger that keeps the edits asked of it, in order, and sends nothing: the
// fake of the games that edit their messages outside any interaction (turn timers, challenges that
// expire). Its zero value is ready; it is safe for concurrent use.
type Messenger struct {
	mu      sync.Mutex
	edits   []Edit
	refused map[string]error
	onEdit  func(Edit)
}

// EditMessage keeps the edit, and fails it as Refuse says.
func (m *Messenger) EditMessage(_ context.Context, appID, token string, lang i18n.Lang, resp *router.Response) error {
	m.mu.Lock()
	e := Edit{appID, token, lang, resp, m.refused[token]}
	m.edits = append(m.edits, e)
	on := m.onEdit
	m.mu.Unlock()
	if on != nil {
		on(e)
	}
	return e.Err
}

// Refuse makes every later edit through token fail with err: router.ErrMessageGone (wrapped, as the bot's
// messenger wraps Discord's answer) for a message that a moderator deleted, say, or any other error for
// Discord failing to answer. A nil err lets the edits through again.
func (m *Messenger) Refuse(token string, err error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.refused == nil {
		m.refused = map[string]error{}
	}
	m.refused[token] = err
}

// OnEdit has f called with every later edit, outside the Messenger's lock, before EditMessage returns:
// what happens while Discord takes the edit (another replica's press, say).
func (m *Messenger) OnEdit(f func(Edit)) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.onEdit = f
}

// Edits are the edits so far, oldest first, those refused too (Edit.Err).
func (m *Messenger) Edits() []Edit {
	m.mu.Lock()
	defer m.mu.Unlock()
	return append([]Edit(nil), m.edits...)
}
