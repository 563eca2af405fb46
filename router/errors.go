package router

import (
	"errors"

	"kibitz/i18n"
)

// Code classifies a user error, the way an HTTP status classifies a failed request.
type Code string

// The kinds of user error. Handlers pick the one that fits; the reply is the same private message either
// way, but logs and tests tell them apart.
const (
	Invalid   Code = "invalid"   // the input is malformed or breaks the rules (a bad board, an illegal move)
	NotFound  Code = "not_found" // the thing asked for does not exist (an expired game, an unknown command)
	Conflict  Code = "conflict"  // the request clashes with the current state (the cell is taken, the game is over)
	Forbidden Code = "forbidden" // this user may not do this (not a player, not their turn)
	TooLarge  Code = "too_large" // the input is beyond kibitz's limits (a board too big, a file too long)
)

// UserError is an error the user made or should know about. The router turns it into a private reply: the
// message, then the hint on a line of its own. It is not logged as a failure.
type UserError struct {
	Code    Code
	Message i18n.Text // one full sentence saying what is wrong and where
	Hint    i18n.Text // optional: what to try instead, often a command example
}

// Fail returns a user error with a code and a message.
func Fail(code Code, message i18n.Text) *UserError {
	return &UserError{Code: code, Message: message}
}

// WithHint returns a copy of e with a hint.
func (e *UserError) WithHint(hint i18n.Text) *UserError {
	c := *e
	c.Hint = hint
	return &c
}

func (e *UserError) Error() string {
	if e.Hint.En != "" {
		return string(e.Code) + ": " + e.Message.En + " " + e.Hint.En
	}
	return string(e.Code) + ": " + e.Message.En
}

// Text is the reply the user sees, in the language l.
func (e *UserError) Text(l i18n.Lang) string {
	if e.Hint.En == "" {
		return e.Message.In(l)
	}
	return e.Message.In(l) + "\n" + e.Hint.In(l)
}

// AsUserError reports whether err is, or wraps, a user error, and returns it.
func AsUserError(err error) (*UserError, bool) {
	var ue *UserError
	ok := errors.As(err, &ue)
	return ue, ok
}
