package discordtest

import "net/http"

// Gone is what put an interaction's message out of the bot's reach after it was shown, as Discord tells
// of it: the status and the JSON error code with which it answers every later call through the
// interaction's token. A moderator deletes a game's message, or its channel, or takes the bot's access to
// the channel away, or a thread is archived, and the bot learns of it only when it next edits the message.
// A Rule cannot say this: its errors carry code 0, which tells nothing of why.
type Gone struct {
	Status  int
	Code    int
	Message string
}

// MessageDeleted is a message a moderator deleted.
func MessageDeleted() Gone { return Gone{http.StatusNotFound, 10008, "Unknown Message"} }

// ChannelDeleted is a message whose channel was deleted.
func ChannelDeleted() Gone { return Gone{http.StatusNotFound, 10003, "Unknown Channel"} }

// WebhookDeleted is a message whose interaction's webhook Discord no longer knows.
func WebhookDeleted() Gone { return Gone{http.StatusNotFound, 10015, "Unknown Webhook"} }

// AccessLost is a message in a channel that the bot may no longer see.
func AccessLost() Gone { return Gone{http.StatusForbidden, 50001, "Missing Access"} }

// ThreadArchived is a message in a thread that was archived.
func ThreadArchived() Gone { return Gone{http.StatusBadRequest, 50083, "Thread is archived"} }

// Lose makes every later call through the interaction token answer as why says: the message it shows is
// gone. The fake keeps messages by token, so the message is the one that token edits (its @original); a
// game keeps the token of its last interaction, which is the one to lose.
func (s *Server) Lose(token string, why Gone) {
	s.msgMu.Lock()
	defer s.msgMu.Unlock()
	if s.lost == nil {
		s.lost = map[string]Gone{}
	}
	s.lost[token] = why
}

// goneFor is the answer to a call through token when Lose lost its message; ok is false otherwise.
func (s *Server) goneFor(token string) (rep reply, ok bool) {
	if token == "" {
		return reply{}, false
	}
	s.msgMu.Lock()
	defer s.msgMu.Unlock()
	why, ok := s.lost[token]
	if !ok {
		return reply{}, false
	}
	return reply{status: why.Status, body: apiError(why.Code, why.Message)}, true
}
