package router

import (
	"context"
	"errors"

	"kibitz/i18n"
)

// Messenger changes a message outside the interaction that asked for it: when a game's turn timer runs
// out, say, nobody has pressed anything, yet the game's message must say so. It edits the message an
// interaction answered, or the message whose component was pressed, with that interaction's application
// id and token, which Discord accepts for 15 minutes after the interaction. lang is the language the
// message is in: the edit is fitted and spaced as a reply in it is (Fit).
//
// An edit that finds the message out of reach for good (deleted, its channel deleted or closed to kibitz,
// its thread archived) fails with an error that is ErrMessageGone (errors.Is): no edit will show it again,
// and a game must not count on anyone having seen what it was to show.
type Messenger interface {
	EditMessage(ctx context.Context, appID, token string, lang i18n.Lang, resp *Response) error
}

// ErrMessageGone is what a Messenger's edit fails with when the message is out of reach (Messenger).
var ErrMessageGone = errors.New("the message is gone")
